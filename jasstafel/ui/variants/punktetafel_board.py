"""Punktetafel (free board): the block of rounds, a row per round and a column per side.

The board is described by a :class:`~jasstafel.ui.widgets.points_table.TableData` (what
is written in which row and cell, the totals, the lines under them), built only for the
rows a screen can show: a 1,000-round board builds some 50 rows, not 1,000.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ... import i18n
from ...core import Board
from ...core.matchfile import named_by_players
from ...core.punktetafel import PunktetafelRound
from ...drawing.chalk import INK_RED
from ...i18n import fill
from ..widgets.points_table import (
    INK_GREEN,
    ExtraRow,
    PointsTable,
    TableCell,
    TableColumn,
    TableData,
    TableRow,
    leaders,
    match_title,
    number,
)

#: Rounds still to play drawn as empty rows, at most.
FUTURE_ROWS = 30


def _t(text: str) -> str:
    return QCoreApplication.translate("Punktetafel", text)


def rounds_text(n: int) -> str:
    return _t("1 round") if n == 1 else _t("{0} rounds").format(number(n))


def punktetafel_status(board: Board) -> str:
    names = [s.name for s in board.sides]
    f = board.figures
    if board.finished:
        winners = board.winners
        who = " & ".join(names[w] for w in winners)
        total = number(board.sides[winners[0]].total)  # 1'250, as the table writes it
        if len(winners) > 1:
            text = _t("{0} win (tie) with {1}").format(who, total)
        else:
            text = fill(_t("Won by {0} with {1}"), who, total)  # Victoire d’Anna
        if f["end"] == "closed":
            text = _t("{1} (closed after {0})").format(rounds_text(f["rounds_played"]), text)
        return text
    nxt = f["rounds_played"] + 1
    if f["rounds"]:
        text = _t("Round {0} of {1}").format(number(nxt), number(f["rounds"]))
    else:
        text = _t("Round {0}").format(number(nxt))
    best = [i for i, r in enumerate(board.ranks) if r == 1]
    target = f["target"]
    if target is not None and f["margin"] and board.entries and (
            max(s.total for s in board.sides) >= target):
        if len(best) > 1:
            return _t("{0}: tie on {1}, a lead of {2} is needed: play on").format(
                text, number(board.sides[best[0]].total), number(f["margin"]))
        return fill(_t("{0}: {1} ahead by {2}, {3} needed: play on"),
            text, names[best[0]], number(f["lead"] or 0), number(f["margin"]))
    if target is not None:
        return _t("{0}: first to {1}").format(text, number(target)) if f["wins"] == "higher" \
            else _t("{0}: ends at {1}, lowest wins").format(text, number(target))
    if not f["rounds"]:
        return _t("{0}: no target, close the board to end it").format(text)
    return text


def rules_text(f: dict[str, Any], played: int | None = None) -> str:
    """The board's settings in a few words: target, margin, rounds, who wins. The rounds
    are left out where *played* (finished after) says the same number already."""
    parts = []
    if f["target"] is not None:
        parts.append(_t("target {0}").format(number(f["target"])))
    if f["margin"]:
        parts.append(_t("lead of {0}").format(number(f["margin"])))
    if f["rounds"] and f["rounds"] != played:
        parts.append(rounds_text(f["rounds"]))
    parts.append(_t("highest wins") if f["wins"] == "higher" else _t("lowest wins"))
    return " · ".join(parts)


# -- the board ----------------------------------------------------------------------------------


class PunktetafelBoard(PointsTable):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Punktetafel board"))

    def table_data(self, board: Board, match: Any) -> TableData:
        f = board.figures
        n = len(board.sides)
        entries = match.entries if match is not None else ()
        rows = []
        # only the rows a screen can show: the earlier ones are counted, not built
        first = max(0, len(board.entries) - self.row_limit())
        for index in range(first, len(board.entries)):
            line = board.entries[index]
            entry = entries[index] if index < len(entries) else None
            if line.kind == "close":
                rows.append(TableRow("", [TableCell() for _ in range(n)],
                                     self.tr("closed by the scorekeeper"), note_color=INK_RED))
                continue
            cells = [TableCell(number(w), "= " + number(t),
                               color=INK_RED if w < 0 else None)
                     for w, t in zip(line.written, line.totals, strict=True)]
            note = entry.note if isinstance(entry, PunktetafelRound) else ""
            rows.append(TableRow(number(line.round or 0), cells, note))
        if f["rounds"] and not board.finished:
            last = min(f["rounds"], f["rounds_played"] + FUTURE_ROWS)
            for r in range(f["rounds_played"] + 1, last + 1):
                rows.append(TableRow(number(r), [TableCell() for _ in range(n)], future=True))
        # a team named after its players has no players' line: it would say them twice
        columns = [TableColumn(s.name, ", ".join(s.players) if f["teams"]
                               and not named_by_players(s.name, s.players) else "")
                   for s in board.sides]
        extras = []
        behind, rank = self.tr("Behind"), self.tr("Rank")
        later = (behind, rank) if n > 1 else ()
        if f["target"] is not None:
            extras.append(ExtraRow(self.tr("To target"),
                                   ["✓" if s.figures["to_target"] == 0
                                    else number(s.figures["to_target"]) for s in board.sides],
                                   color=INK_GREEN))
        if board.entries and n > 1:
            extras.append(ExtraRow(behind,
                                   [number(s.figures["behind"]) if s.figures["behind"] else "–"
                                    for s in board.sides], color=INK_RED))
            extras.append(ExtraRow(rank, [i18n.rank(r) for r in board.ranks]))
        if board.finished:
            played = f["rounds_played"]
            subtitle = self.tr("Finished after {0} · {1}").format(rounds_text(played),
                                                                   rules_text(f, played))
        else:
            subtitle = rules_text(f)
        return TableData(
            title=match_title(self.tr("Punktetafel"), match), subtitle=subtitle,
            columns=columns, rows=rows, totals=[number(s.total) for s in board.sides],
            total_label=self.tr("Total"), leaders=leaders(board), finished=board.finished,
            extras=extras, footer=punktetafel_status(board), folded=first,
            # the form offers a remark every round: its column is there from the start, and
            # the first remark neither narrows the columns nor shrinks the names (a trial's)
            note_room=True, label_room=later,
            # the cells' "= 130" and "10" said (a trial could not tell which was the round)
            legend=self.tr("Small: the total so far. Big: the round's points."),
        )
