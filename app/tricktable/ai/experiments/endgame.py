"""Exact play of a deal's last few tricks in one imagined world (max-n search).

Why: in a determinized world every card is known, so when only a few tricks are left the search
need not guess the rest of the deal with the rule player's habits: it can try every line. Each
player, searcher or not, picks the card that is best for themselves (max-n: the natural model
when each plays for their own score; partners share a score in the games that have them, so they
help each other by the same rule). Ties keep the first legal card, so the result is
deterministic.

It pays only at the very end: the tree grows as (cards per hand)!^players, so the search asks
for it only when each hand holds at most ``limit`` cards (two or three).

A research option (``ResearchSearch(exact=K)`` and ``endgame=K`` in ``search_options``), used by
no level: measured, it did not pay (see the flat search's module docstring).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from ..playout import DealOver


def solve(world: Any, playout: Any, values: Callable[[Any], list[float]]) -> list[float]:
    """Every player's utility of the deal when all play it out perfectly from ``world`` on.

    ``values(w)`` gives each player's utility of a finished deal; ``playout.apply(w, a)`` applies
    one action and says whether the deal ended. ``world`` is consumed (forced moves are applied
    to it in place)."""
    while True:
        if world.over:
            return values(world)
        legal = world.legal_actions()
        if len(legal) > 1:
            break
        if playout.apply(world, legal[0]):
            return values(world)
    mover = world.to_act
    best: list[float] | None = None
    for action in legal:
        w = world.copy()
        result = values(w) if playout.apply(w, action) else solve(w, playout, values)
        if best is None or result[mover] > best[mover]:
            best = result
    return best


def small_enough(world: Any, limit: int) -> bool:
    """Whether every hand in the world holds at most ``limit`` cards, in card play."""
    return world.stage == "play" and all(h.bit_count() <= limit for h in world.hands
                                         if h is not None)


def best_response(playout: Any, world: Any, player: int, limit: int,
                  value: Callable[[Any], float]) -> float:
    """The deal's value for ``player`` when they play their last ``limit`` cards as well as
    possible in this world, the others keeping to the ``playout``'s policy.

    Why only the searcher branches: the others' policy is the model the whole search uses
    for them, while the searcher's own last cards would really be chosen by search, not by
    the rule player; with few cards left each branch is one short playout, so trying all
    of them is cheap (at most limit! lines).
    """
    step = playout._step
    h0 = len(world.history)
    try:
        while not world.over and len(world.history) == h0:
            if (world.to_act == player and world.stage == "play"
                    and world.hands[world.turn].bit_count() <= limit):
                legal = world.legal_actions()
                if len(legal) > 1:
                    best = -math.inf
                    for action in legal:
                        w = world.copy()
                        if playout.apply(w, action):
                            v = value(w)
                        else:
                            v = best_response(playout, w, player, limit, value)
                        if v > best:
                            best = v
                    return best
            step(world)
    except DealOver:
        pass
    return value(world)
