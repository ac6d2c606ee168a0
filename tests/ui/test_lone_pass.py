"""A pass that is the person's only move is made for them.

Why: in Barbu's Dominoes a player with no card that fits a row passes, and the person was asked
to click the one button there was ("No card fits a row" · Pass), turn after turn. The panel
stays up a moment, then the pass is made, its words on the status line; Undo goes back to the
person's last real decision, not to the pass (which would only be made again)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable import settings as store
from window_helpers import key_to_window, record_where, show_window


def _lone_pass_after_a_play() -> dict:
    """A record of Barbu at the person's Dominoes turn where no card fits, after the person
    has laid a card in the Dominoes."""

    def lone_pass(state) -> bool:
        return (state.stage == "dominoes" and state.to_act == 0
                and [a.type for a in state.legal_actions()] == ["pass"]
                and any(p == 0 and a.type == "play" for p, _q, a in state.deal_log.actions))

    def dominoes(action) -> bool:
        return action.type != "choose-contract" or action.get("contract") == "dominoes"

    return next(d for seed in range(1, 80)
                if (d := record_where("barbu", {}, seed, 0, lone_pass, prefer=dominoes)))


def test_a_lone_pass_is_made_for_the_person_and_undo_skips_it(qtbot, worker, home):
    doc = _lone_pass_after_a_play()
    w = show_window(qtbot, worker, store.Settings(), speed="normal")
    c = w.controller
    done = len(doc["deals"][-1]["actions"])
    c.load_record(doc)
    # the panel comes up first: the person sees why they pass
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and w.table.animations_idle(), timeout=10_000)
    assert w.table.decisions.decision.title == "No card fits a row"
    # then, with no click, the pass is made and said
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > done, timeout=10_000)
    player, _pos, action = c.state.deal_log.actions[done]
    assert (player, action.type) == (0, "pass")
    assert "you pass" in w.statusBar().currentMessage(), w.statusBar().currentMessage()
    # Undo goes back to the person's last card laid, not to the pass
    qtbot.waitUntil(lambda: c.can_undo(), timeout=10_000)
    key_to_window(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=10_000)
    assert any(a.type == "play" for a in c.state.legal_actions())
    assert len(c.state.deal_log.actions) < done
    c.shutdown()


def test_a_pass_the_person_may_choose_is_not_made_for_them(qtbot, worker, home):
    """The declarer may pass on the first Dominoes turn though a card fits: that is a choice,
    and it waits for the person."""
    def first_turn_choice(state) -> bool:
        types = {a.type for a in state.legal_actions()}
        return state.stage == "dominoes" and state.to_act == 0 and types == {"pass", "play"}

    def dominoes(action) -> bool:
        return action.type != "choose-contract" or action.get("contract") == "dominoes"

    doc = next(d for seed in range(1, 80)
               if (d := record_where("barbu", {}, seed, 0, first_turn_choice, prefer=dominoes)))
    w = show_window(qtbot, worker, store.Settings(), speed="instant")
    c = w.controller
    c.load_record(doc)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and w.table.animations_idle(), timeout=10_000)
    qtbot.wait(600)
    assert c.human_to_act() == 0 and len(c.state.deal_log.actions) == len(
        doc["deals"][-1]["actions"])
    c.shutdown()
