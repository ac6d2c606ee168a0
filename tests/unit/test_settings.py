"""Settings and files: paths under TRICKTABLE_HOME, full round trips, atomic writes, damaged or
newer files kept aside with a message, single bad fields falling back, statistics adding up."""

from __future__ import annotations

import json
import os

import pytest

from tricktable import settings as store
from tricktable.presentation.motion import SPEED_NAMES
from tricktable.safe_files import StoreError, atomic_write_text, read_json_file
from tricktable.settings import (
    BACK_IDS,
    SCHEMA_VERSION,
    Seat,
    Settings,
    load_autosave,
    load_settings,
    paths,
    save_autosave,
    save_game,
    save_settings,
)
from tricktable.stats_store import load_statistics, record_result

#: every test here reads and writes the person's files in a temporary home
pytestmark = pytest.mark.usefixtures("home")


def kept_aside(directory, name):
    return sorted(p.name for p in directory.iterdir() if p.name.startswith(name + ".damaged-"))


def test_paths_follow_tricktable_home(home):
    p = paths()
    assert p["config_dir"] == home / "config"
    assert p["data_dir"] == home / "data"
    assert p["settings"] == home / "config" / "settings.json"
    assert p["autosave"] == home / "data" / "autosave.json"
    assert p["saves_dir"] == home / "data" / "saves"
    assert p["statistics"] == home / "data" / "statistics.json"


def test_paths_use_appdirs_without_override(monkeypatch):
    monkeypatch.delenv("TRICKTABLE_HOME")
    p = paths()
    assert "tricktable" in str(p["config_dir"]).lower()
    assert p["settings"].name == "settings.json"


def test_a_test_without_its_own_home_still_writes_in_a_temporary_one_never_the_real_one():
    # the suite sets its own home before any test runs (tests/conftest.py); a test that forgot the
    # ``home`` fixture, or undid it with ``monkeypatch.undo()``, once wrote the real autosave
    import tempfile

    p = paths()
    assert str(p["data_dir"]).startswith(tempfile.gettempdir())
    assert str(p["config_dir"]).startswith(tempfile.gettempdir())


def test_defaults_when_nothing_is_saved():
    settings, messages = load_settings()
    assert settings == Settings()
    assert messages == []
    assert settings.card_back == BACK_IDS[0]
    assert settings.speed in SPEED_NAMES
    assert settings.version == SCHEMA_VERSION


def test_round_trip_of_every_field():
    original = Settings(
        player_name="Ada",
        speed="fast",
        card_back="custom",
        custom_back_path="/pictures/cat.png",
        four_colour=True,
        hints=False,
        last_game="young-hunter",
        seats={"heart-hunter": [Seat("Ada", "human", "rule"),
                                Seat("Bob", "computer", "expert"),
                                Seat("Cy", "computer", "random")]},
        game_options={"heart-hunter": {"players": 3, "quick": True}},
        window={"width": 1600, "height": 900, "maximized": True, "scores": False, "log": True},
    )
    save_settings(original)
    loaded, messages = load_settings()
    assert messages == []
    assert loaded == original
    assert loaded.seats_for("heart-hunter", 3)[1] == Seat("Bob", "computer", "expert")
    doc = json.loads(paths()["settings"].read_text(encoding="utf-8"))
    assert doc["version"] == SCHEMA_VERSION


def test_a_settings_file_written_before_the_seat_types_were_one_loads_and_saves_the_same(home):
    """The seats the person chose are kept field by field (name, kind, level) in settings.json,
    as before the controller's and the settings' seat types became one: the file is unchanged."""
    old = {"version": SCHEMA_VERSION, "player_name": "Ada", "last_game": "heart-hunter",
           "seats": {"heart-hunter": [{"name": "Ada", "kind": "human", "level": "rule"},
                                      {"name": "Bob", "kind": "computer", "level": "expert"},
                                      {"name": "Cy", "kind": "computer", "level": "random"},
                                      {"name": "Di", "kind": "computer", "level": "rule"}]}}
    paths()["settings"].parent.mkdir(parents=True, exist_ok=True)
    paths()["settings"].write_text(json.dumps(old), encoding="utf-8")
    loaded, messages = load_settings()
    assert messages == []
    seats = loaded.seats_for("heart-hunter", 4)
    assert seats == [Seat("Ada", "human", "rule"), Seat("Bob", "computer", "expert"),
                     Seat("Cy", "computer", "random"), Seat("Di", "computer", "rule")]
    assert [s.human for s in seats] == [True, False, False, False]
    save_settings(loaded)
    again = json.loads(paths()["settings"].read_text(encoding="utf-8"))
    assert again["seats"] == old["seats"]


