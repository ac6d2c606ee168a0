"""Dealing the unseen cards at random, consistently with what is publicly known.

``sample_world`` in every game needs the same thing: give each hidden hand exactly its size from
the unseen cards, never a card that hand is known not to hold (a revealed void, a card seen
elsewhere). Random greedy dealing can paint itself into a corner, so the most constrained hands
are filled first and a failed attempt is retried; an exact matching fallback guarantees a result
whenever one exists.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .cards import cards_of, iter_cards
from .rand import shuffle


class NoConsistentWorld(ValueError):
    """The constraints admit no deal (the view contradicts itself)."""


def deal_constrained(unseen: int, sizes: Sequence[int], forbidden: Sequence[int],
                     rng: random.Random, attempts: int = 30) -> list[int]:
    """Masks, one per hand, splitting ``unseen`` into hands of ``sizes`` that avoid ``forbidden``.

    ``sum(sizes)`` must equal the number of unseen cards.
    """
    dealt = Dealing(unseen, sizes, forbidden).deal(rng, attempts)
    assert dealt is not None  # only a deal with ``at_least`` is given up
    return dealt


#: what ``Dealing._try_greedy`` answers for a deal given up because it cannot meet ``at_least``
_GIVEN_UP: list[int] = []


class Dealing:
    """One split of the unseen cards (hands' sizes, what each may not hold), worked out once for
    as many deals of it as are wanted: a game like Nineteen deals the same split again until a
    trump claim holds, about seven deals a world, and a search samples a world for every few
    playouts, so this work done per deal was a third of the dealing."""

    def __init__(self, unseen: int, sizes: Sequence[int], forbidden: Sequence[int]) -> None:
        self.pool = pool = cards_of(unseen)
        if sum(sizes) != len(pool):
            raise NoConsistentWorld(f"{len(pool)} unseen cards cannot fill hands of "
                                    f"{list(sizes)}")
        n = len(sizes)
        self.unseen, self.sizes, self.forbidden = unseen, list(sizes), list(forbidden)
        self.free = not any(forbidden[i] & unseen for i in range(n) if sizes[i])
        # which hands may take each card: a card's place in the order of a greedy deal and its
        # options in a draw come from these
        self.hands = hands = tuple(i for i in range(n) if sizes[i])
        self.takers = takers = dict.fromkeys(pool, hands)  # most cards: any hand with room
        restricted = 0
        for i in hands:
            restricted |= forbidden[i]
        for c in iter_cards(restricted & unseen):
            takers[c] = tuple(i for i in hands if not (forbidden[i] >> c) & 1)
        self.width = {c: len(t) for c, t in takers.items()}

    def deal(self, rng: random.Random, attempts: int = 30,
             at_least: Sequence[tuple[int, int, int]] = ()) -> list[int] | None:
        """One deal, as ``deal_constrained`` makes it.

        ``at_least``: (hand, cards, how many) that the caller will demand of the deal
        afterwards (a game that deals again until a declared holding is in the hand). A random
        deal that can no longer meet one of them is given up part way (``None``), with the
        generator moved on by the draws the rest of the deal would have made, so the caller's
        next deal is the one it would have had. A returned deal may still miss them: the
        caller checks, as without them.
        """
        if self.free:
            pool = self.pool[:]
            shuffle(pool, rng)
            out, k = [], 0
            for s in self.sizes:
                m = 0
                for c in pool[k:k + s]:
                    m |= 1 << c
                out.append(m)
                k += s
            return out
        for _ in range(attempts):
            result = self._try_greedy(rng, at_least)
            if result is _GIVEN_UP:
                return None
            if result is not None:
                return result
        return _exact(self.pool, self.sizes, self.forbidden, rng)

    def _try_greedy(self, rng: random.Random,
                    at_least: Sequence[tuple[int, int, int]]) -> list[int] | None:
        """One random greedy deal: the cards that fewest hands may take go first, each to one
        of the hands that may still take it, chosen with weights equal to the room left in
        them (``None``: a card found no hand; ``_GIVEN_UP``: see ``at_least`` in ``deal``).

        The draw is ``random.choices(options, weights)`` written out (one ``rng.random()`` per
        card, the same bisection over the running weights), so the same generator gives the
        same deal as that call did; only the Python around it is saved."""
        takers, width, hands = self.takers, self.width, self.hands
        out = [0] * len(self.sizes)
        need = list(self.sizes)
        cards = self.pool[:]
        shuffle(cards, rng)
        # place the cards that fewest hands may take first (a stable sort: ties keep the shuffle)
        cards.sort(key=width.__getitem__)
        draw = rng.random
        everyone = len(hands)
        count = len(cards)
        k = 0
        while k < count:
            c = cards[k]
            if width[c] == everyone:
                break
            options = [i for i in takers[c] if need[i]]
            if not options:
                return None
            if len(options) == 1:
                draw()  # made all the same: the generator stays where choices left it
                i = options[0]
            else:
                total = 0
                for j in options:
                    total += need[j]
                i = _weighted(draw() * (total + 0.0), options, need)
            out[i] |= 1 << c
            need[i] -= 1
            k += 1
        # the rest may go to any hand with room: a draw cannot fail, its options are the hands
        # with room, in order, and their weights add up to the cards still to place
        room = [i for i in hands if need[i]]
        left = count - k
        rest = self.unseen
        for o in out:
            rest &= ~o
        if any(_short(h, group, least, out, need, rest) for h, group, least in at_least):
            for _ in range(left):
                draw()  # the draws the rest of the deal would have made
            return _GIVEN_UP
        while k < count:
            c = cards[k]
            i = _weighted(draw() * (left + 0.0), room, need)
            bit = 1 << c
            out[i] |= bit
            rest ^= bit
            need[i] -= 1
            if not need[i]:
                room.remove(i)
            left -= 1
            k += 1
            for h, group, least in at_least:
                # a card of ``group`` went elsewhere: can ``h`` still get enough of them?
                if h != i and group & bit and _short(h, group, least, out, need, rest):
                    for _ in range(left):
                        draw()  # the draws the rest of the deal would have made
                    return _GIVEN_UP
        return out


def _weighted(x: float, options: list[int], need: list[int]) -> int:
    """The option a draw ``x`` (a uniform draw times the weights' total) picks when each option
    ``i`` weighs ``need[i]``: ``random.choices``'s bisection over the running weights (the first
    running total above ``x``, the last option at most), so the same draw picks the same hand."""
    last = len(options) - 1
    running = 0
    j = 0
    while j < last:
        running += need[options[j]]
        if x < running:
            break
        j += 1
    return options[j]


def _short(h: int, group: int, least: int, out: list[int], need: list[int], rest: int) -> bool:
    """Whether hand ``h`` of a deal under way holds fewer than ``least`` cards of ``group`` even
    if it took every one still to place (``rest``) that it has room for. Once true it stays
    true, so a check now and then finds every deal it gives up."""
    return (out[h] & group).bit_count() + min(need[h], (group & rest).bit_count()) < least


def _exact(pool: list[int], sizes: Sequence[int], forbidden: Sequence[int],
           rng: random.Random) -> list[int]:
    """Bipartite matching of cards to hand slots (augmenting paths); raises when impossible."""
    slots = [i for i, s in enumerate(sizes) for _ in range(s)]
    cards = pool[:]
    shuffle(cards, rng)
    slot_of_card: dict[int, int] = {}
    card_of_slot: dict[int, int] = {}

    def augment(c: int, seen: set[int]) -> bool:
        order = list(range(len(slots)))
        shuffle(order, rng)
        for s in order:
            if (forbidden[slots[s]] >> c) & 1 or s in seen:
                continue
            seen.add(s)
            if s not in card_of_slot or augment(card_of_slot[s], seen):
                card_of_slot[s] = c
                slot_of_card[c] = s
                return True
        return False

    for c in cards:
        if not augment(c, set()):
            raise NoConsistentWorld("no deal of the unseen cards fits what is known")
    out = [0] * len(sizes)
    for c, s in slot_of_card.items():
        out[slots[s]] |= 1 << c
    return out
