"""A keyboard-only tester's decision panels: at Nineteen's "Take this set?" nothing showed the keys
as the panel opened; he pressed Down meaning to reach "Lay the set face up…", then Enter, and set
1 was taken (the first Down only landed on "Take the set", drawn filled as the default). At Young
Hunter's announcement, Barbu's "Double whom?" and its contracts nothing was outlined either until
Tab or an arrow. A decision the cards take no part in now has the keys on its panel at once,
outlined: on the button drawn as the default, else on the first choice; one arrow moves on from
there, and Enter presses what is outlined. The table's own keys still work from the panel. Where
the cards take part (a discard), the keys stay on the hand. Driven with keys, as he played."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable.games.nineteen_bidding import NEXT_SET
from tricktable.ui.choice_button import ChoiceButton
from tricktable.ui.dialog_keys import KeysDialog
from tricktable.ui.main_window import MainWindow
from tricktable.ui.rules_browser import RulesBrowser
from window_helpers import first_record, open_past_its_summary, show_window, wait_for_person

TIMEOUT_MS = 20_000
#: a hint is worked out by the computer players' process: it may take a while
HINT_MS = 60_000


def _at(qtbot, worker, game: str, options: dict, wanted) -> MainWindow:
    """A window, active, at the first position ``wanted`` (the person to act), the table at
    rest: the panel opened there as it does in play."""
    w = show_window(qtbot, worker)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    w.table.setFocus()
    open_past_its_summary(qtbot, w, first_record(game, options, wanted, seeds=range(1, 60)))
    wait_for_person(qtbot, w, timeout=TIMEOUT_MS)
    return w


def press(qtbot, w: MainWindow, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed in the window: it goes to the widget that has the keyboard."""
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(QApplication.focusWidget() or w, key, modifier)


def outlined(w: MainWindow) -> str | None:
    """The label of the panel's button drawn with the keyboard's ring (None: none is)."""
    table = w.table
    if table.scene().focusItem() is not table.panel_proxy:
        return None
    rung = [b for b in table.panel.findChildren(ChoiceButton) if b.isVisible() and b.hasFocus()]
    return rung[0].label if rung else None


def mine(w: MainWindow) -> list:
    return [a for p, _pos, a in w.controller.state.deal_log.actions if p == 0]


def _set_to_take(st) -> bool:
    return st.stage == "preference" and st.to_act == 0


def test_take_this_set_opens_with_the_keys_on_take_and_one_down_then_enter_lays_it_up(
        qtbot, worker, home):
    w = _at(qtbot, worker, "nineteen", {"players": 4}, _set_to_take)
    panel = w.table.panel
    take = next(b for b in panel.buttons if b.primary)
    assert take.label == "Take the set"
    assert outlined(w) == "Take the set", "nothing showed the keys as the panel opened"
    assert w.table.input.keys_taken()
    before = len(mine(w))
    press(qtbot, w, Qt.Key.Key_Down)
    lay = outlined(w)
    assert lay is not None and lay.startswith("Lay the set face up"), \
        f"one Down went to {lay!r}, not to the next choice"
    press(qtbot, w, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(mine(w)) > before, timeout=TIMEOUT_MS)
    assert mine(w)[-1] == NEXT_SET, f"Enter on the outlined {lay!r} sent {mine(w)[-1]}"
    w.controller.shutdown()


def test_the_outline_stays_on_its_choice_when_the_panel_is_laid_out_anew(qtbot, worker, home):
    """The window made smaller and larger again: the panel's buttons are made anew, and the
    keys stay on the choice the person moved to (they went with the old buttons)."""
    w = _at(qtbot, worker, "nineteen", {"players": 4}, _set_to_take)
    press(qtbot, w, Qt.Key.Key_Down)
    lay = outlined(w)
    assert lay is not None and lay != "Take the set"
    for size in ((1100, 700), (1280, 800)):
        w.resize(*size)
        qtbot.waitUntil(lambda size=size: w.width() == size[0], timeout=3_000)
        qtbot.wait(100)
        assert outlined(w) == lay, f"at {size} the outline went from {lay!r}"
    w.controller.shutdown()


