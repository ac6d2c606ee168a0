"""The bad-files drill, short and seeded: random mutations of a settings file and a statistics
file (byte flips, truncation, wrong types, huge numbers, deep nesting, a 50 MB file, other format
versions) are each refused or repaired with a sentence and the file kept aside, or loaded exactly
as written; never a traceback or a hang. ``python -m tricktable drill --bad-files 1000`` is the
long run."""

from __future__ import annotations

from tricktable.drills import file_drill


def test_a_hundred_bad_settings_and_statistics_files_are_each_refused_repaired_or_harmless():
    lines: list[str] = []
    assert file_drill.run(100, seed=18, out=lines.append) == 0, "\n".join(lines)
    assert lines[-1] == "bad files: 206 files, 0 failures"


def test_the_drill_notices_a_loader_that_loses_a_file(monkeypatch):
    from tricktable import safe_files, settings, stats_store

    monkeypatch.setattr(safe_files, "_keep_aside", lambda path: path.unlink() or None)
    for module in (settings, stats_store):  # each repairs in place after copying aside
        monkeypatch.setattr(module, "_copy_aside", lambda path: None)
    lines: list[str] = []
    assert file_drill.run(30, seed=1, out=lines.append) == 1
    assert any("not kept aside" in line for line in lines)
