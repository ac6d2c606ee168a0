"""What one player may know of a game, as a typed object: the contract between a game and
everything that reads positions from a player's seat (the computer players, the coach, the table).

Why a dataclass: the fields every game shares (the piles as the viewer sees them, who is to act,
the scores, the phase) have one name and one type for every game, so the table and the search read
them without knowing the game; what only one game has lives in that game's subclass
(``games/<game>_view.py``), typed too. A view holds plain data only (ints as card masks, lists,
strings), so it pickles to the worker process and a test can compare two views field by field to
prove that a hidden card changes nothing in them.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, NamedTuple


class Announcement(NamedTuple):
    """One thing a player said aloud at the table this deal: a bid or a pass, a call on the
    window, a double, a contra, a declaration, a taking announced.

    Why data and not a sentence: every game fills the same record, so the plates, the deal log
    and the coach read what was said without parsing words, and the names are put in where it
    is shown (``player`` and ``targets`` are player numbers). ``kind`` is the action's type
    (``"bid"``, ``"pass"``, ``"take"``, ``"announce"``, ``"contra"``, ``"double"``,
    ``"redouble"``, ``"declare"``, ``"call"``, ``"choose-contract"``); ``name`` what was named in
    the game's own terms (a bid, a declaration, a kind of taking, a contract; "" for nothing);
    ``card`` a card named (a jack, a called trump; -1 for none); ``targets`` the players it was
    aimed at (a double's, a contra's)."""

    player: int
    kind: str
    name: str = ""
    card: int = -1
    targets: tuple[int, ...] = ()


@dataclass(kw_only=True)
class View:
    """The fields every game's ``State.view(player)`` fills. Cards are bit indices, sets of cards
    are masks; positions are the hands on the table, players the people who score."""

    #: the game's id and its options, written out; every card of its pack (a mask)
    game: str
    options: dict[str, Any]
    deck: int
    #: whose view this is, and the positions whose decisions they make (their own, dummies)
    player: int
    positions: list[int]
    #: who decides for each position now
    controller: list[int]
    #: the deal (or hand) number, its dealer, the phase of the deal ("play", "bid", ...)
    deal: int
    dealer: int
    stage: str
    #: the running totals, one per player
    totals: list[int]
    # ---- the piles as this player sees them
    #: each position's hand: its cards when the viewer sees it, else None (then only its size)
    hands: list[int | None]
    hand_sizes: list[int]
    #: the trick in play (cards in play order from ``leader``), the position that played each
    #: of its cards, the suit led (a mask of its cards; 0: none yet)
    trick: list[int]
    trick_positions: list[int]
    led: int
    leader: int
    #: every finished trick of the deal: (leader, cards in play order, winning position)
    tricks: list[tuple[int, list[int], int]]
    #: the cards each position has taken in tricks, and how many tricks
    taken: list[int]
    trick_counts: list[int]
    #: the suits each position has shown it lacks (a mask of the cards it cannot hold)
    voids: list[int]
    #: the trump cards (a mask) and the trump suit (None: no trumps; 4: the tarot trumps)
    trumps: int
    trump_suit: int | None
    #: the stock or window lying on the table, in order: each card when the viewer sees it
    #: face up, else None (face down); ``stock_sets``: cards per set of a stock looked at set by
    #: set (0: one plain pile)
    stock: list[int | None] = field(default_factory=list)
    stock_sets: int = 0
    #: the cards laid out in rows (Dominoes-like building), None while no rows are being built
    row_cards: int | None = None
    #: cards the viewer just drew into their hand, shown apart until the first trick
    drawn: int = 0
    #: the trumps in display order, lowest first, where they do not rank by card code
    trump_order: tuple[int, ...] = ()
    #: the plain suits' ranks in display order, lowest first, where they do not rank by card code
    #: (Sheepshead's ten above the king): a player sorts a hand by what beats what
    plain_ranks: tuple[int, ...] = ()
    #: the deal's contract in words, where the game has one and it is chosen ("Trump (hearts)")
    contract_title: str | None = None
    #: what the players have said aloud this deal, in the order said (bids, passes, calls,
    #: doubles, contras, declarations, takings announced): public, the same in every view
    announcements: list[Announcement] = field(default_factory=list)
    # ---- seats and turns
    #: the viewer's own position, at the bottom of their table
    seat: int
    #: who sits at each position (None: a dummy, played by a partner)
    seat_player: list[int | None]
    #: the position whose decision is awaited now, and the player who decides (None: game over)
    turn: int
    to_act: int | None
    #: the game is over, and who won
    over: bool
    winners: list[int]

    def fields(self) -> dict[str, Any]:
        """Every field by name, nested data copied: what tests compare and what a leak check
        walks."""
        return asdict(self)

    def owner(self, pos: int) -> int | None:
        """The player sitting at ``pos`` (None: a dummy)."""
        return self.seat_player[pos] if pos < len(self.seat_player) else pos

    def said_by(self, player: int, *kinds: str) -> list[Announcement]:
        """What ``player`` has said this deal, in order (only these ``kinds`` when given)."""
        return [a for a in self.announcements
                if a.player == player and (not kinds or a.kind in kinds)]

    def seat_of(self, player: int) -> int:
        """The position where ``player`` sits."""
        return self.seat_player.index(player) if player in self.seat_player else player


def cards_played(view: Any) -> int:
    """Every card already out of the hands: taken in tricks or lying in the current trick. Of a
    ``View`` or of any smaller view with the same ``taken`` and ``trick`` (a playout's)."""
    played = 0
    for t in view.taken:
        played |= t
    for c in view.trick:
        played |= 1 << c
    return played


#: suits left to right in a hand, alternating colours: ♠ ♥ ♣ ♦ (rotated so trumps come last)
SUIT_CYCLE = (3, 2, 0, 1)


def display_order(cards: list[int], view: View) -> list[int]:
    """Display order of a face-up hand: suits alternate in colour, trumps at the right. Here
    beside the view rather than with the table, because the deal review (the coach) shows the
    hands as dealt in the same order as the table shows them."""
    trumps = view.trumps
    ts = view.trump_suit
    cycle = list(SUIT_CYCLE)
    if isinstance(ts, int) and ts in cycle:
        i = cycle.index(ts)
        cycle = cycle[i + 1:] + cycle[:i + 1]
    # a game whose cards do not rank by card code (Sheepshead) gives their order
    order = {c: i for i, c in enumerate(view.trump_order)}
    ranks = {r: i for i, r in enumerate(view.plain_ranks)}

    def key(c: int) -> tuple[int, int]:
        if trumps >> c & 1:
            return (5, order.get(c, c))
        s = c >> 4 if c < 64 else 4
        return (cycle.index(s) if s < 4 else 4, ranks.get(c & 15, c & 15) if s < 4 else c)

    return sorted(cards, key=key)


__all__ = ["SUIT_CYCLE", "Announcement", "View", "cards_played", "display_order"]
