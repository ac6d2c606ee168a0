"""Nineteen's rule player keeps a king back from a player likely to trump it, and its reason for
a declaration says what the hint's figures weigh (ai/nineteen_leads.py, ai/nineteen_reasons.py).

A tester's game (rule players at West, North and East): twice the hint said "Cash a king … nobody
has shown a void in it yet" while East, the declarer, who had announced Eight Trumps, played after
the person; the K♣ was trumped by the 3★ (hand 1, a Partnership, trick 2) and the K♠ by the 6★
(hand 2, Preferred Two, trick 4). And at the declarations the hint said "Leave the bid alone: a
hand this weak loses a contra more often than it wins one" above figures that compared declaring
nothing with a Slam only: the search may not weigh another contra than the rule's.
"""

from __future__ import annotations

from tricktable.ai.nineteen import RuleAgent
from tricktable.ai.nineteen_leads import king_risk
from tricktable.ai.nineteen_reasons import CONTRA_NOT_WEIGHED
from tricktable.ai.playout_nineteen import small_view
from tricktable.engine.cards import TAROT
from tricktable.engine.protocol import DealPreset
from tricktable.games import get_rules
from tricktable.games.nineteen_scoring import KINGS

RULES = get_rules("nineteen")
NAMES = ["You", "West", "North", "East"]
YOU, EAST = 0, 3

#: the tester's hand 1 (dealt by North) and hand 2 (dealt by East): hands, stock, and the game's
#: decisions up to the person's lead of the king (kind, then what was said or played)
HAND_1 = (2, ["KC 8D VD QD 10H 7S KS T5 T7 T9 T17 TF", "8C CC 10D CD KD 7H VH 10S VS T1 T15 T20",
              "7C 9C 10C QC 7D CH 8S 9S T8 T11 T19 T21",
              "VC 8H QH CS QS T3 T6 T10 T12 T14 T16 T18"], "KH 9D T4 T13 9H T2",
          [("bid", "partnership"), ("pass",), ("pass",), ("pass",),
           ("discard", "VC 9D CS QS"), ("discard", "CC"), ("discard", "10H"), ("call", "T19"),
           ("declare",), ("declare",), ("declare",), ("declare", "eight-trumps"),
           ("play", "KH"), ("play", "TF"), ("play", "7H"), ("play", "CH")])
HAND_2 = (3, ["CC 10D 8H CH QH QS KS T3 T4 T5 T15 T21", "7C VD CD QD 9H KH CS T1 T7 T8 T11 T14",
              "9C QC 7D 8D 9D 10H 7S 8S 9S 10S T2 T13",
              "VC KC 7H VH T6 T10 T12 T16 T17 T18 T19 TF"], "T9 10C VS T20 8C KD",
          [("bid", "partnership"), ("pass",), ("pass",), ("bid", "preferred-2"), ("pass",),
           ("next-set",), ("next-set",), ("back-set",), ("discard", "VH VS"),
           ("declare",), ("declare",), ("declare",), ("declare", "eight-trumps"),
           ("play", "TF"), ("play", "T3"), ("play", "T7"), ("play", "T2"),
           ("play", "KC"), ("play", "CC"), ("play", "7C"), ("play", "9C"),
           ("play", "VC"), ("play", "T4"), ("play", "T1"), ("play", "QC")])


def _matches(action, step) -> bool:
    kind, *said = step
    if action.type != kind:
        return False
    if kind == "bid":
        return action.get("bid") == said[0]
    if kind == "discard":
        return action.get("cards") == TAROT.parse_mask(said[0].split())
    if kind in ("call", "play"):
        return action.card == TAROT.parse(said[0])
    if kind == "declare":
        return list(action.get("declarations")) == said and not action.get("contras")
    return True


def _at(hand, steps: int):
    """The tester's hand after its first ``steps`` decisions."""
    dealer, hands, stock, decisions = hand
    preset = DealPreset(dealer, [TAROT.parse_mask(h.split()) for h in hands],
                        [TAROT.parse(c) for c in stock.split()])
    state = RULES.start(RULES.options(players=4), 7, {1: preset})
    for step in decisions[:steps]:
        state.apply(next(a for a in state.legal_actions() if _matches(a, step)))
    return state


