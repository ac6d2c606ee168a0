"""The pass screen said only "Pass the device to Bob", "Everyone else, please look away." and
"I am Bob": nobody could tell where the game stood nor what Bob was to do. A line under it now
says both ("Deal 1 · Bob to announce", "Deal 1, trick 3 · Bob to play")."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.settings import Seat
from window_helpers import show_window

PEOPLE = ("Ann", "Bob")


def _lines_of_a_shared_deal(qtbot, w, game: str, turns: int) -> list[tuple[str, str]]:
    """(whom the device goes to, the line under it) at each pass screen of a shared table of
    Ann and Bob against two computers, each person making their first legal choice."""
    seats = [Seat(n, "human") for n in PEOPLE] + [Seat("Cy", "computer"),
                                                  Seat("Dee", "computer")]
    w.start_game(game, {}, seats, seed=3)
    c, said = w.controller, []
    for _turn in range(turns):
        qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen
                        or c.human_to_act() is not None, timeout=10_000)
        if w.stack.currentWidget() is w.pass_screen:
            assert w.pass_screen.place.isVisible()
            said.append((PEOPLE[w.pass_screen.player], w.pass_screen.place.text()))
            qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
        else:
            c.submit(c.legal_actions()[0])
    c.shutdown()
    return said


def test_the_pass_screen_says_the_deal_the_trick_and_what_the_person_does_next(
        qtbot, worker, home):
    w = show_window(qtbot, worker, size=(1024, 640))
    said = _lines_of_a_shared_deal(qtbot, w, "heart-hunter", 8)
    # the first pass screen comes as the game is dealt, before Cy (a computer) leads
    assert said[:2] == [("Ann", "Deal 1, trick 1 · Cy to play, then Ann"),
                        ("Bob", "Deal 1, trick 1 · Bob to play")]
    assert ("Ann", "Deal 1, trick 2 · Ann to play") in said


def test_the_pass_screen_says_what_the_person_decides_before_the_first_trick(
        qtbot, worker, home):
    """Before the play, the game's own verb: "to announce", not "trick 1"."""
    w = show_window(qtbot, worker)
    said = _lines_of_a_shared_deal(qtbot, w, "young-hunter", 6)
    assert said[:2] == [("Ann", "Deal 1 · Cy to announce, then Ann"),
                        ("Bob", "Deal 1 · Bob to announce")]
