"""Where the Paused mark and a plate's rows go, the same from game to game and plate to plate.

The Paused mark sat top left in Young Hunter and Sheepshead but top right in Nineteen and Heart
Hunter: it avoided a stock slot no card lies in, and its one-line caption in a far corner won
over two lines in the first. A player looks for it in one place. Side plates broke the same
kind of line differently: West's "11 card points" / "1 trick" on two rows, East's "8 card
points · 1 trick" on one."""

from __future__ import annotations

import pytest

from tricktable.presentation import pause_mark as pm
from tricktable.presentation import seat_plates as sp
from tricktable.presentation.layout import Rect, table_layout

#: the mark's shapes at the table's text size at 1024 x 640: one line, then two
SHAPES = [(185.0, 45.0), (125.0, 58.0)]
SIZES = [(745, 558), (1100, 690), (1200, 760)]


@pytest.mark.parametrize(("positions", "most"), [(4, 8), (4, 13), (3, 10), (3, 17), (2, 13)])
@pytest.mark.parametrize("size", SIZES)
def test_in_a_game_without_a_stock_the_paused_mark_lies_in_the_top_left_corner(
        positions, most, size):
    """Heart Hunter's 13 cards at 1024 x 640 put the unused stock slot top left, and the
    mark went top right, where Young Hunter's 8 cards left it top left."""
    lay = table_layout(positions, *size, max_hand=most)
    _i, x, y = pm.place(lay, SHAPES, pm.taken_rects(lay, stock=False))
    assert y == lay.margin and x + SHAPES[1][0] <= lay.width / 2


@pytest.mark.parametrize("viewer", [0, 1, 2, 3])
@pytest.mark.parametrize("size", SIZES)
def test_in_nineteen_the_mark_lies_in_the_top_corner_its_stock_leaves(viewer, size):
    """The one rule that moves it: top left, or top right where the stock lies top left."""
    lay = table_layout(4, *size, viewer=viewer, dummies=(1,), max_hand=15)
    _i, x, y = pm.place(lay, SHAPES, pm.taken_rects(lay, stock=True))
    stock_left = lay.stock.cx < lay.width / 2
    assert y == lay.margin
    assert (x > lay.width / 2) == stock_left


def test_the_mark_keeps_its_corner_on_two_lines_rather_than_move_for_one():
    lay = table_layout(4, 1100, 690, max_hand=13)
    m = lay.margin
    # something beside the top-left corner, past the two-line shape's width, to the middle
    taken = [Rect(m + 150, m, 500, 40)]
    i, x, y = pm.place(lay, SHAPES, taken)
    assert (i, x, y) == (1, m, m)


def _advance(text: str) -> float:
    return len(text) * 7.0


def test_side_plates_break_the_same_kind_of_deal_line_alike():
    """The width fits "8 card points · 1 trick" (23 letters) but not "11 card points · 1
    trick" (24): both break where their parts meet, as does a count still to grow."""
    width = 23 * 7.0
    assert sp.deal_rows("11 card points · 1 trick", _advance, width) == [
        "11 card points", "1 trick"]
    assert sp.deal_rows("8 card points · 1 trick", _advance, width) == [
        "8 card points", "1 trick"]
    assert sp.deal_rows("0 card points · 0 tricks", _advance, width) == [
        "0 card points", "0 tricks"]
    # where the widest such line fits, every plate keeps it on one row
    wide = 40 * 7.0
    assert sp.deal_rows("11 card points · 1 trick", _advance, wide) == [
        "11 card points · 1 trick"]


def test_a_note_of_parts_wraps_where_its_parts_meet_each_part_whole():
    """Greedy word wrap left "Called the 19★ · 2" over "trumps"."""
    note = "Called the 19★ · 2 trumps"
    assert sp.wrap([note], _advance, 20 * 7.0) == ["Called the 19★", "2 trumps"]
    assert sp.wrap([note], _advance, 40 * 7.0) == [note]
    assert sp.wrap(["Passed on the window"], _advance, 15 * 7.0) == ["Passed on", "the window"]


def test_no_word_is_left_alone_on_a_notes_last_row():
    """Barbu's "Doubled you, West and" over "North" and "Doubled by North and" over "East" (a
    tester read the lone name as a note of its own): the row above gives up its last word,
    when it keeps two and the last row still fits; never a row more."""
    width = 21 * 7.0
    # its comma-separated parts whole, in as many rows (test_plate_note_breaks)
    assert sp.wrap(["Doubled you, West and North"], _advance, width) == [
        "Doubled you,", "West and North"]
    assert sp.wrap(["Doubled by North and East"], _advance, width) == [
        "Doubled by North", "and East"]
    assert sp.wrap(["Redoubled West and East"], _advance, width) == [
        "Redoubled West", "and East"]
    assert sp.wrap(["Doubled Westmoreland East"], _advance, width) == [
        "Doubled Westmoreland", "East"], "no: the row above would keep one word"
    assert sp.wrap(["Doubled by North and Konstantinopouloss"], _advance, width) == [
        "Doubled by North and", "Konstantinopouloss"], "no: the pair would not fit the row"
    assert sp.wrap(["Doubled you"], _advance, width) == ["Doubled you"]