def _lead(hand):
    state = _at(hand, len(hand[3]))
    assert state.to_act == YOU and not state.trick
    view = state.view(YOU)
    return view, RuleAgent(RULES, 1).explain(view, state.legal_actions())


def test_no_king_is_cashed_into_eight_trumps_announced_by_a_player_still_to_play():
    """Hand 1: a Partnership whose partner is secret; East, the declarer, announced Eight
    Trumps. The rule player kept the K♣ and the K♠ back, and says why, naming East."""
    view, (action, why) = _lead(HAND_1)
    assert view.claims[EAST] == 8 and view.bid == "partnership"
    assert not KINGS >> action.card & 1, why
    said = why.fill(NAMES)
    assert said.startswith("Keep the K♣ and the K♠ back: East announced Eight Trumps and plays "
                           "after you; out of their suits, East would trump them."), said
    assert "Cash a king" not in said


def test_no_king_is_cashed_into_the_declarer_of_a_preferred_bid():
    """Hand 2: East bid Preferred Two (and announced Eight Trumps). In the search's imagined
    deals the rule player is asked with a small view, which holds no declarations: the
    declarer of a preferred bid, alone against three on a long trump suit, is enough there."""
    _view, (action, why) = _lead(HAND_2)
    assert action.card == TAROT.parse("10D"), why
    assert why.fill(NAMES).startswith("Keep the K♠ back: East announced Eight Trumps"), why
    state = _at(HAND_2, len(HAND_2[3]))
    imagined = RuleAgent(RULES, 1)
    imagined.in_playouts = True
    card, said = imagined.card(small_view(state, YOU), sum(
        1 << a.card for a in state.legal_actions()))
    assert card == TAROT.parse("10D")
    assert said.startswith("Keep the K♠ back: Player 4 bid Preferred Two to play alone"), said


def test_announcements_are_weighed_at_the_table_only_and_alike_from_both_views():
    """The search's playouts ask the rule player with a small view, which holds no declarations:
    there the playout's player (``in_playouts``) weighs none, from either view, so a playout
    plays the same cards whichever view it builds; at the table the full view's count."""
    state = _at(HAND_1, len(HAND_1[3]))
    mask = sum(1 << a.card for a in state.legal_actions())
    imagined = RuleAgent(RULES, 1)
    imagined.in_playouts = True
    full = imagined.card(state.view(YOU), mask)[0]
    assert full == imagined.card(small_view(state, YOU), mask)[0]
    assert KINGS >> full & 1  # no declaration in sight: the king is cashed there, as before
    hidden = 0b1110
    assert king_risk(state.view(YOU), hidden, True) == (EAST, False)
    assert king_risk(state.view(YOU), hidden, False) == (-1, False)


def test_a_king_is_still_cashed_when_nobody_after_the_leader_announced_many_trumps():
    """The declarations of hand 1 without East's Eight Trumps: the K♣ is cashed, and the words
    say what was weighed: nobody after the leader announced eight trumps or more."""
    steps = [s if s != ("declare", "eight-trumps") else ("declare",) for s in HAND_1[3]]
    _view, (action, why) = _lead((*HAND_1[:3], steps))
    assert action.card == TAROT.parse("KC"), why
    assert why.endswith("nobody who plays after you announced eight trumps or more."), why


def test_a_declaration_reason_says_the_figures_leave_the_contra_out():
    """At hand 1's declarations You may declare a Slam or contra the bid: the rule leaves the
    bid alone by the hand it holds, and says the figures (declaring nothing against the Slam)
    leave the contra out, where the old words claimed a contra loses more often than it wins."""
    state = _at(HAND_1, 8)
    view = state.view(YOU)
    legal = state.legal_actions()
    assert view.stage == "declare" and any("bid" in a.get("contras") for a in legal)
    action, why = RuleAgent(RULES, 1).explain(view, legal)
    assert not action.get("contras") and not action.get("declarations")
    assert why.startswith("Leave the bid alone: your hand has 6 trumps (the Tomfool and 1 more "
                          "from the 15★ up), 2 kings and a void, too weak a defence to contra "
                          "it"), why
    assert why.endswith(CONTRA_NOT_WEIGHED) and "more often than it wins" not in why
