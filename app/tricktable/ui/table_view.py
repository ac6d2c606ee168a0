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

from PySide6.QtCore import QEvent, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QFontInfo, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QGraphicsProxyWidget, QGraphicsScene, QGraphicsView, QWidget

from ..presentation import felt_colours as fc
from ..presentation import table_piles as tp
from ..presentation import zorder
from ..presentation.motion import SPEEDS
from ..presentation.text_sizes import felt_scale
from .action_panel import ActionPanel
from .animations import Motion
from .seat_plate import PlateSizes, felt_pixmap
from .table_decisions import TableDecisions
from .table_felt import TableFelt
from .table_input import TableInput
from .table_model import TableModel
from .table_steps import Choreographer
from .text_size import desktop_px


class _Scene(QGraphicsScene):
    """The scene paints the felt from one cached pixmap (no per-frame gradient)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.felt = QPixmap()
        #: the felt's edge lies this far left of and above the table's (a felt too wide or tall)
        self.left = self.top = 0.0
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # items move all the time

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        if not self.felt.isNull():
            dpr = self.felt.devicePixelRatio()
            src = QRectF((rect.x() + self.left) * dpr, (rect.y() + self.top) * dpr,
                         rect.width() * dpr, rect.height() * dpr)
            painter.drawPixmap(rect, self.felt, src)


class TableView(QGraphicsView):
    """The table; see the module docstring. ``animations_idle`` is the controller's idle probe."""

    hintRequested = Signal()
    rulesRequested = Signal(str, str)     # game id, rules page anchor
    playAgainRequested = Signal()
    reviewRequested = Signal()              # "Review this deal" on the deal summary
    newGameRequested = Signal()             # "New game…" on the game's final standings
    settled = Signal()                      # nothing moves: the table shows the game as it is
    feltChanged = Signal(str)               # another table colour (the pass screen follows)

    def __init__(self, controller, art, parent: QWidget | None = None) -> None:
        self.scene_ = _Scene()
        super().__init__(self.scene_, parent)
        self.controller = controller
        self.art = art
        #: the table's colour (``felt_colours.FELTS``): the settings' art carries it
        #: (``dialog_settings.make_art``); plain card art leaves the table green
        self.felt_name = getattr(art, "felt", fc.DEFAULT_FELT)
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
        self.model = TableModel(self.scene_, controller, art, self)
        self.model.text_scale = self._text_scale()
        self.panel = ActionPanel()
        self.panel_proxy: QGraphicsProxyWidget = self.scene_.addWidget(self.panel)
        self.panel_proxy.setZValue(zorder.PANEL)
        self.panel_proxy.hide()
        self.felt = TableFelt(self.model, self.motion, self.panel_proxy,
                              lambda: self.queue.waiting, self)
        self.felt.set_cloth(fc.felt(self.felt_name))
        self.steps = Choreographer(self.model, self.felt, self.motion)
        self.queue = self.steps.queue
        self.model.quiet = self.queue.idle
        self.input = TableInput(self, self.model, self.felt, self.motion, self.queue,
                                self.panel_proxy)
        self.decisions = TableDecisions(controller, self.model, self.felt, self.input,
                                        self.queue, self.panel, self)
        self.felt.overlayChanged.connect(self._hold_play)
        self._revealed = True

        self.input.hintRequested.connect(self.hintRequested)
        self.panel.hintAsked.connect(self.hintRequested)
        self.decisions.rulesRequested.connect(self.rulesRequested)
        self.decisions.playAgainRequested.connect(self.playAgainRequested)
        self.felt.reviewRequested.connect(self.reviewRequested)
        self.felt.newGameRequested.connect(self.newGameRequested)
        self.model.relaid.connect(self._on_relaid)
        self.queue.becameIdle.connect(self._on_idle)
        self._relaid_late = False
        self.queue.stepEnded.connect(self._placed_late)
        controller.eventsApplied.connect(self._on_events)
        controller.stateReset.connect(self.rebuild)
        controller.namesChanged.connect(self.refresh_names)
        controller.turnChanged.connect(self._on_turn_changed)
        controller.thinking.connect(self.felt.show_thinking)
        controller.passTo.connect(lambda _p: self.rebuild())
        if hasattr(controller, "set_idle_probe"):
            controller.set_idle_probe(self.animations_idle)
        self.model.relayout(max(self.viewport().width(), 640), max(self.viewport().height(), 400))
        self.rebuild()

    # ================================================================== public API
    def set_art(self, art) -> None:
        """New card art (another back, the four-colour deck): every card is repainted; the
        settings' art also names the table's colour (``set_felt``)."""
        self.art = self.model.art = art
        for item in self.model.all_cards():
            item.set_art(art)
        self.set_felt(getattr(art, "felt", self.felt_name))
        self.felt.place()  # the badge's suit sign in the deck's ink
        self.panel.set_cloth(self.panel.cloth)  # "Trump ♦" in the deck's ink too

    def set_felt(self, name: str) -> None:
        """Another table colour (``felt_colours.FELTS``; an unknown name is the default's): the
        felt is painted again, and the last trick's veil, if up, takes the new colour."""
        if name == self.felt_name:
            return
        self.felt_name = name
        self.felt.set_cloth(fc.felt(name))
        self._paint_felt()
        self.feltChanged.emit(name)

    def set_speed(self, name: str) -> None:
        self.motion.speed = name if name in SPEEDS else "normal"

    def animations_idle(self) -> bool:
        """True when nothing on the table is moving or waiting to move (the controller's probe)."""
        return self.queue.idle()

    def render_to_image(self, width: int, height: int) -> QImage:
        """The whole table drawn at ``width`` x ``height`` (screenshots, tests, the paint bench).
        Pending animations are skipped to their end first, so the image shows the position."""
        width, height = int(width), int(height)
        self.skip_animations()
        self.model.fold_all(now=True)
        if (width, height) != self.model.size:
            self.model.relayout(width, height)
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHints(self.renderHints())
        self.scene_.render(painter, QRectF(0, 0, width, height), self.scene_.sceneRect())
        painter.end()
        vp = self.viewport()
        if self.isVisible() and (vp.width(), vp.height()) != (width, height):
            self.model.relayout(vp.width(), vp.height())
        return image

    def skip_animations(self) -> None:
        self.motion.forced_instant = True
        try:
            self.queue.skip()
        finally:
            self.motion.forced_instant = False

    # ================================================================== layout
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = event.size()
        if size.width() > 0 and size.height() > 0:
            # the cards are placed for the new size at once and what moves goes on moving:
            # skipped, a trick finished just before the resize went at once, unseen (a tester,
            # five times); the animation running ends where the old size put its cards, so they
            # are placed again when it ends (``_placed_late``)
            self.model.relayout(size.width(), size.height())
            self._relaid_late = self._relaid_late or self.queue.moving()

    def _placed_late(self) -> None:
        """A step that ran through a resize has ended: its cards to their places at the new
        size."""
        if self._relaid_late:
            self._relaid_late = False
            self.model.relayout()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        handle = self.window().windowHandle()
        if handle is not None and not getattr(self, "_screen_watched", False):
            self._screen_watched = True
            handle.screenChanged.connect(lambda _s: QTimer.singleShot(0, self._check_dpr))
        self._check_dpr()

    def focusInEvent(self, event) -> None:  # Qt override
        """The keyboard back on the table: a panel the cards take no part in has the keys
        (``TableInput.keys_back_to_panel``); not after a click, which put them where it fell."""
        super().focusInEvent(event)
        if event.reason() != Qt.FocusReason.MouseFocusReason:
            self.input.keys_back_to_panel()

    def changeEvent(self, event) -> None:  # Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the desktop's text size was changed
            self._check_dpr()

    def _check_dpr(self) -> None:
        """Pixmaps are made for the screen's device pixel ratio, the felt's text for the
        desktop's text size and the one chosen (``_text_scale``): another screen or size, a new
        layout."""
        dpr = self.devicePixelRatioF()
        scale = self._text_scale()
        if abs(dpr - self.model.dpr) > 1e-3 or abs(scale - self.model.text_scale) > 1e-3:
            self.model.dpr, self.model.text_scale = dpr, scale
            self.model.relayout(self.viewport().width(), self.viewport().height())

    def _text_scale(self) -> float:
        """The felt's text scale for the desktop's text and the text size chosen in the
        settings (``text_sizes.felt_scale``), read from the view's font."""
        return felt_scale(desktop_px(), QFontInfo(self.font()).pixelSize())

    def _on_relaid(self) -> None:
        """The model has a new layout (and its cards lie in it): the felt and the rest follow."""
        width, height = self.model.size
        # the table's coordinates begin at its corner; the felt beyond it lies before 0
        self.scene_.left, self.scene_.top = self.model.left, self.model.top
        self.scene_.setSceneRect(-self.model.left, -self.model.top, width, height)
        self._paint_felt()
        self.felt.place()
        if self.decisions.decision is not None:  # its buttons made anew: the keys kept
            place = self.panel.focus_place()
            self.decisions.show_panel(self.decisions.decision)
            self.panel.refocus(place)

    def _paint_felt(self) -> None:
        """The felt's pixmap at the table's size and colour (the view caches its background:
        dropped, so that the new one shows)."""
        width, height = self.model.size
        self.scene_.felt = felt_pixmap(width, height, self.model.dpr, self.felt_name)
        self.resetCachedContent()
        self.scene_.update()

    def _hold_play(self, held: bool) -> None:
        """The computers wait while the last trick is shown again, as behind a dialog."""
        hold = getattr(self.controller, "pause" if held else "resume", None)
        if hold is not None:
            hold()

    # ================================================================== following the game
    def rebuild(self) -> None:
        """Redraw from scratch from the controller's view (new game, load, undo): no animation."""
        self.queue.clear()
        self.felt.hide_last_trick()
        self.felt.drop_bubbles()
        # words of the position left (a phase's "The bidding is over: East leads", undone)
        self.felt.toast.hide()
        # no keyboard outline carried into another hand (the next person's at a shared
        # table opened with a card outlined where the last one's had been)
        self.input.forget_focus()
        self.model.clear()
        self.felt.summary = None
        self.felt.summary_proxy.hide()
        view = self.model.view_now()
        if view is None:
            self.decisions.set_decision(None)
            return
        if len(view.hands) != len(self.felt.plates) or self.model.new_shape(view):
            self.felt.make_plates(len(view.hands))
        self.felt.plate_sizes = PlateSizes()  # a game (or a position) of their own words
        self.model.new_deal(view)
        unread = self.controller.unread_deal_end()
        if unread:  # left at a deal's summary (or its end): it shows again on a bare table,
            self.model.clear()  # and "Next deal" deals the cards that follow, as the first time
            dealer = self.controller.finished_dealer()  # the summary's deal's, not the next's
            for plate in self.felt.plates:
                plate.dealer = plate.position == dealer
            self.model.last_trick, self.model.last_winner = self.controller.finished_last_trick()
            self.steps.on_events(unread)
            return
        self.model.sync_trick(view)
        self.model.last_trick, self.model.last_winner = tp.last_trick(view)
        self.felt.refresh_plates(view)
        self.decisions.refresh()

    def refresh_names(self) -> None:
        """A player renamed: the plates and a deal's summary say the new name; nothing else
        changes (rebuilt, the table dropped the summary and play waited for its "Next deal")."""
        self.felt.refresh_plates()
        scored = self.felt.scored_shown
        if self.felt.summary is not None and scored is not None:
            self.felt.show_summary(self.controller.deal_summary(scored, self.felt.summary_after))

    def _on_events(self, events: list) -> None:
        self.felt.hide_last_trick()
        self.steps.on_events(events)

    def _on_turn_changed(self) -> None:
        if self.queue.waiting and not getattr(self.controller, "awaiting_continue", False):
            self.felt.hide_summary()
            self.queue.resume()
        if self.queue.idle():
            self._on_idle()
        else:
            self.decisions.drop_made()

    def _on_idle(self) -> None:
        """Nothing moves any more: show whose turn it is and what the person may do."""
        view = self.model.view_now()
        if view is None or self.model.layout is None:
            return
        self.model.fold_all()
        reveal = self.controller.hands_shown()
        if reveal != self._revealed:  # hot-seat: the hand turns over once the device is passed
            self._revealed = reveal
            self.model.sync_hands(view, None)
        self.felt.refresh_plates(view)
        self.decisions.refresh()
        self.settled.emit()
