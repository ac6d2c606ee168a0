"""Nineteen's stock cards laid face up are public all through the play (they count for the
defenders), so their row must stay readable: with Preferred Two gone back to set 2, the four
cards left face up lay in the top band at the face-down fans' size, 130 px for four, and at a
1024x640 window the 3★ and the 20★ showed an index 8 px high beside a sliver of face. Checked
on the layout at the tables of the 1024x640 and 1280x720 windows, for every table Nineteen
lays: each card's corner index whole and at least the smallest readable size, and the row over
no hand, plate or trick."""

from __future__ import annotations

import itertools
import random

import pytest

from tricktable.games.registry import get_rules
from tricktable.presentation.layout import (
    ASPECT,
    INDEX_FRAC,
    INDEX_W_FRAC,
    MIN_INDEX_CAP_PX,
    Rect,
    bounds_of,
    table_layout,
)
from tricktable.presentation.stock_room import FACE_UP_MOST

#: the table inside a 1024x640 and a 1280x720 window (menu, status bar and score panel off it),
#: and the same windows with a title bar and a window manager's frame taking some height
FELTS = [(818, 599), (818, 575), (1044, 679), (1044, 650), (882, 571)]
#: Nineteen's tables in play: four players; three with the dummy at the right, the left or the
#: top (the seat the person plays decides); a declarer holding the stock's cards holds up to 16
SHAPES = [((), 16), ((), 13), ((3,), 16), ((3,), 13), ((1,), 16), ((2,), 16)]


def _corner(place) -> Rect:
    """The card's top-left index: the rank and the suit mark under it."""
    box = place.bounds()
    return Rect(box.x, box.y, box.w * INDEX_W_FRAC, box.h * INDEX_FRAC)


@pytest.mark.parametrize("felt", FELTS)
@pytest.mark.parametrize("shape", SHAPES)
def test_every_face_up_stock_card_shows_a_readable_index_over_nothing_else(felt, shape):
    """Each card of a face-up row (one to five cards: Preferred One leaves five sets face up)
    shows its whole corner index, no card over it, at least ``MIN_INDEX_CAP_PX`` high; and the
    row lies over no hand, plate or trick."""
    dummies, max_hand = shape
    lay = table_layout(4, *felt, dummies=dummies, max_hand=max_hand)
    taken = [("trick", lay.trick_area), ("panel", lay.panel), ("badge", lay.info)]
    for s in lay.seats:
        taken += [(f"{s.side} hand", s.hand), (f"{s.side} plate", s.plate)]
    for count in range(1, FACE_UP_MOST + 1):
        places = lay.stock_places(count, readable=True)
        for place in places:
            assert 0.135 * place.height >= MIN_INDEX_CAP_PX - 0.01, (count, place.height)
        for i, place in enumerate(places):
            corner = _corner(place)
            over = [j for j, other in enumerate(places) if j > i and
                    other.bounds().intersects(corner)]
            assert not over, f"card {i} of {count}: its index under card(s) {over}"
        row = bounds_of(places)
        assert lay.view.contains(row)
        for name, r in taken:
            assert not row.intersects(r), f"{count} cards {row} over the {name} {r}"


@pytest.mark.parametrize("felt", FELTS)
def test_the_row_keeps_each_index_apart_however_many_cards(felt):
    """Cards one step apart show the whole index and more of the face where the room is wide:
    the step is never under the index's width, nor wider than the sets' spacing."""
    lay = table_layout(4, *felt, max_hand=16)
    for count in range(2, 7):
        places = lay.stock_places(count, readable=True)
        w = places[0].height * ASPECT
        for a, b in itertools.pairwise(places):
            assert INDEX_W_FRAC * w <= b.x - a.x <= 0.62 * w + 0.01


def test_with_two_players_no_stock_card_lies_face_up_in_the_play():
    """Two players: the Opponent's Partnership takes the whole stock (four cards and two), so
    nothing of it lies on the table once the play begins; the rows above are for four and
    three players, whose preferred bids lay sets face up."""
    for seed in range(1, 25):
        state = get_rules("nineteen").new_game(seed, players=2)
        rng = random.Random(seed)
        while not state.game_over:
            view = state.view(0)
            if view.tricks or view.trick:
                assert view.stock == [], (seed, view.stock)
                break
            state.apply(rng.choice(state.legal_actions()))
