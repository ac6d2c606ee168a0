"""What the table does for each engine event, without Qt: which step shows it (a card played, a
trick taken, a deal scored, a new deal, words), where its speaker sits, what is said in a bubble
or a toast, and in which order a new deal's cards fly out.

Why apart from the steps that animate (``ui/table_steps.py``): these are choices about the
events and their words, testable without a window; the steps only move the card items and show
the words this returns, with the timings of ``motion``.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..engine.cards import CardCodec
from ..engine.protocol import Announced, CardPlayed, DealScored, DealStarted, GameOver, TrickTaken
from ..engine.view import View
from ..engine.words import capital
from . import describe
from .table_piles import seat_of


class Step(NamedTuple):
    """One step of a batch: its ``kind`` ("play", "take", "scored", "dealt", "other"), its event,
    and for "scored" the events after it up to the next deal (the summary reads them)."""

    kind: str
    event: Any
    after: tuple = ()


def plan(events: list) -> list[Step]:
    """The steps that show a batch of events, in order (the game's end shows nothing itself:
    its last deal's summary says it)."""
    steps = []
    for i, e in enumerate(events):
        if isinstance(e, CardPlayed):
            steps.append(Step("play", e))
        elif isinstance(e, TrickTaken):
            steps.append(Step("take", e))
        elif isinstance(e, DealScored):
            after = []
            for f in events[i + 1:]:
                if isinstance(f, DealStarted):
                    break
                after.append(f)
            steps.append(Step("scored", e, tuple(after)))
        elif isinstance(e, DealStarted):
            steps.append(Step("dealt", e))
        elif not isinstance(e, GameOver):
            steps.append(Step("other", e))
    return steps


def seat_of_event(e: Any, view: View) -> int | None:
    """Where an event's speaker sits: the position it names, else its player's seat (a player
    is not a position in every game: Nineteen for two seats puts player 1 at position 2)."""
    n = len(view.hands)
    pos = getattr(e, "position", None)
    if isinstance(pos, int) and 0 <= pos < n:
        return pos
    player = getattr(e, "player", None)
    if isinstance(player, int) and player >= 0:
        seat = seat_of(view, player)
        return seat if 0 <= seat < n else None
    return None


class Saying(NamedTuple):
    """Words an event puts on the felt: a ``bubble`` at seat ``where`` (None: a toast), with a
    caption, for ``ms`` (0: the usual time)."""

    text: str
    caption: str = ""
    where: int | None = None
    bubble: bool = True
    ms: int = 0


#: how long a secret note stays (it is read once, by the player it is for)
SECRET_MS = 8000


def sayings(view: View, e: Any, names: list[str], codec: CardCodec) -> list[Saying]:
    """What an event other than a card, a trick, a score or a deal says on the felt: an
    announcement or the game's own event in a bubble at its seat; a secret in a toast; other
    words in a bubble when they have a speaker, else in a toast."""
    where = seat_of_event(e, view)
    if isinstance(e, Announced):
        text = describe.announcement_bubble(view.game, view.trump_suit, e, names, codec)
        return [Saying(capital(text), where=where if where is not None else 0)]
    own = describe.event_bubble(view.game, e, codec)
    if own is not None:  # the game's own event (Young Hunter: a taking made)
        return [Saying(*own, where=where if where is not None else 0)]
    said = []
    secret = describe.secret_note(view, e, codec)
    if secret:
        said.append(Saying(secret, bubble=False, ms=SECRET_MS))
    text = describe.event_text(view, e, names)
    if text:
        # a bubble begins with a capital, as in every game ("passes", "takes the window" beside
        # Young Hunter's "Pass"); a toast keeps the sentence as the deal log has it
        said.append(Saying(capital(text) if where is not None else text, where=where,
                           bubble=where is not None))
    return said


def deal_order(dealer: int, lengths: list[int]) -> list[tuple[int, int]]:
    """The order a new deal's cards fly out, as (position, index in its hand): one card a seat
    at a time, starting left of the dealer, round after round."""
    n = len(lengths)
    order = []
    for k in range(max(lengths, default=0)):
        for off in range(1, n + 1):
            pos = (dealer + off) % n
            if k < lengths[pos]:
                order.append((pos, k))
    return order


def leaving_card(cards: list[int | None], face_up: list[bool], card: int) -> int | None:
    """Which of a hand's items a played ``card`` leaves from: the item showing it, else the
    middle one of the backs (an opponent's hidden hand), None when the hand shows neither."""
    if card in cards:
        return cards.index(card)
    hidden = [i for i, up in enumerate(face_up) if not up]
    return hidden[len(hidden) // 2] if hidden else None
