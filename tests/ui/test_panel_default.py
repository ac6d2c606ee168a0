"""The button Enter picks is drawn as the panel's default (the light "primary" look), on every
panel: at Young Hunter's announcement that is "Say nothing" until a taking is toggled, then
"Announce" (what Enter does there is tested in ``test_keyboard_outline.py``). Driven as a person
does: clicks where the buttons are drawn."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from tricktable.settings import Seat
from tricktable.ui.action_panel import ChoiceButton
from tricktable.ui.table_view import TableView

TIMEOUT_MS = 20_000


def seats(n: int) -> list[Seat]:
    return [Seat("You", "human")] + [Seat(f"Bot {i}", "computer") for i in range(1, n)]


def click(qtbot, table: TableView, button: ChoiceButton) -> None:
    """A mouse click where the panel's ``button`` is drawn on the table."""
    inside = button.mapTo(table.panel, QPoint(button.width() // 2, button.height() // 2))
    pt = table.mapFromScene(table.panel_proxy.mapToScene(QPointF(inside)))
    qtbot.mouseMove(table.viewport(), pt)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pt)
    QApplication.processEvents()


def drawn_as_default(table: TableView) -> list[str]:
    return [b.label for b in table.panel.findChildren(ChoiceButton) if b.primary]


def test_say_nothing_is_drawn_as_the_default_until_a_taking_is_toggled(make_table, qtbot):
    c, table = make_table()
    c.new_game("young-hunter", {}, seats(4), seed=3)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(),
                    timeout=TIMEOUT_MS)
    assert {a.type for a in c.legal_actions()} == {"announce"}
    announce = table.panel.confirm
    assert drawn_as_default(table) == ["Say nothing"], "Enter says nothing: so the panel shows"
    click(qtbot, table, table.panel.toggles[0])
    assert drawn_as_default(table) == [announce.label], "Enter announces the toggled taking"
    click(qtbot, table, table.panel.toggles[0])  # untoggled again
    assert drawn_as_default(table) == ["Say nothing"]
