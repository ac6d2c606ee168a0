"""What the table does for each engine event: the steps that change the table model and animate
the change (UI.md's motion), and the reconciliation with the controller's view.

The steps work on the model's piles (:mod:`table_model`), the words on the felt
(:mod:`table_felt`) and the motion settings, never on the view widget. This module is about
time: a card played (240 ms to the trick, turned face up on the way when it was hidden), a trick
taken (700 ms to look at it, the winning card lifted, then 300 ms to its winner; under Game →
Pause it stays there until the computers' next move is let through), a deal scored
(the summary, waiting for "Next deal"), a new deal (cards flying from the dealer, 35 ms apart).
Events the table does not know are shown through the reconciliation that follows every batch.
Which step shows an event, its words and the order of a deal's cards come from
``presentation/table_events.py``; the steps here only move the items and show the words.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QPointF

from ..engine.protocol import Announced, CardPlayed, PhaseChanged, TrickTaken
from ..presentation import describe, motion, zorder
from ..presentation import table_events as te
from .animations import HOLD, WAIT, Motion, Step, StepQueue, together
from .table_felt import TOAST_MS, TableFelt
from .table_model import TableModel


class Choreographer:
    """Turns event batches into steps on its :class:`StepQueue` (``queue``)."""

    def __init__(self, model: TableModel, felt: TableFelt, motion_: Motion) -> None:
        self.model = model
        self.felt = felt
        self.motion = motion_
        self.queue = StepQueue(model)
        #: whether a finished trick, once seen, stays on the felt until the queue is released
        #: (the window's Pause command sets it: someone following the play one move at a time
        #: saw the last card of a trick and the trick gathered in the same move)
        self.holds_trick: Callable[[], bool] = lambda: False

    # ================================================================== events in
    def on_events(self, events: list) -> None:
        # the decision is taken: no card is playable or unplayable until the table settles (a
        # dummy's cards stayed dimmed through the trick's pause after it had played)
        for item in self.model.all_cards():
            item.set_state(interactive=False, focused=False, dimmed=False)
        parts = [part for step in te.plan(events) for part in self._parts(step)]
        parts.append(self.reconcile)
        if not self.queue.idle():  # behind what still moves: none of them runs yet
            for part in parts:
                self.queue.push(part)
            return
        # onto an idle queue the batch goes in whole from one step, before its first step
        # runs: pushed one by one, a step with nothing to show (the first card's wait for the
        # talk, none to read) ran at once and left the queue idle before the card's flight
        # was pushed, and the window took the table for at rest ("North to play" said with
        # the card not yet played; the deal's scores in the panel before its last trick)
        self.queue.push(lambda: self._push_all(parts))

    def _push_all(self, parts: list[Step]) -> None:
        """A step that queues ``parts`` (the queue runs them right after it)."""
        for part in parts:
            self.queue.push(part)

    def _parts(self, step: te.Step) -> list[Step]:
        """The queue's steps for one planned step: a trick taken is three (shown, kept while
        the pause holds it, gathered), the items going from the first to the last."""
        if step.kind == "play":  # the deal's first card waits until the talk can be read
            return [self.words_read, lambda: self.play(step)]
        if step.kind != "take":
            return [lambda: getattr(self, step.kind)(step)]
        items: list = []
        return [lambda: self.take(step, items), self.keep_trick,
                lambda: self.gather(step, items)]

    # ================================================================== steps
    def words_read(self):
        """Before the deal's first card: a pause until the last words said before the play
        have been up long enough to read (a computer's pass just before its lead was up for
        half a second, and its lead faded it). So before the card after words about the
        last one (Heart Hunter's "Holds the 2♣ and leads"), which that card takes away. No
        pause at the instant speed."""
        felt, m = self.felt, self.motion
        if m.instant:
            return None
        if felt.before_play():
            return m.pause(felt.unread_ms())
        return m.pause(felt.unread_ms(felt.card_words)) if felt.card_words else None

    def play(self, step: te.Step):
        """A card leaves its hand for the trick (or a Dominoes row), face up."""
        e: CardPlayed = step.event
        model, lay, m = self.model, self.model.lay, self.motion
        pos, card = e.position, e.card
        hand = model.hand(pos)
        i = te.leaving_card([c.card for c in hand], [c.face_up for c in hand], card)
        if i is None:  # not shown (an out-of-step model): it appears at the seat
            item = model.new_card_at_seat(card, False, pos)
        else:
            item = hand.items[i]
            hand.take(item)
        was_up = item.face_up
        item.set_card(card, face_up=was_up)
        item.position = pos
        item.set_state(dimmed=False, focused=False, selected=False, interactive=False)
        dominoes, target = model.landing(card, pos, bool(model.dominoes.items))
        (model.dominoes if dominoes else model.trick).items.append(item)
        item.setZValue(zorder.FLY)
        flight = m.move(item, motion.PLAY_MS, pos=QPointF(target.x, target.y),
                        rotation=target.rotation, scale=target.height / item.height, lift=0.0)
        flip = m.flip(item, True, delay=motion.PLAY_MS // 4) if not was_up else None
        refan = hand.fan(lay, m, motion.PLAY_MS)
        z = zorder.domino(card) if dominoes else \
            zorder.TRICK + len(model.trick)

        def land() -> None:
            item.settle()
            item.setZValue(z)
            self.felt.card_landed(pos)

        return self._then(together(flight, flip, refan), land)

    def take(self, step: te.Step, items: list):
        """The full trick stays a moment, its winning card lifted (``gather`` then slides it
        to the winner); ``items`` gets its cards."""
        e: TrickTaken = step.event
        model, lay, m = self.model, self.model.lay, self.motion
        items += model.trick.clear()
        model.last_trick = [(c.position, c.card) for c in items]
        model.last_winner = e.winner
        self.felt.trick_taken(e.winner)
        model.leaving.items += items
        if m.instant:
            # no motion, but a moment to see it, then it goes: it went with its last card, and
            # a player never saw the Q♠ dropped on them (a resize's forced instant waits not)
            return m.hold(motion.INSTANT_TRICK_MS) \
                if m.reading_holds and not m.forced_instant else None
        winner_item = next((c for c in items if c.position == e.winner), None)
        lift = None
        if winner_item is not None:
            winner_item.setZValue(zorder.TRICK_WINNER)
            lift = m.move(winner_item, 180, lift=lay.card_h * 0.07,
                          delay=motion.TRICK_LINGER_MS // 4)
        return together(m.pause(motion.TRICK_LINGER_MS), lift)

    def keep_trick(self):
        """Under the pause the trick just seen stays, its winner lit, until the next move is
        let through ("Next move", or the pause ended): it went in the move that finished it."""
        return HOLD if self.holds_trick() else None

    def gather(self, step: te.Step, items: list):
        """The trick taken slides to its winner and goes (at the instant speed, at once)."""
        model, m = self.model, self.motion

        def gone() -> None:
            gone_ = [c for c in items if c in model.leaving.items]
            for c in gone_:
                model.leaving.take(c)
            model.remove(gone_)
            self.felt.refresh_plates()

        if m.instant:
            gone()
            return None
        gx, gy = model.lay.seat(step.event.winner).gather
        slide = together(*(m.move(c, motion.TRICK_GATHER_MS, pos=QPointF(gx, gy), scale=0.55,
                                  opacity=0.0, easing=QEasingCurve.Type.InCubic) for c in items))
        return self._then(slide, gone)

    def scored(self, step: te.Step):
        """The deal's summary in the centre; the queue waits for "Next deal" unless the
        controller goes on by itself."""
        model, e = self.model, step.event
        summary = model.controller.deal_summary(e, list(step.after))
        # the deal's last cards leave the table with it (The Least's window went to the last
        # trick's winner: the summary names it; the next deal lays a new one)
        model.remove(model.trick.clear() + model.leaving.clear() + model.stock.clear())
        self.felt.refresh_plates(scored=e)
        self.felt.summary_after = list(step.after)
        self.felt.show_summary(summary)
        return WAIT if summary.waits else None

    def dealt(self, _step: te.Step):
        """A new deal: the old cards go, the new ones fly from the dealer, 35 ms apart."""
        model = self.model
        view = model.view_now()
        if not view:
            return None
        self.felt.hide_summary()
        self.felt.fade_bubbles()  # a deal without play (all passed): its talk stays no more
        model.new_deal(view)
        self.felt.refresh_plates(view)
        m = self.motion
        if m.instant:
            return None
        lay = model.lay
        n = len(view.hands)
        ox, oy, pile_rot = model.deal_origin(view.dealer)
        order = [model.hand(p).items[k] for p, k in
                 te.deal_order(view.dealer, [len(model.hand(p).items) for p in range(n)])]
        anims = []
        for i, item in enumerate(order):
            item.unfold()
            target = QPointF(item.pos())
            rot, face, scale = item.rotation(), item.face_up, item.scale()
            if face:
                item.set_face_up(False)
            item.setPos(ox, oy)
            item.setRotation(pile_rot)
            item.setScale(lay.opp_h / item.height)
            delay = i * motion.DEAL_STAGGER_MS
            anims.append(m.move(item, motion.DEAL_FLIGHT_MS, pos=target, rotation=rot,
                                scale=scale, delay=delay))
            if face:
                anims.append(m.flip(item, True, delay=delay + motion.DEAL_FLIGHT_MS // 2))
        return together(*anims)

    def other(self, step: te.Step):
        """Announcements, takings and other words: a bubble at the seat or a toast."""
        model, felt, e = self.model, self.felt, step.event
        view = model.view_now()
        if not view:
            return None
        if isinstance(e, PhaseChanged):  # what was said so far belongs to the phase before
            felt.phase_changed()
        # a game's own words said as a card of a trick under way lands are about that card:
        # the next card takes them away (West's "Holds the 2♣ and leads" stayed beside the
        # trick's third card); words on a full trick (a taking made) keep their time
        about_card = (not isinstance(e, Announced)
                      and 0 < len(model.trick.items) < len(view.hands))
        # what the words say is done to the stock shows with them, and their bubble keeps
        # clear of the cards turned (a set laid face up stayed face down until the batch ended)
        turned = model.turn_stock(view, self.motion)
        for said in te.sayings(view, e, model.names(), model.codec):
            if said.bubble:
                felt.bubble(said.where, said.text, said.caption, card_words=about_card)
            else:
                felt.show_toast(said.text, said.caption, said.ms or TOAST_MS)
                if felt.toast.text == said.text:  # shown (none over a deal's summary)
                    felt.event_toast = said.text
                if isinstance(e, PhaseChanged) and describe.phase_ends_with_lead(view.game):
                    felt.phase_toast = said.text  # gone with the first card if still up
        if isinstance(e, Announced):
            felt.refresh_plates(view)
            return together(self.motion.pause(250), turned)
        return turned

    def reconcile(self):
        """After a batch: make the model match the view; then let the person act (when the
        queue is idle, the view shows whose turn it is)."""
        view = self.model.view_now()
        if not view:
            return None
        anim = self.model.reconcile(view, self.motion)
        self.felt.refresh_plates(view)
        return anim

    @staticmethod
    def _then(anim, fn):
        """Run ``fn`` when ``anim`` ends (at once when there is nothing to animate)."""
        if anim is None:
            fn()
            return None
        anim.finished.connect(fn)
        return anim
