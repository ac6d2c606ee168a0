"""What must hold in every position of every game: the checks the soak command and the property
tests share (one implementation, so the command and the tests cannot drift apart).

Each check raises :class:`InvariantError` (an AssertionError, so pytest reports it as a failed
assertion) with a sentence saying what broke. The checks only use the engine protocol and the few
fields every trick game keeps (hands, taken tricks, the trick in play, discards, Dominoes rows), so
they hold for any rule set; a game's own scoring rules are checked by its property tests.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from .protocol import Action, IllegalAction
from .record import replay
from .record_write import deal_to_json, make_record
from .view import View


class InvariantError(AssertionError):
    """A position that breaks a rule every game keeps; the message says which and where."""


def ensure(condition: Any, message: str) -> None:
    if not condition:
        raise InvariantError(message)


def strip(view: View) -> dict:
    """Every field of a view by name, to compare two views: the check fails on anything but a
    typed ``View`` (whose fields are all a player may know)."""
    ensure(isinstance(view, View), f"a view must be a View, not {type(view).__name__}")
    return view.fields()


def _mask(value: Any) -> int:
    if isinstance(value, int):
        return value
    return sum(1 << c for c in value)


def card_places(state: Any) -> list[tuple[str, int]]:
    """The places a card can be in now, each as a mask: hands, tricks taken, the trick in play,
    discards and Dominoes rows. A card in none of them is still in the stock (or window)."""
    places = [(f"hand {p}", h) for p, h in enumerate(state.hands)]
    places += [(f"tricks taken by {p}", t) for p, t in enumerate(state.taken)]
    places.append(("the trick in play", _mask(state.trick)))
    discards = getattr(state, "discards", None)
    if isinstance(discards, int):
        places.append(("the discards", discards))
    elif isinstance(discards, list | tuple):
        places += [(f"discards of {p}", _mask(d)) for p, d in enumerate(discards)]
    table = getattr(state, "table", None)
    if isinstance(table, int):
        places.append(("the Dominoes rows", table))
    return places


def check_cards_in_one_place(state: Any) -> None:
    """Every card of the pack is in exactly one place; cards in no place are stock cards."""
    seen = 0
    for name, mask in card_places(state):
        twice = seen & mask
        ensure(not twice, f"deal {state.deal_number}: a card is in {name} and somewhere else "
                          f"({state.rules.codec.codes(twice)})")
        seen |= mask
    ensure(not seen & ~state.DECK, f"deal {state.deal_number}: a card outside the pack is in play")
    pool = _mask(getattr(state, "stock", ()) or ()) | _mask(getattr(state, "window", ()) or ())
    lost = state.DECK & ~seen & ~pool
    ensure(not lost, f"deal {state.deal_number}: cards are nowhere: "
                     f"{state.rules.codec.codes(lost)}")


def check_to_act(state: Any) -> None:
    """``to_act`` is kept as a plain attribute (see TrickGameState): it must name the
    controller of the acting position, or nobody once the game is over."""
    expected = None if state.over else state.controller[state.turn]
    ensure(state.to_act == expected,
           f"to_act is {state.to_act}, but position {state.turn}'s controller is {expected}")


def check_deal_cards(state: Any) -> None:
    """Every card of the pack is dealt exactly once in every deal so far."""
    logs = list(state.history)
    if state.deal_log is not None and state.deal_log not in logs:
        logs.append(state.deal_log)
    for log in logs:
        seen = 0
        total = 0
        for h in log.hands:
            ensure(not (seen & h), f"deal {log.number}: a card is dealt twice")
            seen |= h
            total += h.bit_count()
        for c in log.stock:
            ensure(not (seen >> c & 1), f"deal {log.number}: a stock card is also in a hand")
            seen |= 1 << c
            total += 1
        ensure(seen == state.DECK, f"deal {log.number}: the deal is not exactly the pack")
        ensure(total == state.DECK.bit_count(), f"deal {log.number}: the deal has extra cards")


def check_totals(state: Any) -> None:
    """Each finished deal's totals are the previous totals plus its score."""
    running = None
    for log in state.history:
        ensure(log.score is not None and log.totals is not None,
               f"deal {log.number} is in the history without a score")
        ensure(len(log.score) == state.num_players, f"deal {log.number}: a score per player")
        if running is None:
            running = list(log.score)
        else:
            running = [a + b for a, b in zip(running, log.score, strict=True)]
        ensure(list(log.totals) == running,
               f"deal {log.number}: totals {list(log.totals)} are not the sum of the scores "
               f"{running}")
    if running is not None:
        ensure(list(state.totals) == running, "the totals differ from the sum of the deals")


def illegal_candidates(state: Any, legal: list[Action]) -> list[Action]:
    """Actions that are not legal now: plays of other cards, and a pass if it is not legal."""
    legal_set = set(legal)
    out = [a for a in (Action("play", c) for c in range(96) if state.DECK >> c & 1)
           if a not in legal_set]
    if Action("pass") not in legal_set:
        out.append(Action("pass"))
    return out


def check_legal_accepted(state: Any, legal: list[Action]) -> None:
    ensure(legal, "a player to act must have a legal action")
    for a in legal:
        ensure(state.why_illegal(a) is None, f"{a} is listed legal but refused")


