"""What the person reads about a damaged or empty file (QA round 56): what happened and what is
kept, in plain words, with no "JSON" and no "nothing is lost" for a game that is lost; and a
record that breaks the rules names the seat by the record's players, not "player 1"."""

from __future__ import annotations

import json
import random

import pytest

from tricktable import settings as store
from tricktable.autosave import resumable_game
from tricktable.engine.record import RecordError, load_file, replay
from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from tricktable.presentation.record_words import record_refusal
from tricktable.settings import load_settings, paths

pytestmark = pytest.mark.usefixtures("home")

NAMES = ["Ada", "Bea", "Cy", "Dot"]


def _record(names: list[str] = NAMES) -> dict:
    """A Heart Hunter record of a few random moves, its players named ``names``."""
    state = get_rules("heart-hunter").new_game(seed=3)
    rng = random.Random(3)
    for _ in range(12):
        state.apply(rng.choice(state.legal_actions()))
    return make_record(state, [{"name": n, "kind": "human"} for n in names])


def _autosave(text: str) -> list[str]:
    """What the start says of an autosave holding ``text``."""
    path = paths()["autosave"]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    doc, facts, notes = resumable_game()
    assert (doc, facts) == (None, None)
    assert len(notes) == 1, notes
    return notes


def test_a_cut_short_autosave_is_said_lost_and_kept_only_in_case_it_is_wanted():
    """Screen 27: "…is not valid JSON (line 45, column 10). It was kept as … so nothing is lost;
    the interrupted game cannot be resumed": the game is lost to the player, and JSON is a
    programmer's word."""
    said = _autosave(json.dumps(_record(), indent=1)[:700])[0]
    kept = list(paths()["autosave"].parent.glob("autosave.json.damaged-*"))
    assert len(kept) == 1
    assert said.startswith("The autosaved game cannot be resumed: the file autosave.json is "
                           "damaged (its text goes wrong at line "), said
    assert said.endswith(f"The file was kept as {kept[0].name} in {kept[0].parent} in case it "
                         "is wanted."), said
    assert "JSON" not in said and "nothing is lost" not in said


def test_an_empty_autosave_is_not_said_to_be_kept():
    """Screen 97: an empty autosave "was kept as autosave.json.damaged-… so nothing is lost": an
    empty file keeps nothing. It is still set aside (nothing is deleted), but not told."""
    said = _autosave("")[0]
    assert said == "The autosaved game cannot be resumed: the file autosave.json is empty."
    assert not paths()["autosave"].exists()


def test_an_autosave_that_breaks_the_rules_is_said_damaged_not_does_not_replay():
    """"it does not replay" was the programmer's word for a damaged autosave."""
    doc = _record()
    doc["deals"][0]["actions"][5]["card"] = doc["deals"][0]["hands"][0][0]
    for key in ("tricks", "score", "totals"):
        doc["deals"][0].pop(key, None)
    said = _autosave(json.dumps(doc))[0]
    assert said.startswith("The autosaved game cannot be resumed: it is damaged and does not "
                           "play back (deal 1, action 6: "), said
    assert "in case it is wanted" in said


def test_an_empty_settings_file_says_the_name_and_players_went_back_to_their_defaults():
    """Screen 45: "It was kept as settings.json.damaged-… so nothing is lost; the default
    settings are used": nothing was kept, and the name and the players the person chose were
    lost without a word."""
    paths()["config_dir"].mkdir(parents=True)
    paths()["settings"].write_text("\n", encoding="utf-8")
    settings, said = load_settings()
    assert settings == store.Settings()
    assert said == ["Your settings file could not be used: the file settings.json is empty. "
                    "The default settings are used: your name is “You” again and each game has "
                    "its usual players."]


@pytest.mark.parametrize("content", ["[1, 2, 3]", '{"version": 1,\n "player_name": "Ada"'])
def test_a_damaged_settings_file_is_said_damaged_in_plain_words(content):
    """"does not hold a JSON object" and "not valid JSON (line 2, column 23)" were shown."""
    paths()["config_dir"].mkdir(parents=True)
    paths()["settings"].write_text(content, encoding="utf-8")
    said = load_settings()[1]
    assert len(said) == 1 and "JSON" not in said[0], said
    assert said[0].startswith("Your settings file could not be used: the file settings.json is "
                              "damaged"), said
    assert "in case it is wanted" in said[0] and "your name is “You” again" in said[0]


def test_a_record_that_breaks_the_rules_names_the_seat_by_the_records_players():
    """Screen 43: "deal 1, action 6: player 1's move is against the rules (“You must follow
    spades…”)": neither "player 1" nor "You" said which seat; the record names its players."""
    doc = _record()
    actions = doc["deals"][0]["actions"]
    mover = actions[5]["position"]
    foreign = next(c for p, h in enumerate(doc["deals"][0]["hands"]) if p != mover for c in h)
    actions[5]["card"] = foreign
    for key in ("tricks", "score", "totals"):
        doc["deals"][0].pop(key, None)
    with pytest.raises(RecordError) as caught:
        replay(doc, get_rules)
    who = NAMES[mover]
    assert str(caught.value).startswith(
        f"deal 1, action 6: {who} made a move the rules do not allow. The table would have told "
        f"{who}: “You "), \
        str(caught.value)
    shown = record_refusal("illegal.json", str(caught.value))
    assert "player " not in shown and ".”.\n" not in shown and "”\n\nYour game goes on." in shown


def test_a_record_seat_named_you_is_spoken_to_in_small_letters():
    """The person's seat is named "You" in most records: "they tell You" read as a name
    shouted mid-sentence; and "they" was left to be guessed (the table's words, quoted)."""
    doc = _record(["You", "West", "North", "East"])
    actions = doc["deals"][0]["actions"]
    first = next(i for i, a in enumerate(actions) if a["position"] == 0)
    actions[first]["card"] = doc["deals"][0]["hands"][1][0]
    for key in ("tricks", "score", "totals"):
        doc["deals"][0].pop(key, None)
    with pytest.raises(RecordError, match=r"You made a move the rules do not allow\. The "
                                          r"table would have told you: “You "):
        replay(doc, get_rules)


@pytest.mark.parametrize(("content", "found"), [
    ("[1, 2]", "it holds a list, not a record's fields"),
    ('"hello"', "it holds only a piece of text, not a record's fields"),
    ('{"format": "trick-table",\n "version": 1,\n', "its text goes wrong at line 3"),
])
def test_a_file_that_is_no_record_is_said_so_without_json(tmp_path, content, found):
    """Screens 36 and 41: "it is not JSON text (line 58)", "it is JSON text, but not a JSON
    object"."""
    path = tmp_path / "some.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        replay(load_file(path), get_rules)
    shown = record_refusal("some.json", str(caught.value))
    assert f"What was found: {found}.\n\n" in shown and "JSON" not in shown, shown
