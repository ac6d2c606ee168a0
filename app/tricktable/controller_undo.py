"""Undo and Redo: back to the position before the person's last decision, and forward again.

A mixin of :class:`~tricktable.controller.GameController`. Why Redo: an undo taken to look at
the position again (or pressed once too often) could only be mended by playing every move
again, and the computers' moves after it were thought anew. Redo applies again exactly the
moves an undo took back, the computers' as they were, through the one path every action takes
(``decide``), so that each can be undone again. Any other decision starts a new line of play
and forgets what could be redone. Redo stops at the end of a deal: the next deal goes on after
its summary, as it did.
"""

from __future__ import annotations

import contextlib
import time
from typing import Any

from . import autosave
from .engine.protocol import Action, DealScored
from .engine.record_write import deal_logs
from .engine.words import possessive
from .presentation import undo_words
from .presentation.status_line import seat_called
from .safe_files import StoreError
from .undo_points import UndoPoint, review_barrier, reviewed_digest


def _ends_deal(state: Any, action: Action) -> bool:
    """Whether ``action`` scores the deal (tried on a copy)."""
    return any(isinstance(e, DealScored) for e in state.copy().apply(action))


def _moves(state: Any) -> list[tuple[int, Action]]:
    """Every decision of the game so far, with who made it, over all its deals."""
    return [(player, action) for log in deal_logs(state) for player, _pos, action in log.actions]


class UndoRedo:
    """Undo and Redo for ``GameController`` (its state, seats, signals, ``decide``,
    ``_schedule`` and pass-screen attributes are the controller's)."""

    state: Any
    autosave_enabled: bool
    _undo: list[UndoPoint]
    _undo_barrier: str | None
    #: what each undo took back, the latest last: (the moves, the words said when undone)
    _redo: list[tuple[list[tuple[int, Action]], str]]
    #: the moves of a redo are being applied: ``decide`` keeps what may still be redone
    _redoing: bool = False
    #: what the last undo took back, for the status bar ("Undone: your 2♠ and …"), and what
    #: the last redo played again ("Redone: …")
    undone: str = ""
    redone: str = ""

    def can_undo(self) -> bool:
        return (bool(self._undo) and self.state is not None and not self.state.game_over
                and self.shared_undo_refusal(self._undo[-1].player) is None)

    def undo_refusal(self) -> str | None:
        """Why undo cannot go further back now (cards were shown; at a shared table, another
        person's decision), else None."""
        if self.state is not None and self.state.game_over:
            return "The game is over: a finished game is not taken back. Game → New game, or "\
                "the summary's “Play again”, starts another."
        if self.can_undo() or self.state is None:
            return None
        return self.shared_undo_refusal(self._undo[-1].player) if self._undo \
            else self._undo_barrier

    def stop_undo_at_review(self) -> None:
        """The last finished deal's review shows every hand: undo stops after that deal (and
        nothing taken back before it may be redone past the review)."""
        self._undo_barrier = review_barrier(self._undo, self.state) or self._undo_barrier
        st = self.state
        if self.autosave_enabled and st is not None and st.history:
            # kept beside the autosave: after a restart, or the game saved and opened again,
            # undo went back into the reviewed deal (``restore_review_barrier``)
            finished = len(st.history)
            with contextlib.suppress(StoreError, OSError):
                autosave.remember_review(st.rules.id, st.seed, finished,
                                         reviewed_digest(st, finished))

    def restore_review_barrier(self) -> None:
        """A game resumed or opened from a record: undo stops after the last of its deals
        whose review was opened on this computer before (kept beside the autosave), with the
        same words as when it was opened. A game from elsewhere has none kept: undo goes as
        far back as it can, as it always did."""
        st = self.state
        if not self.autosave_enabled or st is None or not st.history:
            return
        finished = max((n for n, digest in autosave.reviews_of(st.rules.id, st.seed)
                        if n <= len(st.history) and reviewed_digest(st, n) == digest),
                       default=0)
        if finished:
            self._undo_barrier = review_barrier(self._undo, st, finished) or self._undo_barrier

    def undo(self) -> bool:
        """Back to the position before the person's most recent decision."""
        if not self.can_undo():
            reason = self.undo_refusal()
            if reason:
                self.message.emit(reason)
            return False
        snap = self._undo.pop()
        # on the pass screen the device may be in the next person's hands already: the hand
        # taken back shows after the pass screen for its owner (it showed at once), and the
        # status bar names whose decision went ("your announcement" was Bob's, read by Ann)
        back_to = snap.player if self.hot_seat and self._await_pass is not None else None
        whose = "your" if back_to is None else possessive(seat_called(self, back_to))
        self.undone = undo_words.undone_line(self.state, snap.state, whose)  # the status bar
        self._redo.append((_moves(self.state)[len(_moves(snap.state)):], self.undone))
        self._cancel_pending()
        self.state = snap.state
        self._await_continue = False
        self._unread_end = []
        self._await_pass = back_to
        self.viewer = snap.player
        self._confirmed_human = None if back_to is not None else snap.player
        self._last_change = time.monotonic()
        self._gap_ms = 0
        self.stateReset.emit()
        if back_to is not None:
            self.passTo.emit(back_to)
        self.turnChanged.emit()
        self._autosave()
        self._schedule()
        return True

    def can_redo(self) -> bool:
        return bool(self._redo) and self.state is not None and not self.state.game_over

    def redo_refusal(self) -> str:
        """Why Redo does nothing now."""
        if self.state is not None and self.state.game_over:
            return "The game is over: there is nothing to redo."
        return ("There is nothing to redo: Redo plays again what Undo took back, until another "
                "move is made.")

    def redo(self) -> bool:
        """Apply again the moves the last undo took back (the person's decision and the others'
        after it, as they were); the status bar's words are ``redone``. False, and nothing
        done, when there is nothing to redo (``redo_refusal`` says why)."""
        if not self.can_redo():
            return False
        moves, said = self._redo.pop()
        # at a pass screen an undo put up the device may be in anyone's hands: the hand of
        # whoever is to act after the moves stays hidden until they say who they are
        at_pass = self.hot_seat and self._await_pass is not None \
            and self._confirmed_human is None
        self._cancel_pending()
        self._redoing = True
        try:
            for k, (player, action) in enumerate(moves):
                if k and not self.seats[player].human and _ends_deal(self.state, action):
                    # a computer's move that ends the deal is left to it, played at the pace
                    # of the table: applied at once with the rest, the next deal lay on the
                    # table behind the deal's summary
                    break
                if self.state.to_act != player or self.decide(player, action) is not None:
                    self._redo.clear()  # the position is not the one undone from: forgotten
                    break
                if self._await_continue:
                    break  # the deal's summary: the next deal goes on after it, as it did
        finally:
            self._redoing = False
        self.redone = said.replace("Undone", "Redone", 1)
        if at_pass and not self._await_continue:
            self._pass_after_redo(self.redone)
        self._schedule()
        return True

    def forget_redo(self) -> None:
        """A decision that is not a redo: a new line of play, nothing to redo on it."""
        if not self._redoing:
            self._redo.clear()
