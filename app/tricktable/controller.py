"""The GameController: the one place where Qt meets the game.

It holds the engine's ``State`` and the seat plan, asks computer players in the worker process,
paces their moves so a person can follow them, checks the person's actions with ``why_illegal``,
keeps the undo stack and the autosave. The table and the window only listen to its signals and call
``submit``; no rule is decided here or in the UI.

Why the GUI thread never waits: a computer decision is a ``Future`` of the worker process; its
done-callback (run in a helper thread) only emits a queued signal, and the answer is applied in the
GUI thread once the pacing delay has passed and the table's animations are idle. Every question
carries the controller's generation number, so an answer that arrives after an undo, a new game or
a loaded record is recognised as stale and dropped.
"""

from __future__ import annotations

import contextlib
import queue
import socket
import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

from . import settings as store
from . import stats_store
from .ai import decisions
from .ai.decisions import move_seed, moves_made
from .ai.worker import AIWorker
from .autosave import AutosaveWriter
from .coach.checker import check_action
from .coach.review import REVIEW_SCALE, review_game
from .coach.weighing import HINT_SECONDS, weigh_decision
from .controller_coach import CoachRequests
from .controller_levels import ComputerLevels
from .controller_pause import PlayHolds
from .controller_seats import SharedTable
from .controller_table import TableQueries
from .controller_undo import UndoRedo
from .controller_window import WindowQueries
from .engine.protocol import (
    Action,
    DealScored,
    GameOver,
    Rules,
    State,
    TrickTaken,
)
from .engine.record import replay
from .engine.record_write import make_record
from .engine.view import View
from .games.registry import get_rules
from .presentation import motion
from .presentation.describe import lone_pass_words, with_names
from .presentation.game_facts import deal_end_events
from .presentation.status_line import turn_refusal
from .settings import Seat, seats_from_players
from .undo_points import UndoPoint, apply_keeping_undo, lone_pass, replayed_points

#: what the controller has the worker process run: the computer players' decisions and the
#: coach's verdict for a hint (``hint``)
WORKER_TASKS = {**decisions.TASKS, "hint": weigh_decision, "check": check_action,
                "review": review_game}

#: how often the controller looks again when the table is still animating (ms)
IDLE_POLL_MS = 15
#: how long a lone pass's panel stays up before the pass is made for the person (at the
#: normal speed): long enough to read its title
LONE_PASS_MS = 1200


