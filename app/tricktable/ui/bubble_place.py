"""Where a seat's speech bubble lies on the felt, measured from what is drawn there now.

Why a module of its own: :mod:`table_felt` had reached the 600 lines a module may have; this
gathers what a bubble keeps clear of (the panel, the toast, a tip, the other plates and
hands, the rows, the face-up cards) from the scene and asks ``presentation.felt_places``
where it goes; it decides no rule.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from ..presentation import felt_places as fpl
from ..presentation import zorder
from ..presentation.plane import Rect
from .seat_plate import FeltLabel


def place_bubble(felt, b: FeltLabel, pos: int) -> None:
    """``b``, the words of the seat at ``pos``, beside that seat's plate on ``felt`` (a
    ``TableFelt``), clear of the decision panel and the toast as they are now, and of the
    face-up cards of the stock and the trick (``fpl.bubble_place``). The person's own words,
    where no free felt lies by their plate, go over their own trick's place while it is
    empty (``fpl.over_own_trick``), with a tail pointing down to their hand; where that is
    taken too they are not shown: their plate and the status line say what they did, and
    elsewhere the words read as another's."""
    model = felt.model
    lay = model.lay
    seat = lay.seat(pos)
    w, h = b.size()
    plate = next((pl for pl in felt.plates if pl.position == pos), None)
    r = plate.sceneBoundingRect().adjusted(3, 3, -3, -3) if plate is not None else None
    at = _rect(r) if r is not None else seat.plate
    avoid = [_rect(item.sceneBoundingRect())
             for item in (felt.panel_proxy, felt.toast, *felt.keep_clear) if item.isVisible()]
    others = [_rect(pl.sceneBoundingRect()) for pl in felt.plates if pl.position != pos]
    others += [s.hand for s in lay.seats if s.position != pos]
    # Barbu's Dominoes rows: North's "passes" lay over the clubs row's 6 to 8; grown by the
    # bubble's drawn edge and shadow (4 px about, 6 below), which lay over a row's cards
    others += [_rect(item.sceneBoundingRect().adjusted(-4, -6, 4, 4)) for item in model.dominoes]
    cards = felt.face_up_cards()
    x, y, over = fpl.bubble_place(lay, seat.side, at, w, h, avoid, others, seat.hand, cards)
    b.set_tail(0.0)
    b.setPos(x, y)
    shown = seat.side != "bottom" or fpl.reads_as_its_own(
        _rect(b.sceneBoundingRect()), at,
        [_rect(pl.sceneBoundingRect().adjusted(3, 3, -3, -3)) for pl in felt.plates
         if pl.position != pos and pl.isVisible()])
    if not shown and not any(item.position == pos for item in model.trick.items):
        # its drawn edge and shadow too (``FeltLabel.boundingRect``: 4 px about, 6 below),
        # and a tail pointing down to the person's hand: lying away from their plate, the
        # words floated mid-felt and did not read as theirs
        tail = fpl.own_tail(h)
        spot = fpl.over_own_trick(lay, seat.trick.bounds(), w + 8, h + 10 + tail,
                                  [*avoid, *others, at, seat.hand, *cards])
        if spot is not None:
            b.set_tail(tail)
            b.setPos(spot[0], spot[1] - tail / 2 - 1)
            over, shown = False, True
    b.setZValue(zorder.BUBBLE_OVER_PANEL if over else zorder.BUBBLE)
    b.setVisible(shown)


def _rect(r: QRectF) -> Rect:
    return Rect(r.x(), r.y(), r.width(), r.height())
