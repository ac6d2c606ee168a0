"""A reviewed deal as the review window shows it: the hands as dealt, then each trick (or, in a
deal without tricks such as Barbu's Dominoes, each round of turns) as the cards played with the
leader and the winner marked, the reviewed player's decisions beside the trick they belong to, and
"could I have won?" in words.

Plain data (card codes, names, sentences) so that it crosses from the worker process and the
window only draws it; no Qt here. Which decision belongs to which trick is found from the deal's
log alone: a card belongs to the trick its place in the play order falls in, any other decision
(a bid, an announcement, a contra) to the trick in progress, or before the play when no card has
been played yet.

What each trick scored is the game's to say: its words module's ``review_trick`` (and, for what
the announcements before the play came to, ``review_before``; for the deal's count at the end,
as its summary has it, ``review_after``), given the deal's tricks and its scored details; a game
without them shows the winner alone. Why: a learner matched the review
against the deal log by hand to see which trick cost the Q♠ or caught a jack.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..ai.base import rule_agent_class
from ..ai.evaluation import score_sign
from ..engine.cards import TRUMP_SUIT, CardCodec
from ..engine.panel import SummaryRow
from ..engine.protocol import DealScored, State
from ..engine.view import View, display_order
from ..engine.words import capital, counted, dummy_of, say_list, signed
from ..games.registry import find_entry, lower_wins, resolve, review_relative
from .recommend import action_words
from .replayed import replay_to_deal
from .review_steps import DealStep, Played, StepFacts, deal_steps
from .reviewed import Review, ReviewedDecision

#: the word for cards dealt to no hand, when the game's words module names none
STOCK_LABEL = "Not dealt to a hand"
#: the title of the last row, the deal's count (``review_after``), in its notes
AFTER_PLAY = "After the play"
#: the headings of the rows: a deal of tricks, a deal of rounds of turns
TRICK_ROWS = "Trick by trick"
ROUND_ROWS = "Round by round"
#: the best line's next decisions named in the verdict (the rest is "and so on")
LINE_WORDS = 6


@dataclass(frozen=True)
class SheetRow:
    """A trick, a round of turns, or what came before the play, with the reviewed player's
    decisions that belong to it (``notes``; ``mattered``: the first decision that mattered is
    among them). ``outcome``: who won the trick and what it scored ("West won it. 7 points:
    the Q♠ and 2 hearts."), or before the play what the announcements came to. The last row,
    after the play, holds the deal's count in its ``notes`` where the game says one (the wide
    column: the outcome's is narrow)."""

    title: str
    cards: tuple[Played, ...]
    outcome: str
    notes: tuple[str, ...]
    mattered: bool = False


@dataclass(frozen=True)
class ReviewSheet:
    """A whole review: ``game`` (its pack draws the cards), a title, the hands as dealt (label,
    card codes), the rows, "could I have won?" (``verdict``) and whether the searches are done."""

    game: str
    title: str
    hands: tuple[tuple[str, tuple[str, ...]], ...]
    rows: tuple[SheetRow, ...]
    verdict: tuple[str, ...]
    complete: bool
    #: the verdict's heading: "Could you have done better?" (or the reviewed seat's name)
    question: str = "Could you have done better?"
    #: the rows' heading: a deal played in rounds and not tricks (Barbu's Dominoes) was headed
    #: "Trick by trick" above rows called "Round 1", "Round 2"
    rows_heading: str = TRICK_ROWS
    #: the deal step by step for the window's Back and Next (``review_steps``)
    steps: tuple[DealStep, ...] = ()


def _words_of(game: str, name: str, default=None):
    """The game's own word (a constant or a function) from its words module."""
    entry = find_entry(game)
    words = resolve(entry.words) if entry is not None and entry.words else None
    return getattr(words, name, default)


def _stock_label(game: str) -> str:
    return _words_of(game, "STOCK_LABEL", STOCK_LABEL)


def _row_of_actions(log, stages: tuple[str, ...]) -> list[int]:
    """For each action of the deal, the index of the row it belongs to (-1: before the play)."""
    rows: list[int] = []
    if log.tricks:
        ends, total = [], 0
        for _leader, cards, _winner in log.tricks:
            total += len(cards)
            ends.append(total)
        plays = 0
        for _p, _q, action in log.actions:
            trick = next((k for k, end in enumerate(ends) if plays < end), len(ends) - 1)
            rows.append(trick if plays or action.type == "play" else -1)
            plays += action.type == "play"
        return rows
    # no tricks: the turns of the deal's last stage (the layout), a round ending before a seat
    # would come again (a seat that has gone out no longer takes turns)
    last = stages[-1] if stages else ""
    first = next((i for i, s in enumerate(stages) if s == last), len(stages))
    row, seen = 0, set()
    for i, (_p, q, _a) in enumerate(log.actions):
        if i < first:
            rows.append(-1)
            continue
        if q in seen:
            row, seen = row + 1, set()
        seen.add(q)
        rows.append(row)
    return rows


def review_sheet(state: State, deal: int, review: Review, names: list[str],
                 person: bool = True) -> ReviewSheet:
    """The sheet of ``review`` (of deal ``deal`` of ``state``); ``names`` are the players' names;
    ``person``: the reviewed player is the one at the screen ("you"), else named."""
    log = state.history[deal]
    rules = state.rules
    codec = rules.codec
    ctrl = tuple(log.controller)
    me = review.player
    subject = "You" if person else names[me]
    owner = "Your" if person else f"{names[me]}'s"

    dummies = tuple(getattr(state, "dummies", ()))  # hands no player sits at (Nineteen's)

    def who(pos: int) -> str:
        p = ctrl[pos] if pos < len(ctrl) else pos
        if p is None or p >= len(names):
            return "The dummy"
        if pos in dummies:
            return capital(dummy_of("You" if p == me and person else names[p]))
        return subject if p == me else names[p]

    order = _hand_order_view(state.view(me))
    hands = [(who(pos), tuple(codec.code(c) for c in display_order(_cards(hand), order)))
             for pos, hand in enumerate(log.hands)]
    if log.stock:
        hands.append((_stock_label(rules.id), tuple(codec.code(c) for c in log.stock)))

    row_of = _row_of_actions(log, review.stages)
    notes: dict[int, list[str]] = {}
    by_action: dict[int, str] = {}  # the same notes by the action they were taken at
    mattered_row = mattered_at = None
    for k, d in enumerate(review.decisions, 1):
        text = _decision_words(d, k, owner, person, names[me], rules.id)
        if review.best_from is not None and review.best_from[0] == k - 1:
            text += " " + _mattered_words(state, review, d.expert == d.played and not d.forced,
                                          _expert_apart(review, d))
            mattered_row, mattered_at = row_of[d.number], d.number
        elif d.best is not None:
            later = review.decisions[k].best if k < len(review.decisions) else review.result
            if later is not None and later < d.best:
                text += (f" With every card known, the best still within reach went from "
                         f"{_worth(state, d.best)} to {_worth(state, later)} here.")
        notes.setdefault(row_of[d.number], []).append(text)
        by_action[d.number] = text

    rows: list[SheetRow] = []
    # what everybody said before the first card (the row held only the reviewed player's
    # choices, and a reader could not see what the others had announced)
    before, details = _said_before_play(state, deal, row_of, who, me, names)
    scored = _TrickWords(rules.id, tuple(log.tricks), details,
                         [who(pos) for pos in range(len(log.hands))], codec, log, tuple(names))
    came = scored.before()
    if -1 in notes or before or came:
        rows.append(SheetRow("Before the play", before, came, tuple(notes.get(-1, ())),
                             mattered_row == -1))
    if log.tricks:
        for i, (leader, cards, winner) in enumerate(log.tricks):
            played = tuple(
                Played(who((leader + j) % len(log.hands)), codec.code(c), codec.short(c),
                       lead=j == 0, win=(leader + j) % len(log.hands) == winner,
                       mine=_controls(ctrl, (leader + j) % len(log.hands), me))
                for j, c in enumerate(cards))
            worth = scored.trick(i)
            # "West won it" stood without a full stop where the game says nothing more
            rows.append(SheetRow(f"Trick {i + 1}", played,
                                 f"{who(winner)} won it." + (f" {worth}" if worth else ""),
                                 tuple(notes.get(i, ())), mattered_row == i))
    else:
        rounds: dict[int, list[Played]] = {}
        for i, (p, q, action) in enumerate(log.actions):
            r = row_of[i]
            if r < 0:
                continue
            card = codec.code(action.card) if action.type == "play" and action.card >= 0 \
                else None
            words = (codec.short(action.card) if card is not None
                     else action_words(state, action, names))
            rounds.setdefault(r, []).append(Played(who(q), card, words, mine=p == me))
        for r in sorted(rounds):
            rows.append(SheetRow(f"Round {r + 1}", tuple(rounds[r]), "",
                                 tuple(notes.get(r, ())), mattered_row == r))
    count = scored.after()  # the Dominoes' places and scores too, not only a trick game's
    if count:
        rows.append(SheetRow(AFTER_PLAY, (), "", count))
    title = f"{rules.title}, {rules.deal_word} {log.number}"  # Barbu: "hand 3"
    if review.contract:
        title += f": {review.contract}"
    question = f"Could {'you' if person else names[me]} have done better?"
    verdict = _verdict(state, review, subject, _where(rows, review))
    steps = deal_steps(state, deal, StepFacts(
        scored.names, [_controls(ctrl, pos, me) for pos in range(len(log.hands))], names,
        lambda mask: tuple(codec.code(c) for c in display_order(_cards(mask), order)),
        [r.outcome for r in rows if r.title.startswith("Trick ")], row_of, by_action,
        mattered_at, _stock_label(rules.id), _words_of(rules.id, "review_words")))
    return ReviewSheet(rules.id, title, tuple(hands), tuple(rows), verdict, review.searched,
                       question, TRICK_ROWS if log.tricks else ROUND_ROWS, steps)


def _said_before_play(state: State, deal: int, row_of: list[int], who, me: int,
                      names: list[str]) -> tuple[tuple[Played, ...], dict]:
    """Each decision of deal ``deal`` before its first card, in words said as it was taken:
    the deal is played again, so a taking is named with that deal's trumps (the words of the
    present deal called deal 1's trump hit a spade hit); and the deal's scored details from
    the same replay (the log keeps only the scores, and a trick's worth is said from them)."""
    again = replay_to_deal(state, deal)
    # what no one decided but the table did (the three-player dummy draws and discards by
    # itself): the game's own words for those events, or it was missing from the row
    by_itself = _words_of(state.rules.id, "review_words")
    said = []
    details: dict = {}
    number = state.history[deal].number
    for i, (p, q, action) in enumerate(state.history[deal].actions):
        before = row_of[i] == -1 and action.type != "play"
        if before:
            said.append(Played(who(q), None, action_words(again, action, names), mine=p == me))
        events = again.apply(action) or ()
        if before and by_itself is not None:
            said.extend(Played(who(e.position), None, words) for e in events
                        if (words := by_itself(e)))
        for e in events:
            if isinstance(e, DealScored) and e.number == number and isinstance(e.details, dict):
                details = e.details
    return tuple(said), details


@dataclass(frozen=True)
class _TrickWords:
    """What each trick of a deal scored, in the game's own words (``review_trick``,
    ``review_before`` and ``review_after`` of its words module, each optional): the review
    names no game."""

    game: str
    tricks: tuple
    details: dict
    #: the names by position as the review shows them ("You", "North's dummy")
    names: list[str]
    codec: CardCodec
    #: the deal's log (its score and tricks) and the players' names, for the count in the
    #: summary's words where the game has no ``review_after``
    log: Any = None
    players: tuple[str, ...] = ()

    def trick(self, number: int) -> str | None:
        """What trick ``number`` (from 0) scored, or None where the game says nothing."""
        said = _words_of(self.game, "review_trick")
        return said(self.tricks, number, self.details, self.names, self.codec) \
            if said is not None else None

    def after(self) -> tuple[str, ...]:
        """The deal's count as its summary has it, one sentence a line, or () where the game
        says nothing (``review_after``): what the tricks carried need not add up to it (a
        window or buried cards that lie in no trick)."""
        said = _words_of(self.game, "review_after")
        if said is None:
            return _summary_count(self.game, self.details, list(self.players), self.log,
                                  self.codec)
        return tuple(said(self.tricks, self.details, self.names, self.codec) or ())

    def before(self) -> str:
        """What the decisions before the play came to (how each announcement turned out),
        or "" where the game says nothing."""
        said = _words_of(self.game, "review_before")
        return (said(self.tricks, self.details, self.names, self.codec) or "") \
            if said is not None else ""


def _summary_count(game: str, details: dict, names: list[str], log: Any,
                   codec: CardCodec) -> tuple[str, ...]:
    """The deal's count in its summary's words (the game's ``summary``: its heading, its notes,
    each player's lines and score), for a game whose words have no ``review_after`` of their
    own. Why: a Young Hunter or Nineteen review ended on its last trick, and what the
    announcements, the bid or the declarations scored was in the summary alone."""
    summary = _words_of(game, "summary")
    score = tuple(getattr(log, "score", None) or ())
    if summary is None or not details or not score or len(score) > len(names):
        return ()
    rows = [SummaryRow(names[p], score[p], 0, []) for p in range(len(score))]
    notes: list[str] = []
    heading = summary(details, rows, notes, names, codec, log)
    said = [f"{heading.replace(' · ', '. ')}."] if heading else []
    said += notes
    for row in rows:
        lines = [f"{text} ({signed(v)})" if v is not None else text for text, v in row.lines]
        said.append(f"{row.name} {signed(row.score)}" + (": " + "; ".join(lines) if lines
                                                         else "") + ".")
    return tuple(said)


def _hand_order_view(view: View) -> View:
    """A view whose trumps sort the hands as dealt as the table sorts a hand: trumps that every
    deal of the game has (the tarot trumps, Sheepshead's queens, jacks and diamonds) at the right
    in their order; a trump suit named for one deal (Young Hunter's, Barbu's Trump) is not known
    to be the reviewed deal's, so those hands keep the plain order of suits."""
    if view.trump_order or view.trump_suit == TRUMP_SUIT:
        return view
    return replace(view, trumps=0, trump_suit=None)


def _cards(mask: int) -> list[int]:
    return [c for c in range(mask.bit_length()) if mask >> c & 1]


def _controls(ctrl: tuple, pos: int, player: int) -> bool:
    return (ctrl[pos] if pos < len(ctrl) else pos) == player


def _decision_words(d, k: int, owner: str, person: bool, name: str, game: str) -> str:
    """One decision: what was chosen, the expert's choice and what it was worth."""
    if d.forced and d.played.type == "pass":
        return _lone_pass_words(k, person, name, game)
    head = f"{k}. {owner} choice: {d.played_words}"
    if d.forced:
        return f"{head} (the only choice)."
    if d.expert == d.played:
        return f"{head}: the expert's choice too." if d.best is not None or d.comparison \
            else f"{head}."
    text = f"{head}. The expert's choice: {d.expert_words}"
    if d.comparison is not None:
        worth = d.worth_words
        if not person:
            worth = worth.replace("for you", f"for {name}").replace("behind you", f"behind {name}")
        text += f": over {counted(d.comparison.worlds, 'imagined deal')}, {worth}"
    elif d.worth_words:  # not weighed (``RULE_ONLY``)
        text += f" ({d.worth_words})"
    return text + "."


def _lone_pass_words(k: int, person: bool, name: str, game: str) -> str:
    """A pass that was the only legal action, which the table makes for the person
    (``undo_points.lone_pass``): said as made for them, with why in the game's words
    (``LONE_PASS_REVIEW``, "no card of {whose} fitted a row"). "18. Your choice: pass (the only
    choice)." read as if the person had chosen it."""
    why = _words_of(game, "LONE_PASS_REVIEW") or "it was the only move"
    whose = "yours" if person else f"{name}'s"
    return f"{k}. Passed for {'you' if person else name}: {why.format(whose=whose)}."


def _reached(state: State, value: float) -> str:
    """ "reached +12", or "scored 2 game points more than the others on average"."""
    return (f"scored {_standing(state, value)}" if review_relative(state.rules.id)
            else f"reached {_score(state, value)}")


def _score(state: State, value: float) -> str:
    """A deal score as the game counts it (``value`` is signed: more is better): "+4", "−2",
    "0"."""
    raw = score_sign(state.rules.id) * value
    return signed(int(raw)) if raw == int(raw) else f"{raw:+g}".replace("-", "−")


def _standing(state: State, value: float) -> str:
    """A deal's result against the others' average deal score (``review_relative``), in the
    game's score unit: "2 game points more than the others on average", "as much as the others
    on average". Said as what the deal scored, after "scored": "ending 1 game point behind the
    others on average" read as the match's standing, which the totals beside it contradicted
    (the figure compares this deal's scores only). Why the unit: a Sheepshead deal counts card
    points too, and "1 point behind" read as one of those."""
    n = abs(value)
    if n < 0.05:
        return "as much as the others on average"
    amount = f"{n:.1f}".rstrip("0").rstrip(".")
    unit = rule_agent_class(state.rules.id).SCORE_UNIT
    points = unit if amount == "1" else f"{unit}s"
    return f"{amount} {points} {'more' if value > 0 else 'fewer'} than the others on average"


def _worth(state: State, value: float) -> str:
    """A review's value as the game weighs it: a deal score ("+4"), or a standing against the
    others ("2 game points more than the others on average")."""
    return _standing(state, value) if review_relative(state.rules.id) else _score(state, value)


#: the mattered decision where the expert chose as the person did: "the expert's choice
#: too", then "the line 'double …' would have reached +50" read as a contradiction
HINDSIGHT = (" The expert, who cannot see the cards, chose the same here: only the cards as "
             "they lay made the other line better.")


def _expert_apart(review: Review, d: ReviewedDecision) -> str:
    """Where the expert chose at the first decision that mattered neither what was played nor
    what begins the best line: a sentence saying the two looks disagree, else "". Why: "The
    expert's choice: choose Trump (spades)" and then "with every card known, the line 'choose
    Trump (clubs), …'" in one item read as a contradiction. The expert weighs the deals the
    player could imagine, the other search the cards as they lay; both hold."""
    if d.forced or d.expert == d.played or review.best_from is None \
            or d.expert == review.best_from[1] or not review.line_words:
        return ""
    return (f" The expert, who cannot see the cards, chose “{d.expert_words}”; with every "
            f"card known, the best line found starts with “{review.line_words[0]}” instead.")


def _mattered_words(state: State, review: Review, expert_agreed: bool = False,
                    expert_apart: str = "") -> str:
    """The first decision that mattered and the line from it (``expert_agreed``: the expert
    chose there as the player did, which the words say, or they contradict each other;
    ``expert_apart``: the sentence saying that the expert chose a third way, see
    ``_expert_apart``)."""
    also = HINDSIGHT if expert_agreed else expert_apart
    if review_relative(state.rules.id):
        return (f"The first decision that mattered: with every card known, the line "
                f"“{_line_words(review)}” would have scored {_standing(state, review.best)} "
                f"this {state.rules.deal_word}{_how(review) or ','} not "
                f"{_standing(state, review.result)}.{also}")
    return (f"The first decision that mattered: with every card known, the line "
            f"“{_line_words(review)}” would have reached a "
            f"{state.rules.deal_word} score of {_score(state, review.best)}{_how(review)} "
            f"instead of {_score(state, review.result)}.{also}")


def _how(review: Review) -> str:
    """How the best line reaches its score, where the score alone does not say it (", by
    shooting the moon,"), else "": after the score, set off by commas before "instead of"."""
    return f", {review.best_how}," if review.best_how else ""


def _line_words(review: Review) -> str:
    """The reviewed player's actions along the best line, in words ("play the K♠, then the
    A♠, the 10♦ …"): a run of plays says "play" once, any other step says its own verb
    ("take the window, then discard the 10♠ and the 7♥, then play the 9♠ and the A♣"; the
    plays ran on in the discard's list, as if they were discarded too)."""
    mine = review.line_words
    if not mine:
        return "another choice"
    groups: list[list[str]] = []
    before = mine[0]
    for words in mine[1:LINE_WORDS]:
        if words.startswith("play ") and before.startswith("play "):
            if not groups:
                groups.append([])
            groups[-1].append(words.removeprefix("play "))
        else:
            groups.append([words])
        before = words
    more = len(mine) > LINE_WORDS  # "…, the 7♦ and the 2♠ and so on" had two "and"s
    said = [say_list(g) for g in groups[:-1]]
    if groups:
        said.append(", ".join(groups[-1]) if more else say_list(groups[-1]))
    return mine[0] + "".join(f", then {s}" for s in said) + (" and so on" if more else "")


def _where(rows: list[SheetRow], review: Review) -> str:
    """Where the first decision that mattered sits: " (trick 6)", " (before the play)"."""
    row = next((r for r in rows if r.mattered), None)
    if row is None:
        return ""
    return f" ({row.title[:1].lower()}{row.title[1:]})"


def _verdict(state: State, review: Review, subject: str, where: str) -> tuple[str, ...]:
    """"Could I have won?" in a few sentences."""
    they = "you" if subject == "You" else subject
    low = " (lower is better)" if lower_wins(state.rules.id) else ""
    if not review.searched:
        return ("Could " + they + " have done better with every card known? Working it out: "
                "the expert level weighs each decision and every line of play is tried…",)
    scored = (f"As played, {they} scored {_score(state, review.result)} this "
              f"{state.rules.deal_word}{low}.")  # Barbu and Nineteen play hands
    if review_relative(state.rules.id):  # a Sheepshead defender's own score is always 0
        scored = (f"As played, {they} scored {_score(state, review.own)} this "
                  f"{state.rules.deal_word}, {_standing(state, review.result)}.")
    choose = "choose" if they == "you" else "chooses"  # "North chooses", "you choose"
    model = (f"The others answer as their computer players would; {they} {choose} with "
             "every card known: every order of the last tricks is tried, earlier choices are "
             "sampled.")
    if review.best_from is None:
        done = (f"With every card known, {they} could not have done better than that by any "
                "line tried.")
        if any(d.expert != d.played for d in review.decisions if not d.forced):
            # the expert's other choices below read as a contradiction without this
            done += (" Where the expert chose otherwise below, its choice weighs the deals "
                     f"{they} could not see, not these cards as they lay.")
        return (scored, done, model)
    k, _action = review.best_from
    chose = review.decisions[k].played_words
    apart = [i for i, d in enumerate(review.decisions)
             if i != k and not d.forced and d.expert != d.played]
    earlier = [i for i in apart if i < k]
    elsewhere = ""
    if earlier:
        # the every-card-known search tries every choice at every decision, the bid and the
        # burial too, and found none before decision k that did better: "the first decision
        # that mattered was decision 3 (trick 1)" beside notes giving the expert's pass "about
        # 2.0 game points more" read as if the search had skipped the bid and the burial
        numbers = say_list([str(i + 1) for i in earlier])
        which = f"Decision {numbers}" if len(earlier) == 1 else f"Decisions {numbers}"
        elsewhere = (f" {which}, where the expert chose otherwise, did not matter with every "
                     f"card known: no other choice there did better in the lines tried. The "
                     f"expert's choices weigh the deals {they} could not see, not these cards "
                     f"as they lay.")
    elif apart:
        # "the expert's choice: the 10♠" at decisions 2 and 4 beside "the first decision that
        # mattered was decision 9" read as a contradiction without this
        elsewhere = (f" Where the expert chose otherwise at another decision, its choice "
                     f"weighs the deals {they} could not see, not these cards as they lay.")
    return (scored,
            f"With every card known, {they} could have {_reached(state, review.best)}"
            f"{f' {review.best_how}' if review.best_how else ''}. "
            f"The first decision that mattered was decision {k + 1}{where}: instead of "
            f"“{chose}”, {_line_words(review)}.{elsewhere}", model)
