"""The status line's words (presentation/status_line.py)."""

from __future__ import annotations


def test_a_trick_taken_is_said_with_its_takers_plate_name():
    from tricktable.presentation.status_line import trick_taken_line

    assert trick_taken_line("West") == "West takes the trick."
    assert trick_taken_line("You") == "You take the trick."
    assert trick_taken_line("Dummy · You") == "Your dummy takes the trick."
    assert trick_taken_line("Dummy · North") == "North's dummy takes the trick."
    assert trick_taken_line("Dummy") == "The dummy takes the trick."
