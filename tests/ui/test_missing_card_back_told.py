"""A card back picture chosen once and gone at the next start: the warning was opened while the
main window was being built, before it was shown, and the window then came up over it, so the
person never saw it; Settings showed the picture's name as if it were in use."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable import settings as store
from tricktable.settings import CUSTOM_BACK
from window_helpers import open_settings, show_window


def _gone_picture_settings(tmp_path) -> store.Settings:
    s = store.Settings()
    s.card_back = CUSTOM_BACK
    s.custom_back_path = str(tmp_path / "photo.jpg")  # never written: moved away
    return s


def test_a_missing_card_back_picture_is_told_once_the_window_is_up(qtbot, worker, tmp_path):
    """No box while the window is built; the start's notes box says what happened and what
    the table shows instead."""
    w = show_window(qtbot, worker, _gone_picture_settings(tmp_path))
    assert getattr(w, "last_message", None) is None, "a box opened before the window was up"
    w.start([], False)
    box = w.last_message
    qtbot.waitUntil(lambda: box.isVisible(), timeout=3_000)
    assert box.windowTitle().startswith("Card back picture file"), box.windowTitle()
    text = box.text()
    assert "photo.jpg" in text and "does not exist" in text, text
    assert "Blue lattice back" in text and "Settings" in text, text
    qtbot.mouseClick(box.button(box.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_settings_say_the_chosen_picture_could_not_be_used(qtbot, worker, tmp_path):
    """Settings named "photo.jpg" beside "Custom image…" as if the table used it."""
    w = show_window(qtbot, worker, _gone_picture_settings(tmp_path))
    dlg = open_settings(qtbot, w)
    try:
        words = dlg.custom_path.text()
        assert words.startswith("photo.jpg could not be used"), words
        assert "Blue lattice back is shown" in words, words
    finally:
        dlg.reject()
