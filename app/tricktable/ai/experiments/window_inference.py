"""Research option, not used by any level: Sheepshead worlds weighted by the window calls.

Idea (policy-based inference, as in Skat programs): a player who passed the window did so, under
the rule model, because their hand was too weak to play alone; a player who took it had a strong
hand. An imagined world that gives a passer a hand the rule player would have taken with (or the
taker a hand it would have passed with) explains the calls badly, so it counts for less: each such
call is a "surprise" and the world's weight is ``surprise ** count`` (the search's ``weight``
inference). The hands at the time of the call are rebuilt from the imagined hand plus the cards
that position has played since; the taker's is the hand after burying (the window it saw is
private), judged with two points of slack.

Measured with ``python -m tricktable.ai.experiments.window_inference`` (see
ai/experiments/README.md): the Advanced search with and without this weighting, each against
rule players over the same duplicate deals, paired deal by deal.
"""

from __future__ import annotations

import argparse
import json
import sys
from fractions import Fraction
from typing import Any

from ...engine.view import View
from ...games.sheepshead import card_points
from .. import tournament
from ..registry import make_agent
from ..search import LEVELS as SEARCH_LEVELS
from ..sheepshead import RuleAgent, strength
from .search_options import ResearchSearch
from .sheepshead_calls import hands_at_the_window

#: how much weaker than the rule player's threshold the taker's hand after burying may be
TAKER_SLACK = 2.0


def would_take(hand: int, calls_before: int) -> bool:
    """The rule player's window decision for ``hand`` (``RuleAgent._window``'s test)."""
    need = RuleAgent.TAKE_AT
    if calls_before == 2 and card_points(hand) >= 45:
        need -= 2
    return strength(hand) >= need


def surprises(world: Any, view: View, limit: int) -> int:
    """How many of the others' window calls the rule model would not have made in ``world``."""
    calls = view.window_calls or []
    if not calls:
        return 0
    me = view.player
    hands = hands_at_the_window(world)
    count = 0
    for i, call in enumerate(calls):
        p = (world.dealer + 1 + i) % world.n
        if p == me:
            continue
        passed_strong = call == "pass" and would_take(hands[p], i)
        took_weak = call == "take" and strength(hands[p]) < RuleAgent.TAKE_AT - TAKER_SLACK
        count += passed_strong or took_weak
        if count >= limit:
            break
    return count


def inferring_agent(level: str, rules: Any, seed: int, surprise: float = 0.2,
                    **settings: Any) -> Any:
    """A search player of ``level`` whose worlds are weighted by :func:`surprises`."""
    if level not in SEARCH_LEVELS:
        return make_agent(level, rules, seed, **settings)
    agent = ResearchSearch(rules, seed, level=level, inference="weight", surprise=surprise,
                           **settings)
    agent._surprises = surprises
    return agent


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="advanced")
    ap.add_argument("--iterations", type=int, default=None)
    ap.add_argument("--surprise", type=float, default=0.2)
    ap.add_argument("--seconds", type=float, default=None,
                    help="time cap per decision (give a large one so the budget binds)")
    ap.add_argument("--baseline", help="per-deal JSON of the same level without the weighting "
                    "(tournament --save), for the paired difference")
    ap.add_argument("--save", help="write this run's per-deal differences (JSON)")
    args = ap.parse_args(argv)

    def build(level: str, rules: Any, seed: int, **settings: Any) -> Any:
        if level == args.level:
            return inferring_agent(level, rules, seed, args.surprise, **settings)
        return make_agent(level, rules, seed, **settings)

    tournament.make_agent = build  # one process (jobs=1), so the tournament's agents are these
    values = tournament.run_tournament("sheepshead", args.level, "rule", args.deals, args.seed,
                                       {}, args.iterations, args.seconds, jobs=1)
    result = tournament.summary(values, args.seed)
    print(f"{args.level} with window inference against rule: {json.dumps(result)}")
    if args.save:
        with open(args.save, "w", encoding="utf-8") as fh:
            json.dump([float(v) for v in values], fh)
    if args.baseline:
        with open(args.baseline, encoding="utf-8") as fh:
            base = json.load(fh)
        paired = [Fraction(v) - Fraction(b) for v, b in zip(values, base, strict=False)]
        print(f"paired (with − without) over {len(paired)} deals: "
              f"{json.dumps(tournament.summary(paired, args.seed))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
