"""The coach's recommendation: one legal action per hint with the rule's words and the search's
figures, for every kind of decision of every game; the same every time for a position."""

from __future__ import annotations

import re

import pytest

from tricktable.coach.positions import decision_kind, positions
from tricktable.coach.recommend import LEFT_TO_RULE, Advice, deals_clause, hint_for, recommend
from tricktable.coach.weighing import Comparison, Verdict
from tricktable.commands.hints import main as hints_main
from tricktable.engine.protocol import Action
from tricktable.games import get_rules

#: small searches: the words and the bookkeeping are tested here, not the strength
SCALE = 0.04
GUARD = 120.0

#: every kind of decision the seeded games must reach (game, options, kinds)
KINDS = [
    ("heart-hunter", {}, {"play: play"}),
    ("young-hunter", {"contra": True}, {"announce: announce", "contra: contra+pass",
                                        "play: play"}),
    ("sheepshead", {}, {"window: pass+take", "discard: discard", "play: play"}),
    ("barbu", {}, {"contract: choose-contract", "double: double", "redouble: redouble",
                   "play: play", "dominoes: play", "dominoes: pass+play"}),
    ("nineteen", {}, {"auction: bid", "auction: bid+pass", "preference: next-set+take-set",
                      "preference: back-set+take-set",
                      "preference: back-set+next-set+take-set", "discard: discard",
                      "declare: declare", "play: play"}),
]


def _check(pos, advice: Advice) -> None:
    state = pos.state
    assert advice is not None
    assert advice.action in state.legal_actions() and state.why_illegal(advice.action) is None
    assert advice.headline and advice.reason and advice.figures
    if advice.verdict.left_to_rule and len(advice.verdict.candidates) == 1:
        # a contra is the rule player's: its imagined deals cannot judge one (search_scope)
        assert advice.figures == LEFT_TO_RULE and advice.action == advice.verdict.rule_action
        return
    # the deals are said once, in plain words ("imagined deals" was jargon)
    assert deals_clause(1)[len("1 deal"):] in advice.text and "about " in advice.figures
    assert "imagined" not in advice.text
    # the figures never call another choice clearly better than the one recommended
    assert all(c.utility >= -c.clear * c.error for c in advice.verdict.comparisons)
    assert "others' average" not in advice.text
    assert advice.text.startswith(advice.headline[:1].upper() + advice.headline[1:] + ".")


@pytest.mark.parametrize(("game", "options", "kinds"), KINDS, ids=[k[0] for k in KINDS])
def test_every_kind_of_decision_gets_a_legal_hint_with_words_and_figures(game, options, kinds):
    found = positions(game, 1, seed=1, options=options)
    met = {p.kind for p in found}
    assert kinds <= met, f"the seeded games never reached {kinds - met}"
    for pos in found:
        _check(pos, recommend(pos.state, pos.player, seconds=GUARD, scale=SCALE))


@pytest.mark.parametrize("game", ["heart-hunter", "sheepshead", "barbu", "nineteen"])
def test_the_same_position_of_the_same_game_gets_the_same_hint(game):
    pos = positions(game, 3, seed=2)[-1]
    first = recommend(pos.state, pos.player, seconds=GUARD, scale=SCALE)
    again = recommend(pos.state.copy(), pos.player, seconds=GUARD, scale=SCALE)
    assert first.text == again.text and first.action == again.action
    assert first.verdict.complete


def test_a_discard_hint_names_the_cards_to_discard():
    pos = next(p for p in positions("sheepshead", 1, seed=1) if p.kind == "discard: discard")
    advice = recommend(pos.state, pos.player, seconds=GUARD, scale=SCALE)
    codec = pos.state.rules.codec
    cards = advice.action.get("cards")
    named = [codec.short(c) for c in range(64) if cards >> c & 1]
    # Sheepshead's Player buries, in the hint as on the panel
    assert advice.headline == f"bury {codec.list_short(cards)}"
    assert all(f"the {n}" in advice.headline for n in named) and len(named) == 2
    assert "bury two cards" not in advice.text
    # named once, in the headline: the reason says "Bury them" (a four-card discard of
    # Nineteen read "discard the Q♠, the C♠, the C♦ and the 9♦. Lay away the Q♠, the C♠, …")
    assert not any(f"the {n}" in advice.reason.split(":")[0] for n in named), advice.reason


