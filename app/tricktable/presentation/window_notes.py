"""The main window's bookkeeping without Qt: the one box of notes about the person's files at
start-up, the question that offers to resume a game, the game a start without a choice plays,
the hint on show and when it goes stale, the status line a phase change writes, the seats a new
player name renames, a saved record's file name, the size of the text beside the table, and the
play checker's question.

Why apart from the window (``ui/main_window.py``): these are decisions about words and state
that a test can check without a window; the window only shows them and asks the controller.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..engine.protocol import DealScored, OptionError, PhaseChanged
from ..engine.words import capital
from ..games.registry import available_games, get_rules
from . import describe
from .game_facts import GameFacts, whose_game
from .menu_entries import menu_path
from .record_words import record_refusal as record_refusal  # the record box's words (the window's)
from .resume_place import deal_place, whose_saved_game


def start_box(parts: list[tuple[str, list[str]]]) -> tuple[str, str] | None:
    """The notes about the person's files at start-up as one box: its title names the files
    it speaks of (never "Settings" for statistics), its text holds every note; None when no
    file has anything to say. ``parts`` is (file kind, notes) in the order they are told."""
    told = [(name, notes) for name, notes in parts if notes]
    if not told:
        return None
    # "Settings file", "Statistics and tips files": "Settings" alone was the Settings dialog's
    # title too
    names = [name if k == 0 else name.lower() for k, (name, _) in enumerate(told)]
    return (f"{' and '.join(names)} file{'s' if len(told) > 1 else ''}",
            "\n\n".join(n for _, notes in told for n in notes))


#: after why the settings could not be written (told once until a write works again)
SETTINGS_NOT_SAVED = ("The changes work until the window closes, but the next start will not "
                      "have them, nor this window's size and place.")


#: said after a hint for a discard that names cards beside the person's own picks: Enter
#: lays away the picks (a half-made discard is the person's), and nothing said so
KEPT_PICKS = "Your own picks stay selected: Esc lets them go."
#: the last line of a hint whose figures are not shown yet: a hint is its advice and reason,
#: short, and the search's figures come when asked (they ran to six lines under every hint,
#: and learners found the hint too long to read and too full of statistics)
FIGURES_ASKED = "Ask again (H) for the figures behind it."


def hint_picks(verb: str = "", count: int = 2) -> str:
    """Said after a hint for a discard that selected its cards: a click on one of them let it
    go where the person meant to pick it, and nothing said they were selected already. Plain
    steps, the button by its label when ``verb`` (the panel's, "Bury") is given: "the button
    takes them, a click lets one go" was read as a riddle. A click on another card while the
    count is full selects one too many, so the words say to unselect one first. ``count``:
    how many cards the hint picked ("They are selected… click one of them" of a lone card)."""
    them = "it" if count == 1 else "them"
    press = f"press {verb} to {verb.lower()} {them}" if verb else \
        f"press the button on the panel to confirm {them}"
    if count == 1:
        return f"It is selected for you: {press}, or click it to unselect it and pick another."
    return (f"They are selected for you: {press}, or click one of them to unselect it and "
            "pick another.")


#: ``hint_picks`` without the panel's verb (the window's words until it passes the verb)
HINT_PICKS = hint_picks()

#: the status line while the start asks whether to resume the saved game
RESUME_WAITING = "A saved game is waiting: resume it, start a new one, or open a record."
#: the Resume question's third button (Game → Open record…): a record opened in the saved
#: game's place
OPEN_SAVED = "Open record…"
#: said after a file refused from under the Resume question, which is then asked again
RESUME_ASKED_AGAIN = "The game you were playing is offered again."
#: the status line while the New game dialog is open at the start, nothing dealt behind it
#: ("Choose Game → New game to start." was said with that dialog already open)
CHOOSING_GAME = "Choose a game to start."


def resume_question(facts: GameFacts, where: str = "", people: Sequence[str] = ()) -> str:
    """Asked at the start when a game was left unfinished: where it comes back (left at a
    deal's summary, at that deal's end: "from deal 2" was asked over deal 1's summary); within
    its deal, ``where`` (``resume_place.play_stands``: "from deal 1" alone, asked at trick 7,
    read as the deal's start). ``people``: the names of the persons at the table; two or more
    share it ("Ann and Bob's shared Young Hunter game")."""
    whose = whose_saved_game(facts, people)
    if facts.at_deal_end:
        return f"Resume {whose} at {deal_place(facts)}?"
    return f"Resume {whose} from {deal_place(facts, where)}?"


def replace_question(facts: GameFacts, doing: str, rounds: int | None = None) -> str:
    """Asked before the game in progress is left for another ("Start the new game"), saying
    where it stands (``game_stands``); ``rounds``: how many deals the game has, when it says
    so (``describe.deal_rounds``)."""
    where = game_stands(facts, rounds)
    # whether it is kept: "… and leave it?" left a tester wondering (a game as last saved or
    # opened is left without asking: its file keeps it)
    return (f"{capital(whose_game(facts))} is not finished ({where}). {doing} and leave "
            f"it? It is not kept: {menu_path('act_save')} first to come back to it later.")


def game_stands(facts: GameFacts, rounds: int | None = None) -> str:
    """Where a game in progress stands, for ``replace_question``: "deal 2 of 5 under way" when
    the count of deals (``rounds``) is known, else "1 deal finished, deal 2 under way"; at a
    deal's end, before anything of the next is played, "deal 1 of 5 finished" or "1 deal
    finished". Why: "(1 deal played)" was asked while deal 2 was under way, and read as if
    one deal were all there was. The finished deals are counted (``facts.deals``) and the deal
    under way is the next: once a deal ends the state already holds the next deal's number,
    while the table still shows "Deal 1 is over"."""
    word, done = facts.deal_word, len(facts.deals)
    if done and facts.at_deal_end:
        return (f"{word} {done} of {rounds} finished" if rounds else
                f"{done} {word}{'' if done == 1 else 's'} finished")
    if rounds:
        return f"{word} {done + 1} of {rounds} under way"
    if not done:
        return f"its first {word} under way"
    return f"{done} {word}{'' if done == 1 else 's'} finished, {word} {done + 1} under way"


def keep_going(facts: GameFacts) -> str:
    """The answer that stays with the game in progress: a watched game is watched on."""
    return "Keep watching" if facts.watched else "Keep playing"


def game_from_settings(last_game: str, saved_options: dict[str, dict]) -> tuple[str, dict]:
    """The game a start without a choice plays: the last one played (the first game when that
    one is not available any more) with its saved options, or its defaults when they no
    longer hold."""
    games = available_games()
    gid = last_game if last_game in games else games[0]
    rules = get_rules(gid)
    try:
        return gid, rules.options(**saved_options.get(gid, {}))
    except OptionError:
        return gid, rules.options()


@dataclass
class ShownHint:
    """A hint's words on show, and the decision they are about (the controller's decision
    mark): a hint is about one decision, and goes once that is taken or undone."""

    mark: object = None
    text: str | None = None

    def show(self, mark: object, text: str) -> None:
        self.mark, self.text = mark, text

    def stale(self, mark: object) -> str | None:
        """The words to take away now that the decision is ``mark`` (None: nothing to take
        away); they are forgotten."""
        if self.text is None or mark == self.mark:
            return None
        return self.take()

    def take(self) -> str | None:
        """The words on show, forgotten (None: none)."""
        text, self.text = self.text, None
        return text


def phase_status(view, events: list, names: list[str]) -> str | None:
    """What the status bar says after ``events``: the last phase change in the game's words
    (its own sentence when the words have none); None when the phase did not change. A change
    after a deal's score belongs to the next deal, which waits behind the deal summary: it is
    :func:`next_deal_phase`'s, not said now (Barbu's "Hand 2: East is declarer" under hand 1's
    summary)."""
    return _last_phase(view, _at_score(events)[0], names)


def next_deal_phase(view, events: list, names: list[str]) -> str | None:
    """The phase change of the next deal that came with a deal's score in ``events``, for the
    status bar once the summary is closed; None when there is none."""
    return _last_phase(view, _at_score(events)[1], names)


def _at_score(events: list) -> tuple[list, list]:
    """``events`` up to the last deal's score, and those after it (the next deal's)."""
    last = max((i for i, e in enumerate(events) if isinstance(e, DealScored)), default=None)
    return (events, []) if last is None else (events[:last + 1], events[last + 1:])


def _last_phase(view, events: list, names: list[str]) -> str | None:
    said = None
    for e in events:
        if isinstance(e, PhaseChanged):
            said = (describe.event_text(view, e, names) if view is not None else "") or e.text
    return said


def deal_scored(events: list) -> bool:
    """A deal ended in ``events``: its scores wait for the table to show its end."""
    return any(isinstance(e, DealScored) for e in events)


def scores_change(events: list) -> bool:
    """The score panel has something new to show after ``events`` (a deal scored, a phase)."""
    return any(isinstance(e, DealScored | PhaseChanged) for e in events)


#: the play checker's "go ahead" by the kind of choice questioned ("Play anyway" was offered
#: for a bid and a stock set too)
ANYWAY = {"play": "Play anyway", "bid": "Bid anyway", "pass": "Pass anyway",
          "double": "Double anyway", "redouble": "Redouble anyway",
          "announce": "Announce anyway", "contra": "Contra anyway"}


def check_question(action, discard_verb: str = "Discard", card: str = "") -> tuple[str, str]:
    """The play checker's box: its title and the button that lets the choice go through, for
    an action (or its type). An action whose data are all empty is its kind's "none" (Barbu's
    No double, a declaration of nothing): "Double anyway" kept a No double, so it is "Keep my
    choice". A discard goes through with the game's verb (Sheepshead's "Bury anyway"). A card
    played is named (``card``): under "Play the 7♣ instead?", "Play anyway" read as yes, the
    7♣; it is "Play the J♠ anyway"."""
    kind = action if isinstance(action, str) else getattr(action, "type", "play")
    if kind == "discard":
        return "Check your choice", f"{discard_verb} anyway"
    if kind == "play":
        return "Check your play", f"Play the {card} anyway" if card else ANYWAY["play"]
    data = getattr(action, "data", ())
    if data and all(v in ((), None, "", 0) for _k, v in data):
        return "Check your choice", "Keep my choice"
    return "Check your choice", ANYWAY.get(kind, "Keep my choice")


def renamed_seats(seats: list, old: str, new: str, human: Callable[[object], bool]) -> list[int]:
    """The indices of the seats that take the person's ``new`` name: those of a person
    (``human(seat)``) still called by the ``old`` one."""
    return [i for i, s in enumerate(seats) if human(s) and s.name == old] if new != old else []


def record_path(path: str | Path) -> Path:
    """A record is saved as JSON: the suffix is added when the name has none."""
    path = Path(path)
    return path if path.suffix.lower() == ".json" else path.with_name(path.name + ".json")


def side_text_px(base_px: int, window_h: int, window_w: int | None = None) -> int:
    """The pixel size of the text beside the table: it grows with the window like the table
    does (a 4K window at 100% scaling stays readable), never below the system's. A tall narrow
    window (half a screen, 960 x 1040) grows it no more than its width allows, as the table's
    own text: the score panel read 20 px beside plates of 11."""
    size = window_h / 58 if window_w is None else min(window_h / 58, window_w / 96)
    return max(base_px, min(30, round(size)))


def dock_width(px: int, window_w: int, log: bool = False) -> int:
    """The score panel's width: room for its text, but under a fifth of the window; with the
    deal log under it (``log``), up to a quarter, where the table keeps ``LOG_TABLE_KEEPS``
    of the window: in a fifth nearly every trick of the log wrapped over two or three lines
    (two testers, 1366 x 768), and a small window's table has no room to give."""
    fifth = int(min(px * 20, max(200, window_w * 0.18)))
    if not log:
        return fifth
    return max(fifth, int(min(px * 26, window_w * 0.24, window_w - LOG_TABLE_KEEPS)))


#: the width the table keeps when the deal log widens the side column (``dock_width``)
LOG_TABLE_KEEPS = 1000
