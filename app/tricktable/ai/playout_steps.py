"""The one decision loop the per-game playout modules share.

Why a module of its own: each ``playout_<game>.py`` only knows which stages its small view serves
and how to build that view; asking the rule player, skipping forced moves and mapping a seat to
the player who decides for it (a dummy's declarer) are the same in every game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(slots=True)
class PlayView:
    """The fields of a player's view (``engine.view.View``, same names and meanings) that a rule
    player reads to choose a card; each game's playout module adds the game's own few fields.
    Built for every decision of a playout, so it holds only what the card choice needs
    and is built from a tuple (``play_args``): built from a dict of keyword fields it took about
    twice as long as the plain dict it replaced; from a tuple, a few tenths of a microsecond more
    (Sheepshead, against some 28 µs for the rule player's choice itself)."""

    stage: str
    turn: int
    player: int
    hands: list[int | None]
    trick: list[int]
    led: int
    leader: int
    taken: list[int]
    voids: list[int]


def play_args(w: Any, pos: int, player: int, hands: list[int | None]) -> tuple:
    """The shared ``PlayView`` fields of world ``w`` for the decision at ``pos``, in order."""
    return (w.stage, pos, player, hands, list(w.trick), w.led, w.leader, list(w.taken),
            list(w.voids))


def own_hand(w: Any, pos: int) -> list[int | None]:
    """The hands as the player at ``pos`` sees them when they see only their own."""
    hands: list[int | None] = [None] * w.n
    hands[pos] = w.hands[pos]
    return hands


def rule_step(w: Any, agent: Any, small_view: Callable[[Any, int], PlayView],
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
