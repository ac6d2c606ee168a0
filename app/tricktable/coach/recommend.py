"""One recommendation per hint, in words: the action, the rule behind it, and the search's figures.

Why two halves: the verdict (:mod:`.weighing`) is numbers computed from the person's view in the
worker process; the words need the game's own phrases for actions (``State.describe``), which the
window's process has. ``hint_for`` joins them; ``recommend`` does both in one process (the
``hints`` command, tests).

What the words promise (issue: hints that teach): one action, the same in the headline, the
selection on the table and the figures; figures in the player's own units for the best two or
three choices, as paired differences over the same imagined deals; a difference within chance is
called that; where the search overrules the rule player, one plain sentence says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ai.base import amount, rule_agent_class
from ..ai.decisions import move_seed, moves_made
from ..ai.evaluation import score_sign
from ..engine.protocol import Action, State
from ..engine.view import View
from ..engine.words import Sentence, capital, counted, say_list
from .hints import imperative, second_verb
from .weighing import (
    HINT_SCALE,
    HINT_SECONDS,
    Comparison,
    Verdict,
    rule_verdict,
    weigh_decision,
)

#: in place of the figures, where the choice is the rule's alone (``search_scope``)
LEFT_TO_RULE = ("No figures here: deals played out with the cards you cannot see dealt at "
                "random would not give the others the hands their bids and announcements "
                "show, so this choice follows the rule.")
#: a review's note on such a choice, after the expert's (the club player's) choice
RULE_ONLY = "the club player's rule: imagined deals cannot weigh this choice"


@dataclass(frozen=True)
class Advice:
    """A hint as shown: ``action`` (what the table selects), ``headline`` ("play the 10♦"),
    ``reason`` (the rule's sentence, or why the search overrules it), ``figures`` (the search's
    comparison, "" for a forced move), ``text`` all of it as one paragraph."""

    action: Action
    headline: str
    reason: str
    figures: str
    text: str
    verdict: Verdict


def hint_seed(state: State, player: int) -> int:
    """The seed of a hint: fixed by the game's seed and the position (the move number), so the
    same position of the same game always gets the same hint, and differs from the computer
    players' own seeds for that move."""
    return move_seed(state.seed, player, moves_made(state)) ^ 0x2C0AC4


def action_words(state: State, action: Action, names: list[str] | None = None) -> str:
    """What to do, said to the person: "play the 10♦", "bury the A♥ and the K♣", "pass",
    "double East" (the players' ``names`` fill a sentence about players; without them the
    engine's "player 4"). The cards of a discard are named here, in the pack's order, and only
    here: the rule players' reasons say "Bury them", "Lay them away"."""
    codec = state.rules.codec
    if action.type == "play" and action.card >= 0:
        return f"play the {codec.short(action.card)}"
    cards = action.get("cards")
    words = state.describe(action)
    if action.type == "discard" and isinstance(cards, int):  # the game's verb: "bury …"
        return f"{_discard_verb(words)} {codec.list_short(cards)}"
    if names is not None and isinstance(words, Sentence):
        words = words.fill(names)
    return imperative(words)


def _discard_verb(described: str) -> str:
    """The verb a game gives a discard ("discards two cards", Sheepshead's "buries two
    cards"), said to the person: "discard", "bury"."""
    return imperative(described).split(" ", 1)[0] if described else "discard"


def _after_would(words: str) -> str:
    """An action after "would": "would play the 10♦", "would not double" ("would do not
    double" was said)."""
    return words[len("do "):] if words.startswith("do not ") else words


def _doing(state: State, action: Action, names: list[str] | None = None) -> str:
    """An alternative, after "as good as", "the same as" and "than": "the 10♦", "passing",
    "bidding Preferred Three", "burying the A♥ and the K♣", "not doubling", "contra'ing East's
    heart hit" ("about as good as to bid Preferred Three" was said; and "than to …" beside it,
    "about as good as announcing heart catch …; … more for you than to announce diamond
    catch …", did not read in parallel)."""
    words = action_words(state, action, names)
    if words.startswith("play the "):
        return words[len("play "):]
    negative = words.startswith("do not ")
    if negative:
        words = words[len("do not "):]
    verb, _, rest = words.partition(" ")
    said = f"{_ing(verb)} {rest}" if rest else _ing(verb)
    # a second verb, as the game's own phrase has it ("lays the set face up and looks at the
    # next"); any other word after "and" begins a second object ("double West and the
    # declarer", "announce diamond catch, heart catch and trump hit": "trumping hit" was said)
    then = second_verb(str(state.describe(action)))
    head, sep, after = said.rpartition(f" and {then} ") if then else ("", "", "")
    if sep:
        said = f"{head} and {_ing(then)} {after}"
    return f"not {said}" if negative else said


