"""Deal review's core: every decision of the person in a finished deal, with the expert's choice;
and "could I have won?", never worse than what was played."""

from __future__ import annotations

import pytest

from tricktable.ai.decisions import move_seed, moves_made
from tricktable.ai.registry import make_agent
from tricktable.coach.review import review_deal
from tricktable.games import get_rules
from tricktable.games.registry import lower_wins

SCALE = 0.04


def finished_deal(game: str, seed: int):
    """A game whose first deal is over: the person (seat 0) plays at random, the others by rule."""
    st = get_rules(game).new_game(seed)
    while not st.history:
        p = st.to_act
        level = "random" if p == 0 else "rule"
        agent = make_agent(level, st.rules, seed=move_seed(st.seed, p, moves_made(st)))
        st.apply(agent.choose(st.view(p), st.legal_actions()))
    return st


@pytest.mark.parametrize(("game", "seed"), [("heart-hunter", 3), ("sheepshead", 3),
                                            ("barbu", 3), ("young-hunter", 2),
                                            ("nineteen", 2)])
def test_a_review_lists_every_decision_and_could_i_have_won_is_never_worse(game, seed):
    st = finished_deal(game, seed)
    log = st.history[0]
    review = review_deal(st, 0, 0, seconds=120.0, scale=SCALE)
    mine = [(i, a) for i, (p, _q, a) in enumerate(log.actions) if p == 0]
    assert [(d.number, d.played) for d in review.decisions] == mine
    assert all(d.played_words and d.expert_words and d.kind for d in review.decisions)
    for d in review.decisions:
        if d.forced:
            assert d.expert == d.played and d.comparison is None
    sign = -1 if lower_wins(game) else 1
    assert review.result == sign * log.score[0]
    assert review.best >= review.result
    if review.best_from is not None:
        index, _action = review.best_from
        assert not review.decisions[index].forced and review.best > review.result
    assert review.hands == tuple(log.hands) and len(review.tricks) == len(log.tricks)


def test_a_review_is_the_same_every_time():
    st = finished_deal("sheepshead", 3)
    first = review_deal(st, 0, 0, seconds=120.0, scale=SCALE)
    assert review_deal(st, 0, 0, seconds=120.0, scale=SCALE) == first


def test_a_typed_in_deal_is_reviewed_with_its_own_cards_not_the_seeds():
    """A record whose hands were typed in (here: a real deal whose seed was changed, so the seed
    would deal other cards) is reviewed with the record's hands."""
    from tricktable.coach.review import deal_presets, review_game
    from tricktable.engine.record import replay

    st = finished_deal("heart-hunter", 3)
    doc = st.record()
    doc["seed"] = 99
    typed = replay(doc, get_rules)
    assert get_rules("heart-hunter").new_game(99).deal_log.hands != typed.history[0].hands
    review = review_deal(typed, 0, 0, seconds=120.0, scale=SCALE)
    assert review.hands == tuple(st.history[0].hands)
    mine = [a for p, _q, a in st.history[0].actions if p == 0]
    assert [d.played for d in review.decisions] == mine
    deals = [[a for _p, _q, a in log.actions] for log in typed.history]
    lines = review_game("heart-hunter", dict(typed.options), typed.seed, deal_presets(typed),
                        deals, 0, 0, ["You", "B", "C", "D"], 120.0, SCALE)
    short = typed.rules.codec.short
    first = min(c for c in range(64) if st.history[0].hands[0] >> c & 1)
    assert short(first) in lines[1]
