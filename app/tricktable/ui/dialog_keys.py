"""Help → Keyboard: a small window listing every key a player can use; and the dialogs' own
keys and their sign: Alt+letter keys (``with_mnemonics``, Qt-free in
``presentation.menu_entries`` and named here too) and the focus ring the style leaves out
(``FocusRing``), the ring on a check box reached by its Alt letter (``ring_on_mnemonic``), and
Return held down answering no dialog it did not open (``HeldReturn``).

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
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..presentation.held_keys import REPEAT_GAP_MS
from ..presentation.keys_text import key_sections, keys_html
from ..presentation.menu_entries import MENU_ENTRIES, MenuEntry
from ..presentation.menu_entries import mnemonic as mnemonic
from ..presentation.menu_entries import with_mnemonics as with_mnemonics
from .dialogs import button_box
from .focus_ring import FocusRing as FocusRing
from .focus_ring import contrast as contrast
from .focus_ring import ring_ink as ring_ink
from .scroll_keys import ScrollEnds
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
        # and Ctrl+Home, Ctrl+End with Home and End: the top and the bottom (Page Down went
        # down a page, Ctrl+End nowhere)
        self.scroll_ends = ScrollEnds(self.text)
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


class HeldReturn(QObject):
    """Watches the application's keys: a repeat of Return or Enter held down presses nothing in a
    dialog. Why: Start in New game, pressed with Return held a moment, closed its dialog, and
    the key's repeats went on into the question that came next ("Game in progress"), answering
    it "Keep playing" before the person had read it. A repeat is one Qt marks so, or a press
    that comes as soon as the key was let go (X11 sends a held key as a release and a press
    of one time, marked only when Qt reads the two together: in a dialog just opened it read
    them apart; ``held_keys.REPEAT_GAP_MS``). A dialog's button answers a fresh press; the
    table reads its own held keys (``held_keys``). Space needs nothing: a button clicks on
    Space let go, and a held one's repeats never push it down."""

    GO_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.let_go: dict[int, int] = {}  # each go key's last release, in the events' ms

    def eventFilter(self, watched, event) -> bool:  # Qt override
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) \
                or event.key() not in self.GO_KEYS:
            return False
        if kind == QEvent.Type.KeyRelease:
            if not event.isAutoRepeat():
                self.let_go[event.key()] = event.timestamp()
            return False
        last, when = self.let_go.get(event.key()), event.timestamp()  # 0: no time known
        repeat = event.isAutoRepeat() or (
            bool(when) and last is not None and 0 <= when - last <= REPEAT_GAP_MS)
        return repeat and isinstance(watched, QWidget) and isinstance(watched.window(), QDialog)


def watch_held_return(window: QWidget) -> HeldReturn:
    """``HeldReturn`` on the whole application while ``window`` lives (it goes with it)."""
    watcher = HeldReturn(window)
    QApplication.instance().installEventFilter(watcher)
    return watcher
