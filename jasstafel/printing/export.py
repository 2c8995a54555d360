"""CSV export of a match: its entries, and its final board. No Qt here.

Both files are UTF-8 with a byte order mark (so that spreadsheets detect the
encoding and show Stöck and Misère correctly), one header row, comma separated by
default (``delimiter=";"`` for spreadsheets set up for a German or Swiss locale).
Numbers are written as plain integers, yes/no as 1/0, an empty cell is "nothing".

``entries.csv``: one row per entry, in order:
``number, kind, round, entry`` (the entry in words), then ``<side> written`` and
``<side> total`` for every side, ``notes``, then the entry's own fields as in the
match file (``contract``, ``announced_by``, ``points`` ...). A field holding one value
per side is split into one column per side (``points Team A``, ``points Team B``);
seat and team numbers count from 0 as in the match file.

``board.csv``: one row per side, in seat order: ``side, players, rank, winner,
total``, then the side's board figures (``z.hundreds``, ``striche``, ``matches`` ...;
a list as one column per item).

Language (:func:`jasstafel.i18n.use`, ``jasstafel export --lang``): the words for a person
are in it, the entry in words, its notes and the column titles the export makes
(``number`` … ``notes``, ``side`` … ``total``: Nummer, Eintrag … in German); the columns
named after the match file's fields and the board's figures keep those names, the ``kind``
column the match file's entry types, and numbers stay plain digits: what a program reads.
"""

from __future__ import annotations

import csv
import json
import os
import re
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from ..core import JassError, Match
from ..i18n import render, tr

ENCODING = "utf-8-sig"  # UTF-8 with BOM
DELIMITERS = {",": ",", ";": ";", "tab": "\t", "\t": "\t"}
#: Lists of seats that are not one value per side (a Molotow draw: seats in drawing order).
NOT_PER_SIDE = frozenset({"order", "cards"})
#: A spreadsheet reads a text cell starting with one of these as a formula (OWASP, "CSV
#: Injection"): = + - @, also after leading spaces, tabs or line breaks, and a cell that
#: starts with a tab, CR or LF. Such a cell is written with a leading ' (shown as text).
FORMULA_START = ("=", "+", "-", "@")
BLANK_START = ("\t", "\r", "\n")
#: a plain number, signed or not, stays a number
NUMBER = re.compile(r"[+-]?\d+(\.\d+)?")


def _text(value: str) -> str:
    """A text cell as a spreadsheet shows it: never taken for a formula."""
    if NUMBER.fullmatch(value):
        return value
    if value.startswith(BLANK_START) or value.lstrip(" \t\r\n").startswith(FORMULA_START):
        return "'" + value
    return value


def _cell(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int | float):
        return value
    if isinstance(value, str):
        return _text(value)
    return _text(json.dumps(value, ensure_ascii=False))


def _t(text: str) -> str:
    return tr("export", text)


def _write(path: str | os.PathLike[str], header: Sequence[str],
           rows: Iterable[Sequence[Any]], delimiter: str) -> None:
    try:
        sep = DELIMITERS[delimiter]
    except KeyError:
        raise JassError(f"unknown CSV delimiter {delimiter!r} (use ',', ';' or 'tab')") from None
    target = Path(path)
    tmp: Path | None = None
    try:
        fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        tmp = Path(name)
        with os.fdopen(fd, "w", encoding=ENCODING, newline="") as f:
            writer = csv.writer(f, delimiter=sep)
            writer.writerow([_text(h) for h in header])
            for row in rows:
                writer.writerow([_cell(v) for v in row])
        if hasattr(os, "fchmod"):  # the usual mode, not the temporary file's private one
            os.chmod(tmp, _mode_for(target))
        os.replace(tmp, target)
    except OSError as err:
        if tmp is not None:
            tmp.unlink(missing_ok=True)
        raise JassError(f"cannot write {target}: {err.strerror or err}") from None


def _mode_for(target: Path) -> int:
    try:
        return target.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _field_columns(match: Match, sides: int, names: list[str]) -> list[tuple[str, str, int | None]]:
    """(column title, field, index) for the entries' fields, in order of appearance."""
    fields: list[str] = []
    per_side: dict[str, bool] = {}
    for entry in match.entries:
        for key, value in entry.model_dump().items():
            if key == "type":
                continue
            if key not in fields:
                fields.append(key)
                per_side[key] = True
            if (key in NOT_PER_SIDE or not isinstance(value, list | tuple)
                    or len(value) not in (0, sides)
                    or not all(v is None or isinstance(v, int | float) for v in value)):
                per_side[key] = False
    columns: list[tuple[str, str, int | None]] = []
    for key in fields:
        if per_side[key]:
            columns += [(f"{key} {names[i]}", key, i) for i in range(sides)]
        else:
            columns.append((key, key, None))
    return columns


def write_entries_csv(match: Match, path: str | os.PathLike[str], delimiter: str = ",") -> None:
    """Every entry of *match* as one CSV row: what it wrote, the totals, its fields."""
    board = match.board()
    names = [s.name for s in board.sides]
    sides = len(names)
    fields = _field_columns(match, sides, names)
    header = [_t("number"), _t("kind"), _t("round"), _t("entry")]
    for name in names:
        header += [_t("{0} written").format(name), _t("{0} total").format(name)]
    header.append(_t("notes"))
    header += [title for title, _, _ in fields]
    rows = []
    for entry, line in zip(match.entries, board.entries, strict=False):
        data = entry.model_dump(mode="json")
        row: list[Any] = [line.number, line.kind, line.round, render(line.text)]
        for w, t in zip(line.written, line.totals, strict=True):
            row += [w, t]
        row.append("; ".join(render(note) for note in line.notes))
        for _, key, index in fields:
            value = data.get(key)
            if index is not None:
                value = value[index] if isinstance(value, list) and value else None
            row.append(value)
        rows.append(row)
    _write(path, header, rows, delimiter)


def _flatten(prefix: str, value: Any, out: dict[str, Any]) -> None:
    if isinstance(value, dict):
        for key, inner in value.items():
            _flatten(f"{prefix}.{key}" if prefix else str(key), inner, out)
    elif isinstance(value, list) and all(not isinstance(v, dict | list) for v in value):
        for i, inner in enumerate(value, start=1):
            out[f"{prefix} {i}"] = inner
    else:
        out[prefix] = value


def write_board_csv(match: Match, path: str | os.PathLike[str], delimiter: str = ",") -> None:
    """The board of *match* (final, or as it stands): one CSV row per side."""
    board = match.board()
    flat: list[dict[str, Any]] = []
    for side in board.sides:
        figures: dict[str, Any] = {}
        _flatten("", side.figures, figures)
        flat.append(figures)
    # a Coiffeur's cells are named by their rows
    rows_fig = board.figures.get("rows")
    if isinstance(rows_fig, list):
        labels = [f"cell {r['name']} ×{r['factor']}" for r in rows_fig]
        for figures in flat:
            for i, label in enumerate(labels, start=1):
                if f"cells {i}" in figures:
                    figures[label] = figures.pop(f"cells {i}")
    keys: list[str] = []
    for figures in flat:
        keys += [k for k in figures if k not in keys]
    header = [_t("side"), _t("players"), _t("rank"), _t("winner"), _t("total"), *keys]
    rows = []
    for i, side in enumerate(board.sides):
        rows.append([side.name, ", ".join(side.players), board.ranks[i], i in board.winners,
                     side.total, *[flat[i].get(k) for k in keys]])
    _write(path, header, rows, delimiter)
