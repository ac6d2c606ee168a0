"""What the window says when a game cannot be saved where it was to go: the question when the
person closes the window while the game's latest moves are saved nowhere (the autosave could not
be written, and no record was saved since), and what follows a record refused by its folder.
Qt-free.

Why a question: the window closed at once, the moves since the last autosave were lost untold,
and the next start offered an older position as if it were the game left.
"""

from __future__ import annotations

from ..engine.words import capital
from .game_facts import GameFacts, whose_game

#: the question's title
UNSAVED_TITLE = "Not saved"
#: its buttons: the record saved first (then the window closes), closed all the same, or kept
#: open (the safe answer: Esc's)
SAVE_FIRST, CLOSE_ANYWAY, KEEP_OPEN = "Save record as…", "Close anyway", "Cancel"


def unsaved_question(facts: GameFacts) -> str:
    """Why closing now loses moves, and what each answer does."""
    return (f"{capital(whose_game(facts))} could not be autosaved, so its latest moves are kept "
            "nowhere. If the window closes now, they are lost: the next start can offer only "
            "what was autosaved before, an older position of this game or another game.\n\n"
            f"“{SAVE_FIRST}” keeps the whole game in a file you choose, then closes the window.")


#: after why a record could not be written: the file dialog comes again (the person was left
#: with the message alone, to find Save record as… in the menu again)
SAVE_ELSEWHERE = "After OK, the file dialog opens again: choose another folder, or Cancel."
