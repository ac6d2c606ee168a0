"""The plates' and the badge's text at a larger text size (``text_boxes.plates_px`` and
``label_px``), measured with a fixed-width stand-in: at the largest size they had kept the
table's 10 px text with half of each plate empty; grown, a note held together by no-break
spaces ("+ 2 buried cards") was cut to "+ 2 buried ca…"."""

from __future__ import annotations

from mono_metrics import Mono
from tricktable.engine.words import NBSP
from tricktable.presentation import text_boxes as tb
from tricktable.presentation.seat_plates import PlateInfo

M = Mono()
PLAIN = PlateInfo("Bot 2", "0", "0 points · 0 tricks", [], False, False)


def test_at_the_usual_text_size_the_plates_keep_the_tables_size():
    assert tb.plates_px([(PLAIN, 160, 60, 200)], 10, 10, M) == 10


def test_plates_with_room_take_the_larger_text():
    assert tb.plates_px([(PLAIN, 160, 60, 200)], 10, 15, M) == 15


def test_a_plate_without_the_room_keeps_its_text_and_holds_the_others_to_it():
    """One size for all: a plate with no room to grow holds every plate at its size."""
    tight = (PLAIN, 160, 60, 60)
    assert tb.plates_px([(PLAIN, 160, 60, 200), tight], 10, 15, M) < 15
    px = tb.plates_px([(PLAIN, 160, 60, 200), tight], 10, 15, M)
    assert tb.plate_need(PLAIN, 160, px, M) <= 60.5


def test_a_note_that_cannot_break_is_never_cut_for_larger_text():
    note = f"+{NBSP}2{NBSP}buried{NBSP}cards"  # 16 characters held together
    info = PlateInfo("Bot 1", "−4", "0 tricks", ["Player", note], False, False)
    w = 160
    px = tb.plates_px([(info, w, 60, 400)], 10, 18, M)
    assert 10 < px < 18
    laid = tb.plate(info, w, tb.plate_need(info, w, px, M), px, M)
    assert note in [line.text for line in laid.lines]
    assert not any(line.text.endswith("…") for line in laid.lines)
    # at the largest size asked for, the note is wider than the plate: it would be cut
    grown = tb.plate(info, w, tb.plate_need(info, w, 18, M), 18, M)
    assert any(line.text.endswith("…") for line in grown.lines)


def test_a_name_is_not_broken_over_two_lines_for_larger_text():
    info = PlateInfo("Alexandra Konstantinopoulou", "12", "0 tricks", [], False, False)
    w = 240
    usual = tb.plate(info, w, tb.plate_need(info, w, 10, M), 10, M)
    px = tb.plates_px([(info, w, 60, 400)], 10, 15, M)
    laid = tb.plate(info, w, tb.plate_need(info, w, px, M), px, M)
    assert tb._name_lines(laid) == tb._name_lines(usual) == 1
    assert px > 10


def test_the_badge_grows_within_its_band_and_not_beyond_it():
    text, caption = "Phase 1", "points added until someone reaches 50"
    px = tb.label_px("badge", text, caption, 10, 15, 170, 90, M)
    assert 10 < px <= 15
    assert tb.label("badge", text, caption, px, 170, M)[0].h <= 90.5
    low = tb.label("badge", text, caption, 10, 170, M)[0].h
    assert tb.label_px("badge", text, caption, 10, 15, 170, low, M) == 10


def test_a_plate_grows_its_text_only_with_a_line_to_spare():
    """A plate with just the room for its words at the larger size would have to shrink all
    the plates when its next note comes (a taking announced): a tester saw them jump mid-deal.
    The larger size is taken only with room for one more line."""
    need = tb.plate_need(PLAIN, 160, 15, M)
    line = M.height(tb.plate_fonts(15)[1])
    assert tb.plates_px([(PLAIN, 160, 60, need + line)], 10, 15, M) == 15
    assert tb.plates_px([(PLAIN, 160, 60, need + line / 2)], 10, 15, M) < 15


def test_a_dealers_name_keeps_its_size_and_weight_beside_the_disc_and_total():
    """On a deal's summary the dealer's "North", squeezed between the disc and the total at the
    larger size, was drawn plain and smaller than the line under it."""
    info = PlateInfo("North", "51", "This deal: +5", [], True, False)
    w = 120
    px = tb.plates_px([(info, w, 60, 400)], 10, 18, M)
    assert px > 10
    laid = tb.plate(info, w, max(60, tb.plate_need(info, w, px, M)), px, M)
    assert laid.name.text == "North" and laid.name.font.bold
    assert laid.name.font.px >= tb.plate_fonts(px)[0].px - 1
    # larger, the name is squeezed: plain and smaller than its own size, or cut
    squeezed = [size for size in (16, 17, 18) if (lambda big: big.name.text != "North" or (
        big.name.font.px < tb.plate_fonts(size)[0].px - 1 or not big.name.font.bold))(
        tb.plate(info, w, max(60, tb.plate_need(info, w, size, M)), size, M))]
    assert squeezed, "the test's plate must be one the larger sizes squeeze"
