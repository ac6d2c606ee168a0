"""Nineteen with three players: the auction's calls stay on the plates. A tester saw West bid
Partnership and North pass, bid Preferred Three, and at the next step the plates had lost "Bid
Partnership" and "Passed", and West's last pass was never shown: the calls went the moment the
auction ended. Young Hunter's announcements and Sheepshead's passes stay all deal."""

from __future__ import annotations

from window_helpers import click_button, load_at, show_window


def _after_partnership_and_a_pass(st) -> bool:
    """The person's first bid, West having bid Partnership and North passed."""
    said = [(a.player, a.kind, a.name) for a in st.view(0).announcements]
    return st.stage == "auction" and st.to_act == 0 and said == [
        (1, "bid", "partnership"), (2, "pass", "")]


def _notes(w) -> dict[int, list[str]]:
    return {p.position: list(p.notes) for p in w.table.felt.plates}


def test_each_players_last_call_stays_on_their_plate_after_the_auction(qtbot, worker, home):
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
    view = w.controller.view()
    notes = _notes(w)
    for pos, player in enumerate(view.seat_player):
        if player is None or pos == view.declarer:
            continue
        said = view.said_by(player, "bid", "pass")
        last = "Passed" if said[-1].kind == "pass" else "Bid"
        assert any(n.startswith(last) for n in notes[pos]), (pos, notes)
    assert "Passed" in notes[west] or view.declarer == west, notes  # West's last pass shown
    assert "Passed" in notes[north], notes
    w.controller.shutdown()
