"""Barbu's words on the table: the plates' contract, doubles and Dominoes places, the contract
and doubling panels, the hand's opening sentences, the deal summary with each doubled pair's
settlement, and the score sheet's line and footer. Qt-free.

Why beside the rules: contracts, doubles and the Dominoes rows are the game's own; the shared
presentation layer finds these words through the game's registration.
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import SUIT_LETTERS, SUIT_NAMES, SUIT_SYMBOLS, CardCodec, iter_cards
from ..engine.panel import Choice, Decision, SummaryRow
from ..engine.protocol import Action
from ..engine.tips import tip
from ..engine.words import Sentence, counted, mid, ordinal, say_list, signed, unbroken, who
from .barbu import (
    AH,
    CONTRACT_LINES,
    CONTRACTS,
    DOMINOES,
    HANDS,
    HEART_MASK,
    KH,
    QUEENS,
    TITLES,
    TRUMP,
    ContractChosen,
)
from .barbu_dominoes import RANK_CODES
from .barbu_doubling import Doubled, settlement_sentence
from .barbu_plate_notes import DOUBLING, double_notes
from .barbu_summary import double_lines
from .barbu_view import BarbuView

#: the decisions (keys of ``DECISION_WORDS``) while which no card of the hand can be played:
#: the hand is greyed, as unplayable cards are
HAND_UNPLAYABLE = frozenset({"pass"})

#: a decision's title, hint and the line under Pass, by its action types ("+play" when a card
#: may be played instead)
DECISION_WORDS: dict[str, tuple[str, str, str]] = {
    "pass": ("No card fits a row", "None of your cards opens or extends a row: you pass.",
             "none of your cards fits a row"),
    "pass+play": ("Play a card or pass",
                  "As declarer you may pass on your very first turn, even when a card "
                  "fits; after that you must play whenever you can.",
                  "lay no card on this first turn"),
}

#: why a pass that was the only move (made for the player) was made, in the deal review:
#: "18. Passed for you: no card of yours fitted a row." (``{whose}``: "yours", "Ann's")
LONE_PASS_REVIEW = "no card of {whose} fitted a row"

#: the line under a button, by action type
ACTION_LINES: dict[str, str] = {"pass": "lay no card this turn"}

#: what the player to act is doing, by stage, after "North to" on the status line
TURN_VERBS: dict[str, str] = {"contract": "choose a contract", "double": "decide on doubles",
                              "redouble": "answer the doubles"}

#: the person robot's name for a kind of decision, where the action type alone says too
#: little (a pass happens only in the Dominoes)
DECISION_KINDS: dict[str, str] = {"pass": "dominoes-pass"}

# ------------------------------------------------------------------------------ plates

#: the stages of a hand before its first card: the contract chosen, then the doubling round
BEFORE_PLAY = frozenset({"contract", "double", "redouble"})
#: the play's phase words name who leads ("No Queens: West leads."): stale once the lead is
#: made, so the felt takes them away with the first card (``describe.phase_ends_with_lead``)
PHASE_ENDS_WITH_LEAD = True


def plate(view: BarbuView, position: int, codec: CardCodec, trick_word: str,
          names: list[str]) -> tuple[str, list[str]]:
    """The declarer's contract and every player's doubles; in Dominoes, the place a player went
    out in or the cards they still hold instead of tricks; no line at all before the play (a
    trick count means nothing while the contract is being chosen or doubled)."""
    notes = []
    if view.declarer == position and view.contract_title:
        notes.append(str(view.contract_title))
    notes += double_notes(view, position, names)
    if view.stage in BEFORE_PLAY:  # "0 tricks" while the contract was being chosen
        return "", notes
    if view.stage == "dominoes" or view.contract == "dominoes":
        return _dominoes_line(view, position), notes  # no tricks in Dominoes
    won = view.raw[position] if position < len(view.raw or ()) else 0
    if won:  # what the contract has cost or brought so far, as Heart Hunter counts points
        return f"{trick_word} · {signed(won)} this hand", notes
    return trick_word, notes


def deal_rounds(view: BarbuView) -> int:
    """How many hands the game has ("Hand 3 of 28"): seven for each player."""
    return HANDS


#: where each position sits, for the phase line when it is given no names: the places the
#: seats are named after until a person renames them (the New game dialog's)
PLACES = ("South", "West", "North", "East")


def _declarer_word(view: BarbuView, names: list[str] | None) -> str:
    """The declarer by name (by place, or "You" for the viewer, without the names)."""
    d = view.declarer
    if names is not None:
        return who(names, d)
    return "You" if d == view.player else PLACES[d] if d < len(PLACES) else f"Player {d + 1}"


def phase_words(view: BarbuView, names: list[str] | None = None) -> list[str]:
    """The score panel's sentence: who declares, which of their seven hands this is and the
    contracts they still choose from (the panel said nothing; the score sheet's footer alone
    told). The declarer is named: after a block's seventh hand "Next hand — The declarer's
    hand 1 of 7" hid that the declarer had changed from You to West."""
    d = view.declarer
    if not isinstance(d, int) or not 0 <= d < len(view.used):
        return []
    left = [TITLES[i] for i, c in enumerate(CONTRACTS) if c not in view.used[d]]
    name = _declarer_word(view, names)
    hand = (f"{name} {'declare' if name == 'You' else 'declares'} "
            f"(hand {view.block_hand + 1} of 7")
    if not left:  # ("contracts still to choose: none: this is the last." read oddly)
        return [f"{hand}, the last): every contract has been chosen."]
    said = "all seven" if len(left) == len(CONTRACTS) else say_list(left)
    return [f"{hand}); contracts still to choose: {said}."]


