"""The monkey: the real window (offscreen) under random clicks, drags, key presses, resizes and
menu choices for a fixed time and seed, a person at seat 0, in every game. Any exception, Qt
critical message, unexpected Qt warning or hang fails it. The long run is
``python -m tricktable drill --monkey SECONDS``."""

from __future__ import annotations

import pytest

from tricktable import settings as store
from tricktable.drills.monkey import Monkey, person_and_computers
from tricktable.games.registry import available_games
from tricktable.ui.main_window import MainWindow

SECONDS_PER_GAME = 10.0


@pytest.mark.parametrize("game_id", available_games())
def test_random_input_for_a_while_breaks_nothing(qtbot, worker, home, game_id):
    window = MainWindow(store.Settings(speed="fast"), worker=worker)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    seed = sorted(available_games()).index(game_id) + 18
    report = Monkey(window, seed).run(game_id, {}, SECONDS_PER_GAME, person_and_computers)
    assert report.failures == [], report.summary() + "\n" + "\n".join(report.failures)
    assert report.events > 50, report.summary()
    if report.events >= 150:  # a run starved by a busy machine says nothing about progress
        assert report.actions_seen > 0, "the game moved on under the monkey: " + report.summary()
    assert report.counts.get("menu", 0) and report.counts.get("resize", 0), report.summary()
