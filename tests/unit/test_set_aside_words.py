"""A settings, statistics or tips file that cannot be used, as the start tells it: an empty
file said to be empty (as an empty record is), and the reason going on after the colon in
small letters."""

from __future__ import annotations

import pytest

from tricktable.settings import load_settings, paths
from tricktable.stats_store import load_statistics

pytestmark = pytest.mark.usefixtures("home")


def test_an_empty_settings_file_is_said_to_be_empty():
    """Screen 79: an empty settings.json was "not valid JSON (line 1, column 1)", where an
    empty record says "the file is empty" (screen 19)."""
    p = paths()
    p["config_dir"].mkdir(parents=True)
    p["settings"].write_text("", encoding="utf-8")
    said = load_settings()[1]
    assert said[0].startswith("Your settings file could not be used: the file settings.json is "
                              "empty. The default settings are used"), said
    assert "JSON" not in said[0] and "kept" not in said[0]


def test_the_reason_a_file_could_not_be_used_goes_on_in_small_letters():
    """Screen 43: "Your settings file could not be used: The file settings.json is not valid
    JSON", a capital after the colon; the statistics' were alike."""
    p = paths()
    p["config_dir"].mkdir(parents=True)
    p["settings"].write_text("{garbage", encoding="utf-8")
    p["statistics"].parent.mkdir(parents=True, exist_ok=True)
    p["statistics"].write_bytes(b"\xff\xfe\x00")
    assert load_settings()[1][0].startswith(
        "Your settings file could not be used: the file settings.json is damaged (its text goes "
        "wrong at line 1).")
    assert load_statistics()[1][0].startswith(
        "Your statistics file could not be used: the file statistics.json is not a text file.")
