"""Damaged and edited records are refused with one clear line naming where, and RecordError is the
only error that leaves ``replay`` and ``load_file``; stored controllers, trumps and contracts are
compared with the replay like scores are."""

from __future__ import annotations

import copy
import json
import random
import sys

import pytest

from tricktable.__main__ import main
from tricktable.engine.record import MAX_FILE_BYTES, RecordError, load_file, replay
from tricktable.engine.record_write import make_record
from tricktable.games import get_rules


def finished(game: str, seed: int = 4, **options) -> dict:
    """A whole random game's record (several deals), as JSON reads it back."""
    rules = get_rules(game)
    s = rules.new_game(seed=seed, **options)
    rng = random.Random(seed)
    while s.to_act is not None and len(s.history) < 4:
        s.apply(rng.choice(s.legal_actions()))
    return json.loads(json.dumps(make_record(s)))


def refused(doc, *words: str) -> str:
    with pytest.raises(RecordError) as info:
        replay(doc, get_rules)
    message = str(info.value)
    assert "\n" not in message and len(message) <= 400, message
    assert "unexpected" not in message, f"no specific check caught it: {message}"
    for w in words:
        assert w in message, message
    return message


HH = finished("heart-hunter")


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d["deals"][1]["hands"][0].pop(), ("deal 2", "holds 12 cards")),
    (lambda d: d["deals"][1]["hands"][0].__setitem__(0, d["deals"][1]["hands"][1][0]),
     ("deal 2", "dealt twice")),
    (lambda d: d["deals"][1]["hands"].pop(), ("deal 2", "needs 4 hands")),
    (lambda d: d["deals"][1].__setitem__("dealer", 7), ("deal 2", "dealer")),
    (lambda d: d["deals"][1].__setitem__("dealer", True), ("deal 2", "dealer")),
])
def test_a_later_deal_with_a_bad_hand_pack_or_dealer_is_refused_naming_that_deal(mutate, words):
    doc = copy.deepcopy(HH)
    mutate(doc)
    refused(doc, *words)


@pytest.mark.parametrize("field, value, words", [
    ("result", 5, ("'result' must be an object",)),
    ("result", [1, 2], ("'result' must be an object",)),
    ("players", "You", ("'players' must be a list",)),
    ("players", [{"name": 5}], ("player 1's name must be text",)),
    ("players", [7], ("player 1 must be an object",)),
    ("seed", 10**80, ("'seed' must be a whole number",)),
])
def test_wrong_types_at_the_top_are_refused(field, value, words):
    doc = copy.deepcopy(HH)
    doc[field] = value
    refused(doc, *words)


@pytest.mark.parametrize("field, value", [("tricks", 5), ("stock", 3), ("actions", 2),
                                          ("tricks", "x")])
def test_tricks_stock_or_actions_that_are_not_lists_are_refused(field, value):
    doc = copy.deepcopy(HH)
    doc["deals"][0][field] = value
    refused(doc, "deal 1", f"'{field}' must be a list")


def test_a_misspelt_action_key_is_refused_not_ignored():
    doc = copy.deepcopy(HH)
    action = doc["deals"][0]["actions"][3]
    action["pLayer"] = action.pop("player")
    refused(doc, "deal 1, action 4", "'pLayer'")


def test_a_refusal_never_echoes_a_huge_value():
    doc = copy.deepcopy(HH)
    doc["deals"][0]["actions"][0]["player"] = 10**4000
    message = refused(doc, "deal 1, action 1")
    assert len(message) < 200
    doc = copy.deepcopy(HH)
    doc["deals"][0]["score"] = ["x" * 5000]
    assert len(refused(doc, "deal 1", "edited")) < 300
    doc = copy.deepcopy(HH)
    doc["format"] = "y" * 5000
    assert len(refused(doc, "not in Trick Table's format")) < 200


def test_deep_nesting_is_refused_in_replay_and_in_load_file(tmp_path):
    deep: list = []
    for _ in range(50_000):
        deep = [deep]
    doc = copy.deepcopy(HH)
    doc["deals"][0]["actions"][0]["card"] = deep
    with pytest.raises(RecordError):
        replay(doc, get_rules)
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(RecordError, match="nested too deeply"):
        load_file(path)


