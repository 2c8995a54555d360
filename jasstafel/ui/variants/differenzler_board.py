"""Differenzler: the block of penalties, a row per game and a column per player (lowest
total wins).

Each cell holds the penalty (big) and, small before it, what the player said and made
("50→47"); an exact hit in green, a missing prediction in red. Under the totals: exact hits,
missing predictions, card points. All of it is a
:class:`~jasstafel.ui.widgets.points_table.TableData`, which the tests read.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ... import i18n
from ...core import Board
from ...core.differenzler import DifferenzlerGame
from ...drawing.chalk import INK_RED
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


def _t(text: str) -> str:
    return QCoreApplication.translate("Differenzler", text)


def prediction_said(prediction: int | None) -> str:
    """A prediction as the board writes it: the number, or "none" (the history and the
    line under the form say it in the same word)."""
    if prediction is None:
        return QCoreApplication.translate("DifferenzlerBoard", "none")
    return str(prediction)


def differenzler_status(board: Board) -> str:
    """The game to play next and who deals it, or who won: the line under the board. What
    to type next is the form's (the line under it): the board cannot see the form."""
    names = [s.name for s in board.sides]
    figures = board.figures
    if board.finished:  # the core's sentence, its count in the language's form (0 point)
        return i18n.render(board.status)
    return _t("Game {0} of {1}: {2} deals").format(
        figures["games_played"] + 1, figures["games"], names[figures["dealer"]])


# -- the board ----------------------------------------------------------------------------------


class DifferenzlerBoard(PointsTable):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Differenzler board"))

    def table_data(self, board: Board, match: Any) -> TableData:
        figures = board.figures
        n = len(board.sides)
        entries = list(match.entries) if match is not None else []
        rows = []
        for index, line in enumerate(board.entries):
            entry = entries[index] if index < len(entries) else None
            cells = []
            for p in range(n):
                penalty = line.written[p]
                if isinstance(entry, DifferenzlerGame):
                    prediction = entry.predictions[p]
                    note = f"{prediction_said(prediction)}→{entry.points[p]}"
                    color = INK_RED if prediction is None else (INK_GREEN if penalty == 0
                                                                else None)
                else:
                    note, color = "", None
                cells.append(TableCell(number(penalty), note, color=color))
            rows.append(TableRow(str(line.round), cells))
        for g in range(figures["games_played"] + 1, figures["games"] + 1):
            rows.append(TableRow(str(g), [TableCell() for _ in range(n)], future=True))
        dealer = figures["dealer"]
        columns = [TableColumn(s.name, self.tr("deals") if p == dealer else "")
                   for p, s in enumerate(board.sides)]
        extras = [
            ExtraRow(self.tr("Exact"), [f"{s.figures['exact']}×" if s.figures["exact"] else "–"
                                        for s in board.sides], color=INK_GREEN),
            ExtraRow(self.tr("No prediction"),
                     [f"{s.figures['missing']}×" if s.figures["missing"] else "–"
                      for s in board.sides], color=INK_RED),
            ExtraRow(self.tr("Card points"), [number(s.figures["card_points"])
                                              for s in board.sides]),
        ]
        rank = self.tr("Rank")
        if board.entries:
            extras.append(ExtraRow(rank, [i18n.rank(r) for r in board.ranks]))
        if board.finished:
            subtitle = i18n.plural("DifferenzlerBoard", "%n games played · lowest penalty wins",
                                   figures["games"])
        else:  # the game and who deals it are the line under the board's (the footer),
            # the games to play the form's box: "Donne 1 sur 6" and "encore 6 à jouer" were
            # each said twice at once (a Romand trial's)
            subtitle = i18n.plural("DifferenzlerBoard", "%n games · lowest penalty wins",
                                   figures["games"])
        return TableData(
            title=match_title("Differenzler", match), subtitle=subtitle, columns=columns,
            rows=rows, totals=[number(s.total) for s in board.sides],
            total_label=self.tr("Penalty"), leaders=leaders(board), finished=board.finished,
            extras=extras, footer=differenzler_status(board),
            sub_room=True,  # the heads keep the "deals" line's room at the end, as the Molotow's
            label_room=(rank,),  # the rank's line from game 1 on: its room kept, no row moves
            # what the yellow column is, as the Molotow's says it
            leader_word=self.tr("won") if board.finished else self.tr("leading"),
            leader_tip=(self.tr("Yellow: won, the lowest penalty") if board.finished
                        else self.tr("Yellow: in the lead, the lowest penalty so far (who "
                                     "deals is written under his name)")),
        )
