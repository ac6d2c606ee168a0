"""The refusal of a card that is not a trump, when trump is led and none of the player's trumps
can win: it names the one trump they hold as their only one, and several as any of them.

Why: with one trump in hand the refusal read "None of yours beats the 8♥, so any of them: the
3♥.", "any of them" about a single card."""

from __future__ import annotations

from tricktable.engine.cards import card, cards
from tricktable.engine.protocol import PLAY, DealPreset
from tricktable.games import get_rules
from tricktable.games.barbu import choose_action

RULES = get_rules("barbu")
CLUBS = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"
DIAMONDS = "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD"
HANDS = [
    cards("8H " + CLUBS),
    cards("3H " + DIAMONDS),
    cards("4H 5H 2S 3S 4S 5S 6S 7S 8S 9S 10S JS AC"),
    cards("2H 6H 7H 9H 10H JH QH KH AH QS KS AS AD"),
]


def _trump_led_by_declarer():
    """Hearts trump, the declarer (0) has led the 8♥, which no other low heart beats."""
    s = RULES.start(RULES.options(), 1, {1: DealPreset(3, list(HANDS), [])})
    s.apply(choose_action("trump", "H"))
    while s.stage in ("double", "redouble"):  # no doubles but the forced ones
        s.apply(s.legal_actions()[0])
    s.apply(PLAY[card("8H")])
    return s


def test_a_single_trump_that_cannot_win_is_named_as_the_only_one():
    s = _trump_led_by_declarer()
    assert s.why_illegal(PLAY[card("2D")]) == (
        "Trump is led: you must follow with a trump. Your only trump, the 3♥, cannot beat the "
        "8♥: play it.")


def test_several_trumps_that_cannot_win_are_named_as_any_of_them():
    s = _trump_led_by_declarer()
    s.apply(PLAY[card("3H")])
    assert s.why_illegal(PLAY[card("2S")]) == (
        "Trump is led: you must follow with a trump. None of yours beats the 8♥, so any of "
        "them will do: the 5♥ and the 4♥.")
