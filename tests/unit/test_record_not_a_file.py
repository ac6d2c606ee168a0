"""Game → Open record on something that is no ordinary file: ``/dev/zero`` was read without end
(the size a device gives is 0, so the size check passed), the window frozen and its memory
growing by 200 MB a second until it was killed; a named pipe would have waited for ever. Each
is refused at once with plain words, and the refusal's own look at the file reads nothing."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from tricktable.engine.record import RecordError, load_file


def _refused_quickly(path: Path) -> str:
    """The refusal of ``path``, which must come within a few seconds (a read without end
    fails the test instead of hanging the run)."""
    said: list[str] = []

    def read() -> None:
        try:
            load_file(path)
        except RecordError as exc:
            said.append(str(exc))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(5)
    assert not reader.is_alive(), f"{path} was read without end"
    assert said, f"{path} was not refused"
    return said[0]


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="a system with /dev/zero")
def test_a_device_that_never_ends_is_refused_at_once():
    assert "not an ordinary file" in _refused_quickly(Path("/dev/zero"))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes: POSIX")
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    pipe = tmp_path / "game.json"
    os.mkfifo(pipe)
    try:
        assert "not an ordinary file" in _refused_quickly(pipe)
    finally:
        # release a reader that would still wait (without the fix), so no thread is left
        fd = os.open(pipe, os.O_RDWR | os.O_NONBLOCK)
        os.close(fd)


def test_a_folder_is_refused_with_the_same_words(tmp_path):
    assert "not an ordinary file" in _refused_quickly(tmp_path)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="a system with /dev/zero")
def test_the_window_refuses_a_device_without_reading_it(qtbot):
    """The window's own reading (``read_record``) looked at the file again to tell an empty
    one: it read ``/dev/zero`` without end after the refusal."""
    from tricktable.ui.record_dialogs import read_record

    result: list = []
    reader = threading.Thread(target=lambda: result.append(read_record("/dev/zero")),
                              daemon=True)
    reader.start()
    reader.join(5)
    assert not reader.is_alive(), "read_record read /dev/zero without end"
    doc, why = result[0]
    assert doc is None and "not an ordinary file" in why
