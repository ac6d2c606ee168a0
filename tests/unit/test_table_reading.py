"""What the table reads from the controller (presentation/table_reading.py), without a window:
who sits at the bottom, what each hand shows, where the stock lies, which hand the person plays
from now."""

from __future__ import annotations

from types import SimpleNamespace

from tricktable.engine.cards import FRENCH
from tricktable.presentation.layout import table_layout
from tricktable.presentation.table_reading import TableReading
from views import make_view


class Reading(TableReading):
    def __init__(self, view, human=None, shown=True, stock_sets=0):
        self.controller = SimpleNamespace(
            view=lambda: view, seats=[SimpleNamespace(name=n) for n in ("Ann", "Bob", "Cy")],
            viewer=0, hands_shown=lambda: shown, human_to_act=lambda: human)
        self.positions = 4
        self.stock_sets = stock_sets
        self.layout = table_layout(3, 1200, 800) if view is not None else None


def test_without_a_view_the_table_keeps_its_shape_and_the_viewer_sits_at_the_bottom():
    reading = Reading(None)
    assert reading.shape(None) == (4, 0, ())
    assert reading.bottom_position() == 0
    assert reading.codec is FRENCH
    assert reading.names() == ["Ann", "Bob", "Cy"]


def test_the_viewers_hand_lies_face_down_until_the_device_is_passed_on():
    view = make_view()
    assert Reading(view).hands_wanted(view)[0] == (0, [(1, True), (3, True)], True)
    assert Reading(view, shown=False).hands_wanted(view)[0] == (0, [(1, False), (3, False)], True)
    assert Reading(view).hands_wanted(view)[1] == (1, [(None, False)] * 3, False)


def test_the_stock_lies_in_sets_only_before_the_play_begins():
    view = make_view(stock=[None] * 6, stock_sets=2)
    assert Reading(view, stock_sets=2).stock_in_sets()
    assert not Reading(view).stock_in_sets()
    played = make_view(stock=[None] * 6, trick=[5], trick_positions=[0])
    assert not Reading(played, stock_sets=2).stock_in_sets()


def test_the_person_plays_from_a_dummy_named_by_its_place_and_not_from_their_own_hand():
    dummy = make_view(hands=[0b1010, 0b1100, None], seat_player=[0, None, 2],
                      controller=[0, 0, 2], turn=1)
    reading = Reading(dummy, human=0)
    assert reading.acting_position() == 1
    assert reading.acting_words() == f"the dummy {_side_words(reading, 1)}"
    own = make_view(turn=0)
    assert Reading(own, human=0).acting_position() == 0
    assert Reading(own, human=0).acting_words() is None
    assert Reading(own, human=None).acting_position() is None


def _side_words(reading, pos):
    from tricktable.presentation.table_piles import SIDE_WORDS
    return SIDE_WORDS[reading.lay.seat(pos).side]


def test_a_played_card_joins_the_dominoes_rows_while_they_lie_on_the_table():
    view = make_view()
    reading = Reading(view)
    assert reading.landing(20, 1, False) == (False, reading.lay.trick_place(1))
    assert reading.landing(20, 1, True) == (True, reading.lay.domino_places([20])[0])
    rows = make_view(row_cards=1 << 20)
    assert Reading(rows).landing(20, 1, False)[0], "the view says the rows are being built"


def test_a_new_deal_flies_from_the_dealers_seat_as_a_pile_along_its_side():
    reading = Reading(make_view())
    for pos in range(3):
        seat = reading.lay.seat(pos)
        x, y, turn = reading.deal_origin(pos)
        assert (x, y) == seat.anchor
        assert turn == (90.0 if seat.side in ("left", "right") else 0.0)


def test_plates_are_made_anew_when_the_table_changes_shape():
    view = make_view()
    assert not Reading(view).new_shape(view)
    assert Reading(None).new_shape(view), "no layout yet"
    four = make_view(hands=[0b1010, None, None, None], hand_sizes=[2, 3, 3, 3])
    assert Reading(view).new_shape(four)
