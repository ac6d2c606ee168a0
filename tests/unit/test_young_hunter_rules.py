"""Every rule and ruling of Young Hunter in RULES.md, on hand-built deals."""

from __future__ import annotations

import copy
import json
import random

import pytest

from deals import finish_deal
from records import bare_record
from rules_pages import rules_page
from tricktable.ai.registry import make_agent
from tricktable.engine.cards import DECK_52, SUIT_MASKS, card, cards, cards_of
from tricktable.engine.protocol import (
    PASS,
    PLAY,
    Action,
    Announced,
    DealPreset,
    DealStarted,
    IllegalAction,
    OptionError,
    PhaseChanged,
)
from tricktable.engine.record import RecordError, replay
from tricktable.engine.record_write import make_record
from tricktable.games import get_rules
from tricktable.games.young_hunter import (
    CATCH,
    HIT,
    TakingMade,
    jack_scores,
    taking_name,
    taking_value,
)

RULES = get_rules("young-hunter")
JC, JD, JH, JS = card("JC"), card("JD"), card("JH"), card("JS")
C, D, H, S = 0, 1, 2, 3
BASE = {"direct_jacks": False, "contra": False, "extra_game": "off"}
#: the seats' names in the order of positions, to read the engine's sentences as a table shows them
SEATS = ["South", "West", "North", "East"]

# Deal A: P0 holds the J♥ and J♦ with their ace, king and queen, the J♠ and the 2♣.
# "made": P0 also holds A♠ K♠ Q♠; "failed": P2 holds them and P0 the 2♠ 3♠ 4♠.
SEED_MADE = ["JS AS KS QS JH AH KH QH JD AD KD QD 2C",
             "3C 4C 5C 6C 2S 3S 4S 2H 3H 4H 2D 3D 4D",
             "7C 8C 9C 10C 5S 6S 7S 5H 6H 7H 5D 6D 7D",
             "JC QC KC AC 8S 9S 10S 8H 9H 10H 8D 9D 10D"]
SEED_FAILED = ["JS 2S 3S 4S JH AH KH QH JD AD KD QD 2C",
               "3C 4C 5C 6C 5S 6S 7S 2H 3H 4H 2D 3D 4D",
               "7C 8C 9C 10C AS KS QS 5H 6H 7H 5D 6D 7D",
               "JC QC KC AC 8S 9S 10S 8H 9H 10H 8D 9D 10D"]
# Deal B (trumps spades): P1 and P2 are void in clubs, P2 and P3 void in diamonds, P0 in hearts
# and spades.
DEAL_B = ["AC KC QC JC 10C 9C 8C 2D 3D 4D 5D 6D 7D",
          "6S 7S 8S 9S 8D 9D 10D JD QD KD AD 2H 3H",
          "2S 3S 4S 5S 10S 4H 5H 6H 7H 8H 9H 10H JH",
          "2C 3C 4C 5C 6C 7C JS QS KS AS QH KH AH"]


def masks(hands: list[str]) -> list[int]:
    return [cards(h) for h in hands]


def fill(fixed: dict[int, str]) -> list[int]:
    """Hands holding the given cards, the rest of the pack dealt round in card order."""
    hands = [cards(fixed.get(p, "")) for p in range(4)]
    rest = DECK_52
    for h in hands:
        rest &= ~h
    p = 0
    for c in cards_of(rest):
        while hands[p].bit_count() >= 13:
            p = (p + 1) % 4
        hands[p] |= 1 << c
        p = (p + 1) % 4
    return hands


def start(hands: list[int], dealer: int = 3, number: int = 1, seed: int = 1, **options):
    opts = {**BASE, **options}
    return RULES.start(opts, seed, {number: DealPreset(dealer, hands, [])})


def announce(*takings: tuple[int, str]) -> Action:
    return Action.make("announce", takings=tuple(sorted(takings)))


def silent_round(s) -> None:
    for _ in range(4):
        s.apply(announce())


def play(s, codes: str) -> list:
    events = []
    for code in codes.split():
        events += s.apply(PLAY[card(code)])
    return events


def advance_to(s, number: int) -> None:
    while s.deal_number < number:
        finish_deal(s)


# ------------------------------------------------------------------------------ deal and schedule
def test_52_cards_13_each_and_eight_deals_passing_left_with_the_trump_schedule():
    s = RULES.new_game(seed=7)
    assert s.dealer == random.Random(7).randrange(4)
    first = s.dealer
    union = 0
    for h in s.hands:
        assert h.bit_count() == 13
        union |= h
    assert union == DECK_52
    while s.to_act is not None:
        finish_deal(s)
    assert [log.number for log in s.history] == list(range(1, 9))
    assert [log.trump for log in s.history] == list("SHDCCDHS")
    assert [log.dealer for log in s.history] == [(first + k) % 4 for k in range(8)]
    assert s.game_over


def test_dealers_left_speaks_first_and_leads():
    s = start(masks(DEAL_B), dealer=1)
    assert s.stage == "announce" and s.to_act == 2
    for p in (2, 3, 0, 1):
        assert s.to_act == p
        s.apply(announce())
    assert s.stage == "play" and s.to_act == 2 and s.leader == 2


def test_deal_started_event_names_the_trump():
    s = RULES.new_game(seed=3)
    assert s.last_events[-1] == DealStarted(1, s.dealer, S)
    assert make_record(s)["deals"][0]["trump"] == "S"
    assert make_record(s)["deals"][0]["contract"] == {"announcements": []}


