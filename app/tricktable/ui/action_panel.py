"""The decision panel: every decision that is not playing a card, above the person's hand.

Built from a :class:`describe.Decision`, itself made from ``legal_actions()``: a title saying what
is decided, one large button per choice with a line under it saying what it means, and a "?" opening
the rules at that point. Real widgets (in a ``QGraphicsProxyWidget``) rather than painted items, so
each button has a true accessible name and description for screen readers, and keyboard focus and
Tab order come from Qt. The panel never decides what is allowed: its buttons carry the legal
actions, and toggles and discards are mapped onto them by the table. What the buttons say, how
many go in a row, and what Enter, Esc and a hint do come from ``presentation/panel_state.py``;
the panel lays them out and paints them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QVBoxLayout,
    QWidget,
)

from ..engine.protocol import Action
from ..presentation import felt_colours as fc
from ..presentation import panel_keys as pk
from ..presentation import text_boxes as tb
from ..presentation.describe import Choice, Decision
from ..presentation.panel_state import (
    PanelState,
    button_choices,
    grid,
    next_enabled,
    required_keys,
)
from ..presentation.panel_width import steady_width
from .choice_button import ARROW_KEYS, ChoiceButton, choosable, readable_px
from .raised_card import RaisedCard, fresh_column
from .seat_plate import MEASURE

TEXT, SOFT = QColor(*fc.TEXT).name(), QColor(*fc.PANEL_SOFT).name(QColor.NameFormat.HexArgb)


class ActionPanel(RaisedCard):
    """The panel widget; the table wraps it in a proxy and maps its signals to the controller."""

    FILL, EDGE = fc.PANEL_FILL, fc.PANEL_EDGE
    ROUNDING, EDGE_SHARE, INSET, SHADOW = 1.1, 0.08, 1.0, False

    chosen = Signal(object)          # a legal Action from a plain button
    togglesConfirmed = Signal(object)  # the set of toggled keys ("Announce")
    togglesChanged = Signal(object)  # the toggled keys changed: the table says if they may go
    discardConfirmed = Signal()      # "Discard": the table knows which cards are selected
    rulesRequested = Signal(str)     # the rules page anchor
    toHand = Signal()                # keyboard focus back to the hand
    cancelled = Signal()             # Esc on a choice that can be cancelled
    stepped = Signal(object)         # a two-step choice: the Decision to show now
    hintAsked = Signal()             # H while a button has the keyboard, as on the table
    unpicked = Signal(str)           # Enter with nothing picked, or a click on the greyed
    #                                  confirm button or a greyed choice: the words saying
    #                                  what to pick first, or why that choice is refused

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Decision", parent)
        #: the table's felt: the default button's words take its dark shade (``set_cloth``)
        self.cloth: fc.Felt = fc.felt(fc.DEFAULT_FELT)
        self.decision: Decision | None = None
        self.state: PanelState | None = None
        self.buttons: list[ChoiceButton] = []
        self.toggles: list[ChoiceButton] = []
        self.confirm: ChoiceButton | None = None
        self.skip: ChoiceButton | None = None   # toggles: the button that announces nothing
        self._order: list[QWidget] = []  # the choices, then the "?": Tab's order
        #: the button the keys were put on as the panel opened (``focus_opening``) or by a
        #: hint (``hinted_from_outside``), the person not yet moving in the panel: Tab from
        #: it comes in at the first choice, as from the hand
        self._tab_enters: QWidget | None = None

    def set_cloth(self, cloth: fc.Felt) -> None:
        """Another table colour or deck (``TableView.set_art``): the buttons are drawn again in
        its shades, their suit signs in the deck's inks (``four_colour_deck``)."""
        self.cloth = cloth
        for button in self.findChildren(ChoiceButton):
            button.update()

    # ------------------------------------------------------------------ building
    def show_decision(self, decision: Decision, font_px: float, max_width: float,
                      with_hint: bool = True) -> int:
        """Replace the panel's content; its size follows from the fonts and ``max_width``.
        Without room for the hint line, the hint stays the panel's accessible description."""
        self.decision = decision
        self.state = PanelState(decision)
        self._tab_enters = None
        self._px = font_px
        self.buttons, self.toggles, self.confirm, self.skip = [], [], None, None
        pad = font_px * 0.9
        outer = fresh_column(self, pad, pad * 0.7, pad * 0.9, font_px * 0.45)

        head = QHBoxLayout()
        head.setSpacing(round(font_px * 0.6))
        title = self._label(decision.title, font_px * 1.3, True, TEXT)
        title.setAccessibleName(decision.title)
        head.addWidget(title)
        head.addStretch(1)
        helper = ChoiceButton("?", "", font_px)
        helper.setAccessibleName(f"Rules: {decision.title}")
        helper.setToolTip("Open the rules at this point")
        helper.setFixedSize(round(font_px * 2.0), round(font_px * 2.0))
        helper.clicked.connect(lambda: self.rulesRequested.emit(decision.anchor))
        head.addWidget(helper)
        outer.addLayout(head)
        self.setAccessibleDescription(decision.hint)
        self.setToolTip(decision.hint)
        if decision.hint and with_hint:
            # wrapped, never under a readable size: at 960 x 600 with the scores and the
            # deal log open it came down to 8 or 9 px
            outer.addWidget(self._label(decision.hint, max(font_px * 0.92, readable_px(self)),
                                        False, SOFT, wrap=True))

        inner_w = max_width - 2 * pad
        if decision.kind == "toggles":
            self._build_toggles(decision, outer, font_px, inner_w)
        elif decision.kind == "discard":
            self._build_discard(decision, outer, font_px)
        else:
            self._build_buttons(decision, outer, font_px, inner_w)
        self._order = [*self.toggles, *self.buttons, helper]
        self.setMinimumSize(0, 0)
        self.setMaximumSize(16777215, 16777215)
        self._finish()
        # a few buttons: a panel as wide as they need, and never narrower than the steady
        # width of its kind (``panel_width``): the same from deal to deal
        steady = steady_width(decision.kind, len(button_choices(decision)), max_width)
        width = min(max_width, max(self.sizeHint().width(), font_px * 24, steady))
        self._finish(width)
        self._fit_heights(decision)
        return round(width)

    def _fit_heights(self, decision: Decision) -> None:
        """The choices' grid measured again at the widths it was laid out at, one height for
        all: measured at the narrower width asked for, a toggle stretched across the panel
        stood three rows high round its one row of words; squeezed narrower, its last rows
        were cut off."""
        grid = self.toggles if decision.kind == "toggles" else \
            [] if decision.kind == "discard" else self.buttons
        if not grid:
            return
        # laid out at its own width first: a panel still hidden (shown again for the next
        # deal's decision) kept its buttons at their unsqueezed widths, measured them there,
        # and "No Last Two"'s second row was cut to "−10 / −20 for the last…" (Young
        # Hunter's announcements too, seen by a tester)
        lay = self.layout()
        lay.setGeometry(QRect(0, 0, self.width(), lay.sizeHint().height()))
        tallest = max(b.height_at(b.width()) for b in grid)
        lay.invalidate()  # placed anew at the panel's own height once it has it
        if any(b.height() != tallest for b in grid):
            for b in grid:
                b.setFixedHeight(tallest)
            self._finish()

    def _build_buttons(self, decision: Decision, outer: QVBoxLayout, px: float,
                       inner_w: float) -> None:
        choices = button_choices(decision)
        if not choices:  # words only: a lone pass, made for the person in a moment
            return
        natural = max(tb.button_text_width(c.label, c.line, px, MEASURE) for c in choices)
        per_row, width = grid(len(choices), natural, inner_w, tb.button_frame(px), px * 0.5)
        outer.addLayout(self._choice_grid(choices, px, per_row, min(width, natural), False))

    def _build_toggles(self, decision: Decision, outer: QVBoxLayout, px: float,
                       inner_w: float) -> None:
        row = QHBoxLayout()
        row.setSpacing(round(px * 0.5))
        side_w = px * 9.0
        gap = px * 0.5
        # labels are names ("♦ Diamond catch"): never cut short, so when a row of toggles
        # cannot show them whole they go in two (or more) rows of even length
        natural = max((tb.button_text_width(c.label, "", px, MEASURE) for c in decision.choices),
                      default=px * 8)
        per_row, width = grid(max(1, len(decision.choices)), natural, inner_w - side_w - gap,
                              tb.button_frame(px), gap, most=None)
        width = max(natural, min(width, max(natural, px * 8)))
        row.addLayout(self._choice_grid(decision.choices, px, per_row, width, True), 1)
        side = QVBoxLayout()
        side.setSpacing(round(px * 0.4))
        self.confirm = ChoiceButton(decision.confirm, "none toggled", px, primary=True,
                                    width=side_w - px * 1.4)
        self.confirm.lines = self.state.lines()  # measured for its longest count
        self.confirm.clicked.connect(self._confirm_toggles)
        self.confirm.installEventFilter(self)  # a click on it greyed says why
        side.addWidget(self.confirm)
        self.buttons.append(self.confirm)
        if decision.skip is not None:
            skip = ChoiceButton(decision.skip.label, "", px, width=side_w - px * 1.4)
            skip.clicked.connect(lambda: self._pick(decision.skip))
            side.addWidget(skip)
            self.buttons.append(skip)
            self.skip = skip
        row.addLayout(side)
        outer.addLayout(row)
        required = required_keys(decision)
        for t in self.toggles:
            t.setChecked(t.property("key") in required)
        self._toggled()

    def _choice_grid(self, choices: list[Choice], px: float, per_row: int, width: float,
                     toggles: bool) -> QGridLayout:
        """The choices as buttons ``width`` wide in rows of ``per_row``: toggles (kept in
        ``toggles``, mapped onto actions by the table) or plain buttons that pick."""
        layout = QGridLayout()
        layout.setSpacing(round(px * 0.5))
        for i, choice in enumerate(choices):
            b = ChoiceButton(choice.label, choice.line, px, checkable=toggles,
                             primary=choice.default and not toggles, width=width)
            if choice.spoken:
                b.setAccessibleName(choice.spoken)
            if toggles:
                b.setProperty("key", choice.key)
                b.toggled.connect(self._toggled)
            elif choice.refusal:  # in its place, greyed: a click, Space or Enter says why
                b.refuse(choice.refusal)
                b.clicked.connect(lambda _=False, r=choice.refusal: self.unpicked.emit(r))
            else:
                b.clicked.connect(lambda _=False, c=choice: self._pick(c))
            layout.addWidget(b, i // per_row, i % per_row)
            (self.toggles if toggles else self.buttons).append(b)
        # one height for the grid: a line wrapped to three beside one of two left its row
        # ragged ("Spade catch" taller than "Heart hit" next to it)
        made = self.toggles if toggles else self.buttons
        tallest = max((b.sizeHint().height() for b in made[-len(choices):]), default=0)
        for b in made[-len(choices):]:
            b.setFixedHeight(tallest)
        return layout

    def _build_discard(self, decision: Decision, outer: QVBoxLayout, px: float) -> None:
        row = QHBoxLayout()
        row.addStretch(1)
        self.confirm = ChoiceButton(decision.confirm, "", px, primary=True, width=px * 9)
        self.confirm.lines = self.state.lines()
        self.confirm.clicked.connect(self.discardConfirmed.emit)
        self.confirm.installEventFilter(self)  # a click on it greyed says why
        row.addWidget(self.confirm)
        row.addStretch(1)
        outer.addLayout(row)
        self.buttons.append(self.confirm)
        self.set_selected(0)

    # ------------------------------------------------------------------ state
    def checked_keys(self) -> set:
        return {t.property("key") for t in self.toggles if t.isChecked()}

    def set_selected(self, count: int) -> None:
        """Discard: how many cards are selected in the hand (the button says what is missing)."""
        if self.state is None:
            return
        self.state.selected = count
        if self.confirm is not None and self.state.decision.kind == "discard":
            self._show_confirm()

    def _toggled(self, *_args) -> None:
        if self.confirm is None or self.state is None:
            return
        self.state.checked, self.state.refusal = frozenset(self.checked_keys()), None
        self._show_confirm()
        if self.state.checked:
            self.togglesChanged.emit(self.checked_keys())

    def set_refusal(self, reason: str | None) -> None:
        """Toggles: the rules forbid the toggled set; the confirm button is greyed and says why
        (its line is short, the tooltip and the accessible description carry all of it)."""
        if self.confirm is None or self.state is None or not reason:
            return
        self.state.refusal = reason
        self._show_confirm()

    def _show_confirm(self) -> None:
        confirm = self.state.confirm()
        self.confirm.say(confirm.line)
        self.confirm.setEnabled(confirm.enabled)
        self.confirm.setToolTip(confirm.reason)
        self.confirm.setAccessibleDescription(confirm.reason or confirm.line)
        if self.skip is not None:
            # the button Enter picks is drawn as the default, as on every panel: "Say nothing"
            # until something is toggled, then Announce
            nothing = self.state.default() is self.state.decision.skip
            self.skip.primary, self.confirm.primary = nothing, not nothing
            self.skip.update()
        self.confirm.update()

    def _pick(self, choice: Choice | None) -> None:
        if choice is None:
            return
        if choice.then is not None:
            self.stepped.emit(choice.then)
        elif choice.action is not None:
            self.chosen.emit(choice.action)

    def _confirm_toggles(self) -> None:
        self.togglesConfirmed.emit(self.checked_keys())

    def focus_action(self, action: Action) -> bool:
        """A hint: make ``action`` what Enter does. A button is focused (on a first step, the
        one whose second step holds the action: "Dominoes…"); toggles are set to the action's
        set and Announce / Double (or the skip button, for nothing) is focused, unless the
        person has toggled others; a discard's Discard button is focused (the table selects the
        cards). False when the panel has no way to the action or leaves the person's picks."""
        if self.state is None:
            return False
        where, keys = self.state.hint_target(action)
        if where == "skip":  # "announce nothing": its own button, the person's picks untouched
            keys = None      # (the outline stayed on the "?", and Enter opened the rules)
        if keys is not None and self.state.checked and not self.state.checked <= keys:
            # the person's own toggles stay ("Spade hit" and "Trump catch" picked, then H, were
            # both cleared for the hint's "Say nothing"): the hint's words say what it advises.
            # A hint that only adds to them is set (East picked, "double everyone" advised:
            # Enter doubled East alone)
            return False
        if keys is not None:
            for t in self.toggles:
                t.setChecked(t.property("key") in keys)
        target = (self.confirm if where == "confirm" else self.buttons[-1] if where == "skip"
                  else self.buttons[where] if isinstance(where, int) else None)
        if target is None or not choosable(target):
            return False
        target.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click on the greyed confirm button says what it waits for (``greyed_words``): a
        greyed button takes no click, and the click did nothing at all. The press is kept so
        that its release comes here too; a release off the button, as on a live one, is no
        click (a choice the rules refuse is not disabled)."""
        if watched is self.confirm and self.state is not None \
                and not watched.isEnabled() \
                and event.type() in (QEvent.Type.MouseButtonPress,
                                     QEvent.Type.MouseButtonRelease) \
                and event.button() == Qt.MouseButton.LeftButton:
            if event.type() == QEvent.Type.MouseButtonRelease \
                    and watched.rect().contains(event.position().toPoint()):
                self.unpicked.emit(self.state.greyed_words())
            return True
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------------ keyboard
    def _default_button(self) -> ChoiceButton | None:
        """The button Enter presses with none focused, drawn as the default."""
        what = self.state.default() if self.state is not None else None
        if what in ("toggles", "discard"):
            return self.confirm
        if what is not None and what is self.decision.skip:
            return self.skip
        choices = button_choices(self.decision) if self.decision is not None else []
        return self.buttons[choices.index(what)] if what in choices \
            and choices.index(what) < len(self.buttons) else None

    @property
    def choices(self) -> list[QWidget]:
        """The panel's choices in order, without the "?" after them: the arrows, Home and End
        move among these (Left from the first went round to the "?", and Space there opened
        the rules); Tab reaches the "?" too."""
        return self._order[:-1]

    def _step_among_choices(self, index: int, step: int) -> None:
        """Focus the next choice that may be pressed from ``index``, round the ends."""
        choices = self.choices
        j = next_enabled([w.isEnabled() for w in choices], index, step)
        if j is not None:
            choices[j].setFocus(Qt.FocusReason.TabFocusReason)

    def opening(self) -> QWidget | None:
        """Where the keys are as the panel opens on a decision the cards take no part in: the
        button drawn as the default, else the first choice that may be pressed (None: none
        may). Why: nothing showed the keys, the filled default looked like them, and the first
        Down only landed on "Take the set": a second Down was needed for "Lay the set face
        up", and Enter took the set the person had meant to lay up."""
        default = self._default_button()
        if default is not None and default.primary and choosable(default) \
                and default in self.choices:
            return default
        return next((w for w in self.choices if choosable(w)), None)

    def default_drawn(self) -> bool:
        """A button is drawn as the default and the keys open on it (``opening``): where they
        are not on the panel, an arrow moves on from it, as if they were."""
        default = self._default_button()
        return default is not None and self.opening() is default

    def focus_opening(self) -> bool:
        """The keys on ``opening``, outlined; False (and no move) when no choice may be
        pressed."""
        button = self.opening()
        if button is not None:
            button.setFocus(Qt.FocusReason.OtherFocusReason)
        self._tab_enters = button  # Tab from "Say nothing": the first taking, not the "?"
        return button is not None

    def untouched(self) -> bool:
        """The keys are where the panel or a hint put them, the person not moving since."""
        return self._tab_enters is not None and self._tab_enters is self.focusWidget()

    def focus_place(self) -> tuple[int, bool] | None:
        """Where the keys are among the buttons (an index, and ``untouched``), to be put back
        by ``refocus`` once the panel is laid out anew (None: on none). Why: a resize made
        the buttons again, and the outline went with the old ones."""
        focused = self.focusWidget()
        return (self._order.index(focused), self.untouched()) if focused in self._order \
            else None

    def refocus(self, place: tuple[int, bool] | None) -> None:
        """The keys back on the button at ``place`` (``focus_place``) of the panel made anew."""
        proxy = self.graphicsProxyWidget()
        scene = proxy.scene() if proxy is not None else None
        if place is not None and place[0] < len(self._order) and scene is not None \
                and scene.focusItem() is proxy and self._order[place[0]].isEnabled():
            self._order[place[0]].setFocus(Qt.FocusReason.OtherFocusReason)
            self._tab_enters = self._order[place[0]] if place[1] else None

    def focus_from_keys(self, step: int) -> bool:
        """An arrow from the table into the panel: where a button is drawn as the default,
        Right (``step`` 1) or Left (−1) moves off it and Up or Down (0) lands on it; the first
        Right only landed on that button, which looked chosen already, and a second Right and
        Enter took the set the person had meant to pass over. Elsewhere (toggles, a discard,
        no button drawn as the default) the arrows come in at the first choice. False when no
        choice may be pressed (the keys stay where they were)."""
        default = self._default_button()
        if default is None or not default.primary or default not in self.choices \
                or self.decision.kind in ("toggles", "discard"):
            if not any(w.isEnabled() for w in self._order[:-1]):
                # nothing to press but the "?": the arrow leaves the keys on the cards and says
                # what the panel waits for (Up landed on the "?", and Enter opened the rules)
                self.unpicked.emit(self.state.greyed_words())
                return False
            self.focus_first()
            return True
        i = self.choices.index(default)
        if step == 0:
            default.setFocus(Qt.FocusReason.TabFocusReason)
        else:
            self._step_among_choices(i, step)
        return True

    def _boxes(self, focused: QWidget) -> list[pk.Box | None]:
        """The choices' boxes for the arrows (None: ``focused``, a greyed or a hidden one)."""
        return [None if w is focused or not w.isEnabled() or not w.isVisible()
                else w.geometry().getCoords() for w in self.choices]

    def _focus_row(self, focused: QWidget, down: bool) -> bool:
        """Up or Down to the nearest button in the row above or below ``focused`` (a grid of
        bids, the stock's choices one over the other); False when there is none."""
        return self._focus_at(pk.row_step(focused.geometry().getCoords(),
                                          self._boxes(focused), down))

    def _focus_beside(self, focused: QWidget, right: bool) -> bool:
        """Left or Right to the nearest button in ``focused``'s row; False at the row's end."""
        return self._focus_at(pk.beside_step(focused.geometry().getCoords(),
                                             self._boxes(focused), right))

    def _focus_at(self, index: int | None) -> bool:
        if index is not None:
            self.choices[index].setFocus(Qt.FocusReason.TabFocusReason)
        return index is not None

    def _entry(self, step: int) -> QWidget | None:
        """Where Tab (``step`` 1) comes into the panel, or Shift+Tab (−1): its first or last
        choice that may be chosen (the "?" is not a choice), else one that is enabled."""
        order = self._order if step > 0 else list(reversed(self._order[:-1] or self._order))
        return next((w for w in sorted(order, key=lambda w: not choosable(w))
                     if w.isEnabled()), None)

    def focus_first(self) -> None:
        """Tab into the panel, and Home: its first choice that may be chosen (a contract played
        already is reached by the arrows and Tab, not landed on: Enter there chose nothing)."""
        if (w := self._entry(1)) is not None:
            w.setFocus(Qt.FocusReason.TabFocusReason)

    def focus_then(self, step: Decision) -> bool:
        """Back from a second step: the keys on the choice that opened it ("Dominoes…"), not
        on the first choice ("No Queens"); False when no choice here opens ``step``."""
        if self.decision is None:
            return False
        for choice, button in zip(button_choices(self.decision), self.buttons, strict=False):
            if choice.then is step and choosable(button):
                button.setFocus(Qt.FocusReason.OtherFocusReason)
                return True
        return False

    def focus_last(self) -> None:
        """Shift+Tab into the panel: its last choice (the "?" after it is not a choice)."""
        if (w := self._entry(-1)) is not None:
            w.setFocus(Qt.FocusReason.BacktabFocusReason)

    def hinted_from_outside(self) -> None:
        """A hint has just put the keys on a button (``focus_action``) while they were on the
        table: the first Tab comes into the panel at its first choice (Shift+Tab at its last),
        as the keys' help says. Why: after "Hint: do not double" put them on "No double", Tab
        went on to the "?" after it, and Space there opened the rules instead of a double."""
        self._tab_enters = self.focusWidget()

    def focus_step(self, step: int, wrap: bool = True) -> bool:
        """Tab (``step`` 1) or Shift+Tab (−1) inside the panel: the next button, the "?"
        included (Tab went back to the first button every time). Without ``wrap``, False and
        no move at the panel's end: the keys go on to the hand, when its cards take part."""
        entering, self._tab_enters = self._tab_enters, None
        first = self._entry(step)
        if entering is not None and entering is self.focusWidget() and first is not entering:
            first.setFocus(Qt.FocusReason.TabFocusReason if step > 0
                           else Qt.FocusReason.BacktabFocusReason)
            return True
        focused = [w for w in self._order if w.hasFocus()]
        if not focused:
            self.focus_first()
            return True
        i = self._order.index(focused[0])
        j = next_enabled([w.isEnabled() for w in self._order], i, step)
        if j is None:
            return True
        if not wrap and (j - i) * step <= 0:
            return False
        self._order[j].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def press_default(self) -> None:
        """Enter with no button focused: the default choice (Announce when something is
        toggled, else Say nothing; the first/primary button otherwise)."""
        what = self.state.default() if self.state is not None else None
        if what == "toggles":
            self._confirm_toggles()  # when refused, the table says why
        elif what == "discard":
            self.discardConfirmed.emit()
        elif what is None and self.state is not None:
            # nothing is drawn as picked: Enter says how to pick (it took the first choice)
            self.unpicked.emit(self.state.unpicked_words())
        else:
            self._pick(what)

    def cancel(self) -> bool:
        """Esc: undo what was picked but not confirmed; False when there was nothing."""
        what = self.state.cancel() if self.state is not None else None
        if what == "untoggle":
            for t in self.toggles:
                t.setChecked(False)
        elif what == "unselect":
            self.cancelled.emit()
        elif what == "back":
            self.stepped.emit(self.state.decision.back)
        return what is not None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (*ARROW_KEYS, Qt.Key.Key_Home, Qt.Key.Key_End):
            self._tab_enters = None  # the person moves in the panel: Tab goes on from there
        # the button the panel's focus is on (the key came here: the panel has the keys, even
        # where the window is not the active one and no button says ``hasFocus``)
        focused = [w for w in self._order if w is self.focusWidget()]
        if key in ARROW_KEYS and not focused and self._order:
            # the keys here, no button showing it (a panel made anew): on the button drawn as
            # the default, and the arrow moves on from there; else in as from the table
            if not (self.default_drawn() and self.focus_opening()):
                self.focus_from_keys({Qt.Key.Key_Right: 1, Qt.Key.Key_Left: -1}.get(key, 0))
                return
            focused = [self.focusWidget()]
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self._order:
            # the button beside, in the same row (from "Heart catch" Right skipped "Announce"
            # beside it for "Diamond catch" on the next row); at a row's end, the next choice
            # in order, round the ends among the choices (not to the "?")
            right = key == Qt.Key.Key_Right
            if focused and self._focus_beside(focused[0], right):
                return
            if focused and focused[0] in self.choices:
                self._step_among_choices(self.choices.index(focused[0]), 1 if right else -1)
            elif right:  # from the "?" (reached by Tab): round to the first choice
                self.focus_first()
            else:
                self.focus_last()
            return
        if key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            # the first or the last choice, as on the hand's cards (they did nothing here)
            (self.focus_first if key == Qt.Key.Key_Home else self.focus_last)()
            return
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            # between rows of choices; Down from the lowest row goes back to the hand
            down = key == Qt.Key.Key_Down
            if not (focused and self._focus_row(focused[0], down)) and down:
                self.toHand.emit()
            return
        if key == Qt.Key.Key_H and not event.modifiers():
            self.hintAsked.emit()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.press_default()
            return
        if key == Qt.Key.Key_Escape:
            if not self.cancel():
                self.toHand.emit()
            return
        super().keyPressEvent(event)
