"""Every rule and ruling of Nineteen in RULES.md, on hand-built deals."""

from __future__ import annotations

import itertools
import json

import pytest

from deals import finish_deal
from rules_pages import rules_page
from tricktable.engine.cards import TAROT, TAROT_DECK, cards_of
from tricktable.engine.protocol import (
    PASS,
    PLAY,
    Action,
    DealPreset,
    DealScored,
    IllegalAction,
    OptionError,
)
from tricktable.engine.record import replay
from tricktable.engine.record_write import make_record
from tricktable.games import get_rules
from tricktable.games.nineteen_events import PartnerRevealed
from tricktable.games.nineteen_scoring import (
    BIDS,
    HONOURS,
    JUGGLER,
    KINGS,
    TOTAL_CARD_POINTS,
    TOTAL_POINTS,
    TRUMPS,
    card_points,
    hand_value,
    max_level,
    preference_level,
    settle,
)

RULES = get_rules("nineteen")
ALL = cards_of(TAROT_DECK)
TAKE, NEXT, BACK = Action("take-set"), Action("next-set"), Action("back-set")
NOTHING = Action("declare", -1, (("contras", ()), ("declarations", ())))


def c(code: str) -> int:
    return TAROT.parse(code)


def m(codes: str) -> int:
    return TAROT.parse_mask(codes.split())


def bid(name: str) -> Action:
    return Action.make("bid", bid=name)


def declare(decls=(), contras=()) -> Action:
    return Action("declare", -1, (("contras", tuple(contras)), ("declarations", tuple(decls))))


def deal(spec: dict[int, str], stock: str = "") -> tuple[list[int], list[int]]:
    """Hands from ``spec`` (position → codes) and the stock in order, the rest of the pack filled
    in card order: the stock first, then positions 0..3."""
    hands = [m(spec.get(p, "")) for p in range(4)]
    stock_list = [c(x) for x in stock.split()]
    used = sum(1 << x for x in stock_list)
    for h in hands:
        assert not used & h
        used |= h
    rest = [x for x in ALL if not used >> x & 1]
    while len(stock_list) < 6:
        stock_list.append(rest.pop(0))
    for p in range(4):
        while hands[p].bit_count() < 12:
            hands[p] |= 1 << rest.pop(0)
    return hands, stock_list


def start(spec, stock="", dealer=3, **options):
    hands, stock_list = deal(spec, stock)
    return RULES.start(RULES.options(**options), 7, {1: DealPreset(dealer, hands, stock_list)})


def auction(s, *bids_in_turn: str) -> None:
    for b in bids_in_turn:
        s.apply(PASS if b == "pass" else bid(b))


def declare_nothing(s) -> None:
    while s.stage == "declare":
        s.apply(NOTHING)


# ------------------------------------------------------------------------------------ the pack
def test_pack_has_54_cards_and_118_points():
    assert len(ALL) == 54
    assert (TAROT_DECK & TRUMPS).bit_count() == 22
    assert m("T1 T21 TF") == HONOURS
    # honours and kings 7 × 5, queens 4 × 4, cavaliers 4 × 3, valets 4 × 2, 35 others × 1
    assert TOTAL_CARD_POINTS == 7 * 5 + 4 * 4 + 4 * 3 + 4 * 2 + 35 == 106
    assert TOTAL_POINTS == 106 + 12 == 118
    assert card_points(m("TF KH QS CD VC 10H T20")) == 5 + 5 + 4 + 3 + 2 + 1 + 1


def test_deal_gives_twelve_each_and_six_to_the_stock():
    s = RULES.new_game(seed=5)
    assert [h.bit_count() for h in s.hands] == [12] * 4
    assert len(s.stock) == 6
    union = sum(1 << x for x in s.stock)
    for h in s.hands:
        union |= h
    assert union == TAROT_DECK
    doc = make_record(s)["deals"][0]
    assert doc["trump"] == "T"
    assert doc["stock"] == [TAROT.code(x) for x in s.stock]


@pytest.mark.parametrize("players, hands, deals, dealers", [
    (4, 4, 4, {0, 1, 2, 3}), (3, 4, 4, {0, 1, 2}), (2, 4, 4, {0, 2}),
    (4, "one-each", 4, {0, 1, 2, 3}), (3, "one-each", 3, {0, 1, 2}), (2, "one-each", 2, {0, 2})])
def test_game_length_is_four_hands_or_one_each_and_the_deal_passes_left(players, hands, deals,
                                                                        dealers):
    s = RULES.new_game(seed=11, players=players, hands=hands)
    while s.to_act is not None:
        s.apply(s.legal_actions()[0])
    seen = [log.dealer for log in s.history]
    assert len(seen) == deals
    assert set(seen) == dealers
    for a, b in itertools.pairwise(seen):
        assert b == next(q for q in ((a + i) % 4 for i in (1, 2, 3)) if q in dealers)
    top = max(s.totals)
    assert s.winners == tuple(p for p in range(players) if s.totals[p] == top)
    assert sum(s.totals) == 0


def test_a_three_player_game_is_four_hands_by_default_and_the_record_says_so():
    s = RULES.new_game(seed=3, players=3)
    assert s.options["hands"] == 4
    while s.to_act is not None:
        s.apply(s.legal_actions()[0])
    assert len(s.history) == 4
    doc = make_record(s)
    assert doc["options"]["hands"] == 4
    assert len(replay(json.loads(json.dumps(doc)), get_rules).history) == 4


def test_the_hands_option_accepts_the_command_lines_words_and_refuses_others():
    assert RULES.options(hands="4")["hands"] == 4
    assert RULES.options(hands="one-each")["hands"] == "one-each"
    with pytest.raises(OptionError, match="hands"):
        RULES.options(hands=3)


def test_rules_page_describes_the_hands_option():
    from tricktable.resource_files import resource_path

    text = " ".join(resource_path("rules", "nineteen.html").read_text(encoding="utf-8").split())
    assert "A game is four deals (<em>hands</em>) for four, three or two players alike" in text
    assert "three deals for three players and two for two" in text


# ------------------------------------------------------------------------------------ auction
def test_eldest_speaks_first_and_must_bid():
    s = start({})
    assert s.to_act == 0
    assert PASS not in s.legal_actions()
    assert s.why_illegal(PASS) == "Eldest must bid."
    assert [a.get("bid") for a in s.legal_actions()] == list(BIDS)


def test_each_bid_must_be_higher_and_a_pass_is_final():
    s = start({})
    auction(s, "preferred-2")
    assert s.why_illegal(bid("preferred-3")) == "Your bid must be higher than Preferred Two."
    assert s.why_illegal(bid("preferred-2")) == "Your bid must be higher than Preferred Two."
    assert [a.get("bid") for a in s.legal_actions() if a.type == "bid"] == [
        "preferred-1", "solo"]
    auction(s, "pass", "preferred-1", "pass")  # 1 passes, 2 bids, 3 passes
    assert s.to_act == 0  # 1 has passed: skipped for good
    auction(s, "pass")
    assert s.declarer == 2 and s.bid == "preferred-1"
    assert s.deal_log.contract["declarer"] == 2