def test_a_hint_on_the_dominoes_rank_step_recommends_a_rank():
    """The panel's second step (Dominoes: from which rank?) gets a hint among its own buttons,
    never another contract."""
    pos = next(p for p in positions("barbu", 1, seed=1) if p.kind == "contract: choose-contract")
    ranks = [a for a in pos.state.legal_actions() if a.get("contract") == "dominoes"]
    advice = recommend(pos.state, pos.player, seconds=GUARD, scale=SCALE, among=ranks)
    assert advice.action in ranks and advice.headline.startswith("choose Dominoes from ")


def _verdict(state, action, rule, others):
    return Verdict(action, rule, "Lead low: a low card seldom wins the trick.", action,
                   tuple(others), worlds=120, level="expert", candidates=(action, rule))


def test_when_the_search_overrules_the_rule_one_sentence_says_so():
    pos = positions("heart-hunter", 1, seed=3)[0]
    state = pos.state
    legal = state.legal_actions()
    best, rule = legal[-1], legal[0]
    short = state.rules.codec.short
    v = _verdict(state, best, rule, [Comparison(rule, own=-2.04, others=0.5, utility=2.6,
                                                error=0.4, worlds=120)])
    advice = hint_for(state, pos.player, v)
    assert advice.action == best and advice.headline == f"play the {short(best.card)}"
    assert advice.reason == (f"The usual rule would play the {short(rule.card)} (“Lead low: a "
                             f"low card seldom wins the trick”), but in {deals_clause(120)}, the "
                             f"{short(best.card)} did better.")
    assert advice.figures == (f"In those deals, the {short(best.card)} meant about 2.0 "
                              f"fewer points taken than the {short(rule.card)}.")


def test_a_difference_within_chance_is_called_that_and_figures_are_in_the_games_units():
    pos = next(p for p in positions("sheepshead", 1, seed=1) if p.kind == "window: pass+take")
    state = pos.state
    take = Action("take")
    passing = Action("pass")
    close = _verdict(state, take, take, [Comparison(passing, own=0.1, others=0.0, utility=0.1,
                                                    error=0.3, worlds=80)])
    assert hint_for(state, pos.player, close).figures == (
        f"The choices were close: in {deals_clause(80)}, taking the window was about as good as "
        "passing (the difference is within chance).")
    clear = _verdict(state, take, take, [Comparison(passing, own=1.25, others=-0.6,
                                                    utility=1.9, error=0.3, worlds=80)])
    assert "about 1.2 game points more for you than passing" in \
        hint_for(state, pos.player, clear).figures


def _a_defenders_play():
    """A Sheepshead card play, with its first and last legal actions."""
    pos = next(p for p in positions("sheepshead", 1, seed=1) if p.kind == "play: play")
    legal = pos.state.legal_actions()
    return pos, legal[0], legal[-1]


def test_a_choice_that_only_moves_the_others_scores_is_said_as_that():
    """Seen in the window, a Sheepshead defender's hint: "about 0.0 game points less for you
    than the A♥, but it leaves the others further behind you". Only the Player's score moves; a
    defender's choice changes where the others end, and the figure says by how much."""
    pos, best, other = _a_defenders_play()
    state = pos.state
    v = _verdict(state, best, best, [Comparison(other, own=0.0, others=-0.42, utility=0.42,
                                                error=0.1, worlds=111)])
    short = state.rules.codec.short(other.card)
    assert hint_for(state, pos.player, v).figures == (
        f"In {deals_clause(111)}, "
        f"the {state.rules.codec.short(best.card)} was the same for your "
        f"own score as the {short}, but with the others about 0.4 game points worse off.")


def test_a_search_choice_that_only_moves_the_others_is_not_called_clearly_better():
    """A Sheepshead defender's hint: "… but in the imagined deals this does clearly better"
    beside figures "the same for your own score as the Q♥, but with the others about 0.3
    game points further behind you". The reason says what the figures do."""
    pos, best, rule = _a_defenders_play()
    state = pos.state
    v = _verdict(state, best, rule, [Comparison(rule, own=0.0, others=-0.3, utility=0.3,
                                                error=0.05, worlds=111)])
    advice = hint_for(state, pos.player, v)
    mine = state.rules.codec.short(best.card)
    assert advice.reason.endswith(f"but in {deals_clause(111)}, "
                                  f"the {mine} leaves the others worse off.")
    assert "clearly better" not in advice.text


