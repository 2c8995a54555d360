"""CSV export of a match for a spreadsheet: its entries, and its final board. No Qt here.

The same rules as the club's CSV (:mod:`jasstafel.club.export`, docs/printing.md):

- UTF-8 with a byte order mark (spreadsheets then read Stöck and Misère right), one header
  row of **readable column names in the user's language** (:func:`jasstafel.i18n.language`:
  "Punkte Team A", "Hunderter (Z)", not ``points`` or ``z.hundreds``);
- the separator: a **semicolon by default in German and French** (spreadsheets there write a
  decimal comma), a comma in English (:func:`default_delimiter`); ``delimiter`` chooses
  (``","``, ``";"``, ``"tab"``);
- **teams and players by name**, never by their number: who announced, whose Stöck, the
  Fahnder and his partner, a Pandur declarer, the order of a draw or a Domino; a contract,
  a Coiffeur row, a game, a card drawn in words, as the board says them;
- numbers are plain integers, yes/no is 1/0 (a spreadsheet adds them up), an empty cell is
  "nothing";
- **no formula injection** (OWASP, CSV injection): a text cell that starts with ``=``, ``+``,
  ``-``, ``@`` (also after spaces, tabs or line breaks) or with a tab, CR or LF gets a
  leading ``'``; a plain number stays a number;
- written under a temporary name and moved into place: all or nothing.

``entries.csv``: one row per entry, in order: No., kind, round, the entry in words, then
"<side> written" and "<side> total" for every side, notes, then the entry's own fields (a
field holding one value per side is one column per side: "Punkte Team A", "Punkte Team B").

``board.csv``: one row per side, in seat order: side, players, rank, winner, total, then the
side's board figures (a list as one column per item; a Coiffeur's cells named by their rows).
"""

from __future__ import annotations

import csv
import json
import os
import re
import tempfile
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from ..core import Board, JassError, Match
from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.matchfile import mode_for, output_target
from ..core.text import Text, os_reason
from ..i18n import language, render, row_name, tr

ENCODING = "utf-8-sig"  # UTF-8 with BOM
DELIMITERS = {",": ",", ";": ";", "tab": "\t", "\t": "\t"}
CONTEXT = "export"  # the translation context of the column names
#: Lists of seats that are not one value per side (a Molotow draw: seats in drawing order).
NOT_PER_SIDE = frozenset({"order", "cards"})
#: A spreadsheet reads a text cell starting with one of these as a formula (OWASP, "CSV
#: Injection"): = + - @, also after leading spaces, tabs or line breaks, and a cell that
#: starts with a tab, CR or LF. Such a cell is written with a leading ' (shown as text).
FORMULA_START = ("=", "+", "-", "@")
BLANK_START = ("\t", "\r", "\n")
#: a plain number, signed or not, stays a number
NUMBER = re.compile(r"[+-]?\d+(\.\d+)?")

#: the columns the export makes itself
NUMBER_COLUMN = N("export", "No.")
KIND = N("export", "Kind")
ROUND = N("export", "Round")
GUGGITALER = N("export", "Guggitaler")  # which Guggitaler of a match of several
ENTRY = N("export", "Entry")
WRITTEN = N("export", "{side} written")
TOTAL_OF = N("export", "{side} total")
NOTES = N("export", "Notes")
SIDE = N("export", "Side")
PLAYERS = N("export", "Players")
RANK = N("export", "Rank")
WINNER = N("export", "Winner")
TOTAL = N("export", "Total")
CELL = N("export", "{row} ×{factor}")

