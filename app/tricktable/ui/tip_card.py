"""Guided first games on the table: the first time a person meets a kind of decision of a game,
a small card says what the rule is and what to think about, with "Rules…" and "Got it".

Why here and like this: which tip is due is the coach's (``coach.tips``, from the game's
registration, the view and the legal actions) and the words are the game's (``TIPS`` in its
words module); this module only shows the card where the person looks when the decision comes:
above the decision panel when one is up, else in the panel's place just above the hand (the
cards to click below it), under the cards of the trick. It never blocks play: it takes no
keyboard focus (Enter still follows the panel or the hint), covers neither the hand, the trick nor
the panel's buttons, and leaves by itself when the decision is taken, or with Esc. Each kind is
remembered as shown the moment it is shown (``tips_store``), so it never comes twice unless "Show
tips again" is asked.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsProxyWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QWidget,
)

from .. import tips_store
from ..coach.tips import HINT, shown_key, tip_due, tips_of
from ..engine.tips import Tip
from ..games.registry import GameEntry, find_entry
from ..presentation import felt_colours as fc
from ..presentation import zorder
from ..presentation.plane import Rect
from ..presentation.tip_place import READABLE_PX, tip_place
from .raised_card import RaisedCard, fresh_column
from .seat_plate import felt_font
from .table_felt import place_proxy

INK = "#2b2514"
SOFT_INK = "#6b5d35"
#: said at the end of every tip: it needs no answer
GOES = "It goes when you play on."


class TipCard(RaisedCard):
    """The card: a title, the tip's text, "Rules…" and "Got it"."""

    FILL = (255, 249, 222, 248)   # a warm note paper, apart from the summary's white
    EDGE = (150, 120, 40, 160)
    ROUNDING = 0.8
    EDGE_WIDTH = 1.2
    rulesRequested = Signal()
    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Tip", parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tip: Tip | None = None
        self.rules_button: QPushButton | None = None
        self.got_it_button: QPushButton | None = None
        #: the table's felt: "Got it" and "Rules…" in its accent (green ones were left over
        #: on the other felts)
        self.cloth: fc.Felt = fc.felt(fc.DEFAULT_FELT)
        #: the tip's text as last laid out, until it is cut short to scroll (``cut_to``)
        self._body: QLabel | None = None

    def set_cloth(self, cloth: fc.Felt) -> None:
        """Another table colour: the buttons, if shown, take its accent at once."""
        self.cloth = cloth
        for button, filled in ((self.rules_button, False), (self.got_it_button, True)):
            if button is not None:
                self._style(button, filled)

    def show_tip(self, tip: Tip, font_px: float, width: float, tight: bool = False) -> int:
        """Lay the card out for ``tip`` at ``width``; returns its height. The buttons share the
        title's line and the "it goes" note ends the text: on a line of their own they took two
        of the card's five or six lines, and a tip short of room shrank its text to 9 px at
        1366 x 768 (Nineteen's auction) where the table's text is 12. ``tight``: less padding
        above and below, for a card that would otherwise scroll (``tip_place``)."""
        self.tip = tip
        self._px = font_px
        pad = font_px * 0.9
        if tight:
            outer = fresh_column(self, pad, font_px * 0.4, font_px * 0.4, font_px * 0.15)
        else:
            outer = fresh_column(self, pad, pad * 0.7, pad * 0.7, font_px * 0.35)
        head = QHBoxLayout()
        head.setSpacing(round(font_px * 0.6))
        head.addWidget(self._label(f"Tip · {tip.title}", font_px * 1.1, True, INK, wrap=True), 1)
        # its key on it: the buttons take no keyboard focus, and F1 is how the keys reach it
        self.rules_button = self._button("Rules… F1", font_px, filled=False, tight=tight)
        self.got_it_button = self._button("Got it", font_px, filled=True, tight=tight)
        for button, signal in ((self.rules_button, self.rulesRequested),
                               (self.got_it_button, self.dismissed)):
            button.clicked.connect(signal.emit)
            head.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(head)
        body = self._label(f"{escape(tip.text, quote=False)} <span style='color: {SOFT_INK}'>"
                           f"{GOES}</span>", font_px, False, INK, wrap=True)
        body.setTextFormat(Qt.TextFormat.RichText)  # the game's words, escaped, and the note
        body.setAccessibleName(f"{tip.text} {GOES}")
        outer.addWidget(body)
        self._body = body
        self._finish(width)
        height = self.height_at(width)
        self.setFixedHeight(height)
        return height

    def cut_to(self, height: int) -> None:
        """Make the card ``height`` high when its text needs more: the text then scrolls under
        the title and the buttons (with a panel tall enough, above it the card had no room at
        a readable size, and it grew up over the top plate and the badge)."""
        excess = self.height() - height
        body = self._body
        if excess <= 0 or body is None:
            return
        outer = self.layout()
        body_h = body.heightForWidth(body.width()) if body.hasHeightForWidth() \
            else body.sizeHint().height()
        scroll = QScrollArea()
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Enter stays the decision's
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget "
                             "{ background: transparent; }")
        scroll.setWidgetResizable(True)
        outer.removeWidget(body)
        scroll.setWidget(body)
        scroll.setFixedHeight(max(1, body_h - excess))
        outer.addWidget(scroll)
        self._body = None  # cut once per layout
        self._finish()
        self.setFixedHeight(height)

    def _button(self, text: str, px: float, filled: bool, tight: bool = False) -> QPushButton:
        """A button drawn for the light card (the panel's buttons are drawn for the felt)."""
        button = QPushButton(text)
        # no smaller than the tip's smallest text: "Got it" at 10 px beside an 11 px tip
        button.setFont(felt_font(max(px * 0.95, min(px, READABLE_PX)), True))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Enter stays the decision's
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setAccessibleName(text)
        button.setProperty("px", px)
        button.setProperty("tight", tight)
        self._style(button, filled)
        return button

    def _style(self, button: QPushButton, filled: bool) -> None:
        """``button``'s colours: the felt's accent, filled ("Got it") or as words in an outline
        ("Rules…")."""
        px = float(button.property("px"))
        pad_v = round(px * (0.1 if button.property("tight") else 0.3))
        pad_h, radius = round(px * 0.9), round(px * 0.4)
        accent = QColor(*self.cloth.accent[:3]).name()
        r, g, b = self.cloth.accent[:3]
        ink, fill, hover = (("#ffffff", accent, QColor(*self.cloth.accent_hover[:3]).name())
                            if filled else (accent, "transparent", f"rgba({r}, {g}, {b}, 30)"))
        button.setStyleSheet(
            f"QPushButton {{ color: {ink}; background: {fill}; border: 1px solid {accent}; "
            f"border-radius: {radius}px; padding: {pad_v}px {pad_h}px; }} "
            f"QPushButton:hover {{ background: {hover}; }}")



