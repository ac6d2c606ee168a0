"""What a player of a trick game may know, and imagined worlds built from it.

Why apart from the play loop (``trick_game.py``): a view and a sampled world are built once per
decision of a computer player or a hint, never inside a playout, and the rules of what each
player sees (``View``, with the game's own fields from ``_view_extra``) are easier to read and
to check for leaks on their own. ``TrickGameState`` takes these methods from :class:`TrickViews`.
"""

from __future__ import annotations

import random
from typing import Any

from .deal_log import DealLog
from .protocol import Rules, State
from .view import View, cards_played
from .worlds import deal_constrained


class TrickViews:
    """Views and ``sample_world`` of a ``TrickGameState`` (the fields named here are its own)."""

    n: int
    hands: list[int]
    controller: list[int]
    said: tuple
    DECK: int

    def visible_positions(self, player: int) -> list[int]:
        """Positions whose hands ``player`` sees (their own, and exposed dummies)."""
        return [p for p in range(self.n) if self.controller[p] == player]

    def known_cards(self, player: int) -> int:
        """The cards ``player`` sees now that are not yet played: the hands they see (their own,
        exposed dummies) and what the game showed them privately (``_private_known``). Undo
        compares it before and after a decision: one that showed new cards cannot be taken
        back, or a player could look and then choose again."""
        mask = 0
        for p in self.visible_positions(player):
            mask |= self.hands[p]
        return mask | self._private_known(player)

    def _private_known(self, player: int) -> int:
        """Cards the game has shown ``player`` outside the hands they see (a stock looked at)."""
        return 0

    #: the game's view class: ``View`` with the game's own fields added
    VIEW: type[View] = View

    def view(self, player: int) -> View:
        visible = set(self.visible_positions(player))
        extra: dict[str, Any] = {}
        self._view_extra(extra, player)
        positions = [p for p in range(self.n) if self.controller[p] == player]
        extra.setdefault("seat", positions[0] if positions else player)
        extra.setdefault("seat_player", list(range(self.n)))
        return self.VIEW(
            game=self.rules.id, options=dict(self.options), deck=self.DECK, player=player,
            positions=positions, trick_positions=self.trick_positions(),
            controller=list(self.controller), deal=self.deal_number, dealer=self.dealer,
            totals=list(self.totals), stage=self.stage,
            hands=[self.hands[p] if p in visible else None for p in range(self.n)],
            hand_sizes=[h.bit_count() for h in self.hands], trick=list(self.trick), led=self.led,
            leader=self.leader, turn=self.turn, to_act=self.to_act,
            tricks=[(ld, list(cs), w) for ld, cs, w in self.deal_log.tricks],
            taken=list(self.taken), trick_counts=list(self.trick_counts), voids=list(self.voids),
            trumps=self.trumps, trump_suit=self._trump_suit(), over=self.over,
            winners=list(self.winners), announcements=list(self.said), **extra)

    def _view_extra(self, v: dict, player: int) -> None:
        """Add the game's own fields (public ones, and the player's private ones) to ``v``, the
        keyword arguments of its ``VIEW``; also the shared fields whose default does not fit
        (``stock``, ``seat``...)."""

    def _known_elsewhere(self, view: View) -> int:
        """Cards out of every hidden hand per the view besides hands and played cards (e.g.
        a player's own discards, a revealed stock)."""
        return 0

    def _hidden_forbidden(self, view: View, pos: int) -> int:
        """Cards hidden position ``pos`` is known not to hold (beyond voids)."""
        return 0

    @classmethod
    def from_view(cls, rules: Rules, view: View, rng: random.Random) -> State:
        state = cls.__new__(cls)
        n = len(view.hands)
        opts = view.options
        plan = state._world_plan(view, rng)
        state._setup(rules, opts, rng.randrange(2**31), None)
        state.world_plan = plan
        state.n = n
        state._restore_shared(view)
        state.stock = []
        state._restore_extra(view)
        state._set_to_act()
        seen = 0
        for h in view.hands:
            if h is not None:
                seen |= h
        played = cards_played(view)
        known = state._known_elsewhere(view)
        unseen = state.DECK & ~seen & ~played & ~known
        hidden = [p for p in range(n) if view.hands[p] is None]
        sizes = [view.hand_sizes[p] for p in hidden]
        # cards not in any hidden hand go to the unseen stock/discard pool (their count is known)
        extra = unseen.bit_count() - sum(sizes)
        forbidden = [view.voids[p] | state._hidden_forbidden(view, p) for p in hidden]
        if extra > 0:
            sizes.append(extra)
            forbidden.append(state._pool_forbidden(view))
        dealt = deal_constrained(unseen, sizes, forbidden, rng)
        hands = [h if h is not None else 0 for h in view.hands]
        for p, m in zip(hidden, dealt, strict=False):
            hands[p] = m
        state.hands = hands
        if extra > 0:
            state._set_unseen_pool(dealt[-1])
        # the deal log of an imagined world: hands as they would have been dealt
        dealt_hands = hands.copy()
        for leader, cards, _w in view.tricks:
            for i, c in enumerate(cards):
                dealt_hands[state._trick_pos(leader, i, n)] |= 1 << c
        for i, c in enumerate(view.trick):
            dealt_hands[state._trick_pos(view.leader, i, n)] |= 1 << c
        state.deal_log = DealLog(state.deal_number, state.dealer, dealt_hands, state.stock,
                                 state.controller, state._trump_letter())
        state.deal_log.tricks = [(ld, tuple(cs), w) for ld, cs, w in view.tricks]
        return state

    def _restore_shared(self, view: View) -> None:
        """Set the fields every trick game shares from a view (the deal, turn, trick, tricks
        taken, voids, totals, the end)."""
        self.deal_number = view.deal
        self.dealer = view.dealer
        self.controller = list(view.controller)
        self.totals = list(view.totals)
        self.stage = view.stage
        self.trick = list(view.trick)
        self.led = view.led
        self.leader = view.leader
        self.turn = view.turn
        self.taken = list(view.taken)
        self.trick_counts = list(view.trick_counts)
        self.voids = list(view.voids)
        self.trumps = view.trumps
        self.tricks_played = len(view.tricks)
        self.over = view.over
        self.winners = tuple(view.winners)
        self.said = tuple(view.announcements)

    #: a world's plan decided before its hidden cards are dealt (``_world_plan``); None in a
    #: real game
    world_plan: Any = None

    def _world_plan(self, view: View, rng: random.Random) -> Any:
        """What an imagined world settles (with ``rng``) before its seed is drawn and its hidden
        cards are dealt, for ``_hidden_forbidden`` to read as ``world_plan``."""
        return None

    def _trick_pos(self, leader: int, index: int, n: int) -> int:
        return (leader + index) % n

    def _restore_extra(self, view: View) -> None:
        """Set the game's own fields from a view (public ones, and the viewer's private ones)."""

    def _pool_forbidden(self, view: View) -> int:
        return 0

    def _set_unseen_pool(self, mask: int) -> None:
        """Where the unseen cards that are in no hand go (a hidden stock or discards)."""
