"""Young Hunter's announcement and contra panels keep one width from deal to deal."""

from __future__ import annotations

import pytest

from window_helpers import open_past_its_summary, record_where, show_window


def _panel_in_deal(qtbot, window, stage: str, seed: int) -> tuple[float, list]:
    """The panel's width once the person is asked to ``stage`` ("announce" or "contra") in the
    game of ``seed``, and the plates its box lies over."""
    doc = record_where("young-hunter", {"contra": True}, seed, 0,
                       lambda st: st.to_act == 0 and st.stage == stage
                       and len(st.legal_actions()) > 1)
    assert doc is not None
    open_past_its_summary(qtbot, window, doc)
    table = window.table
    qtbot.waitUntil(lambda: window.controller.human_to_act() == 0
                    and table.animations_idle() and table.panel_proxy.isVisible(),
                    timeout=10_000)
    box = table.panel_proxy.sceneBoundingRect()
    return box.width(), [p.position for p in table.felt.plates
                         if p.sceneBoundingRect().intersects(box)]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("stage", "seeds"), [("announce", (1, 2)), ("contra", (1, 7))])
def test_the_young_hunter_panel_keeps_its_width_from_deal_to_deal(qtbot, worker, home, size,
                                                                   stage, seeds):
    """The panel was measured from this deal's lines: without a "Diamond catch" among the
    takings, or with shorter contras, it came up narrower, and it jumped between deals. A
    panel as wide as its whole room lay over West's bubble at 1920 x 1080: it stays off the
    plates."""
    window = show_window(qtbot, worker, size=size)
    first, over_first = _panel_in_deal(qtbot, window, stage, seeds[0])
    second, over_second = _panel_in_deal(qtbot, window, stage, seeds[1])
    assert first == second, f"the {stage} panel is {first} wide in one deal, {second} in another"
    assert over_first == over_second == [], "the panel lies over a plate"
