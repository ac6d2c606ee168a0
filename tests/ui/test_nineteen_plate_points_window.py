"""Nineteen's plates in the window during the play: the points each position has taken this
deal with its tricks (the plates showed tricks alone, and a learner chasing "60 of the 118"
had nothing to add up); the person's own discards counted on their own plate, another's by
count only. The person plays a card and the plates follow the tricks."""

from __future__ import annotations

import pytest

from tricktable.games.nineteen_scoring import card_points
from tricktable.games.registry import available_games
from window_helpers import (
    click_item,
    first_record,
    open_past_its_summary,
    show_window,
    wait_for_person,
)


def _mid_play_with_discards(st) -> bool:
    """The person (player 0) to play (from their hand or a dummy), two tricks or more taken,
    and both they and another player holding discards."""
    seat = st.player_seat[0]
    return (st.stage == "play" and st.to_act == 0 and sum(st.trick_counts) >= 2
            and st.discards[seat] != 0 and any(st.discards[p] for p in range(4) if p != seat))


def _expected(st, pos: int, seat: int) -> int:
    """The tricks' cards and one a trick, and the discards on the person's own seat alone."""
    own = card_points(st.discards[pos]) if pos == seat else 0
    return card_points(st.taken[pos]) + st.trick_counts[pos] + own


def _plates(w) -> dict[int, tuple[str, list[str]]]:
    return {p.position: (p.deal_line, list(p.notes)) for p in w.table.felt.plates}


@pytest.mark.skipif("nineteen" not in available_games(), reason="Nineteen not installed")
@pytest.mark.parametrize("players", [4, 2])
def test_the_plates_show_the_points_taken_and_the_persons_own_discards(
        qtbot, worker, home, players):
    w = show_window(qtbot, worker, speed="instant", size=(1024, 600))
    # a Partnership (random auctions end in a Solo, where nobody discards)
    doc = first_record("nineteen", {"players": players}, _mid_play_with_discards,
                       prefer=lambda a: a.type != "bid" or a.get("bid") == "partnership")
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    st = w.controller.state
    seat = st.player_seat[0]
    for pos, (line, notes) in _plates(w).items():
        points = _expected(st, pos, seat)
        if pos == seat:
            mine = f"{card_points(st.discards[pos])} from your discards"
            assert any(mine in x.replace("\u00a0", " ") for x in notes), notes
        elif st.discards[pos]:
            n = st.discards[pos].bit_count()
            assert any(f"+\u00a0{n}\u00a0discard" in x for x in notes), notes
        assert line.startswith(f"{points} point"), (pos, line)
    tricks = sum(st.trick_counts)
    while sum(w.controller.state.trick_counts) == tricks:  # the person plays on to a trick
        wait_for_person(qtbot, w)
        legal = [a.card for a in w.controller.legal_actions() if a.card >= 0]
        pile = w.table.model.hands[w.table.model.acting_position()]  # the hand or a dummy
        click_item(qtbot, w.table, next(i for i in pile.items if i.card == legal[-1]))
        qtbot.waitUntil(lambda: w.table.animations_idle(), timeout=10_000)
    st = w.controller.state
    qtbot.waitUntil(lambda: all(line.startswith(f"{_expected(st, p, seat)} point")
                                for p, (line, _n) in _plates(w).items()), timeout=5_000)
    w.controller.shutdown()
