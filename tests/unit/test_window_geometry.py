"""Where the window sits at a first start (a saved place: ``test_window_frame``)."""

from tricktable.presentation.window_geometry import first_place


def test_a_first_start_is_never_smaller_than_the_window_allows():
    # centred with its frame (the side borders and the title bar): the contents 12 px lower
    assert first_place((0, 0, 800, 500), 960, 600) == (-80, -38, 960, 600)


def test_a_dialog_gets_its_size_or_what_the_screen_holds_with_its_frame():
    from tricktable.presentation.window_geometry import FRAME_H, FRAME_W, dialog_size
    small = (0, 0, 1024, 640)
    assert dialog_size(small, 760, 680) == (760, 640 - FRAME_H)   # the Rules window
    assert dialog_size(small, 1200, 500) == (1024 - FRAME_W, 500)
    assert dialog_size((0, 0, 1920, 1080), 760, 680) == (760, 680)

