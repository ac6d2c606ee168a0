"""What each seat's plate says, without Qt: the name (a dummy's marked as such), the total, the
deal so far and the notes, whether it is the dealer's and whose turn it is; what a screen reader
hears for it; and its notes wrapped to a width.

Why apart from the painted plate (``ui/seat_plate.py``): these are words chosen from the view,
testable without a window; the plate only lays them out and paints them. The game's own words
come through ``describe.plate_lines``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from ..engine.cards import CardCodec
from ..engine.protocol import DealScored
from ..engine.view import View
from . import describe
from .layout import Rect
from .table_piles import seat_owner


class PlateInfo(NamedTuple):
    """The words and marks of one plate; ``kinds``: each note's kind, as the game's words say
    it (``note_kinds``; "" for a plain note), which sets its colour (``felt_colours.note_ink``)."""

    name: str
    total: str
    deal_line: str
    notes: list[str]
    dealer: bool
    to_act: bool
    kinds: tuple[str, ...] = ()


def note_kinds(game: str | None, notes: list[str]) -> tuple[str, ...]:
    """Each note's kind, from the game's words (their ``note_kind(note)``: "failed" for a
    Young Hunter announcement that failed); () when the game has none, or no note has a kind.
    Why: every note was drawn in the same yellow, so a failed announcement read like the
    others."""
    words = describe.game_words(game) if isinstance(game, str) else None
    kind_of = getattr(words, "note_kind", None) if words is not None else None
    if kind_of is None:
        return ()
    kinds = tuple(kind_of(note) or "" for note in notes)
    return kinds if any(kinds) else ()


def note_line_kinds(notes: list[str], kinds: tuple[str, ...], advance: Callable[[str], float],
                    width: float) -> list[str]:
    """The kind of each line the notes are drawn on, wrapped to ``width`` as ``wrap`` breaks
    them (a note of two lines gives its kind to both)."""
    out: list[str] = []
    for i, note in enumerate(notes):
        out += [kinds[i] if i < len(kinds) else ""] * len(wrap([note], advance, width))
    return out


def seat_name(view: View, pos: int, names: list[str]) -> tuple[str, int, bool]:
    """Who sits at ``pos`` as the plate names them, the player whose score it shows, and
    whether it is a dummy ("Dummy · Ada" for a dummy Ada plays, "Dummy" while nobody does)."""
    owner = seat_owner(view, pos)
    dummy = owner is None
    player = owner if not dummy else view.controller[pos]
    if player is None:  # a dummy nobody plays yet
        return "Dummy", pos, True
    name = player_name(names, player)
    return (f"Dummy · {owner_word(names, player)}" if dummy else name), player, dummy


#: the longest owner's name a dummy's plate shows whole ("Dummy · " and 12 letters fit one)
OWNER_WHOLE = 12


def owner_word(names: list[str], player: int) -> str:
    """How a dummy's plate names its owner: whole ("Bot 1", "Ada"), or, for a long name, by
    its first word when no other player's name starts with it. Why: "Dummy · Bartholomew
    Featherstonehaugh" did not fit a plate, and cut ("Dummy · Barthol…") it lost the one word
    that tells the two dummies of Nineteen for 2 apart."""
    name = player_name(names, player)
    if len(name) <= OWNER_WHOLE or len(name.split()) < 2:
        return name
    first = name.split()[0]
    others = [player_name(names, p).split()[:1] for p in range(len(names)) if p != player]
    return name if [first] in others else first


def player_name(names: list[str], player: int) -> str:
    """A player's display name ("Player 3" when the table has fewer names)."""
    return names[player] if player < len(names) else f"Player {player + 1}"


def plate_info(view: View, pos: int, codec: CardCodec, names: list[str],
               waiting: bool) -> PlateInfo:
    """The plate at ``pos`` during the play; ``waiting``: the table waits for "Next deal", so
    no plate shows a turn."""
    name, player, dummy = seat_name(view, pos, names)
    total = "" if dummy or player >= len(view.totals) else describe.number(view.totals[player])
    line, notes = describe.plate_lines(view, pos, codec, names)
    to_act = not view.over and view.turn == pos and not waiting
    return PlateInfo(name, total, line, notes, view.dealer == pos, to_act,
                     note_kinds(view.game, notes))


def scored_plate_info(view: View, pos: int, names: list[str], scored: DealScored,
                      dealer: bool) -> PlateInfo:
    """The plate at ``pos`` under a deal's summary: that deal's result, as the view has
    already moved on to the next deal (its notes may miss the last trick: the summary
    explains)."""
    name, player, dummy = seat_name(view, pos, names)
    score = scored.score[player] if player < len(scored.score) else 0
    total = scored.totals[player] if player < len(scored.totals) else 0
    return PlateInfo(name, "" if dummy else describe.number(total),
                     "" if dummy else f"This {describe.deal_word(view.game)}: "
                                      f"{describe.signed(score)}", [], dealer, False)


