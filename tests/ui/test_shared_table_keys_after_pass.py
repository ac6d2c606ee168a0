"""A shared table played from the keyboard: the pass screen confirmed with Enter (or Space)
opens the person's hand with the keyboard's outline on a card they may play, as on their other
turns, and the key that confirmed plays nothing, held down or not; the next Enter plays the
outlined card.

Why: the second person to play got no outline on their first turn (it was kept off so that
the Enter confirming the pass screen would not play a card too), and their first Enter only
showed it. Ann at South and Bea at North, both persons; two computers.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from tricktable.settings import Seat
from window_helpers import show_window, wait_turn_or_pass

SEATS = [Seat("Ann", "human"), Seat("Bot", "computer"), Seat("Bea", "human"),
         Seat("Bot 2", "computer")]


def outlined(w) -> list[tuple[int, int]]:
    """(seat, card) of every card drawn with the keyboard's outline."""
    return [(seat, item.card) for seat, pile in w.table.model.hands.items()
            for item in pile.items if item.focused]


def key(qtbot, w, kind: QEvent.Type, which=Qt.Key.Key_Return, repeat: bool = False,
        when: int = 0) -> None:
    """One key event to the widget with the keyboard, as the keyboard sends it (at ``when``
    ms, when given)."""
    target = QApplication.focusWidget()
    assert target is not None
    text = " " if which == Qt.Key.Key_Space else "\r"
    event = QKeyEvent(kind, which, Qt.KeyboardModifier.NoModifier, text, repeat)
    if when:
        event.setTimestamp(when)
    QApplication.sendEvent(target, event)
    qtbot.wait(20)


def repeats(qtbot, w, which, marked: bool, start: int = 5_000) -> None:
    """A key held down repeating: each repeat a release and a press, marked as repeats, or
    (X11, when Qt reads them apart) unmarked but of the same time."""
    for n in range(4):
        when = 0 if marked else start + 40 * n
        key(qtbot, w, QEvent.Type.KeyRelease, which, repeat=marked, when=when)
        key(qtbot, w, QEvent.Type.KeyPress, which, repeat=marked, when=when)


def press(qtbot, w, which=Qt.Key.Key_Return) -> None:
    key(qtbot, w, QEvent.Type.KeyPress, which)
    key(qtbot, w, QEvent.Type.KeyRelease, which)


def confirm_by_key(qtbot, w, which=Qt.Key.Key_Return, held: bool | None = None) -> int:
    """The pass screen's button pressed with ``which`` (the keyboard is on it); ``held`` not
    None: the key kept down a while, its repeats (``marked`` as such when True) going where
    the keyboard goes, then let go. Returns the person now to act, once their cards can be
    played."""
    c = w.controller
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    assert QApplication.focusWidget() is w.pass_screen.button
    key(qtbot, w, QEvent.Type.KeyPress, which, when=4_000)
    if held is not None:
        repeats(qtbot, w, which, marked=held)
    key(qtbot, w, QEvent.Type.KeyRelease, which, when=6_000)
    qtbot.waitUntil(lambda: c.human_to_act() is not None and w.table.animations_idle(),
                    timeout=10_000)
    return c.human_to_act()


def play_outlined_by_enter(qtbot, w, who: int) -> None:
    """The outline is on a card of ``who``'s hand; one Enter plays exactly that card."""
    c = w.controller
    shown = outlined(w)
    assert len(shown) == 1 and shown[0][0] == who, shown
    done = len(c.state.deal_log.actions)
    press(qtbot, w)
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > done, timeout=5_000)
    assert c.state.deal_log.actions[done][0] == who
    assert c.state.deal_log.actions[done][2].card == shown[0][1]


def test_each_persons_hand_opens_outlined_after_enter_and_that_enter_plays_nothing(
        qtbot, worker, home):
    w = show_window(qtbot, worker)
    c = w.controller
    w.start_game("heart-hunter", {}, SEATS, seed=3)
    people: list[int] = []
    for _turn in range(30):
        wait_turn_or_pass(qtbot, w)
        if w.stack.currentWidget() is not w.pass_screen:
            play_outlined_by_enter(qtbot, w, c.human_to_act())  # a person's next turn
            continue
        done = len(c.state.deal_log.actions)
        who = confirm_by_key(qtbot, w)
        assert w.stack.currentWidget() is w.table
        assert len(c.state.deal_log.actions) == done, "the Enter of the pass screen played"
        assert [seat for seat, _card in outlined(w)] == [who], (who, outlined(w))
        play_outlined_by_enter(qtbot, w, who)
        people.append(who)
        if len(set(people)) == 2 and len(people) >= 3:
            break
    assert set(people) == {0, 2}, people
    c.shutdown()


