"""Trick mechanics shared by the trick-taking games: which cards may follow, who wins a trick.

Everything works on masks: a "group" is the mask of cards that count as one suit for following
(a French suit lane, the tarot trumps, or Sheepshead's fourteen trumps), and within a group the
higher bit is the higher card (a game whose order differs, like Sheepshead's trumps, ranks its
own cards).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import highest


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
