"""Where the resume question says a saved game stands within its deal: "from deal 1" alone was
asked at trick 7, and read as the deal's start."""

from __future__ import annotations

import random
from types import SimpleNamespace

from tricktable.games.registry import get_rules
from tricktable.presentation import window_notes as wn
from tricktable.presentation.game_facts import game_facts
from tricktable.presentation.resume_place import play_stands, shared_names

NAMES = ["You", "West", "North", "East"]


def _played_until(game: str, wanted, seed: int = 4, options: dict | None = None):
    state = get_rules(game).new_game(seed, **(options or {}))
    rng = random.Random(seed)
    for _ in range(3000):
        if wanted(state):
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no such position came up")


def test_a_game_in_its_tricks_is_resumed_from_the_trick_being_played():
    state = _played_until("heart-hunter", lambda s: len(s.deal_log.tricks) == 6)
    where = play_stands(state, [0], NAMES)
    who = "you" if state.to_act == 0 else NAMES[state.to_act]
    assert where == f"trick 7, with {who} to play"
    assert wn.resume_question(game_facts(state, [0]), where) == \
        f"Resume your Heart Hunter game from deal 1, trick 7, with {who} to play?"


def test_before_the_first_trick_it_says_who_is_to_do_what():
    auction = _played_until("nineteen", lambda s: s.stage == "auction" and s.to_act == 2)
    assert play_stands(auction, [0], NAMES) == "with North to bid"
    mine = _played_until("barbu", lambda s: s.stage == "contract" and s.to_act == 0)
    assert play_stands(mine, [0], NAMES) == "with you to choose a contract"


def test_a_part_of_a_deal_without_tricks_is_never_given_a_trick_number():
    """Barbu's Dominoes lays cards in rows: "trick 1" would be false."""
    state = _played_until("barbu", lambda s: s.stage == "dominoes", seed=4)
    assert "trick" not in play_stands(state, [0], NAMES)


def test_a_shared_tables_question_says_who_is_to_act_and_whose_game_it_is():
    """At Ann and Bob's table it asked "from deal 1, trick 1" when it was Bob's turn to play,
    and another time "from deal 2, with Bob to announce": who acts is said in both, and the
    game is theirs, not "your game" (read by both)."""
    seats = [SimpleNamespace(name="Ann", human=True), SimpleNamespace(name="West", human=False),
             SimpleNamespace(name="Bob", human=True), SimpleNamespace(name="East", human=False)]
    names = shared_names(seats, "young-hunter", {})
    assert names == ["Ann", "West", "Bob", "East"]
    playing = _played_until("young-hunter", lambda s: s.to_act == 2 and s.stage == "play")
    facts, trick = game_facts(playing, [0, 2]), len(playing.deal_log.tricks) + 1
    where = play_stands(playing, [0, 2], names)
    assert where == f"trick {trick}, with Bob to play"
    assert wn.resume_question(facts, where, ["Ann", "Bob"]) == (
        f"Resume Ann and Bob's shared Young Hunter game from deal {facts.deal_number}, "
        f"trick {trick}, with Bob to play?")
    announcing = _played_until("young-hunter", lambda s: s.to_act == 2 and s.stage == "announce")
    assert play_stands(announcing, [0, 2], names).startswith("with Bob to ")


def test_a_person_left_as_you_at_a_shared_table_is_called_by_their_seat():
    """"Resume You and Bob's shared game" read wrongly to both: a person left as "You" is
    called as the pass screen calls them; alone at the table they stay "You" ("with you")."""
    seats = [SimpleNamespace(name="You", human=True), SimpleNamespace(name="West", human=False),
             SimpleNamespace(name="Bob", human=True), SimpleNamespace(name="East", human=False)]
    assert shared_names(seats, "young-hunter", {})[:3] == ["the South player", "West", "Bob"]
    alone = [SimpleNamespace(name="You", human=True), *seats[1:2]]
    assert shared_names(alone, "young-hunter", {})[0] == "You"
