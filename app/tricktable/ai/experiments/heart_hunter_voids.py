"""What Heart Hunter's rule player throws when it cannot follow suit: the rule now (by rank)
against the one before it (by the card's bit), in duplicate deals of each phase.

Why: the rule player threw "the highest card" as the highest bit of its hand, and the bits run
by suit before rank, so it threw a 2♠ and kept an A♦ (and in Phase 2 gave away a K♣ before a
2♦). Every level plays this rule: the search's playouts are the rule player
(``playout_heart_hunter``).

How: a rule player with the former throws (:class:`BitOrder`) plays in three seats, the rule
player of today in the fourth, each seat in turn, on the same cards; the figure is the
candidate's deal score against the others' mean, averaged over its seats, signed so that more is
better (the lower score wins). ``--phase 2`` first plays each seeded game with the former rule
players until a deal starts in Phase 2, then plays that deal.

    python -m tricktable.ai.experiments.heart_hunter_voids --phase 1 --deals 4000 --seed 1000
    python -m tricktable.ai.experiments.heart_hunter_voids --phase 2 --deals 4000 --seed 1000
"""

from __future__ import annotations

import argparse
import sys

from ...engine.cards import highest, lowest
from ...engine.protocol import State
from ...games.heart_hunter import HEART_MASK, JC, QS, HeartHunterView
from ...games.registry import get_rules
from ..evaluation import relative
from ..heart_hunter import RuleAgent
from ..tournament import agent_seed, summary

RULES = get_rules("heart-hunter")


class BitOrder(RuleAgent):
    """The rule player with the throws it had before: the highest and the lowest bit."""

    def _throw(self, view: HeartHunterView, legal: int) -> int:
        for c in (QS, JC):
            if legal >> c & 1:
                return c
        hearts = legal & HEART_MASK
        return highest(hearts) if hearts else highest(legal)

    @staticmethod
    def _shed(legal: int) -> int:
        keep = legal & ~(HEART_MASK | (1 << QS) | (1 << JC))
        return lowest(keep) if keep else lowest(legal)


def _start(seed: int, phase: int) -> State | None:
    """The seeded game at its first deal, or at its first deal in Phase 2 (None: it ended
    before one)."""
    state = RULES.new_game(seed=seed, players=4)
    if phase == 1:
        return state
    players = [BitOrder(RULES, agent_seed(seed, 0, p)) for p in range(4)]
    while state.to_act is not None and state.phase == 1:
        p = state.to_act
        state.apply(players[p].choose(state.view(p), state.legal_actions()))
    return state if state.to_act is not None else None


def duplicate(phase: int, deals: int, seed: int) -> list[float]:
    """Per deal: today's rule player against the former ones, more is better for it."""
    figures: list[float] = []
    s = seed
    while len(figures) < deals:
        s += 1
        base = _start(s, phase)
        if base is None:
            continue
        n0 = len(base.history)
        total = 0.0
        for seat in range(4):
            state = base.copy()
            players = [(RuleAgent if p == seat else BitOrder)(RULES, agent_seed(s, n0, p))
                       for p in range(4)]
            while state.to_act is not None and len(state.history) == n0:
                p = state.to_act
                state.apply(players[p].choose(state.view(p), state.legal_actions()))
            total += relative(state.history[n0].score, seat, -1)
        figures.append(round(total / 4, 9))
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="heart_hunter_voids",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--phase", type=int, choices=(1, 2), default=1)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args(argv)
    found = summary(duplicate(args.phase, args.deals, args.seed), args.seed)
    print(f"Phase {args.phase}, {found['deals']} duplicate deals (seed {args.seed}): throws by "
          f"rank against by bit {found['mean']:+.3f} a deal [{found['low']:+.3f}, "
          f"{found['high']:+.3f}]; better on {found['better']}, worse on {found['worse']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
