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

import argparse
import sys

from ...games.registry import get_rules
from ..sheepshead import KEY, POWER, RuleAgent, _Context
from ..tournament import summary
from .first_deals import first_deals

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
    parser = argparse.ArgumentParser(prog="sheepshead_take", description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    found = summary(duplicate(args.deals, args.seed), args.seed)
    print(f"{found['deals']} duplicate deals (seed {args.seed}): today's take against the "
          f"former {found['mean']:+.4f} game points a deal [{found['low']:+.4f}, "
          f"{found['high']:+.4f}]; better on {found['better']}, worse on {found['worse']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
