"""A game resumed after a restart (or opened from its record) says in the status bar where play
stands and who took the last trick, with which card.

Why: after a kill and a restart the table said whose turn it was, and East had already led to
the next trick: nothing said that East had taken the trick before with the 10♠ (a tester). The
deal log says it, but is hidden by default; "Last trick" is a menu away."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable import settings as store
from tricktable.engine.record import replay
from tricktable.games.registry import get_rules
from tricktable.presentation.resume_place import last_trick_said
from window_helpers import record_where, show_window, wait_for_person


def _after_two_tricks(person_to_play: bool = True) -> dict:
    for seed in range(1, 30):
        doc = record_where("heart-hunter", {"quick": True}, seed, 0,
                           lambda st: st.deal_number == 1 and len(st.deal_log.tricks) == 2
                           and (st.to_act == 0) == person_to_play and not st.trick)
        if doc is not None:
            return doc
    raise AssertionError("no such position")


def _resumed(qtbot, worker, doc: dict):
    """A window started on ``doc`` as its autosave, Resume clicked."""
    store.save_autosave(doc)
    w = show_window(qtbot, worker)
    w.start()
    qtbot.waitUntil(lambda: getattr(w, "resume_box", None) is not None
                    and w.resume_box.isVisible(), timeout=3_000)
    resume = next(b for b in w.resume_box.buttons() if b.text().replace("&", "") == "Resume")
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    return w


def test_the_last_trick_is_said_with_its_taker_and_card():
    doc = _after_two_tricks()
    state = replay(doc, get_rules)
    leader, cards, winner = state.deal_log.tricks[-1]
    card = cards[(winner - leader) % 4]
    names = ["You", "Bot 1", "Bot 2", "Bot 3"]
    who = "You" if winner == 0 else names[winner]
    assert last_trick_said(state, [0], names) == (
        f"Last trick: {who} took it with the {state.rules.codec.short(card)}.")
    fresh = get_rules("heart-hunter").new_game(3, quick=True)
    assert last_trick_said(fresh, [0], names) == "", "no trick taken yet"


def test_resume_says_where_play_stands_and_who_took_the_last_trick(qtbot, worker, home):
    doc = _after_two_tricks()
    w = _resumed(qtbot, worker, doc)
    wait_for_person(qtbot, w)
    said = w.statusBar().currentMessage()
    assert said.startswith("Resumed: deal 1, trick 3, with you to play. Last trick: "), said
    assert said.endswith(".") and " took it with the " in said, said
    w.controller.shutdown()


def test_the_resumed_line_goes_once_play_moves_on(qtbot, worker, home):
    """Resumed with a computer to play: "Resumed: …, with North to announce." stayed in the bar
    after North and East had acted and the person's panel was up (a tester)."""
    w = _resumed(qtbot, worker, _after_two_tricks(person_to_play=False))
    assert w.statusBar().currentMessage().startswith("Resumed: deal 1, trick 3, with ")
    wait_for_person(qtbot, w)
    qtbot.waitUntil(lambda: not w.statusBar().currentMessage().startswith("Resumed"),
                    timeout=3_000)
    assert "Your turn" in w.turn_label.text() and w.turn_label.isVisible()
    w.controller.shutdown()
