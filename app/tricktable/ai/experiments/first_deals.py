"""Duplicate first deals of two rule players, for the experiments that change one habit: the
candidate sits in each seat in turn on the same cards, the field in the others.

Why apart from ``tournament``: a habit of a rule player is measured over thousands of deals in
seconds by playing the agent classes directly, without the tournament's worker processes, its
levels and its record of every deal.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from ...engine.protocol import Rules
from ..evaluation import relative
from ..tournament import agent_seed, summary


def first_deals(rules: Rules, deals: int, seed: int, candidate: type, field: type,
                sign: int = 1) -> list[float]:
    """Per first deal of games ``seed + 1`` on: ``candidate``'s deal score against the field's
    mean, averaged over its seats (``sign`` −1 where the lower score is better)."""
    figures: list[float] = []
    for s in range(seed + 1, seed + 1 + deals):
        base = rules.new_game(seed=s)
        n = len(base.view(0).hands)
        total = 0.0
        for seat in range(n):
            state = base.copy()
            players = [(candidate if p == seat else field)(rules, agent_seed(s, 0, p))
                       for p in range(n)]
            while state.to_act is not None and not state.history:
                p = state.to_act
                state.apply(players[p].choose(state.view(p), state.legal_actions()))
            total += relative(state.history[0].score, seat, sign)
        figures.append(round(total / n, 9))
    return figures


def main_for(prog: str, doc: str, duplicate: Callable[[int, int], list[float]], against: str,
             unit: str, argv: list[str] | None = None, digits: int = 3) -> int:
    """An experiment's command line (``--deals``, ``--seed``): the candidate's figure
    against ``against`` over ``duplicate(deals, seed)``, with its interval, in ``unit``s
    (``digits`` after the point: a change that almost never matters shows as +0.000)."""
    parser = argparse.ArgumentParser(prog=prog, description=doc.split("\n")[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    found = summary(duplicate(args.deals, args.seed), args.seed)
    d = digits
    print(f"{found['deals']} duplicate deals (seed {args.seed}): today's rule player against "
          f"{against} {found['mean']:+.{d}f} {unit}s a deal [{found['low']:+.{d}f}, "
          f"{found['high']:+.{d}f}]; better on {found['better']}, worse on {found['worse']}")
    return 0


def main_both_ways(prog: str, doc: str, rules: Rules, today: type, former: type, what: str,
                   argv: list[str] | None = None) -> int:
    """An experiment's command line with ``--field``: today's rule player against three
    ``former`` ones ("former"), or the former as the candidate among today's ("today": how
    much the former habit loses now); ``what`` names the habit ("leads", "doubling")."""
    parser = argparse.ArgumentParser(prog=prog, description=doc.split("\n")[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--field", choices=("former", "today"), default="former")
    args = parser.parse_args(argv)
    if args.field == "former":
        values = first_deals(rules, args.deals, args.seed, today, former)
        said = f"today's {what} against the former"
    else:
        values = first_deals(rules, args.deals, args.seed, former, today)
        said = f"the former {what} among today's players"
    found = summary(values, args.seed)
    print(f"{found['deals']} duplicate first hands (seed {args.seed}): {said} "
          f"{found['mean']:+.3f} points a hand [{found['low']:+.3f}, {found['high']:+.3f}]; "
          f"better on {found['better']}, worse on {found['worse']}")
    return 0
