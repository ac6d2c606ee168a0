"""The words of Game → Computer players…, Qt-free: the dialog's line under the seats, what the
status bar says once levels are changed, and why the dialog does not open with no computer at
the table. (The levels' own words are the New game dialog's: ``new_game_choices.level_word``.)
"""

from __future__ import annotations

from .new_game_choices import level_word

TITLE = "Computer players"
#: said when there is no computer seat to change (no game, or people only)
NO_COMPUTER = "No computer plays at this table: there is no level to change."


def levels_note(over: bool) -> str:
    """The line under the seats: when a changed level plays, and that it is kept (for the next
    games of any kind: the New game dialog carries its seats from game to game, so "kept for
    your next games of Heart Hunter" was untrue of the Sheepshead game that followed)."""
    if over:
        return "This game is over. The levels you choose are kept for your next games."
    return "A changed level plays from the next move on, and is kept for your next games."


def levels_changed(changes: list[tuple[str, str]], over: bool) -> str:
    """The status bar's line once levels changed: ``changes`` are (seat name, new level)."""
    said = [f"{name} {'plays ' if i == 0 else ''}as {level_word(level)}"
            for i, (name, level) in enumerate(changes)]
    if not said:
        return "No level changed."
    who = said[0] if len(said) == 1 else f"{', '.join(said[:-1])} and {said[-1]}"
    return f"{'In your next games' if over else 'From the next move'}, {who}."
