"""Every rule and ruling of Three-Hand Sheepshead in RULES.md, on hand-built deals."""

from __future__ import annotations

import json
import random

import pytest

from deals import finish_deal
from tricktable.engine.cards import DECK_32, cards, cards_of
from tricktable.engine.cards import card as c_
from tricktable.engine.protocol import (
    PASS,
    PLAY,
    Action,
    DealPreset,
    DealScored,
    GameOver,
    IllegalAction,
    OptionError,
    PhaseChanged,
)
from tricktable.engine.record import replay
from tricktable.engine.record_write import make_record
from tricktable.games import get_rules
from tricktable.games.sheepshead import (
    KEY,
    TAKE,
    TRUMP_MASK,
    Buried,
    WindowTaken,
    card_points,
    least_values,
    player_value,
    settle_zero_sum,
)

RULES = get_rules("sheepshead")

# A deal where position 0 (the dealer's left, dealer 2) holds the top trumps.
QUEENS_DEAL = ("QC QS QH QD JC JS AC 10C KC 9C", "JH 9D AH 10H KH 9H 8H 7H AS 10S",
               "JD AD 10D KD 8D 7D KS 9S 8S 7S", "8C 7C")
# Position 0 holds five hearts and the Q♥ sits with a single small heart (position 1).
HEARTS_DEAL = ("AH 10H KH 9H 8H QC QS JC JS 7D", "QH 7H AC 10C KC 9C 8C 7C AS 10S",
               "QD JH JD AD 10D KD 9D 8D KS 9S", "8S 7S")
# Position 0 holds ten trumps: as the Player it wins every trick.
ALL_TRICKS_DEAL = ("QC QS QH QD JC JS JH JD AD 10D", "8D AC 10C KC 9C 8C 7C AH 10H KH",
                   "7D 9H 8H 7H AS 10S KS 9S 8S 7S", "KD 9D")
# Position 0 holds only small cards: as the Player it wins no trick (its discards hold 21 points).
NO_TRICK_DEAL = ("7C 8C 9C 7H 8H 9H 7S 8S 9S 7D", "QC QS QH QD JC JS JH JD KD 9D",
                 "8D AC 10C KC AH 10H KH AS 10S KS", "AD 10D")


def start(deal: tuple[str, str, str, str], dealer: int = 2, **options) -> object:
    h0, h1, h2, window = deal
    hands = [cards(h0), cards(h1), cards(h2)]
    stock = [c_(x) for x in window.split()]
    return RULES.start(options, 1, {1: DealPreset(dealer, hands, stock)})


def play(state, codes: str) -> list:
    events = []
    for code in codes.split():
        events += state.apply(PLAY[c_(code)])
    return events


def discard(state, codes: str) -> list:
    return state.apply(Action.make("discard", cards=cards(codes)))


def strongest(state, legal):
    return max(legal, key=lambda a: KEY[a.card])


def weakest(state, legal):
    return min(legal, key=lambda a: KEY[a.card])


# ------------------------------------------------------------------------------ pack and deal
def test_thirty_two_cards_ten_each_and_two_in_the_window():
    s = RULES.new_game(seed=3)
    assert s.DECK == DECK_32
    assert [h.bit_count() for h in s.hands] == [10, 10, 10]
    assert len(s.window) == 2
    union = s.hands[0] | s.hands[1] | s.hands[2]
    for c in s.window:
        assert not union >> c & 1
        union |= 1 << c
    assert union == DECK_32
    deal = make_record(s)["deals"][0]
    assert deal["stock"] == [RULES.codec.code(c) for c in s.window]
    assert deal["trump"] == "Q"
    assert deal["contract"] is None


def test_card_points_are_skat_values_and_sum_to_120():
    assert card_points(DECK_32) == 120
    assert [card_points(cards(x)) for x in ("AS", "10H", "KC", "QD", "JS", "9H", "8C", "7D")] == \
        [11, 10, 4, 3, 2, 0, 0, 0]


def test_first_dealer_comes_from_the_seed_and_the_deal_passes_left():
    dealers = {RULES.new_game(seed=s).dealer for s in range(30)}
    assert dealers == {0, 1, 2}
    assert RULES.new_game(seed=7).dealer == RULES.new_game(seed=7).dealer
    s = RULES.new_game(seed=4)
    first = s.dealer
    rng = random.Random(0)
    finish_deal(s, lambda st, legal: rng.choice(legal))
    assert s.dealer == (first + 1) % 3
    finish_deal(s, lambda st, legal: rng.choice(legal))
    assert s.dealer == (first + 2) % 3


def test_same_seed_same_game():
    a, b = RULES.new_game(seed=12), RULES.new_game(seed=12)
    assert a.hands == b.hands and a.window == b.window


def test_options_are_validated():
    assert RULES.options() == {"zero_sum": False}
    with pytest.raises(OptionError):
        RULES.new_game(seed=1, zero_sum="maybe")
    with pytest.raises(OptionError):
        RULES.new_game(seed=1, players=4)


# ------------------------------------------------------------------------------------ trumps
def test_trump_order_queens_jacks_then_diamonds():
    order = ["QC", "QS", "QH", "QD", "JC", "JS", "JH", "JD", "AD", "10D", "KD", "9D", "8D", "7D"]
    assert cards(" ".join(order)) == TRUMP_MASK
    assert TRUMP_MASK.bit_count() == 14
    keys = [KEY[c_(x)] for x in order]
    assert keys == sorted(keys, reverse=True)
    assert min(keys) > max(KEY[c] for c in cards_of(DECK_32 & ~TRUMP_MASK))


