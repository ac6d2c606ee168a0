"""A card lying on the felt that holds widgets: the deal summary and the first-game tips share its
look (a rounded card with a soft shadow, each in its own colours) and its plain-text labels; the
decision panel is one too, flat on the felt, without the shadow. All three are laid out again,
often from one of their own buttons, the same way (``fresh_column``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..presentation import text_boxes as tb
from .seat_plate import felt_font, paint_box

_RETIRED: set[QWidget] = set()


def retire_layout(widget: QWidget) -> None:
    """Take ``widget``'s layout and child widgets out of it now, and delete them once control is
    back in the event loop. A panel is often rebuilt from one of its own buttons' ``clicked``
    (Barbu's "Trump…" opens the suits): deleting that button at once, while the mouse event is
    still being delivered to it through the view and the proxy, crashed the program."""
    old = widget.layout()
    if old is None:
        return
    bin_ = QWidget()
    bin_.setLayout(old)  # the old children move to the hidden bin, out of the panel at once
    _RETIRED.add(bin_)  # a Python reference, or the bin would be deleted right here
    bin_.destroyed.connect(lambda *_a, b=bin_: _RETIRED.discard(b))
    bin_.deleteLater()


def fresh_column(widget: QWidget, side: float, top: float, bottom: float,
                 spacing: float) -> QVBoxLayout:
    """Retire ``widget``'s old contents (``retire_layout``) and give it a new column with these
    margins and spacing (pixels, rounded): how the panel, the summary and a tip start laying
    themselves out again."""
    retire_layout(widget)
    outer = QVBoxLayout(widget)
    outer.setContentsMargins(round(side), round(top), round(side), round(bottom))
    outer.setSpacing(round(spacing))
    return outer


class RaisedCard(QWidget):
    """The card behind its widgets; a subclass sets its colours, corner and edge, and keeps
    ``_px`` (the text size it was laid out at, which the corner and the shadow follow)."""

    FILL: tb.RGBA = (255, 255, 255, 255)
    EDGE: tb.RGBA = (0, 0, 0, 70)
    #: the corner's radius as a share of the text size; the edge's width in pixels, or a share
    #: of the text size when that is more; the card's inset in its widget; a soft shadow below
    ROUNDING = 1.0
    EDGE_WIDTH = 1.0
    EDGE_SHARE = 0.0
    INSET = 2.0
    SHADOW = True

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground, True)
        self.setAccessibleName(name)
        self._px = 12.0

    def _label(self, text: str, px: float, bold: bool, colour: str,
               wrap: bool = False) -> QLabel:
        """Plain text (a name is never read as markup) in ``colour`` on the card."""
        label = QLabel(text)
        label.setFont(felt_font(px, bold))
        label.setWordWrap(wrap)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setStyleSheet(f"color: {colour}; background: transparent;")
        return label

    def _finish(self, width: float | None = None) -> None:
        """Show the children just laid out (children added to a widget already in a scene are
        not shown by themselves), take ``width`` if given, and lay them out now."""
        for child in self.findChildren(QWidget):
            child.show()
        if width is not None:
            self.setFixedWidth(round(width))
        self.layout().activate()

    def height_at(self, width: float) -> int:
        """The card's height at ``width`` (wrapped lines make it depend on the width)."""
        if self.hasHeightForWidth():
            return self.heightForWidth(round(width))
        return self.sizeHint().height()

    def paintEvent(self, event) -> None:  # Qt override
        r = QRectF(self.rect()).adjusted(self.INSET, self.INSET, -self.INSET, -self.INSET)
        px = self._px
        p = QPainter(self)
        paint_box(p, tb.Box(r.x(), r.y(), r.width(), r.height(), px * self.ROUNDING, self.FILL,
                            self.EDGE, max(self.EDGE_WIDTH, px * self.EDGE_SHARE),
                            (0, 0, 0, 60) if self.SHADOW else None, drop_dy=px * 0.15))
        p.end()
