"""The next deal dealt when the state is next looked at, not when the last card of a deal falls.

Why: a deal's last card scores the deal and opens the next one (``DealStarted`` is among its
events), but a caller that plays one deal at a time and stops at its end (the engine bench,
a script counting deal outcomes) never looks at the next deal, whose generator seeding and
shuffle were about a tenth of a random deal's time. A game whose next deal can be announced
before its cards are known opts in with ``TrickGameState.DEFERS_NEXT_DEAL``.

How, with nothing a reader can tell apart: at the deal's end the state announces the next deal
as usual and sets its number and dealer, then changes its class to a subclass of its own
(same name and module) whose every attribute read or write first deals the cards, as the
eager path would have dealt them, and changes the class back. Only the fields that dealing
does not touch (the deal's number and dealer, the totals, the history, the end of the game,
the last action's events) read through without dealing, and only ``last_events`` is written
through. The game's own class gains no hook: its attribute reads stay as
fast as before (a descriptor on the game's class would slow every read of the play loop).
Whatever looks at the state (``to_act``, a view, ``copy()``, a record, pickling, ``vars()``)
deals first, so every observable value is the eager one; the deal is a function of the game's
seed, the deal's number and the dealer only, so dealing later deals the same cards.
"""

from __future__ import annotations

from typing import Any

#: fields the next deal does not change: reading them leaves the deal undealt
_READ_THROUGH = frozenset({
    "deal_number", "dealer", "over", "winners", "totals", "history", "last_events", "result",
    "rules", "options", "seed", "num_players",
})

#: fields dealing neither reads nor sets: writing them leaves the deal undealt (``apply`` sets
#: ``last_events`` after the deal's last card, as it does after every card)
_WRITE_THROUGH = frozenset({"last_events"})

_PENDING: dict[type, type] = {}
_REAL: dict[type, type] = {}


def _deal_now(state: Any) -> None:
    """Give the state its own class back and deal the cards of the announced deal."""
    real = _REAL[type(state)]
    object.__setattr__(state, "__class__", real)
    real._deal_deferred(state)


def _get(self: Any, name: str) -> Any:
    if name not in _READ_THROUGH:
        _deal_now(self)
    return object.__getattribute__(self, name)


def _set(self: Any, name: str, value: Any) -> None:
    if name not in _WRITE_THROUGH:
        _deal_now(self)
    object.__setattr__(self, name, value)


def _delete(self: Any, name: str) -> None:
    _deal_now(self)
    object.__delattr__(self, name)


def pending_class(cls: type) -> type:
    """``cls`` with a deal announced but not yet dealt (made once per class)."""
    sub = _PENDING.get(cls)
    if sub is None:
        sub = type(cls.__name__, (cls,), {
            "__getattribute__": _get, "__setattr__": _set, "__delattr__": _delete,
            "__module__": cls.__module__, "__qualname__": cls.__qualname__,
            "__doc__": cls.__doc__})
        _PENDING[cls] = sub
        _REAL[sub] = cls
    return sub


def defer_deal(state: Any, number: int, dealer: int) -> None:
    """Leave deal ``number`` (dealt by ``dealer``, no preset) to be dealt when next looked at;
    its ``DealStarted`` is already among the events. The last thing done to ``state`` at the
    end of a deal."""
    state.deal_number = number
    state.dealer = dealer
    state.__class__ = pending_class(state.__class__)


def is_pending(state: Any) -> bool:
    """Whether ``state``'s announced deal is still undealt (for tests; looks without dealing)."""
    return type(state) in _REAL


__all__ = ["defer_deal", "is_pending", "pending_class"]
