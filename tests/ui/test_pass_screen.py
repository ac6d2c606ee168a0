"""The hot-seat pass screen covers the table in its own green inside the window, so its light
words can be read (a child widget draws a style sheet's background only when asked to)."""

from PySide6.QtWidgets import QWidget

from tricktable.ui.pass_screen import PassScreen


def test_the_pass_screen_inside_the_window_is_green_behind_its_light_words(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(801, 601)
    screen = PassScreen(host)
    screen.resize(801, 601)
    screen.set_player(1, "North")
    host.show()
    qtbot.waitExposed(host)
    picture = host.grab().toImage()
    for x, y in ((10, 10), (400, 20), (790, 590)):
        colour = picture.pixelColor(x, y)
        assert colour.green() > colour.red() + 40 and colour.green() > colour.blue() + 20, \
            (x, y, colour.name())


def test_the_pass_screen_takes_the_tables_colour(qtbot, worker, home):
    """Settings → Table colour: a green pass screen came up over a burgundy table."""
    from tricktable import settings as store
    from tricktable.settings import Seat
    from window_helpers import show_window

    for felt, redder in (("burgundy", True), ("green", False)):
        s = store.Settings()
        s.felt = felt
        w = show_window(qtbot, worker, s)
        w.start_game("young-hunter", {}, [Seat("Ann", "human"), Seat("West", "computer"),
                                          Seat("Bob", "human"), Seat("East", "computer")], seed=4)
        qtbot.waitUntil(lambda w=w: w.stack.currentWidget() is w.pass_screen, timeout=10_000)
        qtbot.wait(50)
        colour = w.pass_screen.grab().toImage().pixelColor(w.pass_screen.width() // 2, 10)
        assert (colour.red() > colour.green()) == redder, (felt, colour.name())
        w.controller.shutdown()
        w.close()