class TipGuide(QObject):
    """Shows the tip due for the person's decision on ``table`` (a ``TableView``) while
    ``enabled()`` says tips are on; ``hints_on()`` says whether the settings offer hints (the
    hint's tip comes only then). ``kind`` is the tip on the table now ("" = none)."""

    def __init__(self, table, controller, enabled, hints_on) -> None:
        super().__init__(table)
        self.table = table
        self.controller = controller
        self.enabled = enabled
        self.hints_on = hints_on
        self.shown, self.messages = tips_store.load_shown()
        self.card = TipCard()
        self.card.set_cloth(fc.felt(table.felt_name))
        table.feltChanged.connect(lambda name: self.card.set_cloth(fc.felt(name)))
        self.proxy: QGraphicsProxyWidget = table.scene_.addWidget(self.card)
        self.proxy.setZValue(zorder.PANEL)
        self.proxy.hide()
        table.felt.keep_clear.append(self.proxy)
        self.kind = ""
        self._entry: GameEntry | None = None
        self._mark = None
        self.card.dismissed.connect(self.hide)
        self.card.rulesRequested.connect(self.open_rules)
        # a person who found H by themselves needs no tip about it
        controller.hintReady.connect(lambda _advice: self._found_hints())
        # after the table has drawn the decision (its handlers were connected first), and a
        # turn later still, so the panel's final size is known when the card is placed
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.refresh)
        controller.turnChanged.connect(self._later.start)
        controller.stateReset.connect(self._later.start)
        table.felt.overlayChanged.connect(self._under_last_trick)
        table.queue.becameIdle.connect(self._later.start)
        table.felt.summaryChanged.connect(self._later.start)
        table.model.relaid.connect(self._later.start)
        table.panel.stepped.connect(lambda _d: self._later.start())  # a second step
        # Esc puts the card away, as "Got it" does, before the panel or the hand take the key
        # (filters installed later run first: the table's own came with the table)
        table.installEventFilter(self)

    @property
    def visible(self) -> bool:
        return self.proxy.isVisible()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape \
                and self.visible:
            self.hide()
            return True
        return False

    def refresh(self) -> None:
        """The tip for the decision now up: kept while it is the same decision, gone when it
        was taken, a new one when a kind not met before comes."""
        c = self.controller
        mark = c.decision_mark()
        if self.kind and mark != self._mark:
            self.hide()
        if not self.enabled() or (self.kind == HINT and not self.hints_on()):
            self.hide()  # hints switched off: their tip goes too
        if not self.enabled():
            return
        p = c.human_to_act()
        if p is None or not self.table.animations_idle() or self.table.felt.summary is not None:
            if self.kind and p is None:
                self.hide()
            return
        if self.kind:
            if not self.place():  # same decision, laid out anew: no room above its panel now
                self.hide()
            return
        entry = find_entry(c.facts().game)
        if entry is None:
            return
        kind = tip_due(entry, c.player_view(p), c.legal_actions(), self.shown,
                       hints_on=bool(self.hints_on()))
        if kind is None:
            return
        self._entry, self.kind, self._mark = entry, kind, mark
        if not self.place():  # no room above the panel this time: the tip comes another time
            self._entry, self.kind, self._mark = None, "", None
            return
        self.shown.add(shown_key(entry, kind))
        self._remember()
        self.table.felt.yield_to_tip()  # the tip tells the moment's words at length
        self.place()
        self.proxy.show()
        self.table.felt.place_bubbles()  # words said just before move out from under the card

    def place(self) -> bool:
        """Above the decision panel when one is up (the trick is empty before the play), else
        in the panel's place above the hand, leaving the toast's slot just above the panel (or
        the hand) free, and below the cards of the trick, the stock's sets and what the Dominoes
        rows show in its column, beside their other cards and signs (the layout's
        ``tip_area``). The card widens, then its text shrinks a little, before it would reach
        higher than that area; a card still too tall reaches into the toast's slot, then widens
        past the panel, clear of the other hands, the plates, the badge, the stock and the
        Dominoes rows as drawn, and tightens (``tip_place``). False when it would lie over
        the panel: there was no room above it (the largest text size, Nineteen's tall panel
        of the first preferred set under the stock's sets: the tip hid the panel's title)."""
        if self._entry is None or not self.kind:
            return True
        lay = self.table.model.lay
        tip = tips_of(self._entry)[self.kind]
        panel = self.table.panel_proxy
        model = self.table.model
        felt = self.table.felt
        drawn = [item.sceneBoundingRect() for item in (*felt.plates, felt.badge)
                 if item.isVisible()]
        named = felt.stock_label_item()  # "The stock", beside its cards: cut by the card
        aside = [named.sceneBoundingRect()] if named.isVisible() else []
        # the Dominoes rows as drawn, their cards and suit signs: below those in the card's
        # column, clear of the others. Kept under the whole of the rows' room, empty at the
        # first turn, the tip lay in a strip above the panel, cut (1162 x 653, both side panels)
        rows = [item.sceneBoundingRect() for item in (*model.dominoes.items, *felt.row_labels)
                if item.isVisible()]
        area = lay.tip_area(panel.y() if panel.isVisible() else None,
                            rows=[Rect(r.x(), r.y(), r.width(), r.height()) for r in rows],
                            sets=len(model.stock) > 0 and model.stock_in_sets(),
                            trick=[item.position for item in model.trick.items],
                            above=[Rect(r.x(), r.y(), r.width(), r.height()) for r in drawn],
                            aside=[Rect(r.x(), r.y(), r.width(), r.height()) for r in aside])
        beside = [item.sceneBoundingRect() for item in (*felt.plates, felt.badge)
                  if item.isVisible()]
        beside += [item.sceneBoundingRect() for p, pile in model.hands.items()
                   if p != lay.viewer for item in pile.items if item.isVisible()]
        beside += [item.sceneBoundingRect() for item in model.stock.items if item.isVisible()]
        beside += aside + rows
        spot, _px = tip_place(lay, area, lambda px, width: self.card.show_tip(tip, px, width),
                              beside=[Rect(r.x(), r.y(), r.width(), r.height()) for r in beside],
                              tight=lambda px, width: self.card.show_tip(tip, px, width, True))
        self.card.cut_to(round(spot.h))
        place_proxy(self.proxy, spot.x, spot.y, spot.w, spot.h)
        if self.proxy.isVisible():  # laid out anew: the words still fading move with it
            self.table.felt.place_bubbles()
        return not panel.isVisible() or spot.bottom <= panel.y() + 0.5

    def _under_last_trick(self, shown: bool) -> None:
        """The card steps aside while the last trick is shown again, and comes back after (the
        trick's veil and names lay over its title and buttons, and Esc closed the tip, not the
        trick)."""
        if self.kind:
            self.proxy.setVisible(not shown)

    def hide(self) -> None:
        self.kind = ""
        self._mark = None
        self.proxy.hide()

    def show_again(self) -> None:
        """Every tip will come again, starting with the decision now up."""
        self.shown.clear()
        self._remember()
        self.hide()
        self.refresh()

    def _found_hints(self) -> None:
        """A hint came: the hint's tip is not needed any more (remembered as shown)."""
        facts = self.controller.facts()
        entry = find_entry(facts.game) if facts is not None else None
        key = shown_key(entry, HINT) if entry is not None else None
        if key is not None and key not in self.shown:
            self.shown.add(key)
            self._remember()

    def _remember(self) -> None:
        try:
            tips_store.save_shown(self.shown)
        except tips_store.StoreError as exc:
            self.messages.append(str(exc))

    def open_rules(self) -> None:
        """The rules page of the tip's kind of decision ("Rules…", or F1 while the tip is up:
        its buttons take no keyboard focus, so a keyboard player could not reach the page)."""
        if self._entry is not None and self.kind:
            self.table.rulesRequested.emit(self._entry.id, tips_of(self._entry)[self.kind].anchor)
