"""Small pieces of English the games, the coach and the window all use, kept in one place so
every sentence lists things, signs numbers and names players the same way."""

from __future__ import annotations

import functools
import re

NBSP = "\u00a0"
"""A space a line never breaks at: it keeps a stake, a card or a name whole on narrow labels."""


def unbroken(text: str) -> str:
    """The text with every space made one a line never breaks at ("−4 or +4" stays together)."""
    return text.replace(" ", NBSP)


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


def mid(name: str) -> str:
    """A display name inside a sentence: the person called "You" is "you" there ("went to You"
    was seen in a summary)."""
    return "you" if name == "You" else name


def and_names(names: list[str]) -> str:
    """Names joined with "and" as a sentence says them: "East and you", "You and East"."""
    return " and ".join(n if i == 0 else mid(n) for i, n in enumerate(names))


def counted(n: int, word: str) -> str:
    """ "1 trick", "0 tricks", "3 tricks": a count with its word agreeing ("1 tricks" was seen
    in a deal summary)."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def possessive(who: str) -> str:
    """ "Ada's", but "your" for the person called You."""
    return "your" if who == "You" else f"{who}'s"


def dummy_of(who: str) -> str:
    """A dummy named by who plays it: "North's dummy", "your dummy" (the deal log, the review)."""
    return f"{possessive(who)} dummy"


def together(who: list[str], verb: str) -> str:
    """ "Ada wins", "You win", "You and Ada win": the names joined with "and" and the verb
    (given in its plain form, "win") agreeing with them."""
    one = len(who) == 1 and who[0] != "You"
    return f"{' and '.join(who)} {verb}{'s' if one else ''}"


def ordinal(n: int) -> str:
    """A place among four in words: "first" ... "last"."""
    return {1: "first", 2: "second", 3: "third", 4: "last"}.get(n, f"{n}th")


def name_of(names: list[str], player: int) -> str:
    """A player's display name, or "Player 3" when no name is given for them."""
    return names[player] if 0 <= player < len(names) else f"Player {player + 1}"


def who(names: list[str], player: object) -> str:
    """A player's name in a note, or "?" where the record names no such player."""
    return names[player] if isinstance(player, int) and 0 <= player < len(names) else "?"


#: a player in a sentence: {p0} "player 1" / {P0} "Player 1", {p0's} their possessive; a verb
#: that agrees with player 0: {0:takes/take} ("You take", "Ada takes")
_FIELD = re.compile(r"\{([pP])(\d+)('s)?\}|\{(\d+):([^/{}]*)/([^{}]*)\}")


class Sentence(str):
    """An engine sentence about players, filled with their names where it is shown.

    Why: the engine knows no names, only player numbers, while the person should read the names
    they see at the seats, and "You choose" rather than "You chooses". The sentence keeps its
    template and players, so the words layer fills it (:meth:`fill`); as a string it is the
    engine's own wording ("player 2 chooses ...") for logs, records and error messages.
    """

    template: str
    players: tuple[int, ...]

    def __new__(cls, template: str, *players: int) -> Sentence:
        self = super().__new__(cls, _engine_text(template, players))
        self.template = template
        self.players = tuple(players)
        return self

    def __getnewargs__(self) -> tuple:
        return (self.template, *self.players)

    def fill(self, names: list[str]) -> str:
        """The sentence with each player's display name, and the verbs and possessives that go
        with the person called "You" ("You lead", "your", "East redoubles you")."""
        return _fill(self.template, self.players, names)


def literal(text: str) -> str:
    """Text to put into a sentence's template as it is (its braces are not fields)."""
    return text.replace("{", "{{").replace("}", "}}")


@functools.lru_cache(maxsize=4096)
def _engine_text(template: str, players: tuple[int, ...]) -> str:
    """The engine's own wording of a sentence. Cached because the play loop says the same few
    sentences (an announcement, a phase change) over and over, and filling one costs more than
    the card play around it in a random deal."""
    return _fill(template, players, None)


def _fill(template: str, players: tuple[int, ...], names: list[str] | None) -> str:
    out: list[str] = []
    pos = 0
    for m in _FIELD.finditer(template):
        out.append(template[pos:m.start()].replace("{{", "{").replace("}}", "}"))
        pos = m.end()
        if m.group(1):  # a player
            p = players[int(m.group(2))]
            owner = m.group(3) or ""
            name = names[p] if names is not None and 0 <= p < len(names) else ""
            if not name:
                out.append(("Player" if m.group(1) == "P" else "player") + f" {p + 1}{owner}")
            elif name != "You":
                out.append(name + owner)
            else:
                before = "".join(out).rstrip()
                start = not before or before.endswith((".", ":", "!", "?"))
                word = ("your" if owner else "you")
                out.append(word.capitalize() if start else word)
        else:  # a verb agreeing with a player
            p = players[int(m.group(4))]
            you = names is not None and 0 <= p < len(names) and names[p] == "You"
            out.append(m.group(6) if you else m.group(5))
    out.append(template[pos:].replace("{{", "{").replace("}}", "}"))
    return "".join(out)
