"""What the search may not choose over the rule player: Nineteen's contra on a bid, which its
imagined deals (the declarer's hand dealt at random, not the hand that bid) make look good. At
the declarations of seeded games the search levels and the coach's hints contra'd where the rule
player did not about every other time, and each such contra cost its side about 110 points on
the real cards."""

from __future__ import annotations

from tricktable.ai.decisions import move_seed, moves_made
from tricktable.ai.evaluation import search_scope
from tricktable.ai.nineteen import search_may_choose
from tricktable.ai.registry import make_agent
from tricktable.coach.weighing import weigh_decision
from tricktable.engine.protocol import Action
from tricktable.games.registry import get_rules

RULES = get_rules("nineteen")


def _declare(contras=(), declarations=()) -> Action:
    return Action("declare", data=(("contras", tuple(contras)),
                                   ("declarations", tuple(declarations))))


def _defenders_declarations(count: int):
    """The first ``count`` declaration decisions of seeded four-player games where a contra is
    on offer and the rule player makes none: (state, player, legal, rule's action)."""
    found = []
    seed = 100
    while len(found) < count:
        st = RULES.new_game(seed, players=4)
        while not st.game_over and not st.history:
            p = st.to_act
            legal = st.legal_actions()
            rule = make_agent("rule", RULES, seed=move_seed(st.seed, p, moves_made(st)))
            chosen = rule.choose(st.view(p), legal)
            if (chosen.type == "declare" and not chosen.get("contras")
                    and any(a.get("contras") for a in legal)):
                found.append((st.copy(), p, legal, chosen))
            st.apply(chosen)
        seed += 1
    return found[:count]


def test_a_different_contra_is_the_rule_players_to_choose_other_choices_are_the_searchs():
    nothing = _declare()
    contra = _declare(contras=["bid"])
    slam = _declare(declarations=["slam"])
    assert not search_may_choose(None, contra, nothing)
    assert not search_may_choose(None, nothing, contra)
    assert search_may_choose(None, slam, nothing)
    assert search_may_choose(None, Action("play", card=3), Action("play", card=5))
    legal = [nothing, contra, slam]
    assert search_scope("nineteen", None, legal, nothing) == [nothing, slam]
    assert search_scope("heart-hunter", None, legal, nothing) == legal, "only where registered"


def test_the_search_players_leave_the_contra_to_the_rule_player():
    """Before, the Expert contra'd at 58 of 122 such decisions (the Advanced level too)."""
    for state, p, legal, rule_action in _defenders_declarations(8):
        agent = make_agent("advanced", RULES, seed=move_seed(state.seed, p, moves_made(state)),
                           iterations=80)
        chosen = agent.choose(state.view(p), legal)
        assert chosen.get("contras") == rule_action.get("contras"), (state.seed, chosen)


def test_the_coach_does_not_weigh_a_contra_the_rule_player_would_not_make():
    """A hint recommended a contra at 93 of 238 such decisions; on the real cards each cost
    120 to 280 points on average."""
    for state, p, legal, _rule in _defenders_declarations(4):
        verdict = weigh_decision("nineteen", state.view(p), legal, seed=7, scale=0.05)
        assert not verdict.action.get("contras")
        assert not any(a.get("contras") for a in verdict.candidates)
        assert all(not c.action.get("contras") for c in verdict.comparisons)


def _contra_decisions(count: int):
    """Young Hunter (with contra): the first ``count`` contra decisions of seeded games."""
    rules = get_rules("young-hunter")
    found = []
    seed = 100
    while len(found) < count:
        st = rules.new_game(seed, contra=True)
        while not st.game_over and len(st.history) < 2:
            p = st.to_act
            legal = st.legal_actions()
            rule = make_agent("rule", rules, seed=move_seed(st.seed, p, moves_made(st)))
            chosen = rule.choose(st.view(p), legal)
            if any(a.type == "contra" for a in legal):
                found.append((st.copy(), p, legal, chosen))
            st.apply(chosen)
        seed += 1
    return rules, found[:count]


def test_young_hunters_contra_is_the_rule_players_and_its_announcements_the_searchs():
    """The Expert contra'd hits the rule player let stand (44 of 342 decisions), each costing
    it 2.1 points against the others on the real cards."""
    from tricktable.ai.young_hunter import search_may_choose as may

    contra = Action("contra", data=(("announcer", 3), ("kind", "hit")))
    assert not may(None, contra, Action("pass")) and not may(None, Action("pass"), contra)
    assert may(None, Action("announce", data=(("takings", ()),)), Action("pass"))
    rules, found = _contra_decisions(40)
    for state, p, legal, rule_action in found:
        agent = make_agent("expert", rules, seed=move_seed(state.seed, p, moves_made(state)),
                           iterations=120)
        assert agent.choose(state.view(p), legal) == rule_action, state.seed
