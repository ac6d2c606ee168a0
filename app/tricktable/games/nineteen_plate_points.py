"""The points a Nineteen plate shows during the play: what a position has taken towards the
118 (the cards of its tricks and one point for each trick won), as the viewer may know it. Qt-free.

Why: the plates showed tricks alone, and a learner chasing "60 of the 118" had nothing to add
up (Sheepshead's plates said "62 card points · 3 tricks"). The rules count more than the
tricks, and not all of it is known to everyone:

- each position's discards count for that position at the deal's end, but they are hidden:
  only the viewer's own are in the viewer's view (``my_discards``), so only the viewer's own
  plate counts them, and says how many of its points lie there; every other plate that
  discarded says how many cards will be added, never their points (the count is public);
- the stock cards nobody took (a Solo, the rest of a preferred stock) count for the defenders
  as a side, nobody's in particular: no plate counts them (the centre badge says where they
  go, and the deal summary adds them to the defenders' points).

So the plates of the declaring side add up, at the deal's end, to the cards and tricks the
deal summary names for it, plus the viewer's own discards.
"""

from __future__ import annotations

from ..engine.words import counted, unbroken
from .nineteen_scoring import card_points
from .nineteen_views import NineteenView


def own_discards(view: NineteenView, position: int) -> int:
    """The discards at ``position`` the viewer knows (their own seat's; 0 for any other)."""
    return view.my_discards if position == view.seat else 0


def plate_points(view: NineteenView, position: int) -> int:
    """The points at ``position`` as the viewer may know them: its tricks' cards, one for each
    trick won, and, on the viewer's own seat, its discards."""
    taken = view.points[position] if position < len(view.points) else 0
    return taken + card_points(own_discards(view, position))


def points_line(view: NineteenView, position: int, trick_word: str) -> str:
    """ "21 points · 3 tricks": the plate's line during the play."""
    return f"{counted(plate_points(view, position), 'point')} · {trick_word}"


def discard_note(view: NineteenView, position: int) -> str | None:
    """What the plate says of the position's discards, if it made any: on the viewer's own
    plate how many of its points lie there ("7 from your discards"), on another only how many
    cards will be added at the end ("+ 4 discards"; their count is public, their points are
    not). Short, and each kept whole: "4 of them in your discards" was cut on a plate at
    1024 x 600, and "+ 3 discards at the end" took a line a declarer's full plate lacked."""
    mine = own_discards(view, position)
    if mine:
        return unbroken(f"{card_points(mine)} from your discards")
    counts = view.discard_counts
    n = counts[position] if position < len(counts) else 0
    if n:
        # kept whole, so that a narrow plate breaks before it
        return unbroken(f"+ {counted(n, 'discard')}")
    return None
