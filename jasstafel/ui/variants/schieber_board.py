"""The Schieber Tafel: a slate with a big Z per team, drawn as chalk strokes.

Strokes of 100 sit on the Z's top line, 50 on its diagonal, 20 on its bottom
line; every fifth stroke crosses the four before it; the rest is written as a
number. Beside each Z: the plain total and how far the team is from the target.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core import Board
from ...drawing.chalk import (
    CHALK,
    CHALK_ACCENT,
    CHALK_DIM,
    SLATE,
    SLATE_EDGE,
    chalk_pen,
    draw_tally,
    fit_font,
)


class SchieberBoard(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: Board | None = None
        self.setMinimumSize(320, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Schieber board"))

    def set_board(self, board: Board, match: Any = None) -> None:
        self.board = board
        self.update()

    # -- painting ----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        frame = max(6.0, min(w, h) * 0.025)
        p.fillRect(self.rect(), SLATE_EDGE)
        slate = QRectF(frame, frame, w - 2 * frame, h - 2 * frame)
        p.fillRect(slate, SLATE)
        if self.board is None:
            return
        striche = self.board.sides[0].figures.get("striche") is not None
        main = QRectF(slate)
        if striche:
            main.setWidth(slate.width() * 0.80)
            self._paint_striche(p, QRectF(main.right(), slate.top(),
                                          slate.right() - main.right(), slate.height()))
        half = main.height() / 2
        for team in (0, 1):
            self._paint_half(p, QRectF(main.left(), main.top() + team * half, main.width(),
                                       half), team)
        # the chalk line between the two halves
        p.setPen(chalk_pen(max(2.0, half * 0.012), CHALK_DIM))
        p.drawLine(QPointF(main.left() + 10, main.top() + half),
                   QPointF(main.right() - 10, main.top() + half))
        p.end()

    def _font(self, size: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(9, int(size)))
        font.setBold(bold)
        return font

    def _paint_half(self, p: QPainter, area: QRectF, team: int) -> None:
        assert self.board is not None
        side = self.board.sides[team]
        z = side.figures["z"]
        unit = min(area.width(), area.height() * 2.2)
        pad = unit * 0.04
        # left: the Z; right: name, total, distance to the target
        zone = QRectF(area.left() + pad, area.top() + pad * 1.9, area.width() * 0.62,
                      area.height() - pad * 3.0)
        info = QRectF(zone.right() + pad, area.top() + pad, area.right() - zone.right() - 2 * pad,
                      area.height() - 2 * pad)
        stroke = max(2.0, unit * 0.006)
        winner = self.board.finished and team in self.board.winners

        top_l = QPointF(zone.left(), zone.top() + zone.height() * 0.12)
        top_r = QPointF(zone.right(), zone.top() + zone.height() * 0.12)
        bot_l = QPointF(zone.left(), zone.bottom() - zone.height() * 0.12)
        bot_r = QPointF(zone.right(), zone.bottom() - zone.height() * 0.12)
        p.setPen(chalk_pen(stroke * 1.6))
        p.drawLine(top_l, top_r)
        p.drawLine(top_r, bot_l)
        p.drawLine(bot_l, bot_r)

        tally = zone.height() * 0.17
        spacing = zone.width() * 0.045
        p.setPen(chalk_pen(stroke))
        seed = team * 101
        drawn = draw_tally(p, top_l, top_r, z["hundreds"], tally, spacing, seed)
        if drawn < z["hundreds"]:  # a board far past any target: the rest as a number
            p.setFont(self._font(zone.height() * 0.09, bold=True))
            p.drawText(QRectF(top_r.x() - zone.width() * 0.3, top_l.y() - tally * 1.6,
                              zone.width() * 0.3, tally),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                       f"+{z['hundreds'] - drawn}×100")
        diag_a = QPointF(top_r.x() - (top_r.x() - bot_l.x()) * 0.22,
                         top_r.y() + (bot_l.y() - top_r.y()) * 0.22)
        diag_b = QPointF(top_r.x() - (top_r.x() - bot_l.x()) * 0.78,
                         top_r.y() + (bot_l.y() - top_r.y()) * 0.78)
        draw_tally(p, diag_a, diag_b, z["fifties"], tally, spacing * 1.6, seed + 50)
        draw_tally(p, bot_l, bot_r, z["twenties"], tally, spacing, seed + 20)

        # the rest, written beside the bottom line as on a real Tafel
        p.setPen(chalk_pen(stroke, CHALK))
        p.setFont(self._font(zone.height() * 0.2, bold=True))
        rest = QRectF(bot_r.x() - zone.width() * 0.3, bot_r.y() - zone.height() * 0.38,
                      zone.width() * 0.3, zone.height() * 0.3)
        p.drawText(rest, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                   str(z["rest"]))

        # name, players, total, target
        p.setPen(CHALK_ACCENT if winner else CHALK)
        rows = [info.height() * f for f in (0.0, 0.16, 0.27, 0.68, 1.0)]
        boxes = [QRectF(info.left(), info.top() + rows[i], info.width(), rows[i + 1] - rows[i])
                 for i in range(4)]
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        p.setFont(fit_font(self.font(), side.name, boxes[0], bold=True))
        p.drawText(boxes[0], left, side.name)
        p.setPen(CHALK_DIM)
        players = ", ".join(side.players)
        p.setFont(fit_font(self.font(), players, boxes[1]))
        p.drawText(boxes[1], left, players)
        p.setPen(CHALK_ACCENT if winner else CHALK)
        p.setFont(fit_font(self.font(), str(side.total), boxes[2], bold=True))
        p.drawText(boxes[2], left, str(side.total))
        p.setPen(CHALK_ACCENT if winner else CHALK_DIM)
        sub = self._subline(team)
        p.setFont(fit_font(self.font(), sub, boxes[3], max_px=boxes[3].height() * 0.32))
        p.drawText(boxes[3], Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, sub)

    def _subline(self, team: int) -> str:
        assert self.board is not None
        board, side = self.board, self.board.sides[team]
        if board.finished and team in board.winners:
            return self.tr("Winner!")
        lines = []
        if "to_target" in side.figures:
            target = side.figures.get("target", board.figures.get("target"))  # a handicap
            # two short lines: a narrow board still shows them in a readable size
            to_go = side.figures["to_target"]
            if side.total and not to_go:
                lines.append(self.tr("Target {0} reached").format(target))
            else:
                if side.total:
                    lines.append(self.tr("{0} to go").format(to_go))
                lines.append(self.tr("Target {0}").format(target))
        else:
            lines.append(self.tr("Round {0} of {1}").format(board.figures["rounds_played"],
                                                            board.figures["rounds"]))
        if side.figures["matches"]:
            lines.append(self.tr("Matches: {0}").format(side.figures["matches"]))
        return "\n".join(lines)

    def _paint_striche(self, p: QPainter, area: QRectF) -> None:
        """The back side: each team's Striche as groups of five, with the total."""
        assert self.board is not None
        p.setPen(chalk_pen(2, CHALK_DIM))
        p.drawLine(area.topLeft() + QPointF(0, 10), area.bottomLeft() - QPointF(0, 10))
        p.setPen(CHALK)
        p.setFont(self._font(area.width() * 0.14, bold=True))
        p.drawText(QRectF(area.left(), area.top() + 4, area.width(), area.height() * 0.08),
                   Qt.AlignmentFlag.AlignCenter, self.tr("Striche"))
        half = area.height() / 2
        for team in (0, 1):
            striche = self.board.sides[team].figures["striche"]
            top = area.top() + team * half + area.height() * 0.1
            line_y = top + half * 0.35
            p.setPen(chalk_pen(max(2.0, area.width() * 0.02)))
            draw_tally(p, QPointF(area.left() + area.width() * 0.1, line_y),
                       QPointF(area.right() - area.width() * 0.1, line_y), striche["total"],
                       half * 0.22, area.width() * 0.12, seed=team * 31)
            p.setPen(CHALK)
            p.setFont(self._font(area.width() * 0.2, bold=True))
            p.drawText(QRectF(area.left(), line_y + half * 0.12, area.width(), half * 0.3),
                       Qt.AlignmentFlag.AlignCenter, str(striche["total"]))
