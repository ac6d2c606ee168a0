"""A QA tester played a card with Enter and kept the key down two or three seconds: its repeats
played the next outlined card as soon as the person's next turn came (Heart Hunter: the 5♣, then
the card after West led; Nineteen: a card, then the dummy's Juggler). One press is one action: a
go key (Enter, Return, Space) held down plays no card, presses no choice of the panel and picks
no card for a discard, however long it is held, whether its repeats come marked as repeats or,
as X11 sends them when Qt reads them apart, as a release and a press of the same time. Only a
release and a fresh press act again. The keys are sent to the table's view, which has the
keyboard in the window, as the keyboard sends them."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from tricktable.controller import GameController
from tricktable.settings import Seat
from tricktable.ui.table_view import TableView

TIMEOUT_MS = 20_000
TEXT = {Qt.Key.Key_Return: "\r", Qt.Key.Key_Space: " "}
#: how the key's repeats come: marked by Qt as repeats (a release and a press), X11's pair of
#: one time read apart (neither marked), or presses alone with no release (neither marked)
WAYS = ["marked", "same-time pair", "presses alone"]


def seats(n: int) -> list[Seat]:
    return [Seat("You", "human")] + [Seat(f"Bot {i}", "computer") for i in range(1, n)]


def mine(c: GameController) -> list:
    return [a for p, _pos, a in c.state.deal_log.actions if p == 0]


def outlined(table: TableView) -> list[int]:
    return [i.card for i in table.model.hands[0].items if i.focused]


def selected(table: TableView) -> list[int]:
    return [i.card for i in table.model.hands[0].items if i.selected_for_choice]


class Keyboard:
    """One go key on the table's view, with the times a keyboard gives its events."""

    def __init__(self, qtbot, table: TableView, key: Qt.Key) -> None:
        self.qtbot, self.table, self.key = qtbot, table, key
        self.when = 10_000

    def send(self, kind: QEvent.Type, repeat: bool = False, when: int | None = None) -> None:
        event = QKeyEvent(kind, self.key, Qt.KeyboardModifier.NoModifier, TEXT[self.key],
                          repeat)
        event.setTimestamp(self.when if when is None else when)
        QApplication.sendEvent(self.table, event)

    def down(self) -> None:
        """A fresh press: the key goes down."""
        self.when += 500
        self.send(QEvent.Type.KeyPress)

    def repeat(self, way: str) -> None:
        """One repeat of the key held down, sent as ``way`` says."""
        self.when += 33
        if way == "marked":
            self.send(QEvent.Type.KeyRelease, repeat=True)
            self.send(QEvent.Type.KeyPress, repeat=True)
        elif way == "same-time pair":
            self.send(QEvent.Type.KeyRelease)
            self.send(QEvent.Type.KeyPress)
        else:
            self.send(QEvent.Type.KeyPress)
        self.qtbot.wait(15)

    def up(self) -> None:
        self.when += 33
        self.send(QEvent.Type.KeyRelease)

    def hold_until(self, way: str, done, after: int = 12, limit_s: float = 20.0) -> None:
        """Repeats until ``done()`` holds, then ``after`` more (the turn back and waiting)."""
        end = time.monotonic() + limit_s
        while not done():
            assert time.monotonic() < end, "the table never came back to the person"
            self.repeat(way)
        for _ in range(after):
            self.repeat(way)


def my_turn_at_rest(c: GameController, table: TableView) -> bool:
    return c.human_to_act() == 0 and table.animations_idle()


@pytest.mark.parametrize("way", WAYS)
def test_enter_held_after_a_card_plays_nothing_on_the_next_turn(make_table, qtbot, way):
    """Heart Hunter: Right, then Enter held while the computers play and the person's next turn
    comes (the outline waiting there on a card): one card played. Let go and pressed again,
    Enter plays the next."""
    c, table = make_table()
    c.new_game("heart-hunter", {}, seats(4), seed=5)
    qtbot.waitUntil(lambda: my_turn_at_rest(c, table), timeout=TIMEOUT_MS)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    [card] = outlined(table)
    keys = Keyboard(qtbot, table, Qt.Key.Key_Return)
    keys.down()
    assert [a.card for a in mine(c)] == [card], "the fresh press plays the outlined card"
    keys.hold_until(way, lambda: len(c.state.deal_log.actions) > 1
                    and my_turn_at_rest(c, table) and len(outlined(table)) == 1)
    assert len(mine(c)) == 1, f"Enter held down ({way}) played another card"
    assert my_turn_at_rest(c, table)
    [card] = outlined(table)
    keys.up()
    keys.down()
    keys.up()
    qtbot.waitUntil(lambda: len(mine(c)) == 2, timeout=TIMEOUT_MS)
    assert mine(c)[1].card == card, "let go and pressed again, Enter plays the outlined card"


