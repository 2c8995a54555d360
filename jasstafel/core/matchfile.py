"""Reading and writing match files (``.jass``): JSON with a format name and version.

A file is refused, never changed, when it is not JSON, not a Jasstafel match,
written by a newer Jasstafel, of an unknown variant, or malformed; and when it is
hostile: not a regular file (a FIFO, a device, a folder), above the size or entry
limits, nested too deeply, holding numbers too long to be a score, or text that is
not valid Unicode or holds control characters in a name. Every refusal is a
:class:`MatchFileError` with one line that says why (docs/robustness.md lists them);
values echoed from the file are cut short.

Saving writes only what loading accepts, atomically, and cleans up the temporary files
of earlier saves that were interrupted (:func:`clean_stale_temporaries`).
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import tempfile
import time
from collections.abc import Iterator, Sequence
from itertools import compress, count, permutations
from operator import is_not
from pathlib import Path
from typing import Annotated, Any

from pydantic import Field, TypeAdapter, ValidationError
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import PydanticKnownError, core_schema

from . import strictjson
from .cards import CONTRACT_NAMES, contract_word
from .errors import QT_TRANSLATE_NOOP, JassError, MatchFileError, RuleViolation
from .match import Match
from .registry import NAMES, find_variant, variants
from .text import ECHO, Text, echo, file_sizes, os_reason, plural
from .variant import FORMAT, FORMAT_VERSION, MatchDocument, MatchInfo, Team

SUFFIX = ".jass"

#: The limits of a match file. A real match stays far below each of them: an evening of
#: Schieber is some 50 entries and 15 KB; the largest possible 10,000-entry file (99
#: Punktetafel players, notes of 200 characters) is about 12 MB. See docs/robustness.md.
MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_ENTRIES = 10_000
MAX_NAME = 60  # characters in a player's or a team's name (the club's limit too)
MAX_TEXT = 1_000  # characters in any other text (title, place, a note ...)
MAX_DEPTH = 32  # levels of nested lists and objects; a match file has at most 5
MAX_DIGITS = 40  # digits of a number; a score has at most 7

#: characters that may not appear in any text of a match file: C0 and C1 controls and DEL
#: (a name is one line of plain text: no tab, no newline, no terminal escape), and the
#: bidirectional marks, embeddings, overrides and isolates, which reorder the text around a
#: name (the numbers after it on a board line too: "Abend\u200f 1 - 2" reads "Abend 2 - 1");
#: line and paragraph separators. Written with \u escapes, which Python's re and JSON
#: Schema's (ECMA-262) regular expressions read alike: the schema says the same class
#: (:func:`json_schema`)
_FORBIDDEN_CLASS = (r"[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029"
                    r"\u202a-\u202e\u2066-\u2069]")
_FORBIDDEN = re.compile(_FORBIDDEN_CLASS)
#: the invisible characters that hide text in any text: the interlinear annotation (its
#: annotation unseen in most fonts) and the tag characters (U+E0041 is an invisible "A")
_HIDING_BMP = r"\ufff9-\ufffb"
_HIDING = re.compile(f"[{_HIDING_BMP}\U000e0001\U000e0020-\U000e007f]")
#: every other format character (Unicode category Cf): invisible, never in a name, where
#: "Be\u200bat" beside "Beat" would be two players no one tells apart (the zero-width
#: space, joiners, the soft hyphen, the word joiner, the byte order mark, ...). Written
#: out as of Unicode 15 (tests/core/test_invisible_characters.py holds it to Python's)
_INVISIBLE_BMP = (r"\u00ad\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200d"
                  r"\u2060-\u2064\u206a-\u206f\ufeff")
_INVISIBLE = re.compile(f"[{_INVISIBLE_BMP}{_HIDING_BMP}\U000110bd\U000110cd"
                        "\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
                        "\U000e0001\U000e0020-\U000e007f]")
#: what a name may not hold, as JSON Schema can say it: the forbidden characters and every
#: format character up to U+FFFF (those beyond are named in :data:`SCHEMA_LOOSER`)
NAME_SCHEMA_CLASS = f"{_FORBIDDEN_CLASS[:-1]}{_INVISIBLE_BMP}{_HIDING_BMP}]"
#: what no text may hold, as JSON Schema can say it
TEXT_SCHEMA_CLASS = f"{_FORBIDDEN_CLASS[:-1]}{_HIDING_BMP}]"
#: the temporary files of :func:`save`: ``.NAME.jass.XXXXXXXX.tmp`` (tempfile's 8 letters)
_TEMPORARY = re.compile(r"\.(?P<name>.+)\.(?P<random>[a-z0-9_]{8})\.tmp")

_KIND = {
    stat.S_IFDIR: QT_TRANSLATE_NOOP("rules", "{path} is a folder, not a match file"),
    stat.S_IFIFO: QT_TRANSLATE_NOOP("rules", "{path} is a named pipe (FIFO), not a match file"),
    stat.S_IFCHR: QT_TRANSLATE_NOOP("rules", "{path} is a device, not a match file"),
    stat.S_IFBLK: QT_TRANSLATE_NOOP("rules", "{path} is a device, not a match file"),
    stat.S_IFSOCK: QT_TRANSLATE_NOOP("rules", "{path} is a socket, not a match file"),
}


def refusal(template: str, **params: Any) -> MatchFileError:
    """A MatchFileError whose message is a translatable :class:`Text`."""
    return MatchFileError(Text(template, **params))




# -- reading ---------------------------------------------------------------------------------


#: the field that makes a JSON file a match file, named as the file writes it ('format')
_FORMAT_FIELD = echo("format")


def parse_document(data: Any) -> MatchDocument[Any, Any]:
    """Validate a decoded JSON value as a match document of a known variant."""
    if not isinstance(data, dict):
        raise refusal(QT_TRANSLATE_NOOP(
            "rules", "not a Jasstafel match file: the top level is not a JSON object"))
    # another program's JSON said as such: "the field format is missing (expected
    # 'jasstafel-match')" read like a program's (a trial's package.json)
    if "format" not in data:
        raise refusal(QT_TRANSLATE_NOOP(
            "rules", "not a Jasstafel match file (it has no {field})"), field=_FORMAT_FIELD)
    if data.get("format") != FORMAT:
        raise refusal(QT_TRANSLATE_NOOP(
            "rules", "not a Jasstafel match file (its {field} is {found}, not {format})"),
            field=_FORMAT_FIELD, found=echo(data.get("format")), format=echo(FORMAT))
    if "version" not in data:
        raise refusal(QT_TRANSLATE_NOOP("rules", "invalid match file: the field version (the "
                                                 "format version) is missing"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise refusal(QT_TRANSLATE_NOOP("rules", "invalid format version {version}"),
                      version=echo(version))
    if version > FORMAT_VERSION:
        raise refusal(QT_TRANSLATE_NOOP(
            "rules", "written by a newer Jasstafel (format version {version}; this one reads "
                     "up to {known})"), version=echo(version), known=FORMAT_VERSION)
    check_data(data)
    if "variant" not in data:  # said as format and version are (it said "unknown variant ''")
        raise refusal(QT_TRANSLATE_NOOP("rules", "invalid match file: the field variant is "
                                                 "missing (known: {known})"),
                      known=", ".join(NAMES))
    name = data.get("variant", "")
    if not isinstance(name, str) or len(name) > ECHO:
        raise refusal(QT_TRANSLATE_NOOP("rules", "unknown variant {name} (known: {known})"),
                      name=echo(name), known=", ".join(NAMES))
    variant = find_variant(name)
    try:
        # strictly, as JSON: a whole number is never read from true or 93.0, a date and
        # time only from an ISO string (lax validation made 1 points of `true`)
        return variant.Document.model_validate_json(
            json.dumps({**data, "variant": variant.name}), strict=True)
    except ValidationError as err:
        raise MatchFileError(describe_validation(err, data)) from None


def check_data(data: dict[str, Any], path_too: bool = True) -> None:
    """The limits of a decoded match file: entries, nesting and every text in it; a refusal
    names the place in words, with the file's own path unless not *path_too* (a new match,
    whose file is not written yet: :func:`placed`)."""
    entries = data.get("entries")
    if isinstance(entries, list) and len(entries) > MAX_ENTRIES:
        raise refusal(QT_TRANSLATE_NOOP(
            "rules", "the match has {count} entries; a match file holds at most {limit}"),
            count=len(entries), limit=MAX_ENTRIES)
    for where, text in _texts(data):
        problem = text_problem(text, name=_is_name(where))
        if problem is not None:
            raise MatchFileError(placed(
                QT_TRANSLATE_NOOP("rules", "invalid match file: {where}: {problem}"),
                QT_TRANSLATE_NOOP("rules", "invalid match file: {where}: {problem} ({path} in "
                                           "the file)"),
                where, data, path_too, problem=problem))


_KEY = re.compile(r"[A-Za-z0-9_]{1,24}")
#: a list of pydantic's, its values in quotes: "'round', 'bedanken'"
_QUOTED_ITEM = re.compile(r"'[^'\\]*'")
_QUOTED_LIST = re.compile(r"'[^'\\]*'(, '[^'\\]*')*")


def place(where: Sequence[Any]) -> str:
    """A place in the file as a message names it: ``entries.3.points``; a key that is not a
    plain short word is shown as its repr, cut short (never a newline or a control)."""
    return ".".join(p if isinstance(p, str) and _KEY.fullmatch(p) else
                    str(p) if isinstance(p, int) else echo(p, 24) for p in where)


def file_path(where: Sequence[Any]) -> str:
    """A place in the file as whoever edits it finds it, its keys as written and a list's
    items by their index: ``entries[2].points``, ``players[1]``, ``info.title``; a key that is
    not a plain short word in brackets as its repr, cut short."""
    path = ""
    for step in where:
        if isinstance(step, int) and not isinstance(step, bool):
            path += f"[{step}]"
        elif isinstance(step, str) and _KEY.fullmatch(step):
            path += f".{step}" if path else step
        else:
            path += f"[{echo(step, 24)}]"
    return path


#: the keys of a match file in words, as a refusal names a place for a person (the file's
#: own path follows in brackets: :func:`describe_validation`); a key not here, one the file
#: should not have, is said as written
_TOP_WORDS = {
    "format": QT_TRANSLATE_NOOP("rules", "File format"),
    "version": QT_TRANSLATE_NOOP("rules", "Format version"),
    "variant": QT_TRANSLATE_NOOP("rules", "Variant"),
    "info": QT_TRANSLATE_NOOP("rules", "Match details"),
    "players": QT_TRANSLATE_NOOP("rules", "Players"),
    "teams": QT_TRANSLATE_NOOP("rules", "Teams"),
    "first": QT_TRANSLATE_NOOP("rules", "First seat"),
    "settings": QT_TRANSLATE_NOOP("rules", "Table settings"),
    "entries": QT_TRANSLATE_NOOP("rules", "Entries"),
}
_INFO_WORDS = {
    "title": QT_TRANSLATE_NOOP("rules", "Title"),
    "date": QT_TRANSLATE_NOOP("rules", "Date"),
    "place": QT_TRANSLATE_NOOP("rules", "Place"),
    "table": QT_TRANSLATE_NOOP("rules", "Table"),
}
_TEAM_WORDS = {
    "name": QT_TRANSLATE_NOOP("rules", "Name"),
    "players": QT_TRANSLATE_NOOP("rules", "Players"),
}
#: an entry's fields, as the entries' CSV columns name them (jasstafel/printing/export.py)
_ENTRY_WORDS = {
    "type": QT_TRANSLATE_NOOP("rules", "Kind"),
    "written_at": QT_TRANSLATE_NOOP("rules", "Written at"),
    "announced_by": QT_TRANSLATE_NOOP("rules", "Announced by"),
    "bid": QT_TRANSLATE_NOOP("rules", "Bid"),
    "by": QT_TRANSLATE_NOOP("rules", "At fault"),
    "cards": QT_TRANSLATE_NOOP("rules", "Cards drawn"),
    "contract": QT_TRANSLATE_NOOP("rules", "Contract"),
    "counts": QT_TRANSLATE_NOOP("rules", "Taken"),
    "declarer": QT_TRANSLATE_NOOP("rules", "Declarer"),
    "fahnder": QT_TRANSLATE_NOOP("rules", "Fahnder"),
    "game": QT_TRANSLATE_NOOP("rules", "Game"),
    "geschoben": QT_TRANSLATE_NOOP("rules", "Passed"),
    "hand_weis": QT_TRANSLATE_NOOP("rules", "Handweis"),
    "kontermatsch": QT_TRANSLATE_NOOP("rules", "Kontermatsch"),
    "made": QT_TRANSLATE_NOOP("rules", "Made"),
    "match": QT_TRANSLATE_NOOP("rules", "Match"),
    "misdeed": QT_TRANSLATE_NOOP("rules", "Misdeed"),
    "note": QT_TRANSLATE_NOOP("rules", "Note"),
    "nuller": QT_TRANSLATE_NOOP("rules", "Nuller"),
    "order": QT_TRANSLATE_NOOP("rules", "Order"),
    "partner": QT_TRANSLATE_NOOP("rules", "Partner"),
    "player": QT_TRANSLATE_NOOP("rules", "Player"),
    "points": QT_TRANSLATE_NOOP("rules", "Card points"),
    "predictions": QT_TRANSLATE_NOOP("rules", "Prediction"),
    "premature_lead": QT_TRANSLATE_NOOP("rules", "Led too early"),
    "row": QT_TRANSLATE_NOOP("rules", "Row"),
    "stack": QT_TRANSLATE_NOOP("rules", "Stack"),
    "stoeck": QT_TRANSLATE_NOOP("rules", "Stöck"),
    "striche": QT_TRANSLATE_NOOP("rules", "Striche"),
    "team": QT_TRANSLATE_NOOP("rules", "Team"),
    "tisch_weis": QT_TRANSLATE_NOOP("rules", "Tischweis"),
    "weis": QT_TRANSLATE_NOOP("rules", "Weis"),
    "weis_beaten": QT_TRANSLATE_NOOP("rules", "Weis beaten"),
}
#: a field that one variant means otherwise: a Pandur's contract is its bid, a
#: Punktetafel's points are any points, not card points
_ENTRY_WORDS_OF = {
    ("pandur", "contract"): QT_TRANSLATE_NOOP("rules", "Bid"),
    ("punktetafel", "points"): QT_TRANSLATE_NOOP("rules", "Points"),
}
#: a Coiffeur row's fields, in the words of its settings form (context "settings")
_ROW_WORDS = {"name": "Name", "factor": "Factor", "kind": "Kind"}


def readable_place(where: Sequence[Any], data: Any = None, unknown: bool = False
                   ) -> Text | None:
    """*where*, a place in the match file *data*, as a person reads it, in words of the
    catalog and counted from 1: ``Entry 3 · Card points`` for ``entries[2].points``, ``Player
    2`` for ``players[1]``, ``Title`` for ``info.title``, a setting by its label in the
    settings form. A key the file should not have stays as written (``Entry 3 · notiz``; the
    last key of the place, if *unknown*: a field that the entry of this kind has not, named
    as another kind's); None where no step has words (a key at the top that no file has)."""
    from .setting_words import setting_label

    rules = _rules_of(data)
    name = rules.name if rules is not None else ""
    settings = data.get("settings") if isinstance(data, dict) else None
    deck = settings.get("deck") if isinstance(settings, dict) else None
    parts: list[Any] = []
    rest = list(where)
    if unknown and rest and not _is_index(rest[-1]):
        # said as written, in words nowhere: "note" in a Schieber round is no "Note"
        last: list[Any] = [rest.pop()]
    else:
        last = []
    if not rest:
        return None
    head = rest.pop(0)
    if head == "entries" and rest and _is_index(rest[0]):
        parts.append(Text(QT_TRANSLATE_NOOP("rules", "Entry {number}"), number=rest.pop(0) + 1))
        if rest and isinstance(rest[0], str):
            key = rest.pop(0)
            word = _ENTRY_WORDS_OF.get((name, key), _ENTRY_WORDS.get(key))
            parts.append(_key(key) if word is None else Text(word))
    elif head == "players" and rest and _is_index(rest[0]):
        parts.append(Text(QT_TRANSLATE_NOOP("rules", "Player {number}"), number=rest.pop(0) + 1))
    elif head == "teams" and rest and _is_index(rest[0]):
        parts.append(Text(QT_TRANSLATE_NOOP("rules", "Team {number}"), number=rest.pop(0) + 1))
        if rest and isinstance(rest[0], str):
            key = rest.pop(0)
            parts.append(Text(_TEAM_WORDS[key]) if key in _TEAM_WORDS else _key(key))
    elif head == "info" and rest and isinstance(rest[0], str) and rest[0] in _INFO_WORDS:
        parts.append(Text(_INFO_WORDS[rest.pop(0)]))
    elif head == "settings":
        parts.append(Text(_TOP_WORDS["settings"]))
        if rest and isinstance(rest[0], str):
            key = rest.pop(0)
            if key == "rows" and rest and _is_index(rest[0]) and name == "coiffeur":
                parts.append(Text(QT_TRANSLATE_NOOP("rules", "Row {number}"),
                                  number=rest.pop(0) + 1))
                if rest and isinstance(rest[0], str) and rest[0] in _ROW_WORDS:
                    parts.append(Text(_ROW_WORDS[rest.pop(0)], context="settings"))
            elif rules is not None and key in rules.Settings.model_fields:
                # as the settings form labels it, the cards named as the match's deck
                shown = deck if deck in ("de", "fr") else "de"
                parts.append(setting_label(name, key, shown))
                if key == "factors" and rest and rest[0] in CONTRACT_NAMES[shown]:
                    parts.append(contract_word(rest.pop(0), shown))  # a Schieber's contract
            else:
                parts.append(_key(key))
    elif isinstance(head, str) and head in _TOP_WORDS:
        parts.append(Text(_TOP_WORDS[head]))
    else:
        return None
    parts.extend(Text(QT_TRANSLATE_NOOP("rules", "No. {number}"), number=step + 1)
                 if _is_index(step) else _key(step) for step in rest)
    parts.extend(_key(step) for step in last)
    return parts[0] if len(parts) == 1 else Text.concat(parts, " · ")


def _rules_of(data: Any) -> Any:
    """The variant of the match file *data*, or None where it names none that is known."""
    name = data.get("variant") if isinstance(data, dict) else None
    if not isinstance(name, str) or len(name) > ECHO:
        return None
    try:
        return find_variant(name)
    except MatchFileError:
        return None


def _is_index(step: Any) -> bool:
    return isinstance(step, int) and not isinstance(step, bool) and step >= 0


def _key(step: Any) -> Text:
    """A key said as the file writes it (a key the file should not have): a plain short
    word as it is, else its repr cut short."""
    if isinstance(step, str) and _KEY.fullmatch(step):
        return Text.plain(step)
    shown = echo(step, 24)  # a string in the quotes of the reader's language
    return shown if isinstance(shown, Text) else Text.plain(shown)


def placed(template: str, template_in_words: str, where: Sequence[Any], data: Any = None,
           path_too: bool = True, unknown: bool = False, **params: Any) -> Text:
    """A refusal at *where* in the match file *data*: *template_in_words* with the place as
    a person reads it ({where}) and the file's own path ({path}) where the place has words
    (:func:`readable_place`), else *template* with the file's path as written ({where}).
    Not *path_too*: *template* with the place in words alone (a new match: no file yet);
    *unknown*: the place's last key is one the file should not have."""
    words = readable_place(where, data, unknown)
    if words is None:
        return Text(template, where=place(where), **params)
    if not path_too:
        return Text(template, where=words, **params)
    return Text(template_in_words, where=words, path=file_path(where), **params)


def _texts(data: Any) -> Iterator[tuple[tuple[Any, ...], str]]:
    """Every string of *data* (keys too) with its place, refusing deep nesting.

    Depth first with a stack of iterators: iterative (no depth reaches Python's recursion
    limit) and in memory as deep as the document, not as large: 16 MB of ``[]`` or of
    numbers cost no more than the list itself. The place of a string is built only for the
    strings, from the keys along the way.
    """
    if isinstance(data, str):
        yield (), data
    if not isinstance(data, dict | list | tuple):
        return
    if isinstance(data, dict):
        yield from (((key,), key) for key in data if isinstance(key, str))
    stack: list[Iterator[tuple[Any, Any]]] = [_children(data)]
    keys: list[Any] = [None]
    while stack:
        for key, value in stack[-1]:
            keys[-1] = key
            if isinstance(value, str):
                yield tuple(keys), value
            elif isinstance(value, dict | list | tuple):
                if len(stack) >= MAX_DEPTH:
                    raise refusal(QT_TRANSLATE_NOOP(
                        "rules", "not a Jasstafel match file: nested deeper than {limit} "
                                 "levels"), limit=MAX_DEPTH)
                if isinstance(value, dict):
                    for inner in value:
                        if isinstance(inner, str):
                            yield (*keys, inner), inner
                stack.append(_children(value))
                keys.append(None)
                break
        else:
            stack.pop()
            keys.pop()


def _children(node: dict[Any, Any] | list[Any] | tuple[Any, ...]) -> Iterator[tuple[Any, Any]]:
    return iter(node.items()) if isinstance(node, dict) else enumerate(node)


def _is_name(where: tuple[Any, ...]) -> bool:
    return (len(where) == 2 and where[0] == "players") or (
        len(where) == 3 and where[0] == "teams" and where[2] == "name")


def text_problem(text: str, name: bool = False) -> Text | None:
    """Why *text* cannot be part of a match file, or None: not valid Unicode (a lone
    surrogate cannot be written as UTF-8), a control character, an invisible character (in
    a name any format character, in another text one that hides text), or too long."""
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as err:
            return Text(QT_TRANSLATE_NOOP(
                "rules", "text that is not valid Unicode (a lone surrogate {char} at "
                         "character {position})"),
                char=f"U+{ord(text[err.start]):04X}", position=err.start + 1)
    found = _FORBIDDEN.search(text)
    if found is not None:
        return Text(QT_TRANSLATE_NOOP(
            "rules", "a control character ({char}) at character {position}: names and texts "
                     "are one line of plain text"),
            char=f"U+{ord(found.group()):04X}", position=found.start() + 1)
    at = None if text.isascii() else invisible_at(text, name)
    if at is not None:
        return Text(QT_TRANSLATE_NOOP(
            "rules", "an invisible character ({char}) at character {position}: a name holds "
                     "only what can be seen") if name else QT_TRANSLATE_NOOP(
            "rules", "an invisible character ({char}) at character {position}: it would hide "
                     "text"),
            char=f"U+{ord(text[at]):04X}", position=at + 1)
    limit = MAX_NAME if name else MAX_TEXT
    if len(text) > limit:
        return Text(QT_TRANSLATE_NOOP(
            "rules", "{length} characters; {what} has at most {limit}"),
            length=len(text), limit=limit,
            what=Text(QT_TRANSLATE_NOOP("rules", "a name")) if name
            else Text(QT_TRANSLATE_NOOP("rules", "a text")))
    return None


def invisible_at(text: str, name: bool) -> int | None:
    """Where the first invisible character is that :func:`text_problem` refuses in *text*
    (in a name any format character, in another text one that hides text), or None: the
    club's names and texts are held to the same rule."""
    found = (_INVISIBLE if name else _HIDING).search(text)
    return None if found is None else found.start()


def describe_validation(err: ValidationError, data: Any = None, in_words: bool = True,
                        path_too: bool = True) -> Text:
    """One readable line for the first problem pydantic found (values cut short), at its
    place in the file *data* where given: without the models' tags (``entries[0].note``, not
    pydantic's ``entries.0.round.note``: ``round`` is the entry's type, no key of the file),
    said as a person reads it (``Entry 1 · Note``: :func:`readable_place`) with the file's own
    path in brackets at the end (unless not *path_too*: a new match's), unless not
    *in_words*; without *data*, pydantic's place as it is (``target``: the club's
    settings)."""
    first = err.errors()[0]
    loc = list(first["loc"]) if data is None else file_place(first["loc"], data)
    if first.get("type") in ("union_tag_invalid", "union_tag_not_found"):
        loc.append(str((first.get("ctx") or {}).get("discriminator", "type")).strip("'"))
    more = err.error_count() - 1
    problem = pydantic_problem(first)
    if data is not None and in_words and loc:
        return placed(
            QT_TRANSLATE_NOOP("rules", "invalid match file: {where}: {problem} (and {more} "
                                       "more)") if more
            else QT_TRANSLATE_NOOP("rules", "invalid match file: {where}: {problem}"),
            QT_TRANSLATE_NOOP("rules", "invalid match file: {where}: {problem} (and {more} "
                                       "more; {path} in the file)") if more
            else QT_TRANSLATE_NOOP("rules", "invalid match file: {where}: {problem} ({path} in "
                                            "the file)"),
            loc, data, path_too, first.get("type") == "extra_forbidden", problem=problem,
            more=more)
    where = place(loc) or "document"
    template = (QT_TRANSLATE_NOOP("rules", "invalid match file: {where}: {problem} "
                                           "(and {more} more)") if more
                else QT_TRANSLATE_NOOP("rules", "invalid match file: {where}: {problem}"))
    return Text(template, where=where, problem=problem, more=more)


def file_place(loc: Sequence[Any], data: Any) -> list[Any]:
    """*loc*, pydantic's place of a problem, as a place in *data*: a tagged union's tag
    (``round`` in ``entries.0.round.note``) is no key of the file, and is left out."""
    where: list[Any] = []
    node = data
    for key in loc:
        if (isinstance(node, dict) and isinstance(key, str) and key not in node
                and node.get("type") == key):
            continue  # the entry's type, said by pydantic as a step of the place
        where.append(key)
        if isinstance(node, dict):
            node = node.get(key)
        elif isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node):
            node = node[key]
        else:
            node = None
    return where


