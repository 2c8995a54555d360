"""Sheet layout: blocks that flow over pages, a header repeated on every page, page numbers.

Everything is measured and painted in the device's own pixels; sizes are given in
millimetres (:meth:`Canvas.mm`) and fonts in points, so the same code paints a PDF
(QPdfWriter) and a printer page (QPrinter) at any resolution.

A sheet is a list of :class:`Block` s. :func:`paginate` places them on pages (a block
is never split; a long table is many row blocks, and a row that starts a page brings
its table head along), then :func:`paint_pages` paints every page with the header at
the top and "Page x of y" at the bottom.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPagedPaintDevice, QPainter, QPen

from .. import i18n
from ..core import JassError

INK = QColor(0, 0, 0)
GREY = QColor(85, 85, 85)
LIGHT = QColor(190, 190, 190)
SHADE = QColor(240, 240, 240)
ACCENT = QColor(20, 60, 130)

#: Base font size of the sheet body, in points.
BODY_PT = 9.0
SIGNATURE_LINES = 5  # lines of a signature label: three names of 60 characters fit

Align = Qt.AlignmentFlag
#: the space between blocks on a tightened sheet, parts of the usual, the least first
#: (:func:`paint_document`): at 0.4 a section title has 1.6 mm above it, where 0.2 set it
#: against the table before
TIGHT = (0.7, 0.4)
#: the part of a page's room that a chain of blocks kept together may leave empty when it
#: can be parted at a loose link (:attr:`Block.part_loosely`) instead: a French trial's
#: Coiffeur sheet had its board on page 2 under page 1's half left white, the grid fitting
SPARE = 1 / 3



def labelled(label: str) -> str:
    """A field's label with its colon, as the language writes it ("Lieu :" in French)."""
    return QCoreApplication.translate("print", "{0}:").format(label)

#: the signs French writes after a space (docs/translating.md), kept on the word before
FRENCH_SIGNS = frozenset({":", ";", "!", "?"})
_BEFORE_SIGN = re.compile(r"[ \u00a0]([:;!?])")
NARROW = "\u202f"  # a narrow no-break space


def typeset(text: str) -> str:
    """*text* as paper sets it: in French the space before ":", ";", "!" and "?" is a narrow
    no-break space (U+202F), as French typography wants it ("Date\u202f: 26.11.2026"); the
    catalog writes a no-break one (U+00A0), the code's own parts a plain one. Measured and
    painted alike (:meth:`Canvas.width`, :func:`draw_lines`); it is narrower than the space,
    so nothing measured before grows."""
    if i18n.language() != "fr":
        return text
    return _BEFORE_SIGN.sub(NARROW + r"\1", text)

# a soft hyphen: where a catalog lets a long word break ("Karten\u00adpunkte", a column's
# title), printed as "-" at the end of the line it breaks, else not at all
SHY = "\u00ad"
#: a hyphen inside a word, between letters ("Zimmermann-Bärtschi"): a line may break after it
#: (never in a number: the sheet's minus is "−", and "2026-11-26" has no letters)
HYPHEN = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")
#: where a line may break between words: a plain space or a new line (not a no-break space)
_BREAKS = re.compile(r"[ \n]+")


