"""Property tests: whole Nineteen games for 4, 3 and 2 players, random and rule-based.

Besides the shared invariants (``check_game``), every finished deal is scored again here from its
record alone (118 points, the value formula, the declarations, sides that balance), and in
four-player Partnerships no view but the partner's own shows who the partner is before the called
trump is played.
"""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from invariants import check_game, strip
from players import rule_players
from tricktable.engine.cards import TAROT
from tricktable.games import get_rules
from tricktable.games.nineteen import SEATS
from tricktable.games.nineteen_scoring import (
    ACHIEVEMENTS,
    HOLDINGS,
    MULTIPLIER,
    SET_SIZE,
    card_points,
    shares,
)

RULES = get_rules("nineteen")
OPTIONS = [{"players": p, "level_multiplier": lv, "contra_needs_declaration": cn,
            "hands": "one-each" if lv == cn else 4}
           for p in (4, 3, 2) for lv in (True, False) for cn in (False, True)]


def drawn_slots(log, players: int) -> dict[int, list[int]]:
    """Which stock slots each position took, from the contract and the actions."""
    c = log.contract
    d = c["declarer"]
    if c["bid"] == "partnership":
        if players == 2:
            return {d: [0, 1, 2, 3], log.dealer: [4, 5]}
        return {d: [0, 1, 2, 3], (d + 2) % 4: [4], (d + 1) % 4: [5]}
    if c["bid"] == "solo":
        return {}
    size = SET_SIZE[c["bid"]]
    k, taken, level = 1, None, None
    for _pl, _pos, a in log.actions:
        if a.type == "next-set":
            k += 1
        elif a.type == "take-set":
            taken, level = k, 1 if k == 1 else 2 * k - 2
        elif a.type == "back-set":
            taken, level = k - 1, 2 * k - 1
    assert level == c["level"]
    return {d: list(range((taken - 1) * size, taken * size))}


def rescore(state, log) -> None:
    """Score a finished deal again from its record and compare."""
    players = state.num_players
    seat = SEATS[players]
    c = log.contract
    side = [c["declarer"]] + ([c["partner"]] if c["partner"] is not None else [])
    defenders = [p for p in ((c["declarer"] + i) % 4 for i in (1, 2, 3)) if p not in side]
    played_by, won, tricks = [0] * 4, [0] * 4, [0] * 4
    for leader, cards, w in log.tricks:
        tricks[w] += 1
        for i, x in enumerate(cards):
            played_by[(leader + i) % 4] |= 1 << x
            won[w] |= 1 << x
    assert sum(tricks) == 12
    drawn = [0] * 4
    rest = 0
    slots = drawn_slots(log, players)
    owned = {i for s in slots.values() for i in s}
    for pos, ss in slots.items():
        for i in ss:
            drawn[pos] |= 1 << log.stock[i]
    for i, x in enumerate(log.stock):
        if i not in owned:
            rest |= 1 << x
    discards = [(log.hands[p] | drawn[p]) & ~played_by[p] for p in range(4)]
    points = [card_points(won[p] | discards[p]) + tricks[p] for p in range(4)]
    dec = sum(points[p] for p in side)
    dfn = sum(points[p] for p in defenders) + card_points(rest)
    assert dec + dfn == 118
    level = c["level"] if state.options["level_multiplier"] else 1
    value = (10 + abs(dec - 60)) * MULTIPLIER[c["bid"]] * level * (2 if c["contra"] else 1)
    sp = [seat[p] for p in side if seat[p] is not None]
    dp = [seat[p] for p in defenders if seat[p] is not None]
    expected = [0] * players

    def pay(v: int, side_wins: bool) -> None:
        sign = 1 if side_wins else -1
        for pl, amount in zip(sp, shares(sign * v * len(dp), sp), strict=True):
            expected[pl] += amount
        for pl in dp:
            expected[pl] -= sign * v

    pay(value, dec >= 60)
    last_leader, last_cards, last_w = log.tricks[-1]
    for decl in c["declarations"]:
        name, pl, pos = decl["declaration"], decl["player"], decl["position"]
        if name in HOLDINGS:
            for q in range(players):
                expected[q] += HOLDINGS[name] * (players - 1) if q == pl else -HOLDINGS[name]
            continue
        mine = side if pos in side else defenders
        if name == "slam":
            made = all(w in mine for _l, _c, w in log.tricks)
        else:
            made = (last_w in mine
                    and last_cards[(last_w - last_leader) % 4] == TAROT.parse("T1"))
        v = ACHIEVEMENTS[name] * (2 if decl["contra"] is not None else 1)
        pay(v, made == (mine is side))
    assert list(log.score) == expected
    assert sum(log.score) == 0


def partner_hidden(state) -> None:
    """Before the called trump is played, only the partner's own view names the partner, and
    moving the called trump to another hidden hand changes no other view."""
    if (state.num_players != 4 or state.bid != "partnership" or state.called < 0
            or state.partner_public or state.partner is None):
        return
    partner = state.partner
    for p in range(4):
        if p == partner:
            continue
        v = state.view(p)
        assert v.partner is None
        others = [q for q in range(4) if q not in (p, partner) and state.hands[q]]
        if not others:
            continue
        q = others[0]
        swapped = state.copy()
        x = (swapped.hands[q] & -swapped.hands[q]).bit_length() - 1
        swapped.hands[partner] ^= 1 << state.called | 1 << x
        swapped.hands[q] ^= 1 << state.called | 1 << x
        assert json.dumps(strip(swapped.view(p)), sort_keys=True) == \
            json.dumps(strip(v), sort_keys=True)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), opt=st.sampled_from(OPTIONS))
def test_random_games_keep_invariants(seed, opt):
    rng = random.Random(seed)

    def choose(state, legal):
        partner_hidden(state)
        return rng.choice(legal)

    state = check_game(RULES, opt, seed, choose, deep_every=9, deal_check=rescore)
    assert state.game_over and sum(state.totals) == 0


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), opt=st.sampled_from(OPTIONS))
def test_rule_games_keep_invariants(seed, opt):
    rule_choice = rule_players(RULES, seed, opt["players"])

    def choose(state, legal):
        partner_hidden(state)
        return rule_choice(state, legal)

    state = check_game(RULES, opt, seed, choose, deep_every=11, deal_check=rescore)
    assert state.game_over and sum(state.totals) == 0
