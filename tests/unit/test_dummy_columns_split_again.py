"""Nineteen for two at 1024 x 600: the left dummy's columns kept the split of the whole hand
for the whole deal, and at that size a column of more than eight cards would cut the indices,
so a plain suit and the trumps shared the second column to the deal's end. The columns are
split again as cards leave: the trumps alone as soon as both columns still read, else each
suit kept whole where the first split did not keep it so (Qt-free: ``TableReading``)."""

from __future__ import annotations

import random

import pytest

from tricktable.engine.cards import TRUMP_SUIT, suit_of
from tricktable.games.registry import get_rules
from tricktable.presentation import dummy_columns as dc
from tricktable.presentation import table_piles as tp
from tricktable.presentation.layout import table_layout
from tricktable.presentation.table_reading import TableReading

#: the felt of a 1024 x 600 window with the score panel beside it
FELT = (788, 559)


class _Controller:
    def __init__(self, state) -> None:
        self.state = state
        self.viewer = 0

    def view(self):
        return self.state.view(0)


class _Reading(TableReading):
    def __init__(self, controller) -> None:
        self.controller = controller
        self.layout = None
        self.positions = 4
        self.stock_sets = 0


def _columns(reading: _Reading, pos: int) -> list[list[int]]:
    """The dummy's cards by column, left to right, as the table lays them now."""
    view = reading.view_now()
    cards = [c for c, _up in tp.hand_wanted(view, pos, True)]
    places = reading.hand_places(pos, cards)
    xs = sorted({round(p.x) for p in places})
    return [[c for c, p in zip(cards, places, strict=True) if round(p.x) == x] for x in xs]


@pytest.mark.parametrize("seed", [1, 5, 13, 20, 44])
def test_the_left_dummy_s_trumps_lie_alone_once_the_columns_allow(seed):
    rules = get_rules("nineteen")
    state = rules.new_game(seed, players=2)
    reading = _Reading(_Controller(state))
    view = state.view(0)
    n, bottom, dummies = tp.table_shape(view, 0)
    reading.layout = lay = table_layout(n, *FELT, viewer=bottom, dummies=dummies,
                                        max_hand=max(13, *view.hand_sizes))
    left = next(p for p in dummies if lay.side_of(p) == "left")
    deal = state.view(0).deal
    first = _columns(reading, left)
    trumps = TRUMP_SUIT
    assert len(first) == 2 and {suit_of(c) for c in first[1]} > {trumps}, \
        "the first split lays a plain suit beside the trumps (why the test is for this deal)"
    rng = random.Random(seed)
    checked = 0
    while state.view(0).deal == deal and not state.game_over:
        cols = _columns(reading, left)
        suits = [{suit_of(c) for c in col} for col in cols]
        held = set().union(*suits)
        if sum(map(len, cols)) <= 8 and trumps in held and len(held) > 1:
            assert len(cols) == 2 and suits[1] == {trumps}, (seed, suits)
            assert not suits[0] & suits[1]
            checked += 1
        state.apply(rng.choice(state.legal_actions()))
    assert checked, "the dummy never came down to eight cards with trumps and a plain suit"


def test_a_first_split_that_keeps_each_suit_whole_stays_until_the_trumps_fit_alone():
    """Cards move between the columns only for a better split: the first split stays while
    it keeps each suit whole and the trumps cannot yet lie alone."""
    lay = table_layout(4, 818, 559, dummies=(1, 3), max_hand=16)
    suits = [0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4]  # 13 cards: nine and four would not read
    assert dc.first_column(lay, 1, suits, 6) == 6
    assert dc.first_column(lay, 1, suits[3:], 3) == 7  # ten cards: the trumps alone now
    assert dc.last_suit_start([0, 1, 1, 4, 4]) == 3 and dc.last_suit_start([2, 2]) == 0
