"""Heart Hunter's rule player against its former habits, in duplicate deals of each phase: what it
leads in Phase 1, what it throws when it cannot follow suit, whether it drops the Q♠ under a
higher spade, what it leads in Phase 2, which Phase 2 tricks it wins and with which card.

Why: the rule player threw "the highest card" as the highest bit of its hand, and the bits run by
suit before rank, so it threw a 2♠ and kept an A♦ (and in Phase 2 gave away a K♣ before a 2♦); its
Phase 2 lead, the highest card of its longest suit, was often the Q♠ or a heart, points handed to
whoever took the trick; in Phase 2 it overtook every trick it could, an empty one too (its test for
points was always true); in Phase 1 it kept the Q♠ back under a higher spade, unless last, where
the Q♠ cannot win the trick; and its Phase 1 lead looked at the rank of each suit's lowest card
alone, not at how many of the suit it and the others held. Later, the hints' search disagreed
with its Phase 2 lead (the highest card of its longest suit of the cards worth nothing, where
the search led low) and with its win, last to a trick, by the lowest card that did (where the
search played its Q♠ or a heart into the trick, points off its own score). Every level plays
this rule: the search's playouts are the rule player (``playout_heart_hunter``).

How: a rule player with former habits (:class:`Former`; ``--former`` says which: ``duck-lead``,
``throws``, ``queen``, ``hunt-lead``, ``follow``, ``high-lead``, ``last-cheap``, several joined
by commas, or ``all``) plays in three seats, the rule player of today in the fourth, each seat in
turn, on the same cards; the figure is the candidate's deal score against the others' mean,
averaged over its seats, signed so that more is better (the lower score wins). ``--phase 2``
first plays each seeded game with the former players until a deal starts in Phase 2, then plays
that deal.

    python -m tricktable.ai.experiments.heart_hunter_habits --phase 1 --deals 4000 --seed 1000
    python -m tricktable.ai.experiments.heart_hunter_habits --phase 2 --deals 4000 --seed 1000 \
        --former hunt-lead
"""

from __future__ import annotations

import argparse
import sys

from ...engine.cards import SUIT_MASKS, highest, lowest
from ...engine.protocol import PLAY, Action, State
from ...games.heart_hunter import (
    HEART_MASK,
    JC,
    POINT_CARDS,
    QS,
    HeartHunterView,
    card_points,
)
from ...games.registry import get_rules
from ..base import card_mask
from ..evaluation import relative
from ..heart_hunter import RuleAgent, _shooter_at, current_winner
from ..playout_heart_hunter import pick_from, shooting
from ..tournament import agent_seed, summary

RULES = get_rules("heart-hunter")
HABITS = frozenset({"duck-lead", "throws", "queen", "hunt-lead", "follow", "high-lead",
                    "last-cheap", "moon", "pursue"})