#: the entries' fields and the board's figures, by their name in the match file and the
#: board (a dotted name: a figure inside a figure, as ``z.hundreds``)
COLUMNS: dict[str, str] = {
    # entries
    "announced_by": N("export", "Announced by"),
    "bid": N("export", "Bid"),
    "by": N("export", "At fault"),
    "cards": N("export", "Cards drawn"),
    "contract": N("export", "Contract"),
    "counts": N("export", "Taken"),
    "declarer": N("export", "Declarer"),
    "fahnder": N("export", "Fahnder"),
    "game": N("export", "Game"),
    "geschoben": N("export", "Passed"),
    "hand_weis": N("export", "Handweis"),
    "kontermatsch": N("export", "Kontermatsch"),
    "made": N("export", "Made"),
    "match": N("export", "Match"),
    "misdeed": N("export", "Misdeed"),
    "note": N("export", "Note"),
    "nuller": N("export", "Nuller"),
    "order": N("export", "Order"),
    "partner": N("export", "Partner"),
    "player": N("export", "Player"),
    "points": N("export", "Points"),
    "predictions": N("export", "Prediction"),
    "premature_lead": N("export", "Led too early"),
    "row": N("export", "Row"),
    "stack": N("export", "Stack"),
    "stoeck": N("export", "Stöck"),
    "striche": N("export", "Striche"),
    "team": N("export", "Team"),
    "tisch_weis": N("export", "Tischweis"),
    "weis": N("export", "Weis"),
    "weis_beaten": N("export", "Weis beaten"),
    "written_at": N("export", "Written at"),
    # board figures
    "as_fahnder": N("export", "As Fahnder"),
    "behind": N("export", "Behind"),
    "best_round": N("export", "Best round"),
    # a Guggitaler's games with the German deck; write_board_csv names them by the match's
    # deck (:func:`_figure_name`: Herz, Dame, Kreuzkönig with French cards)
    "by_game.last_trick": N("export", "Last trick"),
    "by_game.ober": N("export", "Ober"),
    "by_game.rosenkoenig": N("export", "King of Roses"),
    "by_game.schellen": N("export", "Bells"),
    "by_game.tricks": N("export", "Tricks"),
    "card_drawn.label": N("export", "Card drawn"),
    "card_points": N("export", "Card points"),
    "declared": N("export", "Declared"),
    "domino": N("export", "Domino"),
    "exact": N("export", "Exact"),
    "groups": N("export", "Group of Striche"),
    "in_game": N("export", "Still playing"),
    "inherited": N("export", "Inherited"),
    "koenig": N("export", "Fahnder-König"),
    "last.penalty": N("export", "Last game: penalty"),
    "last.points": N("export", "Last game: points"),
    "last.prediction": N("export", "Last game: prediction"),
    "made_as_fahnder": N("export", "Made as Fahnder"),
    "matches": N("export", "Matches"),
    "missing": N("export", "Missing"),
    "net": N("export", "Net"),
    "open_rows": N("export", "Open rows"),
    "penalties": N("export", "Penalties"),
    "reached_15_in_deal": N("export", "Reached 15 in deal"),
    "still_possible": N("export", "Still possible"),
    "stoeck_points": N("export", "Stöck points"),
    "striche.berg": N("export", "Striche: Berg"),
    "striche.kontermatsch": N("export", "Striche: Kontermatsch"),
    "striche.match": N("export", "Striche: Match"),
    "striche.schneider": N("export", "Striche: Schneider"),
    "striche.sieg": N("export", "Striche: Win"),
    "striche.total": N("export", "Striche in all"),
    "target": N("export", "Target"),
    "to_go": N("export", "To go"),
    "to_koenig": N("export", "To the König"),
    "to_target": N("export", "To the target"),
    "to_voll": N("export", "To full"),
    "voll": N("export", "Full"),
    "won": N("export", "Won"),
    "z.fifties": N("export", "Fifties (Z)"),
    "z.hundreds": N("export", "Hundreds (Z)"),
    "z.rest": N("export", "Rest (Z)"),
    "z.twenties": N("export", "Twenties (Z)"),
}
#: a field that one variant means otherwise ("variant:field"): a Pandur contract is a bid
COLUMNS["pandur:contract"] = N("export", "Bid")
#: a Coiffeur's board counts the Matches in a team's own rows (its tie-break), as its
#: statistics do; the Kontermatsch it made are a figure of their own
COLUMNS["coiffeur:matches"] = N("export", "Matches in own rows")
#: figures said in words in another column (the card drawn: "Eicheln König")
HIDDEN_FIGURES = frozenset({"card_drawn.suit", "card_drawn.rank"})
#: the entry kinds of the board, in words (written with a capital first: :func:`_kind`)
KINDS: dict[str, str] = {
    "bedanken": N("export", "Bedanken"),
    "close": N("export", "close"),
    "deal": N("export", "deal"),
    "domino": N("export", "Domino"),
    "draw": N("export", "card drawn"),
    "fault": N("export", "fault"),
    "game": N("export", "game"),
    "misdeal": N("export", "misdeal"),
    "no_bid": N("export", "nobody bid"),
    "penalty": N("export", "penalty"),
    "round": N("export", "round"),
    "striche": N("export", "Striche"),
}
#: the fields that name a side (a team, or a player where players are the sides) or a seat
#: by its number: written as the side's or the player's name
SIDE_FIELDS: dict[str, frozenset[str]] = {
    "schieber": frozenset({"announced_by", "stoeck", "team"}),
    "coiffeur": frozenset({"team"}),
}
SEAT_FIELDS: dict[str, frozenset[str]] = {
    "fahnder": frozenset({"fahnder", "partner", "player"}),
    "guggitaler": frozenset({"player", "order"}),
    "molotow": frozenset({"stoeck", "order"}),
    "pandur": frozenset({"declarer", "by"}),
}


