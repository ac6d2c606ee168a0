"""No word alone on the last line of the felt's labels: Sheepshead's badge read "trumps, under
every queen and" over a lone "jack" in a tester's 1280 x 800 window. Laid out here with the
window's own font, as the painter wraps it."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextLayout, QTextOption

from tricktable import settings as store
from tricktable.ui.seat_plate import qfont
from window_helpers import record_where, show_window, wait_for_person


def _rows(line) -> list[str]:
    """The rows ``line`` is drawn in, wrapped at its width as ``paint_lines`` wraps it."""
    layout = QTextLayout(line.text, qfont(line.font))
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    rows = []
    while (row := layout.createLine()).isValid():
        row.setLineWidth(line.w)
        rows.append(line.text[row.textStart():row.textStart() + row.textLength()].strip())
    layout.endLayout()
    return rows


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (1440, 900)])
def test_the_sheepshead_badge_leaves_no_word_alone_on_its_last_line(qtbot, worker, home, size):
    doc = record_where("sheepshead", {}, 3, 0, lambda st: st.to_act == 0)
    w = show_window(qtbot, worker, store.Settings(tips=False), size=size)
    w.controller.load_record(doc)
    wait_for_person(qtbot, w)
    badge = w.table.felt.badge
    qtbot.waitUntil(lambda: badge.isVisible() and bool(badge.caption), timeout=3_000)
    caption = badge.lines[-1]
    rows = _rows(caption)
    assert all(len(r.split()) > 1 for r in rows[1:]), f"a lone word under the badge: {rows}"
    w.controller.shutdown()
