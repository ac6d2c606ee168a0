"""The card table: one ``QGraphicsScene`` in a ``QGraphicsView`` that scales with the window.

The view shows the controller's game and sends the person's actions back; it decides no rule.
What may be played comes from ``controller.legal_actions()``, why something may not from
``controller.submit()`` (the engine's ``why_illegal``), and every word and score from the engine's
views and events (through ``describe.py``).

How it keeps in step: the scene holds a *displayed model* (the card items of each hand, of the
trick, of the stock) that is changed one event at a time by the steps of :mod:`table_steps`, each
animating what it changed. After every batch of events the model is reconciled with
``controller.view()``, so whatever an event did not say (a new game, a loaded record, an undo, a
game whose events the table does not know) is still shown right. Geometry comes from
:mod:`layout`, recomputed on every resize: the scene rect is the viewport, so card pixmaps are
made at their exact on-screen size and device pixel ratio.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QImage,
    QPainter,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsProxyWidget,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from ..engine.cards import FRENCH, iter_cards
from ..presentation import describe
from ..presentation.layout import CardPlace, TableLayout, table_layout
from . import zorder
from .action_panel import ActionPanel
from .animations import Motion, StepQueue, stop_free_animations
from .card_item import CardItem
from .seat_plate import FeltLabel, SeatPlate, felt_pixmap
from .summary_card import SummaryCard
from .table_input import TableInput
from .table_steps import Choreographer

TOAST_MS = 3500
IDLE_SLICE_S = 0.004   # deferred work per idle tick
#: suits left to right in a hand, alternating colours: ♠ ♥ ♣ ♦ (rotated so trumps come last)
SUIT_CYCLE = (3, 2, 0, 1)


class _Scene(QGraphicsScene):
    """The scene paints the felt from one cached pixmap (no per-frame gradient)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.felt = QPixmap()
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # items move all the time

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        if not self.felt.isNull():
            dpr = self.felt.devicePixelRatio()
            src = QRectF(rect.x() * dpr, rect.y() * dpr, rect.width() * dpr, rect.height() * dpr)
            painter.drawPixmap(rect, self.felt, src)