def test_auction_ends_when_the_others_have_passed():
    s = start({})
    auction(s, "partnership", "pass", "pass", "pass")
    assert s.declarer == 0 and s.bid == "partnership" and s.stage == "discard"


def test_solo_ends_the_auction_at_once():
    s = start({})
    auction(s, "partnership", "solo")
    assert s.declarer == 1 and s.bid == "solo" and s.stage == "declare"
    assert s.defender_stock == sum(1 << x for x in s.stock)


# --------------------------------------------------------------------------------- partnership
PARTNER_SPEC = {0: "T18 T17 T16 T2 T3 KC 7C 8C 9C 7D 8D 9D", 2: "T19 T20 T21"}


def test_partnership_draws_and_discards():
    s = start(PARTNER_SPEC, stock="10C VC 10D VD 10H VH")
    auction(s, "partnership", "pass", "pass", "pass")
    assert s.hands[0].bit_count() == 16 and s.hands[0] & m("10C VC 10D VD") == m("10C VC 10D VD")
    assert s.hands[2] >> c("10H") & 1 and s.hands[1] >> c("VH") & 1
    assert s.to_act == 0 and s.pending == ((0, 4), (2, 1), (1, 1))
    assert s.why_illegal(Action("discard", -1, (("cards", m("KC 7C 8C 9C")),))) == \
        "You may not discard a king or an honour."
    assert s.why_illegal(Action("discard", -1, (("cards", m("T2 7C 8C 9C")),))) == \
        "You may discard a trump only when you have nothing else to discard."
    assert s.why_illegal(Action("discard", -1, (("cards", m("7C 8C 9C")),))) == \
        "Discard exactly 4 cards."
    legal = s.legal_actions()
    assert all(a.get("cards") & (KINGS | HONOURS | TRUMPS) == 0 for a in legal)
    s.apply(Action("discard", -1, (("cards", m("7C 8C 9C 7D")),)))
    assert s.to_act == 2
    # the discards are hidden from everyone else, and count for their own pile
    assert s.view(1).my_discards == 0 and s.view(0).my_discards == m("7C 8C 9C 7D")
    assert s.view(1).discard_counts == [4, 0, 0, 0]
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    assert s.stage == "call" and [h.bit_count() for h in s.hands] == [12] * 4


def test_declarer_calls_the_highest_trump_below_twenty_not_held():
    s = start(PARTNER_SPEC)
    auction(s, "partnership", "pass", "pass", "pass")
    while s.stage == "discard":
        s.apply(s.legal_actions()[0])
    s2 = start({0: "T19 T18 T16 T2 T3 KC 7C 8C 9C 7D 8D 9D", 2: "T17 T20"})
    auction(s2, "partnership", "pass", "pass", "pass")
    while s2.stage == "discard":
        s2.apply(s2.legal_actions()[0])
    assert s2.legal_actions() == [Action("call", c("T17"))]
    assert s2.why_illegal(Action("call", c("T15"))) == \
        "You must call the 17★: the highest trump below 20 you do not hold."
    assert s.legal_actions() == [Action("call", c("T19"))]
    events = s.apply(Action("call", c("T19")))
    assert s.partner == 2 and s.deal_log.contract["partner"] == 2
    assert s.deal_log.contract["called"] == "T19"
    assert not any(isinstance(e, PartnerRevealed) for e in events)
    assert s.stage == "declare" and s.to_act == 1


def test_partner_is_secret_until_the_called_trump_is_played():
    s = start(PARTNER_SPEC)
    auction(s, "partnership", "pass", "pass", "pass")
    while s.stage != "play":
        s.apply(s.legal_actions()[0])
    for p in (0, 1, 3):
        v = s.view(p)
        assert v.partner is None and not v.partner_known
    assert s.view(2).partner == 2 and s.view(2).partner_known
    # swapping the T19 into another hidden hand changes nobody else's view
    other = s.copy()
    x = next(iter(cards_of(other.hands[3])))
    other.hands[2] ^= 1 << c("T19") | 1 << x
    other.hands[3] ^= 1 << c("T19") | 1 << x
    assert other.view(1) == s.view(1)
    revealed = False
    while s.stage == "play" and not revealed:
        events = s.apply(s.legal_actions()[0])
        revealed = any(isinstance(e, PartnerRevealed) for e in events)
        if not revealed:
            assert s.view(1).partner is None
    assert revealed and all(s.view(p).partner == 2 for p in range(4))


def test_called_trump_in_the_declarers_own_discards_means_playing_alone():
    # 16 cards after the draw: four kings, three other suit cards, nine trumps: one must go
    spec = {0: "KC KD KH KS 7C 8C T19 T2 T3 T4 T5 T6"}
    s = start(spec, stock="9C T7 T8 T9 7H 8H")
    auction(s, "partnership", "pass", "pass", "pass")
    assert s.why_illegal(Action("discard", -1, (("cards", m("7C 8C 9C KC")),))) == \
        "You may not discard a king or an honour."
    s.apply(Action("discard", -1, (("cards", m("7C 8C 9C T19")),)))
    while s.stage == "discard":
        s.apply(s.legal_actions()[0])
    assert s.legal_actions() == [Action("call", c("T19"))]  # own discards count as not held
    s.apply(s.legal_actions()[0])
    assert s.partner is None and s.deal_log.contract["partner"] is None
    assert s.view(0).partner_known and s.view(0).partner is None
    assert not s.view(1).partner_known
    scored = finish_deal(s)
    assert scored.details["declarer_side"] == [0]
    assert scored.details["defenders"] == [1, 2, 3]
    v = scored.details["value"]
    expected = [3 * v, -v, -v, -v] if scored.details["won"] else [-3 * v, v, v, v]
    assert list(scored.score) == expected


