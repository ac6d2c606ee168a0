"""Where the window sits: a saved place is kept when it is on a screen, else centred; a window
restored on a screen lies whole on it, frame included."""

from tricktable.presentation.window_geometry import EDGE_H, EDGE_W, first_place, saved_place

AREA = (0, 30, 1920, 1050)


def test_a_first_start_has_no_saved_place():
    assert saved_place({"width": 900}, AREA, [AREA], 960, 600) is None


def test_a_saved_place_on_a_screen_is_kept_with_its_size():
    saved = {"x": 100, "y": 80, "width": 1200, "height": 700}
    assert saved_place(saved, AREA, [AREA], 960, 600) == (100, 80, 1200, 700)


def test_a_saved_size_stays_inside_the_screen_and_above_the_minimum():
    saved = {"x": 0, "y": 30, "width": 5000, "height": 100}
    assert saved_place(saved, AREA, [AREA], 960, 600) == (0, 30, 1920 - EDGE_W, 600)


def test_a_window_left_on_a_larger_screen_comes_back_whole_on_a_smaller_one():
    small = (0, 0, 1024, 640)  # the window was 1088 x 680 at (95, 40) on a 1280 x 800 screen
    saved = {"x": 95, "y": 40, "width": 1088, "height": 680}
    x, y, w, h = saved_place(saved, small, [small], 960, 600)
    assert (w, h) == (1024 - EDGE_W, 600)
    assert x >= 0 and y >= 0 and x + w + EDGE_W <= 1024 and y + h + EDGE_H <= 640


def test_a_window_past_the_right_edge_moves_in_and_keeps_its_size():
    saved = {"x": 1500, "y": 900, "width": 1000, "height": 700}
    x, y, w, h = saved_place(saved, AREA, [AREA], 960, 600)
    assert (w, h) == (1000, 700)
    assert (x + w + EDGE_W, y + h + EDGE_H) == (1920, 30 + 1050)


def test_a_window_on_a_smaller_second_screen_fits_that_screen_not_the_first():
    second = (1920, 0, 1280, 1024)
    saved = {"x": 2000, "y": 10, "width": 1800, "height": 1000}
    assert saved_place(saved, AREA, [AREA, second], 960, 600) == (
        1920, 0, 1280 - EDGE_W, 1024 - EDGE_H)


def test_a_place_off_every_screen_is_centred():
    saved = {"x": 3000, "y": 80, "width": 1000, "height": 600}
    assert saved_place(saved, AREA, [AREA], 960, 600) == (460, 255, 1000, 600)


def test_a_place_on_a_second_screen_is_kept():
    second = (1920, 0, 1280, 1024)
    saved = {"x": 2000, "y": 10, "width": 1000, "height": 600}
    assert saved_place(saved, AREA, [AREA, second], 960, 600)[:2] == (2000, 10)


def test_a_first_start_is_never_smaller_than_the_window_allows():
    # centred with its frame (the side borders and the title bar): the contents 12 px lower
    assert first_place((0, 0, 800, 500), 960, 600) == (-80, -38, 960, 600)


def test_a_dialog_gets_its_size_or_what_the_screen_holds_with_its_frame():
    from tricktable.presentation.window_geometry import FRAME_H, FRAME_W, dialog_size
    small = (0, 0, 1024, 640)
    assert dialog_size(small, 760, 680) == (760, 640 - FRAME_H)   # the Rules window
    assert dialog_size(small, 1200, 500) == (1024 - FRAME_W, 500)
    assert dialog_size((0, 0, 1920, 1080), 760, 680) == (760, 680)


def test_a_screen_smaller_than_the_minimum_lowers_the_minimum_to_fit_it():
    """A 1366 x 768 laptop scaled to 150% is 911 x 512 in the window's pixels (less a panel):
    the 960 x 600 minimum made the window larger than the screen, its title bar above the top."""
    from tricktable.presentation.window_geometry import window_minimum
    scaled = (0, 0, 911, 490)
    w, h = window_minimum(scaled, 960, 600)
    assert (w + EDGE_W, h + EDGE_H) == (911, 490)
    x, y, pw, ph = first_place(scaled, w, h)
    assert x >= 0 and y >= 0 and x + pw <= 911 and y + ph <= 490
    x, y, pw, ph = saved_place({"x": 0, "y": 0, "width": 1200, "height": 800}, scaled,
                               [scaled], w, h)
    assert x + pw + EDGE_W <= 911 and y + ph + EDGE_H <= 490
    assert window_minimum(AREA, 960, 600) == (960, 600)  # a large screen keeps the minimum
