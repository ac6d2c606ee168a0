"""With the deal log open, the score panel kept half the column: by the seventh deal the first
rows scrolled out of sight above the totals while the log below had room to spare. The score
panel now takes the rows its table needs, the log keeping a good part of the column."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from tricktable.ui.deal_log import LOG_KEEPS
from window_helpers import show_window


def test_the_score_table_grows_into_the_logs_room_instead_of_scrolling(qtbot, worker, home):
    """The log opened at the second deal; the scores of seven deals then come in."""
    players = [{"name": "You", "kind": "human"}] + [
        {"name": f"Bot{i}", "kind": "computer", "level": "club"} for i in range(1, 4)]
    st = get_rules("young-hunter").new_game(seed=11)
    rng = random.Random(1)
    docs = {}
    for deal in (2, 8):
        while st.deal_number < deal or st.to_act != 0:
            st.apply(rng.choice(st.legal_actions()))
        docs[deal] = make_record(st, players)
    w = show_window(qtbot, worker, size=(1366, 640))
    w.controller.load_record(docs[2])
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.deal_log_panel is not None and w.deal_log_panel.isVisible(),
                    timeout=3_000)
    log, scores = w.deal_log_panel, w.dock
    # a column shorter than the real window's at 1366 x 768 (its text is larger than here):
    # the scores get two fifths, as few as two deals need
    column = log.height() + scores.height()
    w.resizeDocks([scores, log], [column * 2 // 5, column * 3 // 5], Qt.Orientation.Vertical)
    qtbot.waitUntil(lambda: abs(scores.height() - column * 2 // 5) < 8, timeout=3_000)
    w.controller.load_record(docs[8])
    table = w.score_panel.table
    assert table.rowCount() == 8  # seven deals and the totals
    qtbot.waitUntil(lambda: table.verticalScrollBar().maximum() == 0, timeout=3_000)
    assert log.height() >= (log.height() + scores.height()) * LOG_KEEPS - 2
    w.controller.shutdown()
