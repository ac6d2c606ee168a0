"""The words of Help → Keyboard: every key a player can use, worked out without Qt.

Why: the menus showed their own shortcuts, but the table's keys (the arrows through the hand,
the decision panel's, the deal summary's) were written nowhere, and a person playing with the
keyboard alone had to guess them. The menus' keys are read from their entries
(``menu_entries``), so the list names every one of them and no key that has changed since; the
table's are written here, as ``ui.table_input``, ``ui.action_panel``, ``ui.summary_card`` and
``ui.tip_card`` handle them (a test presses each one). The dialog (``ui.dialog_keys``) only
shows these words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from html import escape
from typing import NamedTuple

from ..engine.words import capital
from .menu_entries import ALSO_KEYS, LEAVE_FULL, MENU_ENTRIES, SCORE_PANEL, SEPARATOR, MenuEntry


class KeyRow(NamedTuple):
    """One line of the list: the keys (``"Enter or Space"``) and what they do."""

    keys: str
    does: str


class KeySection(NamedTuple):
    """A heading and its lines: where the keys act (the menus, your hand, the panel...)."""

    title: str
    rows: tuple[KeyRow, ...]


#: what a menu entry's words leave unsaid, by its window attribute (``MenuEntry.attr``)
MENU_NOTES = {
    "act_redo": "what Undo took back, played again as it was",
    "act_last": "any key or a click puts it away",
    "act_pause": "the computers wait until P is pressed again",
    "act_step": "while the game is paused: one computer's move, then it waits again",
    "act_log": "shows it, the keys left with the table; when it shows, gives it the keys "
               "(to scroll it back to earlier tricks); when it has them, hides it",
    "act_text_larger": "all the program's text a size larger (four sizes; kept for the next "
                       "start, as Settings → Text size)",
    "act_text_smaller": "a size smaller, down to the usual size",
    "act_text_usual": "the text at your desktop's own size again",
    "act_hint": "on your turn: the card or the choice is picked out, for Enter; again: the "
                "figures behind it",
}

#: the table's own keys, which no menu shows
TABLE_SECTIONS: tuple[KeySection, ...] = (
    KeySection("Your cards, on your turn", (
        KeyRow("Left or Right", "the previous or the next card you may play (past the last "
                                "card, round to the first)"),
        KeyRow("Home or End", "the first or the last card you may play"),
        KeyRow("Enter or Space", "play the outlined card; with none outlined, outline the "
                                 "first card you may play (beside a decision panel, Enter may "
                                 "make its highlighted choice instead)"),
        KeyRow("Enter or Space", "when you lay cards away: pick or unpick the outlined card; "
                                 "with every card picked, Enter lays them away"),
        KeyRow("Esc", "take back the cards picked to lay away"),
    )),
    KeySection("The decision panel (bids, contracts, announcements)", (
        KeyRow("Tab or Shift+Tab", "into the panel, at its first or last choice; in it, the "
                                   "next or the previous button"),
        KeyRow("Up", "from your cards into the panel, at its highlighted choice if it has one"),
        KeyRow("Left or Right", "the choice beside; from your cards too, when the panel asks "
                                "something your cards take no part in"),
        KeyRow("Home or End", "the panel's first or last choice"),
        KeyRow("Up or Down", "the row of choices above or below; Down from the lowest row goes "
                             "back to your cards, where they take part in the decision"),
        KeyRow("Enter", "make the outlined choice (where several may be picked: go ahead "
                        "with those picked)"),
        KeyRow("Space", "pick or unpick the outlined choice where several may be picked (a "
                        "double, an announcement); any other choice, make it"),
        KeyRow("Esc", "take back what is picked; on a choice's second step, Back to the "
                      "first; else back to your cards, where they take part"),
    )),
    KeySection("Between deals and tips", (
        KeyRow("Enter or Space", "under a summary: the next deal (or hand); at the game's "
                                 "end, nothing until Tab reaches “Play again”"),
        KeyRow("Tab, Left or Right", "under a summary: between its buttons, the next deal "
                                     "(or hand) or “Play again”, and the review"),
        KeyRow("Esc", "put a tip away, as “Got it” does"),
    )),
)


#: the status bar's line while the deal log has the keys (``ui.deal_log``)
#: (the way to hide it too: a tester pressed Ctrl+L on the shown log to hide it and found the
#: keys in it, the log still there)
LOG_KEYS_NOTE = ("The deal log has the keys: the arrows, Page Up, Page Down, Home and End "
                 "scroll it. Esc: back to the table. Ctrl+L again hides it.")


def page_section(log_key: str) -> KeySection:
    """The keys of a page of text: this list, and the deal log once its key (``log_key``,
    "Ctrl+L"; "" for none) has given it the keys (``ui.dialog_keys``, ``ui.deal_log``)."""
    given = f"once {log_key} gave it the keys" if log_key else "once it has the keys"
    return KeySection(f"This list, and the deal log {given}", (
        KeyRow("Up or Down", "a line up or down"),
        KeyRow("Page Up or Page Down", "a page up or down"),
        KeyRow("Home or End", "the top or the bottom (the deal log's top is its newest deal)"),
        KeyRow("Ctrl+Home or Ctrl+End", "the top or the bottom too"),
        KeyRow("Esc", "close this list"),
        KeyRow("Esc or Tab", "in the deal log: the keys back to the table, the log left open"),
    ))


def entry_words(text: str) -> str:
    """A menu entry's words as read, not as written for Qt: "&New game…" is "New game"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def menu_rows(key_text: Callable[[MenuEntry], str],
              entries: Iterable[MenuEntry] = MENU_ENTRIES) -> tuple[KeyRow, ...]:
    """A line for every menu entry that has a key, in the menus' order, the score panel's
    among View's and leaving full screen last: ``key_text`` gives an entry's keys as the
    platform names them ("Ctrl+N"; "" for none: that entry is left out)."""
    listed = [e for e in entries if e.text != SEPARATOR]
    views = [i for i, e in enumerate(listed) if e.menu == SCORE_PANEL.menu]
    listed.insert(views[0] if views else len(listed), SCORE_PANEL)
    listed.append(LEAVE_FULL)
    rows = []
    for entry in listed:
        keys = key_text(entry)
        if not keys:
            continue
        where = "In full screen: leave it" if entry is LEAVE_FULL else \
            f"{entry_words(entry.menu)} → {entry_words(entry.text)}"
        note = MENU_NOTES.get(entry.attr, "")
        also = key_text(entry._replace(shortcut=ALSO_KEYS[entry.attr])) \
            if entry.attr in ALSO_KEYS else ""
        if also:  # a second key, which the menu does not show
            note = f"{also} too; {note}" if note else f"{also} too"
        rows.append(KeyRow(keys, f"{where}: {note}" if note else where))
    return tuple(rows)


