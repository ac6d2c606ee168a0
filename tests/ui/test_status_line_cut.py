"""A status line longer than the bar (the rule that dims cards names every card it concerns; at
the largest text size each letter is wider) ran off the window's edge mid-word, with nothing
to say so (a tester at 1000 px). It now ends in "…" where it is cut, its whole text is its
tooltip and its accessible name, and a long line never makes the window wider."""

from __future__ import annotations

from window_helpers import show_window

LONG = ("Your turn: play a card. You must play a trump: you hold the 21★, the 19★, the 18★, "
        "the 14★, the 12★, the 9★, the 6★ and the 2★, and every one of them may be played.")


def test_a_status_line_too_long_for_the_bar_ends_in_an_ellipsis_and_keeps_its_words(
        qtbot, worker, home):
    w = show_window(qtbot, worker, size=(1000, 640))
    label = w.turn_label
    label.setText(LONG)
    qtbot.wait(50)
    assert w.width() <= 1000, "a long status line made the window wider"
    assert label.cut() and label.toolTip() == LONG and label.accessibleName() == LONG
    image = label.grab().toImage()
    # drawn to the label's right edge, not beyond it: the last few pixels hold the "…"
    inked = [x for x in range(image.width()) for y in range(image.height())
             if image.pixelColor(x, y).lightness() < 100]
    assert inked and max(inked) < label.width() - 1
    label.setText("Your turn: play a card.")
    assert not label.cut() and label.toolTip() == ""
    w.controller.shutdown()
