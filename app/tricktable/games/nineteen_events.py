"""The events of Nineteen's decisions before the first card (auction, stock, discards, call,
declarations, contras), declared once here so the rules that emit them, the views that filter what
each player may see, and the words that tell them all name the same types without importing the
bidding stages themselves."""

from __future__ import annotations

from typing import Any, NamedTuple


class Bid(NamedTuple):
    """A player's turn in the auction: ``bid`` is a bid name or ``"pass"``."""

    player: int
    position: int
    bid: str


class AuctionWon(NamedTuple):
    declarer: int
    player: int
    bid: str


class StockTaken(NamedTuple):
    """``position`` took stock cards (slot numbers 0–5). ``cards`` is private to its player.
    ``draw``: a Partnership draw by position, which nobody announces (a preferred set taken is
    announced with its level)."""

    position: int
    player: int | None
    slots: tuple[int, ...]
    cards: int
    draw: bool = False


class SetLooked(NamedTuple):
    """The declarer looks at preference set ``index`` (1-based); ``cards`` are private to them."""

    player: int
    index: int
    cards: int


class SetLaidUp(NamedTuple):
    """A preference set is laid face up: public."""

    index: int
    cards: int


class Discarded(NamedTuple):
    """``position`` discarded ``count`` cards face down; ``cards`` is private to its player."""

    position: int
    player: int | None
    count: int
    cards: int


class Called(NamedTuple):
    player: int
    card: int


class PartnerRevealed(NamedTuple):
    """The partner is known to all: ``how`` is "played", "announced" or "dummy"; ``dummies``:
    how many dummies the table has, so that the log says "the dummy" of three players' one."""

    position: int | None
    player: int | None
    how: str
    dummies: int = 1


class Declared(NamedTuple):
    player: int
    position: int
    declarations: tuple[str, ...]
    shown: int


class Contra(NamedTuple):
    player: int
    target: str
    target_player: int


class Retold(NamedTuple):
    """An event of a two-player deal's opening (the Opponent's Partnership without an auction,
    the stock's draws) told again at the deal's first decision, for the deal log alone: they
    happen as the cards are dealt, before anyone decides, and the log, made from the events of
    the decisions, never saw them ("You discard 4 cards" of cards it never said were taken)."""

    event: Any


class DummyExposed(NamedTuple):
    """The three-player dummy is laid face up; ``controller`` plays it."""

    position: int
    controller: int
    cards: int


__all__ = ["AuctionWon", "Bid", "Called", "Contra", "Declared", "Discarded", "DummyExposed",
           "PartnerRevealed", "Retold", "SetLaidUp", "SetLooked", "StockTaken"]
