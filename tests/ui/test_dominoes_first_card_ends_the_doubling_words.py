"""Barbu's Dominoes: East's "does not double" still showed, fading, while West laid the first
card in the rows (57-seq04). The bidding's words go as a trick's first card lands; a card laid
in the rows is no trick, so it missed that rule. The first card laid now ends the talk of the
phases before the play too, while a pass said in the rows before it stays (it is the play's)."""

from __future__ import annotations

import time

from records import barbu_dominoes_from_a_doubles
from tricktable import settings as store
from tricktable.ui.seat_plate import FeltLabel
from window_helpers import click_button, click_card, show_window


def _bubbles(w) -> list[FeltLabel]:
    return [item for item in w.table.scene_.items()
            if isinstance(item, FeltLabel) and item.style == "bubble" and item.isVisible()
            and item.opacity() > 0]


def test_the_doubling_s_words_go_soon_after_the_first_dominoes_card_lands(qtbot, worker, home):
    w = show_window(qtbot, worker, store.Settings(), speed="normal", size=(1366, 768))
    c, table = w.controller, w.table
    c.load_record(barbu_dominoes_from_a_doubles())
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(), timeout=20_000)
    landed: list[float] = []
    said: list[str] = []

    def first_card() -> None:
        if len(table.model.dominoes.items) == 1 and not landed:
            landed.append(time.monotonic())
            said.extend(b.text for b in _bubbles(w))

    table.felt.turnShown.connect(first_card)
    click_button(qtbot, table, "No double")
    for _turn in range(4):  # the person plays on in the rows if it comes to them first
        qtbot.waitUntil(lambda: bool(landed) or (c.human_to_act() == 0
                                                 and table.animations_idle()), timeout=30_000)
        if landed:
            break
        legal = c.legal_actions()
        if any(a.type == "play" for a in legal):
            click_card(qtbot, w, next(a.card for a in legal if a.type == "play"))
        else:
            click_button(qtbot, table, next(b.label for b in table.panel.buttons))
    qtbot.waitUntil(lambda: bool(landed), timeout=30_000)
    assert any("double" in t for t in said), said  # the doubling's words were still up
    qtbot.waitUntil(lambda: not any("double" in b.text for b in _bubbles(w)), timeout=2_000)
    gone_after = time.monotonic() - landed[0]
    assert gone_after < 0.6, ([b.text for b in _bubbles(w)], gone_after)
    c.shutdown()
