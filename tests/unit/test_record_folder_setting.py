"""The folder a game record was last opened from or saved to, kept in settings.json
(``record_folder``): same format version, so this version and older ones read the file."""

from __future__ import annotations

import json

from tricktable import settings as store
from tricktable.settings import SCHEMA_VERSION, load_settings, paths


def _write(doc: dict) -> None:
    p = paths()
    p["config_dir"].mkdir(parents=True, exist_ok=True)
    p["settings"].write_text(json.dumps(doc), encoding="utf-8")


def test_the_record_folder_is_kept_without_a_new_format_version(tmp_path):
    s = store.Settings()
    s.record_folder = str(tmp_path / "records")
    store.save_settings(s)
    written = json.loads(paths()["settings"].read_text(encoding="utf-8"))
    assert written["version"] == SCHEMA_VERSION == 1
    assert written["record_folder"] == str(tmp_path / "records")
    assert load_settings() == (s, [])


def test_a_file_from_before_the_record_folder_reads_without_a_word():
    _write({"version": 1, "player_name": "Ada"})
    settings, messages = load_settings()
    assert settings.record_folder == "" and settings.player_name == "Ada" and messages == []


def test_an_unusable_record_folder_is_said_and_the_rest_kept():
    _write({"version": 1, "player_name": "Ada", "record_folder": ["a", "list"]})
    settings, messages = load_settings()
    assert settings.record_folder == "" and settings.player_name == "Ada"
    assert "“folder of game records” had an unusable value" in messages[0], messages

