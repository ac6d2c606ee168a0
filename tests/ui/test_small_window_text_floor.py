"""At the smallest window (960 x 600) with the scores and the deal log open, the felt is about
690 x 510: the first-game tip's text, shrunk to make the card fit its area, came down to 8 or
9 px; so did the grey lines under a decision's buttons (Barbu's contracts: 8 px), the panel's
grey explanation line, and a deal summary's lines (9 px), each shrunk with no floor. All keep a
readable size now (``tip_place.READABLE_PX``): the words wrap and the box grows instead (a
summary taller than its area is cut from the bottom, as it was)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from tricktable.games.registry import available_games
from tricktable.presentation.tip_place import READABLE_PX
from tricktable.settings import Seat
from tricktable.ui.action_panel import ChoiceButton
from tricktable.ui.seat_plate import MEASURE
from window_helpers import (
    first_tip_beside_both_panels,
    load_at,
    open_both_panels,
    record_where,
    show_window,
)

#: the smallest text size read on the felt (screen px at a device pixel ratio of 1)
READABLE = 11


def _smallest_px(widget) -> int:
    """The smallest pixel size of the text drawn in ``widget``'s labels and buttons."""
    sizes = [QFontInfo(child.font()).pixelSize() for child in
             widget.findChildren(QLabel) + widget.findChildren(QPushButton)
             if child.isVisible() and (child.text() if hasattr(child, "text") else "")]
    return min(sizes)


def test_a_tip_at_the_smallest_window_with_both_side_panels_keeps_readable_text(
        qtbot, worker, home):
    """Young Hunter's first announcement brings a tip over the panel; the window is at its
    smallest with the scores and the deal log beside the felt."""
    seats = [Seat("You", "human"), *(Seat(f"Bot {i}", "computer") for i in range(1, 4))]
    w = first_tip_beside_both_panels(qtbot, worker, "young-hunter", seats, (960, 600))
    lay = w.table.model.lay
    assert lay.width < 760 and lay.height < 560, (lay.width, lay.height)
    card = w.tip_guide.card
    assert _smallest_px(card) >= READABLE, _smallest_px(card)
    w.controller.shutdown()


def _words_in(card: QWidget) -> list[tuple[QWidget, QRect]]:
    """Each visible label and button with words on ``card``, and where it lies on the card."""
    found = [c for c in card.findChildren(QLabel) + card.findChildren(ChoiceButton)
             if c.isVisible() and c.text()]
    return [(c, QRect(c.mapTo(card, QPoint(0, 0)), c.size())) for c in found]


def _check_card(card: QWidget, proxy, felt: QRectF, floor: float, shown_h: float) -> None:
    """Every text on ``card`` at ``floor`` px or more, whole in its button; no two of them
    overlap; the card inside the felt (its words down to ``shown_h``, where it is cut)."""
    placed = [(c, r) for c, r in _words_in(card) if r.top() < shown_h]
    assert placed
    for child, _rect in placed:
        if isinstance(child, ChoiceButton):
            _box, lines, _look = child.laid_out()
            for line in lines:
                assert line.font.px >= floor, (line.text, line.font.px)
                tall = MEASURE.wrapped(line.font, line.text, line.w, True)[1] if line.wrap \
                    else MEASURE.height(line.font)
                assert line.y + tall <= child.height() + 0.5, ("cut", line.text)
        else:
            assert QFontInfo(child.font()).pixelSize() >= floor, (child.text(), child.font())
    for i, (a, ra) in enumerate(placed):
        for b, rb in placed[i + 1:]:
            if not (a.isAncestorOf(b) or b.isAncestorOf(a)):
                assert not ra.intersects(rb), ("overlap", a.text(), b.text())
    there = proxy.sceneBoundingRect()
    assert felt.adjusted(-0.5, -0.5, 0.5, 0.5).contains(there), (there, felt)


DECISIONS = [("barbu", {}, lambda st: st.to_act == 0 and st.stage == "contract"
              and st.declarer == 0),
             ("nineteen", {"players": 4},
              lambda st: st.to_act == 0 and any(a.type == "bid" for a in st.legal_actions()))]


@pytest.mark.parametrize(("game", "options", "wanted"), DECISIONS, ids=["barbu", "nineteen"])
def test_a_decision_panel_at_the_smallest_window_keeps_readable_text(
        qtbot, worker, home, game, options, wanted):
    """Barbu's choice of contract (eight buttons with a line each) and Nineteen's bid at
    960 x 600 with both side panels: the panel's words, its buttons' grey lines too, at a
    readable size, none over another, the panel on the felt and clear of the hand."""
    if game not in available_games():
        pytest.skip(f"{game} not installed")
    w = show_window(qtbot, worker, size=(960, 600))
    load_at(qtbot, w, game, options, 0, wanted)
    open_both_panels(qtbot, w)
    lay = w.table.model.lay
    assert lay.width < 760 and lay.height < 560, (lay.width, lay.height)
    table = w.table
    qtbot.waitUntil(lambda: table.panel_proxy.isVisible(), timeout=3_000)
    felt = QRectF(0, 0, lay.width, lay.height)
    _check_card(table.panel, table.panel_proxy, felt, READABLE_PX / lay.dpr,
                table.panel.height())
    panel = table.panel_proxy.sceneBoundingRect()
    for item in table.model.hands[0].items:
        assert not panel.intersects(item.sceneBoundingRect()), "the panel lies over the hand"
    w.controller.shutdown()


def test_a_deal_summary_at_the_smallest_window_keeps_readable_text(qtbot, worker, home):
    """Barbu's first deal scored, at 960 x 600 with both side panels: the summary's lines
    (its explanations of the doubles, the scores) at a readable size, none over another."""
    if "barbu" not in available_games():
        pytest.skip("Barbu not installed")
    w = show_window(qtbot, worker, size=(960, 600))
    doc = next(d for seed in range(1, 20) if (d := record_where(
        "barbu", {}, seed, 0, lambda st: st.deal_number == 2 and not st.deal_log.actions,
        steps=2000)) is not None)
    w.controller.load_record(doc)
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=5_000)
    open_both_panels(qtbot, w)
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=5_000)
    lay = w.table.model.lay
    assert lay.width < 760 and lay.height < 560, (lay.width, lay.height)
    card = felt.summary_card
    _check_card(card, felt.summary_proxy, QRectF(0, 0, lay.width, lay.height),
                READABLE_PX / lay.dpr, card.height())
    w.controller.shutdown()
