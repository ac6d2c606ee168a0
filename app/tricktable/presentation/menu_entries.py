"""The main window's menu bar as data, Qt-free: each entry's menu, the window's attribute that
keeps its action (``act_undo``...), its words, its shortcut and what it calls. The window
(``ui.menus``) makes one action per entry in this order. And the Alt+letter keys of words,
the menus' and the dialogs' (``with_mnemonics``, ``mnemonic``): here, Qt-free, so that any
dialog module may give its buttons keys (``ui.dialog_keys`` imports ``ui.dialogs``, which
could not import it back).
"""

from __future__ import annotations

from typing import NamedTuple


class MenuEntry(NamedTuple):
    """One menu entry. ``shortcut``: a key ("Ctrl+H"), the platform's own key for a standard
    command ("std:Undo"), that or a key of ours where the platform has none
    ("std:Preferences|Ctrl+,": Linux desktops give Settings no key), or "" for none.
    ``slot``: the window's method called with no arguments, a dotted path from the window
    ("play_pause.toggle"), or a name that the menu builder itself answers ("review",
    "about"...)."""

    menu: str
    attr: str
    text: str
    shortcut: str
    slot: str


#: the menus, in the bar's order
MENUS = ("&Game", "&View", "&Help")
#: an entry that draws a line between two groups of its menu
SEPARATOR = "-"

G, V, H = MENUS
MENU_ENTRIES: tuple[MenuEntry, ...] = (
    MenuEntry(G, "act_new", "&New game…", "std:New", "open_new_game_dialog"),
    MenuEntry(G, "act_open", "&Open record…", "std:Open", "_open_record_dialog"),
    MenuEntry(G, "act_save", "&Save record as…", "std:Save", "_save_record_dialog"),
    MenuEntry(G, "", SEPARATOR, "", ""),
    MenuEntry(G, "act_undo", "&Undo", "std:Undo", "undo"),
    # "R&edo": R is Review's (Alt+R went to one and Enter to the other, whichever came first)
    MenuEntry(G, "act_redo", "R&edo", "std:Redo|Ctrl+Shift+Z", "redo"),
    MenuEntry(G, "act_last", "Show &last trick", "L", "show_last_trick"),
    MenuEntry(G, "act_pause", "&Pause", "P", "play_pause.toggle"),
    # watching the computers, one move at a time: the pause lets one through
    MenuEntry(G, "act_step", "Ne&xt move", "N", "play_pause.step"),
    MenuEntry(G, "act_sheet", "Score s&heet", "Ctrl+H", "open_score_sheet"),
    MenuEntry(G, "act_review", "&Review a deal…", "Ctrl+R", "review"),
    MenuEntry(G, "act_stats", "Stat&istics…", "", "open_statistics"),
    # the computers' levels in the middle of a game (only New game changed them, and it threw
    # the match away); greyed with no computer at the table
    MenuEntry(G, "act_levels", "&Computer players…", "", "open_computer_levels"),
    MenuEntry(G, "", SEPARATOR, "", ""),
    MenuEntry(G, "act_settings", "Se&ttings…", "std:Preferences|Ctrl+,", "open_settings"),
    MenuEntry(G, "", SEPARATOR, "", ""),
    MenuEntry(G, "act_quit", "&Quit", "std:Quit", "close"),
    # a panel beside the table like the scores, so under View, after the score panel
    MenuEntry(V, "act_log", "Deal &log", "Ctrl+L", "open_deal_log"),
    MenuEntry(V, "act_full", "&Full screen", "F11", "full_screen.toggle"),
    # the text of the whole program, for weak eyes (``text_sizes``): kept in the settings
    MenuEntry(V, "", SEPARATOR, "", ""),
    MenuEntry(V, "act_text_larger", "Lar&ger text", "Ctrl++", "text_size.larger"),
    MenuEntry(V, "act_text_smaller", "S&maller text", "Ctrl+-", "text_size.smaller"),
    MenuEntry(V, "act_text_usual", "&Usual text size", "Ctrl+0", "text_size.usual"),
    MenuEntry(H, "act_hint", "&Hint", "H", "show_hint"),
    MenuEntry(H, "act_tips_again", "Show &tips again", "", "show_tips_again"),
    MenuEntry(H, "act_rules", "&Rules", "std:HelpContents", "rules"),
    # every key in one list (the table's own keys were written nowhere); "?" as in many
    # programs' lists of keys: no entry, no table key, no panel key uses it
    MenuEntry(H, "act_keys", "&Keyboard", "?", "keys"),
    MenuEntry(H, "act_about", "&About Trick Table", "", "about"),
)

#: View's first entry: the score panel's own action (the dock's, so not made from an entry),
#: its words and its key, for the menu and the list of keys alike. "Scores", the panel's own
#: title (``MainWindow.dock``): the menu said "Score panel", a name the window showed nowhere
SCORE_PANEL = MenuEntry(V, "", "&Scores", "F9", "")
#: keys an entry answers besides its own, which its menu shows: Ctrl++ is Ctrl, Shift and "="
#: on many keyboards, where Ctrl and "=" alone makes text larger in other programs
ALSO_KEYS = {"act_text_larger": "Ctrl+="}
#: Esc leaves full screen: no menu entry shows it (View → Full screen, F11, goes in and out)
LEAVE_FULL = MenuEntry(V, "act_leave_full", "Leave full screen", "Esc", "")


def menu_path(attr: str) -> str:
    """Where the entry kept as ``attr`` is, in words a message can give: "Game → Save record
    as…" (a message said "Game → Save", an entry the menu does not have), kept on one line."""
    entry = next(e for e in MENU_ENTRIES if e.attr == attr)
    menu, text = (w.replace("&&", "\0").replace("&", "").replace("\0", "&")
                  for w in (entry.menu, entry.text))
    return f"{menu}\u00a0→\u00a0{text}".replace(" ", "\u00a0")


def with_mnemonics(texts: list[str], taken: str = "") -> list[str]:
    """``texts`` each with an Alt+letter key ("&Start"), none taken twice nor one of ``taken``
    (a text that has its own already keeps it): a word's first letter where it is free, else
    any of its letters. Why: a keyboard-only player reached a dialog's fields and buttons only
    by Tab after Tab, and given by hand the letters clashed as the words changed."""
    used = {c.casefold() for c in taken}
    used |= {t[t.index("&") + 1].casefold() for t in texts if "&" in t[:-1]}
    out = []
    for text in texts:
        if "&" in text:
            out.append(text)
            continue
        starts = [i for i, c in enumerate(text) if c.isalpha() and (i == 0 or text[i - 1] == " ")]
        spots = starts + [i for i, c in enumerate(text) if c.isalpha() and i not in starts]
        free = next((i for i in spots if text[i].casefold() not in used), None)
        if free is None:
            out.append(text)
            continue
        used.add(text[free].casefold())
        out.append(f"{text[:free]}&{text[free:]}")
    return out


def mnemonic(text: str) -> str:
    """The letter of ``text``'s Alt+letter key ("" for none; "&&" is a plain "&")."""
    plain = text.replace("&&", "")
    at = plain.find("&")
    return plain[at + 1].casefold() if 0 <= at < len(plain) - 1 else ""
