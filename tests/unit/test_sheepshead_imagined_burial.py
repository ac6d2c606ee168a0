"""The search's imagined deals bury the Player's two cards as the rule player buries. A hint told
a defender to give the 10♣ ("it leaves the Player further behind you"), and the Player, out of
clubs by its burial, trumped it: the imagined deals had laid the Player's two cards away at
random, where a real Player buries to empty a suit and trump it. The recorded positions are in
``test_sheepshead_reasons_true.py``; here, the burial itself and the hook that makes it."""

from __future__ import annotations

import random

import pytest

from trick_helpers import played_by
from tricktable.ai import search
from tricktable.ai.experiments.search_options import ResearchSearch
from tricktable.ai.playout_sheepshead import rule_burial
from tricktable.ai.search import SearchAgent
from tricktable.ai.sheepshead import RuleAgent
from tricktable.engine.cards import card as c_
from tricktable.engine.cards import cards
from tricktable.engine.protocol import PASS, PLAY, Action, DealPreset
from tricktable.games import get_rules
from tricktable.games.sheepshead import DECK_LIST, PLAIN_MASKS, TAKE

RULES = get_rules("sheepshead")


def test_the_fast_burial_is_the_rule_players_choice_from_the_same_twelve_cards():
    """The worlds' burial is worked out suit by suit, not pair by pair (it runs in every
    imagined world); it must be exactly the rule player's, ties included: over the Players'
    twelve cards of many deals and random twelves heavy in low cards (where pairs tie)."""
    agent = RuleAgent(RULES, 1)
    for seed in range(1, 150):
        s = RULES.new_game(seed=seed)
        s.apply(TAKE)
        view = s.view(s.turn)
        chosen = agent.choose(view, s.legal_actions()).get("cards")
        assert rule_burial(view.hands[s.turn], RuleAgent.ACE_KEPT) == chosen
    rng = random.Random(3)
    low = [c for c in DECK_LIST if c & 15 in (7, 8, 9)]
    for _ in range(1500):
        hand = 0
        while hand.bit_count() < 12:
            hand |= 1 << rng.choice(low if rng.random() < 0.6 else DECK_LIST)
        held = [c for c in DECK_LIST if hand >> c & 1]
        pairs = [1 << a | 1 << b for i, a in enumerate(held) for b in held[i + 1:]]
        best = max(pairs, key=lambda m: (RuleAgent._bury_score(hand, m), -pairs.index(m)))
        assert rule_burial(hand, RuleAgent.ACE_KEPT) == best


def _deal_3_trick_2():
    """The tester's deal 3: West (1) takes the window and buries the 8♣ and the K♣; at trick 2
    East leads the 7♣, and you (0) are to play with the 10♣ and the 9♣."""
    hands = ("9C 10C 8D 10D 8H 9H KH 8S 9S KS", "KC 7D 9D JD 7H 10H JH QH AH AS",
             "7C QC AC QD KD AD 7S 10S JS QS")
    s = RULES.start({}, 2133691118, {1: DealPreset(0, [cards(h) for h in hands],
                                                    [c_("JC"), c_("8C")])})
    s.apply(TAKE)
    s.apply(Action.make("discard", cards=cards("8C KC")))
    for code in ["AH", "AD", "KH", "7C"]:
        s.apply(PLAY[c_(code)])
    return s


def test_the_players_burial_in_imagined_deals_is_the_rule_players():
    """Every imagined deal of the recorded position buries, from the Player's twelve cards in
    that deal, the two the rule player would; at random, the Player kept a club in most of
    them and the search trusted the 10♣ to a trick the Player was out of."""
    s = _deal_3_trick_2()
    view = s.view(0)
    agent = SearchAgent(RULES, 5, level="expert")
    played = played_by(view, 1)
    clubs = 0
    for _ in range(200):
        world, _weight = agent._sample(view)
        twelve = world.hands[1] | world.discards | played
        assert world.discards == rule_burial(twelve, RuleAgent.ACE_KEPT)
        clubs += bool(world.hands[1] & PLAIN_MASKS[0])
    assert clubs < 0.7 * 200  # at random, the Player held a club in about 86% of them


def test_a_decision_stops_fitting_its_worlds_once_its_first_worlds_cannot_be_fitted():
    """A person who buries otherwise than the rule player may leave no world that fits: the
    fit is then tried on the decision's first ``FIT_MISSES`` worlds only, so such a table does
    not slow every world down; one world fitted, every world of the decision is fitted."""
    s = _deal_3_trick_2()
    view, legal = s.view(0), s.legal_actions()
    agent = SearchAgent(RULES, 5, level="advanced", iterations=60, seconds=60)
    calls = []

    def fit(answer: bool):
        def counted(world, view, rule_player, rng) -> bool:
            calls.append(world)
            return answer
        return counted

    agent.fit = fit(False)
    agent.choose(view, legal)
    assert len(calls) == search.FIT_MISSES < agent.last_stats["worlds"]
    calls.clear()
    agent.fit = fit(True)
    agent.choose(view, legal)
    assert len(calls) == agent.last_stats["worlds"]


def test_the_player_itself_and_the_least_imagine_their_worlds_as_dealt():
    """The fit is for another player's unseen burial only: the Player knows its own, and in
    The Least nobody buries."""
    s = _deal_3_trick_2()
    player_view = s.view(1)
    agent = SearchAgent(RULES, 5, level="advanced")
    world, _ = agent._sample(player_view)
    assert world.discards == s.discards
    least = RULES.new_game(seed=4)
    for _ in range(3):
        least.apply(PASS)
    view = least.view(least.turn)
    assert view.least
    assert agent.fit(RULES.sample_world(view, random.Random(1)), view, None, None)


@pytest.mark.parametrize("options", [{}, {"inference": "calls"}])
def test_the_research_searchs_imagined_deals_bury_as_the_players_do(options):
    """The research player of the tournament command (``ai/experiments``) sampled its own
    worlds and skipped the burial fit, so its figures measured a player nobody meets: its
    worlds bury as the rule player would, with or without a research option."""
    s = _deal_3_trick_2()
    view = s.view(0)
    agent = ResearchSearch(RULES, 5, level="expert", **options)
    played = played_by(view, 1)
    for _ in range(40):
        world, _weight = agent._sample(view)
        twelve = world.hands[1] | world.discards | played
        assert world.discards == rule_burial(twelve, RuleAgent.ACE_KEPT)
