"""The decision panel's state without Qt: which buttons it shows and in how many rows, what its
confirm button says and whether it may be pressed, what Enter and Esc do, which button a hint
focuses; and the person's toggles and selected cards mapped onto the legal actions.

Why apart from the widget (``ui/action_panel.py``, ``ui/table_decisions.py``): these are
decisions about words and about which legal action a click stands for, testable without a
window; the widget only lays the buttons out, paints them and passes clicks on. Nothing here
decides a rule: every action comes from the :class:`Decision` (itself made from
``legal_actions()``), every refusal from the engine's ``why_illegal`` handed in as a function.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple

from ..engine.panel import Choice, Decision
from ..engine.protocol import Action
from ..engine.view import View
from ..engine.words import counted
from .describe import match_discard, match_toggles
from .table_piles import SIDE_WORDS, seat_owner

#: at most this many buttons in a row of a plain decision
MAX_PER_ROW = 5
#: Enter on a panel of equal choices, none drawn as the default, with none picked
PICK_FIRST = "No choice is picked yet: pick one with the arrow keys or Tab, then press Enter."
#: a ``unit`` dict's entry for the confirm line when every one of several toggles is picked:
#: Barbu's double of all three others is its "maximum", as its rules and deal log call it
#: ("3 doubles" on the button read as another thing than the log's "doubles everyone (maximum)")
EVERY = "every"


def grid(count: int, natural: float, room: float, frame: float, gap: float,
         most: int | None = MAX_PER_ROW) -> tuple[int, float]:
    """How many buttons go in a row and how wide each one's text is: as many as fit ``room`` at
    their ``natural`` text width (labels are never cut short when there is room), at most
    ``most``, and rows of even length. ``frame`` is a button's width beyond its text."""
    fit = int((room + gap) // (natural + frame + gap))
    per_row = max(1, min(count, fit) if most is None else min(most, count, fit))
    per_row = math.ceil(count / math.ceil(count / per_row))
    return per_row, (room - (per_row - 1) * gap) / per_row - frame


def button_choices(decision: Decision) -> list[Choice]:
    """A plain decision's buttons: its choices, and "Back" on a second step."""
    choices = list(decision.choices)
    if decision.back is not None:
        choices.append(Choice("Back", "choose again", then=decision.back))
    return choices


class Confirm(NamedTuple):
    """The confirm button of toggles or a discard: its short line, whether it may be pressed,
    and the whole reason when the rules forbid what is picked (its tooltip)."""

    line: str
    enabled: bool
    reason: str = ""


@dataclass
class PanelState:
    """What is picked on the panel now: the toggled keys, the number of cards selected in the
    hand for a discard, and why the rules refuse the toggled set (None: they do not)."""

    decision: Decision
    checked: frozenset = field(default_factory=frozenset)
    selected: int = 0
    refusal: str | None = None

    def confirm(self) -> Confirm:
        d = self.decision
        if d.kind == "discard":
            count, need = self.selected, d.count
            if count > need:  # "3 of 2 selected" under a greyed button left the fix to guess
                return Confirm(f"{count - need} too many selected", False)
            # the count at every step, the last too: "Bury · the selected cards" broke the
            # run "0 of 2", "1 of 2" and read as another thing than what the press buries
            return Confirm(f"{count} of {need} selected", count == need)
        if self.checked and self.refusal:
            return Confirm("not allowed", False, self.refusal)
        n = len(self.checked)
        if not n:
            return Confirm("pick one first", False)
        if isinstance(d.unit, dict):
            if EVERY in d.unit and n > 1 and self.checked == {c.key for c in d.choices}:
                return Confirm(d.unit[EVERY], True)
            kinds = [k[0] if isinstance(k, tuple) else k for k in self.checked]
            # counted by word: kinds of one word (Barbu's players, each a "double") add up
            words: dict[str, int] = {}
            for kind, unit in d.unit.items():
                if kind != EVERY and kind in kinds:
                    words[unit] = words.get(unit, 0) + kinds.count(kind)
            return Confirm(", ".join(counted(k, unit) for unit, k in words.items()), True)
        return Confirm(f"{n} {d.unit}{'s' if n != 1 else ''}", True)

    def lines(self) -> tuple[str, ...]:
        """Every line the confirm button may come to say in this decision, whatever is picked:
        the panel measures the button for the tallest from the start. It was laid out for
        "pick one first" and, once Contra and The Sparrow were picked, "1 declaration,
        1 contra" wrapped past its height and read "1 declaration," only."""
        d = self.decision
        if d.kind == "discard":
            # every count up to the need, and "too many" up to more than a hand holds
            picks = [PanelState(d, selected=n) for n in range(d.count + SELECTED_MOST + 1)]
        elif d.kind == "toggles":
            keys = [c.key for c in d.choices]
            picks = [PanelState(d, checked=frozenset(some)) for size in range(len(keys) + 1)
                     for some in _few(keys, size)]
            picks.append(PanelState(d, checked=frozenset(keys[:1]), refusal="refused"))
        else:
            return ()
        return tuple(dict.fromkeys(p.confirm().line for p in picks))

    def default(self) -> str | Choice | None:
        """What Enter does with no button focused: "toggles" (confirm the toggled set; when
        refused, the table says why), "discard" (only when the count is right), or the choice
        to pick (the skip beside toggles, else the button drawn as the default); None: nothing
        is picked, and Enter says how to pick (``unpicked_words``). Never a button not drawn
        as the default: Enter on Barbu's contracts, none drawn so, took "No Queens" unseen."""
        d = self.decision
        if d.kind == "toggles":
            return "toggles" if self.checked else d.skip
        if d.kind == "discard":
            return "discard" if self.confirm().enabled else None
        return next((c for c in d.choices if c.default), None)

    def unpicked_words(self) -> str:
        """What Enter says when it has nothing to act on (``default`` is None): how to pick."""
        d = self.decision
        if d.kind == "buttons" and not d.choices:
            # words only (a lone pass, made for the person): "No choice is picked yet: pick
            # one with the arrow keys" was said where there was none to pick
            return d.hint or "Nothing to choose here."
        if d.kind == "discard":
            # said on the panel (from the hand, Enter picks the outlined card)
            return (f"Select {counted(d.count, 'card')} to {(d.confirm or 'discard').lower()} "
                    "in your hand first: Down goes to your hand, where Space picks a card.")
        return PICK_FIRST

    def greyed_words(self) -> str:
        """Why the greyed confirm button does nothing when clicked, and what makes it work: a
        click on it was answered by nothing ("0 of 2 selected" on it was read as a count, not
        as the reason). The words name the button's own verb and the picks it waits for."""
        d = self.decision
        confirm = self.confirm()
        if d.kind == "discard":
            verb = (d.confirm or "discard").lower()
            need, count = d.count, self.selected
            if count > need:
                return (f"Select only {counted(need, 'card')} to {verb}: {count} are selected, "
                        f"{count - need} too many. A click on a selected card lets it go.")
            return (f"Select {counted(need, 'card')} to {verb} in your hand first: "
                    f"{count} of {need} selected.")
        if d.kind == "toggles" and not self.checked:
            skip = d.skip
            other = f" Or choose “{skip.label}” to {skip.line}." if skip and skip.line else \
                f" Or choose “{skip.label}”." if skip else ""
            return f"Nothing is picked yet: pick one or more, then “{d.confirm}”.{other}"
        return confirm.reason or self.refusal or d.refusal

    def cancel(self) -> str | None:
        """What Esc undoes: "untoggle" the toggled keys, "unselect" the selected cards, go
        "back" to the first step; None when nothing was picked."""
        d = self.decision
        if d.kind == "toggles" and self.checked:
            return "untoggle"
        if d.kind == "discard" and self.selected:
            return "unselect"
        if d.back is not None:
            return "back"
        return None

    def hint_target(self, action: Action) -> tuple[str | int | None, frozenset | None]:
        """Where a hint's ``action`` is on the panel: ("confirm", keys) or ("skip", keys) for
        toggles (the keys to set), ("confirm", None) for a discard, (index of the button, None)
        for a plain decision (on a first step, the button whose second step holds it);
        (None, keys) when there is no button to focus."""
        d = self.decision
        if d.kind == "toggles":
            keys = next((k for k, a in d.sets if a == action), None)
            if keys is None:
                return None, None
            if keys:
                return "confirm", keys
            return ("skip" if d.skip is not None else None), keys
        if d.kind == "discard":
            return "confirm", None
        for i, choice in enumerate(d.choices):
            if choice.action == action or (choice.then is not None
                                           and action in choice.then.options):
                return i, None
        return None, None


#: a discard's "too many selected" counted up to this many (more than any hand holds)
SELECTED_MOST = 30
#: the sets of toggles of one size looked at for the confirm's lines (``PanelState.lines``)
SETS_MOST = 200


def _few(keys: list, size: int) -> list[tuple]:
    """The sets of ``size`` of ``keys``, at most ``SETS_MOST`` of them: all of them on every
    panel the games show (eight toggles make 70 sets of four), and a bound where one had
    many more."""
    return list(itertools.islice(itertools.combinations(keys, size), SETS_MOST))


def required_keys(decision: Decision) -> frozenset:
    """The toggles every legal choice holds, set when the panel opens: Barbu's forced double
    of the declarer (the one toggle started unset, and Double asked to pick it first)."""
    if decision.kind != "toggles" or not decision.sets:
        return frozenset()
    return frozenset.intersection(*(keys for keys, _a in decision.sets))


def toggles_refusal(decision: Decision | None, keys: set,
                    why_illegal: Callable[[Action], str | None]) -> str | None:
    """Why the toggled set may not be confirmed, in the engine's words (None: it may)."""
    d = decision
    if d is None or d.kind != "toggles" or not keys:
        return None
    if match_toggles(d, keys) is not None:
        return None
    reason = why_illegal(d.probe(frozenset(keys))) if d.probe is not None else None
    return reason or d.refusal


def discardable(decision: Decision) -> int:
    """The cards that are in some legal discard, as a mask (the others are dimmed)."""
    allowed = 0
    for a in decision.options:
        allowed |= a.get("cards") or 0
    return allowed


def discard_action(decision: Decision, selected: set[int]) -> Action:
    """The legal discard of the selected cards; when there is none, the discard anyway, so that
    the engine says why it is refused."""
    mask = 0
    for c in selected:
        mask |= 1 << c
    match = match_discard(decision, mask)
    return match if match is not None else Action.make("discard", cards=mask)


def discard_probe(decision: Decision, card: int) -> Action:
    """A discard of ``card`` made up to the count with cards that may go: put to
    ``why_illegal``, it says why that card may not be discarded."""
    allowed = discardable(decision)
    mask = 1 << card
    for c in range(allowed.bit_length()):
        if mask.bit_count() >= max(1, decision.count):
            break
        if allowed >> c & 1:
            mask |= 1 << c
    return Action.make("discard", cards=mask)


def playable(legal: list[Action]) -> int:
    """The cards the legal actions play, as a mask."""
    mask = 0
    for a in legal:
        if a.type == "play":
            mask |= 1 << a.card
    return mask


class CardMarks(NamedTuple):
    """How a card in a hand is shown: ``marked`` (drawn from a stock this deal), ``interactive``
    (in the hand the person acts from), ``dimmed`` (cannot be played now), ``selected`` (for
    a discard)."""

    marked: bool
    interactive: bool
    dimmed: bool
    selected: bool


def card_marks(card: int | None, pos: int, acting: int | None, own: int, playable_: int,
               drawn: int, selected: set[int]) -> CardMarks:
    """The marks of ``card`` (None: a card's back) in the hand at ``pos``: the person acts
    from ``acting``, sits at ``own``; ``playable_`` and ``drawn`` are masks of cards."""
    known = card is not None
    mine = pos == acting
    return CardMarks(pos == own and known and bool(drawn >> card & 1), mine,
                     mine and playable_ != 0 and known and not playable_ >> card & 1,
                     mine and card in selected)


def same_decision(new: Decision | None, old: Decision | None) -> bool:
    """The decision on the panel is still the one asked (the table is repainted after every
    event): the panel and a second step opened on it (Trump → its suit) then stay as they are."""
    return (new is not None and old is not None and new.title == old.title
            and new.options == old.options
            and [c.action for c in new.choices] == [c.action for c in old.choices])


def acting_position(view: View | None, human: int | None) -> int | None:
    """The position whose cards the person ``human`` may play now (theirs or a dummy's they
    play), None when it is not their turn."""
    if human is None or not view or view.over:
        return None
    return view.turn if view.controller[view.turn] == human else None


def hint_scope(decision: Decision | None) -> list[Action] | None:
    """The actions a second step offers (Barbu's Dominoes ranks): a hint asked there is about
    them. None: the whole decision."""
    if decision is None or decision.back is None:
        return None
    return list(decision.options) or None


def acting_words(view: View, pos: int, side: str, names: list[str]) -> str:
    """The hand at ``pos`` that the person plays from though it is not their own: "the dummy on
    the right", or its owner's name."""
    where = SIDE_WORDS.get(side, "")
    owner = seat_owner(view, pos)
    if owner is None:
        return f"the dummy {where}".strip()
    return names[owner] if owner < len(names) else f"the hand {where}".strip()


def dummy_click_refusal(view: View | None, pos: int, human: int | None,
                        names: list[str]) -> str | None:
    """Why a click on a card of the dummy at ``pos`` does nothing now (None: not a dummy, or
    nothing to say). Every other wrong click was told why; a dummy's cards answered nothing
    whether the person's own hand was to play or another player plays that dummy."""
    if not view or view.over or human is None or view.owner(pos) is not None \
            or view.hands[pos] is None or pos >= len(view.controller):
        return None
    plays = view.controller[pos]
    if plays != human:
        name = names[plays] if 0 <= plays < len(names) else "Another player"
        return f"{name} plays this dummy, not you."
    if acting_position(view, human) is not None:
        return "Play from your own hand: it is your hand's turn, not the dummy's."
    return "It is not the dummy's turn."


def next_enabled(enabled: list[bool], index: int, step: int) -> int | None:
    """The next of a row of buttons that may be pressed from ``index``, ``step`` one way or the
    other and round the ends (the arrow keys on the decision panel); None when none may."""
    n = len(enabled)
    for k in range(1, n + 1):
        j = (index + step * k) % n
        if enabled[j]:
            return j
    return None
