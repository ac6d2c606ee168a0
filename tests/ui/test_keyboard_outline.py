"""The keyboard's outline on a card shows what the arrows and Enter act on, driven as a person
does (key presses on the table, clicks at drawn places): at a decision the cards have no part in
(an announcement, a bid, a contract) the panel acts and no card is outlined; once the play comes
back to the cards the outline returns where Enter will play; under the deal summary no card is
outlined; at a discard the outline moves between the hand and the panel with the keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from tricktable.controller import GameController
from tricktable.settings import Seat
from tricktable.ui.action_panel import ChoiceButton
from tricktable.ui.table_view import TableView

TIMEOUT_MS = 20_000


def seats(n: int) -> list[Seat]:
    return [Seat("You", "human")] + [Seat(f"Bot {i}", "computer") for i in range(1, n)]


def outlined(table: TableView) -> list[int]:
    """The cards drawn with the keyboard's focus outline, in every hand."""
    return [i.card for pile in table.model.hands.values() for i in pile.items if i.focused]


def wait_for_person(qtbot, c: GameController, table: TableView) -> None:
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(),
                    timeout=TIMEOUT_MS)


def click_in_view(qtbot, table: TableView, button) -> None:
    """A mouse click where the panel's ``button`` is drawn on the table."""
    proxy = table.panel_proxy
    inside = button.mapTo(proxy.widget(), QPoint(button.width() // 2, button.height() // 2))
    pt = table.mapFromScene(proxy.mapToScene(QPointF(inside)))
    qtbot.mouseMove(table.viewport(), pt)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pt)


def to_button(qtbot, table: TableView, label: str) -> None:
    """Right on the panel until its button ``label`` has the keyboard."""
    for _ in range(12):
        if any(b.hasFocus() and b.label == label for b in table.panel.buttons):
            return
        qtbot.keyClick(table, Qt.Key.Key_Right)
    pytest.fail(f"the arrows never reached {label!r}")


def my_actions(c: GameController) -> list:
    return [a for p, _pos, a in c.state.deal_log.actions if p == 0]


def test_at_an_announcement_the_arrows_go_into_the_panel_and_no_card_is_outlined(
        make_table, qtbot):
    c, table = make_table()
    c.new_game("young-hunter", {}, seats(4), seed=3)
    wait_for_person(qtbot, c, table)
    assert {a.type for a in c.legal_actions()} == {"announce"}
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert outlined(table) == [], "the cards have no part in an announcement"
    assert table.panel.toggles[0].hasFocus(), "the arrow went to the panel's first choice"
    qtbot.keyClick(table, Qt.Key.Key_Escape)  # the keys have nowhere else to act
    assert table.panel.toggles[0].hasFocus() and outlined(table) == []
    # Down goes to the row below (the takings lie in two rows), Up comes back; the cards
    # still have no part
    qtbot.keyClick(table, Qt.Key.Key_Down)
    below = table.panel.focusWidget()
    assert below is not table.panel.toggles[0]
    assert below.geometry().center().y() > table.panel.toggles[0].geometry().center().y()
    qtbot.keyClick(table, Qt.Key.Key_Up)
    assert table.panel.toggles[0].hasFocus() and outlined(table) == []
    to_button(qtbot, table, "Say nothing")
    assert outlined(table) == []
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(my_actions(c)), timeout=TIMEOUT_MS)
    assert my_actions(c)[0].type == "announce" and my_actions(c)[0].get("takings") == ()
    assert not table.felt.toast.isVisible(), "Enter tried no card at the announcement"


def test_after_an_announcement_from_the_keyboard_the_outline_returns_for_the_cards(
        make_table, qtbot):
    """Say nothing from the keyboard; at the play the outline is back on a card Enter plays."""
    c, table = make_table()
    c.new_game("young-hunter", {}, seats(4), seed=3)
    wait_for_person(qtbot, c, table)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Up)
    to_button(qtbot, table, "Say nothing")
    qtbot.keyClick(table, Qt.Key.Key_Return)  # say nothing, from the keyboard
    wait_for_person(qtbot, c, table)
    assert {a.type for a in c.legal_actions()} == {"play"}
    assert not table.panel_proxy.isVisible()
    legal = {a.card for a in c.legal_actions()}
    shown = outlined(table)
    assert len(shown) == 1 and shown[0] in legal, "the outline is back where Enter plays"
    qtbot.keyClick(table, Qt.Key.Key_Right)
    card = outlined(table)[0]
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not c.view().hands[0] >> card & 1, timeout=TIMEOUT_MS)


