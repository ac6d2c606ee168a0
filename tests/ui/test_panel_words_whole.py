"""Every word of the decision panel's buttons is drawn, at 1024 x 640 with the scores and the
deal log open. A tester in Nineteen (West declared Partnership, the person a defender holding
the Juggler) read "promise: the Juggler (1★) takes the" under "The Sparrow", the rest cut off
without a sign: a button's line was held to three rows. After Contra and The Sparrow were
picked, Declare said "1 declaration," only: it kept the height it was laid out for with its
first line, "pick one first". Each button's line is laid out here as Qt wraps it, at the
width and in the font it is painted with, and must fit the height it is given."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QTextLayout, QTextOption

from tricktable.ui.seat_plate import qfont
from window_helpers import open_both_panels, open_past_its_summary, record_where, show_window


def _toggles(state) -> set:
    """The toggles the declaration panel shows: each declaration and each contra."""
    keys = set()
    for a in state.legal_actions():
        if a.type != "declare":
            return set()
        keys |= {("contra", t) for t in a.get("contras", ())}
        keys |= {("declare", d) for d in a.get("declarations", ())}
    return keys


def _doubled_back(st) -> bool:
    """Barbu: another player doubled the person, who may double them back ("doubled you
    already: doubling back counts twice", four rows in a toggle at 1024 x 640)."""
    if st.stage != "double" or st.to_act != 0:
        return False
    view = st.view(0)
    return view.declarer != 0 and any(d[1] == 0 for d in view.doubles) \
        and any(a.get("targets") for a in st.legal_actions())


#: the tester's panel: Contra the bid, Slam and The Sparrow in one row; one of five toggles in
#: rows of two; Barbu's doubles; a lone Slam stretched across the panel
PANELS = {
    "the tester's": ("nineteen", {"players": 4}, lambda st: st.stage == "declare"
                     and st.to_act == 0 and len(keys := _toggles(st)) == 3
                     and ("declare", "sparrow") in keys),
    "five toggles": ("nineteen", {"players": 4}, lambda st: st.stage == "declare"
                     and st.to_act == 0 and len(_toggles(st)) >= 5),
    "doubled back": ("barbu", {}, _doubled_back),
    "one toggle": ("nineteen", {"players": 4}, lambda st: st.stage == "declare"
                   and st.to_act == 0 and _toggles(st) == {("declare", "slam")}),
}


def _at(panel: str) -> dict:
    game, options, wanted = PANELS[panel]
    for seed in range(1, 40):
        doc = record_where(game, options, seed, 0, wanted, steps=3000)
        if doc is not None:
            return doc
    raise AssertionError("no such position came up")


def _rows(line) -> tuple[list[str], float]:
    """The rows ``line`` is drawn in, wrapped at its width as ``paint_lines`` wraps it, and
    their height."""
    layout = QTextLayout(line.text, qfont(line.font))
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    rows, height = [], 0.0
    while (row := layout.createLine()).isValid():
        row.setLineWidth(line.w)
        rows.append(line.text[row.textStart():row.textStart() + row.textLength()].strip())
        height += row.height()
    layout.endLayout()
    return rows, height


def _cut_words(panel) -> list[str]:
    """What each button of ``panel`` fails to show of its line."""
    wrong = []
    for b in [*panel.toggles, *panel.buttons]:
        if not b.line:
            continue
        _box, lines, _look = b.laid_out()
        drawn = next((ln for ln in lines if ln.wrap), None)
        if drawn is None:
            wrong.append(f"{b.label}: no line drawn for {b.line!r}")
            continue
        rows, height = _rows(drawn)
        if re.sub(r"\s", "", "".join(rows)) != re.sub(r"\s", "", b.line):
            wrong.append(f"{b.label}: {b.line!r} drawn as {rows}")
        if height > drawn.h + 0.5 or drawn.y + height > b.height():
            wrong.append(f"{b.label}: {rows} need {height:.1f} px, "
                         f"{drawn.h:.1f} px given in a button {b.height()} px high")
    return wrong


def _spare_rows(panel) -> list[str]:
    """The toggles standing taller than the words of the tallest need where they are drawn:
    measured at a narrower width than the panel gave it, a lone "Slam" stood three rows high
    round its one row."""
    needs = []
    for b in panel.toggles:
        _box, lines, _look = b.laid_out()
        drawn = next(ln for ln in lines if ln.wrap)
        needs.append((_rows(drawn)[1], drawn))
    most, drawn = max(needs, key=lambda n: n[0])
    row = _rows(drawn._replace(text="x"))[1]
    return [] if drawn.h - most < row else [f"{drawn.h:.1f} px given for {most:.1f} px"]


def _click_toggle(qtbot, table, name: str) -> None:
    """A real click on the panel's toggle whose label holds ``name``, where it is drawn."""
    button = next(b for b in table.panel.toggles if name in b.label)
    at = table.panel_proxy.mapToScene(QPointF(button.mapTo(table.panel, button.rect().center())))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(at))
    qtbot.waitUntil(lambda: button.isChecked(), timeout=2_000)


def _panel_clear_of_the_hand(window) -> None:
    table = window.table
    panel = table.panel_proxy.sceneBoundingRect()
    felt = table.mapToScene(table.viewport().rect()).boundingRect()
    assert felt.contains(panel), f"the panel {panel} leaves the felt {felt}"
    for card in table.model.hands[0].items:
        assert not card.sceneBoundingRect().intersects(panel), "the panel covers the hand"


@pytest.mark.parametrize("panel", PANELS)
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_toggles_panel_shows_every_word_of_its_buttons(qtbot, worker, home, size,
                                                               panel):
    window = show_window(qtbot, worker, size=size)
    table = window.table
    open_past_its_summary(qtbot, window, _at(panel))
    open_both_panels(qtbot, window)
    qtbot.waitUntil(lambda: window.controller.human_to_act() == 0 and table.animations_idle()
                    and table.panel_proxy.isVisible() and bool(table.panel.toggles),
                    timeout=10_000)
    assert _cut_words(table.panel) == []
    assert _spare_rows(table.panel) == []
    _panel_clear_of_the_hand(window)
    # as the tester did, Contra then The Sparrow (or the first two): the confirm button's line
    # grows ("1 declaration, 1 contra"); then the rest, its longest counts
    labels = [b.label for b in table.panel.toggles]
    firsts = [n for n in labels if "Contra" in n or "Sparrow" in n][:2]
    for name in [*firsts, *(n for n in labels if n not in firsts)]:
        _click_toggle(qtbot, table, name)
        assert _cut_words(table.panel) == [], f"after {name} was picked"
    _panel_clear_of_the_hand(window)
    window.controller.shutdown()
