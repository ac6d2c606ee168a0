"""The deal review window: the last finished deal with every hand, trick by trick, the person's
decisions beside the expert's and "could I have won?" (the lines come from ``coach.review``
through the controller; the search takes a few seconds, so the window says so meanwhile)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget

WAITING = ("Reviewing the deal: the expert level looks at each of your decisions, and every line "
           "with all cards known is tried. This takes a few seconds…")


class ReviewDialog(QDialog):
    """Read-only text, wrapped, scrollable; closes with Esc or Close."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Deal review")
        layout = QVBoxLayout(self)
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.text.setPlainText(WAITING)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 560)

    def show_lines(self, lines: list[str]) -> None:
        self.text.setPlainText("\n".join(lines))


def open_review(window) -> ReviewDialog | None:
    """Game → Review the last deal: ask the controller; the lines come with ``reviewReady``."""
    controller = window.controller
    if not controller.ask_review():
        window.statusBar().showMessage("No finished deal of yours to review yet.", 8000)
        return None
    dlg = ReviewDialog(window)
    controller.reviewReady.connect(dlg.show_lines)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    dlg.finished.connect(lambda _r: controller.reviewReady.disconnect(dlg.show_lines))
    dlg.show()
    window.last_dialog = dlg
    return dlg