def keys_to_the_summary(qtbot, c: GameController, table: TableView) -> None:
    """The person's deal played from the keyboard to its summary: Right then Enter on a card
    (one card outlined), Enter alone at a panel (its default, no card outlined)."""
    table.setFocus()
    for _ in range(60):
        qtbot.waitUntil(lambda: table.felt.summary is not None or (
            table.animations_idle() and c.human_to_act() == 0), timeout=TIMEOUT_MS)
        if table.felt.summary is not None:
            return
        if {a.type for a in c.legal_actions()} == {"play"}:
            qtbot.keyClick(table, Qt.Key.Key_Right)
            assert len(outlined(table)) == 1
        else:
            assert outlined(table) == []
        done = len(my_actions(c))
        qtbot.keyClick(table, Qt.Key.Key_Return)  # the outlined card, or the panel's default
        qtbot.waitUntil(lambda done=done: len(my_actions(c)) > done
                        or table.felt.summary is not None, timeout=TIMEOUT_MS)
    pytest.fail("the deal never ended")


def test_under_the_deal_summary_no_card_is_outlined_and_the_next_announcement_shows_none(
        make_table, qtbot):
    """A deal played from the keyboard to its end: under the summary Enter means the next
    deal, not a card; at the next deal's announcement the panel acts, not a card."""
    c, table = make_table()
    c.new_game("young-hunter", {}, seats(4), seed=3)
    keys_to_the_summary(qtbot, c, table)
    assert outlined(table) == [], "Enter under the summary goes to the next deal"
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert outlined(table) == []
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.felt.summary is None, timeout=TIMEOUT_MS)
    wait_for_person(qtbot, c, table)
    assert {a.type for a in c.legal_actions()} == {"announce"}
    assert table.panel_proxy.isVisible()
    assert outlined(table) == [], "the keyboard used in the last deal outlines no card now"


