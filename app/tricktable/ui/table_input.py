"""The person's side of the table: clicking and hovering cards, the keyboard, the decision
panel's answers, and the last trick shown again. A mixin of :class:`table_view.TableView`.

Nothing here decides a rule: which cards may be played comes from ``controller.legal_actions()``,
why one may not from ``controller.submit()`` (the engine's ``why_illegal``), and a toggled set of
takings or a selection of cards is mapped onto one of the legal actions (``describe.py``); when
none matches, the action is still sent so that the engine says why it is refused.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainterPath, QPen

from ..engine.protocol import PLAY, Action
from ..presentation import describe
from ..presentation.layout import ASPECT
from . import zorder
from .card_item import CardItem
from .seat_plate import FeltLabel
from .table_felt import place_proxy


class TableInput:
    """Input handling of the table (mixed into ``TableView``, whose state it uses)."""

    def show_last_trick(self) -> None:
        """Show the previous trick's cards again in the centre, with who played each and who
        took it, until a click or a key."""
        self.hide_last_trick()
        if not self.last_trick or self.layout_ is None:
            self.show_toast("No trick has been completed in this deal yet.")
            return
        lay = self.layout_
        fp = lay.font_px
        names = self.names()

        def name_of(pos: int) -> str:
            player = self.model.player_of(pos)
            return names[player] if player < len(names) else f"Player {player + 1}"

        area = lay.centre
        title = FeltLabel("toast")
        taker = f"taken by {name_of(self.last_winner)}" if self.last_winner >= 0 else ""
        title.set_content(f"The last trick, {taker}" if taker else "The last trick",
                          "click or press a key to go on", fp, area.w * 0.9)
        _tw, th = title.size()
        card_h = max(40.0, min(lay.card_h, area.h - th - fp * 3.6))
        places = lay.overlay_places(len(self.last_trick))
        top = area.y + fp * 0.6
        cy = top + th + fp * 0.6 + card_h / 2
        veil = QPainterPath()
        veil.addRoundedRect(QRectF(area.x, area.y, area.w, area.h), fp, fp)
        shade = self.scene_.addPath(veil, QPen(Qt.PenStyle.NoPen), QColor(4, 20, 11, 170))
        shade.setZValue(zorder.OVERLAY)
        title.setPos(area.cx, top + th / 2)
        title.setZValue(zorder.OVERLAY + 2)
        self.scene_.addItem(title)
        self._overlay = [shade, title]
        scale = card_h / places[0].height if places else 1.0
        for (pos, card), place in zip(self.last_trick, places, strict=False):
            x = area.cx + (place.x - area.cx) * scale
            item = CardItem(self.art, self.codec, card, True, card_h, self.model.dpr, pos)
            item.setPos(round(x), round(cy))
            item.setZValue(zorder.OVERLAY + 1)  # a click anywhere goes on (see mousePressEvent)
            self.scene_.addItem(item)
            label = FeltLabel("bubble")
            won = pos == self.last_winner
            label.set_content(name_of(pos) + ("  ✓" if won else ""), "", fp * 0.9,
                              card_h * ASPECT * 1.3)
            label.setPos(round(x), cy + card_h / 2 + fp * 1.3)
            label.setZValue(zorder.OVERLAY + 2)
            self.scene_.addItem(label)
            self._overlay += [item, label]

    def hide_last_trick(self) -> bool:
        shown = bool(self._overlay)
        for item in self._overlay:
            self.scene_.removeItem(item)
        self._overlay = []
        return shown

    def acting_hand(self) -> tuple[int | None, list[CardItem]]:
        """The position whose cards the person may play now, and its items."""
        human = self.controller.human_to_act()
        view = self.view_now()
        if human is None or not view or view["over"]:
            return None, []
        pos = view["turn"]
        if view["controller"][pos] != human:
            return None, []
        return pos, self.hands.get(pos, [])

    def acting_words(self) -> str | None:
        """Which hand the person plays from now when it is not their own ("the dummy on the
        right"), else None; for the status line and the refusal of a click in the wrong hand."""
        pos, _items = self.acting_hand()
        view = self.view_now()
        if pos is None or not view or pos == self.bottom_position(view) or self.layout_ is None:
            return None
        side = self.lay.seat(pos).side
        where = {"left": "on the left", "right": "on the right", "top": "opposite you",
                 "bottom": "in front of you"}.get(side, "")
        owner = self.model.seat_owner(view, pos)
        if owner is None:
            return f"the dummy {where}".strip()
        names = self.names()
        return names[owner] if owner < len(names) else f"the hand {where}".strip()

    def refresh_interaction(self) -> None:
        """Mark playable cards, dim the others, show the decision panel: from the legal actions."""
        if not self.queue.idle():
            for items in self.hands.values():
                for item in items:
                    item.set_state(interactive=False)
            return
        pos, items = self.acting_hand()
        if self.summary is not None:  # the deal summary is up: the next deal waits behind it
            pos = None
        legal = self.controller.legal_actions() if pos is not None else []
        playable = 0
        for a in legal:
            if a.type == "play":
                playable |= 1 << a.card
        play_turn = playable != 0
        view = self.view_now() or {}
        # the cards the person drew from a stock are marked until the play begins
        drawn = view.get("my_drawn") or 0 if not view.get("tricks") else 0
        own = self.bottom_position(view) if view else -1
        for p, hand in self.hands.items():
            for item in hand:
                item.set_state(marked=p == own and item.card is not None
                               and bool(drawn >> item.card & 1))
                mine = p == pos
                dim = mine and play_turn and item.card is not None and not playable >> item.card & 1
                item.set_state(interactive=mine, dimmed=dim,
                               selected=mine and item.card in self.selected)
                if not mine and item.lift:
                    item.lift = 0.0
        view = self.view_now()
        decision = None
        if pos is not None and any(a.type != "play" for a in legal):
            state = self.controller.state
            decision = describe.decision_for(view, legal, state.describe, self.codec, self.names())
        if decision is None or decision.kind != "discard":
            self.selected.clear()
        else:
            # a card in no legal discard (a king, an honour, a trump while others remain) is
            # dimmed like a card that cannot be played; a click on it says why
            allowed = 0
            for a in decision.options:
                allowed |= a.get("cards") or 0
            for item in self.hands.get(pos, []):
                item.set_state(dimmed=item.card is not None and not allowed >> item.card & 1)
            self.selected = {c for c in self.selected if allowed >> c & 1}
        self._set_decision(decision)
        self._show_focus()

    def _set_decision(self, decision: describe.Decision | None) -> None:
        old = self._decision_root
        same = (decision is not None and old is not None and decision.title == old.title
                and decision.options == old.options
                and [c.action for c in decision.choices] == [c.action for c in old.choices])
        if same:
            return  # also keeps a second step (Trump → its suit) open across repaints
        self.decision = self._decision_root = decision
        self.hint_action = None  # a hint is about one decision
        if decision is None:
            self.panel_proxy.hide()
            return
        self._show_panel(decision)

    def _show_panel(self, decision: describe.Decision) -> None:
        """The panel just above the hand, in the layout's panel area. When it does not fit,
        the hint line goes first, then the text shrinks a little; beyond that the panel grows
        upward (over the empty trick: decisions come before the play), never over the hand."""
        lay = self.lay
        px = lay.font_px
        for attempt in range(5):
            w = self.panel.show_decision(decision, px, lay.panel.w, with_hint=attempt == 0)
            h = self.panel.heightForWidth(w) if self.panel.hasHeightForWidth() \
                else self.panel.sizeHint().height()
            if h <= lay.panel.h or px < lay.font_px * 0.86:
                break
            if attempt:
                px *= 0.95
        self.panel.setFixedHeight(h)
        top = max(lay.centre.y, lay.panel.bottom - h)
        place_proxy(self.panel_proxy, lay.panel.cx - w / 2, top, w, h)
        self.panel_proxy.show()
        if self.toast.isVisible():
            self.felt.place_toast()
        self.panel.set_selected(len(self.selected))

    def _step(self, decision: describe.Decision) -> None:
        """A two-step choice moved on (or back): show that step; the root stays the same.
        A hint's choice on it is focused, so Enter goes on following the hint."""
        self.decision = decision
        self._show_panel(decision)
        if self.hint_action is None or not self.panel.focus_action(self.hint_action):
            self.panel.focus_first()

    def hint_scope(self) -> list[Action] | None:
        """The actions the panel's current step offers when it is a second step (Barbu's
        Dominoes ranks): a hint asked there is about them. None: the whole decision."""
        d = self.decision
        if d is None or d.back is None:
            return None
        return list(d.options) or None

    def select_hint(self, action: Action) -> bool:
        """Make a hint's action what Enter does: the card to play picked out (lifted), the
        cards to discard selected, the button focused or the toggles set (see
        ``ActionPanel.focus_action``). False when the table has no way to show it."""
        self.hint_action = action
        if action.type == "play" and action.card >= 0:
            self.point_at_card(action.card)
            return any(i.card == action.card for i in self._focus_items())
        if self.decision is None or not self.panel_proxy.isVisible():
            return False
        if self.decision.kind == "discard":
            mask = action.get("cards") or 0
            self.selected = {c for c in range(mask.bit_length()) if mask >> c & 1}
            _pos, items = self.acting_hand()
            for item in items:
                item.set_state(selected=item.card in self.selected)
            self.panel.set_selected(len(self.selected))
        self.scene_.setFocusItem(self.panel_proxy)
        return self.panel.focus_action(action)

    def _submit(self, action) -> None:
        if not self.queue.idle():
            return
        reason = self.controller.submit(action)
        if reason:
            self.show_toast(reason)

    def _confirm_toggles(self, keys) -> None:
        if self.decision is None:
            return
        action = describe.match_toggles(self.decision, set(keys))
        if action is None:
            self.show_toast(self._toggles_refusal(set(keys)) or self.decision.refusal)
            return
        self._submit(action)

    def _toggles_refusal(self, keys: set) -> str | None:
        """Why the toggled set may not be confirmed, in the engine's words (None: it may)."""
        d = self.decision
        if d is None or d.kind != "toggles" or not keys:
            return None
        if describe.match_toggles(d, keys) is not None:
            return None
        reason = None
        if d.probe is not None:
            reason = self.controller.state.why_illegal(d.probe(frozenset(keys)))
        return describe.with_names(reason, self.names()) if reason else d.refusal

    def _toggles_changed(self, keys) -> None:
        """The confirm button is greyed for a set the rules forbid, and the reason shown."""
        reason = self._toggles_refusal(set(keys))
        self.panel.set_refusal(reason)
        if reason:
            self.show_toast(reason)

    def _confirm_discard(self) -> None:
        if self.decision is None:
            return
        mask = 0
        for c in self.selected:
            mask |= 1 << c
        action = describe.match_discard(self.decision, mask)
        if action is None:
            action = Action.make("discard", cards=mask)  # the engine says why it is refused
        if not self.queue.idle():
            return
        reason = self.controller.submit(action)
        if reason:  # refused: the cards stay selected and the count says so, to be corrected
            self.show_toast(reason)
            self.panel.set_selected(len(self.selected))
            return
        self.selected.clear()

    def _clear_selection(self) -> None:
        self.selected.clear()
        self.refresh_interaction()
        self.panel.set_selected(0)

    def _rules(self, anchor: str) -> None:
        rules = getattr(self.controller, "rules", None)
        self.rulesRequested.emit(rules.id if rules else "", anchor)

    def _next_deal(self) -> None:
        if self.summary is not None and self.summary.game_over:
            self.playAgainRequested.emit()
            return
        self.felt.hide_summary()
        self.controller.continue_play()
        self.queue.resume()

    def _card_clicked(self, item: CardItem) -> None:
        if self.hide_last_trick() or not self.queue.idle():
            return
        _pos, items = self.acting_hand()
        if item not in items:
            if item in self.hands.get(self.bottom_position(), []):
                other = self.acting_words() if items else None
                if other is not None:  # the person plays a dummy now, not their own hand
                    self.show_toast(f"Play from {other}: it is that hand's turn, not yours.")
                    return
                reason = self.controller.submit(PLAY[item.card]) if item.card is not None else None
                if reason:
                    self.show_toast(reason)
            return
        self.focus_index = items.index(item)
        if self.decision is not None and self.decision.kind == "discard":
            if item.dimmed and item.card not in self.selected:
                self.show_toast(self._discard_refusal(item.card))
                return
            self.selected ^= {item.card}
            item.set_state(selected=item.card in self.selected)
            self.panel.set_selected(len(self.selected))
            return
        self._submit(PLAY[item.card])

    def _discard_refusal(self, card: int) -> str:
        """Why ``card`` cannot be discarded, in the engine's words: a discard of it with
        cards that may go is put to ``why_illegal``."""
        allowed = 0
        for a in self.decision.options:
            allowed |= a.get("cards") or 0
        mask = 1 << card
        for c in range(allowed.bit_length()):
            if mask.bit_count() >= max(1, self.decision.count):
                break
            if allowed >> c & 1:
                mask |= 1 << c
        state = self.controller.state
        reason = state.why_illegal(Action.make("discard", cards=mask)) if state else None
        return reason or "That card may not be discarded."

    def _card_hovered(self, item: CardItem, on: bool) -> None:
        _pos, items = self.acting_hand()
        lift = self.lay.lift if on and item in items and not item.dimmed else 0.0
        if abs(item.lift - lift) < 0.5:
            return
        self.model.run_free(self.motion.move(item, 110, lift=lift))

    # ------------------------------------------------------------------ keyboard

    def point_at_card(self, card: int) -> None:
        """Pick out a card of the acting hand as if chosen with the arrow keys (a hint): it
        lifts, and Enter plays it."""
        items = self._focus_items()
        for i, item in enumerate(items):
            if item.card == card:
                self.keyboard_used = True
                self.focus_index = i
                self._focus_hand()
                return

    def _focus_items(self) -> list[CardItem]:
        _pos, items = self.acting_hand()
        return items or self.hands.get(self.bottom_position(), [])

    @staticmethod
    def _focus_stops(items: list[CardItem]) -> list[int]:
        """The cards the arrow keys stop on: the legal ones (all when none is dimmed)."""
        stops = [i for i, item in enumerate(items) if not item.dimmed]
        return stops or list(range(len(items)))

    def _show_focus(self) -> None:
        items = self._focus_items()
        if items:
            self.focus_index = max(0, min(self.focus_index, len(items) - 1))
            stops = self._focus_stops(items)
            if self.focus_index not in stops:  # never parked on a card that cannot be played
                self.focus_index = min(stops, key=lambda i: (abs(i - self.focus_index), i))
        for hand in self.hands.values():
            for i, item in enumerate(hand):
                if item.focused:
                    item.set_state(focused=False)
                    item.setZValue(zorder.HAND + i)
                    if not item.hovered:
                        item.lift = 0.0
        if self.keyboard_used and items and self.focus_index >= 0:
            item = items[self.focus_index]
            item.set_state(focused=True)
            # lifted with its outline, but kept in its place in the fan: raising it above its
            # neighbours hid the right-hand neighbour's index (A♠ over the 6♠)
            item.lift = self.lay.lift * (0.6 if item.dimmed else 1.0)
            state = "cannot be played now" if item.dimmed else "playable" if item.interactive \
                else ""
            self.setAccessibleDescription(f"{item.accessible_name()} {state}".strip())

    def _focus_hand(self) -> None:
        self.scene_.setFocusItem(None)
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.keyboard_used = True
        self._show_focus()

    def _focus_panel(self) -> bool:
        if not self.panel_proxy.isVisible():
            return False
        self.scene_.setFocusItem(self.panel_proxy)
        self.panel.focus_first()
        return True

    def event(self, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and self._focus_panel()):
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.scene_.focusItem() is not None:
            super().keyPressEvent(event)  # the panel or the summary has the keyboard
            return
        key = event.key()
        if self.hide_last_trick():
            return
        if self.summary is not None and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter,
                                                Qt.Key.Key_Space):
            self._next_deal()
            return
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            event.ignore()  # Ctrl+Z and the other shortcuts belong to the window
            return
        items = self._focus_items()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and items:
            step = 1 if key == Qt.Key.Key_Right else -1
            stops = self._focus_stops(items)  # the arrows skip cards that cannot be played
            if not self.keyboard_used or self.focus_index < 0:
                self.focus_index = stops[0] if step > 0 else stops[-1]
            else:
                after = [i for i in stops if (i - self.focus_index) * step > 0]
                self.focus_index = (min(after, key=lambda i: abs(i - self.focus_index))
                                    if after else (stops[0] if step > 0 else stops[-1]))
            self.keyboard_used = True
            self._show_focus()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.keyboard_used and 0 <= self.focus_index < len(items):
                self._card_clicked(items[self.focus_index])
            elif self.decision is not None:
                self.panel.press_default()
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._focus_panel()
        elif key == Qt.Key.Key_H:
            self.hintRequested.emit()
        elif key == Qt.Key.Key_Escape:
            if self.selected:
                self._clear_selection()
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:
        if self._overlay:  # "click or press a key to go on": a click anywhere, the shown
            self.hide_last_trick()  # trick's cards and its title included, only closes it
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self.keyboard_used:
            self.keyboard_used = False
            self._show_focus()
        super().mouseMoveEvent(event)