#: pydantic's usual problems in the app's own words, of the catalog (pydantic's sentences
#: are English in every language, and a library's: "Extra inputs are not permitted"); the
#: counted ones are in :func:`_counted_problem`
PYDANTIC_PROBLEMS: dict[str, str] = {
    "missing": QT_TRANSLATE_NOOP("rules", "the field is missing"),
    "union_tag_not_found": QT_TRANSLATE_NOOP("rules", "the field is missing"),
    "extra_forbidden": QT_TRANSLATE_NOOP("rules", "there is no such field in a match file"),
    "int_type": QT_TRANSLATE_NOOP("rules", "expected a whole number"),
    "int_parsing": QT_TRANSLATE_NOOP("rules", "expected a whole number"),
    "int_parsing_size": QT_TRANSLATE_NOOP("rules", "expected a whole number"),
    "int_from_float": QT_TRANSLATE_NOOP(
        "rules", "expected a whole number, not one with decimals"),
    "float_type": QT_TRANSLATE_NOOP("rules", "expected a number"),
    "float_parsing": QT_TRANSLATE_NOOP("rules", "expected a number"),
    "string_type": QT_TRANSLATE_NOOP("rules", "expected a text"),
    "bool_type": QT_TRANSLATE_NOOP("rules", "expected true or false"),
    "bool_parsing": QT_TRANSLATE_NOOP("rules", "expected true or false"),
    "list_type": QT_TRANSLATE_NOOP("rules", "expected a list ([…])"),
    "tuple_type": QT_TRANSLATE_NOOP("rules", "expected a list ([…])"),
    "dict_type": QT_TRANSLATE_NOOP("rules", "expected a JSON object"),
    "model_type": QT_TRANSLATE_NOOP("rules", "expected a JSON object"),
    "model_attributes_type": QT_TRANSLATE_NOOP("rules", "expected a JSON object"),
    "datetime_type": QT_TRANSLATE_NOOP("rules", "expected a date and time (ISO 8601)"),
    "datetime_parsing": QT_TRANSLATE_NOOP("rules", "expected a date and time (ISO 8601)"),
    "datetime_from_date_parsing": QT_TRANSLATE_NOOP(
        "rules", "expected a date and time (ISO 8601)"),
    "timezone_aware": QT_TRANSLATE_NOOP("rules", "expected the time zone (e.g. +01:00)"),
    "less_than_equal": QT_TRANSLATE_NOOP("rules", "expected at most {le}"),
    "greater_than_equal": QT_TRANSLATE_NOOP("rules", "expected at least {ge}"),
    "less_than": QT_TRANSLATE_NOOP("rules", "expected less than {lt}"),
    "greater_than": QT_TRANSLATE_NOOP("rules", "expected more than {gt}"),
    "literal_error": QT_TRANSLATE_NOOP("rules", "expected one of {expected}"),
    "enum": QT_TRANSLATE_NOOP("rules", "expected one of {expected}"),
    "union_tag_invalid": QT_TRANSLATE_NOOP("rules", "unknown type {tag} (known: {expected_tags})"),
}

