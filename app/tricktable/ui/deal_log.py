"""The deal log's panel: what everybody said and did, under the scores beside the table, kept up
to date while it is shown. Its text is written by ``presentation.deal_log_text``, handed over by
the controller.

Why a dock and not a window of its own: a window over the table had nowhere to go on a small
screen; at 1024 x 640 it covered the right-hand seat's plate and its cards. In the column the
score panel already takes, the play stays in view at every size, and the player can still drag
the panel out, or to the other side, as with the scores.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QTextBrowser, QWidget

from ..presentation.deal_log_text import NOTHING_YET
from ..presentation.keys_text import LOG_KEYS_NOTE
from ..presentation.side_room import LOG_SHARE, ROWS_AHEAD, scores_height
from .focus_ring import FocusRing
from .scroll_keys import ScrollEnds


class DealLogPanel(QDockWidget):
    """The log beside the table, refreshed while it shows."""

    def __init__(self, controller, window: QMainWindow) -> None:
        super().__init__("Deal log", window)
        self.setObjectName("dealLogDock")
        self.controller = controller
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName("What everybody said and did")
        # a click on it leaves the keys with the table; its key gives them to it (``take_keys``)
        self.browser.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidget(self.browser)
        self.ring = FocusRing(self.browser)  # where the keys are: the style draws no frame
        self.scroll_ends = ScrollEnds(self.browser)  # Ctrl+Home, Ctrl+End too
        self._keys_from: QWidget | None = None  # what had the keys before the log took them
        self._holding = False  # the log took the keys and has not given them back
        self.browser.installEventFilter(self)
        # the player scrolled the newest line out of sight: the log stays where they put it
        self._held = False
        # following the deal before while a new one has nothing yet (see ``_newest_line``)
        self._gave_way = False
        self._opened = 0  # the number of deals in the log when its summary was closed
        self._reader: int | None = None  # whose own hidden cards the text names
        self.room: ScoresRoom | None = None  # the column's split with the scores (its own)
        self.browser.verticalScrollBar().actionTriggered.connect(self._player_scrolled)
        # the log tells what the table has shown: a move still in flight waits for the table
        # (East's card was in the air, "East is thinking…" said, and the log already had the
        # trick taken and the hit made in it)
        self._queue = getattr(getattr(window, "table", None), "queue", None)
        self._behind: bool | None = None  # a refresh owed once the table has shown (new_deal)
        if self._queue is not None:
            self._queue.caughtUp.connect(self._caught_up)
        controller.eventsApplied.connect(lambda _events: self._when_shown())
        self._summary_up = False  # a deal's summary showed at the last change of turn
        controller.turnChanged.connect(self._turn_changed)
        controller.stateReset.connect(self._reset)
        controller.namesChanged.connect(self.refresh)
        self.visibilityChanged.connect(lambda shown: self.refresh() if shown
                                       else self.give_keys_back())

    def refresh(self, *_args, new_deal: bool = False) -> None:
        """The log written anew. Unless the player scrolled the newest line out of sight, it
        follows the play: the current deal's newest line comes into sight (the newest deal is on
        top, its lines run down, and in the narrow column they ran below the panel's bottom
        after a few tricks); scrolled away by the player, it stays there."""
        if not self.isVisible():
            return  # the text is written again when the panel shows
        settings = getattr(self.parent(), "settings", None)
        self._reader = self._reader_now()
        text = self.controller.deal_log_html(getattr(settings, "four_colour", False))
        if text is None:
            self.browser.setPlainText("No game yet.")
            return
        bar = self.browser.verticalScrollBar()
        at = bar.value()
        indent = self.fontMetrics().horizontalAdvance("MM")  # not a narrow column's 40 px
        if self.browser.document().indentWidth() != indent:  # each change lays it out anew
            self.browser.document().setIndentWidth(indent)
        self.browser.setHtml(text)
        if self._held:
            bar.setValue(at)
            return
        self._follow(new_deal)

    def _reader_now(self) -> int | None:
        """The player whose own hidden cards the log names now (``log_viewer``)."""
        reader = getattr(self.controller, "log_viewer", None)
        return reader() if callable(reader) else None

    def _when_shown(self, new_deal: bool = False) -> None:
        """Refresh now, or once the table has shown the moves it is still showing."""
        if self._queue is not None and not self._queue.shown():
            self._behind = bool(self._behind) or new_deal
            return
        self.refresh(new_deal=new_deal)

    def _caught_up(self) -> None:
        if self._behind is not None:
            new_deal, self._behind = self._behind, None
            self.refresh(new_deal=new_deal)

    def _reset(self) -> None:
        """A new game, a load or an undo: the deal whose summary was closed is forgotten (an
        undo back into the deal before, played to its end again, showed the next deal's
        "Nothing yet." under its summary instead of the end of the deal just played)."""
        self._opened = 0
        self.refresh()

    def _turn_changed(self) -> None:
        """"Next deal": the new deal's heading comes into sight at once, not at its first
        word; a log the player scrolled while the summary showed follows again too (it stayed
        on the old deal's tricks all through the new one)."""
        summary_up, self._summary_up = self._summary_up, self.controller.awaiting_continue
        if self._reader_now() != self._reader:  # at a shared table, the device passed: the
            self._when_shown()  # new person's own cards are named, the last one's no longer
        if self._summary_up:
            if not summary_up:  # the next deal, dealt at once, leaves the log until then
                self._when_shown()
            return
        if summary_up:
            self._held = False
        if summary_up or self._gave_way:
            self._when_shown(new_deal=True)

    def _follow(self, new_deal: bool = False) -> None:
        """From the top, only as far down as the newest line needs."""
        self.browser.verticalScrollBar().setValue(0)
        self.browser.setTextCursor(self._newest_line(new_deal))
        self.browser.ensureCursorVisible()

    def resizeEvent(self, event) -> None:  # Qt override
        """Any new size, the log follows again once its text is laid out anew: taller, it
        scrolls back up as far as its newest line allows (laid out small as the window came
        back, it stayed scrolled down, the newest deal's heading out of sight above a
        half-empty panel); narrower or shorter, the newest line comes back into sight (it fell
        below the bottom until the next card)."""
        super().resizeEvent(event)
        if self.isVisible() and not self._held:
            QTimer.singleShot(0, self, self._follow_unless_held)

    def _follow_unless_held(self) -> None:
        if self.isVisible() and not self._held:
            self._follow()

    def _player_scrolled(self, _action: int) -> None:
        """The wheel, a drag or a click on the bar (never the log's own scrolling): held where
        the newest line goes out of sight, following again once it is back in sight or the log
        is back at its top, where the newest deal begins. Whether
        the log had scrolled itself was told from the bar's value, and any other change of it
        (the column laid out anew at another width) stopped the following for good: the log
        then sat at its top while the play ran on below."""
        bar = self.browser.verticalScrollBar()
        line = self.browser.cursorRect(self._newest_line())
        top = line.top() - (bar.sliderPosition() - bar.value())  # where the move will put it
        in_sight = 0 <= top <= self.browser.viewport().height() - line.height()
        self._held = not in_sight and bar.sliderPosition() > 0

    def _newest_line(self, new_deal: bool = False) -> QTextCursor:
        """A cursor at the end of the newest deal's last line. A deal just dealt, with nothing
        in it yet, gives way to the one before (``new_deal`` False) while that deal's summary
        shows: the engine deals on at once, so the log followed "Nothing yet." and the end of
        that deal (its last tricks, its scores) was out of sight below. Once the summary is
        closed the new deal's heading shows (it stayed at the old deal's end until a first
        word)."""
        doc = self.browser.document()
        ends: list = []  # the last block of each deal, newest first
        block, last = doc.begin(), None
        while block.isValid():
            if block.blockFormat().headingLevel() and last is not None:
                ends.append(last)
            last = block
            block = block.next()
        if last is not None:
            ends.append(last)
        end = ends[0] if ends else doc.lastBlock()
        if new_deal:
            self._opened = len(ends)  # this many deals: the newest is followed, empty or not
        self._gave_way = (len(ends) > 1 and end.text() == NOTHING_YET
                          and len(ends) != self._opened
                          and bool(end.previous().blockFormat().headingLevel()))
        if self._gave_way:
            end = ends[1]
        cursor = QTextCursor(end)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        return cursor

    def text(self) -> str:
        return self.browser.toPlainText()

    # ------------------------------------------------------------------------------- its keys
    def has_keys(self) -> bool:
        return self.browser.hasFocus()

    def take_keys(self) -> None:
        """The keys to the log (its ring round it, what they do in the status bar): the
        arrows, Page Up and Page Down, Home and End scroll it; Esc or Tab gives them back
        (``give_keys_back``). Why: Tab and the arrows never left the hand, and nothing on the
        keyboard scrolled the log back to the earlier tricks."""
        focus = QApplication.focusWidget()
        if focus is not self.browser:
            self._keys_from = focus
        self._holding = True
        if self.isFloating():
            self.activateWindow()
        self.browser.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def give_keys_back(self) -> None:
        """The keys back where they were when the log took them (else to the table); nothing
        once they went elsewhere (a click on the table). The log follows the play again: read
        back with the keys, it stayed on the earlier tricks while the play went on (a tester
        lost sight of the latest trick); the wheel's scrolling keeps its place, as before."""
        if not self._holding:
            return
        back, self._keys_from, self._holding = self._keys_from, None, False
        self._held = False
        if self.isVisible():
            self._follow()
        if back is None or not back.isVisible() or not back.isEnabled():
            back = getattr(self.parent(), "table", None)
        if back is None:
            return
        if back.window() is not QApplication.activeWindow():
            back.window().activateWindow()
        back.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def eventFilter(self, watched, event) -> bool:  # Qt override
        """The log's own keys while it has them: Esc (before full screen's Esc) and Tab give
        them back; the status bar says what the others do while it has them."""
        kind = event.type()
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) \
                and event.key() in BACK_KEYS and not event.modifiers() & ~SHIFT:
            event.accept()
            if kind == QEvent.Type.KeyPress:
                self.give_keys_back()
            return True
        bar = getattr(self.parent(), "statusBar", None)
        if kind == QEvent.Type.FocusIn and bar is not None:
            bar().showMessage(LOG_KEYS_NOTE)
        elif kind == QEvent.Type.FocusOut:
            if bar is not None and bar().currentMessage() == LOG_KEYS_NOTE:
                bar().clearMessage()
            if not self.isVisible():  # closed while it had them: once Qt has moved them
                QTimer.singleShot(0, self, self.give_keys_back)
            elif event.reason() not in KEPT_ON:  # a click on the table: they are there
                self._keys_from, self._holding = None, False
        return False


