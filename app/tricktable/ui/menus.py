"""The main window's menu bar: Game, View and Help, each entry with its shortcut.

The entries are data (``presentation.menu_entries``: which entry calls which of the window's
slots); this module makes their actions. The window keeps the actions as attributes
(``act_undo``, ``act_hint``...) so it can enable them and tests can trigger them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import reduce

from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow

import tricktable

from .. import settings as store
from ..presentation.about_text import about_text
from ..presentation.menu_entries import LEAVE_FULL, MENU_ENTRIES, MENUS, SCORE_PANEL, SEPARATOR
from . import window_place
from .deal_log import keys_to_the_log
from .dialog_keys import open_keys
from .dialog_review import open_review, say_none_finished
from .dialogs import show_message


def build_menus(w: QMainWindow) -> None:
    """Fill the main window's menu bar and set its ``act_*`` actions and ``full_screen`` helper
    (``w`` is the ``MainWindow``; not imported here, as it imports this module)."""
    menus = {title: w.menuBar().addMenu(title) for title in MENUS}
    toggle = w.dock.toggleViewAction()  # the dock's own action, first in View
    toggle.setText(SCORE_PANEL.text)
    toggle.setShortcuts(key_sequences(SCORE_PANEL.shortcut))
    toggle.setAutoRepeat(False)  # F9 held showed and hid the scores over and over
    menus["&View"].addAction(toggle)
    w.full_screen = window_place.FullScreen(w)
    own: dict[str, Callable[[], object]] = {
        "review": lambda: open_review(w),
        # one entry: the rules open at the game on the table (with none, the game last
        # chosen), and their game box goes to the others
        "rules": lambda: w.tip_guide.open_rules() if w.tip_guide.visible
        else w.open_rules(w._game_id()),  # a tip up: its own page (F1 is its Rules…)
        "about": lambda: show_message(w, "About Trick Table", about_text(
            tricktable.__version__, str(store.paths()["data_dir"]))),
        "keys": lambda: open_keys(w, key_sequences),
    }
    for entry in MENU_ENTRIES:
        menu = menus[entry.menu]
        if entry.text == SEPARATOR:
            menu.addSeparator()
            continue
        slot = own.get(entry.slot) or reduce(getattr, entry.slot.split("."), w)
        setattr(w, entry.attr, _action(w, menu, entry.text, entry.shortcut, slot))
    # a greyed entry's key does nothing: these say why (Ctrl+R before a deal was over, Ctrl+Z
    # at a shared table's first pass screen, said nothing)
    explain_when_greyed(w, w.act_review, lambda: say_none_finished(w))
    explain_when_greyed(w, w.act_undo, w.undo)
    explain_when_greyed(w, w.act_redo, w.redo)
    grey_without_computers(w)
    # Ctrl+L on a shown log gives it the keys, to scroll it (the menu entry shows and hides)
    w.log_key = keys_to_the_log(w)
    w.act_leave_full = QAction(LEAVE_FULL.text, w)
    w.act_leave_full.setShortcuts(key_sequences(LEAVE_FULL.shortcut))
    w.act_leave_full.setAutoRepeat(False)
    w.act_leave_full.triggered.connect(lambda _c=False: w.full_screen.leave())
    w.act_leave_full.setEnabled(False)  # Esc belongs to the table unless full screen
    w.addAction(w.act_leave_full)


def grey_without_computers(w: QMainWindow) -> None:
    """Game → Computer players… greyed while no computer sits at the table (no game yet, or
    people only), as each game starts or is opened."""
    c = w.controller

    def follow() -> None:
        w.act_levels.setEnabled(bool(c.computer_seats()))

    c.stateReset.connect(follow)
    follow()


def key_sequences(shortcut: str) -> list[QKeySequence]:
    """The keys of a ``MenuEntry.shortcut``: the platform's for a standard command, ours where it
    has none, or none. One reading for the menus and Help → Keyboard, which names the same keys
    the menus answer."""
    if shortcut.startswith("std:"):
        standard, _bar, ours = shortcut[4:].partition("|")
        keys = QKeySequence.keyBindings(getattr(QKeySequence.StandardKey, standard))
        return keys or ([QKeySequence(ours)] if ours else [])
    return [QKeySequence(shortcut)] if shortcut else []


def _action(window: QMainWindow, menu, text: str, shortcut: str, slot) -> QAction:
    """A menu entry with its shortcut (``MenuEntry.shortcut``), calling ``slot`` with no
    arguments; owned by the window."""
    act = QAction(text, window)
    act.setShortcuts(key_sequences(shortcut))
    # a key held down gives its command once: Ctrl+Z held undid a whole hand, Ctrl+Shift+Z
    # held redid it all, P held paused and went on again
    act.setAutoRepeat(False)
    act.triggered.connect(lambda _checked=False: slot())
    menu.addAction(act)
    return act


def explain_when_greyed(window: QMainWindow, act: QAction, say: Callable[[], object]) -> None:
    """While ``act`` is greyed out, its keys call ``say`` (which tells why in the status bar)
    instead of doing nothing; while it is enabled the keys are the entry's own."""
    for keys in act.shortcuts():  # Redo has two here: Ctrl+Shift+Z and Ctrl+Y
        key = QShortcut(keys, window)
        key.setAutoRepeat(False)  # as the entry's own keys (``_action``)
        key.activated.connect(lambda: say())
        key.setEnabled(not act.isEnabled())
        act.changed.connect(lambda key=key: key.setEnabled(not act.isEnabled()))
