"""``hints``: the coach's hint at positions of seeded games, one line each, checked.

    python -m tricktable hints --game barbu --positions 20 --seed 1 [--option k=v]

Rule players play seeded games; at ``--positions`` decisions covering every kind of decision the
game has (a card, a discard, a bid, the window, doubles, ...) the coach is asked for its hint,
exactly as the window asks it. Each line: the kind of decision, the hint's action, its words and
figures. Exits 1 if a hint is missing, illegal, has no words, has no figures where there was a
choice to weigh, has figures that call another choice clearly better than itself, or took more of
the worker's CPU time than its budget. The same command prints the same lines every time (the
timing goes to stderr with ``--times``).
"""

from __future__ import annotations

import argparse
import sys

from ..coach.positions import positions
from ..coach.recommend import Advice, recommend
from ..coach.weighing import HINT_SCALE, HINT_SECONDS
from ..engine.protocol import OptionError, State
from ..engine.words import counted
from ..games.registry import GAME_IDS, get_rules
from ..presentation.new_game_choices import seat_places
from .arguments import at_least_one, positive
from .simulate import parse_options

#: the wall-clock guard of a search here: generous, so a busy machine does not cut a search short
#: and change its answer (the budget is checked on CPU time, which other processes do not take)
GUARD_SECONDS = 60.0


def check(state: State, advice: Advice | None, budget: float) -> str | None:
    """What is wrong with a hint (None for nothing), for the exit code."""
    if advice is None:
        return "no hint"
    legal = state.legal_actions()
    if advice.action not in legal or state.why_illegal(advice.action) is not None:
        return f"illegal hint {advice.action}"
    if not advice.headline or not advice.reason:
        return "a hint without words"
    if len(advice.verdict.candidates) > 1 and not advice.figures:
        return "a hint without figures"
    if any(c.utility < -c.clear * c.error for c in advice.verdict.comparisons):
        return "figures that call another choice clearly better"
    if advice.verdict.cpu_seconds > budget:
        return f"over budget: {advice.verdict.cpu_seconds:.2f} s of CPU > {budget:.2f} s"
    return None


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="tricktable hints", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", required=True, choices=GAME_IDS)
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--positions", type=at_least_one, default=12)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget", type=float, default=HINT_SECONDS,
                    help="seconds of CPU time a hint may take (default %(default)s)")
    ap.add_argument("--scale", type=positive, default=HINT_SCALE,
                    help="the search's playouts as a share of the expert level's")
    ap.add_argument("--times", action="store_true", help="each hint's time, on stderr")
    args = ap.parse_args(argv)
    rules = get_rules(args.game)
    try:
        options = rules.options(**parse_options(args.option))
    except OptionError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.positions < 1:
        print("error: --positions must be at least 1", file=sys.stderr)
        return 2
    failures = 0
    found = positions(args.game, args.positions, args.seed, options)
    for number, pos in enumerate(found, 1):
        # the players named as the window names them, the one asking "You" ("player 4" was
        # printed where the window says "East")
        names = ["You" if i == pos.player else place
                 for i, place in enumerate(seat_places(args.game, dict(options)))]
        advice = recommend(pos.state, pos.player, seconds=GUARD_SECONDS, scale=args.scale,
                           names=names)
        problem = check(pos.state, advice, args.budget)
        deal = pos.state.deal_number
        head = f"{number:>3}. deal {deal} · {pos.kind}"
        if advice is None:
            print(f"{head} · NO HINT")
        else:
            print(f"{head} · {advice.headline} · {advice.reason} · "
                  f"{advice.figures or 'nothing to weigh'}")
            if args.times:
                v = advice.verdict
                print(f"     {v.cpu_seconds:.2f} s CPU, {v.seconds:.2f} s wall, "
                      f"{v.worlds} deals", file=sys.stderr)
        if problem:
            failures += 1
            print(f"     FAILED: {problem}")
    kinds = sorted({p.kind for p in found})
    print(f"{counted(len(found), 'position')}, {counted(len(kinds), 'kind')} of decision "
          f"({'; '.join(kinds)}); "
          f"{failures} failed")
    return 1 if failures else 0
