"""The status line says what the player to act is doing in the game's stage: "North to
discard." while Nineteen's Partnership players draw and discard (it said "North to play."
before any card was played), "to bid" in the auction; and still "to play" in card play."""

from __future__ import annotations

from types import SimpleNamespace

from tricktable.games.registry import get_rules
from tricktable.presentation.game_facts import game_facts
from tricktable.presentation.status_line import status_text, turn_verb

NAMES = ["You", "West", "North", "East"]


def _controller(state):
    facts = game_facts(state)
    return SimpleNamespace(
        facts=lambda: facts, seats=[SimpleNamespace(name=n, human=False) for n in NAMES],
        awaiting_pass=None, awaiting_continue=False, human_to_act=lambda: None, hot_seat=False,
        paused=False, thinking_player=lambda: None, legal_actions=list,
        view=lambda: state.view(0))


def _partnership_to_discard():
    """A four-player Nineteen deal at its discards: eldest bids Partnership, all pass."""
    state = get_rules("nineteen").new_game(seed=3)
    while state.stage == "auction":
        legal = state.legal_actions()
        state.apply(next((a for a in legal if a.type == "pass"), legal[0]))
    assert state.stage == "discard" and state.bid == "partnership"
    return state


def test_a_player_discarding_is_said_to_discard_not_to_play():
    state = _partnership_to_discard()
    p = state.to_act
    assert status_text(_controller(state), lambda: None) == f"{NAMES[p]} to discard."


def test_the_status_follows_each_stage_of_a_nineteen_deal():
    state = get_rules("nineteen").new_game(seed=3)
    p = state.to_act
    assert status_text(_controller(state), lambda: None) == f"{NAMES[p]} to bid."
    said = {("auction", turn_verb(state.view(0)))}
    state = _partnership_to_discard()
    while state.to_act is not None and not state.history:
        said.add((state.stage, turn_verb(state.view(0))))
        state.apply(state.legal_actions()[0])
    verbs = dict(said)
    assert verbs == {"auction": "bid", "discard": "discard", "call": "call the partner's trump",
                     "declare": "declare", "play": "play"}, said


def test_other_games_keep_their_verbs_without_naming_a_game():
    """Heart Hunter plays from the first move; Sheepshead's Player buries (its words' verb)."""
    hh = get_rules("heart-hunter").new_game(seed=3)
    assert turn_verb(hh.view(0)) == "play"
    sh = get_rules("sheepshead").new_game(seed=1)
    while sh.stage == "window":
        sh.apply(next(a for a in sh.legal_actions() if a.type == "take"))
    assert sh.stage == "discard"
    assert turn_verb(sh.view(0)) == "bury"
    assert turn_verb(None) == "play"


def test_barbu_and_sheepshead_stages_say_what_the_player_is_deciding():
    """"West to play." was said while Barbu's declarer chose a contract and the others decided
    on doubles, and while Sheepshead's players took the window or passed."""
    sh = get_rules("sheepshead").new_game(seed=1)
    assert sh.stage == "window" and turn_verb(sh.view(0)) == "take the window or pass"
    barbu = get_rules("barbu").new_game(seed=3)
    said = {}
    while barbu.stage != "play":
        said[barbu.stage] = turn_verb(barbu.view(0))
        barbu.apply(barbu.legal_actions()[0])
    assert said["contract"] == "choose a contract"
    assert said.get("double", "decide on doubles") == "decide on doubles"


def test_the_three_player_dummys_own_draw_and_discard_show_at_its_seat():
    """A card came into the laid-out dummy from nowhere: its draw and discard by itself showed
    nothing on the table (only the deal log told it)."""
    from tricktable.engine.cards import TAROT
    from tricktable.games.nineteen_events import Discarded
    from tricktable.presentation.table_events import sayings

    view = get_rules("nineteen").new_game(seed=3, players=3).view(0)
    said = sayings(view, Discarded(3, None, 1, 0), NAMES, TAROT)
    assert [(s.text, s.caption, s.where, s.bubble) for s in said] == [
        ("Draws 1 stock card", "and discards it, unseen", 3, True)]


def test_the_hand_summary_says_where_the_declaring_sides_points_lay():
    """"You made 45 of 118 points (60 needed): lost." was all: the player could not check the
    60 without adding up the review. The parts (cards of the tricks, a point a trick, the
    side's own discards) add up to the points made, and the stock's go to the defenders."""
    import re

    from tricktable.ai.registry import make_agent
    from tricktable.engine.cards import TAROT
    from tricktable.engine.protocol import DealScored
    from tricktable.presentation import describe

    rules = get_rules("nineteen")
    seen = 0
    for seed in range(1, 12):
        state = rules.new_game(seed=seed, players=3)
        agents = [make_agent("rule", rules, seed + p) for p in range(3)]
        while state.to_act is not None and state.deal_number == 1:
            p = state.to_act
            for e in state.apply(agents[p].choose(state.view(p), state.legal_actions())) or []:
                if not isinstance(e, DealScored):
                    continue
                notes = describe.deal_summary("nineteen", e, NAMES[:3], TAROT).notes
                line = next(n for n in notes if " of the 118 points; " in n)
                made = int(re.search(r" took (\d+) of the 118 ", line).group(1))
                cards, n, tricks = map(int, re.search(
                    r"(\d+) (?:was|were) in the cards of (?:your|their) (\d+) tricks?,? "
                    r"(?:and )?(\d+) came for winning (?:it|those tricks)", line.replace(
                        " one trick", " 1 trick")).groups())
                own = re.search(r" and (\d+) from (?:your|their) (?:own|side's) discards", line)
                assert n == tricks and cards + tricks + (int(own.group(1)) if own else 0) == made
                stock = e.details["stock_points"]
                said = f"stock's {stock} point{'s' if stock != 1 else ''} went to the defenders"
                assert (said in line) == bool(stock)
                seen += 1
    assert seen >= 5
