"""Barbu's Dominoes contract: cards are laid out in four rows instead of being played to tricks.

Why a mixin over the trick-game base: Dominoes shares the deal, the record, the doubling and the
scoring of the other contracts, but replaces the play loop. It is its own stage ("dominoes"):
``PLAY[c]`` lays a card, ``PASS`` passes, and both are logged as the hand's actions (no tricks).

Rows: the declarer names a starting rank. A suit's row is opened by its card of that rank and grows
one card at a time up (to the ace) or down (to the 2): no wrap. A card fits if it opens a row or is
next to an end of its row. You must play when a card fits; the declarer alone may pass on their very
first turn. Players who are out are skipped; the hand ends when three are out: 45, 20, 5, −5.
A pass (other than the declarer's first) tells everyone the passer holds none of the cards that fit
at that moment; those cards go into ``voids`` so imagined worlds respect it.
"""

from __future__ import annotations

from ..engine.cards import FRENCH, SUIT_NAMES, SUIT_SYMBOLS
from ..engine.protocol import PASS, Action, Announced, CardPlayed, PhaseChanged, plays_of
from ..engine.words import signed
from .barbu_view import BarbuView

DOMINO_SCORES = (45, 20, 5, -5)
PLACE_WORDS = ("first", "second", "third", "last")
RANK_CODES = {r: FRENCH.rank_codes[r] for r in range(2, 15)}


def open_cards(table: int, start_rank: int) -> int:
    """The cards that fit a row now, given the cards on the table."""
    m = 0
    for s in range(4):
        lane = table >> (16 * s) & 0xFFFF
        base = 16 * s
        if not lane:
            m |= 1 << (base + start_rank)
            continue
        lo = (lane & -lane).bit_length() - 1
        hi = lane.bit_length() - 1
        if lo > 2:
            m |= 1 << (base + lo - 1)
        if hi < 14:
            m |= 1 << (base + hi + 1)
    return m


def row_words(row: list[int], suit: int) -> str:
    """An open row and what may extend it: "the clubs row runs 7–8, so only the 6♣ or the 9♣
    fits it". Why the cards: "runs A–A" alone left a learner to work out that only the K
    would do."""
    low, high = row
    name, symbol = SUIT_NAMES[suit].lower(), SUIT_SYMBOLS[suit]
    held = (f"holds only the {RANK_CODES[low]}{symbol}" if low == high
            else f"runs {RANK_CODES[low]}–{RANK_CODES[high]}")
    ends = [f"the {RANK_CODES[r]}{symbol}" for r in (low - 1, high + 1) if 2 <= r <= 14]
    if not ends:
        return f"the {name} row is complete"
    return f"the {name} row {held}, so only {' or '.join(ends)} fits it"


def rows_of(table: int) -> list[list[int] | None]:
    """Per suit (C D H S) the row's lowest and highest rank on the table, or None if not open."""
    out: list[list[int] | None] = []
    for s in range(4):
        lane = table >> (16 * s) & 0xFFFF
        if not lane:
            out.append(None)
        else:
            out.append([(lane & -lane).bit_length() - 1, lane.bit_length() - 1])
    return out


