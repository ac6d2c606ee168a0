"""What the decision panel and the deal summary hold: plain data that each game's words fill and
the window draws. Qt-free.

Why here, below the games: the games' own words modules (``games/<game>_words.py``) build these
for the decisions and the summaries only they know; the presentation layer and the window read
them without knowing which game made them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .protocol import Action


@dataclass
class Choice:
    """One button (or toggle) of the decision panel."""

    label: str
    line: str = ""
    action: Action | None = None   # what a plain button submits
    key: Any = None                # a toggle's identity (Young Hunter: the jack)
    default: bool = False
    spoken: str = ""               # the accessible name, when the label alone says too little
    then: Decision | None = None   # a first step that opens a second (Trump, then its suit)
    #: a choice the rules do not offer now, drawn greyed in its usual place (Barbu's contracts
    #: already declared) rather than left out, so the other buttons never move: why, said on a
    #: click. Only the game's words set it, from what ``legal_actions`` leaves out
    refusal: str = ""


@dataclass
class Decision:
    """What the panel shows: ``kind`` is "buttons", "toggles" (pick some, then confirm) or
    "discard" (select cards in the hand, then confirm)."""

    kind: str
    title: str
    hint: str
    choices: list[Choice]
    anchor: str = ""
    confirm: str = ""              # the confirming button of "toggles" and "discard"
    skip: Choice | None = None     # "Say nothing" beside the toggles
    count: int = 0                 # cards to select for a discard
    options: list[Action] = field(default_factory=list)  # the legal actions it maps onto
    #: toggles: each legal action with the exact set of toggle keys that stands for it
    sets: list[tuple[frozenset, Action]] = field(default_factory=list)
    # a toggle's name on the confirm button ("2 takings"); by the first part of a key where the
    # toggles are of several kinds ("1 declaration, 1 contra": a contra is no declaration)
    unit: str | dict[str, str] = "choice"
    back: Decision | None = None   # a second step's way back to the first
    #: toggles: the words when the toggled set is no legal action and the engine has no reason
    refusal: str = "That choice is not allowed."
    #: toggles: the action a toggled set stands for, so the engine can say why it is refused
    probe: Any = None
    #: no card of the hand can be played meanwhile (Barbu's Dominoes pass: none fits a row),
    #: so the whole hand is greyed as unplayable cards are (it was drawn bright)
    dims_hand: bool = False


@dataclass
class SummaryRow:
    name: str
    score: int
    total: int
    lines: list[tuple[str, int | None]]
    highlight: bool = False


@dataclass
class Summary:
    title: str
    subtitle: str
    rows: list[SummaryRow]
    notes: list[str]
    button: str = "Next deal"
    #: the game's word for a deal ("hand" in Barbu and Nineteen): the score column says it
    deal_word: str = "deal"
    game_over: bool = False
    lower_is_better: bool = False   # Heart Hunter: the lowest score wins
    #: play waits for the person's "Next deal" (the controller sets it: not when it goes on alone)
    waits: bool = True
