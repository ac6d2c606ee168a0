"""The coach's small pieces: actions said to the person, and the club player's hint the window
falls back on when the worker process cannot be asked."""

from __future__ import annotations

from tricktable.coach import imperative
from tricktable.coach.recommend import hint_for
from tricktable.coach.weighing import rule_verdict
from tricktable.games import get_rules


def test_imperative_speaks_to_the_person():
    assert imperative("takes the window") == "take the window"
    assert imperative("passes") == "pass"
    assert imperative("announces the spade catch") == "announce the spade catch"
    assert imperative("discards 7♣ 8♣") == "discard 7♣ 8♣"
    assert imperative("buries 2 cards") == "bury 2 cards"  # "You burie 2 cards." was logged


def test_imperative_irregular_verbs():
    assert imperative("does not double") == "do not double"
    assert imperative("has no takings") == "have no takings"


def test_imperative_says_both_verbs_of_a_two_part_action():
    assert imperative("lays the set face up and looks at the next") == \
        "lay the set face up and look at the next"
    assert imperative("calls hearts and clubs") == "call hearts and clubs"
    # the Deal log's "You go back to set 1 and takes it: level 3." (a colon after "it")
    assert imperative("goes back to set 1 and takes it: level 3") == \
        "go back to set 1 and take it: level 3"


def test_without_the_worker_a_hint_is_the_club_players_choice_with_its_reason_and_no_figures():
    from tricktable.ai.registry import make_agent

    rules = get_rules("heart-hunter")
    state = rules.new_game(seed=4)
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    p = state.to_act
    legal = state.legal_actions()
    verdict = rule_verdict("heart-hunter", state.view(p), legal, 17)
    assert verdict.action == make_agent("rule", rules, seed=17).choose(state.view(p), legal)
    advice = hint_for(state, p, verdict)
    assert advice.reason and not advice.figures
    assert advice.headline == f"play the {rules.codec.short(verdict.action.card)}"
