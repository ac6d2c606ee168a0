"""What the window asks the controller about the game beyond the person's view: the game's facts
(title, deal, whether it is over or in progress, the finished deals' scores), the deal log's
text, the score sheet's notes, and the view of the person now to decide; and the one change the
window makes to the seats, a rename from the settings.

A mixin of :class:`~tricktable.controller.GameController`. Why: the window's menus, dialogs,
score panel, status line and tips show these things but never read the game's state themselves;
the controller, which holds the state, hands them over ready to show, with the players' names.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .engine.view import View
from .presentation.deal_log_text import log_html, scored_details
from .presentation.game_facts import GameFacts, game_facts
from .presentation.record_words import opened_line, resumed_line
from .presentation.resume_place import last_trick_said, play_stands, shared_names
from .presentation.sheet_words import sheet_footer, sheet_note


class WindowQueries:
    """The window's questions, for ``GameController`` (``state``, ``names()`` and ``view()``
    are the controller's)."""

    state: Any

    def rename_seat(self, player: int, name: str) -> None:
        """A seat's name changed (the person renamed themselves): the names are redrawn, not
        the table (a reset threw a deal's summary away and left play waiting for its button)."""
        name = name.strip()[:40]
        if 0 <= player < len(self.seats) and name and self.seats[player].name != name:
            self.seats[player].name = name
            self.namesChanged.emit()

    def facts(self) -> GameFacts | None:
        """The game in progress as the window names it; None before the first game."""
        if self.state is None:
            return None
        facts = game_facts(self.state, [i for i, s in enumerate(self.seats) if s.human])
        if facts.at_deal_end and self._summary_closed and not self._unread_end:
            facts = replace(facts, at_deal_end=False)  # closed: it goes on in the next deal
        return facts

    def opened_words(self, name: str) -> str:
        """What the status bar says once the record file ``name`` is opened: that it was, and
        where play stands ("Opened game.json: deal 2, trick 1, with Bob to play."), in the
        words of the resume question."""
        facts = self.facts()
        if facts is None:
            return f"Opened {name}."
        people, names = self._people_and_names(facts)
        said = opened_line(name, facts, play_stands(self.state, people, names))
        last = last_trick_said(self.state, people, names) if not facts.over else ""
        return f"{said} {last}" if last else said

    def resumed_words(self) -> str:
        """What the status bar says once the autosaved game is resumed: where play stands and
        who took the last trick ("Resumed: deal 2, trick 3, with East to play. Last trick:
        East took it with the 10♠."): the table showed whose turn it was, not what had
        happened before the restart."""
        facts = self.facts()
        if facts is None:
            return ""
        people, names = self._people_and_names(facts)
        return resumed_line(facts, play_stands(self.state, people, names),
                            last_trick_said(self.state, people, names))

    def _people_and_names(self, facts: GameFacts) -> tuple[list[int], list[str]]:
        return ([i for i, s in enumerate(self.seats) if s.human],
                shared_names(self.seats, facts.game, facts.options))

    def deal_log_html(self, four_colour: bool = False) -> str | None:
        """The deal log of every deal so far (the newest first) as HTML, its suits inked as the
        cards' (``four_colour``: green clubs, blue diamonds); None without a game."""
        if self.state is None:
            return None
        # a deal's summary up: the next deal, dealt already, is not in the log until it closes
        # (a game opened at a summary showed "Deal 3 — dealer East: Nothing yet." over it)
        upto = len(self.state.history) if self.awaiting_continue else None
        return log_html(self.state, self.names(), four_colour, upto, self.log_viewer())

    def score_sheet_words(self) -> tuple[list[str], list[str]]:
        """The score sheet's note for each finished deal (what its rules scored) and the lines
        under the sheet (what is still to come)."""
        st, names = self.state, self.names()
        notes = [sheet_note(st.rules.id, d, names) for d in scored_details(st)]
        return notes, sheet_footer(st.rules.id, self.view(), names)

    def player_view(self, player: int) -> View:
        """What ``player`` (a person now to decide) may know of the game."""
        return self.state.view(player)
