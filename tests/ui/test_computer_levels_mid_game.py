"""A tester who played a whole Sheepshead match wanted stronger computer players half-way
through; only Game → New game changed their level, and it threw the match away. Game → Computer
players… changes them in the game on the table: the next computer move is asked at the new
level, the autosave and a restart keep it, New game and Play again offer it, and statistics
count a game played at two levels as "mixed". Driven by keys, as a keyboard-only person does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tricktable import settings as store
from tricktable import stats_store
from tricktable.presentation.level_words import NO_COMPUTER
from tricktable.settings import Seat
from tricktable.ui.dialog_levels import LevelsDialog
from window_helpers import (
    key_to_window,
    one_move_from_the_end,
    open_by_menu_keys,
    restart_and_resume,
    show_window,
    wait_for_person,
)

ALT = Qt.KeyboardModifier.AltModifier


def _seats() -> list[Seat]:
    return [Seat("You", "human"), Seat("West"), Seat("East")]


def _open_by_the_menu(qtbot, w) -> LevelsDialog:
    """Alt+G, then C (Computer players…), as a person opens it without the mouse."""
    return open_by_menu_keys(qtbot, w, Qt.Key.Key_G, Qt.Key.Key_C, LevelsDialog)


def _closed(qtbot) -> None:
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)


@pytest.fixture
def asked(worker, monkeypatch):
    """Every computer move the worker is asked for, as (seat, level), the seat read from the
    controller that asks (``spy.controller``); ``spy.hold`` moves are never answered."""
    real = worker.submit
    moves: list[tuple[int, str]] = []

    def spy(task, *args, done=None):
        if task == "choose" and spy.controller is not None:
            moves.append((spy.controller._pending[1], args[1]))
            if len(moves) <= spy.hold:
                return None  # its answer never comes: the move stays being worked out
        return real(task, *args, done=done)

    spy.controller, spy.hold, spy.moves = None, 0, moves
    monkeypatch.setattr(worker, "submit", spy)
    return spy


def test_a_level_changed_mid_game_plays_from_the_next_move_and_stays(qtbot, worker, home,
                                                                     asked):
    """West from Club player to Beginner by keys (Up, then Enter for OK): the controller's seat
    has it, West's next move is asked at it, the autosave's players carry it, the New game
    dialog offers it, and a restart with Resume keeps it."""
    w = show_window(qtbot, worker)
    c = w.controller
    asked.controller = c
    w.start_game("sheepshead", {}, _seats(), seed=5)
    wait_for_person(qtbot, w, timeout=30_000)
    dlg = _open_by_the_menu(qtbot, w)
    box = QApplication.focusWidget()
    assert box is dlg.boxes[1][0], "West's level list has the keys on opening"
    assert [b.currentText() for b, _first in dlg.boxes.values()] == ["Club player"] * 2
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert box.currentText() == "Beginner"
    qtbot.keyClick(box, Qt.Key.Key_Return)  # OK, the dialog's default
    _closed(qtbot)
    assert [s.level for s in c.seats] == ["rule", "beginner", "rule"]
    assert "West plays as Beginner" in w.statusBar().currentMessage()
    # the score panel says the table's levels at once (it waited for the deal's end)
    assert "Beginner (West)" in w.score_panel.setup.text(), w.score_panel.setup.text()
    # the autosave's players carry the level at once
    assert c.flush_autosave()
    doc, _messages = store.load_autosave()
    assert [p.get("level") for p in doc["players"]] == [None, "beginner", "rule"]
    # West's next move is asked at Beginner
    before = len(asked.moves)
    for _turn in range(20):
        if any(seat == 1 for seat, _level in asked.moves[before:]):
            break
        wait_for_person(qtbot, w, timeout=30_000)
        c.submit(c.legal_actions()[0])
    qtbot.waitUntil(lambda: any(seat == 1 for seat, _lv in asked.moves[before:]),
                    timeout=10_000)
    assert {lv for seat, lv in asked.moves[before:] if seat == 1} == {"beginner"}
    assert {lv for seat, lv in asked.moves if seat == 2} <= {"rule"}  # East unchanged
    # the New game dialog offers the table as it is now, and the settings file keeps it
    ng = w.open_new_game_dialog()
    try:
        assert [lv.currentData() for _n, _k, lv in ng.seat_rows()][1:] == ["beginner", "rule"]
    finally:
        ng.reject()
    _closed(qtbot)
    assert [s.level for s in store.load_settings()[0].seats["sheepshead"]] == \
        ["rule", "beginner", "rule"]
    wait_for_person(qtbot, w, timeout=30_000)
    again = restart_and_resume(qtbot, worker, w)
    qtbot.waitUntil(lambda: again.controller.facts() is not None, timeout=10_000)
    assert [s.level for s in again.controller.seats] == ["rule", "beginner", "rule"]
    again.controller.shutdown()


def test_play_again_offers_the_changed_levels(qtbot, worker, home):
    """After a change, Play again starts the same game with the new levels."""
    w = show_window(qtbot, worker)
    c = w.controller
    w.start_game("sheepshead", {}, _seats(), seed=5)
    wait_for_person(qtbot, w, timeout=30_000)
    dlg = _open_by_the_menu(qtbot, w)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # East's list
    assert QApplication.focusWidget() is dlg.boxes[2][0]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Up)
    qtbot.mouseClick(dlg.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    _closed(qtbot)
    assert [s.level for s in c.seats] == ["rule", "rule", "beginner"]
    w.play_again()
    assert [s.level for s in c.seats] == ["rule", "rule", "beginner"]
    c.shutdown()


def test_esc_changes_nothing(qtbot, worker, home):
    """A level changed in the list, then Esc: the seats, the settings and the next New game
    stay as they were."""
    w = show_window(qtbot, worker)
    c = w.controller
    w.start_game("sheepshead", {}, _seats(), seed=5)
    wait_for_person(qtbot, w, timeout=30_000)
    kept = dict(w.settings.seats)
    dlg = _open_by_the_menu(qtbot, w)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    assert dlg.boxes[1][0].currentData() == "advanced"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    _closed(qtbot)
    assert [s.level for s in c.seats] == ["rule", "rule", "rule"]
    assert w.settings.seats == kept
    ng = w.open_new_game_dialog()
    try:
        assert [lv.currentData() for _n, _k, lv in ng.seat_rows()][1:] == ["rule", "rule"]
    finally:
        ng.reject()
    _closed(qtbot)
    c.shutdown()


def test_a_move_being_worked_out_is_asked_again_at_the_new_level(qtbot, worker, home, asked):
    """West thinking when the dialog opens: its move is asked again at West's new level, not
    played at the old one."""
    w = show_window(qtbot, worker)
    c = w.controller
    asked.controller, asked.hold = c, 1
    w.start_game("sheepshead", {}, _seats(), seed=1)  # West acts first
    qtbot.waitUntil(lambda: len(asked.moves) == 1, timeout=10_000)
    assert asked.moves == [(1, "rule")]
    _open_by_the_menu(qtbot, w)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Up)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    _closed(qtbot)
    qtbot.waitUntil(lambda: len(asked.moves) >= 2, timeout=10_000)
    assert asked.moves[1] == (1, "beginner")
    # West's move is made once, at Beginner (the held answer at Club player never counts)
    qtbot.waitUntil(lambda: bool(c.state.deal_log.actions), timeout=10_000)
    assert c.state.deal_log.actions[0][0] == 1
    c.shutdown()


def _finish(qtbot, w, change: bool) -> str:
    """A Sheepshead game one computer move from its end opened under Pause; with ``change``,
    every computer's level changed to Beginner first (the last move is played at it, the
    others were at Club player); the level the finished game counts at."""
    doc = one_move_from_the_end("sheepshead", {})
    c = w.controller
    key_to_window(qtbot, w, Qt.Key.Key_P)  # Pause: the last move waits
    assert c.paused
    c.load_record(doc)
    mover = c.state.to_act
    assert not c.seats[mover].human
    if change:
        _open_by_the_menu(qtbot, w)
        for _seat in c.computer_seats():
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Up)
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # on OK
        _closed(qtbot)
        assert {c.seats[i].level for i in c.computer_seats()} == {"beginner"}
    with qtbot.waitSignal(c.gameFinished, timeout=20_000):
        key_to_window(qtbot, w, Qt.Key.Key_P)  # go on
    levels = stats_store.load_statistics()[0]["games"]["sheepshead"]["levels"]
    return next(level for level, counts in levels.items() if counts["played"])


def test_a_game_whose_level_changed_counts_as_mixed(qtbot, worker, home):
    """The last move played at Beginner, the others at Club player: "mixed" (it was counted
    at Beginner, the level every computer had at the end)."""
    w = show_window(qtbot, worker)
    assert _finish(qtbot, w, change=True) == "mixed"
    w.controller.shutdown()


def test_a_game_never_changed_counts_at_its_level(qtbot, worker, home):
    w = show_window(qtbot, worker)
    assert _finish(qtbot, w, change=False) == "rule"
    w.controller.shutdown()


def test_the_entry_is_greyed_with_no_computer_at_the_table(qtbot, worker, home):
    """Before any game and at a table of people only the entry is greyed (the window, asked
    anyway, says why); with a computer seated it is not."""
    w = show_window(qtbot, worker)
    assert not w.act_levels.isEnabled()
    assert w.open_computer_levels() is None
    assert w.statusBar().currentMessage() == NO_COMPUTER
    w.start_game("sheepshead", {}, [Seat("You", "human"), Seat("Ann", "human"),
                                    Seat("Bob", "human")], seed=5)
    assert not w.act_levels.isEnabled()
    w.start_game("sheepshead", {}, _seats(), seed=5)
    assert w.act_levels.isEnabled()
    w.controller.shutdown()
