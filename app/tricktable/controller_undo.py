"""Undo and Redo: back to the position before the person's last decision, and forward again.

A mixin of :class:`~tricktable.controller.GameController`. Why Redo: an undo taken to look at
the position again (or pressed once too often) could only be mended by playing every move
again, and the computers' moves after it were thought anew. Redo applies again exactly the
moves an undo took back, the computers' as they were, through the one path every action takes
(``decide``), so that each can be undone again. Any other decision starts a new line of play
and forgets what could be redone. Redo stops at the end of a deal: the next deal goes on after
its summary, as it did: Redo pressed on the summary says so and keeps what it would play,
and a computer's card that ends the deal is left to it, at the table's pace (once played as it
was, it is taken off what may be redone, not the whole of it).
"""

from __future__ import annotations

import contextlib
import time
from typing import Any

from . import autosave
from .engine.protocol import Action, DealScored
from .engine.record_write import deal_logs, deals_digest
from .engine.words import possessive
from .presentation import undo_words
from .presentation.game_facts import deal_end_events
from .presentation.status_line import seat_called
from .safe_files import StoreError
from .undo_points import UndoPoint, review_barrier

#: said after "Redone: …" when Redo stopped at a deal's summary with moves of the next deal
#: still to play again
REDO_AFTER_SUMMARY = " The next deal's moves come back after its summary."
#: said when those moves, the others' first, are played again
REDONE_DEAL_START = "Redone: the new deal's moves, as they were."


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
    #: the last finished deal's summary was closed (here, or before a restart): the game
    #: stands in the next deal, though its last move scored the deal (``facts``)
    _summary_closed: bool = False
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

    def undo_offered(self) -> bool:
        """Whether Game → Undo is shown enabled: when it works, or to say why it does not while
        the game goes on (a click tells why). A finished game greys it, its keys still saying
        why (``menus.explain_when_greyed``): enabled after the end, it looked as if the game
        could be taken back (a tester)."""
        if self.can_undo():
            return True
        return self.undo_refusal() is not None and not (self.state is not None
                                                        and self.state.game_over)

    def stop_undo_at_review(self) -> None:
        """The last finished deal's review shows every hand: undo stops after that deal (and
        nothing taken back before it may be redone past the review)."""
        self._undo_barrier = review_barrier(self._undo, self.state) or self._undo_barrier
        # kept beside the autosave: after a restart, or the game saved and opened again, undo
        # went back into the reviewed deal (``restore_review_barrier``)
        self._mark_last_deal("reviewed")

    def _mark_last_deal(self, kind: str) -> None:
        """Keep beside the autosave that the last finished deal was reviewed or its summary
        read (``autosave.mark_last_deal``); a disk that refuses loses only that mark."""
        if self.autosave_enabled and self.state is not None:
            with contextlib.suppress(StoreError, OSError):
                autosave.mark_last_deal(kind, self.state)

    def restore_review_barrier(self) -> None:
        """A game resumed or opened from a record: undo stops after the last of its deals
        whose review was opened on this computer before (kept beside the autosave), with the
        same words as when it was opened. A game from elsewhere has none kept: undo goes as
        far back as it can, as it always did."""
        st = self.state
        if not self.autosave_enabled or st is None or not st.history:
            return
        finished = max((n for n, digest in autosave.reviews_of(st.rules.id, st.seed)
                        if n <= len(st.history) and deals_digest(st, n) == digest),
                       default=0)
        if finished:
            self._undo_barrier = review_barrier(self._undo, st, finished) or self._undo_barrier

    def mark_summary_read(self) -> None:
        """The last finished deal's summary was closed ("Next deal"): kept beside the autosave,
        so that the game resumed there goes on in the next deal (a restart showed the summary
        already read again and waited for "Next deal" a second time)."""
        self._summary_closed = True
        self._mark_last_deal("read")

    def summary_read_before(self, state: Any) -> bool:
        """Whether the summary of ``state``'s last finished deal was closed on this computer
        (``mark_summary_read``), in this very game."""
        return self.autosave_enabled and autosave.summary_was_read(state)

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
        if self._redo and self._await_continue:
            return "Redo goes on in the next deal: press Next deal, then Redo again."
        waits = self._redo_waits_for()
        if waits is not None:
            return f"Redo waits for {seat_called(self, waits)} to play the deal's last card."
        return ("There is nothing to redo: Redo plays again what Undo took back, until another "
                "move is made.")

    def _redo_waits_for(self) -> int | None:
        """The computer whose card ending the deal comes next in what may be redone (left to
        it, at the table's pace), while it is to play; else None."""
        if not self._redo or not self._redo[-1][0]:
            return None
        player, action = self._redo[-1][0][0]
        st = self.state
        if st is None or st.to_act != player or self.seats[player].human:
            return None
        return player if _ends_deal(st, action) else None

    def redo(self) -> bool:
        """Apply again the moves the last undo took back (the person's decision and the others'
        after it, as they were); the status bar's words are ``redone``. False, and nothing
        done, when there is nothing to redo (``redo_refusal`` says why)."""
        if not self.can_redo() or self._await_continue or self._redo_waits_for() is not None:
            return False  # kept: the next deal, or the computer's last card, comes first
        moves, said = self._redo.pop()
        # at a pass screen an undo put up the device may be in anyone's hands: the hand of
        # whoever is to act after the moves stays hidden until they say who they are
        at_pass = self.hot_seat and self._await_pass is not None \
            and self._confirmed_human is None
        self._cancel_pending()
        before = self.state.copy() if not said else None
        self._redoing = True
        later = ""
        marks = self.decision_mark()
        try:
            for k, (player, action) in enumerate(moves):
                if k and not self.seats[player].human and _ends_deal(self.state, action):
                    # a computer's move that ends the deal is left to it, played at the pace
                    # of the table: applied at once with the rest, the next deal lay on the
                    # table behind the deal's summary. Kept with the rest: the card the
                    # computer plays is taken off them (``forget_redo``), and the rest play
                    # again after the summary (``redo_rest``; "": their words said then)
                    self._redo.append((moves[k:], ""))
                    later = REDO_AFTER_SUMMARY if moves[k + 1:] else ""
                    break
                if self.state.to_act != player or self.decide(player, action) is not None:
                    self._redo.clear()  # the position is not the one undone from: forgotten
                    break
                if self._await_continue:
                    # the deal's summary: the next deal goes on after it, as it did, and
                    # its moves play again then (``redo_rest``: they were lost here)
                    if moves[k + 1:]:
                        self._redo.append((moves[k + 1:], ""))
                        later = REDO_AFTER_SUMMARY
                    break
        finally:
            self._redoing = False
        if self.decision_mark() != marks:
            self._show_at_once()
        if before is not None:  # the rest of a redo, after a summary: said as they are
            first = moves[0][0]
            said = undo_words.undone_line(self.state, before, self._whose(first)) \
                if self.seats[first].human else REDONE_DEAL_START
        self.redone = said.replace("Undone", "Redone", 1) + later
        if at_pass and not self._await_continue:
            self._pass_after_redo(self.redone)
        self._schedule()
        return True

    def _show_at_once(self) -> None:
        """The table shows the position the redo reached at once, as after an undo, the deal's
        summary on a bare table where the redo ended the deal. Why: played through the table's
        steps, the moves of a whole redo were drawn from the position already reached, and
        cards of two tricks lay together, a face-down copy of a card already down flew from a
        hand, a deal's first words ("Holds the 2♣ and leads") came over the second trick."""
        self._unread_end = (deal_end_events(self.state, finished_too=True) or []) \
            if self._await_continue else []
        self.stateReset.emit()

    def redo_rest(self) -> None:
        """The deal's summary closed after a Redo stopped at it: the rest of what the undo
        took back, the next deal's moves, plays again now (the computers would think them
        anew, and a choice of their own forgot them), said in the status bar."""
        if self._redo and not self._redo[-1][1] and self.redo():
            self.notice.emit(self.redone)

    def _whose(self, player: int) -> str:
        """A decision's owner as the status bar names it: "your", or at a shared table the
        person's name ("Bob's")."""
        return possessive(seat_called(self, player)) if self.hot_seat else "your"

    def forget_redo(self, player: int | None = None, action: Action | None = None) -> None:
        """A decision that is not a redo (``player``'s ``action``): a new line of play, nothing
        to redo on it; but a computer's move that is the next one to redo, as Redo left a
        deal's last card to it, is only taken off what may be redone (it wiped a whole stack
        of undos: Redo then said "Redone: your 9♦" and the 9♦ stayed in hand)."""
        if self._redoing:
            return
        if self._redo and player is not None and not self.seats[player].human \
                and self._redo[-1][0][:1] == [(player, action)]:
            moves, said = self._redo.pop()
            if moves[1:]:
                self._redo.append((moves[1:], said))
            return
        self._redo.clear()
