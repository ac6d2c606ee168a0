"""The dialogs' fields as data: which widget each asks for, its words, and when it is unused."""

from tricktable.engine.protocol import OptionSpec
from tricktable.presentation.form_fields import (
    SETTINGS_FIELDS,
    SWITCH_FIELDS,
    Field,
    option_field,
    seat_fields,
)
from tricktable.presentation.settings_words import SWITCHES
from tricktable.settings import Settings


def test_true_false_values_ask_for_a_check_box_that_carries_its_own_words():
    field = Field("quick", "Quick game", (False, True))
    assert field.kind == "check" and field.row_label == ""


def test_other_values_ask_for_a_list_and_no_values_for_a_line_of_text():
    assert Field("players", "Players", (4, 3)).kind == "choice"
    assert Field("player_name", "Your name").kind == "text"
    assert Field("players", "Players", (4, 3)).row_label == "Players:"


def test_a_game_option_keeps_its_values_help_and_the_reason_it_cannot_apply():
    spec = OptionSpec("hands", (4, "one-each"), "Hands in a game", "How many hands.",
                      unused_when=(("players", 2, "Two players play one hand each."),))
    field = option_field(spec)
    assert field.values == (4, "one-each") and field.words == ("4", "One each")
    assert field.help == "How many hands." and field.kind == "choice"
    assert field.unused_because({"players": 2}) == "Two players play one hand each."
    assert field.unused_because({"players": 3}) == ""


def test_a_game_may_name_its_values_in_words_of_its_own():
    spec = OptionSpec("extra_game", ("off", "end", "after-4"), "Extra game",
                      value_words=(("after-4", "After deal 4"),))
    assert option_field(spec).words == ("Off", "End", "After deal 4")


def test_young_hunters_extra_game_choices_say_when_the_ninth_deal_comes():
    from tricktable.games.registry import get_rules
    spec = next(s for s in get_rules("young-hunter").option_specs if s.name == "extra_game")
    assert option_field(spec).words == ("Off", "At the end", "After deal 4")  # as the rules say


def test_a_seat_row_asks_the_name_who_plays_and_the_level_named_by_seat_number():
    name, kind, level = seat_fields(1, ("easy", "club"))
    assert (name.kind, name.label) == ("text", "Name of seat 2")
    assert kind.values == ("human", "computer") and kind.words == ("Person", "Computer")
    assert kind.label == "Who plays seat 2" and level.label == "Level of seat 2"
    assert level.values == ("easy", "club") and len(level.words) == 2


def test_the_settings_fields_name_settings_that_exist_and_every_switch_is_a_check_box():
    settings = Settings()
    for field in (*SETTINGS_FIELDS, *SWITCH_FIELDS):
        assert hasattr(settings, field.name)
    assert [f.name for f in SWITCH_FIELDS] == [name for name, _w, _t in SWITCHES]
    assert all(f.kind == "check" for f in SWITCH_FIELDS)
    assert [f.kind for f in SETTINGS_FIELDS] == ["text", "choice", "choice"]
    speed = SETTINGS_FIELDS[1]
    assert speed.words[speed.values.index("instant")] == "Instant"


def test_your_name_says_which_seat_it_renames_at_a_shared_table():
    """At a table of Ann and Bea, "Your name" gave no clue whose name it was."""
    name = SETTINGS_FIELDS[0]
    assert name.name == "player_name"
    assert "shared by two or more people" in name.help and "Game → New game" in name.help