class Former(RuleAgent):
    """The rule player with former habits: ``FORMER`` names those it keeps ("duck-lead": Phase 1
    leads by the rank of each suit's lowest card alone; "throws": the highest and the lowest bit
    when void; "queen": Phase 1 keeps the Q♠ back under a higher spade unless last;
    "hunt-lead": Phase 2 leads from the longest suit, point cards too; "follow": Phase 2
    overtakes every trick it can, points in it or not; "high-lead": Phase 2 leads the highest
    card of the longest suit of the cards worth nothing, point cards only when nothing else is
    left; "last-cheap": Phase 2, last to a trick, wins it with the lowest card that does, and
    only when it holds points; "moon": Phase 1 ducks as ever when one player has taken every
    point so far; "pursue": Phase 1 ducks as ever when it has taken every point so far itself,
    never going on to shoot the moon)."""

    FORMER: frozenset[str] = HABITS

    def choose(self, view: HeartHunterView, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        hand, trick, led = view.hands[view.turn], view.trick, view.led
        following = hand & led if trick else 0
        if view.phase == 1 and trick and not following and "throws" in self.FORMER:
            return PLAY[_former_throw(hand)]
        if view.phase == 1 and following and "queen" in self.FORMER:
            under = following & ((1 << current_winner(trick, led)) - 1)
            rest = under & ~(1 << QS)
            if highest(under | 1) == QS and rest and len(trick) < len(view.hands) - 1:
                return PLAY[highest(rest)]
        if view.phase == 1 and not trick and "duck-lead" in self.FORMER:
            return PLAY[_former_duck_lead(view, hand)]
        if view.phase == 2 and not trick and "hunt-lead" in self.FORMER:
            lane = max(SUIT_MASKS, key=lambda lane: ((hand & lane).bit_count(), lane))
            return PLAY[highest(hand & lane)]
        if view.phase == 2 and not trick and "high-lead" in self.FORMER:
            pool = hand & ~POINT_CARDS or hand
            lane = max(SUIT_MASKS, key=lambda lane: ((pool & lane).bit_count(), lane))
            return PLAY[highest(pool & lane)]
        if view.phase == 2 and trick and not following and "throws" in self.FORMER:
            keep = hand & ~POINT_CARDS
            return PLAY[lowest(keep) if keep else lowest(hand)]
        if view.phase == 2 and following and "follow" in self.FORMER:
            over = following & ~((1 << (current_winner(trick, led) + 1)) - 1)
            if over:
                return PLAY[lowest(over) if len(trick) == len(view.hands) - 1 else highest(over)]
        if (view.phase == 2 and following and len(trick) == len(view.hands) - 1
                and "last-cheap" in self.FORMER):
            over = following & ~((1 << (current_winner(trick, led) + 1)) - 1)
            points = card_points(sum(1 << c for c in trick))
            return PLAY[lowest(over) if over and points else lowest(following)]
        if view.phase == 1 and self.FORMER & {"moon", "pursue"}:
            played = 0
            for t in view.taken:
                played |= t
            at = -1 if "moon" in self.FORMER else _shooter_at(view)
            mine = "pursue" not in self.FORMER and shooting(view.points, view.player)
            return PLAY[pick_from(card_mask(legal), trick, led, len(view.hands), 1, played, at,
                                  mine)]
        return super().choose(view, legal)


def _former_duck_lead(view: HeartHunterView, hand: int) -> int:
    """Phase 1's lead by the rank of each suit's lowest card alone."""
    played = 0
    for t in view.taken:
        played |= t
    qs_out = not (played | hand) >> QS & 1
    def key(c: int) -> int:
        high_spade = c >> 4 == 3 and qs_out and (c & 15) > 12
        return (c & 15) + (4 if HEART_MASK >> c & 1 else 0) + (10 if high_spade else 0)
    return min((lowest(hand & lane) for lane in SUIT_MASKS if hand & lane), key=key)


def _former_throw(hand: int) -> int:
    for c in (QS, JC):
        if hand >> c & 1:
            return c
    return highest(hand & HEART_MASK or hand)


def former(habits: str) -> type[Former]:
    """The former player keeping ``habits``: "all", or names of ``HABITS`` joined by commas."""
    kept = HABITS if habits == "all" else frozenset(habits.split(","))
    unknown = kept - HABITS
    if unknown:
        raise ValueError(f"no such former habit: {', '.join(sorted(unknown))}")
    return type(f"Former_{habits}", (Former,), {"FORMER": kept})


def _start(seed: int, phase: int, field: type[RuleAgent]) -> State | None:
    """The seeded game at its first deal, or at its first deal in Phase 2 (None: it ended
    before one)."""
    state = RULES.new_game(seed=seed, players=4)
    if phase == 1:
        return state
    players = [field(RULES, agent_seed(seed, 0, p)) for p in range(4)]
    while state.to_act is not None and state.phase == 1:
        p = state.to_act
        state.apply(players[p].choose(state.view(p), state.legal_actions()))
    return state if state.to_act is not None else None


def duplicate(phase: int, deals: int, seed: int, habits: str = "all") -> list[float]:
    """Per deal: today's rule player against former ones keeping ``habits``, more is better
    for it."""
    field = former(habits)
    figures: list[float] = []
    s = seed
    while len(figures) < deals:
        s += 1
        base = _start(s, phase, field)
        if base is None:
            continue
        n0 = len(base.history)
        total = 0.0
        for seat in range(4):
            state = base.copy()
            players = [(RuleAgent if p == seat else field)(RULES, agent_seed(s, n0, p))
                       for p in range(4)]
            while state.to_act is not None and len(state.history) == n0:
                p = state.to_act
                state.apply(players[p].choose(state.view(p), state.legal_actions()))
            total += relative(state.history[n0].score, seat, -1)
        figures.append(round(total / 4, 9))
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="heart_hunter_habits",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--phase", type=int, choices=(1, 2), default=1)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--former", default="all",
                        help=f"all, or some of {', '.join(sorted(HABITS))} joined by commas")
    args = parser.parse_args(argv)
    try:
        former(args.former)
    except ValueError as exc:
        parser.error(str(exc))
    found = summary(duplicate(args.phase, args.deals, args.seed, args.former), args.seed)
    print(f"Phase {args.phase}, {found['deals']} duplicate deals (seed {args.seed}): today's "
          f"rule player against its former {args.former} {found['mean']:+.3f} a deal "
          f"[{found['low']:+.3f}, "
          f"{found['high']:+.3f}]; better on {found['better']}, worse on {found['worse']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
