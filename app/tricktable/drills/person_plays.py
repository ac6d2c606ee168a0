"""The person robot's game: it picks a legal move, then makes it with clicks, as a person would.

Each move is made the way the table offers it: a card is clicked in its hand (the dummy's too),
a decision's button is clicked in the panel (both steps of a two-step choice, sometimes going Back
first), toggles are switched on one by one before the confirming button, cards to discard are
selected in the hand before "Discard". Along the way, as a curious person does, the robot clicks
a greyed-out card (a refusal must appear and nothing change), asks for a hint (H), takes a move
back (Ctrl+Z) and looks at the last trick again (L, then a click to go on).

``kinds`` counts every kind of decision and gesture made, so a test can demand that each kind of
a game was reached (``decision_kind`` names them).
"""

from __future__ import annotations

import os
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Qt

from ..engine.view import View
from ..presentation.describe import decision_kind_name
from .game_end import game_end_problems
from .person_new_game import start_game
from .person_robot import Hands, RobotFailure, Watch


def decision_kind(view: View, action: Any, own_position: int | None = None) -> str:
    """The name of a kind of decision, for the coverage count: the action's type, refined
    where one type covers several decisions a person meets differently."""
    t = action.type
    game = view.game
    if t == "play":
        if own_position is not None and view.turn != own_position:
            return "play-dummy"
        return "play"
    if t == "choose-contract":
        contract = action.get("contract")
        return f"contract-{contract}" if contract in ("trump", "dominoes") else "contract-other"
    if t in ("double", "redouble"):
        return t if action.get("targets") else f"no-{t}"
    if t == "announce":
        return "announce" if action.get("takings") else "announce-nothing"
    if t == "declare":
        parts = []
        if action.get("declarations"):
            parts.append("declare")
        if action.get("contras"):
            parts.append("contra")
        return "-".join(parts) if parts else "declare-nothing"
    if t == "bid":
        bid = str(action.get("bid", ""))
        return "bid-preferred" if bid.startswith("preferred") else f"bid-{bid}"
    return decision_kind_name(game, t)


@dataclass
class GameResult:
    game: str
    options: dict
    seed: int
    deals: int = 0
    finished: bool = False
    totals: list = field(default_factory=list)
    kinds: Counter = field(default_factory=Counter)
    moves: int = 0
    seconds: float = 0.0