def default_delimiter(code: str) -> str:
    """";" where spreadsheets write a decimal comma (German, French), else ",": the club's
    rule (:func:`jasstafel.club.export.default_delimiter`, which the tests hold to this one;
    the club is not imported here, so that ``jasstafel export`` stays light)."""
    return ";" if code in ("de", "fr") else ","


def word(text: str) -> str:
    """A column name (or kind) of the export in the user's language."""
    return tr(CONTEXT, text)


def column_name(key: str, variant: str = "") -> str:
    """The readable name of a field or figure (of *variant*): from :data:`COLUMNS`, else the
    name with its underscores and dots as spaces (a field of a newer file)."""
    if f"{variant}:{key}" in COLUMNS:
        return word(COLUMNS[f"{variant}:{key}"])
    if key in COLUMNS:
        return word(COLUMNS[key])
    return key.replace("_", " ").replace(".", " ")


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
        return _text(render(value))  # a Text in the user's language, a name as it is
    return _text(json.dumps(value, ensure_ascii=False))


def _write(path: str | os.PathLike[str], header: Sequence[str],
           rows: Iterable[Sequence[Any]], delimiter: str | None) -> None:
    if delimiter is None:
        delimiter = default_delimiter(language())
    try:
        sep = DELIMITERS[delimiter]
    except KeyError:
        raise JassError(f"unknown CSV delimiter {delimiter!r} (use ',', ';' or 'tab')") from None
    target = output_target(path)  # a symlink: where it points, the link kept
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
            os.chmod(tmp, mode_for(target))
        os.replace(tmp, target)
    except OSError as err:
        if tmp is not None:
            tmp.unlink(missing_ok=True)
        raise JassError(Text(N("print", "cannot write {path}: {reason}"), context="print",
                             path=os.fspath(path), reason=os_reason(err))) from None



# -- the entries --------------------------------------------------------------------------------


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
            columns += [(f"{column_name(key, match.variant)} {names[i]}", key, i)
                        for i in range(sides)]
        else:
            columns.append((column_name(key, match.variant), key, None))
    return columns


