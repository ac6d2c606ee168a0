"""Help → Keyboard: the table's keys were written nowhere, and a person playing with the keyboard
alone found them by trying. ? opens a list of every key, the menus' read from their entries (so
the list cannot leave one out or name an old key), and Esc closes it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from tricktable.presentation.keys_text import TABLE_SECTIONS, entry_words
from tricktable.presentation.menu_entries import LEAVE_FULL, MENU_ENTRIES, SCORE_PANEL
from tricktable.settings import Seat
from tricktable.ui.dialog_keys import KeysDialog
from window_helpers import key_to_window, show_window, wait_for_person


def _open_list(qtbot, w) -> KeysDialog:
    key_to_window(qtbot, w, Qt.Key.Key_Question)
    qtbot.waitUntil(lambda: isinstance(getattr(w, "last_dialog", None), KeysDialog)
                    and w.last_dialog.isVisible(), timeout=3_000)
    return w.last_dialog


def test_question_mark_lists_every_menu_key_and_esc_closes_the_list(qtbot, worker, home):
    """Every entry with a key is in the list with the key the menu answers to, by its words."""
    w = show_window(qtbot, worker, size=(1024, 640))
    dlg = _open_list(qtbot, w)
    text = dlg.text.toPlainText()
    for entry in (*MENU_ENTRIES, SCORE_PANEL):
        if not entry.shortcut:
            continue
        act = getattr(w, entry.attr) if entry.attr else w.dock.toggleViewAction()
        key = act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        if not key:  # a standard command this platform gives no key (Quit, offscreen)
            assert f"{entry_words(entry.menu)} → {entry_words(entry.text)}" not in text
            continue
        assert f"{key}\n{entry_words(entry.menu)} → {entry_words(entry.text)}" in text, entry
    assert "Esc\nIn full screen: leave it" in text and LEAVE_FULL.shortcut == "Esc"
    for section in TABLE_SECTIONS:  # and the table's own keys, which no menu shows
        assert section.title in text
        assert all(row.keys in text for row in section.rows)
    assert dlg.focusWidget() is dlg.text  # the arrows scroll it at once
    qtbot.keyClick(dlg.text, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=3_000)


def test_the_list_fits_a_1024x640_screen(qtbot, worker, home):
    """Read at the smallest screen the app is made for: the dialog within it, its words
    wrapped to its width (no scrolling across)."""
    w = show_window(qtbot, worker, size=(1024, 640))
    dlg = _open_list(qtbot, w)
    area = dlg.screen().availableGeometry()
    assert dlg.frameGeometry().width() <= area.width()
    assert dlg.frameGeometry().height() <= area.height()
    assert dlg.text.horizontalScrollBar().maximum() == 0
    dlg.close()


def test_the_listed_card_keys_do_what_the_list_says(qtbot, worker, home):
    """The list's words about the hand hold on the table: End and Home outline the last and
    the first card that may be played, Right past the last goes round to the first, Left
    from the first to the last, and Enter plays the outlined card."""
    rows = {row.keys: row.does for row in TABLE_SECTIONS[0].rows}
    assert "round to the first" in rows["Left or Right"]
    w = show_window(qtbot, worker)
    w.start_game("heart-hunter", {}, [Seat("You", "human")] + [
        Seat(f"Bot {i}", "computer") for i in range(1, 4)], seed=2)
    wait_for_person(qtbot, w)
    t = w.table
    items = t.input.focus_items()
    playable = [i for i, item in enumerate(items) if not item.dimmed]

    def outlined() -> int:
        return next(i for i, item in enumerate(items) if item.focused)

    qtbot.keyClick(t, Qt.Key.Key_End)
    assert outlined() == playable[-1]
    qtbot.keyClick(t, Qt.Key.Key_Right)
    assert outlined() == playable[0]
    qtbot.keyClick(t, Qt.Key.Key_Left)
    assert outlined() == playable[-1]
    qtbot.keyClick(t, Qt.Key.Key_Home)
    assert outlined() == playable[0]
    card = items[playable[0]].card
    qtbot.keyClick(t, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: card not in [i.card for i in t.model.hands[0].items],
                    timeout=5_000)
    w.controller.shutdown()


def test_the_list_names_the_menu_entries_as_the_menus_say_them_now(qtbot, worker, home):
    """In Barbu the list read "Game → Review the last deal" beside a menu that said "Review
    the last hand…": the list says the menu's own words ("Review a hand…")."""
    w = show_window(qtbot, worker, size=(1024, 640))
    w.start_game("barbu", {}, [Seat("You", "human")] + [
        Seat(f"Bot {i}", "computer") for i in range(1, 4)], seed=9)
    text = _open_list(qtbot, w).text.toPlainText()
    assert "Game → Review a hand" in text and "Review a deal" not in text
    assert "Help → Rules of Barbu" in text
    w.controller.shutdown()
