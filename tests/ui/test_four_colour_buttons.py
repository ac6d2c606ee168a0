"""With the four-colour deck (Settings: diamonds blue, clubs green on the cards) the decision
panel's suit signs kept the two-colour deck's: Barbu's Trump suit chooser drew "♦ Diamonds" red
beside blue diamonds in the hand, and "♣ Clubs" white. A sign on a button now takes the cards'
colours, and follows the setting as it is tried in Settings, without a restart."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from tricktable import settings as store
from window_helpers import click_button, load_at, open_settings, show_window

KINDS = {
    "red": lambda c: c.red() > 170 and c.green() < 140 and c.blue() < 140,
    "blue": lambda c: c.blue() > 170 and c.red() < 140,
    "green": lambda c: c.green() > 170 and c.red() < 150 and c.blue() < 150,
}


def _inks(w, button) -> dict[str, int]:
    """How many of the button's pixels are red, blue and green as the window shows it now (what
    was last drawn on the screen, not the button painted anew for the test)."""
    QApplication.processEvents()
    shot = w.screen().grabWindow(w.winId()).toImage()
    ratio = shot.devicePixelRatio()
    corner = w.table.panel_proxy.mapToScene(QPointF(button.mapTo(w.table.panel,
                                                                 button.rect().topLeft())))
    at = w.table.viewport().mapTo(w, w.table.mapFromScene(corner))
    counts = dict.fromkeys(KINDS, 0)
    for y in range(button.height()):
        for x in range(button.width()):
            c = QColor(shot.pixel(int((at.x() + x) * ratio), int((at.y() + y) * ratio)))
            for kind, test in KINDS.items():
                counts[kind] += test(c)
    return counts


def test_suit_signs_on_buttons_take_the_four_colour_decks_colours_as_it_is_chosen(
        qtbot, worker, home):
    w = show_window(qtbot, worker, store.Settings(tips=False, hints=False), size=(1024, 640))
    load_at(qtbot, w, "barbu", {}, 0,
            lambda st: st.to_act == 0 and st.stage == "contract" and st.declarer == 0
            and st.used[0] == 0)
    click_button(qtbot, w.table, "Trump…")
    qtbot.waitUntil(lambda: any(b.label == "♦ Diamonds" for b in w.table.panel.buttons),
                    timeout=5_000)
    qtbot.wait(50)
    by_label = {b.label: b for b in w.table.panel.buttons}
    diamonds, clubs = by_label["♦ Diamonds"], by_label["♣ Clubs"]
    before = _inks(w, diamonds)
    assert before["red"] > 10 and before["blue"] == 0, before
    dlg = open_settings(qtbot, w)
    box = dlg.switches["four_colour"]
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().bottomLeft() / 2)
    assert box.isChecked()
    qtbot.wait(50)
    after, club = _inks(w, diamonds), _inks(w, clubs)  # tried on the table, the dialog open
    assert after["blue"] > 10 and after["red"] == 0, after
    assert club["green"] > 10, club
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().bottomLeft() / 2)
    qtbot.wait(50)
    back = _inks(w, diamonds)  # unticked: red again
    assert back["red"] > 10 and back["blue"] == 0, back
    dlg.reject()
    w.controller.shutdown()
