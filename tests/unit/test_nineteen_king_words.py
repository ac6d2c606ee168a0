"""The Nineteen rule player's reasons say only what the person can know: a king cashed while
the called partner is secret, a king that a trump may still take, and a preference set of one
card (QA: "nobody against you has shown a void" said to a defender who could not know who was
against them, of kings then trumped; "These cards strengthen the hand" of the 21★ alone)."""

from __future__ import annotations

from tricktable.ai.nineteen import CASH_KING, RuleAgent
from tricktable.ai.playout_nineteen import NineteenPlayView
from tricktable.engine.cards import SUIT_MASKS, TAROT, TAROT_DECK, iter_cards
from tricktable.engine.protocol import PASS, Action, DealPreset
from tricktable.games import get_rules
from tricktable.games.nineteen_scoring import TRUMPS

RULES = get_rules("nineteen")
CLUBS = SUIT_MASKS[0] & ~TRUMPS


def mask(codes: str) -> int:
    return TAROT.parse_mask(codes.split())


def lead(hand: str, voids: list[int], taken: list[int] | None = None, *, declarer: int = 2,
         partner_known: bool = False, partner: int | None = None,
         bid: str = "partnership") -> tuple[int, str]:
    """The rule player's lead from ``hand`` at position 0 (a defender unless ``declarer`` is 0)."""
    view = NineteenPlayView(
        stage="play", turn=0, player=0, hands=[mask(hand), None, None, None], trick=[], led=0,
        leader=0, taken=taken or [0, 0, 0, 0], voids=voids, declarer=declarer, bid=bid,
        partner_known=partner_known, partner=partner, sparrow_by=None)
    return RuleAgent(RULES, 1).card(view, mask(hand))


HAND = "KC 7C 8H 9H 10S"


def test_a_defender_with_a_secret_partner_is_not_told_who_is_against_them():
    c, why = lead(HAND, [0, 0, 0, 0])
    assert c == TAROT.parse("KC")
    assert "against you" not in why and "nobody has shown a void in it yet" in why, why


def test_a_void_shown_by_a_player_who_may_be_a_foe_keeps_the_king_back():
    """West (1) showed no clubs; with the partner secret West may be against the leader: the
    king was cashed all the same ("nobody against you" counted the declarer alone)."""
    c, why = lead(HAND, [0, CLUBS, 0, 0])
    assert c != TAROT.parse("KC"), why
    # the declarer with a secret partner weighed nobody's voids at all
    c, why = lead(HAND, [0, CLUBS, 0, 0], declarer=0)
    assert c != TAROT.parse("KC"), why


def test_a_king_cashed_while_trumps_are_out_says_a_trump_may_take_it():
    c, why = lead(HAND, [0, 0, 0, 0], declarer=0, bid="preferred-1")
    assert c == TAROT.parse("KC")
    assert "nobody against you has shown a void in it" in why
    assert "a trump may still take it" in why, why


def test_with_no_trump_left_to_fear_the_king_is_simply_the_best_card():
    every_trump = [0, TRUMPS, TRUMPS, TRUMPS]  # the others showed they hold no trump
    assert lead(HAND, every_trump, declarer=0, bid="preferred-1") == (TAROT.parse("KC"),
                                                                      CASH_KING)
    gone = [TRUMPS, 0, 0, 0]  # every trump already taken in tricks
    assert lead(HAND, [0, 0, 0, 0], gone, declarer=0, bid="solo") == (TAROT.parse("KC"),
                                                                     CASH_KING)


def _preferred_one(hand: str, stock: str):
    """A four-player deal where position 0 holds ``hand``, bids Preferred One on ``stock`` and
    the others pass."""
    mine = mask(hand)
    order = [TAROT.parse(x) for x in stock.split()]
    rest = [c for c in iter_cards(TAROT_DECK) if not (mine | sum(1 << x for x in order)) >> c & 1]
    hands = [mine] + [sum(1 << c for c in rest[12 * i:12 * i + 12]) for i in range(3)]
    s = RULES.start(RULES.options(), 7, {1: DealPreset(3, hands, order)})
    s.apply(Action.make("bid", bid="preferred-1"))
    for _ in range(3):
        s.apply(PASS)
    assert s.stage == "preference" and s.to_act == 0
    return s


def test_a_one_card_set_is_one_card_in_the_reason():
    middling = "T12 T10 T9 T5 T3 KH 7C 8C 9C 7S 8S 9S"
    s = _preferred_one(middling, "T21 T14 QC 7D 8D 9D")
    action, why = RuleAgent(RULES, 1).explain(s.view(0), s.legal_actions())
    assert action == Action("take-set")
    assert why == "This card strengthens the hand."
    s = _preferred_one(middling, "7D T14 QC T21 8D 9D")
    action, why = RuleAgent(RULES, 1).explain(s.view(0), s.legal_actions())
    assert action == Action("next-set")
    assert why == "This card does not help: look at the next set."
