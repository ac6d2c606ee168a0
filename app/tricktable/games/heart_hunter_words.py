"""Heart Hunter's words on the table: the plates' points, the phase in the centre and on the score
panel, the deal summary with the point cards each player took, the score sheet's line. Qt-free.

Why beside the rules: the two phases (points added, then subtracted) and the moon are the game's
own; the shared presentation layer finds these words through the game's registration.
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import FRENCH, CardCodec, iter_cards
from ..engine.panel import SummaryRow
from ..engine.protocol import DealScored
from ..engine.tips import tip
from ..engine.words import (
    NBSP,
    Sentence,
    counted,
    mid,
    possessive,
    say_list,
    signed,
    who,
)
from .heart_hunter import (
    HEART_MASK,
    JC,
    LEADING_CARD,
    POINT_CARDS,
    QS,
    HeartHunterView,
    LeadingCardHeld,
    card_points,
)

#: the change of phase after a deal belongs to that deal's story (points are now subtracted)
PHASE_CHANGE_IN_SUMMARY = True


def plate(view: HeartHunterView, position: int, codec: CardCodec, trick_word: str,
          names: list[str]) -> tuple[str, list[str]]:
    """The points a player took this deal, beside their tricks; through the first trick, on
    the plate of the player who leads it, why they lead ("Dealt the 2♣, so leads"): North led
    the 8♦ holding the 2♣, and a tester who knew Hearts took it for a broken rule (the bubble
    that said so had gone behind the first-card tip)."""
    pts = view.points[position]
    line = f"{pts} point{'' if pts == 1 else 's'} · {trick_word}"
    if view.tricks or position != view.leader:
        return line, []
    card = FRENCH.short(LEADING_CARD[len(view.hands)])
    who = "you " if position == view.player else ""
    verb = "led" if view.trick else "lead" if who else "leads"
    return line, [f"Dealt the {card}, so {who}{verb}"]


def play_task(view: HeartHunterView) -> str | None:
    """The person's first lead, after "Your turn: ": "you were dealt the 2♣, so you lead: any
    card" (any card may be led; "play a card" left a newcomer looking for the 2♣ rule)."""
    if view.tricks or view.trick or view.leader != view.player:
        return None
    return f"you were dealt the {FRENCH.short(LEADING_CARD[len(view.hands)])}, so you lead: " \
           "any card"


def centre_badge(view: HeartHunterView) -> tuple[str, str]:
    """The phase, and what it means for the points taken."""
    phase = view.phase
    if phase == 1:
        return "Phase 1", f"points added until someone reaches {view.threshold}"
    return "Phase 2", "points you take are subtracted"


def phase_words(view: HeartHunterView, names: list[str] | None = None) -> list[str]:
    """The score panel's sentence on the phase."""
    if view.phase == 1:
        return [f"Phase 1: avoid points. Phase 2 starts when a score reaches "
                f"{view.threshold}."]
    return ["Phase 2: take points to reduce your score; the game ends after a deal that "
            "leaves a score at 0 or below, and the lowest score wins."]


def log_line(event) -> str | None:
    """The deal log's line on a moon, before the deal's scores (the log gave only the scores,
    20 to everybody but one, and left the reader to work out why); and its first line, who
    held the card that leads (any card may be led: "Trick 1: East 3♦" alone left a newcomer
    unable to tell whether East was right to lead)."""
    if isinstance(event, DealScored) and isinstance(event.details.get("moon"), int):
        return Sentence("{P0} took every point card and shot the moon.", event.details["moon"])
    if isinstance(event, LeadingCardHeld):
        return Sentence(f"{{P0}} {{0:holds/hold}} the {FRENCH.short(event.card)} and "
                        "{0:leads/lead}.", event.player)
    return None


def event_bubble(event, codec: CardCodec) -> tuple[str, str] | None:
    """A bubble at the seat of the player who held the leading card, as its first card lands:
    any card may be led, and nothing told a newcomer why East led the 3♦. ``None`` for any
    other event."""
    if isinstance(event, LeadingCardHeld):
        return f"Holds the {codec.short(event.card)} and leads", ""
    return None


