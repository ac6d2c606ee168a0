"""What the new-game dialog offers, worked out without Qt: the computer levels a game can be played
against and their words, an option value in words, how many seats a game has with some options
and where they sit on the table, and what is wrong with a choice before it may start.

Everything comes from the game's registration and rules (``rules.option_specs``, ``seating``,
``options``) and the AI registry, so a new option or level appears without touching the dialog,
which only lays these out.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..ai.registry import LEVELS, make_agent
from ..engine.protocol import OptionError, OptionSpec
from ..games.registry import get_rules
from .stats_view import LEVEL_WORDS

#: levels the command line keeps for tests and measurements but a person is not offered
HIDDEN_LEVELS = ("random",)

#: compass points of the positions on the table, clockwise from the bottom, by position count
COMPASS = {2: ("South", "North"), 3: ("South", "West", "East"),
           4: ("South", "West", "North", "East")}


@cache
def available_levels(game_id: str) -> tuple[str, ...]:
    """The computer levels offered for a game (advanced/expert need the search player); the
    uniformly random player is a yardstick, not an opponent, so it is not among them."""
    out = []
    for level in LEVELS:
        if level in HIDDEN_LEVELS:
            continue
        try:
            make_agent(level, game_id, 0)
        except Exception:  # a level or a game's rule player that is not installed
            continue
        out.append(level)
    return tuple(out) or ("random",)  # a game without a rule player still gets an opponent


def level_word(level: str) -> str:
    """A level as the person reads it ("Club player")."""
    return LEVEL_WORDS.get(level, level)


def offered_level(saved: str, levels: tuple[str, ...]) -> str:
    """The level a seat's list shows for a saved level: a seat saved when "Beginner" was the
    random player gets today's beginner; a level not offered for this game, the club player."""
    level = "beginner" if saved in HIDDEN_LEVELS else saved
    if level in levels:
        return level
    return "rule" if "rule" in levels else levels[0]


def option_text(value: Any) -> str:
    """An option's value in words: "no-trumps" reads "No trumps"; numbers as they are."""
    if isinstance(value, str):
        return value.replace("-", " ").capitalize()
    return str(value)


def option_start(spec: OptionSpec, stored: dict) -> Any:
    """The value an option's widget starts at: the one last chosen, unless the game no longer
    offers it (then the game's default)."""
    value = stored.get(spec.name, spec.default)
    return value if value in spec.values else spec.default


def _options(game_id: str, options: dict):
    """The rules and the full options of a game; its defaults when ``options`` are refused."""
    rules = get_rules(game_id)
    try:
        return rules, rules.options(**options)
    except OptionError:
        return rules, rules.options()


def players_for(game_id: str, options: dict) -> int:
    """How many players (seats) a game has with these options."""
    rules, opts = _options(game_id, options)
    return rules.players_for(opts)


def seat_places(game_id: str, options: dict) -> list[str]:
    """Where each player sits on the table (clockwise from the person at the bottom): with
    Nineteen's three players a dummy takes the fourth position, so they sit South, West, North."""
    rules, opts = _options(game_id, options)
    positions, where = rules.seating(opts)
    compass = COMPASS.get(positions)
    return [compass[p] if compass and p < len(compass) else f"Seat {i + 1}"
            for i, p in enumerate(where)]


def seat_place(index: int, count: int) -> str:
    """Where a seat sits on a table of ``count`` positions, clockwise from the bottom."""
    names = COMPASS.get(count)
    return names[index] if names and index < len(names) else f"Seat {index + 1}"


def carried_names(names: list[str], old_places: list[str], fallback: list[str]) -> list[str]:
    """The names kept when the seats are laid out again for another game or table size, one
    per ``fallback`` name: a name the person typed (or chose before) stays with its row, a
    seat's own place name gives way to the new seat's ``fallback`` (its place, or the name
    last chosen for it in that game). Nineteen for three sits South, West, North; after it,
    Sheepshead's East was named "North"; and names typed in the dialog were lost when the
    number of seats changed."""
    return [names[i] if i < len(names) and not (i < len(old_places) and names[i] == old_places[i])
            else name for i, name in enumerate(fallback)]


def carried_rows(old: list[tuple[str, str, str]], old_places: list[str], places: list[str],
                 stored: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The rows (name, who, level) when the seats are laid out again: at the same number of
    seats each row stays in its place (``carried_names`` for the names); at another number a
    row goes to the seat of the same place ("North" from four to two players: Bob, a person,
    became a computer called North, the row taken from the West seat), any other seat taking
    the row last chosen for it (``stored``)."""
    if len(old) == len(places):
        names = carried_names([n for n, _k, _lv in old], old_places, places)
        return [(n, *old[i][1:]) for i, n in enumerate(names)]
    rows = []
    for i, place in enumerate(places):
        j = old_places.index(place) if place in old_places else -1
        if 0 <= j < len(old):
            name, kind, level = old[j]
            rows.append((place if name == old_places[j] else name, kind, level))
        else:
            rows.append(stored[i])
    return rows


def choice_problem(game_id: str, options: dict, seats: list, watching: bool) -> str:
    """Why the choice cannot start ("" when it can): no person and not watching, two seats of
    the same name, or options the rules refuse. ``seats`` have ``name`` and ``human``."""
    if seats and not watching and not any(s.human for s in seats):
        return "Seat at least one person, or tick “Watch the computers play”."
    if len({s.name.casefold() for s in seats}) != len(seats):
        return "Give every seat a different name."
    try:
        get_rules(game_id).options(**options)
    except OptionError as exc:
        return str(exc)
    return ""


#: how many people share a table, as the note under the seats says it
PEOPLE_WORDS = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six"}


def shared_table_note(people: int) -> str:
    """The note under the seats when two or more are people: the dialog said nothing of the
    pass screen that would come before each person's turn. "" for one person or none."""
    if people < 2:
        return ""
    return (f"{PEOPLE_WORDS.get(people, str(people))} people share this table: the game shows "
            "a pass screen before each person's turn, so each sees only their own cards.")
