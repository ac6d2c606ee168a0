"""Heart Hunter's computers against a player who tries to shoot the moon: how often it succeeds,
with the others' moon guard (``playout_heart_hunter.moon_guard``) and without it.

Why: the rule player ducked and threw its point cards on any trick it could not win, whoever was
taking them, so a person who simply played high cards from a strong hand took every point (20
for each computer) often. The guard costs a little where nobody shoots, since the player who has
taken every point so far is mostly not trying to (``heart_hunter_habits --former moon``
measures that); this measures what it saves.

How: on the first deals of seeded four-player games, the deals where seat 0 holds at least
eight cards of ten or higher, seat 0 plays its highest legal card every time (a crude but
determined shooter) against three computers of ``--level``; each deal is played with the guard
on and again with ``MOON_ALERT`` out of reach.

    python -m tricktable.ai.experiments.heart_hunter_moon --deals 4000 --seed 1000
    python -m tricktable.ai.experiments.heart_hunter_moon --deals 800 --seed 1000 \\
        --level advanced
"""

from __future__ import annotations

import argparse
import sys

from ...games.heart_hunter import MOON
from ...games.registry import get_rules
from .. import playout_heart_hunter as policy
from ..registry import LEVELS, make_agent

RULES = get_rules("heart-hunter")
#: a hand that may shoot: this many cards of ten or higher
STRONG = 8


def strong(hand: int) -> bool:
    return sum(1 for c in range(64) if hand >> c & 1 and c & 15 >= 10) >= STRONG


def shooter_deal(seed: int, level: str, guard: bool) -> tuple[int, ...] | None:
    """The first deal's scores of game ``seed`` with a shooter in seat 0, or None when its hand
    is not strong."""
    state = RULES.new_game(seed=seed, players=4)
    if not strong(state.hands[0]):
        return None
    others = {p: make_agent(level, RULES, seed=seed * 4 + p) for p in (1, 2, 3)}
    alert = policy.MOON_ALERT
    policy.MOON_ALERT = alert if guard else 1000
    try:
        while state.to_act is not None and not state.history:
            p = state.to_act
            legal = state.legal_actions()
            state.apply(max(legal, key=lambda a: a.card & 15) if p == 0
                        else others[p].choose(state.view(p), legal))
    finally:
        policy.MOON_ALERT = alert
    return state.history[0].score


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="heart_hunter_moon", description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=4000,
                        help="games whose first deal is looked at")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--level", default="rule", choices=LEVELS)
    args = parser.parse_args(argv)
    for guard in (False, True):
        hands = moons = 0
        others = 0.0
        for s in range(args.seed, args.seed + args.deals):
            score = shooter_deal(s, args.level, guard)
            if score is None:
                continue
            hands += 1
            moons += score[0] == 0 and all(x == MOON[4] for x in score[1:])
            others += sum(score[1:]) / 3
        print(f"{'with' if guard else 'without'} the guard: {moons} moons in {hands} strong "
              f"hands against {args.level}; the others took {others / max(hands, 1):.2f} "
              "points a deal")
    return 0


if __name__ == "__main__":
    sys.exit(main())
