"""The review's "first decision that mattered" beside the expert's other choices before it.

A tester's Sheepshead review named decision 3 (trick 1) as the first decision that mattered,
while the notes of decisions 1 and 2 said the expert would have passed ("about 2.0 game points
more") and buried otherwise ("about 1.3 more"): it read as if the every-card-known search had
looked at the card play only. It does not: it tries every choice at every decision, the window
and the burial too, and found none there that did better with the cards as they lay; the
expert's figures are averages over the deals the player could not see. The headline now says
so of those earlier decisions, by number."""

from __future__ import annotations

from dataclasses import replace

from tricktable.ai.decisions import move_seed, moves_made
from tricktable.ai.registry import make_agent
from tricktable.coach.perfect import best_results, deal_value
from tricktable.coach.replayed import replay_to_deal
from tricktable.coach.review import review_deal
from tricktable.coach.review_sheet import review_sheet
from tricktable.engine.protocol import Action
from tricktable.games import get_rules

NAMES = ["You", "West", "East"]


def _taken_by_seat_0():
    """A Sheepshead game of rule players whose first deal seat 0 took the window in."""
    for seed in range(1, 40):
        st = get_rules("sheepshead").new_game(seed)
        while not st.history:
            p = st.to_act
            agent = make_agent("rule", st.rules, seed=move_seed(st.seed, p, moves_made(st)))
            st.apply(agent.choose(st.view(p), st.legal_actions()))
        if any(p == 0 and a.type == "take" for p, _q, a in st.history[0].actions):
            return st
    raise AssertionError("seat 0 never took the window")


class _Asked:
    """A stand-in for the every-card-known search that records what it is asked to try."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str]] = []

    def after(self, state, action, salt=0):
        self.asked.append((str(state.stage), action.type))
        return float("-inf"), ()


def test_the_every_card_known_search_tries_the_window_and_every_burial_too():
    st = _taken_by_seat_0()
    log = st.history[0]
    again = replay_to_deal(st, 0)
    before, played = [], []
    for p, _q, a in log.actions:
        if p == 0 and len(before) < 2:
            before.append(again.copy())
            played.append(a)
        again.apply(a)
    assert [a.type for a in played] == ["take", "discard"]
    asked = _Asked()
    best_results(before, played, [False, False], deal_value("sheepshead", log.score, 0), asked)
    assert ("window", "pass") in asked.asked
    burials = len(before[1].legal_actions()) - 1
    assert asked.asked.count(("discard", "discard")) == burials > 1


def test_the_headline_says_the_experts_earlier_choices_did_not_matter_with_these_cards():
    st = _taken_by_seat_0()
    review = review_deal(st, 0, 0, search=False, names=NAMES)
    decisions = list(review.decisions)
    assert [d.played.type for d in decisions[:2]] == ["take", "discard"]
    k = next(i for i, d in enumerate(decisions) if i > 1 and not d.forced)
    # the expert would have passed and buried otherwise; the best line leaves the play at k
    decisions[0] = replace(decisions[0], expert=Action("pass"), expert_words="pass")
    decisions[1] = replace(decisions[1], expert=Action("another-burial"),
                           expert_words="bury the 10♠ and the 10♣")
    searched = replace(review, decisions=tuple(decisions), searched=True,
                       best_from=(k, Action("line-choice")), best=review.result + 2.0,
                       line_words=("play the 8♠",))
    verdict = review_sheet(st, 0, searched, NAMES).verdict[1]
    assert f"The first decision that mattered was decision {k + 1} " in verdict, verdict
    assert verdict.endswith(
        "Decisions 1 and 2, where the expert chose otherwise, did not matter with every card "
        "known: no other choice there did better in the lines tried. The expert's choices "
        "weigh the deals you could not see, not these cards as they lay."), verdict
