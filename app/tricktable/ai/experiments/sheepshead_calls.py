"""What the window calls say about the hidden hands: a Sheepshead inference for the search.

Measured as the Expert's (ai/experiments/README.md): +0.014 a deal against the Expert without
it over 400 duplicate deals, nothing measurable, so it is research used by no level: run it as
the search option ``inference="calls"`` (``search_options.py``), e.g.
``tournament --game sheepshead --candidate expert --field advanced --variant inference=calls``.

Why: the flat search imagines the hidden cards at random, so a defender imagines the Player
with an ordinary hand, though the Player took the window because the hand was strong; and
everyone imagines a player who passed with a hand that might well have taken. The calls are the
strongest evidence the game gives before the cards are played. Each imagined world is kept with
the probability that the others would have made the calls they made holding its hands
(rejection sampling: the search's worlds then follow the calls, and no playout is spent on a
world that contradicts them).

The model of a call: the chance of taking rises with the hand's :func:`strength` along a
logistic curve fitted to the search players' own calls (933 window decisions of Advanced
players, seeds 1 to 40 and 1000 to 1399: half take at strength 11.9, with a spread of 0.8 a
step; the last caller, facing The Least, half at 11.3). A call the curve makes unlikely is never
ruled out entirely (:data:`FLOOR`), since a person at the table may call on a whim.

The Player's hand at the call is the ten cards before the pickup; an imagined world knows only
the twelve (its hand, the cards it played, its discards), not which two were the window, so
each world draws the window from those twelve at random; keeping the world with the chance of
a take for that draw keeps it with the chance averaged over every possible window.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ...engine.cards import cards_of
from ...engine.view import View
from ..sheepshead import strength

#: the strength at which half of the calls are takes, and the spread of the curve
TAKE_MIDDLE = 11.9
TAKE_SPREAD = 0.8
#: the last caller (who would otherwise play The Least) takes a little lighter
LAST_MIDDLE = 11.3
#: the least probability given to any call, however unlikely the curve makes it
FLOOR = 0.02


def take_chance(hand_strength: float, last: bool) -> float:
    """The chance that a player with a hand of ``hand_strength`` takes the window."""
    middle = LAST_MIDDLE if last else TAKE_MIDDLE
    p = 1.0 / (1.0 + math.exp(-(hand_strength - middle) / TAKE_SPREAD))
    return min(1.0 - FLOOR, max(FLOOR, p))


def hands_at_the_window(world: Any) -> list[int]:
    """Each position's cards before play: its imagined hand and the cards it played since
    (the Player's discards not included)."""
    hands = list(world.hands)
    n = world.num_players
    for leader, cards, _w in world.deal_log.tricks:
        for i, c in enumerate(cards):
            hands[(leader + i) % n] |= 1 << c
    for i, c in enumerate(world.trick):
        hands[(world.leader + i) % n] |= 1 << c
    return hands


def window_odds(world: Any, view: View, rng: random.Random) -> float:
    """How likely the others' window calls were with the hands of ``world`` (0 to 1).

    ``rng`` draws the window among the Player's twelve cards when another player took it."""
    calls = view.window_calls or []
    if not calls:
        return 1.0
    me = view.player
    n = world.num_players
    hands = hands_at_the_window(world)
    odds = 1.0
    for i, call in enumerate(calls):
        p = (world.dealer + 1 + i) % n
        if p == me:
            continue
        last = i == n - 1
        if call == "take":
            twelve = hands[p] | world.discards
            a, b = rng.sample(cards_of(twelve), 2)
            odds *= take_chance(strength(twelve & ~(1 << a | 1 << b)), last)
        else:
            odds *= 1.0 - take_chance(strength(hands[p]), last)
    return odds
