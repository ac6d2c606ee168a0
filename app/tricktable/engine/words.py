"""Small pieces of English the games, the coach and the window all use, kept in one place so
every sentence lists things, signs numbers and names players the same way."""

from __future__ import annotations


def say_list(words: list[str]) -> str:
    """"a", "a and b", "a, b and c": a list as a sentence says it (no serial comma)."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def signed(value: int) -> str:
    """Scores in sentences: "+4", "−2" (a true minus sign), "0"."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"−{-value}"
    return "0"


def number(value: int) -> str:
    """A total in words on the table: "12", "−7" (a true minus sign)."""
    return f"−{-value}" if value < 0 else str(value)


def capital(text: str) -> str:
    """The text with its first letter a capital (the rest untouched)."""
    return text[:1].upper() + text[1:]


def possessive(who: str) -> str:
    """ "Ada's", but "your" for the person called You."""
    return "your" if who == "You" else f"{who}'s"


def agree(who: str, third_person: str, second_person: str) -> str:
    """The verb for a name: "Ada leads", but "You lead"."""
    return second_person if who == "You" else third_person


def ordinal(n: int) -> str:
    """A place among four in words: "first" ... "last"."""
    return {1: "first", 2: "second", 3: "third", 4: "last"}.get(n, f"{n}th")


def name_of(names: list[str], player: int) -> str:
    """A player's display name, or "Player 3" when no name is given for them."""
    return names[player] if 0 <= player < len(names) else f"Player {player + 1}"


def who(names: list[str], player: object) -> str:
    """A player's name in a note, or "?" where the record names no such player."""
    return names[player] if isinstance(player, int) and 0 <= player < len(names) else "?"
