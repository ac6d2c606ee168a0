"""Agents by level name and game: ``make_agent("rule", "heart-hunter", seed=3)``."""

from __future__ import annotations

import importlib
from typing import Any

from ..engine.protocol import Rules
from ..games.registry import get_rules
from .base import Agent, RandomAgent, rule_agent_class

#: every level, weakest first
LEVELS: tuple[str, ...] = ("random", "beginner", "rule", "advanced", "expert")

def make_agent(level: str, game: str | Rules, seed: int = 0, **settings: Any) -> Agent:
    """A computer player of ``level`` for a game; unknown levels raise ValueError."""
    rules = get_rules(game) if isinstance(game, str) else game
    if level == "random":
        return RandomAgent(rules, seed, **settings)
    if level == "beginner":
        from .beginner import BeginnerAgent

        return BeginnerAgent(rules, seed, **settings)
    if level == "rule":
        return rule_agent_class(rules.id)(rules, seed, **settings)
    if level in ("advanced", "expert"):
        try:
            search = importlib.import_module(f"{__package__}.search")
        except ImportError:
            raise ValueError(f"the {level!r} level is not available yet") from None
        return search.make_search_agent(level, rules, seed, **settings)
    raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")
