"""A finished game's players in order of their final places, Qt-free: for the last deal's
summary, which says who won and then ranks everyone (its rows stand in seat order)."""

from __future__ import annotations

#: the words the last deal's summary begins its ranked line with, by which the card knows
#: that line among its notes and sets it under its title
FINAL_STANDINGS = "Final standings"


def standings(winners: list[int], totals: list[int], lower_is_better: bool
              ) -> list[tuple[int, int]]:
    """(player, place) best first: the winners first, then by total (Heart Hunter: the lowest
    is best); tied totals share a place, and the winners always share the first."""
    sign = -1 if lower_is_better else 1
    order = sorted(range(len(totals)), key=lambda p: (p not in winners, -sign * totals[p]))
    return [(p, 1 if p in winners else next(
        j + 1 for j, q in enumerate(order) if totals[q] == totals[p] and q not in winners))
        for p in order]
