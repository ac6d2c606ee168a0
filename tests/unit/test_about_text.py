"""Help → About's words (presentation/about_text.py, Qt-free): they name the games the registry
installs, by their titles and in the menus' order, so a new game needs no change in the window."""

from __future__ import annotations

from types import SimpleNamespace

from tricktable.games.registry import GAME_IDS, get_rules
from tricktable.presentation import card_pages
from tricktable.presentation.about_text import about_text


def test_about_names_every_installed_game_by_its_title_in_the_menus_order():
    titles = [get_rules(g).title for g in GAME_IDS]
    assert about_text() == (
        "Trick Table: Young Hunter, Heart Hunter, Three-Hand Sheepshead, Barbu and Nineteen "
        "against computer players.\nCards and table drawn by the app itself.")
    line = about_text().splitlines()[0]
    full = about_text("0.1.0", "/home/ada/.local/share/tricktable").splitlines()
    assert full[2:] == ["Version 0.1.0.", "Your saved games and statistics are kept in "
                        "/home/ada/.local/share/tricktable."]
    assert [line.index(t) for t in titles] == sorted(line.index(t) for t in titles)


def test_a_sixth_game_in_the_registry_is_named_without_touching_the_window(monkeypatch):
    real = card_pages.get_rules
    monkeypatch.setattr(card_pages, "available_games", lambda: [*GAME_IDS, "sixth"])
    monkeypatch.setattr(card_pages, "get_rules", lambda g: SimpleNamespace(title="Sixth Game")
                        if g == "sixth" else real(g))
    assert about_text().startswith("Trick Table: Young Hunter, Heart Hunter, Three-Hand "
                                   "Sheepshead, Barbu, Nineteen and Sixth Game against ")
