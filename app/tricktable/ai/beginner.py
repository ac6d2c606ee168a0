"""The Beginner level: a person learning the game, built on that game's rule player.

Why built on the rule player and not on chance: a learner has been told the obvious advice (duck
the points you can duck, take the window with a strong hand, double with a reason) and follows it,
so its choices look like the club player's. What it lacks is the club player's memory and care:

* no counting: it decides from the cards in front of it, not from the cards already played or the
  voids the others showed (the view it passes to the rule player has those cleared);
* careless cards: with a small probability per decision it plays any legal card, the slip of a
  person who has not yet learned to look twice;
* loose bidding: in the bidding stages it follows the rule player's advice, and slips there too,
  usually less often than in the card play.

Each game's rule player says how careless a learner of that game is, stage by stage, in its
``BEGINNER_CARELESS`` table (a stage not listed uses the ``"play"`` entry), so per-game figures
live with the game's AI module. The agent is seeded: for one seed it makes the same slips.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..engine.protocol import Action, Rules
from ..engine.view import View
from .base import Agent, only_reason, rule_agent_class

#: probability of a careless decision when a game's rule player names none
DEFAULT_CARELESS: dict[str, float] = {"play": 0.2}

#: the parts of a view that only a player who counts would keep in mind
MEMORY_KEYS = ("taken", "voids")


def forget(view: View) -> View:
    """The view as a learner holds it: no cards-taken tally and no voids noticed.

    The trick on the table, the own hand, the scores and the bidding stay (they are in front of
    the player); the other players' taken cards and voids are cleared, which turns off every
    counting rule of the rule players."""
    return replace(view, **{key: [0] * len(getattr(view, key)) for key in MEMORY_KEYS})


class BeginnerAgent(Agent):
    """The rule player's advice without its memory, with an occasional careless decision."""

    level = "beginner"

    def __init__(self, rules: Rules, seed: int = 0, **settings: Any) -> None:
        super().__init__(rules, seed, **settings)
        rule_class = rule_agent_class(rules.id)
        self.advisor = rule_class(rules, seed)
        table = dict(DEFAULT_CARELESS)
        table.update(getattr(rule_class, "BEGINNER_CARELESS", {}))
        if "careless" in settings:  # one figure for every stage (tests and experiments)
            table = {"play": float(settings["careless"])}
        self.careless = table

    def careless_chance(self, stage: str) -> float:
        return self.careless.get(stage, self.careless["play"])

    def choose(self, view: View, legal: list[Action]) -> Action:
        return self.explain(view, legal)[0]

    def explain(self, view: View, legal: list[Action]) -> tuple[Action, str]:
        if len(legal) == 1:
            return legal[0], only_reason(legal[0])
        # one draw per decision, always made, so the slips do not depend on the advice
        slip = self.rng.random() < self.careless_chance(view.stage)
        pick = self.rng.randrange(len(legal))
        if slip:
            return legal[pick], "A learner's careless choice: it did not look twice."
        return self.advisor.explain(forget(view), legal)
