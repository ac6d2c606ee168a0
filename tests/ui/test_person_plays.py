"""A person plays every game through the real window: only clicks on what is drawn and keys.

The robot (``tricktable.drills.person_plays``) starts each game through the new-game dialog (Ctrl+N)
and takes seat 0 against beginner computer players (the cheapest level the dialog offers), picks a
legal move and makes it by clicking the card's visible strip or the panel's button at its place
on the screen; now and then it clicks a greyed-out card, asks for a hint, takes a move back and
looks at the last trick. Any exception, Qt warning, hang, unclickable legal move or record that
does not replay fails the game. Each test plays seeded games of one game (whole games where they
are short, a few deals of the long ones) and asserts that every kind of decision the game has was
made at least once. The long run is ``python -m tricktable self-test --person --games N``.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tricktable.drills.person_plays import PersonRobot
from tricktable.settings import Seat
from tricktable.ui.main_window import MainWindow
from window_helpers import show_window

GESTURES = {"illegal-click", "hint", "undo", "last-trick", "next-deal"}


@pytest.fixture
def robot_window(qtbot, worker, home):
    windows = []

    def make() -> MainWindow:
        w = show_window(qtbot, worker)
        windows.append(w)
        return w

    return make


def seats(n: int, level: str = "beginner") -> list[Seat]:
    return [Seat("You", "human"), *(Seat(f"Bot {i}", "computer", level) for i in range(1, n))]


def play(robot_window, plan: list[tuple[dict, int, int | None]], game: str,
         level: str = "beginner"):
    """Play each (options, seed, deals or None for the whole game) in a fresh window; return
    the decision kinds made and how many whole games finished. Each game seeks the kinds of
    decision the ones before it did not meet."""
    kinds: set[str] = set()
    made: Counter = Counter()
    whole = 0
    for options, seed, deals in plan:
        w = robot_window()
        robot = PersonRobot(w, random.Random(seed), curious=0.15, kinds=made)
        n = options.get("players", {"barbu": 4, "young-hunter": 4, "sheepshead": 3}.get(game, 4))
        result = robot.play(game, options, seed, seats(n, level), max_deals=deals, timeout_s=240)
        assert result.finished or result.deals >= deals
        whole += result.finished
        kinds |= {k for k, v in result.kinds.items() if v}
        w.close()  # the next window must be the only one under the mouse
    return kinds, whole


def test_a_person_plays_heart_hunter_to_the_end_for_four_and_three(robot_window):
    kinds, whole = play(robot_window, [({"players": 3, "quick": True}, 11, None),
                                       ({"players": 4, "quick": True}, 12, 2)], "heart-hunter")
    assert whole == 1
    assert {"play"} | GESTURES <= kinds, kinds


def test_a_person_plays_young_hunter_announcing_and_contra(robot_window):
    kinds, whole = play(robot_window, [({"contra": True, "direct_jacks": True}, 21, None),
                                       ({"contra": True, "extra_game": "after-4"}, 22, 2)],
                        "young-hunter")
    assert whole == 1
    assert {"play", "announce", "announce-nothing", "contra", "pass"} | GESTURES <= kinds, kinds


def test_a_person_plays_sheepshead_taking_passing_and_discarding(robot_window):
    kinds, whole = play(robot_window, [({}, 31, 6), ({"zero_sum": True}, 32, None)], "sheepshead")
    assert whole == 1
    assert {"play", "take", "pass", "discard"} | GESTURES <= kinds, kinds


def test_a_person_plays_barbu_contracts_doubles_and_dominoes(robot_window):
    """Seed 9 makes the person the declarer of the first seven hands."""
    kinds, _whole = play(robot_window, [({}, 9, 7), ({"early_stop": True}, 3, 7)], "barbu")
    assert {"play", "contract-trump", "contract-dominoes", "contract-other", "back", "double",
            "no-double", "redouble", "dominoes-pass", "lone-pass"} | GESTURES <= kinds, kinds


def test_a_person_plays_nineteen_for_four_three_and_two(robot_window):
    """Against rule-based players, whose bids leave the person a preferred hand now and then
    (random players outbid it almost always)."""
    kinds, whole = play(robot_window, [({"players": 4}, 42, 2), ({"players": 4}, 43, 2),
                                       ({"players": 3}, 41, None)],
                        "nineteen", level="rule")
    against_random, _ = play(robot_window, [({"players": 2}, 43, 2)], "nineteen")
    kinds |= against_random
    assert whole == 1
    assert {"play", "play-dummy", "bid-preferred", "bid-partnership", "pass", "take-set",
            "next-set", "back-set", "discard", "call", "declare", "declare-nothing"} | GESTURES \
        <= kinds, kinds
    assert kinds & {"contra", "declare-contra"}, kinds
