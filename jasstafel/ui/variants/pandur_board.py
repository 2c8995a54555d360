"""Pandur: the Schreibpunkte list, as a Schreiber keeps it on paper.

A column per player with his Schreibpunkte: the running totals down the column (the older
ones struck through), a stroke per Schreibpunkt towards 15 (points won in play in ink,
inherited points in red), the big total, the dealer of the next deal, the phase (4, 3 or 2
at the table) and the places as players reach 15; the last one left is the loser. What is
painted is :class:`~.pandur_sheet.Sheet` (``self.sheet``), nothing else.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core import Board
from ...drawing.chalk import (
    INK,
    INK_DIM,
    INK_RED,
    PAPER,
    chalk_pen,
    fit_font,
    flat,
    two_lines,
    wobble,
)
from ...drawing.heads import Head, fitted_heads
from ...i18n import number
from ..widgets.head_tips import HeadTips, names_description
from ..widgets.repaint import KeptPictures
from ..widgets.textsize import text_px
from .pandur_sheet import DealInfo, Sheet, SheetColumn, replay, sheet_of

WON_INK = INK  # Schreibpunkte won in play
INHERITED_INK = INK_RED  # Schreibpunkte from Erben
GHOST = QColor("#d9d2bf")  # the strokes still missing to 15
RULE_LINE = QColor("#cdd9ea")  # the ruled lines of the block
HIGHLIGHT = QColor("#ffe680")  # a marker over the names of those who reached 15
#: over the column of a player who left the table; opaque, as it looks on the paper (a
#: translucent fill is slow to draw, docs/performance.md)
OUT_SHADE = flat(QColor(120, 110, 90, 28), PAPER)
# text flags, combined once: a board writes a hundred texts at every paint, and each "|" of
# two Qt flags is a call into Python's enum module
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT_BOTTOM = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom


class PandurBoard(QWidget):
    """The Schreibpunkte list: a column per player, the running totals written down it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the paint fills the whole rect first (frame, slate or paper): Qt need not paint the
        # window behind the board at every entry
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.board: Board | None = None
        self.deals: list[DealInfo] = []
        self.sheet: Sheet | None = None
        self.setMinimumSize(480, 360)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Pandur board"))
        self.heads: list[Head] = []  # the names as painted over the columns
        #: the shortened heads' names whole, in their tooltips
        self.head_tips = HeadTips()
        #: the heads for the names, box and font of the key (_fitted_heads)
        self._heads_for: tuple[Any, ...] = ()
        #: per seat, the picture of the column as last drawn on screen, and what it shows
        #: (_paint_kept)
        self._kept = KeptPictures()
        #: the split ("3 won + 2 inherited") on two lines (_split_font)
        self._split_two = False

    def event(self, event: QEvent) -> bool:
        """A shortened name says itself whole in a tooltip: where the layout puts the heads
        now, not where a paint put them (an unchanged column is a picture, not painted
        again: :meth:`_paint_kept`)."""
        if event.type() == QEvent.Type.ToolTip:
            self._lay_tips()
        return self.head_tips.tooltip(self, event) or super().event(event)

    def set_board(self, board: Board, match: Any = None) -> None:
        self.board = board
        self.deals = replay(match) if match is not None else []
        self.sheet = sheet_of(board, self.deals)
        self.setAccessibleDescription(names_description([c.name for c in self.sheet.columns]))
        self.update()

    # -- painting ------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = float(self.width())
        p.fillRect(self.rect(), PAPER)
        sheet = self.sheet
        if sheet is None:
            p.end()
            return
        head, body = self._areas()
        self._paint_head(p, head, sheet)
        n = len(sheet.columns)
        col = body.width() / n
        rows = self._rows(QRectF(body.left(), body.top(), col, body.height()))
        self.heads = self._fitted_heads(sheet, rows[0])
        # the totals' and the split's sizes are the same in every column: found once
        fonts = (self._total_font(rows[2], sheet), self._split_font(rows[4], sheet))
        kept = self._on_screen(p)
        for seat, column in enumerate(sheet.columns):
            area = QRectF(body.left() + seat * col, body.top(), col, body.height())
            if not (kept and self._paint_kept(p, area, column, seat, fonts)):
                self._paint_column(p, area, column, seat, fonts)
        # the ink lines between the columns
        p.setPen(QPen(INK_DIM, max(1.0, w * 0.0012)))
        for seat in range(1, n):
            x = body.left() + seat * col
            p.drawLine(QPointF(x, body.top()), QPointF(x, body.bottom()))
        p.end()

    def _areas(self) -> tuple[QRectF, QRectF]:
        """The headline's area and the columns' (the body) at the board's size now."""
        w, h = float(self.width()), float(self.height())
        pad = max(8.0, min(w, h) * 0.025)
        head = QRectF(pad, pad * 0.6, w - 2 * pad, h * 0.13)
        body = QRectF(pad, head.bottom() + pad * 0.6, w - 2 * pad,
                      h - head.bottom() - pad * 1.4)
        return head, body

    def _fitted_heads(self, sheet: Sheet, name_row: QRectF) -> list[Head]:
        """The names over the columns whose name row is *name_row* high and wide: whole, a
        little smaller, on two lines, or shortened so that no two read the same (the boards'
        one rule, docs/window.md; each name as large as it fitted, a long one was written
        at 8 px and still wider than its column, cut at both ends: "ıruedi Zimmermann-Bärl"
        on a netbook). Found again only when the names, the room or the font change: the
        paint and the tooltips ask for them."""
        box = self._name_box(name_row)
        names = [c.name for c in sheet.columns]
        floor = text_px(self)
        key = (names, box.width(), box.height(), self.font().key(), floor)
        if not self._heads_for or self._heads_for[0] != key:
            self._heads_for = (key, fitted_heads(self.font(), names,
                                                 QRectF(0, 0, box.width(), box.height()),
                                                 floor))
        return list(self._heads_for[1])

    def _lay_tips(self) -> None:
        """The shortened heads' tooltips where the layout puts the heads at this size."""
        self.head_tips.clear()
        sheet = self.sheet
        if sheet is None:
            return
        body = self._areas()[1]
        col = body.width() / len(sheet.columns)
        heads = self._fitted_heads(sheet, self._rows(QRectF(body.left(), body.top(), col,
                                                            body.height()))[0])
        for seat, (head, column) in enumerate(zip(heads, sheet.columns, strict=True)):
            name_r = self._rows(QRectF(body.left() + seat * col, body.top(), col,
                                       body.height()))[0]
            self.head_tips.painted(self._name_box(name_r), head, column.name)

    def _on_screen(self, p: QPainter) -> bool:
        """Whether *p* paints the window on the screen (its backing store), where a column
        not changed may be the picture kept of it. A grab or a render (a screenshot, a
        test reading the texts painted) draws every column."""
        store = self.backingStore()
        return (store is not None and p.paintEngine() is not None
                and p.paintEngine().paintDevice() is store.paintDevice())

    def _paint_kept(self, p: QPainter, area: QRectF, column: SheetColumn, seat: int,
                    fonts: tuple[QFont, QFont]) -> bool:
        """The column as the picture of its paint before, where it is drawn as then;
        whether it was (else it is to be drawn). An entry changes one to four columns (a
        deal nobody bids in: the dealers' two), and a column's strokes, list and figures
        drawn again were a third of a Pandur's step (docs/performance.md). The picture holds
        the paper under the column too, so that it is copied, not blended over it: the same
        pixels as drawing it (the big total's digits as Qt drew them first, which may be a
        few levels otherwise at their edges than its later draws: the app before showed
        that first drawing too, until its next paint)."""
        ratio = p.device().devicePixelRatioF()
        # pixels are copied one for one only at a whole ratio and without a transform
        if ratio != int(ratio) or not p.transform().isIdentity():
            return False
        # the tag ("deals") moves on to the next dealer at every deal: the picture is of the
        # column without it, and the tag is written over the copy (in its own row, under
        # nothing drawn after it: the same pixels), so that a deal nobody bids in, which
        # changes the two dealers' tags only, draws no column again
        bare = replace(column, tag="", tag_red=False) if column.tag or column.tag_red else column
        head = self.heads[seat]
        key = (area.getRect(), ratio, bare, seat, fonts[0].key(), fonts[1].key(),
               head.text, head.font.key(), self.font().key(), self._split_two,
               self.tr("{0} won"),
               self.tr("{0} inherited"))
        box = area.toAlignedRect()  # its edges the paper's: a column keeps off its own
        self._kept.paint(p, seat, key, box, PAPER,
                         lambda painter: self._paint_column(painter, area, bare, seat, fonts))
        self._paint_tag(p, self._rows(area)[1], column)
        return True

    def _paint_head(self, p: QPainter, area: QRectF, sheet: Sheet) -> None:
        # the headline high enough for two lines of the window's text (_words)
        line1 = QRectF(area.left(), area.top(), area.width() * 0.72, area.height() * 0.66)
        phase = QRectF(line1.right(), area.top(), area.width() - line1.width(), line1.height())
        legend = QRectF(area.left(), line1.bottom(), area.width(), area.height() - line1.height())
        # on two lines where one would be smaller than the window's text (two long names
        # who won and lost were 9 px)
        text, font = self._words(sheet.headline, line1)
        p.setPen(INK_RED if sheet.finished else INK)
        p.setFont(font)
        p.drawText(line1, LEFT, text)
        # the phase: 4, 3 or 2 at the table, in a box as the Schreiber marks it
        ptext = sheet.phase
        font = fit_font(self.font(), ptext, phase.adjusted(phase.width() * 0.12, 0, 0, 0)
                        .adjusted(0, line1.height() * 0.12, 0, -line1.height() * 0.12), bold=True)
        p.setFont(font)
        advance = QFontMetricsF(font).horizontalAdvance(ptext)
        box = QRectF(phase.right() - advance - font.pixelSize() * 0.8,
                     phase.top() + phase.height() * 0.12,
                     advance + font.pixelSize() * 0.8, phase.height() * 0.76)
        p.setPen(QPen(INK, max(1.5, font.pixelSize() * 0.08)))
        p.drawRoundedRect(box, 6, 6)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, ptext)
        # the legend of the two inks
        won, inherited = sheet.legend
        size = legend.height() * 0.62
        font = QFont(self.font())
        # the window's text size where the line has the height (it was 9 px on a netbook)
        font.setPixelSize(int(max(size, min(text_px(self), legend.height() * 0.8))))
        p.setFont(font)
        metrics = QFontMetricsF(font)
        x = legend.left()
        y = legend.center().y()
        for label, ink in ((won, WON_INK), (inherited, INHERITED_INK)):
            p.setPen(chalk_pen(max(2.0, size * 0.16), ink))
            p.drawLine(QPointF(x + size * 0.3, y - size * 0.45), QPointF(x + size * 0.3,
                                                                         y + size * 0.45))
            p.drawText(QRectF(x + size * 0.8, legend.top(), metrics.horizontalAdvance(label) + 4,
                              legend.height()), Qt.AlignmentFlag.AlignVCenter, label)
            x += size * 2.2 + metrics.horizontalAdvance(label)
        p.setPen(QPen(INK, max(1.0, area.height() * 0.02)))
        p.drawLine(QPointF(area.left(), area.bottom()), QPointF(area.right(), area.bottom()))

    def _paint_column(self, p: QPainter, col: QRectF, column: SheetColumn, seat: int,
                      fonts: tuple[QFont, QFont]) -> None:
        """One player's column; *fonts*: the totals' and the split's (every column's)."""
        left = column.left
        h = col.height()
        name_r, tag_r, total_r, tally_r, split_r, list_r, foot_r = self._rows(col)
        if left:
            p.fillRect(QRectF(col.left() + 1, name_r.bottom(), col.width() - 2,
                              col.bottom() - name_r.bottom()), OUT_SHADE)
        # the name, with a marker stroke over it once he has reached 15
        if column.marked:
            p.fillRect(QRectF(col.left() + col.width() * 0.04,
                              name_r.top() + name_r.height() * 0.12,
                              col.width() * 0.92, name_r.height() * 0.8), HIGHLIGHT)
        p.setPen(INK)
        head = self.heads[seat]
        box = self._name_box(name_r)
        p.setFont(head.font)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, head.text)
        p.setPen(QPen(INK, max(1.0, h * 0.003)))
        p.drawLine(QPointF(col.left() + 4, name_r.bottom() - 2), QPointF(col.right() - 4,
                                                                         name_r.bottom() - 2))
        p.drawLine(QPointF(col.left() + 4, name_r.bottom() + 2), QPointF(col.right() - 4,
                                                                         name_r.bottom() + 2))
        self._paint_tag(p, tag_r, column)
        # the big total; a circled place beside it
        total_box = total_r.adjusted(0, total_r.height() * 0.04, 0, -total_r.height() * 0.04)
        if column.place:
            total_box.setWidth(total_r.width() * 0.66)
        p.setPen(INK)
        p.setFont(fonts[0])
        p.drawText(total_box, Qt.AlignmentFlag.AlignCenter, column.total)
        if column.place:
            d = min(total_r.height() * 0.62, total_r.width() * 0.32)
            circle = QRectF(total_r.right() - d, total_r.center().y() - d / 2, d, d)
            p.setPen(QPen(INK_RED, max(2.0, d * 0.07)))
            p.drawEllipse(circle)
            p.setFont(fit_font(self.font(), column.place,
                               circle.adjusted(d * 0.22, d * 0.18, -d * 0.22, -d * 0.18),
                               bold=True))
            p.drawText(circle, Qt.AlignmentFlag.AlignCenter, column.place)
        # a stroke per Schreibpunkt towards 15
        self._paint_strokes(p, tally_r, list(column.strokes), column.slots, seat)
        # won + inherited, in their inks
        self._paint_split(p, split_r, column.won, column.inherited, fonts[1])
        # the running totals, as written down the column
        self._paint_list(p, list_r, column)
        # to go / place / loser
        p.setPen(INK_RED if column.footer_red else INK)
        p.setFont(fit_font(self.font(), column.footer, foot_r, bold=column.footer_red))
        p.drawText(foot_r, Qt.AlignmentFlag.AlignCenter, column.footer)

    def _paint_tag(self, p: QPainter, tag_r: QRectF, column: SheetColumn) -> None:
        """The tag under the name (deals / place / loser), in its box, inside its row."""
        tag = column.tag
        if not tag:
            return
        # the words as wide as the row and a little more (the row keeps off the column's
        # edges, the box around them takes less): "ausgeschieden" whole in 12 px
        tag, font = self._words(tag, tag_r.adjusted(-tag_r.width() * 0.02, tag_r.height() * 0.06,
                                                    tag_r.width() * 0.02,
                                                    -tag_r.height() * 0.06))
        p.setFont(font)
        advance = max(map(QFontMetricsF(font).horizontalAdvance, tag.split("\n")))
        box = QRectF(tag_r.center().x() - advance / 2 - font.pixelSize() * 0.4,
                     tag_r.top() + tag_r.height() * 0.08,
                     advance + font.pixelSize() * 0.8, tag_r.height() * 0.84)
        ink = INK_RED if column.tag_red else INK
        p.setPen(QPen(ink, max(1.5, font.pixelSize() * 0.09)))
        p.drawRoundedRect(box, box.height() * 0.3, box.height() * 0.3)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, tag)

    def _words(self, text: str, box: QRectF) -> tuple[str, QFont]:
        """*text* in *box*, bold: on one line, or on two where one line would be smaller
        than the window's text (a column is narrow for "ausgeschieden in Spiel 12")."""
        font = fit_font(self.font(), text, box, bold=True)
        if font.pixelSize() >= text_px(self):
            return text, font
        two = two_lines(text)
        font2 = fit_font(self.font(), two, box, bold=True)
        return (two, font2) if font2.pixelSize() > font.pixelSize() else (text, font)

    @staticmethod
    def _rows(col: QRectF) -> list[QRectF]:
        """A column's rows, top to bottom: the name, the tag, the total, the strokes, won +
        inherited, the running totals, the foot."""
        inner = col.adjusted(col.width() * 0.07, 0, -col.width() * 0.07, 0)
        h = col.height()
        # the tag and the split have the height of two lines of the window's text: one
        # was too narrow for "ausgeschieden in Spiel 12" in 12 px (it was 8 px)
        cuts = [0.0, 0.11, 0.225, 0.365, 0.445, 0.56, 0.93, 1.0]
        return [QRectF(inner.left(), col.top() + h * cuts[i], inner.width(),
                       h * (cuts[i + 1] - cuts[i])) for i in range(len(cuts) - 1)]

    @staticmethod
    def _name_box(name_r: QRectF) -> QRectF:
        """Where the name is written in its row: clear of the double line under it."""
        return name_r.adjusted(0, name_r.height() * 0.08, 0, -name_r.height() * 0.04)

    def _total_font(self, total_r: QRectF, sheet: Sheet) -> QFont:
        """One size for every total: as large as the tightest column allows."""
        fonts = []
        for column in sheet.columns:
            box = total_r.adjusted(0, total_r.height() * 0.04, 0, -total_r.height() * 0.04)
            if column.place or column.left or sheet.finished:
                box.setWidth(total_r.width() * 0.66)  # room for the circled place
            fonts.append(fit_font(self.font(), column.total, box, bold=True))
        return min(fonts, key=lambda f: f.pixelSize())

    def _paint_strokes(self, p: QPainter, area: QRectF, strokes: list[bool], slots: int,
                       seed: int) -> None:
        """Strokes in groups of five (the fifth across), coloured by where they came from;
        the strokes still missing to 15 faintly."""
        groups = math.ceil(slots / 5)
        # each group: four strokes and a gap of 1.6 strokes
        spacing = area.width() / (groups * 4 + (groups - 1) * 1.6 + 1)
        spacing = min(spacing, area.height() * 0.5)
        width = spacing * (groups * 4 + (groups - 1) * 1.6)
        x0 = area.center().x() - width / 2 + spacing / 2
        half = area.height() * 0.36
        y = area.center().y()
        pen_w = max(2.0, spacing * 0.22)
        # a pen per ink, not per stroke (sixty an entry)
        won, inherited, ghost = (chalk_pen(pen_w, ink) for ink in (WON_INK, INHERITED_INK,
                                                                   GHOST))
        for i in range(slots):
            g, k = divmod(i, 5)
            if i < len(strokes):
                p.setPen(inherited if strokes[i] else won)
            else:
                p.setPen(ghost)
            gx = x0 + g * spacing * 5.6
            if k == 4:
                p.drawLine(QPointF(gx - spacing * 0.6, y + half * 0.75),
                           QPointF(gx + spacing * 3.6, y - half * 0.75))
                continue
            x = gx + k * spacing + wobble(seed * 17 + i, spacing * 0.2)
            tilt = wobble(seed * 31 + i, spacing * 0.25)
            p.drawLine(QPointF(x + tilt, y - half), QPointF(x - tilt, y + half))

    def _split_font(self, area: QRectF, sheet: Sheet) -> QFont:
        """One size for every column's "3 won + 2 inherited": the longest one's, on one
        line, or on two ("3 won" over "+ 2 inherited") where one line would be smaller than
        the window's text (a column of four at 1024×600 wrote it in 8 px)."""
        splits = [self._split_words(c.won, c.inherited) for c in sheet.columns]
        longest = max((f"{a} + {b}" for a, b in splits), key=len)
        font = fit_font(self.font(), longest, area)
        self._split_two = False
        if font.pixelSize() < text_px(self):
            two = max((f"{a}\n+ {b}" for a, b in splits), key=len)
            font2 = fit_font(self.font(), two, area)
            if font2.pixelSize() > font.pixelSize():
                font, self._split_two = font2, True
        return font

    def _split_words(self, won: int, inherited: int) -> tuple[str, str]:
        return self.tr("{0} won").format(won), self.tr("{0} inherited").format(inherited)

    def _paint_split(self, p: QPainter, area: QRectF, won: int, inherited: int,
                     font: QFont) -> None:
        a, b = self._split_words(won, inherited)
        p.setFont(font)
        if self._split_two:  # "3 won" over "+ 2 inherited"
            half = area.height() / 2
            self._paint_inks(p, QRectF(area.left(), area.top(), area.width(), half),
                             ((a, WON_INK),))
            self._paint_inks(p, QRectF(area.left(), area.top() + half, area.width(), half),
                             (("+ ", INK_DIM), (b, INHERITED_INK)))
            return
        self._paint_inks(p, area, ((a, WON_INK), (" + ", INK_DIM), (b, INHERITED_INK)))

    @staticmethod
    def _paint_inks(p: QPainter, line: QRectF, parts: tuple[tuple[str, QColor], ...]) -> None:
        """Texts one after the other, each in its ink, the whole centred in *line*."""
        metrics = QFontMetricsF(p.font())
        x = line.center().x() - metrics.horizontalAdvance("".join(t for t, _ in parts)) / 2
        for text, ink in parts:
            p.setPen(ink)
            wide = metrics.horizontalAdvance(text)
            p.drawText(QRectF(x, line.top(), wide + 2, line.height()), LEFT, text)
            x += wide

    def _paint_list(self, p: QPainter, area: QRectF, column: SheetColumn) -> None:
        """The Schreibpunkte list: deal, what was written, the new total (older struck)."""
        rows = column.rows
        count = len(rows) + (1 if column.folded else 0)
        row_h = min(area.height() / 7, area.height() / max(count, 1))
        row_h = max(row_h, min(area.height() / 7, 18.0))
        fits = max(1, int(area.height() // row_h))
        # ruled lines of the block
        p.setPen(QPen(RULE_LINE, 1))
        for i in range(1, fits + 1):
            y = area.top() + i * row_h
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        folded = column.folded > 0 or len(rows) > fits
        shown = rows[-(fits - 1):] if folded and fits > 1 else (rows if not folded else ())
        font = QFont(self.font())
        # the window's text size where the row has the height (they were 8 and 10 px)
        least = min(text_px(self), row_h * 0.8)
        font.setPixelSize(int(max(9, row_h * 0.62, least)))
        small = QFont(font)
        small.setPixelSize(int(max(8, row_h * 0.42, least)))
        bold = QFont(font)
        bold.setBold(True)
        y = area.top()
        if folded:  # the oldest are out of sight: a mark that the list goes on
            p.setPen(INK_DIM)
            p.setFont(small)
            p.drawText(QRectF(area.left(), y, area.width(), row_h), Qt.AlignmentFlag.AlignCenter,
                       "⋮")
            y += row_h
        deal_w = area.width() * 0.26
        add_w = area.width() * 0.32
        for row in shown:
            ink = INHERITED_INK if row.inherited else WON_INK
            box = QRectF(area.left(), y, area.width(), row_h)
            p.setPen(INK_DIM)
            p.setFont(small)
            p.drawText(QRectF(box.left(), box.top(), deal_w, row_h),
                       LEFT_BOTTOM, f"{row.deal}")
            p.setPen(ink)
            p.setFont(font)
            p.drawText(QRectF(box.left() + deal_w, box.top(), add_w, row_h),
                       LEFT,
                       f"+{row.written}")
            p.setFont(bold)
            total_box = QRectF(box.left() + deal_w + add_w, box.top(),
                               box.width() - deal_w - add_w, row_h)
            p.drawText(total_box, RIGHT,
                       number(row.total))
            advance = QFontMetricsF(bold).horizontalAdvance(number(row.total))
            if row.struck:  # the old total is struck through when the next one is written
                p.setPen(QPen(INK_DIM, max(1.0, row_h * 0.06)))
                yy = box.center().y()
                p.drawLine(QPointF(total_box.right() - advance - 3, yy + row_h * 0.12),
                           QPointF(total_box.right() + 2, yy - row_h * 0.12))
            elif row.underlined:  # 15 reached: the last total underlined twice
                p.setPen(QPen(ink, max(1.0, row_h * 0.05)))
                for dy in (0.9, 0.98):
                    yy = box.top() + row_h * dy
                    p.drawLine(QPointF(total_box.right() - advance - 3, yy),
                               QPointF(total_box.right() + 2, yy))
            y += row_h


__all__ = ["PandurBoard"]
