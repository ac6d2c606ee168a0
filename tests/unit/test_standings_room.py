"""The final standings box's room on the felt (``standings_room``), as plain numbers: the felt
around the summary only, off the players' plates when it can be, and smaller text rather than
a box laid over something."""

from __future__ import annotations

from tricktable.presentation import standings_room as room

#: a 1024 x 640 window's felt and a Heart Hunter summary on it (screen pixels)
FELT = (2, 21, 809, 599)
CARD = (163, 233, 488, 248)


def test_a_box_that_fits_above_the_summary_lies_there_next_to_it():
    """Above the summary, centred on it and just above it: where the eye goes on."""
    x, y = room.fitted((300, 150), FELT, CARD)
    assert y + 150 == CARD[1] - room.GAP
    assert x == CARD[0] + CARD[2] // 2 - 150


def test_a_box_too_large_for_the_felt_around_the_summary_has_no_place():
    """391 x 235 fits neither above (212 px), under (139), nor beside (160) the summary: the
    window makes it smaller rather than lay it over the summary or off the felt."""
    assert room.fitted((391, 235), FELT, CARD) is None


def test_every_place_found_is_on_the_felt_and_off_the_summary():
    for size in [(100, 100), (140, 400), (300, 190), (700, 120)]:
        at = room.fitted(size, FELT, CARD)
        assert at is not None
        box = (*at, *size)
        assert not room.overlap(box, CARD)
        assert FELT[0] <= box[0] and box[0] + box[2] <= FELT[0] + FELT[2]
        assert FELT[1] <= box[1] and box[1] + box[3] <= FELT[1] + FELT[3]


def test_the_box_slides_off_a_players_plate_when_the_room_allows():
    plate = (170, 27, 148, 62)
    at = room.fitted((300, 150), FELT, CARD, [plate])
    assert at is not None and not room.overlap((*at, 300, 150), plate)
    assert room.fitted((780, 150), FELT, CARD, [plate], strict=True) is None
    assert room.fitted((780, 150), FELT, CARD, [plate]) is not None


def test_the_felt_off_the_screen_is_no_room():
    """A window larger than its screen: only the felt the person sees counts."""
    assert room.clip((2, 21, 1569, 1024), (0, 0, 800, 800)) == (2, 21, 798, 779)
    assert room.clip((900, 0, 100, 100), (0, 0, 800, 800)) == (900, 0, 100, 100)


def test_the_text_is_made_smaller_only_down_to_a_readable_size():
    assert room.scales(13)[-1] * 13 >= room.MIN_TEXT_PX - 0.5
    assert room.scales(12) == [s for s in room.SCALES if round(12 * s) >= room.MIN_TEXT_PX]
    assert room.scales(8) == [1.0]


def test_with_no_room_at_all_the_box_goes_under_the_summarys_last_words():
    """Over the summary's buttons (the box has its own "Play again"), never its words."""
    x, y = room.last_resort((300, 100), FELT, 440)
    assert y == 440 + room.GAP and FELT[0] <= x
    assert room.last_resort((300, 300), FELT, 440)[1] == FELT[1] + FELT[3] - 300
