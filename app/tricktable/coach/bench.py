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


def finished_deal(game: str, seed: int):
    """A game whose first deal is over, seat 0 playing at random (a learner's slips to find) and
    the others by rule: what the review benchmark reviews."""
    from ..ai.decisions import move_seed, moves_made
    from ..ai.registry import make_agent
    from ..games.registry import get_rules

    st = get_rules(game).new_game(seed)
    while not st.history:
        p = st.to_act
        agent = make_agent("random" if p == 0 else "rule", st.rules,
                           seed=move_seed(st.seed, p, moves_made(st)))
        st.apply(agent.choose(st.view(p), st.legal_actions()))
    return st


def run_review_bench(games: list[str], seconds: float = 2.0,
                     scale: float | None = None) -> list[str]:
    """Report lines: a whole deal review (the expert's weighing of every decision and the best
    line with every card known) per game, over ``max(2, seconds)`` seeded deals, as the worker
    runs it; wall seconds (p50, max) and CPU seconds (max: what an idle core would take), and
    the CPU of the search for the best line alone in its own column."""
    from .perfect import PerfectSearch, best_results
    from .replayed import replay_to_deal
    from .review import REVIEW_SCALE, review_deal

    scale = REVIEW_SCALE if scale is None else scale
    count = max(2, int(seconds))
    lines = ["Deal review (one core; seeded deals, seat 0 playing at random):",
             f"  {'game':<14}{'n':>4}{'p50 s':>8}{'max s':>8}{'CPU max':>9}"
             f"{'best line CPU max':>18}"]
    for game in games:
        if game not in GAME_IDS:
            continue
        wall: list[float] = []
        cpu: list[float] = []
        line_s: list[float] = []
        for seed in range(1, count + 1):
            st = finished_deal(game, seed)
            t0, c0 = time.perf_counter(), time.process_time()
            review = review_deal(st, 0, 0, scale=scale)
            wall.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
            replayed = replay_to_deal(st, 0)
            states, played, forced = [], [], []
            for p, _q, action in st.history[0].actions:
                if p == 0:
                    states.append(replayed.copy())
                    played.append(action)
                    forced.append(len(replayed.legal_actions()) == 1)
                replayed.apply(action)
            c0 = time.process_time()
            best_results(states, played, forced, review.result, PerfectSearch(states[0], 0))
            line_s.append(time.process_time() - c0)
        lines.append(f"  {game:<14}{len(wall):>4}{percentile(wall, 0.5):>8.2f}"
                     f"{max(wall):>8.2f}{max(cpu):>9.2f}{max(line_s):>18.2f}")
    return lines
