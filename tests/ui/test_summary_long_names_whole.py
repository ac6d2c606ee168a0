"""The deal summary at 1024 x 640 with long names: "Bartholomew Fitzgerald-Jones 30" and
"Maximiliana Featherstonehaugh Q" read "Bartholomew Fitzg…" and "Maximiliana Feath…" on a
card as wide as the room between the seat plates. They go on two lines, whole, and nothing is
drawn past the card's edge."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from window_helpers import record_where, show_window

NAMES = ("Bartholomew Fitzgerald-Jones 30", "Maximiliana Featherstonehaugh Q")


def _at_a_summary_with_long_names(qtbot, worker):
    """A Sheepshead game at 1024 x 640 opened at its first deal's summary, the person and
    West with the long ``NAMES``."""
    doc = record_where("sheepshead", {}, 3, 0, lambda st: st.deal_number == 2)
    for p, name in enumerate(NAMES):
        doc["players"][p]["name"] = name
    w = show_window(qtbot, worker, size=(1024, 640))
    w.controller.load_record(doc)
    qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=10_000)
    return w


def test_long_names_show_whole_on_the_deal_summary(qtbot, worker, home):
    w = _at_a_summary_with_long_names(qtbot, worker)
    felt = w.table.felt
    card = felt.summary_card
    labels = [lb for lb in card.findChildren(QLabel) if lb.isVisible()]
    for name in NAMES:
        shown = next((lb for lb in labels if lb.text().replace("\n", " ") == name), None)
        assert shown is not None, (name, [lb.text() for lb in labels])
        assert shown.width() >= shown.sizeHint().width(), "the name is squeezed"
        assert shown.height() >= shown.sizeHint().height(), "a line of the name is cut off"
    for label in labels:  # nothing drawn past the card's edge
        assert label.mapTo(card, label.rect().bottomRight()).x() <= card.width(), label.text()
    w.controller.shutdown()


def test_a_plate_with_a_spare_line_shows_a_long_name_whole_on_two_lines(qtbot, worker, home):
    """The plates read "Bartholomew Fitz…" under the summary, their lower half empty: the
    plate is as wide as its column at 1024 x 640 (wider, it would run into the summary), so
    the name takes the spare line under it, whole, and nothing is drawn past the plate."""
    from PySide6.QtGui import QFontMetricsF

    from tricktable.ui.seat_plate import qfont

    w = _at_a_summary_with_long_names(qtbot, worker)
    felt = w.table.felt
    for plate in felt.plates:
        lines = [line for line in plate.layout().lines[1:] if line.text]
        words = " ".join(line.text for line in lines)
        if plate.name in NAMES:
            assert plate.name in words, words
        box = plate.boundingRect()
        for line in lines:
            drawn = QFontMetricsF(qfont(line.font)).horizontalAdvance(line.text)
            assert drawn <= line.w + 0.5 and line.x + line.w <= box.right(), line.text
            assert line.y + QFontMetricsF(qfont(line.font)).height() <= box.bottom(), line.text
    w.controller.shutdown()
