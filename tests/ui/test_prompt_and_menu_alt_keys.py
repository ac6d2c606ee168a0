"""A keyboard-only tester's findings: the "Game in progress" question ("Start the new game" /
"Keep playing") had no Alt+letter keys, and in the Game menu two entries shared one (Redo and
Review a deal…, both R: Alt+R went to the first and never reached the other)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable.ui.dialog_keys import mnemonic
from window_helpers import (
    person_and_computers,
    show_window,
    start_a_game_the_person_moved_in,
    wait_for_person,
)

ALT = Qt.KeyboardModifier.AltModifier


def _ask_to_leave(qtbot, w):
    """A game the person has moved in, then New game → Start: the question that comes."""
    start_a_game_the_person_moved_in(qtbot, w)
    dlg = w.open_new_game_dialog()
    qtbot.mouseClick(dlg.buttons.buttons()[0], Qt.MouseButton.LeftButton)  # Start
    box = w.replace_box
    assert box.isVisible()
    box.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box, timeout=3_000)
    return box


def test_the_game_in_progress_question_answers_alt_k_and_alt_s(qtbot, worker, home):
    """Alt+K keeps the game, Alt+S starts the new one: each button has a letter of its own."""
    w = show_window(qtbot, worker)
    c = w.controller
    box = _ask_to_leave(qtbot, w)
    keys = [mnemonic(b.text()) for b in box.buttons()]
    assert sorted(keys) == ["k", "s"], [b.text() for b in box.buttons()]
    before, answered = c.state, []
    box.finished.connect(answered.append)
    qtbot.keyClick(box, Qt.Key.Key_K, ALT)
    qtbot.waitUntil(lambda: bool(answered), timeout=3_000)
    assert c.state is before, "Alt+K left the game"
    box = _ask_to_leave(qtbot, w)
    before = c.state
    qtbot.keyClick(box, Qt.Key.Key_S, ALT)
    qtbot.waitUntil(lambda: c.state is not before, timeout=5_000)
    c.shutdown()


def test_every_menu_entry_has_a_letter_and_none_twice_in_its_menu(qtbot, worker, home):
    """Read from the menus as they stand in a Barbu game ("Review a hand…", "Rules of Barbu"):
    every entry has an Alt+letter key, none the same as another's in its menu."""
    w = show_window(qtbot, worker)
    w.start_game("barbu", {}, person_and_computers(), seed=3)
    wait_for_person(qtbot, w, timeout=30_000)
    for menu_action in w.menuBar().actions():
        texts = [a.text() for a in menu_action.menu().actions() if not a.isSeparator()]
        keys = [mnemonic(t) for t in texts]
        assert all(keys), f"{menu_action.text()}: an entry without a letter: {texts}"
        assert len(keys) == len(set(keys)), f"{menu_action.text()}: a letter twice: {texts}"
    w.controller.shutdown()


def _resume_question(qtbot, worker):
    """A game the person moved in, autosaved, the window closed; the next start's Resume
    question, active."""
    w = show_window(qtbot, worker)
    start_a_game_the_person_moved_in(qtbot, w)
    assert w.controller.flush_autosave()
    w.close()
    again = show_window(qtbot, worker)
    again.start()
    box = again.resume_box
    assert box.isVisible()
    box.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box, timeout=3_000)
    return again, box


def test_the_resume_question_answers_alt_r_and_alt_n(qtbot, worker, home):
    """The first question of a start ("Resume" / "New game") had no Alt+letter keys: a
    keyboard-only player reached "New game" only by Tab. Alt+N opens the New game dialog,
    Alt+R resumes the saved game (Alt+O, "Open record…", has its own test)."""
    from tricktable.ui.dialog_new_game import NewGameDialog

    w, box = _resume_question(qtbot, worker)
    assert sorted(mnemonic(b.text()) for b in box.buttons()) == ["n", "o", "r"]
    qtbot.keyClick(box, Qt.Key.Key_N, ALT)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    QApplication.activeModalWidget().reject()  # cancelled: the question comes again
    qtbot.waitUntil(lambda: w.resume_box.isVisible(), timeout=3_000)
    box = w.resume_box
    box.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box, timeout=3_000)
    qtbot.keyClick(box, Qt.Key.Key_R, ALT)
    qtbot.waitUntil(lambda: w.controller.facts() is not None, timeout=5_000)
    w.controller.shutdown()
