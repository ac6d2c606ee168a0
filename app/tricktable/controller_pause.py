"""Holding the computers' moves: behind a dialog, under Game → Pause, and one move at a time.

A mixin of :class:`~tricktable.controller.GameController`. Why here: a hold nests (a dialog opened
under the Pause command), and while it lasts the table must not look as if a computer were still
at work: its thinking dots pulsed on under the pause although its answer was already in and
waiting. Someone following a watched game also wants to go on one move at a time ("Next move",
N): the pause lets exactly one computer move through and holds again.
"""

from __future__ import annotations

from typing import Any


class PlayHolds:
    """Pause, resume and step for ``GameController`` (``_pending``, ``state``, ``thinking``,
    ``_schedule``, ``_try_apply`` and ``human_to_act`` are the controller's)."""

    _pending: tuple[int, int] | None
    state: Any
    seats: list
    thinking: Any
    #: how many holds are on (a dialog, the last trick shown, the Pause command): they nest
    _paused: int = 0
    #: one computer move may go through the hold (``step``)
    _stepping: bool = False

    def pause(self) -> None:
        """Hold computer moves (a modal dialog is open, the Pause command); calls nest. The
        dots of a computer already asked stop: nothing is played until the hold ends."""
        self._paused += 1
        self._stepping = False
        if self._pending is not None:
            self.thinking.emit(self._pending[1], False)

    def resume(self) -> None:
        self._paused = max(0, self._paused - 1)
        if not self._paused:
            if self._pending is not None:  # its answer may be in: the table waits for it
                self.thinking.emit(self._pending[1], True)
            self._schedule()
            self._try_apply()

    @property
    def paused(self) -> bool:
        return self._paused > 0

    def held(self) -> bool:
        """Whether computer moves wait now (a hold, and no step let through)."""
        return self._paused > 0 and not self._stepping

    def step(self) -> str | None:
        """Let one computer move through the pause; returns why not (None: it goes)."""
        if not self._paused:
            return "The game is not paused: the computers play on by themselves."
        if self.state is None or self.state.game_over or self.state.to_act is None:
            return "No computer is to move."
        if self.human_to_act() is not None or getattr(self, "_await_continue", False):
            return "It is your turn: the computers wait for you, not for the pause."
        self._stepping = True
        if self._pending is not None:
            self.thinking.emit(self._pending[1], True)
        self._schedule()
        self._try_apply()
        return None

    def computer_next(self) -> bool:
        """Whether the next move is a computer's, the kind the pause holds (not at a deal's
        summary, nor on a person's turn: a person plays at their turn even under the pause)."""
        st = self.state
        if (st is None or st.game_over or st.to_act is None
                or getattr(self, "_await_continue", False) or st.to_act >= len(self.seats)):
            return False
        return not self.seats[st.to_act].human

    def stepped(self) -> None:
        """A computer's move went through: the pause holds again."""
        self._stepping = False

    def thinking_player(self) -> int | None:
        """The computer player whose decision is being worked out or paced, else None (also
        while held: it will not move until the hold ends)."""
        return None if self._pending is None or self.held() else self._pending[1]
