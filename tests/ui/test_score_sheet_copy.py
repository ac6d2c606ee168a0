"""Game → Score sheet → "Copy scores": the sheet could be read but not shared (a tester who
wanted to send an evening's results had only the record file). The button, pressed with the
mouse, puts the sheet on the clipboard as text in columns and as a table, and says so."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable.engine import words
from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from tricktable.ui.copy_button import COPIED
from tricktable.ui.dialogs import ScoreSheetDialog
from window_helpers import key_to_window, open_past_its_summary, show_window, wait_for_person

NAMES = ("You", "Wilhelmina", "North", "East")


def _sheet(qtbot, w) -> ScoreSheetDialog:
    key_to_window(qtbot, w, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(w.last_dialog, ScoreSheetDialog)
                    and w.last_dialog.isVisible(), timeout=3_000)
    return w.last_dialog


def _after_a_deal(seed: int = 2) -> dict:
    state = get_rules("heart-hunter").new_game(seed=seed)
    rng = random.Random(seed)
    while state.to_act is not None and not state.history:
        state.apply(rng.choice(state.legal_actions()))
    return make_record(state, [{"name": NAMES[0], "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "rule"} for n in NAMES[1:]])


def test_copy_scores_puts_the_sheet_on_the_clipboard_as_text_and_as_a_table(
        qtbot, worker, home):
    doc = _after_a_deal()
    totals = doc["deals"][0]["totals"]
    w = show_window(qtbot, worker, size=(1024, 640))
    open_past_its_summary(qtbot, w, doc)
    wait_for_person(qtbot, w)
    sheet = _sheet(qtbot, w)
    QApplication.clipboard().clear()
    button = sheet.copy_button
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert button.text() == COPIED
    assert sheet.isVisible(), "copying does not close the sheet"
    data = QApplication.clipboard().mimeData()
    text = data.text()
    assert text.startswith("Heart Hunter score sheet")
    head = next(line for line in text.splitlines() if "Wilhelmina" in line)
    assert head.split() == list(NAMES)
    total = next(line for line in text.splitlines() if line.strip().startswith("total"))
    assert total.split()[1:] == [words.number(v) for v in totals]
    assert f"Game number {doc['seed']}" in text
    assert "<table" in data.html() and "Wilhelmina" in data.html()
    qtbot.waitUntil(lambda: button.text().replace("&", "") == "Copy scores", timeout=4_000)
    sheet.close()
    w.controller.shutdown()


def test_before_any_deal_is_finished_there_is_nothing_to_copy(qtbot, worker, home):
    from tricktable.settings import Seat

    w = show_window(qtbot, worker, size=(1024, 640))
    w.start_game("heart-hunter", {}, [Seat("You", "human"), *(
        Seat(n, "computer") for n in NAMES[1:])], seed=5)
    wait_for_person(qtbot, w)
    sheet = _sheet(qtbot, w)
    assert sheet.copy_button.isVisible() and not sheet.copy_button.isEnabled()
    sheet.close()
    w.controller.shutdown()
