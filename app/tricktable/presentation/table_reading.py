"""What the table reads from the controller, without Qt: the view now, the players' names, the
card codec, who sits at the bottom and who plays each hand, the table's shape for the layout,
where a hand's cards and the stock lie, what each hand shows, and which hand the person plays
from now.

Why apart from the table's model (``ui/table_model.py``, which takes these as a base class):
these are questions about the game and the layout, answered the same with or without a window;
the model only turns the answers into card items. The controller is asked through the few
methods every controller has (``view()``, ``seats``, ``rules``, ``viewer``, ``hands_shown()``,
``human_to_act()``).
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import FRENCH, suit_of
from ..engine.view import View, display_order
from . import dummy_columns as dc
from . import panel_state as ps
from . import table_piles as tp
from .layout import CardPlace, TableLayout


class TableReading:
    """The table's reading of its ``controller``; the subclass keeps ``layout`` (None until
    the first one is made), ``positions`` (of the table's shape while there is no view) and
    ``stock_sets`` (cards per set of a stock examined set by set; 0: a plain pile)."""

    controller: Any
    layout: TableLayout | None
    positions: int
    stock_sets: int

    @property
    def codec(self):
        rules = getattr(self.controller, "rules", None)
        return rules.codec if rules is not None else FRENCH

    @property
    def lay(self) -> TableLayout:
        assert self.layout is not None
        return self.layout

    def view_now(self) -> View | None:
        return self.controller.view()

    def names(self) -> list[str]:
        names = getattr(self.controller, "names", None)
        if callable(names):  # the controller's: a shared table names a "You" by their seat
            return names()
        return [s.name for s in getattr(self.controller, "seats", [])]

    def bottom_position(self, view: View | None = None) -> int:
        """The viewer's own position, at the bottom of the table."""
        return tp.bottom_position(view or self.view_now(), getattr(self.controller, "viewer", 0))

    def player_of(self, pos: int) -> int:
        return tp.player_of(self.view_now(), pos)

    def shape(self, view: View | None) -> tuple[int, int, tuple[int, ...]]:
        """The table's shape for the layout: positions, the viewer's, and the dummies'."""
        return tp.table_shape(view, self.bottom_position(view)) if view else (self.positions, 0, ())

    def new_shape(self, view: View) -> bool:
        """The view's table has another shape than the layout's (no layout yet: it has)."""
        lay = self.layout
        return lay is None or self.shape(view) != (lay.positions, lay.viewer, lay.dummies)

    def hand_places(self, pos: int, cards: list[int | None]) -> list[CardPlace]:
        """Places of a hand's ``cards`` (codes in the hand's order, None where not known)."""
        view = self.view_now()
        exposed = bool(view) and tp.is_exposed(view, pos, self.bottom_position(view))
        known = exposed and all(c is not None and c >= 0 for c in cards)
        suits = [suit_of(c) for c in cards] if known else None
        if not known or self.lay.side_of(pos) in ("top", "bottom"):
            return self.lay.hand_places(pos, len(cards), exposed, suits)
        # each card of a dummy at the side keeps the column it was first laid in, the hand
        # laid out as it was exposed, with the cards it has played since (a restart, a record
        # opened in the play: the columns were split anew over the cards left); known by that
        # hand, not by the deal's number (the next game's first deal took the columns of the
        # last one's: one card in a column and eleven in the other)
        whole = display_order([*cards, *tp.played_from(view, pos)], view)
        columns = self.__dict__.setdefault("_first_columns", {})
        key = (pos, frozenset(whole))
        kept = columns.get(key)
        if kept is None:
            laid = self.lay.hand_places(pos, len(whole), exposed, [suit_of(c) for c in whole])
            if len({round(p.x) for p in laid}) == 2:
                kept = columns[key] = frozenset(c for c, p in zip(whole, laid, strict=True)
                                                if round(p.x) == round(laid[0].x))
        if kept is not None:
            # split again as cards leave, to lay the trumps or a suit apart (``dummy_columns``)
            first = dc.first_column(self.lay, pos, suits, sum(1 for c in cards if c in kept))
            return self.lay.hand_places(pos, len(cards), exposed, suits, first)
        return self.lay.hand_places(pos, len(cards), exposed, suits)

    def stock_places(self, lay: TableLayout, count: int,
                     readable: bool = False) -> list[CardPlace]:
        # the stock's sets across the centre while it is bid for and examined: a set looked at
        # (face up to the declarer) and the sets laid face up must be readable; later, cards
        # face up in the stock area too (``readable``)
        return lay.stock_pile_places(count, self.stock_sets if self.stock_in_sets() else 0,
                                     readable)

    def stock_in_sets(self) -> bool:
        """The stock lies set by set across the top of the centre (examined before the play),
        not as a small pile in the top band."""
        view = self.view_now()
        return bool(self.stock_sets) and (view is None or (not view.tricks and not view.trick))

    def landing(self, card: int, pos: int, rows_shown: bool) -> tuple[bool, CardPlace]:
        """Where a card played at ``pos`` comes to rest: whether it joins the Dominoes rows
        (``rows_shown``: they lie on the table), and its place. The view may be past the
        Dominoes already (its last card ends the hand): a card played while the rows are on
        the table joins them."""
        view = self.view_now()
        if rows_shown or (view is not None and tp.dominoes_mode(view)):
            return True, self.lay.domino_places([card])[0]
        return False, self.lay.trick_place(pos)

    def deal_origin(self, dealer: int) -> tuple[float, float, float]:
        """Where a new deal's cards fly from: the dealer's seat (x, y), as a pile lying along
        the dealer's side (its rotation)."""
        seat = self.lay.seat(dealer)
        return (*seat.anchor, 90.0 if seat.side in ("left", "right") else 0.0)

    def hands_wanted(self, view: View) -> list[tuple[int, list[tp.Wanted], bool]]:
        """Every hand as the view says it shows: (position, its cards, whether a card new to it
        is at the viewer's size). The viewer's (and exposed) cards face up and in display
        order, hidden hands as the right number of backs; the viewer's hand lies face down
        while a shared device waits to be passed on."""
        bottom = self.bottom_position(view)
        reveal = self.controller.hands_shown()
        return [(p, tp.hand_wanted(view, p, reveal or p != bottom),
                 p == bottom and view.hands[p] is not None) for p in range(len(view.hands))]

    def acting_position(self) -> int | None:
        """The position whose cards the person may play now (None: not their turn)."""
        return ps.acting_position(self.view_now(), self.controller.human_to_act())

    def acting_words(self) -> str | None:
        """Which hand the person plays from now when it is not their own ("the dummy on the
        right"), else None; for the status line and the refusal of a click in the wrong hand."""
        pos = self.acting_position()
        view = self.view_now()
        if pos is None or not view or pos == self.bottom_position(view) or self.layout is None:
            return None
        return ps.acting_words(view, pos, self.lay.seat(pos).side, self.names())
