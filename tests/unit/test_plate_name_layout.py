"""A long two-word name on a seat plate (presentation/text_boxes.plate), measured with a
fixed-width stand-in: its second line was put one line of the *shrunk* font under the first, so
it was drawn over the first line's lower half and inside the dealer's disc; and a first word
with no room between the disc and the total cut the name ("Alexan…") on one plate and broke it
on another, by the total's width. The layout is now right in ``text_boxes`` itself."""

from __future__ import annotations

from mono_metrics import Mono
from tricktable.presentation import felt_colours as fc
from tricktable.presentation import text_boxes as tb
from tricktable.presentation.seat_plates import PlateInfo

M = Mono()
LONG = "Alexandra Konstantinopoulou"


def _words(plate: tb.Plate) -> list[tuple[float, float, float, float]]:
    """Where each name line's words are drawn (left, top, right, bottom)."""
    return [tb._text_box(line, M) for line in plate.lines[1:]
            if line.ink == fc.TEXT and line.font.bold and line.text]


def _apart(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def _shown(plate: tb.Plate) -> str:
    return "".join(line.text for line in plate.lines[1:]
                   if line.ink == fc.TEXT and line.font.bold)


def test_a_name_on_two_lines_beside_the_disc_has_its_second_line_under_the_first_and_the_disc():
    """Beside a dealer's disc and a short total the name is shrunk to fit: its second line
    lies under the first line's whole height and under the disc."""
    info = PlateInfo(LONG, "7", "0 tricks", [], True, False)
    need = tb.plate_need(info, 120, 12, M)
    plate = tb.plate(info, 120, need, 12, M)
    first, second = plate.lines[1], plate.lines[2]
    assert (first.text, second.text) == ("Alexandra", "Konstantinopoulou")
    assert second.y >= first.y + M.height(tb.plate_fonts(12)[0])
    assert plate.disc is not None and second.y >= plate.disc[1] + plate.disc[2]
    assert _apart(*_words(plate))


def test_a_first_word_with_no_room_beside_the_disc_and_total_puts_the_name_under_them():
    """A three-figure total leaves "Alexandra" no room beside the disc: the name goes on lines
    of its own under the disc and the total, whole, whatever the total's width, and the plate
    asks for the height it takes."""
    for total in ("7", "-126"):
        info = PlateInfo(LONG, total, "0 tricks", ["Bid 3"], True, False)
        need = tb.plate_need(info, 120, 12, M)
        plate = tb.plate(info, 120, need, 12, M)
        assert _shown(plate).replace(" ", "") == LONG.replace(" ", ""), \
            [line.text for line in plate.lines]
        words = _words(plate)
        disc = plate.disc
        assert disc is not None
        for i, a in enumerate(words):
            assert _apart(a, (disc[0], disc[1], disc[0] + disc[2], disc[1] + disc[2]))
            assert all(_apart(a, b) for b in words[i + 1:])
        last = max(tb._text_box(line, M)[3] for line in plate.lines if line.text)
        assert last <= need - 12 * 0.7 * 0.6 + 1, (last, need)
