"""The Sheepshead rule player's words fit the seating and the cards of the position. A tester
playing three-hand Sheepshead with hints read "Lead the 8♠ low and hope your partner can take the
trick" with the partner second and the Player last (the Player, seeing both cards, takes it when
it can); in The Least "Lead the J♣: someone else should have to win it" of the fifth trump with
two higher still out, and "Play your lowest card, the 10♦" of the lowest trump beside plain
cards it could not play; as the Player "Try to win with the 9♦" of its lowest trump with five
higher out, and "Try to win with the K♣" where the last defender could trump it, with
"smears", unexplained. The positions are the tester's, rebuilt from the games' numbers (a
game's deals are dealt from it whatever was played before)."""

from __future__ import annotations

from deals import finish_deal
from players import sheepshead_rule_choice as choice
from tricktable.engine.cards import card as c_
from tricktable.engine.cards import cards
from tricktable.engine.protocol import PASS, PLAY, Action
from tricktable.games import get_rules
from tricktable.games.sheepshead import TAKE

RULES = get_rules("sheepshead")


def _play(state, codes: str) -> None:
    for code in codes.split():
        state.apply(PLAY[c_(code)])


def _deal_3(seed: int):
    """Game ``seed`` at its third deal (the first two played out with the first legal card)."""
    s = RULES.new_game(seed)
    finish_deal(s)
    finish_deal(s)
    return s


def _defending_deal_3():
    """Game 332517725, deal 3: West passes, East takes the window and buries the 8♣ and the
    7♣; you (position 0) defend with West."""
    s = _deal_3(332517725)
    s.apply(PASS)
    s.apply(TAKE)
    s.apply(Action.make("discard", cards=cards("7C 8C")))
    return s


def test_a_low_lead_with_the_player_last_does_not_hope_for_the_partners_trick():
    # 48-hint.png: you won trick 1 and lead; West (your partner) plays second, East (the
    # Player) last, who sees both cards and takes the trick when it can
    s = _defending_deal_3()
    _play(s, "7H 8H AH")
    card, why = choice(s)
    assert card == "8S"
    assert why == ("Lead the 8♠: the Player plays last and may take the trick, and the 8♠ "
                   "gives it no points.")
    assert "partner" not in why


def test_a_defender_gives_the_cheapest_card_to_the_players_sure_trick():
    # 51-loop2.png: East, the Player, leads the Q♥, the best trump left; you hold no trump
    # and the 8♠ (0 points) beside the K♣ and the 10♣: the rule gives the 8♠
    s = _defending_deal_3()
    _play(s, "7H 8H AH  QC AD 7D  9C 9H 9D  QS JC 8D  QH")
    card, why = choice(s)
    assert card == "8S"
    assert why == "Nobody can beat the Player's Q♥: give only the 8♠."


def _least_deal_3():
    """Game 951419967, deal 3: everybody passes, and The Least is played."""
    s = _deal_3(951419967)
    while s.stage == "window":
        s.apply(PASS)
    _play(s, "7S 10S KS  7H 10C 9H")
    return s


def test_the_leasts_lowest_trump_is_called_a_trump_not_the_lowest_card():
    # 81-lh2.png: East leads the 9♦; every trump you hold beats it, and your K♥ and 8♣ are
    # lower cards you may not play. The lowest, the 10♦, is 10 points, which the last player
    # would likely duck under: the J♣, 2 points, is played (the points weighed)
    s = _least_deal_3()
    _play(s, "9D")
    card, why = choice(s)
    assert card == "JC"
    assert why == ("Every trump you hold beats the 9♦: play the J♣ (2 points), not your lowest, "
                   "the 10♦ (10 points). The last player can beat the 10♦ only if they hold one "
                   "of the 6 higher trumps still out, and would rather play under it if they "
                   "can, so you may well take this trick: the J♣ puts 8 points fewer into it.")


def test_the_leasts_lead_counts_the_higher_cards_still_out():
    # 81-lh3.png: the J♣ is the fifth trump; of the four queens above it you hold two, and
    # the Q♥ and the Q♦ are still out: someone else may have to win it, not "should"
    s = _least_deal_3()
    _play(s, "9D 10D KD")
    card, why = choice(s)
    assert card == "JC"
    assert why == ("Lead the J♣: the Q♥ and the Q♦ are still out, so someone else may have to "
                   "win it; no other card of yours has more above it.")


def _players_deal_1():
    """Game 332517725, deal 1: you (position 0) take the window and bury the 10♥ and the
    10♣."""
    s = RULES.new_game(332517725)
    while s.to_act != 0:
        s.apply(PASS)
    s.apply(TAKE)
    s.apply(Action.make("discard", cards=cards("10H 10C")))
    return s


def test_the_players_contested_king_says_the_last_defender_may_trump_it():
    # 09-hint-play.png: East leads the 8♣; your K♣ wins it for now, but the A♣ is out and
    # West may have no club (it trumped it)
    s = _players_deal_1()
    _play(s, "8C")
    card, why = choice(s)
    assert card == "KC"
    assert why == ("Play the K♣: it wins the trick unless the last defender holds the A♣ or is "
                   "out of clubs and trumps it. If you let the trick go, the last defender can "
                   "add their aces and tens to it.")
    assert "smear" not in why and "Try to win" not in why


def test_the_players_lowest_trump_says_how_many_higher_are_out():
    # 26-hint-t8.png: East leads the A♣; you hold the 9♦, the J♦ and the J♣, and five higher
    # trumps than the 9♦ are still out
    s = _players_deal_1()
    _play(s, "8C KC KD  7H 9H AH  QH QS AD  8H 8S 7C  KH 9C 8D  7S AS 10S  KS 7D 9S  AC")
    card, why = choice(s)
    assert card == "9D"
    assert why == ("Play the 9♦: it wins the trick unless the last defender holds one of the 5 "
                   "higher trumps still out, and you keep your queens and jacks. If you let the "
                   "trick go, the last defender can add their aces and tens to it.")