#: what pydantic says in JSON for a kind whose Python words differ ("list", "array")
_JSON_WORDS = {"list_type": "Input should be a valid array",
               "tuple_type": "Input should be a valid array",
               "dict_type": "Input should be an object",
               "model_type": "Input should be an object"}
#: kinds whose message is a validator's own words (the app's, said as written)
_OWN_WORDS = ("value_error", "assertion_error")


def _pydantic_said(error: Any) -> bool:
    """The message is pydantic's own sentence for its kind (not a validator's words)."""
    kind, said = error.get("type", ""), error.get("msg", "")
    if kind in _OWN_WORDS:
        return False
    if said == _JSON_WORDS.get(kind):
        return True
    try:
        return bool(PydanticKnownError(kind, error.get("ctx")).message() == said)
    except (KeyError, TypeError, ValueError):  # no kind of pydantic's: a custom error
        return False


def pydantic_problem(error: Any) -> Text:
    """What pydantic found, in the app's own words of the catalog where the message is
    pydantic's (its kinds' own sentences), else the validator's own words cut short; a kind
    of pydantic's not foreseen here is said as a value the field does not take."""
    if not _pydantic_said(error):
        return Text.plain(echo_text(error["msg"], 200))
    kind = error.get("type", "")
    context = {k: v for k, v in (error.get("ctx") or {}).items() if type(v) in (int, str)}
    counted = _counted_problem(kind, context)
    if counted is not None:
        return counted
    if kind in ("literal_error", "enum") and isinstance(context.get("expected"), str):
        # pydantic's list ends in English ("'a', 'b' or 'c'"): a plain list in every language
        context["expected"] = re.sub(r" or (?='[^']*'$)", ", ", context["expected"])
    if kind == "union_tag_invalid" and "tag" in context:
        context["tag"] = echo(context["tag"])
    for key in ("expected", "expected_tags"):  # pydantic's "'a', 'b'": each quoted as the
        # reader's language quotes, as the value found beside them («runde» (bekannt: «round»…)
        shown = context.get(key)
        if isinstance(shown, str) and _QUOTED_LIST.fullmatch(shown):
            context[key] = Text.concat([Text.quoted(q) for q in _QUOTED_ITEM.findall(shown)],
                                       ", ")
    template = PYDANTIC_PROBLEMS.get(kind)
    if template is not None:
        try:
            return Text(template, **context)
        except (KeyError, IndexError, ValueError):
            pass
    return Text(QT_TRANSLATE_NOOP("rules", "a value this field does not take"))


