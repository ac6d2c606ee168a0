"""``replay FILE``: check a game record against the rules and print a deal-by-deal summary."""

from __future__ import annotations

import argparse
import sys

from ..engine.record import RecordError, load_file, record_players, replay
from ..games.registry import get_rules


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="tricktable replay", description=__doc__)
    ap.add_argument("file")
    args = ap.parse_args(argv)
    try:
        doc = load_file(args.file)
        state = replay(doc, get_rules)
    except RecordError as exc:
        print(f"{args.file}: rejected: {exc}", file=sys.stderr)
        return 1
    rules = state.rules
    # replay() has checked the players' shape; names are cut to the column's width
    names = [(p.get("name") or "").strip() or f"Player {i + 1}"
             for i, p in enumerate(record_players(doc, state.num_players))]
    print(f"{rules.title}, seed {state.seed}, options {state.options}")
    print(f"{'deal':>4}  " + "  ".join(f"{n[:10]:>10}" for n in names[: state.num_players]))
    for log in state.history:
        score = "  ".join(f"{s:>+10}" for s in log.score)
        totals = "  ".join(f"{t:>10}" for t in log.totals)
        print(f"{log.number:>4}  {score}\n{'':>4}  {totals}")
    if state.game_over:
        winners, totals = state.result()
        print("Winner: " + ", ".join(names[w] for w in winners) + f"  (totals {list(totals)})")
    else:
        print(f"In progress: deal {state.deal_number}, "
              f"{len(state.deal_log.actions)} actions into it.")
    print("The record is valid.")
    return 0
