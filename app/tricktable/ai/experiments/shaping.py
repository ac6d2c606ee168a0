"""A card-point tie-breaker for the search's utility: research, measured before any level uses it.

Why: a Sheepshead deal is scored in bands of card points (61 wins, 91 wins more), so most
playouts of two different cards end in the same band and the search sees no difference between
a line that wins by 30 card points and one that wins by 1. In an imagined world the margin does
not matter, but over the real deal's uncertainty a wider margin is a safer band. Adding
``shape × margin`` (a small weight per card point) to each playout's utility lets the search
prefer the safer line when the bands tie; Skat programs break such ties the same way.

The margin is relative like the utility (``evaluation.relative``): in a Player's deal the
Player's card points above 60.5 count for the Player and against each defender by half; in The
Least, where few card points win, each player's card points below the others' mean.
"""

from __future__ import annotations

from typing import Any

from ...games.sheepshead import card_points
from ..evaluation import relative

TOTAL = 120


def sheepshead_margin(world: Any, player: int, deals_before: int) -> float:
    """``player``'s card-point margin in the deal logged at ``deals_before`` (0 if none)."""
    if len(world.history) <= deals_before:
        return 0.0
    log = world.history[deals_before]
    n = len(log.score)
    points = [0] * n
    last = 0
    for _leader, cards, winner in log.tricks:
        mask = 0
        for c in cards:
            mask |= 1 << c
        points[winner] += card_points(mask)
        last = winner
    rest = TOTAL - sum(points)  # the Player's burial, or the window (to the last trick's winner)
    taker = (log.contract or {}).get("player")
    if taker is None:
        points[last] += rest
        return relative(points, player, -1)
    points[taker] += rest
    plain = [0.0] * n
    plain[taker] = points[taker] - 60.5
    return relative(plain, player, 1)


#: per game, the margin a playout's utility is shaped with (``shape=K``)
MARGINS = {"sheepshead": sheepshead_margin}
