"""A decision's large button: a bold label and, under it, a short line saying what it means,
painted from ``text_boxes.button``; on the decision panel and on the deal's summary.

Why apart from the panel (``action_panel.py``): the panel had reached the modules' size limit,
and the summary card uses the button without the panel. Its text never goes under a readable
size (``tip_place.READABLE_PX``, in screen pixels): at 960 x 600 with the scores and the deal
log open, the grey lines under Barbu's contracts were drawn at 8 px, too small to read.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from ..presentation import felt_colours as fc
from ..presentation import panel_keys as pk
from ..presentation import text_boxes as tb
from ..presentation.tip_place import READABLE_PX
from .seat_plate import MEASURE, paint_box, paint_lines, qfont

ARROW_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)


def readable_px(widget: QWidget) -> float:
    """The smallest text ``widget`` draws, in its own pixels: ``READABLE_PX`` screen pixels."""
    return READABLE_PX / max(widget.devicePixelRatioF(), 1e-3)


def choosable(widget: QWidget) -> bool:
    """Whether pressing ``widget`` does what it says: not greyed, not refused by the rules."""
    return widget.isEnabled() and getattr(widget, "refusal", None) is None


def four_colour_deck(widget: QWidget) -> bool:
    """Whether the table ``widget`` lies on (the panel, the deal summary) deals the four-colour
    deck, asked of its card art at each paint: a button's "Trump ♦" as blue as the cards'."""
    proxy = widget.window().graphicsProxyWidget()
    scene = proxy.scene() if proxy is not None else None
    views = scene.views() if scene is not None else []
    return any(getattr(getattr(v, "art", None), "four_colour", False) for v in views)

class ChoiceButton(QAbstractButton):
    """A large button: a bold label and, under it, a short line saying what it means (laid out
    by ``text_boxes.button``)."""

    def __init__(self, label: str, line: str, font_px: float, *, checkable: bool = False,
                 primary: bool = False, width: float = 0.0, on_light: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label, self.line = label, line
        #: every line it may come to say (a confirm button's count, "not allowed"): it is
        #: measured for the tallest from the start (``sizeHint``), as the panel it stands in
        #: is not laid out again when a toggle is picked
        self.lines: tuple[str, ...] = ()
        #: why the rules refuse this choice (None: they do not): greyed, yet reached by the keys
        self.refusal: str | None = None
        #: whether Enter presses it though it lacks the focus: ringed as if it had it (the
        #: summary's "Next deal", the table's Enter)
        self.enter_here: Callable[[], bool] = lambda: False
        self.primary = primary
        self.on_light = on_light
        self._px = font_px
        #: the smallest text it draws (``readable_px``), whatever ``font_px`` it is given
        self.floor = readable_px(self)
        self._width = width
        self.setText(label)
        self.setCheckable(checkable)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        #: a pick the person took back (Space, a click, Esc): Enter on it then does what the
        #: panel draws as its default, not pick it again (``keyPressEvent``)
        self.taken_back = False
        self.toggled.connect(lambda on: setattr(self, "taken_back", self.taken_back or not on))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(label)
        self.setAccessibleDescription(line)
        self.setToolTip(line)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._title_f = qfont(tb.button_fonts(font_px, self.floor)[0])
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)  # repainted as the mouse comes, goes

    def refuse(self, reason: str) -> None:
        """Greyed, and pressing it says ``reason`` (the panel connects ``clicked``): disabled, the
        keys skipped it, and a keyboard player never learnt that a played contract was there."""
        self.refusal = reason
        self.setAccessibleDescription(f"{self.line}. {reason}")
        self.setToolTip(reason)
        self.setCursor(Qt.CursorShape.ArrowCursor)

    def _text_width(self) -> float:
        """The words' width: the width asked for, never narrower than the whole label ("Review
        this hand" at a width made for "deal" was cut to "Review this ha…")."""
        if self._width:
            return max(self._width, MEASURE.advance(tb.button_fonts(self._px, self.floor)[0],
                                                self.label))
        return max(tb.button_text_width(self.label, line, self._px, MEASURE, self.floor)
                   for line in (self.line, *self.lines))

    def sizeHint(self) -> QSize:
        return QSize(*tb.button_size((self.line, *self.lines), self._text_width(), self._px,
                                     MEASURE, self.floor))

    def height_at(self, width: float) -> int:
        """Its height at ``width`` (its label over the tallest of its lines, wrapped there)."""
        return tb.button_size((self.line, *self.lines), width - tb.button_frame(self._px),
                              self._px, MEASURE, self.floor)[1]

    def say(self, line: str) -> None:
        """Show ``line`` now (a confirm button's count). One it was not measured for
        (``lines``) is measured again, so the layout that holds it makes room."""
        known = line in (self.line, *self.lines)
        self.line = line
        if not known:
            self.lines = (*self.lines, line)
            self.updateGeometry()
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.isCheckable():
                # Space picks a taking or a double; Enter goes through with what is picked
                # (the panel's default), as it does with no button focused: on a picked button
                # it took the pick back. An outlined choice not yet picked is picked first:
                # Enter on "Spade catch" with nothing picked sent "No announcement". Not one
                # the person picked and took back: Enter announced the "Trump catch" just
                # unpicked, "Say nothing" drawn as the default (a tester, −6)
                if not self.isChecked() and not self.taken_back:
                    self.setChecked(True)
                event.ignore()
                return
            self.click()
            return
        if event.key() in ARROW_KEYS:
            # the panel's own: Left/Right step between its choices, Down goes back to the
            # hand (a button's own handling moved the focus instead, so Down never left)
            event.ignore()
            return
        super().keyPressEvent(event)

    def laid_out(self) -> tuple[tb.Box, list[tb.Line], fc.ButtonLook]:
        """Its box and words as they are painted at its size now, and its look."""
        # the card it lies on (the panel, the deal summary) knows the table's felt: its
        # accents take that felt's shade (a green one was left over on the other felts)
        look = fc.button_look(checked=self.isChecked(), primary=self.primary,
                              on_light=self.on_light, hover=self.underMouse(),
                              enabled=choosable(self), focused=self._ringed(),
                              cloth=getattr(self.window(), "cloth", None))
        box, lines = tb.button(self.label, self.line, self.width(), self.height(), self._px,
                               look, MEASURE, four_colour_deck(self), self.floor)
        return box, lines, look

    def _ringed(self) -> bool:
        return self.hasFocus() or self.enter_here()

    def paintEvent(self, event) -> None:
        ringed = self._ringed()
        box, lines, look = self.laid_out()
        p = QPainter(self)
        paint_box(p, box)
        paint_lines(p, lines)
        rings = pk.focus_rings(self.width(), self.height(), box.radius, look.fill, self.on_light)
        p.setOpacity(1.0)  # only the face and words of a greyed choice are greyed: its ring
        for x, y, w, h, r, ink, width in rings if ringed else []:  # is where the keys are
            p.setPen(QPen(QColor(*ink), width))
            p.drawRoundedRect(QRectF(x, y, w, h), r, r)
        p.end()
