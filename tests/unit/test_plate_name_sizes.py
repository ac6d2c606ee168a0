"""A plate's name and its lines at the smallest windows (presentation/text_boxes.py), measured
with the fixed-width stand-in for the window's font metrics: names were shrunk to 9 px beside
11 px lines under them, and a note's word wider than the plate ("Konstantinopoulou" in
Barbu's "Doubled …") ran past the plate's right edge, clipped."""

from __future__ import annotations

from mono_metrics import Mono
from tricktable.presentation import felt_colours as fc
from tricktable.presentation import text_boxes as tb
from tricktable.presentation.seat_plates import PlateInfo

M = Mono()


def test_a_long_name_is_never_drawn_smaller_than_the_plate_s_body_lines():
    """Rather than 10 px on one line beside the total, the name takes two lines at its size:
    a name smaller than the lines under it is read last."""
    info = PlateInfo("Maximilian Throckmorton", "12", "3 tricks", [], False, False)
    plate = tb.plate(info, 160, 120, 11, M)
    names = [line for line in plate.lines[1:] if line.ink == fc.TEXT and line.text]
    assert "".join(line.text for line in names) == "MaximilianThrockmorton"
    assert all(line.font.px >= tb.plate_fonts(11)[1].px for line in names), names


def test_a_note_s_word_wider_than_the_plate_is_cut_inside_it_not_clipped():
    """The word alone on its line is cut with "…" within the plate's width."""
    info = PlateInfo("Ada", "12", "3 tricks", ["Doubled Konstantinopoulouson and Ada"], False,
                     False)
    plate = tb.plate(info, 120, 120, 11, M)
    for line in plate.lines:
        assert M.advance(line.font, line.text) <= line.w + 0.01, line.text
    assert any(line.text.endswith("…") for line in plate.lines), plate.lines