# --------------------------------------------------------------------------------- preference
@pytest.mark.parametrize("name, steps, level, taken", [
    ("preferred-3", [TAKE], 1, 1), ("preferred-3", [NEXT, TAKE], 2, 2),
    ("preferred-3", [NEXT, BACK], 3, 1), ("preferred-2", [NEXT, TAKE], 2, 2),
    ("preferred-2", [NEXT, NEXT, TAKE], 4, 3), ("preferred-2", [NEXT, NEXT, BACK], 5, 2),
    ("preferred-1", [NEXT] * 5 + [TAKE], 10, 6), ("preferred-1", [NEXT] * 5 + [BACK], 11, 5),
    ("preferred-1", [NEXT, NEXT, BACK], 5, 2),
])
def test_preference_levels(name, steps, level, taken):
    s = start({}, stock="7C 8C 9C 10C VC CC")
    auction(s, name, "pass", "pass", "pass")
    for a in steps[:-1]:
        s.apply(a)
    if len(steps) == 6 // {"preferred-3": 3, "preferred-2": 2, "preferred-1": 1}[name]:
        assert NEXT not in s.legal_actions()  # the last set: take it or go back one
    s.apply(steps[-1])
    assert s.level == level and s.taken_set == taken
    assert s.deal_log.contract["level"] == level
    size = s.set_size
    slots = range((taken - 1) * size, taken * size)
    assert all(s.hands[0] >> s.stock[i] & 1 for i in slots)
    rest = sum(1 << s.stock[i] for i in range(6) if i not in slots)
    assert s.defender_stock == rest
    assert s.pending == ((0, size),)


def test_maximum_levels():
    assert [max_level(b) for b in BIDS] == [1, 3, 5, 11, 1]
    assert preference_level(1, False) == 1 and preference_level(3, False) == 4
    assert preference_level(3, True) == 5


def test_laid_up_sets_are_public_and_the_looked_at_set_private():
    s = start({}, stock="7C 8C 9C 10C VC CC")
    auction(s, "preferred-2", "pass", "pass", "pass")
    assert s.view(0).stock_known[:2] == [c("7C"), c("8C")]
    assert s.view(1).stock_known == [None] * 6
    s.apply(NEXT)
    assert s.view(1).stock_known == [c("7C"), c("8C"), None, None, None, None]
    assert s.view(0).stock_known[:4] == [c("7C"), c("8C"), c("9C"), c("10C")]
    s.apply(BACK)  # set 2 laid up, set 1 taken back
    assert s.view(2).stock_known == [c("7C"), c("8C"), c("9C"), c("10C"), None, None]
    assert s.level == 3


def test_preferred_declarer_discards_and_the_rest_of_the_stock_scores_for_the_defenders():
    s = start({}, stock="KC QC 9C 10C VC CC")
    auction(s, "preferred-3", "pass", "pass", "pass")
    s.apply(NEXT)
    s.apply(TAKE)
    assert s.level == 2
    s.apply(s.legal_actions()[0])
    declare_nothing(s)
    assert s.stage == "play" and s.to_act == 0  # the declarer leads
    scored = finish_deal(s)
    assert scored.details["stock_points"] == card_points(m("KC QC 9C"))
    pts = scored.details["points"]
    assert pts["declarer_side"] + pts["defenders"] == 118


# --------------------------------------------------------------------------------------- play
EMPEROR = {0: "TF 7C 8C 9C 10C VC CC QC 7D 8D 9D 10D", 1: "T21 T2 7H 8H 9H 10H VH CH QH 7S 8S 9S",
           2: "T1 KH KS KC KD 10S VS CS QS VD CD QD"}


def to_play(s) -> None:
    auction(s, "solo")
    declare_nothing(s)


def test_emperor_trick_the_juggler_wins():
    s = start(EMPEROR)
    to_play(s)
    assert s.to_act == 0
    s.apply(PLAY[c("TF")])
    assert {a.card for a in s.legal_actions()} == {c("T21"), c("T2")}  # follow trumps
    s.apply(PLAY[c("T21")])
    assert [a.card for a in s.legal_actions()] == [c("T1")]
    s.apply(PLAY[c("T1")])
    events = s.apply(s.legal_actions()[0])
    assert s.deal_log.tricks[0][2] == 2  # the Juggler's holder takes the trick
    assert any(type(e).__name__ == "TrickTaken" and e.winner == 2 for e in events)


def test_void_must_trump_without_duty_to_overtrump_else_anything():
    spec = {0: "7C 8C 9C 10C VC CC QC KC 7D 8D 9D 10D", 1: "T5 T15 7H 8H 9H 10H VH CH QH KH 7S 8S",
            2: "T3 9S 10S VS CS QS KS VD CD QD KD T4", 3: "T6"}
    s = start(spec)
    to_play(s)
    s.apply(PLAY[c("7C")])
    assert {a.card for a in s.legal_actions()} == {c("T5"), c("T15")}
    assert s.why_illegal(PLAY[c("7H")]) == \
        "You have no clubs, so you must play a trump: you hold the 15★ and the 5★."
    s.apply(PLAY[c("T15")])
    assert {a.card for a in s.legal_actions()} == {c("T3"), c("T4")}  # T3 does not overtrump
    s.apply(PLAY[c("T3")])
    s.apply(s.legal_actions()[0])
    assert s.deal_log.tricks[0][2] == 1  # the highest trump wins
    assert s.voids[2] & m("7C") and not s.voids[2] & TRUMPS


def test_following_suit_is_compulsory_and_the_highest_of_the_suit_wins():
    spec = {0: "7C 8C", 1: "KC 9C", 2: "QC", 3: "10C"}
    s = start(spec)
    to_play(s)
    s.apply(PLAY[c("7C")])
    assert {a.card for a in s.legal_actions()} == {c("KC"), c("9C")}
    assert s.why_illegal(PLAY[c(TAROT.code(next(iter(cards_of(s.hands[1] & ~m("KC 9C"))))))])
    for code in ("9C", "QC", "10C"):
        s.apply(PLAY[c(code)])
    assert s.deal_log.tricks[0][2] == 2


# ------------------------------------------------------------------------------- declarations
RICH = {0: "T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9",
        1: "T1 T21 TF KC KD KH KS T2 T3 T4 T5 T6"}


