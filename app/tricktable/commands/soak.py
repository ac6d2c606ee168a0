"""``soak``: many whole games with every invariant checked after every action.

    python -m tricktable soak --game G [--option k=v ...] --games N --seed S

Game i plays option set i (every combination of the game's options in turn, unless ``--option``
fixes some) with its seats filled in turn by random players, rule-based players, or both mixed.
After every action: each card in exactly one place, the legal actions accepted; every few actions
(``--deep-every``): a sample of legal actions applied to a copy, a sampled illegal action refused
without change, a player's view unchanged by swapping cards they cannot see, ``sample_world``
agreeing with the view; after every deal: the totals adding up, and the record replaying to the
same state (``--replay-every-deal``, else at the end of each game); and every game must end within
``--max-actions``. The first broken invariant stops the run with its game, seed and options.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from typing import Any

from ..ai.registry import make_agent
from ..engine.invariants import InvariantError, check_game
from ..engine.protocol import OptionError
from ..games import get_rules
from ..games.registry import GAME_IDS
from .arguments import at_least_one
from .simulate import parse_options

SEATINGS = ("random", "rule", "mixed")


def option_sets(rules: Any, fixed: dict[str, Any]) -> list[dict[str, Any]]:
    """Every combination of the game's option values, with ``fixed`` options held."""
    specs = [s for s in rules.option_specs if s.name not in fixed]
    combos = itertools.product(*(s.values for s in specs))
    return [rules.options(**fixed, **dict(zip((s.name for s in specs), c, strict=True)))
            for c in combos]


def chooser_for(rules: Any, seating: str, n: int, seed: int) -> Any:
    """A ``chooser(state, legal)`` whose seats are random players, rule players, or mixed."""
    rng = random.Random(seed)
    kinds = {"random": ["random"] * n, "rule": ["rule"] * n,
             "mixed": [("rule", "random")[(seed + i) % 2] for i in range(n)]}[seating]
    agents = [make_agent(k, rules, seed * 10 + i) for i, k in enumerate(kinds)]

    def choose(state: Any, legal: list) -> Any:
        p = state.to_act
        if kinds[p] == "random":
            return rng.choice(legal)
        return agents[p].choose(state.view(p), legal)

    return choose


def soak(game: str, games: int, seed: int, fixed: dict[str, Any], *, deep_every: int = 5,
         max_actions: int = 100_000, replay_every_deal: bool = False,
         out: Any = None, progress_every: int = 100) -> int:
    """Run the soak; returns 0 when every game kept every invariant, 1 otherwise."""
    out = out if out is not None else sys.stdout
    rules = get_rules(game)
    sets = option_sets(rules, fixed)
    started = time.perf_counter()
    cpu = time.process_time()
    actions = deals = 0
    for i in range(games):
        options = sets[i % len(sets)]
        seating = SEATINGS[(i // len(sets)) % len(SEATINGS)]
        game_seed = seed + i
        n = rules.players_for(options)
        try:
            state = check_game(rules, options, game_seed,
                               chooser_for(rules, seating, n, game_seed),
                               deep_every=deep_every, max_actions=max_actions,
                               replay_every_deal=replay_every_deal)
        except InvariantError as exc:
            print(f"FAILED: {rules.title} game {i + 1} (seed {game_seed}, options {options}, "
                  f"{seating} players): {exc}", file=out)
            return 1
        deals += len(state.history)
        actions += sum(len(log.actions) for log in state.history)
        if (i + 1) % progress_every == 0:
            print(f"  {i + 1} games clean, {deals} deals, {actions} actions, "
                  f"{time.perf_counter() - started:.0f} s ({time.process_time() - cpu:.0f} s of "
                  "CPU)", file=out, flush=True)
    took = time.perf_counter() - started
    print(f"{rules.title}: {games} games clean ({len(sets)} option sets, random/rule/mixed "
          f"seats), {deals} deals, {actions} actions, {took:.1f} s "
          f"({time.process_time() - cpu:.1f} s of CPU)", file=out)
    return 0


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="tricktable soak", description=__doc__.splitlines()[0])
    ap.add_argument("--game", required=True, choices=GAME_IDS)
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--games", type=at_least_one, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--deep-every", type=at_least_one, default=5,
                    help="run the costly checks every that many actions (default 5)")
    ap.add_argument("--max-actions", type=at_least_one, default=100_000,
                    help="a game needing more actions fails (default 100000)")
    ap.add_argument("--replay-every-deal", action="store_true",
                    help="replay the record after every deal, not only at each game's end")
    ap.add_argument("--progress", type=at_least_one, default=100,
                    help="print a progress line every that many games (default 100)")
    args = ap.parse_args(argv)
    rules = get_rules(args.game)
    try:
        fixed = rules.options(**parse_options(args.option))
        fixed = {k: fixed[k] for k in parse_options(args.option)}
    except OptionError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return soak(args.game, args.games, args.seed, fixed, deep_every=args.deep_every,
                max_actions=args.max_actions, replay_every_deal=args.replay_every_deal,
                progress_every=max(1, args.progress))