def centre_badge(view: BarbuView) -> tuple[str, str] | None:
    """The contract in play beside the trick, large, and what it scores under it: what every
    trick of the hand is played for (it was a small grey title alone); Trump's suit as the
    other games show their trumps. None before it is chosen (the shared badge)."""
    if view.contract not in CONTRACTS:
        return None
    c = CONTRACTS.index(view.contract)
    # each half whole on its line when the badge wraps ("first out" over "+45" alone read oddly)
    if c == TRUMP and view.contract_trump:
        # named as every other contract's badge is ("♦" over "trumps · …" alone left a tester
        # unsure which contract was in play)
        return (SUIT_SYMBOLS[SUIT_LETTERS.index(view.contract_trump)],
                f"{unbroken('Trump contract')} · {unbroken('+5 for each trick')}")
    if c == DOMINOES and view.start_rank:
        return TITLES[c], (f"{unbroken(f'rows open at {RANK_CODES[view.start_rank]}')} · "
                           f"{unbroken('first out +45')}")
    return TITLES[c], CONTRACT_LINES[c]


def no_last_trick(view: BarbuView) -> str | None:
    """"Show last trick" in Dominoes: it has no tricks ("No trick has been completed in this
    hand yet" was said, as if one would come)."""
    if view.stage == "dominoes" or view.contract == "dominoes":
        return "Dominoes has no tricks: every card laid lies in its row."
    return None


def _dominoes_line(view: BarbuView, position: int) -> str:
    """A Dominoes plate: the place a player went out in, else the cards they still hold."""
    out = list(view.out or [])
    if position in out:
        return f"out {ordinal(out.index(position) + 1)}"
    sizes = view.hand_sizes or []
    left = sizes[position] if position < len(sizes) else None
    if left is None:
        return "Dominoes"
    # a pass stays said until the passer's turn comes again (its bubble went while the device
    # was handed to the next person at a shared table, and at speed nobody saw it)
    passed = " · passed" if view.passed >> position & 1 and view.turn != position else ""
    return f"{left} card{'' if left == 1 else 's'} left{passed}"


def spoken(event) -> tuple[int, str] | None:
    """Who chose the contract or made a doubling decision, with the rules' words for it (a line
    of the deal log); ``None`` for any other event."""
    if isinstance(event, Doubled):
        return event.player, event.text
    if isinstance(event, ContractChosen):
        return event.declarer, event.text
    return None


# ------------------------------------------------------------------------------ decisions


