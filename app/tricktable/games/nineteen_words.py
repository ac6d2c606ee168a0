"""Nineteen's words on the table: the plates' bids, declarations and contras, the stock's sets and
levels in the centre, the declarations panel and the secret partner's note; the deal summary,
the score sheet's line and the review's trick words are ``nineteen_summary``'s, passed on from
here. Qt-free.

Why beside the rules: bids, the called trump, declarations and the preferred sets are the game's
own; the shared presentation layer finds these words through the game's registration.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.cards import CardCodec, iter_cards
from ..engine.panel import Choice, Decision
from ..engine.protocol import Action
from ..engine.tips import tip
from ..engine.trick_game import PLAYING
from ..engine.view import display_order
from ..engine.words import NBSP, Sentence, capital, mid, possessive, unbroken, who
from .nineteen_events import (
    AuctionWon,
    Called,
    CallUnanswered,
    Discarded,
    DummyExposed,
    PartnerRevealed,
    SetLaidUp,
    SetLooked,
    StockTaken,
)
from .nineteen_names import card_words, cards_words, plate_card
from .nineteen_plate_points import discard_note, points_line
from .nineteen_scoring import (
    ACHIEVEMENTS,
    BID_NAMES,
    BIDS,
    DECLARATION_NAMES,
    HOLDINGS,
    JUGGLER,
    MULTIPLIER,
    SET_SIZE,
    STOCK_SIZE,
    TARGET_WORDS,
    TOTAL_POINTS,
    WIN_POINTS,
    preference_level,
    stakes,
    two_player_call,
)
from .nineteen_summary import review_trick as review_trick
from .nineteen_summary import sheet_note as sheet_note
from .nineteen_summary import summary as summary
from .nineteen_views import NineteenView

#: who the called trump makes your partner, by the number of players
CALL_HINTS = {
    4: "The holder of the trump you call is your secret partner.",
    3: "The holder of the trump you call says so and plays with you; if it is in the dummy, "
       "you play the dummy.",
    2: "The dummy holding the trump you call is your partner, played by you.",
}

#: a decision's title, hint and the line under Pass, by its action types (or a function of
#: the view giving them, where they depend on the table)
DECISION_WORDS: dict[str, tuple[str, str, str] | Callable[[NineteenView], tuple[str, str, str]]] = {
    # only the eldest's first turn offers bids without a pass: say why Pass is missing
    "bid": ("Your bid", "You are eldest: you must open the auction with a bid (no pass).", ""),
    "call": lambda view: ("Call your partner", CALL_HINTS.get(view.num_players, ""), ""),
    "back-set+next-set+take-set": ("Take this set?", "Take it, lay it face up and look "
                                   "at the next, or go back to the one before.", ""),
    "next-set+take-set": ("Take this set?", "Take it, or lay it face up and look at the "
                          "next.", ""),
    "back-set+take-set": ("Take this set?", "This is the last set: take it, or go back to "
                          "the one before.", ""),
}

#: the line under a button, by action type: a pass is final in Nineteen's auction
ACTION_LINES: dict[str, str] = {"pass": "out of the auction for good"}

#: what the player to act is doing, by stage, after "North to" on the status line ("North to
#: play." was said while the Partnership's players drew and discarded, before any card)
TURN_VERBS: dict[str, str] = {"auction": "bid", "preference": "choose a preference set",
                              "discard": "discard", "call": "call the partner's trump",
                              "declare": "declare"}


def _bid_line(bid: str) -> str:
    """What a bid commits to, in the few words a button has room for: the bare names told a
    learner nothing (Barbu's contracts each say what they cost). The "×" is the bid's
    multiplier of the stakes; the rules page has the level and the rest. Each fits one row of
    a button at the narrowest felt (1024 x 600, the scores and the deal log open): in two rows
    the auction's panel grew a row taller, and the first game's tip above it no longer fit."""
    times = f"×{MULTIPLIER[bid]}"
    if bid == "partnership":
        return f"draw 4, call a partner · {times}"
    if bid == "solo":
        return f"alone, stock to the others · {times}"
    size = SET_SIZE[bid]
    what = "one stock card" if size == 1 else f"a stock set of {size}"
    return f"alone, {what} · {times}"


#: the line under each bid's button
BID_LINES: dict[str, str] = {bid: _bid_line(bid) for bid in BIDS}


def action_line(view: NineteenView, action: Action) -> str:
    """The line under a bid's button, or under a choice in the stock (what it leads to); ""
    for other actions (``ACTION_LINES`` has those). The stock's three buttons said nothing:
    the level each led to stood only in the badge, and a learner took a set blind."""
    if action.type == "bid":
        return BID_LINES.get(action.get("bid", ""), "")
    k = view.set_index
    if not k or view.bid not in SET_SIZE or action.type not in ("take-set", "back-set",
                                                                "next-set"):
        return ""
    ahead = action.type == "next-set"
    back = action.type == "back-set"
    level = preference_level(k + 1, False) if ahead else preference_level(k, back)
    times = stakes(view.bid, level, view.bid_contra is not None, view.use_level)
    where = f"set {k + 1} next: " if ahead else f"set {k - 1} at " if back else ""
    said = f"{where}level {level} · stakes ×{times}" if view.use_level else \
        f"{where}stakes ×{times}"
    return f"{said} if taken" if ahead else said

# ------------------------------------------------------------------------------ plates and centre


def plate(view: NineteenView, position: int, codec: CardCodec, trick_word: str,
          names: list[str]) -> tuple[str, list[str]]:
    """What a Nineteen player said, for the whole table to read at a glance: the last bid or pass
    during the auction only (kept through the play, West's "Passed" under "Royal Honours: K♠ K♥
    K♦ Tomfool" read as a pass after declaring); then the declarer's bid with the level, contra
    and called trump under it, the partner once the called trump has shown them, each player's
    declarations and contras; with two players, whose each dummy will be from the deal. The
    points and trick count only once the play has begun, as Barbu's plates ("0 tricks" meant
    nothing in the auction), with the discards as the viewer may know them
    (``nineteen_plate_points``). Terse: a plate has room for a few short lines."""
    declarer = view.declarer
    seat_player = view.seat_player
    player = seat_player[position] if position < len(seat_player) else position
    playing = view.stage == PLAYING or bool(view.tricks)
    # during the play, the points taken towards the 118 with the tricks (nineteen_plate_points)
    tricks = points_line(view, position, trick_word) if playing else ""
    noted = discard_note(view, position) if playing else None
    notes: list[str] = [noted] if noted else []
    if declarer is None or declarer < 0:
        said = view.said_by(player, "bid", "pass") if player is not None else []
        call = [] if not said else ["Passed" if said[-1].kind == "pass"
                                    else f"Bid {BID_NAMES.get(said[-1].name, said[-1].name)}"]
        return tricks, call
    line = tricks
    if position == declarer:
        bid = BID_NAMES.get(view.bid, view.bid)
        # the discards after the terms, on one note: a declarer's plate is the fullest, and a
        # note of its own cut the deal line to one smaller row ("… · Preferred T…"); last, as
        # the terms came first ("+ 4 discards, called the" / "19★" broke inside the call)
        discards, terms = notes[:], []
        notes.clear()
        # the bid after the points: "Partnership · 4 points" over "0 tricks" broke the plate's
        # line where the others' did not; this way every plate's first row is alike
        line = f"{tricks} · {bid}" if tricks else bid
        if view.called >= 0:
            terms.append(f"called the {codec.short(view.called)}")
        if view.use_level and view.level > 1:
            terms.append(f"level {view.level}")
        if view.bid_contra is not None:
            # "the bid": a bare "contra'd" at the end of the line read on into the declarations
            # under it ("contra'd" / "Eight Trumps"), and a holding cannot be contra'd
            terms.append("bid contra'd")
        if terms or discards:
            notes.append(capital(", ".join(terms + discards)))
    elif view.partner_public and view.partner == position:
        # on one line: "Partner of the declarer" wrapped on the 2-player dummy's plate at
        # 1024 x 600, whose room is one line, and was drawn smaller than every other note
        notes.append("Declarer's partner")
    elif view.partner_known and view.partner == position:
        # the view says so only to the holder of the called trump: the others see nothing
        notes.append("Secret partner: you hold the called trump")
    if player is None:
        return line, notes + _dummy_to_come(view, position, codec, names)
    doubled = {a.name for a in view.announcements if a.kind == "contra"}
    declared = [DECLARATION_NAMES.get(a.name, a.name) + (" (contra'd)" if a.name in doubled else "")
                for a in view.said_by(player, "declare") if a.name]
    if declared:
        # every card a holding showed, all hand (plain text: none can be struck through once
        # played); "Royal Honours: K♣ Tomfool" mid-hand read as a holding of two
        held = view.shown[position] if position < len(view.shown) else 0
        # the honours by name and number, as everywhere ("K♥ K♣ 1★ Tomfool" named one of two)
        shown = " ".join(plate_card(c, codec)
                         for c in display_order(list(iter_cards(held)), view))
        notes.append(capital(", ".join(declared)) + (f": {shown}" if shown else ""))
    contras = [TARGET_WORDS.get(a.name, a.name) for a in view.said_by(player, "contra")]
    if contras:
        notes.append("Contra on " + ", ".join(contras))
    return line, notes


def dummy_player(view: NineteenView, position: int) -> int | None:
    """Who will play the dummy at ``position`` before anyone does (None: not known yet, or not
    a dummy still without its player). With two players both dummies lie face up from the deal
    and the call follows from their cards alone (``two_player_call``): the one holding it is
    the Opponent's partner, the other the dealer's. The plate said just "Dummy" until the call,
    then "Dummy · North": it can say whose from the start."""
    dummies = view.dummies
    if view.num_players != 2 or position not in dummies or len(dummies) != 2 \
            or view.controller[position] is not None \
            or any(view.hands[d] is None for d in dummies):
        return None
    called = two_player_call(view.hands[dummies[0]] | view.hands[dummies[1]])
    if called < 0 or view.declarer < 0:
        return None
    holder = view.hands[position] >> called & 1
    seat = view.declarer if holder else view.dealer
    return view.seat_player[seat]


def _dummy_to_come(view: NineteenView, position: int, codec: CardCodec,
                   names: list[str]) -> list[str]:
    """The note on a two-player dummy before the call: who will play it, and why ("North's
    partner: holds the 19★ to be called", "Played by you, the dealer")."""
    player = dummy_player(view, position)
    if player is None:
        return []
    name = who(names, player)
    called = two_player_call(view.hands[view.dummies[0]] | view.hands[view.dummies[1]])
    if view.hands[position] >> called & 1:
        return [f"{capital(possessive(name))} partner: holds the {codec.short(called)} "
                "to be called"]
    return [f"Played by {mid(name)}, the dealer"]


def spoken(event) -> tuple[int, str] | None:
    """The partner made known, for the deal log and a bubble at their seat: with three, the
    holder of the called trump says so (the log went on to the declarations without it); once
    the called trump is played in four. A dummy holding it is said by the call itself."""
    if isinstance(event, PartnerRevealed) and event.player is not None:
        if event.how == "announced":
            return event.player, "holds the called trump: the declarer's partner"
        if event.how == "played":
            return event.player, "played the called trump: the declarer's partner"
    return None


def event_text(view: NineteenView, event, names: list[str]) -> str | None:
    """The felt's words for a call nobody answers with three players (``CallUnanswered``);
    ``None`` for any other event (the shared words)."""
    return _unanswered(event) or None


def _unanswered(event) -> str:
    """ "Nobody holds the 18★: it lies in the dummy's hand or among the discards." for a
    three-player call its holder did not announce, else ""."""
    if not isinstance(event, CallUnanswered):
        return ""
    return (f"Nobody holds {card_words(event.card)}: it lies in the dummy's hand or "
            "among the discards.")


def log_line(event) -> str | None:
    """What the deal log alone tells of the stock and the dummy, which the felt shows only as
    cards moving: a preferred set laid face up, by its cards; the Partnership draws by
    position (the log said "West discards 4 cards" of cards it never said were taken); the
    three-player dummy's own draw and discard; and who plays the dummy once it is laid face
    up; with two players, the Opponent's Partnership, which nobody bids aloud. ``None`` for
    any other event."""
    if isinstance(event, CallUnanswered):
        return _unanswered(event)
    if isinstance(event, AuctionWon) and event.unopposed:
        return Sentence(f"{{P0}} {{0:plays/play}} {BID_NAMES.get(event.bid, event.bid)}: "
                        "with two players there is no auction.", event.player)
    if isinstance(event, StockTaken) and event.draw:
        what = _stock_cards(event.slots)
        if event.player is None:
            return f"The dummy takes {what}."
        return Sentence(f"{{P0}} {{0:takes/take}} {what}.", event.player)
    if isinstance(event, SetLaidUp):  # public: a bubble's moment was all the table gave
        shown = cards_words(event.cards)
        return f"Set {event.index} lies face up: {shown}."
    if isinstance(event, Discarded) and event.player is None:
        return f"The dummy discards {event.count} card{'s' if event.count != 1 else ''}."
    if isinstance(event, PartnerRevealed) and event.how == "dummy":
        # "a dummy" where two players have two of them; three players have only the one
        if event.dummies == 1:
            return ("The called trump is in the dummy's hand: the declarer plays the dummy as "
                    "partner.")
        return "The called trump is in a dummy's hand: the declarer plays that dummy as partner."
    if isinstance(event, DummyExposed):
        # not after a colon, where the person's "you" is written "You"
        return Sentence("The dummy's cards are laid face up, and {p0} {0:plays/play} them.",
                        event.controller)
    return None


def private_log_line(event, viewer: int, codec: CardCodec) -> str | None:
    """The deal log's line on stock cards only their player saw, for ``viewer``: their own
    Partnership draw with its card ("You take stock card 5: the 9♥."; the log said which slot
    and never which card) and each preferred set they looked at ("You look at set 2: the
    K♦."). Another player's draw keeps the shared line (``log_line``), by slot only; a set
    another player looked at is said by its announcement. ``None`` for any other event."""
    if getattr(event, "player", None) != viewer or viewer is None:
        return None
    if isinstance(event, StockTaken) and event.draw:
        return Sentence(f"{{P0}} {{0:takes/take}} {_stock_cards(event.slots)}: "
                        f"{cards_words(event.cards, codec)}.", event.player)
    if isinstance(event, SetLooked):
        return Sentence(f"{{P0}} {{0:looks/look}} at set {event.index}: "
                        f"{cards_words(event.cards, codec)}.", event.player)
    return None


def private_said(event, viewer: int, codec: CardCodec) -> str | None:
    """The cards of ``viewer``'s own discard, to end the line that says it ("You discard 1
    card: the K♣."): the log counted them and never named them, to the one who chose them.
    ``None`` for another player's discard (hidden), or any other event."""
    if isinstance(event, Discarded) and event.player is not None and event.player == viewer:
        return cards_words(event.cards, codec)
    return None


def _stock_cards(slots: tuple[int, ...]) -> str:
    """Stock slots drawn by number: "stock card 5", "stock cards 1 to 4", "stock cards 5 and 6"
    (two players' dealer "took stock cards 5 to 6")."""
    first, last = slots[0] + 1, slots[-1] + 1
    link = "to" if last > first + 1 else "and"
    return f"stock card {first}" if first == last else f"stock cards {first} {link} {last}"


def event_bubble(event, _codec: CardCodec) -> tuple[str, str] | None:
    """The three-player dummy's own draw and discard, at its seat: the table showed nothing, and
    a card came into the laid-out dummy from nowhere (said once, at the discard: the draw's
    bubble would be replaced at once)."""
    if isinstance(event, Discarded) and event.player is None:
        n = event.count
        return (f"Draws {n} stock card{'s' if n != 1 else ''}",
                f"and discards {'it' if n == 1 else 'as many'}, unseen")
    return None


def review_words(event) -> str | None:
    """The review's "Before the play" words for what the table does by itself, said as the
    players' choices are: the stock's cards each hand takes, named ("take stock card 5: the
    Q♣"), and the three-player dummy's discard and its partner's reveal: no one decides
    them, so the row left them out and the hands seemed to change unexplained."""
    if isinstance(event, StockTaken) and event.cards:
        # the cards named, the review showing every hand: "East: discard the 9♠, …" came with
        # nothing of what East had drawn, nor "West take the set" of which cards (a learner
        # compared the stock as dealt by hand)
        if event.draw:
            return f"take {_stock_cards(event.slots)}: {cards_words(event.cards)}"
        return f"the set held {cards_words(event.cards)}"  # after "take the set"
    if getattr(event, "player", 0) is not None:
        return None
    if isinstance(event, Discarded):  # the dummy's: unseen at the table, named here
        return f"discard {cards_words(event.cards)}" if event.cards else \
            f"discard {event.count} card{'s' if event.count != 1 else ''}, unseen"
    if isinstance(event, PartnerRevealed) and event.how == "dummy":
        return "hold the called trump: the declarer's partner"
    return None


def deal_rounds(view: NineteenView) -> int:
    """How many hands the game has ("Hand 2 of 4"): the "Hands in a game" option's."""
    return view.deals_in_game


def phase_words(view: NineteenView, names: list[str] | None = None) -> list[str]:
    """The score panel's sentence on the hand: the contract, its stakes and what wins it (the
    panel said only "Trumps: the tarot trumps", the same every hand)."""
    if view.bid is None or view.declarer < 0:
        return [f"The auction: the highest bid declares, and the declarer's side needs "
                f"{WIN_POINTS} of the {TOTAL_POINTS} points."]
    times = stakes(view.bid, view.level, view.bid_contra is not None, view.use_level)
    return [f"{BID_NAMES.get(view.bid, view.bid)} (stakes ×{times}): the declarer's side "
            f"needs {WIN_POINTS} of the {TOTAL_POINTS} points."]


def centre_badge(view: NineteenView) -> tuple[str, str] | None:
    """In the stock: which set is shown and the level taking it gives; after it, for the whole
    hand, the contract with its stakes, the level reached and whose the sets laid face up
    are; ``None`` in the auction."""
    if view.stage == "preference" and view.set_index:
        k, size = view.set_index, max(1, view.set_size or 1)
        sets = STOCK_SIZE // size
        # each choice whole on its line: "back to set" / "1: level 3" was read broken apart
        caption = unbroken(f"taking it: level {preference_level(k, False)}")
        if k > 1:
            caption += " · " + unbroken(f"back to set {k - 1}: level "
                                        f"{preference_level(k, True)}")
        if view.seat == view.declarer:  # the set looked at and those laid face up looked alike
            caption += " · " + unbroken(f"only you see set {k}")
        return f"Set {k} of {sets}", caption
    if view.declarer is None or view.declarer < 0 or view.bid not in BID_NAMES \
            or view.stage in ("auction", "preference"):
        return None
    # the contract all hand, as every other game's badge keeps its trumps or phase in view: it
    # went blank once the play began (Partnership, or a level-1 Preferred), and a player who
    # came to the table then found the contract only on a plate and the score panel
    parts = []
    if view.set_size and view.level > 1:
        # the sets laid face up lie beside it all hand, and a player who came to the table
        # after the stock saw three unexplained cards once the first trick was played
        parts.append(unbroken(f"level {view.level} reached in the stock"))
    times = stakes(view.bid, view.level, view.bid_contra is not None, view.use_level)
    parts.append(unbroken(f"stakes ×{times}"))
    if view.set_size:
        # the sets never looked at leave the table, and the caption told only of the face-up
        # ones: a player took the unseen set for gone, or scoring for nobody
        unseen = STOCK_SIZE - view.set_size - len(view.stock)  # the stock on the table is
        if view.face_up and unseen > 0:                         # the cards laid face up
            parts.append("the rest of the stock scores for the defenders: the cards face up "
                         f"and {unseen} unseen")
        elif view.face_up:
            parts.append("the cards face up score for the defenders")
        elif unseen > 0:
            parts.append(f"the {unseen} cards not taken score for the defenders, unseen")
    return BID_NAMES[view.bid], " · ".join(parts)


# ------------------------------------------------------------------------------ decisions


def rules_anchor(view: NineteenView, action_type: str) -> str:
    """The rules page's section for a decision that depends on the contract ("" = the
    registration's own for that kind): a Preferred declarer's discard is told under the
    Preferred bids; a Partnership's, with any number of players, where its limits are written
    ("discards"). Every discard opened the page at the Preferred bids, the limits out of sight
    above. The call for a partner with two players is told under Two players."""
    if action_type == "discard" and view.bid in SET_SIZE:
        return "preferred-discards"
    if action_type == "call" and view.num_players == 2:
        # the Opponent calls the highest trump a dummy holds: the Partnership's call ("the
        # highest trump below the 20 that they do not hold") is not theirs
        return "two-players"
    return ""


def drawn_words(view: NineteenView, codec: CardCodec) -> str:
    """The cards the viewer drew from the stock, by name, before their discard ("You drew the
    5★ and the Juggler (1★)."): the hand marked them only with a thin line, and nothing said
    which they were. Only the viewer's own draw, which their view holds; "" when there is
    none."""
    drawn = view.drawn if view.stage == "discard" else 0
    if not drawn:
        return ""
    verb = "took" if view.bid in SET_SIZE else "drew"  # a Preferred set is taken, not drawn
    return f"You {verb} {cards_words(drawn, codec)}."


def decision(view: NineteenView, legal: list[Action], codec: CardCodec,
             names: list[str]) -> Decision | None:
    """The declarations and contras toggles; ``None`` for any other decision."""
    if {a.type for a in legal} == {"declare"}:
        return _declare_decision(legal)
    return None


def _declaration_line(name: str) -> str:
    """What a declaration brings, under its toggle (the old "declare it now" read as if the
    click declared, while it only picks what the Declare button then says)."""
    if name in HOLDINGS:
        return f"{HOLDINGS[name]} from each other player"
    if name in ACHIEVEMENTS:
        what = (f"{card_words(JUGGLER)} takes the last trick" if name == "sparrow"
                else "your side takes every trick")
        # its worth stays with the last words where the toggle wraps ("· 10" stood alone)
        return f"promise: {what}{NBSP}·{NBSP}{ACHIEVEMENTS[name]}"
    return "pick, then Declare"


def _declare_probe(keys: frozenset) -> Action:
    """The declaration a toggled set stands for, legal or not, for the engine to say why it is
    refused: a contra alone at a table where only declarers may contra was told "Those cannot
    be declared together", while the rules have the real reason."""
    picked = sorted(keys, key=lambda k: (k[0] == "contra", k[1]))
    return Action.make("declare", declarations=tuple(n for k, n in picked if k == "declare"),
                       contras=tuple(n for k, n in picked if k == "contra"))


def _declare_decision(legal: list[Action]) -> Decision:
    """Nineteen's declarations and contras: a toggle for each, then Declare; "Nothing" beside."""
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
            choices.append(Choice(capital(words), _declaration_line(name), key=(kind, name),
                                  spoken=f"Declare {words}"))
        else:
            words = TARGET_WORDS.get(name, name)
            choices.append(Choice(f"Contra {words}", "double its stakes", key=(kind, name),
                                  spoken=f"Contra on {words}"))
    nothing = next((a for a in legal if not a.get("declarations") and not a.get("contras")),
                   None)
    return Decision("toggles", "Anything to declare?",
                    "What you hold and what you promise score extra; a contra doubles.",
                    choices, anchor="declarations", confirm="Declare", options=legal,
                    sets=sets, unit={"declare": "declaration", "contra": "contra"},
                    refusal="Those cannot be declared together.", probe=_declare_probe,
                    skip=Choice("Nothing", "declare nothing", action=nothing)
                    if nothing is not None else None)


# ------------------------------------------------------------------------------ events


def secret_note(view: NineteenView, event, codec: CardCodec) -> str:
    """What an event tells only the viewer, for a toast (the other players learn nothing):
    the holder of a called trump is the declarer's secret partner."""
    if isinstance(event, Called) and view.seat is not None \
            and view.partner_known and view.partner == view.seat \
            and not view.partner_public:
        return (f"You hold the {codec.short(event.card)}: you are the declarer's secret partner. "
                "Nobody else knows until you play it.")
    return ""


#: the cards dealt to no hand, as the deal review labels them
STOCK_LABEL = "The stock"


#: first-game tips, most particular first: the coach shows the first that applies, once per kind
TIPS = {
    "auction": tip(
        "The auction",
        "The eldest (the first player on the dealer's left; a dummy never bids) must open with "
        "a bid; then each player in turn bids or "
        "passes for good, and every bid must be higher: "
        "Partnership, then Preferred Three, Two and One, then Solo. The highest bidder declares "
        "and needs 60 of the 118 points with their side. Count your trumps, honours and kings: "
        "bid higher only with a hand that wins without help.",
        "auction", stage="auction"),
    "preference": tip(
        "The preferred sets",
        "The stock is split into sets. Look at a set: take it, or lay it face up and look at "
        "the next; after seeing one you may go back to the set before instead. Taking a later "
        "set, or going back, plays at a higher level and multiplies the value: it pays when you "
        "win and costs when you lose.",
        "preferred", stage="preference"),
    "discard": tip(
        "Discarding",  # the panel, its button and the log say "discard"
        "Discard as many cards as you drew, face down. Kings and honours may never be "
        "discarded, trumps only when nothing else is left. Empty a short suit so that you can "
        "trump it, and keep your high cards.",
        "discards", stage="discard"),
    "call-three": tip(
        "Calling your partner",
        "In a Partnership the declarer calls the highest trump, counting down from the 19, that "
        "they do not hold. "
        "With three players its holder says so at once and plays with the declarer, and the "
        "other player plays the dummy; if the dummy holds it, the declarer plays the dummy as "
        "partner. If that trump was laid away, the declarer plays alone against the other two.",
        "partnership", stage="call", num_players=3),
    "call-two": tip(
        "Calling your partner",
        "With two players the Opponent calls the highest trump, counting down from the 19, that "
        "a dummy holds. That dummy is their partner, played by them; the dealer plays "
        "the other dummy. Both dummies lie face up from the deal.",
        "partnership", stage="call", num_players=2),
    "call": tip(
        "Calling your partner",
        "In a Partnership the declarer calls the highest trump, counting down from the 19, that "
        "they do not hold. "
        "Whoever holds it is the secret partner, known to the others only when it is played. If "
        "that trump was laid away, the declarer plays alone against three.",
        "partnership", stage="call"),
    "declare": tip(
        "Declarations",
        "Before the play you may declare what you hold (eight or more trumps, all three "
        "honours, all four kings) for points from each other player. You may also promise the "
        "Sparrow, your side taking the last trick with the Juggler (1★), or a Slam, your side "
        "taking every trick; and contra an opponent's bid, Sparrow or Slam to double it. "
        "Promise only what you are sure of.",
        "declarations", stage="declare"),
    "play": tip(
        "Your first card",
        "Follow the suit led; if you cannot, you must trump; with no trump left, play anything. "
        "The Tomfool is the highest trump and the Juggler (1★) the lowest; these two and the "
        "World (21★) are the honours. Honours and kings are worth 5 points: bring your side's "
        "home in tricks you win.",
        "play", stage="play"),
}
