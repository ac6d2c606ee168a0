"""The deal review window: the finished deal drawn with the table's own card pictures (every hand
as dealt, then each trick with its leader and winner marked), the reviewed player's decisions beside
the trick they belong to with the expert's choice and what it was worth, and "could I have won?".

The sheet (``coach.review_sheet``) comes in two steps: the deal and the decisions at once, then,
from the worker a few seconds later, the expert's choices and the best line with every card
known; meanwhile a busy bar says that it is working. Drawn as rich text in a ``CardBrowser`` (the
rules pages' browser: ``card:`` images from ``CardArt``), so it wraps to the window's width and
scrolls when long. The page itself is ``presentation.card_pages.sheet_html``'s.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QWidget,
)

from ..coach.review_sheet import ReviewSheet
from ..presentation.card_pages import REVIEW_CARD_LINES, review_size, sheet_html
from .card_art import CardArt
from .dialogs import text_label
from .rules_browser import CardPageDialog

WAITING = ("Working it out: the expert level weighs each of the decisions, and the lines of play "
           "with every card known are tried. This takes a few seconds…")


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
        self.add_page(art, REVIEW_CARD_LINES)  # ``card:QS?hand``: the hands' smaller cards
        self.sheet: ReviewSheet | None = None
        self._fit(parent)

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
            self.browser.setHtml(sheet_html(sheet))
            bar.setValue(at)
            done = sheet.complete
            self.status.setText("" if done else WAITING)
        else:
            self.browser.setPlainText(str(sheet))
            done = True
            self.status.setText("")
        self.busy.setVisible(not done)
        self.status.setVisible(not done)


    def choose_person(self, choices: list[tuple[int, str]], shown: int, ask) -> None:
        """A shared table: whose decisions are weighed, one person at a time, ``ask(player)``
        giving the new quick sheet (only the last to hold the device could be reviewed)."""
        row = QHBoxLayout()
        label = QLabel("&Decisions of:", self)
        self.person = QComboBox(self)
        label.setBuddy(self.person)
        for player, name in choices:
            self.person.addItem(name, player)
        self.person.setCurrentIndex(max(0, self.person.findData(shown)))
        row.addWidget(label)
        row.addWidget(self.person)
        row.addStretch(1)
        self.box.insertLayout(0, row)

        def chosen(_index: int) -> None:
            self.busy.show()
            self.status.show()
            self.show_sheet(ask(self.person.currentData()))

        self.person.currentIndexChanged.connect(chosen)


def open_review(window) -> ReviewDialog | None:
    """Game → Review the last deal: the deal at once, the searched review when it comes
    (``reviewReady``); at a shared table, of the person chosen at its top."""
    controller = window.controller
    if not controller.can_review():  # the menu entry is greyed out until a deal is finished
        return None
    dlg = ReviewDialog(window, getattr(window.table, "art", None))
    controller.reviewReady.connect(dlg.show_sheet)
    choices = controller.review_choices()
    if choices:
        dlg.choose_person(choices, controller.viewer, controller.ask_review)
    quick = controller.ask_review()
    dlg.show_sheet(quick)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    dlg.finished.connect(lambda _r: controller.reviewReady.disconnect(dlg.show_sheet))
    dlg.show()
    window.last_dialog = dlg
    return dlg
