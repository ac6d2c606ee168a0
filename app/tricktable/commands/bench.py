"""``bench``: the speed figures the engine, the AI and the window are held to.

Engine: random-playout throughput (whole deals per second through the public protocol: new deal,
``legal_actions``, ``apply``) and the cost of ``copy()`` in the middle of a deal, per game. Other
sections (the window's paint and launch times, the search players' iterations) are added by their
own modules and run when their packages are present.
"""

from __future__ import annotations

import argparse
import importlib
import random
import time
import timeit

from ..games.registry import GAME_IDS, available_games, game_entry, get_rules
from .arguments import positive

#: sections other than the engine: module path and the function returning report lines
SECTIONS = {
    "ai": ("tricktable.ai.bench", "run_bench"),
    "ui": ("tricktable.commands.bench_ui", "run_bench"),
    "hints": ("tricktable.coach.bench", "run_bench"),
    "review": ("tricktable.coach.bench", "run_review_bench"),
}


def deals_per_second(game: str, options: dict, seconds: float = 1.0) -> tuple[float, int]:
    """Random deals played through the public protocol in about ``seconds``."""
    rules = get_rules(game)
    rng = random.Random(1)
    deals = 0
    seed = 0
    start = time.perf_counter()
    end = start + seconds
    while True:
        play_random_deal(rules, seed, options, rng)
        seed += 1
        deals += 1
        now = time.perf_counter()
        if now >= end:
            return deals / (now - start), deals


def play_random_deal(rules, seed: int, options: dict, rng: random.Random) -> None:
    """A new game's first deal played to its end with random legal actions, through the public
    protocol (what both engine rates time)."""
    state = rules.new_game(seed=seed, **options)
    number = state.deal_number
    while state.deal_number == number and state.to_act is not None:
        acts = state.legal_actions()
        state.apply(acts[rng.randrange(len(acts))])


def least_time_rate(game: str, options: dict, seconds: float = 1.0, block: int = 10) -> float:
    """Deals per second from the least time over blocks of ``block`` random deals played for
    about ``seconds`` (the OpenSpiel yardstick is timed the same way, see bench_openspiel)."""
    rules = get_rules(game)
    rng = random.Random(1)
    seed = 0
    best = float("inf")
    end = time.perf_counter() + seconds
    while True:
        t0 = time.perf_counter()
        for _ in range(block):
            play_random_deal(rules, seed, options, rng)
            seed += 1
        now = time.perf_counter()
        best = min(best, now - t0)
        if now >= end:
            return block / best


def copy_cost(game: str, options: dict) -> float:
    """Microseconds per ``copy()`` of a state in the middle of its first deal's play."""
    rules = get_rules(game)
    rng = random.Random(2)
    state = rules.new_game(seed=5, **options)
    steps = 0
    while state.to_act is not None and (state.stage != "play" or steps < 10):
        acts = state.legal_actions()
        state.apply(acts[rng.randrange(len(acts))])
        if state.stage == "play":
            steps += 1
    n = 20000
    return timeit.timeit(state.copy, number=n) / n * 1e6


def no_tricks_hands_per_second(seconds: float = 1.0) -> tuple[float, int]:
    """Random Barbu No Tricks hands through the public protocol: a new game, the declarer
    chooses No Tricks, nobody doubles, then random legal cards to the end of the hand (a hand's
    contract is a decision, so whole random deals would mix every contract)."""
    from ..games.barbu import RULES, choose_action

    rng = random.Random(3)
    choose = choose_action("no-tricks")
    hands = 0
    seed = 0
    start = time.perf_counter()
    end = start + seconds
    while True:
        state = RULES.new_game(seed=seed)
        seed += 1
        state.apply(choose)
        while state.stage in ("double", "redouble"):
            state.apply(state.legal_actions()[0])
        while state.deal_number == 1:
            acts = state.legal_actions()
            state.apply(acts[rng.randrange(len(acts))])
        hands += 1
        now = time.perf_counter()
        if now >= end:
            return hands / (now - start), hands


def engine_lines(games: list[str], seconds: float,
                 openspiel_python: str | None = None) -> list[str]:
    lines = ["Engine (one core, random playouts through the public protocol):",
             f"  {'game':<16}{'options':<20}{'deals/s':>10}{'copy() µs':>12}"]
    for game in games:
        for options in map(dict, game_entry(game).bench_options):  # the targets
            rate, _ = deals_per_second(game, options, seconds)
            cost = copy_cost(game, options)
            opts = ",".join(f"{k}={v}" for k, v in options.items()) or "defaults"
            lines.append(f"  {game:<16}{opts:<20}{rate:>10.0f}{cost:>12.2f}")
        if game == "barbu":  # a hand's contract is a decision: No Tricks is benched on its own
            rate, _ = no_tricks_hands_per_second(seconds)
            lines.append(f"  {game:<16}{'No Tricks hands':<20}{rate:>10.0f}")
    if "heart-hunter" in games:
        from .bench_openspiel import openspiel_lines

        lines += openspiel_lines(
            lambda s: least_time_rate("heart-hunter", {"players": 4}, s), seconds,
            openspiel_python)
    return lines


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="tricktable bench", description=__doc__)
    ap.add_argument("--game", action="append", choices=GAME_IDS,
                    help="only these games (repeatable)")
    ap.add_argument("--seconds", type=positive, default=2.0, help="time per throughput figure")
    ap.add_argument("--only", default="engine,ai,hints,ui",
                    help="sections: engine, ai, hints, ui, review (the deal review: a few "
                         "seconds a deal, so not run unless named)")
    ap.add_argument("--openspiel-python", metavar="PATH",
                    help="a Python with open_spiel installed, for the engine's yardstick "
                         "(default: this Python if it has pyspiel)")
    args = ap.parse_args(argv)
    games = args.game or available_games()
    sections = [s.strip() for s in args.only.split(",")]
    unknown = [s for s in sections if s != "engine" and s not in SECTIONS]
    if unknown:  # a misspelt section measured nothing and said nothing
        ap.error(f"unknown section(s) {', '.join(unknown)}; the sections are engine, "
                 f"{', '.join(SECTIONS)}")
    if "engine" in sections:
        for line in engine_lines(games, args.seconds, args.openspiel_python):
            print(line, flush=True)
    for name in sections:
        if name not in SECTIONS:
            continue
        module, func = SECTIONS[name]
        try:
            mod = importlib.import_module(module)
        except ImportError as exc:
            print(f"\n{name}: not available ({exc})")
            continue
        print()
        for line in getattr(mod, func)(games=games, seconds=args.seconds):
            print(line, flush=True)
    return 0