# ------------------------------------------------------------------------------------ play rules
def test_follow_suit_else_trump_else_anything_and_no_duty_to_overtrump():
    s = start(masks(DEAL_B))
    silent_round(s)
    s.apply(PLAY[card("AC")])
    assert s.to_act == 1
    assert {a.card for a in s.legal_actions()} == set(cards_of(cards("6S 7S 8S 9S")))
    assert s.why_illegal(PLAY[card("AD")]) == "You must play a trump: you have no clubs."
    with pytest.raises(IllegalAction, match="must play a trump"):
        s.apply(PLAY[card("8D")])
    s.apply(PLAY[card("9S")])
    # P2 may play a lower trump than the 9♠ already in the trick
    assert {a.card for a in s.legal_actions()} == set(cards_of(cards("2S 3S 4S 5S 10S")))
    s.apply(PLAY[card("2S")])
    assert s.why_illegal(PLAY[card("JS")]).startswith("You must follow clubs: you hold")
    events = play(s, "2C")
    assert s.history == [] and s.trick == [] and s.to_act == 1  # the 9♠ trump wins
    assert events[-1].winner == 1
    # public inference: P1 and P2 are void in clubs, and still may hold trumps
    assert s.voids[1] & DECK_52 == s.voids[2] & DECK_52 == SUIT_MASKS[C] & DECK_52
    play(s, "2H 4H QH")
    # P0 has no hearts and no trumps: any card, and all see P0 holds no trumps either
    assert {a.card for a in s.legal_actions()} == set(cards_of(s.hands[0]))
    play(s, "2D")
    assert s.voids[0] & DECK_52 == (SUIT_MASKS[H] | SUIT_MASKS[S]) & DECK_52


def test_takings_hits_catches_and_several_catches_in_one_trick():
    s = start(masks(DEAL_B))
    silent_round(s)
    play(s, "AC 9S 2S 2C")  # P1 wins with a trump
    play(s, "2H 4H QH 2D")  # P3 wins
    events = play(s, "AH JC 3H JH")  # two jacks caught by the A♥
    made = [e for e in events if isinstance(e, TakingMade)]
    assert made == [TakingMade(3, JC, CATCH, False, 1), TakingMade(3, JH, CATCH, False, 1)]
    events = play(s, "JS 4D 6S 3S")  # the trump jack wins its trick
    assert [e for e in events if isinstance(e, TakingMade)] == [TakingMade(3, JS, HIT, True, 2)]
    assert s.takings == ((JC, 3, CATCH), (JH, 3, CATCH), (JS, 3, HIT))


def test_a_jack_trumped_is_a_normal_catch_for_the_trumper():
    s = start(masks(DEAL_B))
    silent_round(s)
    play(s, "AC 9S 2S 2C")  # P1 leads next
    events = play(s, "JD 3S QS 2D")  # P2 must trump, P3 overtrumps, P0 follows
    assert [e for e in events if isinstance(e, TakingMade)] == [TakingMade(3, JD, CATCH, False, 1)]


def test_a_trump_jack_beaten_is_a_trump_catch_worth_three():
    hands = fill({0: "JS 2S 3S", 1: "AS"})
    s = start(hands)
    silent_round(s)
    s.apply(PLAY[JS])
    s.apply(PLAY[card("AS")])
    events = []
    while len(s.trick) != 0:
        events += s.apply(s.legal_actions()[0])
    assert TakingMade(1, JS, CATCH, True, 3) in events


def test_value_table():
    assert taking_value(JH, CATCH, S) == 1
    assert taking_value(JH, HIT, S) == 2
    assert taking_value(JS, HIT, S) == 2
    assert taking_value(JS, CATCH, S) == 3
    assert taking_value(JS, CATCH, None) == 1  # the extra game has no trump jack
    assert taking_name(JS, HIT, S) == "trump hit"
    assert taking_name(JS, HIT, H) == "spade hit"
    assert taking_name(JD, CATCH, None) == "diamond catch"


# ------------------------------------------------------------------------------------- bidding
def test_each_player_may_announce_hits_on_held_and_catches_on_other_jacks():
    s = start(masks(SEED_MADE))
    legal = s.legal_actions()
    assert len(legal) == 16 and legal[0] == announce()
    assert [len(a.get("takings")) for a in legal] == sorted(len(a.get("takings")) for a in legal)
    assert announce((JC, CATCH), (JD, HIT), (JH, HIT), (JS, HIT)) in legal
    assert s.why_illegal(announce((JC, HIT))) == "You can only announce a hit on a jack you hold."
    assert s.why_illegal(announce((JS, CATCH))) == (
        "You can only announce a catch on a jack you do not hold: you hold the J♠.")
    both = Action.make("announce", takings=((JS, HIT), (JS, CATCH)))
    assert s.why_illegal(both) == "You can announce only one taking on each jack."
    assert "Takings are announced on jacks" in s.why_illegal(announce((card("QS"), HIT)))
    assert "to say nothing, announce none" in s.why_illegal(PASS)
    assert "not time to play" in s.why_illegal(PLAY[JS])
    assert "option is off" in s.why_illegal(Action.make("contra", JS, announcer=1, kind=HIT))
    before = make_record(s)
    with pytest.raises(IllegalAction):
        s.apply(announce((JC, HIT)))
    assert make_record(s) == before


