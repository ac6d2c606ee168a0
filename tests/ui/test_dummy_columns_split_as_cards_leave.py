"""Nineteen for two at 1024 x 600: the left dummy's columns kept the deal's first split, so a
plain suit and the trumps shared a column for the whole deal. They are split again as cards
leave (the trumps alone as soon as both columns still read), and the cards that change
columns glide there with the hand closing up, not jump."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from tricktable.engine.cards import TRUMP_SUIT, suit_of
from tricktable.settings import Seat
from window_helpers import click_item, show_window


def test_the_left_dummy_lays_its_trumps_alone_and_its_cards_glide_there(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="normal", size=(1024, 600))
    c, t = w.controller, w.table
    w.start_game("nineteen", {"players": 2}, [Seat("You", "human"), Seat("North", "computer")],
                 seed=13)
    seen: dict[int, list[float]] = {}  # each left dummy card's x, sampled as it is drawn

    def left():
        lay = t.model.lay
        return next(p for p in range(len(lay.seats)) if lay.side_of(p) == "left")

    def sample() -> None:
        if t.model.layout is not None:
            for item in t.model.hands[left()].items:
                xs = seen.setdefault(item.card, [])
                if not xs or xs[-1] != item.x():
                    xs.append(item.x())

    qtbot.waitUntil(lambda: t.animations_idle() and c.human_to_act() is not None,
                    timeout=20_000)
    sample()  # from the deal at rest: each card in its first column
    timer = QTimer()
    timer.timeout.connect(sample)
    timer.start(5)
    alone = False
    for _ in range(60):
        qtbot.waitUntil(lambda: c.awaiting_continue or (
            t.animations_idle() and c.human_to_act() is not None), timeout=20_000)
        if c.awaiting_continue:
            break
        items = t.model.hands[left()].items
        xs = sorted({round(i.x()) for i in items})
        suits = [{suit_of(i.card) for i in items if round(i.x()) == x} for x in xs]
        if len(xs) == 2 and suits[1] == {TRUMP_SUIT} and suits[0]:
            alone = True
            break
        legal = c.legal_actions()
        if legal[0].type == "play":
            pos = t.model.acting_position()
            pick = next(i for i in t.model.hands[pos].items if i.card == legal[0].card)
            click_item(qtbot, t, pick)
        else:
            c.submit(legal[0])
    timer.stop()
    assert alone, "the trumps never lay alone in the left dummy's second column"
    width = t.model.hands[left()].items[0].sceneBoundingRect().width()
    crossed = {card: xs for card, xs in seen.items() if abs(xs[-1] - xs[0]) > width / 2}
    assert crossed, "no card changed columns"
    for card, xs in crossed.items():  # drawn between the columns on its way: no jump
        between = [x for x in xs[1:-1] if min(xs[0], xs[-1]) + 2 < x < max(xs[0], xs[-1]) - 2]
        assert between, (card, xs)
    c.shutdown()
