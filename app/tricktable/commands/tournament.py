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
    ap.add_argument("--game")
    ap.add_argument("--candidate", choices=LEVELS)
    ap.add_argument("--field", choices=LEVELS)
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
                         "inference=weight|reject|calls, tries=N, surprise=X, endgame=K, exact=K, "
                         "method=ismcts, shape=K (ai/experiments/search_options.py)")
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--json", action="store_true", help="print only the JSON summary")
    ap.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    ap.add_argument("--save", metavar="PATH", help="also write the per-deal differences (JSON)")
    ap.add_argument("--combine", nargs="+", metavar="PATH",
                    help="play nothing: the figures of per-deal differences saved with --save, "
                         "the files joined in the order given (a long tournament run in pieces; "
                         "the interval is seeded with --seed)")
    ap.add_argument("--minus", nargs="+", metavar="PATH",
                    help="with --combine: subtract, deal by deal, another run's saved pieces of "
                         "the same deals (two versions of a player compared over the same deals)")
    args = ap.parse_args(argv)
    if args.minus and not args.combine:
        ap.error("--minus goes with --combine")
    if args.combine:
        return _combine(args.combine, args.seed, args.json, args.minus)
    missing = [name for name in ("game", "candidate", "field") if getattr(args, name) is None]
    if missing:
        ap.error("the following arguments are required: "
                 + ", ".join(f"--{name}" for name in missing))
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
    _print_figures(result, f"   ({time.perf_counter() - started:.0f} s)")
    return 0


def _print_figures(result: dict, after_mean: str = "") -> None:
    print(f"  mean {result['mean']:+.3f}   95% interval [{result['low']:+.3f}, "
          f"{result['high']:+.3f}]{after_mean}")
    print(f"  spread of one deal (sd) {result['sd']:.3f}; the candidate did better on "
          f"{result['better']} deals, the same on {result['even']}, worse on {result['worse']}")


def _read_pieces(paths: list[str]) -> list[float] | None:
    """The per-deal differences of saved pieces, joined in the order given (``None``, with the
    reason on stderr, if a file cannot be read or is not such a list)."""
    values: list[float] = []
    for path in paths:
        try:
            with open(path, encoding="utf-8") as fh:
                got = json.load(fh)
        except (OSError, ValueError) as exc:
            print(f"tournament: cannot read {path}: {exc}", file=sys.stderr)
            return None
        if not isinstance(got, list) or not all(
                isinstance(v, (int, float)) and not isinstance(v, bool) for v in got):
            print(f"tournament: {path} is not a list of per-deal differences (as --save writes)",
                  file=sys.stderr)
            return None
        values += [float(v) for v in got]
    return values


def _combine(paths: list[str], seed: int, as_json: bool,
             minus: list[str] | None = None) -> int:
    """The figures of saved per-deal differences: why a separate mode, because a 400-deal
    tournament at the levels' budgets takes hours and is run in pieces (each piece's deals are
    the games of its own seeds), and the figures must come from the same code as a whole run's.

    ``minus``: another run's pieces of the same deals, subtracted deal by deal. Why: two runs
    over the same deals (an Expert at two budgets against the same field) share the deals'
    luck, so the interval of their paired difference, not two intervals side by side, says
    whether the change paid."""
    values = _read_pieces(paths)
    if values is None:
        return 2
    if minus:
        other = _read_pieces(minus)
        if other is None:
            return 2
        if len(other) != len(values):
            print(f"tournament: --minus needs the same deals: {len(values)} against "
                  f"{len(other)}", file=sys.stderr)
            return 2
        values = [a - b for a, b in zip(values, other, strict=True)]
    if not values:
        print("tournament: the files hold no deals", file=sys.stderr)
        return 2
    result = summary(values, seed)
    if as_json:
        print(json.dumps(result))
        return 0
    paired = f", minus {len(minus)} of the same deals, deal by deal" if minus else ""
    print(f"{len(paths)} saved file{'' if len(paths) == 1 else 's'}{paired}, {result['deals']} "
          f"duplicate deals (interval seed {seed}):")
    _print_figures(result)
    return 0

