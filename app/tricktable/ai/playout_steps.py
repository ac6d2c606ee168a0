"""The one decision loop the per-game playout modules share.

Why a module of its own: each ``playout_<game>.py`` only knows which stages its small view serves
and how to build that view; asking the rule player, skipping forced moves and mapping a seat to
the player who decides for it (a dummy's declarer) are the same in every game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def rule_step(w: Any, agent: Any, small_view: Callable[[Any, int], dict],
              small_stages: frozenset, by_controller: bool = False) -> None:
    """One decision by the rule player: a forced move at once, the small view in the stages it
    serves, the full view (of the seat's controller when a seat has one) otherwise."""
    legal = w.legal_actions()
    if len(legal) == 1:
        w.apply(legal[0])
        return
    pos = w.turn
    if w.stage in small_stages:
        w.apply(agent.choose(small_view(w, pos), legal))
    else:
        w.apply(agent.choose(w.view(w.controller[pos] if by_controller else pos), legal))
