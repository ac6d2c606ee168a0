"""Every rule and ruling of Heart Hunter in RULES.md, on hand-built deals."""

from __future__ import annotations

import pytest

from deals import deal_events, finish_deal
from deals import scored as deal_score
from records import bare_record
from rules_pages import rules_page
from tricktable.engine.cards import DECK_36, DECK_52, FRENCH, SUIT_MASKS, card, cards, cards_of
from tricktable.engine.protocol import (
    PLAY,
    DealPreset,
    GameOver,
    IllegalAction,
    OptionError,
    PhaseChanged,
)
from tricktable.engine.record_write import make_record
from tricktable.games import get_rules
from tricktable.games.heart_hunter import card_points

RULES = get_rules("heart-hunter")


def play_cards(state, codes: str) -> list:
    events = []
    for code in codes.split():
        events += state.apply(PLAY[card(code)])
    return events


def test_four_players_use_52_cards_and_13_each():
    s = RULES.new_game(seed=1, players=4)
    assert s.DECK == DECK_52
    assert [h.bit_count() for h in s.hands] == [13] * 4
    union = 0
    for h in s.hands:
        union |= h
    assert union == DECK_52


def test_three_players_use_36_cards_six_to_ace():
    s = RULES.new_game(seed=1, players=3)
    assert s.DECK == DECK_36
    assert [h.bit_count() for h in s.hands] == [12] * 3
    union = 0
    for h in s.hands:
        union |= h
    ranks = ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    assert union == cards(" ".join(f"{r}{su}" for r in ranks for su in "CDHS"))
    assert not union & cards("2C 3D 4H 5S")


@pytest.mark.parametrize("players, lead", [(4, "2C"), (3, "6C")])
def test_holder_of_lowest_club_leads(players, lead):
    for seed in range(5):
        s = RULES.new_game(seed=seed, players=players)
        assert s.hands[s.to_act] >> card(lead) & 1


def test_leading_anything_is_allowed_even_hearts_and_the_queen():
    hands = [cards("2C 2H QS JC 3H 4H 5H 6H 7H 8H 9H 10H JH"), 0, 0, 0]
    rest = [c for c in cards_of(DECK_52) if not hands[0] >> c & 1]
    for p in (1, 2, 3):
        for c in rest[(p - 1) * 13: p * 13]:
            hands[p] |= 1 << c
    s = RULES.start({"players": 4}, 1, {1: DealPreset(0, hands, [])})
    assert s.to_act == 0
    legal = {a.card for a in s.legal_actions()}
    assert legal == set(cards_of(hands[0]))  # no "hearts broken" rule; 2♣ need not be led


def test_must_follow_suit_with_a_readable_reason():
    hands = [cards("2C 3C 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"),
             cards("KC AC 2H 3H 2D 3D 4D 5D 6D 7D 8D 9D 10D"),
             cards("4C 5C 6C 7C 8C 9C 10C JC QC JD QD KD AD"),
             cards("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS")]
    s = RULES.start({"players": 4}, 1, {1: DealPreset(3, hands, [])})
    s.apply(PLAY[card("2C")])
    assert s.to_act == 1
    assert {a.card for a in s.legal_actions()} == {card("KC"), card("AC")}
    reason = s.why_illegal(PLAY[card("2H")])
    assert reason == "You must follow clubs: you hold the A♣ and the K♣."
    before = make_record(s)
    with pytest.raises(IllegalAction, match="must follow clubs"):
        s.apply(PLAY[card("2H")])
    assert make_record(s) == before
    assert "do not hold" in s.why_illegal(PLAY[card("QS")])
    s.apply(PLAY[card("AC")])
    s.apply(PLAY[card("4C")])
    # a void player may play anything
    assert {a.card for a in s.legal_actions()} == set(cards_of(hands[3]))


def test_point_values():
    assert card_points(cards("2H")) == 1
    assert card_points(cards("JC")) == 2
    assert card_points(cards("QS")) == 5
    assert card_points(DECK_52) == 20
    assert card_points(DECK_36) == 16
    assert card_points(cards("QC JS KS")) == 0


