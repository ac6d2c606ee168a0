"""The Sheepshead deal log names the buried cards to the Player who chose them, and to nobody
else, and says who took the window in The Least.

Why: a tester who took the window read "You bury 2 cards." (the log never said which, though the
tester had chosen them), and The Least's log ended with the scores, never saying who got the
window and its points. The log is written with the players' names, where the person at the
screen is "You" (a shared table names everyone by seat, a computer is never "You"): only a line
about "You" may name the burial."""

from __future__ import annotations

import re

from tricktable.ai.sheepshead import RuleAgent
from tricktable.engine.cards import FRENCH, cards
from tricktable.engine.cards import card as c_
from tricktable.engine.protocol import PASS, Action, DealPreset
from tricktable.games import get_rules
from tricktable.games.sheepshead import TAKE
from tricktable.presentation.deal_log_text import log_html

RULES = get_rules("sheepshead")
#: the tester's game number, and its first deal (dealer West): East passes, you take
SEED = 2133691118
DEAL_1 = ("JC 10D JD QD AD 8H 10H KH 8S QS", "8C QC KC 7D 9D KD 7S 9S JS KS",
          "7C 9C AC 8D 7H JH QH AH 10S AS")
WINDOW_1 = "10C 9H"


def _game(calls: list[Action], buried: str = "") -> object:
    """The tester's deal 1 after ``calls`` on the window (and ``buried`` laid away), played to
    its end by rule players."""
    s = RULES.start({}, SEED, {1: DealPreset(1, [cards(h) for h in DEAL_1],
                                             [c_(x) for x in WINDOW_1.split()])})
    for call in calls:
        s.apply(call)
    if buried:
        s.apply(Action.make("discard", cards=cards(buried)))
    agent = RuleAgent(RULES, 1)
    while s.to_act is not None and not s.history:
        s.apply(agent.choose(s.view(s.turn), s.legal_actions()))
    return s


def _lines(state, names: list[str]) -> list[str]:
    """The first deal's log lines as read (the suits' ink taken off)."""
    page = re.sub("</?span[^>]*>", "", log_html(state, names, upto=1))
    return [x for x in re.sub("<[^>]+>", "\n", page).split("\n") if x][1:]


def test_the_log_names_the_buried_cards_to_the_player_who_buried_them():
    s = _game([PASS, TAKE], "10C 8S")
    lines = _lines(s, ["You", "West", "East"])
    assert lines[:3] == ["East passes.", "You take the window.",
                         "You bury the 8♠ and the 10♣."], lines


def test_the_log_names_no_buried_card_to_anybody_else():
    # the Player renamed, or at a shared table (everyone by seat): nobody is "You"
    s = _game([PASS, TAKE], "10C 8S")
    for names in (["Ann", "West", "East"], ["South", "West", "East"]):
        lines = _lines(s, names)
        assert lines[2] == f"{names[0]} buries 2 cards.", lines
        assert not any("10♣" in x or "8♠" in x for x in lines), lines
    # West takes the window: "You" are a defender
    s = _game([PASS, PASS, TAKE], "KC 8C")
    lines = _lines(s, ["You", "West", "East"])
    assert lines[3] == "West buries 2 cards.", lines
    assert not any("K♣" in x or "8♣" in x for x in lines), lines


def test_the_least_says_who_took_the_window_and_its_points():
    s = _game([PASS, PASS, PASS])
    details = s.history[0]
    last = details.tricks[-1][2]
    names = ["You", "West", "East"]
    lines = _lines(s, names)
    taker = "you" if last == 0 else names[last]
    window = FRENCH.list_short(cards(WINDOW_1))
    assert lines[-2] == (f"The window ({window}) and its 10 card points went to {taker}, who "
                         "took the last trick."), lines
    assert lines[-1].startswith("Scores: "), lines


def test_the_review_says_a_trick_of_no_card_points_had_none():
    """The deal review's note beside the tester's trick 4 (the 9♥, the 7♦ and the 7♥) read
    "West won it", with no full stop, where every other trick said its card points."""
    from tricktable.coach.review import review_deal
    from tricktable.coach.review_sheet import review_sheet

    s = _game([PASS, TAKE], "10C 8S")
    assert [FRENCH.code(c) for c in s.history[0].tricks[3][1]] == ["9H", "7D", "7H"]
    sheet = review_sheet(s, 0, review_deal(s, 0, 0, search=False), ["You", "West", "East"],
                         True)
    row = next(r for r in sheet.rows if r.title == "Trick 4")
    assert row.outcome == "West won it. No card points."
