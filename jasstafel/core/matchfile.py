"""Reading and writing match files (``.jass``): JSON with a format name and version.

A file is refused, never changed, when it is not JSON, not a Jasstafel match,
written by a newer Jasstafel, of an unknown variant, or malformed.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Annotated, Any

from pydantic import Field, TypeAdapter, ValidationError

from .errors import MatchFileError
from .match import Match
from .registry import find_variant, variants
from .variant import FORMAT, FORMAT_VERSION, MatchDocument, MatchInfo, Team

SUFFIX = ".jass"


def parse_document(data: Any) -> MatchDocument[Any, Any]:
    """Validate a decoded JSON value as a match document of a known variant."""
    if not isinstance(data, dict):
        raise MatchFileError("not a Jasstafel match file: the top level is not a JSON object")
    if data.get("format") != FORMAT:
        raise MatchFileError(
            f"not a Jasstafel match file: format is {data.get('format')!r}, expected {FORMAT!r}"
        )
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise MatchFileError(f"invalid format version {version!r}")
    if version > FORMAT_VERSION:
        raise MatchFileError(
            f"written by a newer Jasstafel (format version {version}; "
            f"this one reads up to {FORMAT_VERSION})"
        )
    variant = find_variant(str(data.get("variant", "")))
    try:
        return variant.Document.model_validate({**data, "variant": variant.name})
    except ValidationError as err:
        raise MatchFileError(describe_validation(err)) from None


def describe_validation(err: ValidationError) -> str:
    """One readable line for the first problem pydantic found."""
    first = err.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or "document"
    more = f" (and {err.error_count() - 1} more)" if err.error_count() > 1 else ""
    return f"invalid match file: {where}: {first['msg']}{more}"


def loads(text: str | bytes) -> Match:
    """A match from JSON text; invalid entries raise :class:`EntryError`."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise MatchFileError(f"not a Jasstafel match file: not JSON ({err})") from None
    return Match(parse_document(data))


def load(path: str | os.PathLike[str]) -> Match:
    """Read the match file at *path*. The file is only read, never changed."""
    try:
        raw = Path(path).read_bytes()
    except OSError as err:
        raise MatchFileError(f"cannot read {os.fspath(path)}: {err.strerror or err}") from None
    return loads(raw)


def dumps(match: Match | MatchDocument[Any, Any]) -> str:
    doc = match.document if isinstance(match, Match) else match
    return doc.model_dump_json(indent=2, exclude_none=False) + "\n"


def save(match: Match | MatchDocument[Any, Any], path: str | os.PathLike[str]) -> None:
    """Write atomically: a temporary file beside *path*, flushed, then renamed over it.

    The new file keeps the old one's permissions (a new file gets the usual ones, not
    the private mode of a temporary file), and the folder is synced after the rename so
    that the new name survives a power cut too.
    """
    target = Path(path)
    text = dumps(match).encode("utf-8")
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(text)
            f.flush()
            if hasattr(os, "fchmod"):  # POSIX; Windows has no such permissions
                os.fchmod(f.fileno(), _mode_for(target))
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)


def _mode_for(target: Path) -> int:
    try:
        return target.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _sync_folder(folder: Path) -> None:
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
    single players each form a team of one.
    """
    cls = find_variant(variant)
    preset = preset or cls.DEFAULT_PRESET
    if preset not in cls.PRESETS:
        known = ", ".join(cls.PRESETS)
        raise MatchFileError(f"{cls.title} has no preset {preset!r} (known: {known})")
    chosen = {**cls.PRESETS[preset].model_dump(), **(settings or {})}
    if teams is None and cls.team_game:
        teams = default_teams(players)
    try:
        doc = cls.Document.model_validate({
            "variant": cls.name, "players": players, "teams": teams or [],
            "info": info or MatchInfo(), "first": first,
            "settings": chosen,
        })
    except ValidationError as err:
        raise MatchFileError(describe_validation(err)) from None
    return Match(doc)


def default_teams(players: list[str]) -> list[Team]:
    """Partners sit opposite; three single players are each a team of one."""
    n = len(players)
    if n not in (4, 6):
        return [Team(name=name, players=[seat]) for seat, name in enumerate(players)]
    groups = n // 2
    return [Team(name=f"Team {'ABC'[g]}", players=list(range(g, n, groups)))
            for g in range(groups)]


def json_schema() -> dict[str, Any]:
    """The JSON Schema of a match file of any variant."""
    every = variants()
    union: Any = every[0].Document
    for v in every[1:]:
        union = union | v.Document
    adapter: TypeAdapter[Any] = TypeAdapter(Annotated[union, Field(discriminator="variant")])
    schema = adapter.json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Jasstafel match file"
    schema["description"] = (
        f"A Jass match: format {FORMAT!r} version {FORMAT_VERSION}, its settings and entries."
    )
    return schema
