"""Where two levels decide differently (``ai/experiments/disagreement.py``): the research tool
that asks two levels at every choice of deals played by a third."""

from __future__ import annotations

from collections import Counter

from tricktable.ai.experiments.disagreement import disagreement, main, report


def test_a_level_asked_twice_never_disagrees_with_itself():
    seen, differ = disagreement("nineteen", "rule", "rule", 2, players="rule")
    assert {"auction", "play"} <= set(seen)
    assert sum(seen.values()) > 50
    assert sum(differ.values()) == 0


def test_the_rule_player_and_a_random_one_part_in_card_play_counted_by_stage():
    seen, differ = disagreement("heart-hunter", "rule", "random", 2, players="rule")
    assert set(differ) <= set(seen)
    assert 0 < differ["play"] < seen["play"]


def test_the_report_gives_each_stage_and_the_whole_as_shares():
    text = report(Counter(auction=10, play=90), Counter(auction=1, play=9))
    assert "auction          1 of    10 differ (10.0%)" in text
    assert "all             10 of   100 differ (10.0%)" in text


def test_an_unknown_game_is_refused_with_the_games_named(capsys):
    assert main(["--game", "chess"]) == 2
    assert "nineteen" in capsys.readouterr().err


def test_the_command_prints_the_figures(capsys):
    assert main(["--game", "sheepshead", "--first", "rule", "--second", "beginner",
                 "--players", "rule", "--deals", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("sheepshead: rule and beginner asked at every choice of 1 deals")
    assert "differ" in out
