"""Undo and Redo at a shared table's pass screen, driven as people do (Ctrl+Z, Ctrl+Shift+Z,
clicks on "I am …"): Ann at South and Bea at North, both persons, two computers.

What a player expects: Ann has just played and still holds the device at "Pass the device to
Bea"; a misplayed card is taken back there, or never (after "I am Bea" the last decision is
another person's). The device may be in Bea's hands already, so the undo never shows Ann's
hand: the pass screen turns to "Pass the device to Ann" and says what was taken back (it
turned with no word why, the status bar's line easily missed). Nothing further goes back
until someone says who they are; Redo plays the card again and the device goes on to Bea.
No hand is ever shown but after its owner's "I am …".
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tricktable.controller_seats import UNDO_AFTER_PASS
from tricktable.settings import Seat
from window_helpers import key_to_window, show_window, undo_key, wait_turn_or_pass

SEATS = [Seat("Ann", "human"), Seat("Bot", "computer"), Seat("Bea", "human"),
         Seat("Bot 2", "computer")]
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def test_undo_at_the_pass_screen_goes_back_to_the_player_behind_a_pass_screen_for_them(
        qtbot, worker, home):
    w = show_window(qtbot, worker)
    c = w.controller
    shown: list[tuple[int, int]] = []  # each time the table came up: whose hand, who said so
    w.stack.currentChanged.connect(
        lambda _i: w.stack.currentWidget() is w.table
        and shown.append((c.viewer, w.pass_screen.player)))
    w.start_game("heart-hunter", {}, SEATS, seed=3)
    for _turn in range(40):  # on to a pass screen for Bea right after Ann's card
        wait_turn_or_pass(qtbot, w)
        if w.stack.currentWidget() is w.pass_screen:
            if c.awaiting_pass == 2 and c.state.deal_log.actions \
                    and any(p == 0 for p, _pos, _a in c.state.deal_log.actions):
                break
            qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
            continue
        c.submit(c.legal_actions()[0])
    else:
        raise AssertionError("no pass screen for Bea after Ann's card")
    moves = list(c.state.deal_log.actions)
    ann = [a for p, _pos, a in moves if p == 0][-1]

    # the device may be in Bea's hands: Undo asks first whose move it takes back, and Esc
    # (or "No, keep it") keeps it (Bea, before "I am Bea", took back Ann's card unasked)
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL)
    box = w.last_dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.windowTitle() == "Take back Ann's move?" and "is Ann at the device?" in box.text()
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=3_000)
    assert list(c.state.deal_log.actions) == moves and c.awaiting_pass == 2
    undo_key(qtbot, w)  # "Yes, Ann takes it back"
    qtbot.waitUntil(lambda: c.awaiting_pass == 0, timeout=5_000)
    assert w.stack.currentWidget() is w.pass_screen and not w.table.isVisible()
    assert w.pass_screen.label.text() == "Pass the device to Ann"
    said = w.statusBar().currentMessage()
    assert said.startswith("Undone: Ann's "), said
    assert w.pass_screen.undone.isVisible() and w.pass_screen.undone.text() == said
    assert len(c.state.deal_log.actions) < len(moves) and c.state.to_act == 0

    # again, before anyone said who they are: nothing more goes back, and the screen says why
    back_to = list(c.state.deal_log.actions)
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL)
    assert list(c.state.deal_log.actions) == back_to
    if c._undo:
        assert w.statusBar().currentMessage() == UNDO_AFTER_PASS
    assert w.stack.currentWidget() is w.pass_screen and c.awaiting_pass == 0

    # Redo: Ann's card again, and the device goes on to Bea, her hand still hidden
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL | SHIFT)
    qtbot.waitUntil(lambda: c.awaiting_pass == 2, timeout=5_000)
    assert list(c.state.deal_log.actions) == moves
    assert w.stack.currentWidget() is w.pass_screen and not w.table.isVisible()
    assert w.pass_screen.label.text() == "Pass the device to Bea"
    # what was played again is said there, as what was taken back was
    assert w.pass_screen.undone.isVisible()
    assert w.pass_screen.undone.text() == said.replace("Undone", "Redone", 1)

    # taken back once more, and Ann says who she is: her own hand, her turn, her card in it
    undo_key(qtbot, w)
    qtbot.waitUntil(lambda: c.awaiting_pass == 0, timeout=5_000)
    qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=5_000)
    assert ann in c.legal_actions()
    assert not w.pass_screen.undone.isVisible() or w.stack.currentWidget() is w.table
    # the table only ever came up on the hand of the person who had just said "I am …"
    assert shown and all(viewer == said_so for viewer, said_so in shown), shown
    c.shutdown()


def test_the_pass_screens_words_are_never_smaller_than_the_programs_text(qtbot, worker, home):
    """At the largest text size "Everyone else, please look away." and the "I am Ann" button
    were smaller than the status line (a tester): the pass screen kept its own sizes, set by
    the window's size alone."""
    from PySide6.QtGui import QFontInfo

    w = show_window(qtbot, worker)
    try:
        w.start_game("heart-hunter", {}, SEATS, seed=3)
        wait_turn_or_pass(qtbot, w)
        qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen, timeout=10_000)
        key_to_window(qtbot, w, Qt.Key.Key_Plus, CTRL)
        key_to_window(qtbot, w, Qt.Key.Key_Plus, CTRL)
        key_to_window(qtbot, w, Qt.Key.Key_Plus, CTRL)
        assert w.settings.text_size == "largest"
        status = QFontInfo(w.turn_label.font()).pixelSize()
        screen = w.pass_screen
        qtbot.waitUntil(lambda: all(QFontInfo(part.font()).pixelSize() >= status
                                    for part in (screen.note, screen.button, screen.place)),
                        timeout=3_000)
    finally:
        w.text_size.apply("usual")
        w.controller.shutdown()
