"""Every game ends, whoever sits at the table: the ``simulate`` command returns for any seat plan
(the uniformly random player, which never plays towards the end, included)."""

from __future__ import annotations

import pytest

from tricktable.commands import simulate
from tricktable.games.registry import GAME_IDS, get_rules

#: seat plans per number of players: all random, all beginners, and a mixed table
PLANS = {
    2: ["random", "beginner", "random,rule"],
    3: ["random", "beginner", "random,beginner,rule"],
    4: ["random", "beginner", "random,beginner,rule,random"],
}


def _players(game: str) -> int:
    rules = get_rules(game)
    return rules.players_for(rules.options())


@pytest.mark.parametrize("game", GAME_IDS)
def test_simulate_returns_for_every_seat_plan(game, capsys):
    n = _players(game)
    for plan in PLANS[n]:
        assert simulate.main(["--game", game, "--games", "2", "--seed", "3", "--agents", plan]) == 0
        out = capsys.readouterr().out
        assert "2 games" in out and "mean score" in out


@pytest.mark.parametrize("players", [3, 2])
def test_nineteen_with_fewer_players_and_random_seats_ends(players, capsys):
    assert simulate.main(["--game", "nineteen", "--players", str(players), "--games", "1",
                          "--agents", "random"]) == 0
    assert "1 games" in capsys.readouterr().out


def test_heart_hunter_for_three_with_random_seats_ends(capsys):
    assert simulate.main(["--game", "heart-hunter", "--players", "3", "--games", "2",
                          "--agents", "random"]) == 0
    assert "2 games" in capsys.readouterr().out
