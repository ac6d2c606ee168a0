"""A deal's summary with the next deal's decision panel showing through it (Barbu: "Choose the
contract" and its buttons under the hand's scores): the summary holds the table's queue, and the
panel, shown a moment before for the next deal, stayed up. Nothing is decided under a summary."""

from __future__ import annotations

from tricktable.ui.animations import WAIT
from window_helpers import press_next_deal, record_where, show_window


def _declarer_after_scores(st) -> bool:
    return (st.deal_number >= 2 and st.stage == "contract" and st.to_act == 0
            and any(type(e).__name__ == "DealScored" for e in st.last_events))


def test_a_summary_shown_over_a_decision_panel_takes_the_panel_away(qtbot, worker, home):
    doc = next(d for seed in range(1, 40) if (d := record_where(
        "barbu", {}, seed, 0, _declarer_after_scores, steps=3000)) is not None)
    w = show_window(qtbot, worker)
    w.controller.load_record(doc)
    felt, table = w.table.felt, w.table
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    summary = felt.summary
    press_next_deal(qtbot, w)
    proxy = table.decisions.panel_proxy
    qtbot.waitUntil(lambda: proxy.isVisible() and table.animations_idle(), timeout=10_000)
    # as the table does when a deal ends: the summary's step holds the queue, then shows it
    table.queue.push(lambda: WAIT)
    felt.show_summary(summary)
    assert felt.summary_proxy.isVisible()
    assert not proxy.isVisible()
    w.controller.shutdown()
