"""The tips switch in the settings and the file of tips already shown: old settings files load
with tips on, the shown kinds survive a restart, a damaged file is set aside and tips restart."""

from __future__ import annotations

import json

import pytest

from tricktable import tips_store
from tricktable.settings import SCHEMA_VERSION, Settings, load_settings, paths, save_settings

#: every test here reads and writes the person's files in a temporary home
pytestmark = pytest.mark.usefixtures("home")


def write_settings(doc: dict) -> None:
    paths()["settings"].parent.mkdir(parents=True, exist_ok=True)
    paths()["settings"].write_text(json.dumps(doc), encoding="utf-8")


def test_tips_are_on_for_a_new_person_and_for_a_settings_file_older_than_the_switch():
    assert Settings().tips is True
    write_settings({"version": SCHEMA_VERSION, "player_name": "Ada", "hints": False})
    loaded, messages = load_settings()
    assert messages == []
    assert loaded.tips is True and loaded.hints is False and loaded.player_name == "Ada"


def test_tips_switched_off_stay_off_after_a_restart():
    save_settings(Settings(tips=False))
    loaded, messages = load_settings()
    assert messages == [] and loaded.tips is False


def test_an_unusable_tips_value_falls_back_to_on_with_a_message():
    write_settings({"version": SCHEMA_VERSION, "tips": "sometimes"})
    loaded, messages = load_settings()
    assert loaded.tips is True
    assert any("tips for first games" in m for m in messages)


def test_the_tips_shown_survive_a_restart_and_show_tips_again_forgets_them(home):
    assert tips_store.load_shown() == (set(), [])
    tips_store.save_shown({"heart-hunter/play", "barbu/double"})
    assert tips_store.load_shown() == ({"heart-hunter/play", "barbu/double"}, [])
    assert json.loads(paths()["tips"].read_text(encoding="utf-8"))["version"] == 1
    assert paths()["tips"].parent == paths()["statistics"].parent
    tips_store.forget_shown()
    assert tips_store.load_shown() == (set(), [])
    assert [p.name for p in paths()["tips"].parent.iterdir()] == ["tips.json"]  # no temp left


@pytest.mark.parametrize("content", ["not json{", "[1, 2]", '{"version": 99, "shown": []}'])
def test_a_damaged_tips_file_is_set_aside_and_the_tips_start_again(home, content):
    paths()["tips"].parent.mkdir(parents=True, exist_ok=True)
    paths()["tips"].write_text(content, encoding="utf-8")
    shown, messages = tips_store.load_shown()
    assert shown == set()
    assert len(messages) == 1 and "tips for first games start again" in messages[0]
    aside = [p.name for p in paths()["tips"].parent.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1


def test_odd_entries_in_the_tips_file_are_left_out():
    paths()["tips"].parent.mkdir(parents=True, exist_ok=True)
    paths()["tips"].write_text(json.dumps({"version": 1, "shown": ["barbu/double", 3, "", None,
                                                                   "x" * 500]}),
                               encoding="utf-8")
    assert tips_store.load_shown() == ({"barbu/double"}, [])
