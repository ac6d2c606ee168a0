"""The pass screen's line of where play stands (``resume_place.pass_stands``): before a new
deal's first person, a computer may act first; the line says so, and who comes after it, as
the computers' moves go on behind the screen."""

from __future__ import annotations

import pytest

from tricktable.games.registry import GAME_IDS, get_rules
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


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_new_deals_pass_screen_names_that_deal_not_the_end_of_the_last(game):
    """Nineteen's pass screen at the start of hand 2 said "The end of hand 1 · Anna to
    discard" while the scores said "Hand 2 of 4": the last move's events still held the deal's
    scores (nothing had been played in the new deal yet), which a game brought back reads as
    "left at that deal's summary". A pass screen comes only once the summary is closed: its
    line names the deal in play, in every game."""
    state = get_rules(game).new_game(seed=5)
    while not state.history:  # the first deal played to its end, the first choice each time
        state.apply(state.legal_actions()[0])
    facts = game_facts(state)
    assert facts.at_deal_end and not facts.over
    who = NAMES[state.to_act]
    line = pass_stands(facts, state, who, NAMES)
    word = state.rules.deal_word
    assert line.startswith(f"{word.capitalize()} 2"), line
    assert "end of" not in line and f" · {who} to " in line, line
