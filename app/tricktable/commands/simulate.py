"""``simulate``: play whole games headless and report each player's mean score and wins."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..ai.registry import LEVELS, make_agent
from ..engine.match import play_game
from ..engine.protocol import OptionError
from ..engine.record_write import make_record
from ..games.registry import GAME_IDS, get_rules
from .arguments import at_least_one


def parse_options(pairs: list[str]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        if "=" not in pair:
            raise OptionError(f"--option needs name=value, not {pair!r}")
        name, value = pair.split("=", 1)
        out[name.strip()] = value.strip()
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="tricktable simulate", description=__doc__)
    ap.add_argument("--game", required=True, choices=GAME_IDS)
    ap.add_argument("--players", type=int, help="short for --option players=N")
    ap.add_argument("--games", type=at_least_one, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--agents", default="rule",
                    help=f"levels per seat, comma-separated ({', '.join(LEVELS)}); one for all")
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--records", type=Path, help="write one game record per game into DIR")
    args = ap.parse_args(argv)
    rules = get_rules(args.game)
    try:
        given = parse_options(args.option)
        if args.players is not None:
            given["players"] = str(args.players)
        options = rules.options(**given)
    except OptionError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    n = rules.state_class.start(rules, options, 0, None).num_players
    levels = [x.strip() for x in args.agents.split(",") if x.strip()]
    if len(levels) == 1:
        levels *= n
    if len(levels) != n:
        print(f"error: {n} players need {n} agents, got {len(levels)}", file=sys.stderr)
        return 2
    if args.records:
        args.records.mkdir(parents=True, exist_ok=True)
    totals = [0.0] * n
    wins = [0] * n
    for g in range(args.games):
        seed = args.seed + g
        try:
            agents = [make_agent(lv, rules, seed * 10 + i) for i, lv in enumerate(levels)]
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        state = play_game(rules, agents, seed, **options)
        winners, final = state.result()
        for i in range(n):
            totals[i] += final[i]
        for w in winners:
            wins[w] += 1
        if args.records:
            players = [{"name": f"Seat {i + 1}", "kind": "computer", "level": lv}
                       for i, lv in enumerate(levels)]
            path = args.records / f"{args.game}-{seed}.json"
            path.write_text(json.dumps(make_record(state, players), indent=1), encoding="utf-8")
    print(f"{rules.title}: {args.games} games, options {options}")
    print(f"{'seat':<6}{'agent':<10}{'mean score':>12}{'wins':>7}")
    for i in range(n):
        print(f"{i:<6}{levels[i]:<10}{totals[i] / args.games:>12.2f}{wins[i]:>7}")
    return 0
