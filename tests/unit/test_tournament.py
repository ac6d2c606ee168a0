"""The duplicate tournament harness: exactly zero against itself, the bootstrap, the command."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from pathlib import Path

import pytest

from tricktable.ai import tournament as duplicate
from tricktable.ai.search import playable_games
from tricktable.ai.tournament import (
    bootstrap_interval,
    play_deal,
    run_tournament,
    summary,
)
from tricktable.commands import tournament
from tricktable.games.registry import get_rules


@pytest.mark.parametrize("game", playable_games())
@pytest.mark.parametrize("level", ["random", "rule"])
def test_level_against_itself_is_exactly_zero(game, level):
    values = run_tournament(game, level, level, deals=2, seed=7)
    assert values == [Fraction(0), Fraction(0)]
    assert summary(values, 7) == {"mean": 0.0, "low": 0.0, "high": 0.0, "deals": 2, "sd": 0.0,
                                  "better": 0, "even": 2, "worse": 0}


def test_rotation_puts_the_candidate_in_every_seat():
    # rule against random: the difference is a real average over four seats, not one seat
    value = play_deal("heart-hunter", {"players": 4, "quick": False}, 3, 0, "rule", "random")
    assert isinstance(value, Fraction)
    assert (value * 4 * 3).denominator == 1  # four rotations of (n-1)·own − others over n-1


def test_same_seed_same_figures():
    a = run_tournament("heart-hunter", "rule", "random", deals=3, seed=11)
    b = run_tournament("heart-hunter", "rule", "random", deals=3, seed=11)
    assert a == b


def test_bootstrap_of_constant_data_is_that_constant():
    assert bootstrap_interval([2.5] * 40, seed=1) == (2.5, 2.5)


def test_bootstrap_matches_the_normal_interval_on_known_data():
    # 0/1 data with mean 0.5: standard error sqrt(0.25/400) = 0.025, so about 0.5 ± 0.049
    values = [0.0] * 200 + [1.0] * 200
    low, high = bootstrap_interval(values, resamples=2000, seed=3)
    assert 0.44 < low < 0.46
    assert 0.54 < high < 0.56
    assert bootstrap_interval(values, seed=3) == (low, high)


def test_bootstrap_interval_contains_the_mean_and_is_ordered():
    rng = random.Random(5)
    values = [rng.gauss(1.0, 3.0) for _ in range(60)]
    low, high = bootstrap_interval(values, resamples=500, seed=9)
    mean = sum(values) / len(values)
    assert low < mean < high


def test_command_json(capsys):
    code = tournament.main(["--game", "heart-hunter", "--candidate", "rule", "--field", "random",
                            "--deals", "3", "--seed", "2", "--json", "--jobs", "1"])
    assert code == 0
    doc = json.loads(capsys.readouterr().out)
    assert set(doc) == {"mean", "low", "high", "deals", "sd", "better", "even", "worse"}
    assert doc["deals"] == 3 == doc["better"] + doc["even"] + doc["worse"]
    assert doc["low"] <= doc["mean"] <= doc["high"]


def test_command_text_and_options(capsys):
    code = tournament.main(["--game", "heart-hunter", "--candidate", "random", "--field",
                            "random", "--deals", "2", "--seed", "2", "--players", "3",
                            "--option", "quick=true", "--jobs", "1", "--quiet"])
    assert code == 0
    out = capsys.readouterr().out
    assert "players=3" in out and "quick=True" in out
    assert "+0.000" in out


def test_command_refuses_bad_options(capsys):
    code = tournament.main(["--game", "heart-hunter", "--candidate", "rule", "--field", "rule",
                            "--deals", "1", "--option", "colour=blue", "--jobs", "1"])
    assert code == 2
    assert "colour" in capsys.readouterr().err


def test_search_level_against_itself_is_exactly_zero():
    values = run_tournament("heart-hunter", "advanced", "advanced", deals=1, seed=5,
                            iterations=3, field_iterations=3, seconds=60)
    assert values == [Fraction(0)]


def test_iterations_apply_to_the_candidate_and_the_field_separately(monkeypatch):
    built = []
    real = duplicate.make_agent

    def spy(level, rules, seed, **settings):
        built.append((level, settings.get("iterations")))
        return real(level, rules, seed, **settings)

    monkeypatch.setattr(duplicate, "make_agent", spy)
    play_deal("heart-hunter", {"players": 3, "quick": False}, 2, 0, "expert", "advanced",
              iterations=5, seconds=60, field_iterations=2)
    # three rotations of three seats: the candidate once per rotation, the field twice
    assert sorted(built) == [("advanced", 2)] * 6 + [("expert", 5)] * 3
    built.clear()
    play_deal("heart-hunter", {"players": 3, "quick": False}, 2, 0, "rule", "advanced",
              iterations=5, seconds=60)
    assert sorted(built) == [("advanced", None)] * 6 + [("rule", None)] * 3


@pytest.mark.parametrize("game, players", [(g, None) for g in playable_games()]
                         + [("nineteen", 3), ("nineteen", 2)])
def test_sharing_the_field_s_choices_between_rotations_changes_no_figure(game, players,
                                                                        monkeypatch):
    """The field's searches are worked out once where the rotations run alike: the figure is
    the very fraction of searching every decision anew, and some choices were shared (else
    the sharing would save nothing)."""
    made = []
    real = duplicate.SharedChoices.__init__

    def spy(self, *args, **kwargs):
        real(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(duplicate.SharedChoices, "__init__", spy)
    if game not in playable_games():
        pytest.skip(f"{game} not installed")
    options = get_rules(game).options()
    if players is not None:  # Nineteen's dummies: positions that are not players
        options["players"] = players
    for deal in range(2):
        shared = play_deal(game, options, 7, deal, "expert", "advanced", iterations=12,
                           field_iterations=6, seconds=100)
        anew = play_deal(game, options, 7, deal, "expert", "advanced", iterations=12,
                         field_iterations=6, seconds=100, share=False)
        assert shared == anew, deal
    # with two players the field sits at each seat in one rotation only: nothing to share
    assert made and (sum(agent.hits for agent in made) > 0 or players == 2)
    assert all(agent.agent.level == "advanced" for agent in made), "the candidate never shares"


def test_summary_counts_the_deals_each_way_and_gives_the_spread_of_one_deal():
    doc = summary([Fraction(2), Fraction(-1), Fraction(0), Fraction(3)], 1)
    assert (doc["better"], doc["even"], doc["worse"]) == (2, 1, 1)
    assert doc["mean"] == 1.0
    assert abs(doc["sd"] - (10 / 3) ** 0.5) < 1e-12  # deviations 1, -2, -1, 2 over n-1 = 3


def test_expert_against_advanced_runs_directly_with_iteration_budgets(capsys):
    code = tournament.main(["--game", "heart-hunter", "--candidate", "expert", "--field",
                            "advanced", "--deals", "1", "--iterations", "4",
                            "--field-iterations", "3", "--jobs", "1", "--quiet"])
    assert code == 0
    out = capsys.readouterr().out
    assert "expert against advanced, 4 iterations (field 3)" in out
    assert "the candidate did better on" in out


def test_pieces_saved_and_combined_give_the_figures_of_their_deals_together(tmp_path, capsys):
    """A long tournament run in pieces: each piece saves its per-deal differences, and
    ``--combine`` gives the figures of all of them from the same code as one run."""
    paths = []
    for seed in (1, 4):
        path = tmp_path / f"piece_{seed}.json"
        assert tournament.main(["--game", "heart-hunter", "--candidate", "rule", "--field",
                                "random", "--deals", "3", "--seed", str(seed), "--jobs", "1",
                                "--quiet", "--save", str(path)]) == 0
        paths.append(str(path))
    capsys.readouterr()
    values = [v for p in paths for v in json.loads(Path(p).read_text())]
    assert len(values) == 6
    assert tournament.main(["--combine", *paths, "--seed", "1", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc == json.loads(json.dumps(summary(values, 1)))
    assert doc["deals"] == 6
    assert tournament.main(["--combine", *paths]) == 0
    out = capsys.readouterr().out
    assert "2 saved files, 6 duplicate deals" in out and f"{doc['mean']:+.3f}" in out


def test_combine_refuses_a_file_that_is_not_saved_differences(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"not": "a list"}')
    assert tournament.main(["--combine", str(bad)]) == 2
    assert "not a list of per-deal differences" in capsys.readouterr().err
    assert tournament.main(["--combine", str(tmp_path / "missing.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_a_tournament_without_its_game_or_levels_says_what_is_missing(capsys):
    with pytest.raises(SystemExit):
        tournament.main(["--game", "heart-hunter", "--deals", "1"])
    assert "--candidate, --field" in capsys.readouterr().err


def test_minus_gives_the_paired_difference_of_two_runs_over_the_same_deals(tmp_path, capsys):
    """Two versions of a player compared over the same deals: ``--minus`` subtracts the other
    run's saved figures deal by deal, and refuses runs of different lengths."""
    a, b, short = tmp_path / "a.json", tmp_path / "b.json", tmp_path / "short.json"
    a.write_text(json.dumps([3.0, -1.0, 2.5, 0.0]))
    b.write_text(json.dumps([1.0, -1.0, 0.5, 2.0]))
    short.write_text(json.dumps([1.0]))
    assert tournament.main(["--combine", str(a), "--minus", str(b), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc == json.loads(json.dumps(summary([2.0, 0.0, 2.0, -2.0], 1)))
    assert tournament.main(["--combine", str(a), "--minus", str(b)]) == 0
    assert "minus 1 of the same deals, deal by deal, 4 duplicate deals" \
        in capsys.readouterr().out
    assert tournament.main(["--combine", str(a), "--minus", str(short)]) == 2
    assert "--minus needs the same deals: 4 against 1" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        tournament.main(["--minus", str(b)])


def test_a_deals_rotations_give_its_figure_and_the_field_alone_at_every_seat():
    options = {"players": 4, "quick": False}
    rows = duplicate.deal_rotations("heart-hunter", options, 3, 0, "rule", "random")
    assert [row["seat"] for row in rows] == [0, 1, 2, 3, None]
    figures = [row["figure"] for row in rows[:4]]
    assert sum(figures) / 4 == play_deal("heart-hunter", options, 3, 0, "rule", "random")
    assert rows[4]["figure"] is None
    # every rotation is the same deal: the points handed out add up alike
    assert len({sum(row["score"]) for row in rows}) == 1
    # a level against itself: every rotation, and the field alone, play the identical deal
    same = duplicate.deal_rotations("nineteen", {"players": 4}, 5, 1, "rule", "rule")
    assert all(row["score"] == same[4]["score"] for row in same)
    assert all(row["contract"] == same[4]["contract"] is not None for row in same)
    assert sum(row["figure"] for row in same[:4]) == 0  # each seat's own figure, zero on average


def test_show_deal_prints_each_rotation_and_the_deals_figure(capsys):
    code = tournament.main(["--game", "nineteen", "--candidate", "rule", "--field", "random",
                            "--seed", "4", "--show-deal", "2"])
    assert code == 0
    out = capsys.readouterr().out
    figure = play_deal("nineteen", get_rules("nineteen").options(), 4, 2, "rule", "random")
    assert f"the deal's figure (mean of the rotations): {float(figure):+.3f}" in out
    for seat in range(4):
        assert f"rule in seat {seat}: scores [" in out
    assert "random in every seat: scores [" in out
    assert out.count("contract {") == 5  # Nineteen's deal log names its contract
    assert tournament.main(["--game", "nineteen", "--candidate", "rule", "--field", "random",
                            "--show-deal", "-1"]) == 2


def test_largest_names_the_deals_that_carry_the_spread(tmp_path, capsys):
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    first.write_text(json.dumps([1.0, -2.0, 0.0]))
    second.write_text(json.dumps([90.0, 3.0]))
    assert tournament.main(["--combine", str(first), str(second), "--largest", "2"]) == 0
    out = capsys.readouterr().out
    lines = [line.split() for line in out.splitlines() if line.startswith("    ")]
    assert lines == [["+90.0", str(second), "deal", "0"], ["+3.0", str(second), "deal", "1"]]
    # mean 18.4: (90 - 18.4)² + (3 - 18.4)² of the whole sum of squares
    values = [1.0, -2.0, 0.0, 90.0, 3.0]
    mean = sum(values) / 5
    share = ((90 - mean) ** 2 + (3 - mean) ** 2) / sum((v - mean) ** 2 for v in values)
    assert f"the 2 largest deals carry {share:.0%} of the spread" in out
    assert tournament.main(["--combine", str(first), str(second), "--largest", "1",
                            "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["largest"] == [{"figure": 90.0, "file": str(second), "deal": 0}]
    with pytest.raises(SystemExit):
        tournament.main(["--game", "nineteen", "--largest", "2"])
