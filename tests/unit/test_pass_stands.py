"""The pass screen's line of where play stands (``resume_place.pass_stands``): before a new
deal's first person, a computer may act first; the line says so, and who comes after it, as
the computers' moves go on behind the screen."""

from __future__ import annotations

from tricktable.games.registry import get_rules
from tricktable.presentation.game_facts import game_facts
from tricktable.presentation.resume_place import pass_stands

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def test_a_computer_to_act_before_the_person_is_named_first_then_the_person():
    state = get_rules("heart-hunter").new_game(seed=3)
    first = state.to_act
    person = NAMES[(first + 1) % 4]
    line = pass_stands(game_facts(state), state, person, NAMES)
    assert line == f"Deal 1, trick 1 · {NAMES[first]} to play, then {person}"


def test_the_person_to_act_is_named_alone():
    state = get_rules("heart-hunter").new_game(seed=3)
    who = NAMES[state.to_act]
    assert pass_stands(game_facts(state), state, who, NAMES) == f"Deal 1, trick 1 · {who} to play"
