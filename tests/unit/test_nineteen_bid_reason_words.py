"""The Nineteen rule player's reason for a bid or a pass, as a hint says it: "The hand counts
20.5 (trumps, high trumps, honours, kings and voids): Preferred Three needs 26" gave a newcomer a
score of the rule player's own, which they could neither check nor use. The reason says what
the hand holds, in cards a player can count, and whether that is strong enough."""

from __future__ import annotations

import re

from tricktable.ai.nineteen import BID_THRESHOLDS, RuleAgent, strength
from tricktable.ai.nineteen_reasons import hand_words
from tricktable.engine.cards import TAROT
from tricktable.games import get_rules
from tricktable.games.nineteen_scoring import BID_NAMES


def test_a_hand_is_described_by_cards_a_player_can_count():
    """Trumps (how many from the 15★ up, the Tomfool and the World by name among them), kings,
    voids."""
    hand = TAROT.parse_mask(["TF", "T21", "T19", "T15", "T10", "T5", "T3", "T2", "T1", "KS",
                             "KH", "7H"])
    assert hand_words(hand) == ("9 trumps (the Tomfool, the World and 2 more from the 15★ up), "
                                "2 kings and 2 voids")  # the two not counted twice
    alone = TAROT.parse_mask(["TF", "T10", "T5", "T3", "T2", "T1", "T4", "KS", "KH", "7H",
                              "8H", "9H"])
    assert hand_words(alone) == "7 trumps (the Tomfool), 2 kings and 2 voids"
    weak = TAROT.parse_mask(["T2", "KS", "7S", "8S", "9S", "10S", "7H", "8H", "9H", "7D", "8D",
                             "7C"])
    assert hand_words(weak) == "1 trump and 1 king"  # no void counted beside one trump


def test_bid_and_pass_reasons_say_the_hand_and_the_bid_without_a_private_score():
    """Each auction reason of 40 seeded games: a bid's says the hand is strong enough for it
    (and the rule player's count reaches its need), a pass's that it is not strong enough for
    the cheapest bid left (and the count falls short); no "counts 20.5" in either."""
    seen = set()
    for seed in range(40):
        st = get_rules("nineteen").new_game(seed)
        agent = RuleAgent(st.rules, seed)
        while st.view(st.to_act).stage == "auction":
            p = st.to_act
            action, why = agent.explain(st.view(p), st.legal_actions())
            assert "counts" not in why and not re.search(r"\d\.\d", why), why
            s = strength(st.hands[p])
            found = re.fullmatch(r"Your hand has (.+): (not )?strong enough for ([\w ]+?)"
                                 r"(, the cheapest bid left)?\.( Eldest must bid in any case\.)?",
                                 why)
            assert bool(found and found.group(5)) == (found is not None and not any(
                a.type == "pass" for a in st.legal_actions())), why
            if action.type == "bid" and found:
                assert found.group(1) == hand_words(st.hands[p]) and not found.group(2)
                assert found.group(3) == BID_NAMES[action.get("bid")]
                assert s >= BID_THRESHOLDS[action.get("bid")]
                seen.add("bid")
            elif action.type == "pass" and found:
                assert found.group(2) and found.group(4), why
                bid = next(b for b, name in BID_NAMES.items() if name == found.group(3))
                assert s < BID_THRESHOLDS[bid]
                seen.add("pass")
            st.apply(action)
            if found and found.group(5):
                seen.add("eldest")
    assert seen == {"bid", "pass", "eldest"}