def test_enter_pressed_as_the_summary_comes_or_held_down_does_not_skip_it(
        make_table, qtbot, monkeypatch):
    """A helper pressed Return twice at a deal's last card and went past its summary unread:
    Enter in the summary's first half second, or repeated by a key held down, leaves it up;
    one pressed after that goes on to the next deal, on the table and on the card alike."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    from tricktable.ui.summary_card import SummaryCard

    monkeypatch.setattr(SummaryCard, "ENTER_GRACE_MS", 500)
    c, table = make_table()
    c.new_game("young-hunter", {}, seats(4), seed=3)
    keys_to_the_summary(qtbot, c, table)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.wait(100)
    assert table.felt.summary is not None, "Enter as the summary came went past it"
    qtbot.wait(500)
    held = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier,
                     "\r", True)
    for target in (table.viewport(), table.felt.summary_card):
        QApplication.sendEvent(target, held)
        qtbot.wait(50)
        assert table.felt.summary is not None, "a held-down Enter went past the summary"
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.felt.summary is None, timeout=TIMEOUT_MS)


def focused_buttons(table: TableView) -> list[str]:
    return [b.label for b in table.panel.findChildren(ChoiceButton) if b.hasFocus()]


def test_a_panel_shown_again_does_not_take_the_keys_without_showing_where(make_table, qtbot):
    """Barbu: the contract chosen from the keyboard on the panel; when the panel comes back
    for the person's double, the keys are on it, on its default and showing there (none
    hidden on the panel), no card is outlined, and Enter takes the panel's default. (The keys
    were the table's when a panel opened; they are on it at once, outlined, since a tester
    pressed Down from what looked like the keys on "Take the set" and took the set.)"""
    c, table = make_table(speed="fast")  # with the moves that un-outline every card
    c.new_game("barbu", {}, seats(4), seed=9)
    wait_for_person(qtbot, c, table)
    table.setFocus()
    assert table.panel.focusWidget().label == "No Queens"
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(my_actions(c)), timeout=TIMEOUT_MS)
    for _ in range(8):
        wait_for_person(qtbot, c, table)
        if {a.type for a in c.legal_actions()} != {"play"}:
            break
        done = len(my_actions(c))
        qtbot.keyClick(table, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda done=done: len(my_actions(c)) > done, timeout=TIMEOUT_MS)
    assert {a.type for a in c.legal_actions()} == {"double"}
    assert table.panel_proxy.isVisible()
    assert table.scene().focusItem() is table.panel_proxy and focused_buttons(table) == \
        [b.label for b in table.panel.buttons if b.primary], \
        "the panel has the keys, its default showing it"
    assert outlined(table) == []
    lifted = [i.card for i in table.model.hands[0].items if i.lift]
    assert lifted == [], "no card stays raised as the keyboard's pick without its outline"
    done = len(my_actions(c))
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(my_actions(c)) > done, timeout=TIMEOUT_MS)
    assert my_actions(c)[-1].type == "double"


def test_enter_on_a_picked_taking_announces_it_and_tab_steps_through_the_buttons(
        make_table, qtbot):
    """Young Hunter's announcement from the keyboard: Space picked a taking, and Enter on it
    took the pick back ("Announce 2 takings" became "1 taking"); Tab went back to the first
    button every time. Enter now goes through with what is picked, and Tab goes on."""
    c, table, first = _tab_to_the_first_taking(make_table, qtbot)
    seen = [first.label]
    for _ in range(3):
        qtbot.keyClick(table, Qt.Key.Key_Tab)
        seen.append(table.panel.focusWidget().label)
    assert len(set(seen)) == 4, seen
    qtbot.keyClick(table, Qt.Key.Key_Backtab)
    assert table.panel.focusWidget().label == seen[2]
    table.setFocus()  # the keys back on the table: Shift+Tab comes in at the last choice
    table.scene().setFocusItem(None)
    qtbot.keyClick(table, Qt.Key.Key_Backtab)
    last = table.panel.focusWidget()
    assert last.label == [*table.panel.toggles, *table.panel.buttons][-1].label != "?"
    for _ in range(2):
        qtbot.keyClick(table, Qt.Key.Key_Tab)  # over the "?", round to the first choice
    assert table.panel.focusWidget() is first and first.isCheckable()
    qtbot.keyClick(first, Qt.Key.Key_Space)
    assert first.isChecked()
    qtbot.keyClick(first, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(my_actions(c)), timeout=TIMEOUT_MS)
    said = my_actions(c)[0]
    assert said.type == "announce" and len(said.get("takings")) == 1


def _tab_to_the_first_taking(make_table, qtbot):
    """A Young Hunter announcement (seed 3) with Tab pressed once: the controller, the table
    and the button the keyboard is on."""
    c, table = make_table()
    c.new_game("young-hunter", {}, seats(4), seed=3)
    wait_for_person(qtbot, c, table)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    return c, table, table.panel.focusWidget()


def test_enter_on_an_outlined_taking_not_picked_announces_it_not_nothing(make_table, qtbot):
    """Left put the outline on "Spade catch", nothing picked, and Enter sent "No
    announcement": the outlined choice is picked, then announced."""
    c, _table, first = _tab_to_the_first_taking(make_table, qtbot)
    assert first.isCheckable() and not first.isChecked()
    key = first.property("key")
    qtbot.keyClick(first, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(my_actions(c)), timeout=TIMEOUT_MS)
    said = my_actions(c)[0]
    takings = list(said.get("takings"))
    assert said.type == "announce" and len(takings) == 1 and takings[0][0] == key, said


def test_a_picked_button_with_the_keyboard_shows_an_edge_apart_from_its_fill():
    from tricktable.presentation.felt_colours import button_look

    look = button_look(checked=True, primary=False, on_light=False, hover=False,
                       enabled=True, focused=True)
    assert look.edge != look.fill
    unfocused = button_look(checked=True, primary=False, on_light=False, hover=False,
                            enabled=True, focused=False)
    assert look.edge != unfocused.edge


