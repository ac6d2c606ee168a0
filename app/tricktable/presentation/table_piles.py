"""What lies on the table according to a view, as plain data: which cards each pile shows (face
up or down, in display order), who sits where, and the table's shape for the layout.

Why Qt-free: this is the part of the table that reads the players' views (only the fields every
game shares, ``engine.view.View``), so it is kept beside the other presentation code and checked
without a window; the table's model (``ui/table_model.py``) only turns these lists into card
items.
"""

from __future__ import annotations

from ..engine.cards import iter_cards
from ..engine.view import View, display_order

#: one wanted card: its code (None: unknown to the viewer) and whether it lies face up
Wanted = tuple[int | None, bool]
SIDE_WORDS = {"left": "on the left", "right": "on the right", "top": "opposite you",
              "bottom": "in front of you"}


def bottom_position(view: View | None, viewer: int = 0) -> int:
    """The viewer's own position, at the bottom of the table (``viewer`` while there is no
    view)."""
    return view.seat if view is not None else viewer


def seat_owner(view: View, pos: int) -> int | None:
    """The player who sits at ``pos`` (None: a dummy)."""
    return view.owner(pos)


def seat_of(view: View, player: int) -> int:
    """The position where ``player`` sits (for a bubble beside their own plate)."""
    return view.seat_of(player)


def player_of(view: View | None, pos: int) -> int:
    """Who plays the cards at ``pos`` now (a dummy's are played by its partner)."""
    if view is not None and pos < len(view.controller) and view.controller[pos] is not None:
        return view.controller[pos]
    return pos


def is_exposed(view: View, pos: int, bottom: int) -> bool:
    """A hand other than the viewer's that the viewer sees (a dummy's)."""
    return pos != bottom and view.hands[pos] is not None


def table_shape(view: View, bottom: int) -> tuple[int, int, tuple[int, ...]]:
    """The table's shape for the layout: positions, the viewer's, and the dummies'."""
    n = len(view.hands)
    ctrl = view.controller
    dummies = tuple(p for p in range(n) if p != bottom
                    and (ctrl[p] != p or view.hands[p] is not None))
    return n, bottom, dummies


def hand_wanted(view: View, pos: int, up: bool) -> list[Wanted]:
    """A hand as it shows: its known cards in display order (face up when ``up``), or as many
    backs as it holds."""
    mask = view.hands[pos]
    if mask is None:
        return [(None, False)] * view.hand_sizes[pos]
    return [(c, up) for c in display_order(list(iter_cards(mask)), view)]


def stock_wanted(view: View) -> tuple[list[Wanted], int]:
    """The stock or window on the table (each card face up when known to the viewer), and the
    cards per set of a stock examined set by set (0: a plain pile)."""
    return [(c, c is not None) for c in view.stock], view.stock_sets


def turned_up(shown: list[Wanted], want: list[Wanted]) -> list[tuple[int, int]]:
    """The cards of a pile lying face down (``shown``, as it lies) that the view now has face
    up where they lie (``want``), as (index, card): a stock's set laid face up turns over in
    place as its declarer says so. None unless the pile holds the cards it is to hold, each
    face-up one where it was (a card come or gone waits for the pile's reconciliation)."""
    if len(shown) != len(want):
        return []
    turns = []
    for i, ((card, up), (new, new_up)) in enumerate(zip(shown, want, strict=True)):
        if up and (card, up) != (new, new_up):
            return []
        if not up and card is None and new_up and new is not None:
            turns.append((i, new))
    return turns


def dominoes_mode(view: View) -> bool:
    """Rows are being built (Barbu's Dominoes): played cards join them, not a trick."""
    return view.row_cards is not None


def dominoes_wanted(view: View) -> list[Wanted]:
    """The cards of the rows, face up, while the rows are being built."""
    return [(c, True) for c in iter_cards(view.row_cards or 0)]


def played_from(view: View, pos: int) -> list[int]:
    """The cards played from ``pos`` in the deal so far: its tricks and the trick under way."""
    n = len(view.hands)
    out = [c for leader, cards, _w in view.tricks for i, c in enumerate(cards)
           if (leader + i) % n == pos]
    return out + [c for c, p in zip(view.trick, view.trick_positions, strict=False) if p == pos]


def last_trick(view: View) -> tuple[list[tuple[int, int]], int]:
    """The last completed trick as (position, card) in the order played, and its winner."""
    return last_of(view.tricks, len(view.hands))


def last_of(tricks, positions: int) -> tuple[list[tuple[int, int]], int]:
    """The last of ``tricks`` ((leader, cards, winner), as a view and a deal's log keep them)
    as (position, card) in the order played, and its winner; ([], -1) when there is none."""
    if not tricks:
        return [], -1
    leader, cards, winner = tricks[-1]
    return [((leader + i) % positions, c) for i, c in enumerate(cards)], winner
