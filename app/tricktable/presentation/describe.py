"""Words on the table: seat plates, the decision panel's choices, the deal summary. Qt-free.

Why a separate, Qt-free module: the words are where the games differ most, and they must come from
the engine (its legal actions, its views, the ``DealScored`` details and the record), never from
rules re-implemented in the UI. Keeping them here as plain data makes them testable without a
window, and lets the next game add its wording without touching the scene. Values a sentence
quotes (a taking's worth, a card's points) are asked of the game's own module.

Everything takes ``names``: the players' display names, indexed by player number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..coach import imperative
from ..engine.cards import SUIT_NAMES, SUIT_SYMBOLS, TAROT, CardCodec, iter_cards
from ..engine.protocol import Action, DealScored, DealStarted, PhaseChanged
from ..engine.words import say_list
from ..games.registry import find_entry, lower_wins

# ------------------------------------------------------------------------------ plain models


@dataclass
class Choice:
    """One button (or toggle) of the decision panel."""

    label: str
    line: str = ""
    action: Action | None = None   # what a plain button submits
    key: Any = None                # a toggle's identity (Young Hunter: the jack)
    default: bool = False
    spoken: str = ""               # the accessible name, when the label alone says too little
    then: Decision | None = None   # a first step that opens a second (Trump, then its suit)


@dataclass
class Decision:
    """What the panel shows: ``kind`` is "buttons", "toggles" (pick some, then confirm) or
    "discard" (select cards in the hand, then confirm)."""

    kind: str
    title: str
    hint: str
    choices: list[Choice]
    anchor: str = ""
    confirm: str = ""              # the confirming button of "toggles" and "discard"
    skip: Choice | None = None     # "Say nothing" beside the toggles
    count: int = 0                 # cards to select for a discard
    options: list[Action] = field(default_factory=list)  # the legal actions it maps onto
    #: toggles: each legal action with the exact set of toggle keys that stands for it
    sets: list[tuple[frozenset, Action]] = field(default_factory=list)
    unit: str = "choice"           # a toggle's name on the confirm button ("2 takings")
    back: Decision | None = None   # a second step's way back to the first
    #: toggles: the words when the toggled set is no legal action and the engine has no reason
    refusal: str = "That choice is not allowed."
    #: toggles: the action a toggled set stands for, so the engine can say why it is refused
    probe: Any = None


@dataclass
class SummaryRow:
    name: str
    score: int
    total: int
    lines: list[tuple[str, int | None]]
    highlight: bool = False


@dataclass
class Summary:
    title: str
    subtitle: str
    rows: list[SummaryRow]
    notes: list[str]
    button: str = "Next deal"
    game_over: bool = False
    lower_is_better: bool = False   # Heart Hunter: the lowest score wins


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


def _suit_word(suit: int | None) -> str:
    return "no trumps" if suit is None else f"{SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit].lower()}"


# ------------------------------------------------------------------------------ seat plates


def plate_lines(view: dict, position: int, codec: CardCodec,
                names: list[str] | None = None) -> tuple[str, list[str]]:
    """The plate's "this deal" line and its notes (announcements, contracts, doubles) for one
    position; ``names`` are the players' names, for notes that name another player."""
    game = view.get("game")
    tricks = view["trick_counts"][position]
    trick_word = f"{tricks} trick" + ("" if tricks == 1 else "s")
    if game == "heart-hunter":
        pts = view.get("points", [0] * len(view["hands"]))[position]
        return f"{pts} point{'' if pts == 1 else 's'} · {trick_word}", []
    if game == "young-hunter":
        return _young_hunter_plate(view, position, codec, trick_word, names or [])
    if game == "sheepshead":
        pts = view.get("trick_points", [0] * len(view["hands"]))[position]
        notes = ["Player: took the window"] if view.get("window_player") == position else []
        # the calls go round from the dealer's left: a pass stays on the plate all deal long
        n = len(view["hands"])
        for i, call in enumerate(view.get("window_calls", [])):
            if call == "pass" and (view["dealer"] + 1 + i) % n == position:
                notes.append("Passed on the window")
        return f"{pts} card points · {trick_word}", notes
    if game == "nineteen":
        return _nineteen_plate(view, position, codec, trick_word)
    notes = []
    if view.get("declarer") == position and view.get("contract_title"):
        notes.append(str(view["contract_title"]))
    if game == "barbu":
        notes += _barbu_double_notes(view, position, names or [])
        if view.get("stage") == "dominoes" or view.get("contract") == "dominoes":
            return _dominoes_line(view, position), notes  # no tricks in Dominoes
    return trick_word, notes


def _dominoes_line(view: dict, position: int) -> str:
    """A Dominoes plate: the place a player went out in, else the cards they still hold."""
    out = list(view.get("out") or [])
    if position in out:
        return f"out {_ordinal(out.index(position) + 1)}"
    sizes = view.get("hand_sizes") or []
    left = sizes[position] if position < len(sizes) else None
    if left is None:
        return "Dominoes"
    return f"{left} card{'' if left == 1 else 's'} left"


