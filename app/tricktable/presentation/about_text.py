"""The words of Help → About, worked out without Qt.

Why from the registry: the games it names are the games installed (``card_pages.game_titles``,
in the menus' order, by the titles their rules give), so a game added to the registry is named
here without touching the window.
"""

from __future__ import annotations

from ..engine.words import say_list
from .card_pages import game_titles


def about_text(version: str = "", data_dir: str = "") -> str:
    """What the About box says: every installed game by its title, and where the art comes from;
    with ``version`` the program's version, and with ``data_dir`` where the person's saved
    games, statistics and autosave are kept (a person moving to another computer asks)."""
    titles = [title for _gid, title in game_titles()]
    text = (f"Trick Table: {say_list(titles)} against computer players.\n"
            "Cards and table drawn by the app itself.")
    if version:
        text += f"\nVersion {version}."
    if data_dir:
        text += f"\nYour saved games and statistics are kept in {data_dir}."
    return text
