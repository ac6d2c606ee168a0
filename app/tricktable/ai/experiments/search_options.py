"""The flat search with its research options: kept to measure, used by no level.

Why apart from ``search.py``: the players a person meets should hold only what they use; these
options were measured and did not pay (figures in ``search.py``'s module docstring and in
``README.md`` here), but a later idea may build on them, so they stay runnable:

    python -m tricktable tournament --game heart-hunter --candidate advanced --field rule \\
        --variant exact=3 --deals 150 --seed 1

``ResearchSearch`` is ``SearchAgent`` with its two hooks filled:
* ``inference``: "weight" counts a world ``surprise ** count`` times, where ``count`` is how many
  cards the others played that the rule player would not have played with the imagined hand (the
  game's fast playout module knows how: its ``surprises``); "reject" keeps a world with that
  probability among up to ``tries`` worlds. Without such a model every world counts once.
  "calls" keeps a world with the chance that the others made the calls they made holding its
  hands (a game's model in :data:`CALL_MODELS`: Sheepshead's window calls,
  ``sheepshead_calls.py``; Nineteen's bids and passes, ``nineteen_auction.py``), among up to
  ``tries`` worlds, the likeliest if none is kept.
* ``exact=K``: once every hand holds at most K cards, the deal is solved exactly in each world
  (``endgame.solve``, max-n); ``endgame=K``: the searcher's own last K cards are chosen best in
  each world, the others keeping to the rule model (``endgame.best_response``).
* ``shape=K``: each playout's utility gains K per card point of margin (``shaping.py``).
* ``method="ismcts"``: single-observer information-set MCTS (``ismcts.py``) instead of the flat
  search.
"""

from __future__ import annotations

import time
from typing import Any

from ...engine.protocol import Action, Rules
from ...engine.view import View
from ..evaluation import deal_utility
from ..playout import as_world, fast_module
from ..search import LEVELS, SearchAgent
from .endgame import best_response, small_enough, solve
from .ismcts import ismcts
from .nineteen_auction import auction_odds
from .shaping import MARGINS
from .sheepshead_calls import window_odds

#: per game, how likely the others' calls were in an imagined world (``inference="calls"``)
CALL_MODELS = {"sheepshead": window_odds, "nineteen": auction_odds}

#: the options a ``--variant`` may set, with the type its value is read as
OPTIONS: dict[str, type] = {"inference": str, "tries": int, "surprise": float, "endgame": int,
                            "exact": int, "method": str, "shape": float}


class ResearchSearch(SearchAgent):
    """A search player with research options; see the module docstring."""

    def __init__(self, rules: Rules, seed: int = 0, *, inference: str | bool = False,
                 tries: int = 24, surprise: float = 0.2, endgame: int = 0, exact: int = 0,
                 method: str = "flat", shape: float = 0.0, **settings: Any) -> None:
        super().__init__(rules, seed, **settings)
        if method not in ("flat", "ismcts"):
            raise ValueError(f"unknown search method {method!r} (flat or ismcts)")
        if inference not in (False, "weight", "reject", "calls"):
            raise ValueError(f"unknown inference {inference!r} (weight, reject or calls)")
        self._odds = CALL_MODELS.get(rules.id) if inference == "calls" else None
        if inference == "calls" and self._odds is None:
            raise ValueError(f"no model of the calls for {rules.id!r}")
        module = fast_module(rules.id) if settings.get("fast", True) and inference \
            and inference != "calls" else None
        self._surprises = getattr(module, "surprises", None)
        self.inference = inference
        self.tries = tries
        self.surprise = surprise
        self.endgame = endgame
        self.exact = exact
        self.method = method
        self.shape = shape
        self._margin = MARGINS.get(rules.id) if shape else None
        if shape and self._margin is None:
            raise ValueError(f"no card-point margin for {rules.id!r}")

    def search(self, view: View, legal: list[Action]) -> tuple[Action, dict[Action, float], int]:
        if self.method != "ismcts" or len(legal) == 1:
            return super().search(view, legal)
        start = time.perf_counter()
        self.playout.reseed(self.rng)
        action, means, used, worlds = ismcts(self, view, legal, start + self.seconds)
        self.last_stats = {"iterations": used, "worlds": worlds,
                           "timed_out": used < self.iterations,
                           "seconds": time.perf_counter() - start}
        return action, means, worlds

    def _finisher(self, world: Any, player: int, h0: int, value: Any) -> Any:
        playout = self.playout
        if self.exact and small_enough(world, self.exact):
            players = range(world.num_players)

            def values(w: Any) -> list[float]:
                return [value(w) if q == player else
                        (deal_utility(w, q, h0) if len(w.history) > h0 else 0.0)
                        for q in players]

            return lambda w: solve(w, playout, values)[player]
        endgame = self.endgame
        if endgame and world.stage == "play" \
                and world.hands[world.turn].bit_count() <= endgame + 1:
            return lambda w: best_response(playout, w, player, endgame, value)
        margin = self._margin
        if margin is not None:
            shape = self.shape

            def shaped(w: Any) -> float:
                playout.run(w)
                return value(w) + shape * margin(w, player, h0)

            return shaped
        return None

    def _sample(self, view: View) -> tuple[Any, float]:
        rng = self.rng
        world = self._fitted(as_world(self.rules.sample_world(view, rng)), view)
        if self._odds is not None:
            return self._sample_by_calls(view, world)
        count_of = self._surprises
        if count_of is None:
            return world, 1.0
        if self.inference != "reject":
            return world, self.surprise ** count_of(world, view, 6)
        best, best_count = world, 1 << 30
        for t in range(self.tries):
            if t:
                world = self._fitted(as_world(self.rules.sample_world(view, rng)), view)
            count = count_of(world, view, 8)
            if count == 0 or rng.random() < self.surprise ** count:
                return world, 1.0
            if count < best_count:
                best, best_count = world, count
        return best, 1.0


    def _sample_by_calls(self, view: View, world: Any) -> tuple[Any, float]:
        """A world kept with the chance that the others' calls fit it (rejection sampling: no
        playout is spent on a world that contradicts what the table saw)."""
        rng, odds_of = self.rng, self._odds
        best, best_odds = world, -1.0
        for t in range(self.tries):
            if t:
                world = self._fitted(as_world(self.rules.sample_world(view, rng)), view)
            odds = odds_of(world, view, rng)
            if odds >= 1.0 or rng.random() < odds:
                return world, 1.0
            if odds > best_odds:
                best, best_odds = world, odds
        return best, 1.0


def parse_variant(pairs: list[str]) -> dict[str, Any]:
    """``["exact=3", "method=ismcts"]`` -> research options; a bad one raises ValueError."""
    out: dict[str, Any] = {}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        name = name.strip()
        if not sep or name not in OPTIONS:
            raise ValueError(f"--variant needs name=value with a name of "
                             f"{', '.join(OPTIONS)}, not {pair!r}")
        try:
            out[name] = OPTIONS[name](text.strip())
        except ValueError:
            raise ValueError(f"--variant {name} needs a {OPTIONS[name].__name__}, "
                             f"not {text!r}") from None
    return out


def research_agent(level: str, rules: Rules, seed: int = 0, **settings: Any) -> ResearchSearch:
    """A search player of ``level`` ("advanced" or "expert") with research options."""
    if level not in LEVELS:
        raise ValueError(f"research options need a search level ({', '.join(LEVELS)}), "
                         f"not {level!r}")
    return ResearchSearch(rules, seed, level=level, **settings)
