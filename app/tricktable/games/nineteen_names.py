"""How Nineteen's words name its cards: the three honours by name and number, every other card
by its short form. Qt-free.

Why: the honours were named three ways at once. The declarations panel said "the Juggler takes
the last trick", the hint, the log and the plates "the 1★"; a plate read "Royal Honours: K♥ K♣
1★ Tomfool", the Tomfool always named and the 1★ and 21★ never. A newcomer met "the Juggler" in
one place and "1★" in the next without being told they were the same card. The name says what
the rules speak of, the number says which card of the hand it is.
"""

from __future__ import annotations

from ..engine.cards import TAROT, TOMFOOL, CardCodec, card, iter_cards
from ..engine.words import say_list

#: the honours by name and the number their faces carry (the Tomfool has none)
HONOUR_NAMES = {card("T1", TAROT): ("Juggler", "1★"), card("T21", TAROT): ("World", "21★"),
                TOMFOOL: ("Tomfool", "")}


def card_words(c: int, codec: CardCodec = TAROT) -> str:
    """A card in a sentence: "the Juggler (1★)", "the World (21★)", "the Tomfool", "the K♦"."""
    return f"the {plate_card(c, codec)}"


def plate_card(c: int, codec: CardCodec = TAROT) -> str:
    """A card without its article, where room is short (a plate's list of shown cards):
    "Juggler (1★)", "World (21★)", "Tomfool", "K♦"."""
    if c in HONOUR_NAMES:
        name, number = HONOUR_NAMES[c]
        return f"{name} ({number})" if number else name
    return codec.short(c)


def cards_words(mask: int, codec: CardCodec = TAROT) -> str:
    """Cards of a mask, highest first, for a sentence: "the Tomfool, the Juggler (1★), the K♦
    and the K♣" (the engine's ``list_short`` said "the 1★")."""
    return say_list([card_words(c, codec) for c in sorted(iter_cards(mask), reverse=True)])
