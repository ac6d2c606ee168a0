"""The new-game dialog's choices worked out without Qt: level words, the level a saved seat
shows, option words and starting values, seats' places and what stops a choice."""

from __future__ import annotations

from types import SimpleNamespace

from tricktable.games.registry import get_rules
from tricktable.presentation import new_game_choices as choices


def test_levels_are_offered_in_words_and_the_random_yardstick_is_not_among_them():
    levels = choices.available_levels("heart-hunter")
    assert "random" not in levels and "rule" in levels
    assert choices.level_word("rule") == "Club player"


def test_a_seat_saved_with_an_old_or_unknown_level_shows_a_level_the_game_offers():
    levels = ("beginner", "rule", "expert")
    assert choices.offered_level("random", levels) == "beginner"
    assert choices.offered_level("expert", levels) == "expert"
    assert choices.offered_level("grandmaster", levels) == "rule"
    assert choices.offered_level("grandmaster", ("beginner",)) == "beginner"


def test_options_read_as_words_and_start_at_the_last_choice_the_game_still_offers():
    assert choices.option_text("no-trumps") == "No trumps"
    assert choices.option_text(4) == "4"
    spec = next(s for s in get_rules("heart-hunter").option_specs if s.name == "players")
    assert choices.option_start(spec, {"players": 3}) == 3
    assert choices.option_start(spec, {"players": 9}) == spec.default
    refused = choices.players_for("heart-hunter", {"players": 9})
    assert refused == choices.players_for("heart-hunter", {})


def test_seats_sit_by_the_compass_clockwise_from_the_bottom():
    assert [choices.seat_place(i, 4) for i in range(4)] == ["South", "West", "North", "East"]
    assert choices.seat_place(5, 6) == "Seat 6"


def test_a_choice_needs_a_person_or_watching_different_names_and_options_the_rules_take():
    def seat(name, human):
        return SimpleNamespace(name=name, human=human)
    people = [seat("You", True), seat("Ada", False), seat("Bert", False), seat("Cleo", False)]
    robots = [seat("A", False), seat("B", False), seat("C", False), seat("D", False)]
    assert choices.choice_problem("heart-hunter", {}, people, False) == ""
    assert "Watch the computers play" in choices.choice_problem("heart-hunter", {}, robots, False)
    assert choices.choice_problem("heart-hunter", {}, robots, True) == ""
    twins = [seat("You", True), seat("you", False), seat("B", False), seat("C", False)]
    assert choices.choice_problem("heart-hunter", {}, twins, False) == (
        "Give every seat a different name.")
    assert choices.choice_problem("heart-hunter", {"players": 9}, people, False) != ""
