"""Young Hunter's words on the table: the seat plates' takings, the centre's trumps and deal, the
announcement and contra panels, the bubbles, the deal summary and the score sheet's line. Qt-free.

Why beside the rules: these words name the game's own things (takings, the hunter, contras) and
quote their worth from the rules module; the shared presentation layer finds them through the
game's registration and never names the game.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import FRENCH, SUIT_NAMES, SUIT_SYMBOLS, CardCodec
from ..engine.panel import Choice, Decision, SummaryRow
from ..engine.protocol import Action
from ..engine.tips import tip
from ..engine.view import Announcement
from ..engine.words import (
    NBSP,
    Sentence,
    and_names,
    capital,
    counted,
    mid,
    possessive,
    signed,
    unbroken,
    who,
)
from .young_hunter import TakingMade, taking_name, taking_value
from .young_hunter_view import YoungHunterView

#: what a player who announced no taking is said to have done, on their plate, in their bubble and
#: in the deal log alike (three wordings, "Nothing to announce" among them, read as three things)
NO_ANNOUNCEMENT = "No announcement"

#: the extra game's trumps, on the centre's badge, in the announcement panel, the score panel's
#: line, the deal summary and the extra game's start message alike (the panel read "Trumps: no
#: trumps." under the badge's "No trump"; the score panel "Extra game: no trumps")
NO_TRUMP = "No trump"

#: the mark of a failed announcement on its plate: "Failed: diamond catch, heart hit", a note
#: of its own (apart from those made or still open), drawn in a failure's colour
#: (``note_kind``); "Announced diamond catch (failed), heart hit (failed)" took three lines and
#: left "(failed)" alone on the last
FAILED = "failed"
FAILED_NOTE = "Failed: "
MADE_NOTE = "Made: "

#: what the player to act is doing, by stage, after "North to" on the status line (and in the
#: resume question): the contra round read "North to play." before any card was played
TURN_VERBS: dict[str, str] = {"contra": "contra or pass"}

# ------------------------------------------------------------------------------ plates and centre


def plate(view: YoungHunterView, position: int, codec: CardCodec, trick_word: str,
          names: list[str]) -> tuple[str, list[str]]:
    """The plate's line (takings made, tricks) and its notes: what the player announced, and
    apart those made ("Made: club catch") and those that failed ("Failed: trump hit
    (contra'd)"), whose taking they contra'd, the takings they made ("Trump catch J♠, hit
    J♥")."""
    def name(p: int) -> str:
        return names[p] if p < len(names) else f"Player {p + 1}"

    trump = view.trump_suit
    made = [t for t in view.takings if t[1] == position]
    count = len(made)
    line = f"{count} taking{'' if count == 1 else 's'} · {trick_word}"
    notes = []
    contras = [a for a in view.announcements if a.kind == "contra"]

    def contra_by(said: Announcement) -> int | None:
        """Who contra'd a taking announced (None: nobody)."""
        return next((c.player for c in contras
                     if c.targets == (said.player,) and c.card == said.card), None)

    takings = [a for a in view.announcements if a.kind == "announce" and a.card >= 0]
    said = [a for a in takings if a.player == position]
    fallen = {jack: (taker, kind) for jack, taker, kind in view.takings}

    def failed(a: Announcement) -> bool:
        return a.card in fallen and fallen[a.card] != (a.player, a.name)

    def how(a: Announcement) -> str:
        """Whether one announcement was contra'd (by whom: on the contra's plate); whether it
        was made or failed says its note's head."""
        return " (contra'd)" if contra_by(a) is not None else ""

    def one(a: Announcement) -> str:
        """One announcement, never broken inside its name ("diamond" over "catch" was seen)
        nor inside its marks."""
        return unbroken(taking_name(a.card, a.name, trump)) + how(a)

    # once its jack has fallen, an announcement is said made or failed by its note's head (the
    # plate said "Announced trump hit" all deal after the jack was lost); the failed ones are
    # drawn as a failure (``note_kind``). "Made" as a mark beside the announcement made
    # "trump hit (contra'd, made)" too wide for a plate, cut to "(contra'd, ma…"
    for head, group in (("Announced ", [a for a in said if a.card not in fallen]),
                        (MADE_NOTE, [a for a in said if a.card in fallen and not failed(a)]),
                        (FAILED_NOTE, [a for a in said if failed(a)])):
        if group:
            notes.append(head + ", ".join(one(a) for a in group))
    if not said and view.said_by(position, "announce"):
        notes.append(NO_ANNOUNCEMENT)
    # a contra stays at the player who made it, with whose taking it questions (in the order
    # the takings were announced)
    questioned = [f"{possessive(name(a.player))} {taking_name(a.card, a.name, trump)}"
                  for a in takings if contra_by(a) == position]
    if questioned:
        notes.append("Contra: " + ", ".join(questioned))
    if made:  # each kept on one line where the plate wraps ("hit" over "J♥" was seen), named
        # as the rules and the summary name them: the trump jack's a trump catch or hit ("catch
        # J♠" in a ♠ deal read as a terse normal catch)
        notes.append(capital(", ".join(
            unbroken(f"{'trump ' if jack >> 4 == trump else ''}{kind} {codec.short(jack)}")
            for jack, _t, kind in made)))
    return line, notes


def note_kind(note: str) -> str:
    """A plate note's kind, for its colour: "failed" for the announcements that failed (drawn
    in the notes' yellow, "Announced trump hit (failed)" read like one made or still open)."""
    return FAILED if note.startswith(FAILED_NOTE) else ""


def centre_badge(view: YoungHunterView) -> tuple[str, str]:
    """The trumps (or the extra game without them) and which deal of the game this is."""
    suit = view.trump_suit
    deal = view.deal
    total = len(view.deal_trumps) or 8
    if suit is None:
        return NO_TRUMP, f"extra game · deal {deal} of {total}"
    return SUIT_SYMBOLS[suit], f"trumps · deal {deal} of {total}"


def phase_words(view: YoungHunterView, names: list[str] | None = None) -> list[str]:
    """The score panel's sentence for the extra game, which has no trumps to name (the panel
    said nothing at all for it, and "Next deal —" nothing under deal 4's summary)."""
    if view.trump_suit is None and None in view.deal_trumps:
        return [f"Extra game: {NO_TRUMP.lower()}; the holder of the 2♠ leads."]
    return []


def deal_rounds(view: YoungHunterView) -> int | None:
    """How many deals the game has ("Deal 3 of 9 is over"): one per trump of the game."""
    return len(view.deal_trumps) or None


# ------------------------------------------------------------------------------ decisions


def decision(view: YoungHunterView, legal: list[Action], codec: CardCodec,
             names: list[str]) -> Decision | None:
    """The announcement toggles or the contra buttons; ``None`` for any other decision."""
    types = {a.type for a in legal}
    if "announce" in types:
        return _announce_decision(view, legal, codec)
    if "contra" in types:
        return _contra_decision(view, legal, codec, names)
    return None


def _announce_decision(view: YoungHunterView, legal: list[Action], codec: CardCodec) -> Decision:
    """Young Hunter's first turn: one toggle per jack, with the kind the rules allow this
    player (the legal actions say which), its worth, then Announce / Say nothing."""
    trump = view.trump_suit
    kinds: dict[int, str] = {}
    for a in legal:
        for jack, kind in a.get("takings") or ():
            kinds.setdefault(jack, kind)
    hand = view.hands[view.player] or 0
    choices = []
    for jack in sorted(kinds, key=lambda j: -(j >> 4)):
        kind = kinds[jack]
        worth = 2 * taking_value(jack, kind, trump)
        name = taking_name(jack, kind, trump)
        short = codec.short(jack)
        if kind == "hit" and hand >> jack & 1:
            line = f"win a trick with your{NBSP}{short}"
        else:
            line = f"take the trick holding the{NBSP}{short}"
        # the rules' and the plates' name on the button: "♠ Trump hit" for the trump jack
        # the stakes stay whole where a narrow button wraps its line, and the jack with its
        # word: "the J♠ · +2 or −2" under "take the trick holding", never an orphaned "or −2"
        stakes = unbroken(f"{signed(worth)} or {signed(-worth)}")
        choices.append(Choice(f"{SUIT_SYMBOLS[jack >> 4]} {capital(name)}",
                              f"{line}{NBSP}· {stakes}", key=jack,
                              spoken=f"Announce: {name}"))
    nothing = next((a for a in legal if not a.get("takings")), None)
    return Decision(
        "toggles", "Announce your takings",
        f"{_suit_word(trump)}. An announced taking scores double, or minus double "
        "if it fails.",
        choices, anchor="bidding", confirm="Announce",
        skip=Choice("Say nothing", "announce no takings", action=nothing) if nothing else None,
        options=legal, unit="taking", refusal="Those takings cannot be announced together.",
        sets=[(frozenset(jack for jack, _k in a.get("takings") or ()), a) for a in legal])


def _contra_decision(view: YoungHunterView, legal: list[Action], codec: CardCodec,
                     names: list[str]) -> Decision:
    trump = view.trump_suit
    choices = []
    for a in legal:
        if a.type != "contra":
            continue
        announcer = a.get("announcer")
        owner = names[announcer] if announcer < len(names) else f"Player {announcer + 1}"
        worth = 2 * taking_value(a.card, a.get("kind"), trump)
        taking = taking_name(a.card, a.get("kind"), trump)
        choices.append(Choice(f"Contra {possessive(owner)} {taking}",
                              f"{signed(worth)} to you if it fails, {signed(-worth)} if made",
                              action=a))
    passing = next((a for a in legal if a.type == "pass"), None)
    if passing is not None:
        choices.append(Choice("Pass", "no contra", action=passing, default=True))
    return Decision("buttons", "Contra?", "Question an announcement you expect to fail.",
                    choices, anchor="contra")


def _suit_word(suit: int | None) -> str:
    """The announcement panel's trumps, spelt as the centre's badge spells them: the extra game
    read "Trumps: no trumps." beside the badge's "No trump"."""
    if suit is None:
        return NO_TRUMP
    return f"Trumps: {SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit].lower()}"


# ------------------------------------------------------------------------------ events


def announcement_bubble(trump: int | None, event, names: list[str],
                        codec: CardCodec) -> str | None:
    """A short bubble naming the takings announced or contra'd (shorter than the engine's
    sentence, which the status line shows); ``None`` for anything else."""
    action: Action = event.action
    if action.type == "announce":
        takings = action.get("takings") or ()
        if not takings:
            return NO_ANNOUNCEMENT
        # a capital for the first only: the deal log read "Alice: Diamond catch, Trump hit."
        return capital(", ".join(taking_name(j, k, trump) for j, k in takings))
    if action.type == "contra":
        announcer = action.get("announcer")
        owner = names[announcer] if announcer is not None and announcer < len(names) else "?"
        return f"Contra {possessive(owner)} {taking_name(action.card, action.get('kind'), trump)}!"
    if action.type == "pass":
        return "Pass"
    return None


def spoken(event) -> tuple[int, str] | None:
    """A taking made, for the deal log, under its trick ("North makes a catch: the J♦, +1"): the
    log told every trick's cards and taker, and never that a jack had scored in it."""
    if isinstance(event, TakingMade):
        return event.player, (f"makes a {event.kind}: the {FRENCH.short(event.jack)}, "
                              f"{signed(event.value)}")
    return None


def event_bubble(event, codec: CardCodec) -> tuple[str, str] | None:
    """A taking made, at its taker's seat: its kind and jack ("Catch J♣"), its value under it."""
    if isinstance(event, TakingMade):
        return f"{event.kind.capitalize()} {codec.short(event.jack)}", signed(event.value)
    return None


# ------------------------------------------------------------------------------ summary and sheet


def summary(details: dict, rows: list[SummaryRow], notes: list[str], names: list[str],
            codec: CardCodec, log) -> str | None:
    """Each player's takings with their scores (in the order ``_read_order`` gives); the trumps
    and the hunter of the deal."""
    lines = _read_order(details, getattr(log, "tricks", None) or (), codec)
    for p, row in enumerate(rows):
        for text, value in (lines[p] if p < len(lines) else []):
            row.lines.append((text.fill(names) if isinstance(text, Sentence) else str(text),
                              int(value)))
        if not row.lines:  # no points of its own: drawn as such, not as a scoring line
            row.lines.append(("No takings", None))
    trump = details.get("trump")
    trump_text = f"{NO_TRUMP} (extra game)" if trump is None else \
        f"Trumps: {SUIT_SYMBOLS['CDHS'.index(trump)]}"
    hunter = _hunter_words(details, [row.name for row in rows])
    return f"{trump_text} · {hunter}" if hunter else trump_text


def _hunter_words(details: dict, names: list[str]) -> str:
    """The hunter of the deal, or why there is none: the rules name no hunter on a tie for the
    most takings, and the summary said only "Trumps: ♦" then, where other deals named one."""
    counts = [c for c in details.get("takings") or [] if isinstance(c, int)]
    hunter = details.get("hunter")
    if not counts or len(counts) > len(names):
        return ""
    best = max(counts)
    if isinstance(hunter, int) and 0 <= hunter < len(counts):
        return f"Hunter of the deal: {names[hunter]} ({counted(counts[hunter], 'taking')})"
    tied = [names[p] for p, c in enumerate(counts) if c == best]
    if len(tied) < 2:
        return ""
    if len(tied) == len(counts):
        who_tied = "everyone"
    else:
        who_tied = and_names(tied) if len(tied) == 2 else \
            ", ".join(mid(n) if i else n for i, n in enumerate(tied[:-1])) + \
            f" and {mid(tied[-1])}"
    return f"No hunter: {who_tied} tied at {counted(best, 'taking')}"


def _read_order(details: dict, tricks: Sequence, codec: CardCodec) -> list[list]:
    """Each player's score lines in the order a player reads their own deal: the takings they
    made (announced or not), then their announcements that failed, then their contras; each
    group in the order of play, by the trick its jack fell in. The rules list the lines jack by
    jack (clubs, diamonds, hearts, spades), which mixed the three kinds and followed neither
    the play nor anything a player sees ("no clear order"). Which line is which comes from the
    scored jacks, walked as the rules wrote the lines; lines that do not match are left as
    they are."""
    lines = [list(row) for row in details.get("lines") or []]
    fell = {codec.code(c): (k, i) for k, (_l, cards, _w) in enumerate(tricks)
            for i, c in enumerate(cards)}
    keys: list[list[tuple]] = [[] for _ in lines]

    def add(player: object, group: int, where: tuple) -> None:
        if isinstance(player, int) and 0 <= player < len(keys):
            keys[player].append((group, *where))

    for jack in details.get("jacks") or []:
        where = fell.get(jack.get("jack"), (len(tricks), 0))
        calls = jack.get("announcements") or []
        for a in calls:
            add(a.get("player"), 0 if a.get("made") else 1, where)
            add(a.get("contra_by"), 2, where)
        if not any(a.get("made") for a in calls):
            add(jack.get("taker"), 0, where)
    for p, row in enumerate(lines):
        if len(keys[p]) == len(row):
            order = sorted(range(len(row)), key=keys[p].__getitem__)  # stable: ties keep theirs
            lines[p] = [row[k] for k in order]
    return lines


def sheet_note(details: dict, names: list[str]) -> str:
    """The score sheet's line: each player's takings by kind and jack ("catch J♥"; the count
    alone lost what the summary names), with what they announced and how it went,
    and the contras each made (a contra's points stood on the sheet unexplained: "North 0
    takings" beside +4)."""
    announced: dict[int, list[str]] = {}
    for jack in details.get("jacks") or []:
        for a in jack.get("announcements") or []:
            mark = "made" if a.get("made") else "failed"
            name = _sheet_taking(jack, a.get("kind"))
            by = a.get("contra_by")
            # who said contra, with the taking it is on: ", contra'd" read as an item of its
            # own, and "(contra)" in the list's brackets closed two at once, naming nobody
            against = f" against {possessive(who(names, by))} contra" if by is not None else ""
            announced.setdefault(a["player"], []).append(f"{name} {mark}{against}")
            if by is not None:
                won = "lost" if a.get("made") else "won"
                announced.setdefault(by, []).append(
                    f"contra on {possessive(who(names, a['player']))} {name} {won}")
    took: dict[int, list[str]] = {}
    for jack in details.get("jacks") or []:
        if isinstance(jack.get("taker"), int):
            took.setdefault(jack["taker"], []).append(f"{jack.get('kind')} {_jack(jack)}")
    takings = details.get("takings") or []
    parts = []
    for p, count in enumerate(takings):
        said = announced.get(p)
        line = f"{who(names, p)} {count} taking{'' if count == 1 else 's'}"
        if took.get(p):  # which jacks, as the plate says them: "3 takings" named none
            line += ": " + ", ".join(took[p])
        if said:
            line += f" ({', '.join(said)})"
        parts.append(line)
    return " · ".join(parts)


def _jack(jack: dict) -> str:
    """A scored jack as the table writes it ("J♥"); its code where it is not a card."""
    code = str(jack.get("jack", "?"))
    try:
        return FRENCH.short(FRENCH.parse(code))
    except (KeyError, ValueError, IndexError):
        return code


def _sheet_taking(jack: dict, kind: object) -> str:
    """A taking on the score sheet: its suit's sign and kind ("♥ hit"), and for the trump jack
    the name the summary and the buttons give it ("♠ trump hit"; the sheet said "♠ hit")."""
    letter = str(jack.get("jack", "?"))[1:2]
    suit = SUIT_SYMBOLS["CDHS".index(letter)] if letter and letter in "CDHS" else "?"
    return f"{suit} {'trump ' if jack.get('trump') else ''}{kind}"


# ------------------------------------------------------------------------------ deal review


def review_trick(tricks: tuple, number: int, details: dict, names: list[str],
                 codec: CardCodec) -> str | None:
    """What trick ``number`` scored, for the deal review: each jack in it as it fell, the
    taking it made and for how much, each announcement on it made or failed and each contra on
    those won or lost ("West caught the J♥, +1; North's heart hit failed, −4."); None for a
    trick without a jack. From the deal's scored details (``jacks``): the review showed the
    cards alone, and a learner matched it against the deal log by hand."""
    _leader, cards, _winner = tricks[number]
    jacks = {j.get("jack"): j for j in details.get("jacks") or [] if isinstance(j, dict)}
    said = [_jack_words(jacks[codec.code(c)], c, names, codec)
            for c in cards if codec.code(c) in jacks]
    return " ".join(said) or None


def review_before(tricks: tuple, details: dict, names: list[str],
                  codec: CardCodec) -> str | None:
    """How each announcement turned out, for the review's row of what was said before the play:
    made or failed and in which trick, and each contra on it won or lost ("West's trump hit:
    made in trick 7; your contra lost."), in the order the tricks were played. None where nobody
    announced a taking. Why: the announcements sat in that row with nothing saying what came of
    them, and a learner searched the tricks below for each jack."""
    fell = {codec.code(c): (k, i) for k, (_l, cards, _w) in enumerate(tricks)
            for i, c in enumerate(cards)}
    said = []
    for jack in sorted((j for j in details.get("jacks") or [] if isinstance(j, dict)),
                       key=lambda j: fell.get(j.get("jack"), (len(tricks), 0))):
        card = codec.parse(jack["jack"])
        trick = fell.get(jack["jack"])
        where = f" in trick {trick[0] + 1}" if trick is not None else ""
        for a in jack.get("announcements") or []:
            name = _call_name(card, a.get("kind", ""), jack)
            text = "{P0's} " + name + (": made" if a.get("made") else ": failed") + where
            players = [a["player"]]
            if a.get("contra_by") is not None:
                text += "; {p1's} contra " + ("lost" if a.get("made") else "won")
                players.append(a["contra_by"])
            said.append(Sentence(text + ".", *players).fill(names))
    return " ".join(said) or None


def _call_name(card: int, kind: str, jack: dict) -> str:
    """An announcement's name ("trump hit", "heart catch") from a jack's scored details."""
    return taking_name(card, kind, card >> 4 if jack.get("trump") else None)


def _jack_words(jack: dict, card: int, names: list[str], codec: CardCodec) -> str:
    """One jack of a trick in the review, in one sentence: the taking made, then each
    announcement on it that failed and each contra, with what each brought (see
    ``review_trick``)."""
    calls = jack.get("announcements") or []
    own = next((a for a in calls if a.get("made")), None)
    verb = "hit with" if jack.get("kind") == "hit" else "caught"
    trump = " (trump)" if jack.get("trump") else ""
    value = own["value"] if own is not None else jack.get("value", 0)
    text = (f"{{P0}} {verb} the {codec.short(card)}{trump}"
            f"{' as announced' if own is not None else ''}, {signed(int(value))}")
    players = [jack.get("taker")]
    for a in calls:
        doubled = int(a.get("value", 0))
        if a is not own:
            players.append(a["player"])
            text += (f"; {{p{len(players) - 1}'s}} {_call_name(card, a.get('kind', ''), jack)} "
                     f"failed, {signed(-doubled)}")
        if a.get("contra_by") is not None:
            players.append(a["contra_by"])
            won = not a.get("made")
            text += (f"{', and' if a is not own else ';'} {{p{len(players) - 1}'s}} contra "
                     f"{'won' if won else 'lost'}, {signed(doubled if won else -doubled)}")
    return Sentence(text + ".", *players).fill(names)


#: first-game tips, most particular first: the coach shows the first that applies, once per kind
TIPS = {
    "announce": tip(
        "Announcing takings",
        "Every jack makes one taking: a hit for its owner if it wins its trick, a catch for "
        "whoever wins the trick otherwise. You may announce takings now: a hit on a jack you "
        "hold, a catch on one you do not. Made, an announced taking scores double; failed, it "
        "costs double. Announce only what your trumps and high cards can really force.",
        "bidding", stage="announce"),
    "contra": tip(
        "Contra: question an announcement",
        "You may contra a taking another player announced. If it fails you win its value, if "
        "it is made you lose it; nobody else's score changes. Contra when your cards can stop "
        "that jack: a higher card of its suit, or a trump when its suit is not trumps.",
        "contra", stage="contra"),
    "play": tip(
        "Your first card",
        "Follow the suit led; if you cannot, you must trump if you can, otherwise play any "
        "card. Keep an eye on the jacks: win the trick your own jack is in to make it a hit, "
        "and take the tricks where others' jacks fall to catch them.",
        "play", stage="play"),
}