#: the keys that give the keys back to the table from the log
BACK_KEYS = (Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
SHIFT = Qt.KeyboardModifier.ShiftModifier  # Shift+Tab
#: why the log may lose the keys and get them back after: a menu over it, another window
KEPT_ON = (Qt.FocusReason.PopupFocusReason, Qt.FocusReason.ActiveWindowFocusReason)


def keys_to_the_log(window: QMainWindow) -> QObject:
    """The deal log's key (Ctrl+L), pressed while the log shows, puts the keys in it, and
    pressed in it, hides it and gives them back; with the log hidden it shows it, the keys left
    with the table, as View → Deal log does. The menu entry, chosen with the mouse or the
    menu's own keys, shows and hides it as before. Returns the watcher (for the caller to
    keep)."""
    return _LogKey(window)


class _LogKey(QObject):
    """Sees the log's menu entry's key before the entry (``keys_to_the_log``)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        window.act_log.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # Qt override
        panel = getattr(self.window, "deal_log_panel", None)
        if event.type() != QEvent.Type.Shortcut or panel is None or not panel.isVisible():
            return False  # the entry's own: shown, the keys left with the table
        if panel.has_keys():
            panel.give_keys_back()
            watched.trigger()  # hidden, as before
        else:
            panel.take_keys()
        return True


def toggle_deal_log(panel: DealLogPanel | None, controller, window: QMainWindow,
                    scores: QDockWidget) -> DealLogPanel:
    """Show the log under the score panel (beside it when the scores float or are hidden:
    the log then takes the column alone); the same command hides a shown one."""
    if panel is not None and panel.isVisible():
        panel.hide()
        return panel
    if panel is None:
        panel = DealLogPanel(controller, window)
        panel.room = ScoresRoom(window, scores, panel)
        panel.setFont(scores.font())  # the side column's text size, kept by the window after
        if scores.isFloating() or scores.isHidden():
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
        else:
            window.splitDockWidget(scores, panel, Qt.Orientation.Vertical)
    panel.show()
    if panel.room is not None:
        panel.room.split()
        # and once the column is laid out with the log in it (a log just made, or brought
        # back as the window opened, has no height of its own yet)
        QTimer.singleShot(0, panel.room, panel.room.split)
    return panel


#: the share of the column's height the log keeps under the scores: a readable log (about a
#: dozen lines in a 1024 x 640 window) beside a score table of eight or so deals (less when the
#: scores' rows need it as the column is split: ``side_room.scores_height``)
LOG_KEEPS = LOG_SHARE


class ScoresRoom(QObject):
    """The column's split between the scores and the log, set as the log opens and for each
    new game, then left alone: the scores take what the whole game's table needs where the
    game has a set number of deals, at most all but ``LOG_KEEPS`` of the column, or more, down
    to the log's least, for the deals already played and a few more (``scores_height``). The split
    once followed the rows: the score panel grew by a row at each deal, pushing the log down a
    line each time. Now the log stays put; a longer game's table scrolls, its newest rows and
    totals in sight (the panel keeps it scrolled to its bottom, its scroll bar telling of the
    rows above), and a split the player moves is theirs until the next game."""

    def __init__(self, window: QMainWindow, scores: QDockWidget, log: DealLogPanel) -> None:
        super().__init__(log)
        self.window, self.scores, self.log = window, scores, log
        self.controller = log.controller
        self._game: tuple | None = None  # the game the split was set for
        self.controller.stateReset.connect(lambda: QTimer.singleShot(0, self, self._new_game))

    def _new_game(self) -> None:
        """A new game or a load splits anew; an undo within the same game does not."""
        facts = self.controller.facts()
        if facts is not None and (facts.game, facts.seed) != self._game:
            self.split()

    def split(self) -> None:
        """The scores above, the log under them, as ``ScoresRoom`` says; nothing while either
        floats, hides or lies in the other column."""
        scores, log, window = self.scores, self.log, self.window
        if (not log.isVisible() or not scores.isVisible() or scores.isFloating()
                or log.isFloating() or window.dockWidgetArea(log) != window.dockWidgetArea(scores)):
            return
        facts = self.controller.facts()
        self._game = (facts.game, facts.seed) if facts is not None else None
        total = scores.height() + log.height()
        rounds = self.controller.deal_rounds() if facts is not None else None
        table = getattr(self.scores.widget(), "table", None)
        now = None if table is None else self._scores_for(table.rowCount() + ROWS_AHEAD)
        give = scores_height(total, now, self._scores_for(rounds + 1) if rounds else None)
        window.resizeDocks([scores, log], [give, total - give], Qt.Orientation.Vertical)

    def _scores_for(self, rows: int) -> int | None:
        """The score panel's height with ``rows`` rows in its table (None: no table): the
        panel's lines, the table's header and rows (the whole game's, one per deal and the
        totals row, where the game has a set number of deals)."""
        panel = self.scores.widget()
        table = getattr(panel, "table", None)
        if table is None:
            return None
        lay = panel.layout()
        margins = lay.contentsMargins()
        shown = [w for w in (panel.title, panel.deal, panel.status, panel.seed)
                 if not w.isHidden()]
        # as the panel counts them: a wrapped line's hint alone can be a line short
        lines = sum(max(w.height(), w.sizeHint().height()) + lay.spacing() for w in shown)
        height = rows * table.verticalHeader().defaultSectionSize()
        frame = table.horizontalHeader().height() + 2 * table.frameWidth() + 2
        title = self.scores.height() - panel.height()  # the dock's own title bar
        return title + margins.top() + margins.bottom() + lines + lay.spacing() + frame + height
