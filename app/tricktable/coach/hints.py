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


@dataclass(frozen=True)
class Hint:
    """A suggested action and the sentence shown for it ("Hint: play the Q♠. …")."""

    action: Action
    reason: str
    text: str


def imperative(phrase: str) -> str:
    """The engine describes actions as a player doing them ("takes the window", "passes");
    a hint or a button says it to the person: "take the window", "pass"."""
    word, _sep, rest = phrase.partition(" ")
    if word.endswith(("sses", "shes", "ches", "xes")):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return f"{word} {rest}".strip()


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
