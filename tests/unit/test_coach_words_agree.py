"""The coach's words must agree with themselves and with the cards (testers' findings in the real
window): a choice "fell behind early" and was "about as good"; a hand "strong enough to play
alone" beside "about as good as passing"; "whether it wins or not" where every card wins; "no
clubs left" beside the Q♣; two colons in one sentence of the play checker; and a review whose
best line was a moon that did not say so. Each is built from real positions of seeded games."""

from __future__ import annotations

from collections.abc import Iterator

from tricktable.ai.decisions import move_seed, moves_made
from tricktable.ai.registry import make_agent
from tricktable.coach.positions import positions
from tricktable.coach.recommend import _doing, check_words, hint_for
from tricktable.coach.review import outcome_words
from tricktable.coach.review_sheet import _mattered_words, _verdict
from tricktable.coach.reviewed import Review, ReviewedDecision
from tricktable.coach.weighing import Comparison, Verdict, rule_verdict
from tricktable.engine.cards import card
from tricktable.engine.protocol import Action, State
from tricktable.engine.words import capital
from tricktable.games import get_rules
from tricktable.games.sheepshead import TAKE


def _rule_deal(game: str, seed: int) -> list[tuple[State, Action]]:
    """Every position of a seeded game's first deal and the action taken there, all seats
    played by the rule player: the states the person would meet following the usual rule."""
    st, moves = get_rules(game).new_game(seed), []
    while not st.history:
        p = st.to_act
        agent = make_agent("rule", st.rules, seed=move_seed(st.seed, p, moves_made(st)))
        action = agent.choose(st.view(p), st.legal_actions())
        moves.append((st.copy(), action))
        st.apply(action)
    return moves


def _rule_game(game: str, seed: int) -> Iterator[State]:
    """The positions of ``_rule_deal``."""
    return (st for st, _a in _rule_deal(game, seed))


def _rule_reason(st: State) -> str:
    agent = make_agent("rule", st.rules, seed=1)
    return agent.explain(st.view(st.to_act), st.legal_actions())[1]


def test_a_choice_dropped_within_chance_is_not_said_to_have_fallen_behind():
    """"The K♣ was weighed in only the first 43 of them: it fell behind early. There, the 8♣ was
    about as good as the K♣ (the difference is within chance)" contradicted itself: the search
    drops a choice while the difference is still within chance, and the words say so. Where
    the difference is real, it did fall behind."""
    pos = next(p for p in positions("young-hunter", 1, seed=1) if p.kind.startswith("announce"))
    one, two, three = pos.state.legal_actions()[:3]

    def figures(utility: float) -> str:
        verdict = Verdict(one, one, "A reason.", one, (
            Comparison(two, own=0.8, others=0.0, utility=0.8, error=0.1, worlds=125),
            Comparison(three, own=utility, others=0.0, utility=utility, error=0.1,
                       worlds=43)), worlds=125, level="expert")
        return hint_for(pos.state, pos.player, verdict).figures

    other = _doing(pos.state, three)
    close = figures(0.1)
    assert (f"{capital(other)} was tried only in the first 43 deals, then dropped: it was "
            "doing no better (the difference was within chance).") in close, close
    assert "behind" not in close, close
    clear = figures(0.9)
    assert "then dropped, as it was already doing worse: in those deals, " in clear, clear
    assert "within chance" not in clear, clear


def test_a_window_hint_within_chance_calls_the_hand_borderline():
    """"Your hand is strong enough to play alone against two", then "taking the window was
    about as good as passing (the difference is within chance)": the first sentence must
    agree with the figures. Within chance the hand is called borderline and the choice the
    usual rule's; with a clear difference the rule's reason stands."""
    pos = next(p for p in positions("sheepshead", 12, seed=1) if p.kind.startswith("window")
               and rule_verdict("sheepshead", p.state.view(p.player), p.state.legal_actions(),
                                1).action == TAKE)
    st, me = pos.state, pos.player
    rule = rule_verdict("sheepshead", st.view(me), st.legal_actions(), 1)
    other = next(a for a in st.legal_actions() if a != rule.action)
    assert "strong enough to play alone against two" in rule.rule_reason

    def reason(utility: float) -> str:
        c = Comparison(other, own=utility, others=0.0, utility=utility, error=0.3, worlds=200)
        return hint_for(st, me, Verdict(rule.action, rule.action, rule.rule_reason,
                                        rule.action, (c,), worlds=200)).reason

    close = reason(0.2)
    trumps = rule.rule_reason.split(", your hand")[0]
    assert close == (f"{trumps}, your hand is borderline for playing alone against two: the "
                     "usual rule takes the window with it."), close
    assert reason(1.5) == rule.rule_reason


