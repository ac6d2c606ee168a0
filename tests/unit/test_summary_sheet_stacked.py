"""The deal summary's table on a narrow card (``summary_sheet.sheet(..., stacked=True)``): at
960 x 600 with the side panels open, a long name's column and the scores left its lines a word
wide, and squeezed further the names were cut mid-letter and the lines drawn over each other.
Each name now takes a line of its own over its lines."""

from __future__ import annotations

from tricktable.engine.panel import Summary, SummaryRow
from tricktable.presentation import summary_sheet as ss

LONG = "Alexandra Konstantinopoulou"


def _summary() -> Summary:
    rows = [SummaryRow(LONG, 7, 27, [("Royal Honours", 3), ("Partnership", 4)], highlight=True),
            SummaryRow("Bot 1", -2, 5, [("Went down", -2)])]
    return Summary("Hand 3", "", rows, [], deal_word="hand")


def test_a_stacked_sheet_puts_each_name_over_its_lines_across_both_columns():
    """The name, wrapped at its words (whole, on one line when there is room), spans the name's
    and the lines' columns, its scores beside it; its lines, a block as wide, on the row under
    it; the next player's rule after them."""
    items = ss.sheet(_summary(), stacked=True)
    names = [i for i in items if isinstance(i, ss.Cell) and i.col == 0 and i.row > 0]
    assert [(n.text, n.row, n.span, n.wrap) for n in names] == [
        (LONG + "  ★", 2, 2, True), ("Bot 1", 5, 2, True)]
    blocks = [i for i in items if isinstance(i, ss.Block)]
    assert [(b.row, b.col, b.span) for b in blocks] == [(3, 0, 2), (6, 0, 2)]
    scores = {(c.row, c.col): c.text for c in items if isinstance(c, ss.Cell) and c.col >= 2}
    assert (scores[(2, 2)], scores[(2, 3)]) == ("+7", "27")
    assert [i.row for i in items if isinstance(i, ss.Rule)] == [1, 4]


def test_the_sheet_beside_the_names_is_as_it_was():
    """Not stacked (a card with room), the name keeps its column, cut into lines of at most
    ``NAME_CHARS``, its lines beside it."""
    items = ss.sheet(_summary())
    name = next(i for i in items if isinstance(i, ss.Cell) and i.row == 2 and i.col == 0)
    assert name.text == "Alexandra\nKonstantinopoulou  ★" and name.span == 1 and not name.wrap
    assert [(b.row, b.col, b.span) for b in items if isinstance(b, ss.Block)] == [
        (2, 1, 1), (4, 1, 1)]
