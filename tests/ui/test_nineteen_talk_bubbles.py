"""Nineteen's words before the play, as a tester saw them at 1024 x 640: the auction's "Passes"
stayed through the discards and lay over the index of a face-up stock card while the declarer
judged "Take this set?"; the person's own two-line bubble ("Discards 4 cards" / "Calls the
18★") lay over their own plate in Nineteen for two and hid its "Partnership"; and the
declarer's "Takes set 1: level 1" broke its "level 1" across two lines."""

from __future__ import annotations

import pytest

from window_helpers import click_button, discard_as_a_person, load_at, show_window

SIZE = (1024, 640)


def _plates(table) -> dict[int, object]:
    """Each visible plate as drawn, less the 3 px of its edge's shadow (as the felt counts it:
    a bubble may touch that)."""
    return {p.position: p.sceneBoundingRect().adjusted(3, 3, -3, -3)
            for p in table.felt.plates if p.isVisible()}


def _person_declares_in_two_player_nineteen(qtbot, worker, size=SIZE):
    """A two-player Nineteen window at Normal speed where the person, the declarer, has
    discarded and called the trump as a person clicks: at the declarations."""
    w = show_window(qtbot, worker, speed="normal", size=size)
    table, c = w.table, w.controller
    load_at(qtbot, w, "nineteen", {"players": 2}, 0,
            lambda st: st.stage == "discard" and st.to_act == 0 and st.declarer == 0)
    seat = discard_as_a_person(qtbot, table, c)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle(), timeout=10_000)
    assert c.legal_actions()[0].type == "call"
    click_button(qtbot, table, table.panel.buttons[0].label)
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and table.animations_idle()
                    and c.legal_actions()[0].type == "declare", timeout=10_000)
    return w, table, seat


@pytest.mark.parametrize("size", [SIZE, (1280, 800)])
def test_the_persons_two_line_words_leave_every_plate_in_sight(qtbot, worker, home, size):
    """The place above the person's plate lies on the dummy's plate, so the bubble went over
    the lower part of the person's own plate: one line of words left its "Partnership" free,
    two lines covered it."""
    w, table, seat = _person_declares_in_two_player_nineteen(qtbot, worker, size)
    bubble = table.felt.bubbles[seat]
    assert bubble.caption, "two lines: the discard and the call"
    said = bubble.sceneBoundingRect()
    for pos, plate in _plates(table).items():
        assert not said.intersects(plate), (pos, said, plate)
    cards = [c.sceneBoundingRect() for c in table.model.all_cards() if c.isVisible()]
    assert not any(said.intersects(r) for r in cards), "nor a card"
    w.controller.shutdown()


def _person_judges_a_set(qtbot, worker):
    """A four-player Nineteen window at Normal speed where the person, the declarer, is asked
    "Take this set?"."""
    w = show_window(qtbot, worker, speed="normal", size=SIZE)
    load_at(qtbot, w, "nineteen", {"players": 4}, 0,
            lambda st: st.stage == "preference" and st.to_act == 0)
    return w, w.table


def test_words_said_before_the_discards_fade_while_the_declarer_judges_a_set(qtbot, worker,
                                                                           home):
    """Words said before the play stayed until its first card: North's "Passes" lay over the
    index of the first face-up stock card while the declarer judged "Take this set?". Only
    the last words before the first card are kept (until it lands); the rest fade in time."""
    from tricktable.ui.table_felt import BUBBLE_FADE_MS, BUBBLE_MS

    w, table = _person_judges_a_set(qtbot, worker)
    assert table.felt.before_play()
    table.felt.bubble(2, "Passes")
    said = table.felt.bubbles[2]
    qtbot.wait(BUBBLE_MS + BUBBLE_FADE_MS + 300)
    assert said.scene() is None and 2 not in table.felt.bubbles
    w.controller.shutdown()


def test_the_declarer_s_level_is_never_broken_across_two_lines(qtbot, worker, home):
    """"Takes set 1: level" over "1": the number of the level went alone to the next line."""
    w, table = _person_judges_a_set(qtbot, worker)
    c = w.controller
    seat = c.view().seat
    click_button(qtbot, table, next(b.label for b in table.panel.buttons
                                    if b.label.startswith("Take")))
    qtbot.waitUntil(lambda: seat in table.felt.bubbles
                    and "level" in table.felt.bubbles[seat].text, timeout=5_000)
    words = table.felt.bubbles[seat].text
    level = words[words.index("level"):]
    assert level[5] == "\u00a0" and level[6].isdigit(), repr(words)
    w.controller.shutdown()
