"""Home and End, with or without Ctrl, take a page of text to its top and its bottom.

Why: a read-only text (Help → Keyboard's list, the deal log) scrolled with the arrows, Page
Up and Page Down, and with a bare Home or End, but Ctrl+Home and Ctrl+End, the keys most
programs give "the very top" and "the very bottom", did nothing: Qt's read-only text answers
them only with a text cursor, which a page no one types in has none of.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSlider

#: the keys and where each one goes
ENDS = {Qt.Key.Key_Home: QAbstractSlider.SliderAction.SliderToMinimum,
        Qt.Key.Key_End: QAbstractSlider.SliderAction.SliderToMaximum}


class ScrollEnds(QObject):
    """Watches ``area``'s keys: Home or End, alone or with Ctrl, scroll it to its top or its
    bottom (as a step the scroll bar reports, like the arrows' and the Page keys'). Kept by
    the caller or the area (its parent): a Python object held by nothing lost its override."""

    def __init__(self, area: QAbstractScrollArea) -> None:
        super().__init__(area)
        self.area = area
        area.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # Qt override
        if event.type() != QEvent.Type.KeyPress or event.key() not in ENDS:
            return False
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier):
            return False  # Shift+End and the like: a selection's, left to the text
        self.area.verticalScrollBar().triggerAction(ENDS[event.key()])
        return True