def _barbu_double_notes(view: dict, position: int, names: list[str]) -> list[str]:
    """Who this player doubled, and whom they redoubled: the bets riding on the hand."""
    from ..games.barbu_doubling import player_word

    def name(p: int) -> str:
        return names[p] if p < len(names) else player_word(p)

    doubled = [name(t) for by, t, _re in view.get("doubles", []) if by == position]
    redoubled = [name(by) for by, t, re in view.get("doubles", []) if t == position and re]
    notes = []
    if doubled:
        notes.append("Doubled " + say_list(doubled))
    if redoubled:
        notes.append("Redoubled " + say_list(redoubled))
    return notes


def _young_hunter_plate(view: dict, position: int, codec: CardCodec,
                        trick_word: str, names: list[str]) -> tuple[str, list[str]]:
    from ..games.young_hunter import taking_name

    def name(p: int) -> str:
        return names[p] if p < len(names) else f"Player {p + 1}"

    trump = view.get("trump_suit")
    made = [t for t in view.get("takings", []) if t[1] == position]
    count = len(made)
    line = f"{count} taking{'' if count == 1 else 's'} · {trick_word}"
    notes = []
    said = [a for a in view.get("announcements", []) if a[0] == position]
    if said:
        parts = []
        for _p, jack, kind, by in said:
            text = taking_name(jack, kind, trump)
            if by is not None:
                text += " (contra'd)"  # by whom: on the contra player's own plate
            parts.append(text)
        notes.append("Announced " + ", ".join(parts))
    elif view.get("stage") != "announce" or view.get("spoken", 0) > _speaking_order(view, position):
        notes.append("Announced nothing")
    # a contra stays at the player who made it, with whose taking it questions
    questioned = [f"{possessive(name(p))} {taking_name(jack, kind, trump)}"
                  for p, jack, kind, by in view.get("announcements", []) if by == position]
    if questioned:
        notes.append("Contra: " + ", ".join(questioned))
    if made:
        notes.append(", ".join(f"{kind} {codec.short(jack)}" for jack, _t, kind in made))
    return line, notes


def _nineteen_plate(view: dict, position: int, codec: CardCodec,
                    trick_word: str) -> tuple[str, list[str]]:
    """What a Nineteen player said, for the whole table to read at a glance: the last bid or pass
    during the auction; then the declarer's bid beside the tricks with the level, contra and
    called trump under it, the partner once the called trump has shown them, and each player's
    declarations and contras. Terse, because a plate has room for two or three short lines."""
    from ..games.nineteen_bidding import TARGET_WORDS
    from ..games.nineteen_scoring import BID_NAMES, DECLARATION_NAMES

    declarer = view.get("declarer", -1)
    seat_player = view.get("seat_player", [])
    player = seat_player[position] if position < len(seat_player) else position
    notes: list[str] = []
    if declarer is None or declarer < 0:
        said = [b for p, b in view.get("bids", []) if p == player and player is not None]
        if said:
            notes.append("Passed" if said[-1] == "pass"
                         else f"Bid {BID_NAMES.get(said[-1], said[-1])}")
        return trick_word, notes
    line = trick_word
    if position == declarer:
        line = f"{BID_NAMES.get(view.get('bid'), view.get('bid'))} · {trick_word}"
        terms = []
        if view.get("called", -1) >= 0:
            terms.append(f"called the {codec.short(view['called'])}")
        if view.get("use_level", True) and view.get("level", 1) > 1:
            terms.append(f"level {view['level']}")
        if view.get("bid_contra") is not None:
            terms.append("contra'd")
        if terms:
            notes.append(_capital(", ".join(terms)))
    elif view.get("partner_public") and view.get("partner") == position:
        notes.append("Partner of the declarer")
    elif view.get("partner_known") and view.get("partner") == position:
        # the view says so only to the holder of the called trump: the others see nothing
        notes.append("Secret partner: you hold the called trump")
    doubled = {kind for kind, _target, _by in view.get("contras", [])}
    declared = [DECLARATION_NAMES.get(name, name) + (" (contra'd)" if name in doubled else "")
                for _p, pos, name in view.get("declared", []) if pos == position]
    if declared:
        notes.append(_capital(", ".join(declared)))
    contras = [TARGET_WORDS.get(kind, kind) for kind, _t, by in view.get("contras", [])
               if by == player]
    if player is not None and view.get("bid_contra") == player:
        contras.insert(0, TARGET_WORDS["bid"])
    if contras and player is not None:
        notes.append("Contra on " + ", ".join(contras))
    return line, notes


def _speaking_order(view: dict, position: int) -> int:
    """How many players speak before ``position`` in the announcement round."""
    first = (view["dealer"] + 1) % len(view["hands"])
    return (position - first) % len(view["hands"])


