"""A tester in Heart Hunter pressed H: the hint outlined the 6♦. They then clicked, on purpose, a
greyed-out card (the A♥) and were told they must follow diamonds. But the click had forgotten the
keyboard's pick: Enter played nothing and only outlined the 2♦, which a second Enter would have
played. A refused click changes nothing of the keyboard's pick: the card outlined before it (a
hint's, or one the arrows moved to) stays outlined, and Enter plays it. A click on a card the
rules allow still plays that card, and a refused click with no outline before leaves none.
Driven as a person does: H on the window, the arrows and Enter on the table, real mouse clicks
where the cards are drawn."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from tricktable.engine.cards import iter_cards
from window_helpers import click_card, key_to_window, load_at, show_window

HINT_TIMEOUT_MS = 60_000


def _must_follow(state) -> bool:
    """The person (0) is to follow a led suit, with two cards or more they may play and a card
    of another suit they may not."""
    if state.to_act != 0 or not state.trick:
        return False
    legal = {a.card for a in state.legal_actions() if a.type == "play"}
    held = set(iter_cards(state.hands[0]))
    return len(legal) >= 2 and bool(held - legal)


def _window(qtbot, worker):
    w = show_window(qtbot, worker, size=(1280, 800))
    load_at(qtbot, w, "heart-hunter", {}, 0, _must_follow)
    w.table.setFocus()
    return w


def _hand(w):
    return w.table.model.hands[0].items


def _outlined(w) -> list[int]:
    return [item.card for item in _hand(w) if item.focused]


def _greyed(w) -> int:
    """A card of the person's the rules do not allow now, drawn greyed out."""
    legal = {a.card for a in w.controller.legal_actions() if a.type == "play"}
    card = next(item.card for item in _hand(w) if item.card not in legal)
    assert next(item for item in _hand(w) if item.card == card).dimmed
    return card


def _click_refused(qtbot, w, card: int) -> None:
    """A real click on ``card``, which the rules refuse: said in the status bar, nothing played."""
    st = w.controller.state
    done = len(st.deal_log.actions)
    click_card(qtbot, w, card)
    qtbot.waitUntil(lambda: "must follow" in w.statusBar().currentMessage(), timeout=3_000)
    assert len(st.deal_log.actions) == done


def _enter_plays(qtbot, w) -> int:
    """Enter on the table; the card it played (fails when it played none)."""
    st = w.controller.state
    done = len(st.deal_log.actions)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(st.deal_log.actions) > done, timeout=3_000)
    player, _pos, action = st.deal_log.actions[done]
    assert player == 0
    return action.card


def _hinted(qtbot, w) -> int:
    """H pressed on the window; the hint's card, once its outline shows."""
    key_to_window(qtbot, w, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.advice is not None, timeout=HINT_TIMEOUT_MS)
    card = w.advice.action.card
    qtbot.waitUntil(lambda: _outlined(w) == [card], timeout=3_000)
    return card


def test_after_a_refused_click_enter_plays_the_hinted_card(qtbot, worker, home):
    w = _window(qtbot, worker)
    hinted = _hinted(qtbot, w)
    _click_refused(qtbot, w, _greyed(w))
    assert _outlined(w) == [hinted], "the hint's card keeps the outline"
    assert _enter_plays(qtbot, w) == hinted


def test_after_a_refused_click_enter_plays_the_card_the_arrows_outlined(qtbot, worker, home):
    w = _window(qtbot, worker)
    qtbot.keyClick(w.table, Qt.Key.Key_Right)
    qtbot.keyClick(w.table, Qt.Key.Key_Right)  # the second card the rules allow
    [chosen] = _outlined(w)
    legal = [item.card for item in _hand(w) if not item.dimmed]
    assert chosen == legal[1]
    _click_refused(qtbot, w, _greyed(w))
    assert _outlined(w) == [chosen]
    assert _enter_plays(qtbot, w) == chosen


