"""The search players ("advanced", "expert"): determinized Monte Carlo over imagined deals.

How it decides: it imagines the hidden cards many times (``rules.sample_world``: dealt at random,
but consistent with revealed voids and every card it has seen), and in each imagined world plays
each candidate action and then the rest of the deal with the rule-based policy; the action whose
deals end best for it on average (``evaluation.deal_utility``: its deal score against the others',
plus the game situation) is chosen. This is perfect-information Monte Carlo with one refinement:
all candidates are judged on the *same* worlds (paired comparisons, far less noise per playout)
and the budget is spent by sequential halving, so clearly weaker actions stop costing playouts
after the first rounds and the close contenders get most of them.

Why flat and not a tree: with a strong rule-based playout, a one-step improvement over that
policy on many worlds beat single-observer ISMCTS (``experiments/ismcts.py``) given the same
playouts:
in Heart Hunter at 400 playouts a move, against rule players over the same 200 duplicate deals,
+2.28 points a deal for this search and +1.75 for ISMCTS (paired difference 0.54 ± 0.18). The
tree's opponents choose by their own UCB statistics, while here they keep to the rule model.
Any decision goes through the same loop because candidates are just ``legal_actions()``: card
play, bids, doubles, discards.

Two guards keep the halving honest: the rule player's choice is never dropped before the last
round (a few early worlds must not throw out the sensible move), and a choice among more than
``WIDE`` actions gets a proportionally larger budget (a contract with its trump, two discards).

Budgets: ``iterations`` counts playouts (one action in one world); it makes a decision
deterministic for a given seed. ``seconds`` is a hard cap checked between playouts (a world cut
short is dropped, so all candidates stay judged on the same worlds), so a slow machine gets the
best move found so far. Only ``self.rng`` is used, so reseeding it (as the worker does before
every decision) reproduces the move.

Research options live apart, in ``experiments/search_options.py`` (``ResearchSearch``, a
subclass using the two hooks below, run with ``tournament --variant``), because they did not pay
here (Heart Hunter, 400 playouts a move, paired over the same duplicate deals against rule
players): ``inference="reject"`` (worlds must fit the others' past cards under the rule model:
-0.09 ± 0.24 points a deal over 100 deals, at five times the cost), ``endgame=3`` (the searcher's
own last three cards chosen best in each world: -0.23 ± 0.22 over 100 deals) and
``method="ismcts"``. ``exact=K`` solves each world exactly (max-n over every line) once every
hand holds at most K cards; against rule players over the same 150 duplicate deals (seed 1) as the
plain ``advanced`` level: Heart Hunter K=2 changes nothing (with two cards left the rest is
forced), K=3 -0.007 [-0.053, +0.047] points a deal; Sheepshead K=3 -0.044 [-0.082, -0.007]: the
rule-based playout already plays the last tricks well, and max-n's assumption that everyone plays
perfectly is no better a model of the others.

Inference from the others' calls (``inference="calls"``: a world kept with the chance that the
others called as they did with its hands) was measured for Sheepshead's Expert and gained
nothing measurable over 400 duplicate deals (+0.014 a deal against the Expert without it,
``experiments/sheepshead_calls.py``), so it too lives with the research options.

A game may fit each imagined world to what its players are known to do with cards nobody else
saw (its registry entry's ``world_fit``): Sheepshead gives another player's Player the burial the
rule player makes from its twelve cards in that world, where a random burial made the Player's
voids too rare (a defender smeared a ten the Player trumped); where that burial contradicts the
table, the fit deals the hidden cards again (``playout_sheepshead.bury_as_rule``). A decision
whose first ``FIT_MISSES`` worlds all fail to fit (a person who buries otherwise) keeps the rest
of its worlds as dealt, rather than paying for failed fits in every world.

The hooks: ``_sample`` imagines one world and gives its weight (1 here), and ``_finisher``
may replace the rule-based playout that ends a deal in one world (``None`` here).
"""

from __future__ import annotations

import math
import time
from typing import Any

from ..engine.protocol import Action, Rules
from ..engine.view import View
from ..games.registry import GAME_IDS, find_entry, get_rules, resolve
from .base import Agent, rule_agent_class
from .evaluation import action_bias, deal_utility, search_scope
from .playout import Playout, as_world

#: default budgets per level: (iterations, seconds); the iteration budget binds on this machine
LEVELS: dict[str, dict[str, Any]] = {
    "advanced": {"iterations": 600, "seconds": 0.4},
    "expert": {"iterations": 2000, "seconds": 1.4},
}

