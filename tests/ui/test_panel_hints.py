"""The decision panel's hint line is seen: it says what a player must know to choose ("You are
eldest: you must open the auction with a bid (no pass)", "You must double the declarer now"),
and it was dropped whenever the panel was a few pixels taller than its usual room, at the common
window sizes, though the empty centre above had room for it."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QLabel

from tricktable.games.registry import available_games
from window_helpers import load_at, show_window

#: each game's decisions before the play, as a person meets them
DECISIONS = [("young-hunter", {"contra": True}, "announce"), ("young-hunter", {"contra": True},
                                                                "contra"),
             ("barbu", {}, "choose-contract"), ("barbu", {}, "double"),
             ("nineteen", {"players": 4}, "bid"), ("nineteen", {"players": 4}, "declare")]


def hint_seen(table) -> bool:
    """Whether the panel shows its decision's hint as a line of text."""
    hint = table.panel.decision.hint
    return any(label.text() == hint and label.isVisible()
               for label in table.panel.findChildren(QLabel))


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize(("game", "options", "kind"), DECISIONS)
def test_a_decisions_hint_line_is_shown_at_common_window_sizes(qtbot, worker, home, size, game,
                                                               options, kind):
    if game not in available_games():
        pytest.skip(f"{game} not installed")
    window = show_window(qtbot, worker, size=size)
    table = window.table
    rng = random.Random(1)
    shown = 0
    for seed in range(1, 11):
        load_at(qtbot, window, game, options, 0,
                lambda st: st.to_act == 0 and any(a.type == kind for a in st.legal_actions())
                and rng.random() < 0.6, seeds=[seed, *range(20, 60)])
        assert table.panel_proxy.isVisible()
        if not table.panel.decision.hint:  # a later bid says it all on its buttons
            continue
        assert hint_seen(table), (seed, table.panel.decision.title, table.panel.decision.hint)
        shown += 1
    assert shown >= 2


@pytest.mark.parametrize("size", [(960, 600), (1024, 640), (1366, 768)])
def test_a_panel_asked_during_the_dominoes_keeps_clear_of_the_rows(qtbot, worker, home, size):
    """Barbu's "Play a card or pass" comes with the Dominoes rows in the centre: the panel
    grows up to keep its hint only over an empty centre, never over the rows."""
    if "barbu" not in available_games():
        pytest.skip("Barbu not installed")
    window = show_window(qtbot, worker, size=size)
    table = window.table
    for seed in range(1, 40):
        load_at(qtbot, window, "barbu", {}, 0,
                lambda st: st.to_act == 0 and st.stage == "dominoes"
                and any(a.type == "pass" for a in st.legal_actions())
                and bin(st.table).count("1") >= 8, seeds=[seed])
        if table.panel_proxy.isVisible() and table.model.dominoes.items:
            break
    rows = max(i.sceneBoundingRect().bottom() for i in table.model.dominoes.items)
    assert table.panel_proxy.sceneBoundingRect().top() >= rows - 1
