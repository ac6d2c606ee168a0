"""The autosave writer: a failed write is told once, and again only after a write worked."""

from __future__ import annotations

from tricktable import settings as store
from tricktable.autosave import AutosaveWriter


def _write(writer: AutosaveWriter) -> list[str]:
    writer.save({"format": "test"})
    assert writer.flush(10.0)
    return writer.take_errors()


def test_a_failing_autosave_is_told_once_until_a_write_works_again(home):
    data = store.paths()["data_dir"]
    data.parent.mkdir(parents=True, exist_ok=True)
    data.write_text("a file where the folder should be")
    writer = AutosaveWriter()
    first = _write(writer)
    assert len(first) == 1 and "could not be autosaved" in first[0]
    assert _write(writer) == [], "not told again at every trick"
    data.unlink()
    assert _write(writer) == [] and store.paths()["autosave"].exists()
    store.paths()["autosave"].unlink()
    data.rmdir()
    data.write_text("broken again")
    assert len(_write(writer)) == 1, "a new failure after a write that worked is told"
