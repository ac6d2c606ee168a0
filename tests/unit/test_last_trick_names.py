"""The names under the last trick's cards fitted to their slots (presentation/felt_places):
"Maximiliane Bartholomew-Smythe" was laid out wider than its label, cut on both sides, its
second line below the veil. Measured here with a font of fixed-width letters."""

from __future__ import annotations

from itertools import pairwise

from tricktable.presentation import felt_places as fpl
from tricktable.presentation import text_boxes as tb
from tricktable.presentation.layout import table_layout

NBSP = "\u00a0"
FONT = tb.Font(10, True)


class Letters:
    """Every character 6 px wide, lines 12 px high; cut short from the right with "…"."""

    def advance(self, font: tb.Font, text: str) -> float:
        return 6.0 * len(text)

    def height(self, font: tb.Font) -> float:
        return 12.0

    def elide(self, font: tb.Font, text: str, width: float) -> str:
        if self.advance(font, text) <= width:
            return text
        keep = max(0, int(width // 6) - 1)
        return text[:keep] + "…"

    def wrapped(self, font: tb.Font, text: str, width: float, centre: bool):
        return min(width, 6.0 * max(len(t) for t in text.split("\n"))), 12.0 * (
            text.count("\n") + 1)


def lines(text: str) -> list[str]:
    return [line.replace(NBSP, " ") for line in text.split("\n")]


def test_a_name_that_fits_stays_whole_on_one_line_with_its_tick():
    assert lines(fpl.fitted_name("Bot 1", "  ✓", 60, FONT, Letters())) == ["Bot 1  ✓"]


def test_a_long_name_wraps_between_its_words_and_is_cut_with_an_ellipsis_where_it_must():
    fitted = lines(fpl.fitted_name("Maximiliane Bartholomew-Smythe", "", 72, FONT, Letters()))
    assert fitted == ["Maximiliane", "Bartholomew…"]
    assert all(len(line) * 6 <= 72 for line in fitted)
    three = lines(fpl.fitted_name("Ann Bea Cid Dot Eve Fay", "  ✓", 42, FONT, Letters()))
    assert three[0] == "Ann Bea" and three[1].endswith("…  ✓"), three  # the tick is kept
    assert len(three) == fpl.LABEL_LINES and all(len(line) * 6 <= 42 for line in three)


def test_a_dummy_s_mark_goes_on_its_own_line_before_the_player_s_name():
    assert lines(fpl.fitted_name("Dummy · Bot 1", "", 50, FONT, Letters())) == [
        "Dummy ·", "Bot 1"]


def test_the_names_fit_their_card_s_slot_inside_the_centre_area():
    lay = table_layout(4, 1024, 640)
    names = ["Maximiliane Bartholomew-Smythe", "Bot 1", "Konstantinos Papadopoulos", "Bot 3"]
    places = fpl.last_trick_places(lay, [(p, 5 + p) for p in range(4)], 1, 30,
                                   names.__getitem__, Letters())
    xs = [x for x, _top, _words in places.labels]
    assert min(b - a for a, b in pairwise(xs)) >= places.label_w
    pad = places.label_px * 0.8
    for _x, top, words in places.labels:
        assert all(len(line) * 6 <= places.label_w - 2 * pad for line in lines(words))
        height = 12.0 * len(lines(words)) + pad * 1.5
        assert top + height <= lay.centre.bottom, "below the veil"
