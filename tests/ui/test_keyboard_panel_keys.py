"""Barbu played with the keyboard alone in the window, as a tester did: every key goes to the
widget that has the keyboard, as a person's keys do.

Return on "Choose the contract" took "No Queens" though no button was drawn as picked; Tab at the
play put the keys on the first-game tip's card, where nothing showed them and every key did
nothing; Home and End did nothing on the panel; Esc from the Dominoes ranks came back to "No
Queens", not "Dominoes…"; Left from the first choice went round to the "?", where Space opened the
rules; and between the person's turns a card kept the keyboard's outline, so the first Return
there only moved it and the second said it was not their turn."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from tricktable import settings as store
from tricktable.ui.action_panel import ChoiceButton
from window_helpers import key_to_window, load_at, show_window

TIMEOUT_MS = 20_000
CONTRACTS = ("no-queens", "no-tricks", "no-hearts", "no-king-of-hearts", "no-last-two", "trump",
             "dominoes")


def press(qtbot, w, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed in the window: it goes to the widget that has the keyboard."""
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(QApplication.focusWidget() or w, key, modifier)


def outlined(w) -> list[int]:
    return [i.card for pile in w.table.model.hands.values() for i in pile.items if i.focused]


def on_the_panel(w) -> str | None:
    """The label of the panel's button that has the keyboard (None: none has)."""
    table = w.table
    if table.scene().focusItem() is not table.panel_proxy:
        return None
    focused = table.panel.focusWidget()
    return focused.label if isinstance(focused, ChoiceButton) else None


def mine(w) -> list:
    return [a for p, _pos, a in w.controller.state.deal_log.actions if p == 0]


def choosing_the_contract(qtbot, worker, tips: bool = True):
    """A window at Barbu's first hand, the person declarer and to choose the contract."""
    w = show_window(qtbot, worker, store.Settings(tips=tips))
    load_at(qtbot, w, "barbu", {}, 0, lambda st: st.stage == "contract" and st.to_act == 0)
    w.activateWindow()  # as a person has it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    w.table.setFocus()
    return w


def right_to(qtbot, w, label: str) -> None:
    for _ in range(12):
        if on_the_panel(w) == label:
            return
        press(qtbot, w, Qt.Key.Key_Right)
    raise AssertionError(f"Right never reached {label!r}")


def test_return_on_the_contracts_with_none_outlined_chooses_none_and_says_how_to_pick(
        qtbot, worker, home):
    """The contracts are equal choices: none is drawn as the default. The keys are on the
    first as the panel opens, outlined there; once a click on the bare felt took them off,
    nothing is outlined, so Return takes none of them (it took "No Queens" unseen) and says
    how to pick one."""
    w = choosing_the_contract(qtbot, worker)
    assert [b.label for b in w.table.panel.buttons if b.primary] == []
    assert on_the_panel(w) == "No Queens", "the keys on the first choice, outlined"
    table = w.table
    qtbot.wait(50)  # the window active, as a person sees it
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(4, 4))
    assert on_the_panel(w) is None
    press(qtbot, w, Qt.Key.Key_Return)
    qtbot.wait(50)
    assert mine(w) == [], "Return chose a contract no button showed as picked"
    assert w.table.felt.toast.isVisible()
    assert "pick one with the arrow keys or Tab" in w.table.felt.toast.text
    press(qtbot, w, Qt.Key.Key_Right)  # as the words say: picked with an arrow, then Return
    assert on_the_panel(w) == "No Queens"
    press(qtbot, w, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(mine(w)), timeout=TIMEOUT_MS)
    assert mine(w)[0].get("contract") == "no-queens"
    w.controller.shutdown()


def test_home_and_end_on_the_panel_go_to_its_first_and_last_choice(qtbot, worker, home):
    w = choosing_the_contract(qtbot, worker)
    assert on_the_panel(w) == "No Queens"
    press(qtbot, w, Qt.Key.Key_End)
    assert on_the_panel(w) == "Dominoes…"
    press(qtbot, w, Qt.Key.Key_Home)
    assert on_the_panel(w) == "No Queens"
    w.controller.shutdown()


def test_the_arrows_go_round_the_choices_without_the_rules_button(qtbot, worker, home):
    """Left from the first choice went to the "?", and Space there opened the rules: the
    arrows stay among the choices; Tab still reaches the "?"."""
    w = choosing_the_contract(qtbot, worker)
    assert on_the_panel(w) == "No Queens"
    press(qtbot, w, Qt.Key.Key_Left)
    assert on_the_panel(w) == "Dominoes…", "Left from the first goes round to the last"
    press(qtbot, w, Qt.Key.Key_Right)
    assert on_the_panel(w) == "No Queens", "and Right back round to the first"
    press(qtbot, w, Qt.Key.Key_End)
    press(qtbot, w, Qt.Key.Key_Tab)
    assert on_the_panel(w) == "?", "Tab goes on to the rules button"
    press(qtbot, w, Qt.Key.Key_Left)
    assert on_the_panel(w) == "Dominoes…"
    w.controller.shutdown()


def test_esc_from_the_dominoes_ranks_comes_back_to_dominoes(qtbot, worker, home):
    w = choosing_the_contract(qtbot, worker, tips=False)  # no tip for Esc to put away first
    right_to(qtbot, w, "Dominoes…")
    press(qtbot, w, Qt.Key.Key_Return)
    assert w.table.decisions.decision.back is not None, "the ranks are shown"
    press(qtbot, w, Qt.Key.Key_Escape)
    assert w.table.decisions.decision.back is None, "back to the contracts"
    assert on_the_panel(w) == "Dominoes…"
    w.controller.shutdown()


