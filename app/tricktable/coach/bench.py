"""The coach's section of ``python -m tricktable bench``: how long a hint takes.

Per game: the time of a hint (the coach's whole search and its words) at positions of seeded
rule-player games covering every kind of decision, as p50 / p95 / max wall-clock seconds and the
p95 of the process's CPU time, with how many hints went over the budget (``HINT_SECONDS``, the
issue's 1.5 s target). Run here in one process, as the worker runs it (the window adds only the
hop to the worker process and back).
"""

from __future__ import annotations

import time

from ..ai.bench import percentile
from ..games.registry import GAME_IDS
from .positions import positions
from .recommend import recommend
from .weighing import HINT_SCALE, HINT_SECONDS


def time_hints(game: str, count: int, seed: int = 1, scale: float = HINT_SCALE) -> dict:
    """Wall and CPU seconds of the hints at ``count`` seeded positions of ``game`` (``scale``:
    the search's share of the expert's playouts, the window's by default)."""
    wall: list[float] = []
    cpu: list[float] = []
    for pos in positions(game, count, seed):
        t0, c0 = time.perf_counter(), time.process_time()
        recommend(pos.state, pos.player, scale=scale)
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    return {"n": len(wall), "p50": percentile(wall, 0.5), "p95": percentile(wall, 0.95),
            "max": max(wall, default=0.0), "cpu95": percentile(cpu, 0.95),
            "over": sum(1 for w in wall if w > HINT_SECONDS)}


def run_bench(games: list[str], seconds: float = 2.0, scale: float = HINT_SCALE) -> list[str]:
    """Report lines: hint times per game (about ``8 × seconds`` positions each)."""
    count = max(8, int(8 * seconds))
    lines = [f"Hints (the coach's search and words, one core; budget {HINT_SECONDS:.1f} s; "
             "positions of seeded rule-player games, every kind of decision):",
             f"  {'game':<14}{'n':>4}{'p50 s':>8}{'p95 s':>8}{'max s':>8}{'CPU p95':>9}"
             f"{'over':>6}"]
    for game in games:
        if game not in GAME_IDS:
            continue
        r = time_hints(game, count, scale=scale)
        lines.append(f"  {game:<14}{r['n']:>4}{r['p50']:>8.3f}{r['p95']:>8.3f}{r['max']:>8.3f}"
                     f"{r['cpu95']:>9.3f}{r['over']:>6}")
    return lines
