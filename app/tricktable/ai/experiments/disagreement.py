"""Where two levels decide differently: the share of positions, stage by stage, at which they
choose different actions.

Why: a duplicate tournament says by how much one level beats another, not where; when the
figure is too noisy to settle (Nineteen's spread of a deal is about 375 points), knowing which
decisions differ at all says where an idea can pay. A decision the two levels take alike (most
auctions, most window calls) cannot be where the stronger one gains, however much it is worth.

How: deals are played by ``--table`` level players at every seat (seeded as in
``tournament``); at each position with more than one legal action, a player of each level
(fresh, one seed for all positions) is asked, and the two answers compared. Budgets as in
``tournament`` (``--iterations``, ``--field-iterations``, ``--seconds``: give a large
``--seconds`` so that the iteration budgets bind and the figures do not depend on the machine).

``--judge LEVEL`` also says which of two differing answers was the better there: the real deal
is played on after each of them by ``LEVEL`` players at every seat (the players' budget),
seeded alike for both, and
the chooser's deal score against the others' mean (``evaluation.relative``) is compared, first
minus second. Only that one decision differs between the two continuations, so the rest of the
deal's luck, which makes a tournament's spread so large, mostly cancels. With the rule players
as judges (deterministic and fast) it asks "which choice is better if everyone plays on like the
Club player, with the real cards", a proxy, not the tournament's figure.

    python -m tricktable.ai.experiments.disagreement --game nineteen --first expert \\
        --second advanced --deals 20 --seconds 100
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from typing import Any

from ...engine.protocol import Action, State
from ...games.registry import get_rules
from ..evaluation import relative, score_sign
from ..registry import make_agent
from ..tournament import agent_seed, summary


def played_on(state: State, action: Action, judges: list, player: int) -> float:
    """``player``'s deal score against the others' mean when ``action`` is taken in ``state``
    (left unchanged) and the deal is played on by ``judges``."""
    s = state.copy()
    before = len(s.history)
    s.apply(action)
    while len(s.history) == before and not s.game_over:
        p = s.to_act
        s.apply(judges[p].choose(s.view(p), s.legal_actions()))
    return relative(s.history[before].score, player, score_sign(s.rules.id))


def disagreement(game: str, first: str, second: str, deals: int, seed: int = 1, *,
                 players: str = "advanced", options: dict | None = None,
                 first_settings: dict | None = None, second_settings: dict | None = None,
                 player_settings: dict | None = None, judge: str | None = None,
                 ask_seed: int = 7) -> tuple[Counter, Counter, dict[str, list[float]]]:
    """Positions seen and positions where ``first`` and ``second`` chose differently, by stage,
    over the first deal of the games with seeds ``seed`` to ``seed + deals - 1``; with a
    ``judge`` level, also each differing position's first-minus-second value, by stage."""
    rules = get_rules(game)
    seen: Counter = Counter()
    differ: Counter = Counter()
    judged: dict[str, list[float]] = {}
    for i in range(deals):
        state = rules.new_game(seed=seed + i, **(options or {}))
        n = state.num_players
        table = [make_agent(players, rules, agent_seed(seed, i, p), **(player_settings or {}))
                 for p in range(n)]
        ask = (make_agent(first, rules, ask_seed, **(first_settings or {})),
               make_agent(second, rules, ask_seed, **(second_settings or {})))
        while not state.history and not state.game_over:
            p = state.to_act
            legal = state.legal_actions()
            view = state.view(p)
            if len(legal) > 1:
                a, b = (agent.choose(view, legal) for agent in ask)
                seen[state.stage] += 1
                differ[state.stage] += a != b
                if judge is not None and a != b:
                    values = []
                    for x in (a, b):  # the same judges' seeds for both continuations
                        judges = [make_agent(judge, rules, agent_seed(seed + 1, i, q),
                                             **(player_settings or {})) for q in range(n)]
                        values.append(played_on(state, x, judges, p))
                    judged.setdefault(state.stage, []).append(values[0] - values[1])
            state.apply(table[p].choose(view, legal))
    return seen, differ, judged


def report(seen: Counter, differ: Counter, judged: dict[str, list[float]] | None = None) -> str:
    """One line a stage: positions, how many differed, and the share; with ``judged``, the
    mean value of the first's choice over the second's where they differed, with its 95%
    interval (bootstrap over the positions, as ``tournament`` does over deals)."""
    lines = []
    every: list[float] = []
    for stage in seen:
        n, d = seen[stage], differ[stage]
        line = f"  {stage:12} {d:5} of {n:5} differ ({100 * d / n:.1f}%)"
        if judged and judged.get(stage):
            line += _judged(judged[stage])
            every += judged[stage]
        lines.append(line)
    total, apart = sum(seen.values()), sum(differ.values())
    if total:
        line = f"  {'all':12} {apart:5} of {total:5} differ ({100 * apart / total:.1f}%)"
        lines.append(line + (_judged(every) if every else ""))
    return "\n".join(lines)


def _judged(values: list[float]) -> str:
    s = summary(values, 1)
    return (f"; first − second {s['mean']:+.3f} [{s['low']:+.3f}, {s['high']:+.3f}], "
            f"better {s['better']} / same {s['even']} / worse {s['worse']}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tricktable.ai.experiments.disagreement",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--first", default="expert")
    ap.add_argument("--second", default="advanced")
    ap.add_argument("--table", default="advanced", help="the level at every seat")
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, help="the game's player count (as tournament's)")
    ap.add_argument("--iterations", type=int, help="the first level's playouts")
    ap.add_argument("--field-iterations", type=int, help="the second level's playouts")
    ap.add_argument("--seconds", type=float, help="every search's time cap")
    ap.add_argument("--judge", help="play on after each differing answer with this level")
    args = ap.parse_args(argv)

    def budget(iterations: int | None) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if iterations is not None:
            out["iterations"] = iterations
        if args.seconds is not None:
            out["seconds"] = args.seconds
        return out

    try:  # an unknown game or player count is refused as tournament refuses it
        options = get_rules(args.game).options(
            **({"players": args.players} if args.players else {}))
    except (KeyError, ValueError) as e:
        print(f"disagreement: {e}", file=sys.stderr)
        return 2
    seen, differ, judged = disagreement(
        args.game, args.first, args.second, args.deals, args.seed, players=args.table,
        options=options, first_settings=budget(args.iterations),
        second_settings=budget(args.field_iterations), player_settings=budget(None),
        judge=args.judge)
    print(f"{args.game}: {args.first} and {args.second} asked at every choice of {args.deals} "
          f"deals played by {args.table} players (seed {args.seed})")
    if args.judge:
        print(f"where they differ, the deal played on by {args.judge} players after each answer")
    print(report(seen, differ, judged))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
