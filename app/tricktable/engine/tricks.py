"""Trick mechanics shared by the trick-taking games: which cards may follow, who wins a trick.

Everything works on masks: a "group" is the mask of cards that count as one suit for following
(a French suit lane, the tarot trumps, or Sheepshead's fourteen trumps), and within a group the
higher bit is the higher card unless a game passes its own ranking.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import SUIT_MASKS, highest


def follow_any(hand: int, led: int) -> int:
    """Follow suit if you can, otherwise anything (Heart Hunter, Barbu's negative contracts)."""
    same = hand & led
    return same if same else hand


def follow_then_trump(hand: int, led: int, trumps: int) -> int:
    """Follow suit; if void, play a trump if you have one; otherwise anything (Young Hunter, 19)."""
    same = hand & led
    if same:
        return same
    t = hand & trumps
    return t if t else hand


def trick_winner(cards: Sequence[int], led: int, trumps: int = 0) -> int:
    """Index in ``cards`` of the winning card: the highest trump, else the highest of the led group.

    ``led`` is the mask of the group the first card belongs to; higher bits rank higher.
    """
    played = 0
    for c in cards:
        played |= 1 << c
    t = played & trumps
    best = highest(t) if t else highest(played & led)
    return cards.index(best)


def trick_winner_ranked(cards: Sequence[int], led: int, trumps: int, rank: Sequence[int]) -> int:
    """As :func:`trick_winner` but with an explicit rank table (``rank[card]``), for games whose
    trump order is not the bit order (Sheepshead's queens over jacks over diamonds)."""
    best_i = 0
    best_key = -1
    for i, c in enumerate(cards):
        bitc = 1 << c
        if bitc & trumps:
            key = 1000 + rank[c]
        elif bitc & led:
            key = rank[c]
        else:
            continue
        if key > best_key:
            best_key, best_i = key, i
    return best_i


def suit_lane(card: int) -> int:
    """Mask of the French suit (or tarot suit) a card belongs to."""
    return SUIT_MASKS[card >> 4] if card < 64 else 0
