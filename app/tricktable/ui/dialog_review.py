"""The deal review window: a finished deal drawn with the table's own card pictures (every hand
as dealt, then each trick with its leader and winner marked), the reviewed player's decisions beside
the trick they belong to with the expert's choice and what it was worth, and "could I have won?".
Any finished deal of the game is chosen at its top ("Hand 3 · No Queens"): only the last could be
reviewed, and once "Next deal" was pressed an earlier one never again. The window is not modal:
the game goes on beside it, and the chooser follows the deals finished meanwhile.

The sheet (``coach.review_sheet``) comes in two steps: the deal and the decisions at once, then,
from the worker a few seconds later, the expert's choices and the best line with every card
known; meanwhile a busy bar says that it is working. Drawn as rich text in a ``CardBrowser`` (the
rules pages' browser: ``card:`` images from ``CardArt``), so it wraps to the window's width and
scrolls when long. The page itself is ``presentation.card_pages.sheet_html``'s, its cards sized to
the page's width (``presentation.review_cards``): drawn again when the window is resized, so
they grow with it, and a hand of 13 still fits a small window's width (its cards overlap).

Back and Next (and the ← → keys, Home and End while stepping) go through the deal step by step:
the cards as dealt, then each action with every hand as it stood, the trick so far and the
reviewed player's decision there (``presentation.review_steps_page``); "Whole deal" (Alt+W)
comes back to the whole page. A tester who keeps their games could not replay a finished deal.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, QSignalBlocker, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QStyle,
    QWidget,
)

from ..coach.review_sheet import ReviewSheet
from ..engine.words import capital
from ..presentation.card_pages import review_size, sheet_html
from ..presentation.review_cards import PageFit
from ..presentation.review_chooser import WAITING, deal_to_show
from ..presentation.review_steps_page import (
    BACK,
    BACK_BUTTON,
    FIRST,
    LAST,
    NEXT,
    NEXT_BUTTON,
    WHOLE,
    can_move,
    moved,
    place_words,
    step_html,
    whole_button,
)
from ..presentation.review_words import PERSON_LABEL, deal_label, none_finished
from .card_art import CardArt
from .dialogs import text_label
from .focus_ring import OpeningRing
from .rules_browser import CardPageDialog
from .window_place import keep_size

#: the keys that step, as the buttons do (Home and End only while stepping: on the whole deal's
#: page they go to its top and its end, as they did)
STEP_KEYS = {Qt.Key.Key_Left: BACK, Qt.Key.Key_Right: NEXT, Qt.Key.Key_Home: FIRST,
             Qt.Key.Key_End: LAST}


class ReviewDialog(CardPageDialog):
    """The review: a busy bar while the worker searches, the sheet in a scrolling browser; closes
    with Esc or Close."""

    def __init__(self, parent: QWidget | None = None, art: CardArt | None = None) -> None:
        super().__init__("Deal review", parent)
        self.status = text_label(self, WAITING, self.box)
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)  # no figure to show: it says "working" until the answer
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(10)
        self.box.addWidget(self.busy)
        self._add_steps()
        self.add_page(art)
        #: the page's measures its cards were last drawn for (``page_fit``): a resize that
        #: changes them draws the page again, a moment after the last step of a drag
        self.drawn_fit: tuple[int, int, int] | None = None
        self.refit = QTimer(self)
        self.refit.setSingleShot(True)
        self.refit.setInterval(120)
        self.refit.timeout.connect(self._fit_again)
        # the page's cursor and the buttons took the ← → keys, as did the choosers (which
        # the window opens on): each passes them here (Home and End stay the choosers')
        for widget in (self.browser, self.whole, self.back, self.next):
            widget.installEventFilter(self)
        self.sheet: ReviewSheet | None = None
        #: the choosers at the top (``add_choosers``): the deal shown, and at a shared table
        #: whose decisions
        self.deal: QComboBox | None = None
        self.person: QComboBox | None = None
        #: ``ask(player, deal)`` of ``add_choosers``: the chosen pair's quick sheet
        self._ask: Callable[[int | None, int], object] | None = None
        self._fit(parent)
        # what has the keys is ringed as the window opens (and comes back to the front), not
        # only once Tab has moved them: a keyboard-only tester pressed Tab twice to see any
        self.opening_ring = OpeningRing(self, again=True)

    def _add_steps(self) -> None:
        """The row of Whole deal, Back and Next, and where the page is in the deal."""
        row = QHBoxLayout()
        #: the step shown (``review_steps_page``), None: the whole deal's page
        self.place: int | None = None
        self.deal_word = "deal"
        self.whole = QPushButton(whole_button(), self)
        self.back = QPushButton(BACK_BUTTON, self)
        self.next = QPushButton(NEXT_BUTTON, self)
        self.where = QLabel("", self)
        for button, how in ((self.whole, WHOLE), (self.back, BACK), (self.next, NEXT)):
            button.setAutoDefault(False)
            button.clicked.connect(lambda _c=False, how=how: self.go(how))
            row.addWidget(button)
        row.addSpacing(8)
        row.addWidget(self.where, 1)
        self.box.addLayout(row)

    def go(self, how: str) -> None:
        """A move among the deal's steps (``review_steps_page.moved``): from one step to
        another the page stays where it was read (the hands low on a small window stay in
        sight); to or from the whole deal, its page from the top."""
        count = len(self.sheet.steps) if self.sheet is not None else 0
        place = moved(self.place, count, how)
        if place != self.place:
            bar = self.browser.verticalScrollBar()
            at = bar.value() if (place is None) == (self.place is None) else 0
            self.place = place
            self._draw()
            bar.setValue(at)

    def _draw(self) -> None:
        """The sheet at the place shown: the whole deal, or a step."""
        sheet = self.sheet
        if sheet is None:
            return
        count = len(sheet.steps)
        if self.place is not None:
            self.place = min(self.place, count - 1) if count else None
        fit = self.page_fit()
        self.drawn_fit = fit.key()
        html = sheet_html(sheet, fit) if self.place is None \
            else step_html(sheet, self.place, fit)
        self.browser.setHtml(html)
        back, forward = can_move(self.place, count)
        self.back.setEnabled(back)
        self.next.setEnabled(forward)
        self.whole.setEnabled(self.place is not None)
        self.where.setText(place_words(sheet, self.place, self.deal_word))

    def page_fit(self) -> PageFit:
        """The page's measures for its cards: the width inside the browser's frame, its margins
        and a scroll bar (as if always there: the page drawn again for a bar that came and went
        would make it come and go), the window's height, a text line and a bold name's width.
        From the window's own size, which is right also before the window is first shown."""
        browser = self.browser
        box = self.box.contentsMargins()
        frame = 2 * browser.frameWidth()
        margin = 2 * round(browser.document().documentMargin())
        bar = browser.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, browser)
        width = self.width() - box.left() - box.right() - frame - margin - bar - 2
        bold = QFont(browser.font())
        bold.setBold(True)
        names = QFontMetricsF(bold)
        return PageFit(max(100, width), self.height(), round(browser.fontMetrics().height()),
                       lambda text: names.horizontalAdvance(text))

    def resizeEvent(self, event) -> None:  # Qt override
        super().resizeEvent(event)
        if None not in (getattr(self, "sheet", None), getattr(self, "drawn_fit", None)):
            self.refit.start()  # (a resize while the window is made: nothing drawn yet)

    def _fit_again(self) -> None:
        """The page drawn again for the window's new size, where it was read (the same share
        of the page from its top)."""
        if self.sheet is None or self.page_fit().key() == self.drawn_fit:
            return
        bar = self.browser.verticalScrollBar()
        share = bar.value() / bar.maximum() if bar.maximum() > 0 else 0.0
        self._draw()
        bar.setValue(round(share * bar.maximum()))

    def step_key(self, key: int) -> bool:
        """A key that steps (``STEP_KEYS``): taken, or False to leave it to the page."""
        how = STEP_KEYS.get(key)
        if how is None or self.sheet is None or (self.place is None and how in (FIRST, LAST)):
            return False
        self.go(how)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() == QEvent.Type.KeyPress \
                and event.modifiers() in (Qt.KeyboardModifier.NoModifier,
                                          Qt.KeyboardModifier.KeypadModifier) \
                and not (isinstance(watched, QComboBox)
                         and event.key() in (Qt.Key.Key_Home, Qt.Key.Key_End)) \
                and self.step_key(event.key()):
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event) -> None:  # Qt override
        """The keys left over by the buttons: they step too."""
        if event.modifiers() == Qt.KeyboardModifier.NoModifier and self.step_key(event.key()):
            return
        super().keyPressEvent(event)

    def _fit(self, parent: QWidget | None) -> None:
        """Most of the window, never more than the screen."""
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        base = parent.geometry() if parent is not None else screen
        self.resize(*review_size(base.width(), base.height(), screen.width(), screen.height()))

    def show_sheet(self, sheet: object) -> None:
        """A sheet (the quick one, then the searched one) or a message why there is none."""
        bar = self.browser.verticalScrollBar()
        at = bar.value()
        if isinstance(sheet, ReviewSheet):
            self.sheet = sheet
            self.browser.game_id = sheet.game
            self._draw()
            bar.setValue(at)
            done = sheet.complete
            self.status.setText("" if done else WAITING)
        else:
            self.browser.setPlainText(str(sheet))
            self.drawn_fit = None  # a resize keeps the message (no sheet drawn again over it)
            for button in (self.whole, self.back, self.next):
                button.setEnabled(False)
            self.where.setText("")
            done = True
            self.status.setText("")
        self.busy.setVisible(not done)
        self.status.setVisible(not done)

    def add_choosers(self, word: str, deals: list[tuple[int, str]], deal: int,
                     people: list[tuple[int, str]], person: int, ask) -> None:
        """At the top: which finished deal is shown (``deals``: index, words; ``word``: the
        game's word for a deal), and at a shared table whose decisions are weighed
        (``people``: player, name; only the last to hold the device could be reviewed).
        ``ask(player, deal)`` gives the chosen pair's quick sheet; the searched one follows."""
        self.deal_word = word
        self.setWindowTitle(f"{capital(word)} review")  # Barbu's "Hand review", its word inside
        self.whole.setText(whole_button(word))
        row = QHBoxLayout()
        self.deal = QComboBox(self)
        for index, words in deals:
            self.deal.addItem(words, index)
        self.deal.setCurrentIndex(max(0, self.deal.findData(deal)))
        self.deal.setAccessibleName(capital(word))
        self.deal.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.person = None
        pairs = [(deal_label(word), self.deal)]
        if people:
            self.person = QComboBox(self)
            for player, name in people:
                self.person.addItem(name, player)
            self.person.setCurrentIndex(max(0, self.person.findData(person)))
            pairs.append((PERSON_LABEL, self.person))
        for text, chooser in pairs:
            label = QLabel(text, self)
            label.setBuddy(chooser)
            row.addWidget(label)
            row.addWidget(chooser)
            row.addSpacing(12)
        row.addStretch(1)
        self.box.insertLayout(0, row)
        for chooser in (self.deal, self.person):
            if chooser is not None:
                chooser.installEventFilter(self)
        # made after the page: first in the tab order all the same, as they are on the screen,
        # and the window opens on the first (it opened on Next, and Tab went on to the deal's
        # chooser over the buttons); the rest in the order they are read
        order = [self.deal, self.person, self.whole, self.back, self.next, self.browser,
                 *(ring.target for ring in self.close_rings)]
        order = [widget for widget in order if widget is not None]
        for first, second in pairwise(order):
            QWidget.setTabOrder(first, second)
        self.deal.setFocus()

        self._ask = ask
        self.deal.currentIndexChanged.connect(lambda _i: self.ask_again(True))
        if self.person is not None:
            self.person.currentIndexChanged.connect(lambda _i: self.ask_again(False))
        # a deal or person picked from its list: the keys go to the page, where Home and End
        # step (they picked another deal on the list a tester had just used)
        for chooser in (self.deal, self.person):
            if chooser is not None:
                chooser.activated.connect(lambda _i: self.browser.setFocus())

    def ask_again(self, top: bool) -> None:
        """The chosen deal and person's sheet: at once without the searches, the searched one
        to follow. ``top``: another deal, its page from the top (not at the last one's place)."""
        if self._ask is None or self.deal is None:
            return
        self.busy.show()
        self.status.show()
        player = None if self.person is None else self.person.currentData()
        if top and self.place is not None:
            self.place = 0  # stepping on: another deal from its cards as dealt
        self.show_sheet(self._ask(player, self.deal.currentData()))
        if top:
            self.browser.verticalScrollBar().setValue(0)

    def list_deals(self, deals: list[tuple[int, str]], choose: int | None = None) -> None:
        """The chooser follows the game while the window is open (the game goes on beside it):
        a deal finished since is added, one taken back by an undo goes, and the deal shown
        stays as it is (its sheet, the place read in it) unless it went, or ``choose`` (a
        deal's index) asks for another: then that deal's sheet, from the top."""
        chooser = self.deal
        if chooser is None or not deals:
            return
        shown = chooser.currentData()
        with QSignalBlocker(chooser):  # the chooser's own signal is the person's choice
            while chooser.count() > len(deals):
                chooser.removeItem(chooser.count() - 1)
            for i, (index, words) in enumerate(deals):
                if i < chooser.count():
                    chooser.setItemText(i, words)
                    chooser.setItemData(i, index)
                else:
                    chooser.addItem(words, index)
            chooser.setCurrentIndex(deal_to_show([index for index, _words in deals], shown,
                                                 choose))
        if chooser.currentData() != shown:
            self.ask_again(True)


