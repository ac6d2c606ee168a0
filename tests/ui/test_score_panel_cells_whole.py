"""Every score in the score panel whole, at every window width: a Nineteen total of "−1008"
read "−10…" in one column while "−1098" stood whole in the next. The font was fitted to the
columns' average width (a stretched column can be a pixel narrower) and its size rounded up as
often as down."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtGui import QFontMetrics

from tricktable.presentation.score_fit import PADDING
from window_helpers import record_where, show_window


def _late_nineteen() -> dict:
    """A four-player Nineteen game in its last hand, with totals of four figures."""
    def late(state) -> bool:
        return len(state.history) >= 3 and state.to_act == 0
    for seed in range(1, 30):
        doc = record_where("nineteen", {"players": 4}, seed, 0, late, steps=2000)
        if doc is not None and any(abs(t) >= 1000 for d in doc["deals"] for t in
                                   d.get("totals", [])):
            return doc
    raise AssertionError("no game with a total of four figures")


def test_every_score_in_the_panel_is_whole_at_every_width(qtbot, worker, tmp_path: Path):
    w = show_window(qtbot, worker, size=(960, 600))
    w.controller.load_record(json.loads(json.dumps(_late_nineteen())))
    panel = w.score_panel
    t = panel.table
    cut = []
    for width in range(960, 1500, 9):
        w.resize(width, 640 + (width - 960) // 4)
        qtbot.wait(30)
        for r in range(t.rowCount()):
            for c in range(t.columnCount()):
                item = t.item(r, c)
                if item is None or not item.text():
                    continue
                need = QFontMetrics(item.font()).horizontalAdvance(item.text()) + PADDING
                if need > t.columnWidth(c):
                    cut.append((width, item.text(), need, t.columnWidth(c)))
    assert not cut, cut[:5]
