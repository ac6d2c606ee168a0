"""What the window says about the game in progress, read once from the game's state: its title
and deal word, which deal it is at, whether it is over and who won, the scores of every finished
deal, and whether leaving it would throw moves away.

Why apart: the window's menus, dialogs, score panel and status line all name these things; they
get them from the controller as one plain object instead of each reading the rules and the state.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from ..engine.protocol import DealScored
from ..games.registry import lower_wins


@dataclass(frozen=True)
class GameFacts:
    """The game in progress as the window names it."""

    game: str
    title: str
    #: "deal" or "hand"; the deal now in play (after a deal ends, the next one's number)
    deal_word: str
    deal_number: int
    over: bool
    #: the game number that deals these cards again
    seed: int
    options: dict[str, Any]
    #: the position to act (None between decisions)
    to_act: int | None
    #: the winners once the game is over
    winners: list[int] = field(default_factory=list)
    #: (number, score, totals) of every finished deal, in order
    deals: list[tuple[int, list[int], list[int]]] = field(default_factory=list)
    #: a new game or an opened record would throw moves of this game away
    in_progress: bool = False
    #: the lowest total wins (Heart Hunter)
    lower_wins: bool = False
    #: every seat is a computer: the person watches, the game is not theirs
    watched: bool = False
    #: the last move scored a deal (``deal_number`` is the next one's): a game brought back
    #: shows that deal's summary again
    at_deal_end: bool = False


def game_facts(state, people: Collection[int] | None = None) -> GameFacts:
    """The facts of ``state`` (a game's ``State``); ``people``: the players a person decides for
    (empty: the game is watched; None: count every move as theirs).

    Why ``people``: leaving a game throws away only what a person did in it. A deal where only the
    computers have moved so far (Nineteen's first bids, a computer leading) is dealt again by its
    game number, so nothing is lost and nothing needs asking; a watched game counts every move."""
    rules = state.rules
    log = getattr(state, "deal_log", None)
    actions = getattr(log, "actions", None) or ()
    counted = set(people) if people else None
    moved = bool(getattr(state, "history", None)) or any(
        counted is None or a[0] in counted for a in actions)
    watched = people is not None and not people
    return GameFacts(
        game=rules.id, title=rules.title, deal_word=rules.deal_word,
        deal_number=state.deal_number, over=state.game_over, seed=state.seed,
        options=dict(state.options), to_act=state.to_act,
        winners=list(state.result()[0]) if state.game_over else [],
        deals=[(d.number, list(d.score), list(d.totals)) for d in state.history],
        in_progress=moved and not state.game_over, lower_wins=lower_wins(rules.id),
        watched=watched, at_deal_end=deal_end_events(state) is not None)


def deal_end_events(state, finished_too: bool = False) -> list | None:
    """The last move's events from the deal's scores on, when that move scored a deal and the
    game goes on (a game left there, at the deal's summary, shows it again when brought back;
    nothing has been played in the next deal yet), or ended it (``finished_too``: a finished
    game's record opened shows its end); else None."""
    last = list(getattr(state, "last_events", ()))
    at = next((i for i, e in enumerate(last) if isinstance(e, DealScored)), None)
    return None if at is None or (state.game_over and not finished_too) else last[at:]


def whose_game(facts: GameFacts) -> str:
    """The game in progress as a sentence names it: "your Barbu game", or "the watched Barbu
    game" when no person sits at the table (it is not theirs)."""
    return f"the watched {facts.title} game" if facts.watched else f"your {facts.title} game"
