"""The play checker questions a clear gift: a Sheepshead defender played the A♦ (11 points)
onto the Player's Q♣, which nobody could beat, with the 9♦ (0 points) legal, and "Check my
plays" let it through (55-badplay.png): the search found it worse by 0.6 of a game point, under
the threshold of 0.75, though the 9♦ was better in a third of the deals and worse in almost
none. A choice worse in many deals and better in almost none gives something away for nothing;
one that goes both ways, an ordinary choice between plans, is still questioned only from the
threshold."""

from __future__ import annotations

from deals import finish_deal
from tricktable.ai.registry import make_agent
from tricktable.coach.checker import check_action, threshold_for
from tricktable.coach.recommend import check_words, hint_seed
from tricktable.coach.weighing import Comparison
from tricktable.engine.cards import FRENCH
from tricktable.engine.cards import card as c_
from tricktable.engine.protocol import PLAY
from tricktable.games import get_rules
from tricktable.games.sheepshead import TAKE

GUARD = 120.0


def _gift_position():
    """Game 332517725, deal 4: East takes the window, buries as the rule player does and
    leads the Q♣, the best trump; you (position 0) defend, out of nothing but trumps to
    follow with, the 9♦ and the A♦ among them."""
    rules = get_rules("sheepshead")
    s = rules.new_game(332517725)
    for _ in range(3):
        finish_deal(s)
    s.apply(TAKE)
    s.apply(make_agent("rule", rules, 3).choose(s.view(2), s.legal_actions()))
    s.apply(PLAY[c_("QC")])
    return s


def test_the_checker_questions_an_ace_given_to_the_players_sure_trick():
    s = _gift_position()
    legal = s.legal_actions()
    ace = PLAY[c_("AD")]
    r = check_action("sheepshead", s.view(0), legal, ace, hint_seed(s, 0), seconds=GUARD)
    assert r.better == PLAY[c_("9D")], r
    assert r.comparison.utility < threshold_for("sheepshead"), r  # questioned as a gift
    words = check_words(s, 0, r.better, r.comparison)
    assert words.startswith("Play the 9♦ instead? In "), words
    assert r.comparison.behind * 10 <= r.comparison.ahead, r
    assert FRENCH.short(c_("AD")) in words


def _c(utility: float, ahead: int, behind: int) -> Comparison:
    return Comparison(PLAY[0], own=0.0, others=-utility, utility=utility, error=0.06,
                      worlds=187, ahead=ahead, behind=behind)


def test_a_small_cost_is_questioned_only_where_the_choice_was_better_in_almost_no_deal():
    from tricktable.coach.checker import clearly_worse

    limit = threshold_for("sheepshead")
    assert clearly_worse(_c(0.6, 70, 0), limit)
    assert clearly_worse(_c(0.5, 40, 1), limit)  # a playout's odd deal aside
    assert not clearly_worse(_c(0.6, 70, 8), limit)  # it went both ways: a plan, not a gift
    assert not clearly_worse(_c(0.6, 20, 0), limit)  # worse in too few deals
    assert not clearly_worse(_c(0.3, 70, 0), limit)  # too small
    assert clearly_worse(_c(limit + 0.1, 70, 30), limit)


def test_the_hint_gives_the_players_sure_trick_the_cheapest_card():
    """The hint, like the rule player, gives the 9♦ (0 points) to the Player's unbeatable Q♣:
    the search keeps the rule's card unless another does clearly better, and the A♦ does
    clearly worse."""
    from tricktable.coach.recommend import recommend

    s = _gift_position()
    advice = recommend(s, 0, seconds=GUARD)
    assert advice is not None and advice.action == PLAY[c_("9D")], advice
    assert advice.reason == "Nobody can beat the Player's Q♣: give only the 9♦.", advice.reason
