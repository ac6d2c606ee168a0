"""What a Young Hunter player may know beyond the shared view fields.

Why its own module: the rules module is near its size limit, and the view is the contract the
computer player, the words and the table read, so it is worth finding on its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.view import View


@dataclass(kw_only=True)
class YoungHunterView(View):
    """A Young Hunter view."""

    #: the takings announced this deal, in the order spoken: [player, jack, kind, contra_by]
    #: (``contra_by``: who contra'd it, None while nobody has)
    announced_takings: list[list]
    #: the takings made so far: [jack, taker, kind]
    takings: list[list]
    #: the players who have had their announcement turn, and those who said nothing (masks)
    spoken: int
    silent: int
    #: the position that leads the deal's first trick
    first_leader: int
    #: each deal's trump suit in the game's order (None: the extra game without trumps)
    deal_trumps: list[int | None]
