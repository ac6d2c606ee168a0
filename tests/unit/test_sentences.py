"""Engine sentences about players carry their players, and are filled with names where they are
shown: the person is "You" with the verb that goes with it, never "You chooses"."""

from __future__ import annotations

import copy
import json
import pickle
import random

from tricktable.engine.words import Sentence, literal
from tricktable.games import get_rules
from tricktable.games.barbu_doubling import settlement_sentence

NAMES = ["You", "Ada", "Bert", "Cleo"]


def test_as_text_a_sentence_is_the_engines_own_wording_for_logs_and_records():
    s = Sentence("{P0} {0:chooses/choose} " + literal("Trump {x}") + "; {p1} leads.", 0, 1)
    assert s == "Player 1 chooses Trump {x}; player 2 leads."
    assert json.dumps([s]) == json.dumps(["Player 1 chooses Trump {x}; player 2 leads."])


def test_filled_the_person_is_you_with_the_verb_that_goes_with_you():
    s = Sentence("{P0} {0:chooses/choose} a contract. Then {p1} {1:leads/lead}.", 0, 1)
    assert s.fill(NAMES) == "You choose a contract. Then Ada leads."
    assert s.fill(["Ada", "You"]) == "Ada chooses a contract. Then you lead."
    assert Sentence("Hand 2: {p0} {0:is/are} declarer.", 0).fill(NAMES) \
        == "Hand 2: You are declarer."
    assert Sentence("{P0's} turn, not {p1's}.", 0, 1).fill(NAMES) == "Your turn, not Ada's."


def test_a_player_without_a_name_keeps_the_engines_words():
    assert Sentence("{P1} passes; {p0} {0:leads/lead}.", 0, 2).fill(["You"]) \
        == "Player 3 passes; you lead."


def test_a_sentence_survives_copying_and_pickling_with_its_players():
    s = Sentence("{p0} redoubles {p1}", 3, 0)
    for again in (pickle.loads(pickle.dumps(s)), copy.deepcopy(s), copy.copy(s)):
        assert again == s and again.fill(NAMES) == "Cleo redoubles you"


def test_barbus_settlement_is_written_once_by_the_engine_and_filled_on_the_table():
    s = settlement_sentence(0, 2, [2], False, -12, 1)
    assert s == "Player 3 takes 12 from player 1 (player 3 doubled player 1, ×1)."
    assert s.fill(NAMES) == "Bert takes 12 from you (Bert doubled you, ×1)."
    back = settlement_sentence(0, 2, [2], True, -24, 2)
    assert back.fill(NAMES) == "Bert takes 24 from you (Bert doubled you, you redoubled, ×2)."
    won = settlement_sentence(0, 1, [0, 1], True, 30, 2)
    assert won.fill(NAMES) == "You take 30 from Ada (doubled each other, redoubled, ×2)."
    # the declarer (Ada) answering Bert's double doubles him back: a redouble, as the plate
    # and the panel say ("doubled each other" was written of it)
    answered = settlement_sentence(1, 2, [1, 2], False, -40, 2, declarer=1)
    assert answered.fill(NAMES) == "Bert takes 40 from Ada (Bert doubled Ada, Ada redoubled, ×2)."
    even = settlement_sentence(1, 3, [1], False, 0, 1)
    assert even.fill(NAMES) == "Ada and Cleo (Ada doubled Cleo) scored the same: nothing " \
        "changes hands."


def test_a_refused_barbu_double_names_the_player_in_the_persons_words():
    from tricktable.engine.protocol import Action

    rules = get_rules("barbu")
    for seed in range(30):
        state = rules.new_game(seed=seed)
        rng = random.Random(seed)
        while state.to_act is not None and state.deal_number <= 3:
            legal = state.legal_actions()
            if any(a.type == "redouble" for a in legal):
                me = state.to_act
                stranger = next(p for p in range(4) if p != me and not any(
                    p in (a.get("targets") or ()) for a in legal))
                reason = state.why_illegal(Action.make("redouble", targets=(stranger,)))
                names = ["Ada", "Bert", "Cleo", "Dora"]
                names[me] = "You"
                assert reason == f"Player {stranger + 1} did not double you, so you cannot " \
                    "redouble them."
                assert reason.fill(names).startswith(f"{names[stranger]} did not double you")
                return
            state.apply(rng.choice(legal))
    raise AssertionError("no redouble came up")


def test_sheepshead_and_nineteen_score_sentences_name_players_by_their_names_when_filled():
    from tricktable.ai.registry import make_agent
    from tricktable.engine.protocol import DealScored

    seen = set()
    for game in ("sheepshead", "nineteen"):
        rules = get_rules(game)
        for seed in range(20):
            state = rules.new_game(seed=seed)
            agents = [make_agent("rule", rules, seed + p) for p in range(state.num_players)]
            while state.to_act is not None and state.deal_number <= 3 and game not in seen:
                p = state.to_act
                for e in state.apply(agents[p].choose(state.view(p), state.legal_actions())) or []:
                    if not isinstance(e, DealScored):
                        continue
                    text = e.details.get("text")
                    if isinstance(text, Sentence) and "Player " in text:
                        filled = text.fill(["Ada", "Bert", "Cleo", "Dora"])
                        assert "Player " in text and "Player " not in filled, filled
                        seen.add(game)
    assert seen == {"sheepshead", "nineteen"}
