"""A deal review's item where the expert and the every-card-known line disagree says that both
hold: "The expert's choice: choose Trump (spades)" and then "with every card known, the line
'choose Trump (clubs), …'" in one item read as a contradiction (two trump suits for one hand)."""

from __future__ import annotations

from dataclasses import replace

from tricktable.coach.review import review_deal
from tricktable.coach.review_sheet import review_sheet
from tricktable.engine.protocol import Action
from tricktable.games import get_rules

NAMES = ["You", "West", "North", "East"]


def _finished_barbu_hand():
    st = get_rules("barbu").new_game(3)
    while not st.history:
        st.apply(st.legal_actions()[0])
    return st


def _mattered_item(st, review) -> str:
    notes = [n for row in review_sheet(st, 0, review, NAMES).rows for n in row.notes]
    return next(n for n in notes if "The first decision that mattered:" in n)


def test_an_expert_choosing_a_third_way_is_said_to_see_no_cards_beside_the_best_line():
    st = _finished_barbu_hand()
    review = review_deal(st, 0, 0, search=False)
    k = next(i for i, d in enumerate(review.decisions) if not d.forced)
    decisions = list(review.decisions)
    decisions[k] = replace(decisions[k], expert=Action("expert-choice"),
                           expert_words="choose Trump (spades)")
    apart = replace(review, decisions=tuple(decisions), searched=True,
                    best_from=(k, Action("line-choice")), best=review.result + 30.0,
                    line_words=("choose Trump (clubs)", "play the A♣"))
    item = _mattered_item(st, apart)
    assert "The expert's choice: choose Trump (spades)" in item
    assert item.endswith("The expert, who cannot see the cards, chose “choose Trump (spades)”; "
                         "with every card known, the best line found starts with “choose Trump "
                         "(clubs)” instead."), item
    # the expert's choice is the line's first step: nothing to reconcile
    decisions[k] = replace(decisions[k], expert=Action("line-choice"),
                           expert_words="choose Trump (clubs)")
    same = _mattered_item(st, replace(apart, decisions=tuple(decisions)))
    assert "cannot see the cards" not in same
