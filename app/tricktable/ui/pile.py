"""A pile: card items that lie together on the table (a hand, the trick, the stock, the Dominoes
rows, a trick on its way to its winner).

Why piles: the table used to keep its cards in five parallel lists, each cleared, searched and
placed by hand in several places. A pile owns its items in display order, knows where they lie
(a function of the layout, from :mod:`tricktable.presentation.layout`) and how they stack, and is
reconciled with what a view says should lie there, reusing the items it already has so that a
card that stays is never drawn again. After KDE's card scenes, where cards are sent to piles and
each pile lays them out; no code is shared with them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF
from PySide6.QtGui import QTransform

from ..presentation.layout import CardPlace, TableLayout
from ..presentation.table_piles import Wanted
from .animations import Motion, together
from .card_item import CardItem

#: where a pile's items lie at a layout: one place per item, in order
Placer = Callable[[TableLayout, list[CardItem]], list[CardPlace]]
#: the z-value of the item at an index of the pile
Stacker = Callable[[int, CardItem], float]


def put(item: CardItem, place: CardPlace, z: float) -> None:
    """Place a card at rest: whole pixels, and a quarter-turned card (the opponents' fans)
    turned in its pixmap, so that painting it is a plain blit. A card the pointer lifts keeps
    its lift."""
    item.unfold()
    item.setScale(1.0)
    item.setTransform(QTransform())
    item.set_height(place.height)
    item.setPos(round(place.x), round(place.y))
    item.setRotation(place.rotation)
    item.setOpacity(1.0)
    item.setZValue(z)
    if item.lift and not (item.hovered and item.interactive):
        item.lift = 0.0
    item.fold()


def at_place(item: CardItem, place: CardPlace) -> bool:
    """True when the item already lies at ``place`` (nothing to animate)."""
    return (abs(item.x() - place.x) < 1.0 and abs(item.y() - place.y) < 1.0
            and abs((item.visual_rotation() - place.rotation + 180) % 360 - 180) < 0.1
            and item.opacity() == 1.0 and item.scale() == 1.0)


class Pile:
    """Card items in display order, placed by ``placer`` and stacked by ``stacker``."""

    def __init__(self, placer: Placer, stacker: Stacker) -> None:
        self.items: list[CardItem] = []
        self.placer = placer
        self.stacker = stacker

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self):
        return iter(self.items)

    def places(self, lay: TableLayout) -> list[CardPlace]:
        return self.placer(lay, self.items)

    def place(self, lay: TableLayout) -> None:
        """Every item at its place, at rest, without animation."""
        for i, (item, spot) in enumerate(zip(self.items, self.places(lay), strict=False)):
            put(item, spot, self.stacker(i, item))

    def fan(self, lay: TableLayout, motion: Motion, duration: int):
        """Move the items to their places: the animation, or None when they are there (or
        ``duration`` is 0 or the speed instant: then they are put there at once)."""
        anims = []
        for i, (item, spot) in enumerate(zip(self.items, self.places(lay), strict=False)):
            z = self.stacker(i, item)
            item.setZValue(z)
            if abs(item.height - spot.height) > 0.5:
                item.setScale(1.0)
                item.set_height(spot.height)
            if duration <= 0 or motion.instant:
                put(item, spot, z)
            elif not at_place(item, spot):
                anims.append(motion.move(item, duration, pos=QPointF(spot.x, spot.y),
                                         rotation=spot.rotation, opacity=1.0))
        return together(*anims)

    def take(self, item: CardItem) -> CardItem:
        self.items.remove(item)
        return item

    def clear(self) -> list[CardItem]:
        """Empty the pile; its items are returned (to be removed from the scene)."""
        out, self.items = self.items, []
        return out

    def reconcile(self, want: list[Wanted], make: Callable[[int | None, bool], CardItem]
                  ) -> tuple[list[CardItem], list[CardItem]]:
        """Make the pile hold ``want`` in that order: an item showing a wanted card on the
        wanted side is kept (any face-down item stands for an unknown card), the others are
        made by ``make``. Returns (the items made, the items left over, now out of the pile)."""
        pool = list(self.items)
        made: list[CardItem] = []
        out: list[CardItem] = []
        for card, up in want:
            if card is None:
                found = next((i for i in pool if not i.face_up), None)
            else:
                found = next((i for i in pool if i.card == card and i.face_up == up), None)
            if found is None:
                found = make(card, up)
                made.append(found)
            else:
                pool.remove(found)
            out.append(found)
        self.items = out
        return made, pool
