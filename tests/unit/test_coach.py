"""The coach's hints, headless: a legal action for the player to act, from their view alone, said
as an instruction with the club player's reason."""

from __future__ import annotations

import random

import pytest

from tricktable.ai.registry import make_agent
from tricktable.coach import Weighing, figures_text, imperative, suggest, weigh
from tricktable.games import get_rules
from tricktable.games.registry import available_games


@pytest.mark.parametrize("game", ["heart-hunter", "young-hunter", "sheepshead", "barbu",
                                  "nineteen"])
def test_hints_through_a_whole_deal_are_legal_and_explained(game):
    """At every decision of a deal the hint is legal, is the club player's choice, and says why."""
    if game not in available_games():
        pytest.skip(f"{game} is not installed")
    rules = get_rules(game)
    state = rules.new_game(seed=11)
    number = state.deal_number
    seen_play = seen_other = False
    while state.to_act is not None and state.deal_number == number:
        p = state.to_act
        hint = suggest(state, p)
        assert hint is not None and state.why_illegal(hint.action) is None
        expected = make_agent("rule", rules, seed=state.deal_number).choose(
            state.view(p), state.legal_actions())
        assert hint.action == expected
        assert hint.text.startswith("Hint: ") and hint.reason and hint.reason in hint.text
        if hint.action.type == "play":
            assert f"play the {rules.codec.short(hint.action.card)}." in hint.text
            seen_play = True
        else:
            seen_other = True
        state.apply(hint.action)
    assert seen_play
    if game != "heart-hunter":
        assert seen_other, "a decision other than a card was hinted"


def test_no_hint_out_of_turn():
    state = get_rules("heart-hunter").new_game(seed=2)
    other = (state.to_act + 1) % 4
    assert suggest(state, other) is None


def test_a_hint_uses_only_what_the_player_can_see():
    """Two worlds that agree with the player's view (other hands shuffled) give the same hint."""
    rules = get_rules("heart-hunter")
    state = rules.new_game(seed=9)
    rng = random.Random(3)
    for _ in range(5):  # into the first tricks, so follow rules and played cards matter
        state.apply(state.legal_actions()[rng.randrange(len(state.legal_actions()))])
    p = state.to_act
    view = state.view(p)
    world = rules.sample_world(view, random.Random(8))
    assert world.hands[p] == state.hands[p] and world.hands != state.hands
    assert suggest(world, p).text == suggest(state, p).text


def test_imperative_speaks_to_the_person():
    assert imperative("takes the window") == "take the window"
    assert imperative("passes") == "pass"
    assert imperative("announces the spade catch") == "announce the spade catch"
    assert imperative("discards 7♣ 8♣") == "discard 7♣ 8♣"


def test_imperative_irregular_verbs():
    assert imperative("does not double") == "do not double"
    assert imperative("has no takings") == "have no takings"


def _hh_decision():
    rules = get_rules("heart-hunter")
    state = rules.new_game(seed=4)
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    return state, state.to_act


def test_the_search_weighs_a_hint_with_figures():
    """The worker's check of a hint measures the hint itself and says how it compares."""
    state, p = _hh_decision()
    hint = suggest(state, p)
    weighing = weigh("heart-hunter", 5, state.view(p), state.legal_actions(), seconds=5.0)
    assert weighing.worlds > 0 and hint.action in weighing.means and len(weighing.means) >= 2
    assert weighing.best in state.legal_actions()
    text = figures_text(state, hint, weighing)
    assert text is not None and f"{weighing.worlds} imagined deals" in text


def test_figures_sentence_when_the_search_agrees_and_when_it_does_not():
    state, p = _hh_decision()
    hint = suggest(state, p)
    other = next(a for a in state.legal_actions() if a != hint.action)
    short = state.rules.codec.short
    agree = figures_text(state, hint, Weighing(hint.action, {hint.action: 1.25, other: -0.5}, 80))
    assert agree == (f"Checked on 80 imagined deals: this comes out 1.2 points better than the "
                     f"others' average, 1.8 ahead of the {short(other.card)}.")
    differ = figures_text(state, hint, Weighing(other, {hint.action: -0.5, other: 2.0}, 60))
    assert differ == (f"A deeper look at 60 imagined deals prefers the {short(other.card)}: it "
                      "comes out 2.0 points better than the others' average, this choice 0.5 "
                      "worse.")
    assert figures_text(state, hint, Weighing(hint.action, {hint.action: 1.0}, 10)) is None
    assert figures_text(state, hint, Weighing(other, {other: 1.0, hint.action: 0.0}, 19)) is None
    assert figures_text(state, hint, Weighing(other, {other: 1.0, hint.action: 0.0}, 20))
