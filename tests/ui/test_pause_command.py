"""Watching computers play, nothing held the game but a dialog: Game → Pause (P) now holds the
computers' moves until it is pressed again, the entry ticked and the status line saying so."""

from __future__ import annotations

from PySide6.QtCore import Qt

from pause_helpers import watch_computers
from tricktable.settings import Seat
from window_helpers import key_to_window, show_window


def test_p_holds_a_watched_game_and_p_again_lets_it_go_on(qtbot, worker, home):
    w = watch_computers(qtbot, worker, "young-hunter", seed=2, moves=3)
    c = w.controller
    key_to_window(qtbot, w, Qt.Key.Key_P)
    assert w.act_pause.isChecked() and c.paused
    qtbot.wait(300)  # a move already on its way may still land
    played = len(c.state.deal_log.actions)
    qtbot.wait(2_000)
    assert len(c.state.deal_log.actions) == played, "the computers played on"
    qtbot.waitUntil(lambda: "waits until the game goes on" in w.turn_label.text(),
                    timeout=5_000)
    key_to_window(qtbot, w, Qt.Key.Key_P)
    assert not w.act_pause.isChecked() and not c.paused
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > played, timeout=10_000)
    c.shutdown()


def test_p_on_your_own_turn_says_so_in_the_status_line(qtbot, worker, home):
    """Pressed on the person's turn, the pause showed only as the menu's tick."""
    from window_helpers import wait_for_person

    w = show_window(qtbot, worker)
    w.start_game("heart-hunter", {}, [Seat("You", "human")] + [
        Seat(f"Bot {i}", "computer") for i in range(1, 4)], seed=2)
    wait_for_person(qtbot, w)
    key_to_window(qtbot, w, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: "paused" in w.turn_label.text(), timeout=3_000)
    assert w.turn_label.text().startswith("Your turn")
    key_to_window(qtbot, w, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: "paused" not in w.turn_label.text(), timeout=3_000)
    w.controller.shutdown()


def test_a_new_game_starts_unpaused(qtbot, worker, home):
    """Paused, then a new game: its first computer waited, the pause carried over unasked."""
    w = show_window(qtbot, worker, speed="fast")
    seats = [Seat(f"Bot {i}", "computer") for i in range(4)]
    w.start_game("young-hunter", {}, seats, seed=2)
    key_to_window(qtbot, w, Qt.Key.Key_P)
    assert w.controller.paused
    w.start_game("young-hunter", {}, seats, seed=3)
    assert not w.controller.paused and not w.act_pause.isChecked()
    qtbot.waitUntil(lambda: len(w.controller.state.deal_log.actions) >= 2, timeout=10_000)
    w.controller.shutdown()


def test_n_plays_one_computer_move_at_a_time_while_paused(qtbot, worker, home):
    """Following a watched game, the pause stopped everything: N lets one move through and the
    game holds again, and N unpaused says it needs the pause."""
    w = watch_computers(qtbot, worker, "young-hunter", seed=4, moves=2)
    c = w.controller
    key_to_window(qtbot, w, Qt.Key.Key_N)
    assert "while the game is paused" in w.statusBar().currentMessage()
    key_to_window(qtbot, w, Qt.Key.Key_P)
    qtbot.wait(1_500)  # a move already on its way may still land
    before = len(c.state.deal_log.actions)
    for n in (1, 2):
        key_to_window(qtbot, w, Qt.Key.Key_N)
        qtbot.waitUntil(lambda n=n: len(c.state.deal_log.actions) == before + n,
                        timeout=10_000)
        qtbot.wait(1_500)
        assert len(c.state.deal_log.actions) == before + n, "more than one move went through"
        assert c.paused
    c.shutdown()


def test_no_thinking_dots_pulse_while_the_game_is_paused(qtbot, worker, home):
    """A computer asked before the pause kept its dots pulsing under it, as if it would move."""
    w = show_window(qtbot, worker, speed="slow")
    w.start_game("heart-hunter", {}, [Seat(f"Bot {i}", "computer") for i in range(4)], seed=5)
    plates = w.table.felt.plates
    qtbot.waitUntil(lambda: any(p.thinking for p in plates), timeout=30_000)
    key_to_window(qtbot, w, Qt.Key.Key_P)
    assert not any(p.thinking for p in plates)
    qtbot.wait(1_000)
    assert not any(p.thinking for p in plates), "the dots came back under the pause"
    assert "thinking" not in w.turn_label.text()
    key_to_window(qtbot, w, Qt.Key.Key_P)
    w.controller.shutdown()


def test_a_card_clicked_on_a_computers_turn_under_the_pause_says_the_game_is_paused(
        qtbot, worker, home):
    """"It is not your turn." alone left the person waiting for a computer that would not
    move: the refusal says the game is paused and what lets it go on."""
    from window_helpers import click_card

    w = show_window(qtbot, worker, speed="slow")
    w.start_game("heart-hunter", {}, [Seat("You", "human")] + [
        Seat(f"Bot {i}", "computer") for i in range(1, 4)], seed=3)
    c = w.controller
    qtbot.waitUntil(lambda: c.to_act() not in (None, 0), timeout=30_000)
    key_to_window(qtbot, w, Qt.Key.Key_P)
    qtbot.wait(500)
    if c.to_act() == 0:  # a computer's move was already on its way: wait for the next one
        card = next(a.card for a in c.legal_actions() if a.type == "play")
        key_to_window(qtbot, w, Qt.Key.Key_P)
        click_card(qtbot, w, card)
        qtbot.waitUntil(lambda: c.to_act() not in (None, 0), timeout=30_000)
        key_to_window(qtbot, w, Qt.Key.Key_P)
    hand = w.table.model.hands[0].items
    click_card(qtbot, w, hand[0].card)
    qtbot.waitUntil(lambda: "the game is paused" in w.statusBar().currentMessage(),
                    timeout=3_000)
    assert "P goes on" in w.statusBar().currentMessage()
    toast = w.table.felt.toast
    waiting = c.to_act()
    if toast.isVisible() and "the game is paused" in toast.text:
        key_to_window(qtbot, w, Qt.Key.Key_N)  # the one waiting moves: its refusal is over
        qtbot.waitUntil(lambda: c.to_act() != waiting and w.table.animations_idle(),
                        timeout=30_000)
        qtbot.wait(100)
        assert not (toast.isVisible() and "the game is paused" in toast.text), toast.text
    c.shutdown()
