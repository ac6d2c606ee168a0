"""Every card of Barbu's Dominoes rows can be read on the table: rows opened at the 8 and grown
both ways hid the 7 and the 8 under the 6 and the 9 (each card lay over its neighbour toward the
start). Checked on the drawn cards: no card drawn over another covers its index."""

from __future__ import annotations

from tricktable.presentation.layout import INDEX_FRAC, INDEX_W_FRAC
from window_helpers import open_past_its_summary, record_where, show_window


def _both_ways(st) -> bool:
    if st.stage != "dominoes" or not 5 <= st.start_rank <= 11 or st.to_act != 0:
        return False
    for suit in range(4):
        ranks = {c & 15 for c in range(suit * 16, suit * 16 + 16) if st.table >> c & 1}
        if {st.start_rank - 1, st.start_rank, st.start_rank + 1} <= ranks:
            return True
    return False


def _middle_start(action) -> bool:
    return action.type != "choose-contract" or (
        action.get("contract") == "dominoes" and action.get("start_rank") in ("7", "8", "9"))


def test_no_card_of_the_rows_covers_the_index_of_another(qtbot, worker, home):
    doc = next(d for seed in range(1, 60) if (d := record_where(
        "barbu", {}, seed, 0, _both_ways, steps=600, prefer=_middle_start)) is not None)
    w = show_window(qtbot, worker)
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    items = list(w.table.model.dominoes.items)
    assert len(items) >= 3
    for item in items:
        box = item.sceneBoundingRect()
        index = box.adjusted(0, 0, -box.width() * (1 - INDEX_W_FRAC),
                             -box.height() * (1 - INDEX_FRAC))
        over = [o.card for o in items if o is not item and o.zValue() > item.zValue()
                and o.sceneBoundingRect().intersects(index)]
        assert not over, (item.card, over)
    w.controller.shutdown()
