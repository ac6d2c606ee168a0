"""The main window comes back where it was left, start after start: its place crept between
runs (kept as its frame's corner, given back with ``move`` before the window had a frame), and
a window whose frame lay whole on the screen was pushed up by the frame the screen checks
guess. Each start here is the app's: a new window, ``restore_size``, shown, then closed."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt

from tricktable import settings as store
from tricktable.ui import window_place
from tricktable.ui.main_window import MainWindow


def _start(qtbot, worker, settings: store.Settings, flags=None) -> MainWindow:
    """A window as ``ui.app.run`` opens one: placed from the settings, then shown."""
    w = MainWindow(settings, worker=worker)
    qtbot.addWidget(w)
    if flags is not None:
        w.setWindowFlags(flags)
    w.restore_size()
    w.show()
    qtbot.waitExposed(w)
    return w


def _close(qtbot, w: MainWindow) -> dict:
    """The window closed as a person closes it; what the settings keep of its place."""
    w.close()
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=3_000)
    return dict(w.settings.window)


def test_a_window_put_low_on_the_screen_comes_back_exactly_there_start_after_start(
        qtbot, worker, home):
    """Its frame whole on the (800 x 800) screen, a few pixels above the bottom: it came back
    28 pixels higher, the frame guessed around it taller than its own."""
    settings = store.Settings()
    w = _start(qtbot, worker, settings)
    put = QRect(8, 190, 784, 600)  # the frame (2 px in the offscreen platform) ends at 792
    w.setGeometry(put)
    qtbot.waitUntil(lambda: w.geometry() == put, timeout=3_000)
    assert w.frameGeometry().bottom() < w.screen().availableGeometry().bottom()
    kept = _close(qtbot, w)
    for _run in range(3):
        w = _start(qtbot, worker, settings)
        assert w.geometry() == put, (w.geometry(), put)
        assert _close(qtbot, w) == kept


def test_the_title_bar_is_not_counted_again_when_the_frame_was_not_known_at_closing(
        qtbot, worker, home):
    """Closed before its window manager framed it (its frame none yet, as on a desktop that
    never says how wide its frames are), the window kept its frame's corner, which was its
    contents' too; framed at the next start, its frame went to that corner and its contents
    lower by the title bar, and lower again at each start. What is kept is the contents'."""
    settings = store.Settings()
    put = QRect(8, 100, 784, 600)  # the least size the 800 x 800 screen allows
    w = _start(qtbot, worker, settings,
               Qt.WindowType.Window | Qt.WindowType.FramelessWindowHint)
    w.setGeometry(put)
    qtbot.waitUntil(lambda: w.geometry() == put, timeout=3_000)
    assert w.frameGeometry() == w.geometry()  # no frame known
    _close(qtbot, w)
    w = _start(qtbot, worker, settings)  # framed this time
    assert w.frameGeometry() != w.geometry()
    assert w.geometry() == put, (w.geometry(), put)
    _close(qtbot, w)


def test_the_place_kept_is_the_contents_and_the_screen_checks_see_a_frame_around_them():
    """``framed`` turns the contents' corner into the frame's for ``saved_place`` (the frame
    ``restore`` adds back); without a corner (a first start) nothing changes."""
    saved = {"width": 900, "height": 600, "x": 120, "y": 87}
    assert window_place.framed(saved) == {"width": 900, "height": 600, "x": 112, "y": 55}
    assert window_place.framed({"width": 900}) == {"width": 900}
