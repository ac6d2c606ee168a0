"""Where the file choosers open and the record name offered (presentation/chooser_places.py)."""

from __future__ import annotations

import time

from tricktable.presentation.chooser_places import picture_folder, record_folder, record_name


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