def test_an_enter_held_down_on_the_pass_screen_plays_nothing(qtbot, worker, home):
    """Enter presses the pass screen's button as it goes down: its repeats came to the table,
    where the first showed the outline and the next played the card."""
    w = show_window(qtbot, worker)
    c = w.controller
    w.start_game("heart-hunter", {}, SEATS, seed=3)
    for which, marked in ((Qt.Key.Key_Return, True), (Qt.Key.Key_Space, True),
                          (Qt.Key.Key_Return, False), (Qt.Key.Key_Space, False)):
        wait_turn_or_pass(qtbot, w)
        assert w.stack.currentWidget() is w.pass_screen
        done = len(c.state.deal_log.actions)
        who = confirm_by_key(qtbot, w, which, held=marked)
        qtbot.wait(100)
        assert len(c.state.deal_log.actions) == done, f"a held {which.name} played"
        play_outlined_by_enter(qtbot, w, who)
        for _ in range(6):  # on to the next pass screen (the same person may lead on)
            wait_turn_or_pass(qtbot, w)
            if w.stack.currentWidget() is w.pass_screen:
                break
            play_outlined_by_enter(qtbot, w, c.human_to_act())
    c.shutdown()


def test_a_pass_screen_confirmed_with_the_mouse_outlines_no_card(qtbot, worker, home):
    """A click on "I am …" is the mouse's: no card is outlined until a key is pressed."""
    w = show_window(qtbot, worker)
    c = w.controller
    w.start_game("heart-hunter", {}, SEATS, seed=3)
    wait_turn_or_pass(qtbot, w)
    qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.human_to_act() is not None and w.table.animations_idle(),
                    timeout=10_000)
    assert outlined(w) == []
    c.shutdown()


def test_a_key_held_from_the_last_card_does_not_say_i_am_the_next_person(qtbot, worker, home):
    """Ann held Enter a moment on her card: its repeats reached the pass screen's button as
    the screen came up, pressed "I am Bea" and showed Bea's hand to Ann. Only a key pressed
    afresh on the screen confirms it."""
    w = show_window(qtbot, worker)
    c = w.controller
    w.start_game("heart-hunter", {}, SEATS, seed=3)
    wait_turn_or_pass(qtbot, w)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    for which, marked in ((Qt.Key.Key_Return, True), (Qt.Key.Key_Space, True),
                          (Qt.Key.Key_Return, False), (Qt.Key.Key_Space, False)):
        repeats(qtbot, w, which, marked)  # the repeats of a key that went down elsewhere
        key(qtbot, w, QEvent.Type.KeyRelease, which, when=5_500)
        assert w.stack.currentWidget() is w.pass_screen, f"a held {which.name} confirmed"
        assert c.human_to_act() is None
    who = c.awaiting_pass
    assert confirm_by_key(qtbot, w) == who  # pressed afresh: it does
    c.shutdown()


def test_an_enter_held_on_the_pass_screen_presses_nothing_on_the_panel(qtbot, worker, home):
    """At an announcement (the panel asks, not the cards) the held Enter's repeats came to
    the table, where Enter presses the panel's default."""
    w = show_window(qtbot, worker)
    c = w.controller
    w.start_game("young-hunter", {}, [Seat("Ann", "human"), Seat("West", "computer"),
                                      Seat("Bob", "human"), Seat("East", "computer")], seed=4)
    for marked in (True, False):
        wait_turn_or_pass(qtbot, w)
        assert w.stack.currentWidget() is w.pass_screen
        done = len(c.state.deal_log.actions)
        confirm_by_key(qtbot, w, held=marked)
        assert w.table.panel_proxy.isVisible()
        qtbot.wait(100)
        assert len(c.state.deal_log.actions) == done, "the held Enter pressed the panel"
        c.submit(c.legal_actions()[0])
        qtbot.waitUntil(lambda done=done: len(c.state.deal_log.actions) > done, timeout=5_000)
    c.shutdown()