def _namer(match: Match, names: list[str]) -> Callable[[Any, str, Any], Any]:
    """How a field's value is written: sides and seats by name, contracts, rows, games,
    misdeeds and cards in words; anything else as the match file has it."""
    rules: Any = match.rules
    variant = match.variant
    players = list(match.document.players)
    sides = SIDE_FIELDS.get(variant, frozenset())
    seats = SEAT_FIELDS.get(variant, frozenset())

    def name_of(pool: list[str], index: Any) -> Any:
        if type(index) is int and 0 <= index < len(pool):
            return pool[index]
        return index

    def named(entry: Any, key: str, value: Any) -> Any:
        if key in sides:
            return name_of(names, value)
        if key in seats:
            if isinstance(value, list):
                return ", ".join(str(name_of(players, v)) for v in value)
            return name_of(players, value)
        if key == "contract" and isinstance(value, str):
            return _said(lambda: _contract_name(variant, rules, value), value)
        if key == "game" and hasattr(rules, "game_name"):
            return _said(lambda: rules.game_name(value), value)
        if key == "row" and type(value) is int:
            rows = getattr(rules.settings, "rows", None)
            # the row as the board names it: a preset's "Rosen" is "Roses" in French
            return row_name(rows[value].name) if rows is not None and value < len(rows) else value
        if key == "misdeed" and variant == "fahnder":
            from ..core.fahnder import MISDEED_NAMES

            return _said(lambda: tr("rules", MISDEED_NAMES[value]), value)  # a plain template
        if key == "cards" and getattr(entry, "cards", None):
            deck = getattr(rules.settings, "deck", "de")
            return ", ".join(render(card.label(deck)) for card in entry.cards)
        return value

    return named


def _contract_name(variant: str, rules: Any, contract: Any) -> Any:
    if variant == "pandur":
        from ..core.pandur import contract_name

        return contract_name(contract)
    return rules.contract_name(contract)


def _said(name: Callable[[], Any], value: Any) -> Any:
    """A value in words, or as it is where the rules have no word for it."""
    try:
        text = name()
    except (AttributeError, KeyError, ValueError):
        return value
    return render(text) if isinstance(text, str) else value


def _kind(match: Match, kind: str) -> str:
    """The Kind column: the entry's kind in words, said as a label (a capital first, in
    every language: "Round" beside "Bedanken", "Donne" beside "Sortir"), a Guggitaler's
    game by its name."""
    if kind in KINDS:
        said = word(KINDS[kind])
        return said[:1].upper() + said[1:]
    game_name = getattr(match.rules, "game_name", None)
    if game_name is not None:  # a Guggitaler's games are its entries' kinds
        return str(_said(lambda: game_name(kind), kind))
    return kind


def _guggitaler_of(match: Match, board: Board) -> list[int] | None:
    """Which Guggitaler each entry belongs to, in a match of several (the window says
    "Guggitaler 2 · Stiche", the sheet "2. Stiche"); None where there is nothing to tell
    apart."""
    if match.variant != "guggitaler" or int(board.figures.get("guggitaler") or 1) < 2:
        return None
    return [int(row["guggitaler"]) for row in board.figures["sheet"][:len(board.entries)]]


def _game_of(match: Match, kind: str) -> Any:
    """The game an entry without a game field is (a Guggitaler's Domino), by its name."""
    return _kind(match, kind) if hasattr(match.rules, "game_name") else None


def write_entries_csv(match: Match, path: str | os.PathLike[str],
                      delimiter: str | None = None) -> None:
    """Every entry of *match* as one CSV row: what it wrote, the totals, its fields.
    *delimiter*: ``","``, ``";"`` or ``"tab"``; None: the user's language's
    (:func:`default_delimiter`)."""
    board = match.board()
    names = [s.name for s in board.sides]
    sides = len(names)
    fields = _field_columns(match, sides, names)
    named = _namer(match, names)
    guggitaler = _guggitaler_of(match, board)
    header = [word(NUMBER_COLUMN), word(KIND), word(ROUND)]
    header += [word(GUGGITALER)] if guggitaler is not None else []
    header.append(word(ENTRY))
    for name in names:
        header += [word(WRITTEN).format(side=name), word(TOTAL_OF).format(side=name)]
    header.append(word(NOTES))
    header += [title for title, _, _ in fields]
    rows = []
    for entry, line in zip(match.entries, board.entries, strict=False):
        data = entry.model_dump(mode="json")
        row: list[Any] = [line.number, _kind(match, line.kind), line.round]
        row += [guggitaler[line.number - 1]] if guggitaler is not None else []
        row.append(render(line.text))
        for w, t in zip(line.written, line.totals, strict=True):
            row += [w, t]
        row.append("; ".join(render(note) for note in line.notes))
        for _, key, index in fields:
            value = data.get(key)
            if index is not None:
                value = value[index] if isinstance(value, list) and value else None
            elif key in data:
                value = named(entry, key, value)
            elif key == "game":  # the Domino: a game as the others, named
                value = _game_of(match, line.kind)
            row.append(value)
        rows.append(row)
    _write(path, header, rows, delimiter)


