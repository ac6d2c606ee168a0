"""Why a game record cannot be opened, in the window's words, Qt-free: a headline for each kind
of refusal the record reader gives (``engine.record.refusal_kind``), then what it found.

Why apart from the window: every refusal that was not a file's JSON was headed "it is damaged
or was changed since it was saved", a record from a newer version, a 60 MB file and a game of
poker among them; each kind now has its own headline, and "damaged" is kept for what is.
"""

from __future__ import annotations

from ..engine import record
from ..engine.words import say_list
from ..games.registry import available_games, get_rules
from .game_facts import GameFacts
from .resume_place import deal_place

#: the headline of each kind of refusal, after "<file> cannot be opened: "
HEADLINES = {
    record.EMPTY: "the file is empty",
    record.UNREADABLE: "the file could not be read",
    record.TOO_LARGE: "it is too large to be a game record",
    record.NOT_A_RECORD: ("it is not a game record saved by Trick Table, or it was cut short or "
                          "damaged since"),
    record.NEWER: ("it was saved by a newer version of Trick Table: update Trick Table to "
                   "open it"),
    record.UNKNOWN_GAME: "it is of a game this version of Trick Table does not know",
    # one colon in the sentence, the one after "cannot be opened" ("…since it was saved: it
    # does not play back" read as two sentences run together)
    record.DAMAGED: "it was damaged or changed after it was saved, and its moves do not play back",
}

#: a refusal's last line, what becomes of the table: a game under way goes on (the watched one
#: too), a finished one stays as it was ("Your game goes on." was said of a game that was
#: over), and with none, how to start one
GOES_ON, WATCHED_GOES_ON = "Your game goes on.", "The game you are watching goes on."
FINISHED_STAYS = "The finished game stays on the table."
NO_GAME = "Choose Game → New game to start a game, or open another record."


def opened_line(name: str, facts: GameFacts, where: str = "") -> str:
    """The status bar once the record ``name`` is opened: that it was, and where play stands,
    in the resume question's words ("Opened game.json: deal 2, trick 1, with Bob to play.");
    "Opened game.json" alone left the person to find out where the game had come back."""
    if facts.over:
        return f"Opened {name}: the game is over."
    place = deal_place(facts, where)
    return f"Opened {name}: {'at ' if facts.at_deal_end else ''}{place}."


def resumed_line(facts: GameFacts, where: str = "", last: str = "") -> str:
    """The status bar once the autosaved game is resumed: where play stands, in the resume
    question's words, and who took the last trick (``resume_place.last_trick_said``)."""
    place = deal_place(facts, where)
    said = f"Resumed: {'at ' if facts.at_deal_end else ''}{place}."
    return f"{said} {last}" if last else said


def record_refusal(name: str, reason: str, empty: bool = False,
                   table: GameFacts | str | None = GOES_ON) -> str:
    """Why the record file ``name`` cannot be opened: the headline of the refusal's kind, what
    the reader found (without the words the headline already says), and what becomes of the
    game on the table (``table``: its facts, None for no game; ``after_refusal``). ``empty``:
    the file holds nothing (its refusal says so already)."""
    kind = record.EMPTY if empty else record.refusal_kind(reason)
    found = _found(kind, reason)
    if found and not found.endswith((".”", "!”", "?”")):  # a quoted sentence ends it already
        found += "."
    last = table if isinstance(table, str) else after_refusal(table)
    return (f"{name} cannot be opened: {HEADLINES[kind]}.\n\n"
            + (f"What was found: {found}\n\n" if found else "") + last)


def after_refusal(facts: GameFacts | None) -> str:
    """What a refusal says becomes of the game on the table, by its ``facts`` (None: there is
    no game)."""
    if facts is None:
        return NO_GAME
    if facts.over:
        return FINISHED_STAYS
    return WATCHED_GOES_ON if facts.watched else GOES_ON


def _found(kind: str, reason: str) -> str:
    """The reader's finding as the box's second line: "" when the headline says it all."""
    if kind == record.EMPTY:
        return ""
    if kind == record.UNKNOWN_GAME:
        game = reason.removeprefix("unknown game ").split(";", 1)[0]
        if len(game) > 1 and game[0] == game[-1] == "'":  # the reader's quotes, the window's
            game = f"“{game[1:-1]}”"
        titles = [get_rules(g).title for g in available_games()]
        return f"the record's game is {game}; this version plays {say_list(titles)}"
    start = next((s for s, k in record.KIND_PREFIXES.items() if k == kind), "")
    return reason[len(start):] if reason.startswith(start) else reason
