"""The rule player's words for a lead from its short suit, in Nineteen: "Lead the lowest card of
your shortest suit, to make a void" was said of the 7♥ led from a hand whose only suit beside
its eight trumps was hearts (a tester's first hand): no suit was shorter than another, and the
lead was not for a void. Of a single suit, the words say so and name it."""

from __future__ import annotations

import pytest

from tricktable.ai.nineteen import RuleAgent
from tricktable.engine.cards import TAROT, TAROT_DECK
from tricktable.engine.protocol import Action, DealPreset
from tricktable.games.registry import get_rules

RULES = get_rules("nineteen")
NOTHING = Action("declare", -1, (("contras", ()), ("declarations", ())))


def _first_lead(hand: str) -> tuple[str, str]:
    """The card and the reason of the rule player's first lead as Solo declarer (position 0,
    the eldest) with ``hand``; the other hands are the rest of the pack in order."""
    mine = TAROT.parse_mask(hand.split())
    rest = [c for c in range(96) if TAROT_DECK >> c & 1 and not mine >> c & 1]
    hands = [mine, *(sum(1 << c for c in rest[6 + 12 * i:18 + 12 * i]) for i in range(3))]
    state = RULES.start(RULES.options(), 7, {1: DealPreset(3, hands, rest[:6])})
    state.apply(Action.make("bid", bid="solo"))
    while state.stage == "declare":
        state.apply(NOTHING)
    action, why = RuleAgent(RULES, 1).explain(state.view(0), state.legal_actions())
    return TAROT.short(action.card), why


@pytest.mark.parametrize(("hand", "card", "words"), [
    ("7H 9H 10H VH T3 T4 T8 T12 T15 T17 T19 T21", "7♥",
     "Lead your lowest heart, from the only suit you hold beside the trumps: the trumps stay "
     "in hand for later."),
    ("7S T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12", "7♠",
     "Lead your only spade, your one card beside the trumps: without it you can trump "
     "spades."),
])
def test_a_lead_from_the_only_suit_beside_the_trumps_says_so(hand, card, words):
    assert _first_lead(hand) == (card, words)


def test_a_lead_from_the_shortest_of_several_suits_keeps_its_words():
    played, why = _first_lead("7H 9H 10H 7C 8C 9C 10C T3 T4 T8 T12 T15")
    assert (played, why) == ("7♥", "Lead the lowest card of your shortest suit, to make a void.")


def test_a_card_alone_in_its_suit_is_named_as_such_not_as_the_lowest():
    """"Lead the lowest card of your shortest suit, to make a void" was said of a lone K♣ (a
    tester): the lone card is named, and the suit."""
    from tricktable.ai.nineteen_reasons import SHORT_LEAD, short_lead_words

    plain = TAROT.parse_mask(["KC", "7H", "8H"])
    kc = TAROT.parse_mask(["KC"]).bit_length() - 1
    assert short_lead_words(plain, kc) == "Lead the K♣, your only club, to make a void."
    seven = TAROT.parse_mask(["7H"]).bit_length() - 1
    three = TAROT.parse_mask(["7C", "8C", "7H", "8H", "9H"])
    assert short_lead_words(three, seven) == SHORT_LEAD
