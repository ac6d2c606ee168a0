"""The text size the person chose (Settings → Text size; View → Larger text, Ctrl++ and Ctrl+=,
Smaller text, Ctrl+-, Usual text size, Ctrl+0): the program's font is the desktop's times the
step's factor (``presentation.text_sizes``), set for the whole application, so dialogs, menus,
the score panel, the deal log, the status bar and tips grow with it, and the felt's text follows
(``TableView`` relays out on the font's change). The column beside the table, whose text the
window sets in pixels as it is resized, is set again at the new size here (``fit_side``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontInfo, QKeySequence
from PySide6.QtWidgets import QApplication

from ..presentation import text_sizes as ts
from ..presentation.menu_entries import ALSO_KEYS
from ..presentation.window_notes import dock_width, side_text_px
from . import window_place

#: the font this module last gave the application (None: never), and the desktop's under it
_ours: QFont | None = None
_under_ours = QFont()


def desktop_font() -> QFont:
    """The desktop's font: the application's, or, while it is the one set here, the one it
    was before (found before a text size was set; the desktop or anything but this module
    may set another since, which is then the desktop's)."""
    now = QApplication.font()
    return QFont(_under_ours if _ours is not None and now == _ours else now)


def desktop_px() -> int:
    """The desktop's text height in pixels (``desktop_font``)."""
    return QFontInfo(desktop_font()).pixelSize()


def font_for(size: str) -> QFont:
    """The desktop's font at the text size ``size`` (``text_sizes.TEXT_SIZES``)."""
    font = desktop_font()
    grow = ts.factor(size)
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * grow)
    else:
        font.setPixelSize(max(1, round(font.pixelSize() * grow)))
    return font


def use_size(size: str) -> bool:
    """The application's font at ``size``; False when it was so already. At the usual size
    a font never set here is left as it is (the desktop's, which it keeps following)."""
    global _ours, _under_ours
    desktop, wanted = desktop_font(), font_for(size)
    if QApplication.font() == wanted:
        return False
    QApplication.setFont(wanted)
    _ours, _under_ours = QFont(wanted), desktop
    # the widgets are told by posted events: told now, the window that set it reads its new
    # size at once, and its table is first laid out with it (not once, then again)
    QApplication.sendPostedEvents(None, QEvent.Type.ApplicationFontChange)
    return True


class TextSize:
    """The main window's text size: set at the start and by its settings, stepped by the View
    menu (the settings saved), and the side column's pixel size as the window is resized."""

    def __init__(self, window) -> None:
        self.window = window
        self.panel_px = 0  # the side column's text, in pixels, as last set
        use_size(window.settings.text_size)

    def add_keys(self) -> None:
        """The menu entries' second keys (``ALSO_KEYS``: Ctrl+= for Larger text), once the
        menus are built."""
        for attr, keys in ALSO_KEYS.items():
            act = getattr(self.window, attr)
            act.setShortcuts([*act.shortcuts(), QKeySequence(keys)])

    def apply(self, size: str) -> None:
        """The program's text at ``size`` (the settings' own, applied or stepped)."""
        if use_size(size) or self.side_px() != self.panel_px:
            self.panel_px = 0
            self.fit_side()

    def larger(self) -> None:
        self._step(1)

    def smaller(self) -> None:
        self._step(-1)

    def usual(self) -> None:
        self._step(0)

    def _step(self, steps: int) -> None:
        """A step larger or smaller (0: the usual size), kept in the settings and said."""
        w = self.window
        old = w.settings.text_size
        new = ts.stepped(old, steps)
        if new != old:
            w.settings.text_size = new
            self.apply(new)
            w.save_settings()
        w.statusBar().showMessage(ts.step_line(old, new, steps), 6000)

    def side_px(self) -> int:
        """The pixel size of the text beside the table: what the window's size gives the
        desktop's text (``side_text_px``), times the chosen step."""
        w = self.window
        return round(side_text_px(desktop_px(), w.height(), w.width())
                     * ts.factor(w.settings.text_size))

    def fit_side(self) -> None:
        """Text beside the table grows with the window like the table does (a 4K window at
        100% scaling stays readable) and with the chosen text size; the score panel stays
        narrow: under a fifth of the window."""
        w = self.window
        px = self.side_px()
        if px != self.panel_px:
            self.panel_px = px
            window_place.side_text(w, px)
        docks = [d for d in (w.dock, w.deal_log_panel)
                 if d is not None and not d.isFloating() and not d.isHidden()]
        if docks:
            width = dock_width(px, w.width(), window_place.log_beside(w))
            w.resizeDocks(docks, [width] * len(docks), Qt.Orientation.Horizontal)