def test_phase_one_adds_points_taken():
    s = RULES.new_game(seed=3, players=4)
    scored = finish_deal(s)
    taken = [0] * 4
    for _l, cs, w in s.history[0].tricks:
        for c in cs:
            taken[w] |= 1 << c
    points = [card_points(t) for t in taken]
    if 20 in points:
        pytest.skip("moon in this deal")
    assert list(scored.score) == points
    assert s.totals == points


def test_moon_in_phase_one_gives_each_opponent_twenty():
    s = RULES.new_game(seed=1, players=4)
    taken_all = cards("QS JC") | (SUIT_MASKS[2] & DECK_52)
    s.taken = [taken_all, DECK_52 & ~taken_all, 0, 0]
    score, details = s._score_deal()
    assert details["moon"] == 0
    assert score == [0, 20, 20, 20]


def test_moon_in_phase_two_scores_minus_twenty_for_the_shooter():
    s = RULES.new_game(seed=1, players=4)
    s.phase = 2
    taken_all = cards("QS JC") | (SUIT_MASKS[2] & DECK_52)
    s.taken = [0, 0, taken_all, DECK_52 & ~taken_all]
    assert s._score_deal()[0] == [0, 0, -20, 0]


def test_moon_with_three_players_is_sixteen():
    s = RULES.new_game(seed=1, players=3)
    pts = (cards("QS JC") | (SUIT_MASKS[2] & DECK_52)) & DECK_36
    s.taken = [DECK_36 & ~pts, pts, 0]
    assert s._score_deal()[0] == [16, 0, 16]
    s.phase = 2
    assert s._score_deal()[0] == [0, -16, 0]


def test_phase_two_subtracts_points():
    s = RULES.new_game(seed=1, players=4)
    s.phase = 2
    hearts = SUIT_MASKS[2] & DECK_52
    s.taken = [cards("2H 3H"), cards("QS"), cards("JC") | (hearts & ~cards("2H 3H")), 0]
    assert s._score_deal()[0] == [-2, -5, -13, 0]


@pytest.mark.parametrize("players, quick, threshold", [
    (4, False, 100), (4, True, 50), (3, False, 80), (3, True, 40)])
def test_threshold_starts_phase_two_at_the_next_deal(players, quick, threshold):
    s = RULES.new_game(seed=2, players=players, quick=quick)
    assert s.threshold == threshold
    s.totals = [threshold - 1] + [0] * (players - 1)
    s._after_deal(events := [])
    assert s.phase == 1 and not events
    s.totals[0] = threshold
    s._after_deal(events := [])
    assert s.phase == 2
    assert isinstance(events[0], PhaseChanged)


def test_whole_game_changes_phase_once_threshold_reached():
    s = RULES.new_game(seed=11, players=4, quick=True)
    seen_phase2 = False
    while s.to_act is not None:
        was = s.phase
        number = s.deal_number
        s.apply(s.legal_actions()[0])
        if s.deal_number != number and was == 1:
            log = s.history[-1]
            if max(log.totals) >= 50:
                assert s.phase == 2
                seen_phase2 = True
            else:
                assert s.phase == 1
    assert seen_phase2


def test_game_ends_when_a_score_reaches_zero_and_lowest_wins():
    s = RULES.new_game(seed=1, players=4)
    s.phase = 2
    s.totals = [3, -1, 10, 0]
    events = []
    s._after_deal(events)
    assert s.over and s.winners == (1,)


def test_tied_lowest_plays_on():
    s = RULES.new_game(seed=1, players=4)
    s.phase = 2
    s.totals = [-2, -2, 10, 0]
    events = []
    s._after_deal(events)
    assert not s.over
    assert any(isinstance(e, PhaseChanged) and e.phase == "tie" for e in events)


def test_no_end_while_all_scores_positive_in_phase_two():
    s = RULES.new_game(seed=1, players=4)
    s.phase = 2
    s.totals = [3, 1, 10, 2]
    s._after_deal([])
    assert not s.over


