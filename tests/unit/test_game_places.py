"""Each game lives in its own modules: its id and its modules are named only there and in the
registries, so a new game adds files instead of branches in the shared code.

The scan reads the source of every module of the package: a string literal equal to a game id
(``"barbu"``, as in ``if game == "barbu"``) or an import of a game's modules outside that game's
own modules is a finding. Exempt: the registries (they list the games), ``commands/`` and
``drills/`` (tools above everything that run named games with chosen options and seed damaged
files with real game ids, as tests do) and ``ai/experiments/`` (research on one game's players,
run from the command line).
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import tricktable
from tricktable.games.registry import ENTRIES, GAME_IDS

ROOT = Path(tricktable.__file__).parent
MODULES = {e.id: e.rules.rpartition(".")[2] for e in ENTRIES}   # "heart-hunter": "heart_hunter"
REGISTRIES = {"games/registry.py", "ai/registry.py"}
EXEMPT = ("commands/", "drills/", "ai/experiments/")


def own_game(rel: str) -> str | None:
    """The game whose own module this is (games/<game>*.py, ai/<game>*.py,
    ai/playout_<game>.py), or None for a shared module."""
    m = re.fullmatch(r"(games|ai)/(?:playout_)?(\w+)\.py", rel)
    if m is None:
        return None
    stem = m.group(2)
    for game, module in MODULES.items():
        if stem == module or stem.startswith(module + "_"):
            if m.group(1) == "games" and stem.startswith("playout_"):
                return None
            return game
    return None


def sources():
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel in REGISTRIES or rel.startswith(EXEMPT):
            continue
        yield rel, path.read_text(encoding="utf-8")


def game_ids_named(text: str) -> list[tuple[int, str]]:
    """(line, id) for every string literal that is exactly a game id."""
    found = []
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type != tokenize.STRING:
            continue
        try:
            value = ast.literal_eval(tok.string)
        except (ValueError, SyntaxError):
            continue  # an f-string
        if value in GAME_IDS:
            found.append((tok.start[0], value))
    return found


def game_modules_imported(rel: str, text: str) -> list[tuple[int, str]]:
    """(line, game) for every import of a game's rules or words modules."""
    package = ["tricktable", *rel.split("/")[:-1]]
    found = []
    for node in ast.walk(ast.parse(text)):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *(node.module.split(".") if node.module else [])])
            names = [module] + [f"{module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        for name in names:
            m = re.fullmatch(r"tricktable\.games\.(\w+)", name)
            if m is None:
                continue
            for game, module in MODULES.items():
                if m.group(1) == module or m.group(1).startswith(module + "_"):
                    found.append((node.lineno, game))
    return found


def test_the_scan_knows_each_games_own_modules():
    assert own_game("games/barbu_dominoes.py") == "barbu"
    assert own_game("games/nineteen_words.py") == "nineteen"
    assert own_game("ai/playout_heart_hunter.py") == "heart-hunter"
    assert own_game("ai/young_hunter.py") == "young-hunter"
    assert own_game("ai/search.py") is None
    assert own_game("presentation/describe.py") is None
    assert game_ids_named('if game == "barbu":\n    x = f"{y}"\n') == [(1, "barbu")]
    assert game_modules_imported("ui/x.py", "from ..games.barbu import TITLES\n") == [(1, "barbu")]
    assert game_modules_imported("ui/x.py", "from ..games import nineteen_words\n") \
        == [(1, "nineteen")]


def test_no_game_id_is_named_outside_that_games_own_modules():
    found = [f"{rel}:{line}: {gid!r}" for rel, text in sources()
             for line, gid in game_ids_named(text) if own_game(rel) != gid]
    assert not found, "game ids named outside their game's modules:\n" + "\n".join(found)


def test_no_games_modules_are_imported_outside_that_games_own_modules():
    found = [f"{rel}:{line}: {game}" for rel, text in sources()
             for line, game in game_modules_imported(rel, text) if own_game(rel) != game]
    assert not found, "a game's modules imported from shared code:\n" + "\n".join(found)
