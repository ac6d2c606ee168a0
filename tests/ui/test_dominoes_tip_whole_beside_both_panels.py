"""A tester at 1366 x 768 (the window 1162 x 653) with the scores and the deal log open and long
names in the seats met Barbu's first Dominoes tip in a thin strip between the rows' suit signs
and the "Play a card or pass" panel: it got a tiny scroll bar, and its last line ("It goes when
you play on") was cut. Kept below what the rows show (their signs while they are empty), not
below the whole of their room, and shorter, it shows whole there, clear of the signs and the
panel."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_every_tip_shows_whole import cut_words

from barbu_doubled_deals import LONG_NAMES, dominoes_declared_by_the_person
from records import barbu_dominoes_from_a_doubles
from tricktable import settings as store
from window_helpers import click_button, open_both_panels, show_window, wait_for_tip

SIZES = [(1162, 653), (1024, 640), (1366, 768)]


def _at_the_tip(qtbot, w) -> None:
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle()
                    and w.controller.state.stage == "dominoes", timeout=30_000)
    open_both_panels(qtbot, w)
    wait_for_tip(qtbot, w)
    QApplication.processEvents()
    qtbot.wait(50)


def _check(w) -> None:
    table, guide = w.table, w.tip_guide
    assert guide.visible and guide.kind.endswith("dominoes"), guide.kind
    assert not cut_words(guide.card), cut_words(guide.card)
    tip = guide.proxy.sceneBoundingRect()
    signs = [label for label in table.felt.row_labels if label.isVisible()]
    assert len(signs) == 4
    for label in signs:
        assert not tip.intersects(label.sceneBoundingRect()), (label.text, tip)
    assert table.panel_proxy.isVisible()
    assert not tip.intersects(table.panel_proxy.sceneBoundingRect())
    for plate in table.felt.plates:
        assert not tip.intersects(plate.sceneBoundingRect()), plate.name


@pytest.mark.parametrize("size", SIZES)
def test_the_declarers_first_dominoes_tip_shows_whole(qtbot, worker, home, size):
    """The person declared Dominoes from 9 and plays first: "Play a card or pass" is up."""
    w = show_window(qtbot, worker, store.Settings(), speed="normal", size=size)
    w.controller.load_record(dominoes_declared_by_the_person())
    try:
        _at_the_tip(qtbot, w)
        _check(w)
    finally:
        w.controller.shutdown()


@pytest.mark.parametrize("size", SIZES)
def test_the_first_dominoes_tip_after_the_doubles_shows_whole(qtbot, worker, home, size):
    """East declared Dominoes from A; the person says "No double" and comes to play."""
    doc = barbu_dominoes_from_a_doubles()
    for player, name in zip(doc["players"], LONG_NAMES, strict=True):
        player["name"] = name
    w = show_window(qtbot, worker, store.Settings(), speed="normal", size=size)
    w.controller.load_record(doc)
    try:
        qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                        timeout=20_000)
        click_button(qtbot, w.table, "No double")
        _at_the_tip(qtbot, w)
        if w.table.panel_proxy.isVisible():
            _check(w)
        else:  # no card of the person's fits a row: the pass is made for them
            assert not cut_words(w.tip_guide.card)
    finally:
        w.controller.shutdown()
