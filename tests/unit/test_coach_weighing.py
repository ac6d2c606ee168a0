"""The coach's choice among the search's figures: the rule player's action stands unless another
did clearly better, "clearly" grows with the number of choices, and the figures a hint shows never
call another action clearly better than the one it recommends."""

from __future__ import annotations

import math

import pytest

from tricktable.coach.weighing import CLEARLY, _compare, _recommendation, clearly, for_deals
from tricktable.engine.protocol import Action


def _rows(utilities: list[float]) -> list[tuple[float, float, float]]:
    """One action's imagined deals: (utility, own score, others' mean) per deal."""
    return [(u, u, 0.0) for u in utilities]


def _noisy(mean: float, n: int, spread: float = 1.0) -> list[tuple[float, float, float]]:
    """``n`` deals alternating ``mean ± spread``: against the rule choice's deals (all 0, see
    ``_rule_rows``) a paired difference of a known mean and an error of about ``spread / √n``."""
    return _rows([mean + (spread if j % 2 else -spread) for j in range(n)])


def _rule_rows(n: int) -> list[tuple[float, float, float]]:
    return _rows([0.0] * n)


CARDS = [Action("play", card=c) for c in range(13)]


def test_clear_is_two_errors_for_two_choices_and_more_for_more():
    assert clearly(2) == CLEARLY
    assert 2.8 < clearly(13) < 2.95  # twelve comparisons: 2.5% / 12, one-sided
    assert clearly(70) > clearly(13) > clearly(3) > CLEARLY


def test_a_difference_over_one_deal_is_never_clear():
    c = _compare(_rows([5.0]), _rows([-7.0]), 0.0, CARDS[1])
    assert c.worlds == 1 and c.utility == 12.0 and math.isinf(c.error)


def test_the_rule_choice_stands_when_nothing_did_clearly_better():
    rows = {0: _rule_rows(100), 1: _noisy(0.1, 100), 2: _noisy(-0.5, 30)}  # 1: one error
    assert _recommendation(rows, [0.0] * 3, CARDS[:3], r=0, b=1) == 0


def test_the_rule_choice_the_search_never_played_stands():
    """A Nineteen discard hint said "the usual rule would discard the C♦, the 7♦ and the Q♣
    … but in the imagined deals this did better" over two deals, the rule's discard never
    among those played: nothing measured it, and it stays."""
    rows = {1: _noisy(1.0, 2, 0.1), 2: _noisy(-0.5, 2)}
    assert _recommendation(rows, [0.0] * 3, CARDS[:3], r=0, b=1) == 0
    assert _recommendation({0: [], **rows}, [0.0] * 3, CARDS[:3], r=0, b=1) == 0


def test_the_search_best_replaces_the_rule_choice_when_clearly_better():
    rows = {0: _rule_rows(100), 1: _noisy(1.0, 100, 0.1), 2: _noisy(-0.5, 30)}
    assert _recommendation(rows, [0.0] * 3, CARDS[:3], r=0, b=1) == 1


def test_an_action_the_halving_dropped_that_did_clearly_better_is_recommended():
    """The Young Hunter hint that said "play the 4♣", then "about 0.5 points less for you than
    the K♦": the K♦ had been dropped after 53 deals, the search's best was level with the 4♣."""
    rows = {0: _rule_rows(100), 1: _noisy(0.02, 100, 0.2), 2: _noisy(0.5, 50, 0.2)}
    chosen = _recommendation(rows, [0.0] * 3, CARDS[:3], r=0, b=1)
    assert chosen == 2
    for i in (0, 1):
        c = _compare(rows[chosen], rows[i], 0.0, CARDS[i], clearly(3))
        assert c.utility >= -c.clear * c.error  # no figure says another did clearly better


def test_one_deal_cannot_overrule_the_rule_choice():
    """A Nineteen discard among 70, measured on one deal, was called clearly better."""
    rows = {0: _rule_rows(60), 1: _noisy(0.0, 60), 2: _rows([30.0])}
    assert _recommendation(rows, [0.0] * 3, CARDS[:3], r=0, b=1) == 0


@pytest.mark.parametrize("k", [2, 5, 13])
def test_a_difference_of_two_errors_is_clear_only_between_two_choices(k):
    rows = {i: _noisy(0.0, 100, 0.5) for i in range(k)}
    rows[0] = _rule_rows(100)
    rows[k - 1] = _noisy(0.12, 100, 0.5)  # 0.12 over an error of 0.05: 2.4 errors
    chosen = _recommendation(rows, [0.0] * k, CARDS[:k], r=0, b=k - 1)
    assert chosen == (k - 1 if k == 2 else 0)


def test_a_difference_over_a_few_deals_must_be_larger_in_errors_to_be_clear():
    """A Nineteen discard hint overruled the rule player on two imagined deals: a spread guessed
    from two deals was taken for a known one. Student's t: two errors become about 4.3 on three
    deals (4.0 here), and tend to two as the deals grow."""
    assert math.isinf(for_deals(2.0, 1))
    assert 3.9 < for_deals(2.0, 3) < 4.4  # t with 2 degrees of freedom, 97.7%: 4.3
    assert 2.5 < for_deals(2.0, 6) < 2.8  # 5 degrees: 2.65
    assert 2.0 < for_deals(2.0, 200) < 2.02
    rows = {0: _rule_rows(2), 1: _rows([3.0, 5.0])}  # 4 ± 1 over two deals: 4 errors
    assert _recommendation(rows, [0.0] * 2, CARDS[:2], r=0, b=1) == 0
    rows = {0: _rule_rows(30), 1: _noisy(4.0, 30, 1.0)}  # the same on thirty deals
    assert _recommendation(rows, [0.0] * 2, CARDS[:2], r=0, b=1) == 1
