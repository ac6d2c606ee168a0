"""What a seat plate says (presentation/seat_plates.py) and where the felt's words go
(presentation/felt_places.py), without Qt."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tricktable.engine.cards import FRENCH
from tricktable.engine.protocol import DealScored
from tricktable.games import get_rules
from tricktable.presentation import felt_places as fpl
from tricktable.presentation import seat_plates as sp
from tricktable.presentation.layout import Rect, table_layout

NAMES = ["You", "Ada", "Bert", "Cleo"]


def young_hunter_view():
    return get_rules("young-hunter").new_game(seed=3).view(0)


def test_a_plate_names_its_player_and_shows_the_total_and_the_tricks():
    view = young_hunter_view()
    info = sp.plate_info(view, 1, FRENCH, NAMES, waiting=False)
    assert info.name == "Ada"
    assert info.total == "0"
    assert info.deal_line.endswith("0 tricks")
    assert info.dealer == (view.dealer == 1)
    assert info.to_act == (view.turn == 1)


def test_no_plate_shows_a_turn_while_the_table_waits_for_the_next_deal():
    view = young_hunter_view()
    assert not sp.plate_info(view, view.turn, FRENCH, NAMES, waiting=True).to_act
    assert sp.plate_info(view, view.turn, FRENCH, NAMES, waiting=False).to_act


def test_a_dummy_plate_says_dummy_and_who_plays_it_and_shows_no_score():
    view = young_hunter_view()
    dummy = replace(view, seat_player=[0, 1, None, 3], controller=[0, 1, 0, 3])
    assert sp.seat_name(dummy, 2, NAMES) == ("Dummy · You", 0, True)
    info = sp.plate_info(dummy, 2, FRENCH, NAMES, waiting=False)
    assert (info.name, info.total) == ("Dummy · You", "")
    nobody = replace(dummy, controller=[0, 1, None, 3])
    assert sp.seat_name(nobody, 2, NAMES) == ("Dummy", 2, True)


def test_a_player_without_a_name_is_numbered_from_one():
    assert sp.player_name(NAMES[:2], 3) == "Player 4"
    assert sp.player_name(NAMES, 1) == "Ada"


def test_under_the_summary_a_plate_shows_the_deal_just_scored():
    view = young_hunter_view()
    scored = DealScored(1, (5, -3, 0, -2), (12, -3, 4, -13), None)
    info = sp.scored_plate_info(view, 1, NAMES, scored, dealer=True)
    assert info == sp.PlateInfo("Ada", "−3", "This deal: −3", [], True, False)
    barbu = get_rules("barbu").new_game(seed=3).view(0)  # a game that plays hands
    assert sp.scored_plate_info(barbu, 1, NAMES, scored, dealer=False).deal_line == \
        "This hand: −3"


def test_a_screen_reader_hears_name_score_deal_notes_dealer_and_thinking():
    info = sp.PlateInfo("Ada", "12", "2 tricks", ["Announced ♠J"], True, False)
    assert sp.spoken(info, thinking=True) == \
        "Ada, score 12, 2 tricks, Announced ♠J, dealer, thinking"
    assert sp.spoken(info._replace(deal_line="", dealer=False), False) == \
        "Ada, score 12, Announced ♠J"


def test_notes_wrap_word_by_word_and_a_long_word_keeps_its_own_line():
    def advance(text: str) -> float:
        return len(text)

    assert sp.wrap(["one two three", "four"], advance, 8) == ["one two", "three", "four"]
    assert sp.wrap(["abcdefghijkl xy"], advance, 5) == ["abcdefghijkl", "xy"]
    assert sp.wrap([""], advance, 5) == []


def test_a_bubble_sits_beside_its_plate_inside_the_table():
    lay = table_layout(4, 1600, 1000)
    plate = lay.seat(1).plate
    x, y, over = fpl.bubble_place(lay, lay.seat(1).side, plate, 100, 40)
    assert not over
    assert lay.margin + 50 <= x <= lay.width - 50 - lay.margin
    assert lay.margin + 20 <= y <= lay.height - 20 - lay.margin
    side = lay.seat(1).side
    if side == "left":
        assert x - 50 >= plate.right
    elif side == "right":
        assert x + 50 <= plate.x


def _overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


@pytest.mark.parametrize("size", [(880, 570), (1116, 696), (800, 600), (2400, 1400)])
@pytest.mark.parametrize("max_hand", [8, 13, 18])
def test_the_bottom_seats_bubble_lies_clear_of_its_own_hand(size, max_hand):
    """Seen at 1280 x 720 in Nineteen: the person's bubble "lays set 1 face up and looks at
    set 2" lay above their plate and under their hand's first cards. It wraps to the felt left
    of the hand, right above the plate."""
    lay = table_layout(4, *size, max_hand=max_hand)
    seat = lay.seat(0)
    w = fpl.bubble_width(lay, seat.side, seat.hand)
    assert w >= lay.card_h
    h = lay.font_px * 3
    others = [r for o in lay.seats if o.position != 0 for r in (o.plate, o.hand)]
    x, y, _over = fpl.bubble_place(lay, seat.side, seat.plate, w, h, (), others, seat.hand)
    box = Rect(x - w / 2, y - h / 2, w, h)
    assert not _overlap(box, seat.hand), (box, seat.hand)
    assert not any(_overlap(box, r) for r in others), box
    assert box.bottom <= seat.plate.y, "right above its own plate"


@pytest.mark.parametrize("positions, dummies, speakers", [
    (4, (), (0, 1, 2, 3)), (3, (), (0, 1, 2)), (4, (3,), (0, 1, 2)), (4, (1, 3), (0, 2))])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (2400, 1400)])
def test_a_bubble_hides_no_other_seat_s_plate_or_hand(positions, dummies, speakers, size):
    """Every table shape the games use (Nineteen for three and two seat dummies): a seat's
    words hide nothing of another seat; for two, where your dummy's plate lies above yours,
    yours go into the room left between them, or over your own plate's lower part."""
    lay = table_layout(positions, *size, dummies=dummies)
    w, h = lay.font_px * 9, lay.font_px * 2
    for seat in lay.seats:
        if seat.position not in speakers:
            continue
        others = [r for o in lay.seats if o.position != seat.position for r in (o.plate, o.hand)]
        x, y, over = fpl.bubble_place(lay, seat.side, seat.plate, w, h, (), others)
        box = Rect(x - w / 2, y - h / 2, w, h)
        assert not over
        assert not any(_overlap(box, r) for r in others), (seat.side, box)
        if dummies == (1, 3) and seat.side == "bottom":  # in the room left above its plate,
            assert box.bottom <= seat.plate.bottom  # or over the plate's lower part


