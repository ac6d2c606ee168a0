"""The positions Undo goes back to: one before each person's decision, kept as the decision is
applied, and found again by replaying the game when it is resumed or opened from a record.

Why a module of its own: the controller keeps the points while a game is played, and a resumed
game needs the same points for the same decisions (Undo did nothing at all after a restart,
with no word why); one function applies a decision and keeps its point, for both. Qt-free.
"""

from __future__ import annotations

from dataclasses import dataclass

from .coach.replayed import deal_presets, start_game
from .engine.protocol import Action, State
from .engine.record_write import deal_logs

#: how many human decisions undo can go back
UNDO_DEPTH = 500
#: why undo stops where cards the person had not seen were shown (by their own decision or by
#: another player's: a computer's pass ending the auction showed a stock set)
SHOWED_CARDS = "Undo cannot go back further: cards you had not seen have been shown since."
#: why undo stops at the deal after one whose review was opened: the review shows every hand as
#: dealt, and an undo back into the deal let the person play it again knowing them (the deal
#: by the game's word for it and its number: "hand 2")
REVIEW_SHOWED = ("Undo cannot go back further: the review of {deal} {number} has shown every "
                 "player's cards.")


@dataclass
class UndoPoint:
    """The position before one human decision, and who made it."""

    state: State
    player: int


def _known(state: State, player: int) -> int | None:
    """The unplayed cards ``player`` sees (None: the game does not say)."""
    known = getattr(state, "known_cards", None)
    return known(player) if known is not None else None


def apply_keeping_undo(points: list[UndoPoint], state: State, player: int, action: Action,
                       people: frozenset[int]) -> tuple[list, str | None]:
    """Apply ``player``'s legal ``action`` to ``state``; before a decision of one of the
    ``people`` keep the position in ``points``. Returns the events and, when the action showed
    a person cards they had not seen (a window taken, a stock looked at, a set shown once a
    computer's pass ended the auction), why undo now stops: going back would let them choose
    again knowing them (a bid made again knowing stock card 1), so ``points`` is emptied."""
    # no point before a lone pass: it is made for the person (``GameController``), and an undo
    # back to it would only see it made again
    point = UndoPoint(state.copy(), player) if player in people and not lone_pass(state) \
        else None
    deal = getattr(state, "deal_number", None)
    before = {p: _known(state, p) for p in people}
    events = state.apply(action)
    if point is not None:
        points.append(point)
        del points[:-UNDO_DEPTH]
    if getattr(state, "deal_number", None) == deal and any(
            seen is not None and (_known(state, p) or 0) & ~seen for p, seen in before.items()):
        points.clear()
        return events, SHOWED_CARDS
    return events, None


def lone_pass(state: State) -> bool:
    """Whether the only legal action now is a pass (Barbu's Dominoes, no card fitting a row)."""
    legal = state.legal_actions()
    return len(legal) == 1 and legal[0].type == "pass"


def review_barrier(points: list[UndoPoint], state: State, finished: int | None = None
                   ) -> str | None:
    """The last finished deal of ``state`` was reviewed (every hand shown): drop the undo
    ``points`` in it and before it, so undo goes back no further than the deal after it (at
    the next deal's first decision, Ctrl+Z went back into the reviewed deal's last trick, its
    score taken back). ``finished``: how many deals were finished when the review was opened,
    for a review remembered from before a restart (by default every deal finished now).
    Returns why undo now stops, or None when no point was dropped."""
    finished = len(state.history) if finished is None else finished
    kept = [p for p in points if len(p.state.history) >= finished]
    if len(kept) == len(points):
        return None
    points[:] = kept
    return REVIEW_SHOWED.format(deal=state.rules.deal_word,
                                number=state.history[finished - 1].number)


def replayed_points(state: State, people: frozenset[int]
                    ) -> tuple[list[UndoPoint], str | None]:
    """The undo points of a game brought back from a file, as they were when it was played:
    its actions applied again to a fresh game dealt the same cards, the ``people``'s decisions
    keeping one. Also why undo stops, if cards were shown to one of them."""
    logs = deal_logs(state)
    fresh = start_game(state.rules, state.options, state.seed, deal_presets(state))
    points: list[UndoPoint] = []
    barrier = None
    for log in logs:
        for player, _pos, action in log.actions:
            _events, stop = apply_keeping_undo(points, fresh, player, action, people)
            barrier = stop or barrier
    return points, barrier
