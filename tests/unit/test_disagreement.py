"""Where two levels decide differently (``ai/experiments/disagreement.py``): the research tool
that asks two levels at every choice of deals played by a third."""

from __future__ import annotations

from collections import Counter

from tricktable.ai.evaluation import relative
from tricktable.ai.experiments.disagreement import disagreement, main, played_on, report
from tricktable.ai.registry import make_agent
from tricktable.games.registry import get_rules


def test_a_level_asked_twice_never_disagrees_with_itself():
    seen, differ, _judged = disagreement("nineteen", "rule", "rule", 2, players="rule")
    assert {"auction", "play"} <= set(seen)
    assert sum(seen.values()) > 50
    assert sum(differ.values()) == 0


def test_the_rule_player_and_a_random_one_part_in_card_play_counted_by_stage():
    seen, differ, _judged = disagreement("heart-hunter", "rule", "random", 2, players="rule")
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
                 "--table", "rule", "--deals", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("sheepshead: rule and beginner asked at every choice of 1 deals")
    assert "differ" in out


def test_played_on_leaves_the_position_alone_and_scores_the_chooser_against_the_others():
    rules = get_rules("heart-hunter")
    state = rules.new_game(seed=3)
    before = state.copy()
    p = state.to_act
    action = state.legal_actions()[0]
    judges = [make_agent("rule", rules, q) for q in range(state.num_players)]
    value = played_on(state, action, judges, p)
    assert state.legal_actions() == before.legal_actions() and state.to_act == p
    # the same continuation by hand: the judges are deterministic rule players
    s = before.copy()
    s.apply(action)
    while not s.history:
        q = s.to_act
        s.apply(judges[q].choose(s.view(q), s.legal_actions()))
    assert value == relative(s.history[0].score, p, -1)  # Heart Hunter: points are bad


def test_a_judge_values_each_differing_choice_and_the_rule_player_beats_random_where_they_part():
    seen, differ, judged = disagreement("nineteen", "rule", "random", 2, players="rule",
                                        judge="rule")
    assert {stage: len(v) for stage, v in judged.items()} == {
        stage: d for stage, d in differ.items() if d}
    every = [v for values in judged.values() for v in values]
    assert sum(every) / len(every) > 0
    text = report(seen, differ, judged)
    assert "first − second" in text and "better" in text