def test_the_pick_shows_no_outline_and_the_discard_outlines_the_card_enter_selects(
        sheepshead_window, qtbot):
    _c, table = sheepshead_window
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Left)
    assert outlined(table) == [], "taking the window is the panel's"
    take = next(b for b in table.panel.buttons if b.label == "Take the window")
    click_in_view(qtbot, table, take)
    qtbot.waitUntil(lambda: (d := table.decisions.decision) is not None and d.kind == "discard"
                    and table.animations_idle(), timeout=TIMEOUT_MS)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    shown = outlined(table)
    assert len(shown) == 1, "at a discard the arrows pick cards"
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert [i.card for i in table.model.hands[0].items if i.selected_for_choice] == shown
    # one of two picked: nothing but the "?" could be pressed there (Enter opened the rules);
    # the keys stay on the cards and the table says what the bury waits for
    qtbot.keyClick(table, Qt.Key.Key_Up)
    assert outlined(table) == shown and table.felt.toast.isVisible()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Return)  # the second card picked: Bury may be pressed
    second = outlined(table)
    qtbot.keyClick(table, Qt.Key.Key_Up)
    assert any(b.hasFocus() for b in table.panel.findChildren(ChoiceButton))
    assert outlined(table) == [], "Enter now presses the panel's button, not the card"
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert outlined(table) == second, "back in the hand, on the card it left"


def test_enter_discards_once_every_card_is_picked_and_space_still_unpicks(
        sheepshead_window, qtbot):
    """Two cards picked for a discard, the outline on one of them: Enter took that card's pick
    back ("1 of 2 selected") instead of discarding. It discards, as the panel's Enter does;
    Space picks and unpicks."""
    c, table = sheepshead_window
    take = next(b for b in table.panel.buttons if b.label == "Take the window")
    click_in_view(qtbot, table, take)
    qtbot.waitUntil(lambda: (d := table.decisions.decision) is not None and d.kind == "discard"
                    and table.animations_idle(), timeout=TIMEOUT_MS)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Return)  # picks the first
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Space)   # and the second
    picked = {i.card for i in table.model.hands[0].items if i.selected_for_choice}
    assert len(picked) == 2
    qtbot.keyClick(table, Qt.Key.Key_Space)   # Space takes the outlined pick back
    assert len({i.card for i in table.model.hands[0].items if i.selected_for_choice}) == 1
    qtbot.keyClick(table, Qt.Key.Key_Space)
    qtbot.keyClick(table, Qt.Key.Key_Return)  # every card picked: Enter discards them
    qtbot.waitUntil(lambda: any(a.type == "discard" for a in my_actions(c)),
                    timeout=TIMEOUT_MS)
    discard = next(a for a in my_actions(c) if a.type == "discard").get("cards")
    assert discard == sum(1 << card for card in picked)


def test_the_tables_description_names_no_card_once_the_outline_has_gone(make_table, qtbot):
    """A screen reader reads the view's description: it named the last outlined card after
    the outline had gone (the mouse taken up again, the card played)."""
    c, table = make_table()
    c.new_game("heart-hunter", {}, seats(4), seed=5)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle()
                    and len(c.view().trick) > 0, timeout=TIMEOUT_MS)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    [card] = outlined(table)
    name = c.rules.codec.name(card)
    assert name in table.accessibleDescription()
    qtbot.mouseMove(table.viewport(), QPoint(8, 8))  # the mouse again: the outline goes
    qtbot.mouseMove(table.viewport(), QPoint(20, 12))
    assert outlined(table) == []
    assert name not in table.accessibleDescription()
    qtbot.keyClick(table, Qt.Key.Key_Right)  # outlined again, and played from the keyboard
    [card] = outlined(table)
    name = c.rules.codec.name(card)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not c.view().hands[0] >> card & 1, timeout=TIMEOUT_MS)
    # once the table has shown the play (its outline goes with the card), so do its words
    qtbot.waitUntil(lambda: name not in table.accessibleDescription(), timeout=TIMEOUT_MS)
    assert card not in outlined(table)


