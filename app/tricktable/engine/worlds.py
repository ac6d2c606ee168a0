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

from .cards import cards_of
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
    for _ in range(attempts):
        result = _try_greedy(pool, sizes, forbidden, rng)
        if result is not None:
            return result
    return _exact(pool, sizes, forbidden, rng)


def _try_greedy(pool: list[int], sizes: Sequence[int], forbidden: Sequence[int],
                rng: random.Random) -> list[int] | None:
    n = len(sizes)
    out = [0] * n
    need = list(sizes)
    cards = pool[:]
    shuffle(cards, rng)
    # place the cards that fewest hands may take first
    cards.sort(key=lambda c: sum(1 for i in range(n) if need[i] and not (forbidden[i] >> c) & 1))
    for c in cards:
        options = [i for i in range(n) if need[i] and not (forbidden[i] >> c) & 1]
        if not options:
            return None
        weights = [need[i] for i in options]
        i = rng.choices(options, weights)[0]
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
