"""Barbu's rule player against its former leads, in duplicate first hands: today's player counts
the card it leads in the stake of winning the trick when that card is itself the penalty (a
queen in No Queens, the K♥ in No King of Hearts); the former one counted a penalty card only
while it was out (``OWN_STAKE`` off).

Why: a hint told the declarer of No Queens, holding the Q♣ and the 2♣, "play the Q♣. Lead the
card least likely to win a costly trick" (game 508528061, hand 3). The others duck under a
queen led, so it usually wins its own trick; the former stake made it the cheapest lead of all,
its danger in hand counting for leading it.

How: the candidate sits in each seat in turn on the same cards, the other three are ``--field``
("former": the former leads; "today": today's player, with the former as the candidate, so the
figure is how much the former leads lose among today's players); the figure is the
candidate's hand score against the others' mean, averaged over its seats.

    python -m tricktable.ai.experiments.barbu_lead --deals 3000 --seed 1
"""

from __future__ import annotations

import sys

from ...games.registry import get_rules
from ..barbu import RuleAgent
from .first_deals import first_deals, main_both_ways

RULES = get_rules("barbu")


class Former(RuleAgent):
    """The rule player whose leads count a penalty card only while it is out."""

    OWN_STAKE = False


def duplicate(deals: int, seed: int, candidate: type[RuleAgent] = RuleAgent,
              field: type[RuleAgent] = Former) -> list[float]:
    """Per first hand of seeds ``seed + 1`` on: ``candidate`` against three ``field``
    players, more is better for the candidate."""
    return first_deals(RULES, deals, seed, candidate, field)


def main(argv: list[str] | None = None) -> int:
    return main_both_ways("barbu_lead", __doc__, RULES, RuleAgent, Former, "leads", argv)


if __name__ == "__main__":
    sys.exit(main())
