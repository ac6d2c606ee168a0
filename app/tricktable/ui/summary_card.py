"""The end-of-deal card in the centre of the table: who took what, each score line explained,
the deal's score and the totals, then "Next deal" (or "Play again" once the game is over).

The content is a :class:`describe.Summary`, made from the engine's ``DealScored`` details; this
module only lays it out. Widgets in a proxy, like the decision panel, so the button is a real,
accessible, keyboard-focusable button.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QWidget

from ..presentation.describe import Summary, number, signed
from .action_panel import ChoiceButton
from .raised_card import RaisedCard, fresh_column

INK = "#1f2a22"
SOFT_INK = "#5b665e"
GOOD = "#2e7d32"
BAD = "#c62828"
WIN_FILL = "rgba(255, 213, 79, 110)"


class SummaryCard(RaisedCard):
    """The deal summary; ``nextRequested`` when the person is ready for the next deal."""

    FILL = (247, 244, 232, 246)
    EDGE = (0, 0, 0, 70)
    nextRequested = Signal()
    reviewRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Deal summary", parent)
        self.summary: Summary | None = None
        self.button: ChoiceButton | None = None

    def show_summary(self, summary: Summary, font_px: float, max_width: float,
                     max_height: float) -> tuple[int, int]:
        """Lay the summary out at the largest font (up to ``font_px``) that fits the area;
        returns the card's size."""
        px = font_px
        for _ in range(8):
            self._build(summary, px, max_width)
            if self._height(max_width) <= max_height or px <= 9:
                break
            px *= 0.9
        size = (round(max_width), min(round(max_height), self._height(max_width)))
        self.setFixedSize(*size)
        return size

    def _height(self, width: float) -> int:
        """The height at the card's width (wrapped lines make it depend on the width)."""
        if self.hasHeightForWidth():
            return self.heightForWidth(round(width))
        return self.sizeHint().height()

    def _build(self, summary: Summary, px: float, width: float) -> None:
        self.summary = summary
        self._px = px
        pad = px * 1.2
        outer = fresh_column(self, pad, pad * 0.8, pad * 0.8, px * 0.4)
        outer.addWidget(self._label(summary.title, px * 1.5, True, INK))
        if summary.subtitle:
            outer.addWidget(self._label(summary.subtitle, px * 0.95, False, SOFT_INK))
        grid = QGridLayout()
        grid.setHorizontalSpacing(round(px * 1.0))
        grid.setVerticalSpacing(round(px * 0.35))
        heads = ("", "", "This deal", "Total")
        for col, text in enumerate(heads):
            if text:
                head = self._label(text, px * 0.85, True, SOFT_INK)
                head.setAlignment(Qt.AlignmentFlag.AlignRight)
                grid.addWidget(head, 0, col)
        row_i = 1
        for row in summary.rows:
            rule = QFrame()
            rule.setFrameShape(QFrame.Shape.HLine)
            rule.setStyleSheet("color: rgba(0,0,0,40); background: rgba(0,0,0,40);")
            rule.setFixedHeight(1)
            grid.addWidget(rule, row_i, 0, 1, 4)
            row_i += 1
            name = self._label(row.name + ("  ★" if row.highlight else ""), px * 1.05, True, INK)
            if row.highlight:
                name.setStyleSheet(name.styleSheet() + f"background: {WIN_FILL}; "
                                   "border-radius: 4px; padding: 0 4px;")
            grid.addWidget(name, row_i, 0, Qt.AlignmentFlag.AlignTop)
            lines = QGridLayout()
            lines.setHorizontalSpacing(round(px * 0.8))
            lines.setVerticalSpacing(round(px * 0.1))
            for k, (text, value) in enumerate(row.lines):
                t = self._label(text, px * 0.92, False, INK if value is not None else SOFT_INK,
                                wrap=True)
                lines.addWidget(t, k, 0)
                if value is not None:
                    v = self._label(signed(value), px * 0.92, True,
                                    _colour(value, summary.lower_is_better))
                    v.setAlignment(Qt.AlignmentFlag.AlignRight)
                    lines.addWidget(v, k, 1, Qt.AlignmentFlag.AlignTop)
            lines.setColumnStretch(0, 1)
            grid.addLayout(lines, row_i, 1)
            score = self._label(signed(row.score), px * 1.2, True,
                                _colour(row.score, summary.lower_is_better))
            score.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(score, row_i, 2, Qt.AlignmentFlag.AlignTop)
            total = self._label(number(row.total), px * 1.2, True, INK)
            total.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(total, row_i, 3, Qt.AlignmentFlag.AlignTop)
            row_i += 1
        grid.setColumnStretch(1, 1)
        outer.addLayout(grid)
        for note in summary.notes:
            outer.addWidget(self._label(note, px * 0.95, True, "#8a5a00", wrap=True))
        foot = QHBoxLayout()
        # the deal review (the hands, the tricks, the person's decisions beside the expert's):
        # offered where the deal ends, not only in the Game menu
        self.review_button = ChoiceButton("Review this deal", "", px * 0.9, width=px * 9,
                                          on_light=True)
        self.review_button.clicked.connect(self.reviewRequested.emit)
        self.review_button.setAccessibleName("Review this deal")
        self.review_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Enter stays "next deal"
        foot.addWidget(self.review_button)
        foot.addStretch(1)
        self.button = ChoiceButton(summary.button, "", px, primary=True, width=px * 8,
                                   on_light=True)
        self.button.clicked.connect(self.nextRequested.emit)
        self.button.setAccessibleName(summary.button)
        foot.addWidget(self.button)
        outer.addLayout(foot)
        for child in self.findChildren(QWidget):
            child.show()
        self.setFixedWidth(round(width))
        self.layout().activate()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.nextRequested.emit()
            return
        super().keyPressEvent(event)


def _colour(value: int, lower_is_better: bool) -> str:
    """Green for a score that helps, red for one that hurts (Heart Hunter: points hurt)."""
    if value == 0:
        return SOFT_INK
    return GOOD if (value < 0) == lower_is_better else BAD
