"""The soak command: a short seeded run of every game in CI (the long run is the command itself),
and proof that it catches what it is meant to catch."""

from __future__ import annotations

import io

import pytest

from tricktable.__main__ import main
from tricktable.commands.soak import option_sets, soak
from tricktable.engine.invariants import InvariantError, check_cards_in_one_place, check_game
from tricktable.games import get_rules
from tricktable.games.registry import GAME_IDS


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_short_seeded_soak_of_every_game_is_clean(game):
    out = io.StringIO()
    assert soak(game, 3, 7, {}, deep_every=9, out=out) == 0, out.getvalue()
    assert "3 games clean" in out.getvalue()


def test_every_option_set_is_played_in_turn():
    sets = option_sets(get_rules("young-hunter"), {})
    assert len(sets) == 12 and len({tuple(sorted(s.items())) for s in sets}) == 12
    fixed = option_sets(get_rules("nineteen"), {"players": 2})
    assert len(fixed) == 8 and all(s["players"] == 2 for s in fixed)


def test_a_game_that_does_not_end_fails_loudly():
    rules = get_rules("sheepshead")
    with pytest.raises(InvariantError, match="did not end within 200 actions"):
        check_game(rules, {}, 1, lambda s, legal: legal[0], max_actions=200)


def test_a_lost_card_is_caught():
    s = get_rules("heart-hunter").new_game(seed=2)
    check_cards_in_one_place(s)
    s.hands[0] &= s.hands[0] - 1  # the lowest card of hand 0 vanishes
    with pytest.raises(InvariantError, match="cards are nowhere"):
        check_cards_in_one_place(s)
    s = get_rules("heart-hunter").new_game(seed=2)
    s.taken[1] |= s.hands[0] & -s.hands[0]  # and now it is in two places
    with pytest.raises(InvariantError, match="somewhere else"):
        check_cards_in_one_place(s)


def test_the_soak_command_reports_a_broken_invariant_with_game_seed_and_options(monkeypatch,
                                                                               capsys):
    import tricktable.engine.invariants as inv

    real = inv.check_totals
    calls = {"n": 0}

    def broken(state):
        calls["n"] += 1
        if calls["n"] == 3:
            raise InvariantError("totals do not add up")
        real(state)

    monkeypatch.setattr(inv, "check_totals", broken)
    assert main(["soak", "--game", "barbu", "--games", "2", "--seed", "5"]) == 1
    out = capsys.readouterr().out
    assert "FAILED: Barbu game 1 (seed 5" in out and "totals do not add up" in out


def test_the_soak_command_refuses_an_unknown_option(capsys):
    assert main(["soak", "--game", "barbu", "--option", "colour=red", "--games", "1"]) == 2
    assert "colour" in capsys.readouterr().err
