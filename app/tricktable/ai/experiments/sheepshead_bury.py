"""Sheepshead's rule player against its former burial, in duplicate deals: today's Player keeps
its plain aces while another pair may be buried; the former one buried an ace for its points and
a void like any other card.

Why: the hints' search overruled the rule player's burial at 9 of 40 positions
(``python -m tricktable hints --game sheepshead --positions 40 --seed 3``), and in most of them it
kept an ace the rule buried (the A♣ and the 10♣ buried for a club void, where the search buried
the 8♠ and the 10♣ and kept the A♣). An ace in hand usually wins its trick and the points played
to it; buried, it brings its own 11 alone.

How: the former player (``ACE_KEPT`` = 0) sits in two seats, today's rule player in the third,
each seat in turn, on the same cards; the figure is the candidate's deal score against the
others' mean, averaged over its seats. The burial matters only on the deals where today's
player takes the window.

    python -m tricktable.ai.experiments.sheepshead_bury --deals 4000 --seed 1
"""

from __future__ import annotations

import sys

from ...games.registry import get_rules
from ..sheepshead import RuleAgent
from .first_deals import first_deals, main_for

RULES = get_rules("sheepshead")


class Former(RuleAgent):
    """The rule player burying a plain ace like any other card (its points, a void)."""

    ACE_KEPT = 0.0

    @staticmethod
    def _bury_score(hand: int, pair: int) -> float:
        return RuleAgent._bury_score(hand, pair, Former.ACE_KEPT)


def duplicate(deals: int, seed: int, field: type[RuleAgent] = Former) -> list[float]:
    """Per deal: today's rule player against ``field`` players, more is better for it."""
    return first_deals(RULES, deals, seed, RuleAgent, field)


def main(argv: list[str] | None = None) -> int:
    return main_for("sheepshead_bury", __doc__, duplicate, "its former burial", "game point", argv)


if __name__ == "__main__":
    sys.exit(main())
