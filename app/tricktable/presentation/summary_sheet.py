"""The deal summary's table as cells, without Qt: which words go in which row and column, in
which size, weight and colour (a score that helps green, one that hurts red).

Why apart from the card (``ui/summary_card.py``): what the summary shows and how it colours a
score are decisions about what the person reads, testable without a window; the card only
makes a label of each cell and puts it in its grid.
"""

from __future__ import annotations

import html
from typing import NamedTuple

from ..engine.cards import SUIT_SYMBOLS
from ..engine.panel import Summary
from .deal_log_text import inked_suits
from .describe import number, signed
from .standings import FINAL_STANDINGS

INK = "#1f2a22"
SOFT_INK = "#5b665e"
GOOD = "#2e7d32"
BAD = "#c62828"
NOTE_INK = "#8a5a00"
WIN_FILL = "rgba(255, 213, 79, 110)"


class Cell(NamedTuple):
    """Words at ``row``, ``col`` of a grid, ``size`` times the summary's text size; ``right``:
    aligned right; ``top``: held at the top of a taller row; ``wrap``: may take several lines;
    ``highlight``: the winner's name, on a gold ground; ``rich``: the text is HTML (its suit
    signs inked, the rest escaped), else plain text, never read as markup; ``tip``: the whole
    text where the cell shows it cut short (a long name), for its tool tip; ``span``: how many
    columns it takes."""

    text: str
    size: float
    bold: bool
    ink: str
    row: int
    col: int
    right: bool = False
    top: bool = False
    wrap: bool = False
    highlight: bool = False
    rich: bool = False
    tip: str = ""
    span: int = 1


class Rule(NamedTuple):
    """A thin line across the whole table above a player's row."""

    row: int


class Block(NamedTuple):
    """A player's score lines, a grid of their own at ``col`` of the table (the second column,
    or the first two under a name on its own line: ``stacked``), ``span`` columns wide."""

    row: int
    cells: list[Cell]
    col: int = 1
    span: int = 1


def score_colour(value: int, lower_is_better: bool) -> str:
    """Green for a score that helps, red for one that hurts (Heart Hunter: points hurt)."""
    if value == 0:
        return SOFT_INK
    return GOOD if (value < 0) == lower_is_better else BAD


#: the most characters of a line of a name in the summary's name column: a longer name goes
#: on more lines (on one line it was cut off at the card's edge with no mark, and squeezed the
#: column of lines beside it to a word or two a line)
NAME_CHARS = 20


def summary_name(name: str) -> str:
    """``name`` on as many lines of at most ``NAME_CHARS`` as its words need: cut to one line
    ("Bartholomew Fitzg…"), a long name could not be read on a card with room for it on two.
    Only a word longer than a line is cut, to its first letters and "…"."""
    lines: list[str] = []
    for word in name.split():
        if len(word) > NAME_CHARS:
            word = word[:NAME_CHARS - 1].rstrip(" -") + "…"
        if lines and len(lines[-1]) + 1 + len(word) <= NAME_CHARS:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return "\n".join(lines) or name


def names_cards(text: str) -> bool:
    """Whether a line names cards (a suit sign in it): the point cards a player took."""
    return any(sign in text for sign in SUIT_SYMBOLS)


def only_cards(text: str) -> bool:
    """Whether a line is a list of cards and nothing else ("Q♠ A♥ 3♥"): every word names one."""
    return bool(text.split()) and all(names_cards(word) for word in text.split())


def score_line(text: str, value: int | None, k: int, four_colour: bool) -> Cell:
    """A line explaining a score, in the first column of a player's block, its suits in their
    colours as on the cards (``four_colour`` as the deck). A line that is only cards is in the
    sheet's ink at the text's size: Heart Hunter's point cards taken were listed small and
    grey, the hearts not red. A sentence naming a card is sized and inked as the others, only
    its suits coloured: Barbu Dominoes' "out last, still holding 2♠" stood larger and darker
    than the other players' lines. A line without points of its own ("No points taken") is
    grey."""
    ink = INK if value is not None else SOFT_INK
    if not names_cards(text):
        return Cell(text, 0.92, False, ink, k, 0, wrap=True)
    rich = inked_suits(html.escape(text, quote=False), four_colour)
    if only_cards(text):
        return Cell(rich, 1.0, False, INK, k, 0, wrap=True, rich=True)
    return Cell(rich, 0.92, False, ink, k, 0, wrap=True, rich=True)


def standings_apart(summary: Summary) -> tuple[str, list[str]]:
    """At a game's end, its ranked final standings apart from the other notes ("" when there
    are none): the card sets them under its title, in its ink. Why: the summary card is the
    game's end (a second box, which said them again, covered a player's plate, its title cut
    to "N…"); as one small brown note under the rows the standings were the last thing read,
    and at a small window the first cut off."""
    if not summary.game_over:
        return "", list(summary.notes)
    ranked = [n for n in summary.notes if n.startswith(FINAL_STANDINGS)]
    return (ranked[0] if ranked else ""), [n for n in summary.notes if n not in ranked[:1]]


def sheet(summary: Summary, four_colour: bool = False,
          stacked: bool = False) -> list[Cell | Rule | Block]:
    """The table in the order it is built: the column heads, then for each player a rule, the
    name (the whole of a name cut short in its tool tip), the lines explaining the score, the
    deal's score and the total. ``stacked``: each name on a line of its own, wrapped at its
    words, over its lines, which take the name's column too. Why: on a narrow card (960 x 600
    with the side panels open) a long name's column and the scores left the lines a word wide;
    squeezed further, the names were cut mid-letter and the lines drawn over each other."""
    lower = summary.lower_is_better
    items: list[Cell | Rule | Block] = [Cell(f"This {summary.deal_word}", 0.85, True,
                                             SOFT_INK, 0, 2, True),
                                        Cell("Total", 0.85, True, SOFT_INK, 0, 3, True)]
    row_i = 1
    for row in summary.rows:
        items.append(Rule(row_i))
        row_i += 1
        shown = summary_name(row.name)
        tip = row.name if shown.replace("\n", " ") != row.name else ""
        if stacked:
            shown = shown.replace("\n", " ")
        items.append(Cell(shown + ("  ★" if row.highlight else ""), 1.05, True, INK, row_i, 0,
                          top=True, wrap=stacked, highlight=row.highlight, tip=tip,
                          span=2 if stacked else 1))
        lines = []
        for k, (text, value) in enumerate(row.lines):
            lines.append(score_line(text, value, k, four_colour))
            if value is not None:
                lines.append(Cell(signed(value), 0.92, True, score_colour(value, lower), k, 1,
                                  True, True))
        below = row_i + 1 if stacked else row_i  # the lines: beside the name, or under it
        items.append(Block(below, lines, 0, 2) if stacked else Block(below, lines))
        items.append(Cell(signed(row.score), 1.2, True, score_colour(row.score, lower), row_i, 2,
                          True, True))
        items.append(Cell(number(row.total), 1.2, True, INK, row_i, 3, True, True))
        row_i = below + 1
    return items
