"""Nineteen's rule player's thresholds: when a defender's contra on the bid pays (each such
decision played on both ways), and duplicate deals of one threshold against another.

Why: a contra doubles the hand's value, so a defender gives it only when the declaring side
should lose. The rule player's threshold (``CONTRA_STRENGTH`` of its :func:`strength`) was set
by feel; the search cannot weigh a contra (its imagined deals give the declarer random cards,
not a hand that bid: the registration's ``search_scope``), so every level plays this threshold.

How: rule players play the first deal of seeded four-player games; at every declaration where
the player to declare may contra the bid, the real deal is played on twice by rule players, once
with the contra and once without (the rest of the declaration as the rule player chose it), and
the difference of the decider's score against the others' mean (``disagreement.played_on``)
is grouped by the decider's hand strength and by the bid.

    python -m tricktable.ai.experiments.nineteen_thresholds --deals 2000 --seed 1

``--auction`` does the same at each auction decision: the lowest bid left against a pass.

``--duplicate A B`` instead plays duplicate deals (as ``tournament`` does): a rule player
contra'ing from strength ``A`` in each seat in turn, rule players contra'ing from ``B`` in the
others; the candidate's deal score against the others' mean, averaged over its seats. With
``--threshold preferred-3`` (or another bid) the two players differ in the strength they bid
that from instead.

    python -m tricktable.ai.experiments.nineteen_thresholds --duplicate 30 24 --deals 6000 \
        --seed 10001
    python -m tricktable.ai.experiments.nineteen_thresholds --duplicate 26 28 --deals 6000 \
        --seed 10001 --threshold preferred-3
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections.abc import Iterator

from ...engine.protocol import Action, State
from ...games.registry import get_rules
from ..evaluation import relative
from ..nineteen import BID_THRESHOLDS, RuleAgent, strength
from ..registry import make_agent
from ..tournament import agent_seed, summary
from .disagreement import played_on

#: strength bands the figures are grouped in (lowest strength of each, the last open-ended)
BANDS = (0, 16, 20, 24, 26, 28, 30, 32)


def _toggled(legal: list[Action], chosen: Action) -> Action | None:
    """The legal declaration that is ``chosen`` with its contra on the bid given or taken back."""
    want = set(chosen.get("contras", ())) ^ {"bid"}
    return next((a for a in legal if a.get("declarations") == chosen.get("declarations")
                 and set(a.get("contras", ())) == want), None)


def decisions(deals: int, seed: int) -> Iterator[tuple[float, str, bool, float]]:
    """Per contra decision: the decider's strength, the bid, whether the rule player contra'd,
    and the decider's result with the contra minus without it."""
    rules = get_rules("nineteen")
    for s in range(seed, seed + deals):
        players = [make_agent("rule", rules, seed=s * 10 + i) for i in range(4)]
        state: State = rules.new_game(s, players=4)
        while not state.history and not state.game_over:
            p = state.to_act
            legal, view = state.legal_actions(), state.view(p)
            chosen = players[p].choose(view, legal)
            other = _toggled(legal, chosen) if view.stage == "declare" else None
            if other is not None:
                gave = "bid" in chosen.get("contras", ())
                with_it, without = (chosen, other) if gave else (other, chosen)
                judges = [make_agent("rule", rules, seed=s * 10 + i) for i in range(4)]
                diff = (played_on(state, with_it, judges, p)
                        - played_on(state, without, judges, p))
                yield strength(view.hands[p]), str(view.bid), gave, diff
            state.apply(chosen)


def auction_decisions(deals: int, seed: int) -> Iterator[tuple[float, str, bool, float]]:
    """Per auction decision where passing is allowed and a bid is left: the decider's strength,
    the lowest bid left, whether the rule player bid, and the decider's result with that bid
    minus with a pass (the deal played on by rule players, as in ``decisions``)."""
    rules = get_rules("nineteen")
    for s in range(seed, seed + deals):
        players = [make_agent("rule", rules, seed=s * 10 + i) for i in range(4)]
        state: State = rules.new_game(s, players=4)
        while not state.history and state.view(state.to_act).stage == "auction":
            p = state.to_act
            legal, view = state.legal_actions(), state.view(p)
            chosen = players[p].choose(view, legal)
            bids = [a for a in legal if a.type == "bid"]
            passing = next((a for a in legal if a.type == "pass"), None)
            if bids and passing is not None:
                judges = [make_agent("rule", rules, seed=s * 10 + i) for i in range(4)]
                diff = played_on(state, bids[0], judges, p) - played_on(state, passing, judges, p)
                yield strength(view.hands[p]), str(bids[0].get("bid")), chosen.type == "bid", diff
            state.apply(chosen)


def _settings(threshold: str, strength_: float) -> dict:
    """The rule player's setting for ``threshold`` ("contra" or a bid) at ``strength_``."""
    if threshold == "contra":
        return {"contra_strength": strength_}
    return {"bid_thresholds": {threshold: strength_}}


def duplicate(candidate: float, field: float, deals: int, seed: int,
              threshold: str = "contra") -> list[float]:
    """Per deal: the rule player with ``threshold`` at ``candidate`` against rule players with
    it at ``field``, its score against the others' mean averaged over its four seats."""
    rules = get_rules("nineteen")
    figures = []
    for deal in range(deals):
        total = 0.0
        for seat in range(4):
            state = rules.new_game(seed=seed + deal, players=4)
            players = [RuleAgent(rules, agent_seed(seed, deal, p),
                                 **_settings(threshold, candidate if p == seat else field))
                       for p in range(4)]
            while state.to_act is not None and not state.history:
                p = state.to_act
                state.apply(players[p].choose(state.view(p), state.legal_actions()))
            total += relative(state.history[0].score, seat)
        figures.append(round(total / 4, 9))  # thirds: 0.1 + 0.2 is not 0.3
    return figures


def _line(label: str, diffs: list[float]) -> str:
    mean = statistics.fmean(diffs)
    se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
    return (f"{label:32s} n={len(diffs):5d}  with minus without {mean:+8.1f} ± {se:6.1f}  "
            f"median {statistics.median(diffs):+7.1f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="nineteen_thresholds",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--duplicate", type=float, nargs=2, metavar=("CANDIDATE", "FIELD"))
    parser.add_argument("--threshold", default="contra", choices=("contra", *BID_THRESHOLDS))
    parser.add_argument("--auction", action="store_true",
                        help="the lowest bid left against a pass, instead of the contras")
    args = parser.parse_args(argv)
    if args.duplicate:
        found = summary(duplicate(*args.duplicate, args.deals, args.seed, args.threshold),
                        args.seed)
        print(f"{args.threshold} from {args.duplicate[0]:g} against {args.duplicate[1]:g}, "
              f"{found['deals']} duplicate deals (seed {args.seed}): {found['mean']:+.3f} a deal "
              f"[{found['low']:+.3f}, {found['high']:+.3f}]; better on {found['better']}, "
              f"worse on {found['worse']}")
        return 0
    rows = list((auction_decisions if args.auction else decisions)(args.deals, args.seed))
    print(f"{len(rows)} decisions in {args.deals} deals (seed {args.seed})")
    for lo, hi in zip(BANDS, (*BANDS[1:], math.inf), strict=True):
        for bid in sorted({b for _s, b, _g, _d in rows}):
            diffs = [d for st, b, _g, d in rows if lo <= st < hi and b == bid]
            if diffs:  # "given": contras given, or bids made (``--auction``)
                gave = sum(1 for st, b, g, _d in rows if lo <= st < hi and b == bid and g)
                print(_line(f"strength {lo}–{hi} {bid} ({gave} given)", diffs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
