"""Tables for the sheets: columns grouped per side, rows that flow over pages.

A :class:`Table` is content only; :func:`table_blocks` fits it to the page width
(natural widths, then narrower wrapping columns, then a smaller font; a table that
still does not fit is split into several tables, each with a part of the sides) and
returns one head block and one block per row. A row that starts a new page brings
the head along, so every page shows the column titles.

Whatever the names, a table always fits: a word wider than :data:`WORD_MM` (a name of 60
wide characters) is broken inside rather than widening its column. When the table does not
fit at any size with every name on one line, the left-aligned text columns of no side (the
names) write a long name on two lines, broken at a space or after a hyphen ("Hansruedi" /
"Zimmermann-Bärtschi"), a team named after its players between them first, each whole
(:func:`partner_lines`), names listed with "," each whole on its line
(:attr:`Column.listed`: a team's players, their column as wide as the longest where the page
has room), and the sides' titles break so too (a team's players each whole
on a line first, where its columns can be made that wide); only
when that does not fit either are the names narrowed to :data:`NAME_MM` and a longer one
shortened with "…", and the sides' titles wrap in narrower columns (at most
:data:`TITLE_LINES` lines, the last one shortened with "…"); then the sides are shared out
over several tables; at last the columns are squeezed, their text wrapping inside them.
Numbers are never cut.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter

from ..i18n import FSI, PDI
from .layout import (
    GREY,
    HYPHEN,
    INK,
    LIGHT,
    PARTNERS,
    SHADE,
    SHY,
    Align,
    Block,
    Canvas,
    draw_lines,
    name_lines,
    pen,
)

ALIGN = {"left": Align.AlignLeft, "right": Align.AlignRight, "center": Align.AlignHCenter}
PAD_MM = 1.1  # left and right inside a cell
VPAD_MM = 0.7  # above and below the text of a row
WORD_MM = 45.0  # a longer word does not widen its column: it is broken inside
NAME_MM = 30.0  # a name column that does not fit is this narrow, its names shortened
#: a name listed with others (:attr:`Column.listed`) wider than this is broken at its spaces
#: rather than widening its column ("Marie-Claire Vonlanthen-Bärtschi," takes 46 mm in 9 pt)
LISTED_MM = 60.0
GROUP_MM = 20.0  # ... and a side's title widens its columns to this at most
NOTE_LEFT_MM = 40.0  # a row's note stays left of the sides' columns where they leave it this
EPSILON = 0.01  # device pixels: a width measured to fit is never lost to rounding
WHOLE_PT = 1.5  # a table's font is made this much smaller, at most, to keep every cell whole
TITLE_LINES = 3  # lines of a side's title in the head, the last one shortened with "…"


@dataclass
class Column:
    title: str
    align: str = "right"
    group: int | None = None  # index into Table.groups: the side this column belongs to
    wrap: bool = False  # may be narrowed, its text then wraps
    bold: bool = False
    min_mm: float = 0.0  # at least this wide (room to write by hand)
    #: a name column's words after the name (", geschoben"): a cell ending in it keeps it
    #: when the name is shortened with "…"
    tail: str = ""
    #: as wide as its text needs and no wider: the space left goes to the other columns (a
    #: Guggitaler's games beside its players, who had only a strip at the right margin)
    natural: bool = False
    #: its text is names listed with ", " (a team's players): a line breaks between them
    #: first, each whole on its line where the column can be made that wide
    listed: bool = False


@dataclass
class Row:
    cells: list[str]
    span: tuple[int, int] | None = None  # cells[a] fills columns a .. b-1, left aligned
    note: str = ""  # a small line under the row, over the whole width
    bold: bool = False
    rule: bool = False  # a strong line above (a totals row)


@dataclass
class Table:
    columns: list[Column]
    rows: list[Row]
    groups: list[str] = field(default_factory=list)
    pt: float = 8.5
    min_pt: float = 6.5
    row_mm: float = 0.0  # least row height: room to write by hand on blank sheets
    group_mm: float = 0.0  # least height of the group titles: room for a name
    group_hint: bool = False  # group titles are small hints above a space to write in
    stripes: bool = True
    fill: bool = True  # stretch to the full width


@dataclass
class _Fit:
    table: Table
    cols: list[int]  # indices of the table's columns shown
    widths: list[float]
    pt: float
    wraps: frozenset[int] = frozenset()  # the table's columns whose text wraps
    elides: frozenset[int] = frozenset()  # ... and those whose text is shortened with "…"
    #: ... and the name columns whose names take two lines where one is too narrow, broken
    #: at a space or a hyphen only ("Hansruedi" / "Zimmermann-Bärtschi")
    names: frozenset[int] = frozenset()


def _partnered(title: str) -> str:
    """A side's title with each partner's "&" bound to the name before it (a no-break
    space, which :meth:`Canvas.wrap` never breaks at): a title breaks after its "&", as
    over the Tafel's Z, "Benoît &" / "Daniel"; in a narrow column the statistics wrote
    "Benoît" / "&" / "Daniel" (a German trial's sheet)."""
    return title.replace(" & ", "\u00a0& ")


def partner_lines(cv: Canvas, text: str, font: QFont, width: float) -> list[str]:
    """*text* (a side's name) wrapped in *width*, a team named after its players ("Anna &
    Käthi") between its players first, each whole on a line with the "&" after the first,
    as over the Tafel's Z ("Jean-Baptiste Zufferey &" / "Pierre-Alain Fournier": wrapped
    where the line was full, the Coiffeur's Team column said "Jean-Baptiste Zufferey &
    Pierre-Alain" / "Fournier"); a player too wide for a line on lines of her own, broken
    at her name's spaces, then after its hyphens, as :meth:`Canvas.wrap` breaks any text
    (which it does with a name that is no players'): :func:`.layout.name_lines`."""
    return name_lines(cv, text, font, width, text.split("\n"))


def group_lines(cv: Canvas, title: str, font: QFont, width: float) -> list[str]:
    """A side's *title* wrapped in *width* (:func:`partner_lines`: between its players
    first); a title set on its lines (:func:`_set_lines`) on one line where it fits there
    (a head of one line is lower: a trial's short Coiffeur of "Margrit & Vreni" took a
    second page)."""
    if "\n" in title and cv.width(" ".join(_set_lines(title)), font) <= width:
        return [" ".join(_set_lines(title))]
    return partner_lines(cv, title, font, width)


def _wrapping(t: Table, squeezed: bool = False) -> frozenset[int]:
    """The columns whose text wraps: the wrapping ones (every one when *squeezed*)."""
    return frozenset(ci for ci, c in enumerate(t.columns) if c.wrap or squeezed)


def _eliding(t: Table, loose: bool) -> frozenset[int]:
    """When *loose*: the left-aligned text columns of no side that do not wrap (names)."""
    if not loose:
        return frozenset()
    return frozenset(ci for ci, c in enumerate(t.columns)
                     if not c.wrap and c.align == "left" and c.group is None)


def _two_lines(cv: Canvas, text: str, font: QFont) -> float:
    """The least width in which *text* (a name) takes at most two lines, broken at a space
    or after a hyphen only, as :meth:`Canvas.wrap` breaks it: "Hansruedi" /
    "Zimmermann-Bärtschi" (its width on one line when it has no such place)."""
    whole = cv.width(text, font)
    places = [(text[:k], text[k + 1:]) for k, ch in enumerate(text) if ch == " "]
    places += [(text[:m.end()], text[m.end():]) for m in HYPHEN.finditer(text)]
    for width in sorted({max(cv.width(a, font), cv.width(b, font)) for a, b in places}):
        if width < whole and len(partner_lines(cv, text, font, width)) <= 2:
            return width
    return whole


def _spanned(row: Row, ci: int) -> bool:
    return row.span is not None and row.span[0] <= ci < row.span[1]


def _measure(cv: Canvas, t: Table, cols: list[int], pt: float, loose: bool = False,
             hyphens: bool = False, names: bool = False,
             heads: bool = False) -> tuple[list[float], list[float], list[float]]:
    """Natural, least and *whole* widths of the shown columns at *pt*: whole, every cell
    on one line and only the titles wrapped at their words ("Gewonnene / Abende"), and
    with *hyphens* at their soft hyphens and their hyphens too ("Karten- / punkte",
    "Zimmermann- / Bärtschi"); with *names* a name column's least is what its names need
    on two lines; with *heads* a side's columns are as wide as each line of a title set on
    its lines (:func:`_set_lines`)."""
    body, bold = cv.font(pt), cv.font(pt, True)
    head = cv.font(pt - 0.5, True)
    pad = 2 * cv.mm(PAD_MM)
    longest = cv.mm(WORD_MM)
    wraps = _wrapping(t)
    elides = _eliding(t, loose)
    named = _eliding(t, names)
    nat: list[float] = []
    least: list[float] = []
    whole: list[float] = []
    for ci in cols:
        col = t.columns[ci]
        content = 0.0
        word = 0.0
        two = 0.0
        seen: set[tuple[str, bool]] = set()
        for row in t.rows:
            if _spanned(row, ci):
                continue
            text = row.cells[ci]
            font = bold if (row.bold or col.bold) else body
            content = max(content, cv.width(text, font))
            if ci in wraps:
                word = max(word, min(cv.longest_word(text, font, names), longest))
            if ci in named and (text, font is bold) not in seen:
                seen.add((text, font is bold))
                two = max(two, min(_two_lines(cv, text, font), longest))
        title_w = cv.width(col.title, head)
        title_word = min(cv.longest_word(col.title if hyphens else col.title.replace(SHY, ""),
                                         head, hyphens), longest)
        n = max(content, title_w, cv.mm(col.min_mm) - pad) + pad
        if ci in wraps and names:  # beside names on two lines, as narrow as its words
            m = max(word, title_word) + pad
        elif ci in wraps:
            m = max(word, title_word, min(content, cv.mm(24))) + pad
        elif ci in named:
            m = max(two, title_word) + pad
        elif ci in elides:
            m = max(title_word, min(content, cv.mm(NAME_MM))) + pad
        else:
            m = max(content, title_word) + pad
        m = max(m, cv.mm(col.min_mm))
        nat.append(n)
        least.append(min(n, m))
        whole.append(min(n, max(content, title_word, cv.mm(col.min_mm) - pad) + pad))
    # a group's columns together are at least as wide as the longest word of its title
    gfont = cv.font(pt, True)
    for g, group_title in enumerate(t.groups):
        idx = [k for k, ci in enumerate(cols) if t.columns[ci].group == g]
        if not idx:
            continue
        need = min(cv.longest_word(_partnered(group_title), gfont, hyphens),
                   cv.mm(GROUP_MM) if loose else longest) + pad
        if heads and _has_lines(group_title):  # each line whole: as wide as the widest
            need = max(need, max(cv.width(line, gfont) for line in _head_lines(group_title))
                       + pad + EPSILON)
        for widths in (nat, least, whole):
            have = sum(widths[k] for k in idx)
            if have < need:
                for k in idx:
                    widths[k] += (need - have) / len(idx)
    return nat, least, whole


def _listed(cv: Canvas, t: Table, cols: list[int], pt: float, nat: list[float],
            least: list[float]) -> list[float]:
    """*least* with the wrapping columns of names listed (:attr:`Column.listed`) as wide as
    their widest name with its ",", up to their natural width: "Jean-Baptiste Zufferey," /
    "Pierre-Alain Fournier" where the words' least width wrote "Jean-Baptiste" / "Zufferey,
    Pierre-Alain" / "Fournier"."""
    pad = 2 * cv.mm(PAD_MM)
    out = list(least)
    for k, ci in enumerate(cols):
        col = t.columns[ci]
        if not (col.listed and col.wrap):
            continue
        font = cv.font(pt, col.bold)
        widest = max((min(cv.width(name, font), cv.mm(LISTED_MM)) + cv.width(",", font)
                      for row in t.rows if not _spanned(row, ci)
                      for name in row.cells[ci].split(", ")), default=0.0)
        out[k] = min(nat[k], max(least[k], widest + pad + EPSILON))
    return out


def _fit(cv: Canvas, t: Table, cols: list[int], width: float, pt: float,
         loose: bool = False, whole_only: bool = False,
         hyphens: bool = False, names: bool = False, heads: bool = False,
         listed: bool = False) -> list[float] | None:
    """The widths of the shown columns at *pt* in *width*, None if they do not fit;
    *whole_only*: only with every cell on one line; *hyphens*: a title may break at its
    soft hyphens and its hyphens; *names*: a name may take two lines; *heads*: a side's
    title set on its lines keeps each whole; *listed*: names listed with "," each whole on
    its line (:attr:`Column.listed`)."""
    nat, least, whole = _measure(cv, t, cols, pt, loose, hyphens, names, heads)
    total, low = sum(nat), sum(least)
    if whole_only and sum(whole) > width:
        return None
    if total <= width:
        extra = width - total if t.fill else 0.0
        # the space left goes half to the sides' columns (numbers get air), half to the
        # wrapping columns, else to the text columns
        widths = list(nat)
        sides = [k for k, ci in enumerate(cols) if t.columns[ci].group is not None]
        takers = ([k for k, ci in enumerate(cols)
                   if t.columns[ci].wrap and not t.columns[ci].natural]
                  or [k for k, ci in enumerate(cols) if t.columns[ci].align == "left"
                      and t.columns[ci].group is None and not t.columns[ci].natural])
        if sides and takers:
            for k in sides:
                widths[k] += extra / 2 / len(sides)
            extra /= 2
        elif sides:
            takers = sides
        if takers:
            return [w + (extra / len(takers) if k in takers else 0.0)
                    for k, w in enumerate(widths)]
        return [w + extra * w / total for w in widths]
    # too narrow for every title on one line: the titles wrap first, the cells (the names)
    # stay whole; a name went onto two lines ("Gody / Brönnimann") while the columns of
    # one-digit figures kept most of their one-line titles' width
    if listed:  # a list of names broken between the names only, each whole
        least = _listed(cv, t, cols, pt, nat, least)
        low = sum(least)
    if low < sum(whole) <= width:
        low, least = sum(whole), whole
    if low <= width:
        share = (width - low) / (total - low)
        return [m + (n - m) * share for n, m in zip(nat, least, strict=True)]
    return None


def _sizes(t: Table) -> list[float]:
    sizes = []
    pt = t.pt
    while pt >= t.min_pt - 1e-6:
        sizes.append(round(pt, 2))
        pt -= 0.5
    return sizes or [t.pt]


def _set_lines(title: str) -> list[str]:
    """The lines a side's *title* is set on ("Marie-Claire Vuilleumier-Bonvin" / "& Anne-
    Françoise Rey-Mermet": a Coiffeur's team named after its players, a player per line)."""
    return title.split("\n")


def _has_lines(title: str) -> bool:
    """Whether a side's *title* is set on its lines or names its players."""
    return "\n" in title or PARTNERS in title


def _head_lines(title: str) -> list[str]:
    """The lines a side's *title* keeps whole where the paper has room: those it is set on,
    else its players, the "&" after the first (:func:`partner_lines`)."""
    if "\n" in title:
        return _set_lines(title)
    players = title.split(PARTNERS)
    return [f"{player} &" for player in players[:-1]] + players[-1:]


def _uncut(cv: Canvas, t: Table, every: list[int], width: float,
           heads: bool) -> _Fit | None:
    """The table fitted with nothing shortened (with *heads*, its sides' titles set on
    their lines, or each of their players, whole too), None where it does not fit so."""
    sizes = _sizes(t)
    partners = heads and not any("\n" in title for title in t.groups)
    if partners:
        # a team's players each whole over its columns, but not in a smaller type than a
        # point and a half, nor with the names beside on two lines: the statistics of
        # "Hansruedi Zimmermann-Bärtschi & Ueli Schüpbach-Aebersold" went beside the
        # contracts chosen in 6.5 points, "of which" over "Kontermatsch", where the full
        # width writes them in 9 (its players whole too)
        sizes = [pt for pt in sizes if pt >= t.pt - WHOLE_PT]
    # a point smaller rather than names on two lines (a row twice as high for one name);
    # a title broken inside a word at its soft hyphens ("Karten- / punkte") only where that
    # keeps the names whole: the German sheet said "Stammtisch zum Gold…" where the English
    # one, its "Card / points" on two lines, had the name whole
    for hyphens in (False, True):
        for pt in (s for s in _sizes(t) if s >= t.pt - WHOLE_PT):
            widths = _fit(cv, t, every, width, pt, whole_only=True, hyphens=hyphens,
                          heads=heads)
            if widths is not None:
                return _Fit(t, every, widths, pt, _wrapping(t), frozenset())
    # names listed with "," (a team's players) each whole on its line, rather than broken
    # where the line is full ("Jean-Baptiste" / "Zufferey, Pierre-Alain" / "Fournier"),
    # in a type at most a point and a half smaller too, and then with the names beside on
    # two lines (a team named after its players between them: its Players column was
    # printed in 6.5 points to keep "A & B" on one line beside it)
    for names in (False, True) if any(c.listed for c in t.columns) else ():
        for pt in (s for s in _sizes(t) if s >= t.pt - WHOLE_PT):
            widths = _fit(cv, t, every, width, pt, hyphens=True, names=names, heads=heads,
                          listed=True)
            if widths is not None and (not names or _on_two_lines(cv, t, every, widths, pt)):
                return _Fit(t, every, widths, pt, _wrapping(t),
                            names=_eliding(t, True) if names else frozenset())
    for hyphens in (False, True):
        for pt in sizes:
            widths = _fit(cv, t, every, width, pt, hyphens=hyphens, heads=heads)
            if widths is not None:
                return _Fit(t, every, widths, pt, _wrapping(t))
    # a name on two lines, broken where a person breaks it ("Hansruedi" /
    # "Zimmermann-Bärtschi"), rather than shortened: the German Fahnder sheet said
    # "Hansruedi Zimmer…" in the Fahnder's and the partner's columns
    for pt in [] if partners else sizes:
        widths = _fit(cv, t, every, width, pt, hyphens=True, names=True, heads=heads)
        if widths is not None:
            return _Fit(t, every, widths, pt, _wrapping(t), names=_eliding(t, True))
    return None


def _on_two_lines(cv: Canvas, t: Table, cols: list[int], widths: list[float],
                  pt: float) -> bool:
    """Whether every name of the name columns takes two lines at most in *widths*, none
    shortened (a team of two long double names is wider than :data:`WORD_MM` on a line:
    "Marie-Claire" / "Vonlanthen-Bärtschi & A…")."""
    pad = 2 * cv.mm(PAD_MM)
    named = _eliding(t, True)
    return all(len(partner_lines(cv, row.cells[ci], cv.font(pt, row.bold or t.columns[ci].bold),
                                 w - pad)) <= 2
               for ci, w in zip(cols, widths, strict=True) if ci in named
               for row in t.rows if not _spanned(row, ci))


def fit_table(cv: Canvas, t: Table, width: float) -> list[_Fit]:
    """The table fitted to *width*: one fit, or several with the sides split among them."""
    every = list(range(len(t.columns)))
    # the sides' titles set on their lines (a player per line) are whole first, in a smaller
    # type down to the table's least or in wider columns: a French trial's Coiffeur sheet
    # read "Anne-Françoise…" and "Pierre-Alai…" over the entries, the paper half empty;
    # only where nothing fits so do they wrap in their columns as any title does
    set_lines = any(_has_lines(title) for title in t.groups)
    for heads in (True, False) if set_lines else (False,):
        fit = _uncut(cv, t, every, width, heads)
        if fit is not None:
            return [fit]
    for pt in _sizes(t):
        widths = _fit(cv, t, every, width, pt, loose=True, hyphens=True)
        if widths is not None:
            return [_Fit(t, every, widths, pt, _wrapping(t), _eliding(t, True))]
    groups = sorted({c.group for c in t.columns if c.group is not None})
    if len(groups) < 2:  # no sides to share out: squeeze
        return [_squeezed(cv, t, every, width)]
    # too many sides for one table: share them out over several tables
    fixed = [ci for ci in every if t.columns[ci].group is None]
    pt = max(t.min_pt, t.pt - 1.0)
    per = 1
    for k in range(len(groups) - 1, 0, -1):
        cols = fixed + [ci for ci in every if t.columns[ci].group in groups[:k]]
        if _fit(cv, t, cols, width, pt, loose=True, hyphens=True) is not None:
            per = k
            break
    chunks = -(-len(groups) // per)
    size = -(-len(groups) // chunks)
    fits = []
    for c in range(chunks):
        part = groups[c * size:(c + 1) * size]
        cols = fixed + [ci for ci in every if t.columns[ci].group in part]
        fit = None
        for pt in _sizes(t):
            widths = _fit(cv, t, cols, width, pt, loose=True, hyphens=True)
            if widths is not None:
                fit = _Fit(t, cols, widths, pt, _wrapping(t), _eliding(t, True))
                break
        fits.append(fit or _squeezed(cv, t, cols, width))
    return fits


def _squeezed(cv: Canvas, t: Table, cols: list[int], width: float) -> _Fit:
    """The last resort: the numbers keep their width and the text columns share the rest,
    their text wrapping inside words; only if the numbers alone are too wide is every
    column narrowed (and every text wraps: digits over two lines, none cut)."""
    _, least, _ = _measure(cv, t, cols, t.min_pt, loose=True)
    text = [k for k, ci in enumerate(cols)
            if t.columns[ci].wrap or (t.columns[ci].align == "left" and t.columns[ci].group
                                      is None)]
    kept = sum(w for k, w in enumerate(least) if k not in text)
    if text and kept < width:
        share = sum(least[k] for k in text) or 1.0
        widths = [least[k] * (width - kept) / share if k in text else least[k]
                  for k in range(len(cols))]
        return _Fit(t, cols, widths, t.min_pt, frozenset(cols[k] for k in text))
    scale = width / (sum(least) or 1.0)
    return _Fit(t, cols, [w * scale for w in least], t.min_pt, _wrapping(t, squeezed=True))


def title_lines(cv: Canvas, t: Table, width: float) -> int:
    """The most lines a side's title takes over its columns in *t* fitted to *width*."""
    return max((len(lines) for fit in fit_table(cv, t, width)
                for lines in _Head(fit).parts(cv)[2]), default=0)


def table_blocks(cv: Canvas, t: Table, width: float,
                 fitted_as: Table | None = None) -> list[Block]:
    """Blocks for *t*: per fitted part a head and its rows. With *fitted_as* (a table of the
    same columns, whose rows include *t*'s) the columns are as that table's: several tables
    of one list, each its columns at the same places (the seat list's Passen)."""
    blocks: list[Block] = []
    for n, fit in enumerate(fit_table(cv, fitted_as or t, width)):
        fit = replace(fit, table=t)
        if n:
            blocks.append(_Space(cv.space(3)))
        head = _Head(fit)
        blocks.append(head)
        for i, row in enumerate(t.rows):
            blocks.append(_Row(fit, row, i, head))
    return blocks


class _Space(Block):
    skip_at_top = True

    def __init__(self, px: float) -> None:
        self.px = px

    def height(self, cv: Canvas, width: float) -> float:
        return self.px

    def paint(self, p: QPainter, cv: Canvas, x: float, y: float, width: float) -> None:
        pass


def _x(fit: _Fit, x: float) -> list[float]:
    out = [x]
    for w in fit.widths:
        out.append(out[-1] + w)
    return out


def _group_spans(fit: _Fit) -> list[tuple[int, int, int]]:
    """(group, first, last + 1) positions of the groups among the shown columns."""
    spans: list[tuple[int, int, int]] = []
    for k, ci in enumerate(fit.cols):
        g = fit.table.columns[ci].group
        if g is None:
            continue
        if spans and spans[-1][0] == g and spans[-1][2] == k:
            spans[-1] = (g, spans[-1][1], k + 1)
        else:
            spans.append((g, k, k + 1))
    return spans


class _Head(Block):
    keep_with_next = True

    def __init__(self, fit: _Fit) -> None:
        self.fit = fit

    def parts(self, cv: Canvas) -> tuple[float, float, list[list[str]], list[list[str]]]:
        t, fit = self.fit.table, self.fit
        gfont = cv.font(fit.pt, True) if not t.group_hint else cv.font(fit.pt - 1)
        hfont = cv.font(fit.pt - 0.5, True)
        pad = 2 * cv.mm(PAD_MM)
        glines = []
        for g, a, b in _group_spans(fit):
            glines.append(_at_most(cv, group_lines(cv, t.groups[g], gfont,
                                                   sum(fit.widths[a:b]) - pad),
                                   gfont, sum(fit.widths[a:b]) - pad))
        tlines = [cv.wrap(t.columns[ci].title, hfont, w - pad)
                  for ci, w in zip(fit.cols, fit.widths, strict=True)]
        th = max(len(lines) for lines in tlines) * cv.line_height(hfont) + 2 * cv.mm(VPAD_MM)
        gh = 0.0
        if glines:
            gh = max(len(lines) for lines in glines) * cv.line_height(gfont) + 2 * cv.mm(VPAD_MM)
            gh = max(gh, cv.mm(t.group_mm))
            if self.beside_groups():  # the titles in the groups' row, which holds them
                gh, th = max(gh, th), 0.0
        if not any(t.columns[ci].title for ci in fit.cols):
            th = 0.0  # the group titles are the only head
        return gh, th, glines, tlines

    def beside_groups(self) -> bool:
        """Whether the titles stand in the groups' row: where only columns of no side have
        one (a Guggitaler's *Game* beside its players), their row was empty under the names
        (a trial's final board)."""
        t, fit = self.fit.table, self.fit
        return (bool(_group_spans(fit))
                and not any(t.columns[ci].title for ci in fit.cols
                            if t.columns[ci].group is not None))

    def height(self, cv: Canvas, width: float) -> float:
        gh, th, _, _ = self.parts(cv)
        return gh + th

    def paint(self, p: QPainter, cv: Canvas, x: float, y: float, width: float) -> None:
        t, fit = self.fit.table, self.fit
        gh, th, glines, tlines = self.parts(cv)
        xs = _x(fit, x)
        pad = cv.mm(PAD_MM)
        vpad = cv.mm(VPAD_MM)
        gfont = cv.font(fit.pt, True) if not t.group_hint else cv.font(fit.pt - 1)
        hfont = cv.font(fit.pt - 0.5, True)
        for (_, a, b), lines in zip(_group_spans(fit), glines, strict=True):
            rect = QRectF(xs[a] + pad, y + vpad, xs[b] - xs[a] - 2 * pad, gh - 2 * vpad)
            p.setPen(GREY if t.group_hint else INK)
            if t.group_hint:
                draw_lines(p, cv, lines, gfont, rect, Align.AlignLeft, Align.AlignTop)
            else:
                draw_lines(p, cv, lines, gfont, rect, Align.AlignHCenter, Align.AlignVCenter)
            p.setPen(pen(LIGHT, cv, 0.25))
            p.drawLine(QPointF(xs[a] + pad, y + gh), QPointF(xs[b] - pad, y + gh))
        top, row_h = (y, gh) if self.beside_groups() else (y + gh, th)
        p.setPen(INK)
        for k, (ci, lines) in enumerate(zip(fit.cols, tlines, strict=True)):
            rect = QRectF(xs[k] + pad, top + vpad, fit.widths[k] - 2 * pad, row_h - 2 * vpad)
            draw_lines(p, cv, lines, hfont, rect, ALIGN[t.columns[ci].align], Align.AlignBottom)
        p.setPen(pen(INK, cv, 0.4))
        p.drawLine(QPointF(x, y + gh + th), QPointF(xs[-1], y + gh + th))
        _group_rules(p, cv, fit, xs, y, gh + th)


def _at_most(cv: Canvas, lines: list[str], font: QFont, width: float) -> list[str]:
    """The first :data:`TITLE_LINES` of *lines*, the last shortened with "…" if more follow."""
    if len(lines) <= TITLE_LINES:
        return lines
    last = cv.metrics(font).elidedText(lines[TITLE_LINES - 1] + "…", Qt.TextElideMode.ElideRight,
                                       width)
    return [*lines[:TITLE_LINES - 1], last]


def _group_rules(p: QPainter, cv: Canvas, fit: _Fit, xs: list[float], y: float,
                 h: float, span: tuple[int, int] | None = None,
                 note: tuple[float, float] = (0.0, 0.0)) -> None:
    """Vertical lines before every side's columns (not through a spanning cell); *note*:
    where a note under the row ends and how high above it the lines left of that end
    stop."""
    p.setPen(pen(GREY, cv, 0.25))
    note_end, above = note
    for _, a, _b in _group_spans(fit):
        ci = fit.cols[a]
        if span is not None and span[0] < ci < span[1]:
            continue
        p.drawLine(QPointF(xs[a], y), QPointF(xs[a], y + (above if xs[a] < note_end else h)))


def _elided(cv: Canvas, font: QFont, text: str, width: float, tail: str = "") -> str:
    """*text* shortened with "…" to *width*; a *tail* it ends in is kept whole after the
    shortened name, and a name's isolated direction (FSI … PDI) stays closed."""
    if not tail or not text.endswith(tail) or cv.width(text, font) <= width:
        head, tail = text, ""
    else:
        head = text[:-len(tail)]
    room = max(0.0, width - cv.width(tail, font))
    short = cv.metrics(font).elidedText(head, Qt.TextElideMode.ElideRight, room)
    if short.count(FSI) > short.count(PDI):
        short += PDI
    return short + tail


def _two_lines_at_most(cv: Canvas, font: QFont, text: str, width: float,
                       tail: str = "") -> list[str]:
    """A name in a column too narrow for one line: on two lines, broken between its
    players, else at a space or a hyphen (:func:`partner_lines`); what does not fit the
    second is shortened with "…", the *tail* it ends in kept (", geschoben")."""
    lines = partner_lines(cv, text, font, width)
    if len(lines) <= 2:
        return lines
    rest = text[len(lines[0]):].lstrip(" ")
    return [lines[0], _elided(cv, font, rest, width, tail)]


class _Row(Block):
    def __init__(self, fit: _Fit, row: Row, index: int, head: _Head) -> None:
        self.fit, self.row, self.index = fit, row, index
        self.head = head

    def _cells(self, cv: Canvas) -> list[tuple[float, float, list[str], str, bool]]:
        """(left offset, width, lines, align, bold) per painted cell."""
        t, fit, row = self.fit.table, self.fit, self.row
        pad = 2 * cv.mm(PAD_MM)
        xs = _x(fit, 0.0)
        out = []
        k = 0
        while k < len(fit.cols):
            ci = fit.cols[k]
            col = t.columns[ci]
            bold = row.bold or col.bold
            font = cv.font(fit.pt, bold)
            if row.span is not None and _spanned(row, ci):
                # the span starts at its first shown column (a split table may hide some)
                end = k
                while end < len(fit.cols) and _spanned(row, fit.cols[end]):
                    end += 1
                w = xs[end] - xs[k]
                text = row.cells[row.span[0]]
                out.append((xs[k], w, cv.wrap(text, font, w - pad), "left", bold))
                k = end
                continue
            w = fit.widths[k]
            text = row.cells[ci]
            if ci in fit.wraps and col.listed:
                lines = name_lines(cv, text, font, w - pad, text.split(", "))
            elif ci in fit.wraps:
                lines = cv.wrap(text, font, w - pad)
            elif ci in fit.names:
                lines = _two_lines_at_most(cv, font, text, w - pad, col.tail)
            elif ci in fit.elides:
                lines = [_elided(cv, font, text, w - pad, col.tail)]
            else:
                lines = [text]
            out.append((xs[k], w, lines, col.align, bold))
            k += 1
        return out

    def _note_width(self, cv: Canvas, width: float) -> float:
        """The width of the note under the row's line: left of the sides' columns where
        they leave it room enough (a Pandur's "Ruedi inherits 2" under Dealer … Result),
        so that the lines before each side run the whole height of the row (stopped at the
        note, they showed as short dashes: a tester's sheet)."""
        indent = self.fit.widths[0]
        spans = _group_spans(self.fit)
        if spans:
            left = _x(self.fit, 0.0)[spans[0][1]] - indent - 2 * cv.mm(PAD_MM)
            if left >= cv.mm(NOTE_LEFT_MM):
                return left
        return width - indent - cv.mm(PAD_MM)

    def _note(self, cv: Canvas, width: float) -> list[str]:
        if not self.row.note:
            return []
        font = cv.font(self.fit.pt - 1, italic=True)
        return cv.wrap(self.row.note, font, self._note_width(cv, width))

    def height(self, cv: Canvas, width: float) -> float:
        lh = cv.line_height(cv.font(self.fit.pt))
        lines = max((len(c[2]) for c in self._cells(cv)), default=1)
        h = lines * lh + 2 * cv.mm(VPAD_MM)
        note = self._note(cv, sum(self.fit.widths))
        if note:
            h += len(note) * cv.line_height(cv.font(self.fit.pt - 1, italic=True))
        return max(h, cv.mm(self.fit.table.row_mm))

    def paint(self, p: QPainter, cv: Canvas, x: float, y: float, width: float) -> None:
        t, fit, row = self.fit.table, self.fit, self.row
        total_w = sum(fit.widths)
        h = self.height(cv, width)
        if t.stripes and self.index % 2 == 1:
            p.fillRect(QRectF(x, y, total_w, h), SHADE)
        pad, vpad = cv.mm(PAD_MM), cv.mm(VPAD_MM)
        lh = cv.line_height(cv.font(fit.pt))
        p.setPen(INK)
        for left, w, lines, align, bold in self._cells(cv):
            rect = QRectF(x + left + pad, y + vpad, w - 2 * pad, len(lines) * lh)
            draw_lines(p, cv, lines, cv.font(fit.pt, bold), rect, ALIGN[align])
        note = self._note(cv, total_w)
        nfont = cv.font(fit.pt - 1, italic=True)
        if note:
            cells_h = max((len(c[2]) for c in self._cells(cv)), default=1) * lh
            p.setPen(GREY)
            rect = QRectF(x + fit.widths[0] + pad, y + vpad + cells_h,
                          self._note_width(cv, total_w), len(note) * cv.line_height(nfont))
            draw_lines(p, cv, note, nfont, rect)
        if row.rule:
            p.setPen(pen(INK, cv, 0.4))
            p.drawLine(QPointF(x, y), QPointF(x + total_w, y))
        p.setPen(pen(LIGHT, cv, 0.2))
        p.drawLine(QPointF(x, y + h), QPointF(x + total_w, y + h))
        # the lines before each side over which a note runs stop where it begins, never
        # into it; the others run the whole row: a short note under a narrow first column
        # ("genau: Annemarie Müller-Keller") stopped them all, short dashes on every row of
        # a Differenzler of long names
        cells_h = max((len(c[2]) for c in self._cells(cv)), default=1) * lh + vpad
        note_end = (x + fit.widths[0] + 2 * pad + max(cv.width(line, nfont) for line in note)
                    if note else x)  # no note: every line runs the whole row
        _group_rules(p, cv, fit, _x(fit, x), y, h, row.span, (note_end, cells_h))
