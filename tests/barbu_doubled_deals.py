"""A Barbu record to start a window test at: No Last Two declared by the person (player 0),
every player doubling all they may and nobody redoubling, played at random to the hand's last
card, which a computer lays. Loaded, the computer lays it and the hand's summary comes up with
every pair of players doubled."""

from __future__ import annotations

import random

from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules

#: the long names a tester sat at the table with (1366 x 768, both side panels open)
LONG_NAMES = ("Maggie", "Bartholomew the Elder", "North", "East")


def _pick(state, rng: random.Random):
    legal = state.legal_actions()
    kind = legal[0].type
    if kind == "choose-contract":
        chosen = [a for a in legal if a.get("contract") == "no-last-two"]
        return chosen[0] if chosen else None
    if kind == "double":
        return max(legal, key=lambda a: len(a.get("targets") or ()))
    if kind == "redouble":
        return min(legal, key=lambda a: len(a.get("targets") or ()))
    return rng.choice(legal)


def everyone_doubled_no_last_two(names: tuple[str, ...] = LONG_NAMES,
                                 seeds=range(1, 200)) -> dict:
    """The record (players named ``names``, the first the person) one card before the end of a
    No Last Two hand the person declared, every player having doubled everyone they could."""
    rules = get_rules("barbu")
    for seed in seeds:
        state, rng = rules.new_game(seed), random.Random(seed)
        if state.declarer != 0:
            continue
        while state.stage != "play" or len(state.deal_log.tricks) < 12 \
                or sum(bin(h).count("1") for h in state.hands) > 1:
            action = _pick(state, rng)
            if action is None:
                break
            state.apply(action)
        else:
            if state.to_act != 0 and len(state.doubles) >= 5:
                players = [{"name": names[0], "kind": "human"}] + [
                    {"name": n, "kind": "computer", "level": "rule"} for n in names[1:]]
                return make_record(state, players)
    raise AssertionError("no such hand came up")


def dominoes_declared_by_the_person(names: tuple[str, ...] = LONG_NAMES) -> dict:
    """The record (players named ``names``, the first the person) of the person's first turn in
    a Dominoes hand they declared from 9, North having doubled them and nobody else: the rows
    still empty, the person to play a card or pass, as the tester had it."""
    rules = get_rules("barbu")
    for seed in range(1, 200):
        state = rules.new_game(seed)
        if state.declarer != 0:
            continue
        state.apply(next(a for a in state.legal_actions()
                         if a.get("contract") == "dominoes" and a.get("start_rank") == "9"))
        while state.stage != "dominoes":
            legal = state.legal_actions()
            doubled = [a for a in legal if a.get("targets") == (0,)]
            state.apply(doubled[0] if doubled and state.to_act == 2 else
                        min(legal, key=lambda a: len(a.get("targets") or ())))
        if state.to_act == 0 and len(state.legal_actions()) > 1:
            players = [{"name": names[0], "kind": "human"}] + [
                {"name": n, "kind": "computer", "level": "rule"} for n in names[1:]]
            return make_record(state, players)
    raise AssertionError("no such hand came up")