@pytest.mark.parametrize("suit", "CHS")
def test_plain_suits_rank_ace_ten_king_nine_eight_seven(suit):
    keys = [KEY[c_(r + suit)] for r in ("A", "10", "K", "9", "8", "7")]
    assert keys == sorted(keys, reverse=True)


@pytest.mark.parametrize("trick, led_by, winner", [
    ("KC 10C 9C", "KC", 1),     # the ten beats the king
    ("9H AH AS", "9H", 1),      # an off-suit ace does not win
    ("AC 7D KC", "AC", 1),      # the lowest trump beats a plain ace
    ("JD AD 10D", "JD", 0),     # the J♦ is above the A♦
    ("JC QD 7D", "JC", 1),      # every queen is above every jack
    ("QS QC QH", "QS", 1),      # Q♣ is the highest card
    ("7H QH 8H", "7H", 1),      # the Q♥ is a trump, not a heart
    ("10S KS AS", "10S", 2),
])
def test_trick_winner(trick, led_by, winner):
    s = RULES.new_game(seed=1)
    s.trick = [c_(x) for x in trick.split()]
    s.led = s._group(c_(led_by))
    assert s._trick_winner_index() == winner


def test_a_led_queen_must_be_followed_by_a_trump():
    s = start(QUEENS_DEAL)
    for _ in range(3):
        s.apply(PASS)
    play(s, "QC")
    legal = {a.card for a in s.legal_actions()}
    assert legal == {c_("JH"), c_("9D")}
    reason = s.why_illegal(PLAY[c_("AH")])
    assert reason == "You must follow trumps: the Q♣ is a trump; you hold the J♥ and the 9♦."
    before = json.dumps(make_record(s))
    with pytest.raises(IllegalAction, match="must follow trumps"):
        s.apply(PLAY[c_("AH")])
    assert json.dumps(make_record(s)) == before
    play(s, "9D AD")
    assert s.history == [] and s.taken[0] == cards("QC 9D AD")  # the Q♣ took the trick


def test_a_led_ten_of_diamonds_must_be_followed_by_a_trump():
    s = start(QUEENS_DEAL, dealer=1)  # position 2 leads
    for _ in range(3):
        s.apply(PASS)
    assert s.to_act == 2
    play(s, "10D")
    assert {a.card for a in s.legal_actions()} == set(cards_of(cards("QC QS QH QD JC JS")))
    reason = s.why_illegal(PLAY[c_("AC")])
    assert reason == ("You must follow trumps: the 10♦ is a trump; you hold the Q♣, the Q♠, "
                      "the Q♥, the Q♦, the J♣ and the J♠.")


def test_a_queen_does_not_follow_its_printed_suit():
    s = start(HEARTS_DEAL)
    for _ in range(3):
        s.apply(PASS)
    play(s, "9H")
    assert [a.card for a in s.legal_actions()] == [c_("7H")]
    assert s.why_illegal(PLAY[c_("QH")]) == (
        "You must follow hearts: you hold the 7♥ (the Q♥ is a trump, not one of the hearts).")
    # a hand whose only "heart" is the Q♥ has no heart to follow with: anything goes
    assert s._play_mask(cards("QH AC 7D")) == cards("QH AC 7D")
    play(s, "7H")
    # position 2 has no heart: anything goes, and a trump wins the trick
    assert {a.card for a in s.legal_actions()} == set(cards_of(s.hands[2]))
    play(s, "8D")
    assert s.leader == 2 and s.taken[2] == cards("9H 7H 8D")


def test_a_void_player_may_play_any_card():
    s = start(QUEENS_DEAL)
    for _ in range(3):
        s.apply(PASS)
    play(s, "AC")
    assert {a.card for a in s.legal_actions()} == set(cards_of(s.hands[1]))  # no club
    assert "do not hold" in s.why_illegal(PLAY[c_("QC")])


# ------------------------------------------------------------------------------ the window
def test_the_window_is_offered_from_the_dealers_left_and_the_first_taker_is_the_player():
    s = start(QUEENS_DEAL, dealer=1)
    assert s.stage == "window" and s.to_act == 2
    assert s.legal_actions() == [TAKE, PASS]
    s.apply(PASS)
    assert s.to_act == 0
    events = s.apply(TAKE)
    assert s.player == 0 and s.stage == "discard"
    assert any(isinstance(e, WindowTaken) and e.player == 0 for e in events)
    assert s.hands[0] == cards(QUEENS_DEAL[0]) | cards(QUEENS_DEAL[3])
    assert s.to_act == 0  # nobody else is asked
    assert len(s.legal_actions()) == 66
    assert make_record(s)["deals"][0]["contract"] == {"player": 0, "discards": []}
    events = discard(s, "AC 10C")
    assert any(isinstance(e, Buried) and e.cards == cards("AC 10C") for e in events)
    assert s.hands[0].bit_count() == 10
    assert s.discards == cards("AC 10C")
    assert s.stage == "play"
    assert s.to_act == 2  # the dealer's left leads, not the Player
    deal = make_record(s)["deals"][0]
    assert deal["contract"] == {"player": 0, "discards": ["10C", "AC"]}
    assert [a["type"] for a in deal["actions"]] == ["pass", "take", "discard"]
    assert deal["actions"][2] == {"player": 0, "position": 0, "type": "discard",
                                  "cards": ["10C", "AC"]}


