""""West is thinking…" stayed on the status line through West's pass in Nineteen's auction,
North to bid: the line written while West thought was kept until the table was at rest. Now it
goes as West's move is made, and the status line never names as thinking a player who is not
to act."""

from __future__ import annotations

import re

from PySide6.QtCore import QTimer

from tricktable import settings as store
from tricktable.presentation import status_line as sl
from window_helpers import show_window

PLACES = ["South", "West", "North", "East"]


def test_no_player_is_named_thinking_once_they_have_passed_or_bid(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="normal")
    c = w.controller
    wrong, thinking = [], []

    def look() -> None:
        found = re.fullmatch(r"(\w+) is thinking…", w.turn_label.text())
        if found is None or c.state is None:
            return
        thinking.append(found.group(1))
        to_act = c.to_act()
        if to_act is None or PLACES[to_act] != found.group(1):
            wrong.append((w.turn_label.text(), to_act, len(c.state.deal_log.actions)))

    poll = QTimer()
    poll.timeout.connect(look)
    poll.start(10)
    w.start_game("nineteen", {}, [store.Seat(n, "computer", "beginner") for n in PLACES], seed=4)
    qtbot.waitUntil(lambda: c.state.stage not in ("auction", "bid")
                    or len(c.state.deal_log.actions) >= 8, timeout=60_000)
    qtbot.wait(400)
    poll.stop()
    c.shutdown()
    assert len(set(thinking)) >= 3, thinking  # the computers were seen thinking, in turn
    assert not wrong, wrong


class _Seat:
    def __init__(self, name: str) -> None:
        self.name, self.human = name, False


class _Table:
    """A controller as ``after_thinking`` reads it: four computers, ``to`` to act."""

    hot_seat = False

    def __init__(self, to: int) -> None:
        self.seats = [_Seat(n) for n in PLACES]
        self.to = to

    def to_act(self) -> int:
        return self.to

    def facts(self):
        return None


def test_the_thinking_line_goes_once_its_player_has_moved():
    moved = _Table(to=2)  # West has passed: North to bid
    assert sl.after_thinking(moved, "West is thinking…", 1) == "West has chosen."
    # another line, or West still to act (held by a dialog: its own words follow), stays
    assert sl.after_thinking(moved, "North to bid.", 1) is None
    assert sl.after_thinking(_Table(to=1), "West is thinking…", 1) is None