#: a choice among more actions than this gets a proportionally larger budget
WIDE = 8

#: a decision whose first this many worlds all fail the game's fit stops fitting (see above)
FIT_MISSES = 3


class SearchAgent(Agent):
    """Determinized Monte Carlo with sequential halving; see the module docstring."""

    def __init__(self, rules: Rules, seed: int = 0, *, level: str = "advanced",
                 iterations: int | None = None, seconds: float | None = None,
                 fast: bool = True, strict: bool = False, halving: bool = True,
                 **settings: Any) -> None:
        super().__init__(rules, seed, **settings)
        base = LEVELS[level]
        entry = find_entry(rules.id)  # per-game budgets where playouts are slower or faster
        game_iters = entry.search_iterations.get(level) if entry is not None else None
        self.level = level
        self.iterations = int(iterations if iterations is not None
                              else game_iters or base["iterations"])
        self.seconds = float(seconds if seconds is not None else base["seconds"])
        self.strict = strict
        self.halving = halving
        self.playout = Playout(rules, seed, fast=fast)
        #: the game's fit of an imagined world to its players' habits (module docstring)
        self.fit = resolve(entry.world_fit) if entry is not None and entry.world_fit else None
        #: the fits this decision may still miss before it stops fitting (none once one fits)
        self.fit_misses: float = FIT_MISSES
        #: figures of the last decision, for ``explain`` and the bench
        self.last_stats: dict[str, Any] = {}

    # ------------------------------------------------------------------ deciding
    def choose(self, view: View, legal: list[Action]) -> Action:
        return self.search(view, legal)[0]

    def explain(self, view: View, legal: list[Action]) -> tuple[Action, str]:
        action, means, worlds = self.search(view, legal)
        if len(means) < 2:
            return action, "It is the only sensible choice here."
        ranked = sorted(means.items(), key=lambda kv: -kv[1])
        best = means[action]
        runner_up = next(v for a, v in ranked if a != action)
        return action, (f"In {worlds} imagined deals it did best: {best:+.1f} against the others "
                        f"on average, {best - runner_up:.1f} better than the next choice.")

    def search(self, view: View, legal: list[Action]) -> tuple[Action, dict[Action, float], int]:
        """The chosen action, the mean utility of each action still in the running, and the
        number of worlds imagined."""
        start = time.perf_counter()
        if len(legal) == 1:
            self.last_stats = {"iterations": 0, "worlds": 0, "seconds": 0.0}
            return legal[0], {legal[0]: 0.0}, 0
        rng = self.rng
        self.playout.reseed(rng)
        self.fit_misses = FIT_MISSES
        deadline = start + self.seconds
        return self._flat(view, legal, start, deadline)

    def _flat(self, view: View, legal: list[Action], start: float,
              deadline: float) -> tuple[Action, dict[Action, float], int]:
        """The flat search with sequential halving (see the module docstring)."""
        player = view.player
        prefer = self._rule_choice(view, legal)
        game = self.rules.id
        legal = self._scope(view, legal, prefer)
        if len(legal) == 1:
            self.last_stats = {"iterations": 0, "worlds": 0, "seconds": 0.0}
            return legal[0], {legal[0]: 0.0}, 0
        pref_i = legal.index(prefer) if prefer in legal else None
        k = len(legal)
        bias = [action_bias(game, view, a) for a in legal]
        sums = [0.0] * k
        weights = [0.0] * k
        survivors = list(range(k))
        rounds = max(1, math.ceil(math.log2(k))) if self.halving else 1
        # many-way choices (a contract and its trump, two discards of twelve) get more playouts,
        # so that each candidate is still seen in a few worlds before the first halving
        budget = self.iterations * max(1.0, k / WIDE)
        used = 0
        worlds = 0
        timed_out = False
        for r in range(rounds):
            per_round = (budget - used) / (rounds - r)
            m = max(1, int(per_round // len(survivors)))
            for _ in range(m):
                # the first world is always finished, so there is a measured answer
                got = self._evaluate_world(view, legal, survivors, player,
                                           deadline if worlds else math.inf)
                if got == "late":
                    timed_out = True
                    break
                if got is not None:
                    weight, values = got
                    for i, u in zip(survivors, values, strict=True):
                        sums[i] += weight * (u + bias[i])
                        weights[i] += weight
                    worlds += 1
                used += len(survivors)
                if time.perf_counter() >= deadline:
                    timed_out = True
                    break
            if timed_out or r == rounds - 1:
                break
            survivors.sort(key=lambda i: self._key(i, sums, weights, legal, prefer))
            keep = survivors[:(len(survivors) + 1) // 2]
            # the rule player's choice stays in to the last round: a few early worlds may not
            # throw out the sensible move, only the final, best-measured comparison may
            if pref_i is not None and pref_i not in keep:
                keep[-1] = pref_i
            survivors = sorted(keep)
        best = min(survivors, key=lambda i: self._key(i, sums, weights, legal, prefer))
        means = {legal[i]: sums[i] / weights[i] for i in survivors if weights[i] > 0}
        self.last_stats = {"iterations": used, "worlds": worlds, "timed_out": timed_out,
                           "seconds": time.perf_counter() - start}
        return legal[best], means, worlds

    @staticmethod
    def _key(i: int, sums: list[float], weights: list[float], legal: list[Action],
             prefer: Action | None) -> tuple:
        mean = sums[i] / weights[i] if weights[i] > 0 else -math.inf
        return (-round(mean, 9), legal[i] != prefer, i)

    def _scope(self, view: View, legal: list[Action], prefer: Action | None) -> list[Action]:
        """The actions weighed: those imagined deals can judge (``evaluation.search_scope``);
        the others stay the rule player's."""
        return search_scope(self.rules.id, view, legal, prefer)

    def _rule_choice(self, view: View, legal: list[Action]) -> Action | None:
        """The rule player's choice breaks ties between equally good actions."""
        try:
            return self.playout.agent.choose(view, legal)
        except Exception:
            if self.strict:
                raise
            return None

    def _evaluate_world(self, view: View, legal: list[Action], survivors: list[int],
                        player: int, deadline: float) -> Any:
        """The weight of one imagined world and the utility of each surviving action in it
        (``None``: the world could not be used; ``"late"``: the time ran out part way, and
        the world is dropped so every action stays judged on the same worlds)."""
        try:
            world, weight = self._sample(view)
            h0 = len(world.history)
            out = []
            playout = self.playout
            clock = time.perf_counter

            def value(w: Any) -> float:
                return deal_utility(w, player, h0) if len(w.history) > h0 else 0.0

            finish = self._finisher(world, player, h0, value)
            for i in survivors:
                if out and clock() >= deadline:
                    return "late"
                w = world.copy()
                if playout.apply(w, legal[i]):
                    out.append(value(w))
                elif finish is not None:
                    out.append(finish(w))
                else:
                    playout.run(w)
                    out.append(value(w))
            return weight, out
        except Exception:
            # a world the game cannot continue (a defect in its rules) must not stop a game in
            # the window: skip it; tests run with ``strict`` so such defects surface there
            if self.strict:
                raise
            return None

    def _finisher(self, world: Any, player: int, h0: int,
                  value: Any) -> Any:
        """How a deal is ended in ``world`` after each candidate action: ``None`` for the
        rule-based playout (every level); research variants return a function of the copied
        world giving ``player``'s utility."""
        return None

    def _sample(self, view: View) -> tuple[Any, float]:
        """One imagined world and its weight (every world counts once here), fitted to the
        game's players where the game says how (module docstring)."""
        return self._fitted(as_world(self.rules.sample_world(view, self.rng)), view), 1.0

    def _fitted(self, world: Any, view: View) -> Any:
        """``world`` fitted to the game's players (in place) while this decision's fits have
        not all missed; the research players' samplers fit theirs here too."""
        if self.fit is not None and self.fit_misses > 0:
            if self.fit(world, view, self.playout.agent, self.rng):
                self.fit_misses = math.inf
            else:
                self.fit_misses -= 1
        return world


def playable_games() -> list[str]:
    """Games whose rules and rule-based player both import (the search needs both); a module
    that is missing or broken leaves its game out instead of breaking the others."""
    out = []
    for game in GAME_IDS:
        try:
            get_rules(game)
            rule_agent_class(game)
        except Exception:
            continue
        out.append(game)
    return out


def make_search_agent(level: str, rules: Rules, seed: int = 0, **settings: Any) -> Agent:
    """The search player of ``level`` ("advanced" or "expert") for a game."""
    if level not in LEVELS:
        raise ValueError(f"unknown search level {level!r}")
    return SearchAgent(rules, seed, level=level, **settings)