def test_the_dealer_may_take_the_window_and_the_dealers_left_still_leads():
    s = start(QUEENS_DEAL, dealer=2)
    s.apply(PASS)
    s.apply(PASS)
    assert s.to_act == 2
    s.apply(TAKE)
    discard(s, "KS 9S")
    assert s.to_act == 0 and s.leader == 0


def test_discard_sentences():
    s = start(QUEENS_DEAL)
    assert s.why_illegal(Action.make("discard", cards=cards("AC KC"))) is not None
    s.apply(TAKE)
    assert s.why_illegal(TAKE) == "You have taken the window: now bury two cards."
    assert s.why_illegal(PASS) == "You have taken the window: now bury two cards."
    assert s.why_illegal(Action.make("discard", cards=cards("AC AH"))) == \
        "You can only bury cards you hold."
    assert s.why_illegal(Action.make("discard", cards=cards("AC"))) == "Bury exactly two cards."
    assert s.why_illegal(Action.make("discard", cards=cards("AC KC 9C"))) == \
        "Bury exactly two cards."
    assert s.why_illegal(Action("discard")) == "Bury exactly two cards."
    assert "first bury two cards" in s.why_illegal(PLAY[c_("AC")])
    with pytest.raises(IllegalAction, match="only bury cards you hold"):
        discard(s, "AC AH")
    discard(s, "7C 8C")  # the window's own cards may go straight back
    assert s.why_illegal(TAKE) == "The window is settled for this deal: now play a card."


def test_the_players_own_plate_shows_the_buried_cards_to_them_alone():
    """Once laid away the two cards were nowhere on the table, though they count for the
    Player at the end: the Player's own plate names them; nobody else sees them."""
    from tricktable.engine.cards import FRENCH
    from tricktable.games.sheepshead_words import plate

    s = start(QUEENS_DEAL)
    s.apply(TAKE)
    names = ["You", "Ada", "Bo"]
    assert not any("buried" in n for n in plate(s.view(0), 0, FRENCH, "0 tricks", names)[1])
    discard(s, "KC 9C")
    line, notes = plate(s.view(0), 0, FRENCH, "0 tricks", names)
    # their card points, counted in the plate's: "0 card points" beside "Buried … (4)" read
    # as if the buried points did not count; "Player" kept beside them
    assert "Player · buried\u00a0K♣\u00a09♣" in notes
    assert line == "4 card points · 0 tricks"
    # the others see the points in tricks only, and are told that the burial is to be added
    assert plate(s.view(1), 0, FRENCH, "0 tricks", names) == \
        ("0 card points · 0 tricks", ["Player · +\u00a02\u00a0buried\u00a0cards"])
    for viewer in (1, 2):
        assert not any("K♣" in n for n in plate(s.view(viewer), 0, FRENCH, "0 tricks",
                                               names)[1])
    assert not any("Buried" in n for n in plate(s.view(0), 1, FRENCH, "0 tricks", names)[1])


def test_all_pass_is_the_least():
    s = start(QUEENS_DEAL)
    events = []
    for _ in range(3):
        events += s.apply(PASS)
    assert s.least and s.player is None and s.stage == "play"
    assert any(isinstance(e, PhaseChanged) and e.phase == "the-least" for e in events)
    assert make_record(s)["deals"][0]["contract"] == {"player": None}
    assert s.to_act == 0


# --------------------------------------------------------------------------------- views
def test_only_the_player_sees_the_window_and_the_discards():
    s = start(QUEENS_DEAL)
    for p in range(3):
        v = s.view(p)
        assert v.window is None and v.window_player is None
    s.apply(TAKE)
    assert s.view(0).window == [c_("8C"), c_("7C")]
    for p in (1, 2):
        v = s.view(p)
        assert v.window is None and v.discards is None
        assert v.window_player == 0 and v.hand_sizes[0] == 12
    discard(s, "AC 10C")
    assert s.view(0).discards == cards("AC 10C")
    assert s.view(1).discards is None
    text = json.dumps(s.view(1).fields())
    assert str(cards("AC 10C")) not in text


def test_the_least_hides_the_window_from_everybody():
    s = start(QUEENS_DEAL)
    for _ in range(3):
        s.apply(PASS)
    for p in range(3):
        assert s.view(p).window is None
        assert s.view(p).least is True


@pytest.mark.parametrize("taker", [None, 0, 1])
@pytest.mark.parametrize("viewer", [0, 1, 2])
def test_sample_world_deals_the_unseen_pair_consistently(taker, viewer):
    rng = random.Random(5)
    s = start(QUEENS_DEAL, dealer=2)
    if taker is None:
        for _ in range(3):
            s.apply(PASS)
    else:
        for _ in range(taker):
            s.apply(PASS)
        s.apply(TAKE)
        held = cards_of(s.hands[taker])
        # while the Player discards, the pair is still in their hand
        w = RULES.sample_world(s.view(viewer), rng)
        assert w.hands[taker].bit_count() == 12
        assert w.view(viewer) == s.view(viewer)
        s.apply(Action.make("discard", cards=1 << held[0] | 1 << held[-1]))
    for _ in range(4):
        s.apply(s.legal_actions()[0])
    view = s.view(viewer)
    for _ in range(5):
        w = RULES.sample_world(view, rng)
        assert w.view(viewer) == view
        in_hands = w.hands[0] | w.hands[1] | w.hands[2]
        played = w.taken[0] | w.taken[1] | w.taken[2]
        for c in w.trick:
            played |= 1 << c
        pool = DECK_32 & ~in_hands & ~played
        assert pool.bit_count() == 2
        if taker is None:
            assert pool == sum(1 << c for c in w.window)
        else:
            assert pool == w.discards
        if viewer == taker:
            assert w.discards == s.discards and w.window == s.window
        # the imagined world plays on to the end of the deal
        while w.deal_number == 1:
            w.apply(w.legal_actions()[0])


