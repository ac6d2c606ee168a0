"""The score sheet's words: one line per finished deal saying what its rules scored, and the lines
under the sheet about what is still to come. Qt-free.

Each game has its own note (Barbu: declarer, contract, doubles, the Dominoes finishing order;
Nineteen: bid, level, card points, value; Young Hunter: takings announced and made; Sheepshead: the
Player's band or The Least; Heart Hunter: points and phase), made from the ``DealScored`` details
the engine gives. They sit in tables keyed by game beside each other, so the dialog asks for "the
note" and never names a game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.cards import SUIT_SYMBOLS
from ..engine.words import say_list


def _who(names: list[str], p: Any) -> str:
    return names[p] if isinstance(p, int) and 0 <= p < len(names) else "?"


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def _barbu(details: dict, names: list[str]) -> str:
    declarer = details.get("declarer")
    parts = [f"{details.get('title', '')} by {_who(names, declarer)}"]
    doubles = [tuple(x) for x in details.get("doubles") or []]
    said = []
    for by, target, redoubled in doubles:
        if by == declarer:
            said.append(f"{_who(names, by)} redoubled {_who(names, target)}")
        else:
            said.append(f"{_who(names, by)} doubled {_who(names, target)}")
        if redoubled:
            said.append(f"{_who(names, target)} redoubled {_who(names, by)}")
    parts.append("; ".join(said) if said else "no doubles")
    order = details.get("order")
    if order:
        parts.append("out: " + ", ".join(f"{_ordinal(i + 1)} {_who(names, p)}"
                                         for i, p in enumerate(order)))
    return " · ".join(parts)


def _nineteen(details: dict, names: list[str]) -> str:
    from ..games.nineteen_bidding import BID_NAMES

    seat_player = details.get("seat_player") or []
    pos = details.get("declarer")
    player = seat_player[pos] if isinstance(pos, int) and pos < len(seat_player) else pos
    bid = BID_NAMES.get(details.get("bid"), str(details.get("bid", "")))
    points = (details.get("points") or {}).get("declarer_side")
    factors = details.get("factors") or {}
    parts = [f"{bid} by {_who(names, player)}", f"level {details.get('level', 1)}"]
    if points is not None:
        parts.append(f"{points} card points ({'made' if details.get('won') else 'lost'})")
    value = details.get("value")
    if value is not None:
        parts.append(f"value {value}" + (" (contra)" if factors.get("contra", 1) > 1 else ""))
    return " · ".join(parts)


def _young_hunter(details: dict, names: list[str]) -> str:
    announced: dict[int, list[str]] = {}
    for jack in details.get("jacks") or []:
        for a in jack.get("announcements") or []:
            mark = "made" if a.get("made") else "failed"
            letter = str(jack.get("jack", "?"))[1:2]
            suit = SUIT_SYMBOLS["CDHS".index(letter)] if letter and letter in "CDHS" else "?"
            announced.setdefault(a["player"], []).append(f"{suit} {a.get('kind')} {mark}")
    takings = details.get("takings") or []
    parts = []
    for p, count in enumerate(takings):
        said = announced.get(p)
        line = f"{_who(names, p)} {count} taking{'' if count == 1 else 's'}"
        if said:
            line += f" ({', '.join(said)})"
        parts.append(line)
    return " · ".join(parts)


def _sheepshead(details: dict, names: list[str]) -> str:
    if details.get("kind") == "player":
        return (f"{_who(names, details.get('player'))} took the window: "
                f"{details.get('points')} card points, band {details.get('band')}, "
                f"{details.get('value', 0):+d}")
    return "The Least: everyone passed"


def _heart_hunter(details: dict, names: list[str]) -> str:
    points = details.get("points") or []
    said = ", ".join(f"{_who(names, p)} {v}" for p, v in enumerate(points))
    moon = details.get("moon")
    extra = f" · {_who(names, moon)} took them all" if isinstance(moon, int) else ""
    return f"Phase {details.get('phase', 1)} · points {said}{extra}"


SHEET_NOTES: dict[str, Callable[[dict, list[str]], str]] = {
    "barbu": _barbu,
    "nineteen": _nineteen,
    "young-hunter": _young_hunter,
    "sheepshead": _sheepshead,
    "heart-hunter": _heart_hunter,
}


def sheet_note(game: str, details: Any, names: list[str]) -> str:
    """What one finished deal's rules scored, in a line ("" for a game without its note)."""
    note = SHEET_NOTES.get(game)
    if note is None or not isinstance(details, dict):
        return ""
    try:
        return note(details, names)
    except (KeyError, TypeError, ValueError, IndexError):
        return ""  # a note is a help, never a reason for the sheet not to open


def _barbu_footer(view: dict, names: list[str]) -> list[str]:
    from ..games.barbu import CONTRACTS, TITLES

    declarer = view.get("declarer")
    used = view.get("used") or []
    lines = []
    for p, done in enumerate(used):
        left = [TITLES[i] for i, c in enumerate(CONTRACTS) if c not in done]
        said = ("all seven contracts" if len(left) == len(CONTRACTS) else say_list(left) if left
                else "nothing (all seven played)")
        lines.append(f"{_who(names, p)} still to declare: {said}")
    owed = view.get("owed") or []
    owing = [f"{_who(names, p)} {n}" for p, n in enumerate(owed) if p != declarer and n]
    if isinstance(declarer, int):
        lines.append(f"Doubles still owed to {_who(names, declarer)} in this block: "
                     + (", ".join(owing) if owing else "none"))
    return lines


SHEET_FOOTERS: dict[str, Callable[[dict, list[str]], list[str]]] = {"barbu": _barbu_footer}


def sheet_footer(game: str, view: dict | None, names: list[str]) -> list[str]:
    """Lines under the sheet about what is still to come (Barbu's contracts and doubles)."""
    footer = SHEET_FOOTERS.get(game)
    if footer is None or not view:
        return []
    return footer(view, names)
