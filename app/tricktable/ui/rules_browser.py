"""The rules of every game (``resources/rules/<game>.html``) in a browser that draws the pages'
worked examples with the table's own card pictures.

Why a ``card:`` scheme: an example names its cards as ``<img src="card:QS">`` and the browser asks
the app's card art for the picture (``CardArt``, the same vector faces as the table), so the
pages ship no image files, follow the four-colour setting and stay sharp at any screen ratio.
The examples' claims (who wins the trick, the score) are checked against the rules by
``tests/unit/test_rules_examples.py``, which reads the small JSON comment each example carries.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import (
    QFontMetrics,
    QPainter,
    QPixmap,
    QTextCursor,
    QTextDocument,
    QTextOption,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..presentation import card_pages
from ..presentation.review_cards import card_w, read_address
from .card_art import CardArt
from .dialog_keys import FocusRing
from .dialogs import button_box
from .window_place import fit_to_screen, keep_size


class CardBrowser(QTextBrowser):
    """A text browser that resolves ``card:<code>`` images with the app's card art, in the
    pack of the game whose page is shown; ``card:<code>?<size>`` picks a height of
    ``card_lines``: card heights in text lines, by the size named in a ``card:`` address
    ("": none named). The deal review names its cards' heights in pixels (``card:QS?h=110``)
    and draws each hand as one picture (``hand:QS,2C?h=96&step=30``: the cards overlapping
    when the step is narrower than a card), sized to its page by ``review_cards``."""

    def __init__(self, parent: QWidget | None = None, art: CardArt | None = None,
                 card_lines: dict[str, float] = card_pages.RULES_CARD_LINES) -> None:
        super().__init__(parent)
        self.art = art or CardArt()
        self.card_lines = card_lines
        self.game_id: str | None = None
        # a word too long for its cell widens the cell, never breaks: the review's cells read
        # "Partnershi" / "p" (the browser breaks anywhere by default)
        self.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        # the page shows when it has the keyboard: the style draws no frame round focused text,
        # and Tab into the deal review's report showed nothing
        self.ring = FocusRing(self)

    def card_height(self, size: str = "") -> int:
        lines = self.card_lines.get(size, self.card_lines[""])
        return round(QFontMetrics(self.font()).height() * lines)

    def card_pixmap(self, code: str, size: str = "") -> QPixmap | None:
        """The picture of ``code`` in the shown game's pack, or None for an unknown card;
        ``size``: a name of ``card_lines``, or ``h=<px>``."""
        found = card_pages.card_in_pack(self.game_id, code)
        if found is None:
            return None
        codec, card = found
        height = read_address(code, size)[1] or self.card_height(size)
        return self.art.pixmap(card, codec, height, self.devicePixelRatioF())

    def hand_pixmap(self, codes: str, query: str) -> QPixmap | None:
        """A line of cards as one picture (``hand:``): each card ``h`` px tall, its left edge
        ``step`` px right of the one before, the later card over the earlier as in a hand on
        the table; None when a card is unknown or the address has no height."""
        cards, height, step = read_address(codes, query)
        found = [card_pages.card_in_pack(self.game_id, c) for c in cards]
        if not found or height is None or None in found:
            return None
        step = step or card_w(height)
        dpr = self.devicePixelRatioF()
        faces = [self.art.pixmap(card, codec, height, dpr) for codec, card in found]
        width = card_w(height) + step * (len(faces) - 1)
        pix = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        try:
            for i, face in enumerate(faces):
                painter.drawPixmap(QPointF(i * step, 0), face)
        finally:
            painter.end()
        return pix

    def resizeEvent(self, event) -> None:  # Qt override
        """The text read keeps its place at the top: the rules scrolled to "Taking the window"
        showed "The deal" once the window was made smaller, "Trumps" once larger, its first
        line cut (a tester). Scrolled to the very top, the page stays there."""
        bar = self.verticalScrollBar()
        top = self.cursorForPosition(QPoint(0, 0)).position() if bar.value() > 0 else None
        super().resizeEvent(event)
        if top is not None:
            cursor = QTextCursor(self.document())
            cursor.setPosition(top)
            bar.setValue(bar.value() + self.cursorRect(cursor).top())

    def loadResource(self, kind: int, url: QUrl):
        if kind == QTextDocument.ResourceType.ImageResource.value \
                and url.scheme() in ("card", "hand"):
            pix = (self.card_pixmap if url.scheme() == "card" else self.hand_pixmap)(
                url.path(), url.query())
            if pix is not None:
                return pix
        return super().loadResource(kind, url)


class CardPageDialog(QDialog):
    """A card page in a browser above a Close button (Esc closes too), below the controls each
    dialog puts in ``box`` first (made first, so they come first in the tab order)."""

    def __init__(self, title: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.box = QVBoxLayout(self)

    def add_page(self, art: CardArt | None,
                 card_lines: dict[str, float] = card_pages.RULES_CARD_LINES) -> None:
        """The browser (``browser``) and the Close button, below the controls."""
        self.browser = CardBrowser(self, art, card_lines)
        self.box.addWidget(self.browser, 1)
        buttons = button_box(self, self.box)
        # Close is the default button, drawn by the style focused or not: Tab to it changed
        # nothing to see. Its ring is kept here: one held by nothing in Python lost its fields
        self.close_rings = [FocusRing(b) for b in buttons.buttons()]


class RulesBrowser(CardPageDialog):
    """The rules of every game, as the HTML pages shipped in ``resources/rules``."""

    def __init__(self, game_id: str | None = None, parent: QWidget | None = None,
                 art: CardArt | None = None) -> None:
        super().__init__("Rules", parent)
        self.setWindowModality(Qt.WindowModality.NonModal)
        row = QHBoxLayout()
        row.addWidget(QLabel("Game:"))
        self.games = QComboBox(self)
        for gid, title in card_pages.game_titles():
            self.games.addItem(title, gid)
        row.addWidget(self.games, 1)
        self.box.addLayout(row)
        self.add_page(art)
        self.browser.setOpenExternalLinks(True)
        self.games.currentIndexChanged.connect(lambda _i: self.show_game(self.games.currentData()))
        if game_id is not None and self.games.findData(game_id) >= 0:
            self.games.setCurrentIndex(self.games.findData(game_id))
        self.show_game(self.games.currentData())
        fit_to_screen(self, 760, 680)

    def showEvent(self, event) -> None:  # Qt override
        """The keys scroll the page when it opens (Ctrl+End went to the game list and showed
        the last game's rules instead)."""
        super().showEvent(event)
        self.browser.setFocus()

    def show_game(self, game_id: str | None) -> None:
        if game_id is None:
            return
        self.browser.game_id = game_id
        self.browser.document().clear()  # forget the last game's card pictures
        self.browser.setHtml(card_pages.rules_html(game_id, self.browser.art.four_colour))
        self.setWindowTitle(card_pages.rules_title(game_id))


def show_rules(window, game_id: str | None, anchor: str = "") -> RulesBrowser:
    """Help → Rules and the rules links: a window beside the table (the game goes on), at the
    size the person last left it, scrolled to ``anchor`` when one is given."""
    dlg = keep_size(RulesBrowser(game_id, window, window.table.art), window, "rules")
    if anchor:
        dlg.browser.scrollToAnchor(anchor)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    dlg.show()
    return dlg
