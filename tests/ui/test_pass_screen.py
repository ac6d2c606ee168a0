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


def test_a_pass_screen_up_follows_a_colour_chosen_in_settings(qtbot, worker, home):
    """Settings opened at a pass screen: the table behind took the new colour, the pass screen
    in front kept the old one until the next pass."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QDialogButtonBox, QListWidget

    from tricktable.settings import Seat
    from tricktable.ui.dialog_settings import SettingsDialog
    from window_helpers import show_window

    w = show_window(qtbot, worker)
    w.start_game("young-hunter", {}, [Seat("Ann", "human"), Seat("West", "computer"),
                                      Seat("Bob", "human"), Seat("East", "computer")], seed=4)
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen, timeout=10_000)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(w, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), SettingsDialog),
                    timeout=3_000)
    dlg = QApplication.activeModalWidget()
    row = next(r for r in dlg.findChildren(QListWidget) if r.accessibleName() == "Table colour")
    item = next(row.item(i) for i in range(row.count()) if row.item(i).text() == "Burgundy")
    qtbot.mouseClick(row.viewport(), Qt.MouseButton.LeftButton,
                     pos=row.visualItemRect(item).center())
    ok = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)
    assert w.stack.currentWidget() is w.pass_screen
    colour = w.pass_screen.grab().toImage().pixelColor(w.pass_screen.width() // 2, 10)
    assert colour.red() > colour.green(), colour.name()
    w.controller.shutdown()
