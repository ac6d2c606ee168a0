"""Property tests: whole Sheepshead games, random and rule-based, with and without zero-sum."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from invariants import check_game, strip
from players import rule_players
from tricktable.ai.registry import make_agent
from tricktable.engine.cards import DECK_32, FRENCH
from tricktable.games import get_rules
from tricktable.games.sheepshead import card_points

RULES = get_rules("sheepshead")
OPTION_SETS = [{"zero_sum": False}, {"zero_sum": True}]


def expected_least(points: list[int], tricks: list[int], last: int) -> list[int]:
    """The Least's scores as RULES.md words them, written out again for the check."""
    out = [0, 0, 0]
    trickless = [p for p in range(3) if tricks[p] == 0]
    if len(trickless) == 1:
        out[trickless[0]] = 4
        return out
    low = min(points)
    tied = [p for p in range(3) if points[p] == low]
    if len(tied) > 1:
        tied = [p for p in tied if p != last]
    for p in tied:
        out[p] = 2
    return out


def expected_player(points: int, tricks: int) -> int:
    if tricks == 10:
        return 6
    if tricks == 0:
        return -6
    if points >= 91:
        return 4
    if points >= 61:
        return 2
    return -2 if points >= 31 else -4


def deal_rules(state, log) -> None:
    """A finished deal: 120 points, exactly one kind of deal, the window counted once, the score."""
    zero_sum = state.options["zero_sum"]
    taken = [0, 0, 0]
    counts = [0, 0, 0]
    for _leader, cards, winner in log.tricks:
        assert len(cards) == 3
        counts[winner] += 1
        for c in cards:
            assert not taken[winner] >> c & 1
            taken[winner] |= 1 << c
    assert len(log.tricks) == 10
    in_tricks = taken[0] | taken[1] | taken[2]
    assert in_tricks.bit_count() == 30
    window = 0
    for c in log.stock:
        window |= 1 << c
    assert window.bit_count() == 2
    kinds = [a.type for _p, _pos, a in log.actions if a.type != "play"]
    contract = log.contract
    score = list(log.score)
    if contract == {"player": None}:  # The Least
        assert kinds == ["pass", "pass", "pass"]
        assert not in_tricks & window, "the window was played in The Least"
        last = log.tricks[-1][2]
        points = [card_points(t) for t in taken]
        points[last] += card_points(window)
        assert sum(points) == 120
        plain = expected_least(points, counts, last)
    else:
        p = contract["player"]
        assert kinds == ["pass"] * (len(kinds) - 2) + ["take", "discard"]
        assert len(kinds) <= 4
        discards = FRENCH.parse_mask(contract["discards"])
        assert discards.bit_count() == 2
        assert not discards & in_tricks, "a discard was played"
        assert in_tricks | discards == DECK_32, "the window is lost or counted twice"
        points = card_points(taken[p]) + card_points(discards)
        others = sum(card_points(taken[q]) for q in range(3) if q != p)
        assert points + others == 120
        plain = [0, 0, 0]
        plain[p] = expected_player(points, counts[p])
        if not zero_sum:
            assert all(score[q] == 0 for q in range(3) if q != p), "a defender's score changed"
    if zero_sum:
        assert sum(score) == 0
        assert score == [3 * v - sum(plain) for v in plain]
    else:
        assert score == plain


def check_end(state) -> None:
    if not state.game_over:
        return
    top = max(state.totals)
    assert top >= 10 or len(state.history) >= 50, "the match ended early"
    assert state.totals.count(top) == 1
    assert state.winners == (state.totals.index(top),)
    if state.options["zero_sum"]:
        assert sum(state.totals) == 0


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), opt=st.sampled_from(OPTION_SETS))
def test_random_games_keep_invariants(seed, opt):
    # random players lose most deals they take, so a match may never reach 10: cap it
    rng = random.Random(seed)
    state = check_game(RULES, opt, seed, lambda s, legal: rng.choice(legal), deep_every=4,
                       max_deals=8, deal_check=deal_rules)
    check_end(state)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), opt=st.sampled_from(OPTION_SETS))
def test_rule_games_keep_invariants(seed, opt):
    choose = rule_players(RULES, seed, 3)

    state = check_game(RULES, opt, seed, choose, deep_every=9, max_deals=60,
                       deal_check=deal_rules)
    assert state.game_over
    check_end(state)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(3, 30))
def test_other_players_cannot_see_the_window_or_the_discards(seed, steps):
    """Swapping a card of the unseen pair (window or discards) with a card of a hidden hand
    leaves the view of a player who has not seen the pair unchanged."""
    rng = random.Random(seed)
    s = RULES.new_game(seed=seed)
    for _ in range(steps):
        if s.deal_number != 1:
            break
        s.apply(rng.choice(s.legal_actions()))
    for viewer in range(3):
        if s.player == viewer:
            continue
        pair = s.discards if s.player is not None else sum(1 << c for c in s.window)
        hidden = [p for p in range(3) if p != viewer and s.hands[p]]
        if not pair or not hidden:
            continue
        q = rng.choice(hidden)
        a = rng.choice([c for c in range(64) if pair >> c & 1])
        b = rng.choice([c for c in range(64) if s.hands[q] >> c & 1])
        t = s.copy()
        t.hands[q] ^= 1 << b | 1 << a
        if s.player is not None:
            t.discards ^= 1 << a | 1 << b
        else:
            t.window = tuple(b if c == a else c for c in s.window)
        assert strip(t.view(viewer)) == strip(s.view(viewer))


def test_rule_player_beats_random_players():
    """The rule-based player wins clearly against two random players."""
    agents_wins = 0
    for g in range(6):
        agents = [make_agent("rule", RULES, g), make_agent("random", RULES, g + 1),
                  make_agent("random", RULES, g + 2)]
        state = RULES.new_game(seed=g)
        while state.to_act is not None and len(state.history) < 300:
            p = state.to_act
            state.apply(agents[p].choose(state.view(p), state.legal_actions()))
        agents_wins += state.winners == (0,)
    assert agents_wins >= 5