def test_game_over_event_and_no_actions_after():
    s = RULES.new_game(seed=5, players=3, quick=True)
    last = []
    while s.to_act is not None:
        last = s.apply(s.legal_actions()[0])
    assert any(isinstance(e, GameOver) for e in last)
    assert s.legal_actions() == []
    assert s.why_illegal(PLAY[card("AS")]) == "The game is over."


def test_deal_passes_left():
    s = RULES.new_game(seed=4, players=4)
    first = s.dealer
    finish_deal(s)
    assert s.dealer == (first + 1) % 4
    finish_deal(s)
    assert s.dealer == (first + 2) % 4


def test_options_are_validated():
    with pytest.raises(OptionError, match="no option 'foo'"):
        RULES.new_game(seed=1, foo=1)
    with pytest.raises(OptionError, match="cannot be 5"):
        RULES.new_game(seed=1, players=5)
    assert RULES.options() == {"players": 4, "quick": False}
    assert RULES.options(players="3", quick="true") == {"players": 3, "quick": True}


def test_same_seed_same_game():
    a = RULES.new_game(seed=99)
    b = RULES.new_game(seed=99)
    assert a.hands == b.hands and a.dealer == b.dealer
    assert RULES.new_game(seed=100).hands != a.hands


def test_card_names():
    assert FRENCH.name(card("QS")) == "Queen of Spades"
    assert FRENCH.short(card("10H")) == "10♥"


# ------------------------------------------------------------------------------ audit additions
# One suit each: position 3 holds every club, leads the 2♣ and wins all 13 tricks (the others
# cannot follow), so it takes every heart, the Q♠ and its own J♣: a moon, by real play.
ONE_SUIT_EACH = [SUIT_MASKS[1] & DECK_52, SUIT_MASKS[3] & DECK_52, SUIT_MASKS[2] & DECK_52,
                 SUIT_MASKS[0] & DECK_52]


def _moon_game(phase: int, totals: list[int]):
    s = RULES.start({"players": 4, "quick": False}, 1, {1: DealPreset(2, ONE_SUIT_EACH, [])})
    assert s.to_act == 3  # the holder of the 2♣, not the dealer's left
    s.phase = phase
    s.totals = totals
    events = deal_events(s)
    scored = deal_score(events)
    assert all(w == 3 for _l, _c, w in s.history[0].tricks)
    assert scored.details["moon"] == 3 and scored.details["points"] == [0, 0, 0, 20]
    return s, scored, events


def test_moon_played_out_in_phase_one():
    s, scored, _ = _moon_game(1, [0, 0, 0, 0])
    assert list(scored.score) == [20, 20, 20, 0]
    assert s.totals == [20, 20, 20, 0] and s.phase == 1


def test_a_moon_summary_names_the_shooter_on_the_others_rows_as_a_third_person():
    """The others' rows said "You shot the moon", which read as said to West and East."""
    from tricktable.engine.cards import FRENCH
    from tricktable.presentation import describe

    s, scored, _ = _moon_game(1, [0, 0, 0, 0])
    names = ["West", "North", "East", "You"]
    summary = describe.deal_summary("heart-hunter", scored, names, FRENCH, log=s.history[0])
    lines = [[text for text, _v in row.lines] for row in summary.rows]
    assert lines[3] == ["Took every point card (20): shot the moon"]
    assert lines[:3] == [["The moon shot by you"]] * 3


def test_moon_played_out_in_phase_two_and_a_tie_for_lowest_plays_on():
    s, scored, events = _moon_game(2, [0, 0, 50, 50])
    assert list(scored.score) == [0, 0, 0, -20]
    assert s.totals == [0, 0, 50, 30]
    # scores of 0 or less, but the lowest is tied: no winner, the next deal is dealt
    assert not s.over and s.deal_number == 2
    assert any(isinstance(e, PhaseChanged) and e.phase == "tie" for e in events)
    assert not any(isinstance(e, GameOver) for e in events)


