"""How wide the decision panel stands: the same width for the same kind of decision at the same
window size, whatever this deal's choices say. Measured from its current lines, Young Hunter's
announcement panel was narrower in a deal without a "Diamond catch" and its contra panel wider
with a longer name in it, so the panel jumped from deal to deal. Measured from every line it
might hold, it grew as wide as its whole room and lay over West's speech bubble at 1920 x 1080.
A fixed share of the room is steady and leaves the side seats' plates and bubbles clear."""

from __future__ import annotations

#: the share of the panel's room (the felt between the side seats' plates) a panel of several
#: choices takes at the least: as wide as Young Hunter's widest contra panel was, so no panel
#: is wider than before and a bubble beside or under a side seat's plate stays in sight
STEADY_SHARE = 0.86


def steady_width(kind: str, choices: int, room: float) -> float:
    """The width a decision of ``kind`` with ``choices`` buttons takes at the least in a
    ``room`` wide area (0: as wide as its content needs). A lone choice (a pass that is the
    only move) stays small; a discard's one button too."""
    if kind == "discard" or (kind == "buttons" and choices < 2):
        return 0.0
    return room * STEADY_SHARE
