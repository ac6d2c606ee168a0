"""The decision panel shown again for the next deal's decision keeps its buttons' words whole.
Built while still hidden, it measured its buttons at widths they never got: Barbu's "No Last
Two" read "−10 / −20 for the last…" after "Next hand", and Young Hunter's announcements "win a
trick with…" (a tester), while the same panel opened on a game brought back showed them whole."""

from __future__ import annotations

import random

from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from tricktable.ui.choice_button import ChoiceButton
from window_helpers import press_next_deal, show_window, wait_for_person


def _at_the_end_of_hand_three() -> dict:
    """Barbu three hands in, the person declarer of the next with No Last Two still to play."""
    state = get_rules("barbu").new_game(seed=9)
    rng = random.Random(9)
    while state.to_act is not None and len(state.history) < 3:
        state.apply(rng.choice(state.legal_actions()))
    return make_record(state, [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "rule"} for n in ("West", "North", "East")])


def test_after_next_hand_the_contracts_lines_are_whole(qtbot, worker, home):
    w = show_window(qtbot, worker, size=(1161, 653))
    w.controller.load_record(_at_the_end_of_hand_three())
    qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=5_000)
    qtbot.wait(500)  # the summary read
    press_next_deal(qtbot, w)  # "Next hand", clicked where it is drawn
    wait_for_person(qtbot, w)
    qtbot.waitUntil(lambda: w.table.decisions.panel_proxy.isVisible(), timeout=5_000)
    qtbot.wait(300)
    buttons = [b for b in w.table.decisions.panel.findChildren(ChoiceButton) if b.line]
    assert any("Last Two" in b.label for b in buttons)
    for b in buttons:
        words = " ".join(line.text for line in b.laid_out()[1])
        assert "…" not in words, words
        assert b.height() >= b.height_at(b.width()), b.label
    w.controller.shutdown()
