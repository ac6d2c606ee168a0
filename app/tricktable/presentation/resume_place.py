"""Where a game brought back stands within its deal, for the question that offers to resume it:
"Resume your Heart Hunter game from deal 1, trick 7?" (it asked "from deal 1?" at trick 7, which
read as the start of the deal). Qt-free; the game's own words come through ``describe`` and
``status_line`` (its verb for the part of a deal played without tricks), never by its name.
"""

from __future__ import annotations

from collections.abc import Collection

from .describe import game_words
from .status_line import turn_verb


def play_stands(state, people: Collection[int], names: list[str]) -> str:
    """After "from deal 1, ": the trick being played ("trick 7"); before the first trick, who
    is to do what ("with North to bid", "with you to choose a contract"), in the words of the
    status line; "" when nobody is to act. ``people``: the players a person decides for (one
    of them alone is "you"); ``names``: every player's name."""
    player = state.to_act
    if player is None or state.game_over:
        return ""
    view = state.view(player)
    words = game_words(view.game)
    no_tricks = getattr(words, "no_last_trick", None)  # a part of a deal played without tricks
    tricks = not (no_tricks is not None and no_tricks(view))  # (Barbu's Dominoes)
    if tricks and (view.tricks or view.trick
                   or all(a.type == "play" for a in state.legal_actions())):
        return f"trick {len(view.tricks) + 1}"
    verb = turn_verb(view)
    if tricks and verb == "play":  # a choice before the play the game gives no verb of its own
        return "before the first trick"
    mine = set(people)
    who = "you" if mine == {player} else names[player] if player < len(names) else ""
    return f"with {who} to {verb}" if who else ""
