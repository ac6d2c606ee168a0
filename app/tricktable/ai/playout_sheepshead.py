"""Sheepshead playouts: the rule player itself, asked with a small view during card play.

Why: building the full view (card points of every pile, the window, the calls) costs a third of
a playout, and in trick play the rule player reads only the fields built here, so it makes exactly
the choice it makes from the full view (a unit test checks them side by side); taking the window
and burying get the full view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..games.sheepshead_view import SheepsheadView
from .playout_steps import PlayView, own_hand, play_args, rule_step

#: the stages whose decisions the small view serves
SMALL_STAGES = frozenset(("play",))


@dataclass(slots=True, kw_only=True)
class SheepsheadPlayView(PlayView):
    least: bool
    window_player: int | None
    window_calls: list[str]
    discards: int | None


#: what the rule player's card play reads: the full view at the table (and in hints), the small
#: one above in a playout; both hold every field it reads, with the same types
SheepsheadCardView = SheepsheadView | SheepsheadPlayView


def small_view(w: Any, pos: int) -> SheepsheadPlayView:
    """The fields of the deciding player's view the rule player reads in card play."""
    mine = w.player is not None and w.player == pos
    return SheepsheadPlayView(*play_args(w, pos, pos, own_hand(w, pos)), least=w.least,
                              window_player=w.player, window_calls=list(w.calls),
                              discards=w.discards if mine else None)


def step(w: Any, agent: Any) -> None:
    """One decision by the rule player."""
    rule_step(w, agent, small_view, SMALL_STAGES)


def run(w: Any, agent: Any) -> None:
    """Play the world's deal to its end (``DealOver`` is raised there unless the match ends)."""
    while not w.over:
        step(w, agent)
