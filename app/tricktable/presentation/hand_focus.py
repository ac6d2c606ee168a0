"""Which card of the hand the keyboard picks, without Qt: the arrow keys stop only on cards that
may be played (on all of them when none is dimmed), move to the nearest stop in their direction
and wrap round; a pick left on a card that became unplayable moves to the nearest one that is;
and whether the keys act on the hand at all (else no card may show the keyboard's outline).

Why apart from the input object (``ui/table_input.py``): this is arithmetic on the cards'
indices, testable without a window; the input object only reads the keys and lifts the card.
"""

from __future__ import annotations


def stops(dimmed: list[bool]) -> list[int]:
    """The indices the arrow keys stop on: the cards not dimmed (all when every one is)."""
    found = [i for i, dim in enumerate(dimmed) if not dim]
    return found or list(range(len(dimmed)))


def parked(index: int, stops_: list[int], count: int) -> int:
    """``index`` kept within the hand's ``count`` cards, and moved to the nearest stop (the
    leftmost of two as near) when it is not on one: never parked on a card that cannot be
    played."""
    index = max(0, min(index, count - 1))
    if index not in stops_:
        index = min(stops_, key=lambda i: (abs(i - index), i))
    return index


def stepped(index: int, stops_: list[int], step: int, fresh: bool) -> int:
    """The stop an arrow key moves to from ``index`` (``step`` +1 right, -1 left): the first
    or last stop on a ``fresh`` start (the keyboard not used yet), else the nearest stop that
    way, wrapping round at the ends."""
    if fresh or index < 0:
        return stops_[0] if step > 0 else stops_[-1]
    after = [i for i in stops_ if (i - index) * step > 0]
    if not after:
        return stops_[0] if step > 0 else stops_[-1]
    return min(after, key=lambda i: abs(i - index))


def keys_on_hand(summary_up: bool, keys_elsewhere: bool, panel_up: bool,
                 hand_acts: bool) -> bool:
    """Whether the table's arrows and Enter act on the cards of the hand, so that a card may
    show the keyboard's outline: not under the deal summary (Enter is the next deal there),
    not while the panel or the summary has the keyboard (``keys_elsewhere``: its focused
    button shows the focus), and not while the panel asks something the cards have no part
    in (``hand_acts`` False: an announcement, a bid, a contract; the arrows then go into the
    panel and Enter presses its default, or says how to pick where none is drawn). Between
    the person's turns the keys stay on their own hand, with no card outlined: nothing can be
    played from it then, and a key for a card says it is not their turn."""
    return not summary_up and not keys_elsewhere and (hand_acts or not panel_up)
