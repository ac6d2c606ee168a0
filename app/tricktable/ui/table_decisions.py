"""What the person may do now, and their answers sent on: the playable cards marked and the others
dimmed, the decision panel, and the requests of :class:`table_input.TableInput` and of the panel
turned into actions for the controller.

Nothing here decides a rule: which cards may be played comes from ``controller.legal_actions()``,
why one may not from ``controller.submit()`` (the engine's ``why_illegal``), and a toggled set of
takings or a selection of cards is mapped onto one of the legal actions
(``presentation/panel_state.py``); when none matches, the action is still sent so that the
engine says why it is refused.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ..engine.cards import iter_cards
from ..engine.protocol import PLAY, Action
from ..presentation import describe
from ..presentation import panel_state as ps
from ..presentation.take_back_words import taken_back
from ..presentation.turn_marks import turn_marks
from .action_panel import ActionPanel
from .animations import StepQueue
from .card_item import CardItem
from .table_felt import TableFelt, place_proxy
from .table_input import TableInput
from .table_model import TableModel


class TableDecisions(QObject):
    """The person's turn on the table; see the module docstring."""

    rulesRequested = Signal(str, str)     # game id, rules page anchor
    playAgainRequested = Signal()
    #: at a shared table a person's decision went on and its panel went (``_handed_over``)
    handedOver = Signal()

    def __init__(self, controller, model: TableModel, felt: TableFelt, hands: TableInput,
                 queue: StepQueue, panel: ActionPanel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = model
        self.felt = felt
        self.input = hands
        self.queue = queue
        self.panel = panel
        self.panel_proxy = felt.panel_proxy
        self.decision: describe.Decision | None = None
        self._root: describe.Decision | None = None  # first step of a two-step choice
        self._shown_for = None  # the controller's decision mark when the panel was set
        #: the action of the hint shown for the decision now up (None: no hint)
        self.hint_action: Action | None = None
        #: (decision mark, picks) of a discard held for the play checker, then of one taken
        #: back ("Take it back"): Enter does not lay those picks away again unchosen
        self._held_picks: tuple | None = None
        self._taken_back: tuple | None = None
        #: the toast's refusal was said while the person was not to act ("It is not your
        #: turn."): it goes when their turn comes (it stayed over "Your turn")
        self._said_out_of_turn = ""
        self._said_for: int | None = None  # who was to act when it was said
        self._said_discard = ""  # the refusal of a card picked to lay away (``_refuse_discard``)
        panel.chosen.connect(self.submit)
        panel.togglesConfirmed.connect(self._confirm_toggles)
        panel.togglesChanged.connect(self._toggles_changed)
        panel.discardConfirmed.connect(self._confirm_discard)
        panel.rulesRequested.connect(self._rules)
        panel.toHand.connect(hands.back_to_hand)
        panel.cancelled.connect(self.clear_selection)
        panel.stepped.connect(self._step)
        panel.unpicked.connect(felt.show_toast)
        hands.played.connect(self._play)
        controller.turnChanged.connect(self._handed_over)
        hands.strayClicked.connect(self._stray_click)
        hands.discardRefused.connect(self._refuse_discard)
        hands.selectionChanged.connect(panel.set_selected)
        hands.selectionChanged.connect(lambda _n: self._drop_discard_refusal())
        hands.selectionCleared.connect(self.clear_selection)
        hands.defaultPressed.connect(self._press_default)
        hands.outOfTurn.connect(self._out_of_turn)
        hands.nextDealRequested.connect(self.next_deal)
        felt.nextRequested.connect(self.next_deal)
        felt.summaryChanged.connect(self.refresh)
        self.panel_proxy.scene().focusItemChanged.connect(self._focus_moved)

    # ================================================================== what may be done
    def refresh(self) -> None:
        """Mark playable cards, dim the others, show the decision panel: from the legal actions."""
        m, selected = self.model, self.input.selected
        if not self.queue.idle():
            for pile in m.hands.values():
                for item in pile.items:
                    item.set_state(interactive=False)
            if self.felt.summary is not None:  # the summary holds the queue: nothing to decide
                self.set_decision(None)  # under it (the next hand's panel showed through it)
            self.drop_made()
            return
        pos = m.acting_position()
        acting = m.hand(pos) if pos is not None else None
        if self.felt.summary is not None:  # the deal summary is up: the next deal waits behind it
            pos = None
        legal = self.controller.legal_actions() if pos is not None else []
        # the turn has come, or another player is now to act: that refusal is over (after
        # Next move it still said "West waits" with North to play)
        if self._said_out_of_turn and (legal or self.controller.to_act() != self._said_for):
            if self.felt.toast.isVisible() and self.felt.toast.text == self._said_out_of_turn:
                self.felt.toast.hide()
            self._said_out_of_turn = ""
        view = m.view_now()
        decision = None
        if pos is not None and any(a.type != "play" for a in legal):
            decision = describe.decision_for(view, legal, self.controller.describe_action,
                                             m.codec, m.names())
        turn = turn_marks({p: [i.card for i in pile] for p, pile in m.hands.items()}, view, pos,
                          legal, decision, selected)
        for p, pile in m.hands.items():
            for item, marks in zip(pile.items, turn.marks[p], strict=True):
                item.set_state(**marks._asdict())
                if not marks.interactive and item.lift:
                    item.lift = 0.0
        selected.intersection_update(turn.keep)
        self.input.set_acting(acting if pos is not None else None,
                              m.hands.get(m.bottom_position()), turn.discarding, turn.hand_acts)
        self.set_decision(decision)
        self._after_take_back()
        self.input.show_focus()

    def drop_made(self) -> None:
        """The panel of a decision made since it came goes at once, while the table may still
        be showing the moves after it: after a redo "Take the window?" stayed up for seconds
        beside "Passes" and the tricks that followed, its buttons answering nothing."""
        if self.decision is not None and self._shown_for != self.controller.decision_mark():
            self.set_decision(None)

    def _after_take_back(self) -> None:
        """A discard held for the play checker and taken back: the keys leave the panel's
        button (one Return there buried the cards just taken back) for the hand, and Enter
        keeps off those picks until they change (``_press_default``)."""
        held, mark = self._held_picks, self.controller.decision_mark()
        if held is None or self.controller.check_holds():
            return
        self._held_picks = None
        if held[0] == mark:  # still the same decision: taken back, not gone through
            self._taken_back = held
            self._release_panel_focus()

    def _picks_taken_back(self) -> bool:
        """The discard's picks are those just taken back from the play checker."""
        return self.decision is not None and self.decision.kind == "discard" \
            and self._taken_back == (self.controller.decision_mark(),
                                     frozenset(self.input.selected))

    def _focus_moved(self, new, _old, reason: Qt.FocusReason) -> None:
        """The window active again once the checker's prompt closed: Qt gives the panel back
        the focus it had, on the button just pressed; for picks taken back it stays off."""
        if new is self.panel_proxy and reason == Qt.FocusReason.ActiveWindowFocusReason \
                and self._picks_taken_back():
            QTimer.singleShot(0, self._release_panel_focus)

    def _handed_over(self) -> None:
        """At a shared table, a person's decision sent on and nobody's to take now: its panel
        goes at once. Why: the discard panel ("4 of 4 selected") and "Ben's turn: discard 4
        cards." stayed up while the cards flew and Anna's plate was lit, half a second until
        the pass screen came for her (the table's own refresh waits until nothing moves, for
        a computer's card to be seen first)."""
        c = self.controller
        if self.decision is None or not c.hot_seat or c.human_to_act() is not None \
                or c.awaiting_continue:
            return
        self.set_decision(None)
        self.handedOver.emit()

    def set_decision(self, decision: describe.Decision | None) -> None:
        if ps.same_decision(decision, self._root):
            return  # also keeps a second step (Trump → its suit) open across repaints
        self.decision = self._root = decision
        self._shown_for = self.controller.decision_mark()
        self.hint_action = None  # a hint is about one decision
        # a new question: the keys start again, not from a button now gone; Qt gives a
        # panel shown again the focus it had when hidden, on no button, so the focus is let
        # go before and after. Where the cards take part (a discard, a card or a pass) they
        # stay on the hand; else they are on the panel at once, outlined (``_keys_to_panel``)
        self._release_panel_focus()
        if decision is None:
            self.panel_proxy.hide()
            if self.felt.toast.isVisible():  # down into the panel's room, under any tip
                self.felt.place_toast()
        else:
            self.show_panel(decision)
        self._release_panel_focus()
        self._keys_to_panel()

    def _keys_to_panel(self) -> None:
        """A decision the cards take no part in (an announcement, a bid, a set to take): the
        keys on its panel, on the button drawn as the default, else on its first choice, with
        the outline showing. Why: nothing showed the keys as it opened, the filled default
        looked like them, and the first Down only landed on that default ("Take the set"):
        Enter then took the set the person had moved off to lay up."""
        if self.decision is not None and not self.input.hand_acts:
            self.input.keys_on_panel()

    def _release_panel_focus(self) -> None:
        scene = self.panel_proxy.scene()
        if scene.focusItem() is self.panel_proxy:
            scene.setFocusItem(None)

    def show_panel(self, decision: describe.Decision) -> None:
        """The panel just above the hand, in the layout's panel area. When it does not fit,
        it grows upward (over the empty trick: most decisions come before the play) to keep
        its hint line ("You are eldest: you must open the auction…" was dropped for want of a
        few pixels), as far as leaves the toast's room above it and while no card lies there
        (a trick, the Dominoes rows); beyond that the hint goes, then the text shrinks a
        little, then the panel grows on upward; never over the hand."""
        lay = self.model.lay
        px = lay.text_px
        with_hint = lay.panel.bottom - lay.centre.y - lay.toast.h - 2 * lay.gap
        if self.model.trick.items or self.model.dominoes.items:
            with_hint = lay.panel.h  # cards lie in the centre (Dominoes' rows): not over them
        for attempt in range(9):
            w = self.panel.show_decision(decision, px, lay.panel.w, with_hint=attempt == 0)
            h = self.panel.heightForWidth(w) if self.panel.hasHeightForWidth() \
                else self.panel.sizeHint().height()
            # wider than the panel's room, its buttons are squeezed and their labels cut
            # ("Contra the …" under a larger desktop text at 1024 x 640): smaller text first
            wide = self.panel.sizeHint().width() > lay.panel.w + 0.5
            # too tall, the text shrinks a little (of the text chosen) and the panel grows up:
            # at the largest size it shrank to the table's own text, a panel of five choices
            # smaller than one of three (a tester); too wide, to what the table's text allows
            # (grown up as far as the centre's top: never more, or it lay over the hand)
            up = h <= lay.panel.bottom - lay.centre.y
            if (not wide and (h <= lay.panel.h or (attempt == 0 and h <= with_hint)
                              or (px < lay.text_px * 0.86 and up))) or px < lay.font_px * 0.86:
                break
            if attempt or wide:
                px *= 0.95
        self.panel.setFixedHeight(h)
        top = max(lay.centre.y, lay.panel.bottom - h)
        place_proxy(self.panel_proxy, lay.panel.cx - w / 2, top, w, h)
        self.panel_proxy.show()
        if self.felt.toast.isVisible():
            self.felt.place_toast()
        self.felt.place_bubbles()
        self.panel.set_selected(len(self.input.selected))

    def _step(self, decision: describe.Decision) -> None:
        """A two-step choice moved on (or back): show that step; the root stays the same.
        A hint's choice on it is focused, so Enter goes on following the hint; back on the
        first step, the choice that opened the step left ("Dominoes…": Esc from its ranks
        put the keys on "No Queens", the first)."""
        left, self.decision = self.decision, decision
        self.show_panel(decision)
        if self.hint_action is not None and self.panel.focus_action(self.hint_action):
            return
        if left is None or left.back is not decision or not self.panel.focus_then(left):
            self.panel.focus_first()

    # ================================================================== hints
    def hint_scope(self) -> list[Action] | None:
        """What a hint asked now is about: the panel's current step (``panel_state``)."""
        return ps.hint_scope(self.decision)

    def select_hint(self, action: Action) -> bool:
        """Make a hint's action what Enter does: the card to play picked out (lifted), the
        cards to discard selected, the button focused or the toggles set (see
        ``ActionPanel.focus_action``). False when the table has no way to show it."""
        self.hint_action = action
        if action.type == "play" and action.card >= 0:
            self.input.point_at_card(action.card)
            return any(i.card == action.card for i in self.input.focus_items())
        if self.decision is None or not self.panel_proxy.isVisible():
            return False
        if self.decision.kind == "discard":
            cards = set(iter_cards(action.get("cards") or 0))
            if not set(self.input.selected) <= cards:  # the person's own picks stay: the
                return False  # hint's words name its cards (a hint replaced a half-made
            self.input.select(cards)  # discard); picks it only completes are completed
        outside = self.panel_proxy.scene().focusItem() is not self.panel_proxy \
            or self.panel.untouched()
        self.panel_proxy.scene().setFocusItem(self.panel_proxy)
        if not self.panel.focus_action(action):
            return False
        if outside:  # the keys were on the table, or where the panel opened with them: Tab
            self.panel.hinted_from_outside()  # still comes in at the first choice
        return True

    # ================================================================== answers
    def submit(self, action) -> bool:
        """Send ``action`` on; a refusal is said on the felt. True when the controller took it
        (not while the table still moves)."""
        if not self.queue.idle():
            return False
        reason = self.controller.submit(action)
        if reason:
            self.felt.show_toast(reason)
            self._said_out_of_turn = reason if self.controller.human_to_act() is None else ""
            self._said_for = self.controller.to_act()
        return not reason

    def _play(self, card: int) -> None:
        """A card of the acting hand chosen: refused, the keys' pick stays as it was."""
        if not self.submit(PLAY[card]):
            self.input.click_refused()

    def _out_of_turn(self) -> None:
        """A key for the cards while another player is to act: the controller's refusal ("It
        is not your turn."), said at once as a click on a card says it (the first Enter only
        moved an outline there), even while the table still shows the others' moves."""
        if self.controller.human_to_act() is not None:
            return  # the person's turn has come: the table shows it once it has caught up
        # the controller refuses before it looks at the card: any card asks the question
        reason = self.controller.submit(PLAY[0])
        if reason:
            self.felt.show_toast(reason)
            self._said_out_of_turn, self._said_for = reason, self.controller.to_act()

    def _stray_click(self, item: CardItem) -> None:
        """A card outside the hand the person plays from: their own while a dummy is to play
        is refused here, as is a dummy's card out of its turn or played by another; any other
        of their own goes to the engine, which says why not."""
        m = self.model
        own = m.hands.get(m.bottom_position())
        if own is None or item not in own.items:
            view = m.view_now()
            why = ps.dummy_click_refusal(view, item.position, view.player if view else None,
                                         m.names())
            if why:
                self.felt.show_toast(why)
            return
        pos = m.acting_position()
        other = m.acting_words() if pos is not None and m.hand(pos).items else None
        if other is not None:  # the person plays a dummy now, not their own hand
            self.felt.show_toast(f"Play from {other}: it is that hand's turn, not yours.")
            return
        if item.card is not None:
            self.submit(PLAY[item.card])

    def _press_default(self) -> None:
        if self.decision is None:
            return
        if self._picks_taken_back():
            self.felt.show_toast(taken_back(self.decision.confirm or "Discard"))
            return
        self.panel.press_default()

    def _confirm_toggles(self, keys) -> None:
        if self.decision is None:
            return
        action = describe.match_toggles(self.decision, set(keys))
        if action is None:
            self.felt.show_toast(self._toggles_refusal(set(keys)) or self.decision.refusal)
            return
        self.submit(action)

    def _toggles_refusal(self, keys: set) -> str | None:
        """Why the toggled set may not be confirmed, in the engine's words (None: it may)."""
        return ps.toggles_refusal(self.decision, keys, self.controller.why_illegal)

    def _toggles_changed(self, keys) -> None:
        """The confirm button is greyed for a set the rules forbid, and the reason shown."""
        reason = self._toggles_refusal(set(keys))
        self.panel.set_refusal(reason)
        if reason:
            self.felt.show_toast(reason)

    def _confirm_discard(self) -> None:
        if self.decision is None:
            return
        selected = self.input.selected
        # when refused, the engine says why; the cards stay selected and the count says so;
        # held while the play checker looks, they stay too: "Take it back" left the button
        # saying "the selected cards" over none, and a click on it was refused
        if self.submit(ps.discard_action(self.decision, selected)) \
                and not self.controller.check_holds():
            selected.clear()
        else:
            if self.controller.check_holds():  # asked about: see ``_after_take_back``
                self._held_picks = (self.controller.decision_mark(), frozenset(selected))
            self.panel.set_selected(len(selected))

    def _refuse_discard(self, card: int) -> None:
        """Why a dimmed card cannot be laid away, on the table until the picks change."""
        self._said_discard = self._discard_refusal(card)
        self.felt.show_toast(self._said_discard)

    def _drop_discard_refusal(self) -> None:
        """The picks changed: a refusal of an earlier pick goes ("You may not discard a king or
        an honour." stayed up over a valid choice of cards, Discard lit beside it)."""
        toast = self.felt.toast
        if toast.isVisible() and self._said_discard and toast.text == self._said_discard:
            toast.hide()

    def _discard_refusal(self, card: int) -> str:
        """Why ``card`` cannot be discarded, in the engine's words: a discard of it with
        cards that may go is put to ``why_illegal``."""
        reason = self.controller.why_illegal(ps.discard_probe(self.decision, card))
        return reason or "That card may not be discarded."

    def clear_selection(self) -> None:
        self.input.selected.clear()
        self.refresh()
        self.panel.set_selected(0)

    def _rules(self, anchor: str) -> None:
        rules = getattr(self.controller, "rules", None)
        self.rulesRequested.emit(rules.id if rules else "", anchor)

    def next_deal(self) -> None:
        if self.felt.summary is not None and self.felt.summary.game_over:
            self.playAgainRequested.emit()
            return
        self.felt.hide_summary()
        self.controller.continue_play()
        self.queue.resume()