# ---------------------------------------------------------------------- the Player's result
@pytest.mark.parametrize("points, tricks, value", [
    (120, 10, 6), (91, 9, 4), (120, 9, 4), (90, 8, 2), (61, 5, 2),
    (60, 5, -2), (31, 3, -2), (30, 3, -4), (0, 1, -4), (0, 0, -6), (25, 0, -6),
])
def test_player_bands(points, tricks, value):
    assert player_value(points, tricks, 10)[0] == value


def _set_player_result(s, player: int, taken: int, tricks: int, discards: int) -> None:
    s.player = player
    s.discards = discards
    others = DECK_32 & ~taken & ~discards
    s.taken = [0, 0, 0]
    s.taken[player] = taken
    s.taken[(player + 1) % 3] = others
    s.trick_counts = [0, 0, 0]
    s.trick_counts[player] = tricks
    s.trick_counts[(player + 1) % 3] = 10 - tricks


@pytest.mark.parametrize("taken, discards, value, band", [
    ("AC 10C KC AH 10H KH 7C 8C 9C", "AS 7S", 2, "61–90"),           # 50 + 11 = 61
    ("AC 10C KC AH 10H KH AD 10D KD", "AS KS", 2, "61–90"),          # 75 + 15 = 90
    ("AC 10C KC AH 10H KH AD 10D KD JC", "AS QS", 4, "91–120"),      # 77 + 14 = 91
    ("AC 10C KC AH 10H KH AD 10D KD", "AS 10S", 4, "91–120"),        # 75 + 21 = 96
    ("AC 10C KC AH 10H KH 7C 8C 9C", "10S 7S", -2, "31–60"),         # 50 + 10 = 60
    ("AC 10C KC 7C 8C 9C", "QC QS", -2, "31–60"),                    # 25 + 6 = 31
    ("AC 10C KC 7C 8C 9C", "QC JC", -4, "0–30"),                     # 25 + 5 = 30
    ("7C 8C 9C", "7S 8S", -4, "0–30"),                               # 0 points, one trick
])
def test_player_score_counts_tricks_and_discards(taken, discards, value, band):
    s = RULES.new_game(seed=1)
    _set_player_result(s, 1, cards(taken), 3, cards(discards))
    score, details = s._score_deal()
    assert score == [0, value, 0]
    assert details["band"] == band and details["value"] == value
    assert details["points"] == card_points(cards(taken) | cards(discards))
    assert details["discard_points"] == card_points(cards(discards))


def test_player_taking_every_trick_scores_six():
    s = start(ALL_TRICKS_DEAL)
    s.apply(TAKE)
    discard(s, "KD 9D")
    scored = finish_deal(s, strongest)
    log = s.history[0]
    assert all(w == 0 for _l, _c, w in log.tricks) and len(log.tricks) == 10
    assert list(scored.score) == [6, 0, 0]
    assert scored.details["points"] == 120 and scored.details["band"] == "every trick"


def test_player_without_a_trick_scores_minus_six_even_with_points_in_the_discards():
    s = start(NO_TRICK_DEAL)
    s.apply(TAKE)
    discard(s, "AD 10D")

    def choose(state, legal):
        return weakest(state, legal) if state.to_act == 0 else strongest(state, legal)

    scored = finish_deal(s, choose)
    assert all(w != 0 for _l, _c, w in s.history[0].tricks)
    assert list(scored.score) == [-6, 0, 0]
    assert scored.details["points"] == 21 and scored.details["tricks"] == 0


def test_only_the_players_score_changes_and_discards_are_not_a_trick():
    s = start(QUEENS_DEAL)
    s.apply(TAKE)
    discard(s, "AC 10C")
    scored = finish_deal(s, strongest)
    assert scored.score[1] == 0 and scored.score[2] == 0
    assert scored.details["discard_points"] == 21
    taken = 0
    for _l, cs, w in s.history[0].tricks:
        if w == 0:
            for c in cs:
                taken |= 1 << c
    assert scored.details["points"] == card_points(taken) + 21
    assert sum(s.history[0].score) == scored.score[0]


# ------------------------------------------------------------------------------- The Least
@pytest.mark.parametrize("points, tricks, last, expected", [
    # exactly one player without a trick scores +4 (whoever is lowest otherwise)
    ([0, 50, 70], [0, 4, 6], 2, [4, 0, 0]),
    ([0, 0, 120], [2, 0, 8], 2, [0, 4, 0]),     # a trickless player, another with 0 points
    # two players without a trick: one took every trick; both tie at 0 and both score
    ([0, 0, 120], [0, 0, 10], 2, [2, 2, 0]),
    # everybody took a trick: the single lowest scores +2
    ([20, 45, 55], [3, 3, 4], 1, [2, 0, 0]),
    # a tie for lowest: the tied player who did not take the last trick scores
    ([30, 30, 60], [3, 3, 4], 0, [0, 2, 0]),
    ([30, 60, 30], [3, 3, 4], 2, [2, 0, 0]),
    # a tie for lowest where neither took the last trick: both score
    ([30, 30, 60], [3, 3, 4], 2, [2, 2, 0]),
    # all three tie: the two who did not take the last trick score
    ([40, 40, 40], [3, 3, 4], 1, [2, 0, 2]),
])
def test_the_least_values(points, tricks, last, expected):
    assert least_values(points, tricks, last)[0] == expected