def test_last_to_play_where_every_card_wins_the_reason_says_so():
    """"No jack in the trick: the 8♣ costs you least, whether it wins or not" was said last to
    play to 3♣ 2♣ 6♣ with 8♣ 10♣ K♣, where each club wins: the outcome is certain, and the
    reason says so ("each of your clubs wins it; the 8♣ keeps your higher clubs")."""
    said = []
    for seed in (1, 3, 4, 23):
        for st in _rule_game("young-hunter", seed):
            view = st.view(st.to_act)
            if st.stage != "play" or len(view.trick) != 3 or len(st.legal_actions()) < 2:
                continue
            if any(c & 15 == 11 for c in view.trick):
                continue
            why = _rule_reason(st)
            if why.startswith("No jack in the trick"):
                assert "whether it wins or not" not in why, why
                said.append(why)
    assert "No jack in the trick: each of your clubs wins it; the Q♣ keeps your higher clubs." \
        in said, said
    assert "No jack in the trick: the A♥ wins it and costs you least, and you keep your J♥." \
        in said, said


def _burial() -> State:
    """Seed 3: the person (seat 0) takes the window holding a trump club and buries their
    last plain clubs."""
    return next(st for st in _rule_game("sheepshead", 3) if st.stage == "discard")


def test_a_burial_says_plain_clubs_to_a_hand_still_holding_club_trumps():
    """"With no clubs left you can trump that suit" was said to a hand holding the Q♣ and the
    J♣, which are trumps: the void is in plain clubs."""
    st = _burial()
    hand = st.view(st.to_act).hands[st.to_act]
    assert hand >> card("QC") & 1 or hand >> card("JC") & 1
    why = _rule_reason(st)
    assert "with no plain clubs left you can trump that suit" in why, why
    assert "no clubs" not in why


def test_the_checkers_rule_sentence_has_one_colon_and_no_capital_after_it():
    """"The usual rule chooses it too: Bury them: their 10 points …" had two colons and a
    capital after each. The question names the cards, so "Bury them" goes; a reason with a
    colon of its own (a Young Hunter play's) stands as its own sentence."""
    st = _burial()
    me = st.to_act
    rule = rule_verdict("sheepshead", st.view(me), st.legal_actions(), 1)
    worse = next(a for a in st.legal_actions() if a != rule.action)
    c = Comparison(worse, own=1.0, others=0.0, utility=1.0, error=0.1, worlds=120)
    text = check_words(st, me, rule.action, c)
    too = text[text.index("The usual rule"):]
    assert too.startswith("The usual rule chooses it too: their 20 points count for you, and "
                          "with no plain clubs left you can trump that suit. Keep the A♥: "), too
    played = next(s for s in _rule_game("young-hunter", 1) if s.stage == "play"
                  and _rule_reason(s).startswith("No jack in the trick: each"))
    mine = rule_verdict("young-hunter", played.view(played.to_act), played.legal_actions(), 1)
    other = next(a for a in played.legal_actions() if a != mine.action)
    c = Comparison(other, own=1.0, others=0.0, utility=1.0, error=0.1, worlds=120)
    words = check_words(played, played.to_act, mine.action, c)
    assert words.endswith(f" The usual rule chooses it too. {mine.rule_reason}"), words


def test_a_reviews_best_line_that_shoots_the_moon_says_so():
    """"Play the Q♣ … would have reached a deal score of 0 instead of +16": 0 was only
    possible by shooting the moon, which the review names. Seed 56: the rule players' deal,
    in which seat 0 takes every point."""
    moves = _rule_deal("heart-hunter", 56)
    start = moves[-8][0]
    line = tuple((st.to_act, a) for st, a in moves[-8:])
    assert outcome_words(start, line, 0) == "by shooting the moon"
    assert outcome_words(start, line, 1) == ""
    done = start.copy()
    for _p, a in line:
        done.apply(a)
    first = ReviewedDecision(0, "play: play", line[0][1], "play the Q♣", line[0][1],
                             "play the Q♣", False)
    review = Review(1, (), (), (first,), result=-16.0, best=0.0, best_from=(0, line[0][1]),
                    line_words=("play the Q♣",), best_how="by shooting the moon")
    assert _mattered_words(done, review).startswith(
        "The first decision that mattered: with every card known, the line “play the Q♣” "
        "would have reached a deal score of 0, by shooting the moon, instead of +16.")
    assert _verdict(done, review, "You", "")[1].startswith(
        "With every card known, you could have reached 0 by shooting the moon. ")

