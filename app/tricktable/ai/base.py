"""The agent protocol: a computer player chooses one of the legal actions from its own view.

Why views and not states: an agent must never see hidden cards, and a view is plain data that can
be sent to the AI's worker process. Agents carry their own seeded RNG so a game with a given seed
is replayed move for move.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.protocol import Action, Rules
from ..engine.view import View
from ..games.registry import game_entry, resolve
from .playout_steps import PlayView


class Agent:
    """Base class: ``choose(view, legal)`` returns one action of ``legal``."""

    level = "base"
    #: this rule player plays the search's imagined deals (``Playout`` sets it): a habit that
    #: makes the club player stronger at the table, but with which the search's own strength
    #: has not been measured, stays off there (Heart Hunter's pursuit of a moon of its own)
    in_playouts = False

    def __init__(self, rules: Rules, seed: int = 0, **settings: Any) -> None:
        self.rules = rules
        self.rng = random.Random(seed)
        self.settings = settings

    def choose(self, view: View, legal: list[Action]) -> Action:
        raise NotImplementedError

    def explain(self, view: View, legal: list[Action]) -> tuple[Action, str]:
        """The action this agent would take and a sentence saying why (for hints)."""
        return self.choose(view, legal), "It is a reasonable choice here."

    @classmethod
    def sure_mistake(cls, view: View, legal: list[Action], action: Action,
                     instead: Action | None = None) -> tuple[Action, str] | None:
        """A legal action surely better than ``action`` (``instead``, where it is one), and
        why in words for the person, or None: where the game's rule is sure (a card given
        for nothing to a trick already lost), the play checker questions the choice whatever
        its imagined deals say, which a costly gift can slip through (their figures are
        noisy). None by default: a game answers it only where it is certain."""
        return None

    # the coach's words for figures, beside the game's player (which knows what its scores mean)
    #: what one unit of a deal score is called
    SCORE_UNIT = "point"

    @classmethod
    def score_change(cls, view: View, delta: float) -> str:
        """A difference of the player's own deal score, said as a player thinks of it ("about
        2.5 points more for you"); ``delta`` is the raw difference of deal scores."""
        return f"about {amount(delta)} {cls._units(delta)} {'more' if delta > 0 else 'less'} " \
               "for you"

    @classmethod
    def figures_note(cls, view: View) -> str:
        """A sentence after a hint's figures that says how to read them, once ("" if none)."""
        return ""

    @classmethod
    def lead_change(cls, view: View, delta: float) -> str:
        """A gain against the others, ``delta`` of the player's lead over the others' average
        (positive), after "with the others": "about 0.4 game points worse off". Why not "further
        behind you": at 0-0, in a first deal, nobody is behind; the figure compares two choices."""
        if amount(delta) == amount(0.0):  # "about 0.0 points worse off" was said
            return "a little worse off"
        return f"about {amount(delta)} {cls._units(delta)} worse off"

    @classmethod
    def beyond_score_words(cls, view: View, action: Action) -> str:
        """Why an action that scores less for the player this deal is still better, in the
        game's own words (what the search weighs beyond the player's own score), or "": the
        coach then says what the others' scores did ("but it leaves the others further
        behind you" was said at 0-0, where nobody is behind)."""
        return ""

    @classmethod
    def _units(cls, delta: float) -> str:
        return cls.SCORE_UNIT if amount(delta) in ("1", "1.0") else f"{cls.SCORE_UNIT}s"


def card_mask(legal: list[Action]) -> int:
    """The cards of a list of play actions as one mask (a rule player's legal cards)."""
    mask = 0
    for a in legal:
        mask |= 1 << a.card
    return mask


def amount(value: float) -> str:
    """A figure as a hint says it: whole numbers from 10 up, one decimal below."""
    v = abs(value)
    return f"{v:.0f}" if v >= 10 else f"{v:.1f}"


class RandomAgent(Agent):
    """Plays a uniformly random legal action: the floor of the strength ladder."""

    level = "random"

    def choose(self, view: View, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


class StagedRuleAgent(Agent):
    """A rule player that can say why: one ``explain`` method per stage of the deal.

    Why a base class: every game's rule player answers a forced move at once and otherwise
    dispatches on ``view.stage``; the games differ only in the stage table and the methods.
    ``STAGES`` maps a stage to a method name; any other stage is card play (``_play``).
    A decision gets the game's full view, except in a playout's card play, which asks with the
    smaller ``PlayView`` the game's playout module builds: the methods that serve both are typed
    with that module's ``<Game>CardView``, the union of the two.
    """

    level = "rule"
    STAGES: dict[str, str] = {}

    def choose(self, view: View | PlayView, legal: list[Action]) -> Action:
        return self.explain(view, legal)[0]

    def explain(self, view: View | PlayView, legal: list[Action]) -> tuple[Action, str]:
        if len(legal) == 1:
            return legal[0], only_reason(legal[0])
        method = getattr(self, self.STAGES.get(view.stage, "_play"))
        return method(view, legal)


#: why a forced choice, in every game alike (three games said it three ways: "the only legal
#: move", "the only card you may play", "the only thing the rules allow here")
ONLY_CARD = "It is the only card you may play."
ONLY_CHOICE = "It is the only thing the rules allow here."


def only_reason(action: Action) -> str:
    """The reason of the one legal action: a card, or any other decision."""
    return ONLY_CARD if action.type == "play" else ONLY_CHOICE


def rule_agent_class(game_id: str) -> type[Agent]:
    """The game's rule-based player class, named by its registration (here, below the registry
    of levels, because the Beginner builds on it and that registry builds the Beginner)."""
    return resolve(game_entry(game_id).rule_player)
