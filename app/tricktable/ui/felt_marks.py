"""The felt's marks that name what lies on it: the stock's name under its cards and each
Dominoes row's suit sign, and the face-up cards the speech bubbles keep clear of.

Why a module of its own: :mod:`table_felt` had reached the 600 lines a module may have; these
are placed from the table model's piles and layout alone, after every new layout and every
refresh of the plates, and need nothing else of the felt. Mixed into ``TableFelt``.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from ..presentation import felt_places as fpl
from ..presentation import row_labels as rl
from ..presentation import zorder
from ..presentation.plane import Rect, bounds_of
from .seat_plate import MEASURE, FeltLabel
from .table_model import TableModel


class FeltMarks:
    """The stock's name and the rows' signs of a ``TableFelt`` (its ``model``, ``scene``,
    ``plates`` and ``badge``)."""

    model: TableModel
    scene: QGraphicsScene
    plates: list
    badge: FeltLabel
    #: each Dominoes row's suit sign before it (``place_row_labels``)
    row_labels: list[FeltLabel]

    def stock_label_item(self) -> FeltLabel:
        """The stock's name on the felt (``place_stock_label``), made when first asked for."""
        label: FeltLabel | None = getattr(self, "_stock_label", None)
        if label is None:
            label = self._stock_label = FeltLabel("badge")
            # over the stock's cards where it lies on them (no room under them), under the trick
            label.setZValue(zorder.TRICK - 1)
            label.hide()
            self.scene.addItem(label)
        return label

    def place_stock_label(self) -> None:
        """The stock's name (the game's words, ``fpl.stock_label``) under its cards while
        they lie in their corner, clear of hands' cards, plates, badge and trick: slid along
        them past a hand's column under them, else beside them, over their lower edge only
        where nothing else is clear (``fpl.stock_label_centre``), on a solid backing; none
        while the stock is empty or examined set by set. Nineteen's stock lay there saying
        nothing of itself."""
        label, m = self.stock_label_item(), self.model
        view = m.view_now()
        words = fpl.stock_label(view.game) if view else ""
        places = m.stock.places(m.lay) if words and len(m.stock) and not m.stock_in_sets() \
            else []
        if not places:
            label.hide()
            return
        lay = m.lay
        label.set_content("", words, lay.font_px * 0.9, lay.info.w)  # small: a pile's name
        label.box = fpl.stock_label_box(label.box)  # read over face-up cards too
        w, h = label.size()
        cards = bounds_of(places) or lay.stock
        # the hands' cards where they come to rest (they may still be on their way)
        hands = [spot.bounds() for pile in m.hands.values() for spot in pile.places(lay)]
        avoid = [lay.trick_area, *hands, *(_rect(i.sceneBoundingRect())
                                           for i in (*self.plates, self.badge) if i.isVisible())]
        # its box and a hair of its soft shadow below it
        x, y = fpl.stock_label_centre(lay, cards, w, h + 2, avoid)
        label.setPos(x, y - 1)
        label.show()

    def place_row_labels(self) -> None:
        """Each Dominoes row's suit sign just before its lowest card, or at the row's left end
        while it is empty (``rl.wanted``), while the rows are built or lie on the table, from
        the hand's start; none outside Dominoes, nor where the layout has no room for them."""
        m = self.model
        wanted = rl.wanted(m.lay, m.view_now(), m.deal_shown,
                           [i.card for i in m.dominoes.items], m.art.four_colour, MEASURE)
        while len(self.row_labels) > len(wanted):
            self.scene.removeItem(self.row_labels.pop())
        while len(self.row_labels) < len(wanted):  # under a card that comes by
            self.row_labels.append(item := FeltLabel("badge"))
            item.setZValue(zorder.TRICK - 1)
            self.scene.addItem(item)
        for item, label in zip(self.row_labels, wanted, strict=True):
            item.prepareGeometryChange()
            item.text, item.box, item.lines = label.sign, label.box, label.lines
            item.invalidate()
            item.setPos(label.cx, label.cy)


    def face_up_cards(self) -> list[Rect]:
        """Where the face-up cards of the centre come to rest: the stock's (Nineteen's sets
        judged, or laid face up for the defenders; a blind turned) and the trick's. A bubble
        keeps clear of them: "Takes set 1: level 1" under North's plate hid the Cavalier of
        the set being judged. A stock card known to the person is face up or turning up."""
        m = self.model
        lay = m.lay
        stock = [p.bounds() for p, item in zip(m.stock.places(lay), m.stock.items, strict=False)
                 if item.face_up or item.card is not None]
        return [*stock, *(p.bounds() for p in m.trick.places(lay))]


def _rect(r: QRectF) -> Rect:
    return Rect(r.x(), r.y(), r.width(), r.height())