def summary(details: dict, rows: list[SummaryRow], notes: list[str], names: list[str],
            codec: CardCodec, log: Any) -> str | None:
    """Each player's points and the point cards they took (from the record's tricks), or who
    shot the moon; the phase as the subtitle."""
    points = details.get("points", [0] * len(rows))
    phase = details.get("phase", 1)
    moon = details.get("moon")
    taken = [0] * len(rows)
    if log is not None:
        for _leader, cards, winner in getattr(log, "tricks", []):
            for c in cards:
                taken[winner] |= 1 << c
    for p, row in enumerate(rows):
        pts = points[p] if p < len(points) else 0
        cards = taken[p] & POINT_CARDS
        shown = " ".join(codec.short(c) for c in sorted(iter_cards(cards), reverse=True))
        if moon is not None:
            if p == moon:
                row.lines.append((f"Took every point card ({pts}): shot the moon", None))
            else:
                # "You shot the moon" on West's and East's rows read as said to them
                row.lines.append((f"The moon shot by {mid(rows[moon].name)}", None))
            continue
        if pts == 0:
            row.lines.append(("No points taken", None))
            continue
        # "(Phase" and "2)" on two lines at the largest text size (a tester): one word
        verb = "added" if phase == 1 else f"subtracted (Phase{NBSP}2)"
        row.lines.append((f"{counted(pts, 'point')} taken, {verb}", None))
        if shown:
            row.lines.append((shown, None))
    return "Phase 1: points taken are added" if phase == 1 else \
        "Phase 2: points taken are subtracted"


def sheet_note(details: dict, names: list[str]) -> str:
    """The score sheet's line: the phase, each player's points, the moon."""
    points = details.get("points") or []
    said = ", ".join(f"{who(names, p)} {v}" for p, v in enumerate(points))
    moon = details.get("moon")
    extra = f" · {who(names, moon)} took them all" if isinstance(moon, int) else ""
    return f"Phase {details.get('phase', 1)} · points {said}{extra}"


def review_trick(tricks: tuple, number: int, details: dict, names: list[str],
                 codec: CardCodec) -> str | None:
    """What trick ``number`` carried, for the deal review: its points and the cards that made
    them ("7 points: the Q♠ and 2 hearts."); None for a trick without a point card. The review
    showed each trick's cards alone, and a learner added up the points of each by hand."""
    taken = sum(1 << c for c in tricks[number][1]) & POINT_CARDS
    points = card_points(taken)
    if not points:
        return None
    hearts = (taken & HEART_MASK).bit_count()
    named = [f"the {codec.short(c)}" for c in (QS, JC) if taken >> c & 1]
    if hearts:
        named.append("a heart" if hearts == 1 else f"{hearts} hearts")
    return f"{counted(points, 'point')}: {say_list(named)}."


def review_after(tricks: tuple, details: dict, names: list[str],
                 codec: CardCodec) -> tuple[str, ...]:
    """The deal's count, as its summary has it, to end the deal review: each player's points
    taken and what the deal scored (added in Phase 1, subtracted in Phase 2, or the moon's).
    Why: the review's last step ended on its last trick's points, and what the deal scored was
    nowhere in it; a learner added the tricks up by hand."""
    points = details.get("points")
    if not isinstance(points, list) or not points or len(points) > len(names):
        return ()
    phase = details.get("phase", 1)
    moon = details.get("moon")
    taken = ", ".join(f"{mid(who(names, p))} {v}" for p, v in enumerate(points))
    said = [f"Points taken: {taken}."]
    if isinstance(moon, int) and 0 <= moon < len(points):
        value = points[moon]
        if phase == 1:
            score = [0 if p == moon else value for p in range(len(points))]
            said.append(f"{who(names, moon)} took every point card and shot the moon: "
                        f"each other player scores +{value}.")
        else:
            score = [-value if p == moon else 0 for p in range(len(points))]
            said.append(f"{who(names, moon)} took every point card and shot the moon: "
                        f"{counted(value, 'point')} subtracted from "
                        f"{possessive(names[moon])} score alone.")
    else:
        score = [v if phase == 1 else -v for v in points]
        said.append("Phase 1: the points taken are added to the scores." if phase == 1 else
                    "Phase 2: the points taken are subtracted from the scores.")
    scored = ", ".join(f"{mid(who(names, p))} {signed(v)}" for p, v in enumerate(score))
    said.append(f"The deal scored {scored}.")
    return tuple(said)


#: first-game tips, most particular first: the coach shows the first that applies, once per kind
TIPS = {
    "phase-2": tip(
        "Phase 2: points now count down",
        "Someone reached the threshold, so from this deal on the points you take are "
        "subtracted from your score. The first deal that ends with a score at 0 or below ends "
        "the game, and the lowest score wins. Taking points is now good for you; watch who is "
        "close to zero before you hand anyone the Q♠.",
        "phase-2", stage="play", phase=2),
    "play": tip(
        "Your first card",
        "Follow the suit led if you can; if you cannot, play any card. Each heart costs 1 "
        "point, the J♣ 2 and the Q♠ 5, and until someone reaches the threshold points are "
        "added, so you want to take as few as you can. When you are out of a suit, that is the "
        "moment to get rid of the Q♠ or a high heart.",
        "play", stage="play"),
}
