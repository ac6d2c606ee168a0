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
from ..games.registry import GAME_IDS, get_rules
from .arguments import at_least_one, positive


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
    ap.add_argument("--game", choices=GAME_IDS)
    ap.add_argument("--candidate", choices=LEVELS)
    ap.add_argument("--field", choices=LEVELS)
    ap.add_argument("--deals", type=at_least_one, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=at_least_one, default=None,
                    help="the candidate's playouts per decision if it is a search level "
                         "(deterministic; default: the level's)")
    ap.add_argument("--field-iterations", type=at_least_one, default=None,
                    help="the same for the field")
    ap.add_argument("--seconds", type=positive, default=None,
                    help="time cap per decision for search levels (default: the level's)")
    ap.add_argument("--variant", action="append", default=[], metavar="NAME=VALUE",
                    help="a research option of the candidate's search (advanced or expert): "
                         "inference=weight|reject|calls, tries=N, surprise=X, endgame=K, exact=K, "
                         "method=ismcts, shape=K (ai/experiments/search_options.py)")
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--jobs", type=at_least_one, default=2, help="worker processes (default 2)")
    ap.add_argument("--json", action="store_true", help="print only the JSON summary")
    ap.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    ap.add_argument("--save", metavar="PATH", help="also write the per-deal differences (JSON)")
    ap.add_argument("--combine", nargs="+", metavar="PATH",
                    help="play nothing: the figures of per-deal differences saved with --save, "
                         "the files joined in the order given (a long tournament run in pieces; "
                         "the interval is seeded with --seed)")
    ap.add_argument("--largest", type=int, default=0, metavar="K",
                    help="with --combine: also list the K deals with the largest figures (the "
                         "file and the deal, for --show-deal) and their share of the spread")
    ap.add_argument("--show-deal", type=int, default=None, metavar="I",
                    help="play only deal I of --seed, rotation by rotation: each rotation's "
                         "contract, deal scores and figure, and the field alone at every seat")
    ap.add_argument("--minus", nargs="+", metavar="PATH",
                    help="with --combine: subtract, deal by deal, another run's saved pieces of "
                         "the same deals (two versions of a player compared over the same deals)")
    args = ap.parse_args(argv)
    if (args.minus or args.largest) and not args.combine:
        ap.error("--minus and --largest go with --combine")
    if args.combine:
        return _combine(args.combine, args.seed, args.json, args.minus, args.largest)
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
    if args.show_deal is not None:
        return _show_deal(args, options, variant)
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


def _show_deal(args: argparse.Namespace, options: dict, variant: dict) -> int:
    """Print what happened in each rotation of one deal (``deal_rotations``)."""
    if args.show_deal < 0:
        print("tournament: --show-deal must be 0 or more", file=sys.stderr)
        return 2
    rows = duplicate.deal_rotations(args.game, options, args.seed, args.show_deal,
                                    args.candidate, args.field, args.iterations, args.seconds,
                                    args.field_iterations, variant)
    if args.json:
        print(json.dumps([{**row, "figure": None if row["figure"] is None
                           else float(row["figure"])} for row in rows], default=str))
        return 0
    print(f"deal {args.show_deal} of seed {args.seed} (the game with seed "
          f"{args.seed + args.show_deal}): {args.candidate} in each seat, {args.field} elsewhere")
    for row in rows:
        who = (f"{args.candidate} in seat {row['seat']}" if row["seat"] is not None
               else f"{args.field} in every seat")
        figure = "" if row["figure"] is None else f"   figure {float(row['figure']):+.1f}"
        print(f"  {who}: scores {row['score']}{figure}")
        if row["contract"] is not None:
            print(f"      contract {json.dumps(row['contract'], default=str)}")
    figures = [row["figure"] for row in rows if row["figure"] is not None]
    print(f"  the deal's figure (mean of the rotations): {float(sum(figures) / len(figures)):+.3f}")
    return 0


def _top(values: list[float], k: int) -> list[int]:
    """The indices of the ``k`` values farthest from zero, farthest first."""
    return sorted(range(len(values)), key=lambda j: -abs(values[j]))[:k]


def _largest(values: list[float], where: list[tuple[str, int]], k: int) -> None:
    """The ``k`` deals farthest from zero, where each came from (file, deal in it), and how
    much of the sum of squared deviations from the mean they carry (why: a mean decided by a
    few deals is a lottery on those deals, whatever the count of the others)."""
    mean = sum(values) / len(values)
    total = sum((v - mean) ** 2 for v in values) or 1.0
    top = _top(values, k)
    share = sum((values[j] - mean) ** 2 for j in top) / total
    print(f"  the {len(top)} largest deals carry {share:.0%} of the spread:")
    for j in top:
        path, i = where[j]
        print(f"    {values[j]:+10.1f}   {path} deal {i}")


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
             minus: list[str] | None = None, largest: int = 0) -> int:
    """The figures of saved per-deal differences: why a separate mode, because a 400-deal
    tournament at the levels' budgets takes hours and is run in pieces (each piece's deals are
    the games of its own seeds), and the figures must come from the same code as a whole run's.

    ``minus``: another run's pieces of the same deals, subtracted deal by deal. Why: two runs
    over the same deals (an Expert at two budgets against the same field) share the deals'
    luck, so the interval of their paired difference, not two intervals side by side, says
    whether the change paid."""
    pieces = [_read_pieces([path]) for path in paths]
    if any(piece is None for piece in pieces):
        return 2
    values = [v for piece in pieces for v in piece]
    # where each deal came from (file, deal in it), for --largest
    where = [(path, i) for path, piece in zip(paths, pieces, strict=True)
             for i in range(len(piece))]
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
        if largest > 0:
            result["largest"] = [{"figure": values[j], "file": where[j][0],
                                  "deal": where[j][1]} for j in _top(values, largest)]
        print(json.dumps(result))
        return 0
    paired = f", minus {len(minus)} of the same deals, deal by deal" if minus else ""
    print(f"{len(paths)} saved file{'' if len(paths) == 1 else 's'}{paired}, {result['deals']} "
          f"duplicate deals (interval seed {seed}):")
    _print_figures(result)
    if largest > 0:
        _largest(values, where, largest)
    return 0

