"""The new-game dialog: the game, its options, who sits where, and an optional deal number.

Everything offered comes from the engine: the games from the registry, the options from
``rules.option_specs`` (so a new option of a game appears here without touching this file), the
levels from the AI registry (only those ``make_agent`` can build for that game); what they are
called, where the seats sit and what is wrong with a choice are worked out Qt-free in
``presentation.new_game_choices``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QFontInfo, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..games.registry import available_games, get_rules
from ..presentation.form_fields import Field, option_field, seat_fields
from ..presentation.layout import text_scale
from ..presentation.new_game_choices import (
    available_levels,
    carried_rows,
    choice_problem,
    offered_level,
    option_start,
    players_for,
    seat_place,
    seat_places,
    shared_table_note,
)
from ..presentation.seat_names import person_renamed, seat_name, watch_names
from ..presentation.window_notes import renamed_seats
from ..settings import Seat, Settings
from .card_art import CardArt
from .dialog_keys import mnemonic, with_mnemonics
from .dialogs import (
    GREY,
    OK_CANCEL,
    RED,
    button_box,
    field_value,
    field_widget,
    text_label,
)
from .focus_ring import OpeningRing
from .rules_browser import RulesBrowser
from .window_place import screen_area

#: the dialog's width, and the width the option descriptions wrap at
DIALOG_WIDTH = 560
HELP_WIDTH = 380
#: the width of the options' fields and of the lines that explain them: one width in every game,
#: so that the options' column (beside the players) and the dialog keep their width when the
#: game changes
FIELD_WIDTH = 270
#: the window's title bar and frame, which the screen's room for the dialog leaves out
TITLE_ROOM = 48


class OptionsScroll(QScrollArea):
    """The game's options, scrolled when the dialog would be taller than the screen: as tall
    as they are, at most ``cap`` (None: no cap), never across."""

    def __init__(self, box: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.cap: int | None = None
        self.setWidget(box)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # an option reached by the keys (Tab, its Alt+letter) is scrolled into sight
        QApplication.instance().focusChanged.connect(self._follow)

    def eventFilter(self, watched, event) -> bool:  # Qt override
        # the options laid out anew (another game's): the dialog around asks again how tall
        # they are (a scroll area does not tell its layout of its widget's new size)
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def _follow(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and self.widget().isAncestorOf(new):
            self.ensureWidgetVisible(new)

    def sizeHint(self) -> QSize:  # Qt override
        hint = self.widget().sizeHint()
        if self.cap is None or hint.height() <= self.cap:
            return hint
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width(), self.cap)

    def minimumSizeHint(self) -> QSize:  # Qt override
        return self.sizeHint()


@dataclass
class NewGameChoice:
    """What the person chose: enough for ``GameController.new_game``."""

    game_id: str
    options: dict
    seats: list[Seat]
    seed: int | None


class NewGameDialog(QDialog):
    """Pick a game and its table; ``choice()`` reads the result, ``remember()`` stores it."""

    def __init__(self, settings: Settings, game_id: str | None = None,
                 parent: QWidget | None = None, art: CardArt | None = None) -> None:
        super().__init__(parent)
        self.art = art  # the table's card art, so the rules' examples look like the table
        self.setWindowTitle("New game")
        # the widths grow with the text (Settings → Text size): at the largest size the
        # options' words were cut at the right ("Contra needs a declaratio") and wrapped into
        # so many lines that Start was off the bottom of a 1366 x 768 screen
        grow = text_scale(QFontInfo(self.font()).pixelSize())
        self.field_w, self.help_w = round(FIELD_WIDTH * grow), round(HELP_WIDTH * grow)
        self.setMinimumWidth(round(DIALOG_WIDTH * grow))
        self.settings = settings
        self._option_widgets: dict[str, tuple[Field, QWidget]] = {}
        self._help_labels: dict[str, QLabel] = {}
        self._seat_rows: list[tuple[QLineEdit, QComboBox, QComboBox]] = []
        self._places: list[str] = []  # the seats' place names as last laid out
        #: each place's row as last laid out in this dialog with a name of its own (not the
        #: place's): a game of fewer seats in between lost the names typed for the others
        #: ("Nathaniel" at North went back to "North" after Sheepshead was looked at)
        self._typed: dict[str, tuple[str, str, str]] = {}
        #: the focus is drawn on the first activation, and again on each one after a ring:
        #: coming back from the rules, the ring on "Rules…" was gone
        self.opening_ring = OpeningRing(self, again=True)
        self._keys = ""  # the letters of the Alt+letter keys that stay, for the options'
        layout = QVBoxLayout(self)
        # the dialog is always exactly as big as its content: switching to a game with fewer
        # options shrank it below what the player rows need and squashed them
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)

        top = QFormLayout()
        self.game = QComboBox(self)
        for gid in available_games():
            self.game.addItem(get_rules(gid).title, gid)
        game_row = QHBoxLayout()
        game_row.addWidget(self.game, 1)
        self.rules_button = QPushButton("Rules…", self)
        self.rules_button.setToolTip("The rules of this game, with worked examples")
        self.rules_button.setAutoDefault(False)
        self.rules_button.clicked.connect(self.open_rules)
        game_row.addWidget(self.rules_button)
        self.rules_dialog: RulesBrowser | None = None
        # F1, as on the table: the window's Help entry cannot hear it while this dialog is up
        for keys in QKeySequence.keyBindings(QKeySequence.StandardKey.HelpContents):
            QShortcut(keys, self, self.open_rules)
        self.game_label = QLabel("Game:", self)
        self.game_label.setBuddy(self.game)
        top.addRow(self.game_label, game_row)
        self.summary = text_label(self, style=GREY)
        self.summary.setMinimumWidth(self.help_w)
        top.addRow("", self.summary)
        layout.addLayout(top)

        # the game's options beside the players, not above them: one above the other, Nineteen's
        # four options and four seats made the dialog taller than a 1024 x 640 screen, and its
        # Start button was off the bottom of it
        middle = QHBoxLayout()
        layout.addLayout(middle)
        self.options_box = QGroupBox("Options", self)
        self.options_form = QFormLayout(self.options_box)
        # one column: a list's name over it, a check box with its own words, each line of
        # help under its option. Beside each other, the names' column stood empty beside a
        # game of check boxes only (Sheepshead's lone "Zero-sum settlement" indented by the
        # width of another game's "Hands in a game:")
        self.options_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        # in a scroll area that is as tall as the options unless the screen is not: the
        # dialog then fits the screen and the options scroll (``_fit_screen``)
        self.options_scroll = OptionsScroll(self.options_box, self)
        middle.addWidget(self.options_scroll, 0, Qt.AlignmentFlag.AlignTop)
        right = QVBoxLayout()
        middle.addLayout(right)

        self.seats_box = QGroupBox("Players", self)
        self.seats_grid = QGridLayout(self.seats_box)
        right.addWidget(self.seats_box)
        # two or more people: a note of the pass screen between their turns (the dialog said
        # nothing of it). Its room is kept while it is hidden, so the dialog does not jump
        self.shared_note = text_label(self, shared_table_note(2), right, GREY)
        keep = self.shared_note.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.shared_note.setSizePolicy(keep)
        self.watch = QCheckBox("Watch the computers play (no person at the table)", self)
        right.addWidget(self.watch)

        deal_row = QHBoxLayout()
        self.fixed_deal = QCheckBox("Play game number", self)
        self.fixed_deal.setToolTip("The same number always deals the same cards: play a game "
                                   "again, or share it with a friend.")
        self.deal_number = QSpinBox(self)
        self.deal_number.setRange(1, 2**31 - 1)
        self.deal_number.setEnabled(False)
        self.deal_number.setAccessibleName("Game number")
        self.fixed_deal.toggled.connect(self.deal_number.setEnabled)
        deal_row.addWidget(self.fixed_deal)
        deal_row.addWidget(self.deal_number)
        deal_row.addStretch(1)
        right.addLayout(deal_row)
        right.addStretch(1)

        self.problem = text_label(self, layout=layout, style=RED)
        self.buttons = button_box(self, layout, OK_CANCEL, self._accept)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Start")
        self._give_mnemonics()

        self.game.currentIndexChanged.connect(lambda _i: self._game_chosen())
        self.watch.toggled.connect(self._watch_ticked)
        start = game_id or settings.last_game
        index = self.game.findData(start)
        self.game.setCurrentIndex(index if index >= 0 else 0)
        self._game_changed()
        # after a watched game every stored seat is a computer: the box is ticked again, or the
        # dialog would open refusing its own last choice until the person ticks it once more
        if self._seat_rows and not any(s.kind == "human" for s in self.seats()):
            self.watch.setChecked(True)

    def _give_mnemonics(self) -> None:
        """An Alt+letter key on each part of the dialog that stays (the game's options take
        the letters left, ``_option_mnemonics``): a keyboard-only player reached Start or the
        players only by Tab after Tab."""
        ok, cancel = (self.buttons.button(b) for b in (QDialogButtonBox.StandardButton.Ok,
                                                        QDialogButtonBox.StandardButton.Cancel))
        keyed = [ok, cancel, self.game_label, self.rules_button, self.seats_box,
                 self.options_box, self.watch, self.fixed_deal]
        texts = [w.title() if hasattr(w, "title") else w.text() for w in keyed]
        for widget, text in zip(keyed, with_mnemonics(texts), strict=True):
            (widget.setTitle if hasattr(widget, "setTitle") else widget.setText)(text)
            self._keys += mnemonic(text)
        self._option_mnemonics()

    def _option_mnemonics(self) -> None:
        """Every option of the game with a letter the dialog's other parts leave free: a named
        list on its name ("Players:", "Hands in a game:", where the eye looks for the key), a
        check box on its own words. The check boxes had none, and a keyboard-only player
        reached "Contra" or "Zero-sum settlement" only by Tab after Tab. A check box keeps its
        words whole as its accessible name (a screen reader read the "&" of its key)."""
        keyed: list[QLabel | QCheckBox] = []
        for field, w in self._option_widgets.values():
            label = self.options_form.labelForField(w)
            if isinstance(label, QLabel):
                keyed.append(label)
            elif isinstance(w, QCheckBox):
                w.setAccessibleName(field.label)
                keyed.append(w)
        texts = with_mnemonics([w.text() for w in keyed], self._keys)
        for widget, text in zip(keyed, texts, strict=True):
            widget.setText(text)

    # ------------------------------------------------------------------ building
    @property
    def game_id(self) -> str:
        return self.game.currentData()

    def open_rules(self) -> RulesBrowser:
        """The chosen game's rules page beside the dialog (not modal: the choice stays open)."""
        if self.rules_dialog is not None:
            self.rules_dialog.close()
        dlg = RulesBrowser(self.game_id, self, self.art)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dlg.destroyed.connect(lambda *_: setattr(self, "rules_dialog", None))
        dlg.show()
        self.rules_dialog = dlg
        return dlg

    def _game_chosen(self) -> None:
        """Another game in the box: its own seats, and the person back in the first one when
        Watch is not ticked and that game's seats were left all computers by a watched game
        (switching to it refused to start: "Seat at least one person")."""
        self._game_changed()
        if self.isVisible() and not self.watch.isChecked():
            self._watch_ticked(False)

    def _game_changed(self) -> None:
        gid = self.game_id
        rules = get_rules(gid)
        self.summary.setText(rules.summary)
        self.summary.setMinimumHeight(self.summary.heightForWidth(self.help_w + 60))
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self._option_widgets.clear()
        self._help_labels = {}
        stored = self.settings.game_options.get(gid, {})
        for spec in rules.option_specs:
            field = option_field(spec)
            # the number of players changes the seats; every other option only what is allowed
            w = field_widget(field, option_start(spec, stored), self,
                             self._build_seats if spec.name == "players" else self._validate)
            # every game's check boxes, lists and names of lists start at one left edge (they
            # moved with the labels each game happens to have), the group's own
            w.setFixedWidth(self.field_w)
            if field.row_label:
                label = QLabel(field.row_label, self)
                label.setBuddy(w)
                self.options_form.addRow(label, w)
            else:
                self.options_form.addRow(w)
            if spec.help:
                help_label = text_label(self, spec.help, style=GREY)
                # a little room under it: in one column the next option's name came as close
                # under this help as the help under its own option
                help_label.setContentsMargins(0, 0, 0, self.fontMetrics().height() // 3)
                # a wrapped label in a form row gets one line unless told its height
                help_label.setFixedWidth(self.field_w)
                help_label.setMinimumHeight(help_label.heightForWidth(self.field_w))
                self.options_form.addRow(help_label)
                self._help_labels[spec.name] = help_label
            self._option_widgets[spec.name] = (field, w)
        self.options_box.setVisible(bool(rules.option_specs))
        if self._keys:
            self._option_mnemonics()
        self._build_seats()
        self._fit_screen()
        # and once the new options are shown (a widget added to a shown one shows a moment
        # later, and counts for nothing in the sizes until then)
        QTimer.singleShot(0, self, self._fit_screen)

    def _fit_screen(self) -> None:
        """The dialog as tall as its content, or as its screen leaves room for with the options
        scrolled (``OptionsScroll``): Nineteen's options at the largest text size took the
        dialog below a 1366 x 768 screen, its Start button out of reach."""
        self.options_scroll.cap = None
        self.options_scroll.updateGeometry()
        self.layout().activate()
        over = self.sizeHint().height() - (screen_area(self).height() - TITLE_ROOM)
        if over > 0:
            whole = self.options_box.sizeHint().height()
            self.options_scroll.cap = max(whole // 3, whole - over)
            self.options_scroll.updateGeometry()
            self.layout().activate()
        self.adjustSize()

    def options(self) -> dict:
        return {name: field_value(w) for name, (_field, w) in self._option_widgets.items()}

    def _build_seats(self) -> None:
        gid = self.game_id
        count = players_for(gid, self.options())
        old = [(e.text(), k.currentData(), lv.currentData()) for e, k, lv in self._seat_rows]
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()  # deleteLater waits for the event loop: hide it now
                item.widget().deleteLater()
        self._seat_rows.clear()
        places = seat_places(gid, self.options())
        stored = self.settings.seats_for(gid, count, places)
        # the rows stay the table's players (who plays, at what level), a seat's own place
        # name following the seat; a table of another size keeps the rows of the places it
        # still has, and takes its other seats as saved
        self._typed.update((p, row) for p, row in zip(self._places, old, strict=False)
                           if row[0] != p)  # a name given, not the place's own
        stored = [Seat(*row) for row in carried_rows(old, self._places, places, [
            self._typed.get(places[i] if i < len(places) else "", (s.name, s.kind, s.level))
            for i, s in enumerate(stored)])]
        self._places = places
        levels = available_levels(gid)
        for col, text in enumerate(("Seat", "Name", "Who", "Level")):
            self.seats_grid.addWidget(QLabel(f"<b>{text}</b>", self), 0, col)
        for i, seat in enumerate(stored):
            where = QLabel(places[i] if i < len(places) else seat_place(i, count), self)
            self.seats_grid.addWidget(where, i + 1, 0)
            name_f, kind_f, _level_f = seat_fields(i, levels)
            name = field_widget(name_f, seat.name, self, self._validate)
            name.setCursorPosition(0)  # a long name shows its start ("-Featherstonehaugh")
            kind = field_widget(kind_f, "human" if seat.kind == "human" else "computer", self,
                                lambda i=i: self._kind_changed(*self._seat_rows[i][1:]))
            level = level_box(i, gid, seat.level, self)
            for col, w in enumerate((name, kind, level), 1):
                self.seats_grid.addWidget(w, i + 1, col)
            self._seat_rows.append((name, kind, level))
            self._kind_changed(kind, level)
        self.seats_grid.setColumnStretch(1, 1)
        self._watch_toggled(self.watch.isChecked())
        self._order_tabs()

    def _order_tabs(self) -> None:
        """Tab goes as the eye reads: the game, its options, the players row by row, then
        watching, the game number and the buttons. Why set: Qt's order is the order of making,
        and the options and seats are made anew for each game after everything else, so Tab
        went from the Rules button to Watch and Start, and reached the options last."""
        chain: list[QWidget] = [self.game, self.rules_button]
        chain += [w for _field, w in self._option_widgets.values()]
        chain += [w for row in self._seat_rows for w in row]
        chain += [self.watch, self.fixed_deal, self.deal_number]
        chain += [self.buttons.button(b) for b in (QDialogButtonBox.StandardButton.Ok,
                                                    QDialogButtonBox.StandardButton.Cancel)]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _kind_changed(self, kind: QComboBox, level: QComboBox) -> None:
        level.setEnabled(kind.currentData() == "computer")
        self._validate()

    def _watch_toggled(self, on: bool) -> None:
        for _name, kind, _level in self._seat_rows:
            if on:
                kind.setCurrentIndex(1)
            kind.setEnabled(not on)
        self._validate()

    def _watch_ticked(self, on: bool) -> None:
        """The Watch box changed: untick it with no person seated and the person takes the
        first seat again, as in a first game, instead of the dialog refusing to start. The
        person's name goes with them: a computer left in their seat under "You" won the
        watched game as "You win the game"; it sits under its place's name instead."""
        rows = self._seat_rows
        renamed, person_first = watch_names(
            [name.text() for name, _kind, _level in rows],
            [kind.currentData() == "human" for _name, kind, _level in rows],
            seat_places(self.game_id, self.options()), self.settings.player_name, on)
        if person_first:
            kind = rows[0][1]
            kind.setCurrentIndex(kind.findData("human"))
        for i, text in renamed.items():
            rows[i][0].setText(text)
            rows[i][0].setCursorPosition(0)
        self._watch_toggled(on)

    # ------------------------------------------------------------------ what a person sees
    def option_widget(self, name: str) -> QWidget:
        """The check box or drop-down list of the game's option ``name``."""
        return self._option_widgets[name][1]

    def seat_rows(self) -> list[tuple[QLineEdit, QComboBox, QComboBox]]:
        """Each seat's name field, who-plays list and level list, in seat order."""
        return list(self._seat_rows)

    # ------------------------------------------------------------------ result
    def seats(self) -> list[Seat]:
        """The seats as chosen; a computer is never called "You" (a watched game said "You
        are thinking…" and "You took the window" of it): it sits under its place's name."""
        places = seat_places(self.game_id, self.options())
        return [Seat(seat_name(e.text(), i, k.currentData() == "computer", places),
                     k.currentData(), lv.currentData())
                for i, (e, k, lv) in enumerate(self._seat_rows)]

    def _grey_unused_options(self) -> None:
        """An option that cannot apply with the other choices is greyed, its line says why."""
        chosen = self.options()
        for name, (field, w) in self._option_widgets.items():
            why = field.unused_because(chosen)
            w.setEnabled(not why)
            w.setToolTip(why or field.help)
            label = self._help_labels.get(name)
            if label is not None and label.text() != (why or field.help):
                label.setText(why or field.help)
                label.setMinimumHeight(label.heightForWidth(self.field_w))

    def _validate(self) -> bool:
        self._grey_unused_options()
        seats = self.seats() if self._seat_rows else []
        problem = choice_problem(self.game_id, self.options(), seats, self.watch.isChecked())
        note = shared_table_note(sum(1 for s in seats if s.human))
        self.shared_note.setText(note or shared_table_note(2))
        self.shared_note.setVisible(bool(note))
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
        return not problem

    def choice(self) -> NewGameChoice:
        seed = self.deal_number.value() if self.fixed_deal.isChecked() else None
        return NewGameChoice(self.game_id, self.options(), self.seats(), seed)

    def _accept(self) -> None:
        if self._validate():
            self.remember()
            self.accept()

    def remember(self) -> None:
        """Store the choices in the settings object (the caller saves it), the one person's
        name as theirs (Settings' "Your name"), as the Settings dialog renames their seats."""
        c = self.choice()
        self.settings.last_game = c.game_id
        self.settings.game_options[c.game_id] = dict(c.options)
        self.settings.seats[c.game_id] = [Seat(s.name, s.kind, s.level) for s in c.seats]
        old = self.settings.player_name
        new = person_renamed([s.name for s in c.seats if s.human], old)
        if new:
            self.settings.player_name = new
            for seats in self.settings.seats.values():
                for i in renamed_seats(seats, old, new, lambda s: s.human):
                    seats[i].name = new


def level_box(index: int, game_id: str, level: str, parent: QWidget,
              changed: Callable[[], None] = lambda: None) -> QComboBox:
    """Seat ``index``'s level list as the Level column shows it: the levels offered for the game,
    in their words, at the one offered for ``level`` (``offered_level``). Game → Computer
    players… lists the same (two lists for one thing came apart when one changed)."""
    levels = available_levels(game_id)
    return field_widget(seat_fields(index, levels)[2], offered_level(level, levels), parent,
                        changed)


def seats_from_settings(settings: Settings, game_id: str, options: dict) -> list[Seat]:
    """The seats last chosen for a game, or the person against computer players (copies:
    ``Settings.seats_for`` never hands out the stored seats themselves)."""
    return settings.seats_for(game_id, players_for(game_id, options),
                              seat_places(game_id, options))


__all__ = ["NewGameChoice", "NewGameDialog", "level_box", "seats_from_settings"]
