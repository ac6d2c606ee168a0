"""Where the window sits: its size and place kept between runs, a first start that uses the
screen, and full screen (F11, left with F11 or Esc).

Apart from the main window so its module stays about the table; the settings keep plain numbers
(``width``, ``height``, ``x``, ``y``, ``maximized``), checked when they are read.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QMainWindow

#: the share of the screen's free area a first start takes (centred)
FIRST_SHARE = 0.85


def first_geometry(available: QRect, min_w: int, min_h: int) -> QRect:
    """The first start's window: 85% of the screen's free area, centred, never under the
    window's minimum (nor over the area)."""
    w = max(min_w, min(available.width(), round(available.width() * FIRST_SHARE)))
    h = max(min_h, min(available.height(), round(available.height() * FIRST_SHARE)))
    x = available.x() + (available.width() - w) // 2
    y = available.y() + (available.height() - h) // 2
    return QRect(x, y, w, h)


def restore(window: QMainWindow, saved: dict, min_w: int, min_h: int) -> None:
    """Size and place the window as it was left; the first time (no place saved), the first
    start's size. A place off every screen (a monitor unplugged) is dropped for the centre."""
    screen = window.screen()
    area = screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)
    if "x" not in saved or "y" not in saved:
        window.setGeometry(first_geometry(area, min_w, min_h))
        return
    width = max(min_w, min(int(saved.get("width", 1280)), area.width()))
    height = max(min_h, min(int(saved.get("height", 800)), area.height()))
    window.resize(width, height)
    corner = QPoint(int(saved["x"]), int(saved["y"]))
    on_a_screen = any(s.availableGeometry().contains(corner + QPoint(40, 20))
                      for s in screen.virtualSiblings()) if screen is not None else False
    if on_a_screen:
        window.move(corner)
    else:
        window.move(area.x() + (area.width() - width) // 2,
                    area.y() + (area.height() - height) // 2)


def remember(window: QMainWindow, saved: dict) -> dict:
    """What to keep of the window at closing: its normal size and place, and whether it was
    maximised (a full-screen or maximised window keeps the normal geometry it came from)."""
    out = dict(saved)
    if window.isMaximized() or window.isFullScreen():
        normal = window.normalGeometry()
        out["maximized"] = window.isMaximized() or bool(saved.get("maximized"))
    else:
        normal = window.geometry()
        out["maximized"] = False
        out["x"], out["y"] = window.frameGeometry().x(), window.frameGeometry().y()
    if normal.width() > 0 and normal.height() > 0:
        out["width"], out["height"] = normal.width(), normal.height()
    return out


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
