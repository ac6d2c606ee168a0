"""Game → Pause's words and the trick it keeps (presentation/pause_lines.py)."""

from __future__ import annotations

from tricktable.presentation import pause_lines as pl


def test_the_status_line_as_p_is_pressed():
    assert pl.toggled_line(False, False) == pl.GOES_ON == "Play goes on."
    assert pl.toggled_line(True, False) == pl.PAUSED
    assert pl.toggled_line(True, True) == pl.KEPT
    assert "N gathers the trick" in pl.KEPT and "N plays the next move" in pl.PAUSED


def test_a_trick_finished_by_the_move_n_let_through_is_kept_whoever_takes_it():
    assert pl.holds_trick(through_at=7, moves=7, held=False, computer_next=False)


def test_a_trick_the_persons_own_card_finished_goes_unless_a_computer_moves_next():
    assert not pl.holds_trick(through_at=-1, moves=8, held=True, computer_next=False)
    assert not pl.holds_trick(through_at=-1, moves=8, held=False, computer_next=True)
    assert pl.holds_trick(through_at=-1, moves=8, held=True, computer_next=True)


def test_what_holds_the_computers():
    assert pl.held_by(False, True) is None
    assert pl.held_by(True, False) == "pause"
    assert pl.held_by(True, True) == "kept"
