"""What happens once the main window is up: the start's messages (a settings, statistics or
autosave file that could not be used as it was), then the saved game offered back, the first
choice of a game, or the next game after one that ended.

Why the messages come first, one after another: the Resume question is modal, and opened over
a warning it covered the warning's words and left its OK button dead until the question was
answered (the person decided about their game before reading that their settings were reset).
Apart from the main window, whose module had no room left.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QMessageBox

from .. import settings as store
from .. import stats_store
from ..autosave import resumable_game
from ..engine.record import replay
from ..games.registry import get_rules
from ..presentation import start_plan as sp
from ..presentation import window_notes as wn
from ..presentation.game_facts import GameFacts
from ..presentation.menu_entries import with_mnemonics
from ..presentation.resume_place import play_stands, shared_names
from . import dialogs as dg
from .record_dialogs import ask_record_path, read_record


def start(window, messages: list[str] | tuple[str, ...] = (), first_run: bool = False) -> None:
    """The start's messages, each read in turn; then the resume offer, the New game dialog (a
    first start, an autosave that could not be used, or the last game ended: cancelled there,
    nothing is dealt), or a game dealt with the last choices."""
    store.remove_stale_temp_files()  # half-written copies a kill during a write left
    _stats, stat_notes = stats_store.load_statistics()  # a damaged or newer file is told now
    parts = (("Settings", list(messages)), ("Statistics", list(stat_notes)),
             ("Tips", list(window.tip_guide.messages)),
             ("Card back picture", list(window.start_notes)))
    said = [box] if (box := wn.start_box(list(parts))) is not None else []
    doc, facts, notes = resumable_game()
    _keep_ends(window)
    if notes:
        said.append(("Autosave", "\n\n".join(notes)))
    way = sp.start_way(doc is not None and facts is not None,
                       facts.over if facts is not None else None, first_run, bool(notes),
                       window.settings.ended_game)
    if way == sp.RESUME:
        if said:  # the question waits behind them: not "Choose Game → New game to start."
            window.turn_label.setText(wn.RESUME_WAITING)
        _after(window, said, lambda: offer_resume(window, doc, facts))
    elif way == sp.CHOOSE_FIRST:
        _after(window, said, lambda: _choose_first(window))
    elif way == sp.CHOOSE_AFTER:  # the game that ended: its autosave's, else the settings'
        ended = facts.game if facts is not None else wn.game_from_settings(
            window.settings.ended_game, window.settings.game_options)[0]
        _after(window, said, lambda: _choose_after(window, ended, doc))
    else:
        for title, text in said:  # nothing modal follows: the game is dealt beside them
            window.later_message(title, text)
        window.new_game_from_settings()


def _after(window, said: list[tuple[str, str]], then: Callable[[], object]) -> None:
    """Each message of ``said`` shown once the one before is closed, then ``then``."""
    if window._closing:
        return
    if not said:
        then()
        return
    box = window.later_message(*said[0])
    box.finished.connect(lambda _r: _after(window, said[1:], then))


def _choose_first(window) -> None:
    """The New game dialog with nothing dealt behind it; Esc deals the last choices."""
    _choosing(window).rejected.connect(window.new_game_from_settings)


def _choosing(window) -> QDialog:
    """The New game dialog opened at the start, the status line saying what it is for (it
    said "Choose Game → New game to start." with that dialog open)."""
    dlg = window.open_new_game_dialog()
    if window.controller.facts() is None:
        window.turn_label.setText(wn.CHOOSING_GAME)
    return dlg


def _choose_after(window, game: str, ended: dict | None) -> None:
    """After a game that ended: its final standings as they were left, when its autosave holds
    them (``ended``; the window closed at the final standings had lost them for good), with
    their "Play again" and "New game…"; else the New game dialog on that game (Sheepshead's
    end once dealt Barbu, the last game chosen in the dialog), with nothing dealt behind it.
    Nothing new is dealt unasked either way: Cancel or Esc there is "not now" (Esc dealt that
    game anyway), the table stays empty and the status line says how to start one. Game → New
    game opens the dialog on that game. The dialog opened over the standings too, and covered
    the winner's card the person came back to see (a tester)."""
    window._kept_pick = game
    if ended is not None:
        with contextlib.suppress(Exception):  # it replayed a moment ago; else the dialog alone
            window.controller.load_record(ended)
            if window.controller.facts() is not None and window.controller.facts().over:
                return
    _choosing(window)


