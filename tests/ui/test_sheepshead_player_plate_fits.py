"""At 1280 x 800 the Player's own plate said "Buried 10♣ 10♥ (20)" after the burial, no longer
"Player"; said with "Player" and the points ("Player · buried 10♣ 10♥ (20)") it took a fourth
line. It now reads "Player · buried 10♣ 10♥" on one line, under the card points that count
the burial, and every other plate keeps its note on one line too."""

from __future__ import annotations

from tricktable.engine.cards import FRENCH
from tricktable.games.sheepshead import card_points
from window_helpers import first_record, open_past_its_summary, show_window


def _tens(mask: int) -> bool:
    return bin(mask).count("1") == 2 and all(
        FRENCH.short(c).startswith("10") for c in range(32) if mask >> c & 1)


def _buried_two_tens(state) -> bool:
    view = state.view(0)
    return (state.stage == "play" and state.to_act == 0 and view.window_player == 0
            and _tens(view.discards))


def _prefer(action) -> bool:
    return action.type == "take" or (action.type == "discard" and _tens(action.get("cards")))


def test_the_players_own_plate_says_player_and_the_burial_on_one_line(
        qtbot, worker, home) -> None:
    w = show_window(qtbot, worker, size=(1280, 800))
    doc = first_record("sheepshead", {}, _buried_two_tens, prefer=_prefer, seeds=range(1, 80))
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    mine = w.table.felt.plates[0]
    view = w.controller.view()
    points = view.trick_points[0] + card_points(view.discards)
    texts = [line.text for line in mine.note_lines()]
    assert texts[-2].startswith(f"{points} card points · "), texts
    # the cards kept on one line with no-break spaces
    assert texts[-1].replace("\xa0", " ").startswith("Player · buried 10"), texts
    for plate in w.table.felt.plates:
        lines = [line.text for line in plate.note_lines()]
        # the total, the name, the card points and at most one note: each note whole on a line
        assert len(lines) <= 4 and all(n.replace("\xa0", " ") in
                                       [t.replace("\xa0", " ") for t in lines]
                                       for n in plate.notes), lines
    w.controller.shutdown()
