"""The Barbu rule player's counted reasons agree with their counts: a hint read "Lead the J♠:
1 higher spades is still out", the verb agreeing with the 1 and the noun not."""

from __future__ import annotations

from tricktable.ai.barbu_reasons import contract_words, lead_words
from tricktable.engine.cards import FRENCH, cards


def test_one_higher_card_still_out_is_named_in_the_singular():
    jack = FRENCH.parse("JS")
    assert lead_words(jack, 1, False) == ("Lead the J♠: 1 higher spade is still out, so it is "
                                          "the card least likely to win a costly trick.")
    assert lead_words(jack, 3, False).startswith("Lead the J♠: 3 higher spades are still out")


def test_a_trump_suit_of_one_card_is_counted_in_the_singular():
    """"1 spades to be trumps, 1 of them above the 10" was what one card made of the reason."""
    assert contract_words("trump", cards("AS 2H 3H"), 3, 0) == "1 spade to be trumps, above the 10"
    assert contract_words("trump", cards("4S 2H 3H"), 3, 0) == "1 spade to be trumps, 10 or lower"
    assert contract_words("trump", cards("2H 3H"), 3, 0) == "no spades to be trumps"


def test_one_heart_and_one_card_near_the_rows_are_counted_in_the_singular():
    """"you hold 1 heart, 1 above the 10" and "1 of your cards lie within two ranks"."""
    assert contract_words("no-hearts", cards("AH 4C"), None, 0) == "your one heart is above the 10"
    assert contract_words("dominoes", cards("7C AS"), None, 8) == \
        "1 of your cards lies within two ranks of the 8"
    assert contract_words("dominoes", cards("2C AS"), None, 8) == \
        "none of your cards lies within two ranks of the 8"