def test_default_seats():
    s = Settings(player_name="Ada")
    four = s.seats_for("heart-hunter", 4)
    assert [x.name for x in four] == ["Ada", "West", "North", "East"]
    assert [x.kind for x in four] == ["human", "computer", "computer", "computer"]
    assert all(x.level == "rule" for x in four[1:])
    assert [x.name for x in s.seats_for("heart-hunter", 3)] == ["Ada", "West", "East"]
    assert [x.name for x in s.seats_for("nineteen", 2)] == ["Ada", "North"]
    # stored seats are used only for the same player count, and never shared by reference
    s.seats["heart-hunter"] = [Seat("Z", "human")] + [Seat(f"c{i}") for i in range(3)]
    assert s.seats_for("heart-hunter", 4)[0].name == "Z"
    assert s.seats_for("heart-hunter", 3)[0].name == "Ada"
    s.seats_for("heart-hunter", 4)[0].name = "changed"
    assert s.seats["heart-hunter"][0].name == "Z"


def test_atomic_write_leaves_no_temporary_files(home):
    target = home / "deep" / "dir" / "file.json"
    atomic_write_text(target, "first")
    atomic_write_text(target, "second ✓")
    assert target.read_text(encoding="utf-8") == "second ✓"
    assert os.listdir(target.parent) == ["file.json"]
    save_settings(Settings(player_name="Ada"))
    assert os.listdir(paths()["config_dir"]) == ["settings.json"]


def test_atomic_write_failure_keeps_the_old_file(home, monkeypatch):
    target = home / "keep.json"
    atomic_write_text(target, "old")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store.os, "replace", broken_replace)
    with pytest.raises(OSError):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert os.listdir(home) == ["keep.json"]


@pytest.mark.parametrize(("content", "reason"), [
    ("{not json", "is damaged (its text goes wrong at line 1)"),
    ("[1, 2, 3]", "is damaged: what it holds is not"),
    (json.dumps({"version": "one", "player_name": "Ada"}), "format version"),
    (json.dumps({"player_name": "Ada"}), "format version"),
    ("\udcff", "not a text file"),
], ids=["not-json", "not-object", "bad-version", "no-version", "not-text"])
def test_damaged_settings_are_kept_aside(content, reason):
    p = paths()
    p["config_dir"].mkdir(parents=True)
    if content == "\udcff":
        p["settings"].write_bytes(b"\xff\xfe\x00garbage\x80")
    else:
        p["settings"].write_text(content, encoding="utf-8")
    original = p["settings"].read_bytes()
    settings, messages = load_settings()
    assert settings == Settings()
    assert len(messages) == 1
    aside = kept_aside(p["config_dir"], "settings.json")
    assert len(aside) == 1
    assert aside[0] in messages[0]
    assert "default settings" in messages[0]
    assert (p["config_dir"] / aside[0]).read_bytes() == original
    assert not p["settings"].exists()
    assert reason in messages[0]
    # a second damaged file the same second gets its own name
    p["settings"].write_text("{", encoding="utf-8")
    load_settings()
    assert len(kept_aside(p["config_dir"], "settings.json")) == 2


def test_settings_from_a_newer_version_are_read_and_what_is_unknown_is_kept():
    """A newer version's settings file was called damaged, set aside and every setting reset;
    its own keys were lost once this version wrote the file. What this version knows is used,
    the file stays where it is, and the unknown keys are written back as they were."""
    p = paths()
    p["config_dir"].mkdir(parents=True)
    doc = {"version": SCHEMA_VERSION + 4, "player_name": "Ada", "hints": False,
           "theme": "dark", "future_feature": {"on": True, "level": 3}}
    p["settings"].write_text(json.dumps(doc), encoding="utf-8")
    settings, messages = load_settings()
    assert settings.player_name == "Ada" and settings.hints is False
    assert len(messages) == 1 and "newer version" in messages[0], messages
    assert f"format {SCHEMA_VERSION + 4}" in messages[0] and "damaged" not in messages[0]
    copies = [f for f in p["config_dir"].iterdir() if f.name.startswith("settings.json.newer-")]
    assert len(copies) == 1 and copies[0].name in messages[0]
    assert json.loads(copies[0].read_text(encoding="utf-8")) == doc
    assert json.loads(p["settings"].read_text(encoding="utf-8")) == doc, "left as it was"
    settings.speed = "fast"  # the person changes a setting: the file is written
    store.save_settings(settings)
    written = json.loads(p["settings"].read_text(encoding="utf-8"))
    assert written["theme"] == "dark" and written["future_feature"] == doc["future_feature"]
    assert written["speed"] == "fast" and written["player_name"] == "Ada"
    assert "unknown" not in written
    assert load_settings() == (settings, []), "read back the same, nothing more to say"