def test_a_bubble_never_hides_behind_the_decision_panel():
    lay = table_layout(4, 1600, 1000)
    plate = Rect(700, 800, 200, 60)
    panel = Rect(600, 650, 400, 140)  # right above the bottom plate, where its bubble goes
    _x, y, over = fpl.bubble_place(lay, "bottom", plate, 100, 40, [panel])
    assert y + 20 <= panel.y and not over
    huge = Rect(0, 0, 1600, 1000)
    assert fpl.bubble_place(lay, "bottom", plate, 100, 40, [huge])[2]


def test_a_bubble_keeps_clear_of_the_toast_above_the_panel_too():
    """The toast over the panel lies level with the side seats' plates: a side seat's bubble
    goes under its own plate (the felt there free: above lies its own hand), the bottom seat's
    above the toast."""
    lay = table_layout(4, 1600, 1000)
    panel = Rect(500, 620, 600, 150)
    toast = Rect(300, 560, 1000, 50)
    for pos in range(4):
        seat = lay.seat(pos)
        plate = {"left": Rect(seat.plate.x, 560, seat.plate.w, 60),
                 "right": Rect(seat.plate.x, 560, seat.plate.w, 60),
                 "bottom": Rect(700, 800, 200, 60)}.get(seat.side, seat.plate)
        x, y, over = fpl.bubble_place(lay, seat.side, plate, 100, 40, [panel, toast])
        box = Rect(x - 50, y - 20, 100, 40)
        for r in (panel, toast):
            assert not (box.x < r.right and r.x < box.right and box.y < r.bottom
                        and r.y < box.bottom), (seat.side, r)
        assert not over
        if seat.side == "bottom":
            assert box.bottom <= toast.y
        elif seat.side != "top":
            assert box.y >= plate.bottom, (seat.side, box, plate)


