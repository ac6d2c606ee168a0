"""Addressing the inside of a parsed JSON document by key paths, for the drills that damage
files one value at a time (settings, statistics, game records)."""

from __future__ import annotations

from typing import Any


def key_paths(doc: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path of dict keys and list indices into ``doc``, the document itself left out."""
    out = [prefix] if prefix else []
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += key_paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += key_paths(v, (*prefix, i))
    return out


def get_at(doc: Any, path: tuple) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def set_at(doc: Any, path: tuple, value: Any) -> None:
    get_at(doc, path[:-1])[path[-1]] = value


def drop_at(doc: Any, path: tuple) -> None:
    del get_at(doc, path[:-1])[path[-1]]
