"""Card codes, decks and integer-bitmask card sets.

A card is a small integer (its *bit index*) so that a set of cards is one Python int: the hot paths
(legal moves, follow rules, copying a state) become a few integer operations, no object churn.

French suit cards use ``bit = suit * 16 + rank`` with ranks 2..14 (J 11, Q 12, K 13, A 14), so the
highest card of a suit in a set is simply the set's highest bit within that suit's 16-bit lane.
The reduced tarot (Nineteen) uses the same suit lanes with its own ranks (7 8 9 10, V 11, C 12,
Q 13, K 14) and puts the trumps above the suits: ``T1`` .. ``T21`` are bits 65..85 and the Tomfool
``TF`` is bit 86, so "highest trump" is again the highest bit.

Because the same code (``QS``) names a different bit in the two families, code conversion goes
through a :class:`CardCodec` chosen by the game.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from .words import say_list

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
SUITS = (CLUBS, DIAMONDS, HEARTS, SPADES)
SUIT_LETTERS = "CDHS"
SUIT_NAMES = ("Clubs", "Diamonds", "Hearts", "Spades")
SUIT_NAMES_SINGULAR = ("club", "diamond", "heart", "spade")
SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")
TRUMP_SUIT = 4  # the tarot trump suit, for Nineteen
TAROT_TRUMP_BASE = 64
TOMFOOL = TAROT_TRUMP_BASE + 22

LANE = 0xFFFF
SUIT_MASKS = tuple(LANE << (16 * s) for s in SUITS)
TAROT_TRUMP_MASK = ((1 << 22) - 1) << (TAROT_TRUMP_BASE + 1)


def suit_of(card: int) -> int:
    """Suit index of a bit index (4 for tarot trumps and the Tomfool)."""
    return card >> 4 if card < TAROT_TRUMP_BASE else TRUMP_SUIT


def rank_of(card: int) -> int:
    """Rank number of a suit card (2..14), or the trump number (1..21, 22 for the Tomfool)."""
    return card & 15 if card < TAROT_TRUMP_BASE else card - TAROT_TRUMP_BASE


def bit(card: int) -> int:
    return 1 << card


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def iter_cards(mask: int) -> Iterator[int]:
    """Bit indices of a mask in increasing order."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def cards_of(mask: int) -> list[int]:
    return list(iter_cards(mask))


def count(mask: int) -> int:
    return mask.bit_count()


def highest(mask: int) -> int:
    """Bit index of the highest card in a non-empty mask."""
    return mask.bit_length() - 1


def lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


@dataclass(frozen=True)
class CardCodec:
    """Converts bit indices to the card codes of RULES.md and to names a person reads."""

    family: str
    rank_codes: dict[int, str]
    rank_names: dict[int, str]

    def code(self, card: int) -> str:
        if card >= TAROT_TRUMP_BASE:
            n = card - TAROT_TRUMP_BASE
            return "TF" if n == 22 else f"T{n}"
        return self.rank_codes[card & 15] + SUIT_LETTERS[card >> 4]

    def parse(self, code: str) -> int:
        """Bit index of a card code; raises ValueError with a readable message."""
        text = str(code).strip().upper()
        if self.family == "tarot" and text.startswith("T") and len(text) >= 2:
            if text == "TF":
                return TOMFOOL
            try:
                n = int(text[1:])
            except ValueError:
                n = 0
            if 1 <= n <= 21:
                return TAROT_TRUMP_BASE + n
            raise ValueError(f"{code!r} is not a card: tarot trumps run from T1 to T21, plus TF")
        if len(text) < 2 or text[-1] not in SUIT_LETTERS:
            raise ValueError(f"{code!r} is not a card code (expected e.g. 10H, QS, 2C)")
        rank_text, suit = text[:-1], SUIT_LETTERS.index(text[-1])
        for rank, rc in self.rank_codes.items():
            if rc == rank_text:
                return suit * 16 + rank
        raise ValueError(f"{code!r} is not a card of the {self.family} pack")

    def codes(self, mask: int) -> list[str]:
        return [self.code(c) for c in iter_cards(mask)]

    def parse_mask(self, codes: Iterable[str]) -> int:
        return mask_of(self.parse(c) for c in codes)

    def name(self, card: int) -> str:
        """The card's spoken name: "Queen of Spades", "Trump 19", "the Tomfool"."""
        if card >= TAROT_TRUMP_BASE:
            n = card - TAROT_TRUMP_BASE
            special = {22: "the Tomfool", 21: "the World (21)", 1: "the Juggler (1)"}
            return special.get(n, f"trump {n}")
        return f"{self.rank_names[card & 15]} of {SUIT_NAMES[card >> 4]}"

    def short(self, card: int) -> str:
        """Compact form with a suit symbol for sentences: "Q♠", "10♥", "19★" (a tarot trump, with
        the star its face carries), "Tomfool". Records keep the codes of RULES.md ("T19"); a
        sentence reads the card as the player sees it."""
        if card >= TAROT_TRUMP_BASE:
            n = card - TAROT_TRUMP_BASE
            return "Tomfool" if n == 22 else f"{n}★"
        return self.rank_codes[card & 15] + SUIT_SYMBOLS[card >> 4]

    def list_short(self, mask: int) -> str:
        """Cards of a mask, highest first, joined for a sentence: "the K♥ and the 9♥"."""
        return say_list(["the " + self.short(c) for c in sorted(iter_cards(mask), reverse=True)])


_FRENCH_CODES = {r: str(r) for r in range(2, 11)} | {11: "J", 12: "Q", 13: "K", 14: "A"}
_FRENCH_NAMES = {r: str(r) for r in range(2, 11)} | {
    2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine",
    10: "Ten", 11: "Jack", 12: "Queen", 13: "King", 14: "Ace",
}
_TAROT_CODES = {7: "7", 8: "8", 9: "9", 10: "10", 11: "V", 12: "C", 13: "Q", 14: "K"}
_TAROT_NAMES = {7: "Seven", 8: "Eight", 9: "Nine", 10: "Ten", 11: "Valet", 12: "Cavalier",
                13: "Queen", 14: "King"}

FRENCH = CardCodec("French", _FRENCH_CODES, _FRENCH_NAMES)
TAROT = CardCodec("tarot", _TAROT_CODES, _TAROT_NAMES)


def french_deck(low_rank: int = 2) -> int:
    """Mask of a French pack from ``low_rank`` to the ace: 2 → 52 cards, 6 → 36, 7 → 32."""
    lane = sum(1 << r for r in range(low_rank, 15))
    return sum(lane << (16 * s) for s in SUITS)


DECK_52 = french_deck(2)
DECK_36 = french_deck(6)
DECK_32 = french_deck(7)
TAROT_SUIT_LANE = sum(1 << r for r in range(7, 15))
TAROT_DECK = sum(TAROT_SUIT_LANE << (16 * s) for s in SUITS) | TAROT_TRUMP_MASK


def card(code: str, codec: CardCodec = FRENCH) -> int:
    """Shorthand used by tests and rule code: ``card("QS")``."""
    return codec.parse(code)


def cards(codes: str | Iterable[str], codec: CardCodec = FRENCH) -> int:
    """Mask from a space-separated string or iterable of codes: ``cards("QS 2C 10H")``."""
    if isinstance(codes, str):
        codes = codes.split()
    return codec.parse_mask(codes)