def test_announcements_are_public_and_each_player_speaks_once():
    s = start(masks(SEED_MADE))
    events = s.apply(announce((JS, HIT), (JC, CATCH)))
    assert events == [Announced(0, announce((JC, CATCH), (JS, HIT)),
                                "Player 1 announces: club catch, trump hit")]
    assert events[0].text.fill(SEATS) == "South announces: club catch, trump hit"
    events = s.apply(announce())
    assert events[0].text.fill(SEATS) == "West announces nothing"
    assert events[0].text.fill(["Ada", "You"]) == "You announce nothing"
    s.apply(announce((JS, CATCH)))
    s.apply(announce((JC, HIT)))
    assert s.stage == "play"
    assert make_record(s)["deals"][0]["contract"] == {"announcements": [
        {"player": 0, "jack": "JC", "kind": "catch", "contra_by": None},
        {"player": 0, "jack": "JS", "kind": "hit", "contra_by": None},
        {"player": 2, "jack": "JS", "kind": "catch", "contra_by": None},
        {"player": 3, "jack": "JC", "kind": "hit", "contra_by": None}]}
    v = s.view(1)
    assert v.announced_takings == [[0, JC, CATCH, None], [0, JS, HIT, None],
                                  [2, JS, CATCH, None], [3, JC, HIT, None]]
    assert v.hands[0] is None
    assert s.describe(announce((JS, HIT))) == "announces trump hit"
    assert s.describe(announce()) == "announces nothing"


def _scripted(hands: list[str], first_round: list[Action], dealer: int = 3, jack_trick: str = "",
              seed_deal: int = 1, **options) -> tuple:
    """Deal A: P0 leads the J♥, then the J♦, then ``jack_trick``; then the first legal cards."""
    s = start(masks(hands), dealer=dealer, number=seed_deal, **options)
    advance_to(s, seed_deal)
    for a in first_round:
        s.apply(a)
    contras = []
    while s.stage == "contra":
        legal = s.legal_actions()
        contra = next((a for a in legal if a.type == "contra"), PASS)
        contras.append((s.to_act, contra))
        s.apply(contra)
    play(s, "JH 2H 5H 8H JD 2D 5D 8D")
    play(s, jack_trick)
    return s, finish_deal(s), contras


def test_scores_announced_double_failed_minus_double_unannounced_single():
    # P0 announces trump hit and heart hit; P2 announces a catch on the J♠; P3 a hit on the J♣
    first = [announce((JS, HIT), (JH, HIT)), announce(), announce((JS, CATCH)), announce((JC, HIT))]
    _s, scored, _ = _scripted(SEED_FAILED, first, jack_trick="JS 5S AS 8S")
    # J♥ announced hit made +4, J♦ silent hit +2, J♠ announced hit failed -4: P0 = 2.
    # P2 caught the J♠ as announced: +6. P3 hit the J♣ (7♣ led, P3 plays the J♣ first) +4.
    assert list(scored.score) == [2, 0, 6, 4]
    assert scored.details["takings"] == [2, 0, 1, 1]
    assert scored.details["hunter"] == 0


def test_a_catch_announced_by_one_and_made_by_another():
    # P1 announces a catch on the J♠, but P2 catches it: P2 +single (3, trump), P1 -double (6)
    first = [announce(), announce((JS, CATCH)), announce(), announce()]
    _s, scored, _ = _scripted(SEED_FAILED, first, jack_trick="JS 5S AS 8S")
    js = next(j for j in scored.details["jacks"] if j["jack"] == "JS")
    assert js == {"jack": "JS", "taker": 2, "kind": "catch", "trump": True, "value": 3,
                  "announcements": [{"player": 1, "kind": "catch", "value": 6, "made": False,
                                     "contra_by": None}]}
    # J♥ and J♦ silent hits for P0 (2+2), J♣ silent hit for P3 (2)
    assert list(scored.score) == [4, -6, 3, 2]
    assert scored.details["hunter"] == 0
    assert scored.details["lines"][1] == [["Announced trump catch (J♠) failed", -6]]


@pytest.mark.parametrize("spades_trump", [True, False])
@pytest.mark.parametrize("made", [True, False])
def test_seed_contra_example(spades_trump, made):
    """A says "spade hit", B says "contra spade hit": A +4 / B -4 if made, A -4 / B +4 if not.
    A hit is worth 2 whether spades are trumps or not."""
    hands = SEED_MADE if made else SEED_FAILED
    number = 1 if spades_trump else 2  # deal 2's trumps are hearts
    first = [announce((JS, HIT)), announce(), announce(), announce()]
    trick = "JS 2S 5S 8S" if made else "JS 5S AS 8S"
    s, scored, contras = _scripted(hands, first, seed_deal=number, jack_trick=trick, contra=True)
    # P0 has nothing to contra and is passed over; P1 contras; nobody is left to contra
    assert contras == [(1, Action.make("contra", JS, announcer=0, kind=HIT))]
    log = s.history[number - 1]
    assert log.contract == {"announcements": [
        {"player": 0, "jack": "JS", "kind": "hit", "contra_by": 1}]}
    js = next(j for j in scored.details["jacks"] if j["jack"] == "JS")
    if made:
        # P0: +4 announced J♠ hit, +2 +2 silent J♥ J♦ hits; P3 silent J♣ hit +2
        assert list(scored.score) == [8, -4, 0, 2]
        assert js["taker"] == 0 and js["kind"] == HIT
    else:
        catch = 3 if spades_trump else 1  # P2's silent catch: nobody else is touched by the contra
        assert list(scored.score) == [0, 4, catch, 2]
        assert js["taker"] == 2 and js["value"] == catch
    sign = 1 if made else -1
    assert [[text.fill(SEATS), value] for text, value in scored.details["lines"][1]] == [[
        f"Contra on South's {'trump' if spades_trump else 'spade'} hit (J♠): the taking "
        f"{'made' if made else 'failed'}", -4 * sign]]