def _ing(verb: str) -> str:
    """A verb's -ing form by the spelling rules the actions' verbs need: "choosing" (a silent
    e dropped), "bidding" (one short syllable: its consonant doubled), "passing", "burying",
    and "contra'ing" (as the tables write "contra'd")."""
    vowels = "aeiou"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")) and len(verb) > 2:
        return verb[:-1] + "ing"
    if verb.endswith("a"):
        return verb + "'ing"
    groups = sum(1 for i, ch in enumerate(verb) if ch in vowels
                 and (i == 0 or verb[i - 1] not in vowels))
    if (len(verb) >= 3 and groups == 1 and verb[-1] not in vowels + "wxy"
            and verb[-2] in vowels and verb[-3] not in vowels):
        return verb + verb[-1] + "ing"
    return verb + "ing"


def comparison_words(state: State, view: View, action: Action, c: Comparison,
                     names: list[str] | None = None) -> str:
    """How ``action`` came out against ``c``'s alternative: "about as good as passing (…)",
    "about 2.0 fewer points taken than the Q♠" (the review's words, after "over 52 imagined
    deals,")."""
    return _compared(state, view, action, c, names)[1]


def _compared(state: State, view: View, action: Action, c: Comparison,
              names: list[str] | None = None) -> tuple[str, str]:
    """``comparison_words`` and the verb that makes them a sentence's end after the action:
    "was" before "about as good as …" and "the same for your own score as …", "meant" before
    a game's difference ("meant about 2.0 points more for you than the Q♠": "came out about
    2.0 points …" read as jargon)."""
    agent = rule_agent_class(state.rules.id)
    doing = _doing(state, c.action, names)
    if _within_chance(c):
        # where the game's rule is sure the other choice gives points for nothing, the deals
        # not telling them apart does not make it "about as good" (``Agent.sure_mistake``)
        sure = agent.sure_mistake(view, state.legal_actions(), c.action, action)
        if sure is not None and sure[0] == action:
            return "was", (f"not told apart from {doing} (the difference is within chance), "
                           f"but {doing} gives points away for nothing")
        return "was", f"about as good as {doing} (the difference is within chance)"
    sign = score_sign(state.rules.id)
    ahead = sign * (c.own - c.others)
    if amount(c.own) == amount(0.0) and ahead > 0 < c.utility:
        same = f"the same for your own score as {doing}"
        if not _has_left_behind(state):  # the others, in plain words (see ``_others_worse``)
            return "was", same + _others_worse(state, c)
        # a Sheepshead defender's own score does not move; only the Player's does
        whom, times = _left_behind(state, view)
        return "was", f"{same}, but with {whom} {agent.lead_change(view, ahead * times)}"
    text = f"{agent.score_change(view, c.own)} than {doing}"
    if sign * c.own <= 0 < c.utility:
        text += _beyond_score(state, view, action, c)
    return "meant", text


def _beyond_score(state: State, view: View, action: Action, c: Comparison) -> str:
    """Why an action that meant no better a score of the person's own did better, after its
    figure: the game's own words where its rule player has some (Barbu's contract: each is
    played once), else what the others' scores did, in plain words: ", but the others came
    out about 0.9 points worse on average, and what counts is your score against theirs".
    Why: the rule players' old general "but it leaves the others further behind you" was read
    beside "about 0.1 more points taken" in a first deal at 0-0, where nobody is behind and
    nothing said why taking more was advised. "" where the others did not come out worse
    (the difference is then a game's winning bonus, which no figure here shows)."""
    said = rule_agent_class(state.rules.id).beyond_score_words(view, action)
    return f", {said}" if said else _others_worse(state, c)


