"""A card picked for a discard was told by its blue ring alone; with the keyboard's gold ring on
the same card, picked and not picked looked alike (a colour-blind tester, Nineteen's discard).
A picked card now carries a tick on a disc, in the part of the card a fan leaves in sight;
driven here by the keys a keyboard player uses (Right to outline, Enter to pick, Space to take
the pick back)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor

from window_helpers import click_button

TIMEOUT_MS = 20_000


def _badge_colour(table, item) -> QColor:
    """The colour on screen in ``item``'s tick disc, above the tick (where ``pick_badge`` puts
    the disc on the card as it lies now, lifted and turned in the fan)."""
    centre, r, _tick = item._badge
    at = table.mapFromScene(item.mapToScene(centre + QPointF(0.0, -0.6 * r)))
    return table.viewport().grab().toImage().pixelColor(at)


def _blue(c: QColor) -> bool:
    return c.blue() > 200 and c.red() < 140


def test_a_card_picked_for_a_discard_shows_a_tick_and_one_taken_back_does_not(
        sheepshead_window, qtbot):
    _c, table = sheepshead_window
    click_button(qtbot, table, "Take the window")
    qtbot.waitUntil(lambda: (d := table.decisions.decision) is not None and d.kind == "discard"
                    and table.animations_idle(), timeout=TIMEOUT_MS)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    item = next(i for i in table.model.hands[0].items if i.focused)
    assert not _blue(_badge_colour(table, item))
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert item.selected_for_choice and item.focused
    qtbot.waitUntil(lambda: _blue(_badge_colour(table, item)), timeout=2_000)
    qtbot.keyClick(table, Qt.Key.Key_Space)  # taken back: the tick goes
    assert not item.selected_for_choice
    qtbot.waitUntil(lambda: not _blue(_badge_colour(table, item)), timeout=2_000)
