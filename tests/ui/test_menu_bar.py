"""The menu bar is made from its entries as data: every entry is in its menu, in order, with its
words and shortcut, and is kept by the window under its attribute."""

from PySide6.QtGui import QKeySequence

from tricktable.presentation.menu_entries import MENU_ENTRIES, MENUS, SEPARATOR
from window_helpers import show_window


def test_every_menu_entry_is_in_its_menu_in_order_with_its_shortcut(qtbot, worker, home):
    w = show_window(qtbot, worker, None, "instant", (1280, 800))
    bar = w.menuBar()
    assert [a.text() for a in bar.actions()] == list(MENUS)
    for title, action in zip(MENUS, bar.actions(), strict=True):
        shown = [a for a in action.menu().actions() if a.text() != "&Scores"]
        entries = [e for e in MENU_ENTRIES if e.menu == title]
        assert len(shown) == len(entries)
        for act, entry in zip(shown, entries, strict=True):
            if entry.text == SEPARATOR:
                assert act.isSeparator()
                continue
            assert getattr(w, entry.attr) is act and act.text() == entry.text
            if entry.shortcut.startswith("std:"):
                standard, _bar, ours = entry.shortcut[4:].partition("|")
                keys = QKeySequence.keyBindings(getattr(QKeySequence.StandardKey, standard))
                assert act.shortcuts() == (keys or ([QKeySequence(ours)] if ours else []))
            else:
                assert act.shortcut() == QKeySequence(entry.shortcut)
    view = bar.actions()[1].menu().actions()
    assert view[0].text() == "&Scores" and view[0].shortcut() == QKeySequence("F9")
    assert w.act_leave_full.shortcut() == QKeySequence("Esc")
    # every entry that opens something has a key, Settings too where the platform has none
    assert not w.act_settings.shortcut().isEmpty()


def test_the_view_menu_names_the_score_panel_as_its_own_title_does(qtbot, worker, home):
    """The menu said "Score panel" and the panel's title "Scores": one thing, two names, and
    a person looking for the "Score panel" found no panel called so."""
    w = show_window(qtbot, worker, None, "instant", (1280, 800))
    first = w.menuBar().actions()[1].menu().actions()[0]
    assert first.text().replace("&", "") == w.dock.windowTitle() == "Scores"
