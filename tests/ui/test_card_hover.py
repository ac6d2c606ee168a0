"""The pointer over a card of the person's hand raises it only when a click on it would act: a
card to play, a card to select for a discard. While the panel asks something the cards take no
part in (an announcement, a bid, a contract) the hand stays down under the pointer. Driven as a
person does: the pointer moved to where the card is drawn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from tricktable.settings import Seat
from tricktable.ui.card_item import CardItem
from tricktable.ui.table_view import TableView

TIMEOUT_MS = 20_000


def seats(n: int) -> list[Seat]:
    return [Seat("You", "human")] + [Seat(f"Bot {i}", "computer") for i in range(1, n)]


def hover(qtbot, table: TableView, item: CardItem) -> None:
    """The pointer goes to the card (from outside the hand, so that it enters it), at a point
    where it is the topmost thing drawn (a point a little inside the card's box missed the turned
    card at the fan's left end when it was the one to play)."""
    qtbot.mouseMove(table.viewport(), QPoint(5, 5))
    qtbot.mouseMove(table.viewport(), on_card(table, item))
    QApplication.processEvents()


def on_card(table: TableView, item: CardItem) -> QPoint:
    """A point of the viewport where the card is the topmost thing drawn (a card at the fan's
    end is drawn turned in its picture, where a point of its box can miss it)."""
    box = item.sceneBoundingRect()
    for fy in (0.5, 0.35, 0.65, 0.2, 0.8):
        for fx in (0.1, 0.2, 0.3, 0.05, 0.4, 0.5):
            pt = table.mapFromScene(QPointF(box.left() + box.width() * fx,
                                            box.top() + box.height() * fy))
            if table.items(pt)[:1] == [item]:
                return pt
    raise AssertionError(f"no point shows the card {item.card}")


def my_hand(table: TableView) -> list[CardItem]:
    return table.model.hands[table.model.bottom_position()].items


def test_a_card_under_the_pointer_stays_down_while_the_panel_asks_for_an_announcement(
        make_table, qtbot):
    c, table = make_table()
    c.new_game("young-hunter", {}, seats(4), seed=3)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(),
                    timeout=TIMEOUT_MS)
    assert {a.type for a in c.legal_actions()} == {"announce"}
    assert table.panel_proxy.isVisible()
    item = my_hand(table)[2]
    hover(qtbot, table, item)
    qtbot.wait(300)  # longer than the lift's animation
    assert item.hovered, "the pointer is on the card"
    assert item.lift == 0.0, "a click on the card would do nothing: it is not raised"


def test_a_playable_card_under_the_pointer_is_raised_when_the_play_comes(make_table, qtbot):
    c, table = make_table()
    c.new_game("young-hunter", {}, seats(4), seed=3)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(),
                    timeout=TIMEOUT_MS)
    c_done = len(c.state.deal_log.actions)
    say_nothing = next(b for b in table.panel.buttons if b.label == "Say nothing")
    qtbot.mouseMove(table.viewport(), QPoint(5, 5))
    inside = say_nothing.mapTo(table.panel, QPoint(say_nothing.width() // 2,
                                                   say_nothing.height() // 2))
    pt = table.mapFromScene(table.panel_proxy.mapToScene(QPointF(inside)))
    qtbot.mouseMove(table.viewport(), pt)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pt)
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > c_done, timeout=TIMEOUT_MS)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle()
                    and {a.type for a in c.legal_actions()} == {"play"}, timeout=TIMEOUT_MS)
    legal = {a.card for a in c.legal_actions()}
    item = next(i for i in my_hand(table) if i.card in legal)
    hover(qtbot, table, item)
    qtbot.waitUntil(lambda: item.lift > 0.0, timeout=2_000)


def test_a_played_card_the_pointer_leaves_in_flight_does_not_stop_the_table(make_table, qtbot):
    """A card raised under the pointer, clicked, and left by the pointer while it flew to the
    trick started the hover's lowering on the card the flight was lowering too; Qt then stops the
    older animation's whole group, the flight, without its "finished", and the table waited for
    it for ever: the trick stayed on the felt with the person's turn announced and every card
    dimmed (seen in the real window, clicking quickly along the hand)."""
    c, table = make_table("normal")
    c.new_game("heart-hunter", {"players": 4}, seats(4), seed=5)
    for _deal_card in range(3):  # three of the person's cards, each left at once
        qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle()
                        and {a.type for a in c.legal_actions()} == {"play"},
                        timeout=TIMEOUT_MS)
        legal = {a.card for a in c.legal_actions()}
        item = next(i for i in my_hand(table) if i.card in legal)
        hover(qtbot, table, item)
        qtbot.waitUntil(lambda item=item: item.lift > 0.0, timeout=2_000)
        done = len(c.state.deal_log.actions)
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=on_card(table, item))
        qtbot.mouseMove(table.viewport(), QPoint(5, 5))  # the pointer leaves the flying card
        qtbot.waitUntil(lambda done=done: len(c.state.deal_log.actions) > done,
                        timeout=TIMEOUT_MS)
        qtbot.waitUntil(table.animations_idle, timeout=5_000)  # it lands; the table goes on
        # the hover's lift is gone; a card that won its trick keeps the lift the trick gives
        # its winning card while it lingers (then the trick goes to the winner's side)
        won = any(item.card in cards and winner == 0 for _l, cards, winner
                  in c.state.deal_log.tricks)
        assert item not in my_hand(table)
        assert item.lift == (pytest.approx(table.model.lay.card_h * 0.07) if won else 0.0)


def test_the_first_arrow_starts_from_the_card_the_pointer_raised(make_table, qtbot):
    """A card raised under the pointer looked like the one the keys were on; the first Left
    jumped to the far right end of the hand instead, and Enter played that card. The first
    arrow now steps from the raised card."""
    c, table = make_table()
    c.new_game("heart-hunter", {}, seats(4), seed=8)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(),
                    timeout=TIMEOUT_MS)
    hand = my_hand(table)
    playable = [i for i, item in enumerate(hand) if not item.dimmed]
    assert len(playable) >= 3, "the person leads: every card may be played"
    middle = playable[len(playable) // 2]
    hover(qtbot, table, hand[middle])
    qtbot.waitUntil(lambda: hand[middle].hovered, timeout=3_000)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Left)
    left = max(i for i in playable if i < middle)
    assert [i for i, item in enumerate(hand) if item.focused] == [left]
    # and only the outlined card stays raised: the one under the resting pointer comes down
    # (two raised cards left unclear which one Enter plays)
    qtbot.waitUntil(lambda: hand[middle].lift == 0.0, timeout=3_000)
    assert [i for i, item in enumerate(hand) if item.lift > 0] == [left]
