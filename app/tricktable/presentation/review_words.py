"""The deal review window's own words, beside its sheet's: the chooser of the finished deals
("Hand 3 · No Queens") and its label. Qt-free, so that the controller's list of deals and the
window's chooser say the game's own word for a deal (Barbu plays hands) the same way."""

from __future__ import annotations

from ..engine.words import capital

#: the chooser of whose decisions are weighed, at a shared table (Alt+D)
PERSON_LABEL = "&Decisions of:"


def deal_choice(deal_word: str, number: int, contract: str = "") -> str:
    """One finished deal in the chooser: "Deal 3", or "Hand 3 · No Queens" where the game
    names the deal's contract (Barbu's 28 hands are told apart by them)."""
    label = f"{capital(deal_word)} {number}"
    return f"{label} · {contract}" if contract else label


def deal_label(deal_word: str) -> str:
    """The deal chooser's label with its Alt key: "&Hand:", "D&eal:" (Alt+D is already the
    person chooser's, "Decisions of:")."""
    word = capital(deal_word)
    at = next((i for i, ch in enumerate(word) if ch.isalpha() and ch.lower() != "d"), 0)
    return f"{word[:at]}&{word[at:]}:"


def none_finished(deal_word: str) -> str:
    """What Ctrl+R says while Game → Review is greyed out: no deal is finished yet (the greyed
    entry's key did nothing and said nothing)."""
    return (f"No {deal_word} is finished yet: Game → Review a {deal_word}… opens once the "
            f"first {deal_word} is over.")
