"""Nineteen deals set by hand for the words tests: the same four-player deal builder served
several test files, each holding its own copy; one copy keeps them dealing alike."""

from __future__ import annotations

from tricktable.engine.cards import TAROT, TAROT_DECK, cards_of
from tricktable.engine.protocol import Action, DealPreset
from tricktable.games import get_rules

RULES = get_rules("nineteen")
#: the declaration of a player who declares nothing and contras nothing
NOTHING = Action("declare", -1, (("contras", ()), ("declarations", ())))


def four_player_deal(spec: dict[int, str], **options):
    """A four-player deal with the hands of ``spec`` (cards by name, per position), the rest of
    the pack in card order; the dealer is position 3, so position 0 bids first. Fixed hands,
    so a test says which cards make its position, not which seed happened to."""
    hands = [TAROT.parse_mask(spec.get(p, "").split()) for p in range(4)]
    rest = [c for c in cards_of(TAROT_DECK) if not any(h >> c & 1 for h in hands)]
    stock = [rest.pop(0) for _ in range(6)]
    for p in range(4):
        while hands[p].bit_count() < 12:
            hands[p] |= 1 << rest.pop(0)
    return RULES.start(RULES.options(**options), 7, {1: DealPreset(3, hands, stock)})
