"""Barbu's rule player against its former doubling, in duplicate first hands: today's player
doubles a player as soon as its hand promises a better score than theirs; the former one wanted
a tenth of the contract's total more (``DOUBLE_MARGIN`` = 0.1).

Why: the hints' search doubled everyone where the rule player doubled nobody ("This hand does
not promise to beat anyone here") at 2 of 40 positions
(``python -m tricktable hints --game barbu --positions 40 --seed 3``).

How: the candidate sits in each seat in turn on the same cards, the other three are ``--field``
("former": the former doubling; "today": today's player, with the former as the candidate, so
the figure is how much the former doubling loses among today's players); the figure is the
candidate's hand score against the others' mean, averaged over its seats.

    python -m tricktable.ai.experiments.barbu_doubles --deals 3000 --seed 1
"""

from __future__ import annotations

import sys

from ...games.registry import get_rules
from ..barbu import RuleAgent
from .first_deals import first_deals, main_both_ways

RULES = get_rules("barbu")


class Former(RuleAgent):
    """The rule player doubling only with a tenth of the contract's total to spare."""

    DOUBLE_MARGIN = 0.1


def duplicate(deals: int, seed: int, candidate: type[RuleAgent] = RuleAgent,
              field: type[RuleAgent] = Former) -> list[float]:
    """Per first hand of seeds ``seed + 1`` on: ``candidate`` against three ``field``
    players, more is better for the candidate."""
    return first_deals(RULES, deals, seed, candidate, field)


def main(argv: list[str] | None = None) -> int:
    return main_both_ways("barbu_doubles", __doc__, RULES, RuleAgent, Former, "doubling", argv)


if __name__ == "__main__":
    sys.exit(main())