def test_a_number_of_more_than_4300_digits_is_refused_by_load_file(tmp_path):
    path = tmp_path / "huge.json"
    text = json.dumps(HH).replace('"seed": 4', '"seed": ' + "9" * 5000)
    path.write_text(text)
    with pytest.raises(RecordError) as info:
        load_file(path)
    assert len(str(info.value)) < 400


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "big.json"
    with open(path, "wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)
    with pytest.raises(RecordError, match="MB"):
        load_file(path)


# ------------------------------------------------------------- stored controller, trump, contract
def first_deal_with(doc: dict, predicate) -> dict:
    return next(d for d in doc["deals"] if predicate(d))


@pytest.mark.parametrize("game, options, edit", [
    ("heart-hunter", {}, lambda d: d.__setitem__("controller", [1, 0, 2, 3])),
    ("sheepshead", {}, lambda d: d.__setitem__("trump", "H")),
    ("young-hunter", {}, lambda d: d.__setitem__("trump", "C" if d["trump"] != "C" else "D")),
    ("nineteen", {"players": 3}, lambda d: d.__setitem__("controller", [2, 2, 2, 2])),
])
def test_an_edited_controller_or_trump_is_refused(game, options, edit):
    doc = finished(game, **options)
    edit(doc["deals"][0])
    refused(doc, "deal 1", "edited")


def sheepshead_discards(deal):
    deal["contract"]["discards"] = ["AS", "AH"]


def barbu_contract(deal):
    c = deal["contract"]
    c["name"] = "no-queens" if c["name"] != "no-queens" else "no-tricks"


def barbu_doubles(deal):
    deal["contract"]["doubles"] = [[1, 0, True]]


def nineteen_bid(deal):
    deal["contract"]["bid"] = "solo" if deal["contract"]["bid"] != "solo" else "partnership"


def nineteen_partner(deal):
    deal["contract"]["partner"] = 3 if deal["contract"].get("partner") != 3 else 1


def young_hunter_announcement(deal):
    deal["contract"]["announcements"] = [{"player": 0, "jack": "JS", "kind": "hit",
                                          "contra_by": None}] + deal["contract"]["announcements"]


@pytest.mark.parametrize("game, has, edit", [
    ("sheepshead", lambda d: (d["contract"] or {}).get("player") is not None, sheepshead_discards),
    ("barbu", lambda d: d["contract"] is not None, barbu_contract),
    ("barbu", lambda d: d["contract"] is not None, barbu_doubles),
    ("nineteen", lambda d: d["contract"] is not None and "bid" in d["contract"], nineteen_bid),
    ("nineteen", lambda d: d["contract"] is not None and "bid" in d["contract"], nineteen_partner),
    ("young-hunter", lambda d: d["contract"] is not None, young_hunter_announcement),
])
def test_an_edited_contract_is_refused(game, has, edit):
    for seed in range(1, 40):
        doc = finished(game, seed=seed)
        deals = [d for d in doc["deals"] if has(d)]
        if deals:
            break
    deal = deals[0]
    before = copy.deepcopy(deal["contract"])
    edit(deal)
    assert deal["contract"] != before
    refused(doc, f"deal {deal['number']}", "contract", "edited")


def test_the_unedited_records_of_every_game_replay():
    for game, options in [("heart-hunter", {}), ("sheepshead", {}), ("barbu", {}),
                          ("nineteen", {"players": 2}), ("nineteen", {}), ("young-hunter", {})]:
        doc = finished(game, **options)
        assert json.loads(json.dumps(make_record(replay(doc, get_rules), doc["players"]))) == doc


# ------------------------------------------------------------------------- the replay command
@pytest.mark.parametrize("players", ["Ann", [{"name": 7}], [["Ann"]]])
def test_the_replay_command_refuses_bad_players_in_one_line(players, tmp_path, capsys):
    doc = copy.deepcopy(HH)
    doc["players"] = players
    path = tmp_path / "game.json"
    path.write_text(json.dumps(doc))
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "rejected" in err and "player" in err


def test_the_replay_command_summarises_a_good_record(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(HH))
    assert main(["replay", str(path)]) == 0
    assert "The record is valid." in capsys.readouterr().out


def test_only_record_errors_leave_replay_for_odd_shapes():
    odd = [None, 5, "x", [], {"format": "tricktable-record", "version": 1, "game": "barbu",
                                "deals": [{"hands": {"a": 1}}]}, sys.maxsize]
    for value in odd:
        with pytest.raises(RecordError):
            replay(value, get_rules)


def test_an_autosave_from_a_huge_version_is_set_aside_without_echoing_the_number(tmp_path,
                                                                                monkeypatch):
    from tricktable import settings as store

    monkeypatch.setenv("TRICKTABLE_HOME", str(tmp_path))
    auto = store.paths()["autosave"]
    auto.parent.mkdir(parents=True)
    doc = copy.deepcopy(HH)
    doc["version"] = 10**400
    auto.write_text(json.dumps(doc))
    loaded, notes = store.load_autosave()
    assert loaded is None and len(notes) == 1
    assert "newer version" in notes[0] and len(notes[0]) < 400, notes[0]