#: why the others' scores count, said after them
_AGAINST = "and what counts is your score against theirs"


def _others_worse(state: State, c: Comparison) -> str:
    """How much worse the others' average came out, in the game's units: ", but the others
    came out about 0.9 points worse on average, and what counts is your score against
    theirs" ("a little worse" below 0.05); "" where they did not come out worse. Said in
    plain words, never "further behind you": at 0-0 nobody is behind."""
    agent = rule_agent_class(state.rules.id)
    worse = -score_sign(state.rules.id) * c.others
    if worse <= 0:
        return ""
    unit = agent.SCORE_UNIT if amount(worse) in ("1", "1.0") else f"{agent.SCORE_UNIT}s"
    by = "a little" if amount(worse) == amount(0.0) else f"about {amount(worse)} {unit}"
    return f", but the others came out {by} worse on average, {_AGAINST}"


def _has_left_behind(state: State) -> bool:
    """Whether the game's rule player says who a choice moves (``left_behind``: Sheepshead,
    whose defenders' own scores do not move), and so its own words for it."""
    return getattr(rule_agent_class(state.rules.id), "left_behind", None) is not None


def _deals_showed(state: State, chosen: Action, c: Comparison, names: list[str] | None) -> str:
    """What the deals showed beyond the mean of one comparison, said after its figure as a
    fact: "; the 10♦ won the trick in 95 of those 104 deals, the 2♣ in none" (``chosen`` the
    card the figure is about: "it won the trick in none of them, the Q♥ in 321" left a
    tester unsure what "it" was and what 321 counted), else how often the choice compared,
    "it", did better and worse ("; it did better in 150 of them, worse in 40"), and where
    those counts go against the mean, that plainly ("; it did worse more often (100 deals
    against 77), but by less"); "" where the deals show neither.

    Why after the figure and never as the reason: the coach does not know whether winning a
    trick is good (in Barbu's No Tricks it costs), and "did better: it won the trick in 95 of
    them" right after a rule against winning costly tricks read backwards; "did better: … behind
    it in 100" read as a contradiction."""
    other = _doing(state, c.action, names)
    if c.won >= 0 <= c.other_won and c.won != c.other_won:
        # "in all 111", not "in 111": beside "none of them" the bare figure was read as
        # garbled ("it won the trick in none of them, the Tomfool in 111")
        mine = _doing(state, chosen, names)
        count = "none of those" if not c.won else f"{_some(c.won, c.worlds)} of those" \
            if c.won == c.worlds else f"{c.won} of those {c.worlds}"
        return f"; {mine} won the trick in {count} deals, {other} in " \
               f"{_some(c.other_won, c.worlds)}"
    more, fewer = (c.behind, c.ahead) if c.utility > 0 else (c.ahead, c.behind)
    if c.utility != 0 and more > fewer:
        word = "worse" if c.utility > 0 else "better"
        return f"; it did {word} more often ({counted(more, 'deal')} against {_some(fewer)}), " \
               "but by less"
    if c.ahead or c.behind:
        return f"; it did better in {_some(c.ahead)} of them, worse in {_some(c.behind)}"
    return ""


def _left_behind(state: State, view: View) -> tuple[str, float]:
    """Who moves when the person's own score does not, and how many times the others' average
    they move: the game's rule player says (``left_behind``: a Sheepshead defender's partner
    scores as they do, and "the others about 2.0 game points further behind you" counted the
    partner's unchanged score in, for a Player 4.0 behind); else the others, by their average."""
    own = getattr(rule_agent_class(state.rules.id), "left_behind", None)
    return own(view) if own is not None else ("the others", 1.0)


def deals_clause(worlds: int) -> str:
    """The search's deals said once per hint, where they are first named: "400 deals played
    out from here, with the cards you cannot see dealt at random". Why: "imagined deals" was
    jargon a learner could not follow (what are they?); later mentions say "those deals"."""
    return (f"{counted(worlds, 'deal')} played out from here, with the cards you cannot see "
            "dealt at random")


