"""The club's writes of a live evening, made by another program through its server.

While an evening is live its server owns it (:mod:`.marker`): the command line and the club
window of another program do not write the evening's results into the club file beside it,
they send them to the server (``POST /api/admin/club`` with the Oberjasser's code,
:mod:`.server`), which makes them on its own connection between the tables' changes
(:meth:`.evening.EveningCore.club_write`), exactly as the window that started the evening
does. This module is both ends of that: a *call* is one club method as JSON

::

    {"call": "record_result", "passe": 1, "table": 2,
     "results": [{"member": 3, "points": 1013, "matches": 1}, ...],
     "replace": false, "note": "", "override": ""}
    {"call": "correct_result", "passe": 1, "table": 2, "corrections": [...], "note": "…",
     "seen": [...] | null}
    {"call": "record_match", "passe": 1, "table": 2, "match": "<the match file's JSON>",
     "members": [3, 5, 1, 7] | null, "replace": false, "partial": false, "note": "",
     "override": "", "other_rules": ""}
    {"call": "delete_results", "passe": 1, "table": 2, "note": "…"}

:func:`encode` makes it (the client), :func:`run` checks every field and calls the club (the
server: the club's own checks then refuse as they always do); several calls are made in one
transaction, all or nothing (an import of several match files). What a call returns goes
back as JSON (:func:`result_json`, :func:`result_from_json`); a refusal goes back as its
sentence's template and parameters (:func:`text_json`, :func:`text_from_json`), so that the
caller says it in its own language, not the server's.

The evening itself and its draw are not among the calls: the live tables are made from
them, and they change only once the live evening has ended (in every program alike).
No web and no Qt here: the server and the client both import it.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from typing import Any

from ..club.club import Club
from ..club.errors import ClubError, ClubInputError, say
from ..club.models import Evening, PaperResult, Result
from ..core import JassError, Match, RuleViolation, matchfile
from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.text import Text

#: the club methods another program may call on a live evening, with their parameters
CALLS: dict[str, tuple[str, ...]] = {
    "record_result": ("results", "replace", "note", "override"),
    "correct_result": ("corrections", "note", "seen"),
    "record_match": ("match", "members", "replace", "partial", "note", "override",
                     "other_rules"),
    "delete_results": ("note",),
}
MAX_CALLS = 40  # an import of many match files at once
MAX_PLAYERS = 16  # results (or members) of one table
MAX_NOTE = 2000  # characters of a note, override or other_rules reason
FIGURES = tuple(f.name for f in dataclasses.fields(PaperResult))
_FIELD = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")


class CallFailed(JassError):
    """Call *index* of a batch was refused: *error* says why (nothing of the batch was
    written)."""

    def __init__(self, index: int, error: JassError) -> None:
        self.index = index
        self.error = error
        super().__init__(str(error))


class _Undone(Exception):
    """A batch only checked: its transaction is rolled back, its results kept."""

    def __init__(self, results: list[Any]) -> None:
        self.results = results
        super().__init__("checked only")


# -- the client's end ---------------------------------------------------------------------------


def evening_id(evening: Any) -> int:
    return evening.id if isinstance(evening, Evening) else int(evening)


def encode(name: str, passe: int, table: int, **params: Any) -> dict[str, Any]:
    """The JSON of one club call (the same arguments as the Club method's after the
    evening)."""
    call: dict[str, Any] = {"call": name, "passe": passe, "table": table}
    for key, value in params.items():
        if key in ("results", "corrections", "seen") and value is not None:
            value = [{k: v for k, v in dataclasses.asdict(r).items() if v is not None}
                     for r in value]
        elif key == "match":
            document = value.document if isinstance(value, Match) else value
            value = document.model_dump_json()
        elif key == "members" and value is not None:
            value = [m.id if hasattr(m, "id") else int(m) for m in value]
        call[key] = value
    return call


def result_from_json(name: str, data: Any) -> Any:
    """What the Club method returned, from the server's JSON."""
    if name == "delete_results":
        return int(data)
    return [Result(**row) for row in data]


# -- the server's end ---------------------------------------------------------------------------


def run(club: Club, evening: int, calls: Any, *, check: bool = False) -> list[Any]:
    """Make *calls* (JSON, checked here) on *club* for *evening*, in one transaction: all or
    nothing. CallFailed names the call refused; with *check* nothing is written at all (the
    transaction is rolled back) and the results are those it would have had."""
    if not isinstance(calls, list) or not 1 <= len(calls) <= MAX_CALLS:
        raise ClubInputError(say(N("club", "send 1 to {most} club changes at a time"),
                                 most=MAX_CALLS))
    try:
        with club.transaction():
            results = []
            for index, call in enumerate(calls):
                try:
                    results.append(result_json(_run_one(club, evening, call)))
                except JassError as err:
                    raise CallFailed(index, err) from None
            if check:
                raise _Undone(results)
    except _Undone as done:
        return done.results
    return results


