"""What a Barbu player may know beyond the shared view fields.

Why its own module: the rules are split over three modules (contracts, doubling, Dominoes) and all
three add to the view; the view is the contract the computer player, the words and the table read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.view import View


@dataclass(kw_only=True)
class BarbuView(View):
    """A Barbu view: the declarer's contract, the doubles, the bookkeeping of the whole game (which
    contracts each declarer has used, doubles owed), and the Dominoes rows."""

    declarer: int
    #: who declared the game's first hand (the order of declarers follows from it)
    first_declarer: int
    #: the contract's name ("no-queens", ... "dominoes"), None while it is being chosen (its
    #: title is the shared ``contract_title``); Trump's suit letter; Dominoes' starting rank
    #: (the rank's number within its suit, as in a card code; 0 before Dominoes is chosen)
    contract: str | None
    contract_trump: str | None
    start_rank: int
    #: the doubles of this hand: [from, to, redoubled]; who still has to decide on doubling
    doubles: list[list]
    queue: list[int]
    #: per player, the contracts they have declared
    used: list[list[str]]
    #: which of a declarer's seven hands this is (0-6), and the doubles each player made in
    #: this declarer's block of hands (a mask of targets)
    block_hand: int
    block_doubles: list[int]
    #: per player, the doubles still owed to the declarer, and whether a double is forced now
    owed: list[int]
    forced: list[bool]
    #: the contract's own scores so far, before doubles
    raw: list[int]
    #: the strict trump rule (play your highest trump when overtrumping)
    strict_trumps: bool
    # ---- Dominoes
    #: the cards laid in the rows, the cards that may be laid now, per suit the row's
    #: [lowest, highest] rank (None: not open), the order players went out, per position the
    #: cards it has laid, whether the first player may pass
    table: int
    open: int
    rows: list[Any]
    out: list[int]
    played_by: list[int]
    #: bit p set: position p's latest move in the rows was a pass
    passed: int
    may_pass_first: bool
