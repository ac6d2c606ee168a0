"""Where a long name breaks onto two lines, measured with a fixed-width stand-in: on a seat plate
(presentation/text_boxes: between words, or after a hyphen when the first word is too wide
beside the total) and over a score column (presentation/score_headers: two lines where they
show more of the name than one)."""

from __future__ import annotations

from mono_metrics import Mono
from tricktable.presentation import text_boxes as tb
from tricktable.presentation.score_headers import two_line_texts
from tricktable.presentation.seat_plates import PlateInfo

M = Mono()


def room(chars: int):
    return lambda text: len(text) <= chars


def test_a_name_breaks_between_its_words_and_after_a_hyphen_the_last_break_first():
    assert tb.name_breaks("Jean-Christophe Lefebvre") == [
        ("Jean-Christophe", "Lefebvre"), ("Jean-", "Christophe Lefebvre")]
    assert tb.name_breaks("Ada") == [] and tb.name_breaks("Ada-") == []


def test_a_plate_needs_a_line_more_only_for_a_name_its_first_line_cannot_hold():
    """The plate grows for the name's second line (``seat_plate.fit``) only when it must."""
    short = PlateInfo("Ada", "0", "Solo · 0 tricks", ["Bid Solo"], False, False)
    long = short._replace(name="Maximilian Alexanderson")
    assert tb.name_line_need(short, 90, 11, M) == 0
    assert tb.name_line_need(long, 90, 11, M) > M.height(tb.plate_fonts(11)[0])
    assert tb.plate_need(long, 90, 11, M) > tb.plate_need(short, 90, 11, M)
    assert tb.name_line_need(long._replace(name="Maximilianalexanderson"), 90, 11, M) == 0


def test_score_headers_take_two_lines_where_they_show_more_of_the_name():
    wholes = ["Maximilian Alexanderson", "Bartholomew Fitzgerald", "East", "Computer 2"]
    one = ["Maxim…", "Barth…", "East", "Comp 2"]
    assert two_line_texts(wholes, one, room(6)) == \
        ["Maxim…\nAlexa…", "Barth…\nFitzg…", "East", "Comp 2"]
    # names that would read the same on two lines keep the headers that tell them apart
    twins = ["Maximilian Smith", "Maximilian Smyth"]
    assert two_line_texts(twins, ["Ma…th", "Ma…yth"], room(3)) == ["Ma…th", "Ma…yth"]
