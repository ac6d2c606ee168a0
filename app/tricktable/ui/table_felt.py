"""The words on the felt: the seat plates, the centre badge, toasts, speech bubbles and the deal
summary, placed in the table model's layout.

Why apart from the cards: the steps that show events (:mod:`table_steps`) write here (a bubble,
the summary, the plates after a trick) and the widget places it all after a resize; neither
needs the other for that. The words come from ``presentation.describe``; nothing here decides
a rule.
"""

from __future__ import annotations

import time
from dataclasses import replace

from PySide6.QtCore import QEasingCurve, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsProxyWidget

from ..engine.view import View
from ..presentation import describe, pause_mark, zorder
from ..presentation import felt_colours as fc
from ..presentation import felt_places as fpl
from ..presentation import seat_plates as sp
from ..presentation.layout import Rect
from .animations import Motion, stop_free_animations
from .bubble_place import place_bubble
from .card_item import CardItem
from .felt_marks import FeltMarks
from .seat_plate import MEASURE, FeltLabel, PlateSizes, SeatPlate
from .summary_card import SummaryCard
from .table_model import TableModel

TOAST_MS = 3500
BUBBLE_MS = 1800
#: a bubble's fade, and the quicker one of the bidding's words when the play begins
BUBBLE_FADE_MS = 400
BUBBLE_GONE_MS = 150
#: the least time (normal speed) the last words said before the play stay up before the
#: deal's first card flies: a computer's pass just before its lead was up for half a second
WORDS_READ_MS = 1000
#: how much the last trick's veil hides of the table under it (of 255): all of it. At 232 of
#: 255 the trick in play still showed through, its cards grey shapes around and under the
#: caption ("The last trick, taken by West") beside the last trick's own cards
VEIL_ALPHA = 255


def place_proxy(proxy: QGraphicsProxyWidget, x: float, y: float, w: float, h: float) -> None:
    """Give a proxy its widget's new size. The proxy's own size constraints are set too: it
    caches the widget's and refreshes them late, which would clamp the new geometry."""
    proxy.setMinimumSize(w, h)
    proxy.setMaximumSize(w, h)
    proxy.setGeometry(QRectF(round(x), round(y), w, h))


