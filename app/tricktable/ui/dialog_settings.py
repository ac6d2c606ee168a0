"""The settings dialog: player name, animation speed, text size, card back, table colour,
four-colour deck, hints.

Changes apply live (the window listens to ``changed`` and redraws the table with the new art and
speed), so the person sees a back or a speed before keeping it; Cancel puts the old ones back.
"""

from __future__ import annotations

import contextlib
import copy
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import FRENCH
from ..presentation import felt_colours as fc
from ..presentation.back_designs import BACK_LABELS
from ..presentation.back_picture import CardBackError
from ..presentation.chooser_places import picture_folder
from ..presentation.custom_back_words import picture_line, unusable_back
from ..presentation.form_fields import SETTINGS_FIELDS, SWITCH_FIELDS
from ..presentation.kept_back import copy_is_current, keep_copy, kept_copy, kept_line
from ..presentation.layout import ASPECT
from ..presentation.settings_words import FELT_LABEL, FELT_WORDS
from ..settings import CUSTOM_BACK, Settings, paths
from .card_art import BACKS, CardArt, load_custom_back
from .card_paint import card_outline
from .dialog_keys import FocusRing, ring_on_mnemonic, with_mnemonics
from .dialogs import OK_CANCEL, RED, button_box, field_value, field_widget, text_label
from .file_dialog import choose_file
from .seat_plate import felt_font, felt_pixmap

PREVIEW_H = 84
#: a table colour's preview: a piece of felt with a plate on it, as wide as two cards
FELT_PREVIEW = QSize(round(PREVIEW_H * ASPECT * 1.6), round(PREVIEW_H * 0.8))


class TableArt(CardArt):
    """The card art with the table's colour (``felt``, a ``felt_colours.FELTS`` name): the
    window hands the table the art the settings make (``make_art``) at the start and after every
    change, so the colour goes with it and the table paints its felt by it."""

    def __init__(self, back: str, four_colour: bool, custom_back: QImage | None,
                 felt: str = fc.DEFAULT_FELT) -> None:
        super().__init__(back, four_colour, custom_back)
        self.felt = felt


def make_art(settings: Settings, custom: QImage | None = None) -> tuple[CardArt, str | None]:
    """The card art the settings ask for, with their table colour, and a sentence if the custom
    back could not be loaded (the default back is then used; the setting itself is kept so the
    file can come back)."""
    problem = None
    if settings.card_back == CUSTOM_BACK and custom is None and settings.custom_back_path:
        custom, problem = custom_back_or_copy(settings.custom_back_path)
    return TableArt(settings.card_back, settings.four_colour, custom, settings.felt), problem


def custom_back_or_copy(path: str) -> tuple[QImage | None, str | None]:
    """The person's picture at ``path`` as a back, else the program's own copy of it (the
    picture was tidied away after it was chosen: the back went with it), else None and why.
    A picture read while its copy is missing or older is copied then (pictures chosen before
    copies were kept); a copy that cannot be written or read changes nothing else."""
    kept = paths()["custom_back"]
    try:
        image = load_custom_back(path)
    except CardBackError as exc:
        copied = kept_copy(path, kept)
        if copied is not None:
            with contextlib.suppress(CardBackError):
                return load_custom_back(copied), None
        return None, unusable_back(str(exc), BACKS[0])
    if not copy_is_current(path, kept):
        keep_quietly(path)
    return image, None


def keep_quietly(path: str) -> None:
    """Keep the program's copy of the picture at ``path``; a copy that cannot be made is not
    told (the picture itself is in use), and the copy that was, if any, stays as it was."""
    with contextlib.suppress(CardBackError, OSError):
        keep_copy(path, paths()["custom_back"])


def felt_preview(name: str, dpr: float = 1.0) -> QPixmap:
    """A table colour as the table paints it, with a seat's plate on it (its name, its score
    and the gold edge of a turn), so the person sees the words read on it before choosing."""
    w, h = FELT_PREVIEW.width(), FELT_PREVIEW.height()
    pixmap = QPixmap(round(w * dpr), round(h * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    edge = QPainterPath()
    edge.addRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), 6, 6)
    painter.setClipPath(edge)
    painter.drawPixmap(0, 0, felt_pixmap(w, h, dpr, name))
    painter.setClipping(False)
    painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
    painter.drawPath(edge)
    plate = QRectF(w * 0.14, h * 0.32, w * 0.72, h * 0.36)
    painter.setPen(QPen(QColor(*fc.GOLD), 2))
    painter.setBrush(QColor(*fc.PLATE_FILL))
    painter.drawRoundedRect(plate, 4, 4)
    painter.setFont(felt_font(plate.height() * 0.5, True))
    painter.setPen(QColor(*fc.TEXT))
    words = plate.adjusted(6, 0, -6, 0)
    painter.drawText(words, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), "You")
    painter.drawText(words, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight), "12")
    painter.end()
    return pixmap


