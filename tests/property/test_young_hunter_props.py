"""Property tests: whole Young Hunter games, random and rule-based, every option combination.

Each finished deal is scored again here from the record alone (tricks, hands, announcements),
without the game module's scoring code, and its bidding is checked against the rules.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from invariants import check_game
from players import rule_players
from tricktable.ai.registry import make_agent
from tricktable.engine.cards import FRENCH
from tricktable.games import get_rules
from tricktable.games.young_hunter import jack_scores

RULES = get_rules("young-hunter")
OPTION_SETS = [{"direct_jacks": d, "contra": c, "extra_game": e}
               for d, c, e in itertools.product((False, True), (False, True),
                                                ("off", "end", "after-4"))]
RANKS = {"2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10,
         "J": 11, "Q": 12, "K": 13, "A": 14}
VALUE = {(False, "catch"): 1, (False, "hit"): 2, (True, "hit"): 2, (True, "catch"): 3}


def code(c: int) -> str:
    return FRENCH.code(c)


def trick_winner(cards: list[str], trump: str | None) -> int:
    """Index of the winning card: highest trump, else highest of the suit led."""
    led = cards[0][-1]
    best = 0
    for i, c in enumerate(cards):
        b = cards[best]
        c_trump, b_trump = c[-1] == trump, b[-1] == trump
        trumps_it = c_trump and not b_trump
        tops_it = c[-1] == b[-1] and (c_trump or c[-1] == led) and RANKS[c[:-1]] > RANKS[b[:-1]]
        if trumps_it or tops_it:
            best = i
    return best


def rescore(log) -> tuple[list[int], list[tuple[int, int]]]:
    """The deal's scores from its tricks and contract, and the (announcer, contra) pairs' shares
    of every contra-ed announcement."""
    trump = log.trump
    anns = log.contract["announcements"]
    score = [0, 0, 0, 0]
    pairs = []
    jacks_seen = 0
    for leader, cards, winner in log.tricks:
        codes = [code(c) for c in cards]
        w = trick_winner(codes, trump)
        assert (leader + w) % 4 == winner, "the stored trick winner breaks the trick rule"
        for i, c in enumerate(codes):
            if c[:-1] != "J":
                continue
            jacks_seen += 1
            kind = "hit" if i == w else "catch"
            is_trump = c[-1] == trump
            taker_announced = False
            for a in anns:
                if a["jack"] != c:
                    continue
                doubled = 2 * VALUE[(is_trump, a["kind"])]
                made = a["player"] == winner and a["kind"] == kind
                taker_announced |= made
                share = doubled if made else -doubled
                score[a["player"]] += share
                if a["contra_by"] is not None:
                    score[a["contra_by"]] -= share
                    pairs.append((share, -share))
            if not taker_announced:
                score[winner] += VALUE[(is_trump, kind)]
    assert jacks_seen == 4, "every jack makes exactly one taking"
    return score, pairs


def check_bidding(state, log) -> None:
    """The record's bidding obeys the rules and matches the contract."""
    first = (log.dealer + 1) % 4
    acts = [(p, a) for p, _pos, a in log.actions if a.type != "play"]
    assert [p for p, _a in acts[:4]] == [(first + k) % 4 for k in range(4)]
    assert all(a.type == "announce" for _p, a in acts[:4])
    assert all(a.type in ("contra", "pass") for _p, a in acts[4:])
    if not state.options["contra"]:
        assert len(acts) == 4
    expected = []
    for p, a in acts[:4]:
        for jack, kind in a.get("takings"):
            held = bool(log.hands[p] >> jack & 1)
            assert (kind == "hit") == held, "hit only on a held jack, catch only on another"
            expected.append({"player": p, "jack": code(jack), "kind": kind, "contra_by": None})
    contra_on = set()
    for p, a in acts[4:]:
        if a.type == "contra":
            target = (a.get("announcer"), code(a.card), a.get("kind"))
            assert target[0] != p and target not in contra_on
            contra_on.add(target)
            for e in expected:
                if (e["player"], e["jack"], e["kind"]) == target:
                    e["contra_by"] = p
    assert log.contract == {"announcements": expected}
    # later turns go round from the dealer's left, passing over players with nothing to contra,
    # until a full round says nothing
    open_targets = [(e["player"], e["jack"], e["kind"]) for e in expected]
    later = iter(acts[4:])
    pos, silent = first, 0
    while state.options["contra"] and expected and silent < 4:
        if any(t[0] != pos for t in open_targets):
            p, a = next(later)
            assert p == pos
            if a.type == "contra":
                open_targets.remove((a.get("announcer"), code(a.card), a.get("kind")))
                silent = 0
            else:
                silent += 1
        else:
            silent += 1
        pos = (pos + 1) % 4
    assert next(later, None) is None


