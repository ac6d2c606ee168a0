"""Game → Pause showed only in the status line, which the next message replaced ("It is not your
turn."), and as the menu's tick: a person waited for computers that would not move. The pause
now lies on the felt as a quiet mark, clear of every card, plate, badge and panel, until play
goes on; and a hint asked on a computer's turn under the pause says the game is paused."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tricktable.games.registry import get_rules
from tricktable.settings import Seat
from window_helpers import key_to_window, show_window, wait_for_person


def _start(qtbot, worker, game: str, options: dict, size: tuple[int, int]):
    w = show_window(qtbot, worker, size=size)
    players = get_rules(game).new_game(3, **options).num_players
    w.start_game(game, options, [Seat("You", "human")] + [
        Seat(f"Bot {i}", "computer") for i in range(1, players)], seed=3)
    wait_for_person(qtbot, w, timeout=20_000)
    return w


def _covered(w) -> list:
    """What the mark must leave in sight: every card, plate, the badge, the panel."""
    t = w.table
    items = [*t.model.all_cards(), *t.felt.plates, t.felt.badge, t.panel_proxy]
    return [i for i in items if i.isVisible()]


@pytest.mark.parametrize(("game", "options", "size"), [
    ("heart-hunter", {"players": 4}, (1024, 640)),
    ("heart-hunter", {"players": 3}, (1024, 640)),
    ("nineteen", {"players": 2}, (1024, 640)),
    ("barbu", {}, (1366, 768)),
    ("sheepshead", {}, (1366, 768)),
])
def test_p_puts_paused_on_the_felt_where_it_hides_nothing_and_p_again_takes_it_away(
        qtbot, worker, home, game, options, size):
    w = _start(qtbot, worker, game, options, size)
    mark = w.table.felt.pause_mark
    assert not mark.isVisible()
    key_to_window(qtbot, w, Qt.Key.Key_P)
    assert mark.isVisible() and mark.text == "Paused" and "P to go on" in mark.caption
    box = mark.sceneBoundingRect()
    assert w.table.sceneRect().contains(box)
    for item in _covered(w):
        assert not box.intersects(item.sceneBoundingRect()), item
    key_to_window(qtbot, w, Qt.Key.Key_P)
    assert not mark.isVisible()
    w.controller.shutdown()


def test_the_mark_stays_through_a_next_move_and_goes_with_a_new_game(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="fast")
    seats = [Seat(f"Bot {i}", "computer") for i in range(4)]
    w.start_game("young-hunter", {}, seats, seed=4)
    c = w.controller
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) >= 2, timeout=30_000)
    key_to_window(qtbot, w, Qt.Key.Key_P)
    qtbot.wait(1_500)  # a move already on its way may still land
    before = len(c.state.deal_log.actions)
    key_to_window(qtbot, w, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) == before + 1, timeout=10_000)
    assert w.table.felt.pause_mark.isVisible()
    w.start_game("young-hunter", {}, seats, seed=5)  # starts unpaused
    assert not w.table.felt.pause_mark.isVisible()
    c.shutdown()


def test_h_on_a_computers_turn_under_the_pause_says_the_game_is_paused(qtbot, worker, home):
    w = _start(qtbot, worker, "heart-hunter", {"players": 4}, (1280, 800))
    c, t = w.controller, w.table
    key_to_window(qtbot, w, Qt.Key.Key_P)
    hand = t.model.hands[0].items
    for _card in range(13):  # the person's cards by the keys until a computer is to play
        held = len(hand)
        qtbot.keyClick(t, Qt.Key.Key_Return)  # the first playable card outlined
        qtbot.keyClick(t, Qt.Key.Key_Return)  # and played
        qtbot.waitUntil(lambda held=held: len(hand) < held and t.animations_idle(),
                        timeout=10_000)
        if c.human_to_act() is None:
            break
    assert c.human_to_act() is None and c.paused
    qtbot.keyClick(t, Qt.Key.Key_H)
    said = t.felt.toast.text
    assert said.startswith("It is ") and "the game is paused" in said
    assert "the game is paused" in w.statusBar().currentMessage()
    c.shutdown()
