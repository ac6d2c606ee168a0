"""A game left at a deal's summary, "Next deal" not yet pressed, and brought back (the autosave
resumed after a restart, or its record opened): the next deal was under way, its first cards
already played by the computers, and the summary of the deal just finished was never seen. It
shows again now, on a bare table, and "Next deal" deals on as the first time."""

from __future__ import annotations

from PySide6.QtCore import Qt

from window_helpers import press_next_deal, record_where, show_window, wait_for_person


def _at_a_deals_end() -> dict:
    """A Heart Hunter record whose last move ended deal 1 (the person sits at 0)."""
    for seed in range(1, 20):
        doc = record_where("heart-hunter", {"quick": True}, seed, 0,
                           lambda st: st.deal_number == 2 and not st.deal_log.actions)
        if doc is not None:
            return doc
    raise AssertionError("no game reached deal 2")


def _shows_deal_ones_summary(qtbot, w) -> None:
    felt, c = w.table.felt, w.controller
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=5_000)
    assert felt.scored_shown is not None and felt.scored_shown.number == 1
    assert c.awaiting_continue and c.human_to_act() is None
    assert not c.state.deal_log.actions, "nobody played on in deal 2 behind the summary"
    assert not w.table.model.all_cards(), "the next deal's cards lay under the summary"
    dealer = c.state.history[0].dealer  # the button stays on that deal's dealer
    assert [p.dealer for p in w.table.felt.plates] == [p.position == dealer
                                                      for p in w.table.felt.plates]
    assert "Deal 2" not in c.deal_log_html(), "the log named the next deal's dealer"


def test_a_game_resumed_at_a_deals_summary_shows_it_until_next_deal(qtbot, worker, home):
    doc = _at_a_deals_end()
    w = show_window(qtbot, worker)
    w.controller.load_record(doc)
    _shows_deal_ones_summary(qtbot, w)
    assert w.controller.flush_autosave()
    w.close()
    again = show_window(qtbot, worker)
    again.start()
    assert "at the end of deal 1?" in again.resume_box.text()  # not "from deal 2"
    resume = next(b for b in again.resume_box.buttons() if b.text().replace("&", "") == "Resume")
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    _shows_deal_ones_summary(qtbot, again)
    qtbot.wait(300)
    assert not again.controller.state.deal_log.actions, "the computers waited for Next deal"
    press_next_deal(qtbot, again)
    c = again.controller
    qtbot.waitUntil(lambda: c.human_to_act() == 0 or bool(c.state.deal_log.actions),
                    timeout=10_000)
    assert again.table.felt.summary is None
    wait_for_person(qtbot, again)
    own = again.table.model.hands[0].items
    assert len(own) == bin(c.state.view(0).hands[0]).count("1") > 0
    c.shutdown()


def test_undo_from_a_resumed_summary_goes_back_into_the_deal(qtbot, worker, home):
    """Ctrl+Z on the summary shown again takes back the person's last card of deal 1, as it
    does on the summary first shown."""
    w = show_window(qtbot, worker)
    w.controller.load_record(_at_a_deals_end())
    _shows_deal_ones_summary(qtbot, w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3_000)
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    c = w.controller
    wait_for_person(qtbot, w)
    assert c.state.deal_number == 1 and not c.awaiting_continue
    assert w.table.felt.summary is None
    c.shutdown()


def test_a_summary_closed_before_a_restart_is_not_shown_again(qtbot, worker, home):
    """"Next deal" pressed, then the window closed before anyone played in the new deal (the
    autosave still ends with deal 1's last card): the game resumed goes on in deal 2, the
    question says so, and the summary read already does not wait for "Next deal" again."""
    doc = None
    for seed in range(1, 40):  # the person acts first in deal 2: nothing is played before
        doc = record_where("heart-hunter", {"quick": True}, seed, 0,
                           lambda st: st.deal_number == 2 and not st.deal_log.actions
                           and st.to_act == 0)
        if doc is not None:
            break
    assert doc is not None, "no game where the person opens deal 2"
    w = show_window(qtbot, worker)
    w.controller.load_record(doc)
    _shows_deal_ones_summary(qtbot, w)
    press_next_deal(qtbot, w)
    wait_for_person(qtbot, w)
    assert not w.controller.state.deal_log.actions
    assert "at the end of deal" not in w.controller.opened_words("game.json")
    w.close()
    again = show_window(qtbot, worker)
    again.start()
    question = again.resume_box.text()
    assert "at the end of deal 1" not in question and "deal 2" in question, question
    resume = next(b for b in again.resume_box.buttons() if b.text().replace("&", "") == "Resume")
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    c = again.controller
    wait_for_person(qtbot, again)
    assert not c.awaiting_continue and again.table.felt.summary is None
    assert not again.table.felt.summary_proxy.isVisible()
    own = again.table.model.hands[0].items
    assert len(own) == bin(c.state.view(0).hands[0]).count("1") > 0
    c.shutdown()
