"""Hints made easy to find, in the window: a learner found hints only by the H key and Help →
Hint, and many never did. In a first game, while the settings offer hints, a tip says so once,
at the person's first choice with no tip of its own, one tip at a time before the last trick's;
pressing H takes it away and shows the hint. It never comes again, in this game or another;
with hints off it never comes and no tip speaks of H; switched off while it shows, it goes."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from tricktable import tips_store
from tricktable.ui.main_window import MainWindow
from window_helpers import click_card, open_settings, wait_for_tip

TURN_MS = 30_000




def play_a_card(qtbot, w: MainWindow) -> None:
    """Click the last card the person may play, and wait for it to be played."""
    c = w.controller
    done = len(c.state.deal_log.actions)
    click_card(qtbot, w, [a.card for a in c.legal_actions() if a.type == "play"][-1])
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > done, timeout=5_000)


def tips_seen(qtbot, w: MainWindow, cards: int) -> list[tuple[str, str]]:
    """(kind, text) of the tip up at each of the person's next ``cards`` cards ("" for none);
    each card is clicked, the tip left as it is (it goes when the person plays on)."""
    seen = []
    for _ in range(cards):
        wait_for_tip(qtbot, w)
        guide = w.tip_guide
        seen.append((guide.kind, guide.card.tip.text if guide.visible else ""))
        play_a_card(qtbot, w)
    return seen


def test_the_hint_tip_comes_once_after_the_cards_own_and_before_the_last_tricks(qtbot, tips_window):
    w = tips_window("heart-hunter", 7)
    kinds = [kind for kind, _text in tips_seen(qtbot, w, 4)]
    assert kinds == ["play", "hint", "last-trick", ""], kinds
    assert tips_store.load_shown()[0] == {"heart-hunter/play", "table/hint", "table/last-trick"}
    w.close()
    barbu = tips_window("barbu", 9)  # another game: its own tip, never the hint's again
    wait_for_tip(qtbot, barbu)
    assert barbu.tip_guide.kind == "choose-contract"


def test_h_takes_the_hint_tip_away_and_shows_the_hint(qtbot, tips_window):
    w = tips_window("heart-hunter", 7)
    wait_for_tip(qtbot, w)
    assert w.tip_guide.kind == "play"
    play_a_card(qtbot, w)
    wait_for_tip(qtbot, w)
    guide = w.tip_guide
    assert guide.visible and guide.kind == "hint"
    assert "Press H (Help → Hint)" in guide.card.tip.text
    qtbot.keyClick(w.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.advice is not None, timeout=TURN_MS)
    assert not guide.visible  # one note at a time: the hint, not the tip about it


def test_a_person_who_found_h_first_is_not_told_about_it(qtbot, tips_window):
    w = tips_window("heart-hunter", 7)
    wait_for_tip(qtbot, w)
    assert w.tip_guide.kind == "play"
    qtbot.keyClick(w.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.advice is not None, timeout=TURN_MS)
    assert "table/hint" in tips_store.load_shown()[0]
    kinds = [kind for kind, _text in tips_seen(qtbot, w, 3)]
    assert "hint" not in kinds and kinds[1] == "last-trick", kinds


def test_with_hints_off_no_tip_speaks_of_h(qtbot, tips_window):
    w = tips_window("heart-hunter", 7, hints=False)
    seen = tips_seen(qtbot, w, 4)
    assert [kind for kind, _text in seen] == ["play", "last-trick", "", ""], seen
    assert not any("Press H" in text or "Hint" in text for _kind, text in seen), seen
    assert "table/hint" not in tips_store.load_shown()[0]


def test_hints_switched_off_while_their_tip_shows_take_it_away(qtbot, tips_window):
    w = tips_window("heart-hunter", 7)
    wait_for_tip(qtbot, w)
    play_a_card(qtbot, w)
    wait_for_tip(qtbot, w)
    assert w.tip_guide.visible and w.tip_guide.kind == "hint"
    dlg = open_settings(qtbot, w)
    hints = dlg.switches["hints"]
    qtbot.mouseClick(hints, Qt.MouseButton.LeftButton,
                     pos=QPoint(hints.height() // 2, hints.height() // 2))
    assert not hints.isChecked()
    ok = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.settings.hints is False, timeout=5_000)
    qtbot.waitUntil(lambda: w.tip_guide.kind != "hint", timeout=5_000)
    assert not (w.tip_guide.visible and "Press H" in w.tip_guide.card.tip.text)
