"""The Barbu rule player's reasons say what is true of its card: a person following the hints
read "Cash a sure winner" of a Q♠ that a trump then took, "Cannot win: keep the good cards and
play the lowest" of a K♥ thrown beside four low trumps, and, after clicking "Trump…" against a
hint for No Last Two, "This hand suits Trump better than the others left"."""

from __future__ import annotations

import random

import pytest

from tricktable.ai.registry import make_agent
from tricktable.engine.cards import DECK_52
from tricktable.engine.view import cards_played
from tricktable.games import get_rules
from tricktable.games.barbu import CONTRACT_ACTIONS, CONTRACTS

RULES = get_rules("barbu")
TRUMP = CONTRACTS.index("trump")
DOMINOES = CONTRACTS.index("dominoes")


def test_a_second_step_reason_speaks_of_the_suit_or_the_rank_not_of_the_other_contracts():
    seen = set()
    for seed in range(1, 40):
        state = RULES.new_game(seed=seed)
        view, legal = state.view(state.to_act), state.legal_actions()
        agent = make_agent("rule", RULES, seed=seed)
        first, _why = agent.explain(view, legal)
        for kind, word in ((TRUMP, "as trumps suit this hand best: "),
                           (DOMINOES, "rows starting at the ")):
            step = [a for a in legal if CONTRACT_ACTIONS[a][0] == kind]
            if len(step) < 2 or CONTRACT_ACTIONS[first][0] == kind:
                continue
            action, why = agent.explain(view, step)
            assert action in step
            title = "Trump" if kind == TRUMP else "Dominoes"
            assert why.startswith(f"If you play {title}, ") and word in why, why
            assert "better than the others left" not in why
            seen.add(kind)
    assert seen == {TRUMP, DOMINOES}, seen


def test_a_trump_contracts_card_reasons_claim_no_more_than_the_cards_show():
    said = {"sure": 0, "top": 0, "throw": 0}
    for seed in range(1, 120):
        state = RULES.new_game(seed=seed)
        rng = random.Random(seed)
        agent = make_agent("rule", RULES, seed=seed)
        legal = state.legal_actions()
        trumps = [a for a in legal if CONTRACT_ACTIONS[a][0] == TRUMP]
        if not trumps:
            continue
        state.apply(rng.choice(trumps))
        while state.to_act is not None and len(state.history) == 0:
            legal = state.legal_actions()
            view = state.view(state.to_act)
            action, why = agent.explain(view, legal)
            if action.type == "play":
                hand = view.hands[view.turn]
                out = DECK_52 & ~cards_played(view) & ~hand
                trump_mask = view.trumps
                if why.startswith("Cash a sure winner"):
                    assert not out & trump_mask, why
                    said["sure"] += 1
                elif why.startswith("Cash your top"):
                    assert not trump_mask >> action.card & 1
                    said["top"] += 1
                elif why.startswith("Cannot win: keep your trumps"):
                    assert not trump_mask >> action.card & 1, why
                    assert hand & trump_mask, why
                    said["throw"] += 1
            state.apply(action if rng.random() < 0.7 else rng.choice(legal))
    assert all(said.values()), said


def test_a_hint_on_a_step_gives_the_steps_reason_even_where_the_rule_chose_that_contract():
    """After "Trump…" the hint said "This hand suits Trump better than the others left", right
    after one that had weighed Dominoes higher: on a step the reason is the step's."""
    from tricktable.coach.weighing import rule_verdict

    for seed in range(1, 60):
        state = RULES.new_game(seed=seed)
        view, legal = state.view(state.to_act), state.legal_actions()
        first, _why = make_agent("rule", RULES, seed=seed).explain(view, legal)
        if CONTRACT_ACTIONS[first][0] != TRUMP:
            continue
        step = [a for a in legal if CONTRACT_ACTIONS[a][0] == TRUMP]
        verdict = rule_verdict("barbu", view, legal, seed=seed, among=step)
        assert verdict.rule_reason.startswith("If you play Trump, "), verdict.rule_reason
        return
    pytest.fail("the rule player chose Trump in none of the first hands tried")