class GameController(CoachRequests, PlayHolds, UndoRedo, SharedTable, TableQueries, WindowQueries,
                     ComputerLevels, QObject):
    """Runs one game at a time for the window; see the module docstring."""

    eventsApplied = Signal(object)
    stateReset = Signal()
    namesChanged = Signal()  # a seat renamed: the same game, its names redrawn where shown
    turnChanged = Signal()
    thinking = Signal(int, bool)
    message = Signal(str)
    #: words of something done for the person (a lone pass made), not a refusal: they stay
    #: their time whoever plays next
    notice = Signal(str)
    #: a write worked again after a failure was told (its warning, still up, may go)
    saveWorked = Signal()
    saveFailed = Signal(str)  # the autosave or the statistics could not be written: say so
    dealFinished = Signal(object)
    gameFinished = Signal(object)
    passTo = Signal(int)
    #: a hint for the person's decision (an ``Advice``), asked with ``ask_hint``; it only comes
    #: while that decision is still awaited
    hintReady = Signal(object)
    #: the play checker holds the person's action: (warning sentence, the action, the better
    #: one); answer with ``play_anyway`` or ``take_back``
    playQuestioned = Signal(str, object, object)
    #: the searched review of the finished deal asked for (a ``ReviewSheet``, or a sentence why
    #: not)
    reviewReady = Signal(object)

    def __init__(self, parent: QObject | None = None, worker: AIWorker | None = None,
                 autosave: bool = True) -> None:
        super().__init__(parent)
        self.state: State | None = None
        self.rules: Rules | None = None
        self.seats: list[Seat] = []
        self.viewer = 0
        self.speed = "normal"
        #: when True a finished deal does not wait for ``continue_play`` (self-test, benchmarks)
        self.auto_continue = False
        self.autosave_enabled = autosave
        self._owns_worker = worker is None
        self._worker = worker if worker is not None else AIWorker()
        self._worker.add_tasks(WORKER_TASKS)
        self._generation = 0
        self._pending: tuple[int, int] | None = None  # (generation, player) asked
        self._answer: Action | None = None
        self._retries = 0
        self._paused = 0
        self._await_continue = False
        #: a game resumed or opened: its last move's events from a deal's scores on, when that
        #: deal's summary was not closed or the move ended the game (the table shows them)
        self._unread_end: list = []
        self._await_pass: int | None = None
        self._confirmed_human: int | None = None
        self._undo: list[UndoPoint] = []
        self._redo: list = []  # what each undo took back (``UndoRedo``)
        self._undo_barrier: str | None = None  # why undo stopped (a decision showed cards)
        self._lone_pass: tuple = (None, 0.0)  # (decision mark, when) of a lone pass waiting
        self._last_change = time.monotonic()
        self._gap_ms = motion.MIN_MOVE_GAP_MS  # unscaled gap owed to the last change
        self._idle_probe: Callable[[], bool] | None = None
        self._finished_reported = False
        self._shut = False
        self.coach_reset()
        #: the play checker (a setting, off by default)
        self.check_plays = False
        #: the checker's search budget (seconds; its wall-clock guard is four times this)
        self.check_seconds = HINT_SECONDS
        #: the review's search at each decision, as a share of the expert's playouts
        self.review_scale = REVIEW_SCALE
        self._writer = AutosaveWriter(  # a failed write wakes this thread, as answers do
            lambda: self._inbox.put(("autosave",)) or self._wake_w.send(b"!"))
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._try_apply)
        self._pace.timeout.connect(self._schedule)  # a pass screen waiting for the table
        # answers come back in a helper thread; they are queued here and the GUI thread is woken
        # through a socket pair (emitting Qt signals from a non-Qt thread is not safe in PySide6)
        self._inbox: queue.SimpleQueue = queue.SimpleQueue()
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._wake_w.setblocking(False)
        self._notifier = QSocketNotifier(self._wake_r.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain_inbox)

    # ------------------------------------------------------------------ game setup
    def new_game(self, game_id: str, options: dict, seats: list[Seat],
                 seed: int | None = None) -> None:
        """Start a game; bad options raise ``OptionError`` and leave the current game as it was."""
        rules = get_rules(game_id)
        state = rules.new_game(seed, **options)
        if len(seats) != state.num_players:
            raise ValueError(f"{rules.title} with these options needs {state.num_players} seats, "
                             f"not {len(seats)}")
        self._install(state, [Seat(s.name, s.kind, s.level) for s in seats])

    def load_record(self, doc: dict) -> None:
        """Continue the game a record describes; a ``RecordError`` leaves everything unchanged."""
        state = replay(doc, get_rules)
        self._install(state, seats_from_players(doc.get("players"), state.num_players))

    def record(self) -> dict:
        """The RECORD.md document of the game so far, players named from the seats."""
        if self.state is None:
            raise ValueError("there is no game to record")
        players = []
        for s in self.seats:
            entry: dict[str, Any] = {"name": s.name, "kind": s.kind}
            if not s.human:
                entry["level"] = s.level
            players.append(entry)
        return make_record(self.state, players)

    def _install(self, state: State, seats: list[Seat]) -> None:
        self._cancel_pending()
        self.state = state
        self.rules = state.rules
        self.seats = seats
        self.levels_reset()
        # a game resumed or opened goes back as far as it could when it was played
        self._undo, self._undo_barrier = replayed_points(state, frozenset(self.human_players()))
        self._redo = []
        # left at a deal's summary not yet closed (its last move scored the deal): the summary
        # shows again and waits for "Next deal" (the next deal had gone on unseen); a finished
        # game opened shows its last summary and final standings (it showed an empty table)
        unread = deal_end_events(state, finished_too=True)
        self._summary_closed = unread is not None and not state.game_over \
            and self.summary_read_before(state)
        if self._summary_closed:
            unread = None  # closed before the restart: the next deal goes on
        self._await_continue = unread is not None and not state.game_over \
            and not self.auto_continue
        self._unread_end = unread if unread and (self._await_continue or state.game_over) \
            else []
        self._await_pass = None
        humans = self.human_players()
        self.viewer = humans[0] if humans else 0
        self._confirmed_human = None if self.hot_seat else self.viewer
        self._last_change = time.monotonic()
        self._gap_ms = motion.MIN_MOVE_GAP_MS
        self._finished_reported = state.game_over
        self.coach_reset()
        self._retries = 0
        if not self._worker.running and any(not s.human for s in seats):
            self._worker.start(state.rules.id)
        # saved at once, not only after a trick: a kill in the first auction lost the game
        self._autosave()
        if self.hot_seat and not self._await_continue:
            # the pass screen before any hand is drawn: an opened record showed the first
            # person's hand face up for a moment while the device was with the next one
            self._pass_for_new_deal()
        self.stateReset.emit()
        self.turnChanged.emit()
        over = next((e for e in self._unread_end if isinstance(e, GameOver)), None)
        if over is not None:  # its standings again (its statistics were kept when it ended)
            self.gameFinished.emit(over)
        self._schedule()

    # ------------------------------------------------------------------ queries
    def view(self) -> View | None:
        return None if self.state is None else self.state.view(self.viewer)

    @property
    def awaiting_continue(self) -> bool:
        """The deal summary is showing; play resumes with ``continue_play``."""
        return self._await_continue

    def unread_deal_end(self) -> list:
        """The events from a deal's scores on, when a game resumed or opened stands at that
        deal's summary, not yet closed, or at its end (the table shows it again); else an
        empty list."""
        return self._unread_end

    def to_act(self) -> int | None:
        return None if self.state is None else self.state.to_act

    def human_to_act(self) -> int | None:
        """The human player whose decision is awaited now, else None."""
        st = self.state
        if st is None or st.game_over or self._await_continue or self._await_pass is not None:
            return None
        p = st.to_act
        if p is None or p >= len(self.seats) or not self.seats[p].human:
            return None
        if self.hot_seat and p != self._confirmed_human:
            return None
        return p

    @property
    def worker(self) -> AIWorker:
        """The AI worker process (the coach's search also runs there)."""
        return self._worker

    @property
    def generation(self) -> int:
        """Raised by a new game, a load, an undo and a redo: the worker's answers asked before
        never come (the review window asks its sheet again)."""
        return self._generation

    def decision_mark(self) -> tuple[int, int] | None:
        """Which decision the game is at: changes with every action, undo, load or new game, so
        an answer that arrives late can tell it is stale."""
        if self.state is None:
            return None
        return self._generation, moves_made(self.state)

    def legal_actions(self) -> list[Action]:
        return [] if self.human_to_act() is None else self.state.legal_actions()

    # ------------------------------------------------------------------ human actions
    def submit(self, action: Action) -> str | None:
        """A decision of the person; returns why it is refused (also emitted as ``message``)."""
        p = self.human_to_act()
        if p is None:
            reason = turn_refusal(self) if self.state is not None else "No game is running."
        elif self.check_holds():
            reason = "Your choice is being checked: a moment."
        elif self.wants_check(p, action):
            reason = self.check_first(p, action)
        else:
            reason = self.decide(p, action)
        if reason is not None:
            self.message.emit(reason)
        return reason

    def decide(self, player: int, action: Action) -> str | None:
        """Apply ``player``'s decision, whoever made it: the one path for every action, the
        person's (``submit``) and a computer's (the worker's answer, ``_try_apply``).

        Checks it with the rules, applies it, keeps an undo point before each person's decision,
        then tells the table (``_after_change``: events, autosave, what comes next). Returns why
        the action is refused, with the players' names, and changes nothing then.
        """
        st = self.state
        if st.to_act != player:
            return "It is not your turn."
        reason = st.why_illegal(action)
        if reason is not None:
            return with_names(reason, self.names())
        person = self.seats[player].human
        self.forget_redo(player, action)
        events, stop = apply_keeping_undo(self._undo, st, player, action,
                                          frozenset(self.human_players()))
        self._undo_barrier = stop or self._undo_barrier
        if not person:
            self.level_played(player)
            self.thinking.emit(player, False)
        self._after_change(events)
        return None

    def continue_play(self) -> None:
        """The person has seen the deal summary: the next deal goes on."""
        if not self._await_continue:
            return
        self._await_continue = False
        self._unread_end = []
        self.mark_summary_read()
        self._last_change = time.monotonic()
        self._gap_ms = motion.MIN_MOVE_GAP_MS
        if self.hot_seat:
            self._pass_for_new_deal()
        self.turnChanged.emit()
        self._schedule()
        self.redo_rest()  # a Redo that stopped at the summary goes on (a computer asked waits)

    # ------------------------------------------------------------------ pacing
    def set_speed(self, name: str) -> None:
        if name not in motion.SPEEDS:
            known = ", ".join(motion.SPEED_NAMES)
            raise ValueError(f"unknown speed {name!r}; the speeds are {known}")
        self.speed = name
        if self._answer is not None:
            self._try_apply()

    def set_idle_probe(self, probe: Callable[[], bool] | None) -> None:
        """A function telling whether the table's animations are finished (computer moves wait)."""
        self._idle_probe = probe

    def shutdown(self) -> None:
        """Stop asking and, when this controller started it, stop the worker process."""
        if self._shut:
            return
        self._shut = True
        self._cancel_pending()
        self._pace.stop()
        self._writer.flush()
        if self._owns_worker:
            self._worker.shutdown(wait=True)
        self._notifier.setEnabled(False)
        self._wake_r.close()
        self._wake_w.close()

    # ------------------------------------------------------------------ internals
    def _cancel_pending(self) -> None:
        self._generation += 1
        self._pace.stop()
        self._answer = None
        if self._pending is not None:
            player = self._pending[1]
            self._pending = None
            self.thinking.emit(player, False)

    def _schedule(self) -> None:
        """Decide what happens next: wait for a person, pass the device, or ask a computer."""
        st = self.state
        if (self._shut or st is None or st.game_over or self._await_continue
                or self._pending is not None or self._redoing):
            return
        p = st.to_act
        if p is None:
            return
        seat = self.seats[p]
        if seat.human:
            if self.hot_seat and p != self._confirmed_human and self._await_pass != p:
                if self._wait_ms():  # the last cards and the trick's taker seen first (the
                    self._pace.start(self._wait_ms())  # pass screen hid a computer's card)
                    return
                legal = st.legal_actions()
                if len(legal) == 1 and legal[0].type == "pass":  # nothing to choose nor to
                    self.decide(p, legal[0])  # see: no device handed over for a forced pass
                    return
                self._await_pass = p
                self.passTo.emit(p)
                if self.viewer != p:
                    self.viewer = p
                    self.stateReset.emit()
                self.turnChanged.emit()
                return
            if lone_pass(st):  # while paused too: the panel has no button to press
                self._take_lone_pass(p)
            return
        if self.held():
            return
        self._ask(p)

    def ask_worker(self, task: str, *args: Any, answer: Callable[[Future], None]) -> None:
        """Ask the worker process for ``task`` (the coach's hints, checks, reviews); ``answer``
        gets the future on this thread, unless a new game, a load or an undo came first. Raises
        when the worker cannot be asked."""
        gen, inbox, wake = self._generation, self._inbox, self._wake_w

        def done(future: Future) -> None:
            inbox.put(("answer", gen, answer, future))
            with contextlib.suppress(OSError):
                wake.send(b"!")

        self._worker.submit(task, *args, done=done)

    def _take_lone_pass(self, player: int) -> None:
        """A pass that is the person's only move (no card fits a row in Barbu's Dominoes) is
        made for them, its words on the status line, once the table is at rest and its panel
        has been up a moment: a click on the one button there was asked for nothing, turn
        after turn. (No undo point is kept before it: ``undo_points.lone_pass``.)"""
        mark = self.decision_mark()
        busy = self._wait_ms()
        if busy:  # its panel comes when the table is at rest: its moment starts then (counted
            self._lone_pass = (None, 0.0)  # from the decision, a busy table used it up and
            self._pace.start(busy)  # the pass went unseen; else the panel stayed a while)
            return
        if self._lone_pass[0] != mark:
            self._lone_pass = (mark, time.monotonic())
        shown = self._lone_pass[1] + motion.scaled(LONE_PASS_MS, self.speed) / 1000.0
        wait = int((shown - time.monotonic()) * 1000) + 1
        if wait > 0:
            self._pace.start(wait)
            return
        words = lone_pass_words(self.state.view(player))
        self.decide(player, self.state.legal_actions()[0])
        self.notice.emit(words)

    def _ask(self, player: int) -> None:
        st = self.state
        gen = self._generation
        self._pending = (gen, player)
        self._answer = None
        seed = move_seed(st.seed, player, moves_made(st))
        view = st.view(player)
        legal = st.legal_actions()
        self.thinking.emit(player, True)

        inbox, wake = self._inbox, self._wake_w

        def done(future: Future, gen: int = gen) -> None:
            inbox.put((gen, future))
            # a closed (shut down) or full socket is fine: the inbox is drained anyway
            with contextlib.suppress(OSError):
                wake.send(b"!")

        try:
            self._worker.submit("choose", st.rules.id, self.seats[player].level, seed, view,
                                legal, done=done)
        except Exception as exc:  # any failure to reach the worker is reported, play goes on
            self._fallback(player, f"The computer player could not be asked ({exc}).")

    def _drain_inbox(self, *_args: Any) -> None:
        try:
            while self._wake_r.recv(4096):
                pass
        except OSError:
            pass
        while True:
            try:
                item = self._inbox.get_nowait()
            except queue.Empty:
                return
            if item[0] == "autosave":  # told when it fails, not at the next save
                for error in self._writer.take_errors():
                    self.saveFailed.emit(error)
                if self._writer.take_recovered():
                    self.saveWorked.emit()
            elif item[0] == "answer":
                _tag, gen, answer, future = item
                if gen == self._generation:  # else a new game, load or undo came first
                    answer(future)
            else:
                self._on_answered(*item)

    def _on_answered(self, gen: int, future: Future) -> None:
        if gen != self._generation or self._pending is None or self._pending[0] != gen:
            return  # stale: an undo, a new game or a load happened meanwhile
        if future.cancelled():
            return
        exc = future.exception()
        if exc is not None:
            player = self._pending[1]
            if self._retries < 1:
                self._retries += 1
                self._pending = None
                self._ask(player)
                return
            self._fallback(player, f"The computer player failed ({exc}); it plays a simple move.")
            return
        self._retries = 0
        self._answer = future.result()
        self._try_apply()

    def _fallback(self, player: int, text: str) -> None:
        """The worker is unusable: pick the first legal action here so the game goes on."""
        self.message.emit(text)
        self._answer = self.state.legal_actions()[0]
        self._pending = (self._generation, player)
        self._try_apply()

    def _try_apply(self) -> None:
        """Apply the computer's answer once its pacing delay has passed and the table is idle."""
        if self._answer is None or self._pending is None or self.held() or self._shut:
            return
        wait = self._wait_ms()
        if wait:
            self._pace.start(wait)
            return
        _gen, player = self._pending
        action = self._answer
        self._pending = None
        self._answer = None
        self.stepped()
        if self.decide(player, action) is not None:
            self._schedule()  # the position moved on (should not happen): ask again

    def _wait_ms(self) -> int:
        """How long until the table shows the last move at rest, its pause after it included
        (0: it does). At the instant speed nothing moves, but a trick and its words stay a
        moment to be read: the next move waits for the table (it ran hands ahead of it)."""
        if self.speed == "instant":
            return IDLE_POLL_MS if self._idle_probe is not None and not self._idle_probe() else 0
        due = self._last_change + motion.scaled(self._gap_ms, self.speed) / 1000.0
        remaining = due - time.monotonic()
        if remaining > 0:
            return max(1, int(remaining * 1000) + 1)
        return IDLE_POLL_MS if self._idle_probe is not None and not self._idle_probe() else 0

    def _after_change(self, events: list) -> None:
        self._last_change = time.monotonic()
        self._gap_ms = motion.gap_after(events)
        self.eventsApplied.emit(events)
        scored = [e for e in events if isinstance(e, DealScored)]
        over = next((e for e in events if isinstance(e, GameOver)), None)
        if over is None and (any(isinstance(e, TrickTaken | DealScored) for e in events)
                             or not getattr(self.state, "trick", None)):
            # saved whenever no trick is under way: after a trick, and after every bid, discard
            # or Dominoes card (phases with no trick would otherwise go unsaved to their end)
            self._autosave()
        if scored:
            self._summary_closed = False  # this deal's summary is yet to be read
            self._await_continue = over is None and not self.auto_continue
            self.dealFinished.emit(scored[-1])
        if over is not None and not self._finished_reported:
            self._finished_reported = True
            self._game_over(over)
        self.turnChanged.emit()
        self._schedule()

    def _game_over(self, event: GameOver) -> None:
        if self.autosave_enabled:  # the final standings are shown again at the next start
            self._writer.save(self.record())
            try:
                stats_store.record_result(
                    self.rules.id, list(event.winners), self.human_players(), list(event.totals),
                    deals=len(self.state.history), seed=self.state.seed, level=self.table_level(),
                    players=self.state.num_players, people=self.people_counted())
            except (store.StoreError, OSError) as exc:
                self.saveFailed.emit(f"The statistics could not be saved: {exc}")
        self.gameFinished.emit(event)

    def _autosave(self) -> None:
        """Hand the record to the writer thread (the record itself is built here: ~3 ms)."""
        for error in self._writer.take_errors():
            self.saveFailed.emit(error)
        if not self.autosave_enabled or self.state is None or self.state.game_over \
                or self._shut:  # closed: a write begun now dies half-way with the program
            return
        self._writer.save(self.record())

    def save_autosave_now(self) -> bool:
        """Write the autosave and wait until it is on disk (the window is closing); False when
        it could not be written (``AutosaveWriter.written``): the window asks about that."""
        self._autosave()
        return self._writer.written()

    def flush_autosave(self, timeout: float = 10.0) -> bool:
        """Wait for the autosave writer (a pending save or clear) to finish."""
        return self._writer.flush(timeout)

