"""The game's set-up in words, for the score panel: the options chosen away from their
defaults and how strong each computer plays ("Options: Contra · Direct deal of jacks. Computers:
Expert (North), Club player (West, East).").

Why: once a game began, nothing at the table said that contra or the direct deal of jacks was
on, or that North played as an Expert; the only way to look was to open New game, where one
Enter started another game. Worked out from the options' own labels (``OptionSpec``), so every
game gets it without words of its own; an option the game already explains in the panel's
phase line (its ``OPTION_LINES``) is not named twice, nor the number of players, which the
table shows.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ..engine.words import NBSP
from ..games.registry import get_rules
from .describe import game_words
from .new_game_choices import level_word, option_text


def options_words(game_id: str, options: dict[str, Any]) -> str:
    """"Options: Contra · Extra game: after deal 4." for the options not at their default
    ("" when none is)."""
    words = game_words(game_id)
    explained = getattr(words, "OPTION_LINES", {}) if words is not None else {}
    said = []
    for spec in get_rules(game_id).option_specs:
        value = options.get(spec.name, spec.default)
        # the number of players (the rules' ``players_for``) is seen at the table
        if value == spec.default or spec.name in explained or spec.name == "players":
            continue
        if value is True:
            said.append(spec.label)
        elif value is False:
            said.append(f"{spec.label}: off")
        else:
            word = dict(spec.value_words).get(value, option_text(value))
            # a number kept with its word: "after deal" ended a line over "4." in the panel
            word = re.sub(r" (\d)", f"{NBSP}\\1", word)
            said.append(f"{spec.label}: {word[:1].lower()}{word[1:]}")
    # "·" between them: an option's own "label: value" read on into the next after a comma
    return f"Options: {' · '.join(said)}." if said else ""


def levels_words(names: Sequence[str], seats: Sequence[Any]) -> str:
    """"Computers: Expert (North), Club player (West, East)." — each level once with the
    players at it, in seat order; "Computers: Club player." when all play alike; "" with no
    computer at the table."""
    by_level: dict[str, list[str]] = {}
    for name, seat in zip(names, seats, strict=False):
        if not seat.human:
            by_level.setdefault(level_word(seat.level), []).append(name)
    if not by_level:
        return ""
    if len(by_level) == 1:
        return f"Computers: {next(iter(by_level))}."
    parts = [f"{level} ({', '.join(who)})" for level, who in by_level.items()]
    return f"Computers: {', '.join(parts)}."


#: the level a computer seat has unless the person chose another (``settings.Seat``)
USUAL_LEVEL = "rule"


def setup_words(game_id: str, options: dict[str, Any], names: Sequence[str],
                seats: Sequence[Any]) -> str:
    """The options line and the computers line, one under the other, each only where the
    game differs from the usual (options at their defaults, every computer a club player):
    the narrow panel's room goes to the scores (a Barbu game's 28 hands fill it at 1080 px)."""
    unusual = any(not s.human and s.level != USUAL_LEVEL for s in seats)
    return "\n".join(t for t in (options_words(game_id, options),
                                 levels_words(names, seats) if unusual else "") if t)
