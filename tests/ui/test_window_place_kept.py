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


def test_a_window_left_at_the_screens_corner_comes_back_there_its_real_frame_kept(
        qtbot, worker, home):
    """Its frame (2 pixels here, 1 and 19 under openbox) in the screen's top left corner: the
    screen checks guessed 8 pixels at the sides and 32 above, and pushed it right and down
    at the next start. The frame measured as it closed is kept and used instead."""
    settings = store.Settings()
    w = _start(qtbot, worker, settings)
    put = QRect(2, 2, 784, 600)  # its frame at 0, 0
    w.setGeometry(put)
    qtbot.waitUntil(lambda: w.geometry() == put, timeout=3_000)
    assert w.frameGeometry().topLeft() == w.screen().availableGeometry().topLeft()
    kept = _close(qtbot, w)
    assert kept["frame"] == [2, 2, 2, 2]
    w = _start(qtbot, worker, settings)
    assert w.geometry() == put, (w.geometry(), put)
    _close(qtbot, w)


def test_the_frame_kept_is_what_the_window_manager_gave_and_none_before_it_is_shown(
        qtbot, worker, home):
    """``frame_margins`` measures the frame around the shown window; hidden, or maximised (a
    frame without its borders), it says nothing, and what was measured before is kept."""
    settings = store.Settings()
    w = MainWindow(settings, worker=worker)
    qtbot.addWidget(w)
    assert window_place.frame_margins(w) is None
    w.show()
    qtbot.waitExposed(w)
    assert window_place.frame_margins(w) == (2, 2, 2, 2)
    w.showMaximized()
    qtbot.waitUntil(w.isMaximized, timeout=3_000)
    assert window_place.frame_margins(w) is None
    assert window_place.remember(w, {"frame": [1, 19, 1, 1]})["frame"] == [1, 19, 1, 1]
