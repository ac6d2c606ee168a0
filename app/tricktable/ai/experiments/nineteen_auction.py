"""What the auction says about the hidden hands: a Nineteen inference for the search.

Measured as the Expert's (ai/experiments/README.md): over 400 duplicate deals against Advanced
−4.3 a deal [−36.5, +28.9], and against the Expert without it, deal by deal, −12.5 [−57.8,
+25.4]: nothing gained, so it is research used by no level, run as the search option
``inference="calls"``, e.g. ``tournament --game nineteen --candidate expert --field advanced
--variant inference=calls``.

Why: the flat search imagines the hidden cards at random, so a defender imagines a declarer who
bid Preferred One with an ordinary twelve cards, and everyone imagines a player who passed with
a hand that might well have bid. A bid is the strongest evidence Nineteen gives before the cards
are played: the bids climb in steps of hand strength, and a pass is final. Each imagined world is
kept with the probability that the others would have bid and passed as they did holding its hands
(rejection sampling in ``search_options.ResearchSearch``).

The model of a bid: when the lowest bid a player may make is ``L``, the chance that they bid
(anything) rather than pass rises with the rule player's :func:`~tricktable.ai.nineteen.strength`
of the twelve cards dealt to them, along a logistic curve whose middle is :data:`MIDDLE` ``[L]``;
a bid of ``b`` says the hand was at least as strong as one that bids ``b`` when ``b`` is the
lowest bid left (the same curve at ``b``). The eldest's forced Partnership says nothing. The
middles and the spread were fitted to the search players' own auctions (Advanced players at all
four seats, 200 playouts, the first auctions of the games with seeds 1000 to 1799: 3,443
decisions; see ``README.md`` here). A bid the
curve makes unlikely is never ruled out entirely (:data:`FLOOR`): a person may bid on a whim.

The hands at the auction are the world's dealt hands (``deal_log.hands``: the twelve cards before
any stock card was drawn), which ``sample_world`` rebuilds from the imagined hands, the cards
played and the discards.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ...engine.view import View
from ...games.nineteen_scoring import BIDS
from ..nineteen import strength

#: per lowest bid still open: the strength at which half of the players bid rather than pass.
#: Fitted (maximum likelihood, 3,443 auction decisions): Preferred Three 26.4 (1,970 decisions,
#: 240 bids); Preferred Two 30.0 to pass and 31.0 among the preferred bids made (30.5 here);
#: Preferred One 33.25 among the bids made; Solo was never bid (35.5, a step above). The eldest's
#: Partnership is forced, so its middle (the rule player's threshold) is never used.
MIDDLE = {"partnership": 8.0, "preferred-3": 26.4, "preferred-2": 30.5, "preferred-1": 33.25,
          "solo": 35.5}
#: the spread of the curves (strength per step of the logistic), fitted with the middles: the
#: search players bid on a sharp edge of strength (1.0 fitted best of 0.5 to 2.0)
SPREAD = 1.0
#: the least probability given to any bid or pass, however unlikely the curve makes it
FLOOR = 0.02


def bid_chance(hand_strength: float, lowest: str) -> float:
    """The chance that a player with a hand of ``hand_strength`` bids when ``lowest`` is the
    lowest bid open to them (the rest of the time they pass)."""
    p = 1.0 / (1.0 + math.exp(-(hand_strength - MIDDLE[lowest]) / SPREAD))
    return min(1.0 - FLOOR, max(FLOOR, p))


def auction_odds(world: Any, view: View, rng: random.Random) -> float:
    """How likely the others' bids and passes were with the hands of ``world`` (0 to 1).

    ``rng`` is unused (the model needs no draw); it is the shape ``CALL_MODELS`` expects."""
    bids = getattr(world, "bids", ())
    if not bids:
        return 1.0
    me = view.seat
    dealt = world.deal_log.hands
    odds = 1.0
    high = -1
    for i, (pos, act) in enumerate(bids):
        if act != "pass":
            level = BIDS.index(act)
            # the eldest's opening Partnership is forced ("Eldest must bid") and says nothing
            if pos != me and not (i == 0 and level == 0):
                odds *= bid_chance(strength(dealt[pos]), act)
            high = max(high, level)
        elif pos != me and high + 1 < len(BIDS):
            odds *= 1.0 - bid_chance(strength(dealt[pos]), BIDS[high + 1])
    return odds
