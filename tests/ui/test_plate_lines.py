"""The words on the seat plates at the table's usual sizes: every plate's lines at one size
where its room allows (a declarer's "Preferred Three · 0 tricks" was a point smaller than the
other plates' lines at 1024 x 640), and notes measured at the width they are drawn in."""

from __future__ import annotations

import pytest

from tricktable.games.registry import available_games
from tricktable.presentation import felt_colours as fc
from tricktable.presentation import text_boxes as tb
from tricktable.presentation.layout import Rect
from tricktable.ui.seat_plate import MEASURE, SeatPlate
from window_helpers import open_past_its_summary, record_where, show_window


def _preferred_three(action) -> bool:
    """Nineteen auctions that end in a Preferred Three."""
    return action.type != "bid" or action.get("bid") in ("preferred-3", "pass")


def _playing_preferred_three(st) -> bool:
    return st.stage == "play" and st.bid == "preferred-3" and st.to_act == 0


@pytest.mark.skipif("nineteen" not in available_games(), reason="Nineteen not installed")
def test_a_declarers_long_deal_line_keeps_the_size_of_every_other_plates_lines(
        qtbot, worker, home):
    """At 1024 x 640 "Preferred Three · 0 tricks" was a few pixels too wide for its plate and
    drawn a point smaller than "0 tricks" beside it, not for its notes: it is in two rows at
    the plates' size, the plate grown for them, as the notes are."""
    w = show_window(qtbot, worker, size=(1024, 640))
    doc = next(d for seed in range(1, 40) if (d := record_where(
        "nineteen", {"players": 4}, seed, 0, _playing_preferred_three, steps=600,
        prefer=_preferred_three)) is not None)
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    body = tb.plate_fonts(w.table.model.lay.font_px)[1]
    declarer = next(p for p in w.table.felt.plates if p.deal_line.endswith("Preferred Three"))
    for plate in w.table.felt.plates:
        laid = plate.layout()
        rows = [line for line in laid.lines[2:] if line.ink == fc.PLATE_SOFT]
        assert " · ".join(row.text for row in rows) == plate.deal_line, plate.deal_line
        assert all(row.font == body for row in rows), (plate.name, rows)
        assert laid.notes_font == body and " ".join(laid.notes) == " ".join(plate.notes)
    # the points and tricks on the row every plate has, the bid under them
    assert len(declarer.layout().lines) > 3 and \
        declarer.layout().lines[3].text == "Preferred Three"
    w.controller.shutdown()


def test_a_plate_grown_for_its_notes_shows_them_whole_at_the_width_it_is_drawn(qtbot):
    """A plate measured its notes at its width before rounding, a fraction wider than drawn:
    a note that just fit the measured width took a second line as drawn, and the plate, grown
    for one, showed it smaller or cut short ("Royal Honours, the …") until the window's next
    size. Here the plate is given a width a hair over the note's, drawn a pixel narrower."""
    note = "Royal Honours, the Sparrow"
    for tenths in range(105, 115):
        font_px = tenths / 10
        body = tb.plate_fonts(font_px)[1]
        width = MEASURE.advance(body, note) + 2 * font_px * 0.7 + 0.05
        if 0.1 < width % 1 < 0.45:  # rounded down when drawn
            break
    else:
        pytest.fail("no width rounded down")
    plate = SeatPlate(1)
    plate.set_info("Bot 1", "34", "0 tricks", [note], False, False)
    plate.fit(Rect(10, 10, width, 40), Rect(10, 10, width, 400), font_px, False)
    laid = plate.layout()
    assert laid.notes_font == body, "the notes in the plates' size"
    assert " ".join(laid.notes) == note and not laid.notes[-1].endswith("…")
