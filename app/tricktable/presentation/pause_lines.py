"""Game → Pause (P) and Next move (N): what the status bar says, and whether a trick finished
under the pause stays on the felt. Qt-free: the window's ``ui/play_pause.py`` counts the moves
and asks the controller who moves next, hands the facts in here, and shows the answer.

Why a trick is kept: someone following the play one move at a time saw its last card land and
the trick gathered in the same move. Every trick that N's move finished is kept, whoever takes
it (only one a computer was to lead after was, and whether the last card could be seen looked
random); one the person's own card finished and they take goes as in unpaused play: they saw
their card land, and their lead would wait behind it.
"""

from __future__ import annotations

#: the status bar's line while paused: what N does next, a move or a trick kept gathered
PAUSED = "Paused: P goes on, N plays the next move."
KEPT = "Paused: P goes on, N gathers the trick."
GOES_ON = "Play goes on."
#: N pressed while nothing is paused
NOT_PAUSED = "Next move (N) works while the game is paused (P)."


def toggled_line(on: bool, kept: bool) -> str:
    """The status bar's line as P is pressed: play goes on, or paused with what N does now
    (``kept``: a finished trick stays on the felt, and N gathers it)."""
    return (KEPT if kept else PAUSED) if on else GOES_ON


def holds_trick(through_at: int, moves: int, held: bool, computer_next: bool) -> bool:
    """Whether a finished trick under the pause stays on the table: one that the move N let
    through finished (``through_at``: the deal's move count once it was made, ``moves``: its
    count now), whoever takes it, or (no move let through since) one with a computer's move
    next while the controller holds the computers (``held``)."""
    return through_at == moves or (held and computer_next)


def held_by(on: bool, kept: bool) -> str | None:
    """What holds the computers' moves, for the status line (``status_line.HELD_BY``): a trick
    kept ("kept": N gathers it), the pause ("pause"), or None when not paused."""
    return ("kept" if kept else "pause") if on else None
