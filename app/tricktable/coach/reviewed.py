"""What a deal review holds: the person's decisions weighed against the expert's and the best
result with every card known. Data only, apart from the search that fills it (``review``) and the
words that show it (``review_sheet``), so that both can name it without importing each other."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.protocol import Action
from .weighing import Comparison


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision of the person: its index among the deal's actions, its kind, what was played,
    the expert's choice and, when they differ, the expert's choice against the person's
    (``comparison``: expert minus played)."""

    number: int
    kind: str
    played: Action
    played_words: str
    expert: Action
    expert_words: str
    forced: bool
    comparison: Comparison | None = None
    #: the best result (signed: more is better) still reachable at this decision with every
    #: card known (``coach.perfect``); None before the search
    best: float | None = None
    #: what the expert's choice was worth against the person's, in words ("about 2.6 points
    #: more for you than to contra East's trump hit"), said when the review is made: the
    #: position of the decision names things (this deal's trumps) that the game has left behind
    worth_words: str = ""


@dataclass(frozen=True)
class Review:
    """A deal reviewed for ``player``: hands as dealt, tricks (leader, cards, winner), the
    person's decisions, the deal's result for them (``perfect.deal_value``: their own deal
    score, or against the others' average where the game weighs it so) and the best result
    with all cards known, with the decision and action it starts from (None: as played)."""

    player: int
    hands: tuple[int, ...]
    tricks: tuple
    decisions: tuple[ReviewedDecision, ...]
    result: float
    best: float
    best_from: tuple[int, Action] | None = None
    #: the best line from ``best_from`` to the deal's end, as (player, action)
    best_line: tuple = ()
    #: the deal's stage before each of its actions ("bidding", "play"...)
    stages: tuple[str, ...] = ()
    #: False: the deal and decisions only, before the searches (see ``review_deal``)
    searched: bool = True
    #: the deal's contract in words where the game names one (Barbu's), else ""
    contract: str = ""
    #: the player's own deal score, signed as ``result`` (it differs from ``result`` where
    #: the game weighs a deal against the others' average)
    own: float = 0.0
    #: the reviewed player's actions along ``best_line`` in words, each said in the position
    #: it was taken in (see ``worth_words``)
    line_words: tuple[str, ...] = ()
    #: how the best line reaches ``best`` where its score alone does not say, in the game's
    #: words after the score ("by shooting the moon"; see ``review.outcome_words``), else ""
    best_how: str = ""
