"""The play checker's core: a planted blunder is questioned with the better choice and its cost in
the game's units; the best move and a forced move go through."""

from __future__ import annotations

from tricktable.ai.decisions import move_seed, moves_made
from tricktable.ai.registry import make_agent
from tricktable.coach.checker import check_action, threshold_for
from tricktable.coach.recommend import check_words, hint_seed
from tricktable.games import get_rules

GUARD = 120.0


def blunder_position():
    """Heart Hunter, game 7, rule players: at the 13th move the first player holds the Q♠ and
    may lead it (a planted blunder: the Q♠ led is soon taken back, 13 points)."""
    st = get_rules("heart-hunter").new_game(7)
    while moves_made(st) < 12:
        p = st.to_act
        agent = make_agent("rule", st.rules, seed=move_seed(st.seed, p, moves_made(st)))
        st.apply(agent.choose(st.view(p), st.legal_actions()))
    assert st.to_act == 0
    return st


def test_the_checker_questions_a_planted_blunder_and_names_the_better_card():
    st = blunder_position()
    legal = st.legal_actions()
    queen = next(a for a in legal if st.rules.codec.short(a.card) == "Q♠")
    r = check_action("heart-hunter", st.view(0), legal, queen, hint_seed(st, 0), seconds=GUARD)
    assert r.better is not None and r.better != queen and r.better in legal
    assert r.comparison.utility > threshold_for("heart-hunter") > 0
    words = check_words(st, 0, r.better, r.comparison)
    better = st.rules.codec.short(r.better.card)
    assert words.startswith(f"Play the {better} instead? In ")
    # (what the deals showed of the two cards may follow the figure, after a semicolon)
    assert "fewer points taken than the Q♠." in words or "fewer points taken than the Q♠; " \
        in words


def test_the_checker_lets_the_best_move_through():
    st = blunder_position()
    legal = st.legal_actions()
    queen = next(a for a in legal if st.rules.codec.short(a.card) == "Q♠")
    seed = hint_seed(st, 0)
    better = check_action("heart-hunter", st.view(0), legal, queen, seed, seconds=GUARD).better
    assert check_action("heart-hunter", st.view(0), legal, better, seed,
                        seconds=GUARD).better is None


def test_a_forced_move_is_never_questioned():
    st = get_rules("heart-hunter").new_game(4)
    while len(st.legal_actions()) > 1:
        st.apply(st.legal_actions()[0])
    only = st.legal_actions()[0]
    assert check_action("heart-hunter", st.view(st.to_act), [only], only, 1).better is None


def test_the_checker_weighs_a_choice_against_the_hint_given_for_it():
    """The hint said the 3♥ and the checker, searching anew, asked "Play the A♥ instead?": with
    a hint given, the checker measures the person's choice against the hinted card, and names
    that one."""
    st = blunder_position()
    legal = st.legal_actions()
    short = st.rules.codec.short
    queen = next(a for a in legal if short(a.card) == "Q♠")
    seed = hint_seed(st, 0)
    own = check_action("heart-hunter", st.view(0), legal, queen, seed, seconds=GUARD).better
    hinted = next(a for a in legal if a not in (queen, own) and short(a.card)[-1] != "♠")
    r = check_action("heart-hunter", st.view(0), legal, queen, seed, seconds=GUARD,
                     hinted=hinted)
    assert r.better == hinted, (short(hinted.card), r)
    assert check_action("heart-hunter", st.view(0), legal, hinted, seed, seconds=GUARD,
                        hinted=hinted).better is None


def test_the_checkers_question_says_the_usual_rules_reason_where_the_rule_chooses_it_too():
    """"Play the 4♣ instead? Over 400 imagined deals it came out about 3.8 points fewer taken
    than the Q♥" taught a newcomer nothing: where the club player's rule makes the better
    choice too, its reason follows; where it does not, nothing is claimed for the rule."""
    from tricktable.coach.weighing import Comparison, rule_verdict

    st = blunder_position()
    legal = st.legal_actions()
    rule = rule_verdict("heart-hunter", st.view(0), legal, hint_seed(st, 0))
    queen = next(a for a in legal if st.rules.codec.short(a.card) == "Q♠")
    assert rule.action != queen and rule.rule_reason
    c = Comparison(queen, own=-13.0, others=0.0, utility=13.0, error=1.0, worlds=100)
    words = check_words(st, 0, rule.action, c)
    # a reason with a colon of its own ("Lead a low heart: …") is a sentence of its own:
    # "chooses it too: Lead a low heart: …" had two colons and a capital after each
    assert words.endswith(f" The usual rule chooses it too. {rule.rule_reason}"), words
    other = next(a for a in legal if a not in (queen, rule.action))
    assert "usual rule" not in check_words(st, 0, other, c)
