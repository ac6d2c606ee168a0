"""A tester at 1366 x 768 (the window 1162 x 653), Barbu, both side panels open, long names, saw
the summary of a No Last Two hand in which everyone had doubled: the card scrolled, its totals
stood against the scroll bar, each double was listed on both its rows and then again in
sentences under them, and the last of those was cut across its middle just above the card's
buttons. Now each double is said once on each of its two rows and nothing repeats them; at that
size the whole card shows without a scroll bar, and where a smaller window makes it scroll, its
words stop between two lines, the table clear of the bar."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QLabel, QScrollArea

from barbu_doubled_deals import LONG_NAMES, everyone_doubled_no_last_two
from window_helpers import open_both_panels, show_window


def _at_the_summary(qtbot, worker, size):
    w = show_window(qtbot, worker, size=size)
    felt = w.table.felt
    w.controller.load_record(everyone_doubled_no_last_two())
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=20_000)
    open_both_panels(qtbot, w)
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=5_000)
    qtbot.wait(100)
    return w, felt.summary_card


def _words(card) -> list[tuple[QLabel, QRect]]:
    """The visible labels in the card's scrolled part, where each is drawn in the card."""
    scroll = card.findChild(QScrollArea)
    return [(lb, QRect(lb.mapTo(card, QPoint(0, 0)), lb.size()))
            for lb in scroll.widget().findChildren(QLabel) if lb.isVisible() and lb.text()]


def test_the_whole_summary_shows_at_the_testers_size_each_double_said_once(qtbot, worker, home):
    w, card = _at_the_summary(qtbot, worker, (1162, 653))
    try:
        scroll = card.findChild(QScrollArea)
        assert not scroll.verticalScrollBar().isVisible(), "the card scrolls"
        seen = QRect(scroll.viewport().mapTo(card, QPoint(0, 0)), scroll.viewport().size())
        for label, rect in _words(card):
            assert seen.contains(rect), ("not whole on the card", label.text(), rect, seen)
        summary = card.summary
        assert not summary.notes, summary.notes  # the settlements are on the rows, once
        for row in summary.rows:
            others = [n for n in LONG_NAMES if n != row.name]
            for name in others:
                said = sum(text.count(name) for text, _v in row.lines)
                assert said <= 1, (row.name, name, row.lines)
            assert sum(v for _t, v in row.lines if v is not None) == row.score, row
    finally:
        w.controller.shutdown()


@pytest.mark.parametrize("size", [(960, 560), (960, 600)])
def test_a_scrolled_summary_stops_between_lines_its_totals_clear_of_the_bar(
        qtbot, worker, home, size):
    w, card = _at_the_summary(qtbot, worker, size)
    try:
        scroll = card.findChild(QScrollArea)
        bar = scroll.verticalScrollBar()
        assert bar.isVisible(), "a card this small scrolls"
        seen = QRect(scroll.viewport().mapTo(card, QPoint(0, 0)), scroll.viewport().size())
        bar_left = bar.mapTo(card, QPoint(0, 0)).x()
        for label, rect in _words(card):
            text = label.text()
            assert rect.right() < bar_left - 2, ("against the scroll bar", text, rect, bar_left)
            if rect.top() < seen.bottom():  # shown, at least in part: then whole
                assert rect.bottom() <= seen.bottom(), ("cut above the buttons", text, rect,
                                                        seen)
        buttons_top = min(b.mapTo(card, QPoint(0, 0)).y() for b in (card.button,
                                                                   card.review_button))
        assert seen.bottom() < buttons_top
    finally:
        w.controller.shutdown()
