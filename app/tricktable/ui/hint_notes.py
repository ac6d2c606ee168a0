"""The coach's hints and the controller's refusals where the person looks: on the felt and in the
status bar, for as long as the decision they are about is up.

Why an object of its own: a hint is asked (H), comes later from the worker, is picked out on the
table so that Enter follows it, and must go when its decision is taken, undone or passed to the
next person at a shared table; a refusal ("you must follow clubs: you hold …") must go with its
decision too. Kept in the window, these rules were spread over six of its methods, and the
window reached the size a module may have. The words are the presentation layer's
(``status_line.hint_refusal``), the decision marks the controller's.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QStatusBar

from ..coach.recommend import Advice
from ..controller import GameController
from ..engine.cards import iter_cards
from ..presentation import panel_state as ps
from ..presentation import status_line as sl
from ..presentation import window_notes as wn
from .status_note import StatusNote

#: how long a hint stays on the table and in the status bar (ms): 0, until the decision it is
#: about is taken (``drop_stale``), because it is read and weighed, not glanced at; it went
#: after 12 s, while a learner was still thinking it over
HINT_MS = 0
#: why there is no hint (hints off, not your turn), or why the rules refuse a choice, is said a
#: while (the pass screen's stayed over the next person's own turn)
REFUSAL_MS = 8000
WEIGHING = "Hint: weighing your choices…"


class HintNotes(QObject):
    """Hints and refusals for ``table`` (a ``TableView``) in ``bar``; ``hints_on()`` says whether
    the settings offer hints, ``before_hint`` runs as one is asked (the tip card gives way)."""

    def __init__(self, table, controller: GameController, bar: QStatusBar,
                 hints_on: Callable[[], bool], before_hint: Callable[[], None]) -> None:
        super().__init__(table)
        self.table = table
        self.controller = controller
        self.bar = bar
        self.hints_on = hints_on
        self.before_hint = before_hint
        self.note = StatusNote(bar)
        #: the hint shown for the decision now up (its figures, ``advice.figures``, are the
        #: toast's last paragraph once asked for: ``figures_shown``)
        self.advice: Advice | None = None
        self.figures_shown = False
        self._hint = wn.ShownHint()
        self._said = wn.ShownHint()  # a refusal in the status bar, and its decision
        self._line = ""  # the status bar's words for the hint shown (its advice alone)
        controller.hintReady.connect(self.show_advice)
        controller.message.connect(self.say)
        controller.turnChanged.connect(self.drop_stale)
        table.panel.stepped.connect(self._stepped)
        table.input.selectionChanged.connect(lambda _n: self._picks_changed())
        table.input.selectionCleared.connect(self._picks_changed)

    def ask(self) -> str:
        """Ask the coach for the person's decision (Help → Hint, H); the hint itself comes with
        ``controller.hintReady`` (the search takes up to its budget in the worker process).
        Returns the text shown now: what the coach is doing, or why there is no hint."""
        c = self.controller
        refusal = sl.hint_refusal(c, self.hints_on(), lambda: not self.table.animations_idle())
        scope = self.table.decisions.hint_scope()
        if refusal is None and self.advice is not None and self._hint.mark == \
                c.decision_mark() and (scope is None or self.advice.action in scope):
            # the same decision, the hint still up (a step that holds it opened): the same
            # hint, not a new search ("Dominoes from 9", then "from 10" on its step), now
            # with its figures (``wn.FIGURES_ASKED``)
            self.show_advice(self.advice, figures=True)
            return f"Hint: {self.advice.headline}. {self.advice.reason}"
        if refusal is None:
            self.before_hint()
            self.advice = None
            c.ask_hint(scope)
        if self.advice is None:
            self._show(refusal or WEIGHING, ms=REFUSAL_MS if refusal else HINT_MS)
        return refusal or WEIGHING

    def show_advice(self, advice: Advice, figures: bool = False) -> None:
        """The coach's hint: its action is picked out on the table so Enter follows it, and its
        words stay on the felt (wrapped, never cut off) until the decision is taken; its
        figures when ``figures`` (asked again), else a line saying how to see them."""
        self.table.decisions.select_hint(advice.action)
        self.advice = advice  # after its picks are made: ``_picks_changed`` waits for them
        self.figures_shown = figures
        self._show(self._words(advice), self._figures(advice),
                   line=sl.hint_line(advice.headline))

    def _figures(self, advice: Advice) -> str:
        """The toast's last paragraph: the figures once asked for, else how to ask."""
        if not advice.figures:
            return ""
        return advice.figures if self.figures_shown else wn.FIGURES_ASKED

    def _words(self, advice: Advice) -> str:
        """A hint's words, and for a discard what they say of the cards selected now."""
        decisions = self.table.decisions
        picks = decisions.input.selected  # a discard's own picks kept: Enter lays them away
        hinted = set(iter_cards(advice.action.get("cards") or 0))
        confirm = decisions.decision.confirm if decisions.decision is not None else ""
        kept = "" if advice.action.type != "discard" else \
            f" {wn.KEPT_PICKS}" if picks and set(picks) != hinted else \
            f" {wn.hint_picks(confirm or '', len(hinted))}" \
            if hinted and set(picks) == hinted else ""
        return f"Hint: {advice.headline}. {advice.reason}{kept}"

    def _picks_changed(self) -> None:
        """The person changed a discard's picks under its hint: the words follow them ("They
        are selected for you: press Bury" stayed over other cards the person picked, and over
        them again once a checked bury of them was taken back)."""
        advice, shown = self.advice, self._hint.text
        if advice is None or advice.action.type != "discard" or shown is None \
                or self._hint.mark != self.controller.decision_mark():
            return
        toast = self.table.felt.toast
        text, figures = self._words(advice), self._figures(advice)
        words = f"{text}\n{figures}" if figures else text
        if words != shown and toast.isVisible() and toast.text == shown:
            self._show(text, figures, line=sl.hint_line(advice.headline))

    def _show(self, text: str, figures: str = "", ms: int = HINT_MS, line: str = "") -> None:
        """A hint's words (or why there is none) on the felt and in the status bar, for ``ms``
        (0: for as long as the decision they are about is up). ``line``: the bar's shorter
        words for them (a hint's advice alone: the whole hint was cut with "…" there).

        The ``figures`` are a paragraph of the toast's own words, not its caption: a caption is
        drawn smaller than the status bar's text and in a dim grey (8 or 9 px on near-black in
        a tester's screenshot), and the figures are read and weighed, not glanced at."""
        words = f"{text}\n{figures}" if figures else text
        self._hint.show(self.controller.decision_mark(), words)
        self.table.felt.show_toast(words, "", ms=ms)
        self._line = line or f"{text} {figures}".strip()
        self.note.show(self._line, ms)  # cut at the bar's width, if still too long

    def say(self, text: str) -> None:
        """The controller's words (a refusal) in the status bar, while its decision is up."""
        self._said.show(self.controller.decision_mark(), text)
        self.bar.showMessage(text, REFUSAL_MS)

    def drop_stale(self) -> None:
        """A hint is about one decision: once it is taken (or undone), the hint leaves the table,
        and a refusal the status bar ("you must play a trump…" stayed there while the next
        player thought)."""
        mark = self.controller.decision_mark()
        said = self._said.stale(mark)
        if said is not None and self.bar.currentMessage() == said:
            self.bar.clearMessage()
        self._take_away(self._hint.stale(mark))

    def _stepped(self, decision) -> None:
        """A two-step choice went to its other step: a hint for a choice that step does not
        hold goes (Barbu's "choose No Last Two" stayed over "Trump: which suit?")."""
        scope = ps.hint_scope(decision)
        if self.advice is not None and scope is not None and self.advice.action not in scope:
            self._take_away(self._hint.take())

    def _take_away(self, text: str | None) -> None:
        """The hint's ``text`` off the felt and the status bar (None: nothing shown)."""
        if text is None:
            return
        self.advice = None
        toast = self.table.felt.toast
        if toast.isVisible() and toast.text == text:
            toast.hide()
        self.note.clear_if_about(self._line or text)

    def forget(self) -> None:
        """The device passes to the next person: the last one's words go with their hand (a
        refused card's message names the cards the rules want, and a hint names one)."""
        self.bar.clearMessage()
        self.table.felt.toast.hide()
        self.advice = None
