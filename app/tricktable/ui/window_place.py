"""Where the window sits: its size and place kept between runs, a first start that uses the
screen, full screen (F11, left with F11 or Esc), and the dialogs' sizes kept within the screen.

Apart from the main window so its module stays about the table; the settings keep plain numbers
(``width``, ``height``, ``x``, ``y``, ``maximized``, ``frame``), checked when they are read (the
arithmetic is ``presentation.window_geometry``'s and ``window_frame``'s). ``x`` and ``y`` are the
corner of the window's contents, as ``width`` and ``height`` are their size, never the frame's:
see ``restore``; ``frame`` is the frame's margins as last measured.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QMainWindow,
    QMenu,
    QWidget,
)

from ..presentation.score_fit import WIDEST_SCORE, steady_width
from ..presentation.score_headers import ROOM_FOR, SMALLEST, counted, header_column
from ..presentation.score_table import short_names
from ..presentation.side_room import USUAL_NAMES, given_room
from ..presentation.window_frame import Margins, measured, placed
from ..presentation.window_geometry import dialog_size, first_place, window_minimum
from ..presentation.window_notes import dock_width
from .score_fonts import shrunk

D = TypeVar("D", bound=QDialog)


def screen_area(widget: QWidget) -> QRect:
    """The part of the screen that ``widget`` (its parent's, when it has one) may use."""
    screen = (widget.parentWidget() or widget).screen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)


def fit_to_screen(dialog: QWidget, width: int, height: int) -> None:
    """Give ``dialog`` the size it asks for, within its screen (``dialog_size``)."""
    dialog.resize(*dialog_size(screen_area(dialog).getRect(), width, height))


def keep_size(dialog: D, window, key: str) -> D:
    """Open ``dialog`` at the size the person last left this kind of dialog (``key``), within
    the screen, and keep its size in the settings when it closes. Why: the deal review and the
    rules opened at their first size every time, and a person who had widened the review to
    read its cards widened it again after every deal."""
    size = window.settings.window.get("dialogs", {}).get(key)
    if size is not None:
        fit_to_screen(dialog, *size)

    def keep(_result: int) -> None:
        place = dict(window.settings.window)
        sizes = dict(place.get("dialogs", {}))
        if sizes.get(key) != [dialog.width(), dialog.height()]:
            sizes[key] = [dialog.width(), dialog.height()]
            window.settings.window = {**place, "dialogs": sizes}
            window.save_settings()

    dialog.finished.connect(keep)
    return dialog


def fit_minimum(window: QWidget, min_w: int, min_h: int) -> tuple[int, int]:
    """The window's minimum: ``min_w`` x ``min_h``, or what its screen holds when that is less
    (``window_minimum``); set, and returned."""
    size = window_minimum(screen_area(window).getRect(), min_w, min_h)
    if (window.minimumWidth(), window.minimumHeight()) != size:
        window.setMinimumSize(*size)
    return size


def side_text(window, px: int) -> None:
    """The text beside the table at ``px`` pixels (``window_notes.side_text_px``): the score
    panel, the docks, the status and menu bars, and the menus the bar opens (windows of their
    own, which a font set on the bar does not reach: at 3840 x 2160 their entries were 12 px
    under a 30 px bar)."""
    window.score_panel.set_pixel_size(px)
    font = QFont(window.font())
    font.setPixelSize(px)
    menus = window.menuBar().findChildren(QMenu)
    for widget in (window.dock, window.deal_log_panel, window.statusBar(), window.menuBar(),
                   *menus):
        if widget is not None:
            widget.setFont(font)
    steady_side(window)


def steady_side(window) -> None:
    """The score panel's least width, worked out from the game's players and the panel's text
    size (``score_fit.steady_width``), never from the rows: the column beside the table keeps
    it from deal to deal. It followed the scores so far and the scroll bar the rows needed,
    and widened between deals (at the seventh deal in a 1024 x 640 window, at a Barbu total
    of "−126"), the table beside it a few pixels narrower each time. Set again for a new game,
    a load, a rename and a new text size."""
    panel, controller = window.score_panel, window.controller
    if controller.facts() is None:
        return
    names = short_names(controller.names())
    base = QFont(panel.font())
    roomy = roomy_columns(base, names, [not s.human for s in controller.seats])
    floor = QFontMetrics(shrunk(base, SMALLEST))  # the headers' smallest (``fit_headers``)
    room_for = floor.horizontalAdvance(ROOM_FOR)
    name = header_column(counted([floor.horizontalAdvance(n) for n in names], roomy, room_for),
                         roomy, room_for)
    bold = QFont(base)
    bold.setBold(True)
    table, margins = panel.table, panel.layout().contentsMargins()
    edges = (margins.left() + margins.right() + table.verticalHeader().minimumWidth()
             + 2 * table.frameWidth() + 2 + table.verticalScrollBar().sizeHint().width())
    width = steady_width(len(names), QFontMetrics(bold).horizontalAdvance(WIDEST_SCORE), name,
                         edges)
    if panel.minimumWidth() != width:
        panel.setMinimumWidth(width)  # the dock takes it, whatever the table asks


