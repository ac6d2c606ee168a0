"""The duplicate tournament: how much better one level plays than another (run it with
``python -m tricktable tournament``).

Duplicate format, because card luck dwarfs skill: deal ``i`` is the first deal of the game with
seed ``S + i``; it is played once per player with the candidate in that player's seat and the
field level in every other seat, so every hand is held by the candidate exactly once. The figure
for a deal is the candidate's deal score minus the mean of the field players' deal scores at that
table, averaged over the rotations (signed so that positive means the candidate did better: in
Heart Hunter, where points are bad, it is the field's mean minus the candidate's).

Why agents are seeded by seat and not by role: when the candidate and the field are the same
level, every rotation then plays the identical game, and the rotation average of "own score minus
the others' mean" is exactly zero (computed with fractions, so no rounding). That makes the
harness itself testable.

The 95% interval is a seeded percentile bootstrap over the deals (2,000 resamples).
"""

from __future__ import annotations

import math
import multiprocessing
import random
import sys
import time
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from ..engine.match import play_out
from ..games.registry import get_rules
from .evaluation import score_sign
from .experiments.search_options import research_agent
from .registry import make_agent

SEARCH_LEVELS = ("advanced", "expert")


def agent_seed(seed: int, deal: int, player: int) -> int:
    """The seed of the agent in ``player``'s seat at deal ``deal`` (the same for every level)."""
    return (seed * 1_000_003 + deal * 7_919 + player * 104_729 + 11) & 0x7FFF_FFFF


def _settings(level: str, iterations: int | None, seconds: float | None) -> dict[str, Any]:
    if level not in SEARCH_LEVELS:
        return {}
    out: dict[str, Any] = {}
    if iterations is not None:
        out["iterations"] = iterations
    if seconds is not None:
        out["seconds"] = seconds
    return out


def _rotation(game: str, options: dict, seed: int, deal: int, seat: int | None,
              candidate: str, field: str, iterations: int | None, seconds: float | None,
              field_iterations: int | None, variant: dict[str, Any] | None) -> Any:
    """Deal ``deal`` played to its end with the candidate in ``seat`` (``None``: the field at
    every seat) and the field elsewhere; the finished state."""
    rules = get_rules(game)
    state = rules.new_game(seed=seed + deal, **options)
    agents = []
    for p in range(state.num_players):
        level, its = (candidate, iterations) if p == seat else (field, field_iterations)
        settings = _settings(level, its, seconds)
        if p == seat and variant:
            agents.append(research_agent(level, rules, agent_seed(seed, deal, p),
                                         **settings, **variant))
        else:
            agents.append(make_agent(level, rules, agent_seed(seed, deal, p), **settings))
    play_out(state, agents, stop_after_deal=True)
    return state


def _seat_figure(game: str, score: Sequence[int], seat: int) -> Fraction:
    """``seat``'s deal score minus the others' mean, signed so that positive is better."""
    n = len(score)
    own = score[seat]
    return Fraction(score_sign(game) * ((n - 1) * own - (sum(score) - own)), n - 1)


def play_deal(game: str, options: dict, seed: int, deal: int, candidate: str, field: str,
              iterations: int | None = None, seconds: float | None = None,
              field_iterations: int | None = None,
              variant: dict[str, Any] | None = None) -> Fraction:
    """The candidate's signed score difference on one deal, averaged over its seats (exact).

    ``iterations`` is the candidate's playout budget and ``field_iterations`` the field's (each
    only for search levels; ``None``: the level's default); ``seconds`` caps both. ``variant``:
    research options of the candidate's search (``experiments/search_options.py``)."""
    n = get_rules(game).new_game(seed=seed + deal, **options).num_players
    total = Fraction(0)
    for seat in range(n):
        state = _rotation(game, options, seed, deal, seat, candidate, field, iterations,
                          seconds, field_iterations, variant)
        total += _seat_figure(game, state.history[0].score, seat)
    return total / n


