"""The names over a board's columns: one rule for every board that heads its columns with
names (the Molotow's, the Differenzler's and the Punktetafel's table, the Handjass' slate, the
Fahnder's and the Guggitaler's sheets, the Pandur's list; docs/window.md).

A name is written in the heads' common size: the largest in which every name fits, or, where
that is too small to read, a larger one, but only so large that every name of up to
:data:`USUAL` letters is still whole in it (:func:`heads_font`: "Jean-Marc" was cut to
"Jean-…" on a French netbook's finished Molotow, whose heads had grown taller), and a step
smaller (:data:`STEP`) where that keeps a longer name whole too. One that needs
a little less room is written a little smaller (down to :data:`LEAST`, three quarters of that
size) and whole; one of several words, or of two joined by a hyphen, that needs less still
goes on two lines where the head has their height (no smaller than that either: "Team" over
"North", "Jean-" over "Marc"). Only then is it shortened with "…" (on two lines where the
head has their height, the first whole: "Hansruedi" over "Zimmermann-…"), and never so that two
heads read the same: heads shortened alike ("Team …" twice, the winner's among them on an
English trial's netbook) keep what tells them apart instead, the words after those they share
("…North", "…South"), else their ends ("Stamm…Nord").

The round-by-round table (Molotow, Differenzler, Punktetafel) writes every head in one size
(:func:`one_size_heads`): the heads' size or down to a step smaller, every name on one line;
else the largest size, no smaller than the window's text, in which every name that can be
whole on one line or two is whole; its heads grow to two lines' height where a name wants them
and the rows leave the room (:func:`wanted_height`). A name too wide even so is shortened in
that size, on two lines where it can be (a German trial's board wrote "Hansruedi
Müller-Lüdenscheid" smaller than "Margrit Odermatt", its lower half empty; a French netbook's
Molotow of five wrote "Marie-Cl…" on one line, a French Differenzler one name in 11 px beside
others in 12 and 13).

A board that measures nothing else with its names takes the whole rule in one call,
:func:`fitted_heads` (the Handjass' slate, the Fahnder's and the Guggitaler's sheets, the
Pandur's list), every head in one size too (:func:`one_size_heads`; each name as large as it
fitted, down to three quarters of its neighbours, looked unlike the other boards'), the names'
row made higher for a second line from the board's largest rows (:func:`name_row_growth`):
measuring its names its own way, the slate once wrote a long name on one line wider than its
column, clipped at both ends, and every other name as small as that one; the sheets wrote
every name as small as the longest allowed, down to 12 px.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

from .chalk import fit_font
from .striche import common_font

#: the smallest size of a name written whole, against the heads' common size
LEAST = 0.75
#: a name of up to this many letters is whole wherever a name can be read (the forms' rule,
#: docs/window.md): a longer one is shortened before it makes every head smaller by more
#: than a step
USUAL = 16
#: the step: every head may be written this much smaller (seven eighths: 14 px for 16) where
#: that keeps a longer name whole
STEP = 0.875
ELLIPSIS = "…"
#: the heads' readable size in pixels, where their box is high enough (:func:`readable_px`)
READABLE = 16.0


@dataclass(frozen=True)
class Head:
    """A column's head as painted: the name (whole, on two lines joined by a line break, or
    shortened with "…") and its font."""

    text: str
    font: QFont
    shortened: bool = False
    #: on two lines broken after a hyphen ("Jean-" over "Marc"): read without a space
    hyphen: bool = False


def whole_head(name: str, font: QFont, box: QRectF, least: float = LEAST) -> Head | None:
    """*name* whole in *box* (its width and height): in *font*, a little smaller on one line,
    or on two lines, each no smaller than *least* of *font*; None where it is not whole in
    any of them."""
    if QFontMetricsF(font).horizontalAdvance(name) <= box.width():
        return Head(name, font)
    smallest = font.pixelSize() * least
    own = fit_font(font, name, QRectF(0, 0, box.width(), box.height()), bold=font.bold(),
                   max_px=font.pixelSize())
    if own.pixelSize() >= smallest and QFontMetricsF(own).horizontalAdvance(name) <= box.width():
        return Head(name, own)
    return _on_two_lines(name, font, box, smallest)


def _on_two_lines(name: str, font: QFont, box: QRectF, smallest: float) -> Head | None:
    """*name* whole on two lines in *box*, in *font* or smaller down to *smallest* pixels;
    None where it is not."""
    best: Head | None = None
    best_width = 0.0
    for first, second, hyphen in line_cuts(name):
        if not first.strip() or not second.strip():
            continue
        text = f"{first}\n{second}"
        two = fit_font(font, text, box, bold=font.bold(), max_px=font.pixelSize())
        metrics = QFontMetricsF(two)
        width = max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(second))
        if (two.pixelSize() < smallest or width > box.width()
                or metrics.lineSpacing() * 2 > box.height()):
            continue
        # the largest size; of those, the lines most alike ("Anna &" / "Dora" or "Anna" /
        # "& Dora": the shorter widest line)
        if (best is None or two.pixelSize() > best.font.pixelSize()
                or (two.pixelSize() == best.font.pixelSize() and width < best_width)):
            best, best_width = Head(text, two, hyphen=hyphen), width
    return best


def two_lines_alike(names: Sequence[str], heads: list[Head], box: QRectF,
                    least: float = LEAST) -> list[Head]:
    """Where a head is on two lines, a name written smaller on one line goes on two lines
    too where that writes it larger: the heads side by side alike (a Coiffeur's
    "Jean-Daniel" over "& Hansruedi" beside "Marie-Claude & Gertrud" on one line a size
    smaller, a trial's at 1024×600)."""
    if not any("\n" in head.text for head in heads):
        return heads
    largest = max(heads, key=lambda head: head.font.pixelSize()).font
    alike = []
    for name, head in zip(names, heads, strict=True):
        if "\n" not in head.text and not head.shortened:
            two = _on_two_lines(name, largest, box, head.font.pixelSize() + 1)
            head = two or head
        alike.append(head)
    return alike


def line_cuts(name: str) -> list[tuple[str, str, bool]]:
    """Where *name* may go on two lines: at a space (dropped), or after a hyphen between
    letters, which stays at the end of the first line ("Jean-" over "Marc": six Molotow
    columns on a French netbook cut it to "Jean-…")."""
    cuts = []
    for i, char in enumerate(name):
        if char == " ":
            cuts.append((name[:i], name[i + 1:], False))
        elif char == "-" and 0 < i < len(name) - 1 and name[i - 1].isalpha() and name[
                i + 1].isalpha():
            cuts.append((name[:i + 1], name[i + 1:], True))
    return cuts


def heads_font(names: Sequence[str], fitted: QFont, readable: float, box: QRectF,
               least: float = LEAST) -> QFont:
    """The heads' common font: *fitted* (every name fits *box* in it, on one line) where it is
    at least *readable* pixels; else the largest size up to *readable* in which every name of
    up to :data:`USUAL` letters that is whole in *fitted* is still whole (:func:`whole_head`),
    *fitted* at the least; and a step smaller than that (:data:`STEP`) where that keeps
    every name whole, a longer one too.
    One long name does not make every head tiny (it is shortened where a step smaller is
    not enough), and a head grown taller (a finished Molotow without its "deals" line) does
    not cut a name it wrote whole."""
    if fitted.pixelSize() >= readable:
        return fitted
    # the names to keep whole: those of usual length that are whole at all (in *fitted*, the
    # smallest size there is, a ten-letter name of six narrow columns may not be)
    usual = [name for name in names
             if len(name) <= USUAL and whole_head(name, fitted, box, least) is not None]
    for px in range(int(readable), fitted.pixelSize(), -1):
        font = QFont(fitted)
        font.setPixelSize(px)
        if all(whole_head(name, font, box, least) is not None for name in usual):
            return _a_step_smaller(names, font, fitted, box, least)
    return fitted


def _a_step_smaller(names: Sequence[str], font: QFont, fitted: QFont, box: QRectF,
                    least: float) -> QFont:
    """*font*, or the largest size down to :data:`STEP` of it (and *fitted*'s) in which
    every name is whole, a longer one too: "Hansruedi" over "Zimmermann-Bärtschi" needed
    150 px at three quarters of 16 px in a Handjass column of 145 at 1280×728, and was
    shortened to "Hansruedi Zi…"; at 14 px it is whole (11 px, on two lines)."""
    if all(whole_head(name, font, box, least) is not None for name in names):
        return font
    lowest = max(math.ceil(font.pixelSize() * STEP), fitted.pixelSize())
    for px in range(font.pixelSize() - 1, lowest - 1, -1):
        smaller = QFont(font)
        smaller.setPixelSize(px)
        if all(whole_head(name, smaller, box, least) is not None for name in names):
            return smaller
    return font


def readable_px(box_h: float) -> float:
    """The heads' readable size in a box *box_h* high: :data:`READABLE`, or less in a low
    head (two thirds of its height)."""
    return min(READABLE, box_h * 0.65)


def fitted_heads(base: QFont, names: Sequence[str], box: QRectF, floor: float,
                 elide_width: float = 0.0) -> list[Head]:
    """The whole rule for columns headed *box* wide and high, every head in one size
    (:func:`one_size_heads`, as the round-by-round table's), no smaller than *floor* pixels
    (the window's text): from the largest bold size of *base* in which every name fits on
    one line, or, where that is below the readable size (:func:`readable_px`),
    :func:`heads_font`'s. Each name a little smaller than its neighbours (down to three
    quarters) made a long name look unlike the other boards' (a Guggitaler of four at
    1024×600 wrote "Jean-Baptiste" at 10 px beside "Rosemarie" at 13)."""
    if not names:
        return []
    fitted = common_font(base, list(names), box, bold=True)
    font = heads_font(names, fitted, readable_px(box.height()), box)
    return one_size_heads(names, font, box, usual_floor(names, font, box, floor),
                          elide_width)


def usual_floor(names: Sequence[str], font: QFont, box: QRectF, floor: float) -> float:
    """*floor*, or lower, down to :data:`LEAST` of it, where every name of up to
    :data:`USUAL` letters is whole only there: a head too low for two lines keeps them whole
    in one smaller size (a Guggitaler at 1014×556 cut "Käthi Müll…" and "Ueli Schüp…" in
    the window's 12 px, whole at 10)."""
    usual = [name for name in names if len(name) <= USUAL]
    top = min(math.ceil(floor), font.pixelSize())

    def whole_at(px: int) -> bool:
        size = _resized(font, px)
        lines = 2 if two_lines_height(size) <= box.height() else 1
        return all(_in_size(name, size, box, lines) for name in usual)

    for px in range(top, math.ceil(top * LEAST) - 1, -1):
        if whole_at(px):
            return float(min(px, floor))
    return floor


def column_heads(names: Sequence[str], font: QFont, box: QRectF, elide_width: float = 0.0,
                 least: float = LEAST) -> list[Head]:
    """Every column's head: *names* in *font* (the heads' common one), each in a head of
    *box*'s width and height, whole where :func:`whole_head` finds a way, else shortened
    with "…" to *elide_width* (the box's width if not given) so that no two heads read the
    same, no larger than the largest whole head."""
    width = elide_width or box.width()
    found = [whole_head(name, font, box, least) for name in names]
    short = _shortened_font(font, found)
    heads: list[Head] = []
    for name, head in zip(names, found, strict=True):
        if head is None:
            head = _two_lines_shortened(name, short, box, least) or Head(
                QFontMetricsF(short).elidedText(name, Qt.TextElideMode.ElideRight, width),
                short, shortened=True)
        heads.append(head)
    for group in _alike(names, heads):
        _tell_apart(names, heads, group, short, box, width, least)
    return heads


def one_size_heads(names: Sequence[str], font: QFont, box: QRectF, floor: float,
                   elide_width: float = 0.0) -> list[Head]:
    """Every head in one size (the round-by-round table's: a French netbook's Differenzler
    wrote "Anne-Françoise" over "Rey-Mermet" at 11 px beside "Marie-Claire Vuilleumie…" at
    12): :func:`heads_size`'s; in it each name on one line, else on two (broken at a space or
    after a hyphen) where *box* has their height, else shortened with "…", on two lines where
    it can be, the first whole ("Marie-Claire" over "Vuilleumier-…", not "Marie-Cl…")."""
    px, lines = heads_size(names, font, box, floor)
    size = _resized(font, px)
    width = elide_width or box.width()
    heads = []
    for name in names:
        head = _in_size(name, size, box, lines)
        if head is None and lines == 2:  # shortened in the whole width, as on one line
            head = _two_lines_shortened(name, size, QRectF(0, 0, width, box.height()), 1.0)
        heads.append(head or Head(QFontMetricsF(size).elidedText(
            name, Qt.TextElideMode.ElideRight, width), size, shortened=True))
    for group in _alike(names, heads):
        _tell_apart(names, heads, group, size, box, width, 1.0)
    return heads


def heads_size(names: Sequence[str], font: QFont, box: QRectF, floor: float) -> tuple[int, int]:
    """The heads' one size and their lines (1 or 2) in *box*: *font*'s size, or down to a step
    smaller (:data:`STEP`), where every name is whole on one line; else the largest size
    down to *floor* pixels in which every name that is whole at all (on two lines where
    *box* has their height in *floor*) is whole on its one or two lines; *floor* where
    none is. A name too long even so is shortened in that size."""
    top = font.pixelSize()
    floor = min(int(math.ceil(floor)), top)

    def lines_at(px: int) -> int:
        return 2 if two_lines_height(_resized(font, px)) <= box.height() else 1

    for px in range(top, max(math.ceil(top * STEP), floor) - 1, -1):
        if all(_in_size(name, _resized(font, px), box, 1) for name in names):
            return px, 1
    least = _resized(font, floor)
    kept = [name for name in names if _in_size(name, least, box, lines_at(floor))]
    for px in range(top, floor, -1):
        if all(_in_size(name, _resized(font, px), box, lines_at(px)) for name in kept):
            return px, lines_at(px)
    return floor, lines_at(floor)


def two_lines_height(font: QFont) -> float:
    """The height two lines of a head in *font* take (:func:`_on_two_lines`: their line
    spacing, and the room fit_font asks of two lines in this size)."""
    return max(QFontMetricsF(font).lineSpacing() * 2, font.pixelSize() * 2.5) + 1


def wanted_height(names: Sequence[str], font: QFont, width: float, floor: float) -> float:
    """The height the heads of *names* want for :func:`one_size_heads` in a column *width*
    wide: two lines' in their size where a name is better on two lines (whole, or more of
    it before the "…"), else 0 (one line is enough)."""
    tall = QRectF(0, 0, width, 10_000.0)
    px, lines = heads_size(names, font, tall, floor)
    if lines == 1 or all(_in_size(name, _resized(font, px), tall, 1) for name in names):
        return 0.0
    return two_lines_height(_resized(font, px))


def two_lines_wanted(base: QFont, names: Sequence[str], width: float, floor: float) -> float:
    """The height the heads of *names* want in a column *width* wide for a name on two
    lines in the window's text (*floor* pixels, bold *base*): :func:`wanted_height` in that
    size, 0 where every name is whole on one line in it. The boards whose name row is a
    share of their height (the Fahnder's and Guggitaler's sheets, the Handjass' slate) make
    it this high from their largest rows, as the round-by-round table does from its rows."""
    font = QFont(base)
    font.setBold(True)
    font.setPixelSize(max(1, math.ceil(floor)))
    return wanted_height(names, font, width, floor)


def name_row_growth(names: Sequence[str], base: QFont, width: float, floor: float,
                    row_h: float, name_share: float, giver_h: float) -> float:
    """How much higher a board's names' row (*row_h* high, its name box *name_share* of it)
    is made so that its name box has :func:`two_lines_wanted`'s height, taken from a row
    *giver_h* high (the Striche's), which keeps four fifths of its height at least."""
    wanted = two_lines_wanted(base, names, width, floor) / name_share
    return min(max(0.0, wanted - row_h), giver_h * 0.2)


def _resized(font: QFont, px: int) -> QFont:
    size = QFont(font)
    size.setPixelSize(px)
    return size


def _in_size(name: str, font: QFont, box: QRectF, lines: int) -> Head | None:
    """*name* whole in exactly *font*'s size, on one line or (*lines* 2) on two; None where
    not."""
    if QFontMetricsF(font).horizontalAdvance(name) <= box.width():
        return Head(name, font)
    return _on_two_lines(name, font, box, font.pixelSize()) if lines == 2 else None


def _two_lines_shortened(name: str, font: QFont, box: QRectF, least: float) -> Head | None:
    """*name* on two lines where the head has their height, the first whole and the second
    shortened with "…" ("Hansruedi" over "Zimmermann-…": a netbook's Handjass slate wrote
    "Hansrue…" on one line of a head two lines high): in *font*, or a little smaller (down to
    *least* of it), the first line as long as fits; None where no first line fits."""
    smallest = math.ceil(font.pixelSize() * least)
    for px in range(font.pixelSize(), smallest - 1, -1):
        two = QFont(font)
        two.setPixelSize(px)
        metrics = QFontMetricsF(two)
        if metrics.lineSpacing() * 2 > box.height():
            continue
        fitting = [(first, second, hyphen) for first, second, hyphen in line_cuts(name)
                   if first.strip() and second.strip()
                   and metrics.horizontalAdvance(first) <= box.width()]
        if not fitting:
            continue
        first, second, hyphen = max(fitting, key=lambda cut: len(cut[0]))
        rest = metrics.elidedText(second, Qt.TextElideMode.ElideRight, box.width())
        if rest == ELLIPSIS:  # nothing of the rest: one line says as much
            return None
        return Head(f"{first}\n{rest}", two, shortened=True, hyphen=hyphen)
    return None


def _shortened_font(font: QFont, found: Sequence[Head | None]) -> QFont:
    """The font of the shortened heads: *font*, or the largest whole head's size where every
    whole head is smaller (a Handjass slate on a netbook wrote "Hansrue…" at 14 px beside
    names whole at 12 and 11: the largest head said least; at 12 px, "Hansruedi …")."""
    sizes = [head.font.pixelSize() for head in found if head is not None]
    if not sizes or max(sizes) >= font.pixelSize():
        return font
    smaller = QFont(font)
    smaller.setPixelSize(max(sizes))
    return smaller


def _read(head: Head) -> str:
    """A head as it reads: its lines joined (after a hyphen without a space)."""
    return ("" if head.hyphen else " ").join(head.text.split("\n"))


def _alike(names: Sequence[str], heads: list[Head]) -> list[list[int]]:
    """The groups of shortened heads that read as another head does (of different names)."""
    groups: dict[str, list[int]] = {}
    for i, head in enumerate(heads):
        groups.setdefault(_read(head), []).append(i)
    return [group for group in groups.values()
            if len({names[i] for i in group}) > 1 and any(heads[i].shortened for i in group)]


def _tell_apart(names: Sequence[str], heads: list[Head], group: list[int], font: QFont,
                box: QRectF, width: float, least: float) -> None:
    """The shortened heads of *group* written so that each reads apart from every other head:
    the words after those the group's names share, else the name's start and end, else its
    end; the first way that tells them all apart."""
    shortened = [i for i in group if heads[i].shortened]
    metrics = QFontMetricsF(font)
    split = [names[i].split(" ") for i in group]
    shared = 0
    while all(len(words) > shared + 1 for words in split) and len(
            {words[shared] for words in split}) == 1:
        shared += 1
    def tail(name: str) -> Head:
        return _tail(name, shared, font, box, width, least)

    def ends(name: str) -> Head:
        return Head(metrics.elidedText(name, Qt.TextElideMode.ElideMiddle, width), font,
                    shortened=True)

    def end(name: str) -> Head:
        return Head(metrics.elidedText(name, Qt.TextElideMode.ElideLeft, width), font,
                    shortened=True)

    ways: list[Callable[[str], Head]] = [tail, ends, end] if shared else [ends, end]
    others = {_read(h) for i, h in enumerate(heads) if i not in shortened}
    for way in ways:
        tried = {i: way(names[i]) for i in shortened}
        read = [_read(head) for head in tried.values()]
        if len(set(read)) == len(read) and not others & set(read):
            for i, head in tried.items():
                heads[i] = head
            return


def _tail(name: str, shared: int, font: QFont, box: QRectF, width: float,
          least: float) -> Head:
    """*name* without its first *shared* words, after "…": whole where it fits (a little
    smaller too), else shortened at its end as well."""
    tail = ELLIPSIS + " ".join(name.split(" ")[shared:])
    one_line = QRectF(0, 0, box.width(), box.height())
    if QFontMetricsF(font).horizontalAdvance(tail) <= one_line.width():
        return Head(tail, font, shortened=True)
    own = fit_font(font, tail, one_line, bold=font.bold(), max_px=font.pixelSize())
    if own.pixelSize() >= font.pixelSize() * least and QFontMetricsF(own).horizontalAdvance(
            tail) <= one_line.width():
        return Head(tail, own, shortened=True)
    return Head(QFontMetricsF(font).elidedText(tail, Qt.TextElideMode.ElideRight, width), font,
                shortened=True)


def player_lines(players: Sequence[str]) -> list[str]:
    """A team of two players' head as its lines, a player on each ("Marie-Claire
    Vuilleumier-Bonvin" over "& Anne-Françoise Rey-Mermet"): the window's Coiffeur board
    and the printed sheet's heads alike."""
    return [players[0], *(f"& {player}" for player in players[1:])]


def players_head(players: Sequence[str], font: QFont, box: QRectF,
                 least: float = LEAST) -> Head | None:
    """A team of two players' head with each player on a line of their own ("Marie-Claire
    Vuilleumier-Bonvin" over "& Anne-Françoise Rey-Mermet"), in *font* or smaller down to
    *least* of it; where a name is wider than *box* even so, shortened with "…" on its
    line (a French trial's "Marie-Claire V…" said neither who the team was nor its second
    player). None where *box* has no room for two lines or the team is not two players."""
    if len(players) != 2:
        return None
    lines = player_lines(players)
    smallest = math.ceil(font.pixelSize() * least)
    size = QFont(font)
    for px in range(font.pixelSize(), smallest - 1, -1):
        size = QFont(font)
        size.setPixelSize(px)
        metrics = QFontMetricsF(size)
        if metrics.lineSpacing() * 2 > box.height():
            continue
        if all(metrics.horizontalAdvance(line) <= box.width() for line in lines):
            return Head("\n".join(lines), size)
    if QFontMetricsF(size).lineSpacing() * 2 > box.height():
        return None
    metrics = QFontMetricsF(size)
    cut = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, box.width()) for line in lines]
    return Head("\n".join(cut), size, shortened=True)
