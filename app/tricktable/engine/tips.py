"""A tip for a first game: what one kind of decision or phase means, said once.

Why in the engine: each game writes its tips beside its rules (``games/<game>_words.py``, a
``TIPS`` mapping from a tip kind to a :class:`Tip`), and the coach, below the presentation, picks
the one due for a view; both need the same small type, and the engine is what both stand on.
A tip says when it applies in data (the view's stage, the legal action types, a few view values)
rather than in code, so the kinds a game has are a list anyone can read and test.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .view import View


def _frozen(mapping: Mapping | None = None) -> MappingProxyType:
    return MappingProxyType(dict(mapping or {}))


@dataclass(frozen=True)
class Tip:
    """The words of one tip and when it is due.

    ``stage``: the view's ``stage`` the decision belongs to ("" = any); ``types``: the legal
    action types of which one must be on offer (empty = any); ``view``: view values that must be
    equal (Heart Hunter's ``phase`` 2, Sheepshead's ``least``, Barbu's ``contract``).
    ``anchor`` is the section of the game's rules page that explains it (an HTML id).
    """

    title: str
    text: str
    anchor: str
    stage: str = ""
    types: frozenset[str] = frozenset()
    view: MappingProxyType = field(default_factory=_frozen)

    def applies(self, view: View, types: Iterable[str]) -> bool:
        """Whether this tip speaks of the decision ``view`` shows with these legal types."""
        if self.stage and view.stage != self.stage:
            return False
        if self.types and not self.types & set(types):
            return False
        return all(getattr(view, key, None) == value for key, value in self.view.items())


def tip(title: str, text: str, anchor: str, stage: str = "", types: Iterable[str] = (),
        **view: object) -> Tip:
    """A :class:`Tip` written compactly in a game's words module."""
    return Tip(title, text, anchor, stage, frozenset(types), _frozen(view))
