"""The per-deal log a state keeps so it can write the game record (RECORD.md) at any moment.

Why a separate object: the play loop only appends small tuples here (no JSON building while
playing); the JSON is made once, when a record is asked for.
"""

from __future__ import annotations

from typing import Any

from .protocol import Action


class DealLog:
    """What one deal needs in the record: hands as dealt, stock, controllers, trump, contract,
    every action, every trick, and the scores once the deal is over."""

    __slots__ = ("actions", "contract", "controller", "dealer", "hands", "number", "score",
                 "stock", "totals", "tricks", "trump")

    def __init__(self, number: int, dealer: int, hands: list[int], stock: list[int],
                 controller: list[int], trump: str | None = None) -> None:
        self.number = number
        self.dealer = dealer
        self.hands = tuple(hands)
        self.stock = tuple(stock)
        self.controller = tuple(controller)
        self.trump = trump
        self.contract: Any = None
        self.actions: list[tuple[int, int, Action]] = []
        self.tricks: list[tuple[int, tuple[int, ...], int]] = []
        self.score: tuple[int, ...] | None = None
        self.totals: tuple[int, ...] | None = None

    def copy(self) -> DealLog:
        new = DealLog.__new__(DealLog)
        new.number = self.number
        new.dealer = self.dealer
        new.hands = self.hands
        new.stock = self.stock
        new.controller = self.controller
        new.trump = self.trump
        new.contract = self.contract
        new.actions = self.actions.copy()
        new.tricks = self.tricks.copy()
        new.score = self.score
        new.totals = self.totals
        return new
