"""Barbu's first Dominoes turn: the rows are still empty, each marked only by its suit's sign,
and the first-game tip lay over the ♦ sign (a newcomer tester, 1920 x 1080): where that row
would open could not be seen. The tip keeps below the rows' signs, and still shows whole."""

from __future__ import annotations

import pytest
from test_dominoes_tip import at_first_dominoes_turn
from test_every_tip_shows_whole import cut_words


@pytest.mark.parametrize("size", [(1920, 1040), (1366, 768), (1024, 640)])
def test_the_first_dominoes_tip_covers_no_rows_sign(qtbot, worker, home, size):
    w = at_first_dominoes_turn(qtbot, worker, size)
    table, guide = w.table, w.tip_guide
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