def test_jack_scores_contra_mirrors_the_announcer_and_touches_nobody_else():
    anns = ((0, JS, HIT, 1), (2, JS, CATCH, 3))
    assert jack_scores(JS, 0, HIT, H, anns) == [4, -4, -2, 2]
    assert jack_scores(JS, 2, CATCH, H, anns) == [-4, 4, 2, -2]
    assert jack_scores(JS, 3, CATCH, S, anns) == [-4, 4, -6, 6 + 3]


def test_contra_bidding_goes_round_until_a_full_round_says_nothing():
    s = start(masks(SEED_MADE), contra=True)
    s.apply(announce((JS, HIT), (JH, HIT)))
    assert "contra comes on your later turns" in s.why_illegal(
        Action.make("contra", JS, announcer=0, kind=HIT))
    s.apply(announce((JC, CATCH)))
    s.apply(announce())
    ev = s.apply(announce())
    assert s.stage == "contra" and s.to_act == 0
    # the round is said aloud, and that a player with nothing to contra is passed over: the deal
    # log would otherwise leave a reader wondering why a player never spoke in it
    assert [e.text.fill(SEATS) for e in ev if isinstance(e, PhaseChanged)] == [
        "The contra round: each may contra another's announcement or pass, until a full round "
        "says nothing; a player with nothing to contra is passed over."]
    # P0 may only contra P1's catch; new takings are refused
    assert s.legal_actions() == [PASS, Action.make("contra", JC, announcer=1, kind=CATCH)]
    assert "only be announced on your first turn" in s.why_illegal(announce((JD, HIT)))
    assert s.why_illegal(Action.make("contra", JS, announcer=0, kind=HIT)) == (
        "You cannot contra your own announcement.")
    assert "Nobody announced" in s.why_illegal(Action.make("contra", JD, announcer=0, kind=HIT))
    s.apply(PASS)
    ev = s.apply(Action.make("contra", JS, announcer=0, kind=HIT))  # P1
    assert ev[0].text.fill(SEATS) == "West: contra trump hit (South's announcement)"
    assert ev[0].text.fill(["You", "Ada"]) == "Ada: contra trump hit (your announcement)"
    assert s.describe(Action.make("contra", JS, announcer=0, kind=HIT)).fill(SEATS) == \
        "contras South's trump hit"
    assert s.to_act == 2
    assert s.why_illegal(Action.make("contra", JS, announcer=0, kind=HIT)) == (
        "That announcement already has a contra (there is no recontra).")
    s.apply(PASS)  # P2
    s.apply(PASS)  # P3
    s.apply(PASS)  # P0
    assert s.to_act == 1  # P1 may still contra the J♥ hit: one contra per turn
    s.apply(Action.make("contra", JH, announcer=0, kind=HIT))
    for p in (2, 3, 0):
        assert s.to_act == p
        s.apply(PASS)
    assert s.stage == "play" and s.to_act == 0
    assert [a["contra_by"] for a in s.deal_log.contract["announcements"]] == [1, 1, None]


def test_without_announcements_contra_bidding_ends_after_one_round():
    s = start(masks(SEED_MADE), contra=True)
    silent_round(s)
    assert s.stage == "play"


# -------------------------------------------------------------------------------- direct jacks
def test_direct_deal_gives_each_player_exactly_one_jack():
    for seed in range(20):
        s = RULES.new_game(seed=seed, direct_jacks=True)
        assert [(h & cards("JC JD JH JS")).bit_count() for h in s.hands] == [1, 1, 1, 1]
        assert [h.bit_count() for h in s.hands] == [13] * 4
    with pytest.raises(IllegalAction, match="exactly one jack"):
        start(masks(SEED_MADE), direct_jacks=True)


# ---------------------------------------------------------------------------------- extra game
def test_extra_game_at_the_end_is_a_ninth_deal_without_trumps_led_by_the_two_of_spades():
    hands = fill({1: "2S JS"})
    s = RULES.start({**BASE, "extra_game": "end"}, 5, {9: DealPreset(None, hands, [])})
    first = s.dealer
    advance_to(s, 9)
    assert s.trumps == 0 and s.trump_suit is None
    assert s.dealer == first  # 8 deals later the deal is back to the first dealer
    assert s.to_act == (first + 1) % 4  # bidding starts at the dealer's left
    assert s.describe(announce((JS, CATCH))) == "announces spade catch"
    silent_round(s)
    assert s.to_act == 1  # the holder of the 2♠ leads
    finish_deal(s)
    assert s.game_over and len(s.history) == 9
    assert make_record(s)["deals"][8]["trump"] is None
    assert [log.trump for log in s.history] == [*"SHDCCDHS", None]


