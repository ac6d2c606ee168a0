"""A card back picture chosen in Settings stays when the picture is tidied away: a tester chose
one, quit, deleted the file, and the next start said it "could not be used" and showed the Blue
lattice back. The program keeps its own copy once the picture is accepted (OK) and uses it when
the picture cannot be read; a damaged copy still gives the Blue lattice back and the message,
with every other setting kept."""

from __future__ import annotations

from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tricktable import settings as store
from tricktable.settings import CUSTOM_BACK
from window_helpers import (
    in_file_dialog,
    open_settings,
    person_and_computers,
    show_window,
    type_file_name,
    wait_for_person,
)

PINK = (200, 30, 160)


def _picture(tmp_path):
    path = tmp_path / "holiday" / "back.png"
    path.parent.mkdir()
    Image.new("RGB", (300, 420), PINK).save(path)
    return path


def _pink_on_table(qtbot, w) -> int:
    """How many pixels of the picture's colour the table shows (the computers' backs)."""
    w.start_game("heart-hunter", {}, person_and_computers(), seed=3)
    wait_for_person(qtbot, w)
    QApplication.processEvents()
    image = w.table.viewport().grab().toImage()
    seen = 0
    for x in range(0, image.width(), 4):
        for y in range(0, image.height(), 4):
            c = image.pixelColor(x, y)
            seen += abs(c.red() - PINK[0]) + abs(c.green() - PINK[1]) + abs(c.blue() - PINK[2]) < 30
    return seen


def _ok(qtbot, dlg) -> None:
    qtbot.mouseClick(dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)


def _chosen_in_settings(qtbot, worker, tmp_path):
    """A window whose person chose a picture as the card back in Settings, with "Custom
    image…" and the file dialog, then OK; the window and the picture's path."""
    picture = _picture(tmp_path)
    w = show_window(qtbot, worker)
    dlg = open_settings(qtbot, w)
    in_file_dialog(lambda dialog: type_file_name(qtbot, dialog, str(picture)))
    qtbot.mouseClick(dlg.custom_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dlg.custom_back is not None, timeout=5_000)
    _ok(qtbot, dlg)
    return w, picture


def test_a_picture_chosen_then_deleted_stays_the_back(qtbot, worker, home, tmp_path):
    _w, picture = _chosen_in_settings(qtbot, worker, tmp_path)
    assert store.paths()["custom_back"].is_file(), "no copy kept once the picture was chosen"
    picture.unlink()  # tidied away after quitting

    settings, messages = store.load_settings()
    assert settings.card_back == CUSTOM_BACK and settings.custom_back_path == str(picture)
    again = show_window(qtbot, worker, settings)
    again.start(messages, False)
    qtbot.wait(300)
    box = getattr(again, "last_message", None)
    assert box is None or "Card back" not in box.windowTitle(), box.text()
    assert again.custom_back is not None and _pink_on_table(qtbot, again) > 50
    dlg = open_settings(qtbot, again)
    try:
        assert "back.png cannot be read now" in dlg.custom_path.text(), dlg.custom_path.text()
        assert "copy" in dlg.custom_path.text()
        assert dlg.picture_folder() == str(picture.parent), "beside the person's own picture"
    finally:
        dlg.reject()


def test_a_damaged_copy_gives_the_blue_back_and_the_message(qtbot, worker, home, tmp_path):
    """A picture chosen before copies were kept is copied at the next start; the copy damaged
    and the picture gone, the start says so as it did, and nothing else is lost."""
    picture = _picture(tmp_path)
    s = store.Settings()
    s.card_back, s.custom_back_path = CUSTOM_BACK, str(picture)
    s.player_name, s.felt = "Ann", "blue"
    store.save_settings(s)
    first = show_window(qtbot, worker, store.load_settings()[0])
    assert first.custom_back is not None
    copy = store.paths()["custom_back"]
    assert copy.is_file(), "the picture in use was not copied"
    data = copy.read_bytes()
    copy.write_bytes(data[:len(data) // 2])  # damaged: its header still names the picture
    picture.unlink()

    settings, messages = store.load_settings()
    w = show_window(qtbot, worker, settings)
    w.start(messages, False)
    box = w.last_message
    qtbot.waitUntil(lambda: box is not None and box.isVisible(), timeout=3_000)
    assert box.windowTitle().startswith("Card back picture file"), box.windowTitle()
    assert "back.png" in box.text() and "Blue lattice back" in box.text(), box.text()
    qtbot.mouseClick(box.button(box.StandardButton.Ok), Qt.MouseButton.LeftButton)
    kept, _ = store.load_settings()
    assert (kept.player_name, kept.felt, kept.card_back) == ("Ann", "blue", CUSTOM_BACK)
    assert kept.custom_back_path == str(picture)


def test_a_picture_not_in_use_keeps_its_place_after_it_was_tidied_away(
        qtbot, worker, home, tmp_path):
    """A tester chose a picture, moved it away, chose the Blue lattice back and restarted: the
    picture's place in Settings was empty and said it "could not be used", though the
    program's copy was on disk. It shows the copy, and choosing it takes it back."""
    w, picture = _chosen_in_settings(qtbot, worker, tmp_path)
    picture.unlink()
    dlg = open_settings(qtbot, w)
    blue = dlg.backs.item(0)
    qtbot.mouseClick(dlg.backs.viewport(), Qt.MouseButton.LeftButton,
                     pos=dlg.backs.visualItemRect(blue).center())
    _ok(qtbot, dlg)
    assert w.settings.card_back != CUSTOM_BACK

    settings, messages = store.load_settings()
    again = show_window(qtbot, worker, settings)
    again.start(messages, False)
    dlg = open_settings(qtbot, again)
    try:
        assert dlg.custom_back is not None, "the picture's place is empty"
        assert "could not be used" not in dlg.custom_path.text(), dlg.custom_path.text()
        assert "copy" in dlg.custom_path.text(), dlg.custom_path.text()
        qtbot.mouseClick(dlg.backs.viewport(), Qt.MouseButton.LeftButton,
                         pos=dlg.backs.visualItemRect(dlg.custom_item).center())
        assert dlg.backs.currentItem() is dlg.custom_item
        _ok(qtbot, dlg)
        assert again.settings.card_back == CUSTOM_BACK and _pink_on_table(qtbot, again) > 50
    finally:
        if QApplication.activeModalWidget() is not None:  # an assertion failed before OK
            QApplication.activeModalWidget().reject()
