"""The words of Help → About, worked out without Qt.

Why from the registry: the games it names are the games installed (``card_pages.game_titles``,
in the menus' order, by the titles their rules give), so a game added to the registry is named
here without touching the window.
"""

from __future__ import annotations

from ..engine.words import say_list
from .card_pages import game_titles


def about_text() -> str:
    """What the About box says: every installed game by its title, and where the art comes from."""
    titles = [title for _gid, title in game_titles()]
    return (f"Trick Table: {say_list(titles)} against computer players.\n"
            "Cards and table drawn by the app itself.")