class TableFelt(QObject, FeltMarks):
    """Plates, badge, toast, bubbles and summary on ``model``'s scene. ``panel_proxy`` is the
    decision panel (toasts and bubbles keep clear of it); ``waiting`` says whether the table
    waits for "Next deal" (no plate then shows a turn). ``summaryChanged`` fires when the
    summary comes or goes (what may be played changes with it)."""

    summaryChanged = Signal()
    nextRequested = Signal()
    reviewRequested = Signal()
    newGameRequested = Signal()  # "New game…" on the game's final standings
    turnShown = Signal()  # a card landed: the plates light whoever acts next (see ``card_landed``)
    trickTaken = Signal(str)  # a trick lies taken: the taker's plate name (see ``trick_taken``)
    #: the last trick shown again (True) or taken away (False): play waits meanwhile (it went
    #: on, and the next card took the shown trick away before the person had read it)
    overlayChanged = Signal(bool)

    def __init__(self, model: TableModel, motion: Motion, panel_proxy: QGraphicsProxyWidget,
                 waiting, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.scene = model.scene
        self.motion = motion
        self.panel_proxy = panel_proxy
        self.waiting = waiting
        self.plates: list[SeatPlate] = []
        self.plate_sizes = PlateSizes()  # their text size, kept from deal to deal
        self.bubbles: dict[int, FeltLabel] = {}  # by seat position: one at a time
        #: the phases of the deal counted as they change (``phase_changed``), and the one each
        #: seat's bubble was said in: Dominoes' first card clears the words of the phases
        #: before the play, not a pass said in the rows
        self.phase = 0
        self.said_in: dict[int, int] = {}
        #: when each seat's bubble was said (``time.monotonic``): the first lead waits until
        #: the last of them has been up ``WORDS_READ_MS`` (``unread_ms``)
        self.said_at: dict[int, float] = {}
        #: the seats whose words are about the card just played (Heart Hunter's "Holds the 2♣
        #: and leads"): they go as the next card lands, read first (``unread_ms``). Left to
        #: their timed fade, West's words stayed beside the trick's third card
        self.card_words: set[int] = set()
        #: the words of the last phase said in a toast ("No Queens: West leads."): they go
        #: with the deal's first card (``card_landed``) if still up, not 3.5 s into the trick
        self.phase_toast = ""
        #: the words of the table's last event said in a toast ("Everyone passed: this is The
        #: Least…"): a first-game tip coming up takes their place (``yield_to_tip``)
        self.event_toast = ""
        #: each Dominoes row's suit sign before it (``place_row_labels``)
        self.row_labels: list[FeltLabel] = []
        #: what else a bubble keeps clear of besides the panel and the toast (the first-game
        #: tip, whose card came over East's and West's "does not double" in Barbu)
        self.keep_clear: list[QGraphicsItem] = []
        self.overlay: list = []   # the last trick shown again: its veil, words and cards
        #: the table's colour: the last trick's veil is its darkest shade (``set_cloth``)
        self.cloth = fc.felt(fc.DEFAULT_FELT)
        self.summary: describe.Summary | None = None
        self.scored_shown = None  # the DealScored the summary shows
        self.summary_after: list = []  # the events after it (the game's end), for its words
        self.badge = FeltLabel("badge")
        self.badge.setZValue(zorder.PLATE)
        self.scene.addItem(self.badge)
        self.toast = FeltLabel("toast")
        self.toast.setZValue(zorder.TOAST)
        self.toast.hide()
        self.scene.addItem(self.toast)
        #: the width the toast's words are wrapped in (``place_toast``; 0: not yet)
        self._wide_toast = 0.0  # the widest the toast may be where it was wrapped
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)
        self.summary_card = SummaryCard()
        self.summary_proxy: QGraphicsProxyWidget = self.scene.addWidget(self.summary_card)
        self.summary_proxy.setZValue(zorder.SUMMARY)
        self.summary_proxy.hide()
        self.summary_card.nextRequested.connect(self.nextRequested)
        self.summary_card.reviewRequested.connect(self.reviewRequested)
        self.summary_card.newGameRequested.connect(self.newGameRequested)
        #: "Paused" while Game → Pause holds the computers (``show_pause``): under every card
        #: and plate, so that where the felt has no free corner it still hides none
        self.pause_mark = FeltLabel("badge")
        self.pause_mark.setZValue(zorder.PLATE - 1)
        self.pause_mark.hide()
        self.scene.addItem(self.pause_mark)

    # ================================================================== after a new layout
    def place(self) -> None:
        """Everything at its place in the model's (new) layout."""
        lay = self.model.lay
        self.plate_sizes.fit(self.plates, lay, len(lay.seats))
        view = self.model.view_now()
        if view:
            big, small = describe.centre_badge(view)
            self.badge.set_fitted(big, small, lay.font_px, lay.text_px, lay.info,
                                  self.model.art.four_colour)
        self.place_badge()
        self.place_stock_label()
        self.place_row_labels()
        self.place_pause_mark()
        if self.toast.isVisible():  # re-laid out at the new size, for the time it had left
            timer = self._toast_timer  # (not running: it stays until hidden, as it did)
            self.show_toast(self.toast.text, self.toast.caption,
                            max(1, timer.remainingTime()) if timer.isActive() else 0)
        if self.summary is not None:
            self.show_summary(self.summary)
        if self.overlay:
            self.lay_last_trick()

    # ================================================================== plates
    def make_plates(self, n: int) -> None:
        for plate in self.plates:
            self.scene.removeItem(plate)
        self.plates, self.plate_sizes = [], PlateSizes()
        for p in range(n):
            plate = SeatPlate(p)
            self.scene.addItem(plate)
            self.plates.append(plate)

    def refresh_plates(self, view: View | None = None, scored=None) -> None:
        """The plates and the centre badge from the view; with ``scored`` (a ``DealScored``
        shown in the summary) each plate shows that deal's result instead, as the view has
        already moved on to the next deal. A view ahead of the deal on the table is ignored."""
        m = self.model
        view = view or m.view_now()
        if scored is not None:
            self.scored_shown = scored
        elif self.summary is not None:  # the plates say the summary's deal until it closes
            scored = self.scored_shown  # (the game's last deal: the view stays on that deal)
        if not view or (scored is None and view.deal != m.deal_shown):
            return
        names = m.names()
        lay = m.lay
        thinking = getattr(m.controller, "thinking_player", lambda: None)()
        for plate in self.plates:
            p = plate.position
            if p >= len(view.hands):
                continue
            if scored is not None:
                plate.set_info(*sp.scored_plate_info(view, p, names, scored, plate.dealer))
                plate.set_thinking(False)
            else:
                plate.set_info(*sp.plate_info(view, p, m.codec, names, self.waiting()))
                player = sp.seat_name(view, p, names)[1]
                plate.set_thinking(thinking is not None and thinking == player
                                   and view.turn == p)
        # grown within its room under a deal's summary too: placed there at its first size, a
        # long name was cut to one line ("Alexandra Kon…")
        self.plate_sizes.fit(self.plates, lay, len(view.hands))
        big, small = describe.centre_badge(view) if scored is None else ("", "")
        self.badge.set_fitted(big, small, lay.font_px, lay.text_px, lay.info,
                              self.model.art.four_colour)
        self.badge.setVisible(bool(big or small))
        self.place_badge()
        self.place_stock_label()
        self.place_row_labels()
        self.place_pause_mark()  # a plate grown with its notes may have taken its corner

    def card_landed(self, position: int) -> None:
        """A card played from ``position`` is on the table: its player no longer acts. The
        plates light whoever does now (the next to play, a trick's winner), instead of the
        one who played, lit through the trick's pause with "East is thinking…" beside a trick
        already taken. A view already in the next deal lights nobody until the summary. The
        deal's first lead ends the talk before the play: its words still fading go. So does
        the first card laid in Dominoes' rows (no trick: East's "does not double" stayed
        beside it), but a pass said in the rows before it stays: it is the play's."""
        first_lead = self._first_lead()
        if self.card_words:  # the card those words were about has been followed
            self.fade_bubbles(only=self.card_words)
            self.card_words = set()
        if first_lead or len(self.model.dominoes.items) == 1:
            self.fade_bubbles(before=None if first_lead else self.phase)
            if self.toast.isVisible() and self.toast.text == self.phase_toast:
                self.toast.hide()  # "No Queens: West leads.": said, and under way now
            self.phase_toast = ""
            # a pass said in the rows before it stays, but no longer than any words: its fade
            # was stopped for the first card to wait on (``unread_ms``), and the person's
            # "Passes" stayed beside their plate through the eight cards they laid after it
            for pos, b in list(self.bubbles.items()):
                if b.opacity() >= 1.0:
                    stop_free_animations(self.model, b)
                    self._timed_fade(b, pos)
        view = self.model.view_now()
        if view and view.deal == self.model.deal_shown and self.summary is None:
            self.refresh_plates(view)
        else:
            for plate in self.plates:
                if plate.position == position:
                    plate.set_info(*plate.info()._replace(to_act=False))
                    plate.set_thinking(False)
        self.turnShown.emit()

    def trick_taken(self, winner: int) -> None:
        """A full trick lies on the table, taken by the player at ``winner``: their plate is
        lit (the last trick of a deal lit nobody, the view being already in the next deal)
        and the status line says who took it."""
        for plate in self.plates:
            if plate.to_act != (plate.position == winner):
                plate.set_info(*plate.info()._replace(to_act=plate.position == winner))
        taker = next((p.name for p in self.plates if p.position == winner), "")
        if taker:
            self.trickTaken.emit(taker)

    def place_badge(self) -> None:
        """In the badge's place in the top band: centred on it, or hanging from its top edge
        when its words need more lines than the band is tall."""
        _w, h = self.badge.size()
        self.badge.setPos(*fpl.badge_centre(self.model.lay, h))

    def show_pause(self, on: bool, kept: bool = False) -> None:
        """The pause's mark while Game → Pause is on (the status line said it only until the
        next message); ``kept``: a trick waits on the felt, and N gathers it."""
        self.pause_mark.setVisible(on)
        self.pause_kept = kept
        self.place_pause_mark()

    def place_pause_mark(self) -> None:
        """In a corner of the felt clear of hands, plates, badge, trick and panel
        (``pause_mark.place``): its caption on one line where that fits, else on two."""
        mark = self.pause_mark
        if not mark.isVisible():
            return
        lay, shapes = self.model.lay, []
        captions = pause_mark.captions(getattr(self, "pause_kept", False))
        for caption in captions:
            mark.set_content(pause_mark.TEXT, caption, lay.font_px, lay.centre.w)
            w, h = mark.size()
            shapes.append((w + 8, h + 10))  # the drawn edge and shadow: 4 px about
        plates = [_rect(p.sceneBoundingRect()) for p in self.plates if p.isVisible()]
        others = [_rect(item.sceneBoundingRect()) for item in
                  (self.badge, self.stock_label_item(), *self.model.dominoes) if item.isVisible()]
        view = self.model.view_now()
        stock = bool(view and fpl.stock_label(view.game))
        i, x, y = pause_mark.place(lay, shapes,
                                   pause_mark.taken_rects(lay, plates, others, stock))
        mark.set_content(pause_mark.TEXT, captions[i], lay.font_px, lay.centre.w)
        mark.setPos(x + shapes[i][0] / 2, y + shapes[i][1] / 2)  # drawn about its centre

    def show_thinking(self, player: int, on: bool) -> None:
        """The thinking dots on the player's plate, once it is lit: a computer starts thinking
        while the card before its turn is still in flight, and the dots lay on North while
        West's plate was lit and named (``card_landed`` lights the plate and starts them)."""
        view = self.model.view_now()
        for plate in self.plates:
            p = plate.position
            plate.set_thinking(on and plate.to_act and view is not None
                               and p < len(view.controller)
                               and view.controller[p] == player and view.turn == p)

    # ================================================================== summary and toast
    def show_summary(self, summary: describe.Summary) -> None:
        lay = self.model.lay
        self.toast.hide()
        if self.summary is None:
            self.summary_card.arrived()
        self.summary = summary
        r = lay.summary
        width = min(r.w, lay.card_h * 7.5)
        width, h = self.summary_card.show_summary(summary, lay.text_px, width, r.h,
                                                  self.model.art.four_colour)
        top = fpl.summary_top(lay, h, bool(self.model.dominoes.items))  # clear of the rows
        place_proxy(self.summary_proxy, r.cx - width / 2, top, width, h)
        self.summary_proxy.show()
        # words still fading go: what they said is in the summary now (under it, "Catch J♣"
        # peeked out past its edge beside East's total; beside it, "Catch J♠ +1" stood under
        # North's plate as if said after the deal)
        for pos, b in list(self.bubbles.items()):
            self._drop_bubble(b, pos)
        self.summaryChanged.emit()  # nothing to decide or play under the summary

    def hide_summary(self) -> None:
        was_up = self.summary is not None
        self.summary = None
        self.summary_proxy.hide()
        if was_up:
            self.summaryChanged.emit()

    def show_toast(self, text: str, caption: str = "", ms: int = TOAST_MS) -> None:
        """A message on the felt for ``ms`` milliseconds (0: until hidden or replaced); none
        while a deal's summary is up: it lay over the summary's lines and its buttons (a hint
        refused there; the status bar says it)."""
        if self.summary is not None:
            return
        self._fit_toast(text, caption)
        self.place_toast()
        self.toast.show()
        self.place_bubbles()
        if ms > 0:
            self._toast_timer.start(ms)
        else:  # stays until it is hidden or replaced
            self._toast_timer.stop()

    def yield_to_tip(self) -> None:
        """A first-game tip comes up: the table's words of the moment in the toast go, as the
        tip tells the same at length ("Doubling: each player from the declarer's left may
        double…" under the "Doubling" tip, both over the decision panel: two testers found
        the middle of the felt stacked with boxes). A hint or a refusal stays."""
        if self.toast.isVisible() and self.toast.text == self.event_toast:
            self.toast.hide()
        self.event_toast = ""

    def place_toast(self) -> None:
        """Above the decision panel when one is up (it may come after the toast, or grow),
        else above the hand; wrapped in the width it may take there (``toast_width``: above a
        panel, the felt's free width between the side seats). Why re-wrapped here: wrapped in
        the panel's column, a long hint above Barbu's contract panel stood so tall that it
        reached North's plate or the panel's top; and a toast wrapped for a panel not yet up
        (or since grown) kept that panel's width."""
        lay, panel_top = self.model.lay, self._panel_top()
        if fpl.toast_width(lay, panel_top) != self._wide_toast:
            self._fit_toast(self.toast.text, self.toast.caption)
        w, h = self.toast.size()
        self.toast.setPos(*fpl.toast_centre(lay, h, panel_top, w))

    def _fit_toast(self, text: str, caption: str) -> None:
        """The toast wrapped clear of the side hands where it then lies over no plate, else as
        wide as it may be over their face-down cards (``fpl.toast_width``)."""
        lay, panel_top = self.model.lay, self._panel_top()
        self._wide_toast = fpl.toast_width(lay, panel_top)
        for width in (fpl.toast_width(lay, panel_top, over_hands=False), self._wide_toast):
            self.toast.set_content(text, caption, lay.text_px, width)
            if fpl.toast_clear(lay, self.toast.size()[1], panel_top, self.toast.size()[0]):
                return

    def _panel_top(self) -> float | None:
        """The decision panel's top on the felt, when it is up."""
        return self.panel_proxy.y() if self.panel_proxy.isVisible() else None

    # ================================================================== bubbles
    def bubble(self, pos: int, text: str, caption: str = "", card_words: bool = False) -> None:
        """A speech bubble beside a seat's plate that fades away by itself; ``card_words``:
        words about the card just played, gone as the next card lands (``card_words``)."""
        if not text:
            return
        lay = self.model.lay
        talk = self.before_play()
        earlier = self.bubbles.get(pos)
        text, caption = fpl.kept_together(text), fpl.kept_together(caption)
        if talk and earlier is not None:  # its earlier words above (``fpl.joined_words``)
            text, caption = fpl.joined_words(earlier.text, earlier.caption, text, caption)
        # a seat says one thing at a time: its earlier words, still fading, go at once
        if earlier is not None:
            self._drop_bubble(earlier, pos)
        b = FeltLabel("bubble")
        seat = lay.seat(pos)
        b.set_content(text, caption, lay.text_px, fpl.bubble_width(lay, seat.side, seat.hand))
        self._place_bubble(b, pos)
        self.scene.addItem(b)
        self.bubbles[pos] = b
        self.said_in[pos] = self.phase
        self.said_at[pos] = time.monotonic()  # the talk fades too; its last stays (unread_ms)
        if card_words:
            self.card_words.add(pos)
        else:
            self.card_words.discard(pos)
        self._timed_fade(b, pos)

    def _timed_fade(self, b: FeltLabel, pos: int) -> None:
        """``b`` stays ``BUBBLE_MS``, then fades away and goes."""
        # at the instant speed no fade, but the words stay as long (they never showed: a
        # window taken and its bury went unseen). Faster as it ends, not slower: eased out,
        # a bubble spent half its fade at a tenth of its strength or less, a ghost "Pass"
        # under East's plate still there as the next decision came
        fade = (self.motion.hold(BUBBLE_MS) if self.motion.instant
                else self.motion.move(b, BUBBLE_FADE_MS, opacity=0.0, delay=BUBBLE_MS,
                                      easing=QEasingCurve.Type.InQuad))
        fade.finished.connect(lambda: self._drop_bubble(b, pos))
        self.model.run_free(fade)

    def before_play(self) -> bool:
        """No card of the deal is played yet (no trick, none taken, no Dominoes row) and no
        summary is up: the talk before the play, whose words stay until its first card."""
        m = self.model
        return (self.summary is None and not m.trick.items and not m.last_trick
                and not m.dominoes.items)

    def unread_ms(self, only: set[int] | None = None) -> int:
        """How much longer (ms, normal speed) the youngest words still up need to have been up
        ``WORDS_READ_MS``: the deal's first card waits that long (0: none to wait for). Asked
        as that card is due: the words still up and not yet fading, the last before the play,
        stay until it lands (``card_landed``), their timed fade stopped. With ``only``: the
        words of those seats alone (``card_words``, asked as the next card is due)."""
        up = {pos: b for pos, b in self.bubbles.items() if only is None or pos in only}
        for b in (b for b in up.values() if b.opacity() >= 1.0):
            stop_free_animations(self.model, b)
        said = [self.said_at.get(pos, 0.0) for pos in up]
        return fpl.unread_ms(said, time.monotonic(), WORDS_READ_MS)

    def _first_lead(self) -> bool:
        """The card just landed is the deal's first: alone in the trick, none taken before it
        (Dominoes' rows are no trick: ``card_landed`` sees their first card by itself)."""
        m = self.model
        return len(m.trick.items) == 1 and not m.last_trick

    def phase_changed(self) -> None:
        """The deal went on to its next phase (a doubling, the play): the words said so far
        belong to the phases before it."""
        self.phase += 1

    def fade_bubbles(self, before: int | None = None, only: set[int] | None = None) -> None:
        """The words still fading go quickly (at once at the instant speed): the round they
        were said in is over. The bidding's "Pass" under East's plate was still fading,
        faint, beside the first lead, as if said about it. With ``before``: only the words
        said in a phase before that one; with ``only``: only those of these seats."""
        for pos, b in list(self.bubbles.items()):
            if before is not None and self.said_in.get(pos, -1) >= before:
                continue
            if only is not None and pos not in only:
                continue
            del self.bubbles[pos]
            stop_free_animations(self.model, b)  # its own slow fade, still waiting to start
            gone = (None if self.motion.instant else
                    self.motion.move(b, BUBBLE_GONE_MS, opacity=0.0,
                                     easing=QEasingCurve.Type.InQuad))
            if gone is None:
                self._drop_bubble(b, pos)
                continue
            gone.finished.connect(lambda b=b, pos=pos: self._drop_bubble(b, pos))
            self.model.run_free(gone)

    def _place_bubble(self, b: FeltLabel, pos: int) -> None:
        """Beside the seat's plate, clear of what lies on the felt (``place_bubble``)."""
        place_bubble(self, b, pos)

    def place_bubbles(self) -> None:
        """Move the words still fading out of the way of a panel or toast that came after them
        (East's "doubles everyone" lay half under the person's "Redouble whom?")."""
        for pos, b in list(self.bubbles.items()):
            if pos < len(self.model.lay.seats):
                self._place_bubble(b, pos)
            else:  # said at a table of another shape
                self._drop_bubble(b, pos)

    def drop_bubbles(self) -> None:
        """Every word still fading goes (a new game, a record opened, an undo: they were said
        at the table as it was)."""
        for pos, b in list(self.bubbles.items()):
            self._drop_bubble(b, pos)
        self.card_words = set()

    def _drop_bubble(self, b: FeltLabel, pos: int) -> None:
        if self.bubbles.get(pos) is b:
            del self.bubbles[pos]
        if b.scene() is not None:
            b.scene().removeItem(b)

    # ================================================================== the last trick again
    def show_last_trick(self) -> None:
        """L and Game → Show last trick: the last trick shown again, or taken away when it is
        up (a second L left it up, though it says "press a key to go on")."""
        if not self.hide_last_trick():
            self.lay_last_trick()

    def lay_last_trick(self) -> None:
        """Show the previous trick's cards again in the centre, with who played each and who
        took it, until a click or a key. A deal's summary steps aside meanwhile (its heading
        and edges stood out around the veil, over the trick's title)."""
        self.hide_last_trick()
        m = self.model
        if not m.last_trick or m.layout is None:
            now = m.view_now()  # Barbu and Nineteen play hands, not deals
            self.show_toast(describe.no_last_trick(now) if now is not None else
                            "No trick has been completed yet.")
            return
        lay, names, view = m.lay, m.names(), m.view_now()
        fp = lay.font_px

        def name_of(pos: int) -> str:  # as the seat's plate names it (``fpl.trick_name``)
            return fpl.trick_name(view, names, pos, m.player_of(pos))

        # clear of the badge and the plates as drawn (their notes grow them past the band)
        drawn = [_rect(item.sceneBoundingRect()) for item in (self.badge, *self.plates)
                 if item.isVisible()]
        area = lay.last_trick_area(drawn)
        title = FeltLabel("toast")
        title.set_content(fpl.last_trick_title(m.last_winner, name_of),
                          "click or press a key to go on", fp, area.w * 0.9)
        places = fpl.last_trick_places(replace(lay, centre=area), m.last_trick, m.last_winner,
                                       title.size()[1], name_of, MEASURE)
        card_h = places.card_h
        title.setPos(*places.title_at)
        title.setZValue(zorder.OVERLAY + 2)
        self.scene.addItem(title)
        shown: list = [title]
        bottom = area.y + title.size()[1]
        for (pos, card), at, (lx, top, words) in zip(m.last_trick, places.cards, places.labels,
                                                     strict=False):
            item = CardItem(m.art, m.codec, card, True, card_h, m.dpr, pos)
            item.setPos(*at)
            item.setZValue(zorder.OVERLAY + 1)  # a click anywhere goes on (see table_input)
            self.scene.addItem(item)
            label = FeltLabel("bubble")
            # fitted to the card's slot, cut with "…" if it must be: the whole name on hover
            label.set_content(words, "", places.label_px, places.label_w)
            label.setToolTip(name_of(pos))
            label.setPos(lx, top + label.size()[1] / 2)
            label.setZValue(zorder.OVERLAY + 2)
            self.scene.addItem(label)
            shown += [item, label]
            bottom = max(bottom, top + label.size()[1])
        # in the middle of the veil, not at its top: its lower half lay empty and dark (a
        # tester at 1024 x 768). The veil still covers the whole centre, the trick in play too
        for item in shown:
            item.moveBy(0.0, max(0.0, (area.bottom - bottom - fp * 0.6) / 2))
        veil = QPainterPath()
        veil.addRoundedRect(QRectF(area.x, area.y, area.w, area.h), fp, fp)
        # opaque (``VEIL_ALPHA``): the trick in play, under it, showed through beside the last
        # one's cards, read as a fourth card of it, and greyed the caption's backing
        shade = self.scene.addPath(veil, QPen(Qt.PenStyle.NoPen), self._veil_colour())
        shade.setZValue(zorder.OVERLAY)
        self.overlay = [shade, *shown]
        self.summary_proxy.hide()
        self.overlayChanged.emit(True)

    def _veil_colour(self) -> QColor:
        colour = QColor(*self.cloth.veil)
        colour.setAlpha(VEIL_ALPHA)
        return colour

    def set_cloth(self, cloth: fc.Felt) -> None:
        """Another table colour: the last trick's veil, if up, takes its shade at once, and the
        decision panel's and the deal summary's buttons their accents."""
        self.cloth = cloth
        self.summary_card.set_cloth(cloth)
        panel = self.panel_proxy.widget()
        if hasattr(panel, "set_cloth"):
            panel.set_cloth(cloth)
        if self.overlay:
            self.overlay[0].setBrush(self._veil_colour())

    def hide_last_trick(self) -> bool:
        """Take the last trick away again; True when it was up."""
        shown = bool(self.overlay)
        for item in self.overlay:
            self.scene.removeItem(item)
        self.overlay = []
        if shown and self.summary is not None:
            self.summary_proxy.show()
        if shown:
            self.overlayChanged.emit(False)
        return shown


def _rect(r: QRectF) -> Rect:
    return Rect(r.x(), r.y(), r.width(), r.height())
