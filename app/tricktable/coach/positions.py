"""Positions to ask the coach about: seeded games played by rule players, with each decision kept.

Why: the ``hints`` command and the tests must cover every kind of decision a game has (a card, a
discard, a bid, the window, doubles, the Dominoes, Nineteen's preference sets, ...) without a list
of them per game that would go stale; the games themselves say which decisions occur. A decision's
kind is the stage of the deal and the action types on offer ("window: pass+take").
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..ai.decisions import move_seed, moves_made
from ..ai.registry import make_agent
from ..engine.protocol import State
from ..games.registry import get_rules

#: after this many games in a row without a new kind of decision, the search for kinds stops
QUIET_GAMES = 4
#: and never plays more games than this
MAX_GAMES = 40


@dataclass(frozen=True)
class Position:
    """A decision with more than one legal action: the state (a copy), whose turn it is and the
    decision's kind."""

    state: State
    player: int
    kind: str


def decision_kind(state: State) -> str:
    """"play: play", "window: pass+take": the deal's stage and the action types on offer."""
    types = "+".join(sorted({a.type for a in state.legal_actions()}))
    return f"{state.view(state.to_act).stage}: {types}"


def _games(game_id: str, options: dict, seed: int) -> Iterator[list[Position]]:
    rules = get_rules(game_id)
    number = 0
    while True:
        state = rules.new_game(seed * 1000 + number, **options)
        found = []
        while not state.game_over:
            p = state.to_act
            legal = state.legal_actions()
            if len(legal) > 1:
                found.append(Position(state.copy(), p, decision_kind(state)))
            agent = make_agent("rule", rules, seed=move_seed(state.seed, p, moves_made(state)))
            state.apply(agent.choose(state.view(p), legal))
        yield found
        number += 1


def positions(game_id: str, count: int, seed: int, options: dict | None = None
              ) -> list[Position]:
    """``count`` decisions of seeded games (or fewer, at least one of each kind), covering every
    kind of decision met: the first of each kind, then the others in turn, in order of play.
    The same arguments give the same positions."""
    by_kind: dict[str, list[Position]] = {}
    quiet = 0
    for played, found in enumerate(_games(game_id, dict(options or {}), seed)):
        new = False
        for pos in found:
            if pos.kind not in by_kind:
                new = True
            by_kind.setdefault(pos.kind, []).append(pos)
        quiet = 0 if new else quiet + 1
        if quiet >= QUIET_GAMES or played + 1 >= MAX_GAMES:
            break
    # spread each kind's picks through the games rather than its first few moves
    steps = {k: max(1, len(v) // max(1, count)) for k, v in by_kind.items()}
    out: list[Position] = [v[0] for v in by_kind.values()]
    depth = 1
    while len(out) < count and any(depth * steps[k] < len(v) for k, v in by_kind.items()):
        for k, v in by_kind.items():
            if depth * steps[k] < len(v) and len(out) < count:
                out.append(v[depth * steps[k]])
        depth += 1
    return out