def _least_state(taken: list[int], counts: list[int], window: str, last: int):
    s = RULES.new_game(seed=1)
    s.least = True
    s.player = None
    s.taken = taken
    s.trick_counts = counts
    s.window = tuple(c_(x) for x in window.split())
    s.deal_log.tricks = [(0, (c_("7C"), c_("8C"), c_("9C")), last)]
    return s


def test_the_window_goes_to_the_last_tricks_winner_and_can_decide_the_least():
    # without the window position 2 would be lowest (15 against 21 and 63)
    t1 = cards("AC 10C 7C 8C 9C 7S")
    t2 = cards("AD KH 7H 8H 9H 9S")
    t0 = DECK_32 & ~t1 & ~t2 & ~cards("AS 10S")
    s = _least_state([t0, t1, t2], [4, 2, 2], "AS 10S", 2)
    score, details = s._score_deal()
    assert details["window_to"] == 2 and details["window_points"] == 21
    assert details["points"] == [63, 21, 36]
    assert score == [0, 2, 0]
    assert details["kind"] == "least" and details["no_trick"] == []
    # the same cards with the last trick to position 1: now position 2 is lowest
    s = _least_state([t0, t1, t2], [4, 2, 2], "AS 10S", 1)
    score, details = s._score_deal()
    assert details["points"] == [63, 42, 15] and score == [0, 0, 2]


def test_the_least_summary_names_the_windows_cards_and_who_got_them():
    """The table gathers the window with the deal's last cards under the summary: the summary
    says what lay in it, whose it became and why."""
    from tricktable.engine.cards import FRENCH
    from tricktable.engine.panel import SummaryRow
    from tricktable.games.sheepshead_words import summary

    t1 = cards("AC 10C 7C 8C 9C 7S")
    t2 = cards("AD KH 7H 8H 9H 9S")
    t0 = DECK_32 & ~t1 & ~t2 & ~cards("AS 10S")
    _score, details = _least_state([t0, t1, t2], [4, 2, 2], "AS 10S", 2)._score_deal()
    rows = [SummaryRow(n, 0, 0, []) for n in ("You", "West", "East")]
    notes: list[str] = []
    title = summary(details, rows, notes, ["You", "West", "East"], FRENCH, None)
    assert title.startswith("Nobody took the window: The Least")
    assert notes[0] == ("The window (the A♠ and the 10♠) and its 21 card points went to East, "
                        "who took the last trick.")
    details["window"] = ["XX"]  # a damaged record's window: the sentence goes on without it
    notes.clear()
    summary(details, rows, notes, ["You", "West", "East"], FRENCH, None)
    assert notes[0].startswith("The window and its 21 card points went to East")


def test_the_least_played_out_counts_every_point_once():
    s = start(QUEENS_DEAL)
    for _ in range(3):
        s.apply(PASS)
    scored = finish_deal(s, weakest)
    d = scored.details
    assert sum(d["points"]) == 120
    last = s.history[0].tricks[-1][2]
    assert d["window_to"] == last
    plain, _how = least_values(d["points"], d["tricks"], last)
    assert list(scored.score) == plain


# -------------------------------------------------------------------------------- the match
@pytest.mark.parametrize("totals, winners", [
    ([10, 4, 2], (0,)),
    ([3, 12, 9], (1,)),
    ([11, 10, 0], (0,)),       # two pass 10 together: the higher wins
    ([10, 13, 12], (1,)),
])
def test_first_to_ten_wins(totals, winners):
    s = RULES.new_game(seed=1)
    s.totals = totals
    s._after_deal([])
    assert s.over and s.winners == winners


def test_equal_at_ten_or_more_plays_on_and_below_ten_goes_on():
    s = RULES.new_game(seed=1)
    s.totals = [10, 10, 3]
    events = []
    s._after_deal(events)
    assert not s.over
    assert any(isinstance(e, PhaseChanged) and e.phase == "tie" for e in events)
    s.totals = [9, 8, -4]
    s._after_deal([])
    assert not s.over


def test_a_whole_match_ends_at_ten():
    s = RULES.new_game(seed=21)
    rng = random.Random(3)
    s.totals = [8, 8, 8]  # a short match
    events = []
    while s.to_act is not None and len(s.history) < 200:
        events = s.apply(rng.choice(s.legal_actions()))
    assert s.over
    assert any(isinstance(e, GameOver) for e in events)
    top = max(s.totals)
    assert top >= 10 and s.totals.count(top) == 1 and s.winners == (s.totals.index(top),)
    assert s.legal_actions() == []
    assert s.why_illegal(TAKE) == "The game is over."


def test_after_fifty_deals_without_a_ten_the_highest_total_wins():
    s = RULES.new_game(seed=1)
    s.deal_number = 49
    s.totals = [-40, -12, -30]
    s._after_deal([])
    assert not s.over, "deal 49 is not the last"
    s.deal_number = 50
    s._after_deal([])
    assert s.over and s.winners == (1,)


