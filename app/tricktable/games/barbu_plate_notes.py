"""Barbu's plate notes on the doubles riding on a hand: whom a player doubled, who doubled them,
whom they redoubled, who redoubled them, and a "no" said in the doubling round. Qt-free.

Why apart from ``barbu_words``: the words module had grown to its size limit; these notes read
only the hand's announcements and are tested on their own.
"""

from __future__ import annotations

from ..engine.words import mid, say_list
from .barbu_doubling import player_word
from .barbu_view import BarbuView

#: the stages of the doubling round
DOUBLING = frozenset({"double", "redouble"})


def double_notes(view: BarbuView, position: int, names: list[str]) -> list[str]:
    """Both directions of every bet riding on this player's hand, read from what was said aloud
    (the shared announcements, as the other games' plates read theirs): whom they doubled, whom
    they redoubled, who doubled them and has not been answered, and who redoubled them."""
    def name(p: int) -> str:  # inside the note: "Doubled Ann and you", never "… and You"
        return mid(names[p]) if p < len(names) else player_word(p)

    doubles = [a for a in view.announcements if a.kind == "double"]
    # the answers to doubles: a non-declarer's redoubles and the declarer's doubles back (the
    # declarer may double only those who doubled them), in the order they were said
    answers = [a for a in view.announcements
               if a.kind == "redouble" or (a.kind == "double" and a.player == view.declarer)]
    answered = {t for a in answers if a.player == position for t in a.targets}
    # a forced double is marked, first: the rules have the table say which doubles were not
    # chosen ("Doubled you, North and East (forced)" read as if all three were)
    mine = [(a.name == "forced" and t == view.declarer, t)
            for a in doubles if a.player == position for t in a.targets]
    doubled = [name(t) + (" (forced)" if forced else "")
               for forced, t in sorted(mine, key=lambda m: not m[0])]
    # whom this non-declarer redoubled, in the order those doubles were said, as the
    # settlement lists them
    redoubled = [name(a.player) for a in doubles
                 if position in a.targets and a.player in answered
                 and position != view.declarer]
    # who doubled this player, unanswered: only the doublers' plates said it, so a doubled
    # player's own plate looked untouched. An answered double is said by "Redoubled …"
    doubled_by = [name(a.player) for a in doubles
                  if position in a.targets and a.player != view.declarer
                  and a.player not in answered]
    # who answered this player's doubles: the redoubled bet counts twice, and only the
    # answerer's plate said so ("Redoubled you and East" beside North, nothing beside you)
    redoubled_by = [name(a.player) for a in answers if position in a.targets]
    notes = []
    if doubled:  # the declarer's doubles answer doubles: redoubles, as its button says
        word = "Redoubled " if position == view.declarer else "Doubled "
        notes.append(word + say_list(doubled))
    if redoubled:
        notes.append("Redoubled " + say_list(redoubled))
    if doubled_by:
        notes.append("Doubled by " + say_list(doubled_by))
    if redoubled_by:
        notes.append("Redoubled by " + say_list(redoubled_by))
    if view.stage in DOUBLING:
        notes += _answered_nothing(view, position)
    return notes


def _answered_nothing(view: BarbuView, position: int) -> list[str]:
    """A "no" said in this doubling round, for the rest of the round: only a bubble said it,
    which fades (at the instant speed it never showed, an undo or a restart never shows it
    again and a first-game tip hid it), so the person deciding could not tell who had answered
    and who was still to. A "no" to the declarer's doubles is a "no" to redoubling."""
    notes = []
    for a in view.said_by(position, "double", "redouble"):
        if a.targets:
            continue
        answer = a.kind == "redouble" or position == view.declarer
        note = "Did not redouble" if answer else "Did not double"
        if note not in notes:
            notes.append(note)
    return notes