def deal_check(state, log) -> None:
    check_bidding(state, log)
    score, pairs = rescore(log)
    assert list(log.score) == score
    for announcer_share, contra_share in pairs:
        assert announcer_share == -contra_share
    # the game's own scoring of each contra-ed announcement alone: the pair mirror each other,
    # and nobody but the taker is touched
    trump = None if log.trump is None else "CDHS".index(log.trump)
    for leader, cards, winner in log.tricks:
        for i, c in enumerate(cards):
            if c & 15 != 11:
                continue
            kind = "hit" if (leader + i) % 4 == winner and trick_winner(
                [code(x) for x in cards], log.trump) == i else "catch"
            for a in log.contract["announcements"]:
                if a["jack"] != code(c) or a["contra_by"] is None:
                    continue
                alone = ((a["player"], c, a["kind"], a["contra_by"]),)
                out = jack_scores(c, winner, kind, trump, alone)
                single = [0, 0, 0, 0]
                made = a["player"] == winner and a["kind"] == kind
                if not made:
                    single[winner] = VALUE[(log.trump == code(c)[-1], kind)]
                bare = [x - y for x, y in zip(out, single, strict=True)]
                assert bare[a["player"]] == -bare[a["contra_by"]] != 0
                assert all(bare[q] == 0 for q in range(4) if q not in (a["player"], a["contra_by"]))


def finished(state, opt) -> None:
    assert state.game_over
    assert len(state.history) == (8 if opt["extra_game"] == "off" else 9)
    best = max(state.totals)
    assert state.winners == tuple(p for p in range(4) if state.totals[p] == best)
    if opt["direct_jacks"]:
        for log in state.history:
            assert [(h & sum(1 << (s * 16 + 11) for s in range(4))).bit_count()
                    for h in log.hands] == [1, 1, 1, 1]


@pytest.mark.parametrize("opt", OPTION_SETS, ids=lambda o: "-".join(str(v) for v in o.values()))
def test_random_games_keep_invariants_for_every_option(opt):
    seed = OPTION_SETS.index(opt) * 7 + 1
    rng = random.Random(seed)
    state = check_game(RULES, opt, seed, lambda s, legal: rng.choice(legal), deep_every=9,
                       deal_check=deal_check)
    finished(state, opt)


@pytest.mark.parametrize("opt", OPTION_SETS, ids=lambda o: "-".join(str(v) for v in o.values()))
def test_rule_games_keep_invariants_for_every_option(opt):
    seed = OPTION_SETS.index(opt) * 11 + 3
    choose = rule_players(RULES, seed, 4)

    state = check_game(RULES, opt, seed, choose, deep_every=17, deal_check=deal_check)
    finished(state, opt)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), opt=st.sampled_from(OPTION_SETS))
def test_mixed_tables_keep_invariants(seed, opt):
    rng = random.Random(seed)
    rule = make_agent("rule", RULES, seed)
    ruled = rng.randrange(4)

    def choose(state, legal):
        p = state.to_act
        return rule.choose(state.view(p), legal) if p == ruled else rng.choice(legal)

    state = check_game(RULES, opt, seed, choose, deep_every=13, deal_check=deal_check)
    finished(state, opt)