def centre_badge(view: dict) -> tuple[str, str]:
    """The badge beside the trick: a big sign and a small caption (trumps, phase)."""
    game = view.get("game")
    if game == "heart-hunter":
        phase = view.get("phase", 1)
        if phase == 1:
            return "Phase 1", f"points added until someone reaches {view.get('threshold')}"
        return "Phase 2", "points you take are subtracted"
    suit = view.get("trump_suit")
    if game == "young-hunter":
        deal = view.get("deal", 1)
        total = len(view.get("deal_trumps", [])) or 8
        if suit is None:
            return "No trump", f"extra game · deal {deal} of {total}"
        return SUIT_SYMBOLS[suit], f"trumps · deal {deal} of {total}"
    if game == "sheepshead":
        if view.get("least"):  # said for the whole deal, not only by a toast that fades
            return "The Least", f"fewest card points wins · {SUIT_SYMBOLS[1]} and every queen " \
                                "and jack are trumps"
        # the fourteen trumps are the hardest thing for a newcomer to keep in mind
        return SUIT_SYMBOLS[1], "trumps, under every queen and jack"
    if game == "nineteen" and view.get("stage") == "preference" and view.get("set_index"):
        from ..games.nineteen_scoring import STOCK_SIZE, preference_level

        k, size = view["set_index"], max(1, view.get("set_size") or 1)
        sets = STOCK_SIZE // size
        caption = f"taking it: level {preference_level(k, False)}"
        if k > 1:
            caption += f" · back to set {k - 1}: level {preference_level(k, True)}"
        return f"Set {k} of {sets}", caption
    if game == "nineteen" and view.get("set_size") and view.get("level", 1) > 1 \
            and not view.get("tricks"):
        return f"Level {view['level']}", "reached in the stock"
    if isinstance(view.get("contract_title"), str):
        return "", view["contract_title"]
    if suit is not None and 0 <= suit < 4:
        return SUIT_SYMBOLS[suit], "trumps"
    return "", ""


# ------------------------------------------------------------------------------ decisions


def decision_for(view: dict, legal: list[Action], describe, codec: CardCodec,
                 names: list[str] | None = None) -> Decision | None:
    """The panel for a decision other than playing a card, built from the legal actions.

    ``describe(action)`` is the state's own phrase for an action (``State.describe``).
    """
    everything = legal
    legal = [a for a in legal if a.type != "play"]
    if not legal:
        return None
    game = view.get("game", "")
    types = {a.type for a in legal}
    if game == "young-hunter" and "announce" in types:
        return _announce_decision(view, legal, codec)
    if game == "young-hunter" and "contra" in types:
        return _contra_decision(view, legal, codec, names or [])
    if game == "barbu" and types == {"choose-contract"}:
        return _contract_decision(legal)
    if game == "barbu" and types & {"double", "redouble"}:
        return _double_decision(view, legal, names or [])
    if game == "nineteen" and types == {"declare"}:
        return _declare_decision(legal)
    if types == {"discard"}:
        sizes = {int(a.get("cards", 0)).bit_count() for a in legal}
        count = max(sizes) if sizes else 0
        return Decision("discard", f"Discard {count} card{'' if count == 1 else 's'}",
                        "Select them in your hand, then confirm. They count for you, face down.",
                        [], anchor=rules_anchor(game, "discard"), confirm="Discard", count=count,
                        options=legal)
    with_play = len(legal) < len(everything)
    words = DECISION_WORDS.get(game, {})
    key = "+".join(sorted(types)) + ("+play" if with_play else "")
    title, hint, pass_line = words.get(key, words.get("+".join(sorted(types)),
                                                       (_generic_title(types), "", "")))
    choices = []
    for i, a in enumerate(legal):
        label = _capital(imperative(describe(a)))
        if a.type == "bid" and label.startswith("Bid "):
            label = label[4:]  # the title says "Your bid": the button names the bid
        line = pass_line if a.type == "pass" and pass_line else _action_line(view, a)
        choices.append(Choice(label, line, action=a, default=i == 0 and not with_play))
    return Decision("buttons", title, hint, choices, anchor=rules_anchor(game, sorted(types)[0]))


#: a decision's title, hint and the line under Pass in the game's own words, by its action
#: types (plays aside; "+play" when a card may be played instead)
DECISION_WORDS: dict[str, dict[str, tuple[str, str, str]]] = {
    "sheepshead": {
        "pass+take": ("Take the window?", "", ""),
    },
    "barbu": {
        "pass": ("No card fits a row", "None of your cards opens or extends a row: you pass.",
                 "none of your cards fits a row"),
        "pass+play": ("Play a card or pass",
                      "As declarer you may pass on your very first turn, even when a card "
                      "fits; after that you must play whenever you can.",
                      "lay no card on this first turn"),
    },
    "nineteen": {
        "call": ("Call your partner", "The holder of the trump you call is your secret "
                 "partner.", ""),
        "back-set+next-set+take-set": ("Take this set?", "Take it, lay it face up and look "
                                       "at the next, or go back to the one before.", ""),
        "next-set+take-set": ("Take this set?", "Take it, or lay it face up and look at the "
                              "next.", ""),
        "back-set+take-set": ("Take this set?", "This is the last set: take it, or go back to "
                              "the one before.", ""),
    },
}