def test_the_toast_goes_above_the_panel_when_one_is_up():
    lay = table_layout(4, 1600, 1000)
    _x, y = fpl.toast_centre(lay, 40, None)
    assert y == lay.panel.bottom - 20 - lay.gap
    assert fpl.toast_centre(lay, 40, 500)[1] == 500 - 20 - lay.gap
    assert fpl.toast_centre(lay, 40, 0)[1] == 20 + lay.margin  # never off the table


def test_the_last_trick_shown_again_names_who_played_and_who_took_it():
    lay = table_layout(4, 1600, 1000)
    trick = [(0, 5), (1, 9), (2, 20), (3, 40)]
    title = fpl.last_trick_title(2, NAMES.__getitem__)
    assert title == "The last trick, taken by Bert"
    assert fpl.last_trick_title(-1, NAMES.__getitem__) == "The last trick"
    places = fpl.last_trick_places(lay, trick, 2, 30, NAMES.__getitem__)
    assert [words for _x, _y, words in places.labels] == ["You", "Ada", "Bert  ✓", "Cleo"]
    xs = [x for x, _y in places.cards]
    assert xs == sorted(xs) and len(set(xs)) == 4
    assert all(lay.centre.x <= x <= lay.centre.right for x in xs)
    assert 40 <= places.card_h <= lay.card_h


def test_the_last_trick_taken_by_a_dummy_is_titled_with_whose_dummy_it_is():
    """The plate's "Dummy · Ada" is a label; in the title's sentence it reads "Ada's dummy"."""
    plates = ["You", "Dummy · You", "Dummy · Ada", "Dummy"]
    assert fpl.last_trick_title(1, plates.__getitem__) == "The last trick, taken by your dummy"
    assert fpl.last_trick_title(2, plates.__getitem__) == "The last trick, taken by Ada's dummy"
    assert fpl.last_trick_title(3, plates.__getitem__) == "The last trick, taken by the dummy"
    assert fpl.last_trick_title(0, plates.__getitem__) == "The last trick, taken by you"


def test_a_name_under_a_card_of_the_last_trick_wraps_only_after_a_dummy_s_mark():
    nbsp = "\u00a0"
    assert fpl.unbroken_name("Dummy · Bot 1") == f"Dummy{nbsp}· Bot{nbsp}1"
    assert fpl.unbroken_name("Ada") == "Ada"
    lay = table_layout(4, 1600, 1000)
    places = fpl.last_trick_places(lay, [(0, 5), (1, 9)], 1, 30,
                                   ["Dummy · You", "Computer 1"].__getitem__)
    assert [words for _x, _y, words in places.labels] == [
        f"Dummy{nbsp}· You", f"Computer{nbsp}1  ✓"]


def test_notes_that_do_not_fit_go_smaller_and_only_then_are_cut_short():
    def body(text: str) -> float:
        return len(text) * 3.0

    def small():
        return (lambda text: len(text) * 1.0), 8.0

    notes = ["aaaa bbbb cccc dddd"]
    # room for two 10 px lines: the body font wraps into four, the smaller one into one
    fit = sp.fit_notes(notes, 20, 21, body, 10.0, small)
    assert fit == sp.NotesFit(True, ["aaaa bbbb cccc dddd"], False)
    assert sp.fit_notes(notes, 60, 21, body, 10.0, small) == \
        sp.NotesFit(False, ["aaaa bbbb cccc dddd"], False)
    # not even the smaller font holds them: the lines there is room for, marked as cut
    fit = sp.fit_notes(notes * 3, 20, 9, body, 10.0, small)
    assert fit == sp.NotesFit(True, ["aaaa bbbb cccc dddd"], True)


