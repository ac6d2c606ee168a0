"""The file dialog the person chooses a file in: a record to open or save, a picture for the
card back. One place, so every chooser opens at a size that shows its columns.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QFileInfo
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QHeaderView, QTreeView, QWidget

from .window_place import fit_to_screen


class KindIcons(QFileIconProvider):
    """Icons and type names by kind alone (drive, folder or file) and the name's suffix: never
    by what a file holds. Qt's own provider asks the file's mime type of each file it lists,
    which reads the file when its name does not settle it; typed into /proc, the dialog read
    /proc/kmsg on the window's thread, a read that waits for the kernel's next message, and
    the window stopped answering for good."""

    def icon(self, what: QFileInfo | QFileIconProvider.IconType) -> QIcon:  # type: ignore[override]
        """The icon of a kind (a folder, a file), for a file by that kind alone."""
        if isinstance(what, QFileInfo):
            if what.isRoot():
                what = QFileIconProvider.IconType.Drive
            elif what.isDir():
                what = QFileIconProvider.IconType.Folder
            else:
                what = QFileIconProvider.IconType.File
        return super().icon(what)

    def type(self, info: QFileInfo) -> str:  # type: ignore[override]
        """The Type column's words: "Folder", "JSON file", "File"."""
        if info.isRoot():
            return "Drive"
        if info.isDir():
            return "Folder"
        suffix = info.suffix()
        return f"{suffix.upper()} file" if suffix else "File"


def choose_file(parent: QWidget, title: str, folder: str, filters: str, name: str = "") -> str:
    """The file the person chose in a file dialog opened in ``folder`` ("" when they cancelled);
    with ``name``, a file to save under that name. Qt's own dialog, the one shown where the
    desktop offers none, cut its Size, Type and Date Modified columns ("29 11 2…6 08:14"): they
    are as wide as what they hold now, the dialog wide enough for them within the screen."""
    dlg = QFileDialog(parent, title, folder, filters)
    dlg.kind_icons = KindIcons()  # kept with the dialog: Qt does not own its icon provider
    dlg.kind_icons.setOptions(QFileIconProvider.Option.DontUseCustomDirectoryIcons)
    dlg.setIconProvider(dlg.kind_icons)
    if name:
        dlg.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dlg.setDefaultSuffix(Path(name).suffix.lstrip("."))
        dlg.selectFile(name)
    else:
        dlg.setFileMode(QFileDialog.FileMode.ExistingFile)
    fit_to_screen(dlg, max(dlg.sizeHint().width(), 900), max(dlg.sizeHint().height(), 540))
    details = dlg.findChild(QTreeView)  # Qt's own dialog's list (a desktop's has none)
    if details is not None:
        header = details.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, header.count()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    if dlg.exec() != QFileDialog.DialogCode.Accepted or not dlg.selectedFiles():
        return ""
    return dlg.selectedFiles()[0]
