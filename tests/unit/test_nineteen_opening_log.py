"""Two-player Nineteen's deal log tells the deal's opening: the Opponent plays Partnership
without an auction, takes stock cards 1 to 4 and the dealer 5 and 6. A tester's log began at
"You discard 4 cards", of cards it never said were taken (the three-player log names its draws):
the opening comes with the cards, not with a decision, and the log is made from the decisions."""

from __future__ import annotations

import random

from tricktable.games import get_rules
from tricktable.games.nineteen_events import StockTaken
from tricktable.games.nineteen_words import log_line
from tricktable.presentation.deal_log_text import deal_lines, replayed_events

RULES = get_rules("nineteen")
NAMES = ["You", "West"]


def _logs(seed: int, deals: int = 2) -> list[tuple[int, list[str], int, int]]:
    """(deal number, its log lines, the Opponent's player, the dealer's player) of a random
    two-player game played into its deal ``deals``."""
    st = RULES.new_game(seed, players=2)
    rng = random.Random(seed)
    opponents = {}
    while st.to_act is not None and st.deal_number <= deals:
        opponents.setdefault(st.deal_number, (st.seat_player[st.declarer],
                                              st.seat_player[st.dealer]))
        st.apply(rng.choice(st.legal_actions()))
    seats = tuple(st.seat_player)
    return [(n, deal_lines("nineteen", events, NAMES, RULES.codec, trump, seats),
             *opponents[n]) for n, _dealer, events, trump in replayed_events(st)
            if n in opponents]


def test_the_two_player_log_says_the_partnership_and_the_stocks_draws():
    seen = set()
    for seed in (3, 8):
        for number, lines, opponent, dealer in _logs(seed):
            if len(lines) < 4:
                continue
            who, other = NAMES[opponent], NAMES[dealer]
            takes = "take" if who == "You" else "takes"
            assert lines[:4] == [
                f"{who} {'play' if who == 'You' else 'plays'} Partnership: with two players "
                "there is no auction.",
                f"{who} {takes} stock cards 1 to 4.",
                f"{other} {'take' if other == 'You' else 'takes'} stock cards 5 and 6.",
                f"{who} {'discard' if who == 'You' else 'discards'} 4 cards."], (seed, lines)
            # said once, in its own deal
            assert sum("no auction" in line for line in lines) == 1, lines
            seen.add((number, who))
    assert {n for n, _w in seen} == {1, 2} and len({w for _n, w in seen}) == 2, seen


def test_the_three_player_draws_are_said_as_before():
    assert log_line(StockTaken(0, 0, (0, 1, 2, 3), 0, True)).fill(
        ["You"]) == "You take stock cards 1 to 4."
    assert log_line(StockTaken(3, None, (5,), 0, True)) == "The dummy takes stock card 6."


def test_the_opening_is_in_the_log_before_anyone_decides():
    """At the deal's first decision the log already tells the Partnership and the draws (it
    said "Nothing yet." until the Opponent's discard, and told them then)."""
    st = RULES.new_game(5, players=2)
    number, _dealer, events, trump = replayed_events(st)[-1]
    lines = deal_lines("nineteen", events, NAMES, RULES.codec, trump, tuple(st.seat_player))
    who = NAMES[st.seat_player[st.declarer]]
    assert number == 1 and len(lines) == 3 and lines[0].startswith(f"{who} play"), lines
    assert "stock cards 1 to 4" in lines[1] and "stock cards 5 and 6" in lines[2], lines


def test_a_later_deals_opening_is_told_in_that_deal_not_after_the_scores_before_it():
    st = RULES.new_game(8, players=2)
    rng = random.Random(8)
    while st.deal_number == 1:
        st.apply(rng.choice(st.legal_actions()))
    (_n1, _d1, first, t1), (n2, _d2, second, t2) = replayed_events(st)
    seats = tuple(st.seat_player)
    before = deal_lines("nineteen", first, NAMES, RULES.codec, t1, seats)
    now = deal_lines("nineteen", second, NAMES, RULES.codec, t2, seats)
    assert n2 == 2 and before[-1].startswith("Scores:") and len(now) == 3, (before[-3:], now)