def spoken(info: PlateInfo, thinking: bool) -> str:
    """The plate as a screen reader says it (and its tooltip)."""
    parts = [info.name, f"score {info.total}"]
    if info.deal_line:
        parts.append(info.deal_line)
    parts += info.notes
    if info.dealer:
        parts.append("dealer")
    if thinking:
        parts.append("thinking")
    return ", ".join(p for p in parts if p)


def wrap(notes: list[str], advance: Callable[[str], float], width: float) -> list[str]:
    """Each note in lines that fit ``width``, as ``advance`` measures a line: a note of parts
    ("Called the 19★ · 2 trumps") broken where its parts meet, each part whole where it fits
    (``part_rows``); words wrapped greedily (a word longer than the width gets a line of its
    own)."""
    out: list[str] = []
    for note in notes:
        if " · " in note and advance(note) > width:
            out += part_rows(note, advance, width)
        else:
            out += _word_rows(note, advance, width)
    return out


def _word_rows(note: str, advance: Callable[[str], float], width: float) -> list[str]:
    """Word wrap of one note (``_unit_rows``), its comma-separated parts each whole where that
    takes no row more: "Called the 19★," over "+ 4 discards", never "Called the" over
    "19★, + 4 discards"."""
    rows = _unit_rows(note, advance, width)
    if ", " not in note or len(rows) < 2:
        return rows
    whole: list[str] = []
    for part in (f"{p}," for p in note.split(", ")):
        joined = f"{whole[-1]} {part}" if whole else part
        if whole and advance(joined) <= width:
            whole[-1] = joined
        else:
            whole += _unit_rows(part, advance, width)
    whole[-1] = whole[-1][:-1]  # the last part's comma was never there
    return whole if len(whole) <= len(rows) else rows


#: the words a row never ends with: each goes with the word it names ("the 19★", "a trick")
ARTICLES = frozenset({"the", "The", "a", "an", "An"})


def word_units(note: str) -> list[str]:
    """The pieces a note wraps between: its words at plain spaces (the words keep a name whole
    with no-break spaces, "diamond catch", "hit J♥", which ``str.split()`` broke at too:
    "catch" stood alone on a line), an article with the word after it: "the 19★" (North's
    plate read "Called the" over "19★, + 4 discards"). "A" is left out: an ace's rank. A
    card's number in brackets stays with its name: "World (21★)" (East's plate read "World"
    over "(21★)" under a large desktop text)."""
    units: list[str] = []
    glued = False
    for word in (w for w in note.split(" ") if w):
        if units and (glued or word.startswith("(")):
            units[-1] += f" {word}"
        else:
            units.append(word)
        glued = word in ARTICLES
    return units


def _unit_rows(note: str, advance: Callable[[str], float], width: float) -> list[str]:
    """Greedy wrap of one note between its ``word_units`` (a piece longer than the width gets a
    line of its own), with no word left alone on the last row (``no_lone_word``)."""
    rows: list[list[str]] = []
    for unit in word_units(note):
        if rows and advance(" ".join([*rows[-1], unit])) <= width:
            rows[-1].append(unit)
        else:
            rows.append([unit])
    return [" ".join(row) for row in no_lone_word(rows, advance, width)]


def no_lone_word(rows: list[list[str]], advance: Callable[[str], float],
                 width: float) -> list[list[str]]:
    """The wrapped ``rows`` of one note (each a list of ``word_units``) with no word alone on
    the last row when the row above can spare one and the last row still fits: "Doubled by
    North" over "and East", not "Doubled by North and" over "East" (a tester read the lone
    "East" as a note of its own). Never a row more; the row above keeps two pieces, and one
    that ends a comma-separated part stays with it ("19★," is never taken from "Called the")."""
    if len(rows) < 2 or len(rows[-1]) > 1 or " " in rows[-1][0]:
        return rows
    *head, moved = rows[-2]
    if len(head) < 2 or moved.endswith(",") or advance(f"{moved} {rows[-1][0]}") > width:
        return rows
    return [*rows[:-2], head, [moved, *rows[-1]]]


def part_rows(line: str, advance: Callable[[str], float], width: float,
              widest: bool = False) -> list[str]:
    """``line`` broken where its " · " parts meet, as many whole parts on a row as fit (with
    ``widest``: in their ``widest_form``), a part wider than the width at its words: "11 card
    points" over "1 trick", never "11 card points · 1" over "trick"."""
    rows: list[str] = []
    for part in line.split(" · "):
        joined = f"{rows[-1]} · {part}" if rows else part
        if rows and advance(widest_form(joined) if widest else joined) <= width:
            rows[-1] = joined
        else:
            rows += _word_rows(part, advance, width)
    return rows


