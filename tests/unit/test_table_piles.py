"""What lies on the table according to a view (presentation/table_piles.py), without a window:
the hands as the viewer sees them, the stock or window, the Dominoes rows, who sits where."""

from __future__ import annotations

from tricktable.presentation import table_piles as tp


def _view(**extra) -> dict:
    view = {"hands": [0b1010, None, None], "hand_sizes": [2, 3, 0], "trick": [], "tricks": [],
            "controller": [0, 1, 2]}
    view.update(extra)
    return view


def test_a_hidden_hand_shows_as_many_backs_as_it_holds_and_a_known_one_its_cards():
    view = _view()
    assert tp.hand_wanted(view, 1, True) == [(None, False)] * 3
    assert tp.hand_wanted(view, 0, True) == [(1, True), (3, True)]
    assert tp.hand_wanted(view, 0, False) == [(1, False), (3, False)], "a hand not yet revealed"


def test_trumps_lie_at_the_right_of_a_hand_in_the_order_the_view_gives():
    view = _view(trumps=1 << 1 | 1 << 3, trump_order=[3, 1])
    assert tp.sort_cards([1, 3, 20, 40], view)[-2:] == [3, 1]


def test_a_window_lies_face_down_until_shown_and_leaves_the_table_when_taken():
    assert tp.stock_wanted(_view(window_size=2)) == ([(None, False)] * 2, 0)
    assert tp.stock_wanted(_view(window=[5, 6], window_size=2)) == ([(5, True), (6, True)], 0)
    assert tp.stock_wanted(_view(window=[5, 6], window_size=2, window_player=1)) == ([], 0)


def test_a_stock_in_slots_shows_the_cards_still_on_the_table_set_by_set():
    view = _view(stock_known=[7, None, 9, None], slot_owner=[-1, -1, 0, -1], set_size=2)
    assert tp.stock_wanted(view) == ([(7, True), (None, False), (None, False)], 2)


def test_the_dominoes_rows_show_only_while_they_are_built():
    assert tp.dominoes_wanted(_view(stage="dominoes", table=1 << 4 | 1 << 5)) == [(4, True),
                                                                                 (5, True)]
    assert tp.dominoes_wanted(_view(stage="play", table=1 << 4)) == []


def test_the_viewer_sits_at_the_seat_the_view_names_and_a_dummy_belongs_to_nobody():
    view = _view(hands=[None, 0b11, 0b1010], seat=2, seat_player=[0, None, 1],
                 controller=[0, 1, 1])
    assert tp.bottom_position(view) == 2
    assert tp.seat_owner(view, 1) is None and tp.seat_of(view, 1) == 2
    assert tp.player_of(view, 1) == 1, "the dummy is played by the player at seat 2"
    assert tp.is_exposed(view, 1, 2) and not tp.is_exposed(view, 0, 2)
    assert tp.table_shape(view, 2) == (3, 2, (1,))


def test_the_last_trick_is_told_in_the_order_played_from_its_leader():
    view = _view(tricks=[(1, [8, 9, 10], 2)])
    assert tp.last_trick(view) == ([(1, 8), (2, 9), (0, 10)], 2)
    assert tp.last_trick(_view()) == ([], -1)