def _counted_problem(kind: str, context: dict[str, Any]) -> Text | None:
    """The kinds with a count in them: a list or a text too short or too long."""
    if kind == "too_short" and isinstance(context.get("min_length"), int):
        return plural("rules", "expected at least %n items", context["min_length"],
                      one="expected at least %n item")
    if kind == "too_long" and isinstance(context.get("max_length"), int):
        return plural("rules", "expected at most %n items", context["max_length"],
                      one="expected at most %n item")
    if kind == "string_too_short" and isinstance(context.get("min_length"), int):
        return plural("rules", "expected at least %n characters", context["min_length"],
                      one="expected at least %n character")
    if kind == "string_too_long" and isinstance(context.get("max_length"), int):
        return plural("rules", "expected at most %n characters", context["max_length"],
                      one="expected at most %n character")
    return None


def echo_text(text: str, limit: int) -> str:
    """A message of a library cut to *limit* characters."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _number(text: str) -> Any:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _NumberError(text)
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if len(text) > MAX_DIGITS + 8 or value in (float("inf"), float("-inf")):
        raise _NumberError(text)
    return value


def _constant(text: str) -> Any:
    raise _NumberError(text)  # NaN, Infinity: not JSON


class _NumberError(ValueError):
    pass


def decode(text: str | bytes) -> Any:
    """The JSON value of *text*; any failure is a MatchFileError."""
    try:
        return strictjson.loads(text, parse_int=_number, parse_float=_float,
                                parse_constant=_constant)
    except strictjson.DuplicateKey as err:  # json would keep the last value without a word
        if not err.where:
            raise refusal(QT_TRANSLATE_NOOP(
                "rules", "invalid match file: the key {key} is given twice"),
                key=echo(err.key, 24)) from None
        raise MatchFileError(placed(
            QT_TRANSLATE_NOOP("rules", "invalid match file: {where}: the key {key} is given "
                                       "twice"),
            QT_TRANSLATE_NOOP("rules", "invalid match file: {where}: the key {key} is given "
                                       "twice ({path} in the file)"),
            err.where, key=echo(err.key, 24))) from None
    except _NumberError as err:
        raise refusal(QT_TRANSLATE_NOOP(
            "rules", "not a Jasstafel match file: the number {number} is too long or not "
                     "finite (at most {limit} digits)"),
            number=echo(str(err), 24), limit=MAX_DIGITS) from None
    except RecursionError:
        raise refusal(QT_TRANSLATE_NOOP(
            "rules", "not a Jasstafel match file: nested deeper than {limit} levels"),
            limit=MAX_DEPTH) from None
    except (ValueError, UnicodeError) as err:
        raise _not_json(text, err) from None


def _not_json(text: str | bytes, err: ValueError | UnicodeError) -> MatchFileError:
    """Why json refused *text*, in words of the catalog (json's and the codec's own
    reasons are English)."""
    if _blank(text):  # "not JSON (line 1, column 1)" said nothing one can act on
        return refusal(QT_TRANSLATE_NOOP("rules", "not a Jasstafel match file: the file is "
                                                  "empty"))
    looks = _looks_like(text)
    if looks is not None:  # a picture renamed .jass: what it is, not "unreadable at byte 1"
        return refusal(QT_TRANSLATE_NOOP("rules", "{what}, not a match file"), what=looks)
    if isinstance(err, json.JSONDecodeError):
        return refusal(QT_TRANSLATE_NOOP(
            "rules", "not a Jasstafel match file: not JSON (line {line}, column {column})"),
            line=err.lineno, column=err.colno)
    if isinstance(err, UnicodeDecodeError) and not err.encoding.startswith("utf-8"):
        # a byte order mark (or the zeros of UTF-16/32) made json read it so: the byte
        # counted in that reading, not the first one that is no UTF-8 (a trial's FF FE …)
        return refusal(QT_TRANSLATE_NOOP(
            "rules", "not a Jasstafel match file: not JSON (unreadable {encoding} text at "
                     "byte {position})"),
            encoding=Text.plain(err.encoding[:6].upper()), position=err.start + 1)
    if isinstance(err, UnicodeDecodeError):
        return refusal(QT_TRANSLATE_NOOP(
            "rules", "not a Jasstafel match file: not JSON (unreadable text at byte {position})"),
            position=err.start + 1)
    return refusal(QT_TRANSLATE_NOOP("rules", "not a Jasstafel match file: not JSON ({reason})"),
                   reason=echo_text(str(err), 120))


def _looks_like(text: str | bytes) -> Text | None:
    """What a file that is no JSON looks like by its first bytes (a known signature), or
    None."""
    head = text[:16].encode("latin-1", "replace") if isinstance(text, str) else text[:16]
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return Text(QT_TRANSLATE_NOOP("rules", "a PNG picture"))
    if head.startswith(b"\xff\xd8\xff"):
        return Text(QT_TRANSLATE_NOOP("rules", "a JPEG picture"))
    if head.startswith((b"GIF87a", b"GIF89a")):
        return Text(QT_TRANSLATE_NOOP("rules", "a GIF picture"))
    if head.startswith(b"%PDF-"):
        return Text(QT_TRANSLATE_NOOP("rules", "a PDF document"))
    if head.startswith((b"PK\x03\x04", b"PK\x05\x06", b"PK\x07\x08")):
        return Text(QT_TRANSLATE_NOOP("rules", "a ZIP archive"))
    if head.startswith(b"SQLite format 3\x00"):
        return Text(QT_TRANSLATE_NOOP("rules", "a SQLite database (a club file?)"))
    return None


def _blank(text: str | bytes) -> bool:
    """Nothing but white space (and byte order marks) in *text*."""
    try:
        as_text = text.decode("utf-8") if isinstance(text, bytes) else text
    except UnicodeDecodeError:
        return False
    return not as_text.replace("\ufeff", "").strip()


def loads(text: str | bytes) -> Match:
    """A match from JSON text; invalid entries raise :class:`EntryError`.

    Every other failure is a :class:`MatchFileError` (a bug met while replaying the file
    too: the file is refused, the cause chained for the report), so that a caller that
    catches JassError never sees a traceback.
    """
    if len(text) > MAX_FILE_BYTES:
        size, limit = file_sizes(len(text), MAX_FILE_BYTES)
        raise refusal(QT_TRANSLATE_NOOP(
            "rules", "the file is {size}; a match file is at most {limit}"),
            size=size, limit=limit)
    doc = parse_document(decode(text))
    try:
        return Match(doc)
    except JassError:
        raise
    except (Exception, RecursionError) as err:  # noqa: BLE001 - a file must not crash us
        raise refusal(QT_TRANSLATE_NOOP(
            "rules", "this match file cannot be read: Jasstafel failed on it ({error}); "
                     "please report it"),
            error=echo_text(f"{type(err).__name__}: {err}", 120)) from err


def load(path: str | os.PathLike[str]) -> Match:
    """Read the match file at *path*. The file is only read, never changed."""
    return loads(read_regular_file(path, MAX_FILE_BYTES))


def read_regular_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file at *path*, at most *limit* of them.

    A FIFO, a device, a folder or a socket is refused before it is opened (stat), and
    again if what was opened is not that same regular file (a swap in between); it is
    opened non-blocking, so that nothing can make the read wait.
    """
    shown = os.fspath(path)
    try:
        before = os.stat(path)
        _check_kind(before, shown, limit)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0))
    except OSError as err:
        raise refusal(QT_TRANSLATE_NOOP("rules", "cannot read {path}: {reason}"), path=shown,
                      reason=os_reason(err)) from None
    try:
        opened = os.fstat(fd)
        _check_kind(opened, shown, limit)
        if (opened.st_dev, opened.st_ino) != (before.st_dev, before.st_ino):
            raise refusal(QT_TRANSLATE_NOOP("rules", "cannot read {path}: it changed while "
                                                     "being opened"), path=shown)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:  # it grew after the stat
            _check_kind(os.fstat(fd), shown, limit, size)
        return b"".join(chunks)
    except OSError as err:
        raise refusal(QT_TRANSLATE_NOOP("rules", "cannot read {path}: {reason}"), path=shown,
                      reason=os_reason(err)) from None
    finally:
        os.close(fd)


