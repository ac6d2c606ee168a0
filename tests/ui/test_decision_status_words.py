"""What the window says about a decision that is not a card, as a person meets it: the status line
names the decision as its panel's title does (it said "Your turn: make your choice." while the
panel asked to bury 2 cards), and a click on a greyed confirm button says what it waits for (it
did nothing at all)."""

from __future__ import annotations

from records import at_the_persons_window
from tricktable import settings as store
from window_helpers import click_button, click_card, load_at, show_window, wait_for_person


def _burying(qtbot, worker):
    """A window at the person's bury (the window taken with a click on its button), and what
    its status line said at the window."""
    w = show_window(qtbot, worker, store.Settings(tips=False, hints=False))
    w.controller.load_record(at_the_persons_window(2))
    wait_for_person(qtbot, w)
    said = w.turn_label.text()  # the window's own question
    click_button(qtbot, w.table, "Take the window")
    qtbot.waitUntil(lambda: (d := w.table.decisions.decision) is not None
                    and d.kind == "discard" and w.table.animations_idle(), timeout=10_000)
    return w, said


def test_the_status_line_says_bury_2_cards_while_the_player_buries(qtbot, worker, home):
    w, said = _burying(qtbot, worker)
    assert said == "Your turn: take the window?"
    assert w.table.decisions.decision.title == "Bury 2 cards"
    assert w.turn_label.text() == "Your turn: bury 2 cards."
    w.controller.shutdown()


def test_the_status_line_names_nineteens_discard_as_its_panel_does(qtbot, worker, home):
    """Nineteen's draw and discard: the panel's title, not "make your choice"."""
    w = show_window(qtbot, worker, store.Settings(tips=False, hints=False))
    load_at(qtbot, w, "nineteen", {}, 0,
            lambda st: st.to_act == 0 and any(a.type == "discard" for a in st.legal_actions()))
    qtbot.waitUntil(lambda: w.table.decisions.decision is not None, timeout=5_000)
    title = w.table.decisions.decision.title
    assert title.startswith("Discard ")
    assert w.turn_label.text() == f"Your turn: {title[0].lower()}{title[1:]}."
    w.controller.shutdown()


def test_a_click_on_the_greyed_bury_button_says_which_cards_it_waits_for(qtbot, worker, home):
    w, _said = _burying(qtbot, worker)
    panel, toast, c = w.table.panel, w.table.felt.toast, w.controller
    assert not panel.confirm.isEnabled() and panel.confirm.line == "0 of 2 selected"
    click_button(qtbot, w.table, "Bury")
    qtbot.waitUntil(toast.isVisible, timeout=2_000)
    assert toast.text == "Select 2 cards to bury in your hand first: 0 of 2 selected."
    # three picked: one too many
    hand = [i.card for i in w.table.model.hands[0].items]
    for card in hand[:3]:
        click_card(qtbot, w, card)
    assert not panel.confirm.isEnabled() and panel.confirm.line == "1 too many selected"
    toast.hide()
    click_button(qtbot, w.table, "Bury")
    qtbot.waitUntil(toast.isVisible, timeout=2_000)
    assert toast.text == ("Select only 2 cards to bury: 3 are selected, 1 too many. A click on "
                          "a selected card lets it go.")
    assert c.state.stage == "discard" and c.human_to_act() == 0  # nothing was buried
    c.shutdown()


def test_a_click_on_the_greyed_announce_button_says_what_to_pick(qtbot, worker, home):
    """Young Hunter's takings: "Announce" greyed with none toggled answered a click with
    nothing; it says to pick one, or to say nothing."""
    w = show_window(qtbot, worker, store.Settings(tips=False, hints=False))
    load_at(qtbot, w, "young-hunter", {}, 0,
            lambda st: st.to_act == 0 and st.stage == "announce"
            and len(st.legal_actions()) > 1)
    qtbot.waitUntil(lambda: w.table.decisions.decision is not None, timeout=5_000)
    panel, toast = w.table.panel, w.table.felt.toast
    assert not panel.confirm.isEnabled()
    toast.hide()
    click_button(qtbot, w.table, "Announce")
    qtbot.waitUntil(toast.isVisible, timeout=2_000)
    assert toast.text == ("Nothing is picked yet: pick one or more, then “Announce”. Or choose "
                          "“Say nothing” to announce no takings.")
    assert w.controller.human_to_act() == 0  # nothing was announced
    w.controller.shutdown()


def test_up_at_the_bury_with_nothing_picked_says_what_it_waits_for_not_the_rules(
        qtbot, worker, home):
    """Up went to the panel's "?", the only button not greyed, and Enter then opened the
    rules: the arrow now leaves the keys on the cards and says what the bury waits for."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    w, _said = _burying(qtbot, worker)
    toast = w.table.felt.toast
    w.table.setFocus()
    qtbot.keyClick(w.table, Qt.Key.Key_Up)
    qtbot.waitUntil(toast.isVisible, timeout=2_000)
    assert toast.text == "Select 2 cards to bury in your hand first: 0 of 2 selected."
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    qtbot.wait(300)
    assert QApplication.activeModalWidget() is None and not any(
        t.isVisible() and "rules" in t.windowTitle().lower()
        for t in QApplication.topLevelWidgets()), "the rules opened"
    assert w.controller.state.stage == "discard"
    w.controller.shutdown()


def test_a_second_step_of_a_choice_names_itself_on_the_status_line(qtbot, worker, home):
    """On Barbu's "Trump: which suit?" the line still said "choose the contract"."""
    w = show_window(qtbot, worker, store.Settings(tips=False, hints=False))
    load_at(qtbot, w, "barbu", {}, 0, lambda st: st.stage == "contract" and st.to_act == 0
            and any(a.get("contract") == "trump" for a in st.legal_actions()))
    assert w.turn_label.text() == "Your turn: choose the contract."
    trump = next(b for b in w.table.panel.buttons if b.label.startswith("Trump"))
    click_button(qtbot, w.table, trump.label)
    qtbot.waitUntil(lambda: "which suit" in w.turn_label.text(), timeout=3_000)
    assert w.turn_label.text().startswith("Your turn: choose the contract — Trump")
    w.controller.shutdown()
