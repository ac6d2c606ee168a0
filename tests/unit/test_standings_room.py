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


def test_the_box_as_made_a_little_smaller_comes_before_it_is_wrapped_narrow():
    """At 1280 x 720 a three-player Heart Hunter's standings were wrapped into a box 152 px
    wide over East's plate ("Final / standings" on two lines, the title bar cut to "He… le")
    while the felt above the summary had room for the box a little smaller: over the plates,
    the box as made is tried down to ``WIDE_BEFORE_NARROW`` before any narrow one."""
    from tricktable.presentation.standings_room import CLEAR_OF_PLATES, WIDE_BEFORE_NARROW, tries

    order = tries([1.0, 0.92, 0.85, 0.78, 0.72, 0.66])
    first_narrow_over = next(i for i, (_s, clear, narrow) in enumerate(order)
                             if narrow and not clear)
    wide_over = [i for i, (s, clear, narrow) in enumerate(order)
                 if not narrow and not clear and s >= WIDE_BEFORE_NARROW]
    assert wide_over and max(wide_over) < first_narrow_over, order
    # off the plates first, as made then narrow, no smaller than CLEAR_OF_PLATES
    assert [(s, n) for s, clear, n in order if clear] == \
        [(1.0, False), (0.92, False), (0.85, False), (1.0, True), (0.92, True), (0.85, True)]
    assert all(s >= CLEAR_OF_PLATES for s, clear, _n in order if clear)
    assert len(order) == len(set(order))
