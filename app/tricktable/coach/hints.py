"""Hints: the club player's (rule-based) choice for the player to act, with its reason.

The club player is asked rather than a search player because it answers in about a millisecond
from the player's own view, so a hint never waits on the worker process, and because its choices
come with sentences about the rule or plan behind them ("Ducking under the trick keeps the Q♠ away
from you"), which a search's bare statistics do not give.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ai.registry import make_agent
from ..engine.protocol import Action, State
from ..games.registry import get_rules

#: the check of a hint by search: the expert level's playouts, but never longer than this (the
#: person has just asked and is reading the hint meanwhile)
HINT_SECONDS = 1.5
#: fewer imagined deals than this say too little to be worth a figure
MIN_WORLDS = 20


@dataclass(frozen=True)
class Hint:
    """A suggested action and the sentence shown for it ("Hint: play the Q♠. …")."""

    action: Action
    reason: str
    text: str


#: verbs whose third person does not just add -s
IRREGULAR = {"does": "do", "has": "have", "is": "be", "goes": "go"}


def imperative(phrase: str) -> str:
    """The engine describes actions as a player doing them ("takes the window", "passes");
    a hint or a button says it to the person: "take the window", "pass"; a second verb after
    "and" too ("lay the set face up and look at the next")."""
    first, sep, second = phrase.partition(" and ")
    words = second.split(" ")
    # "... and looks at the next": a verb, known by the little word after it ("hearts and
    # clubs" is no verb)
    if sep and len(words) > 1 and words[1] in _AFTER_VERB and _verb(words[0]) != words[0]:
        return f"{_imperative_one(first)} and {_imperative_one(second)}"
    return _imperative_one(phrase)


_AFTER_VERB = {"the", "a", "at", "up", "out", "back", "on", "to", "it", "them"}


def _verb(word: str) -> str:
    """A third-person verb in its plain form ("looks" -> "look")."""
    if word in IRREGULAR:
        return IRREGULAR[word]
    if word.endswith(("sses", "shes", "ches", "xes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _imperative_one(phrase: str) -> str:
    word, _sep, rest = phrase.partition(" ")
    return f"{_verb(word)} {rest}".strip()


def suggest(state: State, player: int) -> Hint | None:
    """The club player's choice for ``player`` and why, or None when it is not their turn.

    Built from ``state.view(player)`` only, so a hint never uses a card the player cannot see; the
    agent is seeded by the deal number so asking twice gives the same answer."""
    if state.to_act != player:
        return None
    legal = state.legal_actions()
    if not legal:
        return None
    agent = make_agent("rule", state.rules, seed=state.deal_number)
    action, why = agent.explain(state.view(player), legal)
    if action.type == "play":
        what = f"play the {state.rules.codec.short(action.card)}"
    else:
        what = imperative(state.describe(action))
    return Hint(action, why, f"Hint: {what}. {why}")


@dataclass(frozen=True)
class Weighing:
    """A search's verdict on a decision: its choice, the mean utility of each action that stayed
    in the running (the player's deal score against the others' average, sign-adjusted so that
    more is better in every game), and how many imagined deals it played."""

    best: Action
    means: dict[Action, float]
    worlds: int


def weigh(game_id: str, seed: int, view: dict, legal: list[Action],
          seconds: float = HINT_SECONDS) -> Weighing:
    """Search the decision from ``view`` (run in the AI worker process: it takes up to
    ``seconds``). The club player's choice always stays in the running to the last round of the
    search, so the hint's own figure is measured on as many deals as the best alternative's."""
    agent = make_agent("expert", get_rules(game_id), seed=seed, seconds=seconds)
    best, means, worlds = agent.search(view, list(legal))
    return Weighing(best, dict(means), worlds)


def _margin(u: float) -> str:
    word = "better" if u >= 0 else "worse"
    return f"{abs(u):.1f} points {word} than the others' average"


def _named(state: State, action: Action) -> str:
    if action.type == "play":
        return f"the {state.rules.codec.short(action.card)}"
    return f"“{imperative(state.describe(action))}”"


def figures_text(state: State, hint: Hint, weighing: Weighing) -> str | None:
    """The search's figures for a hint, in a sentence; None when there is nothing to compare
    (a single choice, a search cut off before it measured the hint, or too few deals)."""
    means = weighing.means
    if weighing.worlds < MIN_WORLDS or len(means) < 2 or hint.action not in means:
        return None
    mine = means[hint.action]
    if weighing.best == hint.action:
        other, value = max(((a, v) for a, v in means.items() if a != hint.action),
                           key=lambda av: av[1])
        return (f"Checked on {weighing.worlds} imagined deals: this comes out {_margin(mine)}, "
                f"{mine - value:.1f} ahead of {_named(state, other)}.")
    best = means[weighing.best]
    word = "better" if mine >= 0 else "worse"
    return (f"A deeper look at {weighing.worlds} imagined deals prefers "
            f"{_named(state, weighing.best)}: it comes out {_margin(best)}, this choice "
            f"{abs(mine):.1f} {word}.")