def rules_anchor(game: str, action_type: str) -> str:
    """Where the "?" of a decision opens the game's rules page ("" = at the top): the section
    the game's registration names for this kind of decision."""
    entry = find_entry(game)
    return entry.rules_anchors.get(action_type, "") if entry is not None else ""


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _generic_title(types: set[str]) -> str:
    if "bid" in types:
        return "Your bid"
    if types & {"double", "redouble"}:
        return "Double whom?"
    if "choose-contract" in types:
        return "Choose the contract"
    if "declare" in types:
        return "Anything to declare?"
    return "Your turn"


#: what passing means, under the Pass button: a pass is not the same move in every game
PASS_LINES = {
    "sheepshead": "leave the window: if nobody takes it, The Least is played",
    "nineteen": "final: you take no further part in the auction",
    "barbu": "lay no card this turn",
}


def _action_line(view: dict, action: Action) -> str:
    if action.type == "pass":
        return PASS_LINES.get(view.get("game", ""), "say nothing now")
    if action.type == "take":
        return "take the window's cards and play against the other two"
    return ""


def _announce_decision(view: dict, legal: list[Action], codec: CardCodec) -> Decision:
    """Young Hunter's first turn: one toggle per jack, with the kind the rules allow this
    player (the legal actions say which), its worth, then Announce / Say nothing."""
    from ..games.young_hunter import taking_name, taking_value

    trump = view.get("trump_suit")
    kinds: dict[int, str] = {}
    for a in legal:
        for jack, kind in a.get("takings") or ():
            kinds.setdefault(jack, kind)
    hand = view["hands"][view["player"]] or 0
    choices = []
    for jack in sorted(kinds, key=lambda j: -(j >> 4)):
        kind = kinds[jack]
        worth = 2 * taking_value(jack, kind, trump)
        name = taking_name(jack, kind, trump)
        short = codec.short(jack)
        if kind == "hit" and hand >> jack & 1:
            line = f"win a trick with your {short}"
        else:
            line = f"take the trick holding the {short}"
        # the rules' and the plates' name on the button: "♠ Trump hit" for the trump jack
        choices.append(Choice(f"{SUIT_SYMBOLS[jack >> 4]} {_capital(name)}",
                              f"{line} · {signed(worth)} or {signed(-worth)}", key=jack,
                              spoken=f"Announce: {name}"))
    nothing = next((a for a in legal if not a.get("takings")), None)
    return Decision(
        "toggles", "Announce your takings",
        f"Trumps: {_suit_word(trump)}. An announced taking scores double, or minus double "
        "if it fails.",
        choices, anchor="bidding", confirm="Announce",
        skip=Choice("Say nothing", "announce no takings", action=nothing) if nothing else None,
        options=legal, unit="taking", refusal="Those takings cannot be announced together.",
        sets=[(frozenset(jack for jack, _k in a.get("takings") or ()), a) for a in legal])


def _contra_decision(view: dict, legal: list[Action], codec: CardCodec,
                     names: list[str]) -> Decision:
    from ..games.young_hunter import taking_name, taking_value

    trump = view.get("trump_suit")
    choices = []
    for a in legal:
        if a.type != "contra":
            continue
        who = a.get("announcer")
        owner = names[who] if who < len(names) else f"Player {who + 1}"
        worth = 2 * taking_value(a.card, a.get("kind"), trump)
        choices.append(Choice(f"Contra {owner}'s {taking_name(a.card, a.get('kind'), trump)}",
                              f"{signed(worth)} to you if it fails, {signed(-worth)} if made",
                              action=a))
    passing = next((a for a in legal if a.type == "pass"), None)
    if passing is not None:
        choices.append(Choice("Pass", "no contra", action=passing, default=True))
    return Decision("buttons", "Contra?", "Question an announcement you expect to fail.",
                    choices, anchor="contra")


def match_toggles(decision: Decision, keys: set) -> Action | None:
    """The legal action whose toggle keys are exactly the toggled ones (None if none is)."""
    wanted = frozenset(keys)
    return next((a for keyset, a in decision.sets if keyset == wanted), None)


def _contract_decision(legal: list[Action]) -> Decision:
    """Barbu's contract: one button per contract still open to the declarer; Trump and
    Dominoes open a second step for the suit or the starting rank (22 buttons at once would
    be a wall of near-identical choices)."""
    from ..games.barbu import CONTRACT_LINES, CONTRACTS, TITLES

    by_contract: dict[str, list[Action]] = {}
    for a in legal:
        by_contract.setdefault(a.get("contract"), []).append(a)
    parent = Decision("buttons", "Choose the contract",
                      "Each contract is played once in your seven hands.", [],
                      anchor="contracts", options=legal)
    for name, actions in by_contract.items():
        c = CONTRACTS.index(name)
        if len(actions) == 1:
            parent.choices.append(Choice(TITLES[c], CONTRACT_LINES[c], action=actions[0]))
            continue
        if name == "trump":
            sub = [Choice(f"{SUIT_SYMBOLS['CDHS'.index(a.get('trump'))]} "
                          f"{SUIT_NAMES['CDHS'.index(a.get('trump'))].capitalize()}",
                          action=a, spoken=f"Trump: {SUIT_NAMES['CDHS'.index(a.get('trump'))]}")
                   for a in actions]
            step = Decision("buttons", "Trump: which suit?", "The suit you name is trumps.",
                            sub, anchor="trump", options=actions, back=parent)
            label = "Trump…"
        else:
            sub = [Choice(str(a.get("start_rank")), action=a,
                          spoken=f"Dominoes from {a.get('start_rank')}") for a in actions]
            step = Decision("buttons", "Dominoes: from which rank?",
                            "The four rows open with cards of this rank.", sub,
                            anchor="dominoes", options=actions, back=parent)
            label = "Dominoes…"
        parent.choices.append(Choice(label, CONTRACT_LINES[c], then=step,
                                     spoken=TITLES[c]))
    if parent.choices:
        parent.choices[0].default = True
    return parent


