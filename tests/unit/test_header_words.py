"""Which first words of the players' names the score panel's headers keep whole: a long name of
two words or more, not the usual names the panel shows whole nor a word too long to keep."""

from __future__ import annotations

from tricktable.presentation.header_words import kept_words


def test_only_a_long_names_first_word_no_longer_than_a_long_first_name_is_kept():
    """Measured a letter a pixel: "Comp 2" and "Barth…" show as before, "W" * 300 is cut."""
    names = ["Maximilian Throckmorton", "Computer 2", "Bartholomew", "W" * 300 + " Smith",
             "You"]
    assert kept_words(names, len) == ["Maximilian"]