def key_sections(key_text: Callable[[MenuEntry], str],
                 entries: Iterable[MenuEntry] = MENU_ENTRIES) -> tuple[KeySection, ...]:
    """Every section of the list: the menus' keys (``menu_rows``), the table's, then a page
    of text's (``page_section``)."""
    entries = tuple(entries)
    log = next((e for e in entries if e.attr == "act_log"), None)
    return (KeySection("The menus", menu_rows(key_text, entries)), *TABLE_SECTIONS,
            page_section(key_text(log) if log is not None else ""))


def keys_html(sections: Iterable[KeySection]) -> str:
    """The list as the dialog shows it: one table, each section's heading on a row of its own
    over its keys (bold, in the first column, so that the columns line up from section to
    section), every word escaped."""
    rows = []
    for section in sections:
        rows.append(f"<tr><td colspan='2' style='padding-top: 10px'><b><big>"
                    f"{escape(section.title)}</big></b></td></tr>")
        rows += [f"<tr><td style='white-space: nowrap; padding-right: 14px'><b>"
                 f"{escape(row.keys)}</b></td><td width='100%'>{escape(capital(row.does))}"
                 "</td></tr>"
                 for row in section.rows]
    return f"<table width='100%' cellspacing='0' cellpadding='2'>{''.join(rows)}</table>"