def test_enter_before_any_arrow_outlines_a_playable_card_and_the_next_enter_plays_it(
        make_table, qtbot):
    """A person back at a resumed game pressed Enter at their turn and nothing happened: the
    first Enter now shows the outline on the first card they may play, the second plays it."""
    c, table = make_table()
    c.new_game("heart-hunter", {}, seats(4), seed=5)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle()
                    and len(c.view().trick) > 0, timeout=TIMEOUT_MS)
    table.setFocus()
    assert outlined(table) == []
    before = len(my_actions(c))
    qtbot.keyClick(table, Qt.Key.Key_Return)
    [card] = outlined(table)
    legal = {a.card for a in c.legal_actions()}
    assert card in legal and len(my_actions(c)) == before, "shown, not played"
    mine = [i.card for i in table.model.hands[0].items]
    assert card == next(x for x in mine if x in legal), "the first card that may be played"
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not c.view().hands[0] >> card & 1, timeout=TIMEOUT_MS)


def test_the_first_arrow_moves_off_the_button_drawn_as_the_default_and_up_down_go_by_rows(
        make_table, qtbot):
    """Nineteen's "Take this set?": "Take the set" is drawn as the default; the first Right
    only put the ring on it (it looked chosen already), and Right, Enter took the set the
    person meant to pass over. Up and Down did nothing between buttons one over the other."""
    from window_helpers import record_where

    doc = next(d for d in (record_where("nineteen", {"players": 4}, s, 0,
                                        lambda st: st.stage == "preference" and st.to_act == 0)
                           for s in range(1, 60)) if d is not None)
    c, table = make_table()
    c.load_record(doc)
    wait_for_person(qtbot, c, table)
    panel = table.panel
    default = next(b for b in panel.buttons if b.primary)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    moved = panel.focusWidget()
    assert moved is not default and moved in panel.buttons, moved.label
    c.load_record(doc)  # the same decision afresh, the keys on the table
    wait_for_person(qtbot, c, table)
    panel = table.panel
    default = next(b for b in panel.buttons if b.primary)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Up)  # Up or Down lands on the default
    assert panel.focusWidget() is default
    below = [b for b in panel.buttons
             if b.geometry().center().y() > default.geometry().bottom()]
    if below:  # buttons one over the other: Down goes to the row below, Up back
        qtbot.keyClick(table, Qt.Key.Key_Down)
        assert panel.focusWidget() in below
        qtbot.keyClick(table, Qt.Key.Key_Up)
        assert panel.focusWidget() is default


def test_right_goes_to_the_button_beside_in_the_same_row(make_table, qtbot):
    """A taking picked (Announce enabled), Right from the row's last taking skipped "Announce"
    beside it for the first taking of the next row."""
    _c, table, first = _tab_to_the_first_taking(make_table, qtbot)
    qtbot.keyClick(first, Qt.Key.Key_Space)
    panel = table.panel
    assert panel.confirm.isEnabled()
    row = [t for t in panel.toggles
           if abs(t.geometry().center().y() - first.geometry().center().y()) < 5]
    last_in_row = max(row, key=lambda t: t.geometry().x())
    last_in_row.setFocus()
    qtbot.keyClick(last_in_row, Qt.Key.Key_Right)
    beside = panel.focusWidget()
    assert beside is panel.confirm, beside.label


def test_enter_on_a_taking_picked_and_taken_back_does_what_the_panel_draws_as_default(
        make_table, qtbot):
    """Space picked "Trump catch", Space took it back, "Say nothing" was drawn as the default,
    and Enter announced the Trump catch anyway (a tester: failed, −6). A pick taken back stays
    back: Enter says nothing, as the panel shows."""
    c, table, first = _tab_to_the_first_taking(make_table, qtbot)
    qtbot.keyClick(first, Qt.Key.Key_Space)
    assert first.isChecked()
    qtbot.keyClick(first, Qt.Key.Key_Space)
    assert not first.isChecked() and first.hasFocus()
    skip = next(b for b in table.panel.buttons if b is table.panel.skip)
    assert skip.primary, "the panel does not draw its skip as the default"
    qtbot.keyClick(first, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(my_actions(c)), timeout=TIMEOUT_MS)
    said = my_actions(c)[0]
    assert not list(said.get("takings") or []), f"the taking taken back was announced: {said}"
