"""The saved place checked against the screen with the window manager's real frame
(``window_frame``): under openbox (1 pixel at the sides, 19 above) the guessed frame (8 and 32)
pushed a window left near an edge inward at every start, and one left whole on the screen
below its bottom edge."""

from __future__ import annotations

from tricktable import settings as store
from tricktable.presentation.window_frame import GUESSED, kept_margins, measured, placed

SCREEN = (0, 0, 1024, 640)
OPENBOX = [1, 19, 1, 1]


def _placed(x: int, y: int, width: int, height: int, frame=None) -> tuple:
    saved = {"x": x, "y": y, "width": width, "height": height}
    if frame is not None:
        saved["frame"] = frame
    return placed(saved, SCREEN, [SCREEN], 600, 400)


def test_a_window_whose_real_frame_is_whole_on_the_screen_is_not_moved():
    """The tester's three places: contents at y 20 (came back 12 lower), at x 1 (came back at
    8), and a frame moved to 10, 5 (came back at 41, 51, its bottom off the screen)."""
    assert _placed(1, 20, 800, 500, OPENBOX) == (1, 20, 800, 500)
    assert _placed(11, 24, 1000, 600, OPENBOX) == (11, 24, 1000, 600)
    assert _placed(1, 19, 1022, 620, OPENBOX) == (1, 19, 1022, 620)  # the whole screen


def test_a_window_partly_off_the_screen_is_brought_back_by_its_real_frame():
    """Moved as little as it takes for the measured frame to be whole on the screen."""
    assert _placed(900, 300, 800, 500, OPENBOX) == (223, 139, 800, 500)
    assert _placed(-30, 10, 800, 500, OPENBOX) == (1, 19, 800, 500)
    assert _placed(5, 5, 2000, 2000, OPENBOX) == (1, 19, 1022, 620)  # shrunk to the screen


def test_before_a_frame_was_measured_a_window_whose_contents_are_on_the_screen_stays():
    """The guess is only for a window partly off the screen: an older file's window whose
    contents lie whole on the screen comes back where they were."""
    assert _placed(1, 20, 800, 500) == (1, 20, 800, 500)
    left, _top, right, bottom = GUESSED
    assert _placed(900, 300, 800, 500) == (1024 - right - 800, 640 - bottom - 500, 800, 500)
    assert _placed(-30, 40, 800, 500) == (left, 40, 800, 500)


def test_a_first_start_has_no_place_and_a_place_off_every_screen_is_centred():
    assert placed({"width": 900, "height": 600}, SCREEN, [SCREEN], 600, 400) is None
    x, y, w, h = _placed(5000, 5000, 800, 500, OPENBOX)
    assert (w, h) == (800, 500) and x - 1 == 1024 - (x + w + 1) and y - 19 == 640 - (y + h + 1)


def test_a_frame_is_measured_from_the_frame_and_the_contents_and_checked_when_kept():
    assert measured((10, 5, 1002, 620), (11, 24, 1000, 600)) == (1, 19, 1, 1)
    assert measured((11, 24, 1000, 600), (11, 24, 1000, 600)) is None  # not framed yet
    assert measured((900, 5, 10, 10), (11, 24, 1000, 600)) is None  # no frame's
    assert kept_margins({"frame": OPENBOX}) == (1, 19, 1, 1)
    for bad in ([1, 19, 1], [1, -1, 1, 1], [1, 999, 1, 1], [True, 1, 1, 1], "1,19,1,1"):
        assert kept_margins({"frame": bad}) is None


def test_the_settings_keep_a_measured_frame_and_older_files_without_one_still_load(home):
    """A bad frame is dropped alone: the window's place and size are kept."""
    kept = {"width": 900, "height": 600, "maximized": False, "x": 4, "y": 30,
            "frame": OPENBOX}
    store.save_settings(store.Settings(window=dict(kept)))
    assert store.load_settings()[0].window == kept
    older = {k: v for k, v in kept.items() if k != "frame"}
    store.save_settings(store.Settings(window=dict(older)))
    assert store.load_settings()[0].window == older
    store.save_settings(store.Settings(window={**older, "frame": [1, "19", 1, 1]}))
    settings, _notes = store.load_settings()
    assert settings.window == older


def test_a_window_whose_title_bar_is_above_the_screen_is_brought_down_not_centred():
    """Its contents at the screen's top, its title bar above it: brought down by the title
    bar, where it was moved to, not sent to the middle of the screen."""
    assert _placed(0, 0, 800, 500, OPENBOX) == (1, 19, 800, 500)


def test_a_window_half_off_the_screens_left_edge_is_brought_in_not_centred():
    """Dragged half past the left edge: moved right as far as it takes, not to the middle."""
    assert _placed(-200, 100, 800, 500, OPENBOX) == (1, 100, 800, 500)


def test_of_two_screens_the_one_that_holds_most_of_the_title_bar_is_the_windows():
    """Across two screens side by side, the window goes whole onto the one it was mostly on."""
    left_screen, right_screen = (0, 0, 1024, 640), (1024, 0, 1280, 800)
    saved = {"x": 800, "y": 100, "width": 800, "height": 500, "frame": OPENBOX}
    assert placed(saved, left_screen, [left_screen, right_screen], 600, 400) == \
        (1025, 100, 800, 500)


def test_a_window_left_on_a_larger_screen_comes_back_whole_and_no_smaller_than_allowed():
    """Left 1088 x 680 on a 1280 x 800 screen, it came back hanging past a 1024 x 640 screen's
    edges; a saved size far too large or too small is brought within the screen and the
    window's minimum (600 x 400 here)."""
    x, y, w, h = _placed(95, 40, 1088, 680, OPENBOX)
    assert (w, h) == (1024 - 2, 640 - 20) and (x - 1, y - 19) == (0, 0)
    assert _placed(0, 19, 5000, 100, OPENBOX)[2:] == (1022, 400)