# -- the board ----------------------------------------------------------------------------------


def _flatten(prefix: str, value: Any, out: dict[str, Any]) -> None:
    if isinstance(value, dict):
        for key, inner in value.items():
            _flatten(f"{prefix}.{key}" if prefix else str(key), inner, out)
    elif isinstance(value, list) and all(not isinstance(v, dict | list) for v in value):
        for i, inner in enumerate(value, start=1):
            out[f"{prefix} {i}"] = inner
    else:
        out[prefix] = value


def _figure_name(key: str, rules: Any = None) -> str:
    """``groups 2`` → the name of ``groups``, then 2; ``z.hundreds`` → its name. A
    Guggitaler's penalties per game (``by_game.ober``) are named as its rules name the game,
    with the cards of the match's deck: Ober, or Dame with French cards (as the Kind column
    of its entries). One CSV file holds one match, so its columns follow that match's deck
    (the club's CSV files have no column per game)."""
    game = key.removeprefix("by_game.")
    game_name = getattr(rules, "game_name", None)
    if game != key and game_name is not None:
        return str(_said(lambda: game_name(game), column_name(key)))
    base, _sep, number = key.rpartition(" ")
    if base and number.isdigit():
        return f"{column_name(base)} {number}"
    return column_name(key, getattr(rules, "name", ""))


def _not_played(match: Match, board: Board) -> set[str]:
    """Figures of what the match's table settings do not play: a Guggitaler without Domino
    keeps a Domino of 0 on its board, which its sheet and the window leave out."""
    if match.variant == "guggitaler" and board.figures.get("domino") is False:
        return {"domino"}
    return set()


def write_board_csv(match: Match, path: str | os.PathLike[str],
                    delimiter: str | None = None) -> None:
    """The board of *match* (final, or as it stands): one CSV row per side.
    *delimiter* as for :func:`write_entries_csv`."""
    board = match.board()
    hidden = HIDDEN_FIGURES | _not_played(match, board)
    flat: list[dict[str, Any]] = []
    for side in board.sides:
        figures: dict[str, Any] = {}
        _flatten("", side.figures, figures)
        for key in hidden:
            figures.pop(key, None)
        flat.append(figures)
    keys: list[str] = []
    for figures in flat:
        keys += [k for k in figures if k not in keys]
    titles = [_figure_name(k, match.rules) for k in keys]
    # a Coiffeur's cells are named by their rows: "Eichel ×1"
    rows_fig = board.figures.get("rows")
    if isinstance(rows_fig, list):
        for i, row_fig in enumerate(rows_fig, start=1):
            if f"cells {i}" in keys:
                titles[keys.index(f"cells {i}")] = word(CELL).format(
                    row=row_name(row_fig["name"]), factor=row_fig["factor"])
    header = [word(SIDE), word(PLAYERS), word(RANK), word(WINNER), word(TOTAL), *titles]
    rows = []
    for i, side in enumerate(board.sides):
        rows.append([side.name, ", ".join(side.players), board.ranks[i], i in board.winners,
                     side.total, *[flat[i].get(k) for k in keys]])
    _write(path, header, rows, delimiter)