def _double_decision(view: dict, legal: list[Action], names: list[str]) -> Decision:
    """Barbu's doubles: a toggle per player who may be doubled (or redoubled), then Double;
    "No double" beside it when doubling is not forced."""
    kind = "redouble" if any(a.type == "redouble" for a in legal) else "double"
    declarer = view.get("declarer")
    # the declarer's double and every redouble answer a double: only those who doubled you
    back = kind == "redouble" or view.get("player") == declarer
    players = sorted({p for a in legal for p in a.get("targets") or ()})
    choices = []
    for p in players:
        who = names[p] if p < len(names) else f"Player {p + 1}"
        if back:
            line = "doubled you: double the bet"
        else:
            role = "the declarer" if p == declarer else "another player"
            line = f"{role}: you bet to score more"
        choices.append(Choice(who, line, key=p,
                              spoken=f"{'Redouble' if back else 'Double'} {who}"))
    sets = [(frozenset(a.get("targets") or ()), a) for a in legal]
    nothing = next((a for a in legal if not a.get("targets")), None)
    forced = nothing is None
    hint = ("You must double the declarer now: the doubles you owe equal the chances left."
            if forced and kind == "double" else
            "A double is a bet with that player on this hand's scores.")
    # the declarer's answer to those who doubled them is a redouble in words, like the bubbles
    word = "redouble" if back else "double"
    return Decision("toggles", f"{word.capitalize()} whom?", hint, choices, anchor="doubling",
                    confirm=word.capitalize(), options=legal, sets=sets, unit=word,
                    refusal=f"You may not {word} those players together.",
                    probe=lambda keys: Action.make(kind, targets=tuple(sorted(keys))),
                    skip=Choice(f"No {word}", "play it as it stands", action=nothing)
                    if nothing is not None else None)


def _declare_decision(legal: list[Action]) -> Decision:
    """Nineteen's declarations and contras: a toggle for each, then Declare; "Nothing" beside."""
    from ..games.nineteen_bidding import TARGET_WORDS
    from ..games.nineteen_scoring import DECLARATION_NAMES

    keys: list[tuple[str, str]] = []
    sets = []
    for a in legal:
        keyset = frozenset([("declare", d) for d in a.get("declarations", ())]
                           + [("contra", t) for t in a.get("contras", ())])
        sets.append((keyset, a))
        for k in sorted(keyset, key=lambda k: (k[0] == "contra", k[1])):
            if k not in keys:
                keys.append(k)
    choices = []
    for kind, name in keys:
        if kind == "declare":
            words = DECLARATION_NAMES.get(name, name)
            choices.append(Choice(_capital(words), "declare it now", key=(kind, name),
                                  spoken=f"Declare {words}"))
        else:
            words = TARGET_WORDS.get(name, name)
            choices.append(Choice(f"Contra {words}", "double its stakes", key=(kind, name),
                                  spoken=f"Contra on {words}"))
    nothing = next((a for a in legal if not a.get("declarations") and not a.get("contras")),
                   None)
    return Decision("toggles", "Anything to declare?",
                    "Holdings and announced achievements score extra; a contra doubles.",
                    choices, anchor="declarations", confirm="Declare", options=legal,
                    sets=sets, unit="declaration",
                    refusal="Those cannot be declared together.",
                    skip=Choice("Nothing", "declare nothing", action=nothing)
                    if nothing is not None else None)


def match_discard(decision: Decision, mask: int) -> Action | None:
    for a in decision.options:
        if a.get("cards") == mask:
            return a
    return None


# ------------------------------------------------------------------------------ announcements


def announcement_bubble(view: dict, event, names: list[str], codec: CardCodec) -> str:
    """A speech bubble for an ``Announced`` event, with the players' own names."""
    action: Action = event.action
    if view.get("game") == "young-hunter":
        from ..games.young_hunter import taking_name

        trump = view.get("trump_suit")
        if action.type == "announce":
            takings = action.get("takings") or ()
            if not takings:
                return "Nothing to announce"
            return ", ".join(_capital(taking_name(j, k, trump)) for j, k in takings)
        if action.type == "contra":
            who = action.get("announcer")
            owner = names[who] if who is not None and who < len(names) else "?"
            return f"Contra {owner}'s {taking_name(action.card, action.get('kind'), trump)}!"
        if action.type == "pass":
            return "Pass"
    text = getattr(event, "text", "")
    return text or action.type


