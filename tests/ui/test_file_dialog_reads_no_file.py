"""The app's own Save and Open dialogs never read the files they list.

Why: Qt's file dialog asked each listed file's mime type for its icon and Type column, and the
mime type is read from the file's content when its name does not settle it. Typed into /proc
("/proc/x.json" in Save's name box), the dialog read /proc/kmsg on the window's thread: a
read that waits for the kernel's next message, so the window stopped answering for good. A
test cannot hang on /proc/kmsg safely, so it watches the folder (Linux's inotify) and fails
when any listed file is opened; the folder also holds a FIFO (whose read would block as
/proc/kmsg's did), released by a helper thread after a deadline should anything open it.
"""

from __future__ import annotations

import ctypes
import os
import struct
import sys
import threading
import time

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileSystemModel, QTreeView

from tricktable.settings import Seat
from window_helpers import in_file_dialog, key_to_window, show_window, type_file_name

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="watches file opens with Linux's inotify")

IN_ACCESS, IN_OPEN, IN_ISDIR = 0x1, 0x20, 0x40000000
EVENT = struct.Struct("iIII")


class OpenWatch:
    """The names of the files opened or read in one folder while it is watched."""

    def __init__(self, folder: str) -> None:
        libc = ctypes.CDLL(None, use_errno=True)
        self.fd = libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
        assert self.fd >= 0, os.strerror(ctypes.get_errno())
        assert libc.inotify_add_watch(self.fd, folder.encode(), IN_OPEN | IN_ACCESS) >= 0

    def opened(self) -> set[str]:
        names: set[str] = set()
        while True:
            try:
                data = os.read(self.fd, 65536)
            except BlockingIOError:
                return names
            at = 0
            while at < len(data):
                _wd, mask, _cookie, size = EVENT.unpack_from(data, at)
                name = data[at + EVENT.size:at + EVENT.size + size].rstrip(b"\0").decode()
                at += EVENT.size + size
                if name and not mask & IN_ISDIR:
                    names.add(name)

    def close(self) -> None:
        os.close(self.fd)


def release_fifo_after(path: str, seconds: float, done: threading.Event) -> None:
    """Open the FIFO for writing once ``seconds`` have passed (until ``done``): a reader
    blocked on it then reads its end, and the test fails instead of hanging the suite."""
    deadline = time.monotonic() + seconds
    while not done.wait(0.1):
        if time.monotonic() < deadline:
            continue
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:  # no reader (yet)
            continue


def test_the_save_dialog_lists_a_folder_without_reading_any_file_in_it(
        qtbot, worker, home, tmp_path):
    """Ctrl+S, the folder typed in, its listing and icons shown, a name typed and Return: no
    listed file is opened, and the window answers all along."""
    folder = tmp_path / "odd"
    folder.mkdir()
    for name, text in (("game.json", "{}"), ("notes.json", "plain words\n"), ("data", "x")):
        (folder / name).write_text(text)
    fifo = str(folder / "pipe.json")
    os.mkfifo(fifo)
    done = threading.Event()
    threading.Thread(target=release_fifo_after, args=(fifo, 8.0, done), daemon=True).start()
    w = show_window(qtbot, worker)
    w.start_game("heart-hunter", {}, [Seat("You", "human")] + [
        Seat(f"Bot {i}", "computer") for i in range(1, 4)], seed=13)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0, timeout=10_000)
    watch = OpenWatch(str(folder))
    seen: dict = {"ticks": []}
    started = time.monotonic()

    def tick() -> None:  # the window's thread answering: a timer every 50 ms
        seen["ticks"].append(time.monotonic() - started)
        if len(seen["ticks"]) < 400:
            QTimer.singleShot(50, tick)

    def in_dialog(dialog) -> None:
        model = dialog.findChild(QFileSystemModel)
        with qtbot.waitSignal(model.directoryLoaded, timeout=5_000):
            dialog.setDirectory(str(folder))
        tree = dialog.findChild(QTreeView)
        tree.setFocus()
        qtbot.waitUntil(lambda: tree.model().rowCount(tree.rootIndex()) >= 2, timeout=5_000)
        qtbot.wait(300)  # the rows drawn, each with its icon and Type
        seen["types"] = sorted(model.type(model.index(str(folder / n)))
                               for n in ("game.json", "notes.json"))
        type_file_name(qtbot, dialog, str(tmp_path / "kept.json"))

    QTimer.singleShot(0, tick)
    in_file_dialog(in_dialog)
    key_to_window(qtbot, w, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    elapsed = time.monotonic() - started
    done.set()
    opened = watch.opened()
    watch.close()
    gaps = [b - a for a, b in zip(seen["ticks"], seen["ticks"][1:], strict=False)]
    assert not opened, f"the dialog opened listed files: {sorted(opened)}"
    assert elapsed < 8.0 and max(gaps, default=0) < 2.0, "the window stopped answering"
    assert (tmp_path / "kept.json").is_file()
    assert seen["types"] == ["JSON file", "JSON file"], "a type by its name, not its content"
    assert QApplication.activeModalWidget() is None
    w.controller.shutdown()
