"""The person's hands on the table: clicks and hovers on cards, the keyboard's choice of a card,
and the cards selected for a discard. An object that watches the view's events and emits what
the person asked for; what that means for the game is decided elsewhere (:mod:`table_decisions`
sends it to the controller, whose engine says whether it is legal).

Why an object of its own rather than a part of the view: the view only shows, and the same
requests (play this card, give a hint, the next deal) come from the mouse and the keyboard
alike, so they leave this object as signals, one per request.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QGraphicsProxyWidget, QGraphicsView

from ..presentation import hand_focus, zorder
from ..presentation.held_keys import HeldKeys
from .animations import Motion, StepQueue
from .card_item import CardItem
from .pile import Pile
from .table_felt import TableFelt
from .table_model import TableModel

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
TAB_KEYS = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
#: the keys that act on a card: pressed while the person has none to play, they are told why
CARD_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End, *ENTER_KEYS,
             *TAB_KEYS)
#: the arrows and the way each steps among the panel's choices (``ActionPanel.focus_from_keys``)
ARROWS = {Qt.Key.Key_Right: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_Up: 0, Qt.Key.Key_Down: 0}
HOVER_LIFT_MS = 110
#: how long after a go key's release the outline it held back shows (a held key's repeat
#: comes back sooner)
GO_KEY_UP_MS = 60
#: keys pressed on their own as part of a shortcut: no sign of the keyboard in use
MODIFIER_KEYS = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta,
                 Qt.Key.Key_AltGr)


class TableInput(QObject):
    """Watches ``view`` (installed as an event filter on it and its viewport) and the model's
    cards. Which cards the person may act on is told to it by :meth:`set_acting`."""

    played = Signal(int)             # a card of the acting hand chosen (click, or Enter)
    strayClicked = Signal(object)    # a card clicked that is not in the acting hand
    discardRefused = Signal(int)     # a dimmed card clicked to be selected for a discard
    selectionChanged = Signal(int)   # the number of cards selected for a discard
    selectionCleared = Signal()      # Escape with cards selected
    defaultPressed = Signal()        # Enter with no card picked by the keyboard
    outOfTurn = Signal()             # a key for the cards while the person has none to play
    nextDealRequested = Signal()     # Enter or Space under the deal summary
    overKeyPressed = Signal()        # Enter or Space under the game's last summary: not taken
    hintRequested = Signal()

    def __init__(self, view: QGraphicsView, model: TableModel, felt: TableFelt, motion: Motion,
                 queue: StepQueue, panel_proxy: QGraphicsProxyWidget) -> None:
        super().__init__(view)
        self.view = view
        self.model = model
        self.felt = felt
        self.motion = motion
        self.queue = queue
        self.panel_proxy = panel_proxy
        self.acting_pile: Pile | None = None   # the hand the person plays from now
        self.own_pile: Pile | None = None      # the person's own hand
        self.discarding = False            # clicks select cards for a discard
        self.hand_acts = True              # the cards take part in the decision now up
        self.selected: set[int] = set()
        self.focus_index = -1
        self.keyboard_used = False
        #: the viewer (the person at the bottom) whose outline showed when the table was drawn
        #: anew (``forget_focus``): theirs comes back on their next turn, on the first card
        #: they may play (after Ctrl+Z, Ctrl+Shift+Z or Ctrl+O no card was outlined until an
        #: arrow was pressed, and Enter there only showed the outline); None: nobody's
        self._keys_for: int | None = None
        #: the card the outline was on when the mouse took over (None: none): the first arrow
        #: after it goes on from there (it went to the hand's first or last card)
        self._left_on: int | None = None
        #: the keys' pick while a card clicked with the mouse is answered (``click_refused``)
        self._before_click: tuple | None = None
        #: the outline is a hint's pick, not the arrows': it goes with the card Enter plays
        self.hinted = False
        #: the key that confirmed the pass screen, maybe still down: its repeats and its
        #: release play nothing on the hand it opened (``keys_after_pass``)
        self._held_key: int | None = None
        self._pass_keys = HeldKeys()
        #: Enter, Return and Space followed down and up on the table (whichever of the hand,
        #: the panel and its buttons has them): a press of one held down acts on nothing
        #: (``_held_go_key``)
        self._go_keys = HeldKeys()
        #: a go key let go (not one of X11's release and press of a key held down, which
        #: comes back at once): the outline it held back shows (``show_focus``)
        self._go_key_up = QTimer(self)
        self._go_key_up.setSingleShot(True)
        self._go_key_up.setInterval(GO_KEY_UP_MS)
        self._go_key_up.timeout.connect(self.show_focus)
        model.cardClicked.connect(self.card_clicked)
        model.cardHovered.connect(self._card_hovered)
        model.cleared.connect(lambda: self.selected.clear())
        self.viewport = view.viewport()
        view.installEventFilter(self)
        self.viewport.installEventFilter(self)
        # the panel or the summary taking the keyboard, or giving it back, moves the outline
        view.scene().focusItemChanged.connect(self._scene_focus_moved)

    def set_acting(self, acting: Pile | None, own: Pile | None, discarding: bool,
                   hand_acts: bool = True) -> None:
        self.acting_pile, self.own_pile, self.discarding = acting, own, discarding
        self.hand_acts = hand_acts

    @property
    def acting(self) -> list[CardItem]:
        return self.acting_pile.items if self.acting_pile is not None else []

    # ================================================================== cards
    def card_clicked(self, item: CardItem, by_keys: bool = False) -> None:
        """A card chosen, by the mouse or (``by_keys``) by Enter on its outline."""
        if self.felt.hide_last_trick() or not self.queue.idle():
            return
        if item not in self.acting:
            self.strayClicked.emit(item)
            return
        if self.discarding:
            if item.dimmed and item.card not in self.selected:
                # refused: the outline stays where it was (it went to the refused card)
                self.discardRefused.emit(item.card)
                return
            self.focus_index = self.acting.index(item)
            self.select(self.selected ^ {item.card})
            return
        if by_keys:
            self.played.emit(item.card)
            return
        # played with the mouse: the outline the keys left (the pointer resting, not moved,
        # since the arrows) went on to the neighbouring card and waited there for the next
        # turn, where a reflex Enter played it; it starts from nothing then. Kept until the
        # click is answered: a refused one changes nothing of it (``click_refused``)
        self._before_click = (self.focus_index, self.keyboard_used, self.hinted,
                              self._left_on, self._keys_for)
        self.forget_focus()
        self._keys_for = None
        try:
            self.played.emit(item.card)
        finally:
            self._before_click = None

    def click_refused(self) -> None:
        """The card just clicked was refused (a greyed-out card, "You must follow diamonds"):
        the keyboard's pick is as it was before the click, and shows. Why: the click forgot
        it, and the next Enter only outlined the first card the rules allow (the hint's 6♦
        lost for the 2♦, which a second Enter played). Where the mouse had hidden the outline
        on its way to the card, it shows again there: Enter plays the card it shows."""
        kept, self._before_click = self._before_click, None
        if kept is None:  # not a click of the mouse (Enter on a card: nothing was forgotten)
            return
        (self.focus_index, self.keyboard_used, self.hinted, self._left_on,
         self._keys_for) = kept
        if not self.keyboard_used and self._back_to_left_on():
            self.keyboard_used, self._keys_for = True, None
        self.show_focus()

    def _back_to_left_on(self) -> bool:
        """The keys' place back on the card the outline was on when the mouse took over
        (``_left_on``); False when there is none in the hand."""
        at = [i for i, item in enumerate(self.focus_items()) if item.card == self._left_on]
        if self._left_on is None or not at:
            return False
        self.focus_index, self._left_on = at[0], None
        return True

    def select(self, cards: set[int]) -> None:
        """Select ``cards`` of the acting hand for a discard, and only them."""
        self.selected.clear()
        self.selected.update(cards)
        for item in self.acting:
            item.set_state(selected=item.card in cards)
        self.selectionChanged.emit(len(cards))

    def _card_hovered(self, item: CardItem, on: bool) -> None:
        # only a card a click would act on rises: not while the panel asks something the cards
        # take no part in (an announcement, a bid, a contract), where a click only gets a refusal
        if item not in self.acting:
            # nor is one lowered here once it has left the acting hand: the step that moves
            # it (a card played is lowered on its way to the trick) owns its lift, and a second
            # animation of the lift made Qt stop that whole step (see ``StepQueue``)
            return
        acts = on and self.hand_acts and not item.dimmed
        lift = self.model.lay.lift if acts else 0.0
        if abs(item.lift - lift) < 0.5:
            return
        self.model.run_free(self.motion.move(item, HOVER_LIFT_MS, lift=lift))

    # ================================================================== keyboard focus
    def point_at_card(self, card: int) -> None:
        """Pick out a card of the acting hand as if chosen with the arrow keys (a hint): it
        lifts, and Enter plays it."""
        for i, item in enumerate(self.focus_items()):
            if item.card == card:
                self.keyboard_used, self._left_on = True, None
                self.focus_index = i
                self.focus_hand()
                self.hinted = True
                return

    def focus_items(self) -> list[CardItem]:
        return self.acting or (self.own_pile.items if self.own_pile is not None else [])

    def keys_on_hand(self) -> bool:
        """The arrows and Enter act on the hand's cards now (see ``hand_focus.keys_on_hand``)."""
        return hand_focus.keys_on_hand(self.felt.summary is not None, self.keys_taken(),
                                       self.panel_proxy.isVisible(), self.hand_acts)

    def keys_taken(self) -> bool:
        """The panel or the summary has the keyboard (a hidden one cannot keep it). The tip's
        card never does: Tab at the play made it the scene's focus, where no button showed it
        and every key went to nothing until a hint took them back."""
        item = self.view.scene().focusItem()
        return item is not None and item.isVisible() \
            and item in (self.panel_proxy, self.felt.summary_proxy)

    def _drop_stray_focus(self) -> None:
        """The scene's focus on an item that takes no keys (the tip's card, clicked or
        tabbed to) is let go: the keys are the table's again."""
        scene = self.view.scene()
        item = scene.focusItem()
        if item is not None and item not in (self.panel_proxy, self.felt.summary_proxy):
            scene.setFocusItem(None)

    def _scene_focus_moved(self, *_args) -> None:
        self.show_focus()

    def show_focus(self) -> None:
        """The keyboard's outline on the card Enter acts on, and on none when the keys act
        elsewhere (the panel, the summary) or were not used."""
        items = self.focus_items()
        if items:
            stops = hand_focus.stops([item.dimmed for item in items])
            self.focus_index = hand_focus.parked(self.focus_index, stops, len(items))
        for pile in self.model.hands.values():
            for i, item in enumerate(pile.items):
                # the table's moves take every outline off but leave the pick's lift: a card
                # raised and not hovered is the pick of before, lowered with its outline; with
                # the keys in use, a card raised under a resting pointer is lowered too (two
                # raised cards, the outlined one and the hovered one, left Enter's card unclear)
                loose = not item.hovered or self.keyboard_used
                if item.focused or (item.lift and loose):
                    item.set_state(focused=False)
                    item.setZValue(zorder.HAND + i)
                    if loose:
                        item.lift = 0.0
        if not self.keyboard_used and self._keys_for is not None and self.acting \
                and self._keys_for == self._viewer() and self.keys_on_hand() \
                and not self._go_keys.down:  # not while Enter is held (``_go_key_up``)
            # the table drawn anew: the outline back, on the first card that may be played
            self.keyboard_used, self._keys_for = True, None
        described = ""  # a screen reader's words for the outlined card: none without one
        # only on a hand the person plays from now: between their turns the outline stayed
        # on their own hand (on a card they could not play while North thought), and the
        # first Enter there only moved it (``outOfTurn`` says it is not their turn)
        if self.keyboard_used and self.acting and self.focus_index >= 0 \
                and self.keys_on_hand():
            item = items[self.focus_index]
            item.set_state(focused=True)
            # lifted with its outline, but kept in its place in the fan: raising it above its
            # neighbours hid the right-hand neighbour's index (A♠ over the 6♠)
            item.lift = self.model.lay.lift * (0.6 if item.dimmed else 1.0)
            state = "cannot be played now" if item.dimmed else "playable" if item.interactive \
                else ""
            described = f"{item.accessible_name()} {state}".strip()
        if self.view.accessibleDescription() != described:
            self.view.setAccessibleDescription(described)

    def focus_hand(self) -> None:
        self.view.scene().setFocusItem(None)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self.keyboard_used = True
        self.show_focus()

    def _outline_first(self) -> None:
        """The keys on the hand with the outline showing: where none is yet, on the first
        card that may be played (Enter plays it next)."""
        items = self.acting
        if not items:
            return
        if not self.keyboard_used or not 0 <= self.focus_index < len(items):
            self.focus_index = hand_focus.stops([item.dimmed for item in items])[0]
        self.hinted = False
        self.focus_hand()

    def back_to_hand(self) -> None:
        """Down or Esc on the panel: the keys go back to the hand when its cards take part in
        the decision (a discard, a card or a pass); else they stay on the panel's focused
        button, the only place where they act."""
        if hand_focus.keys_on_hand(self.felt.summary is not None, False,
                                   self.panel_proxy.isVisible(), self.hand_acts):
            self.focus_hand()

    def forget_focus(self) -> None:
        """The table is drawn anew (a new game, an undo, another person's hand): no card keeps
        the outline of before. A person who was using the keys gets it back on their next
        turn, on the first card they may play (``show_focus``); another person at a shared
        table does not (their hand opened with a card outlined, and one Enter played it)."""
        if self.keyboard_used:
            self._keys_for = self._viewer()
        self.focus_index = -1
        self.keyboard_used = self.hinted = False
        self._left_on = None

    def keys_after_pass(self, key: int | None, seen: HeldKeys) -> None:
        """The pass screen confirmed with ``key`` (Enter, Return or Space; None: with the
        mouse, and nothing changes): a keyboard user, whose hand opens with the outline on
        the first card they may play, as on their other turns (it opened with none, and
        their first Enter only showed it). The key itself plays nothing: held down (``seen``
        on the pass screen's button), its repeats reach the table and are let go by
        (``eventFilter``); the next press of it plays the outlined card."""
        if key is None:
            return
        self._held_key = key
        self._pass_keys.down = set(seen.down) & {key}
        self._pass_keys.let_go = dict(seen.let_go)
        self.focus_index, self._left_on = -1, None
        self.keyboard_used = self.hinted = False
        self._keys_for = self._viewer()  # shown at once, or when the cards may be played
        self.show_focus()

    def _held_from_pass(self, event) -> bool:
        """A repeat or the release of the key that confirmed the pass screen, still down:
        not the table's (``held_keys.HeldKeys`` tells a repeat X11 sends as a release and a
        press). A fresh press of it is the table's again."""
        if self._held_key is None or event.key() != self._held_key:
            return False
        released = event.type() == QEvent.Type.KeyRelease
        if self._pass_keys.seen(event.key(), event.timestamp(), released,
                                event.isAutoRepeat()) or released:
            return True
        self._held_key = None
        return False

    def _viewer(self) -> int:
        """The person whose hand is at the bottom (at a shared table, the one holding it)."""
        return getattr(self.model.controller, "viewer", 0)

    def keys_on_panel(self) -> bool:
        """The keys on the panel's opening choice (``ActionPanel.opening``: its default, else
        its first), outlined: a decision the cards take no part in has come, or a key came
        for it while the panel did not have them. Not while another part of the window has
        the keyboard: the deal log, say, keeps it until it gives it back
        (``keys_back_to_panel``). False when they stay where they are, or it has no choice
        to press."""
        panel, window = self.panel_proxy.widget(), self.view.window()
        if not self.panel_proxy.isVisible() or panel.opening() is None \
                or window.focusWidget() not in (None, self.view):
            return False
        if window.focusWidget() is None and window.isActiveWindow():
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)  # the keys to nothing: the table's
        self.view.scene().setFocusItem(self.panel_proxy)
        return panel.focus_opening()

    def keys_back_to_panel(self) -> None:
        """The table has the keyboard again (the window active again, a dialog closed, the
        deal log left; the view's ``focusInEvent``, once the scene has taken back its own): a
        panel the cards take no part in that opened meanwhile, or before, gets the keys, as
        it does when it opens with the table holding them (Return on "Choose the contract"
        opened while the window was not active said how to pick)."""
        item, panel = self.view.scene().focusItem(), self.panel_proxy.widget()
        place = panel.focus_place()  # where they were left on it, if anywhere
        lost = item is None or not item.isVisible() \
            or (item is self.panel_proxy and place is None)
        if self.view.hasFocus() and lost and self.felt.summary is None \
                and not self.hand_acts and self.keys_on_panel():
            panel.refocus(place)

    def focus_panel(self, last: bool = False, step: int | None = None) -> bool:
        """The keys into the panel: Tab at its first choice, Shift+Tab (``last``) at its
        last, an arrow (``step``: 1 Right, −1 Left, 0 Up or Down) from its default."""
        if not self.panel_proxy.isVisible():
            return False
        # a keyboard user: when the play comes back to the cards, the outline shows where
        # Enter plays
        self.keyboard_used = True
        self.view.scene().setFocusItem(self.panel_proxy)
        panel = self.panel_proxy.widget()
        if step is not None:
            if not panel.focus_from_keys(step):  # nothing there to press: the keys stay here
                self.view.scene().setFocusItem(None)
                return False
        elif last:  # Shift+Tab comes in at the last choice, as in a dialog
            panel.focus_last()
        else:
            panel.focus_first()
        return True

    # ================================================================== events of the view
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        keys = kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
        if watched is self.view and keys and self._held_from_pass(event):
            return True
        if watched is self.view and keys and event.key() in ENTER_KEYS:
            held = self._held_go_key(event)  # both follow every go key, down and up
            if kind == QEvent.Type.KeyRelease and not event.isAutoRepeat() \
                    and not self._go_keys.down and self._keys_for is not None:
                self._go_key_up.start()
            if self._held_under_summary(event) or held:
                return True
        if watched is self.view and kind == QEvent.Type.ShortcutOverride \
                and event.key() not in CARD_KEYS:
            # seen before the keys the window's shortcuts (H) or the tip's card (Escape)
            # take for themselves; the keys for the cards say so as they act (``_key``)
            self._keys_in_use(event)
        if watched is self.view and kind == QEvent.Type.KeyPress:
            used = self._key(event)
            self._keys_in_use(event)
            return used
        if watched is self.view and kind == QEvent.Type.FocusOut:
            self.felt.summary_card.let_go_all()
            self._go_keys.let_go_all()
        if watched is self.viewport:
            if kind == QEvent.Type.MouseButtonPress and self.felt.overlay:
                # "click or press a key to go on": a click anywhere, the shown trick's cards
                # and its title included, only closes it
                self.felt.hide_last_trick()
                return True
            if kind == QEvent.Type.MouseMove \
                    and (self.keyboard_used or self._keys_for is not None):
                items = self.focus_items()
                self._left_on = items[self.focus_index].card if self.keyboard_used \
                    and 0 <= self.focus_index < len(items) else None
                self.keyboard_used, self._keys_for = False, None  # the mouse in use again
                self.show_focus()
        return False

    def _keys_in_use(self, event) -> None:
        """A key pressed (H, Escape, Enter on a panel's default, any but a bare modifier):
        the person uses the keyboard, and the outline shows on a card they may play now or
        at their next turn (``show_focus``); only the mouse hides it. Why: only the arrows,
        Tab and Enter on the hand turned it on, so after a hint, an Escape or a panel
        answered with Enter a turn began with none, and the first Enter only showed it."""
        if event.key() in MODIFIER_KEYS or self.keyboard_used or self._keys_for is not None:
            return
        self._keys_for = self._viewer()
        self.show_focus()

    def _held_under_summary(self, event) -> bool:
        """Enter or Space followed down and up at all times (a key held from the deal's last
        card is known to be down as the summary comes); under the summary, a held key's repeats
        and a key in its first moments do nothing, whichever of the table, the summary and its
        buttons has the keys: the view has the keyboard and sees them all before the scene
        hands them on to the summary or its focused button."""
        card = self.felt.summary_card
        held = card.key_seen(event)
        if self.felt.summary is None or not self.felt.summary_proxy.isVisible():
            return False
        return card.holds_back(event, held)

    def _held_go_key(self, event) -> bool:
        """A repeat of Enter, Return or Space held down (``held_keys.HeldKeys``: marked as a
        repeat, or X11's release and press of the same time, or a press of a key not let go):
        it plays no card, presses no choice and picks no card for a discard, on the hand, the
        panel and its buttons alike (the view sees the keys before the scene hands them on).
        Why: Enter held a moment after a card was played repeated on to the next turn, where
        it played the outlined card (a Juggler thrown away); one press is one action."""
        held = self._go_keys.seen(event.key(), event.timestamp(),
                                  event.type() == QEvent.Type.KeyRelease, event.isAutoRepeat())
        return held or event.isAutoRepeat()

    def _key(self, event) -> bool:
        """A key on the table; True when it was used here (else the view and the window get
        it: the panel or the summary when one has the keyboard, Ctrl+Z and the shortcuts)."""
        key = event.key()
        self._drop_stray_focus()
        if key in TAB_KEYS and self.panel_proxy.isVisible() \
                and self.view.scene().focusItem() is self.panel_proxy:
            # through the panel's buttons, as the arrows go (it went back to the first); where
            # the cards take part (a discard, a card or a pass), on past its ends to the hand
            panel = self.panel_proxy.widget()
            if not panel.focus_step(1 if key == Qt.Key.Key_Tab else -1, wrap=not self.hand_acts):
                self._outline_first()
            return True
        if key in TAB_KEYS and self.focus_panel(last=key == Qt.Key.Key_Backtab):
            return True
        if self.keys_taken():
            return False  # the panel or the summary has the keyboard
        if self.felt.hide_last_trick():
            return True
        if self.felt.summary is not None and key in ENTER_KEYS:
            card = self.felt.summary_card
            if card.takes_enter(event):
                self.nextDealRequested.emit()
            elif card.summary is not None and card.summary.game_over \
                    and not event.isAutoRepeat():  # it did nothing, and said nothing
                self.overKeyPressed.emit()
            return True
        if self.felt.summary is not None and key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            # into the summary, at the choice Enter does not already make: its review (not
            # the arrows: Right then Enter, as in the play, still goes to the next deal)
            self.view.scene().setFocusItem(self.felt.summary_proxy)
            self.felt.summary_card.review_button.setFocus(Qt.FocusReason.TabFocusReason)
            return True
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            return False  # Ctrl+Z and the other shortcuts belong to the window
        items = self.focus_items()
        on_hand = self.keys_on_hand()
        if on_hand and not self.acting and key in CARD_KEYS:
            # another player's turn: no card to pick, and the person is told so at once
            self.outOfTurn.emit()
        elif key in TAB_KEYS:
            # the play, no panel: Tab has nowhere else to go on the table, and the keys stay
            # on the hand with the outline showing (it went to the tip's card, where nothing
            # showed the keys and they all did nothing)
            self._outline_first()
        elif key in ARROWS and not on_hand:
            # the panel asks, not the cards, and has lost the keys (a click on the felt): with
            # a button drawn as the default they are on it, as it opened, and the arrow moves
            # on from there, as on the panel (the first Down only landed on "Take the set",
            # drawn as if outlined); else it lands on the first choice, or says what is missing
            if self.panel_proxy.widget().default_drawn() and self.keys_on_panel():
                self.keyboard_used = True
                return False  # the view hands the arrow on to the panel
            self.focus_panel(step=ARROWS[key])
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and items:
            step = 1 if key == Qt.Key.Key_Right else -1
            # the arrows skip cards that cannot be played
            stops = hand_focus.stops([item.dimmed for item in items])
            fresh = not self.keyboard_used
            under = [i for i, item in enumerate(items) if item.hovered and i in stops]
            left_on = [i for i, item in enumerate(items) if item.card == self._left_on]
            if fresh and under:  # from the card the mouse raised (Left went to the far end)
                self.focus_index, fresh = under[0], False
            elif fresh and left_on:
                # from the card the outline was on before the mouse moved: it shows and moves
                # on, as a hidden focus does (it went to the first card: the place was lost)
                self.focus_index, fresh = left_on[0], False
            self._left_on = None
            self.focus_index = hand_focus.stepped(self.focus_index, stops, step, fresh)
            self.keyboard_used, self.hinted = True, False
            self.show_focus()
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End) and not on_hand:
            self.focus_panel(last=key == Qt.Key.Key_End)  # the panel's first or last choice
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End) and items:
            # to the first or the last card that may be played, as the arrows stop on them
            stops = hand_focus.stops([item.dimmed for item in items])
            self.focus_index = stops[0] if key == Qt.Key.Key_Home else stops[-1]
            self.keyboard_used, self.hinted = True, False
            self.show_focus()
        elif key in ENTER_KEYS:
            state = getattr(self.panel_proxy.widget(), "state", None)
            if (self.discarding and key != Qt.Key.Key_Space and state is not None
                    and state.default() == "discard"):
                # every card picked: Enter discards them, as on the panel (it took back the
                # outlined card's pick); Space still picks and unpicks
                self.defaultPressed.emit()
            elif on_hand and self.keyboard_used and 0 <= self.focus_index < len(items):
                # a hint's pick played, no outline is left on the card that took its place: it
                # looked like the next hint, and a second Enter played it (the Juggler, lost);
                # it comes back at the person's next turn, on the first card they may play
                hinted, self.hinted = self.hinted, False
                if hinted:
                    self.keyboard_used = False
                self.card_clicked(items[self.focus_index], by_keys=True)
                if hinted:  # not beside the hint's card: on the first the rules allow
                    self.focus_index, self._keys_for = -1, self._viewer()
            elif on_hand and items and (not self.panel_proxy.isVisible() or state is None
                                         or state.default() is None):
                # Enter before any arrow did nothing at all: it shows the outline on the first
                # playable card, where the next Enter plays; so too beside a panel with no
                # default (Dominoes' "Play a card or pass": it passed, a choice drawn as no
                # default). After the mouse hid the outline, on the card it was on, as the
                # arrows go on from there (it went to the first: a hint's 6♦ lost for the 2♦)
                if not self._back_to_left_on():
                    self.focus_index = hand_focus.stops([item.dimmed for item in items])[0]
                    self.hinted = False
                self.keyboard_used = True
                self.show_focus()
            else:
                self.defaultPressed.emit()
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.focus_panel(step=0)
        elif key == Qt.Key.Key_H:
            self.hintRequested.emit()
        elif key == Qt.Key.Key_Escape:
            if self.selected:
                self.selectionCleared.emit()
        else:
            return False
        return True
