"""Undo stops after a deal whose review was opened (it showed every hand), and it still does once
the game comes back from disk: after quitting and starting again (the autosave resumed) the stop
was forgotten, and Ctrl+Z went back into the reviewed hand, to play it again knowing every card.
The same holds for the game saved and opened again on this computer; a record from elsewhere
(nothing kept about its reviews) goes back as it always did, and a side file that is damaged
never stops the game from loading."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from review_helpers import (
    WAIT_MS,
    play_the_last_card_of_the_first_hand,
    reviewed_by_ctrl_r_in_the_next_hand,
    undo_refused,
)
from tricktable import settings as store
from window_helpers import (
    key_to_window,
    restart_and_resume,
    show_window,
    wait_for_person,
)


def _reviewed_into_the_second_hand(qtbot, worker):
    """A window whose Barbu game's first hand ended by the person's last card; "Next hand",
    then Ctrl+R (the review of hand 1, closed) at the person's first decision of hand 2,
    where Ctrl+Z is refused, as it was before any restart. The window and the record."""
    w = show_window(qtbot, worker)
    play_the_last_card_of_the_first_hand(qtbot, w)
    reviewed_by_ctrl_r_in_the_next_hand(qtbot, w)
    return w, w.controller.record()


def _undo_goes_back_into_the_first_hand(qtbot, w) -> None:
    """Ctrl+Z, pressed until it stops, takes the game back into hand 1."""
    c = w.controller
    for _ in range(20):
        if not c.state.history:
            return
        wait_for_person(qtbot, w, timeout=WAIT_MS)
        key_to_window(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        qtbot.wait(100)
    assert not c.state.history, w.statusBar().currentMessage()


def test_after_a_restart_undo_still_stops_after_the_hand_whose_review_was_opened(
        qtbot, worker, home):
    w, _doc = _reviewed_into_the_second_hand(qtbot, worker)
    again = restart_and_resume(qtbot, worker, w)
    undo_refused(qtbot, again)
    again.controller.shutdown()
    w.controller.shutdown()


def test_the_game_saved_and_opened_again_here_keeps_the_stop_and_one_from_elsewhere_not(
        qtbot, worker, home, tmp_path, monkeypatch):
    """Saved (Game → Save writes the record) and opened again later on this computer, by the
    person who saw the review: undo stops as before. Opened on another computer (another data
    folder, nothing kept about its reviews), the record has nothing that says the hands were
    shown: undo goes back into hand 1, as for any record."""
    w, doc = _reviewed_into_the_second_hand(qtbot, worker)
    saved = tmp_path / "saved.json"
    store.save_game(saved, doc)
    later = show_window(qtbot, worker)
    assert later.open_record_file(saved)
    undo_refused(qtbot, later)
    monkeypatch.setenv("TRICKTABLE_HOME", str(tmp_path / "elsewhere"))
    elsewhere = show_window(qtbot, worker)
    assert elsewhere.open_record_file(saved)
    _undo_goes_back_into_the_first_hand(qtbot, elsewhere)
    for window in (w, later, elsewhere):
        window.controller.shutdown()


def test_a_damaged_file_of_reviews_loads_the_game_and_forgets_only_the_stop(
        qtbot, worker, home):
    w, doc = _reviewed_into_the_second_hand(qtbot, worker)
    kept = store.paths()["autosave"].with_name("reviewed.json")
    assert json.loads(kept.read_text(encoding="utf-8"))["reviewed"], "the review was kept"
    kept.write_text("{not json", encoding="utf-8")
    later = show_window(qtbot, worker)
    later.controller.load_record(doc)
    assert later.controller.state is not None and len(later.controller.state.history) == 1
    _undo_goes_back_into_the_first_hand(qtbot, later)
    assert list(kept.parent.glob("reviewed.json.damaged-*")), "set aside, not lost"
    for window in (w, later):
        window.controller.shutdown()