class Canvas:
    """The paged device with its measures: millimetres, fonts and text metrics."""

    def __init__(self, device: QPagedPaintDevice, min_margin_mm: float = 10.0,
                 air: float = 1.0) -> None:
        self.device = device
        self.air = air
        self.dpi = float(device.logicalDpiY())
        layout = device.pageLayout()
        res = int(round(self.dpi))
        paint = QRectF(layout.paintRectPixels(res))
        full = QRectF(layout.fullRectPixels(res))
        # the painter's origin is the top left of the printable area; keep a margin
        # from the paper's edge even when a printer dialog set none
        need = self.mm(min_margin_mm)
        left = max(0.0, need - paint.left())
        top = max(0.0, need - paint.top())
        right = max(0.0, need - (full.right() - paint.right()))
        bottom = max(0.0, need - (full.bottom() - paint.bottom()))
        self.area = QRectF(left, top, paint.width() - left - right,
                           paint.height() - top - bottom)
        self._fonts: dict[tuple[float, bool, bool], QFont] = {}
        self._metrics: dict[tuple[float, bool, bool], QFontMetricsF] = {}
        self._family = QFont()
        self._family.setStyleHint(QFont.StyleHint.SansSerif)

    def mm(self, value: float) -> float:
        return value * self.dpi / 25.4

    def space(self, value: float) -> float:
        """*value* millimetres of space between blocks: less on a tightened sheet."""
        return self.mm(value * self.air)

    def font(self, pt: float, bold: bool = False, italic: bool = False) -> QFont:
        key = (round(pt, 2), bold, italic)
        font = self._fonts.get(key)
        if font is None:
            font = QFont(self._family)
            font.setPointSizeF(key[0])
            font.setBold(bold)
            font.setItalic(italic)
            # no ligatures: "fi" stays two letters, so the PDF's text can be searched
            font.setFeature(QFont.Tag("liga"), 0)
            self._fonts[key] = font
        return font

    def metrics(self, font: QFont) -> QFontMetricsF:
        key = (round(font.pointSizeF(), 2), font.bold(), font.italic())
        m = self._metrics.get(key)
        if m is None:
            m = QFontMetricsF(font, self.device)
            self._metrics[key] = m
        return m

    def width(self, text: str, font: QFont) -> float:
        return self.metrics(font).horizontalAdvance(typeset(text))

    def line_height(self, font: QFont) -> float:
        return self.metrics(font).height()

    def wrap(self, text: str, font: QFont, width: float) -> list[str]:
        """*text* broken into lines no wider than *width*: at spaces, else at a word's soft
        hyphens (:data:`SHY`, printed as "-") or after its hyphens ("Zimmermann-" /
        "Bärtschi", the head on the line before when it fits there), else inside words. The
        space French writes before ":", ";", "!" and "?" (the catalog's normal space) never
        breaks: a line does not start with the sign."""
        if SHY in text:
            return [line.replace(SHY, "") for line in self._wrap(text, font, width)]
        return self._wrap(text, font, width)

    def _wrap(self, text: str, font: QFont, width: float) -> list[str]:
        out: list[str] = []
        for para in text.split("\n"):
            line = ""
            words: list[str] = []
            for word in para.split(" "):
                if words and word in FRENCH_SIGNS:
                    words[-1] += " " + word
                else:
                    words.append(word)
            for word in words:
                candidate = f"{line} {word}" if line else word
                if self.width(candidate, font) <= width:
                    line = candidate
                    continue
                if self.width(word, font) > width and HYPHEN.search(word):
                    # a word too wide for a line of its own breaks after a hyphen, its
                    # head on this line when it fits
                    head = self._after_hyphen(word, font, width, f"{line} " if line else "")
                    if head:
                        line = f"{line} {word[:head]}" if line else word[:head]
                        word = word[head:]
                if line:
                    out.append(line)
                line = word
                while self.width(line, font) > width and HYPHEN.search(line):
                    cut = self._after_hyphen(line, font, width)
                    if not cut:
                        break
                    out.append(line[:cut])
                    line = line[cut:]
                while self.width(line, font) > width and SHY in line:
                    cut = self._hyphen(line, font, width)
                    if not cut:
                        break
                    out.append(line[:cut - 1] + "-")
                    line = line[cut:]
                while self.width(line, font) > width and len(line) > 1:
                    # the longest head that fits (at least one character): a binary
                    # search, so that a word of thousands of characters costs little
                    low, high = 1, len(line) - 1
                    while low < high:
                        mid = (low + high + 1) // 2
                        if self.width(line[:mid], font) <= width:
                            low = mid
                        else:
                            high = mid - 1
                    out.append(line[:low])
                    line = line[low:]
            out.append(line)
        return out

    def _after_hyphen(self, word: str, font: QFont, width: float, before: str = "") -> int:
        """Where *word* breaks after its last hyphen (between letters) whose head, after
        *before*, fits *width*: the index after that hyphen (0: none fits)."""
        cut = 0
        for m in HYPHEN.finditer(word):
            if self.width(before + word[:m.end()], font) <= width:
                cut = m.end()
        return cut

    def _hyphen(self, word: str, font: QFont, width: float) -> int:
        """Where *word* breaks at its last soft hyphen whose head, with "-", fits *width*:
        the index after that hyphen (0: none fits)."""
        cut = 0
        for at, char in enumerate(word):
            if char == SHY and self.width(word[:at].replace(SHY, "") + "-", font) <= width:
                cut = at + 1
        return cut

    def wrap_at_most(self, text: str, font: QFont, width: float, most: int) -> list[str]:
        """:meth:`wrap`, but at most *most* lines: the last one says the rest of *text*,
        shortened with "…", so that a long name is never cut without a sign."""
        text = text.replace(SHY, "")  # a name's soft hyphens: the lines count its letters
        lines = self.wrap(text, font, width)
        if len(lines) <= most:
            return lines
        head = lines[:most - 1]
        pos = 0
        for line in head:  # where the last line starts in *text*
            pos += len(line)
            if text[pos:pos + 1] in (" ", "\n"):
                pos += 1
        rest = text[pos:].replace("\n", " ")
        last = self.metrics(font).elidedText(rest, Qt.TextElideMode.ElideRight, width)
        return [*head, last]

    def longest_word(self, text: str, font: QFont, hyphens: bool = False) -> float:
        """The width of *text*'s widest word, or of its widest part up to a soft hyphen
        (with its "-"), and with *hyphens* up to a hyphen ("Zimmermann-"): the least width
        its lines need. Words as :meth:`wrap` breaks them: at plain spaces and new lines,
        never at a no-break space ("0,5\u00a0vers\u00a0le\u00a0haut" is one piece: measured
        by its parts, a column could be given too little room for it)."""
        words = [w for w in _BREAKS.split(text) if w]
        if hyphens:
            words = [part for w in words for part in HYPHEN.sub("-\n", w).split("\n")]
        if SHY in text:
            return max((self.width(part + "-" if k < len(parts) - 1 else part, font)
                        for w in words for parts in [w.split(SHY)]
                        for k, part in enumerate(parts)), default=0.0)
        return max((self.width(w, font) for w in words), default=0.0)