def possessive(who: str) -> str:
    """ "Ada's", but "your" for the person called You."""
    return "your" if who == "You" else f"{who}'s"


def _agree(who: str, third_person: str, second_person: str) -> str:
    """The verb for a name: "Ada leads", but "You lead"."""
    return second_person if who == "You" else third_person


def event_text(view: dict, event, names: list[str]) -> str:
    """Words for an event other than a card or a trick, with the players' own names where the
    engine's sentence uses seat names."""
    phase = getattr(event, "phase", None)
    game = view.get("game")
    if game == "young-hunter" and phase == "play":
        leader = view.get("leader", 0)
        who = names[leader] if leader < len(names) else "The first player"
        return f"The bidding is over: {who} {_agree(who, 'leads', 'lead')} to the first trick."
    declarer = view.get("declarer")
    if game == "barbu" and phase in ("contract", "play") and isinstance(declarer, int) \
            and declarer < len(names):
        who = names[declarer]
        if phase == "contract":
            return (f"Hand {view.get('deal')}: {who} {_agree(who, 'is', 'are')} declarer and "
                    f"{_agree(who, 'chooses', 'choose')} a contract.")
        return f"{view.get('contract_title')}: {who} {_agree(who, 'leads', 'lead')}."
    return with_names(getattr(event, "text", "") or "", names)


def secret_note(view: dict, event, codec: CardCodec) -> str:
    """What an event tells only the viewer, for a toast (the other players learn nothing):
    the holder of a called Nineteen trump is the declarer's secret partner."""
    from ..games.nineteen_bidding import Called

    if isinstance(event, Called) and view.get("seat") is not None \
            and view.get("partner_known") and view.get("partner") == view["seat"] \
            and not view.get("partner_public"):
        return (f"You hold the {codec.short(event.card)}: you are the declarer's secret partner. "
                "Nobody else knows until you play it.")
    return ""


_PLAYER_NUMBER = re.compile(r"\b([Pp])layer (\d+)\b('s)?(\s+[a-z]+\b)?")
# the person is the subject of an engine sentence in the third person ("player 1 leads"):
# "You lead", "You are", not "You leads"
_YOU_VERBS = {"is": "are", "was": "were", "has": "have", "does": "do", "goes": "go"}
_NOT_VERBS = {"always", "thus", "perhaps", "as"}


def _you_verb(word: str) -> str:
    if word in _YOU_VERBS:
        return _YOU_VERBS[word]
    if word.endswith("s") and not word.endswith("ss") and word not in _NOT_VERBS:
        return imperative(word)
    return word


def with_names(text: str, names: list[str]) -> str:
    """An engine sentence with its "player 2" replaced by that player's name.

    The engine numbers players from 1 in words (it knows no names); the person should read the
    names they see at the seats. A number with no name stays as it is. The person is "You" at
    the start of a sentence, with the verb that goes with it ("You lead"), "you" inside one
    ("East redoubles you"), and "your" for their things."""
    def name(m: re.Match) -> str:
        i = int(m.group(2)) - 1
        if not (0 <= i < len(names) and names[i]):
            return m.group(0)
        owner, after = m.group(3) or "", m.group(4) or ""
        if names[i] != "You":
            return names[i] + owner + after
        start = m.start() == 0 or text[:m.start()].rstrip().endswith((".", ":", "!", "?"))
        if owner:
            return ("Your" if start else "your") + after
        if not start:
            return "you" + after
        word = after.lstrip()
        return "You" + after[:len(after) - len(word)] + _you_verb(word)
    return _PLAYER_NUMBER.sub(name, text)


# ------------------------------------------------------------------------------ deal summary


def deal_word(game: str) -> str:
    """The game's own word for a deal ("deal", or "hand" in Barbu and Nineteen)."""
    from ..games.registry import available_games, get_rules

    return get_rules(game).deal_word if game in available_games() else "deal"


