"""The score sheet (Game → Score sheet, Ctrl+H) with a player of a 40-letter name, opened as a
person opens it: the name is cut short with "…" over its column, its start in sight, and the
whole name is the header's tool tip, as on the score panel and the table's plates."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from tricktable.settings import Seat
from tricktable.ui.dialogs import ScoreSheetDialog
from window_helpers import key_to_window, open_past_its_summary, show_window, wait_for_person

LONG = "W" * 40


def open_sheet(qtbot, w) -> ScoreSheetDialog:
    """Ctrl+H pressed on the window, and the sheet it opens once it is shown at its size."""
    key_to_window(qtbot, w, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(w.last_dialog, ScoreSheetDialog)
                    and w.last_dialog.isVisible(), timeout=3_000)
    qtbot.wait(100)  # the columns at their widths
    QApplication.processEvents()
    return w.last_dialog


def assert_cut_in_sight(sheet: ScoreSheetDialog, column: int) -> None:
    """The column's name begins as the whole name does, ends with "…", fits its column beside
    the cell's padding, and the tool tip holds it whole."""
    head = sheet.table.horizontalHeader()
    item = sheet.table.horizontalHeaderItem(column)
    shown = item.text()
    assert shown.endswith("…") and LONG.startswith(shown[:-1]) and len(shown) > 2, shown
    width = QFontMetrics(head.font()).horizontalAdvance(shown)
    assert width + 8 <= head.sectionSize(column), (width, head.sectionSize(column))
    assert item.toolTip() == LONG


def test_a_long_name_is_cut_short_in_sight_over_the_score_sheets_column(qtbot, worker, home):
    """Screens 86 and 108: West's 40-letter name showed as "WWWWWWWWWWWW" over its column in
    the score sheet, clipped at both ends and its start out of sight, where the score panel
    and the plates cut it with "…" and give it whole in a tool tip. Widened, the sheet shows
    more of it."""
    w = show_window(qtbot, worker, size=(1024, 640))
    seats = [Seat("You", "human"), Seat(LONG, "computer"), Seat("North", "computer"),
             Seat("East", "computer")]
    w.start_game("heart-hunter", {}, seats, seed=5)
    wait_for_person(qtbot, w)
    sheet = open_sheet(qtbot, w)
    assert_cut_in_sight(sheet, 1)
    assert sheet.table.horizontalHeaderItem(2).text() == "North"
    before = sheet.table.horizontalHeaderItem(1).text()
    sheet.resize(sheet.width() + 200, sheet.height())
    qtbot.waitUntil(lambda: len(sheet.table.horizontalHeaderItem(1).text()) > len(before),
                    timeout=2_000)
    assert_cut_in_sight(sheet, 1)
    sheet.close()
    w.controller.shutdown()


def test_a_long_name_is_cut_short_beside_the_notes_of_finished_deals(qtbot, worker, home):
    """Once a deal is scored the sheet has a column of notes, and the names' columns are as
    wide as what they hold: the 40-letter name took the width of all of it."""
    state = get_rules("heart-hunter").new_game(seed=2)
    rng = random.Random(2)
    while state.to_act is not None and not state.history:
        state.apply(rng.choice(state.legal_actions()))
    doc = make_record(state, [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "rule"} for n in (LONG, "North", "East")])
    w = show_window(qtbot, worker, size=(1024, 640))
    open_past_its_summary(qtbot, w, doc)
    wait_for_person(qtbot, w)
    sheet = open_sheet(qtbot, w)
    assert sheet.table.columnCount() == 5, "the names and the notes"
    assert_cut_in_sight(sheet, 1)
    head = sheet.table.horizontalHeader()
    assert head.sectionSize(1) < head.sectionSize(4), "the notes keep the most room"
    sheet.close()
    w.controller.shutdown()


def test_a_name_of_words_takes_two_lines_before_it_is_cut(qtbot, worker, home):
    """"Bartholomew the Elder" read "Bartholom…" over its column beside the notes, which had
    room to spare (a tester, Barbu): on two lines it is whole."""
    state = get_rules("heart-hunter").new_game(seed=2)
    rng = random.Random(2)
    while state.to_act is not None and not state.history:
        state.apply(rng.choice(state.legal_actions()))
    doc = make_record(state, [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "rule"}
        for n in ("Bartholomew the Elder", "North", "East")])
    w = show_window(qtbot, worker, size=(1162, 653))
    open_past_its_summary(qtbot, w, doc)
    wait_for_person(qtbot, w)
    sheet = open_sheet(qtbot, w)
    item = sheet.table.horizontalHeaderItem(1)
    assert "…" not in item.text() and item.text().split() == ["Bartholomew", "the", "Elder"]
    assert "\n" in item.text()
    head = sheet.table.horizontalHeader()
    lines = QFontMetrics(head.font())
    assert all(lines.horizontalAdvance(line) + 8 <= head.sectionSize(1)
               for line in item.text().split("\n"))
    assert head.height() >= 2 * lines.height(), "the header is as tall as its two lines"
    sheet.close()
    w.controller.shutdown()
