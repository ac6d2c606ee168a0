"""The lines a Barbu hand's summary gives each player for the doubles: each double that moved
points, once on each of its two players' rows, with who doubled whom and its amount; the doubles
that moved nothing together on one grey line. Qt-free.

Why: with everyone doubled in No Last Two (1366 x 768, both side panels open) the summary card
listed each double on both rows ("Doubles with North, ×1: same score, nothing changes hands",
one line each) and then every pair again in sentences under the rows ("Maggie and North (North
doubled Maggie) scored the same: nothing changes hands"): the card scrolled, and its last
sentences were cut above its buttons. Each row now says its doubles once, who doubled whom in
it, and nothing follows the rows: the two rows of a pair are its two sides, and each row's
amounts still add up to its score for the hand.
"""

from __future__ import annotations

from typing import Any

from ..engine.words import NBSP, mid, say_list


def double_phrase(row: int, other: str, doublers: list[int], redoubled: bool,
                  declarer: int | None, other_seat: int) -> str:
    """How ``row``'s player stands in its double with ``other`` (a name, at ``other_seat``):
    "doubled North", "doubled by North, redoubled", "doubled North, who redoubled",
    "doubled North, doubled back". The declarer's answer to a double is its redouble."""
    both = len(doublers) == 2
    if both and declarer in (row, other_seat):  # the declarer answered the double
        return f"doubled by {other}, redoubled" if declarer == row \
            else f"doubled {other}, who redoubled"
    if both:
        return f"doubled {other}, doubled back" + (", redoubled" if redoubled else "")
    if doublers and doublers[0] == row:
        return f"doubled {other}" + (", who redoubled" if redoubled else "")
    return f"doubled by {other}" + (", redoubled" if redoubled else "")


def double_lines(settlements: list[dict[str, Any]], names: list[str],
                 declarer: int | None) -> list[list[tuple[str, int | None]]]:
    """Each player's lines for the doubles of the hand (``settlements`` as the engine's details
    hold them, ``names`` the rows' names): first every double that moved points, its amount for
    that player ("doubled by North, ×2" +20), then one line for those that moved nothing
    ("doubles with North and East: same score, nothing changes hands", no amount)."""
    moved: list[list[tuple[str, int | None]]] = [[] for _ in names]
    even: list[list[str]] = [[] for _ in names]
    for s in settlements:
        a, b = s.get("players", (None, None))
        if not (isinstance(a, int) and isinstance(b, int) and max(a, b) < len(names)):
            continue
        transfer = s.get("transfer", 0)
        times = s.get("multiplier", 1)
        for x, y, value in ((a, b, transfer), (b, a, -transfer)):
            if not transfer:
                even[x].append(mid(names[y]))
                continue
            how = double_phrase(x, mid(names[y]), list(s.get("doublers") or []),
                                bool(s.get("redoubled")), declarer, y)
            # "×2" kept to the word before it: alone on a line of its own it read as nothing
            moved[x].append((how + (f",{NBSP}×{times}" if times != 1 else ""), value))
    for x, others in enumerate(even):
        if others:
            moved[x].append((f"doubles with {say_list(others)}: same score, nothing changes "
                             "hands", None))
    return moved