def test_unknown_keys_survive_a_repair_of_a_bad_value():
    """A bad value at this version: repaired and written back, the keys this version does not
    know went with the rewrite."""
    p = paths()
    p["config_dir"].mkdir(parents=True)
    doc = {"version": SCHEMA_VERSION, "speed": "ludicrous", "future_feature": [1, 2]}
    p["settings"].write_text(json.dumps(doc), encoding="utf-8")
    settings, messages = load_settings()
    assert settings.speed == Settings().speed and messages
    written = json.loads(p["settings"].read_text(encoding="utf-8"))
    assert written["future_feature"] == [1, 2]


def test_a_bad_field_falls_back_and_the_rest_is_kept():
    p = paths()
    p["config_dir"].mkdir(parents=True)
    doc = json.loads(json.dumps(store.settings_to_json(Settings())))
    doc.update(player_name="Ada", speed="warp", four_colour="yes", hints=False, card_back="purple",
               window={"width": "wide"}, seats={"heart-hunter": [{"name": "X", "kind": "robot"}]},
               custom_back_path=12, game_options={"heart-hunter": {"players": 3}})
    p["settings"].write_text(json.dumps(doc), encoding="utf-8")
    settings, messages = load_settings()
    assert settings.player_name == "Ada"
    assert settings.hints is False
    assert settings.game_options == {"heart-hunter": {"players": 3}}
    assert settings.speed == "normal"
    assert settings.four_colour is False
    assert settings.card_back == BACK_IDS[0]
    assert settings.window == Settings().window
    assert settings.seats == {}
    assert settings.custom_back_path is None
    text = "\n".join(messages)
    for name in ("speed", "four_colour", "card_back", "window", "seats", "custom_back_path"):
        assert f"“{store.FIELD_LABELS[name]}”" in text
    assert len(messages) == 7 and "kept as settings.json.damaged-" in messages[-1]
    # the file as it was is kept, and the repaired settings are written back (told once)
    kept = kept_aside(p["config_dir"], "settings.json")
    assert len(kept) == 1
    assert json.loads((p["config_dir"] / kept[0]).read_text(encoding="utf-8")) == doc
    assert load_settings() == (settings, [])


def test_custom_back_without_a_path_falls_back():
    p = paths()
    p["config_dir"].mkdir(parents=True)
    p["settings"].write_text(json.dumps({"version": 1, "card_back": "custom"}), encoding="utf-8")
    settings, messages = load_settings()
    assert settings.card_back == BACK_IDS[0]
    assert len(messages) == 2 and "no image file" in messages[0]


def test_autosave_round_trip():
    assert load_autosave() == (None, [])
    doc = {"format": "tricktable-record", "version": 1, "game": "heart-hunter", "deals": []}
    save_autosave(doc)
    assert load_autosave() == (doc, [])
    assert os.listdir(paths()["data_dir"]) == ["autosave.json"]


@pytest.mark.parametrize("content", [
    "{\"format\": \"tricktable-record\", ",
    "\"just a string\"",
    json.dumps({"format": "tricktable-record", "version": 99, "deals": []}),
], ids=["truncated", "not-object", "newer"])
def test_damaged_autosave_is_kept_aside(content):
    p = paths()
    p["data_dir"].mkdir(parents=True)
    p["autosave"].write_text(content, encoding="utf-8")
    doc, messages = load_autosave()
    assert doc is None
    assert len(messages) == 1
    aside = kept_aside(p["data_dir"], "autosave.json")
    assert len(aside) == 1 and aside[0] in messages[0]
    assert (p["data_dir"] / aside[0]).read_text(encoding="utf-8") == content
    assert "cannot be resumed" in messages[0]


def test_autosave_that_does_not_replay_can_be_set_aside():
    save_autosave({"format": "tricktable-record", "version": 1})
    messages = store.set_autosave_aside("deal 1, action 3 is not legal.")
    assert len(messages) == 1 and "action 3" in messages[0]
    assert not paths()["autosave"].exists()
    assert len(kept_aside(paths()["data_dir"], "autosave.json")) == 1


