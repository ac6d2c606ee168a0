"""The table said it was at rest between a computer's move and its card's flight: a batch's
steps were pushed one at a time, and the deal's first card's wait for the talk (nothing to wait
for at most leads) ran at once on the idle queue and left it idle before the card's flight was
pushed. The window took that for the table at rest: "North to play" was written with North's
card not yet played, and a deal's scores went to the score panel before its last trick."""

from __future__ import annotations

from tricktable import settings as store
from window_helpers import show_window


def test_the_table_is_at_rest_only_once_every_batch_it_was_given_is_shown(qtbot, worker, home):
    """Every ``becameIdle`` comes after the reconciliation that ends the latest batch: four
    computers play Heart Hunter at Normal speed for three tricks."""
    w = show_window(qtbot, worker, speed="normal")
    c, steps = w.controller, w.table.steps
    given, shown, early = [0], [0], []
    on_events, reconcile = steps.on_events, steps.reconcile

    def counted_events(events: list) -> None:
        given[0] += 1
        on_events(events)

    def counted_reconcile():
        shown[0] += 1
        return reconcile()

    steps.on_events, steps.reconcile = counted_events, counted_reconcile
    w.table.queue.becameIdle.connect(
        lambda: early.append(len(c.state.deal_log.actions)) if shown[0] < given[0] else None)
    seats = [store.Seat(f"Computer {i}", "computer", "beginner") for i in range(4)]
    w.start_game("heart-hunter", {}, seats, seed=5)
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) >= 12, timeout=60_000)
    assert given[0] >= 12, given
    assert not early, f"at rest with a batch not yet shown, after moves {early}"
    c.shutdown()
