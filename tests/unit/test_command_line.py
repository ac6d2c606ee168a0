"""The command line: commands run, anything else is refused with the list of commands, and only no
arguments (or Qt's own window options) open the window."""

from __future__ import annotations

import pytest

import tricktable.commands.gui as gui
from tricktable.__main__ import main
from tricktable.commands import SUBCOMMANDS


@pytest.fixture
def window_opened(monkeypatch):
    opened: list[list[str]] = []

    def fake_run_gui(argv):
        opened.append(list(argv))
        return 0

    monkeypatch.setattr(gui, "run_gui", fake_run_gui)
    return opened


@pytest.mark.parametrize("args", [["simulat"], ["game.json"], ["--game", "barbu"], ["x" * 5000],
                                  ["-platform"], ["-style", "fusion", "extra"]])
def test_an_unknown_command_is_refused_with_the_list_of_commands_and_opens_no_window(
        args, window_opened, capsys):
    assert main(args) == 2
    assert window_opened == []
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown command" in err
    for name in SUBCOMMANDS:
        assert name in err
    assert len(err) < 400, "the refusal echoes a huge argument"


@pytest.mark.parametrize("args", [[], ["-platform", "offscreen"], ["-style=fusion", "-reverse"]])
def test_no_arguments_or_qts_window_options_open_the_window(args, window_opened):
    assert main(args) == 0
    assert window_opened == [args]


def test_help_lists_every_command(capsys):
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for name in SUBCOMMANDS:
        assert f"tricktable {name}" in out


@pytest.mark.parametrize("args", [
    ["bench", "--only", "engine", "--game", "heart_hunter"],
    ["tournament", "--game", "heart_hunter", "--candidate", "expert", "--field", "advanced"],
    ["drill", "--crash", "1", "--game", "heart_hunter"],
    ["simulate", "--game", "heart_hunter"],
    ["soak", "--game", "heart_hunter"],
    ["hints", "--game", "heart_hunter"],
])
def test_a_misspelt_game_is_refused_in_one_line_naming_the_games(args, capsys):
    """Not a traceback (bench), nor a run that fails later for another reason (the drill wrote
    the misspelt game into a settings file and reported the window's refusal as a failure)."""
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "invalid choice: 'heart_hunter'" in err
    assert "'heart-hunter'" in err


def test_bench_refuses_a_section_it_does_not_have_instead_of_measuring_nothing(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["bench", "--only", "engine,ia"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "unknown section(s) ia" in err and "engine, ai" in err


@pytest.mark.parametrize("args, said", [
    (["simulate", "--game", "barbu", "--games", "-1"], "argument --games: -1 is less than 1"),
    (["soak", "--game", "barbu", "--games", "0"], "argument --games: 0 is less than 1"),
    (["tournament", "--game", "barbu", "--candidate", "expert", "--field", "rule",
      "--iterations", "-5"], "argument --iterations: -5 is less than 1"),
    (["tournament", "--game", "barbu", "--candidate", "rule", "--field", "random",
      "--deals", "0"], "argument --deals: 0 is less than 1"),
    (["tournament", "--game", "barbu", "--candidate", "rule", "--field", "random",
      "--jobs", "two"], "argument --jobs: 'two' is not a whole number"),
    (["tournament", "--game", "barbu", "--candidate", "expert", "--field", "rule",
      "--seconds", "0"], "argument --seconds: 0 is not a number above zero"),
    (["bench", "--seconds", "nan"], "argument --seconds: nan is not a number above zero"),
    (["hints", "--game", "barbu", "--positions", "0"], "argument --positions: 0 is less than 1"),
])
def test_a_count_or_a_time_that_cannot_be_is_refused_before_anything_runs(args, said, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    assert said in capsys.readouterr().err


def test_the_hints_command_counts_its_positions_and_kinds_in_words(capsys):
    """Its last line said "12 positions, 1 kinds of decision"."""
    assert main(["hints", "--game", "heart-hunter", "--positions", "1", "--scale", "0.02"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("1 position, 1 kind of decision (play: play); 0 failed"), last
