"""The main window: menus, the table in the middle, the score panel beside it, a status bar.

The window owns the controller and the table, starts games (resuming an autosave when there is
one), opens and saves records, applies settings live, and shows the hot-seat pass screen. It decides
no rule: what is legal, who acts and what a deal scores all come from the controller, which also
names the game for it (``facts()``). Its menu bar is built in ``menus``; its status line's
sentences are written in ``presentation.status_line``.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QCloseEvent, QImage
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget, QWidget

from .. import settings as store
from ..ai.worker import AIWorker
from ..coach.recommend import Advice
from ..controller import GameController
from ..presentation import describe
from ..presentation import status_line as sl
from ..presentation import window_notes as wn
from ..settings import Seat
from . import dialogs as dg
from . import pass_screen, score_panel, window_place, window_start
from .deal_log import DealLogPanel, toggle_deal_log
from .dialog_keys import watch_held_return
from .dialog_levels import LevelsDialog, open_levels
from .dialog_new_game import NewGameDialog, seats_from_settings
from .dialog_review import open_review
from .dialog_settings import SettingsDialog, make_art
from .dialog_statistics import StatisticsDialog
from .hint_notes import HintNotes
from .menus import build_menus
from .opened_line import OpenedLine
from .play_pause import PlayPause
from .record_dialogs import ask_before_closing, ask_record_path, read_record, save_record_dialog
from .rules_browser import RulesBrowser, show_rules
from .status_label import StatusLine
from .table_view import TableView
from .text_size import TextSize
from .tip_card import TipGuide

MIN_W, MIN_H = 960, 600


class MainWindow(QMainWindow):
    """The Trick Table window; see the module docstring."""

    def __init__(self, settings: store.Settings | None = None, worker: AIWorker | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Trick Table")
        self.setMinimumSize(MIN_W, MIN_H)
        self.settings = settings if settings is not None else store.Settings()
        self.controller = GameController(self, worker=worker)
        self.controller.set_speed(self.settings.speed)
        self.controller.check_plays = self.settings.check_plays
        self.check_prompt: QMessageBox | None = None
        self.text_size = TextSize(self)  # the program's font, before anything is made in it
        art, problem = make_art(self.settings)
        self.custom_back: QImage | None = art.custom_back
        self.table = TableView(self.controller, art, self)  # at the controller's speed
        self.pass_screen = pass_screen.PassScreen(self, self.controller)
        self.pass_screen.confirmed.connect(self._pass_confirmed)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.table)
        self.stack.addWidget(self.pass_screen)
        self.setCentralWidget(self.stack)
        self.score_panel = score_panel.ScorePanel(self)
        self.dock = score_panel.score_dock(self, self.score_panel)
        self.deal_log_panel: DealLogPanel | None = None  # made the first time it is asked for
        self.turn_label = StatusLine(self)  # cut with "…", whole in its tooltip
        self.statusBar().addWidget(self.turn_label, 1)
        # a message hides the turn line while it is up (hidden the bar's own way, both showed)
        self.statusBar().messageChanged.connect(lambda text: self.turn_label.setVisible(not text))
        self._kept_pick = ""  # the New game dialog's game, left for "Keep playing"
        #: the next deal's phase line, said once its deal summary is closed
        self._after_summary: str | None = None
        self.opened = OpenedLine(self.statusBar())  # "Opened game.json: …", kept a while
        self.last_dialog: QWidget | None = None
        self._last_choice: tuple[str, dict, list[Seat]] | None = None
        #: the record as last saved or opened: a game unchanged since is left unasked (saved)
        self._saved_record: dict | None = None
        #: set when the window closes: a question it leaves unanswered (resume, the first
        #: start's new game) then neither deals a game nor drops the saved one
        self._closing = False
        #: the person closes the window (title bar, Quit), not a polite kill: moves saved
        #: nowhere are asked about first; agreed to, the window closes unasked
        self._quit_asked = self._close_agreed = False
        self.closing_box: QMessageBox | None = None  # that question, while it is asked
        self.not_saved_box: QMessageBox | None = None  # the last "Not saved" warning
        self._settings_told = False  # a settings write failed and the person was told
        self._place = window_place.PlaceKeeper(self, self.save_settings, (MIN_W, MIN_H))
        self.play_pause = PlayPause(self)
        watch_held_return(self)
        build_menus(self)
        self.text_size.add_keys()
        self.act_quit.triggered.disconnect()  # the person's Quit asks, as the title bar's close
        self.act_quit.triggered.connect(self._quit)
        self.act_log.setCheckable(True)  # ticked while the log shows, like the score panel
        self.act_pause.setCheckable(True)  # ticked while the computers are held
        self.play_pause.changed.connect(self._update_status)
        self.table.felt.overlayChanged.connect(lambda _shown: self._update_status())
        c = self.controller
        c.stateReset.connect(self._on_reset)
        c.namesChanged.connect(self._on_names)
        c.turnChanged.connect(self._update_status)
        c.thinking.connect(self._thinking)
        c.saveFailed.connect(self._save_failed)  # a box: it stays
        c.saveWorked.connect(self._save_worked)  # until a write works again
        c.notice.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.table.panel.stepped.connect(lambda _d: QTimer.singleShot(0, self._update_status))
        c.eventsApplied.connect(self._on_events)
        c.dealFinished.connect(lambda _e: self._deal_over_shown() and self._refresh_scores())
        c.gameFinished.connect(self._on_game_over)
        self.hints = HintNotes(self.table, c, self.statusBar(), lambda: self.settings.hints,
                               lambda: self.tip_guide.hide())  # one note at a time
        c.playQuestioned.connect(self._question_play)
        c.passTo.connect(self._on_pass_to)
        self.table.settled.connect(self._update_status)
        self.table.felt.turnShown.connect(self._turn_shown)
        self.table.decisions.handedOver.connect(lambda: self.turn_label.setText(self.status_text()))
        self.table.felt.trickTaken.connect(
            lambda taker: self.turn_label.setText(sl.trick_taken_line(taker)))
        # a deal's end said with its summary, not under its last trick
        self.table.felt.summaryChanged.connect(self._update_status)
        self.table.rulesRequested.connect(lambda gid, anchor: self.open_rules(gid or None, anchor))
        self.table.playAgainRequested.connect(self.play_again)
        over = self.table.input.overKeyPressed  # Enter under the game's end: what does
        over.connect(lambda: self.statusBar().showMessage(sl.GAME_OVER_KEYS))
        self.table.reviewRequested.connect(lambda: open_review(self))
        self.table.newGameRequested.connect(self.open_new_game_dialog)
        # H on the table or the decision panel (its buttons keep the keys from the menu's shortcut)
        self.table.hintRequested.connect(self.show_hint)
        #: the first-game tips (after the table, whose decision it follows)
        self.tip_guide = TipGuide(self.table, self.controller, lambda: self.settings.tips,
                                  lambda: self.settings.hints)
        self._update_status()
        #: told by ``window_start`` with the start's notes (a box opened here stood behind)
        self.start_notes = [problem] if problem else []

    def _game_id(self) -> str:
        facts = self.controller.facts()
        return facts.game if facts is not None else self.settings.last_game

    def _remember_choice(self, game_id: str, options: dict, seats: list) -> None:
        """The game "Play again" starts: these options, and copies of these seats."""
        self._last_choice = (game_id, dict(options),
                             [Seat(s.name, s.kind, s.level) for s in seats])

    # ------------------------------------------------------------------ starting
    def start(self, messages: list[str] | tuple[str, ...] = (), first_run: bool = False) -> None:
        """What happens once the window is up (see ``window_start.start``)."""
        window_start.start(self, messages, first_run)

    def new_game_from_settings(self, seed: int | None = None) -> None:
        """A game with the last choices (the person against rule-based players the first time)."""
        gid, options = wn.game_from_settings(self.settings.last_game, self.settings.game_options)
        seats = seats_from_settings(self.settings, gid, options)
        self.start_game(gid, options, seats, seed)

    def start_game(self, game_id: str, options: dict, seats: list[Seat],
                   seed: int | None = None) -> None:
        if self._closing:  # a dialog left open at closing went after the window
            return
        self._remember_choice(game_id, options, seats)
        self._kept_pick = ""
        self.play_pause.release()
        self.controller.new_game(game_id, options, seats, seed)
        self.table.setFocus()

    def play_again(self) -> None:
        """The same game anew, with new cards (a game resumed or opened: its own)."""
        c = self.controller
        if self._last_choice is None and c.state is not None:
            self._last_choice = (c.state.rules.id, dict(c.state.options), list(c.seats))
        if self._last_choice is not None:
            self.start_game(*self._last_choice, None)

    # ------------------------------------------------------------------ dialogs
    def _modal(self, dialog):
        self.last_dialog = dialog
        return dg.open_dialog(dialog, self._pause_for_dialog, self._back_from_dialog)

    def _pause_for_dialog(self) -> None:
        self.controller.pause()
        self._update_status()  # not "East is thinking…" while nothing moves

    def _back_from_dialog(self) -> None:
        """Play resumes and the keyboard is the table's again (H, arrows, Ctrl+O at once)."""
        self.controller.resume()
        self._update_status()
        self.activateWindow()
        self.table.setFocus()

    def open_new_game_dialog(self) -> NewGameDialog:
        # a game chosen, then "Keep playing": the dialog opens on that choice again (it came
        # back on the running game, the choices to be made anew)
        dlg = NewGameDialog(self.settings, self._kept_pick or self._game_id(), self,
                            self.table.art)

        def accepted() -> None:
            choice = dlg.choice()
            self._kept_pick = choice.game_id
            self.save_settings()
            self._replace_then("Start the new game", lambda: self.start_game(
                choice.game_id, choice.options, choice.seats, choice.seed))

        dlg.accepted.connect(accepted)
        self._modal(dlg)
        return dlg

    def _replace_then(self, doing: str, go) -> None:
        """``go`` at once, or after the person agreed to leave the game in progress; a game as
        it was last saved or opened is left without asking, its file keeps it."""
        facts = self.controller.facts()
        if facts is not None and facts.in_progress and self.controller.record() != \
                self._saved_record:
            # the game waits for the answer: "Keep playing" goes on from where it was asked
            self.replace_box = dg.ask_to_replace(self, facts, doing, go, self._pause_for_dialog,
                                              self._back_from_dialog)
        else:
            go()

    def open_settings(self) -> SettingsDialog:
        dlg = SettingsDialog(self.settings, self.custom_back, self)
        old_name = self.settings.player_name
        dlg.changed.connect(self.apply_settings)

        def accepted() -> None:
            self.apply_settings(dlg.current(), dlg.custom_back)
            new = self.settings.player_name
            for i in wn.renamed_seats(self.controller.seats, old_name, new, lambda s: s.human):
                self.controller.rename_seat(i, new)
            # the saved seats of every game, and those "Play again" starts (it kept the old name)
            again = [self._last_choice[2]] if self._last_choice is not None else []
            for seats in [*self.settings.seats.values(), *again]:
                for i in wn.renamed_seats(seats, old_name, new, lambda s: s.kind == "human"):
                    seats[i].name = new
            self.save_settings()

        dlg.accepted.connect(accepted)
        self._modal(dlg)
        return dlg

    def apply_settings(self, settings: store.Settings, custom: QImage | None) -> None:
        """Use new settings at once: the table's art and speed, the computers' pacing."""
        settings.window = self.settings.window
        self.settings = settings
        self.custom_back = custom
        art, problem = make_art(settings, custom)
        self.table.set_art(art)
        self.table.set_speed(settings.speed)
        self.controller.set_speed(settings.speed)
        self.controller.check_plays = settings.check_plays
        self.text_size.apply(settings.text_size)
        self.tip_guide.refresh()  # tips switched off go at once; switched on, one may come
        self._update_status()  # "H for a hint." with hints on, and only then
        if self.deal_log_panel is not None:  # its suits in the cards' inks
            self.deal_log_panel.refresh()
        if problem:
            self.statusBar().showMessage(problem, 8000)

    def save_settings(self) -> None:
        """Write the settings; a failure is told in a box that stays (the status bar's line went
        at the next "Your turn"), once until a write works again (moving the window saves too)."""
        try:
            store.save_settings(self.settings)
            self._settings_told = False
        except store.StoreError as exc:
            if not self._settings_told:
                self._settings_told = True
                self.later_message("Settings not saved", f"{exc} {wn.SETTINGS_NOT_SAVED}")

    def open_statistics(self) -> StatisticsDialog:
        return self._modal(window_place.keep_size(StatisticsDialog(self), self, "statistics"))

    def open_computer_levels(self) -> LevelsDialog | None:
        return open_levels(self)

    def open_score_sheet(self) -> dg.ScoreSheetDialog | None:
        if self.controller.facts() is None:
            return None
        notes, footer = self.controller.score_sheet_words()
        c = self.controller
        return self._modal(dg.ScoreSheetDialog(c.record(), len(c.seats), self, notes=notes,
                                            footer=footer, names=c.names()))

    def open_deal_log(self) -> DealLogPanel | None:
        """What everybody said and did, this deal and the earlier ones, under the scores (it
        follows the play while it shows); the same command hides it."""
        if self.controller.facts() is None:
            self.act_log.setChecked(False)  # nothing to log: the entry stays unticked
            return None
        made = self.deal_log_panel is None
        self.deal_log_panel = toggle_deal_log(self.deal_log_panel,
                                              self.controller, self, self.dock)
        if made:  # its own close button unticks the menu entry too
            self.deal_log_panel.visibilityChanged.connect(self.act_log.setChecked)
            self.deal_log_panel.visibilityChanged.connect(lambda _v: self.text_size.fit_side())
            self._place.watch(self.deal_log_panel)  # kept with the window's place
        self.act_log.setChecked(self.deal_log_panel.isVisible())
        self.text_size.fit_side()  # the column a quarter of the window with the log, else a fifth
        self.last_dialog = self.deal_log_panel
        return self.deal_log_panel

    def open_rules(self, game_id: str | None, anchor: str = "") -> RulesBrowser:
        self.last_dialog = show_rules(self, game_id, anchor)
        return self.last_dialog

    def show_tips_again(self) -> None:
        """Help → Show tips again: every first-game tip will come again (tips are switched on
        if they were off), starting with the decision now up."""
        if not self.settings.tips:
            self.settings.tips = True
            self.save_settings()
        self.tip_guide.show_again()
        self.statusBar().showMessage("Tips will show again the first time each kind of "
                                     "decision comes.", 8000)

    @property
    def advice(self) -> Advice | None:
        """The hint shown for the decision now up (``HintNotes``)."""
        return self.hints.advice

    def show_hint(self) -> str:
        """Help → Hint, H: the coach is asked (``HintNotes.ask``); the text shown now."""
        return self.hints.ask()

    def _question_play(self, text: str, action: object, better: object) -> QMessageBox:
        """The play checker found a clearly better choice: ask before it goes through."""
        c = self.controller
        facts = c.facts()
        card = getattr(action, "card", -1)  # the person's card, named on its button
        words = wn.check_question(action, describe.discard_verb(facts.game if facts else None),
                                  self.table.model.codec.short(card) if card >= 0 else "")
        self.check_prompt = dg.ask_check_play(self, text, words, c.play_anyway, c.take_back)
        return self.check_prompt

    def later_message(self, title: str, text: str) -> QMessageBox:
        """A non-blocking message (start-up warnings, refused files)."""
        box = dg.show_message(self, title, text, QMessageBox.Icon.Warning)
        self.last_message = box
        return box

    def _save_worked(self) -> None:
        """The autosave works again: its "Not saved" warning, still up, is no longer true."""
        box, self.not_saved_box = self.not_saved_box, None
        if box is not None:
            with contextlib.suppress(RuntimeError):  # closed and deleted already
                box.close()

    def _save_failed(self, text: str) -> None:
        """The autosave (or the statistics) could not be written: told in a box that stays,
        kept as ``not_saved_box`` so the question at closing can take its place."""
        self.not_saved_box = self.later_message("Not saved", text)

    # ------------------------------------------------------------------ files
    def _open_record_dialog(self) -> None:
        path = ask_record_path(self, self.controller, saving=False)
        doc, why = read_record(path, self.controller.facts()) if path else (None, "")
        if why:
            self.later_message("Open record", why)
        elif doc is not None:
            self._replace_then("Open the record", lambda: self.open_record_file(path, doc))

    def open_record_file(self, path: str | Path, doc: dict | None = None) -> bool:
        """Load a record; a damaged one is refused with the reason and the game goes on."""
        doc, why = (doc, "") if doc is not None else read_record(path, self.controller.facts())
        if doc is None:
            self.later_message("Open record", why)
            return False
        self.play_pause.release()
        self.controller.load_record(doc)
        self._remember_choice((f := self.controller.facts()).game, f.options, self.controller.seats)
        self._saved_record = self.controller.record()
        self.say_where_play_stands(self.controller.opened_words(Path(path).name))
        return True

    def say_where_play_stands(self, line: str) -> None:
        """A game brought back (opened, resumed): where play stands, kept as the table settles."""
        self.opened.say(line)

    def show_last_trick(self) -> None:
        """L: the last trick again; at a pass screen, which covers the table, why not."""
        refusal = sl.last_trick_refusal(self.controller)
        if refusal is not None:
            return self.statusBar().showMessage(refusal, 8000)
        self.table.felt.show_last_trick()

    def _save_record_dialog(self) -> None:
        save_record_dialog(self)

    def save_record_to(self, path: str | Path) -> bool:
        path = wn.record_path(path)
        record = self.controller.record()
        try:
            store.save_game(path, record)
        except store.StoreError as exc:
            self.later_message("Save record", str(exc))
            return False
        self._saved_record = record
        self.statusBar().showMessage(f"Saved {path.name}", 6000)
        return True

    # ------------------------------------------------------------------ controller events
    def undo(self, asked: bool = False) -> None:
        if not asked and pass_screen.undo_asked(self, self.controller, lambda: self.undo(True)):
            return  # a pass screen's: asked first whose move it takes back
        refusal = self.controller.undo_refusal()
        if not self.controller.undo():
            if refusal:  # said where the person looks, the table, and in the status bar
                self.table.felt.show_toast(refusal)
            self.statusBar().showMessage(refusal or "There is nothing to undo.", 6000)
            return
        # what went: the table was only redrawn and the bar said "Your turn"
        self.statusBar().showMessage(self.controller.undone, 6000)

    def redo(self) -> None:
        """What the last undo took back, played again; or why there is nothing to redo."""
        c = self.controller
        self.statusBar().showMessage(c.redone if c.redo() else c.redo_refusal(), 6000)

    def _on_reset(self) -> None:
        self._after_summary = None
        self.statusBar().clearMessage()  # a phase's line of the position left (undone)
        if self.controller.awaiting_pass is None:
            self.stack.setCurrentWidget(self.table)
        self._refresh_scores()
        facts = self.controller.facts()
        if facts is not None:
            self.act_rules.setText(f"&Rules of {facts.title}")
            self.act_review.setText(f"&Review a {facts.deal_word}…")  # Barbu: hand
            self.setWindowTitle(f"{facts.title} — Trick Table")
        self._update_status()

    def _on_events(self, events: list) -> None:
        self.opened.play_moved_on()
        # the table shows a phase too; the status bar keeps it a while
        view, names = self.controller.view(), self.controller.names()
        said = wn.phase_status(view, events, names)
        if said is not None:
            self.statusBar().showMessage(said, 10000)
        # the next deal's first phase waits until its deal summary is closed
        self._after_summary = wn.next_deal_phase(view, events, names) or self._after_summary
        # a deal's scores come with its summary (``_update_status``), not under its last trick
        early = wn.deal_scored(events) and not self._deal_over_shown()
        if wn.scores_change(events) and not early:
            self._refresh_scores()
        self._enable_commands()

    def _enable_commands(self) -> None:
        """Undo when it works or would say why not (``undo_offered``); Redo and Review when
        they work (greyed, their keys still say why: ``menus.explain_when_greyed``)."""
        c = self.controller
        self.act_undo.setEnabled(c.undo_offered())
        self.act_redo.setEnabled(c.can_redo())
        self.act_review.setEnabled(c.can_review())

    def _refresh_scores(self) -> None:
        self.score_panel.refresh(self.controller)

    def _on_pass_to(self, player: int) -> None:
        self.hints.forget()
        self.pass_screen.set_player(player, sl.seat_called(self.controller, player))
        self.stack.setCurrentWidget(self.pass_screen)
        self.pass_screen.button.setFocus()
        self._update_status()

    def _on_names(self) -> None:
        """A seat renamed: the scores, the status and a pass screen up say the new name."""
        if self.stack.currentWidget() is self.pass_screen:
            who = self.pass_screen.player
            self.pass_screen.set_player(who, sl.seat_called(self.controller, who))
        self._refresh_scores()
        self._update_status()

    def _pass_confirmed(self, player: int) -> None:
        self.table.felt.toast.hide()  # words said behind the pass screen (a hint refused)
        self.stack.setCurrentWidget(self.table)
        self.controller.confirm_pass(player)
        self.table.setFocus()
        self.table.input.keys_after_pass(self.pass_screen.by_key, self.pass_screen.keys)

    def _thinking(self, player: int, on: bool) -> None:
        """A computer thinks: the status line says so. Done, its move's turnChanged says who is
        next once the table has the move ("North to play" was said before West's card left
        West's hand); meanwhile "West is thinking…" goes (``status_line.after_thinking``)."""
        if on:
            self._update_status()
        elif said := sl.after_thinking(self.controller, self.turn_label.text(), player):
            self.turn_label.setText(said)

    def _on_game_over(self, event) -> None:
        self.statusBar().clearMessage()  # an older event's line would hide "Game over: … won."
        self._refresh_scores()

    def status_text(self) -> str:
        held = self.play_pause.held_by() or ("last-trick" if self.table.felt.overlay
                                             else "dialog")
        shown = self.table.decisions.decision  # a second step names itself
        return sl.status_text(self.controller, self.table.model.acting_words, held,
                              shown.title if shown is not None else None, self.settings.hints)

    def _turn_shown(self) -> None:
        """A card landed and the plates light who acts next: the status line follows them
        ("North is thinking…" through the trick's pause), but "Your turn" waits until the
        table settles and the person's cards can be played."""
        c = self.controller
        if c.to_act() is None or c.awaiting_continue or c.awaiting_pass is not None:
            return
        self.turn_label.setText(self.status_text() if c.human_to_act() is None else "")

    def _deal_over_shown(self) -> bool:
        """Whether the table shows the deal's end: its summary is up, or nothing moves (the
        score panel and the status line said "Hand 3 is over" while the last trick still lay
        on the table, a second before the summary)."""
        return self.table.felt.summary is not None or self.table.animations_idle()

    def _update_status(self) -> None:
        c = self.controller
        if c.awaiting_continue and not self._deal_over_shown():
            return  # said when the summary comes (``summaryChanged``)
        title = self.score_panel.deal.text()
        self.score_panel.set_title(c)  # "Deal 2 of 8": at once, also while the deal is dealt
        if title != self.score_panel.deal.text():  # a deal began or ended: the phase line too
            self._refresh_scores()
        if c.to_act() is not None and not c.awaiting_continue and not c.paused \
                and c.awaiting_pass is None and not self.table.animations_idle():
            # whose turn it is waits for the table ("Your turn", "West is thinking…" came while
            # the last card still flew and its player's plate was lit): said when it settles
            if self.turn_label.text() == sl.summary_line(c.facts()):  # not while the next is dealt
                self.turn_label.setText(sl.dealing_line(c.facts()))
            return
        self.turn_label.setText(self.status_text())
        person = c.human_to_act() is not None
        bar = self.statusBar()  # an older line ("North leads…") would hide "Your turn", or
        if (person or self.table.felt.summary is not None) and \
                bar.currentMessage() != self.opened.line:  # the deal's end
            bar.clearMessage()
        if person:
            self._after_summary = None
        elif self._after_summary is not None and not c.awaiting_continue \
                and self.table.felt.summary is None:
            self.statusBar().showMessage(self._after_summary, 10000)
            self._after_summary = None
        self._enable_commands()

    # ------------------------------------------------------------------ window
    def restore_size(self) -> None:
        """As the window was left (its panels too), or on a first start most of the screen."""
        window_place.restore(self, self.settings.window, MIN_W, MIN_H)
        window_place.restore_panels(self, self.settings.window)

    def changeEvent(self, event) -> None:  # Qt override
        if event.type() == QEvent.Type.WindowStateChange:
            self.act_leave_full.setEnabled(self.isFullScreen())
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:  # Qt override
        """The text beside the table follows the window's size (``TextSize.fit_side``)."""
        super().resizeEvent(event)
        self.text_size.fit_side()

    def _quit(self) -> None:
        self._quit_asked = True
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt override
        """The game autosaved, the window's place kept. Closed by the person (the title bar,
        Quit) with moves saved nowhere, it asks first (``ask_before_closing``); a polite kill
        or a hang-up closes without asking, as nobody may be there to answer."""
        asked, self._quit_asked = event.spontaneous() or self._quit_asked, False
        if asked and self.closing_box is not None:  # asked already: the question answers
            event.ignore()
            return
        facts = self.controller.facts()
        saved = facts is None or facts.over or self._closing \
            or self.controller.save_autosave_now()
        if asked and not saved and not self._close_agreed \
                and self.controller.record() != self._saved_record:
            event.ignore()
            self.closing_box = ask_before_closing(self)
            return
        self._closing = True
        for dlg in self.findChildren(SettingsDialog):  # its choices were only tried on: left
            if dlg.isVisible():  # unanswered, they are not kept (they were, with the place)
                dlg.reject()
        self._place.keep(always=True)
        self.controller.shutdown()
        # a kill during a write just before this start left a copy too young to judge then
        store.remove_stale_temp_files()
        super().closeEvent(event)
