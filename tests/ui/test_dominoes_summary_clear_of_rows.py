"""The summary of a Barbu Dominoes hand leaves the rows readable: it lay in the middle of the
felt, over the lower half of the ♥ and ♠ rows (1280 x 720), so the hand's last layout could not
be checked while reading its scores. Below the rows where the felt has room; in a smaller
window at least every row's index corner stays in sight."""

from __future__ import annotations

import pytest

from tricktable.presentation.side_cascade import INDEX_FRAC
from window_helpers import load_at, open_both_panels, show_window


def _near_dominoes_end(st) -> bool:
    """The person (0) to lay or pass in Dominoes, few cards left in the hands."""
    return st.stage == "dominoes" and st.to_act == 0 \
        and sum(bin(h).count("1") for h in st.hands) <= 6


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_a_dominoes_hands_summary_leaves_the_rows_index_corners_in_sight(
        qtbot, worker, home, size):
    w = show_window(qtbot, worker, size=size)
    load_at(qtbot, w, "barbu", {}, 0, _near_dominoes_end)
    open_both_panels(qtbot, w)  # the scores and the log beside the felt, as QA had them
    c, felt = w.controller, w.table.felt
    while not felt.summary_proxy.isVisible():  # the person lays or passes to the hand's end
        qtbot.waitUntil(lambda: felt.summary_proxy.isVisible() or (
            c.human_to_act() == 0 and w.table.animations_idle()), timeout=10_000)
        if not felt.summary_proxy.isVisible():
            c.submit(c.legal_actions()[0])
    qtbot.wait(200)
    cards = list(w.table.model.dominoes.items)
    assert len(cards) > 20, "the rows are on the felt under the summary"
    card = felt.summary_proxy.sceneBoundingRect()
    for item in cards:
        box = item.sceneBoundingRect()
        corner = box.adjusted(0, 0, 0, -box.height() * (1 - INDEX_FRAC))
        assert not corner.intersects(card), (item.card, size)
    if size == (1280, 720):  # room below the rows: none of them under the summary
        assert not any(i.sceneBoundingRect().intersects(card) for i in cards)
    w.controller.shutdown()
