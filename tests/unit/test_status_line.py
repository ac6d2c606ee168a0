"""The status line's words (presentation/status_line.py)."""

from __future__ import annotations


def test_a_trick_taken_is_said_with_its_takers_plate_name():
    from tricktable.presentation.status_line import trick_taken_line

    assert trick_taken_line("West") == "West takes the trick."
    assert trick_taken_line("You") == "You take the trick."
    assert trick_taken_line("Dummy · You") == "Your dummy takes the trick."
    assert trick_taken_line("Dummy · North") == "North's dummy takes the trick."
    assert trick_taken_line("Dummy") == "The dummy takes the trick."


def _person_at(state, p: int):
    """A controller as the status line reads it, the person sitting at ``p`` and to act."""
    from types import SimpleNamespace

    from tricktable.presentation.game_facts import game_facts

    seats = [SimpleNamespace(name="You" if i == p else f"Bot {i}", human=i == p)
             for i in range(state.num_players)]
    return SimpleNamespace(
        facts=lambda: game_facts(state), seats=seats, awaiting_pass=None,
        awaiting_continue=False, human_to_act=lambda: p, hot_seat=False, paused=False,
        thinking_player=lambda: None, legal_actions=state.legal_actions,
        view=lambda: state.view(p), describe_action=state.describe, rules=state.rules)


def test_every_games_decisions_are_named_on_the_status_line_as_their_panels_name_them():
    """While the Player buried 2 cards the status line said "Your turn: make your choice.": each
    decision that is not a card is said in its panel's title (or its stage's verb, where the
    title is about the person: "Your bid"), in every game, the discards among them."""
    import random

    from tricktable.engine.cards import FRENCH
    from tricktable.games.registry import GAME_IDS, get_rules
    from tricktable.presentation.describe import decision_for
    from tricktable.presentation.status_line import status_text

    said: set[str] = set()
    for game in GAME_IDS:
        for seed in range(1, 5):
            state, rng = get_rules(game).new_game(seed), random.Random(seed)
            for _ in range(300):
                if state.game_over:
                    break
                legal = state.legal_actions()
                if any(a.type != "play" for a in legal):
                    p = state.to_act
                    line = status_text(_person_at(state, p), lambda: None)
                    title = decision_for(state.view(p), legal, state.describe,
                                         state.rules.codec or FRENCH, None).title
                    assert "make your choice" not in line, (game, title)
                    if not title.startswith("Your"):
                        end = "" if title.endswith("?") else "."
                        assert line == f"Your turn: {title[0].lower()}{title[1:]}{end}", line
                    said.add(line)
                state.apply(rng.choice(legal))
    assert {"Your turn: bury 2 cards.", "Your turn: take the window?",
            "Your turn: bid."} <= said, said
    assert any(s.startswith("Your turn: discard ") for s in said), said


def test_a_title_is_said_after_your_turn_only_where_it_reads_so():
    from tricktable.presentation.status_line import task_words

    assert task_words("Bury 2 cards") == "bury 2 cards"
    assert task_words("Take the window?") == "take the window?"
    assert task_words("NT or a suit?") == "NT or a suit?"
    assert task_words("Your bid") is None  # "Your turn: your bid."
    assert task_words("Trump: which suit?") is None  # two colons in one line
    assert task_words("") is None


def test_a_hints_status_bar_line_is_its_advice_alone():
    from tricktable.presentation.status_line import hint_line

    assert hint_line("play the 10♥") == "Hint: play the 10♥."
