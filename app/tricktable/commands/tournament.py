"""``tournament``: the command line of the duplicate tournament (``ai/tournament.py``), which
measures how much better one level plays than another."""

from __future__ import annotations

import argparse
import json
import sys
import time

from ..ai import tournament as duplicate
from ..ai.evaluation import score_sign
from ..ai.experiments.search_options import parse_variant
from ..ai.registry import LEVELS
from ..ai.tournament import SEARCH_LEVELS, run_tournament, summary
from ..games.registry import get_rules


def _parse_options(pairs: list[str], players: int | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in pairs:
        if "=" not in pair:
            raise SystemExit(f"--option needs name=value, not {pair!r}")
        k, v = pair.split("=", 1)
        out[k.strip()] = v.strip()
    if players is not None:
        out["players"] = str(players)
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="tricktable tournament", description=duplicate.__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", required=True)
    ap.add_argument("--candidate", required=True, choices=LEVELS)
    ap.add_argument("--field", required=True, choices=LEVELS)
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=None,
                    help="the candidate's playouts per decision if it is a search level "
                         "(deterministic; default: the level's)")
    ap.add_argument("--field-iterations", type=int, default=None,
                    help="the same for the field")
    ap.add_argument("--seconds", type=float, default=None,
                    help="time cap per decision for search levels (default: the level's)")
    ap.add_argument("--variant", action="append", default=[], metavar="NAME=VALUE",
                    help="a research option of the candidate's search (advanced or expert): "
                         "inference=weight|reject, tries=N, surprise=X, endgame=K, exact=K, "
                         "method=ismcts (ai/experiments/search_options.py)")
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--json", action="store_true", help="print only the JSON summary")
    ap.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    ap.add_argument("--save", metavar="PATH", help="also write the per-deal differences (JSON)")
    args = ap.parse_args(argv)
    try:
        rules = get_rules(args.game)
    except (KeyError, ImportError) as exc:
        print(f"tournament: {exc}", file=sys.stderr)
        return 2
    options = _parse_options(args.option, args.players)
    try:
        options = rules.options(**options)
    except ValueError as exc:
        print(f"tournament: {exc}", file=sys.stderr)
        return 2
    try:
        variant = parse_variant(args.variant)
        if variant and args.candidate not in SEARCH_LEVELS:
            raise ValueError(f"--variant needs a search level as the candidate "
                             f"({', '.join(SEARCH_LEVELS)}), not {args.candidate}")
    except ValueError as exc:
        print(f"tournament: {exc}", file=sys.stderr)
        return 2
    if args.deals < 1:
        print("tournament: --deals must be at least 1", file=sys.stderr)
        return 2
    started = time.perf_counter()
    values = run_tournament(args.game, args.candidate, args.field, args.deals, args.seed,
                            options, args.iterations, args.seconds, max(1, args.jobs),
                            progress=not args.quiet and not args.json,
                            field_iterations=args.field_iterations, variant=variant)
    result = summary(values, args.seed)
    if args.save:
        with open(args.save, "w", encoding="utf-8") as fh:
            json.dump([float(v) for v in values], fh)
    if args.json:
        print(json.dumps(result))
        return 0
    opts = ", ".join(f"{k}={v}" for k, v in options.items()) or "defaults"
    budget = f", {args.iterations} iterations" if args.iterations is not None else ""
    if variant:
        budget += " (" + ", ".join(f"{k}={v}" for k, v in variant.items()) + ")"
    if args.field_iterations is not None:
        budget += f" (field {args.field_iterations})"
    better = ("field's mean minus the candidate's deal score: points are bad"
              if score_sign(args.game) < 0 else "candidate's deal score minus the field's mean")
    print(f"{rules.title} ({opts}): {args.candidate} against {args.field}{budget}, "
          f"{result['deals']} duplicate deals, seed {args.seed}")
    print(f"  per deal ({better}; positive = the candidate did better):")
    print(f"  mean {result['mean']:+.3f}   95% interval [{result['low']:+.3f}, "
          f"{result['high']:+.3f}]   ({time.perf_counter() - started:.0f} s)")
    print(f"  spread of one deal (sd) {result['sd']:.3f}; the candidate did better on "
          f"{result['better']} deals, the same on {result['even']}, worse on {result['worse']}")
    return 0

