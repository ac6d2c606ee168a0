"""The search's research options live apart from the players a person meets
(ai/experiments/search_options.py) and stay runnable from the tournament command."""

from __future__ import annotations

import inspect
import json
import random

import pytest

from tricktable.ai.experiments.search_options import (
    ResearchSearch,
    parse_variant,
    research_agent,
)
from tricktable.ai.registry import make_agent
from tricktable.ai.search import SearchAgent
from tricktable.commands import tournament
from tricktable.games.registry import get_rules

RESEARCH = ("inference", "tries", "surprise", "endgame", "exact", "method")


def test_the_levels_search_holds_no_research_option():
    params = inspect.signature(SearchAgent.__init__).parameters
    assert [name for name in RESEARCH if name in params] == []
    agent = make_agent("advanced", "heart-hunter", 1)
    assert type(agent) is SearchAgent
    assert not any(hasattr(agent, name) for name in RESEARCH)


def position(seed: int):
    rules = get_rules("heart-hunter")
    state = rules.new_game(seed=seed)
    rng = random.Random(seed)
    for _ in range(20):
        state.apply(rng.choice(state.legal_actions()))
    return rules, state


@pytest.mark.parametrize("seed", [1, 2])
def test_the_research_search_without_options_searches_exactly_as_the_level(seed):
    rules, state = position(seed)
    p = state.to_act
    view, legal = state.view(p), state.legal_actions()
    plain = SearchAgent(rules, seed, level="advanced", iterations=60, seconds=100, strict=True)
    research = ResearchSearch(rules, seed, level="advanced", iterations=60, seconds=100,
                              strict=True)
    assert plain.search(view, legal) == research.search(view, legal)


def test_variants_are_read_with_their_types_and_bad_ones_are_refused():
    assert parse_variant(["exact=3", "method=ismcts", "surprise=0.5"]) == {
        "exact": 3, "method": "ismcts", "surprise": 0.5}
    with pytest.raises(ValueError, match="name=value"):
        parse_variant(["speed=3"])
    with pytest.raises(ValueError, match="needs a int"):
        parse_variant(["exact=three"])
    with pytest.raises(ValueError, match="unknown search method"):
        research_agent("advanced", get_rules("heart-hunter"), method="tree")
    with pytest.raises(ValueError, match="search level"):
        research_agent("rule", get_rules("heart-hunter"))


def test_the_tournament_runs_a_research_variant_against_the_field(capsys):
    code = tournament.main(["--game", "heart-hunter", "--candidate", "advanced", "--field",
                            "rule", "--deals", "1", "--iterations", "4", "--seconds", "60",
                            "--variant", "method=ismcts", "--jobs", "1", "--quiet"])
    assert code == 0
    assert "advanced against rule, 4 iterations (method=ismcts)" in capsys.readouterr().out
    code = tournament.main(["--game", "heart-hunter", "--candidate", "rule", "--field", "rule",
                            "--deals", "1", "--variant", "exact=3", "--jobs", "1", "--json"])
    assert code == 2
    err = capsys.readouterr().err
    assert "search level" in err and json.dumps(err)


def test_the_window_inference_experiment_weights_the_research_search_by_window_calls():
    from tricktable.ai.experiments.window_inference import inferring_agent, surprises

    agent = inferring_agent("advanced", get_rules("sheepshead"), 4, surprise=0.5, iterations=9)
    assert isinstance(agent, ResearchSearch)
    assert (agent.inference, agent.surprise, agent._surprises) == ("weight", 0.5, surprises)
    assert type(inferring_agent("rule", get_rules("sheepshead"), 4)) is not ResearchSearch


def test_the_face_up_dummies_measurement_runs_and_changes_nothing_with_four_players(capsys):
    """The former judgement of a held trick is kept for the measurement: with four players (no
    hand face up) it is the present one; with two, some hands come out differently."""
    from tricktable.ai.experiments import face_up_dummies as m

    assert m.main(["--players", "4", "--deals", "3"]) == 0
    assert "(0 of 12 seat-hands changed)" in capsys.readouterr().out
    assert m.main(["--players", "2", "--deals", "6"]) == 0
    said = capsys.readouterr().out
    assert said.startswith("Nineteen, 2 players, 6 hands (") and "(0 of" not in said