class TableView(TableInput, QGraphicsView):
    """The table; see the module docstring. ``animations_idle`` is the controller's idle probe."""

    hintRequested = Signal()
    rulesRequested = Signal(str, str)     # game id, rules page anchor
    playAgainRequested = Signal()

    def __init__(self, controller, art, parent: QWidget | None = None) -> None:
        self.scene_ = _Scene()
        super().__init__(self.scene_, parent)
        self.controller = controller
        self.art = art
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)
        self.setAccessibleName("Card table")

        self.motion = Motion(getattr(controller, "speed", "normal"))
        self.queue = StepQueue(self)
        self.steps = Choreographer(self)
        self.layout_: TableLayout | None = None
        self._size = (0, 0)
        self._dpr = 1.0
        self.hands: dict[int, list[CardItem]] = {}
        self.trick: list[CardItem] = []
        self.leaving: list[CardItem] = []
        self.stock_items: list[CardItem] = []
        self.stock_sets = 0  # cards per set of a stock examined set by set (0: a plain pile)
        self.domino_items: list[CardItem] = []
        self.plates: list[SeatPlate] = []
        self.last_trick: list[tuple[int, int]] = []   # (position, card) in the order played
        self.last_winner = -1
        self.max_hand = 13
        self.positions = 4
        self.selected: set[int] = set()
        self.focus_index = -1
        self.keyboard_used = False
        self.decision: describe.Decision | None = None
        self._decision_root: describe.Decision | None = None  # first step of a two-step choice
        self.summary: describe.Summary | None = None
        self._overlay: list = []
        self._hover: CardItem | None = None
        self._revealed = True
        self._to_fold: list[CardItem] = []
        self._to_warm: list[int] = []
        self._idle_timer = QTimer(self)
        self._idle_timer.timeout.connect(self._idle_work)
        self.deal_shown = 0   # the deal whose cards are on the table (the view may be ahead)

        self.badge = FeltLabel("badge")
        self.badge.setZValue(zorder.PLATE)
        self.scene_.addItem(self.badge)
        self.toast = FeltLabel("toast")
        self.toast.setZValue(zorder.TOAST)
        self.toast.hide()
        self.scene_.addItem(self.toast)
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)

        self.panel = ActionPanel()
        self.panel_proxy: QGraphicsProxyWidget = self.scene_.addWidget(self.panel)
        self.panel_proxy.setZValue(zorder.PANEL)
        self.panel_proxy.hide()
        self.panel.chosen.connect(self._submit)
        self.panel.togglesConfirmed.connect(self._confirm_toggles)
        self.panel.togglesChanged.connect(self._toggles_changed)
        self.panel.discardConfirmed.connect(self._confirm_discard)
        self.panel.rulesRequested.connect(self._rules)
        self.panel.toHand.connect(self._focus_hand)
        self.panel.cancelled.connect(self._clear_selection)
        self.panel.stepped.connect(self._step)
        self.summary_card = SummaryCard()
        self.summary_proxy: QGraphicsProxyWidget = self.scene_.addWidget(self.summary_card)
        self.summary_proxy.setZValue(zorder.SUMMARY)
        self.summary_proxy.hide()
        self.summary_card.nextRequested.connect(self._next_deal)

        self.queue.becameIdle.connect(self._on_idle)
        controller.eventsApplied.connect(self.steps.on_events)
        controller.stateReset.connect(self.rebuild)
        controller.turnChanged.connect(self._on_turn_changed)
        controller.thinking.connect(self._on_thinking)
        controller.passTo.connect(lambda _p: self.rebuild())
        if hasattr(controller, "set_idle_probe"):
            controller.set_idle_probe(self.animations_idle)
        self._apply_layout(max(self.viewport().width(), 640), max(self.viewport().height(), 400))
        self.rebuild()

    # ================================================================== public API
    def set_art(self, art) -> None:
        """New card art (another back, the four-colour deck): every card is repainted."""
        self.art = art
        for item in self.all_cards():
            item.set_art(art)

    def set_speed(self, name: str) -> None:
        self.motion.speed = name if name in ("slow", "normal", "fast", "instant") else "normal"

    def animations_idle(self) -> bool:
        """True when nothing on the table is moving or waiting to move (the controller's probe)."""
        return self.queue.idle()

    def render_to_image(self, width: int, height: int) -> QImage:
        """The whole table drawn at ``width`` x ``height`` (screenshots, tests, the paint bench).
        Pending animations are skipped to their end first, so the image shows the position."""
        width, height = int(width), int(height)
        self.skip_animations()
        self.fold_all(now=True)
        if (width, height) != self._size:
            self._apply_layout(width, height)
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHints(self.renderHints())
        self.scene_.render(painter, QRectF(0, 0, width, height), QRectF(0, 0, width, height))
        painter.end()
        vp = self.viewport()
        if self.isVisible() and (vp.width(), vp.height()) != (width, height):
            self._apply_layout(vp.width(), vp.height())
        return image

    def skip_animations(self) -> None:
        self.motion.forced_instant = True
        try:
            self.queue.skip()
        finally:
            self.motion.forced_instant = False

    # ================================================================== helpers for the steps
    @property
    def codec(self):
        rules = getattr(self.controller, "rules", None)
        return rules.codec if rules is not None else FRENCH

    @property
    def lay(self) -> TableLayout:
        assert self.layout_ is not None
        return self.layout_

    def names(self) -> list[str]:
        return [s.name for s in getattr(self.controller, "seats", [])]

    def view_now(self) -> dict | None:
        return self.controller.view()

    def bottom_position(self, view: dict | None = None) -> int:
        """The viewer's own position, at the bottom of the table: the seat the view names (a
        game where a player also plays a dummy lists both among its ``positions``), else the
        first position the viewer plays."""
        view = view or self.view_now()
        if view and isinstance(view.get("seat"), int):
            return view["seat"]
        if view and view.get("positions"):
            return view["positions"][0]
        return getattr(self.controller, "viewer", 0)

    @staticmethod
    def seat_owner(view: dict, pos: int) -> int | None:
        """The player who sits at ``pos`` (None: a dummy). Positions are players unless the view
        says otherwise (``seat_player``: Nineteen for two or three)."""
        owners = view.get("seat_player")
        if isinstance(owners, list) and pos < len(owners):
            return owners[pos]
        return pos

    def seat_of(self, player: int, view: dict | None = None) -> int:
        """The position where ``player`` sits (for a bubble beside their own plate)."""
        view = view or self.view_now() or {}
        owners = view.get("seat_player")
        if isinstance(owners, list) and player in owners:
            return owners.index(player)
        return player

    def _player_of(self, pos: int) -> int:
        view = self.view_now()
        if view and pos < len(view.get("controller", [])) and view["controller"][pos] is not None:
            return view["controller"][pos]
        return pos

    def all_cards(self) -> list[CardItem]:
        out = [c for items in self.hands.values() for c in items]
        return out + self.trick + self.leaving + self.stock_items + self.domino_items

    def new_card(self, card: int | None, face_up: bool, height: float, pos: int) -> CardItem:
        item = CardItem(self.art, self.codec, card, face_up, height, self._dpr, pos)
        item.clicked.connect(self._card_clicked)
        item.hoverChanged.connect(self._card_hovered)
        self.scene_.addItem(item)
        return item

    def remove_card(self, item: CardItem) -> None:
        if item is self._hover:
            self._hover = None
        stop_free_animations(self, item)  # a hover lift still running on it
        if item.scene() is self.scene_:
            self.scene_.removeItem(item)  # back in Python's hands: freed with its last reference
            stop_free_animations(self, item)  # one its hover leaving started

    def sort_cards(self, cards: list[int], view: dict) -> list[int]:
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

    def is_exposed(self, pos: int, view: dict) -> bool:
        return pos != self.bottom_position(view) and view["hands"][pos] is not None

    def hand_places(self, pos: int, count: int, view: dict | None = None) -> list[CardPlace]:
        view = view or self.view_now()
        exposed = bool(view) and self.is_exposed(pos, view)
        return self.lay.hand_places(pos, count, exposed)

    # ================================================================== layout
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = event.size()
        if size.width() > 0 and size.height() > 0:
            self.skip_animations()
            self._apply_layout(size.width(), size.height())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        handle = self.window().windowHandle()
        if handle is not None and not getattr(self, "_screen_watched", False):
            self._screen_watched = True
            handle.screenChanged.connect(lambda _s: QTimer.singleShot(0, self._check_dpr))
        self._check_dpr()

    def _check_dpr(self) -> None:
        """Pixmaps are made for the screen's device pixel ratio; another screen, new pixmaps."""
        dpr = self.devicePixelRatioF()
        if abs(dpr - self._dpr) > 1e-3:
            self._dpr = dpr
            self._apply_layout(self.viewport().width(), self.viewport().height())

    def _table_shape(self, view: dict | None) -> tuple[int, int, tuple[int, ...]]:
        if not view:
            return self.positions, 0, ()
        n = len(view["hands"])
        viewer = self.bottom_position(view)
        ctrl = view.get("controller", list(range(n)))
        dummies = tuple(p for p in range(n) if p != viewer
                        and (ctrl[p] != p or view["hands"][p] is not None))
        return n, viewer, dummies

    def _apply_layout(self, width: int, height: int) -> None:
        view = self.view_now()
        n, viewer, dummies = self._table_shape(view)
        self.positions = n
        self._size = (width, height)
        self.layout_ = table_layout(n, width, height, viewer=viewer, dummies=dummies,
                                    max_hand=self.max_hand)
        self.scene_.setSceneRect(0, 0, width, height)
        self.scene_.felt = felt_pixmap(width, height, self._dpr)
        self.resetCachedContent()
        for item in self.all_cards():
            item.set_dpr(self._dpr)
        self.place_all()

    def place_all(self) -> None:
        """Put every item where the model says, without animation (after a resize)."""
        lay = self.lay
        view = self.view_now()
        for pos, items in self.hands.items():
            for i, (item, place) in enumerate(zip(items, self.hand_places(pos, len(items), view),
                                                  strict=False)):
                self.put(item, place, zorder.HAND + i)
        for i, item in enumerate(self.trick):
            self.put(item, lay.trick_place(item.position), zorder.TRICK + i)
        self.place_stock_and_dominoes()
        for plate in self.plates:
            if plate.position < len(lay.seats):
                seat = lay.seat(plate.position)
                plate.fit(seat.plate, seat.plate_room, lay.font_px, seat.side == "bottom")
        self.badge.setPos(lay.info.cx, lay.info.cy)
        if view:
            big, small = describe.centre_badge(view)
            self.badge.set_content(big, small, lay.font_px, lay.info.w)
        if self.toast.isVisible():  # re-laid out at the new size, for the time it had left
            self.show_toast(self.toast.text, self.toast.caption,
                            max(1, self._toast_timer.remainingTime()))
        if self.decision is not None:
            self._show_panel(self.decision)
        if self.summary is not None:
            self.show_summary(self.summary)
        if self._overlay:
            self.show_last_trick()

    def put(self, item: CardItem, place: CardPlace, z: float) -> None:
        """Place a card at rest: whole pixels, and a quarter-turned card (the opponents' fans)
        turned in its pixmap, so that painting it is a plain blit."""
        item.unfold()
        item.setScale(1.0)
        item.setTransform(QTransform())
        item.set_height(place.height)
        item.setPos(round(place.x), round(place.y))
        item.setRotation(place.rotation)
        item.setOpacity(1.0)
        item.setZValue(z)
        if item.lift and not (item is self._hover and item.interactive):
            item.lift = 0.0
        item.fold()

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

    def _idle_work(self) -> None:
        """A few milliseconds of deferred work: folding cards at rest, then drawing the faces
        of this deal's cards at trick size ahead of their first appearance."""
        end = time.perf_counter() + IDLE_SLICE_S
        while time.perf_counter() < end and self.queue.idle():
            if self._to_fold:
                item = self._to_fold.pop()
                if item.scene() is self.scene_:
                    item.fold()
            elif self._to_warm:
                card = self._to_warm.pop()
                self.art.pixmap(card, self.codec, max(8, round(self.lay.trick_place(0).height)),
                                self._dpr)
            else:
                break
        if not self.queue.idle() or not (self._to_fold or self._to_warm):
            self._idle_timer.stop()

    def warm_faces(self) -> None:
        """After a deal: draw every card face of the pack at trick size in idle time, so an
        opponent's card turning over mid-flight costs no drawing then."""
        deck = getattr(getattr(self.controller, "state", None), "DECK", 0) or 0
        self._to_warm = list(iter_cards(deck))
        if self._to_warm and not self._idle_timer.isActive():
            self._idle_timer.start(0)

    def place_stock_and_dominoes(self) -> None:
        lay = self.lay
        view = self.view_now() or {}
        before_play = not view.get("tricks") and not view.get("trick")
        if self.stock_sets and before_play and self.stock_items:
            # the stock's sets across the centre while it is bid for and examined: a set
            # looked at (face up to the declarer) and the sets laid face up must be readable
            places = lay.stock_set_places(len(self.stock_items), self.stock_sets)
        else:
            places = lay.stock_places(len(self.stock_items))
        for item, place in zip(self.stock_items, places, strict=False):
            self.put(item, place, zorder.HAND)
        for item in self.domino_items:
            self.put(item, lay.domino_place(item.card >> 4, (item.card & 15) - 2),
                     zorder.domino(item.card))

    # ================================================================== rebuilding from the view
    def rebuild(self) -> None:
        """Redraw from scratch from the controller's view (new game, load, undo): no animation."""
        self.queue.clear()
        self.hide_last_trick()
        for item in self.all_cards():
            self.remove_card(item)
        self.hands, self.trick, self.leaving = {}, [], []
        self.stock_items, self.domino_items = [], []
        self.selected.clear()
        self.summary = None
        self.summary_proxy.hide()
        view = self.view_now()
        if view is None:
            self._set_decision(None)
            return
        self.max_hand = max(13, *view["hand_sizes"])
        self.deal_shown = view["deal"]
        n = len(view["hands"])
        if n != len(self.plates) or self._table_shape(view) != self._shape_cache():
            self._make_plates(n)
        self._apply_layout(*self._size)
        self.steps.sync_hands(view, animate=False)
        trick_pos = self._trick_positions(view)
        for i, (card, pos) in enumerate(zip(view["trick"], trick_pos, strict=False)):
            item = self.new_card(card, True, self.lay.card_h, pos)
            self.put(item, self.lay.trick_place(pos), zorder.TRICK + i)
            self.trick.append(item)
        tricks = view.get("tricks") or []
        self.last_trick, self.last_winner = [], -1
        if tricks:
            leader, cards, winner = tricks[-1]
            self.last_trick = [((leader + i) % n, c) for i, c in enumerate(cards)]
            self.last_winner = winner
        self.steps.sync_table_extras(view)
        self.refresh_plates(view)
        self.refresh_interaction()
        self.warm_faces()

    def _shape_cache(self) -> tuple:
        lay = self.layout_
        return (lay.positions, lay.viewer, lay.dummies) if lay else ()

    def _make_plates(self, n: int) -> None:
        for plate in self.plates:
            self.scene_.removeItem(plate)
        self.plates = []
        for p in range(n):
            plate = SeatPlate(p)
            self.scene_.addItem(plate)
            self.plates.append(plate)

    def _trick_positions(self, view: dict) -> list[int]:
        state = getattr(self.controller, "state", None)
        if state is not None and hasattr(state, "trick_positions"):
            return list(state.trick_positions())
        n = len(view["hands"])
        return [(view["leader"] + i) % n for i in range(len(view["trick"]))]

    def refresh_plates(self, view: dict | None = None, scored=None) -> None:
        """The plates and the centre badge from the view; with ``scored`` (a ``DealScored``
        shown in the summary) each plate shows that deal's result instead, as the view has
        already moved on to the next deal. A view ahead of the deal on the table is ignored."""
        view = view or self.view_now()
        if not view or (scored is None and view["deal"] != self.deal_shown):
            return
        names = self.names()
        lay = self.lay
        thinking = getattr(self.controller, "thinking_player", lambda: None)()
        for plate in self.plates:
            p = plate.position
            if p >= len(view["hands"]):
                continue
            owner = self.seat_owner(view, p)
            dummy = owner is None
            player = owner if not dummy else view["controller"][p]
            if player is None:  # a dummy nobody plays yet
                name, player = "Dummy", p
            else:
                name = names[player] if player < len(names) else f"Player {player + 1}"
            if dummy and name != "Dummy":
                name = f"Dummy · {name}"
            plate.set_geometry(lay.seat(p).plate, lay.font_px)
            if scored is not None:
                score = scored.score[player] if player < len(scored.score) else 0
                total = scored.totals[player] if player < len(scored.totals) else 0
                # the notes of the deal's last view may miss its last trick: the card explains
                plate.set_info(name, "" if dummy else describe.number(total),
                               "" if dummy else f"This deal: {describe.signed(score)}",
                               [], plate.dealer, False)
                plate.set_thinking(False)
                continue
            total = "" if dummy or player >= len(view["totals"]) \
                else describe.number(view["totals"][player])
            line, notes = describe.plate_lines(view, p, self.codec, names)
            to_act = not view["over"] and view["turn"] == p and not self.queue.waiting
            plate.set_info(name, total, line, notes, view["dealer"] == p, to_act)
            seat = lay.seat(p)
            plate.fit(seat.plate, seat.plate_room, lay.font_px, seat.side == "bottom")
            plate.set_thinking(thinking is not None and thinking == player and view["turn"] == p)
        big, small = describe.centre_badge(view) if scored is None else ("", "")
        self.badge.set_content(big, small, lay.font_px, lay.info.w)
        self.badge.setVisible(bool(big or small))
        self.badge.setPos(lay.info.cx, lay.info.cy)

    def show_summary(self, summary: describe.Summary) -> None:
        lay = self.lay
        self.toast.hide()
        self.summary = summary
        r = lay.summary
        width = min(r.w, lay.card_h * 7.5)
        width, h = self.summary_card.show_summary(summary, lay.font_px, width, r.h)
        self._place_proxy(self.summary_proxy, r.cx - width / 2, r.y + max(0.0, (r.h - h) / 2),
                          width, h)
        self.summary_proxy.show()
        self.refresh_interaction()  # nothing to decide or play under the summary

    @staticmethod
    def _place_proxy(proxy: QGraphicsProxyWidget, x: float, y: float, w: float, h: float) -> None:
        """Give a proxy its widget's new size. The proxy's own size constraints are set too: it
        caches the widget's and refreshes them late, which would clamp the new geometry."""
        proxy.setMinimumSize(w, h)
        proxy.setMaximumSize(w, h)
        proxy.setGeometry(QRectF(round(x), round(y), w, h))

    def hide_summary(self) -> None:
        was_up = self.summary is not None
        self.summary = None
        self.summary_proxy.hide()
        if was_up:
            self.refresh_interaction()

    def show_toast(self, text: str, caption: str = "", ms: int = TOAST_MS) -> None:
        lay = self.lay
        self.toast.set_content(text, caption, lay.font_px, lay.toast.w)
        self.place_toast()
        self.toast.show()
        self._toast_timer.start(ms)

    def place_toast(self) -> None:
        """Above the decision panel when one is up (it may come after the toast), else above
        the hand."""
        lay = self.lay
        _w, h = self.toast.size()
        y = lay.panel.bottom - h / 2 - lay.gap
        if self.panel_proxy.isVisible():
            y = self.panel_proxy.y() - h / 2 - lay.gap
        self.toast.setPos(lay.toast.cx, max(h / 2 + lay.margin, y))

    def _on_turn_changed(self) -> None:
        if self.queue.waiting and not getattr(self.controller, "awaiting_continue", False):
            self.hide_summary()
            self.queue.resume()
        if self.queue.idle():
            self._on_idle()

    def _on_idle(self) -> None:
        """Nothing moves any more: show whose turn it is and what the person may do."""
        view = self.view_now()
        if view is None or self.layout_ is None:
            return
        self.fold_all()
        reveal = getattr(self.controller, "awaiting_pass", None) is None
        if reveal != self._revealed:  # hot-seat: the hand turns over once the device is passed
            self._revealed = reveal
            self.steps.sync_hands(view, animate=False)
        self.refresh_plates(view)
        self.refresh_interaction()

    def _on_thinking(self, player: int, on: bool) -> None:
        view = self.view_now()
        for plate in self.plates:
            p = plate.position
            plate.set_thinking(on and view is not None and p < len(view["controller"])
                               and view["controller"][p] == player and view["turn"] == p)
