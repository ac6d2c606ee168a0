"""The end-of-deal card in the centre of the table: who took what, each score line explained,
the deal's score and the totals, then "Next deal" (or "Play again" once the game is over).

The content is a :class:`describe.Summary`, made from the engine's ``DealScored`` details, its
table the cells of ``summary_sheet``; this module only lays them out. Widgets in a proxy, like
the decision panel, so the button is a real, accessible, keyboard-focusable button.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QPoint, Qt, Signal, SignalInstance
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..presentation import felt_colours as fc
from ..presentation import summary_sheet as ss
from ..presentation.describe import Summary
from ..presentation.held_keys import HeldKeys, enter_goes_on
from ..presentation.review_chooser import review_button
from ..presentation.summary_sheet import INK, NOTE_INK, SOFT_INK
from .choice_button import ChoiceButton, readable_px
from .raised_card import RaisedCard, fresh_column

#: the game's end: its button for choosing the next game (as Game → New game…)
NEW_GAME = "New game…"


class WordsScroll(QScrollArea):
    """The summary's words, scrolled when the card is cut: they stop between two lines, the
    rest of its height left blank. Why: cut anywhere, the half of a line left showing sat on
    the buttons' row, and read as words under the buttons (1366 x 768, Barbu, both side panels
    open). Measured at every size the part is given, once laid out as it is shown."""

    def resizeEvent(self, event) -> None:  # Qt override
        super().resizeEvent(event)
        blank = self._blank_below()
        if blank != self.viewportMargins().bottom():  # sends a resize event of its own
            self.setViewportMargins(0, 0, 0, blank)

    def _blank_below(self) -> int:
        """How much of the part's height is left blank under its last whole line: none when
        every line shows."""
        body = self.widget()
        room = self.height()
        width = self.width() - (self.verticalScrollBar().sizeHint().width()
                                if self.verticalScrollBarPolicy()
                                == Qt.ScrollBarPolicy.ScrollBarAlwaysOn else 0)
        if body is None or body.layout() is None or body.heightForWidth(width) <= room:
            return 0
        body.resize(width, body.heightForWidth(width))
        body.layout().setGeometry(body.rect())
        spans = []
        for label in body.findChildren(QLabel):
            top = label.mapTo(body, QPoint(0, 0)).y()
            spans.append((top, top + label.height()))
        ends = [end for _top, end in spans
                if end <= room and not any(top < end < bottom for top, bottom in spans)]
        return room - max(ends) if ends else 0


class SummaryCard(RaisedCard):
    """The deal summary; ``nextRequested`` when the person is ready for the next deal."""

    #: Enter or Space within this many ms of the summary coming up is taken for one pressed at
    #: the play and let go (a helper pressed Return twice on a deal's last card and never saw
    #: its summary; at 500 ms, then 600, a tester pressing Return every 0.8 s saw each summary
    #: for under a second). Nothing is lost: the key does nothing at all, and the next one goes
    #: on. On the table, on the summary and on its two buttons alike (a key on a focused button
    #: went on at once). Not the mouse: a click is aimed at the button, in the middle of the
    #: table, away from the cards
    ENTER_GRACE_MS = 1000
    GO_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)

    FILL = (247, 244, 232, 255)  # solid: a card left in the hand showed through it
    EDGE = (0, 0, 0, 70)
    nextRequested = Signal()
    reviewRequested = Signal()
    #: "New game…" at the game's end: the game to play next chosen there (the final standings
    #: offered only "Play again", the same game; a tester looked for another there)
    newGameRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Deal summary", parent)
        self.summary: Summary | None = None
        self.button: ChoiceButton | None = None
        self.new_button: ChoiceButton | None = None
        self.came = QElapsedTimer()
        #: the go keys down now, as seen on the table (``key_seen``), and when each was last
        #: let go (its event's timestamp)
        self._keys = HeldKeys()
        self._four_colour = False
        #: the table's felt: its buttons take its shade (``ChoiceButton`` asks its window)
        self.cloth: fc.Felt = fc.felt(fc.DEFAULT_FELT)
        #: the summary's words (a scrolled part of the card) and the buttons' row under them
        self.body = QWidget()
        self._foot = QHBoxLayout()
        self._scroll_room = 0

    def set_cloth(self, cloth: fc.Felt) -> None:
        """Another table colour: "Next deal" and "Review this deal" in its shade (green ones
        were left over on a burgundy table)."""
        self.cloth = cloth
        for button in (self.button, getattr(self, "review_button", None), self.new_button):
            if button is not None:
                button.update()

    def arrived(self) -> None:
        """A new deal's summary has come up (not the same one laid out again)."""
        self.came.start()

    def takes_enter(self, event: QKeyEvent) -> bool:
        """Whether Enter goes on to the next deal (``held_keys.enter_goes_on``)."""
        return enter_goes_on(self.summary is not None and self.summary.game_over,
                             event.isAutoRepeat(), self.in_grace())

    def key_seen(self, event: QKeyEvent) -> bool:
        """Follow Enter and Space going down and up on the table (whichever of its parts has
        the keys, from before the summary comes); True for a press of a key held down
        (``held_keys.HeldKeys.seen``)."""
        return self._keys.seen(event.key(), event.timestamp(),
                               event.type() == QEvent.Type.KeyRelease, event.isAutoRepeat())

    def let_go_all(self) -> None:
        """The table lost the keyboard: a key let go elsewhere is not known to be down."""
        self._keys.let_go_all()

    def holds_back(self, event: QKeyEvent, held: bool) -> bool:
        """Whether a go key's press or release (``held``: ``key_seen``'s answer) does nothing
        under the summary: a key held down, or one within the grace (``in_grace``)."""
        return held or event.isAutoRepeat() or self.in_grace()

    def in_grace(self) -> bool:
        """Whether the summary came too lately for a key to be meant for it."""
        return self.came.isValid() and self.came.elapsed() < self.ENTER_GRACE_MS

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        """On the two buttons: Enter and Space held back as on the card (``in_grace``), and
        "Next deal" drawn again when the review's button takes or leaves the keyboard (it is
        ringed as Enter's choice while the review's is not focused)."""
        kind = event.type()
        if kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) \
                and event.key() in self.GO_KEYS and (event.isAutoRepeat() or self.in_grace()):
            return True
        if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut) and self.button is not None:
            self.button.update()
        return False

    def _enter_goes_on(self) -> bool:
        """Whether Enter on the table (or the card) goes to the next deal: "Next deal" is
        ringed as focused then (it showed no sign of it until Tab came round to it)."""
        return self.summary is not None and not self.summary.game_over \
            and not self.review_button.hasFocus()

    def show_summary(self, summary: Summary, font_px: float, max_width: float,
                     max_height: float, four_colour: bool = False) -> tuple[int, int]:
        """Lay the summary out at the largest font (up to ``font_px``) that fits the area, the
        suits of the cards it names inked as the deck's (``four_colour``); returns the card's
        size. Too narrow for the names' column, each name goes over its lines (``ss.sheet``);
        too tall at the smallest size, the words are cut at the bottom of their scrolled part,
        between two lines, the buttons under them whole, the scroll bar's room kept free beside
        them (``_lay_out``)."""
        px = font_px
        self._four_colour = four_colour
        for _ in range(8):
            self._lay_out(summary, px, max_width, cut=False)
            if self.full_height(max_width) <= max_height or px <= 9:
                break
            px *= 0.9
        cut = self.full_height(max_width) > max_height
        if cut:
            self._lay_out(summary, px, max_width, cut=True)
        size = (round(max_width), min(round(max_height), self.full_height(max_width)))
        self.setFixedSize(*size)
        self.layout().activate()
        return size

    def _lay_out(self, summary: Summary, px: float, width: float, cut: bool) -> None:
        """The card's widgets at ``px``, each name beside its lines or, too narrow for that, over
        them. ``cut``: the words are taller than the card and scroll; their bar is kept free
        beside them, a gap before it. Why: the bar took its width out of the table's when it
        came, and the totals stood against it, their last digits under its edge (1366 x 768,
        Barbu, both side panels open); the table is laid out for the room left beside it."""
        self._build(summary, px, width, stacked=False, cut=cut)
        if self._too_wide(width):  # the names over their lines (``ss.sheet``)
            self._build(summary, px, width, stacked=True, cut=cut)

    def _too_wide(self, width: float) -> bool:
        """Whether the summary's table, at its narrowest, is wider than the card's inside (less
        the scroll bar's room when the words scroll)."""
        margins = self.layout().contentsMargins()
        inside = width - margins.left() - margins.right() - self._scroll_room
        return self.body.layout().minimumSize().width() > inside

    def full_height(self, width: float) -> int:
        """The card's height at ``width`` with every line shown (``height_at`` is its height
        as laid out, the summary's words in a scrolled part when it is cut)."""
        outer = self.layout()
        m = outer.contentsMargins()
        body = self.body.layout().totalHeightForWidth(round(width) - m.left() - m.right())
        return m.top() + m.bottom() + outer.spacing() + body + self._foot.sizeHint().height()

    def _build(self, summary: Summary, px: float, width: float, stacked: bool,
               cut: bool = False) -> None:
        self.summary = summary
        self._px = px
        pad = px * 1.2
        outer = fresh_column(self, pad, pad * 0.8, pad * 0.8, px * 0.4)
        # the words in a part of their own, cut from the bottom (and scrolled) when the card
        # is taller than its area: squeezed into the card's fixed height instead, the lines
        # were drawn over each other ("Royal Honours" over "Partnership") and cut mid-line
        self.body, scroll = QWidget(), WordsScroll()
        self.body.setObjectName("summaryWords")
        scroll.setObjectName("summaryScroll")
        scroll.setWidget(self.body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes between the two buttons
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setStyleSheet("#summaryScroll, #summaryWords { background: transparent; }")
        scroll.viewport().setAutoFillBackground(False)
        #: the scroll bar's width, kept free by the table when the card is cut (``_lay_out``),
        #: and a gap between the table and the bar
        self._scroll_room = scroll.verticalScrollBar().sizeHint().width() if cut else 0
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn if cut
                                          else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        words = QVBoxLayout(self.body)
        words.setContentsMargins(0, 0, round(px * 0.6) if cut else 0, 0)
        words.setSpacing(round(px * 0.4))
        outer.addWidget(scroll, 1)
        # wrapped: a long name's "… wins the game" was cut off mid-sentence at the card's edge
        words.addWidget(self._label(summary.title, px * 1.5, True, INK, wrap=True))
        standings, notes = ss.standings_apart(summary)
        if standings:  # the game's end: every place, under who won (``standings_apart``)
            words.addWidget(self._label(standings, px * 1.1, True, INK, wrap=True))
        if summary.subtitle:
            words.addWidget(self._label(summary.subtitle, px * 0.95, False, SOFT_INK, wrap=True))
        grid = QGridLayout()
        grid.setHorizontalSpacing(round(px * 1.0))
        grid.setVerticalSpacing(round(px * 0.35))
        for item in ss.sheet(summary, self._four_colour, stacked):
            if isinstance(item, ss.Rule):
                rule = QFrame()
                rule.setFrameShape(QFrame.Shape.HLine)
                rule.setStyleSheet("color: rgba(0,0,0,40); background: rgba(0,0,0,40);")
                rule.setFixedHeight(1)
                grid.addWidget(rule, item.row, 0, 1, 4)
            elif isinstance(item, ss.Block):
                lines = QGridLayout()
                lines.setHorizontalSpacing(round(px * 0.8))
                lines.setVerticalSpacing(round(px * 0.1))
                for cell in item.cells:
                    self._cell(lines, cell, px)
                lines.setColumnStretch(0, 1)
                grid.addLayout(lines, item.row, item.col, 1, item.span)
            else:
                self._cell(grid, item, px)
        grid.setColumnStretch(1, 1)
        words.addLayout(grid)
        for note in notes:
            words.addWidget(self._label(note, px * 0.95, True, NOTE_INK, wrap=True))
        words.addStretch(1)
        self._foot = foot = QHBoxLayout()
        # the deal review (the hands, the tricks, the person's decisions beside the expert's):
        # offered where the deal ends, not only in the Game menu
        review = review_button(summary.deal_word)
        self.review_button = ChoiceButton(review, "", px * 0.9, width=px * 9, on_light=True)
        self.review_button.clicked.connect(lambda: self._open(self.reviewRequested))
        self.review_button.setAccessibleName(review)
        # reached by Tab or the arrows, as on the decision panel; Enter goes to the next deal
        # until the person moves there (no focus at all left it to the mouse and Ctrl+R)
        self.review_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        foot.addWidget(self.review_button)
        foot.addStretch(1)
        self.new_button = None
        if summary.game_over:
            self.new_button = ChoiceButton(NEW_GAME, "", px * 0.9, width=px * 7, on_light=True)
            self.new_button.clicked.connect(lambda: self._open(self.newGameRequested))
            self.new_button.setAccessibleName(NEW_GAME.rstrip("…"))
            self.new_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            self.new_button.installEventFilter(self)
            foot.addWidget(self.new_button)
        # not drawn as the default at the game's end, where Enter never presses it (a tester
        # took its filled look for Enter's, as "Next deal" is after every other deal)
        self.button = ChoiceButton(summary.button, "", px, primary=not summary.game_over,
                                   width=px * 8, on_light=True)
        self.button.clicked.connect(self.nextRequested.emit)
        self.button.setAccessibleName(summary.button)
        self.button.enter_here = self._enter_goes_on
        for button in (self.button, self.review_button):
            button.installEventFilter(self)
        foot.addWidget(self.button)
        outer.addLayout(foot)
        self._finish(width)

    def _open(self, dialog: SignalInstance) -> None:
        """A dialog opened from the summary (the review, New game…): first the keys go back
        to the table, where they were before the person moved to its button. Why: closed with
        Esc, the dialog gave them back to that button, and Enter opened the review again (or
        New game…) instead of going on to the next deal as the keys' help says."""
        focused = self.focusWidget()
        if focused is not None:
            focused.clearFocus()
        proxy = self.graphicsProxyWidget()
        scene = proxy.scene() if proxy is not None else None
        if scene is not None and scene.focusItem() is proxy:
            scene.setFocusItem(None)
        dialog.emit()

    def _label(self, text: str, px: float, bold: bool, colour: str,
               wrap: bool = False) -> QLabel:
        """``RaisedCard._label``, never under a readable size (``readable_px``): shrunk to fit
        its area at 960 x 600 with the scores and the deal log open, a summary's lines came
        down to 9 px; at the floor the card is cut from the bottom (its area's), as when it is
        taller than its area at any size, rather than made unreadable."""
        return super()._label(text, max(px, readable_px(self)), bold, colour, wrap)

    def _cell(self, grid: QGridLayout, cell: ss.Cell, px: float) -> None:
        """A cell of the sheet as a label in ``grid``."""
        label = self._label(cell.text, px * cell.size, cell.bold, cell.ink, wrap=cell.wrap)
        if cell.rich:  # escaped, its suit signs in their inks
            label.setTextFormat(Qt.TextFormat.RichText)
        if cell.tip:  # a name cut short: the whole of it on hover
            label.setToolTip(cell.tip)
        if cell.right:
            label.setAlignment(Qt.AlignmentFlag.AlignRight)
        if cell.highlight:
            label.setStyleSheet(label.styleSheet() + f"background: {ss.WIN_FILL}; "
                                "border-radius: 4px; padding: 0 4px;")
        top = Qt.AlignmentFlag.AlignTop if cell.top else Qt.AlignmentFlag(0)
        grid.addWidget(label, cell.row, cell.col, 1, cell.span, top)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in self.GO_KEYS:
            if self.takes_enter(event):
                self.nextRequested.emit()
            return
        if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Tab,
                           Qt.Key.Key_Backtab) and self.focusNextPrevChild(
                               event.key() in (Qt.Key.Key_Right, Qt.Key.Key_Tab)):
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, forward: bool) -> bool:  # Qt override
        """Tab and Right (Shift+Tab and Left back) go round the buttons, not out to the table
        behind."""
        if self.button is None:
            return False
        order = [b for b in (self.review_button, self.new_button, self.button) if b is not None]
        at = next((i for i, b in enumerate(order) if b.hasFocus()), len(order) - 1)
        order[(at + (1 if forward else -1)) % len(order)].setFocus(Qt.FocusReason.TabFocusReason)
        return True
