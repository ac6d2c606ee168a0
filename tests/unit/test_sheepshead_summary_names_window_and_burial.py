"""The deal summary of a deal with a Player says what the window held and what was buried.

Why: a tester played a whole match and the summary said only "25 card points (21 in 3 tricks,
4 in the burial)", never which cards; The Least's summary named its window. Once the deal is
scored the burial is counted for all to see (players turn it over when counting), so the
summary names it, to the person whether or not they were the Player."""

from __future__ import annotations

from deals import finish_deal
from tricktable.engine.cards import FRENCH, cards
from tricktable.engine.cards import card as c_
from tricktable.engine.protocol import PASS, Action, DealPreset
from tricktable.games import get_rules
from tricktable.games.sheepshead import KEY, TAKE
from tricktable.presentation.describe import deal_summary

RULES = get_rules("sheepshead")
#: dealt by East (player 2): you call first, then West
HANDS = ("QC QS QH QD JC JS AC 10C KC 9C", "JH 9D AH 10H KH 9H 8H 7H AS 10S",
         "JD AD 10D KD 8D 7D KS 9S 8S 7S")
WINDOW = "8C 7C"
NAMES = ["You", "West", "East"]


def _notes(calls: list[Action], buried: str) -> list[str]:
    """The summary's notes of the deal after ``calls`` on the window and ``buried``."""
    s = RULES.start({}, 1, {1: DealPreset(2, [cards(h) for h in HANDS],
                                          [c_(x) for x in WINDOW.split()])})
    for call in calls:
        s.apply(call)
    s.apply(Action.make("discard", cards=cards(buried)))
    scored = finish_deal(s, lambda st, legal: max(legal, key=lambda a: KEY[a.card]))
    return deal_summary("sheepshead", scored, NAMES, FRENCH).notes


def test_a_computer_players_window_and_burial_are_named_once_the_deal_is_scored():
    notes = _notes([PASS, TAKE], "10S 9H")
    assert notes[0] == ("The window held the 8♣ and the 7♣; West buried the 10♠ and "
                        "the 9♥."), notes
    assert notes[1].startswith("The defenders took "), notes


def test_the_person_as_the_player_reads_you_buried():
    notes = _notes([TAKE], "KC 9C")
    assert notes[0] == ("The window held the 8♣ and the 7♣; you buried the K♣ and the "
                        "9♣."), notes


def test_a_window_buried_whole_is_said_once():
    notes = _notes([TAKE], WINDOW)
    assert notes[0] == "The window held the 8♣ and the 7♣; you buried them both.", notes


def test_the_least_has_no_such_note():
    s = RULES.start({}, 1, {1: DealPreset(2, [cards(h) for h in HANDS],
                                          [c_(x) for x in WINDOW.split()])})
    for _ in range(3):
        s.apply(PASS)
    notes = deal_summary("sheepshead", finish_deal(s), NAMES, FRENCH).notes
    assert not any("buried" in n for n in notes), notes
