"""The score panel's column headers, Qt-free: one text size for every name of a table, and a
panel whose width does not follow a name a person may change during the game.

Why: each header was fitted alone, and "North" stood a point smaller than "You", "West" and
"East" beside it; a long name ("Maximiliane Bartholomew-Smythe") was drawn at 8 px and widened
the panel when the person took it in the settings, moving the table beside it. The headers now
shrink together (``header_scale``, down to ``SMALLEST``), a name that is not given room is
counted only as wide as ``ROOM_FOR`` (past that it is cut short, its whole name its tool tip),
and the width the panel keeps for a column's name is that of the names it gives room to.
"""

from __future__ import annotations

from .score_fit import PADDING

#: the smallest the headers get, in the panel's text size: past it a name is cut short rather
#: than every name made smaller with it (at two thirds, as the scores, one long name set
#: every header of the table at 8 px)
SMALLEST = 0.8
#: the widest a name the panel does not give room to is counted: the widest of the seats'
#: usual names, which every column has room for at the headers' smallest size
ROOM_FOR = "North"


def header_scale(widths: list[float], avail: float) -> float:
    """The one scale (1.0: the panel's text size) of a table's headers ``widths`` wide at the
    panel's size: the widest fits a column ``avail`` wide beside its padding, down to
    ``SMALLEST``."""
    widest = max(widths, default=0.0)
    if widest == 0 or widest + PADDING <= avail:
        return 1.0
    return max(SMALLEST, (avail - PADDING) / widest)


def counted(widths: list[float], roomy: list[bool], room_for: float) -> list[float]:
    """The headers' widths as the panel counts them: whole for a name given room (``roomy``:
    a computer player's, fixed for the game), at most ``room_for`` (``ROOM_FOR``'s width) for
    one a person may change while the game is up (longer, it is cut short)."""
    return [w if keep else min(w, room_for) for w, keep in zip(widths, roomy, strict=True)]


def header_column(widths: list[float], roomy: list[bool], room_for: float) -> float:
    """The width every column keeps for the headers, measured at their smallest size: the
    widest name given room, or ``ROOM_FOR``'s width when that is wider, with the cell's
    padding. No name a person may change counts, so renaming leaves the panel as wide."""
    return max([w for w, keep in zip(widths, roomy, strict=True) if keep] + [room_for]) \
        + PADDING
