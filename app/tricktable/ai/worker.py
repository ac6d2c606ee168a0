"""Computer players in a separate process, so the window never waits on a search.

Why a process and not a thread: a search player is pure Python and holds the GIL for its whole time
budget; in a thread it would freeze the window's animations. One persistent worker process (spawn
context, so it starts clean on every platform and never inherits Qt state) answers one question at a
time: "which of these legal actions does a ``level`` player choose from this view, with this seed?".

Qt-free on purpose (the layering test enforces it): the controller turns the returned futures into
Qt signals. ``choose`` is also callable in-process, which is how the self-test replays the same
game headless and checks that the window played exactly the moves the agents chose.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from ..engine.protocol import Action


def move_seed(game_seed: int, player: int, move: int) -> int:
    """The seed of one computer decision, from the game's seed, the seat and the move number.

    Why per move and not per agent: an undo or a loaded record replays from the middle of a game,
    and the same decision must then get the same seed as in an uninterrupted run.
    """
    return (game_seed * 1_000_003 + player * 10_007 + move * 101 + 7) & 0x7FFF_FFFF


def moves_made(state: Any) -> int:
    """Decisions taken so far in the whole game (the move number in computer players' seeds)."""
    logs = list(state.history)
    if state.deal_log is not None and (not logs or logs[-1] is not state.deal_log):
        logs.append(state.deal_log)
    return sum(len(log.actions) for log in logs)


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


def choose(game_id: str, level: str, seed: int, view: dict, legal: list[Action]) -> Action:
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


#: how often the worker looks whether the window's process is still there (seconds)
PARENT_CHECK_S = 0.5


def _watch_parent(parent_pid: int) -> None:
    """Exit this worker as soon as the process that started it is gone.

    Why: a crash or a kill of the window's process (or a script that exits without closing the
    window) never tells the worker to stop, and it would wait for questions forever, keeping the
    multiprocessing resource tracker alive with it. The parent's sentinel (a pipe the parent holds
    open) reports the parent's death at once on every platform; the parent-pid check is a second
    guard where no sentinel exists. ``os._exit``: nothing in the worker needs tidying, and a
    normal exit could wait on the executor's queue threads.
    """
    parent = multiprocessing.parent_process()
    while True:
        if parent is not None:
            parent.join(PARENT_CHECK_S)  # returns early when the parent's end of the pipe closes
            if not parent.is_alive():
                os._exit(0)
        else:
            time.sleep(PARENT_CHECK_S)
        if os.name == "posix" and os.getppid() != parent_pid:
            os._exit(0)  # adopted by another process: the parent has died


def _worker_start(parent_pid: int) -> None:
    """Worker start-up: watch the parent, and let a search give way to the window's animations
    when the CPU is busy."""
    threading.Thread(target=_watch_parent, args=(parent_pid,), name="parent-watch",
                     daemon=True).start()
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(5)


def warm_up(game_id: str | None = None) -> int:
    """Import the engine (and a game's rules and rule player) ahead of the first real question."""
    if game_id is not None:
        from ..games.registry import get_rules
        from .registry import rule_agent_class

        get_rules(game_id)
        with contextlib.suppress(ImportError, AttributeError, KeyError):
            rule_agent_class(game_id)
    return os.getpid()


def _new_pool() -> ProcessPoolExecutor:
    return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                               initializer=_worker_start, initargs=(os.getpid(),))


class AIWorker:
    """One persistent worker process; ``ask`` returns a ``Future`` and never blocks the caller.

    The process starts lazily on the first question (or ``start()``); ``shutdown`` stops it without
    waiting for a question in flight. A crashed process is replaced on the next question.
    """

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()

    def start(self, game_id: str | None = None) -> Future:
        """Start the process now and load a game's modules in it (answers the process id)."""
        return self._submit(warm_up, game_id)

    @property
    def running(self) -> bool:
        return self._pool is not None

    def ask(self, game_id: str, level: str, seed: int, view: dict, legal: list[Action],
            done: Callable[[Future], None] | None = None) -> Future:
        """Ask for a decision; ``done(future)`` runs in a helper thread when the answer is there."""
        future = self._submit(choose, game_id, level, seed, view, list(legal))
        if done is not None:
            future.add_done_callback(done)
        return future

    def weigh(self, game_id: str, seed: int, view: dict, legal: list[Action]) -> Future:
        """Ask the coach's search to weigh the person's decision (a hint's figures)."""
        from ..coach.hints import weigh

        return self._submit(weigh, game_id, seed, view, list(legal))

    def _submit(self, fn: Callable, *args: Any) -> Future:
        with self._lock:
            if self._pool is None:
                self._pool = _new_pool()
            try:
                return self._pool.submit(fn, *args)
            except RuntimeError:
                # the pool broke (the process died) or was shut down: start a fresh one
                self._pool.shutdown(wait=False, cancel_futures=True)
                self._pool = _new_pool()
                return self._pool.submit(fn, *args)

    def shutdown(self, wait: bool = True) -> None:
        """Stop the process; pending questions are cancelled."""
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=wait, cancel_futures=True)
