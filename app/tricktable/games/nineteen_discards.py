"""Nineteen's discard rule in one place: which sets of cards a player may lay away (no kings or
honours, trumps only when nothing else is left) and the three-player dummy's automatic discard.
Kept apart from the bidding stages because the rules, the players' choices and the refusals all ask
the same question of a hand."""

from __future__ import annotations

from itertools import combinations

from ..engine.cards import TAROT_TRUMP_BASE, cards_of, iter_cards
from .nineteen_scoring import HONOURS, KINGS, NO_DISCARD, PLAIN_SUITS, TRUMPS


def discard_choices(hand: int, k: int) -> list[int]:
    """Every legal discard of ``k`` cards as masks: no kings or honours, trumps only when there are
    not enough other cards."""
    plain = cards_of(hand & PLAIN_SUITS & ~KINGS)
    if len(plain) >= k:
        return [sum(combo) for combo in combinations([1 << c for c in plain], k)]
    base = sum(1 << c for c in plain)
    trumps = [1 << c for c in iter_cards(hand & TRUMPS & ~HONOURS)]
    return [base | sum(combo) for combo in combinations(trumps, k - len(plain))]


def discard_problem(hand: int, mask: int, k: int) -> str | None:
    """Why ``mask`` is not a legal discard of ``k`` cards from ``hand`` (None when it is)."""
    if mask.bit_count() != k:
        return f"Discard exactly {k} card{'s' if k != 1 else ''}."
    if mask & ~hand:
        return "You can only discard cards you hold."
    if mask & NO_DISCARD:
        return "You may not discard a king or an honour."
    plain = (hand & PLAIN_SUITS & ~KINGS).bit_count()
    if (mask & TRUMPS).bit_count() > max(0, k - plain):
        return "You may discard a trump only when you have nothing else to discard."
    return None


def dummy_discard(hand: int, drawn: int) -> int:
    """The dummy's automatic discard (three players): the drawn card if it may be discarded, else
    its lowest card that may."""
    plain = hand & PLAIN_SUITS & ~KINGS
    allowed = plain if plain else hand & TRUMPS & ~HONOURS
    if allowed >> drawn & 1:
        return drawn
    return min(iter_cards(allowed), key=lambda c: (c & 15 if c < TAROT_TRUMP_BASE else c, c))


__all__ = ["discard_choices", "discard_problem", "dummy_discard"]
