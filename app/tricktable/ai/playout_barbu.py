"""Barbu playouts: the rule player itself, asked with a small view during card play.

Why: Barbu's full view carries the whole game's bookkeeping (contracts used, doubles owed and
forced, raw scores), which costs more than the rule player's own thinking in a playout. During
trick play and Dominoes the rule player reads only the few fields built here, so it makes exactly
the choice it makes from the full view (a unit test plays both side by side); the rare decisions
before play (contract, doubles) still get the full view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..games.barbu import CONTRACTS, TRUMP
from ..games.barbu_view import BarbuView
from .playout_steps import PlayView, own_hand, play_args, rule_step

#: the stages whose decisions the small view serves
SMALL_STAGES = frozenset(("play", "dominoes"))


@dataclass(slots=True, kw_only=True)
class BarbuPlayView(PlayView):
    contract: str | None
    contract_trump: str | None
    start_rank: int
    declarer: int
    tricks: list
    trumps: int
    table: int
    open: int


#: what the rule player's card play and Dominoes read: the full view at the table (and in hints),
#: the small one above in a playout; both hold every field it reads, with the same types
BarbuCardView = BarbuView | BarbuPlayView


def small_view(w: Any, pos: int) -> BarbuPlayView:
    """The fields of ``view(player of pos)`` the rule player reads in card play and Dominoes."""
    c = w.contract
    return BarbuPlayView(
        *play_args(w, pos, w.controller[pos], own_hand(w, pos)),
        contract=CONTRACTS[c] if c >= 0 else None,
        contract_trump="CDHS"[w.trump_suit] if c == TRUMP else None,
        start_rank=w.start_rank, declarer=w.declarer, tricks=w.deal_log.tricks,
        trumps=w.trumps, table=w.table, open=w.open if w.stage == "dominoes" else 0)


def step(w: Any, agent: Any) -> None:
    """One decision by the rule player."""
    rule_step(w, agent, small_view, SMALL_STAGES, by_controller=True)


def run(w: Any, agent: Any) -> None:
    """Play the world's hand to its end (``DealOver`` is raised there unless the game ends)."""
    while not w.over:
        step(w, agent)
