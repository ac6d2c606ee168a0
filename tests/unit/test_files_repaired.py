"""Settings, statistics and temporary files: what cannot be used is repaired with a sentence for
the person and the file as it was is kept; nothing a kill leaves behind stays."""

from __future__ import annotations

import json
import os
import time

import pytest

from tricktable import settings as store
from tricktable.safe_files import DRILL_PAUSE_ENV, atomic_write_text
from tricktable.settings import load_settings, paths, remove_stale_temp_files
from tricktable.stats_store import load_statistics, record_result

#: every test here reads and writes the person's files in a temporary home
pytestmark = pytest.mark.usefixtures("home")


def _write(path, doc) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc), encoding="utf-8")


def _aside(path) -> list:
    return sorted(path.parent.glob(path.name + ".damaged-*"))


def test_a_huge_score_sum_is_set_aside_and_the_statistics_still_format():
    stats_path = paths()["statistics"]
    games = {"barbu": {"played": 3, "won": 1, "score_sum": 10**400},
             "nineteen": {"played": 2, "won": 1, "score_sum": 40}}
    _write(stats_path, {"version": 1, "games": games})
    stats, messages = load_statistics()
    assert set(stats["games"]) == {"nineteen"}
    assert len(messages) == 1 and "Barbu" in messages[0] and "kept as" in messages[0]
    for entry in stats["games"].values():  # every average can be formatted
        assert f"{entry['score_sum'] / entry['played']:.1f}"
    assert len(_aside(stats_path)) == 1


def test_a_damaged_game_entry_is_kept_aside_not_lost_at_the_next_finished_game():
    stats_path = paths()["statistics"]
    damaged = {"played": "many", "won": 1}
    _write(stats_path, {"version": 1, "games": {"sheepshead": damaged,
                                                "barbu": {"played": 1, "won": 0, "score_sum": 5}}})
    record_result("barbu", winners=[0], human_players=[0], totals=[7, 0, 0, 0])
    kept = _aside(stats_path)
    assert len(kept) == 1
    assert json.loads(kept[0].read_text(encoding="utf-8"))["games"]["sheepshead"] == damaged
    stats, messages = load_statistics()
    assert messages == [], "told once: the repaired file is clean"
    assert stats["games"]["barbu"]["played"] == 2


def test_a_statistics_file_from_a_newer_version_is_read_and_left_with_its_version_named():
    """Set aside, the newer version's statistics were lost to it; they stay where they are."""
    stats_path = paths()["statistics"]
    _write(stats_path, {"version": 7, "games": {}})
    stats, messages = load_statistics()
    assert stats["games"] == {}
    assert len(messages) == 1 and "format 7" in messages[0]
    assert _aside(stats_path) == [] and stats_path.exists()


@pytest.mark.parametrize(("change", "said"), [
    ({"last_game": "poker"}, "not a game of this table"),
    ({"game_options": {"barbu": {"players": 9}}}, "saved options for Barbu"),
    ({"game_options": {"heart-hunter": {"players": 6}}}, "saved options for Heart Hunter"),
    ({"game_options": {"chess": {}}}, "unknown game"),
    ({"seats": {"heart-hunter": [{"name": "A", "kind": "human"}, {"name": "B"}]}},
     "were for 2 seats but the game has 4"),
    ({"seats": {"go": [{"name": "A", "kind": "human"}, {"name": "B"}]}}, "unknown game"),
])
def test_unusable_game_settings_are_reset_with_a_message_and_the_file_kept(change, said):
    settings_path = paths()["settings"]
    doc = store.settings_to_json(store.Settings(player_name="Ada"))
    doc.update(change)
    _write(settings_path, doc)
    settings, messages = load_settings()
    assert settings.player_name == "Ada"
    assert any(said in m for m in messages), messages
    assert any("kept as settings.json.damaged-" in m for m in messages)
    kept = _aside(settings_path)
    assert len(kept) == 1 and json.loads(kept[0].read_text(encoding="utf-8")) == doc
    assert load_settings()[1] == [], "the repaired settings were written back: told once"


def _written_a_minute_ago(path, text: str):
    """``path`` with ``text``, last written a minute ago: older than the start's cleaning
    waits for, as a temporary file a killed write left behind is by the next start."""
    path.write_text(text)
    old = time.time() - 60
    os.utime(path, (old, old))
    return path


def test_a_temporary_file_left_by_a_killed_write_is_removed_at_the_next_start():
    data = paths()["data_dir"]
    data.mkdir(parents=True)
    left = _written_a_minute_ago(data / ".autosave.json.k1ll3d.tmp", '{"half": ')
    other = _written_a_minute_ago(data / "my-notes.tmp", "x")  # not ours: never touched
    assert remove_stale_temp_files() == 1
    assert not left.exists() and other.exists()


def test_a_half_written_file_of_reviewed_deals_is_removed_at_the_next_start():
    """The deals whose review was opened are written beside the autosave like it: a kill in
    that write left its temporary file for good, the start's cleaning knowing only the others."""
    data = paths()["data_dir"]
    data.mkdir(parents=True)
    left = _written_a_minute_ago(data / ".reviewed.json.k1ll3d.tmp", '{"version": ')
    assert remove_stale_temp_files() == 1
    assert not left.exists()


@pytest.mark.skipif(os.name != "posix", reason="advisory locks: POSIX")
def test_a_write_in_progress_is_not_taken_for_a_stale_temporary_file(monkeypatch):
    target = paths()["autosave"]
    monkeypatch.setenv(DRILL_PAUSE_ENV, "autosave.json=1.5")
    import threading

    writer = threading.Thread(target=atomic_write_text, args=(target, '{"whole": true}'))
    writer.start()
    time.sleep(1.0)  # half written, older than the stale age, its lock held
    assert list(target.parent.glob(".autosave.json.*.tmp"))
    assert remove_stale_temp_files() == 0
    writer.join()
    assert json.loads(target.read_text()) == {"whole": True}
    assert not list(target.parent.glob(".autosave.json.*.tmp"))


def test_a_failed_write_leaves_no_temporary_file(monkeypatch):
    target = paths()["statistics"]

    def full_disk(_fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store.os, "fsync", full_disk)
    with pytest.raises(OSError):
        atomic_write_text(target, "{}")
    assert list(target.parent.iterdir()) == []