def deal_rotations(game: str, options: dict, seed: int, deal: int, candidate: str, field: str,
                   iterations: int | None = None, seconds: float | None = None,
                   field_iterations: int | None = None,
                   variant: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """What happened in each rotation of one deal, and with the field at every seat.

    Why: in a game with large multipliers a handful of deals decides a tournament's mean, and
    whether such a deal shows skill or a coin falling one way is seen only in its rotations
    (who declared what, at which level, and who made the difference). One row per seat of the
    candidate, then one with ``seat`` ``None`` (the field alone): the deal log's ``contract``
    (``None`` in a game without one), the deal scores and the seat's figure."""
    n = get_rules(game).new_game(seed=seed + deal, **options).num_players
    rows = []
    for seat in [*range(n), None]:
        state = _rotation(game, options, seed, deal, seat, candidate, field, iterations,
                          seconds, field_iterations, variant)
        log = state.history[0]
        rows.append({"seat": seat, "contract": log.contract, "score": list(log.score),
                     "figure": None if seat is None else _seat_figure(game, log.score, seat)})
    return rows


def _task(args: tuple) -> tuple[int, Fraction]:
    return args[3], play_deal(*args)


def run_tournament(game: str, candidate: str, field: str, deals: int, seed: int,
                   options: dict | None = None, iterations: int | None = None,
                   seconds: float | None = None, jobs: int = 1,
                   progress: bool = False,
                   field_iterations: int | None = None,
                   variant: dict[str, Any] | None = None) -> list[Fraction]:
    """Per-deal differences (in deal order) of ``candidate`` against ``field``."""
    options = dict(options or {})
    tasks = [(game, options, seed, i, candidate, field, iterations, seconds, field_iterations,
              variant) for i in range(deals)]
    results: list[Fraction | None] = [None] * deals
    started = time.perf_counter()
    if jobs <= 1:
        iterator = map(_task, tasks)
        pool = None
    else:
        pool = multiprocessing.get_context("spawn").Pool(jobs)
        iterator = pool.imap_unordered(_task, tasks)
    try:
        for done, (i, value) in enumerate(iterator, 1):
            results[i] = value
            if progress and (done % 10 == 0 or done == deals):
                got = [float(v) for v in results if v is not None]
                print(f"  {done}/{deals} deals, mean so far {sum(got) / len(got):+.3f} "
                      f"({time.perf_counter() - started:.0f} s)", file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return [v for v in results if v is not None]


def bootstrap_interval(values: Sequence[float], resamples: int = 2000, seed: int = 0,
                       confidence: float = 0.95) -> tuple[float, float]:
    """Percentile bootstrap interval of the mean of ``values`` (seeded, so reproducible)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    rng = random.Random(seed)
    vals = [float(v) for v in values]
    means = []
    choices = rng.choices
    for _ in range(resamples):
        means.append(math.fsum(choices(vals, k=n)) / n)
    means.sort()
    tail = (1.0 - confidence) / 2.0
    lo = means[max(0, math.floor(tail * resamples))]
    hi = means[min(resamples - 1, math.ceil((1.0 - tail) * resamples) - 1)]
    return lo, hi


def summary(values: Sequence[Fraction | float], seed: int) -> dict[str, float | int]:
    """Per-deal figures of the differences: ``mean`` with its 95% interval (``low``, ``high``),
    ``sd`` (the spread of one deal's difference), and how many ``deals`` the candidate did
    ``better``, ``even`` or ``worse`` on (a deal's sign over its seat rotations)."""
    n = len(values)
    mean = float(sum(values, Fraction(0)) / n) if n else 0.0
    floats = [float(v) for v in values]
    low, high = bootstrap_interval(floats, seed=seed)
    sd = math.sqrt(math.fsum((v - mean) ** 2 for v in floats) / (n - 1)) if n > 1 else 0.0
    return {"mean": mean, "low": low, "high": high, "deals": n, "sd": sd,
            "better": sum(1 for v in values if v > 0), "even": sum(1 for v in values if v == 0),
            "worse": sum(1 for v in values if v < 0)}