def figures_words(state: State, view: View, verdict: Verdict,
                  names: list[str] | None = None, told: bool = False) -> str:
    """The search's figures for the best two or three choices ("" when there is nothing to
    compare), in a card player's words: "In 517 deals played out from here, with the cards
    you cannot see dealt at random, the 10♦ meant about 0.6 fewer points taken than the 2♦.
    The Q♦ was tried only in the first 266 deals, then dropped, as it was already doing worse:
    in those deals, …",
    or one count for both where the search tried the second choice as long. ``told``: the
    hint's reason has said what the deals are and how many ("In those deals, …" then).

    Why a choice was weighed on fewer deals is said plainly, and its label follows its
    figure: "set aside …, a little behind" beside "about as good as" said behind and equal
    in one sentence; a choice within chance was "doing no better (the difference was within
    chance)". Where every difference is within chance the figures begin "The choices were
    close": "was about as good as" alone read as if the hinted card were clearly the best."""
    cs = [c for c in verdict.comparisons if c.worlds > 0]
    if not cs:
        return ""
    first = cs[0]
    subject = _doing(state, verdict.action, names)
    verb, words = _showed(state, view, verdict, first, names)
    deals = "those deals" if told else deals_clause(first.worlds)
    text = f"In {deals}, {subject} {verb} {words}"
    if all(_within_chance(c) for c in cs):
        text = f"The choices were close: i{text[1:]}"
    prev = first
    for c in cs[1:]:
        # after what the deals showed ("…; it won the trick in 95 of them, the 2♣ in none"),
        # "; in the same deals, it …" would take the 2♣ for "it": a sentence of its own
        after_fact = _showed(state, view, verdict, prev, names) != \
            _compared(state, view, verdict.action, prev, names)
        verb, words = _showed(state, view, verdict, c, names)
        prev = c
        if c.worlds == first.worlds and after_fact:
            text += f". In the same deals, {subject} {verb} {words}"
        elif c.worlds == first.worlds:
            text += f"; in the same deals, it {verb} {words}"
        else:
            ahead = [o.action for o in cs if o.worlds > c.worlds]
            text += ". " + _set_aside(state, verdict.action, c, names, f"{verb} {words}", ahead)
    note = rule_agent_class(state.rules.id).figures_note(view)
    if note and not all(_within_chance(c) for c in cs):
        return f"{text}. {note}"
    return text + "."


def _showed(state: State, view: View, verdict: Verdict, c: Comparison,
            names: list[str] | None) -> tuple[str, str]:
    """``_compared``, and where the hint overrules the rule and ``c`` is the rule's choice,
    what the deals showed of the two (``_deals_showed``) after the figure: the hint's reason
    says only that the search's choice did better."""
    verb, words = _compared(state, view, verdict.action, c, names)
    if verdict.action != verdict.rule_action and c.action == verdict.rule_action:
        words += _deals_showed(state, verdict.action, c, names)
    return verb, words


def _set_aside(state: State, action: Action, c: Comparison, names: list[str] | None,
               compared: str, ahead: list[Action] | None = None) -> str:
    """Why a choice was weighed on fewer deals, with the label its figure bears out.

    The search's halving stops trying the choices that do worse, so a later one was set
    against ``action`` on fewer deals ("Over 125 imagined deals …; over 57 deals, …" gave
    two sample sizes and no reason). A choice set aside within chance is never called
    "behind" ("set aside …, a little behind: … about as good as" said both at once): it was
    not ahead, or, where it was a little ahead of ``action``, about as good; a clear
    difference is "already doing worse", with its figure ("clearly behind" stood beside 1.0
    point while an unlabelled figure beside it was 10). Said plainly: "Burying the 9♠ and the
    7♣ was not tried after the first 86 of them" was the search's way of saying it stopped
    playing that choice out in the rest of the deals.

    ``ahead``: the choices still tried after it (those the halving kept over it, but the
    hinted ``action``, which the search keeps to the end as the rule's). A choice a little
    ahead of ``action`` was set aside because they came out ahead of it, and the words name
    them: "it was about as good as the 7♣ …, and other choices did better" read as a
    contradiction (as good as the hinted card, yet others better?)."""
    alt = _doing(state, c.action, names)
    few = "the first deal" if c.worlds == 1 else f"the first {c.worlds} deals"
    # "After the first 74 deals, choosing No Last Two was not played out in the rest: it was
    # not ahead" was the search's jargon to a tester: said as a card player would
    head = f"{capital(alt)} was tried only in {few}, then dropped"
    if not _within_chance(c):
        return f"{head}, as it was already doing worse: in those deals, " \
               f"{_doing(state, action, names)} {compared}"
    if c.utility >= 0:
        return f"{head}: it was doing no better (the difference was within chance)"
    mine = _doing(state, action, names)
    kept = [_doing(state, a, names) for a in ahead or () if a != action and a != c.action]
    if not kept:
        return f"{head}: it was about as good as {mine} (the difference was within chance)"
    return (f"{head}, as {say_list(kept)} came out ahead of it in those deals; against {mine} "
            "it was about as good (the difference was within chance)")


