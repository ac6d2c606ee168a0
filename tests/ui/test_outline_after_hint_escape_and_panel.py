"""A keyboard-only tester (QA 55) found no card outlined as their turn began, the playable card
bright: after a hinted card was played with Enter, after Escape, and at Barbu's first Dominoes
turn after the doubling panel was answered with Enter. The first Enter there only brought the
outline back; a second one played. A person whose last input was a key sees the outline on a
playable card whenever it is their turn to play one, and one Enter plays it; only the mouse
hides it. Driven as a person does: key presses on the table."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from records import barbu_dominoes_from_a_doubles
from tricktable import settings as store
from tricktable.settings import Seat
from window_helpers import show_window, wait_for_person

HINT_TIMEOUT_MS = 60_000
TURN_MS = 30_000


def _outlined(w) -> list:
    return [i for i in w.table.model.hands[0].items if i.focused]


def _window(qtbot, worker, game: str, seed: int):
    w = show_window(qtbot, worker, size=(1024, 600))
    seats = [Seat("You", "human"), *(Seat(f"Bot {i}", "computer") for i in range(1, 4))]
    w.start_game(game, {}, seats, seed=seed)
    wait_for_person(qtbot, w, timeout=TURN_MS)
    w.table.setFocus()
    return w


def _next_card_turn(qtbot, w, done: int) -> None:
    """Until the person is to play a card again, after their action number ``done``."""
    st = w.controller.state
    qtbot.waitUntil(lambda: len(st.deal_log.actions) > done, timeout=5_000)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle()
                    and any(a.type == "play" for a in w.controller.legal_actions()),
                    timeout=TURN_MS)


def _one_enter_plays_the_outlined_card(qtbot, w) -> None:
    """An outline on one playable card, and one Enter plays that card."""
    shown = _outlined(w)
    legal = {a.card for a in w.controller.legal_actions() if a.type == "play"}
    assert len(shown) == 1 and shown[0].card in legal, "no playable card has the outline"
    st = w.controller.state
    done = len(st.deal_log.actions)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(st.deal_log.actions) > done, timeout=5_000)
    player, _q, action = st.deal_log.actions[done]
    assert player == 0 and action.card == shown[0].card


def test_after_a_hinted_card_is_played_the_next_turn_has_the_outline_and_enter_plays(
        qtbot, worker, home):
    w = _window(qtbot, worker, "heart-hunter", 7)
    st = w.controller.state
    qtbot.keyClick(w.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.advice is not None, timeout=HINT_TIMEOUT_MS)
    hinted = w.advice.action
    done = len(st.deal_log.actions)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)  # the hinted card
    qtbot.waitUntil(lambda: len(st.deal_log.actions) > done, timeout=5_000)
    assert st.deal_log.actions[done][2] == hinted
    # no outline left on the card that slid into the played card's place meanwhile
    assert not _outlined(w) or w.controller.human_to_act() == 0
    _next_card_turn(qtbot, w, done)
    # on the first card the rules allow, not on one beside where the hint's card was
    first = next(i.card for i in w.table.model.hands[0].items if not i.dimmed)
    assert [i.card for i in _outlined(w)] == [first]
    _one_enter_plays_the_outlined_card(qtbot, w)


def test_after_escape_the_outline_shows_and_stays_for_the_next_turn(qtbot, worker, home):
    w = _window(qtbot, worker, "heart-hunter", 7)
    assert not _outlined(w), "no key pressed yet: no outline"
    qtbot.keyClick(w.table, Qt.Key.Key_Escape)
    _one_enter_plays_the_outlined_card(qtbot, w)
    _next_card_turn(qtbot, w, len(w.controller.state.deal_log.actions) - 1)
    _one_enter_plays_the_outlined_card(qtbot, w)


def test_escape_after_the_mouse_brings_the_outline_back(qtbot, worker, home):
    """The mouse hides the outline; a key (Escape) shows it again on a playable card."""
    w = _window(qtbot, worker, "heart-hunter", 7)
    qtbot.keyClick(w.table, Qt.Key.Key_Right)
    assert len(_outlined(w)) == 1
    qtbot.mouseMove(w.table.viewport(), QPoint(20, 20))
    qtbot.mouseMove(w.table.viewport(), QPoint(30, 30))
    assert not _outlined(w), "the mouse in use: no outline"
    qtbot.keyClick(w.table, Qt.Key.Key_Escape)
    _one_enter_plays_the_outlined_card(qtbot, w)


def test_barbu_dominoes_after_the_doubling_panel_has_the_outline_and_enter_plays(
        qtbot, worker, home):
    w = show_window(qtbot, worker, store.Settings(), size=(1024, 600))
    c = w.controller
    c.load_record(barbu_dominoes_from_a_doubles())
    wait_for_person(qtbot, w, timeout=TURN_MS)
    assert w.table.panel_proxy.isVisible()
    w.table.setFocus()
    st = c.state
    done = len(st.deal_log.actions)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)  # the doubling panel's default
    qtbot.waitUntil(lambda: len(st.deal_log.actions) > done, timeout=5_000)
    assert st.deal_log.actions[done][0] == 0
    for _turn in range(6):  # a pass, where the rows hold nothing for the person, by Enter
        qtbot.waitUntil(lambda: c.human_to_act() == 0 and w.table.animations_idle(),
                        timeout=TURN_MS)
        if any(a.type == "play" for a in c.legal_actions()):
            break
        done = len(st.deal_log.actions)
        qtbot.keyClick(w.table, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda done=done: len(st.deal_log.actions) > done, timeout=5_000)
    _one_enter_plays_the_outlined_card(qtbot, w)
