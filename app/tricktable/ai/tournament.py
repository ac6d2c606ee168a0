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

Why the rotations of a deal share the field's searches: seeded by seat, a field player of a search
level that meets the same actions so far with its generators in the same state decides the same
thing in every rotation, so its choice there is worked out once and looked up after
(``SharedChoices``). The candidate differs from the field in about one decision in five, so the
rotations run alike for a while, and the field's costliest decisions (a declarer's discard among
a hundred or more) come early. The figures are the same, to the last fraction, as with every
decision searched anew: a choice is reused only where the search would have been given the same
position and the same random numbers, and the generators are left as the search would leave them.
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


class SharedChoices:
    """A field player of a search level whose choices are shared between the rotations of one
    deal (see the module's docstring). ``shared`` maps (seat, the deal's actions so far, the
    state of the player's generators) to its choice and its generators' state after it;
    ``actions`` is the rotation's own list of actions so far, kept by ``_play_deal``.

    What a search player's choice depends on: the position (a function of the actions from the
    same first deal), its settings (the same for the field at a seat in every rotation) and two
    generators, its own and its playouts' rule player's, which it reseeds from its own at every
    search. Nothing else in it lives from one decision to the next."""

    def __init__(self, agent: Any, seat: int, shared: dict, actions: list) -> None:
        self.agent = agent
        self.seat = seat
        self.shared = shared
        self.actions = actions
        self.hits = 0

    def _generators(self) -> tuple:
        return self.agent.rng.getstate(), self.agent.playout.agent.rng.getstate()

    def choose(self, view: Any, legal: list) -> Any:
        key = (self.seat, tuple(self.actions), self._generators())
        known = self.shared.get(key)
        if known is None:
            action = self.agent.choose(view, legal)
            self.shared[key] = (action, self._generators())
            return action
        action, (own, playouts) = known
        self.agent.rng.setstate(own)
        self.agent.playout.agent.rng.setstate(playouts)
        self.hits += 1
        return action


def _play_deal(state: Any, agents: Sequence[Any], actions: list) -> None:
    """Play the current deal to its end, noting each action in ``actions`` (``play_out`` with
    ``stop_after_deal``, and the list the shared choices are looked up by)."""
    first = state.deal_number
    for _ in range(1_000_000):
        player = state.to_act
        if player is None or state.deal_number != first:
            return
        action = agents[player].choose(state.view(player), state.legal_actions())
        state.apply(action)
        actions.append(action)
    raise RuntimeError("the deal did not finish in a million steps")


def _rotation(game: str, options: dict, seed: int, deal: int, seat: int | None,
              candidate: str, field: str, iterations: int | None, seconds: float | None,
              field_iterations: int | None, variant: dict[str, Any] | None,
              shared: dict | None = None) -> Any:
    """Deal ``deal`` played to its end with the candidate in ``seat`` (``None``: the field at
    every seat) and the field elsewhere; the finished state. ``shared``: the field's choices
    shared with the deal's other rotations (``None``: every decision searched anew)."""
    rules = get_rules(game)
    state = rules.new_game(seed=seed + deal, **options)
    agents = []
    actions: list = []
    for p in range(state.num_players):
        level, its = (candidate, iterations) if p == seat else (field, field_iterations)
        settings = _settings(level, its, seconds)
        if p == seat and variant:
            agents.append(research_agent(level, rules, agent_seed(seed, deal, p),
                                         **settings, **variant))
            continue
        agent = make_agent(level, rules, agent_seed(seed, deal, p), **settings)
        if p != seat and level in SEARCH_LEVELS and shared is not None:
            agent = SharedChoices(agent, p, shared, actions)
        agents.append(agent)
    _play_deal(state, agents, actions)
    return state


def _seat_figure(game: str, score: Sequence[int], seat: int) -> Fraction:
    """``seat``'s deal score minus the others' mean, signed so that positive is better."""
    n = len(score)
    own = score[seat]
    return Fraction(score_sign(game) * ((n - 1) * own - (sum(score) - own)), n - 1)


def play_deal(game: str, options: dict, seed: int, deal: int, candidate: str, field: str,
              iterations: int | None = None, seconds: float | None = None,
              field_iterations: int | None = None,
              variant: dict[str, Any] | None = None, share: bool = True) -> Fraction:
    """The candidate's signed score difference on one deal, averaged over its seats (exact).

    ``iterations`` is the candidate's playout budget and ``field_iterations`` the field's (each
    only for search levels; ``None``: the level's default); ``seconds`` caps both. ``variant``:
    research options of the candidate's search (``experiments/search_options.py``). ``share``:
    the field's choices shared between the rotations (the same figure; ``False`` searches every
    decision anew, for the test that says so)."""
    n = get_rules(game).new_game(seed=seed + deal, **options).num_players
    total = Fraction(0)
    shared: dict = {}
    for seat in range(n):
        state = _rotation(game, options, seed, deal, seat, candidate, field, iterations,
                          seconds, field_iterations, variant, shared if share else None)
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
    shared: dict = {}
    for seat in [*range(n), None]:
        state = _rotation(game, options, seed, deal, seat, candidate, field, iterations,
                          seconds, field_iterations, variant, shared)
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
