"""The Heart Hunter rule player's reasons say what its card is (ai/heart_hunter.py)."""

from __future__ import annotations

from tricktable.ai.heart_hunter import RuleAgent
from tricktable.coach.positions import positions
from tricktable.engine.cards import SUIT_MASKS
from tricktable.games import get_rules

RULES = get_rules("heart-hunter")


def test_a_lead_is_called_low_or_high_only_when_it_is():
    """The hints command said "Phase 2: lead high in your longest suit" of a 6♥ (the highest of
    its hearts), and a Phase 1 lead may be a high card when every suit's lowest is high. Low is
    9 or lower now; a Phase 2 lead is said to be the highest of the longest suit, as it is."""
    agent = RuleAgent(RULES, 1)
    seen = set()
    for pos in positions("heart-hunter", 60, seed=7):
        view = pos.state.view(pos.player)
        legal = pos.state.legal_actions()
        if view.trick:
            continue
        action, why = agent.explain(view, legal)
        card = action.card
        if why.startswith("Lead low"):
            assert card & 15 <= 9, (RULES.codec.short(card), why)
            seen.add("low")
        elif why.startswith("Lead this one"):
            assert card & 15 > 9
            seen.add("high")
        elif why.startswith("Phase 2: lead"):
            mine = sum(1 << a.card for a in legal)
            suit = SUIT_MASKS[card >> 4] & mine
            assert card == suit.bit_length() - 1, "the highest of its suit"
            assert suit.bit_count() == max((mine & m).bit_count() for m in SUIT_MASKS)
            assert "highest card of your longest suit" in why
            seen.add("phase 2")
    assert seen == {"low", "high", "phase 2"}, seen