def test_a_plate_grows_as_far_as_its_notes_need_within_its_room_upward_for_the_person():
    rect, room = Rect(10, 100, 200, 60), Rect(10, 40, 200, 200)
    assert sp.grown(rect, room, 50, grow_up=False) is rect
    assert sp.grown(rect, room, 90, grow_up=False) == Rect(10, 100, 200, 90)
    assert sp.grown(rect, room, 90, grow_up=True) == Rect(10, 70, 200, 90)
    assert sp.grown(rect, room, 500, grow_up=True) == Rect(10, 40, 200, 200)  # never past it


def test_a_plate_s_height_counts_its_first_line_its_deal_line_and_each_line_of_notes():
    bare = sp.plate_height(10, 14, 12, False, 0)
    assert sp.plate_height(10, 14, 12, True, 0) == pytest.approx(bare + 12 * 1.05)
    assert sp.plate_height(10, 14, 12, False, 3) == pytest.approx(bare + 3 * 12 * 1.02)


def test_a_long_name_is_drawn_smaller_to_fit_but_no_smaller_than_a_floor():
    assert sp.name_scale(80, 100) is None
    assert sp.name_scale(0, 100) is None
    assert sp.name_scale(125, 100) == pytest.approx(0.8)
    assert sp.name_scale(1000, 100) == 0.72
    assert sp.name_scale(1000, 100, smallest=0.5) == 0.5


@pytest.mark.parametrize("size", [(1044, 650), (880, 570), (1600, 1000)])
def test_a_side_seats_bubble_beside_the_panel_lies_on_free_felt_not_on_its_own_hand(size):
    """Nineteen at 1280 x 720: the auction's panel reached East's plate, and East's "passes"
    went above the plate, onto East's own face-down cards, with free felt below the plate."""
    lay = table_layout(4, *size)
    for pos in (1, 3):
        seat = lay.seat(pos)
        w, h = lay.font_px * 5, lay.font_px * 2
        # a panel wide enough to reach the spot beside the plate
        panel = Rect(seat.plate.right + 2 if seat.side == "left" else lay.width * 0.2,
                     seat.plate.y - 10, lay.width * 0.6 - (seat.plate.right + 2), 200) \
            if seat.side == "left" else Rect(lay.width * 0.2, seat.plate.y - 10,
                                             seat.plate.x - 2 - lay.width * 0.2, 200)
        others = [r for o in lay.seats if o.position != pos for r in (o.plate, o.hand)]
        x, y, over = fpl.bubble_place(lay, seat.side, seat.plate, w, h, [panel], others,
                                      seat.hand)
        box = Rect(x - w / 2, y - h / 2, w, h)
        assert not over
        for r in (panel, seat.hand, seat.plate, *others):
            assert not _overlap(box, r), (seat.side, box, r)


def test_a_dummy_s_plate_names_a_long_named_owner_by_a_first_word_no_one_else_has():
    """Nineteen for 2's dummies read "Dummy · Barthol…" and "Dummy · Alexan…": the owner's
    name, which tells them apart, was cut. A long name is shortened to its first word, whole,
    unless another player's name starts with the same word; a short one stays whole."""
    names = ["Alexandra Konstantinopoulou", "Bartholomew Featherstonehaugh", "Bot 1",
             "Alexandra Smith"]
    assert sp.owner_word(names, 1) == "Bartholomew"
    assert sp.owner_word(names, 0) == "Alexandra Konstantinopoulou"  # shared first word
    assert sp.owner_word(names, 2) == "Bot 1"
    assert sp.owner_word(["You", "Featherstonehaugh-Smythe"], 1) == "Featherstonehaugh-Smythe"
