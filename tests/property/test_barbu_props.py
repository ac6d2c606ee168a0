"""Property tests: Barbu games, random and rule-based, every option combination.

Each finished hand is scored again here from its record alone (tricks, or the Dominoes actions)
with code independent of the game module: the contract's raw scores must add up to its total,
and the doubles must only move points between the two players of each doubled pair.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from invariants import check_game
from players import rule_players
from tricktable.engine.cards import card
from tricktable.games import get_rules

RULES = get_rules("barbu")
OPTION_SETS = [{"overtrump_any": o, "early_stop": e} for o in (False, True) for e in (False, True)]
TOTALS = {"no-queens": -24, "no-tricks": -26, "no-hearts": -30, "no-king-of-hearts": -20,
          "no-last-two": -30, "trump": 65, "dominoes": 65}
QUEENS = [card(q) for q in ("QC", "QD", "QH", "QS")]
HEARTS = [card(r + "H") for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]


def raw_from_record(log) -> list[int]:
    """The contract's own scores, recomputed from the deal's log."""
    name = log.contract["name"]
    raw = [0, 0, 0, 0]
    if name == "dominoes":
        assert log.tricks == []
        hands = list(log.hands)
        order = []
        for _player, pos, action in log.actions:
            if action.type == "play":
                hands[pos] &= ~(1 << action.card)
                if not hands[pos]:
                    order.append(pos)
        assert len(order) == 3
        order += [p for p in range(4) if p not in order]
        for place, p in enumerate(order):
            raw[p] = (45, 20, 5, -5)[place]
        return raw
    for number, (_leader, cards, winner) in enumerate(log.tricks, start=1):
        if name == "no-queens":
            raw[winner] -= 6 * sum(c in QUEENS for c in cards)
        elif name == "no-tricks":
            raw[winner] -= 2
        elif name == "no-hearts":
            raw[winner] -= sum(2 + 4 * (c == card("AH")) for c in cards if c in HEARTS)
        elif name == "no-king-of-hearts":
            raw[winner] -= 20 * (card("KH") in cards)
        elif name == "no-last-two":
            raw[winner] -= {12: 10, 13: 20}.get(number, 0)
        else:
            raw[winner] += 5
    return raw


def check_hand(state, log) -> None:
    contract = log.contract
    name = contract["name"]
    declarer = contract["declarer"]
    assert log.dealer == (declarer - 1) % 4
    raw = raw_from_record(log)
    assert sum(raw) == TOTALS[name], f"{name} raw scores {raw} do not add up"
    assert sum(log.score) == TOTALS[name], "doubles must only move points between players"
    if name != "dominoes" and not (state.options["early_stop"] and name in (
            "no-queens", "no-king-of-hearts")):
        assert len(log.tricks) == 13
    assert log.trump == (contract["trump"] if name == "trump" else None)
    doubles = contract["doubles"]
    pairs: dict[tuple[int, int], list] = {}
    for x, y, redoubled in doubles:
        assert x != y
        if name in ("trump", "dominoes"):
            assert declarer in (x, y)
        if x == declarer:
            assert [y, x, False] in doubles or [y, x, True] in doubles
            assert not redoubled
        pairs.setdefault((min(x, y), max(x, y)), []).append((x, redoubled))
    expected = list(raw)
    for (a, b), ds in pairs.items():
        m = 2 if len(ds) == 2 or any(r for _x, r in ds) else 1
        expected[a] += (raw[a] - raw[b]) * m
        expected[b] -= (raw[a] - raw[b]) * m
    assert list(log.score) == expected


def with_honest_voids(chooser):
    """Also check at every step that no hand holds a card the table was told it lacks."""
    def choose(state, legal):
        for p in range(4):
            assert not state.hands[p] & state.voids[p], f"position {p} holds a card marked void"
        return chooser(state, legal)
    return choose


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), opt=st.sampled_from(OPTION_SETS))
def test_random_hands_keep_invariants(seed, opt):
    rng = random.Random(seed)
    state = check_game(RULES, opt, seed, with_honest_voids(lambda s, legal: rng.choice(legal)),
                       deep_every=9, max_deals=8, deal_check=check_hand)
    assert len(state.history) == 8


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), opt=st.sampled_from(OPTION_SETS))
def test_rule_based_hands_keep_invariants(seed, opt):
    choose = rule_players(RULES, seed, 4)

    state = check_game(RULES, opt, seed, with_honest_voids(choose), deep_every=11, max_deals=8,
                       deal_check=check_hand)
    assert len(state.history) == 8


def test_a_whole_random_game_plays_every_contract_for_every_declarer():
    rng = random.Random(7)
    state = check_game(RULES, {}, 7, with_honest_voids(lambda s, legal: rng.choice(legal)),
                       deep_every=23, deal_check=check_hand)
    assert state.game_over and len(state.history) == 28
    for d in range(4):
        mine = [log for log in state.history if log.contract["declarer"] == d]
        assert sorted(log.contract["name"] for log in mine) == sorted(TOTALS)
        numbers = [log.number for log in mine]
        assert numbers == list(range(numbers[0], numbers[0] + 7))  # seven in a row
        # every other player doubled this declarer at least twice
        for p in range(4):
            if p != d:
                n = sum(1 for log in mine if [p, d, False] in log.contract["doubles"]
                        or [p, d, True] in log.contract["doubles"])
                assert n >= 2
    assert sum(state.totals) == 0
    best = max(state.totals)
    assert state.winners == tuple(p for p in range(4) if state.totals[p] == best)
