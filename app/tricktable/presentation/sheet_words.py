"""The score sheet's words: one line per finished deal saying what its rules scored, and the lines
under the sheet about what is still to come. Qt-free.

Each game has its own note (Barbu: declarer, contract, doubles, the Dominoes finishing order;
Nineteen: bid, level, card points, value; Young Hunter: takings announced and made; Sheepshead: the
Player's band or The Least; Heart Hunter: points and phase), made from the ``DealScored`` details
the engine gives, in the game's words module (``sheet_note``, ``sheet_footer``); the dialog asks
for "the note" and never names a game.
"""

from __future__ import annotations

from typing import Any

from ..engine.view import View
from .describe import game_words


def sheet_note(game: str, details: Any, names: list[str]) -> str:
    """What one finished deal's rules scored, in a line ("" for a game without its note)."""
    note = getattr(game_words(game), "sheet_note", None)
    if note is None or not isinstance(details, dict):
        return ""
    try:
        return note(details, names)
    except (KeyError, TypeError, ValueError, IndexError):
        return ""  # a note is a help, never a reason for the sheet not to open


def sheet_footer(game: str, view: View | None, names: list[str]) -> list[str]:
    """Lines under the sheet about what is still to come (Barbu's contracts and doubles)."""
    footer = getattr(game_words(game), "sheet_footer", None)
    if footer is None or not view:
        return []
    return footer(view, names)
