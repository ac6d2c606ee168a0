"""What the window does once it is up, after the start's messages: offer the saved game back,
open the New game dialog with nothing dealt, open it on the game that ended, or deal the last
choices. Qt-free: the window (``ui/window_start.py``) reads the autosave and the settings, asks
this which way to go, and opens the dialogs.

Why each way (every one was once wrong): a game under way is offered back, never replaced
unasked; at the first start, or after an autosave that could not be used, nothing is dealt
behind the first choice (the game last chosen was dealt behind a damaged game's message); after
a game that ended the next is chosen, not dealt unasked, also when its autosave was removed as
it ended (the settings keep which game that was).
"""

from __future__ import annotations

#: the ways, as ``start_way`` names them
RESUME, CHOOSE_FIRST, CHOOSE_AFTER, DEAL = "resume", "choose first", "choose after", "deal"


def start_way(resumable: bool, over: bool | None, first_run: bool, notes: bool,
              ended_game: str) -> str:
    """Which way the start goes. ``resumable``: an autosave was read with its facts; ``over``:
    whether the game in it ended (None: no game was read); ``first_run``: no settings file yet;
    ``notes``: the autosave could not be used as it was; ``ended_game``: the settings' game that
    ended last ("" none)."""
    if resumable and over is False:
        return RESUME
    if first_run or notes:
        return CHOOSE_FIRST
    if over is not None or ended_game:
        return CHOOSE_AFTER
    return DEAL