def widest_form(line: str) -> str:
    """``line`` as wide as the same kind of line may grow: each number in two figures or more
    of the widest digit, each part with a count room for a plural's "s". Why: the deal line's rows
    were chosen by its words of the moment, so West's "11 card points" / "1 trick" lay on two
    rows beside East's "8 card points · 1 trick" on one, and a plate's line jumped to two rows
    when a count grew; measured so, every plate of a width breaks the same kind of line
    alike, all through the deal. A part with a count ends in its plural's "s" whether or not
    it has one: given one more "s" either way, "0 tricks" outgrew "1 trick", and a plate's
    "0 card points" over "0 tricks" became "8 card points · 1 trick" with its first trick."""
    parts = []
    for part in line.split(" · "):
        wide = re.sub(r"\d+", lambda m: "8" * max(2, len(m.group())), part)
        parts.append(wide.removesuffix("s") + "s" if wide != part else wide)
    return " · ".join(parts)


def deal_rows(line: str, advance: Callable[[str], float], width: float) -> list[str]:
    """The deal line in rows that fit ``width`` as ``advance`` measures them: one when it fits
    (a line of parts: in its ``widest_form``), else broken where its parts meet
    ("Preferred Three" over "0 tricks", ``part_rows``). Why rows rather than a smaller hand:
    at 1024 x 640 a declarer's "Preferred Three · 0 tricks" was a point smaller than every
    other plate's line."""
    if not line:
        return []
    parts = " · " in line
    if advance(line) <= width and (not parts or advance(widest_form(line)) <= width):
        return [line]
    return part_rows(line, advance, width, True) if parts else _word_rows(line, advance, width)


class NotesFit(NamedTuple):
    """How a plate's notes are drawn: in the ``small`` font or not, the lines, and whether
    they were ``cut`` short (the last line then ends in an ellipsis)."""

    small: bool
    lines: list[str]
    cut: bool


def fit_notes(notes: list[str], width: float, room_h: float, advance: Callable[[str], float],
              line_h: float, smaller: Callable[[], tuple[Callable[[str], float], float]]
              ) -> NotesFit:
    """The notes wrapped to ``width`` in the ``room_h`` left under the plate's first lines: in
    the body font (``advance``, ``line_h``), or in a smaller hand (``smaller()`` gives its
    measure and line height) when that makes them fit or shows more of them (a Nineteen
    declarer's bid, call and holdings), and only then cut short."""
    lines = wrap(notes, advance, width)
    room = max(0, int((room_h + 1) // (line_h * 1.02)))
    small = False
    if len(lines) > room:
        small_advance, small_h = smaller()
        small_lines = wrap(notes, small_advance, width)
        small_room = max(0, int((room_h + 1) // (small_h * 1.02)))
        if len(small_lines) <= small_room or small_room > room:
            small, lines, room = True, small_lines, small_room
    cut = len(lines) > room
    return NotesFit(small, lines[:room] if cut else lines, cut)


def name_scale(needed: float, width: float, smallest: float = 0.72) -> float | None:
    """How much smaller a name ``needed`` wide is drawn to fit ``width`` (None: it fits), down to
    ``smallest``: a player must be able to tell "Computer 2" from "Computer 3", which an
    ellipsis hides ("Compute…"); beyond that the name is cut short."""
    if needed <= width or needed <= 0:
        return None
    return max(smallest, width / needed)


def plate_height(font_px: float, head_h: float, body_h: float, deal_rows: int,
                 lines: int) -> float:
    """The height a plate needs for its first line (``head_h`` tall), its deal line in
    ``deal_rows`` rows (0: none; a long one takes two, ``deal_rows``) and ``lines`` lines of
    notes in the body font (``body_h`` a line), with its padding."""
    pad = font_px * 0.7
    h = pad * 0.7 + head_h + font_px * 0.15
    h += deal_rows * body_h * 1.05
    h += lines * body_h * 1.02
    return h + pad * 0.6 + 2


def grown(rect: Rect, room: Rect, need: float, grow_up: bool) -> Rect:
    """A plate's ``rect`` grown to ``need`` within ``room`` when its notes need more height:
    upward for the person's own plate (its hand is below it), else downward."""
    if need <= rect.h:
        return rect
    h = min(need, room.h)
    y = rect.bottom - h if grow_up else rect.y
    return Rect(rect.x, max(room.y, y), rect.w, h)