def _check_kind(info: os.stat_result, shown: str, limit: int, size: int = 0) -> None:
    if not stat.S_ISREG(info.st_mode):
        template = _KIND.get(stat.S_IFMT(info.st_mode),
                             QT_TRANSLATE_NOOP("rules", "{path} is not a regular file"))
        raise refusal(template, path=shown)
    size = max(size, info.st_size)
    if size > limit:
        said, most = file_sizes(size, limit)
        raise refusal(QT_TRANSLATE_NOOP(
            "rules", "{path} is {size}; a match file is at most {limit}"),
            path=shown, size=said, limit=most)


# -- writing ---------------------------------------------------------------------------------


def dumps(match: Match | MatchDocument[Any, Any]) -> str:
    doc = match.document if isinstance(match, Match) else match
    if len(doc.entries) < _ASSEMBLE_FROM:
        return doc.model_dump_json(indent=2, exclude_none=False) + "\n"
    return _assembled(doc)


#: from how many entries :func:`dumps` puts the file together from each entry's JSON
_ASSEMBLE_FROM = 64
#: the entries of the document written last and their JSON, indented as in the file
_KEPT: tuple[list[Any], list[str]] = ([], [])
_ENTRIES_KEY = '\n  "entries": []'


def _assembled(doc: MatchDocument[Any, Any]) -> str:
    """The bytes ``model_dump_json(indent=2)`` writes, with each entry serialized once.

    The autosave writes the whole file after every entry; an entry never changes (a frozen
    model), so its JSON is kept and the file is the document without its entries plus the
    entries' JSON, indented as in the document (a 1,000-entry Schieber: 1.4 ms to 0.3 ms).
    """
    head = doc.model_copy(update={"entries": []}).model_dump_json(indent=2,
                                                                   exclude_none=False)
    if not doc.entries or head.count(_ENTRIES_KEY) != 1:  # (a key of the top level: once)
        return doc.model_dump_json(indent=2, exclude_none=False) + "\n"
    before, after = head.split(_ENTRIES_KEY)
    # one join makes the whole file: 250 KB copied once, not three times (join, replace, +)
    parts = list(_entry_texts(doc.entries))  # (the kept texts themselves stay as they are)
    parts[0] = before + '\n  "entries": [\n' + parts[0]
    parts[-1] = parts[-1] + "\n  ]" + after + "\n"
    return ",\n".join(parts)


def _entry_texts(entries: Sequence[Any]) -> list[str]:
    """The JSON of each of *entries*, kept from the document written last.

    Mostly the entries are those of the last save and one more: the kept ones are found by
    comparing the two lists in C (0.1 ms for 1,000 entries, not 0.8 row by row in Python);
    after a correction, deletion or insertion the others are looked up by identity (the
    kept list holds them, so their ids are not given to new objects meanwhile).
    """
    global _KEPT
    kept, kept_texts = _KEPT
    same = next(compress(count(), map(is_not, kept, entries)), min(len(kept), len(entries)))
    texts = kept_texts[:same]
    if same < len(entries):
        known = dict(zip(map(id, kept[same:]), kept_texts[same:], strict=True))
        for entry in entries[same:]:
            text = known.get(id(entry))
            if text is None:
                text = "    " + entry.model_dump_json(indent=2, exclude_none=False).replace(
                    "\n", "\n    ")
            texts.append(text)
    _KEPT = (list(entries), texts)
    return texts


