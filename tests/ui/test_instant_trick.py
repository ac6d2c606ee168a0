"""At the instant speed a finished trick went with its last card: the trick was never seen (a
player's plate jumped to "7 points" without the Q♠ dropped on them ever showing), nor were the
players' words (a window taken and its bury). A trick stays a moment, unmoving, then goes; the
words show in their bubbles for as long as at any speed, without fading."""

from __future__ import annotations

import copy
import time

from tricktable.presentation import motion
from tricktable.presentation.motion import Pace
from window_helpers import click_item, load_at, show_window


def _winning_card(st) -> int | None:
    """A card of the person's that takes the trick now, so that the person leads next."""
    for action in st.legal_actions():
        after = copy.deepcopy(st)
        after.apply(action)
        if after.deal_log.tricks and after.deal_log.tricks[-1][2] == 0 and after.to_act == 0:
            return action.card
    return None


def _last_to_play_and_winning(st) -> bool:
    return st.to_act == 0 and len(st.trick) == 3 and _winning_card(st) is not None


def test_a_trick_finished_at_the_instant_speed_stays_a_moment(qtbot, worker, home,
                                                               monkeypatch):
    monkeypatch.setattr(Pace, "reading_holds", True)
    w = show_window(qtbot, worker, speed="instant")
    load_at(qtbot, w, "heart-hunter", {}, 0, _last_to_play_and_winning)
    table, c = w.table, w.controller
    win = _winning_card(c.state)
    pick = next(i for i in table.model.hands[0].items if i.card == win)
    before = sorted([i.card for i in table.model.trick.items] + [pick.card])
    click_item(qtbot, table, pick)
    started = time.monotonic()
    qtbot.waitUntil(lambda: len(table.model.leaving.items) == 4, timeout=5_000)
    lying = list(table.model.leaving.items)
    assert sorted(i.card for i in lying) == before
    assert all(i.isVisible() and i.opacity() == 1.0 and i.scene() is table.scene()
               for i in lying)
    places = table.model.lay.trick_places([i.position for i in lying])
    assert [(round(i.x()), round(i.y())) for i in lying] == \
        [(round(p.x), round(p.y)) for p in places], "unmoved, where they were played"
    qtbot.waitUntil(lambda: not table.model.leaving.items, timeout=5_000)
    assert time.monotonic() - started >= motion.INSTANT_TRICK_MS / 1000 * 0.8
    assert all(i.scene() is None for i in lying)
    c.shutdown()


def test_words_show_in_their_bubbles_at_the_instant_speed(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="instant")
    felt = w.table.felt
    felt.bubble(1, "takes the window")
    b = felt.bubbles.get(1)
    assert b is not None and b.isVisible() and b.scene() is w.table.scene()
    assert b.opacity() == 1.0
    w.controller.shutdown()


def test_at_the_instant_speed_the_computers_wait_for_the_trick_on_the_table(
        qtbot, worker, home, monkeypatch):
    """Watching computers at the instant speed, the game ran hands ahead of the table: the
    deal log and the plates had the hand's scores while its first trick still lay there. The
    next card now waits while a finished trick stays to be read."""
    from tricktable.engine.protocol import CardPlayed, TrickTaken
    from tricktable.settings import Seat

    monkeypatch.setattr(Pace, "reading_holds", True)
    w = show_window(qtbot, worker, speed="instant")
    c = w.controller
    seen: list[tuple[float, str]] = []
    c.eventsApplied.connect(lambda events: seen.extend(
        (time.monotonic(), type(e).__name__) for e in events
        if isinstance(e, TrickTaken | CardPlayed)))
    w.start_game("heart-hunter", {}, [Seat(f"Bot {i}", "computer") for i in range(4)], seed=6)
    qtbot.waitUntil(lambda: sum(kind == "TrickTaken" for _t, kind in seen) >= 3,
                    timeout=30_000)
    c.shutdown()
    gaps = [seen[i + 1][0] - t for i, (t, kind) in enumerate(seen[:-1]) if kind == "TrickTaken"]
    assert gaps and min(gaps) >= motion.INSTANT_TRICK_MS / 1000 * 0.8, gaps