def decision(view: BarbuView, legal: list[Action], codec: CardCodec,
             names: list[str]) -> Decision | None:
    """The contract buttons or the doubling toggles; ``None`` for any other decision."""
    types = {a.type for a in legal}
    if types == {"choose-contract"}:
        return _contract_decision(legal)
    if types & {"double", "redouble"}:
        return _double_decision(view, legal, names)
    return None


def _contract_decision(legal: list[Action]) -> Decision:
    """Barbu's contract: one button per contract, always all seven in the same places; those
    the declarer has played already (none of the legal actions chooses them) are greyed, and
    a click on one says why. Between hands the panel reflowed from seven buttons to four, and
    a click where "No Tricks" had sat landed in a gap. Trump and Dominoes open a second step
    for the suit or the starting rank (22 buttons at once would be a wall of near-identical
    choices)."""
    by_contract: dict[str, list[Action]] = {name: [] for name in CONTRACTS}
    for a in legal:
        by_contract[a.get("contract")].append(a)
    parent = Decision("buttons", "Choose the contract",
                      "Each contract is played once in your seven hands: those you have "
                      "played are greyed.", [], anchor="contracts", options=legal)
    for name, actions in by_contract.items():
        c = CONTRACTS.index(name)
        if not actions:
            parent.choices.append(Choice(
                TITLES[c], "played already", spoken=f"{TITLES[c]}, played already",
                refusal=f"You have played {TITLES[c]} already: each contract is played once "
                        "in your seven hands as declarer."))
            continue
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
    # no choice is the default: "No Queens" drawn as one looked chosen (or advised) each time
    # the panel opened; Enter with no button focused still takes the first (panel_state)
    return parent


def _double_decision(view: BarbuView, legal: list[Action], names: list[str]) -> Decision:
    """Barbu's doubles: a toggle per player who may be doubled (or redoubled), then Double;
    "No double" beside it when doubling is not forced."""
    kind = "redouble" if any(a.type == "redouble" for a in legal) else "double"
    declarer = view.declarer
    # the declarer's double and every redouble answer a double: only those who doubled you
    back = kind == "redouble" or view.player == declarer
    players = sorted({p for a in legal for p in a.get("targets") or ()})
    # who doubled this player already: doubling them back makes the pair's bet count twice
    doubled_me = {d[0] for d in view.doubles if d[1] == view.player}
    choices = []
    for p in players:
        who = names[p] if p < len(names) else f"Player {p + 1}"
        if back:
            line = "doubled you: double the bet"
        elif p in doubled_me:  # said only "another player: you bet to score more"
            line = "doubled you already: doubling back counts twice"
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
    # all three others doubled is the "maximum", on the button as in the rules and the log
    # (the panel's line for every toggle picked: the "every" entry, ``panel_state.EVERY``)
    unit: str | dict = ({**{p: word for p in players}, "every": "maximum"}
                        if not back and len(players) == 3 else word)
    return Decision("toggles", f"{word.capitalize()} whom?", hint, choices, anchor="doubling",
                    confirm=word.capitalize(), options=legal, sets=sets, unit=unit,
                    refusal=f"You may not {word} those players together.",
                    probe=lambda keys: Action.make(kind, targets=tuple(sorted(keys))),
                    skip=Choice(f"No {word}", "play it as it stands", action=nothing)
                    if nothing is not None else None)


def undone_noun(view: BarbuView, action: Action) -> str | None:
    """What Undo calls the person's doubling decision ("Undone: your redouble."), from the
    ``view`` they made it in: the declarer's double answers those who doubled them, a redouble
    in words as in the deal log ("You redouble West."), and "your double" was said of it; a
    decision naming nobody is a choice not to. None for any other decision."""
    if action.type not in DOUBLING:
        return None
    word = "redouble" if action.type == "redouble" or view.player == view.declarer else "double"
    return word if action.get("targets") else f"choice not to {word}"


# ------------------------------------------------------------------------------ summary and sheet