@pytest.mark.parametrize("way", WAYS)
def test_enter_held_from_the_panels_default_chooses_nothing_more(make_table, qtbot, way):
    """Young Hunter: Enter takes the announcement panel's default; held on through the others'
    announcements to the person's first card, it plays nothing (nor shows the outline)."""
    c, table = make_table()
    c.new_game("young-hunter", {}, seats(4), seed=3)
    qtbot.waitUntil(lambda: my_turn_at_rest(c, table), timeout=TIMEOUT_MS)
    assert {a.type for a in c.legal_actions()} == {"announce"}
    table.setFocus()
    keys = Keyboard(qtbot, table, Qt.Key.Key_Return)
    keys.down()
    assert [a.type for a in mine(c)] == ["announce"], "the fresh press takes the default"
    keys.hold_until(way, lambda: my_turn_at_rest(c, table)
                    and {a.type for a in c.legal_actions()} == {"play"})
    assert [a.type for a in mine(c)] == ["announce"], f"Enter held down ({way}) went on"
    assert outlined(table) == [], "nor did its repeats show the outline"


def barbu_contract_outlined(make_table, qtbot) -> tuple[GameController, TableView]:
    """Barbu, the person to choose a contract, the keys on "No Queens" (the panel's first
    choice, where they are as it opens)."""
    c, table = make_table()
    c.new_game("barbu", {}, seats(4), seed=9)
    qtbot.waitUntil(lambda: my_turn_at_rest(c, table), timeout=TIMEOUT_MS)
    table.setFocus()
    assert table.panel.focusWidget().label == "No Queens"
    return c, table


def asked_again(c: GameController, table: TableView) -> bool:
    """The person's next decision after the contract (a double), the table at rest."""
    return len(mine(c)) >= 1 and my_turn_at_rest(c, table)


@pytest.mark.parametrize("way", WAYS)
def test_enter_held_on_a_panels_button_presses_it_once(make_table, qtbot, way):
    """Barbu: the keys on "No Queens", Enter held: the contract is chosen as the key goes down,
    and the held key presses nothing on the panel that asks the person next (a double)."""
    c, table = barbu_contract_outlined(make_table, qtbot)
    keys = Keyboard(qtbot, table, Qt.Key.Key_Return)
    keys.down()
    assert len(mine(c)) == 1, "the fresh press chooses the contract"
    keys.hold_until(way, lambda: asked_again(c, table), after=20)
    assert len(mine(c)) == 1, f"Enter held down ({way}) chose or played again: {mine(c)}"


@pytest.mark.parametrize("way", WAYS)
def test_space_held_on_a_panels_button_presses_it_once(make_table, qtbot, way):
    """Barbu: the keys on "No Queens", Space held a while, then let go: a button clicks as Space
    goes up (as X11's first repeat lets it go, too), and only once."""
    c, table = barbu_contract_outlined(make_table, qtbot)
    keys = Keyboard(qtbot, table, Qt.Key.Key_Space)
    keys.down()
    for _ in range(30):
        keys.repeat(way)
    keys.up()
    qtbot.waitUntil(lambda: asked_again(c, table), timeout=TIMEOUT_MS)
    assert len(mine(c)) == 1, f"Space held down ({way}) chose or played again: {mine(c)}"


@pytest.fixture
def sheepshead_discard(sheepshead_window, qtbot):
    """A table where the person took the window in Sheepshead and now discards."""
    c, table = sheepshead_window
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Up)
    to_take = [b for b in table.panel.buttons if b.label == "Take the window"]
    assert to_take
    for _ in range(6):
        if table.panel.focusWidget() is to_take[0]:
            break
        qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: (d := table.decisions.decision) is not None and d.kind == "discard"
                    and table.animations_idle(), timeout=TIMEOUT_MS)
    return c, table


@pytest.mark.parametrize("way", WAYS)
def test_space_held_on_a_card_of_a_discard_picks_it_once(sheepshead_discard, qtbot, way):
    """Sheepshead's bury: Space on the outlined card picks it; its repeats took the pick back
    and gave it again, one after the other. It stays picked until Space is pressed afresh."""
    _c, table = sheepshead_discard
    qtbot.keyClick(table, Qt.Key.Key_Right)
    [card] = outlined(table)
    keys = Keyboard(qtbot, table, Qt.Key.Key_Space)
    keys.down()
    assert selected(table) == [card]
    for _ in range(5):  # an odd number: toggled by each, the pick would have gone
        keys.repeat(way)
    assert selected(table) == [card], f"Space held down ({way}) took the pick back"
    keys.up()
    keys.down()
    assert selected(table) == [], "pressed afresh, Space takes it back"
