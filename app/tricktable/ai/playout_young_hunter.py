"""Young Hunter playouts: the rule player itself, asked with a small view during card play.

Why: the rule player's card choice reads only the fields built here, so it makes exactly the
choice it makes from the full view (a unit test checks them side by side) while a playout skips
building the rest of the view on every card; the announcements and contras get the full view.
"""

from __future__ import annotations

from typing import Any

from .playout_steps import rule_step

#: the stages whose decisions the small view serves
SMALL_STAGES = frozenset(("play",))


def small_view(w: Any, pos: int) -> dict:
    """The fields of the deciding player's view the rule player reads in card play."""
    hands: list[int | None] = [None] * w.n
    hands[pos] = w.hands[pos]
    return {
        "stage": w.stage,
        "turn": pos,
        "player": pos,
        "hands": hands,
        "trick": list(w.trick),
        "led": w.led,
        "leader": w.leader,
        "taken": list(w.taken),
        "voids": list(w.voids),
        "trumps": w.trumps,
        "trump_suit": w.trump_suit,
        "announcements": [list(a) for a in w.announcements],
    }


def step(w: Any, agent: Any) -> None:
    """One decision by the rule player."""
    rule_step(w, agent, small_view, SMALL_STAGES)


def run(w: Any, agent: Any) -> None:
    """Play the world's deal to its end (``DealOver`` is raised there unless the game ends)."""
    while not w.over:
        step(w, agent)
