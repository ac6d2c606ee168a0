"""The agent protocol: a computer player chooses one of the legal actions from its own view.

Why views and not states: an agent must never see hidden cards, and a view is plain data that can
be sent to the AI's worker process. Agents carry their own seeded RNG so a game with a given seed
is replayed move for move.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.protocol import Action, Rules


class Agent:
    """Base class: ``choose(view, legal)`` returns one action of ``legal``."""

    level = "base"

    def __init__(self, rules: Rules, seed: int = 0, **settings: Any) -> None:
        self.rules = rules
        self.rng = random.Random(seed)
        self.settings = settings

    def choose(self, view: dict, legal: list[Action]) -> Action:
        raise NotImplementedError

    def explain(self, view: dict, legal: list[Action]) -> tuple[Action, str]:
        """The action this agent would take and a sentence saying why (for hints)."""
        return self.choose(view, legal), "It is a reasonable choice here."


class RandomAgent(Agent):
    """Plays a uniformly random legal action: the floor of the strength ladder."""

    level = "random"

    def choose(self, view: dict, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]
