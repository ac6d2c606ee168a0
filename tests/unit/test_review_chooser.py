"""The deal review's chooser and words (presentation/review_chooser.py)."""

from __future__ import annotations

from tricktable.presentation.review_chooser import WAITING, deal_to_show, review_button


def test_the_deal_shown_stays_as_deals_are_finished_beside_it():
    assert deal_to_show([0, 1, 2], shown=1) == 1
    assert deal_to_show([0, 1, 2, 3], shown=1) == 1


def test_a_deal_asked_for_is_shown():
    assert deal_to_show([0, 1, 2], shown=0, choose=2) == 2


def test_a_deal_taken_back_goes_to_the_last():
    assert deal_to_show([0, 1], shown=2) == 1
    assert deal_to_show([0, 1], shown=None) == 1


def test_the_words():
    assert review_button("hand") == "Review this hand"
    assert WAITING.startswith("Working it out") and WAITING.endswith("a few seconds…")
