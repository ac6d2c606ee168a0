"""What Undo says it took back, in the status bar: "Undone: your 7♠ and the cards played after
it.", "Undone: your bid.".

Why: Ctrl+Z redrew the table and the status bar only said "Your turn", so the person could not
tell what had gone, or whether the key had done anything. The words are worked out here, without
Qt, from the game as it was before the undo and as it is after (the decisions the one has and
the other has not), so the window only shows them.
"""

from __future__ import annotations

from typing import Any

from ..engine.protocol import Action
from ..engine.record_write import deal_logs
from .describe import game_words

#: a decision named by its kind, where it has no card to name ("your bid"); a game's words
#: module may name its own kinds (``UNDONE_NOUNS``), or one decision from the position it was
#: made in (``undone_noun(view, action)``: the kind alone called a declarer's double that
#: answers the doubles, a redouble in the game's words, "your double"); any other is "your
#: choice"
UNDONE_NOUNS: dict[str, str] = {
    "bid": "bid",
    "pass": "pass",
    "double": "double",
    "redouble": "redouble",
    "discard": "discard",
    "declare": "declaration",
    "announce": "announcement",
    "call": "call",
    "choose-contract": "choice of contract",
}


def _actions(state: Any) -> list[Action]:
    """Every decision of the game so far, in order, over all its deals."""
    return [action for log in deal_logs(state) for _player, _pos, action in log.actions]


def _noun(after: Any, action: Action) -> str:
    """The name of the person's ``action`` (not a card), taken in the game ``after``: the
    game's words for this decision, for its kind, or the shared kind's ("bid", "choice")."""
    words = game_words(after.rules.id)
    by_position = getattr(words, "undone_noun", None)
    person = getattr(after, "to_act", None)
    said = by_position(after.view(person), action) \
        if by_position is not None and person is not None else None
    own = getattr(words, "UNDONE_NOUNS", {})
    return said or own.get(action.type) or UNDONE_NOUNS.get(action.type, "choice")


def undone_line(before: Any, after: Any, whose: str = "your") -> str:
    """What an undo from the game ``before`` to the game ``after`` took back: the person's
    decision (a card by its name, another decision by its kind) and, when others decided
    after it, those too. ``whose``: the decision's owner as the line names it, "your", or at
    a shared table's pass screen their name ("Bob's"): the device may be in the next
    person's hands there, and "your announcement" was read by Ann for Bob's."""
    done, kept = _actions(before), _actions(after)
    undone = done[len(kept):]
    if not undone:
        return "Undone."
    first, rest = undone[0], undone[1:]
    rules = before.rules
    if first.type == "play" and first.card >= 0:
        what = rules.codec.short(first.card)
        seats = getattr(after, "seat_player", None)  # a dummy's card is not "your 11★"
        turn = getattr(after, "turn", None)
        if seats is not None and turn is not None and seats[turn] is None:
            what = f"dummy's {what}"
    else:
        what = _noun(after, first)
    if not rest:
        return f"Undone: {whose} {what}."
    after_it = "the cards played after it" if all(a.type == "play" for a in rest) \
        else "what the other players did after it"
    return f"Undone: {whose} {what} and {after_it}."
