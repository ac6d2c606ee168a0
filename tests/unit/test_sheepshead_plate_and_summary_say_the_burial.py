"""What the plates and the deal summary say of the Player's burial and score (13-buried.png,
43-d2-end.png, 56-d5-end.png): a computer Player's plate showed the card points in its tricks
alone (62, holding 69) without saying the burial was left out; the person's own plate said
"Buried K♣ 9♣ · 4 of the card points"; the summary's "0 buried" read as "buried no cards", and
its "+2" was left alone on a line of its own in every Player's row."""

from __future__ import annotations

from deals import finish_deal
from tricktable.engine.cards import FRENCH, cards
from tricktable.engine.cards import card as c_
from tricktable.engine.panel import SummaryRow
from tricktable.engine.protocol import PASS, PLAY, Action, DealPreset
from tricktable.engine.words import NBSP
from tricktable.games import get_rules
from tricktable.games.sheepshead import KEY, TAKE
from tricktable.games.sheepshead_words import plate, summary

RULES = get_rules("sheepshead")
QUEENS_DEAL = ("QC QS QH QD JC JS AC 10C KC 9C", "JH 9D AH 10H KH 9H 8H 7H AS 10S",
               "JD AD 10D KD 8D 7D KS 9S 8S 7S", "8C 7C")
NAMES = ["You", "West", "East"]


def _taken(buried: str):
    h0, h1, h2, window = QUEENS_DEAL
    s = RULES.start({}, 1, {1: DealPreset(2, [cards(h0), cards(h1), cards(h2)],
                                          [c_(x) for x in window.split()])})
    s.apply(TAKE)
    s.apply(Action.make("discard", cards=cards(buried)))
    return s


def test_the_players_plate_seen_by_the_others_says_its_points_are_in_tricks_only():
    s = _taken("KC 9C")
    s.apply(PLAY[c_("AC")])  # the Player leads; nothing is won yet
    for viewer in (1, 2):
        line, notes = plate(s.view(viewer), 0, FRENCH, "0 tricks", NAMES)
        # the points in tricks, the burial to be added (its own note, one short line)
        assert line == "0 card points · 0 tricks", line
        assert notes == [f"Player · +{NBSP}2{NBSP}buried{NBSP}cards"], notes
        assert not any("K♣" in n or "9♣" in n for n in notes), notes  # never which
    # a defender's plate is the plain count
    assert plate(s.view(1), 1, FRENCH, "0 tricks", NAMES)[0] == "0 card points · 0 tricks"


def test_the_players_own_plate_names_its_buried_cards_and_counts_their_card_points():
    """"Player" stays on the plate all deal; the burial's points are in its card points ("(20)"
    after "Player · buried 10♣ 10♥" took a fourth line at 1280 x 800)."""
    line, notes = plate(_taken("KC 9C").view(0), 0, FRENCH, "0 tricks", NAMES)
    assert notes == [f"Player · buried{NBSP}K♣{NBSP}9♣"], notes
    assert line == "4 card points · 0 tricks", line
    line, notes = plate(_taken("8C 7C").view(0), 0, FRENCH, "0 tricks", NAMES)
    assert notes == [f"Player · buried{NBSP}8♣{NBSP}7♣"], notes
    assert line == "0 card points · 0 tricks", line


def test_before_the_burial_the_others_see_no_buried_cards_on_the_players_plate():
    h0, h1, h2, window = QUEENS_DEAL
    s = RULES.start({}, 1, {1: DealPreset(2, [cards(h0), cards(h1), cards(h2)],
                                          [c_(x) for x in window.split()])})
    s.apply(TAKE)
    line, notes = plate(s.view(1), 0, FRENCH, "0 tricks", NAMES)
    assert line == "0 card points · 0 tricks" and not any("buried" in n for n in notes)


def _player_row(buried: str) -> str:
    s = _taken(buried)
    details = finish_deal(s, lambda st, legal: max(legal, key=lambda a: KEY[a.card])).details
    rows = [SummaryRow(n, 0, 0, []) for n in NAMES]
    summary(details, rows, [], NAMES, FRENCH, None)
    return rows[0].lines[0][0]


def test_the_summary_row_keeps_the_players_score_with_its_band_and_says_the_burial_plainly():
    row = _player_row("8C 7C")
    assert "0 in the burial)" in row and "buried" not in row, row
    value = row.rpartition(",")[2]
    assert value.startswith(NBSP) and value[1] in "+−" and " " not in value, row
    assert "4 in the burial)" in _player_row("KC 9C")


def test_the_last_callers_pass_says_that_the_least_is_then_played():
    from tricktable.ai.sheepshead import RuleAgent

    weak = ("7C 8C 9C 7H 8H 9H 7S 8S 9S 7D", "QC QS QH QD JC JS JH JD KD 9D",
            "8D AC 10C KC AH 10H KH AS 10S KS", "AD 10D")
    h0, h1, h2, window = weak
    s = RULES.start({}, 1, {1: DealPreset(0, [cards(h0), cards(h1), cards(h2)],
                                          [c_(x) for x in window.split()])})
    agent = RuleAgent(RULES, 1)
    first = agent.explain(s.view(s.turn), s.legal_actions())[1]
    assert "The Least" not in first, first
    s.apply(PASS)
    s.apply(PASS)
    assert s.turn == 0, s.turn
    action, why = agent.explain(s.view(0), s.legal_actions())
    assert action == PASS, why
    assert why.endswith(" Nobody has taken the window, so if you pass, The Least is played."), \
        why
    close = RuleAgent.close_reason(s.view(0), PASS)
    assert close.endswith("the usual rule passes with it. Nobody has taken the window, so if "
                          "you pass, The Least is played."), close


def test_the_last_callers_take_says_what_a_pass_would_bring():
    """The checker's "Take the window instead?" weighed the person's pass against taking
    without saying that the pass meant The Least (10-take.png)."""
    from tricktable.ai.sheepshead import RuleAgent

    strong = ("QC QS QH QD JC JS JH JD KD 9D", "7C 8C 9C 7H 8H 9H 7S 8S 9S 7D",
              "8D AC 10C KC AH 10H KH AS 10S KS", "AD 10D")
    h0, h1, h2, window = strong
    s = RULES.start({}, 1, {1: DealPreset(0, [cards(h0), cards(h1), cards(h2)],
                                          [c_(x) for x in window.split()])})
    s.apply(PASS)
    s.apply(PASS)
    action, why = RuleAgent(RULES, 1).explain(s.view(0), s.legal_actions())
    assert action == TAKE, why
    assert why.endswith("strong enough to play alone against two. Nobody has taken the "
                        "window, so if you pass, The Least is played."), why
