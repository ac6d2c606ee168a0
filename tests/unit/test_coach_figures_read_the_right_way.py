"""The coach's figures read the right way round in games where taking tricks costs (a tester in
Barbu's No Queens and Heart Hunter): "Hint: play the J♣. The usual rule would play the 2♣
(“…least likely to win a costly trick”), but … the J♣ did better: it won the trick in 95 of
them, and the 2♣ in none" gave winning as the reason, right after a rule that said winning
costs; "the 9♥ did better: it came out ahead of the J♥ in 77 of them, behind it in 100" read
as a contradiction; and "about 0.1 more points taken than the 6♦, but it leaves the others
further behind you" in a first deal at 0-0 said neither why taking more was advised nor who
was behind. The coach does not know whether winning a trick is good: the figure comes first,
and what the deals showed follows it as a fact."""

from __future__ import annotations

from tricktable.coach.positions import positions
from tricktable.coach.recommend import check_words, deals_clause, hint_for
from tricktable.coach.weighing import Comparison, Verdict

RULE = "Play low: the 2♣ is the card least likely to win a costly trick."


def _lead():
    """A Heart Hunter lead in the first deal (every score 0), with three cards to choose from,
    and the codec's names."""
    pos = next(p for p in positions("heart-hunter", 40, seed=7)
               if p.state.view(p.player).phase == 1 and not p.state.view(p.player).trick
               and len(p.state.legal_actions()) > 2)
    return pos, pos.state.legal_actions()[:3], pos.state.rules.codec.short


def _overruled(c: Comparison, *more: Comparison):
    """A hint for the first card that overrules the rule's ``c.action``."""
    pos, (one, _two, _three), _short = _lead()
    verdict = Verdict(one, c.action, RULE, one, (c, *more), worlds=c.worlds, level="expert",
                      candidates=(one, c.action, *(m.action for m in more)))
    return hint_for(pos.state, pos.player, verdict)


def test_a_card_that_won_more_tricks_is_not_said_to_be_better_for_winning_them():
    """The trick count is never the reason ("did better: it won the trick in 95"): the reason
    says the card did better, the figure says by how much, and the tricks won follow it."""
    _pos, (one, two, three), short = _lead()
    mine, rule = short(one.card), short(two.card)
    c = Comparison(two, own=-1.3, others=0.4, utility=1.7, error=0.3, worlds=104,
                   ahead=60, behind=30, won=95, other_won=0)
    advice = _overruled(c)
    assert advice.reason.endswith(f"but in {deals_clause(104)}, the {mine} did better."), \
        advice.reason
    assert "won the trick" not in advice.reason
    assert advice.figures == (f"In those deals, the {mine} meant about 1.3 fewer points taken "
                              f"than the {rule}; the {mine} won the trick in 95 of those 104 "
                              f"deals, the {rule} in none."), advice.figures
    # a further choice measured on the same deals: its own sentence, so "it" is not the 2♣
    d = Comparison(three, own=-0.9, others=0.0, utility=0.9, error=0.3, worlds=104)
    assert f"the {rule} in none. In the same deals, the {mine} meant about 0.9 fewer points " \
           f"taken than the {short(three.card)}." in _overruled(c, d).figures


def test_a_card_that_won_the_trick_in_every_deal_is_said_to_have_won_it_in_all():
    """"it won the trick in none of them, the Tomfool in 111" read to a tester as garbled: the
    count that is every deal says so ("in all 111")."""
    _pos, (one, two, _three), short = _lead()
    mine, rule = short(one.card), short(two.card)
    c = Comparison(two, own=-1.3, others=0.4, utility=1.7, error=0.3, worlds=111,
                   ahead=60, behind=30, won=0, other_won=111)
    assert f"the {mine} won the trick in none of those deals, the {rule} in all 111." in \
        _overruled(c).figures
    every = Comparison(two, own=-1.3, others=0.4, utility=1.7, error=0.3, worlds=111,
                       ahead=60, behind=30, won=111, other_won=4)
    assert f"the {mine} meant about 1.3 fewer points taken than the {rule}; the {mine} won " \
           f"the trick in all 111 of those deals, the {rule} in 4." in _overruled(every).figures