def test_holdings_offered_and_checked():
    s2 = start(RICH)  # position 0 is eldest: it bids Solo and 1 declares first
    auction(s2, "solo")
    legal = s2.legal_actions()
    decls = {a.get("declarations") for a in legal}
    assert ("eight-trumps", "honours", "kings", "sparrow", "slam") in decls
    assert ("royal-honours",) in decls
    assert not any("ten-trumps" in d for d in decls)
    assert not any("royal-honours" in d and ("honours" in d or "kings" in d) for d in decls)
    assert s2.why_illegal(declare(["honours", "royal-honours"])) == \
        "Royal Honours cannot be combined with Honours or Kings."
    assert s2.why_illegal(declare(["ten-trumps"])) == \
        "You hold 8 trumps: Ten Trumps needs 10."
    assert s2.why_illegal(declare(["eight-trumps", "ten-trumps"])) == \
        "Only one trumps declaration applies: the highest your hand earns."
    s2.apply(declare(["eight-trumps", "honours", "kings"], ["bid"]))
    # the shown cards are public; a trumps declaration shows only the count
    v = s2.view(3)
    assert v.shown[1] == HONOURS | KINGS and v.claims[1] == 8
    assert s2.why_illegal(declare(["sparrow"])) == \
        "Only the holder of the Juggler (1★) may declare the Sparrow."
    assert s2.why_illegal(declare(["honours"])) == \
        "Honours needs all three honours: the Juggler (1★), the World (21★) and the Tomfool."
    assert s2.why_illegal(declare(["kings"])) == "Kings needs all four kings."
    assert "already been contra'd" in s2.why_illegal(declare([], ["bid"]))
    s2.apply(NOTHING)
    s2.apply(NOTHING)
    assert s2.to_act == 0
    assert s2.why_illegal(declare(["ten-trumps"])) == \
        "Only the highest trumps declaration applies: with 12 trumps, declare Twelve Trumps."
    s2.apply(declare(["twelve-trumps"]))
    scored = finish_deal(s2)
    holdings = {(x["what"], x["by"]): x["value"] for x in scored.details["settlements"]}
    assert holdings[("eight-trumps", 1)] == 4 and holdings[("twelve-trumps", 0)] == 12
    assert holdings[("honours", 1)] == 8 and holdings[("kings", 1)] == 8
    assert scored.details["factors"]["contra"] == 2
    assert s2.history[0].contract["contra"] is True
    v = scored.details["value"]
    bid_part = [3 * v, -v, -v, -v] if scored.details["won"] else [-3 * v, v, v, v]
    hold = [12 * 3 - 20, 20 * 3 - 12, -32, -32]
    assert list(scored.score) == [b + h for b, h in zip(bid_part, hold, strict=True)]


def test_royal_honours_needs_four_kings_and_honours_with_one_of_each():
    s = start({0: "KC KD KH T1 7C", 1: "KS"})
    auction(s, "solo")
    decls = {a.get("declarations") for a in s.legal_actions()}
    assert not any("royal-honours" in d for d in decls)  # position 1 holds one king only
    s.apply(NOTHING)
    s.apply(NOTHING)
    s.apply(NOTHING)
    assert {a.get("declarations") for a in s.legal_actions()} >= {("royal-honours",)}


def sparrow_and_slam_deal():
    """Position 0 holds twelve trumps with all the honours and bids Solo; position 1 holds the
    four small trumps left out of the stock."""
    spec = {0: "TF T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T1", 1: "T2 T3 T4 T5"}
    return start(spec, stock="T6 T7 T8 T9 T10 T11", dealer=3)


def win_everything(s) -> DealScored:
    """Position 0 leads its trumps from the top and keeps the Juggler for the last trick."""
    number = s.deal_number
    events = []
    while s.deal_number == number:
        legal = s.legal_actions()
        if s.to_act == 0:
            cards = [a.card for a in legal if a.card != c("T1")] or [c("T1")]
            events += s.apply(PLAY[max(cards)])
        else:
            events += s.apply(legal[0])
    return next(e for e in events if isinstance(e, DealScored))


def test_sparrow_and_slam_made():
    s = sparrow_and_slam_deal()
    auction(s, "solo")
    s.apply(declare([], ["bid"]))
    s.apply(NOTHING)
    s.apply(NOTHING)
    s.apply(declare(["twelve-trumps", "honours", "sparrow", "slam"]))
    scored = win_everything(s)
    assert s.history[0].tricks[-1][1][0] == c("T1")
    made = {x["what"]: x["made"] for x in scored.details["settlements"]}
    assert made == {"bid": True, "twelve-trumps": True, "honours": True, "sparrow": True,
                    "slam": True}
    pts = 118 - card_points(m("T6 T7 T8 T9 T10 T11"))
    v = (10 + pts - 60) * 6 * 1 * 2
    assert scored.details["value"] == v
    each = v + 12 + 8 + 10 + 20
    assert list(scored.score) == [3 * each, -each, -each, -each]


def test_failed_sparrow_and_slam_are_paid_to_each_opponent_and_contra_doubles_them():
    s = sparrow_and_slam_deal()
    auction(s, "solo")
    s.apply(declare(["slam"]))
    assert s.why_illegal(declare(["slam"])) == \
        "A Slam has already been declared in this hand: you may only contra it."
    assert s.why_illegal(declare([], ["slam"])) == "You cannot contra your own side's Slam."
    s.apply(NOTHING)
    s.apply(NOTHING)
    assert declare([], ["slam"]) in s.legal_actions()
    s.apply(declare([], ["slam"]))
    scored = win_everything(s)
    slam = next(x for x in scored.details["settlements"] if x["what"] == "slam")
    assert slam == {"what": "slam", "value": 40, "made": False, "contra": True, "by": 1}
    v = scored.details["value"]
    # settled like the hand: each defender pays the 40 of the defenders' failed Slam
    assert list(scored.score) == [3 * v + 120, -v - 40, -v - 40, -v - 40]


def test_failed_sparrow_pays_each_opponent():
    s = sparrow_and_slam_deal()
    auction(s, "solo")
    declare_nothing_but = [NOTHING, NOTHING, NOTHING]
    for a in declare_nothing_but:
        s.apply(a)
    s.apply(declare(["sparrow"]))
    s.apply(PLAY[c("T1")])  # the Juggler led at once is lost to position 1's trump
    scored = finish_deal(s)
    sparrow = next(x for x in scored.details["settlements"] if x["what"] == "sparrow")
    assert sparrow["made"] is False and sparrow["value"] == 10
    v = scored.details["value"]
    sign = 1 if scored.details["won"] else -1
    assert list(scored.score) == [sign * 3 * v - 30, -sign * v + 10, -sign * v + 10,
                                  -sign * v + 10]


def test_contra_is_refused_for_the_own_side_and_in_a_secret_partnership():
    s = start(PARTNER_SPEC)
    auction(s, "partnership", "pass", "pass", "pass")
    while s.stage != "declare":
        s.apply(s.legal_actions()[0])
    assert s.to_act == 1
    assert declare([], ["bid"]) in s.legal_actions()
    s.apply(declare(["slam"]))
    assert s.to_act == 2  # the partner (holds the T19)
    assert s.why_illegal(declare([], ["bid"])) == "You cannot contra your own side's bid."
    assert not any(a.get("contras") for a in s.legal_actions())
    assert s.why_illegal(declare([], ["slam"])).startswith("While the partner is secret")
    s.apply(NOTHING)
    assert s.why_illegal(declare([], ["slam"])).startswith("While the partner is secret")
    s.apply(declare([], ["bid"]))
    assert s.why_illegal(declare([], ["bid"])) == "You cannot contra your own side's bid."
    s.apply(NOTHING)
    assert s.deal_log.contract["contra"] is True and s.bid_contra == 3


