"""The search players' section of ``python -m tricktable bench``.

Two figures per game: playouts ("iterations") per second of the search on real decisions, and the
decision time (p50 / p95 over decisions with a real choice) of the ``advanced`` and ``expert``
players at their default budgets. Decision times are wall-clock (what a person waits for); the
p95 of the searching thread's own CPU time is given beside them, because on a shared machine the
wall-clock figure also counts the time other processes held the cores. Decisions come from
rule-based games, one searcher in seat 0, so the positions are ordinary ones from every stage of a
deal (bids and card play).
"""

from __future__ import annotations

import math
import time

from ..games.registry import game_entry, get_rules
from .registry import make_agent
from .search import LEVELS, SearchAgent, playable_games


def decisions(game: str, options: dict, seed: int):
    """Endless (state, view, legal) for player 0's real choices in rule-based games."""
    rules = get_rules(game)
    while True:
        state = rules.new_game(seed=seed, **options)
        agents = [make_agent("rule", rules, seed + p) for p in range(state.num_players)]
        seed += 1
        while state.to_act is not None and state.deal_number <= 2:
            p = state.to_act
            legal = state.legal_actions()
            view = state.view(p)
            if p == 0 and len(legal) > 1:
                yield view, legal
            state.apply(agents[p].choose(view, legal))


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def time_level(game: str, options: dict, level: str, seconds: float,
               min_decisions: int = 10, max_decisions: int = 60) -> dict:
    """Decision times and playout rate of ``level`` at its default budget."""
    agent = make_agent(level, game, 1)
    assert isinstance(agent, SearchAgent)
    times: list[float] = []
    cpu: list[float] = []
    iterations = 0
    busy = 0.0
    capped = 0
    start = time.perf_counter()
    for view, legal in decisions(game, options, 100):
        t0 = time.perf_counter()
        c0 = time.thread_time()
        agent.choose(view, legal)
        cpu.append(time.thread_time() - c0)
        dt = time.perf_counter() - t0
        times.append(dt)
        iterations += agent.last_stats.get("iterations", 0)
        busy += dt
        capped += bool(agent.last_stats.get("timed_out"))
        n = len(times)
        if n >= max_decisions or (n >= min_decisions and time.perf_counter() - start >= seconds):
            break
    return {"p50": percentile(times, 0.5), "p95": percentile(times, 0.95), "n": len(times),
            "cpu_p95": percentile(cpu, 0.95),
            "rate": iterations / busy if busy else 0.0, "capped": capped,
            "budget": agent.iterations, "cap": agent.seconds}


def run_bench(games: list[str], seconds: float = 2.0) -> list[str]:
    """Report lines: playouts per second and decision times per game and level."""
    ready = set(playable_games())
    lines = ["Search players (one core; decisions with a real choice, seat 0 of rule-based games):",
             f"  {'game':<14}{'options':<12}{'level':<10}{'budget':>8}{'playouts/s':>12}"
             f"{'p50 s':>8}{'p95 s':>8}{'cpu p95':>8}{'cap s':>7}{'capped':>8}{'n':>5}"]
    for game in games:
        if game not in ready:
            lines.append(f"  {game:<14}(no rules or rule player yet)")
            continue
        for options in map(dict, game_entry(game).bench_options):  # the option sets timed
            opts = ",".join(f"{k}={v}" for k, v in options.items()) or "defaults"
            for level in LEVELS:
                r = time_level(game, options, level, seconds * (3 if level == "advanced" else 6))
                lines.append(
                    f"  {game:<14}{opts:<12}{level:<10}{r['budget']:>8}{r['rate']:>12.0f}"
                    f"{r['p50']:>8.3f}{r['p95']:>8.3f}{r['cpu_p95']:>8.3f}{r['cap']:>7.2f}"
                    f"{r['capped']:>8}{r['n']:>5}")
    return lines
