"""The table's colour is the person's choice (Game → Settings → Table colour): the felt was
always green, and a tester looked for the choice and found none. Chosen and kept with OK, the
felt takes it at once and the settings file keeps it; Cancel leaves the felt as it was; a
colour this version does not know (a newer version's) reads as the green."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QListWidget

from tricktable import settings as store
from tricktable.settings import Seat
from tricktable.ui.dialog_settings import SettingsDialog
from window_helpers import open_settings, show_window, wait_for_person


def _start(qtbot, w) -> None:
    w.start_game("heart-hunter", {}, [Seat("You", "human"), *(Seat(n, "computer")
                                                            for n in ("W", "N", "E"))], 3)
    wait_for_person(qtbot, w)


def _click_colour(qtbot, dlg: SettingsDialog, words: str) -> None:
    """A click on the preview of the table colour named ``words``."""
    rows = [r for r in dlg.findChildren(QListWidget) if r.accessibleName() == "Table colour"]
    assert rows, "no table colour choice in Settings"
    row = rows[0]
    item = next(row.item(i) for i in range(row.count()) if row.item(i).text() == words)
    qtbot.mouseClick(row.viewport(), Qt.MouseButton.LeftButton,
                     pos=row.visualItemRect(item).center())


def _press(qtbot, dlg: SettingsDialog, which: QDialogButtonBox.StandardButton) -> None:
    button = dlg.findChild(QDialogButtonBox).button(which)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)


def _felt(w) -> tuple[int, int, int]:
    """The colour of the felt as drawn on the screen: the table's top-left corner, which no
    hand, plate or badge takes at the start of a deal."""
    QApplication.processEvents()
    colour = w.table.viewport().grab().toImage().pixelColor(6, 6)
    return colour.red(), colour.green(), colour.blue()


def test_a_table_colour_chosen_in_settings_paints_the_felt_and_is_kept(qtbot, worker, home):
    w = show_window(qtbot, worker)
    _start(qtbot, w)
    r, g, b = _felt(w)
    assert g > r and g > b, "the table starts green"
    dlg = open_settings(qtbot, w)
    _click_colour(qtbot, dlg, "Blue")
    _press(qtbot, dlg, QDialogButtonBox.StandardButton.Ok)
    r, g, b = _felt(w)
    assert b > g > r, f"the felt is not blue after OK: {(r, g, b)}"
    assert store.load_settings()[0].felt == "blue", "the colour was not saved"
    dlg = open_settings(qtbot, w)
    _click_colour(qtbot, dlg, "Burgundy")
    _press(qtbot, dlg, QDialogButtonBox.StandardButton.Ok)
    r, g, b = _felt(w)
    assert r > b and r > g, f"the felt is not burgundy after OK: {(r, g, b)}"
    assert json.loads((home / "config" / "settings.json").read_text())["felt"] == "burgundy"


def test_cancel_in_settings_leaves_the_table_colour_as_it_was(qtbot, worker, home):
    w = show_window(qtbot, worker)
    _start(qtbot, w)
    w.save_settings()
    before = _felt(w)
    dlg = open_settings(qtbot, w)
    _click_colour(qtbot, dlg, "Charcoal")
    assert _felt(w) != before, "the colour is tried on the table while choosing"
    _press(qtbot, dlg, QDialogButtonBox.StandardButton.Cancel)
    assert _felt(w) == before, "Cancel kept the colour only tried on"
    assert store.load_settings()[0].felt == "green"


def test_a_settings_file_with_a_colour_this_version_lacks_loads_as_green(qtbot, worker, home):
    (home / "config").mkdir()
    (home / "config" / "settings.json").write_text(json.dumps(
        {"version": 1, "player_name": "Ada", "felt": "tartan"}))
    settings, messages = store.load_settings()
    assert settings.felt == "green" and settings.player_name == "Ada"
    assert any("table colour" in m and "tartan" in m for m in messages), messages
    w = show_window(qtbot, worker, settings)
    _start(qtbot, w)
    r, g, b = _felt(w)
    assert g > r and g > b


def test_an_older_settings_file_without_a_colour_loads_as_green_without_a_word(home):
    (home / "config").mkdir()
    (home / "config" / "settings.json").write_text(json.dumps({"version": 1, "hints": False}))
    settings, messages = store.load_settings()
    assert settings.felt == "green" and not settings.hints and messages == []


def test_the_picked_colours_preview_keeps_its_own_colour(qtbot, worker, home):
    """The list tinted the picked preview with its selection colour: the green felt read teal,
    burgundy mauve, so the choice looked like none of them. Picked, a preview is drawn as it
    is (its top-left corner, felt without plate, the same colour picked or not)."""
    w = show_window(qtbot, worker)
    _start(qtbot, w)
    dlg = open_settings(qtbot, w)
    row = next(r for r in dlg.findChildren(QListWidget) if r.accessibleName() == "Table colour")

    def corner(words: str) -> tuple[int, int, int]:
        item = next(row.item(i) for i in range(row.count()) if row.item(i).text() == words)
        rect = row.visualItemRect(item)
        image = row.viewport().grab().toImage()
        # the icon's top-left corner: a little inside the item, above its caption
        x = rect.center().x() - row.iconSize().width() // 2 + 4
        c = image.pixelColor(x, rect.top() + 8)
        return c.red(), c.green(), c.blue()

    for words in ("Burgundy", "Blue"):
        before = corner(words)
        _click_colour(qtbot, dlg, words)
        QApplication.processEvents()
        after = corner(words)
        assert max(abs(a - b) for a, b in zip(before, after, strict=True)) <= 12, (
            words, before, after)
    _press(qtbot, dlg, QDialogButtonBox.StandardButton.Cancel)
    w.controller.shutdown()
