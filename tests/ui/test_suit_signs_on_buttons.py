"""Barbu's Trump contract: the suit chooser drew "♦ Diamonds" and "♥ Hearts" all white on their
dark buttons (45-trump-suit), as if the red suits were black. A suit sign on a button now takes
its suit's colour: a red light enough to read on a dark button, the cards' red on a light one."""

from __future__ import annotations

from PySide6.QtGui import QColor

from tricktable import settings as store
from tricktable.presentation import felt_colours as fc
from window_helpers import click_button, load_at, show_window


def _reddish(button) -> int:
    """How many of the button's drawn pixels are red (the suit sign, if it is red)."""
    image = button.grab().toImage()
    count = 0
    for yy in range(image.height()):
        for xx in range(image.width()):
            c = QColor(image.pixel(xx, yy))
            if c.red() > 170 and c.green() < 140 and c.blue() < 140:
                count += 1
    return count


def test_the_trump_suit_chooser_draws_diamonds_and_hearts_red(qtbot, worker, home):
    w = show_window(qtbot, worker, store.Settings(tips=False, hints=False), size=(1024, 640))
    load_at(qtbot, w, "barbu", {}, 0,
            lambda st: st.to_act == 0 and st.stage == "contract" and st.declarer == 0
            and st.used[0] == 0)
    click_button(qtbot, w.table, "Trump…")
    qtbot.waitUntil(lambda: any(b.label.endswith("Hearts") for b in w.table.panel.buttons),
                    timeout=5_000)
    qtbot.wait(50)
    by_label = {b.label: b for b in w.table.panel.buttons}
    red = {label: _reddish(b) for label, b in by_label.items() if label[:1] in "♣♦♥♠"}
    assert set(red) == {"♣ Clubs", "♦ Diamonds", "♥ Hearts", "♠ Spades"}, red
    assert red["♦ Diamonds"] > 10 and red["♥ Hearts"] > 10, red
    assert red["♣ Clubs"] == 0 and red["♠ Spades"] == 0, red
    w.controller.shutdown()


def test_a_red_sign_reads_on_light_and_dark_buttons_alike():
    """The red of a sign against the button's words' colour: dark red where the words are dark
    (a light button), light red where they are light (a dark button); black suits as words."""
    light = fc.button_look(checked=True, primary=False, on_light=False, hover=False,
                           enabled=True, focused=False)
    dark = fc.button_look(checked=False, primary=False, on_light=False, hover=False,
                          enabled=True, focused=False)
    assert fc.sign_ink("♦", light.title) == fc.RED_SIGN_ON_LIGHT
    assert fc.sign_ink("♥", dark.title) == fc.RED_SIGN_ON_DARK
    assert fc.sign_ink("♠", dark.title) == dark.title
