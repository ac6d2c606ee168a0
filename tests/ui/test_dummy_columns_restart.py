"""A dummy at the side keeps each card in the column it was first laid in; a game restarted
(or a record opened) in the play laid the columns anew over the cards left, so cards the
player had seen on the left stood on the right. The columns are now those of the dummy as it
was laid face up, played cards and all, split again only as the game splits them
(``dummy_columns``: the trumps alone once both columns read, a suit kept whole)."""

from __future__ import annotations

from tricktable.engine.cards import suit_of
from tricktable.presentation import dummy_columns as dc
from window_helpers import open_past_its_summary, record_where, show_window

OPTIONS = {"players": 3}


def _exposed(st) -> bool:
    return (st.stage == "play" and st.to_act == 0 and not st.trick
            and st.view(0).hands[3] is not None and bin(st.hands[3]).count("1") >= 10)


def _columns(qtbot, worker, doc, first: dict[int, bool] | None = None
             ) -> tuple[dict[int, bool], int]:
    """Each card of the dummy's, and whether it lies in the left column, in a fresh window;
    and how many cards the game lays in the left column from the split of ``first`` (the
    columns as first laid), as it splits them again while cards leave."""
    w = show_window(qtbot, worker)
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    items = w.table.model.hands[3].items
    assert w.table.model.lay.side_of(3) in ("left", "right")
    left = min(round(i.x()) for i in items)
    out = {i.card: round(i.x()) == left for i in items}
    suits = [suit_of(i.card) for i in items]
    kept = sum(1 for i in items if first and first.get(i.card))
    expected = dc.first_column(w.table.model.lay, 3, suits, kept) if first else 0
    w.controller.shutdown()
    w.close()
    return out, expected


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
        at_first, _ = _columns(qtbot, worker, first)
        if len(set(at_first.values())) < 2:
            continue  # laid in one column: nothing to keep
        at_second, expected = _columns(qtbot, worker, second, at_first)
        assert set(at_second) < set(at_first)
        # the left column holds the cards the game holds there: those of the first split,
        # moved only where the game splits them again
        assert sum(at_second.values()) == expected, (seed, at_second, expected)
        moved = [c for c in at_second if at_second[c] != at_first[c]]
        if not dc.whole_suits([suit_of(c) for c in at_second], expected):
            assert not moved, (seed, moved)
        checked.append(seed)
        if len(checked) == 4:
            return
    raise AssertionError(f"four dummies laid in two columns and played on did not come up: "
                         f"{checked}")


def _split(qtbot, w, seed: int) -> list[list[int]]:
    """The columns of both dummies of a two-player game started in ``w``, each as its cards."""
    from tricktable.settings import Seat

    w.start_game("nineteen", {"players": 2}, [Seat("You", "human"), Seat("North", "computer")],
                 seed=seed)
    c = w.controller
    qtbot.waitUntil(lambda: c.human_to_act() is not None and w.table.animations_idle(),
                    timeout=10_000)
    out = []
    for pos in (1, 3):
        items = w.table.model.hands[pos].items
        for x in sorted({round(i.x()) for i in items}):
            out.append(sorted(i.card for i in items if round(i.x()) == x))
    return out


def test_a_new_game_lays_its_dummies_as_a_fresh_window_does(qtbot, worker, home):
    """The columns were kept by the deal's number: the next game's first deal took the columns
    of the last game's dummies (one card in a column and eleven in the other)."""
    w = show_window(qtbot, worker, size=(1280, 720))
    _split(qtbot, w, 3)
    again = _split(qtbot, w, 8)
    w.controller.shutdown()
    fresh = show_window(qtbot, worker, size=(1280, 720))
    assert again == _split(qtbot, fresh, 8)
    assert all(len(col) >= 3 for col in again), again
    fresh.controller.shutdown()