def test_phase_one_deal_that_reaches_the_threshold_adds_and_the_next_deal_subtracts():
    s = RULES.new_game(seed=6, players=4)
    s.totals = [99, 0, 99, 99]  # 20 points go somewhere: some score reaches 100 this deal
    events = deal_events(s)
    scored = deal_score(events)
    points = scored.details["points"]
    assert scored.details["phase"] == 1
    if scored.details["moon"] is None:
        assert list(scored.score) == points
    kinds = [type(e).__name__ for e in events]
    # scored as Phase 1, then the change, then the next deal
    assert kinds.index("DealScored") < kinds.index("PhaseChanged") < kinds.index("DealStarted")
    assert s.phase == 2 and s.deal_number == 2
    assert points[1] == 0 and s.totals[1] == 0  # position 1 took nothing in this deal ...
    assert not s.over  # ... and a score of 0 at the end of a Phase 1 deal does not end the game
    before = list(s.totals)
    scored = finish_deal(s)
    assert scored.details["phase"] == 2
    if scored.details["moon"] is None:
        assert list(scored.score) == [-p for p in scored.details["points"]]
    assert s.totals == [b + d for b, d in zip(before, scored.score, strict=True)]


def test_phase_two_game_ends_with_the_lowest_score_winning_by_real_play():
    s = RULES.new_game(seed=8, players=3)
    s.phase = 2
    s.totals = [-1, 40, 40]  # whatever happens, position 0 stays lowest and at most -1
    events = deal_events(s)
    assert s.over and s.winners == (0,)
    assert events[-1] == GameOver((0,), tuple(s.totals))


def test_record_json_of_a_real_game_matches_record_md():
    import json

    from tricktable.engine.record import replay

    s = RULES.new_game(seed=5, players=3, quick=True)
    while s.to_act is not None:
        s.apply(s.legal_actions()[-1])
    doc = json.loads(json.dumps(make_record(s)))
    assert doc["format"] == "tricktable-record" and doc["version"] == 1
    assert doc["game"] == "heart-hunter" and doc["options"] == {"players": 3, "quick": True}
    assert doc["result"] == {"winners": list(s.winners), "totals": s.totals}
    running = [0, 0, 0]
    for d in doc["deals"]:
        assert d["stock"] == [] and d["trump"] is None and d["contract"] is None
        assert d["controller"] == [0, 1, 2] and [len(h) for h in d["hands"]] == [12, 12, 12]
        assert all(set(a) == {"player", "position", "type", "card"} and a["type"] == "play"
                   for a in d["actions"])
        assert len(d["tricks"]) == 12 and "6C" in d["hands"][d["tricks"][0]["leader"]]
        running = [r + x for r, x in zip(running, d["score"], strict=True)]
        assert d["totals"] == running
    assert make_record(replay(bare_record(doc), get_rules)) == doc


def test_rules_page_has_every_section_and_the_numbers():
    html = rules_page("heart-hunter", ("deal", "play", "scoring", "phase-2", "moon", "end",
                                       "three-players"))
    for fact in ("100", "80", "50", "40", "2&clubs;", "6&clubs;", "&minus;20", "&minus;16",
                 "<em>next</em> deal"):
        assert fact in html


@pytest.mark.parametrize("you", [3, 0])
def test_the_deal_log_says_who_shot_the_moon_before_the_scores(you):
    """The log gave only the scores, 20 to everybody but one, and left the reader to work out
    why."""
    from tricktable.engine.cards import FRENCH
    from tricktable.presentation.deal_log_text import deal_lines

    _s, _scored, events = _moon_game(1, [0, 0, 0, 0])
    names = ["West", "North", "East", "Ada"]
    names[you] = "You"
    lines = deal_lines("heart-hunter", events, names, FRENCH)
    said = f"{names[3]} took every point card and shot the moon."
    assert lines[-2:] == [said, f"Scores: {names[0]} +20, North +20, East +20, {names[3]} 0."]
