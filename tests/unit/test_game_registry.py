"""One registration per game: every part it names exists, and the data the search is tuned with
is the game's own (the numbers the players were measured with)."""

from __future__ import annotations

import pytest

from tricktable.ai.base import rule_agent_class
from tricktable.ai.evaluation import action_bias, score_sign, win_bonus
from tricktable.ai.playout import fast_module
from tricktable.ai.search import SearchAgent
from tricktable.engine.protocol import Action
from tricktable.games.registry import ENTRIES, GAME_IDS, find_entry, game_entry, get_rules, resolve
from tricktable.presentation.describe import game_words


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.id)
def test_every_part_a_registration_names_exists(entry):
    assert get_rules(entry.id).id == entry.id
    assert rule_agent_class(entry.id).__name__ == "RuleAgent"
    assert fast_module(entry.id) is not None
    if entry.action_bias:
        assert callable(resolve(entry.action_bias))


def test_games_are_listed_in_menu_order_and_unknown_ids_are_named():
    assert GAME_IDS == ("young-hunter", "heart-hunter", "sheepshead", "barbu", "nineteen")
    assert find_entry("skat") is None
    with pytest.raises(KeyError, match="the games are young-hunter"):
        game_entry("skat")


def test_only_heart_hunter_is_won_by_the_lowest_score():
    assert [g for g in GAME_IDS if score_sign(g) < 0] == ["heart-hunter"]
    assert score_sign("unregistered") == 1


@pytest.mark.parametrize(("game", "advanced", "expert", "bonus"), [
    ("young-hunter", 100, 350, 10.0), ("heart-hunter", 600, 2000, 15.0),
    ("sheepshead", 150, 500, 6.0), ("barbu", 100, 350, 40.0), ("nineteen", 200, 600, 150.0)])
def test_search_budgets_and_win_bonus_come_from_the_registration(game, advanced, expert, bonus):
    rules = get_rules(game)
    assert SearchAgent(rules, level="advanced").iterations == advanced
    assert SearchAgent(rules, level="expert").iterations == expert
    assert win_bonus(game) == bonus


def test_only_barbu_contract_choices_carry_a_search_bias():
    trump = Action.make("choose-contract", contract="trump", trump="S")
    assert action_bias("barbu", {}, trump) == -8.5
    assert action_bias("barbu", {}, Action.make("pass")) == 0.0
    assert action_bias("sheepshead", {}, Action.make("pass")) == 0.0


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.id)
def test_every_game_has_its_own_words_beside_its_rules(entry):
    words = game_words(entry.id)
    assert words.__name__ == f"tricktable.{entry.words}"
    assert entry.words.startswith(entry.rules + "_")  # games/<game>_words.py
    for hook in ("plate", "summary", "sheet_note"):
        assert callable(getattr(words, hook)), hook


def test_only_nineteen_hints_take_fewer_playouts_so_they_answer_within_their_budget():
    """Nineteen's playouts are the slowest: at the coach's usual share its hints took 2.1 s at
    p95 on an idle 2-core machine (`bench --only hints`), over the 1.5 s budget."""
    from tricktable.games.registry import game_entry

    assert {g: game_entry(g).hint_playouts for g in GAME_IDS} == {
        "young-hunter": 1.0, "heart-hunter": 1.0, "sheepshead": 1.0, "barbu": 1.0,
        "nineteen": 0.6}
