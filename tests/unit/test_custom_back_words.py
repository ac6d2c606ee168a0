"""What is said of the person's card back picture (presentation/custom_back_words.py)."""

from __future__ import annotations

from tricktable.presentation.back_designs import BACK_LABELS
from tricktable.presentation.custom_back_words import NO_PICTURE, picture_line, unusable_back


def test_the_line_under_the_backs_names_the_picture():
    assert picture_line("", False, "blue") == NO_PICTURE
    assert picture_line("/home/ann/Pictures/cat.png", True, "blue") == "cat.png"


def test_a_picture_that_cannot_be_used_says_which_back_is_shown():
    line = picture_line("/gone/cat.png", False, "blue")
    assert line == f"cat.png could not be used: the {BACK_LABELS['blue']} back is shown."


def test_the_starts_note_gives_the_reason_and_the_back_shown():
    note = unusable_back("The file is not there.", "blue")
    assert note.startswith("Your card back picture could not be used: The file is not there. ")
    assert f"the {BACK_LABELS['blue']} back until" in note and note.endswith("in Settings.")