def _run_one(club: Club, evening: int, call: Any) -> Any:
    if not isinstance(call, dict) or call.get("call") not in CALLS:
        raise ClubInputError(say(N("club", "unknown club change {name} (known: {known})"),
                                 name=repr(str(call.get("call") if isinstance(call, dict)
                                               else call))[:40],
                                 known=", ".join(CALLS)))
    name = call["call"]
    allowed = {"call", "passe", "table", *CALLS[name]}
    unknown = sorted(set(call) - allowed)
    if unknown:
        raise ClubInputError(say(N("club", "{name}: unknown field {field}"), name=name,
                                 field=repr(unknown[0][:40])))
    passe, table = _whole(call.get("passe"), "passe"), _whole(call.get("table"), "table")
    args: dict[str, Any] = {}
    for key in CALLS[name]:
        if key not in call:
            continue
        value = call[key]
        if key in ("results", "corrections"):
            args[key] = _papers(value, key)
        elif key == "seen":  # the table as the writer saw it (None: not compared)
            args[key] = None if value is None else _papers(value, key)
        elif key == "match":
            if not isinstance(value, str):
                raise _bad("match", "the match file's text")
            args[key] = matchfile.loads(value)
        elif key == "members":
            if value is not None:
                if not isinstance(value, list) or len(value) > MAX_PLAYERS:
                    raise _bad(key, f"a list of at most {MAX_PLAYERS} member ids")
                value = [_whole(m, key) for m in value]
            args[key] = value
        elif key in ("replace", "partial"):
            if not isinstance(value, bool):
                raise _bad(key, "true or false")
            args[key] = value
        else:
            if not isinstance(value, str) or len(value) > MAX_NOTE:
                raise _bad(key, f"a text of at most {MAX_NOTE} characters")
            args[key] = value
    method = getattr(club, name)
    if name in ("record_result", "correct_result"):
        figures = args.pop("results" if name == "record_result" else "corrections", None)
        if figures is None:
            raise _bad("results", "the players' figures")
        return method(evening, passe, table, figures, **args)
    if name == "record_match":
        match = args.pop("match", None)
        if match is None:
            raise _bad("match", "the match file's text")
        return method(evening, passe, table, match, **args)
    return method(evening, passe, table, **args)


def _whole(value: Any, what: str) -> int:
    if type(value) is not int or not 0 <= value < 1_000_000:
        raise _bad(what, "a whole number")
    return value


def _papers(value: Any, what: str) -> list[PaperResult]:
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_PLAYERS:
        raise _bad(what, f"a list of 1 to {MAX_PLAYERS} players' figures")
    papers = []
    for row in value:
        if not isinstance(row, dict) or set(row) - set(FIGURES) or "member" not in row:
            raise _bad(what, "the figures " + ", ".join(FIGURES))
        figures: dict[str, Any] = {}
        for key, figure in row.items():
            if key == "won":
                if figure is not None and not isinstance(figure, bool):
                    raise _bad("won", "true or false")
                figures[key] = figure
            elif figure is not None or key == "member":
                if type(figure) is not int or abs(figure) > 999_999_999:
                    raise _bad(key, "a whole number")
                figures[key] = figure
        papers.append(PaperResult(**figures))
    return papers


def _bad(field: str, expected: str) -> ClubInputError:
    return ClubInputError(say(N("club", "the live evening's server refuses {field}: it must "
                                        "be {expected}"), field=field, expected=expected))


def result_json(value: Any) -> Any:
    if isinstance(value, list):
        return [dataclasses.asdict(r) for r in value]
    return value


# -- sentences both ways --------------------------------------------------------------------------


def text_json(value: Any) -> Any:
    """A sentence (Text, RuleViolation, a ClubError's message) as JSON: its template, its
    context and its parameters, each again a sentence, a name or a number."""
    if isinstance(value, ClubError):
        value = value.message
    if isinstance(value, RuleViolation):
        params = dict(value.params)
        cause = getattr(value, "cause", None)
        if isinstance(cause, RuleViolation) and "reason" in params:
            params["reason"] = cause
        return {"template": value.template, "context": "rules", "english": value.message,
                "params": {k: text_json(v) for k, v in params.items()}}
    if isinstance(value, Text):
        return {"template": value.template, "context": value.context, "english": str(value),
                "params": {k: text_json(v) for k, v in value.params.items()}}
    if isinstance(value, bool | int):
        return value
    return str(value)


def text_from_json(data: Any, depth: int = 0) -> Any:
    """The sentence again, said in this program's language when it is rendered. A template
    with anything but plain ``{name}`` fields is only shown in English, as sent."""
    if isinstance(data, bool | int):
        return data
    if not isinstance(data, Mapping):
        return Text.plain(str(data))
    english = str(data.get("english", ""))[:4000]
    template, context = data.get("template"), data.get("context")
    params = data.get("params")
    if (depth > 8 or not isinstance(template, str) or not isinstance(context, str)
            or not isinstance(params, Mapping)
            or re.sub(r"\{\{|\}\}", "", _FIELD.sub("", template)).count("{")):
        return Text.plain(english)
    values = {str(k): text_from_json(v, depth + 1) for k, v in params.items()}
    try:
        return Text(template, context=context, **values)
    except (KeyError, IndexError, ValueError):
        return Text.plain(english)


def refusal(data: Any) -> ClubInputError:
    """The server's refusal (its JSON) as the club's error, to be said in this program's
    language."""
    text = text_from_json(data.get("text")) if isinstance(data, Mapping) else None
    if not isinstance(text, Text) or not str(text):
        message = data.get("message") if isinstance(data, Mapping) else None
        text = Text.plain(str(message or data)[:4000])
    return ClubInputError(text)

