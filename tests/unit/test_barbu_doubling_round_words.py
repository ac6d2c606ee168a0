"""Barbu's doubling round as the table tells it: a forced double said in one bracket of the one
double that was forced, every answer of the round kept on the answerer's plate until the round
ends, and no trick count on the plates before the play."""

from __future__ import annotations

import random

from tricktable.engine.cards import FRENCH
from tricktable.games import get_rules
from tricktable.games.barbu import choose_action
from tricktable.games.barbu_doubling import Doubled
from tricktable.presentation import describe
from tricktable.presentation.deal_log_text import deal_lines

NAMES = ["You", "West", "North", "East"]


def _forced_with_others_to_double(seed: int = 1):
    """A state where the player to act must double the declarer and may double the other two
    as well (no free doubles before, so the doubles owed come due in the block's last hands)."""
    state = get_rules("barbu").new_game(seed=seed)
    rng = random.Random(seed)
    for _ in range(5000):
        pos = state.turn
        if (state.stage == "double" and pos != state.declarer and state.double_forced(pos)
                and len(state.allowed_targets(pos)) == 3):
            return state
        legal = state.legal_actions()
        kept = [a for a in legal if a.type != "double" or not a.get("targets")]
        state.apply(rng.choice(kept or legal))
    raise AssertionError("no forced double with others to double came up")


def _said(state, targets) -> str:
    """The deal log's line for the player to act doubling ``targets``."""
    pos = state.turn
    action = next(a for a in state.legal_actions() if a.get("targets") == tuple(sorted(targets)))
    events = [e for e in state.apply(action) if isinstance(e, Doubled)]
    assert events and events[0].player == pos
    return deal_lines("barbu", events, NAMES, FRENCH)[0]


def test_a_forced_maximum_says_the_declarer_s_double_alone_was_forced_in_one_bracket():
    """"North doubles everyone (maximum) (a forced double)": two brackets in a row, and the
    second said all three doubles were forced; only the double on the declarer was."""
    state = _forced_with_others_to_double()
    who = NAMES[state.turn]
    line = _said(state, state.allowed_targets(state.turn))
    assert line in (f"{who} doubles everyone (the maximum; the declarer's double was forced).",
                    "You double everyone (the maximum; the declarer's double was forced).")
    assert line.count("(") == 1


def test_a_forced_double_with_another_says_which_of_the_two_was_forced():
    state = _forced_with_others_to_double()
    d = state.declarer
    other = next(t for t in state.allowed_targets(state.turn) if t != d)
    line = _said(state, (d, other))
    assert line.endswith("(the declarer's double was forced).")
    assert NAMES[other].lower() in line.lower()
    assert "a forced double" not in line


def test_a_forced_double_of_the_declarer_alone_is_still_called_so():
    state = _forced_with_others_to_double()
    assert _said(state, (state.declarer,)).endswith("the declarer (a forced double).")


def _plate(state, pos: int) -> tuple[str, list[str]]:
    return describe.plate_lines(state.view(0), pos, FRENCH, NAMES)


def test_no_plate_counts_tricks_before_the_play():
    """"0 tricks" on every plate while the contract was being chosen: a count that means
    nothing before a contract is known, nor while it is doubled."""
    state = get_rules("barbu").new_game(seed=4)
    assert state.stage == "contract"
    assert all(_plate(state, p)[0] == "" for p in range(4))
    state.apply(choose_action("no-tricks"))
    assert state.stage == "double"
    assert all(_plate(state, p)[0] == "" for p in range(4))
    while state.stage != "play":
        state.apply(next(a for a in state.legal_actions() if not a.get("targets")))
    assert all(_plate(state, p)[0] == "0 tricks" for p in range(4))


def test_every_answer_of_the_doubling_round_stays_on_its_plate_until_the_round_ends():
    """A "does not double" was said only in a bubble, gone at the instant speed, after an undo,
    under a tip: the person could not tell who had answered. Each answer stays on its plate
    for the rest of the round (the view is all the plates read, so an undo or a restart
    shows them too), and the "no" answers go once the play starts."""
    state = get_rules("barbu").new_game(seed=4)
    state.apply(choose_action("no-queens"))
    d = state.declarer
    first, second, third = ((d + i) % 4 for i in (1, 2, 3))
    state.apply(next(a for a in state.legal_actions() if not a.get("targets")))
    assert "Did not double" in _plate(state, first)[1]
    state.apply(next(a for a in state.legal_actions() if a.get("targets") == (d,)))
    assert "Did not double" in _plate(state, first)[1]
    assert any(n.startswith("Doubled ") for n in _plate(state, second)[1])
    assert not any(n.startswith("Did not") for n in _plate(state, second)[1])
    assert not any(n.startswith("Did not") for n in _plate(state, third)[1]), "not yet asked"
    state.apply(next(a for a in state.legal_actions() if not a.get("targets")))
    assert state.turn == d, "the declarer answers the double last"
    assert "Did not double" in _plate(state, third)[1]
    state.apply(next(a for a in state.legal_actions() if not a.get("targets")))
    assert state.stage == "play"
    for pos in range(4):
        assert not any(n.startswith("Did not") for n in _plate(state, pos)[1]), pos
    assert any(n.startswith("Doubled ") for n in _plate(state, second)[1])


def test_a_no_to_the_declarer_s_doubles_and_to_redoubling_is_said_as_a_redouble_refused():
    state = get_rules("barbu").new_game(seed=4)
    state.apply(choose_action("no-queens"))
    d = state.declarer
    first, second = (d + 1) % 4, (d + 2) % 4
    both = tuple(sorted((d, second)))
    state.apply(next(a for a in state.legal_actions() if a.get("targets") == both))
    while state.turn != d:
        state.apply(next(a for a in state.legal_actions() if not a.get("targets")))
    state.apply(next(a for a in state.legal_actions() if not a.get("targets")))
    assert state.stage == "redouble" and state.turn == second
    assert "Did not redouble" in _plate(state, d)[1]
    assert "Did not double" not in _plate(state, d)[1]
    state.apply(next(a for a in state.legal_actions() if not a.get("targets")))
    assert state.stage == "play"
    assert not any(n.startswith("Did not") for p in (first, second, d) for n in _plate(state, p)[1])