#: where a team named after its players joins them ("Anna & Käthi"): a line breaks there first
PARTNERS = " & "
#: signs that end a line rather than begin one: a team's "&", the header's "·" between the
#: teams, the signs French writes after a space
_GLUED = frozenset({"&", "·", *FRENCH_SIGNS})
_NAME_SPACE = "\x1f"  # a space inside a name kept whole (never a name's own character)
_WORD = re.compile(r"( *)([^ ]+)")


def name_lines(cv: Canvas, text: str, font: QFont, width: float,
               names: Sequence[str]) -> list[str]:
    """*text* wrapped in *width* with each of *names* in it whole on a line ("Unterschrift
    Stammtisch zum Bären" / "(Marie-Claire Vonlanthen-Bärtschi," / "Anne-Françoise
    Rey-Mermet)": wrapped where a line was full, the signature said "(Marie-Claire" /
    "Vonlanthen-Bärtschi, …"); a team named after its players ("Anna & Käthi") is each of its
    players, the "&" after the first (before the second where the first fits a line only
    without it: "Marie-Claire Vonlanthen-Bärtschi" / "& Anne-Françoise Rey-Mermet"). The
    words around the names break as any text; a name too wide for a line alone takes lines
    of its own, broken at its spaces, then after its hyphens (:meth:`Canvas.wrap`), and what
    follows it starts a new line."""
    whole = sorted({player for name in names for player in name.split(PARTNERS)
                    if " " in player}, key=len, reverse=True)
    out: list[str] = []
    for para in text.split("\n"):
        for name in whole:  # the longest first: a name inside another is the other's
            para = para.replace(name, name.replace(" ", _NAME_SPACE))
        # the words, each with the spaces before it and the signs after it (a sign goes
        # along with the word before)
        words: list[list[str]] = []
        for space, word in _WORD.findall(para):
            if words and word in _GLUED:
                words[-1][2] += space + word
            else:
                words.append([space, word.replace(_NAME_SPACE, " "), ""])
        line: str | None = None  # the line being filled
        carried = ""  # an "&" that did not fit after its player: it begins the next line
        for space, word, signs in words:
            word, carried = f"{carried}{word}", ""
            plain = word + signs
            if line is not None and cv.width(line + space + plain, font) <= width:
                line += space + plain
                continue
            if line is not None:
                out.append(line)
            line = None
            if cv.width(plain, font) <= width:
                line = plain
            elif signs.strip() == "&" and cv.width(word, font) <= width:
                out.append(word)  # "Marie-Claire Vonlanthen-Bärtschi" / "& Anne-…"
                carried = "& "
            else:  # its signs kept with its last word: never a line of their own
                glued = word + signs.replace(" ", "\u00a0")
                out += [part.replace("\u00a0", " ").strip(" ")
                        for part in cv.wrap(glued, font, width)]
        if carried:
            out.append(carried.strip())
        if line is not None or not words:
            out.append(line or "")
    return out


