"""Barbu's "Redouble whom?" at 1024x640: the toggled button said "doubled you: double the" over
"bet" alone on its line (60-zoom): the line was wrapped at the button's full width, the last
word left over. It now wraps in lines of even length, in the button's own line type."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetricsF

from tricktable.presentation import felt_colours as fc
from tricktable.presentation import text_boxes as tb
from tricktable.ui.seat_plate import MEASURE, qfont
from window_helpers import load_at, show_window


def _redouble(st) -> bool:
    """The person redoubles the one player who doubled them (a lone toggle)."""
    return st.stage == "redouble" and st.to_act == 0 and len(st.legal_actions()) == 2


def _wrapped_lines(font: tb.Font, text: str, width: float) -> list[str]:
    """``text`` word-wrapped in ``width`` as the painter does: a word goes down when it does
    not fit on the line."""
    fm = QFontMetricsF(qfont(font))
    lines: list[str] = []
    for word in text.split():
        if lines and fm.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def test_a_toggled_redouble_button_s_line_leaves_no_word_alone(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="instant", size=(1024, 640))
    load_at(qtbot, w, "barbu", {}, 0, _redouble)
    table = w.table
    toggle = table.panel.toggles[0]
    centre = QPointF(toggle.mapTo(table.panel, toggle.rect().center()))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.mapFromScene(table.panel_proxy.mapToScene(centre)))
    assert toggle.isChecked()
    look = fc.button_look(checked=True, primary=False, on_light=False, hover=True,
                          enabled=True, focused=False)
    _box, (_title, drawn) = tb.button(toggle.label, toggle.line, toggle.width(),
                                      toggle.height(), toggle._px, look, MEASURE)
    said = _wrapped_lines(drawn.font, drawn.text, drawn.w)
    assert len(said) == 1 or len(said[-1].split()) > 1, said
    assert drawn.font == tb.button_fonts(toggle._px)[1], "the line kept its type's size"
    w.controller.shutdown()
