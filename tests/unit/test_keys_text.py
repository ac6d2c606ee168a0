"""Help → Keyboard's words (presentation/keys_text.py): the menus' keys come from their entries,
so an entry given a key is listed without anyone writing it in, and none is left out."""

from __future__ import annotations

from tricktable.presentation.keys_text import (
    TABLE_SECTIONS,
    entry_words,
    key_sections,
    keys_html,
    menu_rows,
)
from tricktable.presentation.menu_entries import (
    LEAVE_FULL,
    MENU_ENTRIES,
    SCORE_PANEL,
    SEPARATOR,
    MenuEntry,
)


def _own_key(entry: MenuEntry) -> str:
    """An entry's key as written in its entry (the window reads a standard one as its
    platform names it)."""
    return entry.shortcut


def test_every_menu_entry_with_a_key_is_listed_with_that_key():
    rows = menu_rows(_own_key)
    for entry in (*MENU_ENTRIES, SCORE_PANEL):
        if entry.text == SEPARATOR or not entry.shortcut:
            continue
        assert any(row.keys == entry.shortcut and entry_words(entry.text) in row.does
                   for row in rows), entry
    # entries without a key are not listed (Statistics, Show tips again)
    assert not any("Statistics" in row.does for row in rows)


def test_an_entry_given_a_key_is_listed_without_being_written_in():
    """The list is read from the entries: a new entry with a key shows, in its menu's place."""
    extra = MenuEntry("&Game", "act_new_thing", "&Deal again", "Ctrl+D", "deal_again")
    rows = menu_rows(_own_key, (*MENU_ENTRIES, extra))
    assert ("Ctrl+D", "Game → Deal again") in rows


def test_the_score_panel_is_among_views_keys_and_leaving_full_screen_last():
    does = [row.does.partition(":")[0] for row in menu_rows(_own_key)]
    assert does.index("View → Scores") < does.index("View → Deal log")
    assert menu_rows(_own_key)[-1] == (LEAVE_FULL.shortcut, "In full screen: leave it")


def test_entry_words_drop_the_mnemonics_and_the_dots():
    assert entry_words("&New game…") == "New game"
    assert entry_words("Stat&istics…") == "Statistics"
    assert entry_words("Fish && chips") == "Fish & chips"


def test_the_list_shows_every_section_and_escapes_its_words():
    sections = key_sections(_own_key)
    assert [s.title for s in sections] == [
        "The menus", *(s.title for s in TABLE_SECTIONS),
        "This list, and the deal log once Ctrl+L gave it the keys"]  # its key, read as above
    html = keys_html(sections)
    assert "Ctrl+," in html and "<b>Enter or Space</b>" in html
    assert "&lt;" in keys_html([sections[0]._replace(title="a <b> title")])


def test_the_hint_key_says_that_pressed_again_it_shows_the_figures():
    """A hint is short; H pressed again shows the figures behind it, which the list says."""
    row = next(row for row in menu_rows(_own_key) if row.keys == "H")
    assert "again: the figures behind it" in row.does, row.does
