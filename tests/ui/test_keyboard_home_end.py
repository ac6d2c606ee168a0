"""Keyboard play on the hand: Home and End did nothing; they now take the outline to the first
and the last card that may be played, as the arrows stop only on those. And the outline the
arrows left went on to the neighbouring card when the person then played with the mouse, and
waited there for their next turn, where a reflex Enter played it: a card played with the mouse
lets the next turn start with no card outlined. A card played from the keyboard keeps the
keyboard's outline for the next turn (its player goes on with the keys)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.controller import GameController
from tricktable.settings import Seat
from tricktable.ui.table_view import TableView
from window_helpers import click_item

TIMEOUT_MS = 20_000


def seats(n: int) -> list[Seat]:
    return [Seat("You", "human")] + [Seat(f"Bot {i}", "computer") for i in range(1, n)]


def outlined(table: TableView) -> list[int]:
    return [i.card for pile in table.model.hands.values() for i in pile.items if i.focused]


def mine(c: GameController) -> int:
    return sum(1 for p, _pos, _a in c.state.deal_log.actions if p == 0)


def my_turn(qtbot, c: GameController, table: TableView, done: int = 0) -> None:
    """The person's turn once they have played ``done`` cards, the table at rest."""
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle()
                    and mine(c) >= done, timeout=TIMEOUT_MS)


def test_home_and_end_outline_the_first_and_the_last_card_that_may_be_played(
        make_table, qtbot):
    c, table = make_table()
    c.new_game("heart-hunter", {}, seats(4), seed=5)
    for turn in range(13):  # a trick where the suit led leaves some cards unplayable
        my_turn(qtbot, c, table, turn)
        hand = [i.card for i in table.model.hands[0].items]
        legal = {a.card for a in c.legal_actions()}
        if 2 <= len(legal) < len(hand) and hand[0] not in legal and hand[-1] not in legal:
            break
        c.submit(c.legal_actions()[0])
    else:
        raise AssertionError("no trick with the hand's end cards unplayable came")
    playable = [card for card in hand if card in legal]
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_End)
    assert outlined(table) == [playable[-1]]
    qtbot.keyClick(table, Qt.Key.Key_Home)
    assert outlined(table) == [playable[0]]
    qtbot.keyClick(table, Qt.Key.Key_Right)  # the arrows go on from there
    assert outlined(table) == [playable[1]]


def test_a_card_played_with_the_mouse_leaves_no_outline_for_the_next_turn(make_table, qtbot):
    c, table = make_table()
    c.new_game("heart-hunter", {}, seats(4), seed=5)
    my_turn(qtbot, c, table)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)  # looked along the hand with the arrows
    [card] = outlined(table)
    played = mine(c)
    # then clicked, the pointer resting where it was since (no move took the outline away)
    click_item(qtbot, table, next(i for i in table.model.hands[0].items if i.card == card))
    qtbot.waitUntil(lambda: mine(c) > played, timeout=TIMEOUT_MS)
    my_turn(qtbot, c, table, played + 1)
    assert outlined(table) == [], "a card was outlined for a reflex Enter"
    qtbot.keyClick(table, Qt.Key.Key_Return)  # shows the outline, plays nothing
    assert mine(c) == played + 1 and len(outlined(table)) == 1


def test_a_card_played_from_the_keyboard_keeps_the_outline_for_the_next_turn(
        make_table, qtbot):
    c, table = make_table()
    c.new_game("heart-hunter", {}, seats(4), seed=5)
    my_turn(qtbot, c, table)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    played = mine(c)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    my_turn(qtbot, c, table, played + 1)
    [card] = outlined(table)
    assert card in {a.card for a in c.legal_actions()}
