"""What the table asks the controller about the game beyond the person's view: a finished deal's
summary, whether the person's cards may be shown, why an action would be refused, an action in
words.

A mixin of :class:`~tricktable.controller.GameController`. Why: the table draws from views and
presentation objects and never reads the game's state itself; these answers need the state (the
deal's log for its summary, the rules for a refusal), so the controller, which holds the state,
gives them ready to show, with the players' names.
"""

from __future__ import annotations

from typing import Any

from .engine.panel import Summary
from .engine.protocol import Action, DealScored
from .presentation import describe, table_piles
from .presentation.new_game_choices import seat_places


class TableQueries:
    """The table's questions, for ``GameController`` (``state``, ``seats``, ``view()``,
    ``auto_continue`` and ``awaiting_pass`` are the controller's)."""

    state: Any
    seats: list
    auto_continue: bool

    def names(self) -> list[str]:
        """The players' display names, by player number. At a shared table (two people or
        more) a person still called the default "You" is named by where they sit ("South"):
        Ann, holding the device, read "You · Passed on the window" on another seat's plate."""
        names = [s.name for s in self.seats]
        if self.state is None or len([s for s in self.seats if s.human]) < 2:
            return names
        places = seat_places(self.state.rules.id, dict(self.state.options))
        return [places[i] if s.human and s.name.strip().casefold() == "you"
                and i < len(places) else s.name for i, s in enumerate(self.seats)]

    def deal_summary(self, event: DealScored, after: list) -> Summary:
        """The summary of the deal ``event`` scored, in the game's words with the players' names;
        ``after``: the events that followed it (a phase change, the end of the game). Its
        ``waits`` says whether play waits for "Next deal" (not when the controller goes on by
        itself)."""
        st = self.state
        log = next((g for g in reversed(st.history) if g.number == event.number), None)
        game = st.rules.id
        summary = describe.deal_summary(game, event, self.names(), st.rules.codec, log, after,
                                        self.deal_rounds())
        summary.waits = not summary.game_over and not self.auto_continue
        return summary

    def finished_dealer(self) -> int | None:
        """The position that dealt the last finished deal (its summary's plates mark it)."""
        history = self.state.history if self.state is not None else ()
        return history[-1].dealer if history else None

    def finished_last_trick(self) -> tuple[list[tuple[int, int]], int]:
        """The last trick of the last finished deal, as ``table_piles.last_trick`` gives it: L
        shows it at that deal's summary shown again (a restart, a record opened there), where
        the view is already in the next deal."""
        history = self.state.history if self.state is not None else ()
        view = self.view()
        if not history or view is None:
            return [], -1
        return table_piles.last_of(history[-1].tricks, len(view.hands))

    def deal_rounds(self) -> int | None:
        """How many deals the game has, where its rules fix it (None: it plays to a score)."""
        return describe.deal_rounds(self.state.rules.id, self.view()) if self.state else None

    def hands_shown(self) -> bool:
        """Whether the person's own cards may lie face up: not while the device is being passed
        to the next person at a shared table."""
        return self.awaiting_pass is None

    def log_viewer(self) -> int | None:
        """The player whose own hidden cards the deal log names (their stock card drawn, their
        discards, their window): the one whose hand the table shows, and nobody while the
        device is being passed (the log beside the pass screen is read by the last person)."""
        if self.state is None or self.awaiting_pass is not None:
            return None
        return getattr(self, "viewer", None)

    def why_illegal(self, action: Action) -> str | None:
        """Why the rules refuse ``action`` now, with the players' names (None: it is legal)."""
        if self.state is None:
            return None
        reason = self.state.why_illegal(action)
        return describe.with_names(reason, self.names()) if reason else None

    def describe_action(self, action: Action) -> str:
        """The action in the game's words, as a player doing it ("takes the window")."""
        return self.state.describe(action)
