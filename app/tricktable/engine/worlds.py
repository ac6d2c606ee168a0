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
    pool = cards_of(unseen)
    if sum(sizes) != len(pool):
        raise NoConsistentWorld(f"{len(pool)} unseen cards cannot fill hands of {list(sizes)}")
    n = len(sizes)
    if not any(forbidden[i] & unseen for i in range(n) if sizes[i]):
        shuffle(pool, rng)
        out, k = [], 0
        for s in sizes:
            m = 0
            for c in pool[k:k + s]:
                m |= 1 << c
            out.append(m)
            k += s
        return out
    # which hands may take each card, worked out once for every attempt: a card's place in the
    # order below and its options in a draw come from these (a search samples a world for every
    # few playouts, and a game like Nineteen rejects deals that break a trump claim and deals
    # again, so this loop is a large share of a search's time)
    hands = tuple(i for i in range(n) if sizes[i])
    takers = dict.fromkeys(pool, hands)  # most cards: any hand with room
    restricted = 0
    for i in hands:
        restricted |= forbidden[i]
    for c in iter_cards(restricted & unseen):
        takers[c] = tuple(i for i in hands if not (forbidden[i] >> c) & 1)
    for _ in range(attempts):
        result = _try_greedy(pool, sizes, takers, rng)
        if result is not None:
            return result
    return _exact(pool, sizes, forbidden, rng)


def _try_greedy(pool: list[int], sizes: Sequence[int], takers: dict[int, tuple[int, ...]],
                rng: random.Random) -> list[int] | None:
    """One random greedy deal: the cards that fewest hands may take go first, each to one of the
    hands that may still take it, chosen with weights equal to the room left in them.

    The draw is ``random.choices(options, weights)`` written out (one ``rng.random()`` per card,
    the same bisection over the running weights), so the same generator gives the same deal as
    that call did; only the Python around it is saved."""
    out = [0] * len(sizes)
    need = list(sizes)
    cards = pool[:]
    shuffle(cards, rng)
    # place the cards that fewest hands may take first (a stable sort: ties keep the shuffle)
    cards.sort(key=lambda c: len(takers[c]))
    draw = rng.random
    for c in cards:
        options = [i for i in takers[c] if need[i]]
        if not options:
            return None
        if len(options) == 1:
            draw()  # the draw is made all the same, so the generator stays where choices left it
            i = options[0]
        else:
            total = 0
            for j in options:
                total += need[j]
            x = draw() * (total + 0.0)
            last = len(options) - 1
            running = 0
            k = 0
            while k < last:
                running += need[options[k]]
                if x < running:
                    break
                k += 1
            i = options[k]
        out[i] |= 1 << c
        need[i] -= 1
    return out


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