#: the score dock's least width of its own (its panel may need more)
DOCK_LEAST = 170


def log_beside(window) -> bool:
    """Whether the deal log shows in the side column (not floating, not hidden)."""
    log = getattr(window, "deal_log_panel", None)
    return log is not None and log.isVisible() and not log.isFloating()


def give_back(dock: QDockWidget, held: int) -> None:
    """The score dock back to the width the window gives it (``window_notes.dock_width``, as a
    resize does), or to what its panel still needs, once the panel needs less than ``held``
    (its least width before): a four-player game widened it, and it never narrowed again (a
    two-player game after it at 1024 x 600 had a felt of 740 px, not 818). Only a dock the old
    need held: one the person dragged wider keeps its width; a floating one is its own."""
    window, panel = dock.parentWidget(), dock.widget()
    if not isinstance(window, QMainWindow) or panel is None:
        return
    # the dock's layout sets the dock's least width to its panel's, and counts that in the
    # next time: it never went down again, a resize of the window neither narrowed the dock
    dock.setMinimumWidth(DOCK_LEAST)
    if dock.isFloating() or dock.isHidden() or panel.width() > held + 1:
        return
    px = QFontInfo(panel.font()).pixelSize()
    window.resizeDocks([dock], [dock_width(px, window.width(), log_beside(window))],
                       Qt.Orientation.Horizontal)


def roomy_columns(font: QFont, names: list[str], roomy: list[bool]) -> list[bool]:
    """Which of the score panel's columns, headed by ``names``, keep room for their name
    (``side_room.given_room``): a computer player's name no wider in ``font`` than the usual
    names (``USUAL_NAMES``); every column when the seats and names do not match."""
    if len(roomy) != len(names):  # as the panel counts them (``ScorePanel.refresh``)
        roomy = [True] * len(names)
    metrics = QFontMetrics(font)
    usual = max(metrics.horizontalAdvance(n) for n in USUAL_NAMES)
    return given_room([metrics.horizontalAdvance(n) for n in names], roomy, usual)


def restore(window: QMainWindow, saved: dict, min_w: int, min_h: int) -> None:
    """Size and place the window as it was left (``window_frame.placed``); the first time, the
    first start's size (``first_place``). A screen smaller than ``min_w`` x ``min_h`` lowers
    the window's minimum to what it holds (``fit_minimum``).

    Why the contents' place, set with ``setGeometry``: the frame's corner was kept and given
    back with ``move`` before the window was shown, when it has no frame yet. The window
    manager frames it later; where it puts the contents at that corner, or the frame was not
    known at closing (the frame's corner was then the contents'), the window came back lower
    by its title bar, and lower again at every start. The contents are placed by the window
    system with or without a frame, so they come back exactly where they were. The screen
    checks speak of the frame: the one measured at the last run (``frame_margins``), guessed
    only before one was measured."""
    screen = window.screen()
    area = screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)
    min_w, min_h = fit_minimum(window, min_w, min_h)
    screens = [s.availableGeometry().getRect() for s in screen.virtualSiblings()] \
        if screen is not None else []
    place = placed(saved, area.getRect(), screens, min_w, min_h)
    if place is None:
        window.setGeometry(QRect(*first_place(area.getRect(), min_w, min_h)))
        return
    window.setGeometry(QRect(*place))


def frame_margins(window: QWidget) -> Margins | None:
    """The window manager's frame around ``window``'s contents (left, top, right, bottom),
    measured now (``frameGeometry`` against ``geometry``); None while it is hidden, maximised
    or full screen (a frame without its borders, or none), or not framed yet."""
    if not window.isVisible() or window.isMaximized() or window.isFullScreen():
        return None
    return measured(window.frameGeometry().getRect(), window.geometry().getRect())


def restore_panels(window, saved: dict) -> None:
    """The panels beside the table as they were left (``panels_shown``): the score panel hidden
    if it was, the deal log shown again once there is a game to log (it was forgotten: a
    person who reads the log had to open it again at every start)."""
    if saved.get("scores") is False:
        window.dock.hide()
    if saved.get("log"):
        def first_game() -> None:
            if window.deal_log_panel is None and window.controller.facts() is not None:
                window.open_deal_log()
        window.controller.stateReset.connect(first_game)