class DominoesMixin:
    """The "dominoes" stage of a Barbu hand, mixed into the Barbu state before the trick-game
    base (whose ``_finish_deal`` ends the hand)."""

    declarer: int
    hands: list[int]
    voids: list[int]
    turn: int
    stage: str
    start_rank: int
    table: int
    open: int
    out: tuple
    played_by: tuple
    #: bit p set: position p's latest move in the rows was a pass (its plate says so)
    passed: int
    may_pass_first: bool
    controller: list[int]
    deal_log: object

    def _start_dominoes(self, events: list) -> None:
        self.stage = "dominoes"
        self.table = 0
        self.open = open_cards(0, self.start_rank)
        self.out = ()
        self.played_by = (0, 0, 0, 0)
        self.passed = 0
        self.may_pass_first = True
        self.turn = self.declarer
        self._set_to_act()
        events.append(PhaseChanged("dominoes", f"Dominoes from {RANK_CODES[self.start_rank]}: "
                                   "play a card that opens a row or extends one; first out wins."))

    def _domino_playable(self) -> int:
        return self.hands[self.turn] & self.open

    def _domino_actions(self) -> list[Action]:
        out = plays_of(self.hands[self.turn] & self.open)
        if not out or (self.turn == self.declarer and self.may_pass_first):
            out.append(PASS)
        return out

    def _domino_reason(self, action: Action) -> str | None:
        codec = FRENCH
        playable = self._domino_playable()
        if action.type == "pass":
            if playable and not (self.turn == self.declarer and self.may_pass_first):
                return (f"You must play when you can: {codec.list_short(playable)} "
                        f"{'fits' if playable.bit_count() == 1 else 'fit'} a row.")
            return None
        if action.type != "play":
            return "In Dominoes you play a card to a row, or pass if none fits."
        c = action.card
        if not isinstance(c, int) or c < 0 or c >= 64 or not (self.DECK >> c) & 1:
            return "That is not a card of this game."
        if not (self.hands[self.turn] >> c) & 1:
            return f"You do not hold the {codec.short(c)}."
        if self.open >> c & 1:
            return None
        suit = c >> 4
        row = rows_of(self.table)[suit]
        name = SUIT_NAMES[suit].lower()
        start = RANK_CODES[self.start_rank] + SUIT_SYMBOLS[suit]
        if row is None:
            return (f"The {codec.short(c)} does not fit a row: the {name} row is not open yet; "
                    f"the {start} opens it.")
        return f"The {codec.short(c)} does not fit a row: {row_words(row, suit)}."

    def _apply_domino(self, action: Action, events: list) -> None:
        pos = self.turn
        player = self.controller[pos]
        if action.type == "pass":
            if not (pos == self.declarer and self.may_pass_first):
                self.voids[pos] |= self.open
            self.passed |= 1 << pos
            events.append(Announced(player, action, "passes"))
        else:
            c = action.card
            bit = 1 << c
            self.passed &= ~(1 << pos)
            self.hands[pos] ^= bit
            self.table |= bit
            pb = list(self.played_by)
            pb[pos] |= bit
            self.played_by = tuple(pb)
            self.open = open_cards(self.table, self.start_rank)
            events.append(CardPlayed(player, pos, c))
            if not self.hands[pos]:
                self.out = (*self.out, pos)
                place = PLACE_WORDS[len(self.out) - 1]
                events.append(Announced(player, action, f"goes out {place} "
                                        f"({signed(DOMINO_SCORES[len(self.out) - 1])})"))
        if pos == self.declarer:
            self.may_pass_first = False
        if len(self.out) >= 3:
            self._finish_deal(events)
            return
        nxt = (pos + 1) % 4
        while not self.hands[nxt]:
            nxt = (nxt + 1) % 4
        self.turn = nxt
        self._set_to_act()

    def domino_order(self) -> list[int]:
        """Finishing order once the hand is over: the three who went out, then the last."""
        last = [p for p in range(4) if p not in self.out]
        return list(self.out) + last

    def _domino_view(self, v: dict) -> None:
        v["table"] = self.table
        v["open"] = self.open if self.stage == "dominoes" else 0
        v["rows"] = rows_of(self.table)
        v["out"] = list(self.out)
        v["played_by"] = list(self.played_by)
        v["passed"] = self.passed
        v["may_pass_first"] = self.may_pass_first
        v["row_cards"] = self.table if self.stage == "dominoes" else None

    def _domino_restore(self, view: BarbuView) -> None:
        self.table = view.table
        self.out = tuple(view.out)
        self.played_by = tuple(view.played_by)
        self.passed = view.passed
        self.may_pass_first = view.may_pass_first
        self.open = open_cards(self.table, self.start_rank) if self.start_rank else 0