def test_after_fifty_deals_a_tie_for_the_highest_total_plays_on_until_one_is_ahead():
    s = RULES.new_game(seed=1)
    s.deal_number = 50
    s.totals = [-6, -6, -30]
    events = []
    s._after_deal(events)
    assert not s.over
    assert any(isinstance(e, PhaseChanged) and e.phase == "tie" and "50 deals" in e.text
               for e in events)
    s.deal_number = 51
    s.totals = [-6, -4, -30]
    s._after_deal([])
    assert s.over and s.winners == (1,)


def test_three_random_players_finish_a_match_and_the_view_does_not_grow_with_it():
    """Random players drift below zero and never reach 10: the deal limit ends the match, and the
    view a player gets does not carry every past deal."""
    s = RULES.new_game(seed=5)
    rng = random.Random(5)
    sizes = {}
    while s.to_act is not None:
        if s.deal_number in (2, 45) and s.deal_number not in sizes:
            sizes[s.deal_number] = len(json.dumps(s.view(s.to_act).fields()))
        s.apply(rng.choice(s.legal_actions()))
    assert s.over and len(s.history) >= 50
    if max(s.totals) < 10:
        top = max(s.totals)
        assert s.totals.count(top) == 1 and s.winners == (s.totals.index(top),)
    assert sizes[45] < sizes[2] + 40, f"the view grew from {sizes[2]} to {sizes[45]} bytes"


def test_rules_page_states_that_a_match_always_ends():
    from tricktable.resource_files import resource_path

    page = resource_path("rules", "sheepshead.html")
    text = " ".join(page.read_text(encoding="utf-8").split())
    assert "if nobody has reached 10 after 50 deals, the player with the highest total wins" in text


# ------------------------------------------------------------------------------- zero-sum
@pytest.mark.parametrize("plain, settled", [
    ([2, 0, 0], [4, -2, -2]),
    ([0, -4, 0], [4, -8, 4]),
    ([0, 0, 6], [-6, -6, 12]),
    ([0, 0, -6], [6, 6, -12]),
    ([4, 0, 0], [8, -4, -4]),
    ([2, 2, 0], [2, 2, -4]),
])
def test_zero_sum_settles_every_pair(plain, settled):
    assert settle_zero_sum(plain) == settled
    assert sum(settled) == 0


def test_zero_sum_option_in_a_played_deal():
    s = start(ALL_TRICKS_DEAL, zero_sum=True)
    s.apply(TAKE)
    discard(s, "KD 9D")
    scored = finish_deal(s, strongest)
    assert list(scored.score) == [12, -6, -6]
    assert s.totals == [12, -6, -6]
    assert s.over and s.winners == (0,)
    s = start(QUEENS_DEAL, zero_sum=True)
    for _ in range(3):
        s.apply(PASS)
    scored = finish_deal(s, weakest)
    assert sum(scored.score) == 0
    assert list(scored.score) == settle_zero_sum(list(scored.details["values"]))


# ------------------------------------------------------------------------------- the record
def test_record_round_trip_with_take_pass_and_discard():
    s = start(QUEENS_DEAL, dealer=1)
    s.apply(PASS)
    s.apply(TAKE)
    discard(s, "9C KC")
    for _ in range(7):
        s.apply(s.legal_actions()[0])
    doc = json.loads(json.dumps(make_record(s)))
    deal = doc["deals"][0]
    assert deal["stock"] == ["8C", "7C"]
    assert deal["actions"][:3] == [
        {"player": 2, "position": 2, "type": "pass"},
        {"player": 0, "position": 0, "type": "take"},
        {"player": 0, "position": 0, "type": "discard", "cards": ["9C", "KC"]}]
    again = replay(doc, get_rules)
    assert make_record(again) == make_record(s)
    for p in range(3):
        assert again.view(p) == s.view(p)
    assert RULES.action_from_json({"type": "discard", "cards": ["KC", "9C"]}) == \
        Action.make("discard", cards=cards("9C KC"))
    assert RULES.action_to_json(TAKE) == {"type": "take"}


def test_a_record_with_a_wrong_discard_is_refused():
    from tricktable.engine.record import RecordError

    s = start(QUEENS_DEAL, dealer=1)
    s.apply(PASS)
    s.apply(TAKE)
    doc = json.loads(json.dumps(make_record(s)))
    doc["deals"][0]["actions"].append({"type": "discard", "cards": ["AH", "KC"]})
    with pytest.raises(RecordError, match=r"action 3: .*You can only bury cards you hold"):
        replay(doc, get_rules)


# ------------------------------------------------------------------------------ rules page
def test_rules_page_has_every_section():
    from tricktable.resource_files import resource_path

    page = resource_path("rules", "sheepshead.html")
    html = page.read_text(encoding="utf-8")
    for section in ("deal", "window", "trumps", "play", "scoring", "the-least", "match"):
        assert f'id="{section}"' in html
    assert "zero-sum" in html.lower()


# ------------------------------------------------------------------------------ audit additions
# The Least played out, dealer 2 so position 0 leads. Position 1 wins the first trick with the
# A♣, position 0 every other trick with its trumps, position 2 (no club, no trump) none.
ONE_TRICKLESS_DEAL = ("QC QS QH QD JC JS JH JD AD 7C", "10D KD 9D 8D 7D AC 10C KC 9C 8C",
                      "AH 10H KH 9H 8H 7H AS 10S KS 9S", "8S 7S")


