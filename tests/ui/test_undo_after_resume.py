"""Undo in a game brought back from a file: after a restart (the autosave resumed) or a record
opened, Ctrl+Z did nothing at all and said nothing, where the same game played on without a
restart went back. The points are found again by replaying the game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from tricktable.settings import Seat
from tricktable.undo_points import UndoPoint, apply_keeping_undo, replayed_points
from window_helpers import (
    play_cards,
    restart_and_resume,
    show_window,
    undo_key,
    wait_for_person,
    wait_turn_or_pass,
)

SEATS = [Seat("You", "human"), Seat("West", "computer"), Seat("North", "computer"),
         Seat("East", "computer")]


def _ctrl_z(qtbot, window) -> None:
    """Ctrl+Z pressed in ``window``, brought to the front first (keys go to the active one);
    at a pass screen, "Yes" to its question whose move it takes back."""
    undo_key(qtbot, window)


def test_ctrl_z_after_a_restart_takes_back_the_persons_cards_one_by_one(qtbot, worker, home):
    w = show_window(qtbot, worker)
    w.start_game("heart-hunter", {}, SEATS, seed=13)
    before = play_cards(qtbot, w, 3)
    again = restart_and_resume(qtbot, worker, w)
    wait_for_person(qtbot, again)
    c = again.controller
    assert again.act_undo.isEnabled()
    for back in reversed(before):
        _ctrl_z(qtbot, again)
        assert c.record() == back
        wait_for_person(qtbot, again)
    hand = again.table.model.hands[0].items
    assert len(hand) == 13, "every card taken back is in the person's hand again"
    _ctrl_z(qtbot, again)
    assert c.record() == before[0], "nothing before the first decision"
    c.shutdown()


def test_a_record_opened_goes_back_as_the_game_played_on_would(qtbot, worker, home):
    """The same game, played on in one window and opened from its record in another: Undo
    takes both to the same positions."""
    w = show_window(qtbot, worker)
    w.start_game("heart-hunter", {}, SEATS, seed=21)
    play_cards(qtbot, w, 2)
    doc = w.controller.record()
    other = show_window(qtbot, worker)
    other.controller.load_record(doc)
    wait_for_person(qtbot, other)
    for _ in range(2):
        _ctrl_z(qtbot, w)
        _ctrl_z(qtbot, other)
        assert other.controller.record() == w.controller.record()
        wait_for_person(qtbot, w)
        wait_for_person(qtbot, other)
    w.controller.shutdown()
    other.controller.shutdown()


@pytest.mark.parametrize("game", ["sheepshead", "nineteen", "barbu"])
def test_replayed_points_are_those_kept_while_playing(game):
    """Random games with a person at seat 0: the points kept as the game was played and those
    found again by replaying it hold the same positions, and the same stop (a decision that
    showed cards: Sheepshead's window, Nineteen's preference sets)."""
    import random

    rules = get_rules(game)
    players = [{"name": s.name, "kind": s.kind} for s in SEATS]
    for seed in range(1, 9):
        rng = random.Random(seed)
        state = rules.new_game(seed)
        kept: list[UndoPoint] = []
        barrier = None
        for _ in range(rng.randrange(5, 120)):
            if state.to_act is None:
                break
            player = state.to_act
            action = rng.choice(state.legal_actions())
            _events, stop = apply_keeping_undo(kept, state, player, action, frozenset({0}))
            barrier = stop or barrier
        found, found_barrier = replayed_points(state, frozenset({0}))
        n = state.num_players
        assert found_barrier == barrier
        assert [p.player for p in found] == [p.player for p in kept]
        assert [make_record(p.state, players[:n]) for p in found] == \
            [make_record(p.state, players[:n]) for p in kept]


def test_a_resumed_shared_table_takes_back_the_last_move_on_the_pass_screen(
        qtbot, worker, home):
    """After a restart a shared table opens on the pass screen; Ctrl+Z there said nothing, and
    later that Undo waited for the device to pass, and after "I am …" that the last decision
    was another's: the move before the restart could never be taken back. As in the game
    played on, the last person to decide may take it back there, named ("Undone: Ann's …")."""
    seats = [Seat("Ann", "human"), Seat("West", "computer"), Seat("Bea", "human"),
             Seat("East", "computer")]
    w = show_window(qtbot, worker)
    w.start_game("heart-hunter", {}, seats, seed=13)
    c = w.controller
    for _ in range(40):  # through the pass screens until a person has played a card
        wait_turn_or_pass(qtbot, w)
        if w.stack.currentWidget() is w.pass_screen:
            qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
            continue
        if any(a["player"] in (0, 2) for a in c.record()["deals"][0]["actions"]):
            break
        done = len(c.state.deal_log.actions)
        w.table.setFocus()
        qtbot.keyClick(w.table, Qt.Key.Key_Right)
        qtbot.keyClick(w.table, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda done=done: len(c.state.deal_log.actions) > done, timeout=5_000)
    again = restart_and_resume(qtbot, worker, w)
    qtbot.waitUntil(lambda: again.stack.currentWidget() is again.pass_screen, timeout=5_000)
    done = len(again.controller.state.deal_log.actions)
    _ctrl_z(qtbot, again)
    said = again.statusBar().currentMessage()
    assert said.startswith(("Undone: Ann's", "Undone: Bea's")), said
    assert len(again.controller.state.deal_log.actions) < done
    again.controller.shutdown()
    c.shutdown()
