"""Sheepshead's Player, second to play, winning with the higher of two cards worth the same
(today's rule player) against the former choice, the lower, in duplicate deals.

Why: a hint said "Try to win with the 8♣: if you do not, the last defender smears points onto
the trick" of a hand holding the 9♣, worth the same and beating more. The choice changed for its
words; this measures that it costs nothing. A positive figure means today's choice does better.

How: today's rule player sits in each seat in turn on the same cards, the former in the other
two; the figure is today's deal score against the others' mean, averaged over its seats.

    python -m tricktable.ai.experiments.sheepshead_take --deals 3000 --seed 1
"""

from __future__ import annotations

import sys

from ...games.registry import get_rules
from ..sheepshead import KEY, POWER, RuleAgent, _Context
from .first_deals import first_deals, main_for

RULES = get_rules("sheepshead")


class _FormerContext(_Context):
    def take_with(self, win: list[int], contested: bool = False) -> int:
        """The former choice: of rich cards worth the same, always the weakest."""
        low = [c for c in win if not POWER >> c & 1]
        return self.richest(low) if low else min(win, key=KEY.__getitem__)


class Former(RuleAgent):
    """Today's rule player but for the former ``take_with``."""

    @staticmethod
    def context_class() -> type[_Context]:
        return _FormerContext


def duplicate(deals: int, seed: int) -> list[float]:
    """Per first deal of seeds ``seed + 1`` on: today's choice against the former."""
    return first_deals(RULES, deals, seed, RuleAgent, Former)


def main(argv: list[str] | None = None) -> int:
    return main_for("sheepshead_take", __doc__, duplicate, "the former take", "game point",
                    argv, digits=4)


if __name__ == "__main__":
    sys.exit(main())
