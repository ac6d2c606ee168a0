"""Which table item lies over which: every z-value of the scene in one place.

Why one module: the hand, the trick, a card in flight, the plates, the bubbles, the decision
panel, the deal summary, the toast and the last trick shown again are stacked by these numbers;
each is compared with the others, so they are only right together. Plain numbers, so they sit
below the window with the rest of what the table shows.
"""

from __future__ import annotations

PLATE = 50          # seat plates and the centre badge, under every card
HAND = 100          # a hand's cards (and a stock pile): HAND + index in the fan
TRICK = 300         # the trick's cards: TRICK + order played; Dominoes rows from here too
TRICK_WINNER = TRICK + 10   # the winning card, lifted while the trick lingers
FLY = 500           # a card on its way from a hand to the trick
BUBBLE = 700        # speech bubbles: over the cards, under the panel and the summary
PANEL = 800         # the decision panel
BUBBLE_OVER_PANEL = 850     # a bubble with no room beside the panel, for the moment it shows
SUMMARY = 900       # the deal summary
TOAST = 950         # a short message
OVERLAY = 1000      # the last trick shown again: its veil; its cards +1, its words +2


def domino(card: int) -> int:
    """Dominoes rows overlap downward, a lower row on top, so every row keeps its top in sight.
    Along a row each card lies over the one a rank below it, as in a hand's fan: every card
    shows its index upright at its left edge, and the highest lies whole. (Each card over its
    neighbour toward the rank the rows opened at showed both ends whole but covered the middle:
    from the 8, the 7 and the 8 were hidden under the 6 and the 9, and the cards below the start
    showed only their upside-down bottom corners.)"""
    return TRICK + (card >> 4) * 16 + (card & 15)
