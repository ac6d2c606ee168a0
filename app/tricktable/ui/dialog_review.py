"""The deal review window: the finished deal drawn with the table's own card pictures (every hand
as dealt, then each trick with its leader and winner marked), the reviewed player's decisions beside
the trick they belong to with the expert's choice and what it was worth, and "could I have won?".

The sheet (``coach.review_sheet``) comes in two steps: the deal and the decisions at once, then,
from the worker a few seconds later, the expert's choices and the best line with every card
known; meanwhile a busy bar says that it is working. Drawn as rich text in a ``CardBrowser`` (the
rules pages' browser: ``card:`` images from ``CardArt``), so it wraps to the window's width and
scrolls when long.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QFontMetrics, QPixmap, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from ..coach.review_sheet import Played, ReviewSheet, SheetRow
from .card_art import CardArt
from .rules_browser import CardBrowser

WAITING = ("Working it out: the expert level weighs each of the decisions, and the lines of play "
           "with every card known are tried. This takes a few seconds…")
#: card heights in text lines: a trick's cards, and the smaller cards of the hands as dealt
TRICK_LINES = 4.6
HAND_LINES = 3.4
#: the marks on a trick's cards
LEAD_MARK = "led"
WIN_MARK = "won"
MINE_BG = "#eef4ff"
WIN_BG = "#fff3c4"
MATTERED_BG = "#ffe9e0"


class ReviewBrowser(CardBrowser):
    """The rules pages' card browser with two sizes: ``card:QS`` for a trick, ``card:QS?hand``
    for the smaller cards of the hands as dealt."""

    def card_height(self, small: bool = False) -> int:
        lines = HAND_LINES if small else TRICK_LINES
        return round(QFontMetrics(self.font()).height() * lines)

    def loadResource(self, kind: int, url: QUrl):
        if url.scheme() == "card" and kind == QTextDocument.ResourceType.ImageResource.value:
            pix = self._pixmap(url.path(), url.query() == "hand")
            if pix is not None:
                return pix
        return super().loadResource(kind, url)

    def _pixmap(self, code: str, small: bool) -> QPixmap | None:
        from ..games.registry import get_rules

        if self.game_id is None:
            return None
        codec = get_rules(self.game_id).codec
        try:
            card = codec.parse(code)
        except ValueError:
            return None
        return self.art.pixmap(card, codec, self.card_height(small), self.devicePixelRatioF())


def _e(text: str) -> str:
    return html.escape(text)


def _card_cell(p: Played) -> str:
    """One turn of a trick: the card's picture (or its words), who played it, and its marks."""
    marks = [m for m, on in ((LEAD_MARK, p.lead), (WIN_MARK, p.win)) if on]
    who = f"<b>{_e(p.who)}</b>" if p.mine else _e(p.who)
    mark = f"<br/><i>{' · '.join(marks)}</i>" if marks else "<br/>&nbsp;"
    if p.card is not None:
        face = f'<img src="card:{_e(p.card)}" title="{_e(p.words)}"/>'
    else:
        face = f"<div style='font-size:large'><br/>{_e(p.words)}<br/>&nbsp;</div>"
    bg = f' bgcolor="{WIN_BG}"' if p.win else (f' bgcolor="{MINE_BG}"' if p.mine else "")
    return f'<td align="center" valign="top"{bg}>{face}<br/>{who}{mark}</td>'


def _row(row: SheetRow) -> str:
    cards = "".join(_card_cell(p) for p in row.cards)
    table = (f'<table cellspacing="4" cellpadding="3"><tr>{cards}</tr></table>'
             if row.cards else "")
    notes = "".join(f"<p style='margin:0 0 6px 0'>{_e(n)}</p>" for n in row.notes)
    bg = f' bgcolor="{MATTERED_BG}"' if row.mattered else ""
    head = f"<b>{_e(row.title)}</b>"
    if row.outcome:
        head += f"<br/>{_e(row.outcome)}"
    return (f'<tr><td valign="top" width="12%"{bg}>{head}</td>'
            f'<td valign="top">{table}</td>'
            f'<td valign="top" width="42%"{bg}>{notes}</td></tr>')


def sheet_html(sheet: ReviewSheet) -> str:
    """The review as rich text (``card:`` images are drawn by ``ReviewBrowser``)."""
    parts = [f"<h2>{_e(sheet.title)}</h2>", f"<h3>{_e(sheet.question)}</h3>"]
    parts += [f"<p>{_e(line)}</p>" for line in sheet.verdict]
    parts.append("<h3>The hands as dealt</h3><table cellspacing='2' cellpadding='2'>")
    for label, codes in sheet.hands:
        imgs = "".join(f'<img src="card:{_e(c)}?hand"/> ' for c in codes)
        parts.append(f'<tr><td valign="middle"><b>{_e(label)}</b>&nbsp;</td><td>{imgs}</td></tr>')
    parts.append("</table><h3>Trick by trick</h3>")
    parts.append('<table width="100%" cellspacing="0" cellpadding="6" border="1" '
                 'style="border-collapse:collapse; border-color:#c8c8c8">')
    parts += [_row(r) for r in sheet.rows]
    parts.append("</table>")
    return "".join(parts)


class ReviewDialog(QDialog):
    """The review: a busy bar while the worker searches, the sheet in a scrolling browser; closes
    with Esc or Close."""

    def __init__(self, parent: QWidget | None = None, art: CardArt | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Deal review")
        layout = QVBoxLayout(self)
        self.status = QLabel(WAITING, self)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)  # no figure to show: it says "working" until the answer
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(10)
        layout.addWidget(self.busy)
        self.browser = ReviewBrowser(self, art)
        layout.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.sheet: ReviewSheet | None = None
        self._fit(parent)

    def _fit(self, parent: QWidget | None) -> None:
        """Most of the window, never more than the screen."""
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        base = parent.geometry() if parent is not None else screen
        width = min(max(760, int(base.width() * 0.86)), screen.width() - 40, 1200)
        height = min(max(560, int(base.height() * 0.9)), screen.height() - 60)
        self.resize(width, height)

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


def open_review(window) -> ReviewDialog | None:
    """Game → Review the last deal: the deal at once, the searched review when it comes
    (``reviewReady``)."""
    controller = window.controller
    dlg = ReviewDialog(window, getattr(window.table, "art", None))
    controller.reviewReady.connect(dlg.show_sheet)
    quick = controller.ask_review()
    if quick is None:
        controller.reviewReady.disconnect(dlg.show_sheet)
        dlg.deleteLater()
        window.statusBar().showMessage("No finished deal to review yet.", 8000)
        return None
    dlg.show_sheet(quick)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    dlg.finished.connect(lambda _r: controller.reviewReady.disconnect(dlg.show_sheet))
    dlg.show()
    window.last_dialog = dlg
    return dlg
