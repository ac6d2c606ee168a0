"""Young Hunter playouts: the rule player itself, asked with a small view during card play.

Why: the rule player's card choice reads only the fields built here, so it makes exactly the
choice it makes from the full view (a unit test checks them side by side) while a playout skips
building the rest of the view on every card; the announcements and contras get the full view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..games.young_hunter_view import YoungHunterView
from .playout_steps import PlayView, own_hand, play_args, rule_step

#: the stages whose decisions the small view serves
SMALL_STAGES = frozenset(("play",))


@dataclass(slots=True, kw_only=True)
class YoungHunterPlayView(PlayView):
    trumps: int
    trump_suit: int | None
    announced_takings: list[list]


#: what the rule player's card play reads: the full view at the table (and in hints), the small
#: one above in a playout; both hold every field it reads, with the same types
YoungHunterCardView = YoungHunterView | YoungHunterPlayView


def small_view(w: Any, pos: int) -> YoungHunterPlayView:
    """The fields of the deciding player's view the rule player reads in card play."""
    return YoungHunterPlayView(*play_args(w, pos, pos, own_hand(w, pos)), trumps=w.trumps,
                               trump_suit=w.trump_suit,
                               announced_takings=[list(a) for a in w.announcements])


def step(w: Any, agent: Any) -> None:
    """One decision by the rule player."""
    rule_step(w, agent, small_view, SMALL_STAGES)


def run(w: Any, agent: Any) -> None:
    """Play the world's deal to its end (``DealOver`` is raised there unless the game ends)."""
    while not w.over:
        step(w, agent)