def deal_summary(game: str, event: DealScored, names: list[str], codec: CardCodec,
                 log: Any = None, after: list | None = None, rounds: int | None = None,
                 ) -> Summary:
    """Who took what and why each score line counts, from the engine's ``DealScored`` details
    (and, for Heart Hunter, the finished deal's tricks in the record log). ``after`` holds the
    events that followed (a phase change, the end of the game)."""
    details = event.details if isinstance(event.details, dict) else {}
    n = len(event.score)
    rows = [SummaryRow(names[p] if p < len(names) else f"Player {p + 1}", event.score[p],
                       event.totals[p], []) for p in range(n)]
    notes: list[str] = []
    subtitle = ""
    summary_low = lower_wins(game)
    if game == "heart-hunter":
        subtitle = _heart_hunter_lines(details, rows, names, codec, log)
    elif game == "young-hunter":
        subtitle = _young_hunter_lines(details, rows, names)
    elif game == "nineteen" and "declarer" in details:
        subtitle = _nineteen_lines(details, rows, notes)
    elif game == "sheepshead" and details.get("kind") in ("player", "least"):
        subtitle = _sheepshead_lines(details, rows, notes)
    elif game == "barbu" and "raw" in details:
        subtitle = _barbu_lines(details, rows, notes)
    elif isinstance(details.get("lines"), list):
        lines = details["lines"]
        if len(lines) == n and all(isinstance(x, list | tuple) for x in lines):  # per player
            for p, entries in enumerate(lines):
                rows[p].lines = [_line(x) for x in entries]
        else:  # lines about the whole deal
            notes.extend(_line(x)[0] for x in lines)
    word = deal_word(game)
    title = f"{word.capitalize()} {event.number}" + (f" of {rounds}" if rounds else "") \
        + " is over"
    summary = Summary(title, subtitle, rows, notes, lower_is_better=summary_low,
                      button=f"Next {word}")
    for e in after or []:
        text = getattr(e, "text", None)
        # the next deal speaks for itself when it starts; only Heart Hunter's change of phase
        # (points now subtracted) belongs to this deal's story
        next_deal = isinstance(e, DealStarted) or (isinstance(e, PhaseChanged)
                                                   and game != "heart-hunter")
        if text and not next_deal:
            notes.append(text)
        winners = getattr(e, "winners", None)
        if winners is not None and hasattr(e, "totals"):
            summary.game_over = True
            summary.button = "Play again"
            who = " and ".join(names[w] for w in winners if w < len(names))
            summary.title = f"{who} win{'s' if len(winners) == 1 else ''} the game"
            notes.append(f"Final scores after {word} {event.number}.")
            for w in winners:
                if w < n:
                    rows[w].highlight = True
    return summary


def _nineteen_lines(details: dict, rows: list[SummaryRow], notes: list[str]) -> str:
    """Who declared what with whom, the card points against 60, the value's formula, how the
    payment is shared, and every declaration or contra settled (Nineteen's ``DealScored``
    details). Sides are positions; rows are players (``seat_player`` maps one to the other:
    with three players the fourth position is the dummy, with two the dummies sit between)."""
    from ..games.nineteen_scoring import BID_NAMES, DECLARATION_NAMES, HOLDINGS, shares

    seat_player = details.get("seat_player") or list(range(max(4, len(rows))))

    def player_at(pos: int | None) -> int | None:
        if pos is None or not 0 <= pos < len(seat_player):
            return None
        pl = seat_player[pos]
        return pl if pl is not None and pl < len(rows) else None

    def name(pos: int) -> str:
        pl = player_at(pos)
        return rows[pl].name if pl is not None else "the dummy"

    declarer = details["declarer"]
    bid = BID_NAMES.get(details.get("bid"), str(details.get("bid")))
    partner = details.get("partner")
    side_pos = list(details.get("declarer_side", [declarer]))
    for pos in range(len(seat_player)):
        pl = player_at(pos)
        if pl is None:
            continue
        row = rows[pl]
        if pos == declarer:
            row.lines.append((f"Declarer: {bid}", None))
        elif pos == partner:
            called = details.get("called")
            card = TAROT.short(TAROT.parse(called)) if called else "trump"
            row.lines.append((f"Partner (held the called {card})", None))
        elif pos in details.get("defenders", ()):
            row.lines.append(("Defender", None))
    points = details.get("points", {})
    made = points.get("declarer_side", 0)
    total = made + points.get("defenders", 0)
    side = " and ".join(name(p) for p in side_pos)
    verdict = "won" if details.get("won") else "lost"
    notes.append(f"{side} made {made} of {total} card points (60 needed): {verdict}.")
    if details.get("formula"):
        notes.append(f"Value: {details['formula']}.")
    payers = [pl for pl in map(player_at, details.get("defenders", ())) if pl is not None]
    sharers = [pl for pl in map(player_at, side_pos) if pl is not None]
    value = details.get("value")
    if isinstance(value, int) and len(sharers) > 1 and payers:
        # each defender pays (or is paid) the value; the declaring side shares the sum, and an
        # odd point falls to the first of them (three players: 19 from one defender is 10 + 9)
        pot = value * len(payers)
        parts = shares(pot, sharers)
        who = " and ".join(rows[pl].name for pl in payers)
        each = "each " if len(payers) > 1 else ""
        split = " and ".join(f"{rows[pl].name} {abs(a)}" for pl, a in zip(sharers, parts,
                                                                          strict=True))
        odd = (f" (the odd point to {rows[sharers[0]].name})"
               if len(set(map(abs, parts))) > 1 else "")
        if details.get("won"):
            notes.append(f"{_capital(who)} {each}paid {value}; the declaring side shares "
                         f"{pot}: {split}{odd}.")
        else:
            notes.append(f"{_capital(who)} {each}received {value}; the declaring side shares "
                         f"paying {pot}: {split}{odd}.")
    for s in details.get("settlements", []):
        what = s.get("what")
        if what == "bid" or s.get("by") is None:
            continue
        words = _capital(DECLARATION_NAMES.get(what, str(what)))
        value = s.get("value") or 0
        if what in HOLDINGS:
            # a holding is paid by every other player: the line shows what the announcer got
            rows[s["by"]].lines.append((f"{words}: {value} from each other player",
                                        value * (len(rows) - 1)))
        else:
            result = "made" if s.get("made") else "failed"
            contra = " (contra'd)" if s.get("contra") else ""
            rows[s["by"]].lines.append((f"{words} {result}{contra}: {value} a defender, "
                                        "settled like the hand", None))
    return f"{bid} by {name(declarer)}"