def open_review(window) -> ReviewDialog | None:
    """Game → Review a deal (Ctrl+R) and the summary's "Review this deal": the last finished
    deal (the summary's) at once, the searched review when it comes (``reviewReady``); any
    other finished deal of the game chosen at its top and, at a shared table, the person.
    One window: asked again while it is open, it comes to the front at the last deal (two
    windows both showed whichever searched sheet came last)."""
    controller = window.controller
    if not controller.can_review():  # the menu entry is greyed out until a deal is finished
        return None
    deals = controller.review_deals()
    dlg = next((d for d in window.findChildren(ReviewDialog) if d.isVisible()), None)
    if dlg is not None:
        dlg.list_deals(deals, choose=deals[-1][0])
        dlg.setWindowState(dlg.windowState() & ~Qt.WindowState.WindowMinimized)
        dlg.raise_()
        dlg.activateWindow()
        window.last_dialog = dlg
        return dlg
    dlg = keep_size(ReviewDialog(window, getattr(window.table, "art", None)), window, "review")
    dlg.add_choosers(controller.facts().deal_word, deals, deals[-1][0],
                     controller.review_choices(), controller.viewer, controller.ask_review)
    _follow_the_game(dlg, controller)
    quick = controller.ask_review(deal=deals[-1][0])
    dlg.show_sheet(quick)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    dlg.show()
    window.last_dialog = dlg
    return dlg


