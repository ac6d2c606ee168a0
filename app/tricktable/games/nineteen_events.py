"""The events of Nineteen's decisions before the first card (auction, stock, discards, call,
declarations, contras), declared once here so the rules that emit them, the views that filter what
each player may see, and the words that tell them all name the same types without importing the
bidding stages themselves."""

from __future__ import annotations

from typing import NamedTuple


class Bid(NamedTuple):
    """A player's turn in the auction: ``bid`` is a bid name or ``"pass"``."""

    player: int
    position: int
    bid: str


class AuctionWon(NamedTuple):
    """The contract is settled. ``unopposed``: with two players there is no auction, and the
    Opponent plays Partnership from the deal on."""

    declarer: int
    player: int
    bid: str
    unopposed: bool = False


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


class CallUnanswered(NamedTuple):
    """Three players: nobody at the table announced the called ``card`` (its holder would have),
    so all may know it lies in the dummy's hand or among the discards. The table said nothing
    of it until the dummy was turned up after the declarations."""

    card: int


class Declared(NamedTuple):
    player: int
    position: int
    declarations: tuple[str, ...]
    shown: int


class Contra(NamedTuple):
    player: int
    target: str
    target_player: int


class DummyExposed(NamedTuple):
    """The three-player dummy is laid face up; ``controller`` plays it."""

    position: int
    controller: int
    cards: int


__all__ = ["AuctionWon", "Bid", "Called", "Contra", "Declared", "Discarded", "DummyExposed",
           "PartnerRevealed", "SetLaidUp", "SetLooked", "StockTaken"]
