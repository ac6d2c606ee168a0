"""From deal 12 of a three-hand Sheepshead game beside the open deal log, the Scores dock's
table scrolled (deals 1 and 2 out of sight) with two rows' worth of empty room under the game
number: the room left for the table was worked out from the wrapped goal line's height at its
size hint (a narrower width, more lines) rather than at the panel's width. The table now grows
into the room the dock has, scrolls only when there is none left, and then shows the latest
deals."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from window_helpers import show_window


def _record_at_deal(deal: int) -> dict:
    """A Sheepshead game played at random up to ``deal`` with nobody past 10 yet."""
    players = [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "club"} for n in ("West", "East")]
    for seed in range(1, 60):
        st = get_rules("sheepshead").new_game(seed=seed)
        rng = random.Random(seed)
        while not st.over and (st.deal_number < deal or st.to_act != 0):
            st.apply(rng.choice(st.legal_actions()))
        if not st.over:
            return make_record(st, players)
    raise AssertionError("no game reached that deal")


def test_the_score_table_grows_into_the_dock_and_scrolls_only_when_it_is_full(
        qtbot, worker, home):
    w = show_window(qtbot, worker, size=(1280, 800))
    w.controller.load_record(_record_at_deal(2))
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)  # the deal log
    qtbot.waitUntil(lambda: w.deal_log_panel is not None and w.deal_log_panel.isVisible(),
                    timeout=3_000)
    qtbot.wait(300)
    panel = w.score_panel
    table, bar = panel.table, panel.table.verticalScrollBar()
    scrolled = False
    for deal in range(3, 22):  # deal after deal, the log open beside the scores
        w.controller.load_record(_record_at_deal(deal))
        qtbot.wait(100)
        assert table.rowCount() == deal  # the deals so far and the totals
        row = table.verticalHeader().defaultSectionSize()
        last = max(label.geometry().bottom() for label in (panel.seed, panel.setup)
                    if label.isVisible())  # the lowest line: the computers' levels
        spare = panel.height() - panel.layout().contentsMargins().bottom() - last
        if bar.maximum() > 0:
            scrolled = True
            assert spare < row, f"deal {deal}: the table scrolls with {spare} px free under it"
            assert bar.value() == bar.maximum(), f"deal {deal}: the latest deals in sight"
        else:
            assert table.viewport().height() >= table.rowCount() * row - 1
    assert scrolled, "by deal 21 the rows outgrow the dock beside the log"
    w.controller.shutdown()
