"""A record opened from the question that offers the saved game back at the start: the question
is modal, Ctrl+O did nothing under it, and the New game dialog cancelled brought the question
back, so a game saved to a file could only be opened after resuming or dealing another (a
tester). "Open record…" beside Resume and New game opens it in the saved game's place; a
file that is not a game is refused with its reason, and the saved game is offered again."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tricktable import settings as store
from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from tricktable.presentation import window_notes as wn
from window_helpers import in_file_dialog, show_window, type_file_name, wait_for_person


@pytest.fixture
def restarted(qtbot, worker, home):
    """A Heart Hunter game autosaved after the person's first move, and the window started
    again: the Resume question is up."""
    w = show_window(qtbot, worker)
    w.start_game("heart-hunter", {}, [store.Seat("You", "human"), *(
        store.Seat(n, "computer") for n in ("West", "North", "East"))], seed=13)
    wait_for_person(qtbot, w)
    w.controller.submit(w.controller.legal_actions()[0])
    wait_for_person(qtbot, w)
    assert w.controller.flush_autosave()
    w.close()
    again = show_window(qtbot, worker)
    again.start()
    qtbot.waitUntil(lambda: again.resume_box.isVisible(), timeout=3_000)
    return again


def _barbu_record(path) -> None:
    state = get_rules("barbu").new_game(seed=4)
    rng = random.Random(4)
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    players = [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "rule"} for n in ("West", "North", "East")]
    path.write_text(json.dumps(make_record(state, players)), encoding="utf-8")


def _press_open(qtbot, w, path) -> None:
    in_file_dialog(lambda dialog: type_file_name(qtbot, dialog, str(path)))
    button = next(b for b in w.resume_box.buttons()
                  if b.text().replace("&", "") == wn.OPEN_SAVED)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_open_record_at_the_resume_question_opens_the_file_in_the_saved_games_place(
        qtbot, restarted, tmp_path):
    w = restarted
    assert w.turn_label.text() == wn.RESUME_WAITING and "open a record" in wn.RESUME_WAITING
    record = tmp_path / "barbu-evening.json"
    _barbu_record(record)
    _press_open(qtbot, w, record)
    qtbot.waitUntil(lambda: w.controller.facts() is not None, timeout=5_000)
    assert w.controller.facts().game == "barbu"
    doc = json.loads(record.read_text(encoding="utf-8"))
    assert w.controller.record()["seed"] == doc["seed"], "the file's deal, not a new one"


def test_a_file_that_is_no_game_is_refused_and_the_saved_game_offered_again(
        qtbot, restarted, tmp_path):
    w = restarted
    saved, _ = store.load_autosave()
    junk = tmp_path / "shopping.json"
    junk.write_text("eggs, flour, milk", encoding="utf-8")
    _press_open(qtbot, w, junk)
    def told_box():
        return next((b for b in QApplication.topLevelWidgets() if isinstance(b, QMessageBox)
                     and b.isVisible() and b is not w.resume_box), None)
    qtbot.waitUntil(lambda: told_box() is not None, timeout=5_000)
    told = told_box()
    assert "shopping.json" in told.text() and wn.RESUME_ASKED_AGAIN in told.text()
    qtbot.keyClick(told, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.resume_box.isVisible(), timeout=3_000)
    assert w.controller.facts() is None, "nothing opened, nothing dealt"
    assert store.load_autosave()[0] == saved, "the saved game is kept"
    resume = next(b for b in w.resume_box.buttons() if b.text().replace("&", "") == "Resume")
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller.facts() is not None, timeout=5_000)
    assert w.controller.facts().game == "heart-hunter"
