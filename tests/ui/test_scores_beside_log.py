"""With the deal log open, the score panel kept half the column: by the seventh deal the first
rows scrolled out of sight above the totals while the log below had room to spare. Then it
grew by a row at each deal, pushing the log down. The score panel now takes its room once, as
the log opens (its whole table's, in a game of a set number of deals, never more than all but
``LOG_KEEPS`` of the column), and keeps it."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication

from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from tricktable.settings import Seat
from tricktable.ui.deal_log import LOG_KEEPS
from window_helpers import show_window


def test_the_scores_take_their_room_as_the_log_opens_and_keep_it(qtbot, worker, home):
    """The log opened at the second deal; the scores of seven deals then come in (the same
    game, opened further on)."""
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
    column = log.height() + scores.height()
    qtbot.wait(200)
    split = scores.height(), log.height()
    assert log.height() >= column * LOG_KEEPS - 2, "the log keeps a readable height"
    w.controller.load_record(docs[8])
    table = w.score_panel.table
    assert table.rowCount() == 8  # seven deals and the totals
    qtbot.wait(200)
    assert (scores.height(), log.height()) == split, "the log stays where it opened"
    # a game of eight deals: the scores took the room of its whole table
    assert table.verticalScrollBar().maximum() == 0, "every deal's row in sight"
    w.controller.shutdown()


def test_the_column_widens_to_a_quarter_of_the_window_while_the_log_shows(qtbot, worker, home):
    """In a column a fifth of the window wide nearly every trick of the deal log wrapped over
    two or three lines (two testers): Ctrl+L widens the column to a quarter, and hiding the
    log gives the table its room back."""
    w = show_window(qtbot, worker, size=(1366, 740))
    w.start_game("young-hunter", {}, [Seat("You", "human")] + [
        Seat(f"Bot {i}", "computer") for i in range(1, 4)], seed=3)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0, timeout=20_000)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    alone = w.dock.width()
    assert alone <= 0.2 * w.width()
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.deal_log_panel is not None and w.deal_log_panel.isVisible()
                    and w.dock.width() >= 0.22 * w.width(), timeout=3_000)
    assert w.deal_log_panel.width() == w.dock.width()
    # its close button: the column a fifth once more
    close = w.deal_log_panel.findChild(QAbstractButton, "qt_dockwidget_closebutton")
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not w.deal_log_panel.isVisible()
                    and w.dock.width() <= 0.2 * w.width(), timeout=3_000)
    w.controller.shutdown()
