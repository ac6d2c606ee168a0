"""The controller's requests to the coach: hints, the play checker and the deal review.

A mixin of :class:`~tricktable.controller.GameController` (its signals, its state, the worker and
the inbox the answers come back through are the controller's): kept apart because these are the
coach's questions about the game, asked and answered beside the play, never a move of it. Every
answer carries the decision it was asked for and is dropped when the game has moved on.
"""

from __future__ import annotations

import contextlib
from concurrent.futures import Future
from typing import Any

from . import stats_store
from .coach.checker import CHECK_SCALE, threshold_for
from .coach.recommend import Advice, check_words, hint_for, hint_seed
from .coach.replayed import deal_presets
from .coach.review import deal_contracts, review_game
from .coach.weighing import HINT_SCALE, HINT_SECONDS, Comparison, Verdict, rule_verdict
from .engine.protocol import Action, State
from .engine.record_write import deal_logs
from .presentation.review_words import deal_choice
from .safe_files import StoreError


class CoachRequests:
    """Hints, the play checker and the deal review, for ``GameController``.

    What it uses of the controller, and nothing else: ``state``, ``seats``, ``viewer``,
    ``autosave_enabled``, ``check_plays``, ``check_seconds``, ``review_scale``,
    ``decision_mark()``, ``human_to_act()``, ``human_players()``, ``names()``, ``submit()``,
    ``decide()``, ``ask_worker()``, ``generation`` (``ask_worker``'s: an answer asked
    before it changed never comes), ``stop_undo_at_review()``, ``restore_review_barrier()``
    (called by ``coach_reset``, after the game's undo points are found again) and the signals
    ``hintReady``, ``playQuestioned``, ``reviewReady`` and ``turnChanged``. What the
    controller uses of it: ``coach_reset()`` (a new game), ``check_holds()``,
    ``wants_check()`` and ``check_first()`` (in ``submit``), ``people_counted()`` (a finished
    game's statistics). The attributes with a leading underscore here are its own.
    """

    def coach_reset(self) -> None:
        """Forget the hints, the held action and the counts of the game before."""
        #: the decisions (``decision_mark``) of this game a hint was shown for, each with the
        #: seat of the person whose decision it was
        self._hints_asked: dict[tuple[int, int], int] = {}
        #: hints of this game asked before it was autosaved and resumed (``carry_hints``), by seat
        self._hints_carried: dict[int, int] = {}
        #: the hint asked or given for a decision: (decision mark, among, Advice or None)
        self._hint: tuple | None = None
        #: every hint given for a whole decision in this game, by the game's actions before it
        #: (``_position``): the deal review takes its choice there as the expert's
        self._hints_given: dict[tuple[Action, ...], Verdict] = {}
        #: the person's action held while it is checked, (decision mark, action), and the action
        #: let through for a decision
        self._held: tuple | None = None
        self._cleared: tuple | None = None
        #: which game this is, counted from the controller's first: a review window open on a
        #: game replaced since (a new game, a record opened) closes, its deals gone
        self.game_number = getattr(self, "game_number", 0) + 1
        #: reviews asked so far: only the last one's searched sheet is shown
        self._reviews_asked = 0
        #: the worker's generation when the searched sheet still to come was asked (None: none
        #: is awaited): an undo since drops its answer (``ask_worker``), and the window waited
        #: "Working it out" for good
        self._review_awaited: int | None = None
        #: searched review sheets, by (deal index, player, names, scale): (the deal's log,
        #: sheet); a person switched back and forth waited for the same search again each time
        self._reviews_done: dict[tuple, tuple[Any, Any]] = {}
        # a game resumed or opened whose deals were reviewed before: those reviews showed
        # every hand, so undo stops after them again (``UndoRedo.restore_review_barrier``;
        # a class used without undo has none)
        restore = getattr(self, "restore_review_barrier", None)
        if restore is not None:
            restore()

    # ------------------------------------------------------------------ hints counted
    def note_hint(self) -> None:
        """The person was given a hint for the decision now awaited. Whoever shows a hint calls
        this; a decision counts once in the statistics' "hints used" of the person whose
        decision it is, however often it is asked (at a shared table only the first person's
        were counted, and the others' lost)."""
        mark = self.decision_mark()
        person = self.human_to_act()
        # the decision's place in the game, not the mark's undo generation: a hint asked
        # again after an undo counted the same decision twice
        mark = None if mark is None else (0, mark[1])
        if mark is None or person is None or mark in self._hints_asked:
            return
        self._hints_asked[mark] = person
        if self.autosave_enabled:  # kept beside the autosave, for a resumed game's statistics
            with contextlib.suppress(StoreError, OSError):
                stats_store.save_unfinished_hints(
                    self.state.rules.id, self.state.seed, self.hints_used,
                    {p: self.hints_of(p) for p in self.human_players()})

    def hints_of(self, person: int) -> int:
        """How many decisions of seat ``person`` in this game had a hint (before a restart
        too, once resumed)."""
        asked = sum(1 for p in self._hints_asked.values() if p == person)
        return asked + self._hints_carried.get(person, 0)

    @property
    def hints_used(self) -> int:
        """How many decisions of the first person in this game had a hint."""
        people = self.human_players()
        return self.hints_of(people[0]) if people else 0

    def people_counted(self) -> list[tuple[int, str, int]]:
        """(seat, name, hints used) of each person at the table, as the statistics count them
        (``stats_store.record_result``): under their seat's own name."""
        return [(p, self.seats[p].name, self.hints_of(p)) for p in self.human_players()]

    def carry_hints(self) -> None:
        """The game was resumed from the autosave: count the hints asked before the restart."""
        st, people = self.state, self.human_players()
        if st is not None and people:
            self._hints_carried = stats_store.unfinished_hints_by_seat(st.rules.id, st.seed,
                                                                       people[0])

    # ------------------------------------------------------------------ deal review
    def can_review(self) -> bool:
        """Whether a deal of this game is finished, so that ``ask_review`` has one to show."""
        return self.state is not None and bool(self.state.history)

    def review_choices(self) -> list[tuple[int, str]]:
        """Whose decisions a review may weigh, (player, name): at a shared table each person
        (Bob, the declarer, could not have his own hand reviewed: only the last to hold the
        device was); else nobody to choose."""
        people = self.human_players()
        names = self.names()
        return [(p, names[p]) for p in people] if len(people) > 1 else []

    def review_deals(self) -> list[tuple[int, str]]:
        """The finished deals of this game a review may show, (index in the history, words:
        "Deal 3", "Hand 3 · No Queens" where the game names a contract), in order: only the
        last could be reviewed, and once "Next deal" was pressed an earlier one never again."""
        if not self.can_review():
            return []
        st = self.state
        word = st.rules.deal_word
        return [(i, deal_choice(word, log.number, contract))
                for i, (log, contract) in enumerate(
                    zip(st.history, deal_contracts(st, self.viewer), strict=True))]

    def ask_review(self, player: int | None = None, deal: int | None = None) -> Any:
        """Review finished deal ``deal`` (its index in the history; by default, or when no such
        deal is finished, the last): returns its sheet at once, without the searches (the
        deal, the hands, the decisions), and asks the worker for the searched one, which
        ``reviewReady`` brings (or a sentence saying why there is none); a review asked before
        it that is still searching is dropped. None when no deal is finished. The reviewed
        player is the person at the table; at a shared table ``player`` among the people, by
        default the seat the table is seen from, named (a shared table's review called its
        first person "you" under the other's eyes); watching, the seat seen from."""
        if not self.can_review():
            return None
        # the review shows every hand as dealt: an undo back into the deal would let the person
        # play it again knowing them (the review's hands, then Ctrl+Z at the next contract).
        # The window offers every finished deal, so undo stops after the last of them, whichever
        # is shown: earlier deals are before it
        self.stop_undo_at_review()
        st = self.state
        if deal is None or not 0 <= deal < len(st.history):
            deal = len(st.history) - 1
        people = self.human_players()
        if player is None or player not in people or len(people) < 2:
            player = people[0] if len(people) == 1 else self.viewer
        names = self.names()
        self._reviews_asked += 1
        number = self._reviews_asked
        key = (deal, player, tuple(names), self.review_scale)
        log = st.history[deal]
        done = self._reviews_done.get(key)
        if done is not None and done[0] is log:  # the same deal (not one replayed differently
            self._review_awaited = None  # after an undo into it): searched already
            return done[1]
        deals = [[a for _p, _q, a in past.actions] for past in st.history[:deal + 1]]
        args = (st.rules.id, dict(st.options), st.seed, deal_presets(st), deals, deal,
                player, names, len(people) == 1)
        quick = review_game(*args, search=False)
        try:
            self.ask_worker("review", *args, HINT_SECONDS, self.review_scale, True,
                            self._hints_in(deals, player),
                            answer=lambda future: self._on_review(future, number, key, log))
            self._review_awaited = self.generation
        except Exception as exc:
            self._review_awaited = None
            self.reviewReady.emit(f"The deal could not be reviewed ({exc}).")
        return quick

    def review_lost(self) -> bool:
        """Whether the searched sheet last asked for will never come: an undo (or a redo)
        since dropped the worker's answer, as it drops every answer asked before it. The
        review window, still open on that deal, asks again (``ask_review``)."""
        return self._review_awaited is not None and self._review_awaited != self.generation

    def _hints_in(self, deals: list[list[Action]], player: int) -> dict[int, Verdict]:
        """The hints given to ``player`` in the last of ``deals`` (the deals up to and including
        the one reviewed), by their decision's index among its actions: the review's expert
        chooses as the hint did (a hint said "play the K♠", and the review of that decision
        "The expert's choice: play the 5♠", its smaller search unable to tell the two apart).
        A hint is kept by the actions before it, so any finished deal's are found."""
        before = tuple(a for actions in deals[:-1] for a in actions)
        given: dict[int, Verdict] = {}
        for i, (p, _q, action) in enumerate(self.state.history[len(deals) - 1].actions):
            verdict = self._hints_given.get(before)
            if verdict is not None and p == player:
                given[i] = verdict
            before += (action,)
        return given

    def _on_review(self, future: Future, number: int, key: tuple, log: Any) -> None:
        if future.cancelled():
            return
        exc = future.exception()
        if exc is None:
            self._reviews_done[key] = (log, future.result())
        if number != self._reviews_asked:
            return  # another person's or deal's review was asked since (kept for a switch back)
        self._review_awaited = None
        self.reviewReady.emit(f"The deal could not be reviewed ({exc})." if exc is not None
                              else future.result())

    # ------------------------------------------------------------------ the play checker
    def check_holds(self) -> bool:
        """The person's action for the decision now awaited is held while it is checked."""
        return self._held is not None and self._held[0] == self.decision_mark()

    def wants_check(self, player: int, action: Action) -> bool:
        """The play checker is to look at this legal action before it goes through."""
        st = self.state
        return (self.check_plays and self._cleared != (self.decision_mark(), action)
                and action != self._hinted() and len(st.legal_actions()) > 1
                and st.why_illegal(action) is None)

    def _hint_weighed(self, action: Action) -> Comparison | None:
        """The hint's own comparison of its action with ``action``, when it found the hint's
        clearly better (the checker's threshold): the prompt then says the hint's figures (a
        search of its own said 1.2 points over 100 deals where the hint had said 1.4 over 111)."""
        hint = self._hint
        if hint is None or hint[0] != self.decision_mark() or hint[2] is None:
            return None
        c = next((c for c in hint[2].verdict.comparisons if c.action == action), None)
        limit = threshold_for(self.state.rules.id)
        return c if c is not None and c.utility > limit and c.utility > 2.0 * c.error else None

    def _hinted(self) -> Action | None:
        """The action the hint for the decision now up recommends (None: no hint given):
        followed, the checker does not question it; else it is what the checker weighs the
        person's choice against, so the two never name different cards."""
        hint = self._hint
        if hint is None or hint[0] != self.decision_mark() or hint[2] is None:
            return None
        return hint[2].action

    def check_first(self, player: int, action: Action) -> str | None:
        """Hold the person's action while the worker's search checks it; it goes through when
        the answer finds nothing clearly better, else ``playQuestioned`` asks the person."""
        st = self.state
        mark = self.decision_mark()
        self._held = (mark, action)
        said = self._hint_weighed(action)
        if said is not None:  # the hint weighed this very pair, clearly: its figures, at once
            self.playQuestioned.emit(check_words(st, player, self._hinted(), said,
                                                 self.names()), action, self._hinted())
            return None
        try:
            self.ask_worker("check", st.rules.id, st.view(player), st.legal_actions(), action,
                            hint_seed(st, player), self.check_seconds, CHECK_SCALE,
                            self._hinted(),
                            answer=lambda f: self._on_checked(mark, player, action, f))
        except Exception:  # no check without the worker: the action goes through
            self._held = None
            return self.decide(player, action)
        return None

    def _on_checked(self, mark: Any, player: int, action: Action, future: Future) -> None:
        if self._held != (mark, action) or mark != self.decision_mark():
            return  # taken back, undone or replaced meanwhile
        result = None
        if not future.cancelled() and future.exception() is None:
            result = future.result()
        if result is None or result.better is None:
            self.play_anyway()
            return
        text = check_words(self.state, player, result.better, result.comparison,
                           self.names(), why=result.why)
        self.playQuestioned.emit(text, action, result.better)

    def play_anyway(self) -> str | None:
        """The person keeps the held action: it goes through unchecked."""
        held, self._held = self._held, None
        if held is None or held[0] != self.decision_mark():
            return None
        self._cleared = held
        return self.submit(held[1])

    def take_back(self) -> None:
        """The person takes the held action back and chooses again."""
        self._held = None
        self.turnChanged.emit()

    # ------------------------------------------------------------------ hints
    def ask_hint(self, among: list[Action] | None = None) -> bool:
        """Ask the coach for the person's decision; ``hintReady`` brings the ``Advice`` (the
        worker's search takes up to its budget). ``among``: only these of the legal actions
        (a panel's second step). False when no decision of a person is awaited.

        Asked twice for the same decision, the same answer comes again without a second
        search (it would be the same: a hint is seeded by the position)."""
        p = self.human_to_act()
        if p is None:
            return False
        self.note_hint()
        st = self.state
        mark = self.decision_mark()
        scope = None if among is None else tuple(among)
        if self._hint is not None and self._hint[:2] == (mark, scope):
            if self._hint[2] is not None:
                self.hintReady.emit(self._hint[2])
            return True  # answered already, or the search is still on it
        self._hint = (mark, scope, None)
        view, legal, seed = st.view(p), st.legal_actions(), hint_seed(st, p)
        try:
            self.ask_worker("hint", st.rules.id, view, legal, seed, HINT_SECONDS, HINT_SCALE,
                            None if scope is None else list(scope),
                            answer=lambda f: self._on_hint(mark, scope, p, f))
        except Exception:  # the worker cannot be asked: the club player's hint, without figures
            self._give_hint(mark, scope, p, rule_verdict(st.rules.id, view, legal, seed, among))
        return True

    def _on_hint(self, mark: Any, scope: Any, player: int, future: Future) -> None:
        if self._hint is None or self._hint[:2] != (mark, scope) or future.cancelled():
            return  # the person has moved on, or asked about another step
        if future.exception() is not None:
            st = self.state
            verdict = rule_verdict(st.rules.id, st.view(player), st.legal_actions(),
                                   hint_seed(st, player), None if scope is None else list(scope))
        else:
            verdict = future.result()
        self._give_hint(mark, scope, player, verdict)

    def _give_hint(self, mark: Any, scope: Any, player: int, verdict: Any) -> None:
        if mark != self.decision_mark():
            return
        advice: Advice = hint_for(self.state, player, verdict, self.names())
        self._hint = (mark, scope, advice)
        if scope is None:  # a panel's step weighs only some of the decision's actions
            self._hints_given[_position(self.state)] = verdict
        self.hintReady.emit(advice)


def _position(state: State) -> tuple[Action, ...]:
    """A decision's place in a game: the actions taken before it (a decision number alone
    comes back, after an undo, in another position)."""
    return tuple(a for log in deal_logs(state) for _p, _q, a in log.actions)
