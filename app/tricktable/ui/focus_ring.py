"""The keyboard's ring drawn over a widget the style draws no focus frame round (a list of
pictures, a page of text, a lone default button). Apart from ``dialog_keys``, which imports
``dialogs``: the score sheet, in ``dialogs``, rings its buttons too, and ``dialogs`` cannot
import ``dialog_keys`` back (``test_ui_imports``); ``dialog_keys`` names these as its own.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QWidget

from ..presentation.panel_keys import luminance


def ring_ink(palette: QPalette) -> QColor:
    """The focus ring's colour on ``palette``'s fields: the selection colour where it stands
    out from the field's own fill (3:1), else the text's colour."""
    ink, base = palette.color(QPalette.ColorRole.Highlight), palette.color(QPalette.ColorRole.Base)
    return ink if contrast(ink, base) >= 3.0 else palette.color(QPalette.ColorRole.Text)


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    hi, lo = sorted((luminance(c.getRgb()) for c in (a, b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


class FocusRing(QWidget):
    """A ring drawn over ``target``'s edge while it has the keyboard. Why: the style draws no
    focus frame round a list of pictures or a page of text, and draws a focused button as it
    draws the default one: Tab went to it and nothing showed where it was."""

    WIDTH = 2

    def __init__(self, target: QWidget) -> None:
        super().__init__(target)
        self.target = target
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(target.rect())
        self.hide()
        target.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # Qt override
        kind = event.type()
        if kind == QEvent.Type.Resize:
            self.setGeometry(self.target.rect())
        elif kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self.setVisible(kind == QEvent.Type.FocusIn)
            self.raise_()  # over the scrolled page, made after it
        return False

    def paintEvent(self, _event) -> None:  # Qt override
        painter = QPainter(self)
        painter.setPen(QPen(ring_ink(self.target.palette()), self.WIDTH))
        half = self.WIDTH / 2
        painter.drawRect(QRectF(self.rect()).adjusted(half, half, -half, -half))
        painter.end()


class OpeningRing(QObject):
    """Draws a dialog's focused control focused once the dialog is active: Qt rings the focus
    only once a key has moved it (activating a window forgets that), and a keyboard-only
    player could not tell where they were on opening it (New game's game list, Statistics'
    tabs). ``again``: also each time the dialog is active again, if the keyboard had moved the
    focus before it was left. A click still takes the ring away, as anywhere. The dialog keeps
    the returned watcher (a Python object held by nothing lost its override)."""

    def __init__(self, dialog: QWidget, again: bool = False) -> None:
        super().__init__(dialog)
        self.again = again
        self.ringed = self.ring_again = False
        dialog.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # Qt override
        kind = event.type()
        if self.again and kind == QEvent.Type.WindowDeactivate:
            self.ring_again = watched.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
        if kind == QEvent.Type.WindowActivate and (not self.ringed or self.ring_again):
            self.ringed = True
            # after the focus comes, which forgets it; dropped with the dialog if it is gone
            # by then (a bound method alone ran on a deleted dialog)
            QTimer.singleShot(0, watched, lambda: _ring_focus(watched))
        return False


def _ring_focus(dialog: QWidget) -> None:
    dialog.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)
    focused = dialog.focusWidget()
    if focused is not None:
        focused.update()