def fingerprint(state: Any) -> str:
    """The position in a comparable form: the current deal's record, everyone's view and the
    game's counters (the finished deals cannot change without these changing)."""
    log = deal_to_json(state.rules.codec, state.rules, state.deal_log)
    views = [state.view(p) for p in range(state.num_players)]
    return json.dumps([log, views, state.deal_number, len(state.history), list(state.totals),
                       state.to_act], sort_keys=True, default=repr)


def check_legal_apply(state: Any, legal: list[Action], rng: random.Random,
                      sample: int = 6) -> None:
    """Legal actions (a sample of them) apply to a copy of the position without an error."""
    for a in rng.sample(legal, min(sample, len(legal))):
        try:
            state.copy().apply(a)
        except IllegalAction as exc:
            raise InvariantError(f"the legal {a} was refused on applying: {exc}") from exc


def check_illegal_refused(state: Any, legal: list[Action], rng: random.Random) -> None:
    """A sampled illegal action is refused with a reason and changes nothing."""
    cands = illegal_candidates(state, legal)
    if not cands:
        return
    action = rng.choice(cands)
    before = fingerprint(state)
    reason = state.why_illegal(action)
    ensure(isinstance(reason, str) and reason, f"{action} should be illegal")
    try:
        state.apply(action)
    except IllegalAction:
        pass
    else:
        raise InvariantError(f"{action} was applied although it is illegal ({reason})")
    ensure(fingerprint(state) == before, "a refused action changed the state")


def check_view_hides(state: Any, player: int, rng: random.Random) -> None:
    """Swapping two hidden cards between two hands the player cannot see leaves their view equal."""
    view = state.view(player)
    hidden = [p for p in range(state.n) if view.hands[p] is None]
    if len(hidden) < 2:
        return
    q1, q2 = rng.sample(hidden, 2)
    h1, h2 = state.hands[q1], state.hands[q2]
    if not h1 or not h2:
        return
    c1 = rng.choice([c for c in range(96) if h1 >> c & 1])
    c2 = rng.choice([c for c in range(96) if h2 >> c & 1])
    swapped = state.copy()
    swapped.hands[q1] = h1 ^ (1 << c1) | (1 << c2)
    swapped.hands[q2] = h2 ^ (1 << c2) | (1 << c1)
    ensure(strip(swapped.view(player)) == strip(view),
           f"player {player}'s view changes when hidden cards of positions {q1} and {q2} "
           "are swapped")


def check_sample_world(state: Any, player: int, rng: random.Random) -> None:
    view = state.view(player)
    world = state.rules.sample_world(view, rng)
    ensure(strip(world.view(player)) == strip(view), "sample_world disagrees with the view")
    for p in range(state.n):
        ensure(world.hands[p].bit_count() == state.hands[p].bit_count(),
               f"sample_world gave position {p} the wrong number of cards")
        ensure(not (world.hands[p] & view.voids[p]), "sample_world ignored a revealed void")
    if state.to_act == player:
        ensure(world.legal_actions() == state.legal_actions(),
               "the legal actions differ in a sampled world")


def check_replay(state: Any) -> None:
    """The record, through JSON, replays to the same record and the same views."""
    doc = json.loads(json.dumps(make_record(state)))
    again = replay(doc, {state.rules.id: state.rules}.__getitem__)
    ensure(json.dumps(make_record(again), sort_keys=True) == json.dumps(doc, sort_keys=True),
           "the replayed record differs from the record")
    for p in range(state.num_players):
        ensure(again.view(p) == state.view(p), f"player {p}'s view differs after the replay")


def check_game(rules: Any, options: dict, seed: int, chooser: Callable[[Any, list], Action],
               *, deep_every: int = 7, max_deals: int | None = None,
               deal_check: Callable[[Any, Any], None] | None = None,
               max_actions: int = 100_000, replay_every_deal: bool = False) -> Any:
    """Play a game with ``chooser(state, legal)`` picking moves, checking invariants as it goes.

    After every action: cards each in one place and legal actions accepted. Every ``deep_every``
    steps the costly checks (an illegal action refused, views hiding cards, ``sample_world``).
    ``deal_check(state, log)`` is called for every finished deal (the game's score rules). A game
    that needs more than ``max_actions`` actions fails: every game must end.
    """
    rng = random.Random(seed)
    state = rules.new_game(seed=seed, **options)
    check_deal_cards(state)
    check_to_act(state)
    step = 0
    deals_seen = 0
    while state.to_act is not None:
        ensure(step < max_actions, f"the game did not end within {max_actions} actions "
                                   f"(deal {state.deal_number}, totals {list(state.totals)})")
        legal = state.legal_actions()
        check_legal_accepted(state, legal)
        if step % deep_every == 0:
            check_legal_apply(state, legal, rng)
            check_illegal_refused(state, legal, rng)
            p = rng.randrange(state.num_players)
            check_view_hides(state, p, rng)
            check_sample_world(state, p, rng)
        action = chooser(state, legal)
        ensure(action in legal, f"the chooser picked {action}, which is not legal")
        state.apply(action)
        step += 1
        check_cards_in_one_place(state)
        check_to_act(state)
        while deals_seen < len(state.history):
            if deal_check is not None:
                deal_check(state, state.history[deals_seen])
            deals_seen += 1
            check_totals(state)
            if replay_every_deal and state.to_act is not None:
                check_replay(state)
        if max_deals is not None and deals_seen >= max_deals:
            break
    check_deal_cards(state)
    check_totals(state)
    check_replay(state)
    return state
