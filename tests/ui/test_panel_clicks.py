"""Panel buttons clicked the way a person clicks them: a mouse press and release on the table's
viewport at the button's drawn position, so the event travels view -> scene -> proxy -> button
and back out again. A button that rebuilds its own panel must not be deleted while that event is
still being delivered (a real click on Barbu's "Trump…" used to kill the program)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsProxyWidget, QWidget

from tricktable.controller import GameController, Seat
from tricktable.ui.card_art import CardArt
from tricktable.ui.table_view import TableView


@pytest.fixture
def make_table(qtbot, worker, home):
    made: list[GameController] = []

    def make(speed: str = "instant", size: tuple[int, int] = (1280, 800)):
        c = GameController(worker=worker, autosave=False)
        c.set_speed(speed)
        table = TableView(c, CardArt())
        table.set_speed(speed)
        qtbot.addWidget(table)
        table.resize(*size)
        table.show()
        qtbot.waitExposed(table)
        made.append(c)
        return c, table

    yield make
    for c in made:
        c.shutdown()


def seats(n: int) -> list[Seat]:
    return [Seat("You", "human")] + [Seat(f"Bot {i}", "computer") for i in range(1, n)]


def view_point(table: TableView, proxy: QGraphicsProxyWidget, widget: QWidget) -> QPoint:
    """Where ``widget`` (inside the proxy's widget) is drawn, in viewport coordinates."""
    inside = widget.mapTo(proxy.widget(), QPoint(widget.width() // 2, widget.height() // 2))
    return table.mapFromScene(proxy.mapToScene(QPointF(inside)))


def click_in_view(qtbot, table: TableView, proxy: QGraphicsProxyWidget, widget: QWidget) -> None:
    pt = view_point(table, proxy, widget)
    qtbot.mouseMove(table.viewport(), pt)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pt)
    QApplication.processEvents()


def panel_button(table: TableView, label: str):
    return next(b for b in table.panel.buttons if b.label == label)


def test_a_real_click_on_trump_opens_the_suits_without_deleting_the_clicked_button(
        make_table, qtbot):
    c, table = make_table()
    c.new_game("barbu", {}, seats(4), seed=9)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(), timeout=10_000)
    for _ in range(3):
        click_in_view(qtbot, table, table.panel_proxy, panel_button(table, "Trump…"))
        assert [b.label for b in table.panel.buttons][-1] == "Back"
        click_in_view(qtbot, table, table.panel_proxy, panel_button(table, "Back"))
        assert table.panel.buttons[0].label == "No Queens"
    click_in_view(qtbot, table, table.panel_proxy, panel_button(table, "Dominoes…"))
    click_in_view(qtbot, table, table.panel_proxy, table.panel.buttons[0])
    qtbot.waitUntil(lambda: "Dominoes" in (c.view().get("contract_title") or ""),
                    timeout=5_000)
