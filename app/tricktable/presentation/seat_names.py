"""The names in the New game dialog's seat rows: what a row's name field stands for, and which
names change when "Watch the computers play" is ticked or unticked. Qt-free: the dialog
(``ui/dialog_new_game.py``) reads its fields, asks this, and writes the names it is told.

Why a computer is never called "You": a watched game said "You are thinking…" and "You took the
window" of a computer left in the person's seat; it sits under its place's name instead.
"""

from __future__ import annotations


def seat_name(typed: str, index: int, computer: bool, places: list[str]) -> str:
    """The name of the seat ``index`` whose field says ``typed``: "Player 2" for an empty one;
    a computer typed as "You" takes its place's name ("West"), or "Player 2" without one."""
    fallback = f"Player {index + 1}"
    name = typed.strip() or fallback
    if computer and name.casefold() == "you":
        name = places[index] if index < len(places) else fallback
    return name


def watch_names(names: list[str], humans: list[bool], places: list[str], me: str,
                on: bool) -> tuple[dict[int, str], bool]:
    """The Watch box ticked (``on``) or unticked: the rows whose name changes (index: new name)
    and whether the first seat becomes the person's. Ticked, every seat named as the person
    (``me``) takes its place's name. Unticked with no person seated, the person takes the first
    seat again, as in a first game, instead of the dialog refusing to start; their name goes
    with them when that seat had its place's name."""
    if on:
        return {i: places[i] for i, name in enumerate(names)
                if name == me and i < len(places)}, False
    if names and not any(humans):
        return ({0: me} if places and names[0] == places[0] else {}), True
    return {}, False


def person_renamed(people: list[str], old: str) -> str:
    """The person's new name from the seats just chosen (``people``: the names of the seats a
    person plays), "" when it stays ``old``. The one person at the table's name is theirs
    (Settings said "You" still, and every other game's New game offered "You" again); at a
    shared table no seat is theirs alone."""
    new = people[0] if len(people) == 1 else ""
    return new if new != old else ""
