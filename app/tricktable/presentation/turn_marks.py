"""How the cards in the hands show when the table is at rest, without Qt: which the person may
click, which are dimmed (not playable now, or in no legal discard), which are marked (drawn from
a stock) and which are selected for a discard; and which selected cards stay selected.

Why apart from the table's decisions (``ui/table_decisions.py``): this is bookkeeping on card
codes, testable without a window; the table only sets each item's state. Nothing here decides
a rule: what may be played and discarded comes from the legal actions and the decision made
from them.
"""

from __future__ import annotations

from typing import NamedTuple

from ..engine.panel import Decision
from ..engine.protocol import Action
from ..engine.view import View
from .panel_state import CardMarks, card_marks, discardable, playable


class TurnMarks(NamedTuple):
    """The marks of every card, by position and in display order; ``discarding``: clicks
    select cards for a discard; ``keep``: the selected cards that stay selected;
    ``hand_acts``: the acting hand's cards take part in the decision (one may be played, or
    they are selected for a discard), so the keyboard may pick among them."""

    marks: dict[int, list[CardMarks]]
    discarding: bool
    keep: set[int]
    hand_acts: bool


def turn_marks(hands: dict[int, list[int | None]], view: View | None, acting: int | None,
               legal: list[Action], decision: Decision | None, selected: set[int]) -> TurnMarks:
    """The marks of the cards in ``hands`` (codes by position, None for a back) when the person
    acts from ``acting`` (None: not their turn) with the ``legal`` actions and the panel's
    ``decision``; ``selected`` are the cards selected for a discard so far. A card in no legal
    discard (a king, an honour, a trump while others remain) is dimmed like a card that cannot
    be played, and cannot stay selected."""
    can_play = playable(legal)
    # the cards the person drew from a stock are marked until the play begins
    drawn = view.drawn if view and not view.tricks else 0
    own = view.seat if view else -1
    marks = {p: [card_marks(c, p, acting, own, can_play, drawn, selected) for c in cards]
             for p, cards in hands.items()}
    discarding = decision is not None and decision.kind == "discard"
    if decision is not None and decision.dims_hand and acting in marks:
        marks[acting] = [m._replace(dimmed=c is not None) for c, m in
                         zip(hands[acting], marks[acting], strict=True)]
    if not discarding:
        return TurnMarks(marks, False, set(), can_play != 0)
    allowed = discardable(decision)
    marks[acting] = [m._replace(dimmed=c is not None and not allowed >> c & 1)
                     for c, m in zip(hands[acting], marks[acting], strict=True)]
    return TurnMarks(marks, True, {c for c in selected if allowed >> c & 1}, True)
