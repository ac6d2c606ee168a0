"""The deal log's window: what everybody said and did, beside the table, kept up to date while it
is open. Its text is written by ``presentation.deal_log_text``, handed over by the controller.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout, QWidget

from .dialogs import button_box
from .window_place import fit_to_screen, move_within_screen


def toggle_deal_log(old: DealLogDialog | None, controller, window: QWidget
                    ) -> DealLogDialog | None:
    """Open the log beside the table (over the score panel, so the play stays in view, and
    without taking the keyboard); the same command closes an open one (then None)."""
    with contextlib.suppress(RuntimeError):  # already deleted by Qt
        if old is not None and old.isVisible():
            old.close()
            return None
    dlg = DealLogDialog(controller, window)
    dlg.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
    frame = window.frameGeometry()
    dlg.resize(min(dlg.width(), max(360, frame.width() // 3)), dlg.height())
    # below the window's top edge, but never so low that its Close button leaves the screen
    move_within_screen(dlg, frame.right() - dlg.width() - 8, frame.top() + 60)
    dlg.show()
    return dlg


class DealLogDialog(QDialog):
    """The log in a window beside the table, kept up to date while it is open."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle("Deal log")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName("What everybody said and did")
        layout.addWidget(self.browser)
        button_box(self, layout)
        fit_to_screen(self, 520, 560)
        controller.eventsApplied.connect(self.refresh)
        controller.stateReset.connect(self.refresh)
        self.refresh()

    def refresh(self, *_args) -> None:
        text = self.controller.deal_log_html()
        if text is None:
            self.browser.setPlainText("No game yet.")
            return
        self.browser.setHtml(text)

    def text(self) -> str:
        return self.browser.toPlainText()
