"""The column beside the table: how wide the score panel is, and how its height is shared with
the deal log. A computer player's very long name widened the panel for the rest of the
session (120 px taken from the table at 1024 x 640), and a deal log opened after a dozen deals
of Sheepshead at 1366 x 768 took 40 % of the column while the scores' first deals scrolled out
of sight above it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.presentation.side_room import LOG_LEAST
from window_helpers import key_to_window, open_past_its_summary, record_where, show_window


def _open(qtbot, w, doc: dict) -> None:
    """``doc`` opened as a person opens a record, and the table at rest at their turn."""
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    qtbot.wait(200)  # the column is laid out again after the game's first refresh


def test_a_long_computer_name_leaves_the_score_panel_as_wide(qtbot, worker):
    """West named with 300 "W"s, then a game with short names again, at 1024 x 640: the panel
    was about 330 px wide instead of 210 in both games, its width following the name's."""
    doc = record_where("heart-hunter", {}, 3, 0, lambda st: st.to_act == 0)
    w = show_window(qtbot, worker, size=(1280, 800))
    w.resize(1024, 640)  # as a person makes the window small
    _open(qtbot, w, doc)
    usual = (w.dock.width(), w.table.width())
    long = {**doc, "players": [dict(p) for p in doc["players"]]}
    long["players"][1]["name"] = "W" * 300
    _open(qtbot, w, long)
    head = w.score_panel.table.horizontalHeaderItem(1)
    assert head.toolTip() == w.controller.names()[1], "the whole name in the tool tip"
    assert len(head.toolTip()) > 30 and head.text().endswith("…"), "cut short in its column"
    assert (w.dock.width(), w.table.width()) == usual, "the panel widened for West's name"
    _open(qtbot, w, doc)
    assert (w.dock.width(), w.table.width()) == usual, "and stayed wider in the next game"
    w.controller.shutdown()


def test_a_deal_log_opened_after_a_dozen_deals_leaves_every_deal_in_sight(qtbot, worker):
    """Sheepshead at 1366 x 768, twelve deals played, Ctrl+L: the log gives way (it follows
    its newest line and scrolls anyway), the score table shows every deal and the totals
    without a scroll bar, and the log keeps a readable height."""
    doc = record_where("sheepshead", {}, 3, 0,
                       lambda st: st.to_act == 0 and st.deal_number >= 13, steps=5000)
    w = show_window(qtbot, worker, size=(1366, 768))
    _open(qtbot, w, doc)
    table = w.score_panel.table
    assert table.rowCount() == 13, "twelve deals and the totals"
    key_to_window(qtbot, w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.deal_log_panel is not None and w.deal_log_panel.isVisible(),
                    timeout=3_000)
    qtbot.wait(300)  # the split is set again once the column is laid out with the log
    log = w.deal_log_panel
    seen = table.viewport().rect()
    for row in range(table.rowCount()):
        assert seen.contains(table.visualItemRect(table.item(row, 0))), f"row {row} hidden"
    assert table.verticalScrollBar().maximum() == 0
    column = w.dock.height() + log.height()
    assert log.height() >= column * LOG_LEAST - 2, "the log keeps a readable height"
    w.controller.shutdown()
