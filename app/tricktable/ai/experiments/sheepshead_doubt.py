"""Sheepshead's rule player against its former self, in duplicate deals: today's defenders allow
for the Player's burial when they ask whether a card is safe; the former ones took the Player to
follow a suit while any card of it was unseen.

Why: a hint said "Make the trick safe for your side with the A♥" to a defender second to play,
and the Player trumped it for 15 points. The Player picked up the window and laid two cards
away unseen, so a suit whose unseen cards could all lie in the burial (and in the partner's
hand, unless the partner has shown it is out of the suit) may be one the Player is out of.
Allowing for it when following only, not when leading, measured +0.010 [+0.005, +0.015] and
+0.009 [+0.004, +0.015] game points a deal (3,000 deals, seeds 1 and 20000); in both, as kept,
about three times that.

How: the former player (``DOUBT_BURIAL`` off) sits in two seats, today's in the third, each seat
in turn, on the same cards; the figure is the candidate's deal score against the others' mean,
averaged over its seats.

    python -m tricktable.ai.experiments.sheepshead_doubt --deals 3000 --seed 1
"""

from __future__ import annotations

import sys

from ...games.registry import get_rules
from ..sheepshead import RuleAgent
from .first_deals import first_deals, main_for

RULES = get_rules("sheepshead")


class Former(RuleAgent):
    """The rule player whose defenders take the Player to hold a suit while any is unseen."""

    DOUBT_BURIAL = False


def duplicate(deals: int, seed: int) -> list[float]:
    """Per deal: today's rule player against the former one, more is better for it."""
    return first_deals(RULES, deals, seed, RuleAgent, Former)


def main(argv: list[str] | None = None) -> int:
    return main_for("sheepshead_doubt", __doc__, duplicate, "its former defenders", "game point",
                    argv)


if __name__ == "__main__":
    sys.exit(main())
