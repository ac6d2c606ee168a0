"""The game record (RECORD.md): writing, replaying, and refusing bad or edited files."""

from __future__ import annotations

import copy
import json
import random

import pytest

from tricktable.engine.record import RecordError, load_file, replay
from tricktable.engine.record_write import FORMAT, VERSION, make_record
from tricktable.games import get_rules

RULES = get_rules("heart-hunter")


def played(seed: int = 3, steps: int = 70, **options) -> object:
    s = RULES.new_game(seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.to_act is None:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_record_has_every_field_of_the_format():
    s = played()
    doc = make_record(s, [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "rule"} for n in ("W", "N", "E")])
    assert doc["format"] == FORMAT and doc["version"] == VERSION
    assert doc["game"] == "heart-hunter"
    assert doc["options"] == {"players": 4, "quick": False}
    assert doc["seed"] == 3
    assert doc["result"] is None
    d1 = doc["deals"][0]
    assert set(d1) == {"number", "dealer", "hands", "stock", "controller", "trump", "contract",
                       "actions", "tricks", "score", "totals"}
    assert d1["number"] == 1 and d1["stock"] == [] and d1["controller"] == [0, 1, 2, 3]
    assert d1["trump"] is None and d1["contract"] is None
    assert all(len(h) == 13 for h in d1["hands"])
    a = d1["actions"][0]
    assert set(a) == {"player", "position", "type", "card"} and a["type"] == "play"
    t = d1["tricks"][0]
    assert set(t) == {"leader", "cards", "winner"} and len(t["cards"]) == 4
    assert len(d1["score"]) == 4 and d1["totals"] == d1["score"]
    # the deal in progress has no score yet
    assert doc["deals"][-1]["score"] is None
    json.dumps(doc)


def test_replay_reproduces_a_finished_game():
    s = played(steps=10**6, players=3, quick=True)
    assert s.game_over
    doc = json.loads(json.dumps(make_record(s)))
    assert doc["result"] == {"winners": list(s.winners), "totals": s.totals}
    again = replay(doc, get_rules)
    assert again.totals == s.totals and again.winners == s.winners
    assert make_record(again) == doc


def test_replay_reports_the_first_illegal_action_with_deal_and_index():
    doc = make_record(played())
    actions = doc["deals"][0]["actions"]
    # make the 6th action a card its player does not hold
    pos = actions[5]["position"]
    foreign = next(c for p, h in enumerate(doc["deals"][0]["hands"]) if p != pos for c in h)
    actions[5]["card"] = foreign
    for key in ("tricks", "score", "totals"):
        doc["deals"][0].pop(key)
    with pytest.raises(RecordError, match=r"deal 1, action 6: Player (\d) made a move the rules "
                                          r"do not allow\. The table would have told Player \1: "
                                          r"“You do not hold"):
        replay(doc, get_rules)


def test_edited_score_is_rejected():
    doc = make_record(played())
    doc["deals"][0]["score"][0] += 1
    with pytest.raises(RecordError, match=r"deal 1: the stored score .* edited"):
        replay(doc, get_rules)


def test_edited_trick_is_rejected():
    doc = make_record(played())
    doc["deals"][0]["tricks"][0]["winner"] = (doc["deals"][0]["tricks"][0]["winner"] + 1) % 4
    with pytest.raises(RecordError, match="tricks differ"):
        replay(doc, get_rules)


def test_record_typed_in_by_hand_loads_and_fills_in():
    doc = make_record(played())
    first = doc["deals"][0]
    typed = {"format": FORMAT, "version": 1, "game": "heart-hunter", "options": {"players": 4},
             "players": [], "seed": 0,
             "deals": [{"hands": first["hands"], "dealer": first["dealer"],
                        "actions": [{"type": a["type"], "card": a["card"]}
                                    for a in first["actions"][:20]]}]}
    s = replay(typed, get_rules)
    rec = make_record(s)
    assert rec["deals"][0]["tricks"] == first["tricks"][:5]
    assert rec["options"] == {"players": 4, "quick": False}


@pytest.mark.parametrize("doc, message", [
    ([], "it holds a list, not a record's fields"),
    ({"format": "chess"}, "not in Trick Table.s format"),
    ({"format": FORMAT, "version": 99}, "newer Trick Table"),
    ({"format": FORMAT, "version": 1, "game": "bridge"}, "unknown game"),
    ({"format": FORMAT, "version": 1, "game": "heart-hunter", "options": {"players": 7},
      "deals": []}, "cannot be 7"),
    ({"format": FORMAT, "version": 1, "game": "heart-hunter", "options": {}, "deals": "x"},
     "'deals' must be a list"),
])
def test_bad_documents_are_refused_with_a_reason(doc, message):
    with pytest.raises(RecordError, match=message):
        replay(doc, get_rules)


def test_an_unknown_game_is_refused_naming_the_games_the_lookup_knows():
    with pytest.raises(RecordError, match="unknown game 'bridge'; the games are young-hunter"):
        replay({"format": FORMAT, "version": 1, "game": "bridge"}, get_rules)
    with pytest.raises(RecordError, match=r"^unknown game 5$"):
        replay({"format": FORMAT, "version": 1, "game": 5}, get_rules)


def test_replay_finds_the_rules_only_through_the_lookup_its_caller_hands_it():
    doc = make_record(played())
    asked: list[str] = []

    def only_heart_hunter(game_id: str):
        asked.append(game_id)
        return {"heart-hunter": RULES}[game_id]

    assert make_record(replay(doc, only_heart_hunter)) == doc
    assert asked == ["heart-hunter"]
    with pytest.raises(RecordError, match=r"^unknown game 'heart-hunter'$"):
        replay(doc, {}.__getitem__)


def test_a_card_dealt_twice_is_refused():
    doc = make_record(played())
    hands = doc["deals"][0]["hands"]
    hands[1][0] = hands[0][0]
    with pytest.raises(RecordError, match="dealt twice"):
        replay(doc, get_rules)


def test_wrong_hand_size_is_refused():
    doc = make_record(played())
    doc["deals"][0]["hands"][0].pop()
    with pytest.raises(RecordError, match="deal 1"):
        replay(doc, get_rules)


def test_load_file_refuses_non_json(tmp_path):
    p = tmp_path / "bad.json"
    p.write_text("{not json", encoding="utf-8")
    with pytest.raises(RecordError, match="its text goes wrong at line 1"):
        load_file(p)
    with pytest.raises(RecordError, match="cannot read"):
        load_file(tmp_path / "missing.json")


def test_replay_does_not_touch_the_document():
    doc = make_record(played())
    before = copy.deepcopy(doc)
    replay(doc, get_rules)
    assert doc == before