def test_heart_hunters_phase_2_figures_say_once_that_points_taken_come_off():
    """A Phase 2 hint said "(in Phase 2 they come off your score)" after each of its two
    figures; it is said once, after them, and not in Phase 1."""
    pos = next(p for p in positions("heart-hunter", 40, seed=7)
               if p.state.view(p.player).phase == 2 and len(p.state.legal_actions()) > 2)
    state = pos.state
    a, b, c = state.legal_actions()[:3]
    v = _verdict(state, a, a, [Comparison(b, own=-0.7, others=0.0, utility=0.7, error=0.1,
                                          worlds=625),
                               Comparison(c, own=-0.4, others=0.0, utility=0.4, error=0.1,
                                          worlds=250)])
    figures = hint_for(state, pos.player, v).figures
    short = state.rules.codec.short
    assert figures == (f"In {deals_clause(625)}, "
                       f"the {short(a.card)} meant about 0.7 more points "
                       f"taken than the {short(b.card)}. The {short(c.card)} was tried "
                       f"only in the first 250 deals, then dropped, as it was already "
                       f"doing worse: in those deals, the {short(a.card)} meant about 0.4 "
                       f"more points taken than the {short(c.card)}. In Phase 2 the points "
                       "you take come off your score.")
    first = next(p for p in positions("heart-hunter", 1, seed=7))
    legal = first.state.legal_actions()
    v1 = _verdict(first.state, legal[0], legal[0], [Comparison(
        legal[1], own=-0.5, others=0.0, utility=0.5, error=0.1, worlds=100)])
    assert "Phase 2" not in hint_for(first.state, first.player, v1).figures


def test_nineteens_figures_are_score_points_not_the_card_points_a_side_needs():
    """A Nineteen hint said "about 615 points more for you than to bid Preferred Three" beside
    a bid whose side "needs 60 of the 118 points": the score's points, not the cards'."""
    pos = next(p for p in positions("nineteen", 1, seed=1) if p.kind == "auction: bid+pass")
    state = pos.state
    passing = Action("pass")
    bid = next(a for a in state.legal_actions() if a.type == "bid")
    clear = _verdict(state, passing, passing, [Comparison(bid, own=615.0, others=0.0,
                                                          utility=615.0, error=30.0,
                                                          worlds=93)])
    figures = hint_for(state, pos.player, clear).figures
    assert "about 615 score points more for you than bidding" in figures, figures


def test_a_forced_decision_is_said_without_figures():
    rules = get_rules("heart-hunter")
    state = rules.new_game(seed=4)
    while len(state.legal_actions()) > 1:
        state.apply(state.legal_actions()[0])
    advice = recommend(state, state.to_act, seconds=GUARD, scale=SCALE)
    assert advice.action == state.legal_actions()[0] and advice.reason and not advice.figures


def test_no_hint_out_of_turn():
    state = get_rules("heart-hunter").new_game(seed=2)
    assert recommend(state, (state.to_act + 1) % 4) is None


def test_decision_kinds_name_the_stage_and_the_choices():
    state = get_rules("sheepshead").new_game(seed=1)
    assert decision_kind(state) == "window: pass+take"


def test_the_hints_command_prints_the_same_checked_lines_every_time(capsys):
    argv = ["--game", "sheepshead", "--positions", "4", "--seed", "3", "--scale", str(SCALE),
            "--budget", "30"]
    assert hints_main(argv) == 0
    first = capsys.readouterr().out
    assert hints_main(argv) == 0
    assert capsys.readouterr().out == first
    lines = first.splitlines()
    assert len(lines) == 5 and "0 failed" in lines[-1]
    assert any("window: pass+take" in line for line in lines)


def test_the_hints_command_fails_a_hint_over_its_budget(capsys):
    argv = ["--game", "heart-hunter", "--positions", "1", "--seed", "3", "--scale", str(SCALE),
            "--budget", "0"]
    assert hints_main(argv) == 1
    assert "FAILED: over budget" in capsys.readouterr().out


