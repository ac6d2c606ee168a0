"""The arrows pass over the cards that may not be played and only a click on one said why: a
keyboard player never learnt the rule that dimmed them (a tester). The status line now says it,
in the rules' own sentence, when some of the cards to play from are dimmed, and nothing more
when every card may be played."""

from __future__ import annotations

from tricktable.engine.protocol import Action
from window_helpers import load_at, show_window


def _following_with_some_dimmed(st) -> bool:
    legal = {a.card for a in st.legal_actions()} if st.to_act == 0 else set()
    return bool(st.trick) and st.to_act == 0 and 0 < len(legal) < bin(st.hands[0]).count("1")


def _leading_with_all_free(st) -> bool:
    return (st.to_act == 0 and not st.trick and st.deal_log.tricks
            and len(st.legal_actions()) == bin(st.hands[0]).count("1"))


def test_the_status_line_says_why_the_dimmed_cards_may_not_be_played(qtbot, worker, home):
    w = show_window(qtbot, worker)
    load_at(qtbot, w, "heart-hunter", {}, 0, _following_with_some_dimmed)
    said = w.status_text()
    assert said.startswith("Your turn: play a card. You must follow "), said
    assert said.endswith("."), said
    w.controller.shutdown()


def test_with_every_card_free_the_status_line_adds_no_rule(qtbot, worker, home):
    w = show_window(qtbot, worker)
    load_at(qtbot, w, "heart-hunter", {}, 0, _leading_with_all_free)
    assert "must" not in w.status_text(), w.status_text()
    w.controller.shutdown()


def _dominoes_card_to_play(st) -> bool:
    """Barbu's Dominoes, the person to lay a card (no pass: one fits), others not fitting."""
    if st.stage != "dominoes" or st.to_act != 0:
        return False
    legal = st.legal_actions()
    return all(a.type == "play" for a in legal) and \
        bin(st.hands[0]).count("1") - len(legal) >= 2


def test_where_each_dimmed_card_has_its_own_reason_the_status_line_names_none(
        qtbot, worker, home):
    """Barbu's Dominoes: every card that does not fit has a reason of its own, and the status
    line said "The 5♣ does not fit a row…" turn after turn, about a card never clicked (a
    tester)."""
    w = show_window(qtbot, worker)
    load_at(qtbot, w, "barbu", {}, 0, _dominoes_card_to_play, seeds=range(1, 200))
    st = w.controller.state
    dimmed = [c for c in range(64) if (st.hands[0] >> c) & 1
              and c not in {a.card for a in st.legal_actions()}]
    assert len({st.why_illegal(Action("play", c)) for c in dimmed}) > 1, \
        "this hand's dimmed cards share one reason"
    assert "does not fit" not in w.status_text(), w.status_text()
    w.controller.shutdown()