def draw_lines(p: QPainter, cv: Canvas, lines: Sequence[str], font: QFont, rect: QRectF,
               align: Qt.AlignmentFlag = Align.AlignLeft,
               valign: Qt.AlignmentFlag = Align.AlignTop) -> None:
    """Paint already wrapped *lines* in *rect*, one under the other."""
    p.setFont(font)
    lh = cv.line_height(font)
    total = lh * len(lines)
    if valign == Align.AlignBottom:
        y = rect.bottom() - total
    elif valign == Align.AlignVCenter:
        y = rect.top() + (rect.height() - total) / 2
    else:
        y = rect.top()
    for line in lines:
        p.drawText(QRectF(rect.left(), y, rect.width(), lh), align | Align.AlignVCenter,
                   typeset(line))
        y += lh


def pen(color: QColor, cv: Canvas, width_mm: float) -> QPen:
    p = QPen(color, cv.mm(width_mm))
    p.setCapStyle(Qt.PenCapStyle.FlatCap)
    return p


# -- blocks -----------------------------------------------------------------------------


class Block:
    """A piece of the sheet with a height for a given width; never split over pages."""

    keep_with_next = False
    #: kept with the next block only where that does not leave more than :data:`SPARE` of a
    #: page empty (:func:`paginate`): the board's figures and its ranks
    part_loosely = False
    #: a block painted first when this one starts a new page (a table's head)
    head: Block | None = None
    #: dropped when it would be the first thing on a page (space between blocks)
    skip_at_top = False
    #: starts a new page (unless the page is still empty): a section of its own page
    new_page = False

    def height(self, cv: Canvas, width: float) -> float:
        raise NotImplementedError

    def paint(self, p: QPainter, cv: Canvas, x: float, y: float, width: float) -> None:
        raise NotImplementedError


class Gap(Block):
    skip_at_top = True

    def __init__(self, mm: float) -> None:
        self.size = mm

    def height(self, cv: Canvas, width: float) -> float:
        return cv.space(self.size)

    def paint(self, p: QPainter, cv: Canvas, x: float, y: float, width: float) -> None:
        pass


class Text(Block):
    """A paragraph, wrapped to the width; the *names* in it each whole on a line where they
    fit (:func:`name_lines`)."""

    def __init__(self, text: str, pt: float = BODY_PT, bold: bool = False,
                 italic: bool = False, color: QColor = INK,
                 align: Qt.AlignmentFlag = Align.AlignLeft, indent_mm: float = 0.0,
                 names: Sequence[str] = ()) -> None:
        self.text, self.pt, self.bold, self.italic = text, pt, bold, italic
        self.color, self.align, self.indent = color, align, indent_mm
        self.names = list(names)

    def _lines(self, cv: Canvas, width: float) -> list[str]:
        font = cv.font(self.pt, self.bold, self.italic)
        if self.names:
            return name_lines(cv, self.text, font, width - cv.mm(self.indent), self.names)
        return cv.wrap(self.text, font, width - cv.mm(self.indent))

    def height(self, cv: Canvas, width: float) -> float:
        font = cv.font(self.pt, self.bold, self.italic)
        return cv.line_height(font) * len(self._lines(cv, width))

    def paint(self, p: QPainter, cv: Canvas, x: float, y: float, width: float) -> None:
        font = cv.font(self.pt, self.bold, self.italic)
        p.setPen(self.color)
        ind = cv.mm(self.indent)
        draw_lines(p, cv, self._lines(cv, width), font,
                   QRectF(x + ind, y, width - ind, 1e6), self.align)


