"""A finished game's players in order of their final places, Qt-free: for the standings box and
the last deal's summary, which said who won and then listed everyone in seat order."""

from __future__ import annotations

#: the final standings box's titles, longest first: the longest its title bar says whole.
#: Why: made narrower to fit the felt, the box's title bar cut its title ("Heart Hunter: …
#: r — Trick Table"); the box names the game and says "Final standings" in its own words.
#: Each ends with the program's name, which Qt adds to a title that does not.
STANDINGS_TITLES = ("Final standings — Trick Table", "Standings — Trick Table", "Trick Table")


def standings(winners: list[int], totals: list[int], lower_is_better: bool
              ) -> list[tuple[int, int]]:
    """(player, place) best first: the winners first, then by total (Heart Hunter: the lowest
    is best); tied totals share a place, and the winners always share the first."""
    sign = -1 if lower_is_better else 1
    order = sorted(range(len(totals)), key=lambda p: (p not in winners, -sign * totals[p]))
    return [(p, 1 if p in winners else next(
        j + 1 for j, q in enumerate(order) if totals[q] == totals[p] and q not in winners))
        for p in order]
