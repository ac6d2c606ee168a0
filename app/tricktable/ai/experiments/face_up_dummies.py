"""Measurement, not a player: Nineteen's rule player with and without the exact answer against
a dummy lying face up (two or three players).

Before 28 November 2026 the rule player judged whether a card would hold a trick by the cards
still out, the face-up dummies' cards among them: a dummy that had to follow suit still "held"
its trumps, so a trick its side had won was "lost" ("The trick is lost: throw the least") and got
its lowest card. ``nineteen.unbeatable`` now answers a face-up hand by what it may play. This
plays the former judgement (kept here as it was) and the present one in duplicate: the present
player in one seat, the former in the others, against the former everywhere, on the same first
hands; the figure is the present seat's mean score difference, averaged over the seats of each
hand, with a seeded bootstrap 95% interval over the hands (``tournament.bootstrap_interval``).

    python -m tricktable.ai.experiments.face_up_dummies --players 2 --deals 4000

With four players no hand lies face up and the two judgements are the same function.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from ...engine.protocol import DealScored
from ...games.registry import get_rules
from .. import nineteen as rule
from ..registry import make_agent
from ..tournament import bootstrap_interval


def former_unbeatable(view, led: int, hand: int, played: int, danger: int) -> int:
    """``nineteen.unbeatable`` as it was: every position still to play judged by the cards
    still out, a face-up dummy's cards among them."""
    out = rule.PLAIN_SUITS & ~played & ~hand | rule.TRUMPS & ~played & ~hand
    out_trumps = out & rule.TRUMPS & ~(1 << rule.JUGGLER)
    safe = rule.TRUMPS & ~(1 << rule.JUGGLER) & ~((2 << rule.highest(out_trumps | 1)) - 1)
    in_suit = led & ~((2 << rule.highest(led & out | 1)) - 1)
    if in_suit and out_trumps and any(view.voids[p] & led
                                      and view.voids[p] & rule.TRUMPS != rule.TRUMPS
                                      for p in rule.POSITIONS[danger]):
        return safe
    return safe | in_suit


class Judged:
    """A rule player that judges held tricks with ``judge`` (the module's function is swapped
    for the one decision, then put back)."""

    def __init__(self, seed: int, judge: Callable) -> None:
        self.agent, self.judge = make_agent("rule", "nineteen", seed), judge

    def choose(self, view, legal):
        present = rule.unbeatable
        rule.unbeatable = self.judge
        try:
            return self.agent.choose(view, legal)
        finally:
            rule.unbeatable = present


def first_hand(seed: int, players: int, present_seat: int) -> list[int]:
    """The first hand's scores, the present judgement at ``present_seat`` (-1: nowhere)."""
    state = get_rules("nineteen").new_game(seed=seed, players=players)
    agents = [Judged(7 + s, rule.unbeatable if s == present_seat else former_unbeatable)
              for s in range(players)]
    while state.to_act is not None:
        p = state.to_act
        for event in state.apply(agents[p].choose(state.view(p), state.legal_actions())):
            if isinstance(event, DealScored):
                return list(event.score)
    raise RuntimeError("the hand did not end")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    ap.add_argument("--deals", type=int, default=1000)
    args = ap.parse_args(argv)
    diffs: list[float] = []  # per hand: the mean over the seats the present player took
    changed = 0
    for seed in range(args.deals):
        former = first_hand(seed, args.players, -1)
        seats = [first_hand(seed, args.players, s)[s] - former[s] for s in range(args.players)]
        changed += sum(1 for d in seats if d)
        diffs.append(sum(seats) / args.players)
    mean = sum(diffs) / len(diffs)
    low, high = bootstrap_interval(diffs)
    print(f"Nineteen, {args.players} players, {args.deals} hands ({changed} of "
          f"{args.deals * args.players} seat-hands changed): present − former {mean:+.2f} a "
          f"seat and hand, 95% [{low:+.2f}, {high:+.2f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