def test_extra_game_after_deal_four_is_dealt_by_the_same_dealer():
    s = RULES.new_game(seed=8, extra_game="after-4")
    first = s.dealer
    while s.to_act is not None:
        finish_deal(s)
    assert [log.trump for log in s.history] == ["S", "H", "D", "C", None, "C", "D", "H", "S"]
    steps = (0, 1, 2, 3, 3, 4, 5, 6, 7)  # deal 4's dealer deals the extra game too
    assert [log.dealer for log in s.history] == [(first + k) % 4 for k in steps]


def test_game_winner_is_the_highest_total_with_ties_all_winning():
    s = RULES.new_game(seed=1)
    s.deal_number = 8
    s.totals = [5, 5, 3, -1]
    s._after_deal([])
    assert s.game_over and s.winners == (0, 1)


def test_hunter_is_the_player_with_most_takings_and_nobody_on_a_tie():
    s = RULES.new_game(seed=1)
    s.takings = ((JC, 0, HIT), (JD, 0, CATCH), (JH, 1, CATCH), (JS, 2, HIT))
    assert s._score_deal()[1]["hunter"] == 0
    s.takings = ((JC, 0, HIT), (JD, 0, CATCH), (JH, 1, CATCH), (JS, 1, HIT))
    assert s._score_deal()[1]["hunter"] is None


def test_options_are_validated():
    assert RULES.options() == BASE
    with pytest.raises(OptionError):
        RULES.new_game(seed=1, extra_game="middle")
    with pytest.raises(OptionError):
        RULES.new_game(seed=1, players=3)


# ----------------------------------------------------------------------------- views and worlds
def test_sample_world_keeps_announced_jacks_where_the_announcements_say():
    s = start(masks(SEED_FAILED))
    s.apply(announce((JS, HIT)))  # P0 holds the J♠
    s.apply(announce((JD, CATCH)))  # P1 does not hold the J♦
    s.apply(announce())
    view = s.view(3)
    rng = random.Random(4)
    for _ in range(25):
        w = RULES.sample_world(view, rng)
        assert w.hands[0] >> JS & 1
        assert not (w.hands[1] >> JD & 1)
        assert w.view(3) == view


def test_sample_world_under_the_direct_deal_gives_one_jack_to_each_hand():
    s = RULES.new_game(seed=12, direct_jacks=True)
    silent_round(s)
    view = s.view(s.to_act)
    rng = random.Random(1)
    for _ in range(25):
        w = RULES.sample_world(view, rng)
        assert [(h & cards("JC JD JH JS")).bit_count() for h in w.hands] == [1, 1, 1, 1]


def test_sample_world_in_the_extra_game_keeps_the_two_of_spades_with_the_leader():
    hands = fill({2: "2S"})
    s = RULES.start({**BASE, "extra_game": "end"}, 5, {9: DealPreset(1, hands, [])})
    advance_to(s, 9)
    view = s.view(0)
    for seed in range(10):
        w = RULES.sample_world(view, random.Random(seed))
        assert w.hands[2] >> card("2S") & 1


# ------------------------------------------------------------------------------------- records
def test_record_json_forms_and_replay_round_trip_with_contra_and_extra_game():
    s = RULES.new_game(seed=21, contra=True, extra_game="after-4")
    rng = random.Random(2)
    while s.to_act is not None:
        legal = s.legal_actions()
        s.apply(rng.choice(legal))
    doc = json.loads(json.dumps(make_record(s)))
    assert doc["options"] == {"direct_jacks": False, "contra": True, "extra_game": "after-4"}
    assert [d["trump"] for d in doc["deals"]] == ["S", "H", "D", "C", None, "C", "D", "H", "S"]
    kinds = {a["type"] for d in doc["deals"] for a in d["actions"]}
    assert kinds == {"announce", "contra", "pass", "play"}
    a = next(a for a in doc["deals"][0]["actions"] if a["type"] == "contra")
    assert set(a) == {"player", "position", "type", "jack", "kind", "announcer"}
    a = doc["deals"][0]["actions"][0]
    assert set(a) == {"player", "position", "type", "takings"}
    assert all(set(t) == {"jack", "kind"} for t in a["takings"])
    assert set(doc["deals"][0]["contract"]["announcements"][0]) == {
        "player", "jack", "kind", "contra_by"}
    again = replay(doc, get_rules)
    assert make_record(again) == doc and again.totals == s.totals


def test_replay_rejects_an_illegal_announcement():
    s = start(masks(SEED_MADE))
    s.apply(announce((JS, HIT)))
    doc = json.loads(json.dumps(make_record(s)))
    bad = copy.deepcopy(doc)
    bad["deals"][0]["actions"][0]["takings"] = [{"jack": "JC", "kind": "hit"}]
    with pytest.raises(RecordError, match=r"deal 1, action 1: .*You can only announce a hit on a "
                                          r"jack you hold\."):
        replay(bad, get_rules)
    bad["deals"][0]["actions"][0]["takings"] = [{"jack": "QC", "kind": "hit"}]
    with pytest.raises(RecordError, match="not a jack"):
        replay(bad, get_rules)
    assert make_record(replay(doc, get_rules)) == doc


# ------------------------------------------------------------------------------ the rule player
def test_rule_player_announces_hits_backed_by_honours_and_no_weak_catch():
    agent = make_agent("rule", RULES, 1)
    s = start(masks(SEED_MADE))
    action, why = agent.explain(s.view(0), s.legal_actions())
    assert action == announce((JD, HIT), (JH, HIT), (JS, HIT))
    assert why


