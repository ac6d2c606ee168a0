"""What lies on the table according to a view, as plain data: which cards each pile shows (face
up or down, in display order), who sits where, and the table's shape for the layout.

Why Qt-free: this is the part of the table that reads the games' views (whose keys differ by
game), so it is kept beside the other presentation code and checked without a window; the
table's model (``ui/table_model.py``) only turns these lists into card items.
"""

from __future__ import annotations

from ..engine.cards import iter_cards

#: suits left to right in a hand, alternating colours: ♠ ♥ ♣ ♦ (rotated so trumps come last)
SUIT_CYCLE = (3, 2, 0, 1)
#: one wanted card: its code (None: unknown to the viewer) and whether it lies face up
Wanted = tuple[int | None, bool]
SIDE_WORDS = {"left": "on the left", "right": "on the right", "top": "opposite you",
              "bottom": "in front of you"}


def bottom_position(view: dict | None, viewer: int = 0) -> int:
    """The viewer's own position, at the bottom of the table: the seat the view names (a game
    where a player also plays a dummy lists both among its ``positions``), else the first
    position the viewer plays, else ``viewer``."""
    if view and isinstance(view.get("seat"), int):
        return view["seat"]
    if view and view.get("positions"):
        return view["positions"][0]
    return viewer


def seat_owner(view: dict, pos: int) -> int | None:
    """The player who sits at ``pos`` (None: a dummy). Positions are players unless the view
    says otherwise (``seat_player``: Nineteen for two or three)."""
    owners = view.get("seat_player")
    if isinstance(owners, list) and pos < len(owners):
        return owners[pos]
    return pos


def seat_of(view: dict, player: int) -> int:
    """The position where ``player`` sits (for a bubble beside their own plate)."""
    owners = view.get("seat_player")
    if isinstance(owners, list) and player in owners:
        return owners.index(player)
    return player


def player_of(view: dict | None, pos: int) -> int:
    """Who plays the cards at ``pos`` now (a dummy's are played by its partner)."""
    if view and pos < len(view.get("controller", [])) and view["controller"][pos] is not None:
        return view["controller"][pos]
    return pos


def is_exposed(view: dict, pos: int, bottom: int) -> bool:
    """A hand other than the viewer's that the viewer sees (a dummy's)."""
    return pos != bottom and view["hands"][pos] is not None


def table_shape(view: dict, bottom: int) -> tuple[int, int, tuple[int, ...]]:
    """The table's shape for the layout: positions, the viewer's, and the dummies'."""
    n = len(view["hands"])
    ctrl = view.get("controller", list(range(n)))
    dummies = tuple(p for p in range(n) if p != bottom
                    and (ctrl[p] != p or view["hands"][p] is not None))
    return n, bottom, dummies


def sort_cards(cards: list[int], view: dict) -> list[int]:
    """Display order of a face-up hand: suits alternate in colour, trumps at the right."""
    trumps = view.get("trumps", 0) or 0
    ts = view.get("trump_suit")
    cycle = list(SUIT_CYCLE)
    if isinstance(ts, int) and ts in cycle:
        i = cycle.index(ts)
        cycle = cycle[i + 1:] + cycle[:i + 1]
    # a game whose trumps do not rank by card code (Sheepshead) gives their order
    order = {c: i for i, c in enumerate(view.get("trump_order") or ())}

    def key(c: int) -> tuple[int, int]:
        if trumps >> c & 1:
            return (5, order.get(c, c))
        s = c >> 4 if c < 64 else 4
        return (cycle.index(s) if s < 4 else 4, c)

    return sorted(cards, key=key)


def hand_wanted(view: dict, pos: int, up: bool) -> list[Wanted]:
    """A hand as it shows: its known cards in display order (face up when ``up``), or as many
    backs as it holds."""
    mask = view["hands"][pos]
    if mask is None:
        return [(None, False)] * view["hand_sizes"][pos]
    return [(c, up) for c in sort_cards(list(iter_cards(mask)), view)]


def stock_on_table(view: dict) -> list[int | None] | None:
    """A stock dealt in slots (Nineteen): the cards still lying on the table, each face up
    (its card) when the viewer has seen it (a set laid face up for all, the set the declarer
    looks at for them only) or face down (None). None when the view has no such stock."""
    known, owner = view.get("stock_known"), view.get("slot_owner")
    if not isinstance(known, list) or not isinstance(owner, list):
        return None
    face_up = view.get("face_up") or 0
    if view.get("stock_resolved") and not face_up:
        return []  # drawn, or gone unseen to the defenders (a Solo)
    out: list[int | None] = []
    for i, card in enumerate(known):
        if i < len(owner) and owner[i] >= 0:
            continue  # in a player's hand
        if view.get("stock_resolved") and not face_up >> i & 1:
            continue  # unseen cards counting for the defenders: off the table
        out.append(card)
    return out


def stock_wanted(view: dict) -> tuple[list[Wanted], int]:
    """The stock or window on the table (each card face up when known to the viewer), and the
    cards per set of a stock examined set by set (0: a plain pile)."""
    shown = view.get("window") if isinstance(view.get("window"), list) else None
    count = view.get("window_size", view.get("stock_size", 0)) or 0
    if view.get("window_player") is not None:
        # taken: the window's cards are in the taker's hand (and then discarded or played),
        # not on the table; nobody took it (The Least): it stays face down where it lies
        shown, count = None, 0
    want: list[int | None] = list(shown) if shown else [None] * int(count)
    stock = stock_on_table(view)
    if stock is not None:
        want = stock
    sets = int(view.get("set_size") or 0) if stock is not None else 0
    return [(c, c is not None) for c in want], sets


def dominoes_mode(view: dict) -> bool:
    """The Dominoes rows are being built (Barbu): played cards join them, not a trick."""
    return view.get("stage") == "dominoes" and isinstance(view.get("table"), int)


def dominoes_wanted(view: dict) -> list[Wanted]:
    """The cards of the Dominoes rows, face up, while the rows are being built."""
    table = view.get("table") if dominoes_mode(view) else 0
    return [(c, True) for c in iter_cards(table or 0)]


def last_trick(view: dict) -> tuple[list[tuple[int, int]], int]:
    """The last completed trick as (position, card) in the order played, and its winner."""
    tricks = view.get("tricks") or []
    if not tricks:
        return [], -1
    leader, cards, winner = tricks[-1]
    n = len(view["hands"])
    return [((leader + i) % n, c) for i, c in enumerate(cards)], winner
