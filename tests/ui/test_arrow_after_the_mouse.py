"""The keyboard's outline goes when the mouse moves. The first arrow after it took the outline to
the hand's first card (Right) or its last (Left), wherever the person had left it: the place was
lost, and Left from the third card landed at the far right end. It now goes on from the card the
outline was on, as a hidden focus does: it shows again and moves one card that way. Driven as a
person does: arrows on the table, the pointer moved on the felt away from the cards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from tricktable.settings import Seat
from tricktable.ui.table_view import TableView

TIMEOUT_MS = 20_000


def seats(n: int) -> list[Seat]:
    return [Seat("You", "human")] + [Seat(f"Bot {i}", "computer") for i in range(1, n)]


def outlined_at(table: TableView) -> list[int]:
    return [i for i, item in enumerate(table.model.hands[0].items) if item.focused]


def pointer_on_the_felt(qtbot, table: TableView) -> None:
    """The mouse moved in the table's top left corner, where no card lies."""
    qtbot.mouseMove(table.viewport(), QPoint(8, 8))
    qtbot.mouseMove(table.viewport(), QPoint(20, 12))
    assert not any(item.hovered for item in table.model.hands[0].items)


@pytest.mark.parametrize("key, step", [(Qt.Key.Key_Right, 1), (Qt.Key.Key_Left, -1)],
                         ids=["Right", "Left"])
def test_the_first_arrow_after_the_mouse_goes_on_from_where_the_outline_was(
        make_table, qtbot, key, step):
    c, table = make_table()
    c.new_game("heart-hunter", {}, seats(4), seed=8)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(),
                    timeout=TIMEOUT_MS)
    playable = [i for i, item in enumerate(table.model.hands[0].items) if not item.dimmed]
    assert len(playable) >= 4
    table.setFocus()
    for _ in range(2):
        qtbot.keyClick(table, Qt.Key.Key_Right)
    assert outlined_at(table) == [playable[1]]
    pointer_on_the_felt(qtbot, table)
    assert outlined_at(table) == [], "the mouse in use: the outline goes"
    qtbot.keyClick(table, key)
    assert outlined_at(table) == [playable[1 + step]], \
        "the arrow shows the outline again one card on from where it was"
    qtbot.keyClick(table, key)
    assert outlined_at(table) == [playable[(1 + 2 * step) % len(playable)]]


def test_after_a_card_played_with_the_mouse_the_first_arrow_starts_at_the_hands_end(
        make_table, qtbot):
    """The place is the keyboard's: a card played with the mouse leaves none to go on from, and
    Right starts at the first card, as before."""
    from window_helpers import click_item

    c, table = make_table()
    c.new_game("heart-hunter", {}, seats(4), seed=8)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(),
                    timeout=TIMEOUT_MS)
    table.setFocus()
    for _ in range(2):
        qtbot.keyClick(table, Qt.Key.Key_Right)
    pointer_on_the_felt(qtbot, table)
    [at] = [i for i, item in enumerate(table.model.hands[0].items)
            if not item.dimmed][1:2]
    click_item(qtbot, table, table.model.hands[0].items[at])
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > 0 and c.human_to_act() == 0
                    and table.animations_idle()
                    and len(table.model.hands[0].items) == 12, timeout=TIMEOUT_MS)
    pointer_on_the_felt(qtbot, table)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    playable = [i for i, item in enumerate(table.model.hands[0].items) if not item.dimmed]
    assert outlined_at(table) == [playable[0]]