def test_rule_player_keeps_its_jack_out_of_a_lost_trick_and_leads_a_master_jack():
    agent = make_agent("rule", RULES, 1)
    s = start(masks(DEAL_B))
    silent_round(s)
    play(s, "AC 9S 2S 2C 2H 4H QH 2D")  # P3 wins and leads
    assert s.to_act == 3
    assert agent.choose(s.view(3), s.legal_actions()) == PLAY[JS]  # nothing can beat it
    play(s, "AH")
    choice = agent.choose(s.view(0), s.legal_actions())  # P0 may discard anything
    assert choice != PLAY[JC]


# ------------------------------------------------------------------------------ audit additions
# Trumps spades (deal 1, dealer 3: P0 speaks and leads). P0 holds eleven spades with the J♠,
# P1 the hearts (J♥ among them), P2 the 2♠ 3♠ and the clubs, P3 every diamond.
ONE_TRICK_THREE_JACKS = ["JS AS KS QS 10S 9S 8S 7S 6S 5S 4S AC KC",
                         "JH AH KH QH 10H 9H 8H 7H 6H 5H 4H 3H 2H",
                         "2S 3S JC QC 10C 9C 8C 7C 6C 5C 4C 3C 2C",
                         "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD"]


def test_a_winning_jack_is_a_hit_and_the_other_jacks_in_its_trick_are_catches():
    """Several jacks in one trick: the winning jack is a hit, every other jack a catch, all for
    the trick's winner, each valued by its own suit; announcements on them are settled one by
    one."""
    s = start(masks(ONE_TRICK_THREE_JACKS))
    s.apply(announce((JS, HIT), (JH, CATCH)))   # P0: trump hit, heart catch
    s.apply(announce((JH, HIT)))                # P1: heart hit
    s.apply(announce())
    s.apply(announce((JD, HIT)))                # P3: diamond hit
    assert s.stage == "play" and s.to_act == 0
    s.apply(PLAY[JS])
    # P1 has neither spades nor trumps (spades are both): any card, so the J♥
    assert {a.card for a in s.legal_actions()} == set(cards_of(s.hands[1]))
    s.apply(PLAY[JH])
    assert {a.card for a in s.legal_actions()} == set(cards_of(cards("2S 3S")))
    s.apply(PLAY[card("2S")])
    events = s.apply(PLAY[JD])
    # each taking as it brings its taker: announced ones double (the bubble at the seat)
    assert [e for e in events if isinstance(e, TakingMade)] == [
        TakingMade(0, JS, HIT, True, 4), TakingMade(0, JH, CATCH, False, 2),
        TakingMade(0, JD, CATCH, False, 1)]
    scored = finish_deal(s)
    jc = next(j for j in scored.details["jacks"] if j["jack"] == "JC")
    expected = [4 + 2 + 1, -4, 0, -4]  # P0: +4 trump hit, +2 heart catch, +1 silent catch
    expected[jc["taker"]] += jc["value"]
    assert list(scored.score) == expected
    assert scored.details["takings"][0] >= 3 and scored.details["hunter"] == 0


def test_a_trump_jack_led_and_beaten_by_a_higher_trump_is_caught():
    """"Trump" is decided by the jack's suit: the J♠ (trumps spades) beaten by the A♠ is a trump
    catch worth 3, announced double (6) by the catcher, minus double (4) for the hit's
    announcer."""
    hands = masks(SEED_FAILED)  # P0 leads the J♠ from J♠ 2♠ 3♠ 4♠; P2 holds A♠ K♠ Q♠
    s = start(hands)
    first = [announce((JS, HIT)), announce(), announce((JS, CATCH)), announce()]
    for a in first:
        s.apply(a)
    play(s, "JS 5S AS 8S")
    assert s.takings == ((JS, 2, CATCH),)
    scored = finish_deal(s)
    js = next(j for j in scored.details["jacks"] if j["jack"] == "JS")
    assert js["trump"] is True and js["value"] == 3
    assert [(c["player"], c["value"], c["made"]) for c in js["announcements"]] == [
        (0, 4, False), (2, 6, True)]


def test_extra_game_with_contra_the_bidding_starts_left_of_the_dealer_and_the_two_leads():
    hands = fill({2: "2S JS", 0: "JH", 3: "2H 3H 4H 5H 6H 7H 8H 9H 10H 2D 3D 4D 5D"})
    s = RULES.start({**BASE, "extra_game": "end", "contra": True}, 5,
                    {9: DealPreset(0, hands, [])})
    advance_to(s, 9)
    assert s.dealer == 0 and s.trumps == 0
    assert s.to_act == 1  # the dealer's left speaks first
    s.apply(announce())                      # P1
    s.apply(announce((JS, HIT)))             # P2 holds the J♠: "spade hit", never "trump"
    s.apply(announce())                      # P3
    events = s.apply(announce((JH, HIT)))    # P0
    assert events[0].text.fill(SEATS) == "South announces: heart hit"
    assert s.stage == "contra" and s.to_act == 1
    ev = s.apply(Action.make("contra", JS, announcer=2, kind=HIT))
    assert ev[0].text.fill(SEATS) == "West: contra spade hit (North's announcement)"
    while s.stage == "contra":
        s.apply(PASS)
    assert s.stage == "play" and s.to_act == 2  # the holder of the 2♠ leads, not P1
    assert make_record(s)["deals"][8]["contract"] == {"announcements": [
        {"player": 2, "jack": "JS", "kind": "hit", "contra_by": 1},
        {"player": 0, "jack": "JH", "kind": "hit", "contra_by": None}]}
    # no trumps: a player void in the suit led may play any card
    s.apply(PLAY[card("2S")])
    assert {a.card for a in s.legal_actions()} == set(cards_of(s.hands[3]))
    scored = finish_deal(s)
    js = next(j for j in scored.details["jacks"] if j["jack"] == "JS")
    assert js["trump"] is False
    made = js["taker"] == 2 and js["kind"] == HIT
    lines1 = [[text.fill(SEATS), value] for text, value in scored.details["lines"][1]
              if text.startswith("Contra")]
    assert lines1 == [["Contra on North's spade hit (J♠): the taking "
                       f"{'made' if made else 'failed'}", -4 if made else 4]]