#: what may be a character that :func:`check_data` refuses, in JSON as pydantic writes it:
#: C0 controls escaped (found only where the text has a backslash at all), the others raw
#: or escaped (a tag character as its pair of surrogates); a false alarm (an escaped
#: backslash before an "n") only costs the full check. A name's invisible characters are
#: looked for in the names (:func:`encode`)
_SUSPECT_ESCAPE = re.compile(r"\\(?:[nrtbf]|u00[01][0-9a-fA-F]|u00[89][0-9a-fA-F]|u007[fF]"
                             r"|u061[cC]|u200[eEfF]|u202[89a-eA-E]|u206[6-9]|u[fF]{3}[9a-bA-B]"
                             r"|u[dD][bB]40)")
_SUSPECT_RAW = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e"
                          "\u2066-\u2069\ufff9-\ufffb\U000e0001-\U000e007f]")


def _suspect(text: str) -> bool:
    if "\\" in text and _SUSPECT_ESCAPE.search(text):
        return True
    return not text.isascii() and _SUSPECT_RAW.search(text) is not None


def encode(match: Match | MatchDocument[Any, Any]) -> bytes:
    """The bytes of the match file: refused (MatchFileError) if loading would refuse them,
    so that a saved file can always be opened again.

    Cheap for every save: the count, the serialization (which fails on a lone surrogate),
    the names' lengths and a scan of the JSON for control characters; only when the scan
    finds one is the document checked and validated as loading does it (the message then
    names the field).
    """
    doc = match.document if isinstance(match, Match) else match
    if len(doc.entries) > MAX_ENTRIES:
        raise refusal(QT_TRANSLATE_NOOP(
            "rules", "the match has {count} entries; a match file holds at most {limit}"),
            count=len(doc.entries), limit=MAX_ENTRIES)
    try:
        text = dumps(doc)
        texts = [*doc.players, *(t.name for t in doc.teams)]
        if (_suspect(text) or any(len(t) > MAX_NAME or _INVISIBLE.search(t) for t in texts)
                or any(len(v) > MAX_TEXT for v in doc.info.model_dump().values())):
            parse_document(json.loads(text))  # raises the refusal that loading would
        raw = text.encode("utf-8")
    except JassError:
        raise
    except (Exception, RecursionError) as err:  # noqa: BLE001 - pydantic's, UnicodeError
        try:  # name the field when it is a text (a lone surrogate), else say what failed
            check_data(doc.model_dump())
        except JassError as located:
            raise located from err
        except (Exception, RecursionError):  # noqa: BLE001, S110 - the first error is told
            pass
        raise refusal(QT_TRANSLATE_NOOP("rules", "the match cannot be written: {error}"),
                      error=echo_text(f"{type(err).__name__}: {err}", 160)) from err
    if len(raw) > MAX_FILE_BYTES:
        size, limit = file_sizes(len(raw), MAX_FILE_BYTES)
        raise refusal(QT_TRANSLATE_NOOP(
            "rules", "the match file would be {size}; a match file is at most {limit}"),
            size=size, limit=limit)
    return raw


def save(match: Match | MatchDocument[Any, Any], path: str | os.PathLike[str]) -> None:
    """Write atomically: a temporary file beside *path*, flushed, then renamed over it.

    What loading would refuse is not written (:func:`encode` raises MatchFileError). The
    new file keeps the old one's permissions (a new file gets the usual ones, not the
    private mode of a temporary file), and the folder is synced after the rename so that
    the new name survives a power cut too. First, the temporary files that earlier,
    interrupted saves of the same match left are removed (unlocked and older than this
    save), so that however often saves are killed, at most one is ever left; this save's
    own temporary file is locked while it is written. A symbolic link is kept: the file it
    points to is written (:func:`output_target`).
    """
    text = encode(match)
    target = output_target(path)
    _refuse_read_only(target)
    clean_stale_temporaries(target.parent, match_name=target.name, before=time.time())
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            _lock(f.fileno(), wait=True)
            f.write(text)
            f.flush()
            if hasattr(os, "fchmod"):  # POSIX; Windows has no such permissions
                os.fchmod(f.fileno(), mode_for(target))
            os.fsync(f.fileno())
            os.replace(tmp, target)  # still locked: a cleaner never takes it mid-save
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    sync_folder(target.parent)


def replace_refusal(path: str | os.PathLike[str]) -> Text | None:
    """Why :func:`save` could not replace the file at *path*, or None: asked before the
    question whether to replace it (a trial's Save as… asked "replace it?" and then said it
    could not). What the save does is checked: a read-only file is not replaced, and the
    folder must take the temporary file that is renamed over it (one is made there and
    removed). None where nothing is there to replace (a new file: said when written)."""
    try:
        target = output_target(path)
        mode = target.stat().st_mode
    except JassError as err:  # a link to what is no file: said as the save would say it
        return err.args[0] if isinstance(err.args[0], Text) else Text.plain(str(err))
    except OSError:
        return None
    shown = os.fspath(path)
    if stat.S_ISREG(mode) and not mode & 0o222:
        return Text(QT_TRANSLATE_NOOP("rules", "{path} is read-only; not replaced (choose "
                                               "another name)"), path=shown)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as err:
        return Text(QT_TRANSLATE_NOOP("rules", "cannot write {path}: {reason}"), path=shown,
                    reason=os_reason(err))
    os.close(fd)
    Path(tmp).unlink(missing_ok=True)
    return None


def _refuse_read_only(target: Path) -> None:
    """A file made read-only (no write permission for anybody) is not replaced: the save
    writes a new file and renames it over the old one, which a writable folder allows
    whatever the file's own permissions say."""
    try:
        mode = target.stat().st_mode
    except OSError:
        return  # not there (yet): nothing to protect
    if stat.S_ISREG(mode) and not mode & 0o222:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(target))


def create(match: Match | MatchDocument[Any, Any], path: str | os.PathLike[str]) -> None:
    """Write a new match file at *path*; FileExistsError if something is there already.

    Everything is checked and written to a temporary file first, then linked to *path* in
    one step, so that a refused match or a full disk never leaves an empty or half-written
    file behind (where the file system has no hard links, the file is created exclusively
    and removed again if writing fails).
    """
    target = Path(path)
    text = encode(match)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(text)
            f.flush()
            if hasattr(os, "fchmod"):
                os.fchmod(f.fileno(), mode_for(target))
            os.fsync(f.fileno())
        try:
            os.link(tmp, target)
        except FileExistsError:
            raise
        except OSError as err:
            if err.errno not in (errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EXDEV,
                                 errno.EMLINK, errno.ENOSYS):
                raise
            _create_exclusively(target, text)
    finally:
        Path(tmp).unlink(missing_ok=True)
    sync_folder(target.parent)


def _create_exclusively(target: Path, text: bytes) -> None:
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                 0o666)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        target.unlink(missing_ok=True)
        raise


def _lock(fd: int, wait: bool) -> bool:
    """An exclusive advisory lock on *fd* (POSIX); False if another process holds it."""
    try:
        import fcntl
    except ImportError:  # Windows: an open file cannot be removed anyway
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
    except BlockingIOError:
        return False
    except OSError:
        return wait  # a file system without locks: the age alone decides
    return True


def clean_stale_temporaries(folder: str | os.PathLike[str], match_name: str | None = None,
                            before: float | None = None) -> list[Path]:
    """Remove the temporary files that interrupted saves left in *folder*.

    Only files of our own naming (``.NAME.jass.XXXXXXXX.tmp``; with *match_name*, only
    those of that match) that are regular files (a symlink is removed, never followed),
    last changed before *before* (default: now) and not locked by a save still running.
    The window calls this for its autosave folder at start-up; :func:`save` calls it for
    the match it has just saved. Returns what was removed; a file that cannot be removed
    is left alone.
    """
    limit = time.time() if before is None else before
    removed: list[Path] = []
    try:
        names = os.listdir(folder)
    except OSError:
        return removed
    for name in names:
        found = _TEMPORARY.fullmatch(name)
        if found is None or not found["name"].endswith(SUFFIX):
            continue
        if match_name is not None and found["name"] != match_name:
            continue
        path = Path(folder) / name
        try:
            if _remove_if_stale(path, limit):
                removed.append(path)
        except OSError:
            continue
    return removed


def _remove_if_stale(path: Path, limit: float) -> bool:
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        path.unlink()
        return True
    if not stat.S_ISREG(info.st_mode) or info.st_mtime >= limit:
        return False
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                 | getattr(os, "O_NOFOLLOW", 0))
    try:
        if not _lock(fd, wait=False):
            return False  # a save is writing it now
        now = os.lstat(path)
        if (now.st_dev, now.st_ino) != (info.st_dev, info.st_ino):
            return False
        path.unlink()
        return True
    finally:
        os.close(fd)