def test_contra_needs_declaration_option():
    s = start(RICH, contra_needs_declaration=True)
    auction(s, "solo")
    s.apply(NOTHING)
    assert s.to_act == 2
    assert s.why_illegal(declare([], ["bid"])) == \
        "At this table only a player who makes a declaration may contra."
    assert all(a.get("declarations") for a in s.legal_actions() if a.get("contras"))
    assert declare(["slam"], ["bid"]) in s.legal_actions()
    s2 = start(RICH)
    auction(s2, "solo")
    s2.apply(NOTHING)
    assert s2.why_illegal(declare([], ["bid"])) is None


# ------------------------------------------------------------------------------------ scoring
def test_value_formula_and_level_option():
    assert hand_value(63, "preferred-2", 5, False, True)[0] == 13 * 4 * 5
    assert hand_value(63, "preferred-2", 5, False, False)[0] == 13 * 4
    assert hand_value(50, "solo", 1, True, True)[0] == 20 * 6 * 2
    assert hand_value(60, "partnership", 1, False, True)[0] == 10


def test_settlement_shares_and_sums_to_zero():
    score = [0, 0, 0]
    settle(score, 7, [0, 1], [2], True)  # 3 players: declarer and partner share one payment
    assert score == [4, 3, -7]
    score = [0, 0, 0, 0]
    settle(score, 10, [0, 2], [1, 3], False)
    assert score == [-10, 10, -10, 10]


@pytest.mark.parametrize("use_level", [True, False])
def test_whole_deal_score_matches_the_formula(use_level):
    s = start({}, stock="KC QC 9C 10C VC CC", level_multiplier=use_level)
    auction(s, "preferred-2", "pass", "pass", "pass")
    s.apply(NEXT)
    s.apply(NEXT)
    s.apply(BACK)
    scored = finish_deal(s)
    log = s.history[0]
    taken = [0, 0, 0, 0]
    tricks = [0, 0, 0, 0]
    for _leader, cs, w in log.tricks:
        tricks[w] += 1
        for x in cs:
            taken[w] |= 1 << x
    dec = card_points(taken[0]) + tricks[0] + card_points(scored_discards(log))
    assert scored.details["points"]["declarer_side"] == dec
    level = 5 if use_level else 1
    v = (10 + abs(dec - 60)) * 4 * level
    assert scored.details["value"] == v
    sign = 1 if dec >= 60 else -1
    assert list(scored.score) == [sign * 3 * v, -sign * v, -sign * v, -sign * v]


def scored_discards(log) -> int:
    return next(a.get("cards") for _p, _pos, a in log.actions if a.type == "discard")


# ----------------------------------------------------------------------------- three players
def test_three_player_seating_and_dummy():
    s = RULES.new_game(seed=4, players=3)
    assert s.num_players == 3 and s.seat_player == (0, 1, 2, None)
    assert s.controller == [0, 1, 2, None]
    assert s.dealer in (0, 1, 2) and len(s.totals) == 3


def three(spec, stock="", dealer=2):
    return start(spec, stock, dealer=dealer, players=3)


def test_three_players_partner_announces_and_the_other_defender_plays_the_dummy():
    s = three({0: "T18 T17 T16", 2: "T19"})
    auction(s, "partnership", "pass", "pass")
    while s.stage == "discard":
        s.apply(s.legal_actions()[0])
    events = s.apply(s.legal_actions()[0])
    assert any(isinstance(e, PartnerRevealed) and e.how == "announced" for e in events)
    assert all(s.view(p).partner == 2 for p in range(3))
    assert s.view(1).hands[3] is None  # not exposed before the declarations are over
    declare_nothing(s)
    assert s.exposed and s.controller == [0, 1, 2, 1]
    assert s.deal_log.controller == (0, 1, 2, 1)
    assert all(s.view(p).hands[3] == s.hands[3] for p in range(3))
    scored = finish_deal(s)
    assert scored.details["declarer_side"] == [0, 2]
    assert s.history[0].controller == (0, 1, 2, 1)


def test_three_players_called_trump_in_the_dummy_is_played_by_the_declarer():
    s = three({0: "T18 T17 T16", 3: "T19"})
    auction(s, "partnership", "pass", "pass")
    while s.stage == "discard":
        s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    assert s.partner == 3 and not s.view(1).partner_known
    declare_nothing(s)
    assert s.controller == [0, 1, 2, 0] and s.view(1).partner == 3
    scored = finish_deal(s)
    v = scored.details["value"]
    assert list(scored.score) == ([2 * v, -v, -v] if scored.details["won"] else [-2 * v, v, v])


def test_three_players_the_dummy_draws_and_discards_by_itself():
    s = three({}, dealer=0)  # eldest is 1, whose opposite is the dummy
    auction(s, "partnership", "pass", "pass")
    assert s.declarer == 1 and s.pending == ((1, 4), (2, 1))
    assert s.hands[3].bit_count() == 12 and s.discards[3].bit_count() == 1
    assert not s.discards[3] & (KINGS | HONOURS)


def test_three_players_other_bids_the_defender_on_the_declarers_left_plays_the_dummy():
    s = three({}, dealer=0)
    auction(s, "solo")
    declare_nothing(s)
    assert s.declarer == 1 and s.controller == [0, 1, 2, 2]
    s2 = three({}, dealer=1)
    auction(s2, "solo")
    declare_nothing(s2)
    assert s2.declarer == 2 and s2.controller == [0, 1, 2, 0]  # the dummy is on 2's left


# ------------------------------------------------------------------------------- two players
def test_two_players_opponent_plays_partnership_with_a_dummy():
    spec = {0: "T19 T18", 1: "T17 T16", 3: "T15"}
    s = start(spec, dealer=2, players=2)
    assert s.num_players == 2 and s.seat_player == (0, None, 1, None)
    assert s.declarer == 0 and s.bid == "partnership" and s.stage == "discard"
    assert s.hands[0].bit_count() == 16 and s.hands[2].bit_count() == 14
    assert s.pending == ((0, 4), (2, 2))
    assert s.view(0).hands[1] == s.hands[1] and s.view(1).hands[3] == s.hands[3]
    while s.stage == "discard":
        s.apply(s.legal_actions()[0])
    assert s.legal_actions() == [Action("call", c("T17"))]
    s.apply(s.legal_actions()[0])
    assert s.partner == 1 and s.controller == [0, 0, 1, 1]
    assert s.to_act == 1  # the dealer declares first, from the declarer's left
    declare_nothing(s)
    assert s.to_act == 0 and s.acting_position == 0
    scored = finish_deal(s)
    assert scored.details["declarer_side"] == [0, 1]
    assert sum(scored.score) == 0 and len(scored.score) == 2