def test_why_illegal_sentences_name_the_rule():
    s = start(masks(DEAL_B))
    reasons = [s.why_illegal(PLAY[JS]), s.why_illegal(PASS),
               s.why_illegal(announce((JD, HIT))), s.why_illegal(announce((JC, CATCH)))]
    assert reasons == [
        "It is not time to play a card: first announce your takings.",
        "On your first turn you announce your takings; to say nothing, announce none.",
        "You can only announce a hit on a jack you hold.",
        "You can only announce a catch on a jack you do not hold: you hold the J♣."]
    silent_round(s)
    assert s.why_illegal(announce()) == "Now you must play a card."
    play(s, "AC")
    assert s.why_illegal(PLAY[card("AD")]) == "You must play a trump: you have no clubs."
    assert s.why_illegal(PLAY[card("2C")]) == "You do not hold the 2♣."


def test_record_json_of_a_real_game_matches_record_md():
    """The RECORD.md forms on a finished game: options written out, one deal per deal with its
    trump letter, announcements in the contract, every action in the documented JSON shape."""
    s = RULES.new_game(seed=33, contra=True, direct_jacks=True, extra_game="end")
    rng = random.Random(8)
    while s.to_act is not None:
        legal = s.legal_actions()
        wanted = [a for a in legal if a.type == "announce" and a.get("takings")]
        s.apply(rng.choice(wanted) if wanted and rng.random() < 0.7 else rng.choice(legal))
    doc = json.loads(json.dumps(make_record(s)))
    assert doc["format"] == "tricktable-record" and doc["game"] == "young-hunter"
    assert doc["options"] == {"direct_jacks": True, "contra": True, "extra_game": "end"}
    assert doc["result"] == {"winners": list(s.winners), "totals": s.totals}
    for d in doc["deals"]:
        assert d["stock"] == [] and d["controller"] == [0, 1, 2, 3]
        assert len(d["hands"]) == 4 and all(len(h) == 13 for h in d["hands"])
        assert len(d["score"]) == len(d["totals"]) == 4
        for a in d["actions"]:
            if a["type"] == "announce":
                assert set(a) == {"player", "position", "type", "takings"}
                for t in a["takings"]:
                    assert t["jack"][0] == "J" and t["kind"] in ("hit", "catch")
            elif a["type"] == "contra":
                assert set(a) == {"player", "position", "type", "jack", "kind", "announcer"}
                assert isinstance(a["announcer"], int)
            elif a["type"] == "pass":
                assert set(a) == {"player", "position", "type"}
            else:
                assert a["type"] == "play" and set(a) == {"player", "position", "type", "card"}
        for ann in d["contract"]["announcements"]:
            assert set(ann) == {"player", "jack", "kind", "contra_by"}
    assert {a["type"] for d in doc["deals"] for a in d["actions"]} == {
        "announce", "contra", "pass", "play"}
    # a record typed in elsewhere: only hands, stock, dealer and actions; the rest is filled in
    assert make_record(replay(bare_record(doc), get_rules)) == doc


def test_rules_page_has_every_section_and_the_trump_schedule():
    from tricktable.games.young_hunter import TRUMP_SCHEDULE

    html = rules_page("young-hunter", ("deal", "bidding", "scoring", "play", "direct-jacks",
                                       "contra", "extra-game"))
    entity = {S: "&spades;", H: "&hearts;", D: "&diams;", C: "&clubs;"}
    row = html[html.index("<th>Trumps</th>"):html.index("</table>")]
    cells = [cell.split("</td>")[0] for cell in row.split("<td>")[1:]]
    assert cells == [entity[s] for s in TRUMP_SCHEDULE]


def test_a_contra_on_the_persons_taking_is_told_as_your_taking_in_the_log_and_bubble():
    """The deal log read "West: Contra You's heart hit." for the person called You (the
    plate said "your heart hit"): the owner of a contra'd taking is a possessive like others."""
    from tricktable.engine.protocol import Announced
    from tricktable.games.young_hunter_words import announcement_bubble
    from tricktable.presentation.deal_log_text import deal_lines

    names = ["You", "West", "North", "East"]
    rng = random.Random(7)
    for seed in range(200):
        state = RULES.new_game(seed=seed, contra=True)
        events = []
        while not any(a.type == "play" for a in state.legal_actions()):  # the bidding
            events += state.apply(rng.choice(state.legal_actions()))
        contras = [e for e in events if isinstance(e, Announced) and e.action.type == "contra"]
        mine = [e for e in contras if e.action.get("announcer") == 0]
        other = [e for e in contras if e.action.get("announcer") != 0]
        if mine and other:
            break
    else:
        raise AssertionError("no deal had contras on the person's and another's takings")
    trump = "CDHS"[state.trump_suit] if state.trump_suit is not None else None
    text = " ".join(deal_lines("young-hunter", events, names, RULES.codec, trump))
    assert "You's" not in text
    assert f"{names[mine[0].player]}: Contra your " in text
    owner = names[other[0].action.get("announcer")]
    assert f"{names[other[0].player]}: Contra {owner}'s " in text
    bubble = announcement_bubble(state.trump_suit, mine[0], names, RULES.codec)
    assert bubble.startswith("Contra your ") and bubble.endswith("!")


