"""A table shared by two or more people at one device: who they are, and the device passed
between them so that nobody sees another's hand.

A mixin of :class:`~tricktable.controller.GameController`. Why apart: the pass screen's turns
(before a person's decision, and before a new deal's cards are shown) are one concern, and the
controller's own module keeps to its play loop.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .engine.words import possessive
from .presentation.resume_place import pass_stands
from .presentation.status_line import seat_called
from .undo_points import lone_pass

#: why Undo stops at a shared table: another person's decision, or nobody's yet at the device
SHARED_UNDO = "At a shared table, Undo takes back only your own decisions: the last was {}."
UNDO_AFTER_PASS = ("At a shared table, Undo waits until the device has passed: it takes back "
                   "only the decisions of the person holding it.")


class SharedTable:
    """Hot-seat play, for ``GameController`` (``state``, ``seats``, ``viewer``, the pass flags
    and the signals are the controller's)."""

    state: Any
    seats: list
    viewer: int
    _await_pass: int | None
    _confirmed_human: int | None
    _undo: list  # the undo points (``UndoRedo``), each with the player who decided
    _redo: list  # what each undo took back, while it may be redone
    facts: Callable[[], Any]  # the game's facts (``GameFacts``), None before a game
    decision_mark: Callable[[], Any]  # which decision the game is at (the controller's)
    #: what the redo that put the pass screen up played again, with the decision it led to
    #: (``decision_mark``): said on that pass screen while the game stays there
    _pass_note: tuple[Any, str] = (None, "")

    @property
    def hot_seat(self) -> bool:
        """More than one person at this device: hands are hidden between their turns."""
        return len(self.human_players()) > 1

    def human_players(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    @property
    def awaiting_pass(self) -> int | None:
        """The human seat the device must be passed to before play goes on (hot-seat)."""
        return self._await_pass

    def _pass_for_new_deal(self) -> None:
        """At a shared table, a new deal's cards go to the first person to act in it behind
        the pass screen: everyone reads a summary together, and "Next hand" dealt the last
        player's new hand face up to whoever had pressed it."""
        self._pass_at_once()

    def _pass_after_redo(self, said: str) -> None:
        """A redo made at a pass screen (one an undo put up): the pass screen for the next
        person to act comes at once and says what was played again (``said``). Why: the old
        pass screen stood a second more, for the person whose move was played again ("Pass
        the device to Ben" with Anna to discard), and its "I am Ben" showed Ben's hand on
        Anna's turn to whoever held the device; "Redone: …" was said in the status bar only."""
        self._pass_note = (self.decision_mark(), said)
        self._pass_at_once()

    def _pass_at_once(self) -> None:
        """The pass screen for the first person to act from now on (computers may act before
        them), the hand shown behind it turned to theirs; nobody holds the device until they
        say who they are."""
        st, n = self.state, len(self.seats)
        if st is None or st.game_over or st.to_act is None:
            return
        # a lone pass to make first is made without the device (``GameController._schedule``)
        first = st.to_act + (1 if self.seats[st.to_act].human and lone_pass(st) else 0)
        p = next((q % n for q in range(first, st.to_act + n) if self.seats[q % n].human),
                 None)
        if p is None:
            return
        self._confirmed_human = None
        self._await_pass = p
        self.passTo.emit(p)
        if self.viewer != p:
            self.viewer = p
            self.stateReset.emit()

    def device_holder(self) -> int | None:
        """The person holding the device at a shared table: the last to say who they are; or,
        in a game brought back (opened or resumed) at a pass screen before anyone has, the
        person whose decision in this deal was the last, as in the game played on, where the
        device stays in their hands until the next person says "I am …" (after a record was
        opened their move could never be taken back). None when nobody can be named: a new
        deal's pass screen, or one an undo put up (the device may have passed already)."""
        if self._confirmed_human is not None or self._await_pass is None:
            return self._confirmed_human
        if not self._undo or self._redo:  # something to redo: an undo put this pass screen up
            return None
        last = self._undo[-1]
        if len(last.state.history) != len(self.state.history):  # a new deal's pass screen
            return None
        return last.player

    def shared_undo_refusal(self, decided_by: int) -> str | None:
        """Why the person at the device may not take back the last decision, made by
        ``decided_by``: at a shared table only their own, before another person has played
        (Undo took back West's card and showed West's hand to the person at the device)."""
        if not self.hot_seat:
            return None
        holder = self.device_holder()
        if decided_by == holder:
            return None
        if holder is None:  # a pass screen up, nobody said who they are
            return UNDO_AFTER_PASS
        return SHARED_UNDO.format(possessive(seat_called(self, decided_by)))

    def pass_undo_question(self) -> tuple[str, str, str, str] | None:
        """The question Undo asks first at a pass screen nobody has answered yet, where it
        takes back the move of the person who has just passed the device on: (title, text,
        yes, no); None elsewhere. Why: there the device may already be in the next person's
        hands, and Undo took back the other person's card with no word (two testers: Anna,
        before saying "I am Anna", took back Ben's Q♣), while at the table it is refused."""
        if not self.hot_seat or self._await_pass is None or not self._undo \
                or not self.can_undo():
            return None
        name = seat_called(self, self._undo[-1].player)
        return (f"Take back {possessive(name)} move?",
                f"Undo takes back {possessive(name)} last move and whatever was played after "
                f"it. At a shared table each person takes back only their own moves: is "
                f"{name} at the device?",
                f"Yes, {name} takes it back", "No, keep it")

    def pass_place(self) -> str:
        """The pass screen's line under "Pass the device to Bob": where play stands and what
        Bob does next ("Deal 2 · Bob to announce", ``resume_place.pass_stands``); "" when no
        pass screen is up. Each person is named as the pass screen names them."""
        p, facts = self._await_pass, self.facts()
        if p is None or facts is None or self.state is None:
            return ""
        names = [seat_called(self, i) if s.human else s.name for i, s in enumerate(self.seats)]
        return pass_stands(facts, self.state, names[p], names)

    def pass_undone(self) -> str:
        """What the undo that put the pass screen up took back ("Undone: Bob's 3♠ and the
        cards played after it."), or the redo played again ("Redone: …"), said on it; "" on
        any other pass screen. Why: Undo at "Pass the device to Ann" took back Bob's card and
        the screen turned to "Pass the device to Bob" with no word why, the status bar's line
        easily missed."""
        if self._await_pass is None or self._confirmed_human is not None:
            return ""
        mark, said = self._pass_note
        if mark is not None and mark == self.decision_mark():  # nothing played since
            return said
        if not self._redo:
            return ""
        moves, said = self._redo[-1]
        return said if moves and moves[0][0] == self._await_pass else ""

    def confirm_pass(self, player: int) -> None:
        """The person at the device says they are ``player`` (hot-seat): show their hand."""
        if self._await_pass != player:
            return
        self._await_pass = None
        self._confirmed_human = player
        if self.viewer != player:  # only ever their own hand behind "I am …"
            self.viewer = player
            self.stateReset.emit()
        self.turnChanged.emit()