# ------------------------------------------------------------------------------------- record
def test_record_uses_the_json_forms_and_replays():
    s = start(PARTNER_SPEC)
    auction(s, "partnership", "pass", "pass", "pass")
    while s.stage != "declare":
        s.apply(s.legal_actions()[0])
    s.apply(declare(["slam"], ["bid"]))
    doc = json.loads(json.dumps(make_record(s)))
    acts = doc["deals"][0]["actions"]
    assert acts[0] == {"player": 0, "position": 0, "type": "bid", "bid": "partnership"}
    assert acts[1]["type"] == "pass"
    assert acts[4]["type"] == "discard" and len(acts[4]["cards"]) == 4
    assert acts[7] == {"player": 0, "position": 0, "type": "call", "card": "T19"}
    assert acts[8] == {"player": 1, "position": 1, "type": "declare",
                       "declarations": ["slam"], "contras": ["bid"]}
    contract = doc["deals"][0]["contract"]
    assert contract == {"declarer": 0, "bid": "partnership", "level": 1, "called": "T19",
                        "partner": 2, "contra": True,
                        "declarations": [{"player": 1, "position": 1, "declaration": "slam",
                                          "contra": None}]}
    again = replay(doc, get_rules)
    assert make_record(again) == make_record(s)
    # lists in a record may come in any order
    a = RULES.action_from_json({"type": "declare", "declarations": ["slam", "honours"],
                                "contras": ["slam", "bid"]})
    assert a.get("declarations") == ("honours", "slam") and a.get("contras") == ("bid", "slam")


def test_refused_action_changes_nothing():
    s = start({})
    before = json.dumps(make_record(s), sort_keys=True)
    with pytest.raises(IllegalAction, match="Eldest must bid"):
        s.apply(PASS)
    assert json.dumps(make_record(s), sort_keys=True) == before


def test_rules_page_has_every_section():
    rules_page("nineteen", ("cards", "deal", "auction", "partnership", "preferred", "solo",
                            "declarations", "contra", "play", "scoring", "three-players",
                            "two-players"))


# ------------------------------------------------------------------------------ rule-based player
def test_rule_agent_declares_its_holdings_and_no_idle_promises():
    from tricktable.ai.registry import make_agent

    agent = make_agent("rule", RULES, 1)
    s = start(RICH)
    auction(s, "solo")
    action, why = agent.explain(s.view(1), s.legal_actions())
    assert action.get("declarations") == ("eight-trumps", "honours", "kings")
    assert "slam" not in action.get("declarations") and why


def test_rule_agent_bids_cheaply_as_eldest_with_a_weak_hand_and_discards_legally():
    from tricktable.ai.registry import make_agent

    agent = make_agent("rule", RULES, 1)
    s = start({0: "7C 8C 9C 10C 7D 8D 9D 10D 7H 8H 9H T2"})
    assert agent.choose(s.view(0), s.legal_actions()) == bid("partnership")
    auction(s, "partnership", "pass", "pass", "pass")
    a = agent.choose(s.view(0), s.legal_actions())
    assert a in s.legal_actions() and s.why_illegal(a) is None


def test_rule_agent_wins_the_emperor_trick_with_the_juggler():
    from tricktable.ai.registry import make_agent

    agent = make_agent("rule", RULES, 1)
    s = start({**EMPEROR, 2: "T1 T3 KH KS KC KD 10S VS CS QS VD CD"})
    to_play(s)
    s.apply(PLAY[c("TF")])
    s.apply(PLAY[c("T21")])
    assert {a.card for a in s.legal_actions()} == {c("T1"), c("T3")}
    assert agent.choose(s.view(2), s.legal_actions()) == PLAY[c("T1")]