class Heading(Block):
    """A section title with a rule under it; stays with what follows."""

    keep_with_next = True

    def __init__(self, text: str, pt: float = 11.0, space_mm: float = 4.0,
                 after_mm: float = 1.8) -> None:
        self.text, self.pt, self.space, self.after = text, pt, space_mm, after_mm

    def height(self, cv: Canvas, width: float) -> float:
        return (cv.space(self.space) + cv.line_height(cv.font(self.pt, True)) + cv.mm(1.2)
                + cv.space(self.after))

    def paint(self, p: QPainter, cv: Canvas, x: float, y: float, width: float) -> None:
        font = cv.font(self.pt, True)
        top = y + cv.space(self.space)
        lh = cv.line_height(font)
        p.setPen(ACCENT)
        draw_lines(p, cv, [self.text], font, QRectF(x, top, width, lh))
        p.setPen(pen(ACCENT, cv, 0.35))
        line_y = top + lh + cv.mm(0.6)
        p.drawLine(QPointF(x, line_y), QPointF(x + width, line_y))


class Fields(Block):
    """Label: value pairs in one or two columns, values wrapped (the sheet's settings).

    With *blank_mm*, an empty value is a line to write on, *blank_mm* high. A row is as high
    as its longest value (or label) needs: a value that wraps pushes the next row down (a
    trial's "Jeu : Chibre · … (modifié : But" had its second line printed over the seats
    under it). In a row with a line to write on, its text stands on the row's foot, as the
    line does.
    """

    def __init__(self, pairs: Sequence[tuple[str, str]], pt: float = BODY_PT,
                 columns: int = 1, blank_mm: float = 0.0, names: Sequence[str] = ()) -> None:
        self.pairs = list(pairs)
        self.pt = pt
        self.columns = columns
        self.blank = blank_mm
        #: names in the values, each kept whole on a line where it fits (:func:`name_lines`)
        self.names = list(names)

    def _layout(self, cv: Canvas, width: float
                ) -> tuple[float, float, list[list[str]], list[list[str]]]:
        """The column's and the labels' width, every value's lines and every label's."""
        bold = cv.font(self.pt, True)
        body = cv.font(self.pt)
        col_w = (width - cv.mm(6) * (self.columns - 1)) / self.columns
        label_w = min(col_w * 0.45,
                      max((cv.width(labelled(k), bold) for k, _ in self.pairs), default=0)
                      + cv.mm(2.5))
        values = [name_lines(cv, v, body, col_w - label_w, self.names) if self.names
                  else cv.wrap(v, body, col_w - label_w) for _, v in self.pairs]
        labels = [cv.wrap(labelled(k), bold, label_w - cv.mm(1)) for k, _ in self.pairs]
        return col_w, label_w, values, labels

    def _rows(self) -> list[list[int]]:
        n = len(self.pairs)
        per = -(-n // self.columns)
        return [[i for i in (r + c * per for c in range(self.columns)) if i < n]
                for r in range(per)]

    def _lines(self, values: list[list[str]], labels: list[list[str]], row: list[int]) -> int:
        """The lines of the row's tallest pair (its value's, or its label's)."""
        return max(max(len(values[i]), len(labels[i])) for i in row)

    def _row_height(self, cv: Canvas, values: list[list[str]], labels: list[list[str]],
                    row: list[int]) -> float:
        lh = cv.line_height(cv.font(self.pt))
        h = self._lines(values, labels, row) * lh
        if self.blank and any(not self.pairs[i][1] for i in row):
            h = max(h, cv.mm(self.blank))
        return h + cv.mm(0.6)

    def height(self, cv: Canvas, width: float) -> float:
        _, _, values, labels = self._layout(cv, width)
        return sum(self._row_height(cv, values, labels, row) for row in self._rows())

    def paint(self, p: QPainter, cv: Canvas, x: float, y: float, width: float) -> None:
        col_w, label_w, values, labels = self._layout(cv, width)
        bold, body = cv.font(self.pt, True), cv.font(self.pt)
        lh = cv.line_height(body)
        for row in self._rows():
            h = self._row_height(cv, values, labels, row)
            lines = self._lines(values, labels, row)
            # the row's text from its top, or standing on its foot beside a line to write on
            top = y + h - cv.mm(0.6) - lines * lh if self.blank else y
            for c, i in enumerate(row):
                left = x + c * (col_w + cv.mm(6))
                p.setPen(GREY)
                if not self.pairs[i][1] and self.blank:
                    # the label on the row's last line, the line to write on under it
                    base = top + lines * lh
                    draw_lines(p, cv, labels[i], bold,
                               QRectF(left, base - len(labels[i]) * lh, label_w, 1e6))
                    p.setPen(pen(GREY, cv, 0.2))
                    p.drawLine(QPointF(left + label_w, base), QPointF(left + col_w, base))
                    continue
                draw_lines(p, cv, labels[i], bold, QRectF(left, top, label_w, 1e6))
                p.setPen(INK)
                draw_lines(p, cv, values[i], body,
                           QRectF(left + label_w, top, col_w - label_w, 1e6))
            y += h


class Drawing(Block):
    """A picture of a fixed height, painted by a function (the Z, the Striche ...); *grow*
    says how much taller it is for a width (in device pixels: a name on more lines)."""

    def __init__(self, height_mm: float,
                 paint: Callable[[QPainter, Canvas, QRectF], None],
                 grow: Callable[[Canvas, float], float] | None = None) -> None:
        self.size = height_mm
        self._paint = paint
        self._grow = grow

    def height(self, cv: Canvas, width: float) -> float:
        return cv.mm(self.size) + (self._grow(cv, width) if self._grow is not None else 0.0)

    def paint(self, p: QPainter, cv: Canvas, x: float, y: float, width: float) -> None:
        p.save()
        self._paint(p, cv, QRectF(x, y, width, self.height(cv, width)))
        p.restore()


class Beside(Block):
    """Two columns of blocks side by side, never parted (the statistics' figures and the
    contracts chosen: one under the other, they took a page of their own on a short
    match's sheet)."""

    GAP_MM = 6.0

    def __init__(self, left: Sequence[Block], right: Sequence[Block]) -> None:
        self.columns = (list(left), list(right))

    @classmethod
    def column_width(cls, cv: Canvas, width: float) -> float:
        return (width - cv.mm(cls.GAP_MM)) / 2

    def height(self, cv: Canvas, width: float) -> float:
        col_w = self.column_width(cv, width)
        return max(sum(b.height(cv, col_w) for b in column) for column in self.columns)

    def paint(self, p: QPainter, cv: Canvas, x: float, y: float, width: float) -> None:
        col_w = self.column_width(cv, width)
        for k, column in enumerate(self.columns):
            top = y
            for block in column:
                block.paint(p, cv, x + k * (col_w + cv.mm(self.GAP_MM)), top, col_w)
                top += block.height(cv, col_w)


class Signatures(Block):
    """A signature line per side, two in a row: "Team A (Anna, Cla)" under a line.

    A label is printed whole (a row of lines is as high as its longest label needs), up to
    :data:`SIGNATURE_LINES` lines, the last one then shortened with "…": never cut without
    a sign. The *players* (and teams) named in the labels are each whole on a line where
    they fit (:func:`name_lines`).
    """

    def __init__(self, names: Sequence[str], with_date: bool = False,
                 players: Sequence[str] = ()) -> None:
        self.names = list(names)
        self.with_date = with_date
        self.players = list(players)

    @staticmethod
    def _col_w(cv: Canvas, width: float) -> float:
        return (width - cv.mm(10)) / 2

    def _labels(self, cv: Canvas, width: float) -> list[list[str]]:
        col_w = self._col_w(cv, width)
        font = cv.font(7.5)
        out = []
        for name in self.names:
            label = QCoreApplication.translate("print", "Signature {0}").format(name)
            lines = name_lines(cv, label, font, col_w, self.players)
            # names too long for whole lines: filled up, the last one shortened with "…"
            out.append(lines if len(lines) <= SIGNATURE_LINES
                       else cv.wrap_at_most(label, font, col_w, SIGNATURE_LINES))
        return out

    def _row_heights(self, cv: Canvas, width: float) -> list[float]:
        labels = self._labels(cv, width)
        lh = cv.line_height(cv.font(7.5))
        # room to sign above the line, the label under it, space before the next row
        return [max(cv.mm(11.5), cv.mm(8.8) + lh * max(len(x) for x in labels[i:i + 2]))
                + cv.space(2.5) for i in range(0, len(labels), 2)]

    def height(self, cv: Canvas, width: float) -> float:
        return sum(self._row_heights(cv, width))

    def paint(self, p: QPainter, cv: Canvas, x: float, y: float, width: float) -> None:
        col_w = self._col_w(cv, width)
        small = cv.font(7.5)
        labels = self._labels(cv, width)
        top = y
        for row, row_h in enumerate(self._row_heights(cv, width)):
            line_y = top + cv.mm(8)
            for i in range(2 * row, min(2 * row + 2, len(labels))):
                left = x + (i % 2) * (col_w + cv.mm(10))
                p.setPen(pen(INK, cv, 0.25))
                p.drawLine(QPointF(left, line_y), QPointF(left + col_w, line_y))
                p.setPen(GREY)
                draw_lines(p, cv, labels[i], small,
                           QRectF(left, line_y + cv.mm(0.8), col_w, row_h - cv.mm(8.8)))
            top += row_h


# -- pages ------------------------------------------------------------------------------


@dataclass
class Page:
    placed: list[tuple[Block, float]] = field(default_factory=list)


@dataclass
class Frame:
    """What every page shows: the header blocks on top, a footer line at the bottom."""

    header: list[Block]
    footer_left: str = ""


def _footer_height(cv: Canvas) -> float:
    return cv.line_height(cv.font(7.5)) + cv.mm(2.5)


def _header_height(cv: Canvas, frame: Frame) -> float:
    width = cv.area.width()
    return sum(b.height(cv, width) for b in frame.header) + cv.mm(2.5)


def paginate(cv: Canvas, frame: Frame, blocks: Sequence[Block]) -> list[Page]:
    """Place *blocks* on pages below the header; a block that does not fit starts a page,
    with those it keeps with it, except after a loose link (:attr:`Block.part_loosely`)
    where the blocks before it fit and keeping them all would leave :data:`SPARE` empty."""
    width = cv.area.width()
    top = cv.area.top() + _header_height(cv, frame)
    bottom = cv.area.bottom() - _footer_height(cv)
    heights = [b.height(cv, width) for b in blocks]
    pages = [Page()]
    y = top
    parted: set[int] = set()  # the loose links parted: the blocks after them start a page
    for i, block in enumerate(blocks):
        page = pages[-1]
        if block.skip_at_top and not page.placed:
            continue
        need = heights[i]
        j = i
        while (blocks[j].keep_with_next and j + 1 < len(blocks) and j not in parted):
            if (blocks[j].part_loosely and page.placed and y + need <= bottom
                    and y + need + sum(heights[j + 1:_chain_end(blocks, j) + 1]) > bottom
                    and bottom - y > (bottom - top) * SPARE):
                parted.add(j)  # what is kept so far fills the page; the rest starts the next
                break
            j += 1
            need += heights[j]
        if need > bottom - top:  # cannot be kept together on any page: keep less
            need = _most_kept(blocks, heights, i, bottom - top)
        if (y + need > bottom or block.new_page) and page.placed:
            if block.skip_at_top:
                continue
            pages.append(Page())
            page = pages[-1]
            y = top
        if block.head is not None and not page.placed:
            page.placed.append((block.head, y))
            y += block.head.height(cv, width)
        page.placed.append((block, y))
        y += heights[i]
    return pages


def _chain_end(blocks: Sequence[Block], i: int) -> int:
    """The last block that block *i* keeps with it."""
    while blocks[i].keep_with_next and i + 1 < len(blocks):
        i += 1
    return i


def _most_kept(blocks: Sequence[Block], heights: Sequence[float], i: int, room: float
               ) -> float:
    """The height of block *i* and as many of the blocks it keeps with as a page holds
    (at least the next one): a chain taller than a page (a landscape Coiffeur's board,
    signatures and statistics) kept only a block and the next, and left its section title
    alone at the foot of page 1."""
    if not blocks[i].keep_with_next or i + 1 >= len(blocks):
        return heights[i]
    need, j = heights[i] + heights[i + 1], i + 1
    while (blocks[j].keep_with_next and j + 1 < len(blocks)
           and need + heights[j + 1] <= room):
        j += 1
        need += heights[j]
    return need


def paint_pages(p: QPainter, cv: Canvas, frame: Frame, pages: Sequence[Page]) -> None:
    """Paint every page: header, the placed blocks, and the footer with "Page x of y"."""
    device = cv.device
    width = cv.area.width()
    x = cv.area.left()
    for number, page in enumerate(pages, start=1):
        if number > 1:
            device.newPage()
        y = cv.area.top()
        for block in frame.header:
            block.paint(p, cv, x, y, width)
            y += block.height(cv, width)
        p.setPen(pen(INK, cv, 0.5))
        rule = y + cv.mm(0.8)
        p.drawLine(QPointF(x, rule), QPointF(x + width, rule))
        for block, top in page.placed:
            block.paint(p, cv, x, top, width)
        _paint_footer(p, cv, frame, number, len(pages))


def _paint_footer(p: QPainter, cv: Canvas, frame: Frame, number: int, count: int) -> None:
    font = cv.font(7.5)
    lh = cv.line_height(font)
    x, width = cv.area.left(), cv.area.width()
    top = cv.area.bottom() - lh
    p.setPen(pen(LIGHT, cv, 0.25))
    p.drawLine(QPointF(x, top - cv.mm(1.2)), QPointF(x + width, top - cv.mm(1.2)))
    p.setPen(GREY)
    page = QCoreApplication.translate("print", "Page {0} of {1}").format(number, count)
    page_w = cv.width(page, font) + cv.mm(2)
    left = cv.metrics(font).elidedText(frame.footer_left, Qt.TextElideMode.ElideRight,
                                       width - page_w - cv.mm(4))
    draw_lines(p, cv, [left], font, QRectF(x, top, width - page_w, lh))
    draw_lines(p, cv, [page], font, QRectF(x + width - page_w, top, page_w, lh),
               Align.AlignRight)


def paint_document(device: QPagedPaintDevice, frame: Frame,
                   build: Callable[[Canvas], list[Block]], tighten: bool = False) -> int:
    """Lay out and paint a whole sheet on *device*; returns the number of pages. With
    *tighten*, a sheet of more than one page is laid out again with less space between its
    blocks (:data:`TIGHT`), and printed so where that saves a page."""
    p = QPainter()
    if not p.begin(device):
        raise JassError("cannot paint on the printer or PDF file")
    try:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        cv = Canvas(device)
        pages = paginate(cv, frame, build(cv))
        if tighten and len(pages) > 1:
            for air in TIGHT:  # the least tightening that saves a page
                tight = Canvas(device, air=air)
                fewer = paginate(tight, frame, build(tight))
                if len(fewer) < len(pages):
                    cv, pages = tight, fewer
                    break
        paint_pages(p, cv, frame, pages)
        return len(pages)
    finally:
        p.end()
