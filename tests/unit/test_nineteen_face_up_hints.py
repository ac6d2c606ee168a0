"""The Nineteen rule player's hints count what a face-up hand shows, and say what "the least"
meant. QA, two-player game number 14875199, hand 1: the hint told the person to "Cash a king:
the best card left in its suit, and nobody against you has shown a void in it…" of the K♠, with
the opposing dummy lying face up without a spade and with six trumps (it trumped the king with
the 4★); and "You cannot win this trick: throw the least" of the 8★ played by the person's
dummy holding the 1★, the lowest trump (the Juggler, worth 5), which "the least" named."""

from __future__ import annotations

from tricktable.ai.nineteen import RuleAgent
from tricktable.ai.nineteen_reasons import (
    CANNOT_WIN,
    CASH_KING,
    KEEP_JUGGLER,
    PARTNER_AFTER,
    cash_king_words,
)
from tricktable.ai.playout_nineteen import NineteenPlayView
from tricktable.engine.cards import SUIT_MASKS, TAROT
from tricktable.engine.protocol import Action
from tricktable.games import get_rules
from tricktable.games.nineteen_scoring import JUGGLER, TRUMPS, card_points

RULES = get_rules("nineteen")
CODEC = RULES.codec
SPADES = SUIT_MASKS[3]
#: game number 14875199 with two players: the choices of the tester's hand 1 up to the fourth
#: trick (the Opponent's, the rule player's with the window's seeds, and the person's alike)
STEPS = [("discard", "9C CC QC QH"), ("discard", "7D 8D"), ("call", "T18"), ("declare", ""),
         ("declare", ""), ("play", "TF"), ("play", "T2"), ("play", "T7"), ("play", "T8"),
         ("play", "8H"), ("play", "KH"), ("play", "9H"), ("play", "10H"), ("play", "KC"),
         ("play", "T10"), ("play", "VC"), ("play", "T3")]


def mask(codes: str) -> int:
    return TAROT.parse_mask(codes.split())


def game_14875199(steps: int):
    """The tester's game after the first ``steps`` choices of ``STEPS``."""
    state = RULES.new_game(14875199, players=2)
    for kind, codes in STEPS[:steps]:
        legal = state.legal_actions()
        if kind == "discard":
            action = next(a for a in legal if a.type == kind and a.get("cards") == mask(codes))
        elif kind == "declare":
            action = next(a for a in legal if a.type == kind and not a.get("declarations")
                          and not a.get("contras"))
        else:
            action = next(a for a in legal if a.type == kind and a.card == TAROT.parse(codes))
        state.apply(action)
    return state


def test_the_king_is_not_cashed_into_the_face_up_dummy_that_has_no_card_of_its_suit():
    state = game_14875199(len(STEPS))
    assert state.to_act == 0 and state.turn == 0 and not state.trick
    view = state.view(0)
    dummy = view.hands[3]  # the Opponent's dummy, its partner, face up from the deal
    assert dummy is not None and not dummy & SPADES and (dummy & TRUMPS).bit_count() == 6
    action, why = RuleAgent(RULES, 1).explain(view, state.legal_actions())
    assert action != Action("play", TAROT.parse("KS")), why
    assert "Cash a king" not in why, why


def lead(mine: str, hands: dict[int, str], taken: int = 0) -> tuple[int, str]:
    """The rule player's lead from ``mine`` at position 0, a defender with position 1 (its
    partner, or its own dummy) against the declarer at 2 and the declarer's known partner at 3,
    with the face-up ``hands`` of those positions."""
    shown: list[int | None] = [mask(mine), None, None, None]
    for p, codes in hands.items():
        shown[p] = mask(codes)
    view = NineteenPlayView(
        stage="play", turn=0, player=0, hands=shown, trick=[], led=0, leader=0,
        taken=[taken, 0, 0, 0], voids=[0, 0, 0, 0], declarer=2, bid="partnership",
        partner_known=True, partner=3, sparrow_by=None)
    return RuleAgent(RULES, 1).card(view, mask(mine))


def test_a_face_up_opposing_dummy_void_in_the_kings_suit_keeps_the_king_back():
    """With two players (both dummies face up) and with three (the dummy once exposed)."""
    mine = "KS 7C 8H 9H T5"
    for hands in ({1: "8C 9C 10H 9S T6", 3: "7D 8D 9D T3 T7"},  # two players
                  {3: "7D 8D 9D T3 T7"}):  # three: West, a defender, hides its cards
        c, why = lead(mine, hands)
        assert c != TAROT.parse("KS"), why
    # the dummy holds a spade: it must follow, and the king is cashed as before
    c, why = lead(mine, {1: "8C 9C 10H 9S T6", 3: "7D 8D 7S T3 T7"})
    assert (c, why) == (TAROT.parse("KS"), cash_king_words(True, True))
    # the three-player dummy not yet exposed shows no void
    c, why = lead(mine, {})
    assert (c, why) == (TAROT.parse("KS"), cash_king_words(True, True))


def test_trumps_lying_face_up_are_not_said_to_be_out_against_a_cashed_king():
    """Every trump not yet played lies in the leader's hand or in the face-up dummies: the
    hidden Opponent holds none, and the dummy against the leader must follow suit, so no
    trump can take the king ("but trumps are still out, and a trump may still take it")."""
    hands = {1: "8C 9C 10H 9S T6", 3: "7D 8D 7S T3 T7"}
    left = mask("T5 T6 T3 T7")
    c, why = lead("KS 7C 8H 9H T5", hands, taken=TRUMPS & ~left)
    assert (c, why) == (TAROT.parse("KS"), CASH_KING)


def test_the_card_thrown_to_a_lost_trick_is_the_cheapest_and_the_juggler_is_said_to_be_kept():
    """The tester's trick: the Opponent led the Tomfool; the person's dummy holds the 1★ and
    the 8★ (and other trumps) and plays the 8★."""
    state = game_14875199(STEPS.index(("play", "T7")) + 1)
    assert state.turn == 1
    view = state.view(0)
    assert view.hands[1] >> JUGGLER & 1
    action, why = RuleAgent(RULES, 1).explain(view, state.legal_actions())
    assert action == Action("play", TAROT.parse("T8"))
    assert why == f"{CANNOT_WIN} {KEEP_JUGGLER}"
    assert "least" not in why
    assert "The Juggler (1★) is the lowest trump but worth 5: keep it out of this trick." in why


def test_every_lost_trick_gets_the_fewest_points_and_the_juggler_is_named_only_when_held():
    """Over whole deals of rule players with two, three and four players: the words are true
    of the hand each time they are said."""
    said = juggler = 0
    for players in (2, 3, 4):
        for seed in range(1, 9):
            state = RULES.new_game(seed, players=players)
            agent = RuleAgent(RULES, seed)
            while state.to_act is not None and not state.history:
                view, legal = state.view(state.to_act), state.legal_actions()
                action, why = agent.explain(view, legal)
                cards = [a.card for a in legal if a.type == "play"]
                if why.startswith((CANNOT_WIN, PARTNER_AFTER)) and len(cards) > 1:
                    said += 1
                    least = min(card_points(1 << c) for c in cards)
                    assert card_points(1 << action.card) == least, (why, cards)
                    held = JUGGLER in cards
                    assert why.endswith(KEEP_JUGGLER) == held and action.card != JUGGLER, why
                    juggler += held
                state.apply(action)
    assert said > 50 and juggler