@pytest.mark.parametrize("zero_sum, expected", [(False, [0, 0, 4]), (True, [-4, -4, 8])])
def test_the_least_played_out_exactly_one_player_without_a_trick_scores_four(zero_sum, expected):
    s = start(ONE_TRICKLESS_DEAL, zero_sum=zero_sum)
    for _ in range(3):
        s.apply(PASS)
    assert s.to_act == 0
    play(s, "7C AC 7H")                      # position 1 wins with the A♣
    play(s, "10D 8H QC")                     # position 1 leads a trump, position 0 wins
    play(s, "QS KD 9H QH 9D KH QD 8D 10H JC 7D AH")
    play(s, "JS 10C 9S JH KC KS JD 9C 10S")
    events = play(s, "AD 8C AS")
    scored = next(e for e in events if isinstance(e, DealScored))
    d = scored.details
    assert d["tricks"] == [9, 1, 0] and d["no_trick"] == [2]
    # position 1 took 7♣ A♣ 7♥ (11); position 2 nothing, though it holds 69 points in hand
    assert d["points"] == [109, 11, 0] and d["window_to"] == 0
    assert list(scored.score) == expected
    assert d["values"] == [0, 0, 4]


def test_the_least_two_players_without_a_trick_both_score_and_a_tie_at_ten_plays_on():
    s = start(ALL_TRICKS_DEAL)
    s.totals = [0, 8, 8]
    for _ in range(3):
        s.apply(PASS)
    number = s.deal_number
    events = []
    while s.deal_number == number:
        events += s.apply(strongest(s, s.legal_actions()))
    scored = next(e for e in events if isinstance(e, DealScored))
    assert scored.details["tricks"] == [10, 0, 0]
    assert scored.details["points"] == [120, 0, 0]  # the window goes to the last trick's winner
    assert list(scored.score) == [0, 2, 2]
    # both reach 10 together and are equal: the match goes on
    assert s.totals == [0, 10, 10] and not s.over and s.deal_number == 2
    assert any(isinstance(e, PhaseChanged) and e.phase == "tie" for e in events)
    rng = random.Random(1)
    while s.to_act is not None and len(s.history) < 100:
        s.apply(rng.choice(s.legal_actions()))
    top = max(s.totals)
    assert s.over and s.totals.count(top) == 1 and s.winners == (s.totals.index(top),)


def test_window_sentences_name_what_to_do():
    s = start(QUEENS_DEAL)
    assert s.why_illegal(PLAY[c_("QC")]) == (
        "It is not time to play a card: first take the window or pass.")
    assert s.why_illegal(Action.make("discard", cards=cards("AC KC"))) == (
        "Only the player who takes the window buries: first take it or pass.")
    for _ in range(3):
        s.apply(PASS)
    assert s.why_illegal(TAKE) == "The window is settled for this deal: now play a card."
    assert s.why_illegal(Action.make("discard", cards=cards("AC KC"))) == (
        "The discards are made: now play a card.")


def test_record_json_of_a_real_match_matches_record_md():
    s = RULES.new_game(seed=40)
    rng = random.Random(6)
    while len(s.history) < 12:
        legal = s.legal_actions()
        if s.stage == "window":
            s.apply(TAKE if rng.random() < 0.3 else PASS)
        else:
            s.apply(rng.choice(legal))
    doc = json.loads(json.dumps(make_record(s)))
    assert doc["game"] == "sheepshead" and doc["options"] == {"zero_sum": False}
    assert doc["result"] is None  # a match in progress: deal 13 has just been dealt
    fresh = doc["deals"][-1]
    assert fresh["actions"] == [] and fresh["contract"] is None and fresh["score"] is None
    kinds = set()
    for d in doc["deals"][:-1]:
        assert d["trump"] == "Q" and len(d["stock"]) == 2 and d["controller"] == [0, 1, 2]
        assert [len(h) for h in d["hands"]] == [10, 10, 10]
        acts = d["actions"]
        calls = [a["type"] for a in acts if a["type"] in ("take", "pass")]
        assert calls in (["take"], ["pass", "take"], ["pass", "pass", "take"],
                         ["pass", "pass", "pass"])
        if calls[-1] == "take":
            disc = next(a for a in acts if a["type"] == "discard")
            assert set(disc) == {"player", "position", "type", "cards"}
            assert d["contract"] == {"player": disc["player"], "discards": disc["cards"]}
            kinds.add("player")
        else:
            assert d["contract"] == {"player": None}
            kinds.add("least")
        # the first trick is led by the dealer's left, whoever took the window
        assert len(d["tricks"]) == 10
        assert d["tricks"][0]["leader"] == (d["dealer"] + 1) % 3
    assert kinds == {"player", "least"}
    assert make_record(replay(doc, get_rules)) == doc