def _within_chance(c: Comparison) -> bool:
    """Whether a comparison's difference is within chance ("about as good as")."""
    return abs(c.utility) <= c.clear * c.error


def _how_better(state: State, view: View, verdict: Verdict,
                names: list[str] | None = None) -> str:
    """How the search's choice beat the rule's, naming it ("but in the imagined deals this did
    better" left "this" to be guessed): "the K♠ did better" (the figures say by how much:
    "clearly better" was read as a large difference beside 0.1 of a point), or, where the
    person's own score is the same either way (a Sheepshead defender), "the K♠ leaves the
    Player worse off" ("clearly better" stood beside "the same for your own score"; "further
    behind you" was said at 0-0, where nobody is behind)."""
    doing = _doing(state, verdict.action, names)
    first = next((c for c in verdict.comparisons if c.worlds > 0), None)
    if first is not None and amount(first.own) == amount(0.0) and _has_left_behind(state) \
            and score_sign(state.rules.id) * (first.own - first.others) > 0:
        return f"{doing} leaves {_left_behind(state, view)[0]} worse off"
    return f"{doing} did better"


def _some(n: int, every: int = 0) -> str:
    """A count of deals after "in": "12", "none" ("in 0" read as a misprint), "all 111" when
    it is ``every`` deal of the comparison."""
    return "none" if not n else f"all {n}" if n == every and n > 1 else str(n)


def _close_reason(state: State, view: View, verdict: Verdict) -> str:
    """The rule's reason for a choice its imagined deals found within chance of every other,
    where the game's rule player words such a choice its own way (``close_reason``), else "".
    Why: "your hand is strong enough to play alone against two" and then "taking the window
    was about as good as passing (the difference is within chance)" contradicted each other;
    the first sentence must agree with the figures after it."""
    cs = [c for c in verdict.comparisons if c.worlds > 0]
    if not cs or not all(_within_chance(c) for c in cs):
        return ""
    close = getattr(rule_agent_class(state.rules.id), "close_reason", None)
    return close(view, verdict.action) if close is not None else ""


def _overrule_reason(state: State, view: View, verdict: Verdict) -> str:
    """Why the search's choice, in the game's own words, where it overrules the rule and the
    game's rule player can say so from the cards (``overrule_reason``: a Sheepshead
    defender's ace given to a trick its partner may win), else "". Why: the hint said only
    that the choice "did better", and gave figures; a learner was left to guess why."""
    words = getattr(rule_agent_class(state.rules.id), "overrule_reason", None)
    if words is None:
        return ""
    return words(view, state.legal_actions(), verdict.action, verdict.rule_action)