def summary(details: dict, rows: list[SummaryRow], notes: list[str], names: list[str],
            codec: CardCodec, log: Any) -> str | None:
    """Each player's score in the contract, then what each of its doubles moved, on its row."""
    if "raw" not in details:
        return None
    raw = details["raw"]
    title = details.get("title", "")
    order = details.get("order")
    took = _what_each_took(details.get("contract", ""), log, codec, len(rows))
    left = _left_in_hand(log, len(rows)) if order else [0] * len(rows)
    for p, row in enumerate(rows):
        if p < len(raw):
            what = took[p] or title
            if order and p in order:
                what = f"{title}: out {ordinal(order.index(p) + 1)}"
            if left[p]:
                shown = " ".join(codec.short(c) for c in sorted(iter_cards(left[p]), reverse=True))
                what = f"{what}, still holding {shown}"
            row.lines.append((what, raw[p]))
    # each double once on each of its two rows, so that a row's lines add up to its score for
    # the hand (``barbu_summary``); not again in sentences under the rows, which repeated every
    # pair and, cut above the card's buttons, were the lines a tester could not read
    names_shown = [row.name for row in rows]
    for row, lines in zip(rows, double_lines(details.get("settlements") or [], names_shown,
                                             details.get("declarer")), strict=True):
        row.lines.extend(lines)
    declarer = details.get("declarer")
    who = rows[declarer].name if isinstance(declarer, int) and declarer < len(rows) else ""
    return f"{title}, declared by {who}" if who else title


def _left_in_hand(log: Any, n: int) -> list[int]:
    """The cards each player still held when the Dominoes ended (a mask each): the last one's
    cards lay face down on the table under the summary, and nobody could see what had stuck
    there. Dealt less played, from the record (no cards change hands in Barbu)."""
    hands = getattr(log, "hands", None)
    if not hands or len(hands) < n:
        return [0] * n
    left = list(hands[:n])
    for _ctl, pos, action in getattr(log, "actions", ()):
        if action.type == "play" and action.card >= 0 and pos < n:
            left[pos] &= ~(1 << action.card)
    return left


def _what_each_took(contract: str, log: Any, codec: CardCodec, n: int) -> list[str]:
    """What each player took that the contract counts, from the record's tricks: the contract's
    name on every row told nobody why their score was what it was. "" where the contract
    counts no tricks (the Dominoes) or there is no record."""
    tricks = list(getattr(log, "tricks", None) or [])
    if not tricks or contract not in CONTRACTS[:6]:
        return [""] * n
    taken, counts = [0] * n, [0] * n
    for _leader, cards, winner in tricks:
        counts[winner] += 1
        for c in cards:
            taken[winner] |= 1 << c
    lines = []
    for p in range(n):
        if contract in ("no-tricks", "trump"):
            lines.append(f"{counted(counts[p], 'trick')} taken")
        elif contract == "no-last-two":
            last = [str(i + 1) for i in (11, 12) if len(tricks) > i and tricks[i][2] == p]
            word = "tricks" if len(last) == 2 else "trick"  # "took trick 12 and 13" read wrong
            lines.append(f"took {word} {' and '.join(last)}" if last
                         else "took neither of the last two tricks")
        elif contract == "no-king-of-hearts":
            lines.append(f"took the {codec.short(KH)}" if taken[p] >> KH & 1
                         else f"not the {codec.short(KH)}")
        else:
            mask = taken[p] & (QUEENS if contract == "no-queens" else HEART_MASK)
            shown = " ".join(codec.short(c) for c in sorted(iter_cards(mask), reverse=True))
            word = "queen" if contract == "no-queens" else "heart"
            lines.append(f"{shown} taken" if shown else f"no {word} taken")
    return lines


