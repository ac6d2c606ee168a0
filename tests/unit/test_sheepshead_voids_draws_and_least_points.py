"""A club player's review of the Sheepshead rule player (ai/sheepshead.py and its parts): a
Player known out of a suit, the Player drawing trumps, and The Least weighing card points."""

from __future__ import annotations

import random

from test_sheepshead_rule_player import RULES, play, start, taken

from players import sheepshead_rule_choice as choice
from tricktable.ai.sheepshead import RuleAgent
from tricktable.engine.protocol import PASS
from tricktable.games.sheepshead import KEY, TRUMP_MASK

# Position 1 takes the window and buries the 8♣: out of clubs, it trumps the first trick's 9♣.
# Position 2 then wins the J♦ with the Q♠ and leads; position 0 holds the Q♣ and one club.
VOID_CLUBS = ("QC 9D 8D 9C AS 9S 8S 7H 10H KH", "QH QD JC JS JH JD AD 10D 7D AH",
              "QS KD KC 7C AC 10C 9H 8H KS 10S", "8C 7S")


def test_the_second_defender_says_the_player_is_out_of_the_suit_led():
    """The partner led the K♣ into the Player, who trumped clubs at trick 1; "the Player plays
    after you and may still take it" hid that: the reason says it is out of clubs, and why the
    Q♣, which would take the trick, is kept (spent on tricks under 10 points it measured
    worse)."""
    s = taken(VOID_CLUBS, 1, "8C 7S")
    play(s, "9C 7D 7C JD QS 8D KC")
    card, why = choice(s)
    assert card == "7H"
    assert why == ("Your partner's K♣ is winning this trick, but the Player, last to play, has "
                   "shown it is out of clubs and will likely trump it: give only the 7♥ (0 "
                   "points). Your Q♣ would take the trick, but it holds only 4 points: keep the "
                   "Q♣ for a richer one.")


def test_a_defender_leading_into_the_players_known_void_says_so():
    s = taken(("QC 9D 8D AC 10C 9C AS 9S 8S 7H", "QH QD JC JS JH JD AD 10D 7D AH",
               "QS KD KC 7C 10H KH 9H 8H KS 10S", "8C 7S"), 1, "8C 7S")
    play(s, "9C 7D KC JD QS 8D")
    card, why = choice(s)
    assert card == "7C"
    assert why == ("Lead the 7♣: the Player has shown it is out of clubs and will likely trump "
                   "it, but it spends a trump, and the 7♣ gives it no points.")


def test_the_player_with_more_trumps_than_the_defenders_draws_them_first():
    """The Player, 8 trumps to the defenders' 6, led the 7♠ at trick 1 ("it gives little
    away"); it leads its highest trump, the Q♠, though the Q♣ is out."""
    s = taken(("QS QH QD JC JS JH AD 10D 8C 7S", "QC JD KD AC 10C KC 9C 7C AH 10H",
               "9D 8D 7D KH 9H AS 10S KS 9S 8S", "7H 8H"), 0, "7H 8H")
    card, why = choice(s)
    assert card == "QS"
    assert why == ("Lead the Q♠, your highest trump: you hold 8 trumps and the defenders 6 "
                   "between them, so draw theirs before you lead a plain card (only the Q♣ is "
                   "higher).")


def test_the_player_with_half_the_trumps_still_leads_low():
    """From an even split up, drawing gained nothing (measured): 7 trumps against 7."""
    s = taken(("QS QH QD JC JS AD 10D 8C 9H 7S", "QC JD KD AC 10C KC 9C 7C AH 10H",
               "JH 9D 8D 7D KH AS 10S KS 9S 8S", "7H 8H"), 0, "7H 8H")
    card, _why = choice(s)
    assert card == "7S"


def test_the_least_second_player_weighs_points_not_rank():
    """The 8♦ led in The Least; every trump of position 1, the A♦ (11 points) and the J♣ (2),
    beats it. "Play your lowest, the A♦ (11 points), and hope to be overtaken" was said; the
    last player, with only lower trumps, ducked the 10♦ under it: 21 points where the J♣
    would have taken 12."""
    s = start(("8D QC QS QH QD JS JH JD KD 9D", "AD JC AC 10C KC 9C AH 10H KH 9H",
               "10D 8C 7C 8H 7H AS 10S KS 9S 8S", "7D 7S"))
    for _ in range(3):
        s.apply(PASS)
    play(s, "8D")
    card, why = choice(s)
    assert card == "JC"
    assert why == ("Every trump you hold beats the 8♦: play the J♣ (2 points), not your lowest, "
                   "the A♦ (11 points). The last player can beat the A♦ only if they hold one "
                   "of the 7 higher trumps still out, and would rather play under it if they "
                   "can, so you may well take this trick: the J♣ puts 9 points fewer into it.")


def test_the_reasons_about_trumps_held_and_beaten_are_true_at_the_table():
    """Over random deals: where the Player says how many trumps each side holds, the hands
    hold that many; where a player of The Least says the last player cannot beat its cards,
    no card of the last player's hand beats the one played."""
    agent = RuleAgent(RULES, 1)
    drawn = least = 0
    for seed in range(1, 400):
        s = RULES.new_game(seed=seed)
        rng = random.Random(seed)
        while s.to_act is not None and not s.history:
            legal = s.legal_actions()
            if s.stage == "play" and len(legal) > 1:
                me = s.turn
                action, why = agent.explain(s.view(me), legal)
                if ", your highest trump: you hold " in why:
                    mine = (s.hands[me] & TRUMP_MASK).bit_count()
                    theirs = sum((s.hands[p] & TRUMP_MASK).bit_count() for p in range(3)
                                 if p != me)
                    assert f"you hold {mine} trumps and the defenders {theirs} " in why, why
                    drawn += 1
                if "the last player cannot beat any of them" in why:
                    view = s.view(me)
                    led = view.led | TRUMP_MASK
                    last = (me + 1) % 3
                    follow = s.hands[last] & view.led or s.hands[last]
                    assert not any(KEY[x] > KEY[action.card] for x in range(64)
                                   if follow >> x & 1 and led >> x & 1), (seed, why)
                    least += 1
                if rng.random() < 0.7:
                    s.apply(action)
                    continue
            s.apply(rng.choice(legal))
        if drawn >= 5 and least >= 3:
            return
    raise AssertionError(f"too few reasons came up: {drawn} draws, {least} sure Least tricks")
