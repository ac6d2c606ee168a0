"""The events the games emit are a typed contract too: each a NamedTuple declared once, in the
engine's protocol (the events every game shares) or beside its own game, and recognised by its
type, never by the fields it happens to have."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import tricktable
from tricktable.games.registry import GAME_IDS, get_rules
from tricktable.presentation import describe

PACKAGE = Path(tricktable.__file__).parent


def _events(game: str, seed: int = 7, steps: int = 400) -> list:
    """Every event of a seeded random game's first ``steps`` decisions, its first deal's too."""
    state = get_rules(game).new_game(seed=seed)
    events = list(state.last_events)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.to_act is None:
            break
        events += state.apply(rng.choice(state.legal_actions()))
    return events


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_event_a_game_emits_is_a_named_tuple_of_the_engine_or_of_that_game(game):
    own = "tricktable.games." + game.replace("-", "_")
    for event in _events(game):
        kind = type(event)
        assert issubclass(kind, tuple) and isinstance(getattr(kind, "_fields", None), tuple), \
            f"{kind.__name__} is not a NamedTuple"
        assert kind.__module__ == "tricktable.engine.protocol" \
            or kind.__module__.startswith(own), f"{kind.__name__} is declared in {kind.__module__}"


def test_no_two_event_types_share_a_name():
    seen: dict[str, type] = {}
    for game in GAME_IDS:
        for event in _events(game):
            kind = type(event)
            other = seen.setdefault(kind.__name__, kind)
            assert other is kind, (f"{kind.__name__} is declared in {kind.__module__} and in "
                                   f"{other.__module__}")


def test_no_module_recognises_an_event_by_the_fields_it_has():
    """No ``hasattr(e, ...)``, and ``getattr(e, ...)`` only for the seat an event of any kind
    happens at (its ``position`` or ``player``): the words of an event come by its type."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("hasattr", "getattr") and len(node.args) >= 2
                    and isinstance(node.args[0], ast.Name)
                    and node.args[0].id in ("e", "ev", "event")):
                continue
            field = node.args[1].value if isinstance(node.args[1], ast.Constant) else None
            if node.func.id == "hasattr" or field not in ("position", "player"):
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} {node.func.id}")
    assert not found, f"events recognised by their fields at {found}"


def test_a_young_hunter_taking_made_gets_its_own_bubble_and_a_card_gets_none():
    game = "young-hunter"
    events = _events(game, steps=600)
    made = [e for e in events if type(e).__name__ == "TakingMade"]
    assert made, "a random game makes takings in its first deals"
    codec = get_rules(game).codec
    word, value = describe.event_bubble(game, made[0], codec)
    assert word == f"{made[0].kind.capitalize()} {codec.short(made[0].jack)}"
    assert value == describe.signed(made[0].value)
    played = next(e for e in events if type(e).__name__ == "CardPlayed")
    assert describe.event_bubble(game, played, codec) is None


def test_barbus_contract_and_doubles_are_said_by_their_players_in_the_deal_log():
    events = _events("barbu", steps=40)
    said = [(type(e).__name__, describe.spoken("barbu", e)) for e in events]
    chosen = [s for name, s in said if name == "ContractChosen"]
    doubles = [s for name, s in said if name == "Doubled"]
    assert chosen and doubles, "a hand opens with its contract and the doubling round"
    assert all(isinstance(p, int) and isinstance(text, str) and text
               for p, text in chosen + doubles)
    assert all(s is None for name, s in said if name not in ("ContractChosen", "Doubled"))
