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


def _play_on(state, seats, max_deals: int) -> int:
    """Plays ``state`` to its end with the given agents; returns the deals it took (fails past
    ``max_deals``)."""
    start = state.deal_number
    while not state.over:
        assert state.deal_number - start <= max_deals, f"still going after {max_deals} deals"
        p = state.to_act
        state.apply(seats[p].choose(state.view(p), state.legal_actions()))
    return state.deal_number - start


@pytest.mark.parametrize("level", ["random", "beginner", "rule"])
def test_a_tie_for_lowest_in_heart_hunters_second_phase_is_broken_by_the_next_deals(level):
    """The rules play on while the lowest score is tied; the tie lasts only while the tied players
    take exactly the same points deal after deal, which the deal's shuffle breaks within a few
    deals, whoever plays."""
    from tricktable.ai.registry import make_agent

    rules = get_rules("heart-hunter")
    took = []
    for seed in range(6):
        s = rules.new_game(seed=seed, players=4)
        s.phase, s.totals = 2, [-3, -3, 40, 40]
        took.append(_play_on(s, [make_agent(level, rules, seed * 4 + i) for i in range(4)], 30))
    assert max(took) <= 30


@pytest.mark.parametrize("level", ["random", "beginner", "rule"])
def test_a_tie_for_highest_after_fifty_sheepshead_deals_is_broken_by_the_next_deals(level):
    """Past the 50-deal limit a tie for the highest total plays on; any deal in which one of the
    tied players takes the window, or wins The Least, breaks it."""
    from tricktable.ai.registry import make_agent

    rules = get_rules("sheepshead")
    took = []
    for seed in range(6):
        s = rules.new_game(seed=seed)
        s.deal_number, s.totals = 51, [4, 4, -8]
        took.append(_play_on(s, [make_agent(level, rules, seed * 3 + i) for i in range(3)], 30))
    assert max(took) <= 30
