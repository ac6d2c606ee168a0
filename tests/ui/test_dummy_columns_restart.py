"""A dummy at the side keeps each card in the column it was first laid in; a game restarted
(or a record opened) in the play laid the columns anew over the cards left, so cards the
player had seen on the left stood on the right. The columns are now those of the dummy as it
was laid face up, played cards and all."""

from __future__ import annotations

from window_helpers import open_past_its_summary, record_where, show_window

OPTIONS = {"players": 3}


def _exposed(st) -> bool:
    return (st.stage == "play" and st.to_act == 0 and not st.trick
            and st.view(0).hands[3] is not None and bin(st.hands[3]).count("1") >= 10)


def _columns(qtbot, worker, doc) -> dict[int, bool]:
    """Each card of the dummy's, and whether it lies in the left column, in a fresh window."""
    w = show_window(qtbot, worker)
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    items = w.table.model.hands[3].items
    assert w.table.model.lay.side_of(3) in ("left", "right")
    left = min(round(i.x()) for i in items)
    out = {i.card: round(i.x()) == left for i in items}
    w.controller.shutdown()
    w.close()
    return out


def test_a_dummy_opened_in_the_play_keeps_the_columns_it_was_laid_in(qtbot, worker, home):
    checked = []
    for seed in range(1, 150):
        first = record_where("nineteen", OPTIONS, seed, 0, _exposed)
        if first is None:
            continue
        deal = first["deals"][-1]["number"] if first.get("deals") else None

        def later(st, deal=deal) -> bool:
            left = bin(st.hands[3]).count("1")
            return (st.stage == "play" and st.to_act == 0 and not st.trick and 6 <= left <= 8
                    and st.view(0).hands[3] is not None
                    and (deal is None or st.deal_number == deal))

        second = record_where("nineteen", OPTIONS, seed, 0, later)
        if second is None:
            continue
        at_first, at_second = _columns(qtbot, worker, first), _columns(qtbot, worker, second)
        if len(set(at_first.values())) < 2:
            continue  # laid in one column: nothing to keep
        assert set(at_second) < set(at_first)
        moved = [c for c in at_second if at_second[c] != at_first[c]]
        assert not moved, (seed, moved)
        checked.append(seed)
        if len(checked) == 4:
            return
    raise AssertionError(f"four dummies laid in two columns and played on did not come up: "
                         f"{checked}")
