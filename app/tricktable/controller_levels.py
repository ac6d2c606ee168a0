"""The computer players' levels changed in the middle of a game (Game → Computer players…), and
the levels each computer seat played at, which its statistics are kept under.

A mixin of :class:`~tricktable.controller.GameController`. Why: a tester who wanted stronger
opponents half-way through a match could only start a new game, throwing the match away. A level
changed here plays from the next move on (``GameController._ask`` reads the seat's level for
every move); a move being worked out at the old level is asked again. A game played at more than
one level is counted under "mixed" in the statistics, not under whichever level it ended at.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import stats_store
from .ai.decisions import moves_made


class ComputerLevels:
    """Levels for ``GameController`` (``state``, ``seats``, ``_pending``, ``_cancel_pending``,
    ``_schedule`` and ``_autosave`` are the controller's)."""

    state: Any
    seats: list
    _pending: tuple[int, int] | None
    _cancel_pending: Callable[[], None]
    _schedule: Callable[[], None]
    _autosave: Callable[[], None]
    #: per seat, the levels it made its moves at in this game (since it was started or loaded)
    _levels_played: list[set[str]] = []

    def computer_seats(self) -> list[int]:
        """The seats a computer plays, in seat order (none before a game)."""
        if self.state is None:
            return []
        return [i for i, s in enumerate(self.seats) if not s.human]

    def levels_reset(self) -> None:
        """A game started or loaded: no level played yet. A game loaded with moves made was
        played so far at its record's levels, as far as anyone can tell (a record keeps one
        level per seat)."""
        begun = self.state is not None and moves_made(self.state) > 0
        self._levels_played = [{s.level} if begun and not s.human else set() for s in self.seats]

    def level_played(self, player: int) -> None:
        """``player``, a computer, made a move at its level (``GameController.decide``)."""
        if 0 <= player < len(self._levels_played):
            self._levels_played[player].add(self.seats[player].level)

    def set_levels(self, levels: dict[int, str]) -> list[int]:
        """Computer seats at new levels (``levels``: seat → level) from the next move on; a
        person's seat is left as it is. The move being worked out for a seat changed is asked
        again at its new level (its answer at the old one is dropped); the autosave is written
        (its players carry the levels). Returns the seats whose level changed."""
        changed = [i for i, level in sorted(levels.items())
                   if i in self.computer_seats() and self.seats[i].level != level]
        for i in changed:
            self.seats[i].level = levels[i]
        if not changed:
            return []
        if self._pending is not None and self._pending[1] in changed:
            self._cancel_pending()
            self._schedule()  # while a dialog holds the computers: asked once it closes
        self._autosave()
        return changed

    def table_level(self) -> str:
        """The statistics' level key of the game (``stats_store.opponents_level``): every level
        a computer seat made a move at in it, "mixed" when they are not all one; a seat that
        made none counts at its level now."""
        played: set[str] = set()
        for i in self.computer_seats():
            seen = self._levels_played[i] if i < len(self._levels_played) else set()
            played |= seen or {self.seats[i].level}
        return stats_store.opponents_level(sorted(played))
