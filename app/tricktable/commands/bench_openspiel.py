"""The engine bench's yardstick: OpenSpiel's C++ Hearts driven from Python, timed in the same run.

Why a yardstick from outside: a deals-per-second figure says little on its own (it moves with the
machine and its load); the ratio against a known C++ engine measured in the same run, the same
way (random legal actions through the public protocol, chance nodes included, from a new game
to the end of the deal), says how lean the play loop is. Each side times blocks of ten deals
for a while and keeps its least time per block (a block no other process interrupted), and
rounds alternate between the two, so a burst of load on a shared machine hurts neither side
alone: on a shared machine a plain deals-per-second count moved by 2x from run to run.

OpenSpiel is never a dependency: the comparison runs when ``pyspiel`` imports in this Python,
or in another interpreter given by ``--openspiel-python`` (a separate virtual environment with
``pip install open_spiel``); otherwise the bench says it skipped it.
"""

from __future__ import annotations

import subprocess
from collections.abc import Callable

#: the OpenSpiel side, as source so it can also run in another interpreter
OPENSPIEL_SOURCE = '''
import random, time
import pyspiel

def openspiel_hearts(seconds, block=10):
    game = pyspiel.load_game("hearts")
    rng = random.Random(1)
    best = float("inf")
    end = time.perf_counter() + seconds
    while True:
        t0 = time.perf_counter()
        for _ in range(block):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                else:
                    actions = state.legal_actions()
                    state.apply_action(actions[rng.randrange(len(actions))])
        now = time.perf_counter()
        best = min(best, now - t0)
        if now >= end:
            return block / best
'''


def _in_process() -> Callable[[float], float] | None:
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        return None
    space: dict = {}
    exec(OPENSPIEL_SOURCE, space)  # our own constant source, shared with the subprocess path
    return space["openspiel_hearts"]


def _in_interpreter(python: str) -> Callable[[float], float]:
    def run(seconds: float) -> float:
        code = OPENSPIEL_SOURCE + f"\nprint(openspiel_hearts({seconds!r}))\n"
        out = subprocess.run([python, "-c", code], capture_output=True, text=True, timeout=120)
        if out.returncode != 0:
            raise RuntimeError(out.stderr.strip().splitlines()[-1] if out.stderr else "failed")
        return float(out.stdout.strip())
    return run


def openspiel_lines(ours: Callable[[float], float], seconds: float,
                    python: str | None = None, rounds: int = 3) -> list[str]:
    """Lines comparing ``ours`` (Heart Hunter, 4 players) with OpenSpiel Hearts, or a skip note."""
    measure = _in_interpreter(python) if python else _in_process()
    if measure is None:
        return ["  OpenSpiel Hearts: skipped (pyspiel is not installed in this Python; "
                "`pip install open_spiel` in a separate environment and pass "
                "--openspiel-python PATH)"]
    best_ours = best_theirs = 0.0
    try:
        for _ in range(rounds):
            best_ours = max(best_ours, ours(seconds))
            best_theirs = max(best_theirs, measure(seconds))
    except (RuntimeError, OSError, subprocess.TimeoutExpired, ValueError) as exc:
        return [f"  OpenSpiel Hearts: skipped ({exc})"]
    return [f"  Same run, best of {rounds} alternating rounds (least time per block of 10 deals): "
            f"Heart Hunter 4p {best_ours:.0f} deals/s, OpenSpiel Hearts (C++ from Python) "
            f"{best_theirs:.0f} deals/s: {best_ours / best_theirs:.2f}x"]


__all__ = ["OPENSPIEL_SOURCE", "openspiel_lines"]
