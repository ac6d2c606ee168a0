"""Where the file choosers open and the record name offered (presentation/chooser_places.py)."""

from __future__ import annotations

import time

from tricktable.presentation.chooser_places import (
    folder_of,
    picture_folder,
    record_folder,
    record_name,
)


def test_the_record_chooser_opens_in_the_saves_folder_else_home(tmp_path):
    saves, home = tmp_path / "saves", tmp_path / "home"
    assert record_folder(saves, "", home) == str(home)  # a folder that could not be made
    saves.mkdir()
    assert record_folder(saves, "", home) == str(saves)


def test_a_record_that_could_not_be_written_is_asked_for_again_in_its_folder(tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    tried = tmp_path / "elsewhere" / "mine.json"
    assert record_folder(saves, str(tried), tmp_path) == str(saves)  # its folder is gone
    tried.parent.mkdir()
    assert record_folder(saves, str(tried), tmp_path) == str(tried.parent)
    assert record_name("barbu", str(tried)) == "mine.json"


def test_a_new_record_is_named_for_its_game_and_time():
    when = time.strptime("2026-03-01 14:02", "%Y-%m-%d %H:%M")
    assert record_name("barbu", "", when) == "barbu-2026-03-01-1402.json"
    assert record_name("hearts", "").startswith("hearts-20")


def test_the_picture_chooser_opens_beside_the_picture_else_in_pictures_else_home(tmp_path):
    home, pictures = tmp_path / "home", tmp_path / "Pictures"
    picture = tmp_path / "backs" / "cat.png"
    assert picture_folder("", "", home) == str(home)
    assert picture_folder(str(picture), str(pictures), home) == str(home)
    pictures.mkdir()
    assert picture_folder(str(picture), str(pictures), home) == str(pictures)
    picture.parent.mkdir()
    assert picture_folder(str(picture), str(pictures), home) == str(picture.parent)


def test_the_record_chooser_opens_where_a_record_was_last_opened_or_saved(tmp_path):
    """It opened in the saves folder each time, wherever the person had gone; a folder gone
    since (or a name that is no folder) opens the saves folder as before."""
    saves, last = tmp_path / "saves", tmp_path / "my records"
    saves.mkdir()
    assert record_folder(saves, "", tmp_path, str(last)) == str(saves)  # gone
    last.mkdir()
    assert record_folder(saves, "", tmp_path, str(last)) == str(last)
    assert record_folder(saves, "", tmp_path, "my records") == str(saves)  # not a full path
    tried = tmp_path / "elsewhere" / "mine.json"
    tried.parent.mkdir()
    assert record_folder(saves, str(tried), tmp_path, str(last)) == str(tried.parent)
    assert folder_of(str(last / "game.json")) == str(last) and folder_of("") == ""
