"""Barbu's rule player: how readily it doubles (ai/barbu.py)."""

from __future__ import annotations

from tricktable.ai.barbu import RuleAgent
from tricktable.ai.experiments import barbu_doubles as bd


def test_the_rule_player_doubles_as_soon_as_its_hand_promises_more():
    """The hints' search doubled everyone where the rule player doubled nobody: it wanted a
    tenth of the contract's total to spare. Doubling as soon as the hand promises more won
    about a point a hand (``ai/experiments/barbu_doubles``)."""
    assert RuleAgent.DOUBLE_MARGIN == 0.0 and bd.Former.DOUBLE_MARGIN == 0.1
    figures = bd.duplicate(60, 1)
    assert len(figures) == 60 and any(f != 0 for f in figures)
    assert sum(figures) > 0
    assert bd.duplicate(20, 1, candidate=bd.Former) == [0.0] * 20
