"""What lies on the table according to a view (presentation/table_piles.py), without a window:
the hands as the viewer sees them, the stock or window, the Dominoes rows, who sits where."""

from __future__ import annotations

from tricktable.engine.view import display_order
from tricktable.games.registry import get_rules
from tricktable.presentation import table_piles as tp
from views import make_view as _view


def test_a_hidden_hand_shows_as_many_backs_as_it_holds_and_a_known_one_its_cards():
    view = _view()
    assert tp.hand_wanted(view, 1, True) == [(None, False)] * 3
    assert tp.hand_wanted(view, 0, True) == [(1, True), (3, True)]
    assert tp.hand_wanted(view, 0, False) == [(1, False), (3, False)], "a hand not yet revealed"


def test_trumps_lie_at_the_right_of_a_hand_in_the_order_the_view_gives():
    view = _view(trumps=1 << 1 | 1 << 3, trump_order=(3, 1))
    assert display_order([1, 3, 20, 40], view)[-2:] == [3, 1]


def test_a_sheepshead_hand_sorts_its_plain_suits_by_what_beats_what():
    """Seen in the window: 10♥ K♥ A♥, as the card codes run; in Sheepshead the ten beats the
    king, so a player holds K♥ 10♥ A♥ (the trumps, queens and jacks among them, at the right)."""
    from tricktable.engine.cards import card

    st = get_rules("sheepshead").new_game(1)
    view = st.view(0)
    hand = [card(c) for c in ("AH", "10H", "KH", "7H", "QH", "9C", "10C", "JC", "7D")]
    shown = [get_rules("sheepshead").codec.short(c) for c in display_order(hand, view)]
    assert shown == ["7♥", "K♥", "10♥", "A♥", "9♣", "10♣", "7♦", "J♣", "Q♥"]


def test_the_stock_shows_each_card_face_up_when_the_view_knows_it():
    assert tp.stock_wanted(_view(stock=[None, None])) == ([(None, False)] * 2, 0)
    assert tp.stock_wanted(_view(stock=[7, None, None], stock_sets=2)) == (
        [(7, True), (None, False), (None, False)], 2)


def test_a_window_lies_face_down_until_it_is_taken_and_then_leaves_the_table():
    state = get_rules("sheepshead").new_game(seed=4)
    assert tp.stock_wanted(state.view(1)) == ([(None, False)] * 2, 0)
    while state.stage == "window":
        state.apply(next(a for a in state.legal_actions() if a.type == "take"))
    assert state.player is not None
    for viewer in range(3):
        assert tp.stock_wanted(state.view(viewer)) == ([], 0)


def test_a_stock_in_slots_shows_the_cards_still_on_the_table_set_by_set():
    from tricktable.games.nineteen_views import stock_on_table
    assert stock_on_table([7, None, 9, None], (-1, -1, 0, -1), 0, False) == [7, None, None]
    assert stock_on_table([7, None, 9, None], (-1, -1, 0, -1), 0, True) == [], \
        "a stock gone unseen to the defenders is off the table"
    state = get_rules("nineteen").new_game(seed=4)
    assert tp.stock_wanted(state.view(0)) == ([(None, False)] * 6, 0)


def test_the_dominoes_rows_show_only_while_they_are_built():
    assert tp.dominoes_wanted(_view(row_cards=1 << 4 | 1 << 5)) == [(4, True), (5, True)]
    assert tp.dominoes_wanted(_view(row_cards=None)) == []
    assert get_rules("barbu").new_game(seed=1).view(0).row_cards is None


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