class PersonRobot:
    """Plays the human seat of ``window``'s game to its end (or for ``max_deals`` deals)."""

    def __init__(self, window: Any, rng: random.Random, curious: float = 0.04,
                 step_timeout_s: float = 20.0, kinds: Counter | None = None) -> None:
        self.watch = Watch()
        self.hands = Hands(window, self.watch, step_timeout_s)
        self.window = window
        self.c = window.controller
        self.table = window.table
        self.rng = rng
        self.curious = curious  # how often a gesture (hint, undo, last trick, bad click) is tried
        #: decisions made so far (pass an earlier game's to seek what it did not meet)
        self.kinds: Counter = kinds if kinds is not None else Counter()
        self._undos_this_deal = 0
        #: called with the kind of decision about to be made, and with "deal-summary" when a
        #: deal's summary is up (the screenshots command photographs the table there)
        self.on_sight: Callable[[str], None] | None = None

    # ================================================================== the game
    def play(self, game: str, options: dict, seed: int, seats: list, max_deals: int | None = None,
             timeout_s: float = 600.0) -> GameResult:
        """Start the game through the new-game dialog (Ctrl+N), then play it by clicks."""
        result = GameResult(game, dict(options), seed)
        start = time.monotonic()
        with self.watch.installed():
            start_game(self.hands, self.window, game, options, seats, seed)
            try:
                self._loop(result, max_deals, start + timeout_s)
            except RobotFailure:
                shots = os.environ.get("TRICKTABLE_ROBOT_FAILURE_SHOTS")
                if shots:  # what the table looked like when it went wrong
                    self.window.grab().save(os.path.join(
                        shots, f"{game}-{len(seats)}p-seed{seed}-failure.png"))
                raise
        result.seconds = time.monotonic() - start
        result.kinds = self.kinds
        return result

    def _loop(self, result: GameResult, max_deals: int | None, deadline: float) -> None:
        h = self.hands
        c = self.c
        last_mark = None
        stuck_since = time.monotonic()
        while True:
            if time.monotonic() > deadline:
                raise RobotFailure(f"the game did not end in time (deal {c.state.deal_number})")
            h.pump(2)
            st = c.state
            if st.game_over:
                self._game_over(result)
                return
            mark = c.decision_mark()
            if mark != last_mark:
                last_mark, stuck_since = mark, time.monotonic()
            elif time.monotonic() - stuck_since > h.step_timeout_s and not c.awaiting_continue:
                raise RobotFailure(f"nothing happened for {h.step_timeout_s:.0f} s "
                                   f"(deal {st.deal_number}, to act: {st.to_act})")
            if c.awaiting_continue:
                if self.table.felt.summary is None or not self.table.felt.summary_proxy.isVisible():
                    continue  # the last trick is still being gathered
                result.deals = len(st.history)
                self._check_autosave(result)
                if self.on_sight is not None:
                    self.on_sight("deal-summary")
                if max_deals is not None and result.deals >= max_deals:
                    return
                self._next_deal()
                stuck_since = time.monotonic()
                continue
            if c.human_to_act() is None or not h.settled():
                continue
            self._person_turn(result)

    def _next_deal(self) -> None:
        h = self.hands
        card = self.table.felt.summary_card
        if card.button is None:
            raise RobotFailure("the deal summary has no Next deal button")
        h.click_widget(self.table.felt.summary_proxy, card.button)
        h.wait_until(lambda: not self.c.awaiting_continue, "the next deal after Next deal")
        self.kinds["next-deal"] += 1
        self._undos_this_deal = 0

    def _game_over(self, result: GameResult) -> None:
        from ..engine.record import replay
        from ..games.registry import get_rules

        h = self.hands
        felt = self.table.felt
        h.wait_until(lambda: felt.summary_proxy.isVisible() and felt.summary is not None
                     and felt.summary.game_over, "the game's end on the summary card")
        st = self.c.state
        result.finished = True
        result.deals = len(st.history)
        result.totals = list(st.totals)
        replayed = replay(self.c.record(), get_rules)
        if list(replayed.result()[1]) != list(st.totals):
            raise RobotFailure(f"the record replays to {list(replayed.result()[1])}, "
                               f"the window shows {list(st.totals)}")
        problems = game_end_problems(self.window)
        if problems:
            raise RobotFailure("; ".join(problems))
        # Enter, as after every deal, must not deal a new game the person has not seen
        seed = st.seed
        h.key(Qt.Key.Key_Return, target=self.table)
        if not self.c.state.game_over or self.c.state.seed != seed:
            raise RobotFailure("Enter at the game's end started another game")

    def _check_autosave(self, result: GameResult) -> None:
        """After a deal the autosave on disk is the game so far: it must replay to the
        totals the window shows."""
        from .. import settings as store
        from ..engine.record import replay
        from ..games.registry import get_rules
        from ..safe_files import read_json_file

        if not self.c.autosave_enabled:
            return
        self.c.flush_autosave()
        path = store.paths()["autosave"]
        if not path.exists():
            raise RobotFailure("no autosave after a deal")
        doc = read_json_file(path)
        replayed = replay(doc, get_rules)
        if len(replayed.history) == len(self.c.state.history) and \
                list(replayed.totals) != list(self.c.state.totals):
            raise RobotFailure(f"the autosave replays to {list(replayed.totals)}, the window "
                               f"shows {list(self.c.state.totals)}")

    # ================================================================== one turn
    def _person_turn(self, result: GameResult) -> None:
        c, h = self.c, self.hands
        legal = c.legal_actions()
        if not legal:
            raise RobotFailure("the person is to act but no move is legal")
        if len(legal) == 1 and legal[0].type == "pass":
            self._lone_pass(result)
            return
        view = c.view()
        if self.rng.random() < self.curious:
            self._gesture(view, legal)
            if c.human_to_act() is None or not h.settled():
                return
            legal, view = c.legal_actions(), c.view()
        before_sight = c.decision_mark()
        action = self._choose(view, legal)
        kind = decision_kind(view, action, self._own_position(view))
        if self.on_sight is not None:
            self.on_sight(kind)
            if c.decision_mark() != before_sight or c.human_to_act() is None:
                return
        before = c.decision_mark()
        if action.type == "play" and self._panel_offers(action) is None:
            h.click_item(h.card_item(action.card))
        else:
            self._decide(action)
        try:
            h.wait_until(lambda: c.decision_mark() != before,
                         f"the move {c.state.describe(action)!r} ({kind}) to be taken")
        except RobotFailure as exc:
            toast, shown = self.table.felt.toast, self.table.decisions.decision
            said = toast.text if toast.isVisible() else ""
            raise RobotFailure(f"{exc}; the table said {said!r}, the status line "
                               f"{self.window.statusBar().currentMessage()!r}, view stage "
                               f"{view.stage!r}, panel {shown.title if shown else None!r}"
                               ) from None
        self.kinds[kind] += 1
        result.moves += 1

    def _lone_pass(self, result: GameResult) -> None:
        """A pass that is the person's only move is made for them (no click): it must be, by
        the person's seat, and said on the status line."""
        c, h = self.c, self.hands
        before, done = c.decision_mark(), len(c.state.deal_log.actions)
        number = c.state.deal_log.number
        h.wait_until(lambda: c.decision_mark() != before, "the lone pass made for the person")
        log = c.state.deal_log if c.state.deal_log.number == number else next(
            (d for d in c.state.history if d.number == number), c.state.deal_log)
        if len(log.actions) <= done or log.actions[done][2].type != "pass":
            raise RobotFailure("the person's lone pass was not made for them")
        if not self.window.statusBar().currentMessage():
            raise RobotFailure("the lone pass made for the person was not said")
        self.kinds["lone-pass"] += 1
        result.moves += 1

    def _own_position(self, view: View) -> int | None:
        """The person's own seat (a dummy the person plays for is another position)."""
        return view.seat

    def _choose(self, view: View, legal: list) -> Any:
        """Prefer a kind of decision not met yet; otherwise any legal move."""
        own = self._own_position(view)
        by_kind: dict[str, list] = {}
        for a in legal:
            by_kind.setdefault(decision_kind(view, a, own), []).append(a)
        fresh = [k for k in by_kind if not self.kinds[k]]
        if fresh and self.rng.random() < 0.8:
            return self.rng.choice(by_kind[self.rng.choice(fresh)])
        # a kind first, then a move of it: declining stays as likely as any of the many
        # ways to double or announce
        return self.rng.choice(by_kind[self.rng.choice(sorted(by_kind))])

    # ------------------------------------------------------------------ the panel
    def _panel_offers(self, action: Any) -> Any:
        d = self.table.decisions.decision
        if d is None or not self.table.panel_proxy.isVisible():
            return None
        if any(ch.action == action for ch in d.choices) or (d.skip and d.skip.action == action):
            return d
        if any(a == action for _keys, a in d.sets) or action in d.options:
            return d
        if any(ch.then is not None and action in ch.then.options for ch in d.choices):
            return d
        return None

    def _decide(self, action: Any) -> None:
        h = self.hands
        d = self._panel_offers(action)
        if d is None:
            shown = self.table.decisions.decision
            raise RobotFailure(f"the legal move {self.c.state.describe(action)!r} has nothing "
                               f"on the screen to make it (panel: "
                               f"{shown.title if shown else 'none'})")
        panel, proxy = self.table.panel, self.table.panel_proxy
        if d.kind == "buttons":
            self._click_choice(d, action)
        elif d.kind == "toggles":
            keys = next(k for k, a in d.sets if a == action)
            if not keys:
                skip = panel.buttons[1] if len(panel.buttons) > 1 else None
                if skip is None or d.skip is None:
                    raise RobotFailure(f"{d.title}: no button to decline")
                h.click_widget(proxy, skip)
                return
            for key in keys:  # a toggle the panel opened with set (a forced double) stays
                if not self._toggle(key, d).isChecked():
                    h.click_widget(proxy, self._toggle(key, d))
                toggle = self._toggle(key, d)
                if not toggle.isChecked():
                    raise RobotFailure(f"{d.title}: the toggle {toggle.label!r} did not "
                                       "switch on")
            for toggle in panel.toggles:  # and one it opened with that the choice leaves out
                if toggle.isChecked() and toggle.property("key") not in keys:
                    h.click_widget(proxy, toggle)
            h.click_widget(proxy, panel.confirm)
        elif d.kind == "discard":
            mask = action.get("cards")
            cards = [i for i in range(mask.bit_length()) if mask >> i & 1]
            for card in cards:
                h.click_item(h.card_item(card))
            if not panel.confirm.isEnabled():
                raise RobotFailure(f"{d.title}: {len(cards)} cards selected but the button is "
                                   "greyed out")
            h.click_widget(proxy, panel.confirm)
        else:
            raise RobotFailure(f"unknown panel kind {d.kind}")

    def _toggle(self, key: Any, d: Any) -> Any:
        found = [t for t in self.table.panel.toggles if t.property("key") == key]
        if not found:
            raise RobotFailure(f"{d.title}: no toggle for {key!r}")
        return found[0]

    def _click_choice(self, d: Any, action: Any) -> None:
        h = self.hands
        panel, proxy = self.table.panel, self.table.panel_proxy
        for i, ch in enumerate(d.choices):
            if ch.action == action:
                h.click_widget(proxy, panel.buttons[i])
                return
        for i, ch in enumerate(d.choices):
            if ch.then is not None and action in ch.then.options:
                h.click_widget(proxy, panel.buttons[i])
                h.wait_until(lambda ch=ch: self.table.decisions.decision is ch.then,
                             f"the second step of {ch.label!r}")
                if not self.kinds["back"] or self.rng.random() < 0.2:
                    back = panel.buttons[-1]
                    if back.label != "Back":
                        raise RobotFailure(f"{ch.then.title}: no Back button")
                    h.click_widget(proxy, back)
                    h.wait_until(lambda: self.table.decisions.decision is d,
                                 "Back to the first step")
                    self.kinds["back"] += 1
                    h.click_widget(proxy, panel.buttons[i])
                    h.wait_until(lambda ch=ch: self.table.decisions.decision is ch.then,
                                 f"the second step of {ch.label!r} again")
                self._click_choice(ch.then, action)
                return
        raise RobotFailure(f"{d.title}: no button for {self.c.state.describe(action)!r}")

    # ------------------------------------------------------------------ curiosity
    def _gesture(self, view: View, legal: list) -> None:
        # the gestures not made yet first, so that a short game still tries each of them
        names = {"illegal": "illegal-click", "hint": "hint", "undo": "undo",
                 "last-trick": "last-trick"}
        fresh = [g for g, kind in names.items() if not self.kinds[kind]]
        pick = self.rng.choice(fresh or list(names))
        getattr(self, "_try_" + pick.replace("-", "_"))(view, legal)

    def _try_illegal(self, view: View, legal: list) -> None:
        """Click a greyed-out card: a refusal appears and nothing changes."""
        h, c = self.hands, self.c
        playable = {a.card for a in legal if a.type == "play"}
        if not playable:
            return
        dimmed = [i for items in self.table.model.hands.values() for i in items
                  if i.card is not None and i.interactive and i.card not in playable]
        if not dimmed:
            return
        item = self.rng.choice(dimmed)
        if not item.dimmed:
            raise RobotFailure(f"{item.accessible_name()} cannot be played now but is not "
                               "greyed out")
        before = c.decision_mark()
        self.table.felt.toast.hide()
        h.click_item(item)
        h.wait_until(lambda: self.table.felt.toast.isVisible(),
                     f"a refusal after clicking the greyed-out {item.accessible_name()}", 5)
        if c.decision_mark() != before:
            raise RobotFailure(f"clicking the greyed-out {item.accessible_name()} changed the "
                               "game")
        self.kinds["illegal-click"] += 1

    def _try_hint(self, view: View, legal: list) -> None:
        h = self.hands
        self.table.felt.toast.hide()
        h.key(Qt.Key.Key_H, target=self.table)
        h.wait_until(lambda: self.table.felt.toast.isVisible(), "the hint after H", 5)
        if "nothing of yours is waiting" in self.window.statusBar().currentMessage():
            raise RobotFailure("H on the person's turn says nothing is waiting")
        # the coach's search answers within its budget (more on a busy machine); the hint then
        # picks its action out (cards selected, toggles set), which Esc clears before the robot
        # makes its own choice
        h.wait_until(lambda: self.window.advice is not None, "the coach's hint", 60)
        if self.window.advice.action not in legal:
            raise RobotFailure(f"the hint {self.window.advice.headline!r} is not legal")
        h.key(Qt.Key.Key_Escape, target=self.table)
        self.kinds["hint"] += 1

    def _try_undo(self, view: View, legal: list) -> None:
        h, c = self.hands, self.c
        if self._undos_this_deal >= 1 or not self.window.act_undo.isEnabled():
            return
        before = c.decision_mark()
        refusal = c.undo_refusal()
        if refusal is not None:
            # cards were shown since the person's last decision: Ctrl+Z must say why it cannot go
            # back, on the table, and change nothing
            self.table.felt.toast.hide()
            h.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier, target=self.table)
            h.wait_until(lambda: self.table.felt.toast.isVisible(),
                         f"the refusal {refusal!r} after Ctrl+Z", 5)
            if c.decision_mark() != before:
                raise RobotFailure(f"Ctrl+Z was refused ({refusal!r}) but changed the game")
            self.kinds["undo-refused"] += 1
            return
        h.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier, target=self.table)
        h.wait_until(lambda: c.decision_mark() != before, "Ctrl+Z to take a move back", 5)
        h.wait_until(lambda: (c.human_to_act() is not None or c.awaiting_continue)
                     and h.settled(), "the person's turn after Ctrl+Z")
        self._undos_this_deal += 1
        self.kinds["undo"] += 1

    def _try_last_trick(self, view: View, legal: list) -> None:
        h = self.hands
        if not self.table.model.last_trick:
            return
        h.key(Qt.Key.Key_L, target=self.table)
        h.wait_until(lambda: bool(self.table.felt.overlay), "the last trick after L", 5)
        # "click or press a key to go on": a click on the felt beside the cards
        lay = self.table.model.layout
        pt = self.table.mapFromScene(lay.centre.x + lay.centre.w * 0.03,
                                     lay.centre.y + lay.centre.h * 0.97)
        h.click_viewport(pt)
        h.wait_until(lambda: not self.table.felt.overlay, "the last trick to close on a click", 5)
        self.kinds["last-trick"] += 1