def test_an_announcement_buttons_stakes_are_never_broken_across_lines():
    """A narrow toggle wrapped "take the trick holding the J♠ · +2" over an orphaned "or −2":
    the stakes are joined by spaces no line breaks at, and so is the dot to the jack before."""
    from tricktable.engine.words import NBSP
    from tricktable.games.young_hunter_words import decision

    state = RULES.new_game(seed=3)
    view = state.view(state.to_act)
    found = decision(view, state.legal_actions(), RULES.codec, ["You", "West", "North", "East"])
    assert found is not None and found.choices
    for choice in found.choices:
        head, stakes = choice.line.rsplit(" ", 1)
        assert head.endswith(NBSP + "·")
        assert any(f"{word}{NBSP}J" in head for word in ("your", "the")), "the jack and its word"
        assert stakes.count(NBSP) == 2 and " " not in stakes
        assert stakes.replace(NBSP, " ").startswith("+") and " or −" in stakes.replace(NBSP, " ")


def test_a_plates_takings_keep_each_kind_with_its_jack_on_one_line():
    """East's plate wrapped "catch J♦, catch J♠, hit" over "J♥": a taking's words are joined
    by a space no line breaks at."""
    from tricktable.engine.words import NBSP
    from tricktable.games.young_hunter_words import plate

    names = ["You", "West", "North", "East"]
    rng = random.Random(4)
    state = RULES.new_game(seed=4)
    seen = 0
    while state.to_act is not None and state.deal_number == 1:
        view = state.view(0)
        for pos in range(4):
            _line, notes = plate(view, pos, RULES.codec, "tricks", names)
            for taking in [t for t in view.takings if t[1] == pos]:
                kind = taking[2]
                took = notes[-1][:1].lower() + notes[-1][1:]  # "Catch J♦, hit J♥"
                assert f"{kind}{NBSP}{RULES.codec.short(taking[0])}" in took, notes
                seen += 1
        state.apply(rng.choice(state.legal_actions()))
    assert seen


def test_a_player_who_announces_nothing_is_said_to_in_the_same_words_everywhere():
    """The log said "Nothing to announce", the plate "Announced nothing" (and a player may
    well have had something to announce): the bubble, the plate and the log now agree."""
    from tricktable.engine.protocol import Announced
    from tricktable.games.young_hunter_words import NO_ANNOUNCEMENT, announcement_bubble, plate
    from tricktable.presentation.deal_log_text import deal_lines

    names = ["You", "West", "North", "East"]
    state = RULES.new_game(seed=5)
    silent = state.to_act
    events = state.apply(next(a for a in state.legal_actions() if not a.get("takings")))
    said = next(e for e in events if isinstance(e, Announced))
    assert announcement_bubble(state.trump_suit, said, names, RULES.codec) == NO_ANNOUNCEMENT
    assert f"{names[silent]}: {NO_ANNOUNCEMENT}." in deal_lines(
        "young-hunter", events, names, RULES.codec)
    assert NO_ANNOUNCEMENT in plate(state.view(0), silent, RULES.codec, "tricks", names)[1]


def test_an_announcement_of_several_takings_has_one_capital_in_the_log_and_bubble():
    """The deal log read "Alice: Diamond catch, Trump hit.": each taking was capitalised."""
    from tricktable.engine.protocol import Announced
    from tricktable.games.young_hunter_words import announcement_bubble
    from tricktable.presentation.deal_log_text import deal_lines

    names = ["Alice", "West", "North", "East"]
    for seed in range(300):
        state = RULES.new_game(seed=seed)
        legal = state.legal_actions()
        several = [a for a in legal if a.type == "announce" and len(a.get("takings") or ()) > 1]
        if several:
            break
    else:
        raise AssertionError("no first speaker could announce two takings")
    events = state.apply(several[0])
    said = next(e for e in events if isinstance(e, Announced))
    bubble = announcement_bubble(state.trump_suit, said, names, RULES.codec)
    first, rest = bubble.split(", ", 1)
    assert first[0].isupper() and rest == rest.lower(), bubble
    trump = "CDHS"[state.trump_suit] if state.trump_suit is not None else None
    line = " ".join(deal_lines("young-hunter", events, names, RULES.codec, trump))
    assert f"{first}, {rest}" in line, line


def test_the_contra_round_is_said_as_such_on_the_status_line():
    """"North to play." was said through the contra round, before any card was played."""
    from tricktable.presentation.status_line import turn_verb

    for seed in range(100):
        state = RULES.new_game(seed=seed, contra=True)
        while state.stage == "announce":
            legal = state.legal_actions()
            state.apply(max(legal, key=lambda a: len(a.get("takings") or ())))
        if state.stage == "contra":
            break
    else:
        raise AssertionError("no deal came to a contra round")
    assert turn_verb(state.view(state.to_act)) == "contra or pass"
