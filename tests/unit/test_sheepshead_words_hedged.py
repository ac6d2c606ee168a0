"""The Sheepshead rule player's reasons claim an outcome only where the position guarantees it.
"Lead the 7♣ low and let your partner take the trick" was said, and the Player trumped it; "The
10♥ wins the trick whatever comes after" and "Your partner wins this trick" were said of cards a
player still to play could beat. Each claim is checked here against every way the players after
it can finish the trick with the cards they really hold; the hedged words must come up too."""

from __future__ import annotations

import random

from trick_helpers import possible_winners
from tricktable.ai.sheepshead import RuleAgent
from tricktable.games import get_rules

RULES = get_rules("sheepshead")


_winners = possible_winners


def _reasons(seeds):
    """(state before the card, position, reason, winners after the card) at every card play
    of random deals with a Player, the rule player's card played."""
    agent = RuleAgent(RULES, 1)
    for seed in seeds:
        s = RULES.new_game(seed=seed)
        rng = random.Random(seed)
        while s.to_act is not None and not s.history:
            legal = s.legal_actions()
            view = s.view(s.turn)
            if s.stage != "play" or len(legal) == 1 or view.window_player is None:
                s.apply(rng.choice(legal))
                continue
            action, why = agent.explain(view, legal)
            me, player = s.turn, view.window_player
            s.apply(action)
            yield me, player, why, (_winners(s) if s.trick else None)


def test_a_reason_claims_a_trick_only_where_nothing_can_take_it_away():
    hedged = set()
    for me, player, why, winners in _reasons(range(1, 160)):
        partner = 3 - me - player
        if "let your partner" in why:
            raise AssertionError(why)
        if "hope your partner can take the trick" in why:
            hedged.add("lead")
        if why.endswith("wins the trick whatever comes after."):
            assert winners == {me}, why
        elif " should win the trick: the last defender is unlikely" in why:
            hedged.add("player")
        if why.startswith("Your partner wins this trick") and winners is not None:
            assert winners <= {me, partner}, why
        elif why.startswith("Your partner should win this trick"):
            assert "should stay with your side" in why, why
            hedged.add("partner")
        if why.startswith("Make the trick safe") and winners is not None:
            assert player not in winners, why
        elif why.startswith("Win the trick for your side with the"):
            hedged.add("safe")
    # (a defender's "should win" and "Win the trick for your side" are rare: the Player's
    # unseen burial leaves few tricks a defender may call safe and not certain)
    assert {"lead", "player"} <= hedged, hedged
