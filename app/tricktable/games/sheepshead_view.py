"""What a Sheepshead player may know beyond the shared view fields.

Why its own module: the rules module is near its size limit, and the view is the contract the
computer player, the words and the table read.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.view import View


@dataclass(kw_only=True)
class SheepsheadView(View):
    """A Sheepshead view: the window (the two cards dealt aside), who took it, and the points."""

    #: who took the window (None: nobody yet, or nobody at all: The Least)
    window_player: int | None
    #: the calls on the window so far, in order ("take" or "pass")
    window_calls: list[str]
    #: the deal is played as The Least (everyone passed)
    least: bool
    #: how many cards the window holds, and its cards when the viewer took it (else None)
    window_size: int
    window: list[int] | None
    #: the viewer's own discards once made (None for everyone else)
    discards: int | None
    #: the card points in each position's tricks
    trick_points: list[int]
    #: the scoring is zero-sum (the match's scoring option)
    zero_sum: bool
