"""Start the application: QApplication (HiDPI-crisp), names, icon, the main window, the event loop.

``TRICKTABLE_BENCH_LAUNCH=1`` makes the app print ``ready <seconds>`` once the table has painted
its first game and quit: the benchmark's launch-to-interactive figure.
"""

from __future__ import annotations

import os
import sys
import time

_T0 = time.perf_counter()

from PySide6.QtCore import (  # noqa: E402
    QEvent,
    QLockFile,
    QObject,
    QPointF,
    QSysInfo,
    Qt,
    QTimer,
)
from PySide6.QtGui import QGuiApplication, QIcon, QPainter, QPixmap, QTransform  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from .. import settings as store  # noqa: E402
from .instance_lock import another_trick_table_runs  # noqa: E402

APP_NAME = "Trick Table"
ORG_NAME = "TrickTable"
#: what a second start says: two windows wrote over each other's autosave, and the game of one
#: of them was lost at the next start
ALREADY_OPEN = ("Trick Table is already open in another window. Only one window plays at a time, "
                "so that no game's autosave is written over by another's: switch to that window, "
                "or close it and start Trick Table again.")


def app_icon() -> QIcon:
    """Two of the app's own cards, fanned (drawn at several sizes so every dock looks sharp)."""
    from ..engine.cards import FRENCH, card
    from .card_art import CardArt

    art = CardArt()
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        pix = QPixmap(size, size)
        pix.fill(Qt.GlobalColor.transparent)
        h = size * 0.78
        painter = QPainter(pix)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for code, angle, dx in (("QS", -14.0, -0.12), ("AH", 10.0, 0.10)):
            face = art.pixmap(card(code), FRENCH, max(8, round(h)), 1.0)
            t = QTransform()
            t.translate(size * (0.5 + dx), size * 0.52)
            t.rotate(angle)
            painter.setTransform(t)
            painter.drawPixmap(QPointF(-face.width() / 2, -face.height() / 2), face)
        painter.end()
        icon.addPixmap(pix)
    return icon


def one_instance() -> QLockFile | bool:
    """The lock that makes this the only Trick Table on this data folder (held until exit), or
    False when another one holds it. A lock whose Trick Table is gone is taken over: its process
    ended, its process id now names another program (Qt takes over only one that runs another
    executable, and a Trick Table runs under Python, as many programs do), or the file cannot be
    read (empty, garbage); each of these had kept every start out. One that cannot be removed is
    passed by (True: after a session whose folder was made unwritable, every start was refused
    though none ran); where no lock file can be written at all, the program runs unguarded."""
    folder = store.paths()["data_dir"]
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return True
    lock = QLockFile(str(folder / "instance.lock"))
    lock.setStaleLockTime(0)  # stale only when its program has gone, however long it ran
    if lock.tryLock(300):
        return lock
    # held by another program: False; not writable here (permissions): run unguarded
    if lock.error() != QLockFile.LockError.LockFailedError:
        return True
    if _holder_alive(lock):
        return False
    if not _remove_stale(lock):
        # nobody holds it, yet it cannot be removed (the folder made unwritable): nothing runs,
        # so nothing is guarded; refusing here had kept every start out
        return True
    return lock if lock.tryLock(300) else False  # False: another start took it in between


def _holder_alive(lock: QLockFile) -> bool:
    """Whether the program named in the lock file may be a Trick Table that still runs: on this
    machine, its process is there and is one (``instance_lock``); on another machine nobody
    here can tell. A file that cannot be read names none: Qt writes it right after creating
    it, well within the 300 ms the start waited."""
    info = lock.getLockInfo()
    if not info or not isinstance(info[0], int) or info[0] <= 0:
        return False
    pid, host = info[0], info[1]
    if host and host != QSysInfo.machineHostName():
        return True
    return another_trick_table_runs(pid)


def _remove_stale(lock: QLockFile) -> bool:
    """Removes a lock whose Trick Table is gone, under Qt's own ``.rmlock`` guard (one remover
    at a time); Qt removes it only while no program holds it open (a live holder's native lock
    keeps it), so a Trick Table that started in between keeps its lock."""
    guard = QLockFile(lock.fileName() + ".rmlock")
    if not guard.tryLock(0):
        return False
    try:
        return lock.removeStaleLockFile()
    finally:
        guard.unlock()


def make_application(argv: list[str]) -> QApplication:
    """The QApplication (reused when one exists, as under pytest-qt)."""
    app = QApplication.instance()
    if app is None:
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication([sys.argv[0] if sys.argv else "tricktable", *argv])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    app.setDesktopFileName("tricktable")
    return app


class _FirstPaint(QObject):
    """Reports the first paint of the table (for the launch benchmark) and quits."""

    def __init__(self, start: float) -> None:
        super().__init__()
        self.start = start
        self.done = False

    def eventFilter(self, obj, event) -> bool:  # Qt override
        if not self.done and event.type() == QEvent.Type.Paint:
            self.done = True
            QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        print(f"ready {time.perf_counter() - self.start:.3f}", flush=True)
        QApplication.instance().quit()


def _quit_on_signals(window) -> None:
    """Ctrl+C in a terminal, a polite ``kill`` or the terminal closed (SIGHUP) closes the
    window properly (autosave, worker process stopped) instead of killing Python inside Qt's
    event loop: the terminal closed under a running game lost it since its last autosave."""
    import signal

    def close(*_args) -> None:
        QTimer.singleShot(0, window.close)

    for sig in (signal.SIGINT, signal.SIGTERM, *filter(None, [getattr(signal, "SIGHUP", None)])):
        try:
            signal.signal(sig, close)
        except (ValueError, OSError):  # not the main thread, or a platform without it
            return
    # Python runs signal handlers only between bytecodes: a cheap timer gives it the chance
    ticker = QTimer(window)
    ticker.timeout.connect(lambda: None)
    ticker.start(250)


def run(argv: list[str]) -> int:
    """Open the card table and run until the window closes; returns the exit code."""
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen build's AI worker process starts here
    bench = os.environ.get("TRICKTABLE_BENCH_LAUNCH") == "1"
    app = make_application(argv)
    app.setWindowIcon(app_icon())
    lock = one_instance()
    if lock is False:
        QMessageBox.information(None, APP_NAME, ALREADY_OPEN)
        return 0
    from .main_window import MainWindow

    first_run = not store.paths()["settings"].exists()
    settings, messages = store.load_settings()
    window = MainWindow(settings)
    window.restore_size()
    if settings.window.get("maximized"):
        window.showMaximized()
    else:
        window.show()
    _quit_on_signals(window)
    if bench:
        probe = _FirstPaint(_T0)
        window.table.viewport().installEventFilter(probe)
        window.new_game_from_settings()
    else:
        QTimer.singleShot(0, lambda: window.start(messages, first_run))
    code = app.exec()
    if bench:
        window.close()
    return code