def back_preview(back: str, custom: QImage | None = None, dpr: float = 1.0) -> QPixmap:
    art = CardArt(back, False, custom)
    return art.pixmap(None, FRENCH, PREVIEW_H, dpr)


def empty_back_preview(dpr: float = 1.0) -> QPixmap:
    """The place of a picture not yet chosen: a card's outline, dashed, with a plus. Without
    it the entry was a grey name over empty space, like a picture that failed to load."""
    h = PREVIEW_H
    w = round(h * ASPECT)
    pixmap = QPixmap(round(w * dpr), round(h * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    ink = QColor(128, 128, 128)
    outline, _border = card_outline(QRectF(1, 1, w - 2, h - 2))
    painter.setPen(QPen(ink, 1.5, Qt.PenStyle.DashLine))
    painter.drawPath(outline)
    painter.setPen(QPen(ink, 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    c, arm = QPointF(w / 2, h / 2), w * 0.14
    painter.drawLine(c - QPointF(arm, 0), c + QPointF(arm, 0))
    painter.drawLine(c - QPointF(0, arm), c + QPointF(0, arm))
    painter.end()
    return pixmap


class SettingsDialog(QDialog):
    """Edits a copy of the settings; ``changed`` carries each new version (and the custom image)."""

    changed = Signal(object, object)  # (Settings, QImage | None)

    def __init__(self, settings: Settings, custom_back: QImage | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        if custom_back is None and settings.custom_back_path:
            # a picture chosen once, another back in use: its place shows it (or the program's
            # copy of it) still; it was empty, "could not be used", the copy on disk (a tester)
            custom_back = custom_back_or_copy(settings.custom_back_path)[0]
        self.original = copy.deepcopy(settings)
        self.original_custom = custom_back
        self.settings = copy.deepcopy(settings)
        self.custom_back = custom_back
        self.picked = False  # a picture chosen here: copied once the dialog is accepted
        layout = QVBoxLayout(self)
        form = QFormLayout()
        #: the name, the speed, the text size and one check box per on/off setting, by name
        self.fields: dict[str, QWidget] = {}
        for field in SETTINGS_FIELDS:
            self.fields[field.name] = field_widget(field, getattr(settings, field.name), self,
                                                   self._emit)
            form.addRow(field.row_label, self.fields[field.name])
        self.name, self.speed = self.fields["player_name"], self.fields["speed"]
        # emptied, the field shows the name that stays (an empty name is not taken: a tester
        # emptied it and saw nothing say that the old one stayed)
        self.name.setPlaceholderText(settings.player_name)
        layout.addLayout(form)

        self.backs_label = QLabel("Card back:", self)
        layout.addWidget(self.backs_label)
        self.backs = self._preview_list("Card back", QSize(round(PREVIEW_H * 0.714), PREVIEW_H))
        dpr = self.devicePixelRatioF()
        for back in BACKS:
            item = QListWidgetItem(true_icon(back_preview(back, dpr=dpr)),
                                   BACK_LABELS.get(back, back))
            item.setData(Qt.ItemDataRole.UserRole, back)
            self.backs.addItem(item)
        self.custom_item = QListWidgetItem(BACK_LABELS.get(CUSTOM_BACK, "Your picture"))
        self.custom_item.setData(Qt.ItemDataRole.UserRole, CUSTOM_BACK)
        self.backs.addItem(self.custom_item)
        self._refresh_custom_item()
        self._fit_row(self.backs)
        layout.addWidget(self.backs)
        row = QHBoxLayout()
        self.custom_button = QPushButton("Custom image…", self)
        self.custom_button.clicked.connect(self._pick_custom)
        row.addWidget(self.custom_button)
        self.custom_path = text_label(self)
        row.addWidget(self.custom_path, 1)
        layout.addLayout(row)
        self.error = text_label(self, layout=layout, style=RED)
        self.error.hide()

        self.felts_label = QLabel(FELT_LABEL + ":", self)
        layout.addWidget(self.felts_label)
        self.felts = self._preview_list(FELT_LABEL, FELT_PREVIEW)
        for name in fc.FELT_IDS:
            item = QListWidgetItem(true_icon(felt_preview(name, dpr)), FELT_WORDS.get(name, name))
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.felts.addItem(item)
        self._fit_row(self.felts)
        layout.addWidget(self.felts)

        for field in SWITCH_FIELDS:
            self.fields[field.name] = field_widget(field, getattr(settings, field.name), self,
                                                   self._emit)
            layout.addWidget(self.fields[field.name])
        self.switches = {f.name: self.fields[f.name] for f in SWITCH_FIELDS}
        self.buttons = button_box(self, layout, OK_CANCEL)
        self._give_mnemonics(form)

        self._select_back(settings.card_back)
        self._select(self.felts, settings.felt)
        self._show_custom_path()
        self.backs.currentItemChanged.connect(lambda _a, _b: self._back_clicked())
        self.felts.currentItemChanged.connect(lambda _a, _b: self._emit())
        self.backs.viewport().installEventFilter(self)  # a click on the empty place: choose
        self.resize(520, self.sizeHint().height())  # as tall as its content

    def _give_mnemonics(self, form: QFormLayout) -> None:
        """An Alt+letter key on every field and button, each letter once: the keyboard went
        from the name to OK only by Tab after Tab."""
        labels = [form.labelForField(self.fields[f.name]) for f in SETTINGS_FIELDS]
        labels += [self.backs_label, self.felts_label]
        buddies = [*(self.fields[f.name] for f in SETTINGS_FIELDS), self.backs, self.felts]
        # OK and Cancel first: their letters the ones every dialog gives them
        shown = [*self.buttons.buttons(), *labels, self.custom_button,
                 *(self.fields[f.name] for f in SWITCH_FIELDS)]
        for widget, text in zip(shown, with_mnemonics([w.text() for w in shown]), strict=True):
            widget.setText(text)
        for label, buddy in zip(labels, buddies, strict=True):
            label.setBuddy(buddy)
        # a box ticked by its letter keeps the focus: ringed, as Tab or a label's letter rings
        self.letter_rings = ring_on_mnemonic(self, [self.custom_button, *self.switches.values()])

    # ------------------------------------------------------------------ rows of previews
    def _preview_list(self, name: str, icon: QSize) -> QListWidget:
        """A row of previews to choose from (the card backs, the table colours)."""
        row = QListWidget(self)
        row.setViewMode(QListView.ViewMode.IconMode)
        row.setIconSize(icon)
        row.setMovement(QListView.Movement.Static)
        row.setResizeMode(QListView.ResizeMode.Adjust)
        row.setWrapping(True)
        row.setSpacing(6)
        row.setAccessibleName(name)
        FocusRing(row)  # the style draws no focus frame round a list of pictures
        return row

    def changeEvent(self, event) -> None:  # Qt override
        """The text size changed while it is open (its own field shows the new size at once):
        the rows of previews are fitted again, the dialog as wide and tall as they need, once
        every widget has its new font. They kept their old width, wrapped and scrolled, "Your
        picture" out of sight (a tester at the largest size)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "felts"):
            # with the dialog as context: a dialog closed and deleted first is left alone (its
            # lists were gone when the font changed as it closed)
            QTimer.singleShot(0, self, self._fit_rows)

    def _fit_rows(self) -> None:
        self._fit_row(self.backs)
        self._fit_row(self.felts)
        self.resize(max(self.width(), self.minimumSizeHint().width()), self.height())
        self._fit_height()

    @staticmethod
    def _fit_row(row: QListWidget) -> None:
        """One row of previews, wide enough for all of them whatever the font, and only as high
        as that row: the list's own size hint is a box twice that, half of it empty."""
        hints = [row.sizeHintForIndex(row.model().index(i, 0)) for i in range(row.count())]
        edge = 2 * row.frameWidth() + 2
        row.setMinimumWidth(sum(h.width() + 2 * row.spacing() for h in hints) + edge)
        row.setFixedHeight(max(h.height() for h in hints) + 2 * row.spacing() + edge)

    @staticmethod
    def _select(row: QListWidget, value: str) -> None:
        """The preview of ``value`` chosen; the first when none is (a name this version lacks)."""
        for i in range(row.count()):
            if row.item(i).data(Qt.ItemDataRole.UserRole) == value:
                row.setCurrentRow(i)
                return
        row.setCurrentRow(0)

    # ------------------------------------------------------------------ card back
    def _select_back(self, back: str) -> None:
        self._select(self.backs, back)

    def _refresh_custom_item(self) -> None:
        if self.custom_back is not None:
            self.custom_item.setIcon(true_icon(back_preview(CUSTOM_BACK, self.custom_back,
                                                            self.devicePixelRatioF())))
            self.custom_item.setToolTip("")
            self.custom_item.setFlags(self.custom_item.flags() | Qt.ItemFlag.ItemIsEnabled)
        else:
            self.custom_item.setIcon(QIcon(empty_back_preview(self.devicePixelRatioF())))
            self.custom_item.setToolTip("Click to choose a picture for the card back")
            self.custom_item.setFlags(self.custom_item.flags() & ~Qt.ItemFlag.ItemIsEnabled)

    def eventFilter(self, watched, event) -> bool:  # Qt override
        """A click on the place of a picture not yet chosen opens the chooser, as "Custom
        image…" does: its plus asks for one (the place stays out of the arrow keys' way)."""
        if watched is self.backs.viewport() and self.custom_back is None \
                and event.type() == QEvent.Type.MouseButtonRelease \
                and event.button() == Qt.MouseButton.LeftButton:
            place = self.backs.visualItemRect(self.custom_item)
            if place.contains(event.position().toPoint()):
                self._pick_custom()
                return True
        return super().eventFilter(watched, event)

    def _show_custom_path(self) -> None:
        path = self.settings.custom_back_path
        usable = self.custom_back is not None
        if usable and path and not self.picked and not Path(path).is_file():
            self.custom_path.setText(kept_line(path))  # the table shows the copy
        else:
            self.custom_path.setText(picture_line(path, usable, BACKS[0]))
        self.custom_path.setToolTip(path or "")

    def _back_clicked(self) -> None:
        item = self.backs.currentItem()
        if item is None:
            return
        back = item.data(Qt.ItemDataRole.UserRole)
        if back == CUSTOM_BACK and self.custom_back is None:
            self._select_back(self.settings.card_back)
            return
        self._emit()

    def _pick_custom(self) -> None:
        path = choose_file(
            self, "Choose a picture for the card back", self.picture_folder(),
            "Pictures (*.png *.jpg *.jpeg *.bmp *.gif *.webp *.tif *.tiff);;All files (*)")
        if path:
            self.use_custom_file(path)

    def _fit_height(self) -> None:
        """As tall as the content at this width: a refusal shown or gone changes it (shown,
        its two lines took their room from the spacing and "Custom image…" lay over the
        backs' box)."""
        layout = self.layout()
        layout.activate()
        need = (layout.heightForWidth(self.width()) if layout.hasHeightForWidth()
                else layout.sizeHint().height())
        self.resize(self.width(), max(need, layout.minimumSize().height()))

    def picture_folder(self) -> str:
        """Where the picture chooser opens: beside the picture in use, else the person's
        Pictures folder, else their home (it opened wherever the program was started from)."""
        return picture_folder(self.settings.custom_back_path, QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.PicturesLocation), Path.home())

    def use_custom_file(self, path: str) -> bool:
        """Load a picture as the back; a refused file shows the reason and changes nothing."""
        try:
            image = load_custom_back(path)
        except CardBackError as exc:
            self.error.setText(str(exc))
            self.error.show()
            self._fit_height()
            return False
        self.error.hide()
        self._fit_height()
        self.custom_back = image
        self.picked = True
        self.settings.custom_back_path = str(Path(path).resolve())
        self._refresh_custom_item()
        self._show_custom_path()
        self._select_back(CUSTOM_BACK)
        self._emit()
        return True

    # ------------------------------------------------------------------ result
    def current(self) -> Settings:
        s = self.settings
        for name, widget in self.fields.items():
            setattr(s, name, field_value(widget))
        s.player_name = s.player_name.strip() or self.original.player_name
        item = self.backs.currentItem()
        s.card_back = item.data(Qt.ItemDataRole.UserRole) if item else s.card_back
        felt = self.felts.currentItem()
        s.felt = felt.data(Qt.ItemDataRole.UserRole) if felt else s.felt
        return s

    def _emit(self) -> None:
        self.changed.emit(copy.deepcopy(self.current()), self.custom_back)

    def accept(self) -> None:
        """OK: a picture chosen here is copied into the program's data folder first, so the
        back stays if the picture is moved or deleted (only its path was kept)."""
        if self.picked and self.settings.custom_back_path:
            keep_quietly(self.settings.custom_back_path)
        super().accept()

    def reject(self) -> None:
        """Cancel: the window goes back to the settings it had."""
        self.changed.emit(copy.deepcopy(self.original), self.original_custom)
        super().reject()


def true_icon(picture: QPixmap) -> QIcon:
    """A preview's icon drawn as it is when picked: the list tinted the picked one with its
    selection colour (the green felt read teal, burgundy mauve), so the choice looked like
    none of them; the picked one is told by its caption and frame."""
    icon = QIcon(picture)
    icon.addPixmap(picture, QIcon.Mode.Selected)
    return icon