# ------------------------------------------------------------------------------ audit additions
def test_the_cards_a_holding_shows_are_said_and_stay_on_its_plate_all_hand():
    """Honours, Kings and Royal Honours are shown: the table sees the cards they count. The
    engine kept them, but the table said only "declares Royal Honours", and no card was seen:
    which kings and honours? The declaration names them, and the plate lists them for the
    whole hand: it dropped each as it was played, and "Royal Honours: K♣ Tomfool" mid-hand read
    as a holding of two, which the rules do not allow, nor said which had been shown."""
    from tricktable.ai.registry import make_agent
    from tricktable.engine.protocol import Announced
    from tricktable.engine.view import cards_played
    from tricktable.games.nineteen_words import plate

    spec = {0: "T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 7C 8C", 1: "T1 T21 KC KD 7D 8D",
            2: "TF KS KH 7H 8H 9H"}
    s = start(spec)
    auction(s, "solo")
    assert s.describe(declare(["royal-honours"])) == \
        "declares Royal Honours (the World (21★), the Juggler (1★), the K♦ and the K♣)"
    told = [e.text for e in s.apply(declare(["royal-honours"])) if isinstance(e, Announced)]
    assert told == [
        "declares Royal Honours (the World (21★), the Juggler (1★), the K♦ and the K♣)"]
    names = ["You", "West", "North", "East"]

    def shown_line(view) -> str:
        _line, notes = plate(view, 1, TAROT, "0 tricks", names)
        return next(n for n in notes if n.startswith("Royal Honours"))

    assert shown_line(s.view(3)) == "Royal Honours: K♣ K♦ Juggler (1★) World (21★)"
    players = [make_agent("rule", RULES, seed=p) for p in range(4)]
    while s.to_act is not None and not cards_played(s.view(3)) >> c("KC") & 1:
        s.apply(players[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
    assert shown_line(s.view(3)) == "Royal Honours: K♣ K♦ Juggler (1★) World (21★)"
    royal = m("T1 T21 KC KD")
    while s.to_act is not None and cards_played(s.view(3)) & royal != royal:
        s.apply(players[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
    assert cards_played(s.view(3)) & royal == royal
    assert shown_line(s.view(3)) == "Royal Honours: K♣ K♦ Juggler (1★) World (21★)"
    # a declaration that shows nothing says only its name
    assert "(" not in s.describe(NOTHING)


def test_ten_trumps_and_royal_honours_are_paid_by_each_other_player():
    spec = {0: "T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 7C 8C", 1: "T1 T21 KC KD 7D 8D",
            2: "TF KS KH 7H 8H 9H"}
    s = start(spec)
    auction(s, "solo")  # position 0 bids Solo; 1, 2, 3 then 0 declare
    assert s.why_illegal(declare(["eight-trumps"])) == "You hold 2 trumps: Eight Trumps needs 8."
    s.apply(declare(["royal-honours"]))  # the Juggler, the World and two kings: four
    assert s.view(3).shown[1] == m("T1 T21 KC KD")
    assert s.why_illegal(declare(["royal-honours"])) == (
        "Royal Honours needs kings and honours, at least one of each, four or more together.")
    s.apply(NOTHING)
    s.apply(NOTHING)
    assert s.why_illegal(declare(["eight-trumps"])) == (
        "Only the highest trumps declaration applies: with 10 trumps, declare Ten Trumps.")
    s.apply(declare(["ten-trumps"]))
    scored = finish_deal(s)
    values = {x["what"]: (x["value"], x["by"]) for x in scored.details["settlements"]}
    assert values["royal-honours"] == (12, 1) and values["ten-trumps"] == (8, 0)
    v = scored.details["value"]
    bid_part = [3 * v, -v, -v, -v] if scored.details["won"] else [-3 * v, v, v, v]
    hold = [3 * 8 - 12, 3 * 12 - 8, -20, -20]
    assert list(scored.score) == [b + h for b, h in zip(bid_part, hold, strict=True)]
    assert [d["declaration"] for d in s.history[0].contract["declarations"]] == [
        "royal-honours", "ten-trumps"]


def test_a_preferred_record_uses_the_record_md_forms_and_replays():
    s = start({0: "T18 T17 KC"}, stock="7C 8C 9C 10C VC CC")
    auction(s, "preferred-2", "pass", "pass", "pass")
    s.apply(NEXT)
    s.apply(NEXT)
    s.apply(BACK)  # set 2 back after seeing set 3: level 5
    s.apply(Action("discard", -1, (("cards", m("9C 10C")),)))
    s.apply(declare([], ["bid"]))
    declare_nothing(s)
    finish_deal(s)
    doc = json.loads(json.dumps(make_record(s)))
    deal1 = doc["deals"][0]
    kinds = [{k: v for k, v in a.items() if k not in ("player", "position")}
             for a in deal1["actions"][:9]]
    assert kinds == [
        {"type": "bid", "bid": "preferred-2"}, {"type": "pass"}, {"type": "pass"},
        {"type": "pass"}, {"type": "next-set"}, {"type": "next-set"}, {"type": "back-set"},
        {"type": "discard", "cards": ["9C", "10C"]},
        {"type": "declare", "declarations": [], "contras": ["bid"]}]
    assert deal1["trump"] == "T" and deal1["stock"] == ["7C", "8C", "9C", "10C", "VC", "CC"]
    assert deal1["contract"] == {"declarer": 0, "bid": "preferred-2", "level": 5, "called": None,
                                 "partner": None, "contra": True, "declarations": []}
    assert len(deal1["tricks"]) == 12 and sum(deal1["score"]) == 0
    assert all(len(t["cards"]) == 4 for t in deal1["tricks"])
    assert make_record(replay(doc, get_rules)) == doc


@pytest.mark.parametrize("bids", [("partnership", "solo"),
                                  ("partnership", "preferred-3", "pass", "pass", "pass")])
def test_the_declarer_leads_even_when_not_eldest(bids):
    """Play: declarer leads, also when the declarer (position 1) is not eldest (position 0)."""
    s = start({})
    auction(s, *bids)
    assert s.declarer == 1
    while s.stage != "declare":  # Preferred Three: take set 1 and discard
        s.apply(s.legal_actions()[0])
    declare_nothing(s)
    assert s.stage == "play" and s.to_act == 1
    for _ in range(4):
        s.apply(s.legal_actions()[0])
    assert s.deal_log.tricks[0][0] == 1


def test_discards_avoid_kings_and_honours_and_take_trumps_only_when_forced():
    """Discards: never kings or honours, trumps only if there is no alternative."""
    # after the draw: the three honours, four kings, one plain card and eight other trumps
    s = start({0: "T1 T21 TF KC KD KH KS 7C T2 T3 T4 T5"}, stock="T6 T7 T8 T9 8C 9C")
    auction(s, "partnership", "pass", "pass", "pass")
    assert s.to_act == 0 and s.pending[0] == (0, 4)
    legal = [a.get("cards") for a in s.legal_actions()]
    assert len(legal) == 56  # the 7♣ and any three of the T2 … T9
    for mask in legal:
        assert not mask & (KINGS | HONOURS)
        assert mask >> c("7C") & 1 and (mask & TRUMPS).bit_count() == 3
    honour = "You may not discard a king or an honour."
    for codes in ("7C T1 T2 T3", "7C T21 T2 T3", "7C TF T2 T3", "7C KC T2 T3"):
        assert s.why_illegal(Action("discard", -1, (("cards", m(codes)),))) == honour
    assert s.why_illegal(Action("discard", -1, (("cards", m("T2 T3 T4 T5")),))) == \
        "You may discard a trump only when you have nothing else to discard."
    assert s.why_illegal(Action("discard", -1, (("cards", m("7C T2 T3 T4")),))) is None


def test_four_kings_without_an_honour_are_kings_not_royal_honours():
    """Royal Honours needs at least one king and at least one honour (four or more together)."""
    s = start({0: "T1 T21 TF", 1: "KC KD KH KS"})
    auction(s, "solo")
    assert s.to_act == 1
    decls = {a.get("declarations") for a in s.legal_actions()}
    assert ("kings",) in decls
    assert not any("royal-honours" in d for d in decls)
    assert s.why_illegal(declare(["royal-honours"])) == (
        "Royal Honours needs kings and honours, at least one of each, four or more together.")


def test_preferred_three_and_preferred_one_multipliers():
    """Value multipliers: Preferred Three 3, Preferred One 5 (V = (10 + |p − 60|) × m × level)."""
    value, factors = hand_value(70, "preferred-3", 2, False, True)
    assert value == 120 and factors["multiplier"] == 3  # (10 + 10) × 3 × 2
    assert hand_value(52, "preferred-3", 3, True, True)[0] == 324  # 18 × 3 × 3 × 2
    value, factors = hand_value(45, "preferred-1", 7, False, True)
    assert value == 875 and factors["multiplier"] == 5  # (10 + 15) × 5 × 7
    assert hand_value(61, "preferred-1", 11, True, True)[0] == 1210  # 11 × 5 × 11 × 2
    assert hand_value(61, "preferred-1", 11, True, False)[0] == 110  # level ignored: 11 × 5 × 2


#: Solo by position 0, played with the lowest legal card: 0 loses the six tricks it leads with a
#: club (to 3's trumps) and wins the six 3 leads with a spade, 60 points in all (trick 12 is
#: QS TF KD KH: 20). Swapping the VS in 3's hand for the 7S in the stock makes it 59.
SIXTY = {0: "7C 8C 9C 10C VC CC TF T21 T20 T19 T18 T17",
         1: "QC KC 7D 8D 9D 10D VD CD QD KD T1 T2",
         2: "7H 8H 9H 10H VH CH QH KH T3 T4 T5 T6",
         3: "8S 9S 10S VS CS QS T7 T8 T9 T10 T11 T12"}
SIXTY_STOCK = "KS 7S T13 T14 T15 T16"


@pytest.mark.parametrize("swap, points, won, score", [
    (False, 60, True, [180, -60, -60, -60]),   # V = (10 + 0) × 6
    (True, 59, False, [-198, 66, 66, 66]),     # V = (10 + 1) × 6
])
def test_the_declaring_side_wins_with_exactly_sixty(swap, points, won, score):
    """Declarer's side wins with 60 or more: exactly 60 wins and is paid, 59 loses and pays."""
    spec, stock = dict(SIXTY), SIXTY_STOCK
    if swap:
        spec[3] = spec[3].replace("VS", "7S")
        stock = stock.replace("7S", "VS")
    s = start(spec, stock)
    auction(s, "solo")
    declare_nothing(s)
    scored = finish_deal(s)
    assert scored.details["points"]["declarer_side"] == points
    assert scored.details["won"] is won
    assert list(scored.score) == score


def test_two_players_the_opponent_calls_the_highest_trump_a_dummy_holds():
    """Two players: Opponent calls the highest trump below 20 held by neither themselves and held
    by a dummy; a trump the dealer holds cannot be called."""
    s = start({0: "T19", 2: "T18", 1: "T17", 3: "T16"}, dealer=2, players=2)
    assert s.declarer == 0 and s.seat_player == (0, None, 1, None)
    while s.stage == "discard":
        s.apply(s.legal_actions()[0])
    assert s.hands[2] >> c("T18") & 1 and s.hands[1] >> c("T17") & 1
    assert s.legal_actions() == [Action("call", c("T17"))]
    assert s.why_illegal(Action("call", c("T18"))) == (
        "You must call the 17★: the highest trump below 20 that you do not hold and a dummy does.")
    assert s.why_illegal(Action("call", c("T16"))) is not None
    s.apply(Action("call", c("T17")))
    assert s.partner == 1 and s.controller == [0, 0, 1, 1]


def test_a_defenders_sparrow_may_be_contrad_by_the_declarer_not_by_its_own_side():
    """Contra: only an opponent of the target may contra a Sparrow, and a contra doubles it."""
    s = start(SIXTY, SIXTY_STOCK)
    auction(s, "solo")  # position 0 declares; 1 (the Juggler), 2, 3 defend
    assert s.to_act == 1
    s.apply(declare(["sparrow"]))
    for p in (2, 3):  # the Sparrow's own side
        assert s.to_act == p
        assert s.why_illegal(declare([], ["sparrow"])) == (
            "You cannot contra your own side's Sparrow.")
        assert not any("sparrow" in a.get("contras") for a in s.legal_actions())
        s.apply(NOTHING)
    assert s.to_act == 0 and declare([], ["sparrow"]) in s.legal_actions()
    s.apply(declare([], ["sparrow"]))
    scored = finish_deal(s)
    sparrow = next(x for x in scored.details["settlements"] if x["what"] == "sparrow")
    # the Juggler falls in trick 2: the Sparrow fails, at double value
    assert sparrow == {"what": "sparrow", "value": 20, "made": False, "contra": True, "by": 1}
    assert scored.details["value"] == 60 and scored.details["won"]  # the bid itself: not contra'd
    assert list(scored.score) == [180 + 60, -60 - 20, -60 - 20, -60 - 20]


def test_a_declaration_of_several_things_is_said_as_a_list():
    """"declares Eight Trumps, Slam" read as one thing named twice; a hint said "declare Eight
    Trumps, Slam"."""
    state = RULES.new_game(seed=1)
    both = Action.make("declare", declarations=("eight-trumps", "slam"))
    assert state.describe(both) == "declares Eight Trumps and Slam"
    three = Action.make("declare", declarations=("eight-trumps", "honours"),
                        contras=("bid",))
    assert state.describe(three) == "declares Eight Trumps, Honours and a contra on the bid"
    assert state.describe(Action.make("declare", contras=("bid",))) == (
        "declares a contra on the bid")  # a hint said "declare contra on the bid"
    assert state.describe(Action.make("discard", cards=1 << 3)) == "discards 1 card"


def test_a_declaration_is_said_alike_by_the_action_and_by_the_event():
    """The deal log (the event's words) said "contra on the Slam" where the hint (the action's)
    said "contra on the slam": one wording now, whatever is declared."""
    import random

    from tricktable.engine.protocol import Announced

    seen = 0
    for seed in range(1, 30):
        state = RULES.new_game(seed=seed, players=4)
        rng = random.Random(seed)
        while state.to_act is not None and state.deal_number == 1:
            action = rng.choice(state.legal_actions())
            said = state.describe(action)
            events = state.apply(action)
            if action.type == "declare":
                told = [e.text for e in events if isinstance(e, Announced)]
                assert told == [said]
                seen += "a contra on the" in said
    assert seen, "no contra was declared in the games tried"


def test_a_juggler_in_a_dummy_cannot_be_promised_as_the_sparrow_and_the_refusal_says_why():
    """Ruling: dummies make no declarations; with two players a Juggler in the dummy a player
    plays is not theirs to promise (a tester missed the Sparrow in the panel)."""
    import random

    for seed in range(1, 400):
        s = RULES.new_game(seed, players=2)
        rng = random.Random(seed)
        while s.stage != "declare" and s.to_act is not None and s.deal_number == 1:
            s.apply(rng.choice(s.legal_actions()))
        if s.stage != "declare":
            continue
        player = s.seat_player[s.turn]
        dummy = [p for p in range(4) if s.seat_player[p] is None and s.controller[p] == player]
        if not (dummy and s.hands[dummy[0]] >> JUGGLER & 1) or s.hands[s.turn] >> JUGGLER & 1:
            continue
        assert not any("sparrow" in a.get("declarations") for a in s.legal_actions())
        assert s.why_illegal(declare(["sparrow"])) == (
            "Only the holder of the Juggler (1★) may declare the Sparrow: a dummy makes no "
            "declarations, and the Juggler is in your dummy.")
        return
    pytest.fail("no two-player declaration with the Juggler in the player's dummy came up")


def test_the_declarers_own_sparrow_is_said_last_and_the_rules_page_never_offers_its_contra():
    """The declarations go round once, from the declarer's left: the declarer's own Sparrow or
    Slam comes after every other turn, so nobody can contra it. The rules page said so, and
    then in the list below it that the declarer's own Sparrow or Slam "may be contra'd by
    anyone not on the declarer's side" (a learner could not tell which was true)."""
    s = start(SIXTY, SIXTY_STOCK)
    auction(s, "solo")
    declarer = s.declarer
    while s.to_act != declarer:
        s.apply(NOTHING)
    mine = [a for a in s.legal_actions() if "slam" in a.get("declarations")]
    assert mine, "the declarer may promise a Slam"
    s.apply(mine[0])
    assert not any(a.type == "declare" for a in s.legal_actions()), "nobody speaks after it"
    text = " ".join(rules_page("nineteen", ()).split())
    assert "the declarer's own Sparrow or Slam cannot be contra'd" in text
    assert "declarer's own Sparrow or Slam, may be contra'd" not in text