def test_the_summary_shows_the_band_s_value_and_how_zero_sum_settled_it():
    """Seen at the table: "29 card points (…): 0–30" beside a deal score of −8, with nothing
    saying that the band was worth −4 and the zero-sum settlement doubled it."""
    from tricktable.engine.cards import FRENCH
    from tricktable.engine.panel import SummaryRow
    from tricktable.games.sheepshead_words import summary

    names = ["You", "West", "East"]
    for zero_sum in (True, False):
        s = start(ALL_TRICKS_DEAL, zero_sum=zero_sum)
        s.apply(TAKE)
        discard(s, "KD 9D")
        details = finish_deal(s, strongest).details
        rows = [SummaryRow(n, 0, 0, []) for n in names]
        notes: list[str] = []
        summary(details, rows, notes, names, FRENCH, None)
        assert rows[0].lines[0][0].endswith(f"{details['band']},\u00a0+6"), rows[0].lines
        settled = [n for n in notes if n.startswith("Zero-sum settlement")]
        if zero_sum:
            # "the scores before it (You +6, …)" read as the totals before the deal
            assert settled == ["Zero-sum settlement: before settling, this deal scored You +6, "
                               "West 0, East 0; each pair of players then settles the "
                               "difference between them, so the deal's scores add up to zero."]
        else:
            assert settled == []
    s = start(QUEENS_DEAL, zero_sum=True)  # The Least: its plain values, settled
    for _ in range(3):
        s.apply(PASS)
    details = finish_deal(s, weakest).details
    rows = [SummaryRow(n, 0, 0, []) for n in names]
    notes = []
    summary(details, rows, notes, names, FRENCH, None)
    from tricktable.engine.words import signed

    plain = ", ".join(f"{n} {signed(v)}" for n, v in zip(names, details["values"], strict=True))
    assert notes[-1].startswith(f"Zero-sum settlement: before settling, this deal scored "
                                f"{plain}; ")


def test_the_summary_counts_one_trick_as_one_trick():
    """Seen at the table: "36 card points (21 in 1 tricks, 15 buried)"."""
    from tricktable.engine.cards import FRENCH
    from tricktable.engine.panel import SummaryRow
    from tricktable.games.sheepshead_words import summary

    names = ["You", "West", "East"]
    s = start(ALL_TRICKS_DEAL)
    s.apply(TAKE)
    discard(s, "KD 9D")
    details = dict(finish_deal(s, strongest).details, tricks=1)
    rows = [SummaryRow(n, 0, 0, []) for n in names]
    summary(details, rows, [], names, FRENCH, None)
    assert f"({details['trick_points']} in 1 trick, " in rows[0].lines[0][0]
    details["tricks"] = 2
    rows = [SummaryRow(n, 0, 0, []) for n in names]
    summary(details, rows, [], names, FRENCH, None)
    assert f"({details['trick_points']} in 2 tricks, " in rows[0].lines[0][0]
    t1 = cards("AC 10C 7C 8C 9C 7S")
    t2 = cards("AD KH 7H 8H 9H 9S")
    t0 = DECK_32 & ~t1 & ~t2 & ~cards("AS 10S")
    _score, details = _least_state([t0, t1, t2], [8, 1, 1], "AS 10S", 2)._score_deal()
    rows = [SummaryRow(n, 0, 0, []) for n in names]
    summary(details, rows, [], names, FRENCH, None)
    # (the last trick's taker, player 2, also took the window: its points are said apart)
    assert [row.lines[0][0].split(" in ")[1].split(",")[0] for row in rows] == [
        "8 tricks", "1 trick", "1 trick"]


def test_the_least_summary_says_you_inside_a_sentence():
    """"… went to You, who took the last trick" was seen."""
    from tricktable.engine.cards import FRENCH
    from tricktable.engine.panel import SummaryRow
    from tricktable.games.sheepshead_words import summary

    t1 = cards("AC 10C 7C 8C 9C 7S")
    t2 = cards("AD KH 7H 8H 9H 9S")
    t0 = DECK_32 & ~t1 & ~t2 & ~cards("AS 10S")
    _score, details = _least_state([t0, t1, t2], [4, 2, 2], "AS 10S", 2)._score_deal()
    names = ["West", "East", "You"]
    rows = [SummaryRow(n, 0, 0, []) for n in names]
    notes: list[str] = []
    summary(details, rows, notes, names, FRENCH, None)
    assert notes[0].endswith("went to you, who took the last trick.")


def test_a_tie_for_the_match_names_the_tied_players():
    """"Players 1 and 3 are tied on 12" reached the status line and the deal log as it was."""
    from tricktable.engine.protocol import PhaseChanged
    from tricktable.presentation.describe import with_names

    names = ["You", "West", "East"]
    s = RULES.new_game(seed=1)
    s.totals = [12, 4, 12]
    events: list = []
    s._after_deal(events)
    tie = [e for e in events if isinstance(e, PhaseChanged)]
    assert [with_names(e.text, names) for e in tie] == [
        "You and East are tied on 12: the match goes on until one of them is ahead."]
    s = RULES.new_game(seed=1)
    s.totals, s.deal_number = [6, 6, 2], 50
    events = []
    s._after_deal(events)
    assert [with_names(e.text, names) for e in events if isinstance(e, PhaseChanged)] == [
        "Nobody has reached 10 in 50 deals, and you and West are tied for the lead on 6: the "
        "match goes on until one total is highest."]


def test_at_the_matchs_end_after_the_least_no_window_lies_face_down():
    """The Least's window goes to the last trick's winner; at the match's end its two cards
    still lay face down on the table under the summary that said who had them."""
    import random

    for seed in range(1, 80):
        st = get_rules("sheepshead").new_game(seed)
        rng = random.Random(seed)
        while not st.game_over:
            legal = st.legal_actions()
            passes = [a for a in legal if a.type == "pass"]
            st.apply(passes[0] if passes else rng.choice(legal))
        view = st.view(0)
        if view.least:
            assert view.stock == []
            return
    raise AssertionError("no match ended with The Least")
