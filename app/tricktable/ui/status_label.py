"""The status bar's line: whose turn it is, what they are to do, and why cards are dimmed.

Why its own label: a line longer than the bar (the rule that dims cards names every card it
concerns, and the largest text size makes each letter wider) ran off the window's edge, cut
mid-word with nothing to say so ("you hold the 14★, the 6★ and the"; a tester at 1000 px).
It now ends in "…" where it is cut, its whole text is its tooltip and its accessible name (a
screen reader reads all of it), and a long line never makes the window wider.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QWidget


class StatusLine(QLabel):
    """A one-line label that shows as much of its text as fits, ending in "…"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup

    def setText(self, text: str) -> None:  # Qt override
        super().setText(text)
        self.setAccessibleName(text)
        self._tip()

    def resizeEvent(self, event) -> None:  # Qt override
        super().resizeEvent(event)
        self._tip()

    def cut(self) -> bool:
        """Whether the text is wider than the label shows."""
        return self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()

    def _tip(self) -> None:
        self.setToolTip(self.text() if self.cut() else "")

    def minimumSizeHint(self) -> QSize:  # Qt override: a long line never widens the window
        return QSize(0, super().minimumSizeHint().height())

    def paintEvent(self, event) -> None:  # Qt override
        rect = self.contentsRect()
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                              rect.width())
        painter = QPainter(self)
        self.style().drawItemText(painter, rect, int(self.alignment()), self.palette(),
                                  self.isEnabled(), shown, self.foregroundRole())
        painter.end()
