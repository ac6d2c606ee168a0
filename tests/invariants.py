"""Invariant checks shared by every game's property tests.

Each game's tests drive whole games (random and rule-based, every option combination) through
:func:`check_game`, which checks at every step what must hold for any rule set: each card dealt
once, every legal action accepted and an illegal one refused without change, views that leak no
hidden card,
``sample_world`` consistent with the view, and the record replaying to the same state.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from tricktable.engine.protocol import Action, IllegalAction
from tricktable.engine.record import replay

#: view keys that describe finished deals, which an imagined world does not rebuild
HISTORY_KEYS = {"past_scores"}


def strip(view: dict) -> dict:
    return {k: v for k, v in view.items() if k not in HISTORY_KEYS}


def check_deal_cards(state: Any) -> None:
    """Every card of the pack is dealt exactly once in every deal so far."""
    logs = list(state.history)
    if state.deal_log is not None and state.deal_log not in logs:
        logs.append(state.deal_log)
    for log in logs:
        seen = 0
        total = 0
        for h in log.hands:
            assert not (seen & h), f"deal {log.number}: a card is dealt twice"
            seen |= h
            total += h.bit_count()
        for c in log.stock:
            assert not (seen >> c & 1), f"deal {log.number}: a stock card is also in a hand"
            seen |= 1 << c
            total += 1
        assert seen == state.DECK, f"deal {log.number}: the deal is not exactly the pack"
        assert total == state.DECK.bit_count()


def illegal_candidates(state: Any, legal: list[Action]) -> list[Action]:
    """Actions that are not legal now: plays of other cards, and a pass if it is not legal."""
    legal_set = set(legal)
    out = [a for a in (Action("play", c) for c in range(96) if state.DECK >> c & 1)
           if a not in legal_set]
    if Action("pass") not in legal_set:
        out.append(Action("pass"))
    return out


def check_illegal_refused(state: Any, legal: list[Action], rng: random.Random) -> None:
    cands = illegal_candidates(state, legal)
    if not cands:
        return
    action = rng.choice(cands)
    before = json.dumps(state.record(), sort_keys=True)
    reason = state.why_illegal(action)
    assert isinstance(reason, str) and reason, f"{action} should be illegal"
    with pytest.raises(IllegalAction):
        state.apply(action)
    after = json.dumps(state.record(), sort_keys=True)
    assert after == before, "a refused action changed the state"


def check_view_hides(state: Any, player: int, rng: random.Random) -> None:
    """Swapping two hidden cards between two hands the player cannot see leaves their view equal."""
    view = state.view(player)
    hidden = [p for p in range(state.n) if view["hands"][p] is None]
    if len(hidden) < 2:
        return
    q1, q2 = rng.sample(hidden, 2)
    h1, h2 = state.hands[q1], state.hands[q2]
    if not h1 or not h2:
        return
    c1 = rng.choice([c for c in range(96) if h1 >> c & 1])
    c2 = rng.choice([c for c in range(96) if h2 >> c & 1])
    swapped = state.copy()
    swapped.hands[q1] = h1 ^ (1 << c1) | (1 << c2)
    swapped.hands[q2] = h2 ^ (1 << c2) | (1 << c1)
    assert strip(swapped.view(player)) == strip(view), (
        f"player {player}'s view changes when hidden cards of positions {q1} and {q2} are swapped")


def check_sample_world(state: Any, player: int, rng: random.Random) -> None:
    view = state.view(player)
    world = state.rules.sample_world(view, rng)
    assert strip(world.view(player)) == strip(view), "sample_world disagrees with the view"
    for p in range(state.n):
        assert world.hands[p].bit_count() == state.hands[p].bit_count()
        assert not (world.hands[p] & view["voids"][p]), "sample_world ignored a revealed void"
    if state.to_act == player:
        assert world.legal_actions() == state.legal_actions()


def check_replay(state: Any) -> None:
    doc = json.loads(json.dumps(state.record()))
    again = replay(doc)
    assert json.dumps(again.record(), sort_keys=True) == json.dumps(doc, sort_keys=True)
    for p in range(state.num_players):
        assert again.view(p) == state.view(p)


def check_game(rules: Any, options: dict, seed: int, chooser: Callable[[Any, list], Action],
               *, deep_every: int = 7, max_deals: int | None = None,
               deal_check: Callable[[Any, Any], None] | None = None) -> Any:
    """Play a game with ``chooser(state, legal)`` picking moves, checking invariants as it goes.

    ``deep_every``: the costly checks (views, worlds, illegal actions) run every that many steps.
    ``deal_check(state, log)`` is called for every finished deal (the game's score rules).
    """
    rng = random.Random(seed)
    state = rules.new_game(seed=seed, **options)
    check_deal_cards(state)
    step = 0
    deals_seen = 0
    while state.to_act is not None:
        legal = state.legal_actions()
        assert legal, "a player to act must have a legal action"
        if step % deep_every == 0:
            for a in legal:
                assert state.why_illegal(a) is None, f"{a} is listed legal but refused"
            check_illegal_refused(state, legal, rng)
            p = rng.randrange(state.num_players)
            check_view_hides(state, p, rng)
            check_sample_world(state, p, rng)
        action = chooser(state, legal)
        assert action in legal
        state.apply(action)
        step += 1
        while deals_seen < len(state.history):
            if deal_check is not None:
                deal_check(state, state.history[deals_seen])
            deals_seen += 1
        if max_deals is not None and deals_seen >= max_deals:
            break
    check_deal_cards(state)
    check_replay(state)
    return state
