"""The Sheepshead rule player's reasons say what is true of the card they name. A tester playing
with hints read "Lead the 10♥: it gives little away" (a ten, 10 points), "Lead your cheapest
trump, the Q♣" beside the K♦ (the Q♣ is the highest trump: "cheapest" meant fewest points),
"smear the 8♥ (0 points) onto it" (a smear gives points) and "Win the trick with the 9♦ … so
take it with points" on a trick of the 7♣ and the 8♣ (the 9♦ is worth nothing). The positions
of the tester's deals are rebuilt from the game's seed; a sweep of random deals checks each claim
against the cards really held."""

from __future__ import annotations

import random

from players import sheepshead_rule_choice
from tricktable.ai.sheepshead import POINTS, RuleAgent
from tricktable.engine.cards import card as c_
from tricktable.engine.cards import cards, cards_of
from tricktable.engine.protocol import PASS, PLAY, Action, DealPreset
from tricktable.games import get_rules
from tricktable.games.sheepshead import KEY, TAKE, TRUMP_MASK

RULES = get_rules("sheepshead")
#: the tester's game number: its deals are dealt from it whatever was played before
SEED = 2133691118


def _deal(dealer: int, hands: tuple[str, str, str], window: str) -> object:
    """A new game whose first deal holds ``hands`` and ``window``, dealt by ``dealer``."""
    return RULES.start({}, SEED, {1: DealPreset(dealer, [cards(h) for h in hands],
                                                [c_(x) for x in window.split()])})


def _play(state, tricks: str) -> None:
    for code in tricks.split():
        state.apply(PLAY[c_(code)])


_choice = sheepshead_rule_choice


def test_the_players_only_plain_card_a_ten_is_not_said_to_give_little_away():
    # Position 0 takes the window, buries the 7♣ and the 8♣ and leads: the 10♥ is its only
    # plain card, the A♥ is out, and the Q♣ is above all its trumps. Holding 9 trumps to the
    # defenders' 5, it now draws trumps first (the Q♠; "little" was said of the ten before).
    s = _deal(2, ("QS QH QD JC JS JH JD AD 10D 10H", "QC KD 9D 8D 7D AH KH 9H 8H 7H",
                  "AC 10C KC 9C AS 10S KS 9S 8S 7S"), "7C 8C")
    s.apply(TAKE)
    s.apply(Action.make("discard", cards=cards("7C 8C")))
    card, why = _choice(s)
    assert card == "QS" and "little" not in why


# The tester's deal 8 (dealer East): East takes the window after two passes.
DEAL_8 = ("7C QC KC AC 8D JD KD 8H QH 8S", "9C 10C JC 9D 9H 7S 9S 10S QS KS",
          "8C 7D 10D AD 7H JH KH AH JS AS")
DEAL_8_TRICKS = ("AC 9C AD  AH 8H 9H  AS 8S 7S  7H KC 9D  9S 10D JD  7C 10C 7D  KH 8D 10S")


def _deal_8() -> object:
    s = _deal(2, DEAL_8, "QD 10H")
    s.apply(PASS)
    s.apply(PASS)
    s.apply(TAKE)
    s.apply(Action.make("discard", cards=cards("8C 10H")))
    _play(s, DEAL_8_TRICKS)
    return s


def test_a_defenders_trump_lead_says_what_the_trump_is_not_that_it_is_cheapest():
    # Trick 8: you hold the K♦, the Q♥ and the Q♣, West still holds the Q♠. The Q♥ is led for
    # its 3 points against the K♦'s 4; trick 9: the Q♣ and the K♦, and the Q♣ is the best
    # trump left ("Lead your cheapest trump, the Q♣" was said of both).
    s = _deal_8()
    card, why = _choice(s)
    assert card == "QH"
    assert why == "Lead the Q♥: of your trumps, it puts the fewest points at risk (3 points)."
    _play(s, "QH JC JH")
    card, why = _choice(s)
    assert card == "QC"
    assert why == "Lead the Q♣: it is the best trump left, so it wins the trick."


def test_a_defender_with_nothing_to_give_its_partners_trick_does_not_smear():
    # The tester's deal 3 (dealer you): West takes the window; at trick 4 West leads the 7♥,
    # East trumps it with the K♦, and you must follow with the 8♥ or the 9♥, both worth nothing.
    s = _deal(0, ("9C 10C 8D 10D 8H 9H KH 8S 9S KS", "KC 7D 9D JD 7H 10H JH QH AH AS",
                  "7C QC AC QD KD AD 7S 10S JS QS"), "JC 8C")
    s.apply(TAKE)
    s.apply(Action.make("discard", cards=cards("8C KC")))
    _play(s, "AH AD KH  7C 10C 7D  AS 7S 8S  7H KD")
    card, why = _choice(s)
    assert card == "8H"
    assert why == ("Your partner wins this trick, but you have no points to spare for it: play "
                   "the 8♥.")


