"""Playouts: finishing the current deal of an imagined world with a sensible policy, fast.

Why a policy and not random moves: the search's estimate of a move is only as good as the play
that follows it, and the rule-based players are what the issue's figures are measured against.

Why a fast path: asking a rule player goes through ``view()`` (a dict of the whole position) on
every step. A game may provide ``ai/playout_<game>.py`` with ``run(world, agent)`` and
``step(world, agent)`` (``agent``: the game's rule player) that play the deal out on the state's
bitmasks directly, or ask the rule player with a smaller view. A module reads other hands only
inside a sampled world, which holds nothing the searcher may not know (its hidden hands are a
random guess), and plays exactly as that game's rule player would (a unit test compares them).

Why worlds stop at the deal's end by exception: scoring happens before the next deal is dealt,
so the next deal's shuffle (a third of a playout's cost) is skipped by making ``_new_deal`` of a
world raise :class:`DealOver`. Worlds get a cached subclass for that; ``copy()`` keeps it.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable
from typing import Any

from ..engine.protocol import Rules
from ..games.registry import find_entry, resolve
from .base import rule_agent_class


class DealOver(Exception):
    """Raised inside a world when its deal is over and the next one would be dealt."""


_WORLD_CLASSES: dict[type, type] = {}


def world_class(cls: type) -> type:
    """A subclass of a game's state whose next deal is never dealt (see the module doc)."""
    sub = _WORLD_CLASSES.get(cls)
    if sub is None:
        def _new_deal(self: Any, number: int, dealer: int, events: list) -> None:
            raise DealOver

        sub = type(f"{cls.__name__}World", (cls,), {"_new_deal": _new_deal, "__module__":
                                                    __name__})
        _WORLD_CLASSES[cls] = sub
    return sub


def as_world(state: Any) -> Any:
    """Turn a freshly sampled state into a world (in place) and return it. ``state.__class__``
    rather than ``type(state)``: a state whose next deal waits to be dealt
    (``engine/next_deal.py``) deals it on that read and answers with its game's own class."""
    state.__class__ = world_class(state.__class__)
    return state


_FAST: dict[str, Any] = {}


def fast_module(game_id: str) -> Any:
    """The game's fast playout module, or ``None`` if it has none."""
    if game_id not in _FAST:
        entry = find_entry(game_id)
        try:
            _FAST[game_id] = resolve(entry.fast_playout) if entry and entry.fast_playout \
                else None
        except ImportError:
            _FAST[game_id] = None
    return _FAST[game_id]


class Playout:
    """Plays a world's current deal to its end (or the game's end) with the rule-based policy.

    ``fast=False`` forces the generic path through ``view()`` and the game's ``RuleAgent`` (used
    by tests to check the fast path, and for games without one).
    """

    def __init__(self, rules: Rules, seed: int = 0, fast: bool = True) -> None:
        self.rules = rules
        self.agent = rule_agent_class(rules.id)(rules, seed)
        self.agent.in_playouts = True
        module = fast_module(rules.id) if fast else None
        agent = self.agent
        if module is not None:
            self._run: Callable[[Any], None] = lambda w: module.run(w, agent)
            self._step: Callable[[Any], None] = lambda w: module.step(w, agent)
        else:
            self._run, self._step = self._generic, self._generic_step

    def reseed(self, rng: random.Random) -> None:
        """Tie the rule player's own randomness to the searcher's generator (determinism)."""
        self.agent.rng.seed(rng.randrange(2**62))

    def run(self, world: Any) -> None:
        """Finish the deal; afterwards the deal's log is in ``world.history`` (unless redealt)."""
        with contextlib.suppress(DealOver):
            self._run(world)

    def step(self, world: Any) -> None:
        """One decision of the world's player to act, by the policy (``DealOver`` may escape:
        the caller that steps one decision at a time wants to know)."""
        self._step(world)

    def apply(self, world: Any, action: Any) -> bool:
        """Apply one action to a world; ``True`` if that ended the deal."""
        try:
            world.apply(action)
        except DealOver:
            return True
        return world.over

    def _generic_step(self, world: Any) -> None:
        legal = world.legal_actions()
        if len(legal) == 1:
            world.apply(legal[0])
        else:
            world.apply(self.agent.choose(world.view(world.to_act), legal))

    def _generic(self, world: Any) -> None:
        agent = self.agent
        while not world.over:
            legal = world.legal_actions()
            if len(legal) == 1:
                world.apply(legal[0])
                continue
            p = world.to_act
            world.apply(agent.choose(world.view(p), legal))
