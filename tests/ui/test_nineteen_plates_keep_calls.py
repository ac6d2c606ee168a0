"""Nineteen with three players: the auction's calls are on the plates while the auction lasts,
and go once it is over. Kept all hand, West's "Passed" stood under "Royal Honours: K♠ K♥ K♦
Tomfool" through the play and read as a pass after declaring (testers' finding); the last call
of each player is said in a bubble as it is made."""

from __future__ import annotations

from window_helpers import click_button, load_at, show_window


def _after_partnership_and_a_pass(st) -> bool:
    """The person's first bid, West having bid Partnership and North passed."""
    said = [(a.player, a.kind, a.name) for a in st.view(0).announcements]
    return st.stage == "auction" and st.to_act == 0 and said == [
        (1, "bid", "partnership"), (2, "pass", "")]


def _notes(w) -> dict[int, list[str]]:
    return {p.position: list(p.notes) for p in w.table.felt.plates}


def test_the_calls_are_on_the_plates_during_the_auction_and_go_with_it(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="instant")
    load_at(qtbot, w, "nineteen", {"players": 3}, 0, _after_partnership_and_a_pass)
    view = w.controller.view()
    west, north = view.seat_player.index(1), view.seat_player.index(2)
    assert "Bid Partnership" in _notes(w)[west] and "Passed" in _notes(w)[north]
    click_button(qtbot, w.table, "Preferred Three")
    # West bids again or passes; the person passes on anything higher
    while True:
        qtbot.waitUntil(lambda: w.controller.view().stage != "auction"
                        or w.controller.human_to_act() == 0, timeout=10_000)
        if w.controller.view().stage != "auction":
            break
        click_button(qtbot, w.table, "Pass")
    qtbot.waitUntil(lambda: w.table.animations_idle(), timeout=10_000)
    notes = _notes(w)
    assert not any(n.startswith(("Passed", "Bid ")) for ns in notes.values() for n in ns), notes
    w.controller.shutdown()
