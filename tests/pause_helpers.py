"""What the tests of Game → Pause share: a game of four computers watched at the fast pace,
and Next move (N) pressed one move at a time under the pause until a move finishes a trick.
One copy keeps every pause test meeting the same table and the same kept trick."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.settings import Seat
from window_helpers import key_to_window, show_window


def watch_computers(qtbot, worker, game: str, seed: int, moves: int, speed: str = "fast"):
    """A window at ``speed`` with four computers playing ``game`` (``seed``), returned once
    ``moves`` moves are made: the game is under way, as the person watching it sees it."""
    w = show_window(qtbot, worker, speed=speed)
    w.start_game(game, {}, [Seat(f"Bot {i}", "computer") for i in range(4)], seed=seed)
    qtbot.waitUntil(lambda: len(w.controller.state.deal_log.actions) >= moves, timeout=30_000)
    return w


def next_move_until_a_trick_finishes(qtbot, w) -> int:
    """Under the pause, N pressed one move at a time (each let through and waited for) until
    one finishes a trick; how many moves the game had before that last one."""
    c = w.controller
    for _move in range(8):  # one move at a time until one finishes a trick
        tricks, before = len(c.state.deal_log.tricks), len(c.state.deal_log.actions)
        key_to_window(qtbot, w, Qt.Key.Key_N)
        qtbot.waitUntil(lambda b=before: len(c.state.deal_log.actions) == b + 1,
                        timeout=10_000)
        if len(c.state.deal_log.tricks) > tricks:
            return before
        qtbot.waitUntil(w.table.animations_idle, timeout=5_000)
    raise AssertionError("no move finished a trick")
