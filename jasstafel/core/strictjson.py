"""JSON read strictly: an object that gives a key twice is refused.

Python's json keeps the last value of a key given twice without a word: a hand-edited match
file's ``"first": 0, "first": 1`` was read as ``first = 1``, another dealer than the one the
reader of the file sees first. Every reader of JSON that a person or a phone gives (match
files, the club's ``--set KEY=VALUE``, the live server's requests) goes through :func:`loads`
and says :class:`DuplicateKey` in its own words.
"""

from __future__ import annotations

import json
from typing import Any


class DuplicateKey(ValueError):
    """*key* is given twice in the object at *where* (keys and list indices from the top;
    empty: the top level)."""

    def __init__(self, key: str, where: tuple[str | int, ...]) -> None:
        super().__init__(f"the key {key!r} is given twice")
        self.key = key
        self.where = where


class _Twice(dict[str, Any]):
    """An object that gave *key* twice (found again by :func:`_first_twice` with its place)."""

    key = ""


def loads(text: str | bytes, **options: Any) -> Any:
    """``json.loads(text, **options)``, but a key given twice raises :class:`DuplicateKey`
    (naming the first such object in the document). Other failures are json's own."""
    marked: list[_Twice] = []

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        made = dict(items)
        if len(made) == len(items):
            return made
        twice = _Twice(made)
        seen: set[str] = set()
        for key, _value in items:
            if key in seen:
                twice.key = key
                break
            seen.add(key)
        marked.append(twice)
        return twice

    data = json.loads(text, object_pairs_hook=pairs, **options)
    if marked:
        raise _first_twice(data) or DuplicateKey(marked[0].key, ())
    return data


def _first_twice(data: Any) -> DuplicateKey | None:
    """The first object (in the order of the document) that gave a key twice, with its place.
    Walked without recursion: the decoder's own nesting limit is the only one."""
    stack: list[tuple[tuple[str | int, ...], Any]] = [((), data)]
    while stack:
        where, value = stack.pop()
        if isinstance(value, _Twice):
            return DuplicateKey(value.key, where)
        if isinstance(value, dict):
            children: list[tuple[str | int, Any]] = list(value.items())
        elif isinstance(value, list):
            children = list(enumerate(value))
        else:
            continue
        stack.extend((where + (key,), child) for key, child in reversed(children))
    return None