def _sheepshead_lines(details: dict, rows: list[SummaryRow], notes: list[str]) -> str:
    """The window player's card points and band, or The Least's counts and who won it."""
    if details["kind"] == "player":
        p = details["player"]
        for q, row in enumerate(rows):
            if q == p:
                row.lines.append((f"{details['points']} card points ({details['trick_points']} "
                                  f"in {details['tricks']} tricks, {details['discard_points']} "
                                  f"buried): {details['band']}", None))
            else:
                row.lines.append(("Defender", None))
        notes.append(f"The defenders took {details.get('defender_points', 0)} card points.")
        return f"{rows[p].name} took the window"
    points = details.get("points", [])
    for q, row in enumerate(rows):
        if q < len(points):
            row.lines.append((f"{points[q]} card points in {details['tricks'][q]} tricks", None))
    to = details.get("window_to")
    if to is not None and 0 <= to < len(rows):
        notes.append(f"The window's {details.get('window_points', 0)} card points went to "
                     f"{rows[to].name}, who took the last trick.")
    if details.get("how"):
        winners = " and ".join(rows[w].name for w in details.get("winners", []))
        notes.append(f"{winners}: {details['how']}.")
    return "Nobody took the window: The Least (fewest card points wins)"


def _barbu_lines(details: dict, rows: list[SummaryRow], notes: list[str]) -> str:
    """Each player's score in the contract, then each doubled pair's settlement in names."""
    raw = details["raw"]
    title = details.get("title", "")
    order = details.get("order")
    for p, row in enumerate(rows):
        if p < len(raw):
            what = title
            if order and p in order:
                what = f"{title}: out {_ordinal(order.index(p) + 1)}"
            row.lines.append((what, raw[p]))
    for s in details.get("settlements", []):
        a, b = s["players"]
        transfer = s.get("transfer", 0)
        how = "doubled each other" if s.get("mutual") else \
            f"{rows[s['doublers'][0]].name} doubled {rows[b if s['doublers'][0] == a else a].name}"
        if s.get("redoubled"):
            how += ", redoubled"
        if transfer == 0:
            notes.append(f"{rows[a].name} and {rows[b].name} ({how}) scored the same: nothing "
                         "changes hands.")
            continue
        winner, loser = (b, a) if transfer < 0 else (a, b)
        notes.append(f"{rows[winner].name} takes {abs(transfer)} from {rows[loser].name} "
                     f"({how}, ×{s.get('multiplier', 1)}).")
    declarer = details.get("declarer")
    who = rows[declarer].name if isinstance(declarer, int) and declarer < len(rows) else ""
    return f"{title}, declared by {who}" if who else title


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "last"}.get(n, f"{n}th")


def _line(entry) -> tuple[str, int | None]:
    """A score line of a game's details: "text", or [text, value]."""
    if isinstance(entry, list | tuple) and entry:
        value = entry[1] if len(entry) > 1 and isinstance(entry[1], int) else None
        return str(entry[0]), value
    return str(entry), None


def _heart_hunter_lines(details: dict, rows: list[SummaryRow], names: list[str],
                        codec: CardCodec, log: Any) -> str:
    from ..games.heart_hunter import POINT_CARDS

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
                row.lines.append((f"{rows[moon].name} shot the moon", None))
            continue
        if pts == 0:
            row.lines.append(("No points taken", None))
            continue
        verb = "added" if phase == 1 else "subtracted (Phase 2)"
        row.lines.append((f"{pts} point{'s' if pts != 1 else ''} taken, {verb}", None))
        if shown:
            row.lines.append((shown, None))
    return "Phase 1: points taken are added" if phase == 1 else \
        "Phase 2: points taken are subtracted"


def _young_hunter_lines(details: dict, rows: list[SummaryRow], names: list[str]) -> str:
    lines = details.get("lines") or []
    for p, row in enumerate(rows):
        for text, value in (lines[p] if p < len(lines) else []):
            row.lines.append((str(text), int(value)))
        if not row.lines:
            row.lines.append(("No takings", 0))
    counts = details.get("takings") or []
    hunter = details.get("hunter")
    trump = details.get("trump")
    trump_text = "No trumps (extra game)" if trump is None else \
        f"Trumps: {SUIT_SYMBOLS['CDHS'.index(trump)]}"
    if hunter is not None and hunter < len(rows):
        many = counts[hunter] if hunter < len(counts) else 0
        return f"{trump_text} · Hunter of the deal: {rows[hunter].name} ({many} takings)"
    return trump_text