def _follow_the_game(dlg: ReviewDialog, controller) -> None:
    """The window is not modal: the game goes on while it is open. A deal finished meanwhile
    joins its chooser (the deal shown stays); an undo that takes one back takes it out, and
    the searched sheet it dropped is asked again (the window said "Working it out" for good).
    A new game or an opened record closes it: their deals are not the ones the person asked
    to see, and a new game has none finished to show (Review a deal is greyed out)."""
    game = controller.game_number

    def on_reset() -> None:
        if controller.game_number != game or not controller.can_review():
            dlg.close()
            return
        dlg.list_deals(controller.review_deals())
        if controller.review_lost():
            dlg.ask_again(False)

    def on_deal(_event: object) -> None:
        dlg.list_deals(controller.review_deals())

    links = [(controller.reviewReady, dlg.show_sheet), (controller.stateReset, on_reset),
             (controller.dealFinished, on_deal)]
    for signal, slot in links:
        signal.connect(slot)

    def unlink(_result: int) -> None:
        for signal, slot in links:
            signal.disconnect(slot)

    dlg.finished.connect(unlink)


def say_none_finished(window) -> None:
    """Ctrl+R while Game → Review is greyed out (no deal finished yet): why, in the status bar
    (``menus.explain_when_greyed``)."""
    facts = window.controller.facts()
    window.statusBar().showMessage(none_finished(facts.deal_word if facts else "deal"), 8000)
