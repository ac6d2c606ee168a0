"""Game → Pause (P): the computers' moves held until it is pressed again; Game → Next move (N):
one computer move let through the pause.

Why: watching computers play (or a game against them) could only be held by opening a dialog;
someone following the play wants to stop at a trick and look. The controller already holds its
moves behind a dialog (``pause``/``resume``, which nest); this holds them the same way, the
menu entry is ticked and a mark lies on the felt (``TableFelt.show_pause``) while it does.
A trick finished under it stays on the felt, its winner lit, until the next N or P: someone
following the play one move at a time saw its last card land and the trick gathered at once.
Every trick that N's move finished is kept, whoever takes it (only one a computer was to lead
after was, and to someone stepping with N whether the last card could be seen looked random);
one the person's own card finished and they take goes as in unpaused play: they saw their card
land, and their lead would wait behind it. While a trick is kept the status line says that N
gathers it (``held_by``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..presentation import pause_lines as pl


class PlayPause(QObject):
    """The Pause command of a window: ``toggle`` holds or releases the computers' moves."""

    changed = Signal()  # the status line says it

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.on = False
        # the felt's mark says what N does now: gather a kept trick, or the next move
        self.changed.connect(lambda: window.table.felt.show_pause(self.on, self.keeps_trick()))
        self._kept_said = False  # "N gathers the trick" said for the trick kept now
        self._asked = False  # N let a computer's move through: the next batch of events is it
        #: how many moves the deal had once the move N let through was made (-1: the last
        #: batch was another's), so that a later move is never taken for N's
        self._through_at = -1
        window.table.steps.holds_trick = self.holds_trick
        window.table.queue.caughtUp.connect(self._say_kept)
        # after the table's own slot: its steps for the move are queued, its trick not yet kept
        window.controller.eventsApplied.connect(self._moved)

    def _moves(self) -> int:
        """How many moves the controller's deal has had (-1: no game)."""
        st = self.window.controller.state
        log = getattr(st, "deal_log", None)
        return len(log.actions) if log is not None else -1

    def _moved(self, _events: list) -> None:
        """A move was made: whether it is the one N let through (its trick is kept)."""
        self._through_at = self._moves() if self._asked else -1
        self._asked = False

    def holds_trick(self) -> bool:
        """Whether a finished trick stays on the table (``pause_lines.holds_trick``)."""
        c = self.window.controller
        return self.on and pl.holds_trick(self._through_at, self._moves(), c.held(),
                                          c.computer_next())

    def keeps_trick(self) -> bool:
        """Whether a finished trick is kept on the felt now: the next N gathers it."""
        return self.on and self.window.table.queue.held

    def _say_kept(self) -> None:
        """The table caught up: a trick kept there is said once. Why: the status bar still
        said "N plays the next move" from the pause, while that N only gathered the trick."""
        if not self.keeps_trick():
            self._kept_said = False
        elif not self._kept_said:
            self._kept_said = True
            self.window.statusBar().showMessage(pl.KEPT, 4000)
            self.changed.emit()  # the status line under it says so too, once this line goes

    def held_by(self) -> str | None:
        """What holds the computers' moves, for the status line (``pause_lines.held_by``)."""
        return pl.held_by(self.on, self.keeps_trick())

    def toggle(self) -> None:
        """Hold the computers' moves, or let them go on; the status line says which."""
        self.on = not self.on
        c = self.window.controller
        (c.pause if self.on else c.resume)()
        if not self.on:
            self.window.table.queue.release()  # a trick kept under the pause goes to its taker
        self.window.act_pause.setChecked(self.on)
        # on the felt too (``changed`` shows the mark), for as long as it lasts: the status
        # line's words are replaced by the next message, and the tick shows only in the menu
        self.window.statusBar().showMessage(pl.toggled_line(self.on, self.keeps_trick()), 4000)
        self.changed.emit()

    def release(self) -> None:
        """Let play go on, unasked: a new game or a record opened starts unpaused (the pause
        carried into the next game, its first computer waiting)."""
        if self.on:
            self.toggle()

    def step(self) -> None:
        """One computer move, then the pause holds again; pressed when it cannot act, the
        status bar says why (not paused, the person's own turn). A finished trick kept on the
        table is the next thing to see: this N gathers it, the next plays on."""
        if not self.on:
            self.window.statusBar().showMessage(pl.NOT_PAUSED, 4000)
            return
        if self.window.table.queue.release():
            # gathered: the next N plays (its line had said "gathers the trick")
            self.window.statusBar().showMessage(pl.PAUSED, 4000)
            self.changed.emit()
            return
        refusal = self.window.controller.step()
        if refusal is not None:
            self.window.statusBar().showMessage(refusal, 4000)
        else:
            self._asked = True
