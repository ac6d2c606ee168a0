"""Redo at a shared table's pass screen that an Undo put up, driven as people do (Ctrl+Z,
Ctrl+Shift+Z, Enter on "I am …").

What a QA tester saw: Redo there left the old pass screen up for about a second, with a wrong
line under it ("Pass the device to Anna / Ben to play, then Anna" in Heart Hunter; in Nineteen
"Pass the device to Ben / Anna to discard, then Ben"), then it turned to the right one. Enter
pressed in that second showed Ben's hand while Anna was to discard: Anna, holding the device,
saw Ben's cards. And what Redo played again was said only in the status bar, for a moment.

What a player expects: Redo puts up the pass screen for the person whose turn it is at once,
says there what it played again ("Redone: …", as Undo says "Undone: …"), and "I am …" shows
only the hand of that person, whose turn it is.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from tricktable.settings import Seat
from window_helpers import (
    discard_as_a_person,
    key_to_window,
    show_window,
    undo_key,
    wait_for_person,
    wait_turn_or_pass,
)

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def _to_a_pass_screen_after(qtbot, w, game: str, seats: list, seed: int, last: int, to: int,
                            choose, verb: str) -> None:
    """Play a shared game (``choose(controller)`` gives each person's action) until the pass
    screen for ``to`` comes right after ``last``'s decision in the same deal, for ``to`` to
    make a decision of type ``verb``."""
    c = w.controller
    w.start_game(game, {}, seats, seed=seed)
    for _turn in range(80):
        wait_turn_or_pass(qtbot, w)
        if w.stack.currentWidget() is w.pass_screen:
            if c.awaiting_pass == to and c.device_holder() == last \
                    and c.state.legal_actions()[0].type == verb:
                return
            qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
            continue
        assert c.submit(choose(c)) is None
    raise AssertionError(f"no pass screen for seat {to} after seat {last}'s decision")


def _enter_on_the_pass_screen(qtbot, w) -> None:
    """Enter pressed afresh on the pass screen's button, as the keyboard sends it."""
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    target = QApplication.focusWidget()
    assert target is w.pass_screen.button
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(target, QKeyEvent(kind, Qt.Key.Key_Return,
                                                 Qt.KeyboardModifier.NoModifier, "\r"))


def _undo_then_redo_at_once(qtbot, w, last: str, to: str, verb: str) -> None:
    """At the pass screen for ``to`` right after ``last``'s decision: Undo, then Redo. The
    right pass screen must be up the moment Redo returns, saying what was played again, and
    Enter there at once shows ``to``'s hand on ``to``'s turn, nobody else's."""
    c = w.controller
    moves = list(c.state.deal_log.actions)
    undo_key(qtbot, w)  # "Yes, … takes it back"
    assert w.pass_screen.label.text() == f"Pass the device to {last}"
    undone = w.pass_screen.undone.text()
    assert undone.startswith(f"Undone: {last}'s "), undone

    # Redo: no wait at all, the right screen is up as the key is handled
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL | SHIFT)
    shown = [w.pass_screen.label.text()]
    assert list(c.state.deal_log.actions) == moves
    assert w.stack.currentWidget() is w.pass_screen and not w.table.isVisible()
    assert shown == [f"Pass the device to {to}"], shown
    place = w.pass_screen.place.text()
    assert place.endswith(f" · {to} to {verb}"), place
    redone = w.pass_screen.undone.text()
    assert w.pass_screen.undone.isVisible() and redone == "Redone: " + undone[len("Undone: "):]
    assert w.pass_screen.button.text() == f"I am {to}"

    # Enter at once: the hand shown is the one of the person said, whose turn it is
    player = w.pass_screen.player
    _enter_on_the_pass_screen(qtbot, w)
    assert w.stack.currentWidget() is w.table
    assert c.viewer == player == c.state.to_act == c.human_to_act()
    assert w.table.model.bottom_position() == c.view().seat
    qtbot.wait(1_500)  # the time the wrong screen stood: nothing turns behind it
    assert c.viewer == player and c.human_to_act() == player
    assert w.stack.currentWidget() is w.table


def test_redo_at_a_heart_hunter_pass_screen_passes_to_the_next_player_at_once(
        qtbot, worker, home):
    seats = [Seat("Anna", "human"), Seat("Bot", "computer"), Seat("Ben", "human"),
             Seat("Bot 2", "computer")]
    w = show_window(qtbot, worker, speed="normal")
    _to_a_pass_screen_after(qtbot, w, "heart-hunter", seats, 3, last=0, to=2,
                            choose=lambda c: c.legal_actions()[0], verb="play")
    _undo_then_redo_at_once(qtbot, w, "Anna", "Ben", "play")
    w.controller.shutdown()


def _ben_bids_the_others_pass(c):
    """Ben bids the Partnership, the others pass; each lays away their first legal cards."""
    legal = c.legal_actions()
    bids = [a for a in legal if a.type == "bid"]
    if bids and c.human_to_act() == 1:
        return bids[0]
    return next((a for a in legal if a.type == "pass"), legal[0])


def test_redo_at_a_nineteen_discard_pass_screen_passes_to_the_next_discard_at_once(
        qtbot, worker, home):
    """Ben (declarer) has laid away his four cards; the pass screen is for Anna, opposite,
    to lay away hers. Four people at the table (a computer outbid Ben's Partnership)."""
    seats = [Seat(n, "human") for n in ("Cy", "Ben", "Dee", "Anna")]
    w = show_window(qtbot, worker, speed="normal")
    _to_a_pass_screen_after(qtbot, w, "nineteen", seats, 2, last=1, to=3,
                            choose=_ben_bids_the_others_pass, verb="discard")
    _undo_then_redo_at_once(qtbot, w, "Ben", "Anna", "discard")
    w.controller.shutdown()


def test_a_discard_sent_on_at_a_shared_table_takes_its_panel_away_at_once(
        qtbot, worker, home):
    """Ben lays away his four cards with the panel's button: the panel ("4 of 4 selected")
    and "Ben's turn: discard 4 cards." stayed up half a second more, while the cards flew and
    Anna's plate was lit, until the pass screen for Anna came. They go as the button is
    pressed; the status line says who is next."""
    seats = [Seat(n, "human") for n in ("Cy", "Ben", "Dee", "Anna")]
    w = show_window(qtbot, worker, speed="normal")
    c = w.controller
    _to_a_pass_screen_after(qtbot, w, "nineteen", seats, 2, last=0, to=1,
                            choose=_ben_bids_the_others_pass, verb="discard")
    qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
    wait_for_person(qtbot, w, player=1)
    assert w.table.panel_proxy.isVisible() and w.turn_label.text().startswith("Ben's turn")
    discard_as_a_person(qtbot, w.table, c)
    assert c.state.to_act == 3 and w.stack.currentWidget() is w.table  # the cards still fly
    assert not w.table.panel_proxy.isVisible()
    assert w.turn_label.text() == "Anna to discard."
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen, timeout=5_000)
    assert w.pass_screen.label.text() == "Pass the device to Anna"
    c.shutdown()
