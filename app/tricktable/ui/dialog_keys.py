"""Help → Keyboard: a small window listing every key a player can use; and the dialogs' own
keys and their sign: Alt+letter keys (``with_mnemonics``, Qt-free in
``presentation.menu_entries`` and named here too) and the focus ring the style leaves out
(``FocusRing``), and the ring on a check box reached by its Alt letter (``ring_on_mnemonic``).

Why: the table's keys (the arrows through the hand, the decision panel's, the deal summary's)
were written nowhere, and a person playing with the keyboard alone found them by trying. The
words are ``presentation.keys_text``'s; the menus' keys are read from their entries through the
same reading the menus use (``menus.key_sequences``), so the list names the keys they answer.
It does not hold the game: a person may keep it open beside the table and try the keys.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QDialog, QTextBrowser, QVBoxLayout, QWidget

from ..presentation.keys_text import key_sections, keys_html
from ..presentation.menu_entries import MENU_ENTRIES, MenuEntry
from ..presentation.menu_entries import mnemonic as mnemonic
from ..presentation.menu_entries import with_mnemonics as with_mnemonics
from .dialogs import button_box
from .focus_ring import FocusRing as FocusRing
from .focus_ring import contrast as contrast
from .focus_ring import ring_ink as ring_ink
from .window_place import fit_to_screen

#: the size it asks for (within the screen: at 1024x640 it takes what the screen leaves)
WIDTH, HEIGHT = 760, 620


class KeysDialog(QDialog):
    """The list of keys in a scrolling text; Close and Esc close it."""

    def __init__(self, key_text: Callable[[MenuEntry], str],
                 parent: QWidget | None = None,
                 entries: tuple[MenuEntry, ...] = MENU_ENTRIES) -> None:
        super().__init__(parent)
        self.setWindowTitle("Keyboard — Trick Table")
        layout = QVBoxLayout(self)
        self.text = QTextBrowser(self)
        self.text.setOpenLinks(False)
        self.text.setHtml(keys_html(key_sections(key_text, entries)))
        # the arrows and Page Up/Down scroll it at once: it has the keyboard, not the button
        self.text.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        FocusRing(self.text)  # and shows it: the style draws no frame round focused text
        layout.addWidget(self.text)
        box = button_box(self, layout)
        # its lone Close is the default button, drawn by the style focused or not: Tab to it
        # changed nothing to see. Kept here: a ring held by nothing in Python lost its fields
        self.button_rings = [FocusRing(b) for b in box.buttons()]
        fit_to_screen(self, WIDTH, HEIGHT)
        self.text.setFocus(Qt.FocusReason.OtherFocusReason)


def open_keys(window, key_sequences: Callable[[str], list[QKeySequence]]) -> KeysDialog:
    """Show the list beside ``window`` (the main window: kept as its ``last_dialog``);
    ``key_sequences`` reads a ``MenuEntry.shortcut`` as the menus do."""

    def key_text(entry: MenuEntry) -> str:
        # the platform's first key for a standard command: its others are keys few keyboards
        # have ("Ctrl+Z or F14 or Undo", "Ctrl+N or New")
        keys = key_sequences(entry.shortcut)
        return keys[0].toString(QKeySequence.SequenceFormat.NativeText) if keys else ""

    # the entries as the menus say them now ("Review a hand…" in Barbu, "Rules of Barbu"):
    # the list read "Review the last deal" beside a menu that said "hand"
    entries = tuple(e._replace(text=getattr(window, e.attr).text())
                    if e.attr and hasattr(window, e.attr) else e for e in MENU_ENTRIES)
    dlg = KeysDialog(key_text, window, entries)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    dlg.show()
    window.last_dialog = dlg
    return dlg


def ring_on_mnemonic(parent: QWidget, buttons: Iterable[QAbstractButton]) -> QObject:
    """``buttons`` reached by their Alt letters are drawn with the keyboard's ring. Why: a
    button's own Alt letter clicks it and a check box takes the focus, yet with a plain reason,
    and Qt rings the focus only after a key moved it (Tab, a label's Alt letter): Alt+F ticked
    "Four-colour deck" and nothing showed where the keyboard was. Returns the watcher: the
    caller keeps it (a Python object held by nothing lost its override)."""
    keys = _MnemonicRing(parent)
    for button in buttons:
        button.installEventFilter(keys)
    return keys


class _MnemonicRing(QObject):
    """Gives a button the focus as the keyboard's when its Alt letter comes, before its own
    click (``ring_on_mnemonic``): the click's plain focus would take the ring away again."""

    def eventFilter(self, watched, event) -> bool:  # Qt override
        if event.type() == QEvent.Type.Shortcut and isinstance(watched, QWidget) \
                and watched.focusPolicy() & Qt.FocusPolicy.TabFocus:
            watched.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return False