def hint_for(state: State, player: int, verdict: Verdict,
             names: list[str] | None = None) -> Advice:
    """The words of a verdict for the person at ``player`` (see :class:`Advice`), with the
    players' ``names`` as the table shows them."""
    view = state.view(player)
    action = verdict.action
    headline = action_words(state, action, names)
    rule_reason = verdict.rule_reason
    if names is not None and isinstance(rule_reason, Sentence):
        rule_reason = rule_reason.fill(names)
    if action == verdict.rule_action:
        reason = _close_reason(state, view, verdict) or rule_reason
    else:
        usual = _after_would(action_words(state, verdict.rule_action, names))
        first = next((c for c in verdict.comparisons if c.worlds > 0), None)
        deals = deals_clause(first.worlds) if first is not None else \
            "deals played out from here"
        reason = (f"The usual rule would {usual} "
                  f"(“{rule_reason.rstrip('.')}”), but in {deals}, "
                  f"{_how_better(state, view, verdict, names)}.")
        why = _overrule_reason(state, view, verdict)
        if why:
            reason += f" {why}"
    figures = figures_words(state, view, verdict, names, told=action != verdict.rule_action)
    if not figures and verdict.left_to_rule:
        figures = LEFT_TO_RULE
    text = " ".join(t for t in (f"{headline[:1].upper()}{headline[1:]}.", reason, figures) if t)
    return Advice(action, headline, reason, figures, text, verdict)


def recommend(state: State, player: int, seconds: float = HINT_SECONDS,
              scale: float = HINT_SCALE, among: list[Action] | None = None,
              names: list[str] | None = None) -> Advice | None:
    """The hint for ``player`` in this position, computed here (None when it is not their turn),
    its sentences about players filled with ``names``. The same position of the same game
    gives the same hint every time."""
    if state.to_act != player:
        return None
    legal = state.legal_actions()
    if not legal:
        return None
    verdict = weigh_decision(state.rules.id, state.view(player), legal,
                             hint_seed(state, player), seconds=seconds, scale=scale,
                             among=among)
    return hint_for(state, player, verdict, names)


def check_words(state: State, player: int, better: Action, c: Comparison,
                names: list[str] | None = None, why: str = "") -> str:
    """The play checker's warning: the better choice and what the person's costs ("Play the
    10♦ instead? In 120 deals played out from here, …, it meant about 3.0 fewer points taken
    than the Q♠; it won the trick in 20 of them, the Q♠ in 390."), in the hint's words: the
    person's own card is named beside the figure and what the deals showed of it follows the
    figure as a fact (``_deals_showed``). A sentence of its own, "The 2♣ won the trick in none
    of them, and the J♣ in 95.", read as what was wrong with the person's card where winning
    the trick costs."""
    view = state.view(player)
    what = action_words(state, better, names)
    verb, words = _compared(state, view, better, c, names)
    # ``why``: the checker's sure words ("The Player has won this trick for sure: …")
    sure = f"{why} " if why else ""
    text = (f"{what[:1].upper()}{what[1:]} instead? {sure}In {deals_clause(c.worlds)}, "
            f"it {verb} {words}{_deals_showed(state, better, c, names)}.")
    # why, in a rule a player can learn, where the usual rule chooses it too (the figures alone
    # taught a newcomer nothing: "Play the 4♣ instead? … 3.8 fewer points taken than the Q♥")
    rule = rule_verdict(state.rules.id, view, state.legal_actions(), hint_seed(state, player))
    why = rule.rule_reason.fill(names) if names is not None and isinstance(
        rule.rule_reason, Sentence) else str(rule.rule_reason or "")
    if rule.action == better and why:
        text += f" {_rule_too(why, better, names)}"
    return text


#: the rule's own words that name a discard's cards, said again before its reason ("Bury
#: them: …", "Lay it away: …"): the checker's question has named the cards already
_DISCARD_HEADS = ("them", "it", "them away", "it away")


def _rule_too(why: str, action: Action, names: list[str] | None) -> str:
    """The checker's "the usual rule chooses it too", with the rule's reason as one sentence:
    "The usual rule chooses it too: Bury them: their 10 points …" gave one sentence two colons
    and a capital after each. A discard's "Bury them:" is left out (the question names the
    cards), the reason goes on in small letters after the colon (a player's name keeps its
    capital), and a reason with a colon of its own stands as a sentence of its own."""
    said = why
    if action.type == "discard":
        head, colon, after = why.partition(": ")
        if colon and head.partition(" ")[2] in _DISCARD_HEADS:
            said = after
    first = said.split(". ", 1)[0]
    if ": " in first:
        return f"The usual rule chooses it too. {said[:1].upper()}{said[1:]}"
    word = said.split(" ", 1)[0]
    if word not in (names or ()) and word != "I":
        said = said[:1].lower() + said[1:]
    return f"The usual rule chooses it too: {said}"
