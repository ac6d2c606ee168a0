"""A dialog's "Copy scores" button: the words it is given go to the clipboard as plain text and
as HTML (``presentation.sheet_copy``), and the button says "Copied" for a moment. Why apart: the
score sheet's module had no room left."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton

from ..presentation.sheet_copy import SheetCopy

COPY = "&Copy scores"
COPIED = "Copied"
#: how long the button says "Copied" (ms): long enough to be seen, short enough to copy again
SAID_MS = 2_000


def add_copy_button(box: QDialogButtonBox, sheet: SheetCopy, enabled: bool = True
                    ) -> QPushButton:
    """A "Copy scores" button in ``box`` (beside Close, which stays the default) that puts
    ``sheet`` on the clipboard; greyed when ``enabled`` is false (no deal finished yet)."""
    button = box.addButton(COPY, QDialogButtonBox.ButtonRole.ActionRole)
    button.setAutoDefault(False)
    button.setEnabled(enabled)
    button.setToolTip("The scores as text and as a table, to paste into a message or a sheet")

    def copy() -> None:
        data = QMimeData()
        data.setText(sheet.text)
        data.setHtml(sheet.html)
        QApplication.clipboard().setMimeData(data)
        button.setText(COPIED)
        QTimer.singleShot(SAID_MS, button, lambda: button.setText(COPY))

    button.clicked.connect(copy)
    return button
