"""A least-recently-used cache bounded by the bytes its values hold, without Qt.

Why: the card pictures (``ui/card_art.py``) and the cards composed with their shadow
(``ui/card_item.py``) are each made once and kept while the memory allows, the least recently
used going first; one tested cache serves both (each says how many bytes a value holds).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class ByteCache(Generic[V]):
    """Values by key; past ``max_bytes`` (as ``size`` counts a value) the least recently used
    go, but the ``keep`` newest always stay (a picture just made is never thrown away)."""

    def __init__(self, max_bytes: int, size: Callable[[V], int], keep: int = 1) -> None:
        self.max_bytes = max_bytes
        self.bytes = 0
        self._size = size
        self._keep = keep
        self._items: OrderedDict[Hashable, V] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: Hashable) -> V | None:
        """The value kept for ``key`` (now the most recently used), or None."""
        value = self._items.get(key)
        if value is not None:
            self._items.move_to_end(key)
        return value

    def put(self, key: Hashable, value: V) -> V:
        """Keep ``value`` for ``key`` (unless one is kept already) and return it."""
        if key not in self._items:
            self._items[key] = value
            self.bytes += self._size(value)
            while self.bytes > self.max_bytes and len(self._items) > self._keep:
                _key, old = self._items.popitem(last=False)
                self.bytes -= self._size(old)
        return value
