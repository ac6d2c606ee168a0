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


def domino(card: int, start: int | None = None) -> int:
    """Dominoes rows overlap downward, a lower row on top, so every row keeps its top in sight.
    Along a row each card lies over its neighbour toward ``start`` (the rank the rows open at;
    None or 0: the 2): a row grows outward from it, so the end card a player builds on, below
    the start as above it, is the one wholly in sight. (Higher ranks always on top hid the end
    of a row built down: the Q of A K Q showed only as a corner strip under the K.)"""
    rank = card & 15
    return TRICK + (card >> 4) * 16 + abs(rank - (start or 2))
