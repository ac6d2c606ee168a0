"""The score tables' words, worked out without Qt: the rows of the score sheet and of the narrow
score panel (deal scores, running totals, the rules' note per deal), the panel's headings and
short column names, the players and finished deals of a record.

The window's tables (``ui/dialogs.py``) only put these strings in cells.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import words
from .describe import goal_line, phase_line
from .game_facts import GameFacts

#: the score panel's tooltip on the game number
SEED_TIP = "New game → “Play game number” with this number deals these cards again."


@dataclass(frozen=True)
class ScoreRow:
    """One row of a score table: its header and the header's tooltip, one cell per player, and
    the rules' note (the sheet's last column)."""

    label: str
    tip: str
    cells: list[str]
    #: a totals row (drawn bold)
    total: bool
    note: str = ""


def score_rows(count: int, deals: list, running: bool, compact: bool = False,
               word: str = "deal", notes: list[str] | None = None) -> list[ScoreRow]:
    """Rows per deal (the deal's score, and the running total under it when ``running``);
    ``compact`` labels rows by number only and ends with a "Σ" totals row (the side panel).
    ``deals``: (number, score, totals) of each finished deal; non-zero deal scores are signed,
    and negative numbers carry a true minus sign, as on the plates and the deal summary."""
    rows: list[ScoreRow] = []
    for i, (number, score, totals) in enumerate(deals):
        name = f"{word.capitalize()} {number}"
        note = notes[i] if notes and i < len(notes) else ""
        rows.append(ScoreRow(str(number) if compact else name, name,
                             [words.signed(v) for v in score], False, note))
        if running:
            rows.append(ScoreRow("  total", f"Totals after {word} {number}",
                                 [words.number(v) for v in totals], True))
    if not running:
        last = deals[-1][2] if deals else [0] * count
        rows.append(ScoreRow("Σ" if compact else "Total", "Totals",
                             [words.number(v) for v in last], True))
    return rows


def player_names(doc: dict, count: int) -> list[str]:
    """Names of the players in a record, with "Player n" for any missing one."""
    names = []
    players = doc.get("players") if isinstance(doc.get("players"), list) else []
    for i in range(count):
        p = players[i] if i < len(players) and isinstance(players[i], dict) else {}
        names.append(str(p.get("name") or f"Player {i + 1}"))
    return names


def scored_deals(doc: dict) -> list[tuple[int, list[int], list[int]]]:
    """(number, score, totals) of every finished deal of a record."""
    out = []
    for deal in doc.get("deals") or []:
        if deal.get("score") is not None and deal.get("totals") is not None:
            out.append((deal["number"], list(deal["score"]), list(deal["totals"])))
    return out


def short_name(name: str) -> str:
    """A column header that fits the narrow panel (the full name is the tooltip). What tells
    players apart is kept: "Computer 2" becomes "Comp 2", not "Compu…" like its neighbours.
    Eight letters fit (the panel shrinks a header's text that does not): a record's "Player 1"
    once became "Play 1", another word."""
    if len(name) <= 8:
        return name
    words = name.split()
    if len(words) > 1 and len(words[-1]) <= 3:
        return f"{words[0][:4]} {words[-1]}"
    return name[:5] + "…"


def short_names(names: list[str]) -> list[str]:
    """Column headers for all the players, different from each other whenever the names are:
    two long names with the same beginning keep their endings ("Alex…ra", "Alex…er")."""
    short = [short_name(n) for n in names]
    return [n[:4] + "…" + n[-2:] if short.count(s) > 1 and names.count(n) == 1 else s
            for s, n in zip(short, names, strict=True)]


def deal_heading(facts: GameFacts, deal_over: bool, rounds: int | None = None) -> str:
    """The score panel's deal line: "Deal 3", "Deal 2 is over" while its summary shows (the
    state has already dealt the next one), or "Game over"; "Hand 3 of 28" in a game of
    ``rounds`` deals (the panel said "Hand 3", and how long the game was went unsaid)."""
    word = facts.deal_word.capitalize()
    of = f" of {rounds}" if rounds else ""
    if facts.over:
        return "Game over"
    if deal_over:
        return f"{word} {facts.deal_number - 1}{of} is over"
    return f"{word} {facts.deal_number}{of}"


def panel_phase(facts: GameFacts, view: Any, deal_over: bool,
                names: list[str] | None = None) -> str:
    """The score panel's phase line (the game's words); while a deal's summary shows, it is the
    next deal's, and says so; none once the game is over (Heart Hunter's "Phase 2: take points
    to reduce your score" stayed under "Game over"). The game's goal, where it has one, and
    what its options on change in the scoring (``goal_line``) end it: they hold for every
    deal, so "Next deal —" is never put before them."""
    if facts.over:
        return ""
    line = phase_line(view, facts.game, names)
    if line and deal_over:
        line = f"Next {facts.deal_word} — {line}"
    return " ".join(t for t in (line, goal_line(facts.game, facts.options)) if t)
