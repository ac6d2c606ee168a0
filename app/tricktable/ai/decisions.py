"""Computer decisions as tasks for the worker process, and the seeds they are taken with.

Why apart from the worker: the worker is a plain process pool that runs whatever top-level
functions its builder hands it (the controller hands it these and the coach's weighing), so it
knows nothing of games, agents or hints. ``choose`` is also callable in-process, which is how the
self-test replays the same game headless and checks that the window played exactly the moves the
agents chose.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from typing import Any

from ..engine.protocol import Action
from ..engine.record_write import deal_logs
from ..engine.view import View


def move_seed(game_seed: int, player: int, move: int) -> int:
    """The seed of one computer decision, from the game's seed, the seat and the move number.

    Why per move and not per agent: an undo or a loaded record replays from the middle of a game,
    and the same decision must then get the same seed as in an uninterrupted run.
    """
    return (game_seed * 1_000_003 + player * 10_007 + move * 101 + 7) & 0x7FFF_FFFF


def moves_made(state: Any) -> int:
    """Decisions taken so far in the whole game (the move number in computer players' seeds)."""
    return sum(len(log.actions) for log in deal_logs(state))


def play_headless(game_id: str, options: dict, seed: int, levels: list[str]) -> Any:
    """A whole game with every seat a computer, in this process, with exactly the seeds the
    window's controller uses: the reference the self-test compares the window's game against."""
    from ..games.registry import get_rules

    state = get_rules(game_id).new_game(seed, **options)
    while not state.game_over:
        p = state.to_act
        action = choose(game_id, levels[p], move_seed(state.seed, p, moves_made(state)),
                        state.view(p), state.legal_actions())
        state.apply(action)
    return state


def choose(game_id: str, level: str, seed: int, view: View, legal: list[Action]) -> Action:
    """The action a ``level`` player of ``game_id`` picks; deterministic for a given seed.

    A fresh agent is built for every decision (7-20 µs; the modules it needs stay imported in the
    worker process): the answer then depends only on the arguments, whatever an agent keeps
    between calls, and no seat ever sees another seat's agent.
    """
    from .registry import make_agent

    action = make_agent(level, game_id, seed).choose(view, legal)
    if action not in legal:
        # a defective agent must not stall the game: fall back to the first legal action
        return legal[0]
    return action


def warm_up(game_id: str | None = None) -> int:
    """Import the engine (and a game's rules and rule player) ahead of the first real question;
    answers the worker's process id."""
    if game_id is not None:
        from ..games.registry import get_rules
        from .base import rule_agent_class

        get_rules(game_id)
        with contextlib.suppress(ImportError, AttributeError, KeyError):
            rule_agent_class(game_id)
    return os.getpid()


#: the worker tasks of the computer players: ``choose`` answers a decision, ``warm_up`` is the
#: worker's start task (see ``AIWorker.start``)
TASKS: dict[str, Callable[..., Any]] = {"choose": choose, "warm_up": warm_up}