def test_save_game_and_read_json_file(home):
    target = home / "games" / "mine.json"
    save_game(target, {"game": "barbu", "deals": [1, 2]})
    assert read_json_file(target) == {"game": "barbu", "deals": [1, 2]}
    save_game(str(target), {"game": "barbu"})
    assert read_json_file(str(target)) == {"game": "barbu"}
    with pytest.raises(StoreError, match="does not exist"):
        read_json_file(home / "nope.json")
    (home / "bad.json").write_text("{\"a\": 1,\n oops}", encoding="utf-8")
    with pytest.raises(StoreError, match=r"is damaged \(its text goes wrong at line 2\)"):
        read_json_file(home / "bad.json")
    (home / "list.json").write_text("[]", encoding="utf-8")
    with pytest.raises(StoreError, match="is damaged: what it holds"):
        read_json_file(home / "list.json")
    (home / "nan.json").write_text("{\"a\": NaN}", encoding="utf-8")
    with pytest.raises(StoreError):
        read_json_file(home / "nan.json")
    with pytest.raises(StoreError, match="folder"):
        read_json_file(home)
    with pytest.raises(StoreError, match="plain JSON"):
        save_game(home / "x.json", {"a": object()})
    assert not (home / "x.json").exists()


def test_statistics_accumulate():
    assert load_statistics() == ({"version": 2, "games": {}}, [])
    record_result("heart-hunter", winners=[0], human_players=[0], totals=[12, 40, 55, 80])
    record_result("heart-hunter", winners=[2], human_players=[0], totals=[30, 40, 20, 101])
    record_result("barbu", winners=[1, 3], human_players=[1], totals=[0, 90, -10, 90])
    record_result("barbu", winners=[0], human_players=[], totals=[5, 0, 0, 0])  # no person: ignored
    # a shared table: the first person's game (South second, Bea won: "won, 6" was counted)
    record_result("heart-hunter", winners=[1], human_players=[0, 1], totals=[9, -3, 26])
    stats, messages = load_statistics()
    assert messages == []
    hh = stats["games"]["heart-hunter"]
    assert (hh["played"], hh["won"], hh["score_sum"]) == (3, 1, 51)
    barbu = stats["games"]["barbu"]
    assert (barbu["played"], barbu["won"], barbu["score_sum"]) == (1, 1, 90)
    assert isinstance(barbu["last_played"], str)


def test_damaged_statistics_are_kept_aside_and_counting_restarts():
    p = paths()
    p["data_dir"].mkdir(parents=True)
    p["statistics"].write_text("{{{", encoding="utf-8")
    stats, messages = load_statistics()
    assert stats == {"version": 2, "games": {}}
    assert len(messages) == 1 and "statistics" in messages[0]
    assert len(kept_aside(p["data_dir"], "statistics.json")) == 1
    record_result("barbu", [0], [0], [10, 0, 0, 0])
    assert load_statistics()[0]["games"]["barbu"]["played"] == 1
    # one damaged game entry is dropped with a message, the others are kept
    doc = json.loads(p["statistics"].read_text(encoding="utf-8"))
    doc["games"]["sheepshead"] = {"played": -1}
    p["statistics"].write_text(json.dumps(doc), encoding="utf-8")
    stats, messages = load_statistics()
    assert set(stats["games"]) == {"barbu"}
    assert len(messages) == 1 and "Sheepshead" in messages[0]


def test_settings_module_does_not_import_qt():
    import subprocess
    import sys

    code = ("import sys, tricktable.settings; "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_a_place_name_saved_at_another_place_goes_back_to_the_seats_own():
    """The new-game dialog once carried Nineteen's third seat, "North", to Sheepshead's East and
    saved it; offered again, East is "East". Names the person chose stay as they are."""
    s = Settings(player_name="Ada")
    s.seats["sheepshead"] = [Seat("Ada", "human"), Seat("West"),
                             Seat("North", "computer", "expert")]
    seats = s.seats_for("sheepshead", 3, ["South", "West", "East"])
    assert [x.name for x in seats] == ["Ada", "West", "East"]
    assert seats[2].level == "expert"
    s.seats["sheepshead"] = [Seat("Ada", "human"), Seat("Bob"), Seat("Cleo")]
    assert [x.name for x in s.seats_for("sheepshead", 3, ["South", "West", "East"])] == \
        ["Ada", "Bob", "Cleo"]


def test_a_file_where_the_settings_folder_should_be_is_named_in_the_refusal():
    """The settings' folder was a file: the refusal said only "File exists" (the folder could
    not be made), which tells a person nothing they can act on."""
    config = store.paths()["config_dir"]
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text("not a folder")
    with pytest.raises(StoreError) as caught:
        store.save_settings(Settings())
    assert f"{config} is a file, where a folder should be" in str(caught.value)
    assert "File exists" not in str(caught.value)


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="needs Linux's /proc")
def test_a_record_saved_into_a_folder_that_takes_no_files_says_so():
    """Saving into /proc said "No such file or directory", though the folder was plainly there:
    the refusal names the folder that takes no files."""
    with pytest.raises(StoreError) as caught:
        store.save_game("/proc/x.json", {"format": "x"})
    assert "the folder /proc does not let Trick Table make files in it" in str(caught.value)
    assert "No such file" not in str(caught.value)