def test_the_hints_command_refuses_a_bad_option(capsys):
    assert hints_main(["--game", "barbu", "--option", "nonsense"]) == 2
    assert "name=value" in capsys.readouterr().err


def test_the_hint_benchmark_reports_each_games_hint_times():
    from tricktable.coach.bench import run_bench

    lines = run_bench(["sheepshead"], seconds=0.5, scale=SCALE)
    assert lines[0].startswith("Hints (") and "budget 1.5 s" in lines[0]
    assert "p95 s" in lines[1] and "CPU p95" in lines[1]
    fields = lines[2].split()
    assert fields[0] == "sheepshead" and int(fields[1]) >= 8
    assert all(float(x) >= 0 for x in fields[2:6]) and int(fields[6]) >= 0


def test_a_sheepshead_window_hint_gives_a_reason_not_its_headline_again():
    from tricktable.coach.weighing import rule_verdict

    for seed in range(8):
        st = get_rules("sheepshead").new_game(seed)
        while st.view(st.to_act).stage != "window":
            st.apply(st.legal_actions()[0])
        p = st.to_act
        advice = hint_for(st, p, rule_verdict("sheepshead", st.view(p), st.legal_actions(), 1))
        assert advice.headline in ("take the window", "pass")
        assert advice.headline not in advice.reason.lower()
        assert "trump" in advice.reason


def test_a_doubling_hint_names_the_players_as_the_table_does():
    pos = next(p for p in positions("barbu", 1, seed=1) if p.kind == "double: double")
    state = pos.state
    legal = state.legal_actions()
    named = [a for a in legal if "player" in str(state.describe(a))]
    assert named, "a doubling choice that names a player"
    best, other = named[0], legal[0]
    names = ["You", "West", "North", "East"]
    v = _verdict(state, best, best, [Comparison(other, own=1.5, others=-0.5, utility=2.0,
                                                error=0.3, worlds=90)])
    advice = hint_for(state, pos.player, v, names)
    assert "player" not in advice.text, advice.text
    assert any(n in advice.headline for n in ("West", "North", "East", "you")), advice.headline


@pytest.mark.parametrize("k", [2, 5, 8, 9, 30, 70, 210, 1820])
def test_a_wide_hint_gets_at_most_twice_the_playouts_of_a_narrow_one_and_one_per_action(k):
    """The search multiplies a wide choice's iterations by ``k / WIDE``; the hint's iterations
    are sized so the product stays within ``HINT_WIDE_CAP`` narrow budgets (a Nineteen discard
    among 210 once took six seconds) and still tries every action once."""
    from tricktable.ai.search import WIDE
    from tricktable.coach.weighing import HINT_WIDE_CAP, hint_iterations

    narrow = 270.0
    its = hint_iterations(narrow, k)
    playouts = its * max(1.0, k / WIDE)
    assert playouts >= k
    assert playouts <= max(k, HINT_WIDE_CAP * narrow) + WIDE


def test_a_refusal_to_act_reads_after_would_and_than():
    """"The usual rule would do not double" and "than to do not double" were said; after
    "than" an action reads as after "as good as" ("not doubling", "doubling …")."""
    from tricktable.coach.recommend import _after_would, _doing, action_words

    pos = next(p for p in positions("barbu", 2, seed=1) if p.kind.startswith("double"))
    none = next(a for a in pos.state.legal_actions() if not a.get("targets"))
    assert action_words(pos.state, none) == "do not double"
    assert _after_would(action_words(pos.state, none)) == "not double"
    assert _doing(pos.state, none) == "not doubling"
    some = next(a for a in pos.state.legal_actions() if a.get("targets"))
    assert _after_would(action_words(pos.state, some)).startswith("double ")
    assert _doing(pos.state, some).startswith("doubling ")


def test_the_hints_command_names_players_as_the_window_does(capsys):
    """"to redouble player 4" was printed where the window says "East"."""
    argv = ["--game", "barbu", "--positions", "12", "--seed", "5", "--scale", str(SCALE),
            "--budget", "30"]
    hints_main(argv)
    out = capsys.readouterr().out
    assert "double" in out
    assert not re.search(r"\bplayer \d", out), out
    assert re.search(r"double (East|West|North|South)", out), out
