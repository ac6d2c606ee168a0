"""Random draws that give exactly what ``random.Random``'s own methods give for the same generator
state, with less interpreter overhead.

Why: every deal and every world the search players imagine shuffles cards, and the standard
``Random.shuffle`` makes a Python-level ``_randbelow`` call per card. The loop below is the same
Fisher–Yates walk drawing the same bits (``getrandbits(k)`` with rejection), so a game number deals
the same hands as before and a seeded search makes the same decisions; it costs under half as much.
"""

from __future__ import annotations

import random
from functools import lru_cache

_Random = random.Random
#: the C generator's own ``seed``, which ``Random.seed`` calls for an int after its type checks
_seed_generator = random.Random.__mro__[1].seed


def seeded(seed: int) -> random.Random:
    """``random.Random(seed)`` for an int ``seed``: the same generator in the same state, made
    without ``Random.__init__`` and ``Random.seed``'s Python frames (every new deal and game
    makes one; the generator's own seeding is what is left of its cost)."""
    rng = _Random.__new__(_Random)
    _seed_generator(rng, seed)
    rng.gauss_next = None
    return rng


def shuffle(items: list, rng: random.Random) -> None:
    """Shuffle ``items`` in place, exactly as ``rng.shuffle(items)`` would."""
    if type(rng) is not random.Random:  # a subclass may draw differently: let it
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i, n, k in _steps(len(items)):
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        items[i], items[r] = items[r], items[i]


@lru_cache(maxsize=64)
def _steps(length: int) -> tuple[tuple[int, int, int], ...]:
    """The walk's positions for a list of ``length``: (i, i + 1, bits to draw), worked out once."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(length - 1, 0, -1))