def output_target(path: str | os.PathLike[str]) -> Path:
    """Where writing *path* must go: *path* itself, or, when *path* is a symbolic link, the
    file it points to, so that the atomic save (a temporary file in the target's folder,
    renamed over it) keeps the link and writes its target, as an editor does.

    A link is followed only to a regular file, or to a new file in an existing folder; a
    link to anything else (a pipe, a terminal, ``/proc/self/fd/1`` of a pipe, a device, a
    folder) is refused with a :class:`JassError` before anything is written: renaming over
    it would have replaced the link (as root ``-o /dev/stdout`` replaced the system's).
    """
    target = Path(path)
    if not os.path.islink(target):
        return target
    try:
        info = os.stat(target)
    except FileNotFoundError:  # a dangling link: a new file where it points
        resolved = Path(os.path.realpath(target))
        if resolved.parent.is_dir():
            return resolved
        raise JassError(Text(QT_TRANSLATE_NOOP(
            "rules", "{path} is a link to {target}, whose folder does not exist; nothing "
                     "written"), path=os.fspath(path), target=str(resolved))) from None
    except OSError as err:
        raise JassError(Text(QT_TRANSLATE_NOOP("rules", "cannot write {path}: {reason}"),
                             path=os.fspath(path), reason=os_reason(err))) from None
    if stat.S_ISREG(info.st_mode):
        return Path(os.path.realpath(target))
    raise JassError(Text(QT_TRANSLATE_NOOP(
        "rules", "{path} is a link to something that is not a file (a pipe, a terminal, a "
                 "device or a folder); nothing written"), path=os.fspath(path)))


def mode_for(target: Path) -> int:
    """The mode of the file replaced, else the usual one (not mkstemp's private 0600):
    a saved file keeps the permissions it had (the printer and the CSV export use it too)."""
    try:
        return target.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def sync_folder(folder: Path) -> None:
    """Flush *folder*, so that a name just made or changed in it survives a power cut,
    where the system can flush a folder (the match file here, a new club file in the club)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # not possible on every system (Windows): the rename is still atomic
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def check_entry(match: Match, entry: Any) -> None:
    """Refuse (RuleViolation) an entry that a match file could not hold: a text with a
    control character or a lone surrogate, a text too long, a field out of its range (an
    entry built without validation). The Session asks before every change, so that a
    saved match can always be opened again."""
    try:
        data = entry.model_dump(mode="json")
    except (Exception, RecursionError) as err:  # noqa: BLE001 - pydantic's, UnicodeError
        raise RuleViolation("entry.invalid", QT_TRANSLATE_NOOP(
            "rules", "This entry cannot be saved: {reason}"),
            reason=echo_text(f"{type(err).__name__}: {err}", 160)) from err
    for where, text in _texts(data):
        problem = text_problem(text)
        if problem is not None:
            raise RuleViolation("entry.text", QT_TRANSLATE_NOOP(
                "rules", "This entry cannot be saved: {field}: {problem}"),
                field=place(where), problem=problem)
    setup = match.document.model_copy(update={"entries": []}).model_dump(mode="json")
    try:
        match.rules.Document.model_validate(whole := {**setup, "entries": [data]})
    except ValidationError as err:
        raise RuleViolation("entry.invalid", QT_TRANSLATE_NOOP(
            "rules", "This entry cannot be saved: {reason}"),
            reason=describe_validation(err, whole, in_words=False)) from None


# -- new matches -----------------------------------------------------------------------------


def find_preset(cls: type[Any], preset: str) -> Any:
    """The settings of *preset* of variant *cls*; a refusal naming the known ones if it has
    none of that name (``jasstafel new --preset``, ``print --blank --preset``, the window)."""
    if preset not in cls.PRESETS:
        known = ", ".join(cls.PRESETS)
        raise refusal(QT_TRANSLATE_NOOP("rules", "{variant} has no preset {preset} "
                                                 "(known: {known})"),
                      variant=cls.title, preset=echo(preset), known=known)
    return cls.PRESETS[preset]


def new_match(
    variant: str,
    players: list[str],
    preset: str | None = None,
    teams: list[Team] | None = None,
    info: MatchInfo | None = None,
    first: int = 0,
    settings: dict[str, Any] | None = None,
) -> Match:
    """A new, empty match of *variant* with a preset's settings and default teams.

    Team games seat partners opposite each other: with four players seats 0 and 2
    play against 1 and 3; with six, three teams (0, 3), (1, 4), (2, 5); three
    single players each form a team of one. Names and texts that a match file may not
    hold (see :func:`text_problem`) are refused here already.
    """
    cls = find_variant(variant)
    preset = preset or cls.DEFAULT_PRESET
    find_preset(cls, preset)
    check_names(players, [team.name for team in teams or []])
    chosen = {**cls.PRESETS[preset].model_dump(), **(settings or {})}
    if teams is None and cls.team_game:
        teams = default_teams(players)
    return Match(_setup(cls, {
        "variant": cls.name, "players": players, "teams": teams or [],
        "info": info or MatchInfo(), "first": first, "settings": chosen}))


def check_names(players: Sequence[str], teams: Sequence[str] = ()) -> None:
    """Refuse the players' and teams' names a match cannot have: empty, too long, with a
    control character, or a player's that another player has already (a new match's and a
    renamed one's, in the window and on the command line)."""
    for seat, name in enumerate(players):
        problem = text_problem(name, name=True)
        if problem is not None:
            raise refusal(QT_TRANSLATE_NOOP("rules", "player {seat}: {problem}"),
                          seat=seat + 1, problem=problem)
        if not name.strip():  # the board would say "Team B (, Dora)"
            raise refusal(QT_TRANSLATE_NOOP("rules", "player {seat}: the name is empty"),
                          seat=seat + 1)
        same = next((i for i, other in enumerate(players[:seat])
                     if other.strip().casefold() == name.strip().casefold()), None)
        if same is not None:  # two Annas: the board, the sheet and the club cannot tell them
            raise refusal(QT_TRANSLATE_NOOP("rules", "player {seat}: {name} is player {other} "
                                                     "already; give each player a name of "
                                                     "their own"),
                          seat=seat + 1, name=echo_text(name.strip(), ECHO), other=same + 1)
    for number, name in enumerate(teams):
        letter = team_letter(number)  # as the New match dialog calls the team
        problem = text_problem(name, name=True)
        if problem is not None:
            raise refusal(QT_TRANSLATE_NOOP("rules", "team {team}: {problem}"),
                          team=letter, problem=problem)
        if not name.strip():
            raise refusal(QT_TRANSLATE_NOOP("rules", "team {team}: the name is empty"),
                          team=letter)


def _setup(cls: Any, data: dict[str, Any]) -> MatchDocument[Any, Any]:
    """A match's setup from *data*, validated as a match file's (the names checked before)."""
    try:
        doc: MatchDocument[Any, Any] = cls.Document.model_validate(data)
    except ValidationError as err:
        raise MatchFileError(describe_validation(err, data, path_too=False)) from None
    check_data(doc.model_dump(mode="json"), path_too=False)  # no file yet: its place in words
    return doc


def renamed(match: Match, players: Sequence[str], teams: Sequence[str],
            info: MatchInfo) -> MatchDocument[Any, Any]:
    """The setup of *match* with other names for its players (in seat order) and teams (in
    its teams' order) and other lines for the sheet, for :meth:`Match.rename`; checked as a
    new match's, refused (MatchFileError) where a new match would be."""
    doc = match.document
    if len(players) != len(doc.players) or len(teams) != len(doc.teams):
        raise ValueError("a rename names every player and every team, no more")
    check_names(players, teams)
    setup = doc.model_dump(exclude={"entries"})
    setup.update(players=list(players), info=info.model_dump(),
                 teams=[{"name": name, "players": team.players}
                        for name, team in zip(teams, doc.teams, strict=True)])
    return _setup(match.rules, setup)


def with_settings(match: Match, settings: dict[str, Any]) -> MatchDocument[Any, Any]:
    """The setup of *match* with the table *settings* (all of them, as the match file keeps
    them) instead of its own, for :meth:`Match.change_rules`; checked as a new match's,
    refused (MatchFileError, RuleViolation) where a new match would be."""
    setup = match.document.model_dump(exclude={"entries"})
    setup["settings"] = settings
    return _setup(match.rules, setup)


