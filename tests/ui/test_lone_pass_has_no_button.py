"""A pass that is the person's only move is made for them, and its panel now says so with no
button. Why: the panel showed a Pass button that passed by itself a moment later; a tester
pressed Enter for it as it went, the computers played on, and the key reached their next turn,
where it played the card outlined there (Barbu's Dominoes, the 10♣ and then the 7♣ lost).
While the game is paused the pass is made all the same: there is no button left to press."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from tricktable import settings as store
from window_helpers import key_to_window, record_where, show_window


def _lone_pass() -> dict:
    def lone(state) -> bool:
        return (state.stage == "dominoes" and state.to_act == 0
                and [a.type for a in state.legal_actions()] == ["pass"])

    def dominoes(action) -> bool:
        return action.type != "choose-contract" or action.get("contract") == "dominoes"

    return next(d for seed in range(1, 80)
                if (d := record_where("barbu", {}, seed, 0, lone, prefer=dominoes)))


def _at_the_lone_pass(qtbot, worker):
    doc = _lone_pass()
    w = show_window(qtbot, worker, store.Settings(), speed="normal")
    c = w.controller
    c.load_record(doc)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and w.table.animations_idle()
                    and w.table.panel_proxy.isVisible(), timeout=10_000)
    return w, c, len(doc["deals"][-1]["actions"])


def test_the_lone_pass_panel_has_words_and_no_button_and_enter_on_it_plays_nothing(
        qtbot, worker, home):
    w, c, done = _at_the_lone_pass(qtbot, worker)
    panel = w.table.panel
    assert panel.decision.title == "No card fits a row"
    assert panel.buttons == []
    words = [label.text() for label in panel.findChildren(QLabel) if label.isVisible()]
    assert any("you pass" in text for text in words), words
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # as a person presses it
    assert len(c.state.deal_log.actions) == done  # nothing pressed, nothing played
    toast = w.table.felt.toast  # what Enter said: the panel's words, not "pick a choice"
    if toast.isVisible():
        assert "pick" not in toast.text and "you pass" in toast.text, toast.text
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > done, timeout=10_000)
    player, _pos, action = c.state.deal_log.actions[done]
    assert (player, action.type) == (0, "pass")
    # the person's own plays after it are theirs alone: none came from that Enter
    qtbot.wait(1500)
    assert all(p != 0 or a.type == "pass" for p, _q, a in c.state.deal_log.actions[done:])
    c.shutdown()


def test_a_lone_pass_is_made_while_the_game_is_paused(qtbot, worker, home):
    w, c, done = _at_the_lone_pass(qtbot, worker)
    key_to_window(qtbot, w, Qt.Key.Key_P)
    assert c.paused
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > done, timeout=10_000)
    assert c.state.deal_log.actions[done][2].type == "pass"
    c.shutdown()
