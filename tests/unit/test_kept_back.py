"""The program's own copy of the person's card back picture (presentation/kept_back.py): made
from the picture, naming it, stood in only for that picture, written whole or not at all."""

from __future__ import annotations

import os

import pytest
from PIL import Image

from tricktable import settings as store
from tricktable.presentation import kept_back
from tricktable.presentation.back_picture import back_picture
from tricktable.presentation.kept_back import copy_is_current, copy_of, keep_copy, kept_copy


def _picture(path, colour=(200, 30, 160)) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (300, 420), colour).save(path)
    return str(path)


def test_the_copy_is_the_card_back_and_names_its_picture(tmp_path):
    source = _picture(tmp_path / "Pictures" / "my back é.png")
    copy = tmp_path / "data" / "card-back.png"
    keep_copy(source, copy)
    assert copy_of(copy)[0] == source
    assert kept_copy(source, copy) == copy and copy_is_current(source, copy)
    assert kept_copy(str(tmp_path / "other.png"), copy) is None, "a copy of another picture"
    assert back_picture(copy).getpixel((10, 10)) == (200, 30, 160, 255)
    os.unlink(source)  # tidied away: the copy stands in for it
    assert kept_copy(source, copy) == copy and not copy_is_current(source, copy)


def test_a_picture_changed_since_it_was_copied_is_not_current(tmp_path):
    source = _picture(tmp_path / "back.png")
    copy = tmp_path / "card-back.png"
    keep_copy(source, copy)
    _picture(tmp_path / "back.png", (10, 200, 10))
    os.utime(source, ns=(1, 1))
    assert not copy_is_current(source, copy)


def test_a_missing_or_damaged_copy_stands_for_nothing(tmp_path):
    copy = tmp_path / "card-back.png"
    assert copy_of(copy) == ("", "") and kept_copy("/x.png", copy) is None
    copy.write_bytes(b"not a picture")
    assert copy_of(copy) == ("", "")
    Image.new("RGB", (5, 7)).save(copy, "JPEG")
    assert copy_of(copy) == ("", "")


def test_a_failed_write_leaves_the_old_copy_and_no_half_file(tmp_path, monkeypatch):
    copy = tmp_path / "card-back.png"
    first = _picture(tmp_path / "first.png")
    keep_copy(first, copy)
    before = copy.read_bytes()

    def refuse(*_args):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(kept_back.os, "replace", refuse)
    with pytest.raises(OSError):
        keep_copy(_picture(tmp_path / "second.png", (1, 2, 3)), copy)
    assert copy.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["card-back.png", "first.png",
                                                          "second.png"]


def test_a_half_copy_left_by_a_kill_is_tidied_away_at_the_start(tmp_path):
    copy = store.paths()["custom_back"]
    copy.parent.mkdir(parents=True)
    half = copy.parent / f".{copy.name}.abc123.tmp"
    half.write_bytes(b"\x89PNG half")
    os.utime(half, (1, 1))
    assert store.remove_stale_temp_files() == 1 and not half.exists()
