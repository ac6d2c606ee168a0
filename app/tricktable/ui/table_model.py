"""What lies on the table: the piles of card items (each hand, the trick, a trick on its way to
its winner, the stock or window, the Dominoes rows), the layout they lie in, and their
reconciliation with the controller's view.

Why a model apart from the view widget: the steps that animate events (:mod:`table_steps`) and
the widget that shows the scene both work on it, and neither reaches into the other. The model
decides no rule: it shows what the view dict says (which cards, where, face up or down).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QPointF, QTimer, Signal
from PySide6.QtWidgets import QGraphicsScene

from ..engine.cards import iter_cards
from ..engine.view import View
from ..presentation import table_piles as tp
from ..presentation import zorder
from ..presentation.layout import TableLayout, table_area, table_layout
from ..presentation.motion import PLAY_MS
from ..presentation.table_reading import TableReading
from .animations import Motion, run_free, stop_free_animations, together
from .card_item import CardItem
from .pile import Pile

IDLE_SLICE_S = 0.004   # deferred work per idle tick


class TableModel(TableReading, QObject):
    """The piles on the table's scene; see the module docstring. What it reads from the
    controller (the view, who sits where, what each hand shows) is its base class's. Its
    cards' clicks and hovers come out as ``cardClicked`` and ``cardHovered``; ``relaid`` says
    the layout was remade (the rest of the table, plates and panels, follows it); ``cleared``
    that every card left."""

    cardClicked = Signal(object)
    cardHovered = Signal(object, bool)
    relaid = Signal()
    cleared = Signal()

    def __init__(self, scene: QGraphicsScene, controller, art, parent: QObject | None = None
                 ) -> None:
        super().__init__(parent)
        self.scene = scene
        self.controller = controller
        self.art = art
        self.dpr = 1.0
        self.text_scale = 1.0  # the desktop's text size against the usual (the view's)
        self.size = (0, 0)   # the felt's: the view's size
        #: where the table begins on it (``table_area``: a felt too tall or too wide for it)
        self.left = self.top = 0.0
        self.layout: TableLayout | None = None
        self.positions = 4
        self.max_hand = 13
        self.deal_shown = 0   # the deal whose cards are on the table (the view may be ahead)
        self.stock_sets = 0   # cards per set of a stock examined set by set (0: a plain pile)
        self.last_trick: list[tuple[int, int]] = []   # (position, card) in the order played
        self.last_winner = -1
        self.hands: dict[int, Pile] = {}
        self.trick = Pile(lambda lay, items: lay.trick_places([i.position for i in items]),
                          lambda i, _item: zorder.TRICK + i)
        # a trick taken: on its way to its winner, or lying until the next card (instant)
        self.leaving = Pile(lambda lay, items: lay.trick_places([i.position for i in items]),
                            lambda i, _item: zorder.TRICK + i)
        self.stock = Pile(lambda lay, items: self.stock_places(
            lay, len(items), any(i.face_up for i in items)),
                          lambda _i, _item: zorder.HAND)
        self.dominoes = Pile(lambda lay, items: lay.domino_places([i.card for i in items]),
                             lambda _i, item: zorder.domino(item.card))
        #: True while nothing moves: deferred work (folding, warming faces) waits for it
        self.quiet = lambda: True
        self._to_fold: list[CardItem] = []
        self._to_warm: list[int] = []
        self._idle_timer = QTimer(self)
        self._idle_timer.timeout.connect(self._idle_work)

    # ================================================================== piles and items
    def hand(self, pos: int) -> Pile:
        pile = self.hands.get(pos)
        if pile is None:
            pile = self.hands[pos] = Pile(
                lambda lay, items, p=pos: self.hand_places(p, [i.card for i in items]),
                lambda i, _item: zorder.HAND + i)
        return pile

    def piles(self) -> list[Pile]:
        return [*self.hands.values(), self.trick, self.leaving, self.stock, self.dominoes]

    def all_cards(self) -> list[CardItem]:
        return [item for pile in self.piles() for item in pile.items]

    def new_card(self, card: int | None, face_up: bool, height: float, pos: int) -> CardItem:
        item = CardItem(self.art, self.codec, card, face_up, height, self.dpr, pos)
        item.set_at_top(self._at_top(pos))
        item.clicked.connect(self.cardClicked)
        item.hoverChanged.connect(self.cardHovered)
        self.scene.addItem(item)
        return item

    def new_card_at_seat(self, card: int | None, face_up: bool, pos: int, full: bool = False
                         ) -> CardItem:
        """A card that appears at a seat's hand (``full``: at the viewer's size)."""
        lay = self.lay
        item = self.new_card(card, face_up, lay.card_h if full else lay.opp_h, pos)
        item.setPos(QPointF(*lay.seat(pos).anchor))
        return item

    def remove(self, items) -> None:
        """Take items off the scene (freed with their last reference)."""
        for item in items:
            stop_free_animations(self, item)  # a hover lift still running on it
            if item.scene() is self.scene:
                self.scene.removeItem(item)
                stop_free_animations(self, item)  # one its hover leaving started

    def run_free(self, anim) -> None:
        """An animation outside the step queue (a hover lift, a bubble fading), stopped when
        the card it moves leaves the table."""
        run_free(anim, self)

    def clear(self) -> None:
        """Every card off the table."""
        for pile in self.piles():
            self.remove(pile.clear())
        self.hands = {}
        self.cleared.emit()

    # ================================================================== layout
    def relayout(self, width: int | None = None, height: int | None = None) -> None:
        """Remake the layout (a new size, a new table shape, a larger hand) and put every pile
        in it; ``relaid`` tells the rest of the table."""
        if width is not None and height is not None:
            self.size = (width, height)
        view = self.view_now()
        n, viewer, dummies = self.shape(view)
        self.positions = n
        self.left, self.top, width, height = table_area(*self.size, n)
        self.layout = table_layout(n, width, height, viewer=viewer, dummies=dummies,
                                   max_hand=self.max_hand, dpr=self.dpr,
                                   text_scale=self.text_scale, views=self._views(view))
        for item in self.all_cards():
            item.set_dpr(self.dpr)
            item.set_at_top(self._at_top(item.position))
        for pile in self.piles():
            pile.place(self.lay)
        self.relaid.emit()

    def _views(self, view: View | None) -> tuple[int, ...]:
        """The persons' positions at a shared table, whose views the table shows in turn (the
        stock keeps one place in all of them: Nineteen's lay top right in one person's view,
        top left in the next); none at a table with one person."""
        c = self.controller
        if view is None or not getattr(c, "hot_seat", False):
            return ()
        return tuple(sorted({view.seat_of(p) for p in c.human_players()}))

    def _at_top(self, pos: int) -> bool:
        return 0 <= pos < self.lay.positions and self.lay.side_of(pos) == "top"

    def place_extras(self) -> None:
        self.stock.place(self.lay)
        self.dominoes.place(self.lay)

    # ================================================================== reconciliation
    def new_deal(self, view: View) -> None:
        """A deal's cards from its view, without animation (a new deal, a rebuild)."""
        self.clear()
        self.last_trick, self.last_winner = [], -1
        self.deal_shown = view.deal
        self.max_hand = max(13, *view.hand_sizes)
        self.relayout()
        self.sync_hands(view, None)
        self.sync_extras(view)
        self.warm_faces()

    def reconcile(self, view: View, motion: Motion):
        """Make every pile match the view (after a batch of events); returns the animation of
        the hands moving to their new places."""
        if max(view.hand_sizes) > self.max_hand:
            self.max_hand = max(view.hand_sizes)
            self.relayout()
        self.deal_shown = view.deal  # from here on the table shows the view's position
        anim = self.sync_hands(view, motion)
        self.sync_trick(view)
        self.sync_extras(view)
        return anim

    def sync_hands(self, view: View, motion: Motion | None):
        """Every hand shows what the view says (:meth:`hands_wanted`). With ``motion`` the
        cards move to their places (the animation is returned), else they are put there."""
        anims = []
        for p, want, full in self.hands_wanted(view):
            pile = self.hand(p)
            self._sync(pile, want, lambda c, up, p=p, f=full: self.new_card_at_seat(c, up, p, f))
            if motion is None:
                pile.place(self.lay)
            else:
                anims.append(pile.fan(self.lay, motion, PLAY_MS))
        return together(*anims)

    def sync_trick(self, view: View) -> None:
        if [i.card for i in self.trick] == list(view.trick):
            return
        positions = view.trick_positions
        self._sync(self.trick, [(c, True) for c in view.trick],
                   lambda c, _up: self.new_card(c, True, self.lay.card_h, -1))
        for item, pos in zip(self.trick.items, positions, strict=False):
            item.position = pos
        self.trick.place(self.lay)

    def sync_extras(self, view: View) -> None:
        """The stock or window pile, and the Dominoes rows, as the view describes them."""
        want, self.stock_sets = tp.stock_wanted(view)
        height = self.lay.opp_h
        self._sync(self.stock, want, lambda c, up: self.new_card(c, up, height, -1))
        height = self.lay.domino_card_h
        self._sync(self.dominoes, tp.dominoes_wanted(view),
                   lambda c, _up: self.new_card(c, True, height, -1))
        self.place_extras()

    def turn_stock(self, view: View, motion: Motion):
        """The stock's face-down cards that the view now shows face up turn over where they
        lie (``tp.turned_up``); the animation, None when none turns. A step showing words
        calls it before it shows them: Nineteen's "Lays set 1 face up and looks at set 2"
        stood beside a set still face down until the batch's end, and its bubble lay over
        the set it laid face up."""
        if view.deal != self.deal_shown:
            return None
        items = self.stock.items
        want, _sets = tp.stock_wanted(view)
        anims = []
        for i, card in tp.turned_up([(item.card, item.face_up) for item in items], want):
            items[i].set_card(card, face_up=False)
            anims.append(motion.flip(items[i], True))
        return together(*anims)

    def _sync(self, pile: Pile, want: list[tp.Wanted], make) -> None:
        """Reconcile ``pile`` with ``want``; the items it no longer holds leave the scene."""
        self.remove(pile.reconcile(want, make)[1])

    # ================================================================== deferred work
    def fold_all(self, now: bool = False) -> None:
        """Everything at rest: rotations go into pre-rotated pixmaps (a blit per frame instead
        of resampling). Done a few cards per idle tick (each costs a smooth rotation of its
        pixmap), so the GUI thread is never held for long; ``now`` does it at once."""
        self._to_fold = [i for i in self.all_cards() if i.rotation()]
        if now:
            for item in self._to_fold:
                item.fold()
            self._to_fold = []
        elif self._to_fold and not self._idle_timer.isActive():
            self._idle_timer.start(0)

    def warm_faces(self) -> None:
        """After a deal: draw every card face of the pack at trick size in idle time, so an
        opponent's card turning over mid-flight costs no drawing then."""
        view = self.view_now()
        self._to_warm = list(iter_cards(view.deck if view is not None else 0))
        if self._to_warm and not self._idle_timer.isActive():
            self._idle_timer.start(0)

    def _idle_work(self) -> None:
        """A few milliseconds of deferred work: folding cards at rest, then drawing the faces
        of this deal's cards at trick size ahead of their first appearance."""
        end = time.perf_counter() + IDLE_SLICE_S
        while time.perf_counter() < end and self.quiet():
            if self._to_fold:
                item = self._to_fold.pop()
                if item.scene() is self.scene:
                    item.fold()
            elif self._to_warm:
                card = self._to_warm.pop()
                self.art.pixmap(card, self.codec, max(8, round(self.lay.trick_place(0).height)),
                                self.dpr)
            else:
                break
        if not self.quiet() or not (self._to_fold or self._to_warm):
            self._idle_timer.stop()

