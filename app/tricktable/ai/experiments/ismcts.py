"""Single-observer information-set MCTS, kept to compare against the flat search.

The issue names SO-ISMCTS with rule-based playouts as the baseline to beat. This is a plain
version: every iteration imagines a world, walks a tree of action sequences (the actions legal in
that world; a node's "availability" counts how often it could have been chosen), picks by UCB
for whoever decides there (each node keeps every player's total utility), adds one node, finishes
the deal with the same rule-based playout as the flat search, and backs the players' utilities
up. The root chooses its most visited action. ``ResearchSearch(method="ismcts")`` (in
``search_options``) uses it; the levels use the flat search, which measured stronger per playout
here (see the flat search's module docstring).
"""

from __future__ import annotations

import math
import time
from typing import Any

from ...engine.protocol import Action
from ...engine.view import View
from ...games.registry import find_entry
from ..evaluation import deal_utility
from ..playout import DealOver


class Node:
    """Statistics of one action sequence from the root."""

    __slots__ = ("avail", "children", "totals", "visits")

    def __init__(self, players: int) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 0
        self.totals = [0.0] * players


def ismcts(agent: Any, view: View, legal: list[Action], deadline: float,
           exploration: float = 0.7) -> tuple[Action, dict[Action, float], int, int]:
    """Run the tree search; returns (action, mean utility of each root action, iterations,
    worlds)."""
    rules = agent.rules
    playout = agent.playout
    rng = agent.rng
    me = view.player
    players = len(view.totals)
    entry = find_entry(rules.id)  # the exploration constant's scale: a deal's typical spread
    c = exploration * (entry.search_scale if entry is not None else 10.0)
    root = Node(players)
    legal_set = set(legal)
    done = 0
    budget = agent.iterations
    while done < budget:
        if done and time.perf_counter() >= deadline:
            break
        got = agent._sample(view)
        world = got[0]
        h0 = len(world.history)
        node = root
        path = [root]
        finished = False
        try:
            while not world.over and len(world.history) == h0:
                acts = world.legal_actions()
                if node is root:
                    acts = [a for a in acts if a in legal_set]
                if len(acts) == 1 and node is not root:
                    world.apply(acts[0])
                    continue
                q = world.to_act
                untried = []
                for a in acts:
                    child = node.children.get(a)
                    if child is None:
                        untried.append(a)
                    else:
                        child.avail += 1
                if untried:
                    a = untried[rng.randrange(len(untried))]
                    child = node.children[a] = Node(players)
                    child.avail = 1
                    world.apply(a)
                    path.append(child)
                    break
                best, best_key = acts[0], -math.inf
                for a in acts:
                    child = node.children[a]
                    key = (child.totals[q] / child.visits
                           + c * math.sqrt(math.log(child.avail) / child.visits))
                    if key > best_key:
                        best, best_key = a, key
                node = node.children[best]
                path.append(node)
                world.apply(best)
        except DealOver:
            finished = True
        if not finished and not world.over and len(world.history) == h0:
            playout.run(world)
        if len(world.history) > h0:
            utils = [deal_utility(world, p, h0) for p in range(players)]
        else:
            utils = [0.0] * players
        for n in path:
            n.visits += 1
            totals = n.totals
            for p in range(players):
                totals[p] += utils[p]
        done += 1
    means = {a: ch.totals[me] / ch.visits for a, ch in root.children.items() if ch.visits}
    if not root.children:
        return legal[0], means, done, done
    action = max(root.children.items(), key=lambda kv: (kv[1].visits, means.get(kv[0], 0.0)))[0]
    return action, means, done, done
