"""In a 1024 x 640 window with the deal log open, the column beside the table moved at every
deal: the score panel grew by a row and pushed the log down, and once its table needed a
scroll bar the column widened by the bar, the table beside it a few pixels narrower. The
column is now as wide and as split from a game's first deal to its last, and the score table
that scrolls keeps its newest rows and the totals in sight."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.ui.deal_log import LOG_KEEPS
from window_helpers import (
    click_card,
    key_to_window,
    press_next_deal,
    record_where,
    show_window,
    wait_for_person,
)


def _column(w) -> tuple:
    """What the person sees of the column: the table's width, the score panel's width, where
    the log begins and how tall it is."""
    log = w.deal_log_panel
    return w.table.width(), w.dock.width(), log.geometry().top(), log.height()


def _play_to_the_summary(qtbot, w) -> None:
    """The person's cards clicked, a legal one each turn, until the deal's summary shows."""
    felt = w.table.felt
    while not felt.summary_proxy.isVisible():
        qtbot.waitUntil(lambda: felt.summary_proxy.isVisible()
                        or (w.controller.human_to_act() == 0 and w.table.animations_idle()),
                        timeout=10_000)
        if felt.summary_proxy.isVisible():
            break
        click_card(qtbot, w, w.controller.legal_actions()[0].card)
    qtbot.wait(200)  # a column that follows the rows moves once their range is known


def test_the_column_beside_the_table_stays_put_from_deal_to_deal(qtbot, worker):
    """Heart Hunter at 1024 x 640, the log opened at the first deal, nine deals played to
    their summaries: the rows come to outgrow the score panel (where the column widened by
    the table's scroll bar, and where it had grown a row at each deal before that)."""
    doc = record_where("heart-hunter", {}, 3, 0, lambda st: st.to_act == 0)
    w = show_window(qtbot, worker, size=(1280, 800))
    w.resize(1024, 640)  # as a person makes the window small
    w.controller.load_record(doc)
    wait_for_person(qtbot, w)
    key_to_window(qtbot, w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.deal_log_panel is not None and w.deal_log_panel.isVisible(),
                    timeout=3_000)
    qtbot.wait(200)
    before = _column(w)
    table = w.score_panel.table
    for deal in range(1, 10):
        if deal > 1:
            press_next_deal(qtbot, w)
        _play_to_the_summary(qtbot, w)
        assert _column(w) == before, f"deal {deal}'s scores moved the column"
    assert table.rowCount() == 10  # nine deals and the totals
    _, _, _, log_h = before
    assert log_h >= (log_h + w.dock.height()) * LOG_KEEPS - 2, "the log keeps a readable height"
    bar = table.verticalScrollBar()
    assert bar.maximum() > 0, "the rows outgrow the panel here: the test would prove nothing"
    assert bar.isVisible() and bar.value() == bar.maximum(), "scrolled to the newest rows"
    seen = table.viewport().rect()
    for row in (table.rowCount() - 2, table.rowCount() - 1):  # the ninth deal and Σ, whole
        assert seen.contains(table.visualItemRect(table.item(row, 0))), row
    w.controller.shutdown()
