"""What the table does for each engine event: the steps that change the displayed model and
animate the change (UI.md's motion), and the reconciliation with the controller's view.

Kept apart from :mod:`table_view` so the view stays about layout and input, and this module about
time: a card played (240 ms to the trick, turned face up on the way when it was hidden), a trick
taken (700 ms to look at it, the winning card lifted, then 300 ms to its winner), a deal scored
(the summary, waiting for "Next deal"), a new deal (cards flying from the dealer, 35 ms apart).
Events the table does not know are shown through the reconciliation that follows every batch.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF

from ..engine.cards import iter_cards
from ..engine.protocol import Announced, CardPlayed, DealScored, DealStarted, GameOver, TrickTaken
from ..presentation import describe, motion
from . import zorder
from .animations import WAIT, in_order, run_free, together
from .card_item import CardItem

BUBBLE_MS = 1800


def stock_on_table(view: dict) -> list[int | None] | None:
    """A stock dealt in slots (Nineteen): the cards still lying on the table, each face up
    (its card) when the viewer has seen it (a set laid face up for all, the set the declarer
    looks at for them only) or face down (None). None when the view has no such stock."""
    known, owner = view.get("stock_known"), view.get("slot_owner")
    if not isinstance(known, list) or not isinstance(owner, list):
        return None
    face_up = view.get("face_up") or 0
    if view.get("stock_resolved") and not face_up:
        return []  # drawn, or gone unseen to the defenders (a Solo)
    out: list[int | None] = []
    for i, card in enumerate(known):
        if i < len(owner) and owner[i] >= 0:
            continue  # in a player's hand
        if view.get("stock_resolved") and not face_up >> i & 1:
            continue  # unseen cards counting for the defenders: off the table
        out.append(card)
    return out


class Choreographer:
    """Turns event batches into queued steps on ``table``'s :class:`StepQueue`."""

    def __init__(self, table) -> None:
        self.t = table
        self._bubbles: list = []

    # ================================================================== events in
    def on_events(self, events: list) -> None:
        t = self.t
        t.hide_last_trick()
        for item in t.all_cards():
            item.set_state(interactive=False, focused=False)
        for i, e in enumerate(events):
            if isinstance(e, CardPlayed):
                t.queue.push(lambda e=e: self.play(e))
            elif isinstance(e, TrickTaken):
                t.queue.push(lambda e=e: self.take(e))
            elif isinstance(e, DealScored):
                after = []
                for f in events[i + 1:]:
                    if isinstance(f, DealStarted):
                        break
                    after.append(f)
                t.queue.push(lambda e=e, after=after: self.scored(e, after))
            elif isinstance(e, DealStarted):
                t.queue.push(self.dealt)
            elif isinstance(e, GameOver):
                continue
            else:
                t.queue.push(lambda e=e: self.other(e))
        t.queue.push(self.reconcile)

    # ================================================================== steps
    def play(self, e: CardPlayed):
        """A card leaves its hand for the trick (or a Dominoes row), face up."""
        t, lay, m = self.t, self.t.lay, self.t.motion
        pos, card = e.position, e.card
        hand = t.hands.setdefault(pos, [])
        item = next((c for c in hand if c.card == card), None)
        if item is None:
            hidden = [c for c in hand if not c.face_up]
            item = hidden[len(hidden) // 2] if hidden else None
        if item is None:  # not shown (an out-of-step model): it appears at the seat
            seat = lay.seat(pos)
            item = t.new_card(card, False, lay.opp_h, pos)
            item.setPos(QPointF(*seat.anchor))
        else:
            hand.remove(item)
        was_up = item.face_up
        item.set_card(card, face_up=was_up)
        item.position = pos
        item.set_state(dimmed=False, focused=False, selected=False, interactive=False)
        # the view may be past the Dominoes already (its last card ends the hand): a card
        # played while the rows are on the table joins them
        dominoes = self._dominoes_mode() or bool(t.domino_items)
        if dominoes:
            target = lay.domino_place(card >> 4, (card & 15) - 2)
            t.domino_items.append(item)
        else:
            target = lay.trick_place(pos)
            t.trick.append(item)
        item.setZValue(zorder.FLY)
        flight = m.move(item, motion.PLAY_MS, pos=QPointF(target.x, target.y),
                        rotation=target.rotation, scale=target.height / item.height, lift=0.0)
        flip = m.flip(item, True, delay=motion.PLAY_MS // 4) if not was_up else None
        if flip is None and not was_up:
            item.set_face_up(True)
        refan = self._fan(pos, hand, motion.PLAY_MS)
        z = zorder.domino(card) if dominoes else zorder.TRICK + len(t.trick)

        def land() -> None:
            item.settle()
            item.setZValue(z)

        return self._then(together(flight, flip, refan), land)

    def take(self, e: TrickTaken):
        """The full trick stays a moment, its winning card lifted; then it slides to the winner."""
        t, lay, m = self.t, self.t.lay, self.t.motion
        items = list(t.trick)
        t.trick = []
        t.last_trick = [(c.position, c.card) for c in items]
        t.last_winner = e.winner
        t.leaving += items
        winner_item = next((c for c in items if c.position == e.winner), None)
        lift = None
        if winner_item is not None:
            winner_item.setZValue(zorder.TRICK_WINNER)
            lift = m.move(winner_item, 180, lift=lay.card_h * 0.07,
                          delay=motion.TRICK_LINGER_MS // 4)
        linger = together(m.pause(motion.TRICK_LINGER_MS), lift)
        gx, gy = lay.seat(e.winner).gather
        slide = together(*(m.move(c, motion.TRICK_GATHER_MS, pos=QPointF(gx, gy), scale=0.55,
                                  opacity=0.0, easing=QEasingCurve.Type.InCubic) for c in items))

        def gone() -> None:
            for c in items:
                if c in t.leaving:
                    t.leaving.remove(c)
                t.remove_card(c)
            t.refresh_plates()

        return self._then(in_order(linger, slide), gone)

    def scored(self, e: DealScored, after: list):
        """The deal's summary in the centre; the queue waits for "Next deal" unless the
        controller goes on by itself."""
        t = self.t
        state = getattr(t.controller, "state", None)
        log = None
        if state is not None:
            log = next((g for g in reversed(getattr(state, "history", []))
                        if getattr(g, "number", None) == e.number), None)
        rules = getattr(t.controller, "rules", None)
        game = rules.id if rules else ""
        rounds = describe.deal_rounds(game, t.view_now())
        summary = describe.deal_summary(game, e, t.names(), t.codec, log, after, rounds)
        for item in t.trick + t.leaving:
            t.remove_card(item)
        t.trick, t.leaving = [], []
        t.refresh_plates(scored=e)
        t.show_summary(summary)
        if summary.game_over or getattr(t.controller, "auto_continue", False):
            return None
        return WAIT

    def dealt(self):
        """A new deal: the old cards go, the new ones fly from the dealer, 35 ms apart."""
        t = self.t
        view = t.view_now()
        if not view:
            return None
        t.hide_summary()
        for item in [c for items in t.hands.values() for c in items] + t.trick + t.leaving \
                + t.stock_items + t.domino_items:
            t.remove_card(item)
        t.hands, t.trick, t.leaving, t.stock_items, t.domino_items = {}, [], [], [], []
        t.last_trick, t.last_winner = [], -1
        t.selected.clear()
        t.deal_shown = view["deal"]
        t.max_hand = max(13, *view["hand_sizes"])
        t._apply_layout(*t._size)
        self.sync_hands(view, animate=False)
        self.sync_table_extras(view)
        t.refresh_plates(view)
        t.warm_faces()
        m = t.motion
        if m.instant:
            return None
        lay = t.lay
        n = len(view["hands"])
        ox, oy = lay.seat(view["dealer"]).anchor
        order = []
        longest = max((len(v) for v in t.hands.values()), default=0)
        for k in range(longest):
            for off in range(1, n + 1):
                p = (view["dealer"] + off) % n
                items = t.hands.get(p, [])
                if k < len(items):
                    order.append(items[k])
        anims = []
        pile_rot = 90.0 if lay.seat(view["dealer"]).side in ("left", "right") else 0.0
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

    def other(self, e):
        """Announcements, takings and other words: a bubble at the seat or a toast."""
        t = self.t
        view = t.view_now()
        if not view:
            return None
        names = t.names()
        where = self._seat_of_event(e, view)
        if isinstance(e, Announced):
            text = describe.announcement_bubble(view, e, names, t.codec)
            self.bubble(where if where is not None else 0, text)
            t.refresh_plates(view)
            return t.motion.pause(250)
        if hasattr(e, "jack") and hasattr(e, "kind") and hasattr(e, "player"):
            word = f"{str(e.kind).capitalize()} {t.codec.short(e.jack)}"
            self.bubble(where if where is not None else 0, word, f"{describe.signed(e.value)}"
                        if isinstance(getattr(e, "value", None), int) else "")
            return None
        secret = describe.secret_note(view, e, t.codec)
        if secret:
            t.show_toast(secret, ms=8000)
        text = describe.event_text(view, e, names)
        if text:
            if where is not None:
                self.bubble(where, text)
            else:
                t.show_toast(text)
        return None

    def reconcile(self):
        """After a batch: make the model match the view; then let the person act."""
        t = self.t
        view = t.view_now()
        if not view:
            return None
        if max(view["hand_sizes"]) > t.max_hand:
            t.max_hand = max(view["hand_sizes"])
            t._apply_layout(*t._size)
        t.deal_shown = view["deal"]  # from here on the table shows the view's position
        anim = self.sync_hands(view, animate=True)
        self.sync_trick(view)
        self.sync_table_extras(view)
        t.refresh_plates(view)
        return anim  # the person's turn is shown when the queue is idle (TableView._on_idle)

    def _seat_of_event(self, e, view: dict) -> int | None:
        """Where an event's speaker sits: the position it names, else its player's seat (a
        player is not a position in every game: Nineteen for two seats player 1 at position 2)."""
        n = len(view["hands"])
        pos = getattr(e, "position", None)
        if isinstance(pos, int) and 0 <= pos < n:
            return pos
        player = getattr(e, "player", None)
        if isinstance(player, int) and player >= 0:
            seat = self.t.seat_of(player, view)
            return seat if 0 <= seat < n else None
        return None

    # ================================================================== model sync
    def sync_hands(self, view: dict, animate: bool):
        """Every hand shows what the view says: the viewer's (and exposed) cards face up and in
        display order, hidden hands as the right number of backs."""
        t, lay = self.t, self.t.lay
        bottom = t.bottom_position(view)
        reveal = getattr(t.controller, "awaiting_pass", None) is None
        anims = []
        for p in range(len(view["hands"])):
            hand = t.hands.setdefault(p, [])
            mask = view["hands"][p]
            if mask is not None:
                up = reveal or p != bottom
                cards = t.sort_cards(list(iter_cards(mask)), view)
                by_card = {c.card: c for c in hand if c.card is not None and c.face_up == up}
                new_hand = []
                for c in cards:
                    item = by_card.pop(c, None)
                    if item is None:
                        item = t.new_card(c, up, lay.card_h if p == bottom else lay.opp_h, p)
                        item.setPos(QPointF(*lay.seat(p).anchor))
                    new_hand.append(item)
                for item in hand:
                    if item not in new_hand:
                        t.remove_card(item)
            else:
                count = view["hand_sizes"][p]
                new_hand = [c for c in hand if not c.face_up][:count]
                for item in hand:
                    if item not in new_hand:
                        t.remove_card(item)
                while len(new_hand) < count:
                    item = t.new_card(None, False, lay.opp_h, p)
                    item.setPos(QPointF(*lay.seat(p).anchor))
                    new_hand.append(item)
            t.hands[p] = new_hand
            anims.append(self._fan(p, new_hand, motion.PLAY_MS if animate else 0))
        return together(*anims)

    def sync_trick(self, view: dict) -> None:
        t = self.t
        if [c.card for c in t.trick] == list(view["trick"]):
            return
        for item in t.trick:
            t.remove_card(item)
        t.trick = []
        for i, (card, pos) in enumerate(zip(view["trick"], t._trick_positions(view),
                                            strict=False)):
            item = t.new_card(card, True, t.lay.card_h, pos)
            t.put(item, t.lay.trick_place(pos), zorder.TRICK + i)
            t.trick.append(item)

    def sync_table_extras(self, view: dict) -> None:
        """The stock or window pile, and the Dominoes rows, as the view describes them."""
        t = self.t
        shown = view.get("window") if isinstance(view.get("window"), list) else None
        count = view.get("window_size", view.get("stock_size", 0)) or 0
        if view.get("window_player") is not None:
            # taken: the window's cards are in the taker's hand (and then discarded or played),
            # not on the table; nobody took it (The Least): it stays face down where it lies
            shown, count = None, 0
        want: list[int | None] = list(shown) if shown else [None] * int(count)
        stock = stock_on_table(view)
        if stock is not None:
            want = stock
        t.stock_sets = int(view.get("set_size") or 0) if stock is not None else 0
        if [c.card if c.face_up else None for c in t.stock_items] != want:
            for item in t.stock_items:
                t.remove_card(item)
            t.stock_items = [t.new_card(c, c is not None, t.lay.opp_h, -1) for c in want]
        table = view.get("table") if self._dominoes_mode(view) else 0
        have = {c.card for c in t.domino_items}
        want_d = set(iter_cards(table or 0))
        if have != want_d:
            for item in t.domino_items:
                t.remove_card(item)
            t.domino_items = [t.new_card(c, True, t.lay.domino_card_h, -1) for c in sorted(want_d)]
        t.place_stock_and_dominoes()

    def _dominoes_mode(self, view: dict | None = None) -> bool:
        view = view or self.t.view_now() or {}
        return view.get("stage") == "dominoes" and isinstance(view.get("table"), int)

    # ================================================================== small helpers
    def _fan(self, pos: int, items: list[CardItem], duration: int):
        """Move a hand's items to their places (animated when ``duration`` > 0)."""
        t = self.t
        places = t.hand_places(pos, len(items))
        anims = []
        for i, (item, place) in enumerate(zip(items, places, strict=False)):
            item.setZValue(zorder.HAND + i)
            if abs(item.height - place.height) > 0.5:
                item.setScale(1.0)
                item.set_height(place.height)
            if duration <= 0 or t.motion.instant:
                t.put(item, place, zorder.HAND + i)
                continue
            same = (abs(item.x() - place.x) < 1.0 and abs(item.y() - place.y) < 1.0
                    and abs((item.visual_rotation() - place.rotation + 180) % 360 - 180) < 0.1
                    and item.opacity() == 1.0 and item.scale() == 1.0)
            if not same:
                anims.append(t.motion.move(item, duration, pos=QPointF(place.x, place.y),
                                           rotation=place.rotation, opacity=1.0))
        return together(*anims)

    def bubble(self, pos: int, text: str, caption: str = "") -> None:
        """A speech bubble beside a seat's plate that fades away by itself."""
        t = self.t
        if t.motion.instant or not text:
            return
        from .seat_plate import FeltLabel

        lay = t.lay
        seat = lay.seat(pos)
        b = FeltLabel("bubble")
        b.set_content(text, caption, lay.font_px, lay.card_h * 2.2)
        w, h = b.size()
        x, y = seat.bubble
        plate = next((pl for pl in t.plates if pl.position == pos), None)
        r = plate.sceneBoundingRect().adjusted(3, 3, -3, -3) if plate is not None else None
        px, py, pr, pb = (r.x(), r.y(), r.right(), r.bottom()) if r is not None else (
            seat.plate.x, seat.plate.y, seat.plate.right, seat.plate.bottom)
        pcx, pcy = (px + pr) / 2, (py + pb) / 2
        if seat.side == "bottom":
            x, y = pcx, py - h / 2 - lay.gap
        elif seat.side == "top":
            x, y = pcx, pb + h / 2 + lay.gap
        elif seat.side == "left":
            x, y = pr + w / 2 + lay.gap, pcy
        else:
            x, y = px - w / 2 - lay.gap, pcy
        x = min(max(x, w / 2 + lay.margin), lay.width - w / 2 - lay.margin)
        y = min(max(y, h / 2 + lay.margin), lay.height - h / 2 - lay.margin)
        z = zorder.BUBBLE
        if t.panel_proxy.isVisible():
            # never hidden behind the decision panel: beside it, or above it, or over it
            p = t.panel_proxy.sceneBoundingRect()
            if abs(x - p.center().x()) * 2 < w + p.width() and abs(y - p.center().y()) * 2 \
                    < h + p.height():
                if seat.side in ("left", "right"):  # above its own plate instead
                    x, y = pcx, py - h / 2 - lay.gap
                else:
                    y = p.top() - h / 2 - lay.gap
                x = min(max(x, w / 2 + lay.margin), lay.width - w / 2 - lay.margin)
                y = min(max(y, h / 2 + lay.margin), lay.height - h / 2 - lay.margin)
                if abs(x - p.center().x()) * 2 < w + p.width() \
                        and abs(y - p.center().y()) * 2 < h + p.height():
                    z = zorder.BUBBLE_OVER_PANEL
        b.setPos(x, y)
        b.setZValue(z)
        t.scene_.addItem(b)
        fade = t.motion.move(b, 400, opacity=0.0, delay=BUBBLE_MS)
        self._bubbles.append(b)

        def drop() -> None:
            if b in self._bubbles:
                self._bubbles.remove(b)
            if b.scene() is not None:
                b.scene().removeItem(b)

        if fade is None:
            drop()
            return
        fade.finished.connect(drop)
        run_free(fade, t)

    @staticmethod
    def _then(anim, fn):
        """Run ``fn`` when ``anim`` ends (at once when there is nothing to animate)."""
        if anim is None:
            fn()
            return None
        anim.finished.connect(fn)
        return anim