def test_tab_at_the_play_under_a_tip_keeps_the_keys_on_the_hand_where_they_show(
        qtbot, worker, home):
    """Tab at the play with a first-game tip showing took the keys to the tip's card: the
    outline went, nothing showed the keys, and every key did nothing. They stay on the hand,
    the outline showing, and play on from there."""
    w = show_window(qtbot, worker, store.Settings())
    load_at(qtbot, w, "barbu", {}, 0,
            lambda st: st.stage == "play" and st.to_act == 0
            and st.contract == CONTRACTS.index("no-hearts"))
    qtbot.waitUntil(lambda: w.tip_guide.visible, timeout=TIMEOUT_MS)
    w.table.setFocus()
    legal = {a.card for a in w.controller.legal_actions()}
    press(qtbot, w, Qt.Key.Key_Right)
    first = outlined(w)
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
        press(qtbot, w, key, Qt.KeyboardModifier.ShiftModifier if key == Qt.Key.Key_Backtab
              else Qt.KeyboardModifier.NoModifier)
        assert w.table.scene().focusItem() is None, "the keys went to the tip's card"
        assert outlined(w) == first, "the keys stay on the hand, the outline showing"
    press(qtbot, w, Qt.Key.Key_Right)
    [card] = outlined(w)
    assert card in legal
    press(qtbot, w, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(a.type == "play" for a in mine(w)), timeout=TIMEOUT_MS)
    assert [a.card for a in mine(w) if a.type == "play"] == [card]
    w.controller.shutdown()


def test_a_click_on_the_tips_card_does_not_take_the_keys_from_the_hand(qtbot, worker, home):
    w = show_window(qtbot, worker, store.Settings())
    load_at(qtbot, w, "barbu", {}, 0,
            lambda st: st.stage == "play" and st.to_act == 0
            and st.contract == CONTRACTS.index("no-hearts"))
    qtbot.waitUntil(lambda: w.tip_guide.visible, timeout=TIMEOUT_MS)
    table = w.table
    card = w.tip_guide.proxy.sceneBoundingRect()
    spot = table.mapFromScene(QPointF(card.left() + 12, card.bottom() - 6))  # on its words
    assert table.itemAt(spot) is w.tip_guide.proxy
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    press(qtbot, w, Qt.Key.Key_Right)
    assert len(outlined(w)) == 1, "Right after a click on the tip outlined no card"
    w.controller.shutdown()


def test_tab_beside_a_play_or_pass_panel_goes_through_it_and_back_to_the_hand(
        qtbot, worker, home):
    """Barbu's Dominoes, the declarer's first turn: play a card or pass. Return before any
    arrow passed (a choice drawn as no default): it shows the outline on a card to play, as
    at any play. Tab goes through the panel's buttons and on to the hand again."""
    w = show_window(qtbot, worker, store.Settings(tips=False))
    load_at(qtbot, w, "barbu", {}, 0,
            lambda st: st.to_act == 0
            and {a.type for a in st.legal_actions()} == {"pass", "play"}, seeds=range(11, 40))
    w.table.setFocus()
    press(qtbot, w, Qt.Key.Key_Return)
    qtbot.wait(50)
    assert mine(w)[-1].type != "pass", "Return passed"
    [card] = outlined(w)
    assert card in {a.card for a in w.controller.legal_actions() if a.type == "play"}
    press(qtbot, w, Qt.Key.Key_Tab)
    assert on_the_panel(w) == "Pass" and outlined(w) == []
    press(qtbot, w, Qt.Key.Key_Tab)
    assert on_the_panel(w) == "?"
    press(qtbot, w, Qt.Key.Key_Tab)
    assert on_the_panel(w) is None and outlined(w) == [card], "back on the hand"
    w.controller.shutdown()


def test_between_turns_no_card_is_outlined_and_return_says_at_once_it_is_not_their_turn(
        qtbot, worker, home):
    """A card played from the keyboard, then the game paused on West's turn: the outline
    stayed on a card the person could not play, and the first Return only moved it."""
    w = show_window(qtbot, worker, store.Settings(tips=False))
    load_at(qtbot, w, "barbu", {}, 0, lambda st: st.stage == "play" and st.to_act == 0
            and st.contract != CONTRACTS.index("dominoes"))
    w.table.setFocus()
    press(qtbot, w, Qt.Key.Key_Right)
    assert len(outlined(w)) == 1
    key_to_window(qtbot, w, Qt.Key.Key_P)  # Game → Pause: the others wait
    assert w.controller.paused
    played = len(mine(w))
    w.table.setFocus()
    press(qtbot, w, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(mine(w)) > played and w.controller.human_to_act() is None
                    and w.table.animations_idle(), timeout=TIMEOUT_MS)
    assert outlined(w) == [], "a card is outlined while the person has nothing to play"
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Right):
        w.table.felt.toast.hide()
        press(qtbot, w, key)
        assert outlined(w) == []
        assert w.table.felt.toast.isVisible() and w.table.felt.toast.text.startswith(
            "It is not your turn: the game is paused")  # and what lets it go on
    key_to_window(qtbot, w, Qt.Key.Key_P)  # on again: at their turn the outline is back
    qtbot.waitUntil(lambda: (w.controller.human_to_act() == 0 and w.table.animations_idle())
                    or w.table.felt.summary is not None, timeout=TIMEOUT_MS)
    if w.table.felt.summary is None:
        assert len(outlined(w)) == 1
    w.controller.shutdown()
