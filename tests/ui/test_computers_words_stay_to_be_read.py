"""A computer's words before the play were gone before a person saw them at Normal speed: in
Young Hunter's contra round East's "Pass" showed and West's, the last before the lead, was up
for half a second (the lead came 350 ms after it and its landing faded every bubble); in
Sheepshead a computer's "Takes the window" was replaced by its bury a moment later and the
lead took that away too. Words said before the deal's first card stay until it is played, a
seat's next words join its earlier ones, and the first lead waits until the last words have
been up long enough to be read."""

from __future__ import annotations

import time

from tricktable.engine.protocol import Announced
from tricktable.settings import Seat
from tricktable.ui.seat_plate import FeltLabel
from window_helpers import click_button, show_window

#: the least time (s) a computer's words must have been readable
READ_S = 1.0


def _bubbles(w) -> dict[int, str]:
    """The words in each visible bubble, by the seat it stands at."""
    felt = w.table.felt
    return {pos: b.text + (" " + b.caption if getattr(b, "caption", "") else "")
            for pos, b in felt.bubbles.items()
            if isinstance(b, FeltLabel) and b.isVisible() and b.opacity() > 0.5}


def _watch(qtbot, w):
    """(seen, first lead): each (seat, words) with when it was first and last seen, polled as
    an eye would, every 30 ms; when the deal's first card landed."""
    seen: dict[tuple[int, str], list[float]] = {}
    lead: list[float] = []
    table = w.table

    def look() -> None:
        now = time.monotonic()
        for pos, text in _bubbles(w).items():
            seen.setdefault((pos, text), [now, now])[1] = now

    def landed() -> None:
        if len(table.model.trick.items) == 1 and not table.model.last_trick and not lead:
            lead.append(time.monotonic())

    from PySide6.QtCore import QTimer
    timer = QTimer(w)
    timer.timeout.connect(look)
    timer.start(30)
    table.felt.turnShown.connect(landed)
    return seen, lead


def _talk(qtbot, worker, game: str, options: dict, seats: list[Seat], seed: int,
          said: str):
    """A deal of ``game`` at Normal speed up to its first card, the person saying nothing and
    passing as a person clicks: (window, the computers who said ``said`` in turn order, what
    was seen at each seat, when the first card landed or None: the person leads)."""
    w = show_window(qtbot, worker, speed="normal", size=(1366, 700))
    c, table = w.controller, w.table
    speakers: list[int] = []
    c.eventsApplied.connect(lambda events: speakers.extend(
        e.player for e in events if isinstance(e, Announced) and e.action.type == said
        and e.player != 0))
    seen, lead = _watch(qtbot, w)
    w.start_game(game, options, seats, seed=seed)

    def settled() -> bool:
        return bool(lead) or (c.human_to_act() == 0 and table.animations_idle())

    for _turn in range(12):
        qtbot.waitUntil(settled, timeout=20_000)
        legal = c.legal_actions()
        if lead or any(a.type == "play" for a in legal) or not legal:
            break
        click_button(qtbot, table, "Say nothing" if table.panel.skip is not None else "Pass")
    qtbot.waitUntil(lambda: bool(lead) or c.human_to_act() == 0, timeout=20_000)
    qtbot.wait(100)
    return w, speakers, seen, (lead[0] if lead else None)


def test_every_computer_s_pass_in_the_contra_round_is_up_long_enough_to_read(qtbot, worker,
                                                                          home):
    seats = [Seat("You", "human"), Seat("West", "computer"), Seat("North", "computer"),
             Seat("East", "computer")]
    checked = 0
    for seed in (5, 7, 8):  # a computer's pass is the last word before a computer's lead
        w, passes, seen, lead = _talk(qtbot, worker, "young-hunter", {"contra": True}, seats,
                                      seed, "pass")
        assert passes and lead is not None, seed
        for pos in passes:
            shown = [t for (p, text), t in seen.items() if p == pos and "Pass" in text]
            assert shown, (seed, pos, seen)
            up = max(last - first for first, last in shown)
            assert up >= READ_S, (seed, pos, up)
            checked += 1
        w.controller.shutdown()
        w.close()
    assert checked


def test_a_computer_s_take_of_the_window_is_up_until_the_first_card_is_played(qtbot, worker,
                                                                            home):
    seats = [Seat("You", "human"), Seat("West", "computer"), Seat("East", "computer")]
    for seed in range(1, 20):
        w, takers, seen, lead = _talk(qtbot, worker, "sheepshead", {}, seats, seed, "take")
        w.controller.shutdown()
        w.close()
        if not takers or lead is None:  # the person took it, or leads: another deal
            continue
        last = max((t[1] for (pos, text), t in seen.items()
                    if pos == takers[0] and "window" in text.lower()), default=0.0)
        assert last >= lead - 0.1, (seed, lead - last, seen)
        return
    raise AssertionError("no computer took the window before a computer's lead")
