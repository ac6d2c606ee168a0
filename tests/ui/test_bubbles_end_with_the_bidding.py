"""Young Hunter: East's "Pass" of the contra round was still fading under East's plate, faint,
beside the first lead on the table, as if said about it. A bubble's fade also lingered: eased
out, it spent half of it at a tenth of its strength or less, a ghost. The bidding's words now go
quickly when the deal's first card lands, and a fade ends by going faster, not slower."""

from __future__ import annotations

import time

from tricktable.settings import Seat
from tricktable.ui.seat_plate import FeltLabel
from window_helpers import click_button, click_card, show_window

SEATS = [Seat("You", "human"), Seat("West", "computer"), Seat("North", "computer"),
         Seat("East", "computer")]


def _bubbles(w) -> list[FeltLabel]:
    return [item for item in w.table.scene_.items()
            if isinstance(item, FeltLabel) and item.style == "bubble" and item.isVisible()
            and item.opacity() > 0]


def test_the_bidding_s_words_are_gone_soon_after_the_first_lead_lands(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="normal", size=(1366, 700))
    c, table, felt = w.controller, w.table, w.table.felt
    w.start_game("young-hunter", {"contra": True}, SEATS, seed=10)
    landed: list[tuple[float, list[str]]] = []

    def first_lead() -> None:
        if len(table.model.trick.items) == 1 and not table.model.last_trick and not landed:
            landed.append((time.monotonic(), [b.text for b in _bubbles(w)]))

    felt.turnShown.connect(first_lead)
    for _turn in range(12):  # the person says nothing and passes, as a person clicks
        qtbot.waitUntil(lambda: bool(landed) or (c.human_to_act() == 0
                                                 and table.animations_idle()), timeout=20_000)
        if landed:
            break
        legal = c.legal_actions()
        if any(a.type == "play" for a in legal):  # the person leads: their first card
            click_card(qtbot, w, next(a.card for a in legal if a.type == "play"))
            continue
        click_button(qtbot, table, "Say nothing" if table.panel.skip is not None else "Pass")
    qtbot.waitUntil(lambda: bool(landed), timeout=20_000)
    at, said = landed[0]
    assert said, "words of the bidding were still on the table as the first lead landed"
    qtbot.waitUntil(lambda: not _bubbles(w), timeout=2_000)
    gone_after = time.monotonic() - at
    assert gone_after < 0.6, (said, gone_after)
    c.shutdown()


def test_a_bubble_s_fade_is_still_more_than_half_strong_half_way_through(qtbot, worker, home):
    """Half way through its fade a bubble was at an eighth of its strength, and stayed faint
    for as long again: in a screenshot, a ghost left behind."""
    from PySide6.QtCore import QAbstractAnimation, Qt

    from tricktable.ui.animations import _targets
    from tricktable.ui.table_felt import BUBBLE_FADE_MS

    w = show_window(qtbot, worker, speed="normal", size=(1366, 700))
    c, table = w.controller, w.table
    w.start_game("young-hunter", {}, [Seat(s.name, "computer") for s in SEATS], seed=10)
    # words said in the play (a taking made, its value under it): the bidding's stay until
    # the first card
    qtbot.waitUntil(lambda: any(b.caption for b in table.felt.bubbles.values()),
                    timeout=60_000)
    bubble = next(b for b in table.felt.bubbles.values() if b.caption)
    direct = Qt.FindChildOption.FindDirectChildrenOnly
    fade = next(a for a in table.model.findChildren(QAbstractAnimation, options=direct)
                if _targets(a, bubble))
    fade.pause()
    fade.setCurrentTime(fade.totalDuration() - BUBBLE_FADE_MS // 2)  # normal speed: as is
    assert bubble.opacity() > 0.5, bubble.opacity()
    fade.setCurrentTime(fade.totalDuration() - BUBBLE_FADE_MS // 8)
    assert bubble.opacity() < 0.3, bubble.opacity()  # and it goes, at the end
    fade.resume()
    c.shutdown()
