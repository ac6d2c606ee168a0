"""Heart Hunter's rule player goes for a moon of its own only while its hand may take the rest of
the points, and gives it up at once when it may not (ai/playout_heart_hunter.py
``moon_in_reach``, ai/heart_hunter.py ``pursuing``).

A tester's deal 1 (seed 1717217053, rule players at West, North and East): You took the J♣ and
five hearts in tricks 1, 2 and 7, every point so far. At trick 8, holding 4♠ 6♠ 7♠ Q♠ 9♦ J♦, the
hint's usual rule said "Every point so far is yours (7): go for the moon … Lead your highest
card, the Q♠", while the others held eight hearts and You none (North ended the deal with 12
points); at trick 9, East leading the 4♥, it said to throw the J♦ and keep the Q♠ ("a point card
thrown on a trick someone else wins ends the moon"), on a heart trick You could not win.
"""

from __future__ import annotations

from tricktable.ai.heart_hunter import RuleAgent, pursuing
from tricktable.ai.playout_heart_hunter import moon_in_reach, shooting
from tricktable.engine.cards import DECK_52, FRENCH, SUIT_MASKS, cards
from tricktable.games import get_rules
from tricktable.games.heart_hunter import QS

RULES = get_rules("heart-hunter")
#: the deal's first nine tricks, cards in the order played (East leads the first)
TRICKS = ["2C KC JC 9C", "10H 7H 6H 9H", "5C 4C 6C QC", "3D 5D 2D QD", "5S JS AS 8S",
          "7C 3C AC 8C", "6D 4D 7D AH", "6S 3S 9S KS", "4H JD 3H QH"]


def _after(cards_played: int):
    """The tester's deal after its first ``cards_played`` cards."""
    state = RULES.new_game(seed=1717217053, players=4)
    played = [c for t in TRICKS for c in t.split()][:cards_played]
    for code in played:
        card = FRENCH.parse(code)
        state.apply(next(a for a in state.legal_actions() if a.card == card))
    return state


def test_the_moon_is_not_pursued_without_a_heart_while_the_others_hold_eight():
    state = _after(28)
    view = state.view(0)
    assert state.to_act == 0 and not view.trick and view.points == [7, 0, 0, 0]
    assert shooting(view.points, 0) and not pursuing(view)
    action, why = RuleAgent(RULES, 1).explain(view, state.legal_actions())
    assert action.card != QS and "moon" not in why, why


def test_void_on_a_heart_trick_it_cannot_win_it_throws_the_queen_of_spades():
    """The moon is over once a trick with a point in it goes to another player: the Q♠ goes,
    as the hint said itself three tricks later ("the moment to get rid of the Q♠")."""
    state = _after(33)
    view = state.view(0)
    assert view.trick == [FRENCH.parse("4H")] and view.points == [7, 0, 0, 0]
    action, why = RuleAgent(RULES, 1).explain(view, state.legal_actions())
    assert action.card == QS, why
    assert why == ("You cannot follow suit: the moment to get rid of the Q♠, a point card "
                   "someone else then takes."), why


def test_the_moon_is_in_reach_with_the_control_of_the_hearts_or_of_every_trick():
    deck = DECK_52
    # the top hearts, the others' four hearts low: drawn in two rounds; clubs above theirs
    hand = cards("AH KH QH JH 10H 9H 8H 7H 6H QC KC AC")
    out = cards("2H 3H 4H 5H 2C 3C 4C 5C 6C")
    assert moon_in_reach(hand, deck & ~out & ~hand, [], 0, 4)  # the Q♠ and J♣ taken
    # no heart against three: every card a winner keeps the lead, and they throw theirs
    hand = cards("AC KC QC JC 10C AD KD QD JD 10D AS KS")
    out = cards("2H 3H 4H 2C 3C 2D 3D 2S 3S")
    played = deck & ~out & ~hand
    assert moon_in_reach(hand, played, [], 0, 4)
    # without its top clubs: the J♣ out over no higher club, and clubs to lose, tricks the
    # others throw their hearts on
    weak = hand & ~cards("AC KC QC JC") | cards("6C 7C 8C 9C")
    assert not moon_in_reach(weak, played & ~weak, [], 0, 4)
    # a heart led to a hand without any: the trick and its point go to another
    four = FRENCH.parse("4H")
    assert not moon_in_reach(hand, played, [four], SUIT_MASKS[four >> 4], 4)


def test_the_record_hand_counts_its_losers():
    """At trick 8: no heart against eight, the K♠ over its spades, two diamonds out over its
    own; with the Q♥ and K♥ for two of its spades, still four tricks to lose."""
    state = _after(28)
    view = state.view(0)
    played = 0
    for t in view.taken:
        played |= t
    assert view.hands[0] == cards("4S 6S 7S QS 9D JD")
    assert not moon_in_reach(view.hands[0], played, [], 0, 4)
    with_hearts = view.hands[0] & ~cards("4S 6S") | cards("QH KH")
    assert not moon_in_reach(with_hearts, played, [], 0, 4)