def team_letter(number: int) -> str:
    """The letter team *number* (from 0) is called by: A … Z, then AA, AB … (a Punktetafel of
    99 players may have 99 teams of one)."""
    letters = ""
    number += 1
    while number:
        number, rest = divmod(number - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def seated_teams(players: int, teams: int) -> list[list[int]]:
    """The seats of *teams* teams of *players*, partners seated as in the Coiffeur: team t
    has seats t, t + teams, t + 2 × teams … (6 players in 3 teams: 0 + 3, 1 + 4, 2 + 5; 5
    in 2: 0 + 2 + 4 and 1 + 3). Teams of unequal size where *teams* does not divide the
    players; no team without players (*teams* at most *players*)."""
    return [list(range(t, players, teams)) for t in range(min(teams, players))]


def team_name(players: Sequence[str], seats: Sequence[int], number: int,
              by_letter: str = "Team {0}") -> str:
    """The name team *number* (from 0) of *seats* has until one is typed: its players',
    "Anna & Cla" (the New match dialog's, the Names dialog's and ``jasstafel new --teams``);
    where that is longer than a name may be (MAX_NAME), *by_letter* (the client's "Team {0}"
    in its language) with the team's letter: "Team A"."""
    name = " & ".join(players[p] for p in seats)
    return name if len(name) <= MAX_NAME else by_letter.format(team_letter(number))


#: what joins players' names in a team's name: "Vreni/Ueli", "Vreni & Ueli", "Vreni + Ueli",
#: "Vreni, Ueli", "Vreni und Ueli", "Vreni et Ueli", "Vreni and Ueli"
_NAME_JOINS = re.compile(r"\s*[/&+,]\s*|\s+(?:und|et|and)\s+", re.IGNORECASE)


def _said(name: str) -> str:
    """A name as two spellings of it compare: small letters, one space between words."""
    return " ".join(name.split()).casefold()


def misleading_team_name(name: str, players: Sequence[str], seats: Sequence[int]) -> bool:
    """Whether the team of *seats* is called after other players of the match: *name* made
    only of at least two of *players*' names joined ("Vreni/Ueli", "vreni und ueli"), one
    of them not the team's own. A trial's Team A of Vreni and Margrit was called
    "Vreni/Ueli" (the seats typed in another order), and the whole match showed it. Some of
    the team's own players in any order are its name ("Anna/Cla" for a Molotow team of
    Anna, Cla and Erwin: a team of three is often called after two of them). A name of its
    own ("Die Bären", "Vreni & Co") is no player's list: never said."""
    parts = [_said(part) for part in _NAME_JOINS.split(name.strip())]
    known = {_said(player) for player in players}
    if len(parts) < 2 or not all(part and part in known for part in parts):
        return False
    return not set(parts) <= {_said(players[seat]) for seat in seats}


def names_player(name: str, player: str) -> bool:
    """Whether the team's *name* is made of players' names joined and *player*'s is one of
    them ("Anna & Cla" names Anna; "Die Bären" names no one): a line that says the player
    need not say such a team after her name again."""
    parts = [_said(part) for part in _NAME_JOINS.split(name.strip())]
    return len(parts) >= 2 and _said(player) in parts


def named_by_players(name: str, players: Sequence[str]) -> bool:
    """Whether a team's *name* is just its *players*' names, each once, in any order:
    "Anna & Cla" (the name :func:`team_name` gives a team until one is typed), "Cla &
    Anna", "anna/cla"; a single player's side named after her. Whatever lists the team's
    players after its name need not: it would say them twice ("Anna & Cla (Anna, Cla)"). A
    name of its own ("Die Bären") or one that leaves a player out ("Anna & Cla" for Anna,
    Cla and Erwin) is no such name."""
    said = _said(name)
    # a team has at most a few players (a Molotow's three): their orders are few
    if len(players) <= 4 and any(said == _said(" & ".join(order))
                                 for order in permutations(players)):
        return True  # also where a player's own name holds an "&" ("Anna & Co")
    parts = [_said(part) for part in _NAME_JOINS.split(name.strip())]
    return sorted(parts) == sorted(_said(player) for player in players)


def default_teams(players: list[str]) -> list[Team]:
    """Partners sit opposite; three single players are each a team of one."""
    n = len(players)
    if n not in (4, 6):
        return [Team(name=name, players=[seat]) for seat, name in enumerate(players)]
    return [Team(name=f"Team {team_letter(g)}", players=seats)
            for g, seats in enumerate(seated_teams(n, n // 2))]


#: a whole number of a match file has at most MAX_DIGITS digits (:func:`decode`)
_LARGEST = 10**MAX_DIGITS - 1


class _FileSchema(GenerateJsonSchema):
    """The models' JSON Schema with the limits that reading a file adds to the models' own
    (:func:`check_data`, :func:`decode`): every text of at most MAX_TEXT characters (a
    model's own lower limit kept) without a forbidden character, every whole number of at
    most MAX_DIGITS digits. Schema only: the models validate as before, with their words."""

    def str_schema(self, schema: core_schema.StringSchema) -> JsonSchemaValue:
        said = super().str_schema(schema)
        said["maxLength"] = min(said.get("maxLength", MAX_TEXT), MAX_TEXT)
        said["not"] = {"pattern": TEXT_SCHEMA_CLASS}  # anywhere in the text, no anchors
        return said

    def int_schema(self, schema: core_schema.IntSchema) -> JsonSchemaValue:
        said = super().int_schema(schema)
        if "minimum" not in said and "exclusiveMinimum" not in said:
            said["minimum"] = -_LARGEST
        if "maximum" not in said and "exclusiveMaximum" not in said:
            said["maximum"] = _LARGEST
        return said


#: what the schema cannot say, in the schema's description and docs/match-file.md
SCHEMA_LOOSER = (
    "a key given twice in one object; a whole number written with a decimal point or an "
    "exponent (101.0, 1e2: JSON Schema's integer takes them); text that is not valid "
    "Unicode (a lone surrogate such as \\ud800); the invisible characters beyond U+FFFF, "
    "which a pattern without Unicode mode cannot say (the tag characters U+E0001 and "
    "U+E0020 to U+E007F in any text, and in a name the other format characters of Unicode "
    "category Cf there); the first seat below the number of players the match has, every "
    "player in exactly one team and the teams each variant plays with; a file above 16 "
    "MiB; format date-time, which only a validator that checks formats asserts; and the rules "
    "of each variant for its settings and entries (what jasstafel check says)"
)


def json_schema() -> dict[str, Any]:
    """The JSON Schema of a match file of any variant: the models' schema with the limits a
    file has (:class:`_FileSchema`) and, per variant, what its setup must be (the fields
    every file has, the number of players and the first seat, the entries at most
    MAX_ENTRIES). What JSON Schema cannot say is named in its description."""
    every = variants()
    union: Any = every[0].Document
    for v in every[1:]:
        union = union | v.Document
    adapter: TypeAdapter[Any] = TypeAdapter(Annotated[union, Field(discriminator="variant")])
    schema = adapter.json_schema(schema_generator=_FileSchema)
    for v in every:
        _setup_limits(schema["$defs"][v.Document.__name__], v)
    # a team has one player or more (the variants' check_teams says which team has none)
    schema["$defs"]["Team"]["properties"]["players"]["minItems"] = 1
    schema["$defs"]["Team"]["properties"]["name"]["not"] = {"pattern": NAME_SCHEMA_CLASS}
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Jasstafel match file"
    schema["description"] = (
        f"A Jass match: format {FORMAT!r} version {FORMAT_VERSION}, its settings and entries. "
        f"Jasstafel refuses more than this schema can say: {SCHEMA_LOOSER}."
    )
    return schema


def _setup_limits(document: dict[str, Any], variant: Any) -> None:
    """What :func:`parse_document` and the variant's setup check (``check_setup``) refuse
    that the model does not say: the fields every file has (format, version and variant
    have defaults in the model), the format versions this Jasstafel reads, the players'
    names and number, the first seat, teams where the variant has none or needs two, and
    the number of entries."""
    fields = document["properties"]
    document["required"] = ["format", "version", "variant",
                            *(f for f in document.get("required", [])
                              if f not in ("format", "version", "variant"))]
    fields["version"].update(minimum=1, maximum=FORMAT_VERSION)
    fields["players"].update(minItems=variant.min_players, maxItems=variant.max_players)
    fields["players"]["items"]["maxLength"] = MAX_NAME
    fields["players"]["items"]["not"] = {"pattern": NAME_SCHEMA_CLASS}
    fields["first"]["maximum"] = variant.max_players - 1
    if variant.team_game:
        fields["teams"]["minItems"] = 2
    elif not variant.teams_optional:
        fields["teams"]["maxItems"] = 0
    fields["entries"]["maxItems"] = MAX_ENTRIES
