"""Barbu's first Dominoes hand: the phase's toast ("Dominoes from A: play a card that opens a
row…"), the first-game tip and the decision panel lay one over another (the tip's title and
buttons hidden under the toast, the panel's title under the tip)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from records import barbu_dominoes_from_a_doubles
from tricktable import settings as store
from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from window_helpers import click_button, show_window


def at_first_dominoes_turn(qtbot, worker, size: tuple[int, int]):
    """A window of ``size`` at the person's first Dominoes turn (Dominoes from A, after "No
    double"), the table at rest, tips on."""
    w = show_window(qtbot, worker, store.Settings(), speed="normal", size=size)
    w.controller.load_record(barbu_dominoes_from_a_doubles())
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=20_000)
    click_button(qtbot, w.table, "No double")
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle()
                    and w.controller.state.stage == "dominoes", timeout=30_000)
    QApplication.processEvents()
    qtbot.wait(50)
    return w


@pytest.mark.parametrize("size", [(1366, 768), (1024, 640)])
def test_the_dominoes_toast_tip_and_panel_lie_apart(qtbot, worker, home, size):
    w = at_first_dominoes_turn(qtbot, worker, size)
    table, guide = w.table, w.tip_guide
    assert guide.visible
    shown = {"tip": guide.proxy.sceneBoundingRect()}
    if table.panel_proxy.isVisible():
        shown["panel"] = table.panel_proxy.sceneBoundingRect()
    if table.felt.toast.isVisible():
        shown["toast"] = table.felt.toast.sceneBoundingRect()
    names = sorted(shown)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not shown[a].intersects(shown[b]), (a, shown[a], b, shown[b])
    w.controller.shutdown()


def _dominoes_pass_only() -> dict:
    """Dominoes from A declared by East, played on by rule players to the person's first
    turn, where no card fits (the first such game)."""
    from tricktable.ai.registry import make_agent

    rules = get_rules("barbu")
    for seed in range(1, 200):
        state = rules.new_game(seed)
        if state.declarer != 3:
            continue
        state.apply(next(a for a in state.legal_actions()
                         if a.get("contract") == "dominoes" and a.get("start_rank") == "A"))
        while not (state.stage == "dominoes" and state.to_act == 0):
            legal = state.legal_actions()
            if state.stage in ("double", "redouble"):
                state.apply(min(legal, key=lambda a: len(a.get("targets") or ())))
                continue
            p = state.to_act
            state.apply(make_agent("rule", rules, seed=p).choose(state.view(p), legal))
        if [a.type for a in state.legal_actions()] == ["pass"]:
            break
    else:
        raise AssertionError("no first Dominoes turn without a card to play")
    players = [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "rule"} for n in ("West", "North", "East")]
    return make_record(state, players)


@pytest.mark.parametrize("size", [(1366, 768), (1024, 640), (1162, 650)])
def test_a_lone_pass_panel_and_a_toast_lie_apart_and_the_tip_waits(qtbot, worker, home, size):
    """The lone pass of the first Dominoes turn: the tip covered the panel's title. That pass is
    made for the person a moment later, and the tip shown there went with it unread, never to
    come again: it now waits for a Dominoes decision the person makes."""
    w = show_window(qtbot, worker, store.Settings(), speed="normal", size=size)
    c = w.controller
    doc = _dominoes_pass_only()
    c.load_record(doc)
    table, guide = w.table, w.tip_guide
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(), timeout=20_000)
    QApplication.processEvents()
    qtbot.wait(50)
    table.felt.show_toast("Dominoes from A: play a card that opens a row or extends one; "
                          "first out wins.")
    QApplication.processEvents()
    assert not guide.visible and table.panel_proxy.isVisible() and table.felt.toast.isVisible()
    assert not table.panel_proxy.sceneBoundingRect().intersects(
        table.felt.toast.sceneBoundingRect())
    done = len(doc["deals"][-1]["actions"])
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > done, timeout=10_000)
    assert not any(key.endswith("/dominoes") for key in guide.shown), guide.shown
    c.shutdown()


def test_a_row_built_down_from_the_ace_shows_the_index_of_its_end_card(qtbot, worker, home):
    """Dominoes from A: the Q of a row A K Q, the card a player builds on, lies at the row's
    left end under the K with its whole index in sight, upright, as in a fan (laid over the K
    it was whole, but a row grown both ways from a middle rank hid its middle)."""
    from tricktable.presentation.layout import INDEX_FRAC, INDEX_W_FRAC
    from window_helpers import open_past_its_summary, record_where

    def a_row_of_three(st) -> bool:
        if st.stage != "dominoes" or st.to_act != 0 or getattr(st, "start_rank", 0) != 14:
            return False
        table = st.view(0).table
        return any((table >> (16 * s + 12)) & 7 == 7 for s in range(4))

    def from_the_ace(action) -> bool:
        return action.type != "choose-contract" or (
            action.get("contract") == "dominoes" and action.get("start_rank") == "A")

    w = show_window(qtbot, worker)
    doc = next(d for seed in range(1, 60) if (d := record_where(
        "barbu", {}, seed, 0, a_row_of_three, steps=600, prefer=from_the_ace)) is not None)
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    items = {i.card: i for i in w.table.model.dominoes.items}
    suit = next(s for s in range(4) if all(16 * s + r in items for r in (12, 13, 14)))
    ace, king, queen = (items[16 * suit + r] for r in (14, 13, 12))
    assert ace.zValue() > king.zValue() > queen.zValue()
    box = queen.sceneBoundingRect()
    index = box.adjusted(0, 0, -box.width() * (1 - INDEX_W_FRAC), -box.height() * (1 - INDEX_FRAC))
    assert not any(o.sceneBoundingRect().intersects(index) for o in (king, ace))
    w.controller.shutdown()
