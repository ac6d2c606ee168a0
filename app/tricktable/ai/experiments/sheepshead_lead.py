"""Sheepshead's defenders leading a trump rather than an ace or ten the Player may win, against
today's rule player, which leads the plain card all the same, in duplicate deals.

Why: a hint told a defender "Lead the A♠, your cheapest plain card, and let your partner take
the trick" of its only plain card; the Player, out of spades, trumped it and took 23 points.
Good play has the defenders lead plain cards (the Player spends its trumps on them), but an
ace into a known void looks like a gift. This measures the trump lead in its place: "unsafe",
whenever the defender's plain cards are all aces and tens the Player may win; "void-next",
only where the Player, next to play, has shown it is out of the suit. A negative figure means
the trump lead loses against today's plain lead.

How: the candidate (its defenders' ``lead_instead`` a trump) sits in each seat in turn on the
same cards, today's rule player in the other two; the figure is the candidate's deal score
against the others' mean, averaged over its seats.

    python -m tricktable.ai.experiments.sheepshead_lead --deals 4000 --seed 1 --variant unsafe
"""

from __future__ import annotations

import argparse
import sys

from ...games.registry import get_rules
from ...games.sheepshead import GROUP
from ..sheepshead import POINTS, RuleAgent, _Context
from ..tournament import summary
from .first_deals import first_deals

RULES = get_rules("sheepshead")
VARIANTS = ("unsafe", "void-next")


def candidate(variant: str) -> type[RuleAgent]:
    """The rule player whose defenders lead their cheapest trump in ``variant``'s case."""

    class TrumpLead(_Context):
        def lead_instead(self, c: int, trumps: list[int]) -> tuple[int, str] | None:
            if variant == "void-next" and not (self.next_pos == self.player
                                               and self.voids[self.player] & GROUP[c]):
                return None
            t = self.cheapest(trumps)
            return t, f"Lead your cheapest trump rather than the ace or ten ({POINTS[c]})."

    return type(f"TrumpLead_{variant.replace('-', '_')}", (RuleAgent,),
                {"context_class": staticmethod(lambda: TrumpLead)})


def duplicate(deals: int, seed: int, variant: str = "unsafe") -> list[float]:
    """Per first deal of seeds ``seed + 1`` on: the trump lead against today's plain lead,
    more is better for the trump lead."""
    return first_deals(RULES, deals, seed, candidate(variant), RuleAgent)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="sheepshead_lead", description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", choices=VARIANTS, default="unsafe")
    args = parser.parse_args(argv)
    found = summary(duplicate(args.deals, args.seed, args.variant), args.seed)
    print(f"{found['deals']} duplicate deals (seed {args.seed}): the defenders' trump lead "
          f"({args.variant}) against today's plain lead {found['mean']:+.3f} game points a deal "
          f"[{found['low']:+.3f}, {found['high']:+.3f}]; better on {found['better']}, worse on "
          f"{found['worse']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
