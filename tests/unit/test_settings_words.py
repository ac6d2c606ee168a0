"""What the person is told about unusable values in their settings file, as ``load_settings``
says it at the start: values in the quotes the app's words use, switches on or off."""

from __future__ import annotations

import json

import pytest

from tricktable.settings import SCHEMA_VERSION, load_settings, paths

pytestmark = pytest.mark.usefixtures("home")


def told(doc: dict) -> list[str]:
    """The sentences ``load_settings`` gives for a settings file holding ``doc``."""
    p = paths()
    p["config_dir"].mkdir(parents=True, exist_ok=True)
    p["settings"].write_text(json.dumps({"version": SCHEMA_VERSION, **doc}), encoding="utf-8")
    return load_settings()[1]


def test_unusable_settings_are_told_in_one_quote_style_and_switches_as_on_or_off():
    """Screen 45: "The setting “your name” had an unusable value (12); "You" is used instead"
    mixed two quote styles, and "The setting “hints” had an unusable value ("yes"); true is
    used instead" said JSON's word for a switch."""
    said = told({"player_name": 12, "speed": "warp", "hints": "yes", "four_colour": "no",
                 "seats": [1, 2], "window": {"width": "big"}})
    assert said[:6] == [
        "The setting “your name” had an unusable value (12); “You” is used instead.",
        "The setting “animation speed” had an unusable value (“warp”); “normal” is used "
        "instead.",
        "The setting “four-colour deck” had an unusable value (“no”); it is off instead.",
        "The setting “hints” had an unusable value (“yes”); it is on instead.",
        "The setting “players at the table” had an unusable value (a list); the default is "
        "used instead.",
        "The setting “window size” had an unusable value (a group of values); the default is "
        "used instead.",
    ], said
    assert not any('"' in s or "true" in s or "..." in s for s in said), said


def test_a_long_unusable_value_is_cut_with_an_ellipsis_inside_its_quotes():
    """A long value was cut with three full stops after its closing quote was lost."""
    said = told({"speed": "w" * 80})
    assert said[0].startswith("The setting “animation speed” had an unusable value (“"
                              + "w" * 37 + "…”); "), said


def test_a_game_this_table_does_not_have_is_quoted_as_the_other_words_are():
    """The last game played ("poker") stood beside “your name” in the same box."""
    said = told({"last_game": "poker"})
    assert said[0].startswith("The last game played (“poker”) is not a game of this table"), said
