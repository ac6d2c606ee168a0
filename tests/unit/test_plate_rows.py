"""A deal line too wide for its plate (presentation/seat_plates.deal_rows, text_boxes.plate):
at 1024 x 640 a Nineteen declarer's "Preferred Three · 0 tricks" was a few pixels too wide for
its plate and drawn a point smaller than every other plate's line. Where the plate holds it in
two rows with every note whole (grown into its room for it), it keeps the plates' size."""

from __future__ import annotations

import pytest

from mono_metrics import Mono
from tricktable.presentation import seat_plates as sp
from tricktable.presentation import text_boxes as tb
from tricktable.presentation.seat_plates import PlateInfo

M = Mono()


def info(deal_line: str, notes: list[str]) -> PlateInfo:
    return PlateInfo("Ada", "12", deal_line, notes, False, False)


def test_a_deal_line_too_wide_for_its_plate_breaks_where_its_parts_meet():
    """ "Preferred Three" over "0 tricks", not "Preferred Three ·" over "0 tricks"; a part
    wider than the plate breaks at its words."""
    def advance(text: str) -> float:
        return len(text) * 1.0

    line = "Preferred Three · 0 tricks"
    assert sp.deal_rows(line, advance, 40) == [line]
    assert sp.deal_rows(line, advance, 20) == ["Preferred Three", "0 tricks"]
    assert sp.deal_rows(line, advance, 10) == ["Preferred", "Three", "0 tricks"]
    assert sp.deal_rows("a · b · c", advance, 5) == ["a · b", "c"]
    assert sp.deal_rows("", advance, 5) == []


def test_a_plate_s_height_counts_each_row_of_its_deal_line():
    bare = sp.plate_height(10, 14, 12, 0, 0)
    assert sp.plate_height(10, 14, 12, 2, 0) == pytest.approx(bare + 2 * 12 * 1.05)
    assert sp.plate_height(10, 14, 12, 2, 3) == pytest.approx(bare + 2 * 12 * 1.05
                                                              + 3 * 12 * 1.02)


def test_a_long_deal_line_takes_two_rows_at_the_plates_size_where_the_plate_holds_them():
    body = tb.plate_fonts(12)[1]
    line, notes = "Preferred Three · 0 tricks", ["Level 3"]  # 156 px; 133 inside the plate
    need = tb.plate_need(info(line, notes), 150, 12, M)
    assert need > tb.plate_need(info("0 tricks", notes), 150, 12, M)
    plate = tb.plate(info(line, notes), 150, need, 12, M)
    assert [(row.text, row.font) for row in plate.lines[2:4]] == \
        [("Preferred Three", body), ("0 tricks", body)]
    assert plate.notes == notes and plate.notes_font == body
    assert plate.lines[2].y < plate.lines[3].y < plate.lines[4].y
    # a plate that cannot hold both rows and its note keeps one row, a little smaller
    short = tb.plate(info(line, notes), 150, need - 10, 12, M)
    assert short.lines[2].text == line and short.lines[2].font.px < body.px
    assert short.notes == notes
