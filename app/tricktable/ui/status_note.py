"""A status-bar message too long for one line (a hint with its reason and figures): shown cut
short with "…" at the bar's width, never clipped mid-word at the window's edge, with the whole
text as the bar's tooltip (and on the felt, where the hint's toast wraps it).

Why a class of its own: the bar draws a temporary message on one line and simply clips it, so
the end of a long hint ("…this came out abou") was lost; the cut is redone when the window is
resized, and the tooltip goes with the message.
"""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QStatusBar, QToolTip

#: room the bar keeps beside its message (its margins and the size grip)
SIDE_ROOM = 32


class StatusNote(QObject):
    """Shows long messages on ``bar``, cut to its width, the whole text in its tooltip."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.bar = bar
        self.text: str | None = None     # the whole text of the message on show
        self.shown: str | None = None    # the words the bar draws for it
        self._ends = 0.0                 # when the message goes (monotonic seconds)
        bar.installEventFilter(self)
        bar.messageChanged.connect(self._changed)

    def show(self, text: str, ms: int) -> None:
        """``text`` for ``ms`` milliseconds (0: until another message or none replaces it)."""
        self.text = text
        self._ends = time.monotonic() + ms / 1000 if ms > 0 else math.inf
        self._draw()

    def _draw(self) -> None:
        text = self.text or ""
        room = max(40, self.bar.width() - SIDE_ROOM)
        shown = self.bar.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room)
        self.shown = shown
        self.bar.setToolTip(text if shown != text else "")
        # a resize redraws it for the time it had left, not for a fresh while
        left = self._ends - time.monotonic()
        self.bar.showMessage(shown, 0 if math.isinf(left) else max(1, round(left * 1000)))

    def clear_if_about(self, start: str) -> None:
        """Take the message off the bar if it is this note's and its whole text begins with
        ``start`` (the bar holds the shortened words, so they cannot be compared)."""
        if self.text is not None and self.text.startswith(start) \
                and self.bar.currentMessage() == self.shown:
            self.bar.clearMessage()

    def _changed(self, message: str) -> None:
        if self.text is not None and message != self.shown:
            # another message, or none: the hint's tooltip goes with it (one open over the
            # bar would outlive its message)
            if QToolTip.isVisible() and QToolTip.text() == self.text:
                QToolTip.hideText()
            self.text = self.shown = None
            self.bar.setToolTip("")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.bar and event.type() == QEvent.Type.Resize and self.text:
            self._draw()  # cut again at the new width
        return False
