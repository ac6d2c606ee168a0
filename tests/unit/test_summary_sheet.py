"""The deal summary's table as cells (presentation/summary_sheet.py)."""

from __future__ import annotations

from tricktable.engine.panel import Summary, SummaryRow
from tricktable.presentation import summary_sheet as ss


def summary(lower_is_better=False):
    rows = [SummaryRow("You", 7, 27, [("3 tricks", 3), ("Made the bid", 4), ("no bonus", None)],
                       highlight=True),
            SummaryRow("Ada", -2, 5, [("Went down", -2)]),
            SummaryRow("Bert", 0, 0, [])]
    return Summary("Deal 3", "", rows, [], lower_is_better=lower_is_better)


def cells_at(items, row):
    return {c.col: c for c in items if isinstance(c, ss.Cell) and c.row == row}


def test_the_sheet_heads_its_score_columns_and_rules_off_each_player():
    items = ss.sheet(summary())
    heads = cells_at(items, 0)
    assert (heads[2].text, heads[3].text) == ("This deal", "Total")
    hand = Summary("Hand 2", "", summary().rows, [], deal_word="hand")  # Barbu, Nineteen
    assert cells_at(ss.sheet(hand), 0)[2].text == "This hand"
    assert [i.row for i in items if isinstance(i, ss.Rule)] == [1, 3, 5]
    you = cells_at(items, 2)
    assert you[0].text == "You  ★" and you[0].highlight
    assert (you[2].text, you[3].text) == ("+7", "27") and you[2].right and you[3].top
    assert not cells_at(items, 4)[0].highlight


def test_each_players_lines_are_a_block_beside_the_name_with_their_points():
    blocks = [i for i in ss.sheet(summary()) if isinstance(i, ss.Block)]
    assert [b.row for b in blocks] == [2, 4, 6]
    first = blocks[0].cells
    assert [(c.row, c.col, c.text) for c in first] == [
        (0, 0, "3 tricks"), (0, 1, "+3"), (1, 0, "Made the bid"), (1, 1, "+4"),
        (2, 0, "no bonus")]
    assert first[-1].ink == ss.SOFT_INK and first[0].ink == ss.INK and first[0].wrap
    assert blocks[2].cells == []


def test_a_score_that_helps_is_green_one_that_hurts_red_and_nothing_is_grey():
    assert ss.score_colour(5, False) == ss.GOOD
    assert ss.score_colour(-5, False) == ss.BAD
    assert ss.score_colour(5, True) == ss.BAD  # Heart Hunter: points hurt
    assert ss.score_colour(-5, True) == ss.GOOD
    assert ss.score_colour(0, True) == ss.SOFT_INK
    hearts = cells_at(ss.sheet(summary(lower_is_better=True)), 2)
    assert hearts[2].ink == ss.BAD and hearts[3].ink == ss.INK