def panels_shown(window) -> dict:
    """Which panels beside the table show as the window closes. A deal log not made yet in
    this run keeps what was kept: it waits for a game to log (``restore_panels``), and a
    window closed before one came (at the Resume question) wrote it closed, so it was gone at
    the start after."""
    log = window.deal_log_panel
    shown = bool(window.settings.window.get("log")) if log is None else not log.isHidden()
    return {"scores": not window.dock.isHidden(), "log": shown}


def remember(window: QMainWindow, saved: dict) -> dict:
    """What to keep of the window at closing: its normal size and place (its contents', as
    ``restore`` gives them back), its frame's margins (``frame_margins``: the screen checks'
    frame at the next start), and whether it was maximised (a full-screen or maximised
    window keeps the normal geometry it came from)."""
    out = dict(saved)
    if window.isMaximized() or window.isFullScreen():
        normal = window.normalGeometry()
        out["maximized"] = window.isMaximized() or bool(saved.get("maximized"))
    else:
        normal = window.geometry()
        out["maximized"] = False
        out["x"], out["y"] = normal.x(), normal.y()  # not the frame's (``restore``)
        margins = frame_margins(window)
        if margins is not None:  # else the one measured before, if any, is kept
            out["frame"] = list(margins)
    if normal.width() > 0 and normal.height() > 0:
        out["width"], out["height"] = normal.width(), normal.height()
    return out


class PlaceKeeper(QObject):
    """Keeps the window's size, place and panels in the settings a second after the person last
    moved or resized it, and at closing. Kept only at closing, a kill or a crash lost every resize
    of the run. A move to another screen fits the window's minimum to it (``fit_minimum``):
    dragged onto a smaller or more scaled screen it could not be made to fit that screen."""

    #: shown too: the frame the window manager gives it is kept a second after (``remember``)
    _MOVES = (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.WindowStateChange,
              QEvent.Type.Show)

    def __init__(self, window, save, minimum: tuple[int, int]) -> None:
        super().__init__(window)
        self.window, self._save, self.minimum = window, save, minimum
        self._timer = QTimer(self, singleShot=True, interval=1000)
        self._timer.timeout.connect(self.keep)
        window.installEventFilter(self)
        self.watch(window.dock)
        # the column beside the table is as wide from a game's first deal to its last: set
        # here, with the window's other places, for each game and each rename
        for signal in (window.controller.stateReset, window.controller.namesChanged):
            signal.connect(lambda *_args: steady_side(window))

    def watch(self, panel: QDockWidget) -> None:
        """Keep the panels a second after ``panel`` is shown or hidden, as after a resize, and
        a second after it is first watched (a panel made as it is shown): a deal log opened,
        then the program killed (its terminal closed), was closed again at the next start,
        kept only at closing."""
        panel.visibilityChanged.connect(self._panel_toggled)
        self._panel_toggled()

    def _panel_toggled(self, _shown: bool = True) -> None:
        if self.window.isVisible():  # not as the window closes and its panels go with it
            self._timer.start()

    def eventFilter(self, watched, event) -> bool:  # Qt override
        if watched is self.window and event.type() in self._MOVES and self.window.isVisible():
            if event.type() == QEvent.Type.Move:
                fit_minimum(self.window, *self.minimum)
            self._timer.start()
        return False

    def keep(self, always: bool = False) -> None:
        """Write the window's place now (``remember``, ``panels_shown``) if it changed; with
        ``always``, the settings all the same (at closing, whatever else changed in them)."""
        self._timer.stop()
        if not always and QApplication.activeModalWidget() is not None:
            return  # the settings dialog tries its choices on these settings: Cancel undoes them
        window = self.window
        place = {**remember(window, window.settings.window), **panels_shown(window)}
        if always or place != window.settings.window:
            window.settings.window = place
            self._save()


class FullScreen:
    """F11 in and out of full screen; Esc leaves it too. Coming back restores a maximised
    window as maximised."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        self._was_maximized = False

    def toggle(self) -> None:
        if self.window.isFullScreen():
            self.leave()
        else:
            self._was_maximized = self.window.isMaximized()
            self.window.showFullScreen()

    def leave(self) -> bool:
        """Back from full screen; False when the window was not full screen."""
        if not self.window.isFullScreen():
            return False
        if self._was_maximized:
            self.window.showMaximized()
        else:
            self.window.showNormal()
        return True
