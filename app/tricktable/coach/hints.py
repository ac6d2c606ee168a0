"""Saying an action to the person: the engine's third-person phrase ("takes the window") as an
instruction ("take the window"), for hints and the decision panel's buttons.

The hint itself (which action, why, and the search's figures) is in ``recommend`` and
``weighing``.
"""

from __future__ import annotations

#: verbs whose third person does not just add -s
IRREGULAR = {"does": "do", "has": "have", "is": "be", "goes": "go"}


def imperative(phrase: str) -> str:
    """The engine describes actions as a player doing them ("takes the window", "passes");
    a hint or a button says it to the person: "take the window", "pass"; a second verb after
    "and" too ("lay the set face up and look at the next")."""
    first, second = _two_verbs(phrase)
    if second:
        return f"{_imperative_one(first)} and {_imperative_one(second)}"
    return _imperative_one(phrase)


def second_verb(phrase: str) -> str:
    """The plain form of a second verb in an engine phrase ("lays the set face up and looks at
    the next": "look"), or "" where what follows "and" is a second object ("doubles player 2
    and the declarer", "announces diamond catch, heart catch and trump hit"). Why here: the
    hints' "-ing" forms must find the same verbs as :func:`imperative`; guessing from the
    person's words once read "announcing diamond catch, heart catch and trumping hit"."""
    _first, second = _two_verbs(phrase)
    return _verb(second.split(" ", 1)[0]) if second else ""


def _two_verbs(phrase: str) -> tuple[str, str]:
    """``phrase`` split before a second verb ("... and looks at the next"), known by its -s
    and the little word after it ("hearts and clubs" is no verb); else (phrase, "")."""
    start = 0
    while (at := phrase.find(" and ", start)) >= 0:
        second = phrase[at + len(" and "):]
        words = second.split(" ")
        # the little word as said, bare of what follows it ("takes it: level 3")
        if len(words) > 1 and words[1].rstrip(":;,.") in _AFTER_VERB \
                and _verb(words[0]) != words[0]:
            return phrase[:at], second
        start = at + 1
    return phrase, ""


_AFTER_VERB = {"the", "a", "at", "up", "out", "back", "on", "to", "it", "them"}


def _verb(word: str) -> str:
    """A third-person verb in its plain form ("looks" -> "look")."""
    if word in IRREGULAR:
        return IRREGULAR[word]
    if word.endswith(("sses", "shes", "ches", "xes")):
        return word[:-2]
    if word.endswith("ies") and len(word) > 4:  # "buries" -> "bury" ("You burie" was said)
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _imperative_one(phrase: str) -> str:
    word, _sep, rest = phrase.partition(" ")
    return f"{_verb(word)} {rest}".strip()
