"""A record whose action names the wrong player is refused in the record's own names, and the
refusal's last line says what becomes of the game on the table.

Why: the reader said "it is player 1's turn, not player 3's", counting players from 0 beside
"action 5" counted from 1, where the person sees names at the seats; and every refusal ended
"Your game goes on.", a finished game and no game at all included."""

from __future__ import annotations

import json
import random

import pytest

from tricktable.engine.record import RecordError, replay
from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from tricktable.presentation import record_words as rw
from tricktable.presentation.game_facts import game_facts


def _record(names: list[str]) -> dict:
    """A Heart Hunter record of a few random moves, its players named ``names``."""
    state = get_rules("heart-hunter").new_game(seed=3)
    rng = random.Random(3)
    for _ in range(12):
        state.apply(rng.choice(state.legal_actions()))
    return json.loads(json.dumps(make_record(state, [{"name": n, "kind": "human"}
                                                     for n in names])))


def _refused(doc: dict) -> str:
    for key in ("tricks", "score", "totals"):
        doc["deals"][0].pop(key, None)
    with pytest.raises(RecordError) as caught:
        replay(doc, get_rules)
    return str(caught.value)


@pytest.mark.parametrize(("names", "said_as", "expected"), [
    (["You", "West", "North", "East"], 3, "it is your turn, not East's"),
    (["Ann", "", "Cy", "Dot"], 1, "it is Ann's turn, not player 2's"),
    (["West", "You", "North", "East"], 1, "it is West's turn, not yours"),
    (["You", "West", "North", "East"], 7,
     "it is your turn, and the action names a player this game does not have (7)"),
])
def test_an_action_by_the_wrong_player_is_told_in_the_records_names(names, said_as, expected):
    doc = _record(names)
    actions = doc["deals"][0]["actions"]
    first = next(i for i, a in enumerate(actions) if a["player"] == 0)
    actions[first]["player"] = said_as
    assert _refused(doc) == f"deal 1, action {first + 1}: {expected}"


def test_a_refusal_ends_with_what_becomes_of_the_game_on_the_table():
    state = get_rules("heart-hunter").new_game(seed=1, players=3, quick=True)
    rng = random.Random(1)
    while state.to_act is not None:
        state.apply(rng.choice(state.legal_actions()))
    over = game_facts(state, [0])
    going = game_facts(get_rules("heart-hunter").new_game(seed=1), [0])
    watched = game_facts(get_rules("heart-hunter").new_game(seed=1), [])
    ends = {what: rw.record_refusal("x.json", "the file is empty", True, facts).split("\n")[-1]
            for what, facts in (("over", over), ("going", going), ("watched", watched),
                                ("none", None))}
    assert ends == {"over": rw.FINISHED_STAYS, "going": rw.GOES_ON,
                    "watched": rw.WATCHED_GOES_ON, "none": rw.NO_GAME}
