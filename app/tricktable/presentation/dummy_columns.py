"""How many cards of a face-up dummy at the side lie in its first column as its cards leave.

Why a module of its own: a dummy's two columns are laid once, as the hand is exposed, and each
card kept its column all through the play (split anew at each card, suits swapped columns and
merged into one). But the first split is made for the whole hand: in a small window the
longest column that keeps each index readable is short, so a plain suit and the trumps may
have to share a column; kept as it was, they shared it for the whole deal, long after the
cards left would have let the trumps lie alone. This is the rule for when the columns are
split again, from the whole hand's split and the cards left alone (a game reopened in the
play lays them as the game did). Pure Python, no Qt.
"""

from __future__ import annotations

from .layout import TableLayout


def whole_suits(suits: list[int], first: int) -> bool:
    """Whether ``first`` cards in the first column (of a hand in display order, each card's
    suit in ``suits``) keep every suit in one column, both columns holding cards."""
    return 0 < first < len(suits) and suits[first - 1] != suits[first]


def last_suit_start(suits: list[int]) -> int:
    """Where the hand's last suit (the trumps, laid last) begins: the first column's count
    that lays it alone in the second column (0: the hand is one suit)."""
    start = len(suits)
    while start > 0 and suits[start - 1] == suits[-1]:
        start -= 1
    return start


def first_column(lay: TableLayout, pos: int, suits: list[int], kept: int) -> int:
    """How many of the cards left of the dummy at ``pos`` (their ``suits``, in display order)
    lie in its first column, ``kept`` being how many of them lay there in the hand's first
    split. The trumps go alone in the second column as soon as that column and the first
    both keep each card's index readable (the layout's own split of the cards left lays them
    so); else the first split stays while it keeps each suit in one column; else the
    layout's split of the cards left, where that keeps each suit whole; else the first split
    stays (moving cards between two mixed columns helps nobody). The cards that change
    columns glide there as the hand closes up after a card is played."""
    count = len(suits)
    laid = lay.hand_places(pos, count, True, suits)
    left = round(laid[0].x) if laid else 0
    columns = len({round(p.x) for p in laid})
    fresh = sum(1 for p in laid if round(p.x) == left) if columns == 2 else count
    trumps = last_suit_start(suits)
    if trumps and (fresh == trumps or columns < 2):
        return trumps
    if whole_suits(suits, kept):
        return kept
    if whole_suits(suits, fresh):
        return fresh
    return kept
