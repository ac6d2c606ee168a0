"""The score panel's text shrinks to fit its columns, never below two thirds."""

import math

from tricktable.presentation.score_fit import PADDING, SMALLEST, fit_scale


def test_text_that_fits_keeps_its_size():
    assert fit_scale(["12", "-3"], lambda t: 10.0 * len(t), 40) == 1.0


def test_no_text_keeps_the_size():
    assert fit_scale([], len, 10) == 1.0


def test_the_widest_text_with_its_padding_decides_the_scale():
    scale = fit_scale(["1", "12345"], lambda t: 10.0 * len(t), 50)
    assert scale == (50 - PADDING) / 50  # the padding stays whole: only the text shrinks


def test_text_far_too_wide_stops_at_two_thirds():
    assert fit_scale(["-123456789"], lambda t: 100.0, 10) == SMALLEST


def test_a_column_for_the_widest_text_at_the_smallest_scale_keeps_its_padding():
    from tricktable.presentation.score_fit import narrowest_column

    need = narrowest_column(["-10560", "3520"], lambda t: 6.0 * len(t))
    assert need == SMALLEST * 36.0 + PADDING
    assert fit_scale(["-10560"], lambda t: 6.0 * len(t), need) == SMALLEST


def test_the_panels_width_follows_the_players_not_the_scores():
    """The panel widened between deals as its scores grew a figure and its table its scroll
    bar: its width is now worked out from the columns alone, room for ``WIDEST_SCORE`` at the
    smallest text in each, or for the names where they are wider."""
    from tricktable.presentation.score_fit import WIDEST_SCORE, steady_width

    assert WIDEST_SCORE == "−8888"  # Nineteen's totals reach thousands
    # names wider than the smallest scores: the names set each column
    assert steady_width(4, 40.0, 36.0, 60.0) == math.ceil(60 + 4 * 36)
    # a score wider than the names at the smallest text: the score sets it
    assert steady_width(3, 60.0, 30.0, 60.0) == math.ceil(60 + 3 * (SMALLEST * 60 + PADDING))
