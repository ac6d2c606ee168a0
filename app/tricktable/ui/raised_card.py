"""A card lying on the felt that holds widgets: the deal summary and the first-game tips share its
look (a rounded card with a soft shadow, each in its own colours) and its plain-text labels.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QWidget

from .action_panel import _font, paint_raised_card


class RaisedCard(QWidget):
    """The card behind its widgets; a subclass sets its colours, corner and edge, and keeps
    ``_px`` (the text size it was laid out at, which the corner and the shadow follow)."""

    FILL = QColor(255, 255, 255)
    EDGE = QColor(0, 0, 0, 70)
    #: the corner's radius as a share of the text size, and the edge's width in pixels
    ROUNDING = 1.0
    EDGE_WIDTH = 1.0

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground, True)
        self.setAccessibleName(name)
        self._px = 12.0

    def _label(self, text: str, px: float, bold: bool, colour: str,
               wrap: bool = False) -> QLabel:
        """Plain text (a name is never read as markup) in ``colour`` on the card."""
        label = QLabel(text)
        label.setFont(_font(px, bold))
        label.setWordWrap(wrap)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setStyleSheet(f"color: {colour}; background: transparent;")
        return label

    def paintEvent(self, event) -> None:  # Qt override
        paint_raised_card(self, self._px, self._px * self.ROUNDING, self.FILL, self.EDGE,
                          self.EDGE_WIDTH)
