"""The autosave writer wakes the window when a write fails (it waited for the next save to be
told), says what a failed write means for the next start, and tells whether the game is on
disk when the window closes."""

from __future__ import annotations

import threading

from tricktable import settings as store
from tricktable.autosave import AutosaveWriter


def _break_data_folder() -> None:
    data = store.paths()["data_dir"]
    data.parent.mkdir(parents=True, exist_ok=True)
    data.write_text("a file where the folder should be")


def test_a_failed_write_calls_its_hook_once_and_is_not_written(home):
    _break_data_folder()
    woken = threading.Event()
    calls = []
    writer = AutosaveWriter(lambda: (calls.append(1), woken.set()))
    writer.save({"format": "test"})
    assert woken.wait(10.0), "the failure woke nobody"
    writer.save({"format": "test"})
    assert not writer.written(), "the game is not on disk"
    assert calls == [1], "told once until a write works again"
    assert writer.take_errors() == [], "dropped: the closing window asks about it instead"


def test_what_a_failed_write_says_is_what_the_next_start_does(home):
    """It said the game "will not be offered back"; an older autosave was offered."""
    _break_data_folder()
    writer = AutosaveWriter()
    writer.save({"format": "test"})
    writer.flush()
    [said] = writer.take_errors()
    assert "will not be offered back" not in said and "older position of this game" in said


def test_a_write_that_worked_is_on_disk(home):
    writer = AutosaveWriter()
    writer.save({"format": "test"})
    assert writer.written() and store.paths()["autosave"].exists()
