"""The text size setting (a tester who sees poorly found no way to make the text bigger): kept in
the settings file, a bad value refused with a sentence that names it, an older file read at the
usual size, a newer version's value kept; its steps and their words; its View keys in the list
of keys, clashing with no other key."""

from __future__ import annotations

import json

import pytest

from person_files import write_file
from tricktable import settings as store
from tricktable.presentation import text_sizes as ts
from tricktable.presentation.keys_text import menu_rows
from tricktable.presentation.menu_entries import (
    ALSO_KEYS,
    LEAVE_FULL,
    MENU_ENTRIES,
    SCORE_PANEL,
    SEPARATOR,
)

pytestmark = pytest.mark.usefixtures("home")


def _write(doc: dict) -> None:
    write_file("settings", doc)


def _on_disk() -> dict:
    return json.loads(store.paths()["settings"].read_text(encoding="utf-8"))


@pytest.mark.parametrize("size", ts.TEXT_SIZES)
def test_the_text_size_goes_through_the_settings_file_and_back(size):
    settings = store.Settings(text_size=size)
    store.save_settings(settings)
    assert _on_disk()["text_size"] == size
    loaded, messages = store.load_settings()
    assert loaded.text_size == size and messages == []


def test_a_file_without_a_text_size_reads_at_the_usual_size_without_a_word():
    doc = store.settings_to_json(store.Settings())
    del doc["text_size"]
    _write(doc)
    loaded, messages = store.load_settings()
    assert loaded.text_size == "usual" and messages == []


def test_a_bad_text_size_is_refused_with_a_sentence_that_names_it():
    for bad in ("huge", 2, None, ["large"]):
        settings, messages = store.settings_from_json({"version": 1, "text_size": bad})
        assert settings.text_size == "usual"
        assert len(messages) == 1 and messages[0].startswith(
            "The setting “text size” had an unusable value"), messages
        assert messages[0].endswith("“usual” is used instead."), messages


def test_a_newer_versions_text_size_is_kept_in_the_file():
    """A newer version's size this version lacks: the usual size used, the file's kept."""
    _write({"version": store.SCHEMA_VERSION + 1, "text_size": "enormous", "hints": False})
    settings, messages = store.load_settings()
    assert settings.text_size == "usual" and not settings.hints
    assert any("text size" in m for m in messages), messages
    settings.hints = True
    store.save_settings(settings)
    assert _on_disk()["text_size"] == "enormous" and _on_disk()["hints"] is True


def test_the_steps_stop_at_either_end_and_zero_is_the_usual_size():
    assert ts.stepped("usual", 1) == "large"
    assert ts.stepped("larger", 1) == "largest" and ts.stepped("largest", 1) == "largest"
    assert ts.stepped("large", -1) == "usual" and ts.stepped("usual", -1) == "usual"
    assert ts.stepped("largest", 0) == "usual"
    assert ts.stepped("unknown", 1) == "large"
    factors = [ts.factor(s) for s in ts.TEXT_SIZES]
    assert factors == sorted(factors) and factors[0] == 1.0 and len(set(factors)) == 4
    assert ts.step_line("usual", "large", 1) == "Text size: Large."
    assert "largest" in ts.step_line("largest", "largest", 1)
    assert "usual" in ts.step_line("usual", "usual", -1)


def test_the_felts_text_grows_with_each_step_from_a_small_desktop_up_to_its_most():
    """A desktop of 12 px, under the felt's usual 13: the first step grows the felt's text
    by the step itself (it read the font's 14 px as barely larger than usual)."""
    assert ts.felt_scale(12, 12) == 1.0
    assert ts.felt_scale(12, 14.4) == pytest.approx(1.2)
    assert ts.felt_scale(12, 16.8) == pytest.approx(1.4)
    assert ts.felt_scale(12, 19.2) == 1.5  # at most ``MAX_TEXT_SCALE``
    assert ts.felt_scale(16, 16) == pytest.approx(16 / 13)  # the desktop's own, as before


def _own_key(entry) -> str:
    return entry.shortcut


def test_the_list_of_keys_names_the_text_keys_and_the_second_larger_key():
    rows = {row.does.partition(":")[0]: row for row in menu_rows(_own_key)}
    assert rows["View → Larger text"].keys == "Ctrl++"
    assert rows["View → Larger text"].does.startswith("View → Larger text: Ctrl+= too;")
    assert rows["View → Smaller text"].keys == "Ctrl+-"
    assert rows["View → Usual text size"].keys == "Ctrl+0"


def test_no_two_menu_entries_share_a_key():
    keys = [e.shortcut.split("|")[-1] for e in (*MENU_ENTRIES, SCORE_PANEL, LEAVE_FULL)
            if e.text != SEPARATOR and e.shortcut and not e.shortcut.startswith("std:")]
    keys += list(ALSO_KEYS.values())
    folded = [k.casefold() for k in keys]
    assert len(folded) == len(set(folded)), keys