def sheet_note(details: dict, names: list[str]) -> str:
    """The score sheet's line: declarer and contract, each player's contract score, each doubled
    pair's settlement, the Dominoes finishing order. The rules page promises "each hand's
    contract scores and every doubled pair's settlement"; the line listed only who doubled whom,
    and a −100 could not be told apart into the K♥'s −20 and −80 of settlements."""
    declarer = details.get("declarer")
    parts = [f"{details.get('title', '')} by {who(names, declarer)}"]
    raw = details.get("raw")
    settled = [settlement_sentence(*s["players"], s["doublers"], s["redoubled"], s["transfer"],
                                   s["multiplier"], declarer).fill(names)[:-1]
               for s in details.get("settlements") or []]
    if settled and isinstance(raw, list) and len(raw) == len(names):  # without doubles the
        parts.append("contract: " + ", ".join(f"{who(names, p)} {signed(v)}"  # row says it
                                               for p, v in enumerate(raw)))
    parts.append("; ".join(settled) if settled else "no doubles")
    order = details.get("order")
    if order:
        parts.append("out: " + ", ".join(f"{_short_place(i + 1)} {who(names, p)}"
                                         for i, p in enumerate(order)))
    return " · ".join(parts)


def _short_place(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def sheet_footer(view: BarbuView, names: list[str]) -> list[str]:
    """Lines under the score sheet: the contracts each player still declares, the doubles still
    owed to the declarer; each a sentence, with its full stop (they had none)."""
    declarer = view.declarer
    used = view.used or []
    lines = []
    for p, done in enumerate(used):
        left = [TITLES[i] for i, c in enumerate(CONTRACTS) if c not in done]
        said = ("all seven contracts" if len(left) == len(CONTRACTS) else say_list(left) if left
                else "nothing (all seven played)")
        lines.append(f"{who(names, p)} still to declare: {said}.")
    owed = view.owed or []
    owing = [f"{who(names, p)} {n}" for p, n in enumerate(owed) if p != declarer and n]
    if isinstance(declarer, int):
        lines.append(f"Doubles still owed to {mid(who(names, declarer))} in this block: "
                     + (", ".join(owing) if owing else "none") + ".")
    return lines


def review_trick(tricks: tuple, number: int, details: dict, names: list[str],
                 codec: CardCodec) -> str | None:
    """What trick ``number`` counted in the hand's contract, for the deal review, before doubles:
    "−6: the Q♠.", "−2 for the trick.", "−20 for the last trick."; None where it counted
    nothing. The review showed each trick's cards alone, and what counts changes with every
    contract."""
    contract = details.get("contract")
    mask = sum(1 << c for c in tricks[number][1])
    if contract in ("no-tricks", "trump"):
        return f"{signed(-2 if contract == 'no-tricks' else 5)} for the trick."
    if contract == "no-last-two" and number in (11, 12):
        which = "last" if number == 12 else "next-to-last"
        return f"{signed(-10 if number == 11 else -20)} for the {which} trick."
    counts = {"no-queens": QUEENS, "no-hearts": HEART_MASK, "no-king-of-hearts": 1 << KH}
    taken = mask & counts.get(contract, 0)
    if not taken:
        return None
    value = {"no-queens": -6 * taken.bit_count(), "no-king-of-hearts": -20}.get(
        contract, -2 * taken.bit_count() - 4 * (taken >> AH & 1))
    shown = [f"the {codec.short(c)}" for c in sorted(iter_cards(taken), reverse=True)]
    return f"{signed(value)}: {say_list(shown)}."


#: first-game tips, most particular first: the coach shows the first that applies, once per kind;
#: the first card of each contract has its own tip, as each contract is a game of its own
TIPS = {
    "choose-contract": tip(
        "Choosing a contract",
        "As declarer you play seven hands in a row and choose each of the seven contracts once. "
        "Look at this hand: many low cards suit No Tricks or No Last Two, a long strong suit "
        "suits Trump, and no high hearts suits No Hearts or No King of Hearts. Save the "
        "contracts that fit other hands for later.",
        "contracts", stage="contract"),
    "double": tip(
        "Doubling",
        "After the contract is named you may double other players: each pair that doubled "
        "settles the difference of their scores for this hand. Double a player you expect to "
        "outscore in this hand. You must double each declarer at least twice in their seven "
        "hands, so use your doubles on the contracts your cards suit.",
        "doubling", stage="double"),
    "redouble": tip(
        "Redoubling",
        "Someone doubled you: redouble to make that settlement count twice. Redouble when you "
        "expect to score better than your doubler in this hand; otherwise leave it.",
        "doubling", stage="redouble"),
    "dominoes": tip(
        "Dominoes",
        # short: it shows under the rows' signs, above the panel, in a narrow strip of felt
        "No tricks: open a suit's row with a card of the starting rank, or lay the next card "
        "up or down at a row's end. You must play if you can. First out scores 45, last loses "
        "5. Hold back cards that open long runs for others; play those only you can follow.",
        "dominoes", stage="dominoes"),
    "no-queens": tip(
        "No Queens",
        "Each queen you take costs 6. Follow suit if you can, or throw any card; there are no "
        "trumps. Get rid of your queens when you are out of a suit, and lead low in a suit "
        "where the queen is still out.",
        "no-queens", stage="play", contract="no-queens"),
    "no-tricks": tip(
        "No Tricks",
        "Every trick you take costs 2. Follow suit if you can, or throw any card. Play your high "
        "cards while someone else's higher card already wins the trick, and keep low cards for "
        "the end.",
        "no-tricks", stage="play", contract="no-tricks"),
    "no-hearts": tip(
        "No Hearts",
        "Each heart costs 2 and the A♥ 6. Follow suit if you can, or throw any card; hearts "
        "may not be led until you hold nothing else. When you cannot follow suit, throw your "
        "high hearts.",
        "no-hearts", stage="play", contract="no-hearts"),
    "no-king-of-hearts": tip(
        "No King of Hearts",
        "Only the K♥ counts: 20 to whoever takes it. Follow suit if you can; hearts may not be "
        "led until you hold nothing else. Holding it, throw it the first time you cannot "
        "follow suit; without it, lead the suits its holder is short in.",
        "no-king-of-hearts", stage="play", contract="no-king-of-hearts"),
    "no-last-two": tip(
        "No Last Two",
        "Follow suit if you can, or throw any card. Only the last two tricks count: the "
        "twelfth costs 10, the thirteenth 20. Keep count of the suits and keep low cards for "
        "the end, so that your last two cards cannot win.",
        "no-last-two", stage="play", contract="no-last-two"),
    "trump": tip(
        "Trump",
        "Each trick is worth 5. When trumps are led you must play your highest trump if it can "
        "win; void in the suit led, you must trump unless a trump higher than all of yours is "
        "already in the trick. Count the trumps out and cash your winners once they are gone.",
        "trump", stage="play", contract="trump"),
}


def review_after(tricks: tuple, details: dict, names: list[str],
                 codec: CardCodec) -> tuple[str, ...]:
    """The hand's count, as its summary has it, to end the deal review: each player's score in
    the contract (the Dominoes' places with it), each doubled pair's settlement, and what the
    hand scored with the doubles. Why: the trick notes count the contract alone, and a review
    ended on "−20: the K♥." where the summary said −100; the Dominoes' review ended with its
    last round, no places and no scores."""
    raw = details.get("raw")
    if not isinstance(raw, list) or len(raw) > len(names):
        return ()
    title = details.get("title", "")
    order = details.get("order")
    if order:
        said = [f"{title}: " + ", ".join(
            f"{mid(who(names, p))} {'last' if i == len(order) - 1 else 'out ' + ordinal(i + 1)}"
            f" {signed(raw[p])}" for i, p in enumerate(order)) + "."]
    else:
        said = [f"{title}: " + ", ".join(f"{mid(who(names, p))} {signed(v)}"
                                         for p, v in enumerate(raw)) + "."]
    totals = list(raw)
    for s in details.get("settlements") or []:
        text = s.get("text", "")
        said.append(text.fill(names) if isinstance(text, Sentence) else str(text))
        a, b = s.get("players", (None, None))
        if isinstance(a, int) and isinstance(b, int) and max(a, b) < len(totals):
            totals[a] += s.get("transfer", 0)
            totals[b] -= s.get("transfer", 0)
    if totals != raw:
        said.append("With the doubles, the hand scored: "
                    + ", ".join(f"{mid(who(names, p))} {signed(v)}"
                                for p, v in enumerate(totals)) + ".")
    else:
        said.append("No doubles changed a score: that is what the hand scored.")
    return tuple(said)
