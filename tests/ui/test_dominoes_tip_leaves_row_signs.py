"""Barbu's first Dominoes turn: the rows are still empty, each marked only by its suit's sign,
and the first-game tip lay over the ♦ sign (a newcomer tester, 1920 x 1080): where that row
would open could not be seen. The tip keeps below the rows' signs, and still shows whole."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_every_tip_shows_whole import cut_words

from records import barbu_dominoes_from_a_doubles
from tricktable import settings as store
from window_helpers import click_button, show_window


@pytest.mark.parametrize("size", [(1920, 1040), (1366, 768), (1024, 640)])
def test_the_first_dominoes_tip_covers_no_rows_sign(qtbot, worker, home, size):
    w = show_window(qtbot, worker, store.Settings(), speed="normal", size=size)
    w.controller.load_record(barbu_dominoes_from_a_doubles())
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=20_000)
    click_button(qtbot, w.table, "No double")
    table, guide = w.table, w.tip_guide
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and table.animations_idle()
                    and w.controller.state.stage == "dominoes", timeout=30_000)
    QApplication.processEvents()
    qtbot.wait(50)
    assert guide.visible
    tip = guide.proxy.sceneBoundingRect()
    signs = [label for label in table.felt.row_labels if label.isVisible()]
    assert len(signs) == 4
    for label in signs:
        assert not tip.intersects(label.sceneBoundingRect()), (label.text, tip)
    assert not cut_words(guide.card)
    if table.panel_proxy.isVisible():
        assert not tip.intersects(table.panel_proxy.sceneBoundingRect())
    w.controller.shutdown()
