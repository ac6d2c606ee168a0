"""The last trick shown again (L) named each card's player in a label under the card. A long
name ("Maximiliane Bartholomew-Smythe") was laid out wider than its label: drawn centred, it was
cut on both sides ("illiane Barthol… / Smythe"), and its second line hung below the dark veil.
Each label now fits its card's slot, wrapped and cut with "…" where it must be, inside the
veil, with the whole name on hover."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF

from tricktable.ui.seat_plate import qfont
from window_helpers import key_to_window, open_past_its_summary, record_where, show_window

LONG = "Maximiliane Bartholomew-Smythe"
OTHER = "Konstantinos Papadopoulos-Vlachos"


def _last_trick_up(qtbot, worker, size):
    doc = record_where("heart-hunter", {}, 1, 0,
                       lambda st: st.tricks_played >= 2 and st.turn == 0)
    doc["players"][0]["name"] = LONG
    doc["players"][2]["name"] = OTHER
    w = show_window(qtbot, worker, size=size)
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    key_to_window(qtbot, w, Qt.Key.Key_L)
    felt = w.table.felt
    qtbot.waitUntil(lambda: bool(felt.overlay), timeout=3_000)
    return w, felt


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_each_name_under_the_last_trick_fits_its_card_s_slot_inside_the_veil(
        qtbot, worker, home, size):
    w, felt = _last_trick_up(qtbot, worker, size)
    veil = felt.overlay[0].sceneBoundingRect()
    labels = [item for item in felt.overlay[2:] if not hasattr(item, "card")]
    assert len(labels) == 4
    boxes = [label.sceneBoundingRect().adjusted(4, 4, -4, -6) for label in labels]  # no margin
    for label, box in zip(labels, boxes, strict=True):
        assert veil.contains(box), (label.text, box, veil)
        line = label.lines[0]
        metrics = QFontMetricsF(qfont(line.font))
        for part in line.text.split("\n"):  # every line is drawn whole in the label
            assert metrics.horizontalAdvance(part) <= line.w + 0.5, (part, line.w)
    for left, right in pairwise(boxes):
        assert left.right() <= right.left(), "two names run into each other"
    by_tip = {label.toolTip(): label.text for label in labels}
    # its first word begins the label (whole where the slot allows), the rest cut short
    assert by_tip[LONG].startswith("Maximili")
    assert "…" in by_tip[LONG] and "…" in by_tip[OTHER]
    qtbot.keyClick(w.table, Qt.Key.Key_Space)
    w.controller.shutdown()
