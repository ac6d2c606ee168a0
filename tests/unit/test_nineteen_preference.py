"""The Nineteen rule player's preference: a hand strong enough to win plays for the higher level.

Why it matters beyond the Club player: the search levels value a preferred bid by playing it out
with this rule player, so a rule player that took the first decent set (level 1) whatever its
hand made every preferred bid look a third as good as the search itself would play it. Measured
in duplicate against the former rule (``ai/experiments/README.md``)."""

from __future__ import annotations

from tricktable.ai.nineteen import SURE_STRENGTH, RuleAgent, strength
from tricktable.engine.cards import TAROT, TAROT_DECK, iter_cards
from tricktable.engine.protocol import PASS, Action, DealPreset
from tricktable.games import get_rules

RULES = get_rules("nineteen")
TAKE, NEXT, BACK = Action("take-set"), Action("next-set"), Action("back-set")


def mask(codes: str) -> int:
    return TAROT.parse_mask(codes.split())


def preferred(hand: str, stock: str, bid: str = "preferred-3"):
    """A four-player deal where position 0 holds ``hand``, bids ``bid`` and the others pass."""
    mine = mask(hand)
    order = [TAROT.parse(x) for x in stock.split()]
    rest = [c for c in iter_cards(TAROT_DECK) if not (mine | sum(1 << x for x in order)) >> c & 1]
    hands = [mine] + [sum(1 << c for c in rest[12 * i:12 * i + 12]) for i in range(3)]
    s = RULES.start(RULES.options(), 7, {1: DealPreset(3, hands, order)})
    s.apply(Action.make("bid", bid=bid))
    for _ in range(3):
        s.apply(PASS)
    assert s.stage == "preference" and s.to_act == 0
    return s


def choice(s) -> Action:
    return RuleAgent(RULES, 1).choose(s.view(0), s.legal_actions())


STRONG = "TF T21 T20 T19 T18 T17 T16 T15 KH KS KD KC"
MIDDLING = "T12 T10 T9 T5 T3 KH 7C 8C 9C 7S 8S 9S"


def test_a_hand_that_wins_with_the_set_looks_further_for_a_higher_level():
    s = preferred(STRONG, "T14 T13 QC 7D 8D 9D")
    assert strength(mask(STRONG)) >= SURE_STRENGTH
    assert choice(s) == NEXT, "a good first set is not taken at level 1 by a winning hand"


def test_a_winning_hand_goes_back_to_the_first_set_for_the_highest_level():
    s = preferred(STRONG, "T14 T13 QC 7D 8D 9D")
    s.apply(NEXT)
    assert choice(s) == BACK
    # the reason read "With the set before the hand still wins: ..." (seen in the hints)
    assert RuleAgent(RULES, 1).explain(s.view(0), s.legal_actions())[1] == (
        "The hand still wins with the set before this one: go back to it for the higher level.")
    s.apply(BACK)
    assert s.level == 3 and s.taken_set == 1


def test_a_middling_hand_still_takes_a_set_that_helps_at_the_lowest_level():
    s = preferred(MIDDLING, "T14 T13 QC 7D 8D 9D")
    with_set = strength(mask(MIDDLING) | mask("T14 T13 QC"))
    assert with_set < SURE_STRENGTH, with_set
    assert choice(s) == TAKE
    s.apply(TAKE)
    assert s.level == 1


def test_the_discards_reason_says_what_this_discard_does_to_this_hand():
    """One sentence ("Void the short suits so trumps can take their cards…") was said of every
    discard, also of a valet laid away beside a ten of its suit that stayed."""
    from tricktable.ai.nineteen import discard_words
    from tricktable.engine.cards import TAROT

    def mask(codes: str) -> int:
        return TAROT.parse_mask(codes.split())

    hand = mask("10S VS 9H 10H 8C KC KD T4 T6 T9 T12 T14 T18")
    assert discard_words(hand, mask("VS")) == (
        "Lay it away: its 2 points count for your side, out of the others' reach.")
    assert discard_words(hand, mask("8C")) == (
        "Lay it away: it is the card your hand needs least.")
    assert discard_words(hand, mask("8C 9H")) == (
        "Lay them away: they are the cards your hand needs least.")
    assert discard_words(hand, mask("10S VS")) == (
        "Lay them away: with no spades left, your trumps can take that suit, and "
        "their 3 points count for your side, out of the others' reach.")
    assert discard_words(hand, mask("9H 10H")) == (
        "Lay them away: with no hearts left, your trumps can take that suit.")