def test_check_my_plays_gives_the_figure_first_and_the_tricks_won_after_it():
    """"The 2♣ won the trick in none of them, and the J♣ in 95." stood as what was wrong with
    the person's card: the tricks won follow the figure, about both cards alike."""
    pos, (one, two, _three), short = _lead()
    c = Comparison(two, own=-1.3, others=0.4, utility=1.7, error=0.3, worlds=104,
                   ahead=60, behind=30, won=95, other_won=0)
    words = check_words(pos.state, pos.player, one, c)
    assert words.startswith(f"Play the {short(one.card)} instead? In {deals_clause(104)}, it "
                            f"meant about 1.3 fewer points taken than the {short(two.card)}; "
                            f"the {short(one.card)} won the trick in 95 of those 104 deals, the "
                            f"{short(two.card)} in none."), \
        words
    assert f"The {short(two.card)} won the trick" not in words


def test_a_card_behind_more_often_but_better_on_average_says_so_plainly():
    """"Did better: … ahead in 77, behind in 100" contradicted itself: the average leads, and
    counts that go against it are said as that."""
    _pos, (one, two, _three), short = _lead()
    c = Comparison(two, own=-1.1, others=0.0, utility=1.1, error=0.2, worlds=400,
                   ahead=77, behind=100)
    figures = _overruled(c).figures
    assert figures == (f"In those deals, the {short(one.card)} meant about 1.1 fewer points "
                       f"taken than the {short(two.card)}; it did worse more often (100 deals "
                       "against 77), but by less."), figures
    assert "ahead" not in figures and "behind" not in figures


def test_more_taken_for_less_against_the_others_says_what_the_others_took():
    """At 0-0, "0.1 more points taken …, but it leaves the others further behind you" said
    nothing a player could check: the others' figure is given, and why it counts."""
    _pos, (one, two, _three), short = _lead()
    c = Comparison(two, own=0.1, others=0.9, utility=0.8, error=0.1, worlds=300)
    figures = _overruled(c).figures
    assert figures == (f"In those deals, the {short(one.card)} meant about 0.1 more points "
                       f"taken than the {short(two.card)}, but the others came out about 0.9 "
                       "points worse on average, and what counts is your score against "
                       "theirs."), figures
    # a gain that is no other player's loss (a game's winning bonus): no clause at all
    bonus = Comparison(two, own=0.1, others=0.0, utility=0.8, error=0.1, worlds=300)
    assert _overruled(bonus).figures == (
        f"In those deals, the {short(one.card)} meant about 0.1 more points taken than the "
        f"{short(two.card)}.")


def test_barbus_contract_keeps_its_own_words_for_what_a_score_does_not_show():
    """The plain words replace only the rule players' general sentence: Barbu's contract
    choice says why a lower score this deal is still better in its own words."""
    pos = next(p for p in positions("barbu", 1, seed=1) if p.kind == "contract: choose-contract")
    one, two = pos.state.legal_actions()[:2]
    c = Comparison(two, own=-1.0, others=0.0, utility=2.0, error=0.3, worlds=200)
    verdict = Verdict(one, one, "A reason.", one, (c,), worlds=200, level="expert",
                      candidates=(one, two))
    figures = hint_for(pos.state, pos.player, verdict).figures
    assert "but each contract is played once" in figures, figures


def test_the_same_own_score_with_the_others_worse_is_said_without_further_behind_you():
    """A Heart Hunter hint said "the 6♥ was the same for your own score as the K♦, but with the
    others a little further behind you": the same plain words as above, and the reason says
    only that the card did better (Sheepshead, whose defenders' scores do not move, keeps
    naming who falls behind)."""
    _pos, (one, two, _three), short = _lead()
    c = Comparison(two, own=0.02, others=0.6, utility=0.58, error=0.1, worlds=300)
    advice = _overruled(c)
    assert advice.figures == (f"In those deals, the {short(one.card)} was the same for your "
                              f"own score as the {short(two.card)}, but the others came out "
                              "about 0.6 points worse on average, and what counts is your "
                              "score against theirs."), advice.figures
    assert advice.reason.endswith(f"the {short(one.card)} did better."), advice.reason
    assert "further behind" not in advice.text
