"""Words kept on one line (no-break spaces, ``unbroken``) must still fit the label: Nineteen's
badge held "level 3 reached in the stock" whole at 960 x 560 and drew it cut at both of the
badge's sides. Kept together where they fit, broken apart where they do not."""

from __future__ import annotations

from mono_metrics import Mono
from tricktable.engine.words import NBSP, unbroken
from tricktable.presentation import text_boxes as tb

CAPTION = " · ".join([unbroken("level 3 reached in the stock"), unbroken("stakes ×18"),
                      "the cards face up score for the defenders"])


def widest_line(lines: list[tb.Line], measure: Mono) -> float:
    """The widest row any line draws, wrapped as the window wraps it."""
    from tricktable.presentation.seat_plates import wrap

    return max(measure.advance(ln.font, row) for ln in lines
               for row in wrap([ln.text], lambda t, f=ln.font: measure.advance(f, t), ln.w))


def test_a_unit_too_wide_for_the_badge_breaks_and_every_row_fits_inside_it():
    m = Mono()
    box, lines = tb.label("badge", "Preferred Three", CAPTION, 12.0, 150.0, m)
    assert box.w <= 150.0
    for ln in lines:
        assert ln.x >= box.x and ln.x + ln.w <= box.x + box.w
    assert widest_line(lines, m) <= lines[1].w + 0.5
    assert NBSP not in lines[1].text


def test_units_that_fit_are_kept_whole():
    m = Mono()
    _box, lines = tb.label("badge", "Preferred Three", CAPTION, 12.0, 400.0, m)
    assert unbroken("level 3 reached in the stock") in lines[1].text
    assert unbroken("stakes ×18") in lines[1].text
