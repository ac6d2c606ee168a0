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


class StagedRuleAgent(Agent):
    """A rule player that can say why: one ``explain`` method per stage of the deal.

    Why a base class: every game's rule player answers a forced move at once and otherwise
    dispatches on ``view["stage"]``; the games differ only in the stage table and the methods.
    ``STAGES`` maps a stage to a method name; any other stage is card play (``_play``).
    """

    level = "rule"
    STAGES: dict[str, str] = {}
    ONLY_REASON = "It is the only thing the rules allow here."

    def choose(self, view: dict, legal: list[Action]) -> Action:
        return self.explain(view, legal)[0]

    def explain(self, view: dict, legal: list[Action]) -> tuple[Action, str]:
        if len(legal) == 1:
            return legal[0], self.ONLY_REASON
        method = getattr(self, self.STAGES.get(view["stage"], "_play"))
        return method(view, legal)