def test_choose_the_contract_opens_on_the_first_contract_and_right_moves_on(
        qtbot, worker, home):
    """No button drawn as the default: the keys on the first choice, outlined; one Right is
    the second, and Enter chooses what is outlined."""
    w = _at(qtbot, worker, "barbu", {}, lambda st: st.stage == "contract" and st.to_act == 0)
    assert [b.label for b in w.table.panel.buttons if b.primary] == []
    assert outlined(w) == "No Queens"
    press(qtbot, w, Qt.Key.Key_Right)
    assert outlined(w) == "No Tricks"
    press(qtbot, w, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(mine(w)), timeout=TIMEOUT_MS)
    assert mine(w)[0].get("contract") == "no-tricks"
    w.controller.shutdown()


def test_the_announcement_opens_on_say_nothing_and_tab_comes_to_the_first_taking(
        qtbot, worker, home):
    """Young Hunter: "Say nothing" is drawn as the default and outlined; Tab goes to the first
    taking (not on to the "?" after "Say nothing"), and Enter there announces it."""
    w = _at(qtbot, worker, "young-hunter", {}, lambda st: st.to_act == 0
            and {a.type for a in st.legal_actions()} == {"announce"})
    panel = w.table.panel
    assert outlined(w) == "Say nothing"
    press(qtbot, w, Qt.Key.Key_Tab)
    first = panel.toggles[0]
    assert outlined(w) == first.label
    press(qtbot, w, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(mine(w)), timeout=TIMEOUT_MS)
    [said] = mine(w)
    assert said.type == "announce" and [t[0] for t in said.get("takings")] == \
        [first.property("key")]
    w.controller.shutdown()


def test_the_tables_keys_still_work_while_the_panel_has_them(qtbot, worker, home):
    """Barbu's doubling after the person chose the contract, the keys on its default: P
    pauses, L answers, F1 opens the rules, ? the keys' list, H gives a hint that puts the keys
    on its choice, and Tab after it still comes in at the first choice; then Ctrl+Z takes
    back the person's contract."""
    w = _at(qtbot, worker, "barbu", {}, lambda st: st.stage == "contract" and st.to_act == 0)
    c, table, panel = w.controller, w.table, w.table.panel
    press(qtbot, w, Qt.Key.Key_Return)  # the outlined contract: something to undo
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle()
                    and c.state.stage == "double", timeout=TIMEOUT_MS)
    default = next(b.label for b in panel.buttons if b.primary)  # "No double" or "No redouble"
    assert outlined(w) == default
    press(qtbot, w, Qt.Key.Key_P)
    assert w.act_pause.isChecked(), "P did not pause"
    press(qtbot, w, Qt.Key.Key_P)
    assert not w.act_pause.isChecked()
    table.felt.toast.hide()
    press(qtbot, w, Qt.Key.Key_L)  # no trick yet: it says so
    assert table.felt.overlay or table.felt.toast.isVisible(), "L did nothing"
    assert outlined(w) == default
    press(qtbot, w, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: isinstance(w.last_dialog, RulesBrowser)
                    and w.last_dialog.isVisible(), timeout=3_000)
    w.last_dialog.close()
    press(qtbot, w, Qt.Key.Key_Question)
    qtbot.waitUntil(lambda: isinstance(w.last_dialog, KeysDialog)
                    and w.last_dialog.isVisible(), timeout=3_000)
    w.last_dialog.close()
    assert outlined(w) == default
    press(qtbot, w, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: table.decisions.hint_action is not None, timeout=HINT_MS)
    assert outlined(w) is not None, "the hint left no choice outlined"
    press(qtbot, w, Qt.Key.Key_Tab)
    assert outlined(w) == panel.choices[0].label, "Tab after the hint went past the choices"
    contracts = len(mine(w))
    press(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(mine(w)) < contracts and table.animations_idle()
                    and c.human_to_act() == 0, timeout=TIMEOUT_MS)
    assert c.state.stage == "contract"
    assert outlined(w) == "No Queens", "back at the contracts the keys are on the first"
    c.shutdown()


def test_at_a_discard_the_keys_stay_on_the_hand(qtbot, worker, home):
    """Nineteen's discard: the cards take part, so the panel does not take the keys; the
    arrows pick cards."""
    w = _at(qtbot, worker, "nineteen", {"players": 4},
            lambda st: st.to_act == 0 and {a.type for a in st.legal_actions()} == {"discard"})
    table = w.table
    assert table.panel_proxy.isVisible()
    assert table.scene().focusItem() is not table.panel_proxy
    press(qtbot, w, Qt.Key.Key_Right)
    assert [i for i in table.model.hands[0].items if i.focused], "no card picked by the arrow"
    w.controller.shutdown()
