"""The box a record file that cannot be opened brings up, through the reader as the window uses
it (``load_file``, ``replay``, then ``window_notes.record_refusal`` with the reader's message):
a headline for each kind of refusal, "damaged" only for what is damaged, and what was found in
plain words that name the file once."""

from __future__ import annotations

import json
import random
from pathlib import Path

from tricktable.engine.record import RecordError, load_file, replay
from tricktable.engine.record_write import FORMAT, make_record
from tricktable.games.registry import available_games, get_rules
from tricktable.presentation.window_notes import record_refusal

DAMAGED = "damaged or changed after it was saved"


def box(path: Path) -> str:
    """The box's words for the file at ``path``, as the window reads and refuses it."""
    try:
        replay(load_file(path), get_rules)
    except RecordError as exc:
        return record_refusal(path.name, str(exc).rstrip("."))
    raise AssertionError(f"{path.name} was opened")


def written(folder: Path, name: str, doc: object) -> Path:
    path = folder / name
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return path


def a_record() -> dict:
    """A Heart Hunter game's record a few tricks in."""
    rules = get_rules("heart-hunter")
    state = rules.new_game(seed=3)
    rng = random.Random(3)
    for _ in range(30):
        state.apply(rng.choice(state.legal_actions()))
    return json.loads(json.dumps(make_record(state)))


def test_a_record_from_a_newer_trick_table_is_not_called_damaged(tmp_path):
    """A record of version 99 was headed "it is damaged or was changed since it was saved: it
    does not play back" (screen 22): nothing is wrong with it but this version's age."""
    text = box(written(tmp_path, "t7-version99.json", dict(a_record(), version=99)))
    assert text.startswith("t7-version99.json cannot be opened: it was saved by a newer version "
                           "of Trick Table: update Trick Table to open it.\n\n"), text
    assert "record is of version 99" in text and "up to version 1" in text
    assert DAMAGED not in text


def test_a_file_too_large_to_be_a_record_is_called_too_large_not_damaged(tmp_path):
    """A 60 MB file was headed "damaged", and named twice (screen 26)."""
    path = tmp_path / "t12-60MB.json"
    with open(path, "wb") as f:
        f.truncate(60 * 2**20)
    text = box(path)
    assert text.startswith("t12-60MB.json cannot be opened: it is too large to be a game "
                           "record.\n\nWhat was found: the file is 60 MB, and a record is at "
                           "most 50 MB."), text
    assert text.count("t12-60MB") == 1 and DAMAGED not in text


def test_a_record_of_a_game_this_version_does_not_know_says_so_by_the_games_titles(tmp_path):
    """A record of "poker" was headed "damaged", and listed the games by their ids
    ("young-hunter, heart-hunter, …", screen 21)."""
    text = box(written(tmp_path, "t6-unknown-game.json", dict(a_record(), game="poker")))
    titles = [get_rules(g).title for g in available_games()]
    assert text.startswith("t6-unknown-game.json cannot be opened: it is of a game this version "
                           "of Trick Table does not know.\n\nWhat was found: the record's game "
                           "is “poker”; this version plays " + ", ".join(titles[:-1])
                           + " and " + titles[-1] + "."), text
    assert DAMAGED not in text and "young-hunter" not in text


def test_a_record_that_does_not_play_back_is_still_called_damaged(tmp_path):
    """"Damaged" is kept for what is: a record whose moves were put in another order."""
    doc = a_record()
    doc["deals"][0]["actions"] = doc["deals"][0]["actions"][::-1]
    text = box(written(tmp_path, "edited.json", doc))
    assert text.startswith(f"edited.json cannot be opened: it was {DAMAGED}, and its moves do "
                           "not play back.\n\nWhat was found: deal 1, action 1"), text


def test_a_cut_short_record_deep_in_a_long_folder_is_told_without_its_path_or_pythons_words(
        tmp_path):
    """In a folder 60 characters deep, "What was found" read "/tmp/qa56/hc/.local/share/
    tricktable/sav… (60 characters) is not JSON (line 126: Expecting property name enclosed in
    double quotes)" (screen 16): the count was the path's, read as the file's length, the file
    was named twice and the JSON problem was in Python's words."""
    folder = tmp_path.joinpath("a-folder-whose-name-is-long", "share", "tricktable", "saves")
    folder.mkdir(parents=True)
    text = json.dumps(a_record(), indent=1)
    path = written(folder, "t1-truncated.json", text[: len(text) // 2])
    assert len(str(path)) > 60
    shown = box(path)
    line = text[: len(text) // 2].count("\n") + 1
    assert shown == ("t1-truncated.json cannot be opened: it is not a game record saved by Trick "
                     "Table, or it was cut short or damaged since.\n\nWhat was found: its text "
                     f"goes wrong at line {line}.\n\nYour game goes on."), shown


def test_the_reader_never_names_the_file_nor_cuts_a_path_with_a_count(tmp_path):
    """The reader's messages (also printed by ``tricktable replay FILE``, which names the file
    before them) hold no path: a long one was cut to 40 characters and "(60 characters)"."""
    folder = tmp_path.joinpath("x" * 70)
    folder.mkdir()
    cases = {"garbage.json": b"{garbage", "binary.json": b"\xff\xfe\x00garbage",
             "deep.json": b"[" * 100_000, "list.json": b"[]"}
    for name, content in cases.items():
        path = folder / name
        path.write_bytes(content)
        try:
            load_file(path) if name != "list.json" else replay(load_file(path), get_rules)
        except RecordError as exc:
            message = str(exc)
        else:
            raise AssertionError(name)
        assert message.startswith("not a game record: "), message
        assert "xxxx" not in message and "characters)" not in message, message
        assert name not in message, message


def test_an_empty_record_is_said_empty_once(tmp_path):
    """An empty record was "the file is empty", then "What was found: /tmp/…/t3-empty.json is
    not JSON (line 1: Expecting value)" (screen 19): said once, in plain words."""
    assert box(written(tmp_path, "t3-empty.json", "  \n")) == (
        "t3-empty.json cannot be opened: the file is empty.\n\nYour game goes on.")


def test_a_record_with_another_format_is_not_a_game_record(tmp_path):
    """What is not a Trick Table record at all is said to be none, not "damaged"."""
    text = box(written(tmp_path, "chess.json", {"format": "chess"}))
    assert text.startswith("chess.json cannot be opened: it is not a game record saved by "
                           "Trick Table"), text
    assert FORMAT not in text
