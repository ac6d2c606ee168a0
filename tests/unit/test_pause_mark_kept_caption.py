"""The felt's Paused mark always said "N for the next move", also while a trick finished under
the pause was kept on the felt and the next N only gathered it. Its captions now follow what N
does: gather the trick kept, or let the next move through."""

from __future__ import annotations

from tricktable.presentation import pause_mark


def test_the_marks_caption_says_n_gathers_the_trick_while_one_is_kept() -> None:
    kept = pause_mark.captions(kept=True)
    assert all("N gathers the trick" in c and "P to go on" in c for c in kept)
    assert all("next move" not in c for c in kept)


def test_the_marks_caption_says_n_plays_the_next_move_once_it_is_gathered() -> None:
    assert pause_mark.captions(kept=False) == pause_mark.CAPTIONS
    assert all("N for the next move" in c for c in pause_mark.captions(kept=False))


def test_both_captions_come_in_the_same_two_shapes() -> None:
    """One line, then two: ``place`` measures each shape, and the felt tries them in order."""
    for kept in (True, False):
        one, two = pause_mark.captions(kept)
        assert "\n" not in one and two.count("\n") == 1
