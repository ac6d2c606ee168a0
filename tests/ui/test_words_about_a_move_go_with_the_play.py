"""Words said about a move go once the play has gone on past it, through the window at Normal
speed, as a tester saw them stay.

Why: in Barbu's Dominoes the person, declarer with no card of the starting rank, passed first;
their "Passes" stayed beside their plate through every later turn while they laid eight cards
(the first card in the rows waits for the last words to be read and stopped their fade; only
the doubling's words went as it landed). In Heart Hunter West's "Holds the 2♣ and leads" was
still up with three cards in the trick: it fades on a timer, slower than the cards come. It
now stays until it has been read, and goes as the next card lands."""

from __future__ import annotations

import time

from tricktable.engine.cards import card
from tricktable.games.registry import get_rules
from tricktable.ui.seat_plate import FeltLabel
from window_helpers import (
    click_card,
    dominoes_from_a_missing_rank,
    person_and_computers,
    show_window,
)


def _bubbles(w) -> dict[str, float]:
    """The words of each bubble drawn on the felt now, with its opacity."""
    return {item.text: item.opacity() for item in w.table.scene_.items()
            if isinstance(item, FeltLabel) and item.style == "bubble" and item.isVisible()
            and item.opacity() > 0}


def test_the_person_s_first_pass_in_the_rows_goes_as_the_play_goes_on(qtbot, worker, home):
    w, _rank = dominoes_from_a_missing_rank(qtbot, worker)
    c, table = w.controller, w.table
    # no card fits: the pass is made for the person, and said beside their plate
    qtbot.waitUntil(lambda: "Passes" in _bubbles(w), timeout=20_000)
    played = 0
    while played < 2 and c.state.stage == "dominoes":  # the person lays cards as they come
        qtbot.waitUntil(lambda: c.state.stage != "dominoes"
                        or (c.human_to_act() == 0 and table.animations_idle()), timeout=30_000)
        plays = [a for a in c.legal_actions() if a.type == "play"]
        if plays:
            click_card(qtbot, w, plays[0].card)
            played += 1
    assert played == 2
    qtbot.waitUntil(table.animations_idle, timeout=10_000)
    own = [b for pos, b in table.felt.bubbles.items() if pos == 0 and b.text == "Passes"]
    assert not own, "the person's first pass is still said after they laid two cards"
    c.shutdown()


def test_the_lead_s_reason_is_read_and_goes_as_the_next_card_lands(qtbot, worker, home):
    rules = get_rules("heart-hunter")
    seed = next(s for s in range(1, 60) if rules.new_game(s).hands[1] >> card("2C") & 1)
    w = show_window(qtbot, worker, speed="normal", size=(1920, 1080))
    c, table = w.controller, w.table
    seen: list[tuple[float, int, dict[str, float]]] = []
    table.felt.turnShown.connect(lambda: seen.append(
        (time.monotonic(), len(table.model.trick.items), _bubbles(w))))
    said: list[float] = []

    def look() -> None:
        if not said and any(t.startswith("Holds the") for t in _bubbles(w)):
            said.append(time.monotonic())

    from PySide6.QtCore import QTimer
    timer = QTimer(w)
    timer.timeout.connect(look)
    timer.start(20)
    w.start_game("heart-hunter", {}, person_and_computers(), seed=seed)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(), timeout=20_000)
    assert said, "West's reason for leading was never shown"
    second = next(t for t, n, _b in seen if n == 2)
    assert second - said[0] >= 0.9, "the next card came before the words could be read"
    third = [b for _t, n, b in seen if n == 3]
    assert third and not any(t.startswith("Holds the") for t in third[0]), third
    c.shutdown()
