"""A settings file from a newer version loses nothing: this version uses what it can, says so
once in a few words, keeps one copy, and never writes its own defaults over the newer
version's values (a tester's file came back as format 1, "normal" and "blue", with two
copies and a message calling the same file "newer" and "damaged")."""

from __future__ import annotations

import json

import pytest

from tricktable import settings as store

pytestmark = pytest.mark.usefixtures("home")

#: the tester's file: the version raised, two values this version lacks, a key it does not know
NEWER = {"version": 2, "player_name": "Ada", "speed": "ludicrous", "card_back": "hologram",
         "hints": False, "hologram_shine": {"level": 3}}


def _write(doc: dict) -> None:
    path = store.paths()["settings"]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc), encoding="utf-8")


def _copies() -> list[str]:
    config = store.paths()["config_dir"]
    return sorted(p.name for p in config.iterdir() if p.name != "settings.json")


def _on_disk() -> dict:
    return json.loads(store.paths()["settings"].read_text(encoding="utf-8"))


def test_a_newer_versions_values_are_not_used_told_once_and_never_written_over():
    """What this version cannot use is not used, said in one short message, not called
    damaged, copied aside once; the file is not rewritten at start."""
    _write(NEWER)
    settings, messages = store.load_settings()
    assert (settings.speed, settings.card_back) == ("normal", "blue"), "not used here"
    assert (settings.player_name, settings.hints) == ("Ada", False), "what it can use is used"
    assert len(messages) == 1, messages
    text = messages[0]
    assert "damaged" not in text and "unusable" not in text
    assert "animation speed and card back" in text and len(text) < 420, text
    assert len(_copies()) == 1 and _copies()[0].startswith("settings.json.newer-")
    assert _on_disk() == NEWER, "read, not rewritten"
    assert store.load_settings()[1] == [], "told once"
    assert len(_copies()) == 1, "one copy, not one at every start"


def test_this_version_writes_its_changes_and_keeps_the_newer_values_and_version():
    """The person changes their name here: the name is written, the newer version's speed,
    card back, unknown key and format stay as the newer version wrote them."""
    _write(NEWER)
    settings, _messages = store.load_settings()
    settings.player_name = "Bea"
    settings.window = {**settings.window, "width": 1000}
    store.save_settings(settings)
    assert _on_disk() == {**NEWER, "player_name": "Bea", "window": settings.window}
    again, messages = store.load_settings()
    assert again.player_name == "Bea" and again.speed == "normal" and messages == []
    again.speed = "fast"  # chosen here: the person's choice is written over the newer value
    store.save_settings(again)
    assert _on_disk()["speed"] == "fast" and _on_disk()["card_back"] == "hologram"


def test_a_newer_file_holding_nothing_this_version_lacks_says_only_that():
    _write({"version": 3, "player_name": "Ada", "theme": "dark"})
    _settings, messages = store.load_settings()
    assert len(messages) == 1 and "format 3" in messages[0]
    assert "cannot use" not in messages[0] and "damaged" not in messages[0]


def test_a_damaged_file_is_still_set_aside_with_the_defaults_used():
    _write({})
    store.paths()["settings"].write_text("{ not json", encoding="utf-8")
    settings, messages = store.load_settings()
    assert settings == store.Settings() and "damaged" in messages[0]
    assert _copies()[0].startswith("settings.json.damaged-")