def test_the_player_winning_with_a_nine_worth_nothing_does_not_say_it_takes_points():
    # The tester's deal 6 (dealer you): you take the window after two passes and bury the 8♠
    # and the 7♠; West leads the 7♣, East plays the 8♣, and you hold no club.
    s = _deal(0, ("JC JD 8H JH QH KH 7S 8S JS QS", "7C QC 7D 10D AD 7H 9H 10S KS AS",
                  "8C 9C 10C KC AC 8D QD KD 10H AH"), "9S 9D")
    s.apply(PASS)
    s.apply(PASS)
    s.apply(TAKE)
    s.apply(Action.make("discard", cards=cards("8S 7S")))
    _play(s, "7C 8C")
    card, why = _choice(s)
    assert card == "9D"
    assert why == ("Win the trick with the 9♦, the lowest card that wins it: nobody plays after "
                   "you, and you keep your queens and jacks.")


def _elsewhere(s, me: int) -> int:
    """The cards ``me`` cannot see that are still out: the others' hands, and the Player's
    burial unless ``me`` is the Player."""
    out = 0
    for p in range(3):
        if p != me:
            out |= s.hands[p]
    return out | (s.discards if s.player not in (None, me) else 0)


def test_every_reason_says_what_is_true_of_its_card():
    """Over random deals, at every card play of the rule player, each claim about the card
    against the cards really held; each kind of claim must come up."""
    agent = RuleAgent(RULES, 1)
    seen: dict[str, int] = {}

    def claim(kind: str, holds: bool, why: str) -> None:
        assert holds, why
        seen[kind] = seen.get(kind, 0) + 1

    for seed in range(1, 250):
        s = RULES.new_game(seed=seed)
        rng = random.Random(seed)
        while s.to_act is not None and not s.history:
            legal = s.legal_actions()
            if s.stage != "play" or len(legal) == 1:
                s.apply(rng.choice(legal))
                continue
            me = s.turn
            action, why = agent.explain(s.view(me), legal)
            c = action.card
            out_trumps = _elsewhere(s, me) & TRUMP_MASK
            assert "cheapest trump" not in why, why
            if "gives little away" in why:
                claim("little", POINTS[c] < 10, why)
            if "give it the" in why:  # a smear, said plainly
                claim("smear", POINTS[c] > 0, why)
            if "no points to spare" in why:
                claim("nothing", POINTS[c] == 0, why)
            if "are safe in your trick" in why:
                claim("safe", f"its {POINTS[c]} points" in why and POINTS[c] > 0, why)
            if "the best trump left, so it wins" in why:
                claim("best", not any(KEY[x] > KEY[c] for x in cards_of(out_trumps)), why)
            if "nobody else holds a trump" in why.lower():
                claim("none out", not out_trumps, why)
            if "none of your trumps is the best one left" in why.lower():
                mine = s.hands[me] & TRUMP_MASK
                claim("not best", any(KEY[x] > max(KEY[y] for y in cards_of(mine))
                                      for x in cards_of(out_trumps)), why)
            s.apply(rng.choice(legal))
    assert set(seen) == {"little", "smear", "nothing", "safe", "best", "none out",
                         "not best"}, seen


def test_a_defender_keeps_its_club_where_the_players_burial_may_have_emptied_clubs():
    """The tester's deal 3, trick 2: East leads the 7♣, and the hint advised your 10♣ over the
    9♣ ("this leaves the Player further behind you"); West, the Player, had buried its clubs
    and trumped it. Deal 8, trick 1: the hint advised leading the A♣, and East, the Player,
    trumped it. The imagined deals buried two of the Player's cards at random; burying as the
    rule player does (empty a suit to trump it), they keep the club, and the figures no
    longer say the burial is random."""
    from tricktable.coach.recommend import recommend

    s = _deal(0, ("9C 10C 8D 10D 8H 9H KH 8S 9S KS", "KC 7D 9D JD 7H 10H JH QH AH AS",
                  "7C QC AC QD KD AD 7S 10S JS QS"), "JC 8C")
    s.apply(TAKE)
    s.apply(Action.make("discard", cards=cards("8C KC")))
    _play(s, "AH AD KH  7C")
    advice = recommend(s, 0)
    assert advice.action == PLAY[c_("9C")], advice.text
    assert "random burial" not in advice.text
    assert RuleAgent.figures_note(s.view(0)) == ""
    s = _deal(2, DEAL_8, "QD 10H")
    s.apply(PASS)
    s.apply(PASS)
    s.apply(TAKE)
    s.apply(Action.make("discard", cards=cards("8C 10H")))
    advice = recommend(s, 0)
    assert advice.action != PLAY[c_("AC")], advice.text
    assert "random burial" not in advice.text
