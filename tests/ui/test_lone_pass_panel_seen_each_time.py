"""A pass that is the person's only move is made for them the same way every time: its panel
("No card fits a row") up for the same moment once the table is at rest, then the pass.

Why: the moment was counted from when the turn came, not from when the panel showed, so the
time the table took to show the moves before it came off the panel's: the person's first pass
in the rows went before they could see why, later ones stayed up long enough that the person
clicked Pass themselves."""

from __future__ import annotations

import time

from tricktable.controller import LONE_PASS_MS
from window_helpers import click_card, dominoes_from_a_missing_rank


def test_every_forced_pass_shows_its_panel_for_the_same_moment(qtbot, worker, home):
    w, _rank = dominoes_from_a_missing_rank(qtbot, worker)
    c, table = w.controller, w.table
    qtbot.waitUntil(lambda: c.state.stage == "dominoes", timeout=20_000)
    shown: list[float] = []   # when each lone pass's panel came up
    up: list[float] = []      # how long it was up before the pass was made for the person
    done = time.monotonic() + 40
    while c.state.stage == "dominoes" and time.monotonic() < done and len(up) < 3:
        qtbot.wait(20)
        d = table.decisions.decision
        lone = (d is not None and d.title == "No card fits a row"
                and table.panel_proxy.isVisible() and c.human_to_act() == 0)
        if lone and len(shown) == len(up):
            shown.append(time.monotonic())
        elif not lone and len(shown) > len(up):
            up.append(time.monotonic() - shown[-1])
        if c.human_to_act() == 0 and table.animations_idle():
            plays = [a for a in c.legal_actions() if a.type == "play"]
            if plays:
                click_card(qtbot, w, plays[0].card)
    assert len(up) >= 2, up
    assert all(t >= LONE_PASS_MS / 1000 * 0.9 for t in up), up
    c.shutdown()