def _keep_ends(window) -> None:
    """Keep in the settings which game ended last, until the next one is under way: its
    autosave is removed when it ends, and the next start found nothing and dealt a new game
    of that kind unasked. Written at once, as a kill may follow."""
    c = window.controller

    def ended(_event: object) -> None:
        facts = c.facts()
        if facts is not None:
            window.settings.ended_game = facts.game
            window.save_settings()

    def dealt() -> None:  # kept in the settings with the next write (its autosave comes first)
        facts = c.facts()
        if facts is not None and not facts.over:
            window.settings.ended_game = ""

    c.gameFinished.connect(ended)
    c.stateReset.connect(dealt)


def offer_resume(window, doc: dict, facts: GameFacts) -> None:
    """"Resume your … game?": Resume loads it; New game opens the New game dialog, and that
    dialog cancelled asks again (Esc must never throw a saved game away)."""
    box, resume, _new = dg.question_box(window, "Resume", wn.resume_question(
        facts, *_where(doc)), "Resume", "New game", safe_is_yes=True)
    # a game saved to a file is opened from here too: the question is modal, Ctrl+O did
    # nothing under it, and the New game dialog cancelled brought the question back (a tester)
    opening = box.addButton(with_mnemonics([wn.OPEN_SAVED], "RN")[0],
                            QMessageBox.ButtonRole.ActionRole)
    window.resume_box = box

    def done(_result: int) -> None:
        if window._closing:  # a polite kill closed the window (and the question) unanswered
            return
        clicked = box.clickedButton()  # None: closed by its title bar, as Esc: the safe answer
        if clicked is None or clicked is resume:
            try:
                window.controller.load_record(doc)
                window.controller.carry_hints()
                window.say_where_play_stands(window.controller.resumed_words())
                window._remember_choice(facts.game, facts.options, window.controller.seats)
                return
            except Exception as exc:  # told, then the person chooses the next game
                notes = store.set_autosave_aside(f"it could not be resumed ({exc}).")
                _after(window, [("Autosave", "\n\n".join(notes) or
                                 f"The game could not be resumed: {exc}")],
                       lambda: _choose_first(window))
                return
        if clicked is opening:
            _open_instead(window, doc, facts)
            return
        # "New game": chosen in the New game dialog, as from the menu (it dealt the last
        # game's options at once); cancelled, the saved game is offered again
        dlg = _choosing(window)  # (after its own close: the status line)
        dlg.finished.connect(lambda r: r == QDialog.DialogCode.Rejected.value
                             and offer_resume(window, doc, facts))

    box.finished.connect(done)
    box.open()
    window.turn_label.setText(wn.RESUME_WAITING)  # not "Choose Game → New game to start."


def _open_instead(window, doc: dict, facts: GameFacts) -> None:
    """"Open a saved game…" under the Resume question: the file chosen is opened in place of
    the saved game; cancelled, or refused (with its reason), the question is asked again."""
    path = ask_record_path(window, window.controller, saving=False)
    record, why = read_record(path, wn.RESUME_ASKED_AGAIN) if path else (None, "")
    if record is not None and window.open_record_file(path, record):
        return
    if why:
        _after(window, [("Open record", why)], lambda: offer_resume(window, doc, facts))
    else:
        offer_resume(window, doc, facts)


def _where(doc: dict) -> tuple[str, list[str]]:
    """Where the saved game stands within its deal (``play_stands``), "" if it cannot be said;
    and, at a shared table, the names of the persons who share it (else none)."""
    try:
        state = replay(doc, get_rules)
    except Exception:  # it replayed a moment ago; the question is asked all the same
        return "", []
    seats = store.seats_from_players(doc.get("players"), state.num_players)  # as resumed
    names = shared_names(seats, state.rules.id, state.options)
    people = [i for i, s in enumerate(seats) if s.human]
    return (play_stands(state, people, names),
            [names[i] for i in people] if len(people) > 1 else [])