def test_the_mouse_moved_to_the_refused_card_and_enter_still_plays_the_hint(
        qtbot, worker, home):
    """On a desktop the pointer moves to the card first, which hides the outline (the mouse in
    use); refused, the click brings the hint's outline back, and Enter plays the hint's card."""
    w = _window(qtbot, worker)
    hinted = _hinted(qtbot, w)
    greyed = _greyed(w)
    item = next(i for i in _hand(w) if i.card == greyed)
    rect = item.sceneBoundingRect()
    pt = w.table.mapFromScene(rect.center())
    qtbot.mouseMove(w.table.viewport(), pt - QPoint(3, 3))
    qtbot.mouseMove(w.table.viewport(), pt)
    assert _outlined(w) == [], "the mouse in use: the outline goes"
    _click_refused(qtbot, w, greyed)
    assert _outlined(w) == [hinted]
    assert _enter_plays(qtbot, w) == hinted


def test_enter_after_the_mouse_hid_the_hint_outlines_the_hints_card(qtbot, worker, home):
    """The mouse moved over the table after a hint and the outline went: Enter shows it again
    on the hint's card (it went to the first card the rules allow), and a second Enter plays
    it."""
    w = _window(qtbot, worker)
    hinted = _hinted(qtbot, w)
    qtbot.mouseMove(w.table.viewport(), QPoint(8, 8))
    qtbot.mouseMove(w.table.viewport(), QPoint(20, 12))
    assert _outlined(w) == []
    st = w.controller.state
    done = len(st.deal_log.actions)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    assert _outlined(w) == [hinted] and len(st.deal_log.actions) == done
    assert _enter_plays(qtbot, w) == hinted


def test_a_refused_click_with_no_outline_leaves_none(qtbot, worker, home):
    """No key pressed: a refused click shows no outline; Enter then outlines the first card
    the rules allow, as before, and plays nothing."""
    w = _window(qtbot, worker)
    assert _outlined(w) == []
    _click_refused(qtbot, w, _greyed(w))
    assert _outlined(w) == []
    st = w.controller.state
    done = len(st.deal_log.actions)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    first = next(item.card for item in _hand(w) if not item.dimmed)
    assert _outlined(w) == [first] and len(st.deal_log.actions) == done


def test_a_click_on_a_card_the_rules_allow_still_plays_it(qtbot, worker, home):
    """With a hint's card outlined, a click on another card the rules allow plays the clicked
    card, not the hint's."""
    w = _window(qtbot, worker)
    hinted = _hinted(qtbot, w)
    other = next(item.card for item in _hand(w) if not item.dimmed and item.card != hinted)
    st = w.controller.state
    done = len(st.deal_log.actions)
    click_card(qtbot, w, other)
    qtbot.waitUntil(lambda: len(st.deal_log.actions) > done, timeout=3_000)
    assert st.deal_log.actions[done][0] == 0 and st.deal_log.actions[done][2].card == other


def _discarding_with_a_card_kept(state) -> bool:
    """Nineteen: the person (0) lays cards away, and holds one no discard may hold (a king)."""
    if state.to_act != 0 or state.stage != "discard":
        return False
    legal = state.legal_actions()
    if not legal or any(a.type != "discard" for a in legal):
        return False
    allowed = 0
    for action in legal:
        allowed |= action.get("cards")
    return bool(set(iter_cards(state.hands[0])) - set(iter_cards(allowed)))


def test_at_a_discard_a_refused_click_leaves_the_outline_where_space_picks(
        qtbot, worker, home):
    """The arrows outline a card to lay away; a click on a king, which may not go, is refused,
    and Space then picks the outlined card (it tried the king again, refused once more)."""
    w = show_window(qtbot, worker, size=(1280, 800))
    load_at(qtbot, w, "nineteen", {}, 0, _discarding_with_a_card_kept)
    qtbot.waitUntil(lambda: (d := w.table.decisions.decision) is not None
                    and d.kind == "discard", timeout=5_000)
    w.table.setFocus()
    qtbot.keyClick(w.table, Qt.Key.Key_Right)
    qtbot.keyClick(w.table, Qt.Key.Key_Right)
    [chosen] = _outlined(w)
    king = next(item.card for item in _hand(w) if item.dimmed)
    click_card(qtbot, w, king)
    qtbot.waitUntil(lambda: "may not" in w.table.felt.toast.text, timeout=3_000)
    assert _outlined(w) == [chosen]
    qtbot.keyClick(w.table, Qt.Key.Key_Space)
    assert [item.card for item in _hand(w) if item.selected_for_choice] == [chosen]
