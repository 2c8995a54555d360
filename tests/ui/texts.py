"""Every text a person can see, collected for the language tests (tests/ui/test_languages.py).

From widgets: labels, buttons, check boxes, group box and window titles, tab names, place
holders, combo box items, menus and their actions (with submenus), tool tips, status tips,
the cells and headers of tables, lists and trees (display and tool tip roles), spin box
prefixes and suffixes. From painting: every ``QPainter.drawText`` our code makes (the boards,
the charts, the printed sheets) while :class:`Painted` records. From PDF files: pdftotext.

A text is then checked word by word against the English of the catalogs: a word that only
the English source texts use (never a translation of the language, nor a name, a Jass word
kept in every language or a unit of the allow-list) is English left in a translated window.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QModelIndex, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPagedPaintDevice, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDoubleSpinBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from jasstafel import i18n

WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
#: a raw identifier of the code on screen (high_bids, last_round_double)
IDENTIFIER = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
#: markup and placeholders in source texts are not words
MARKUP = re.compile(r"<[^>]*>|\{[^{}]*\}|%n|&(?=\w)")


def _clean(text: str) -> str:
    return MARKUP.sub(" ", text)


def words(text: str) -> set[str]:
    """The words of *text*, lower case (letters only; "l'atout" is one word)."""
    return {w.lower() for w in WORD.findall(_clean(text).replace("&&", "&")) if len(w) > 1}


def catalog(code: str) -> list[tuple[str, str, list[str]]]:
    """(context, source, translations) of every message of a language's catalog."""
    root = ET.parse(i18n.TRANSLATIONS / f"jasstafel_{code}.ts").getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.findall("numerusform")] if (
                translation is not None) else []
            if translation is not None and not forms:
                forms = [translation.text or ""]
            out.append((name, message.findtext("source") or "", forms))
    return out


def english_only_words(code: str, allowed: Iterable[str]) -> set[str]:
    """Words of the English source texts that no translation into *code* uses."""
    english: set[str] = set()
    translated: set[str] = set()
    for _context, source, forms in catalog(code):
        english |= words(source)
        for form in forms:
            translated |= words(form)
    return english - translated - {a.lower() for a in allowed}


# -- collecting -------------------------------------------------------------------------------


def _columns(model, parent: QModelIndex) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # a list model keeps columnCount to itself: one column
        return 1


def _model_texts(view: QAbstractItemView) -> Iterator[str]:
    model = view.model()
    if model is None:
        return
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
        count = _columns(model, QModelIndex()) if orientation == Qt.Orientation.Horizontal else (
            model.rowCount(QModelIndex()))
        for section in range(count):
            for role in roles:
                value = model.headerData(section, orientation, role)
                if isinstance(value, str):
                    yield value

    def walk(parent: QModelIndex) -> Iterator[str]:
        for row in range(model.rowCount(parent)):
            for column in range(_columns(model, parent)):
                index = model.index(row, column, parent)
                for role in roles:
                    value = model.data(index, role)
                    if isinstance(value, str):
                        yield value
                if column == 0 and model.rowCount(index) > 0:  # a tree's children
                    yield from walk(index)

    yield from walk(QModelIndex())


def _menu_texts(menu: QMenu, seen: set[int]) -> Iterator[tuple[str, str]]:
    if id(menu) in seen:
        return
    seen.add(id(menu))
    yield "menu", menu.title()
    menu.aboutToShow.emit()  # menus filled when opened (recent files, blank sheets)
    for action in menu.actions():
        yield from _action_texts(action, seen)


def _action_texts(action, seen: set[int]) -> Iterator[tuple[str, str]]:
    yield "action", action.text()
    if action.toolTip() and action.toolTip().replace("&", "") != action.text().replace("&", ""):
        yield "action tooltip", action.toolTip()
    yield "action status tip", action.statusTip()
    if action.menu() is not None:
        yield from _menu_texts(action.menu(), seen)


def widget_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) of everything *root* and its visible children show or explain."""
    out: list[tuple[str, str]] = [("window title", root.windowTitle())]
    seen: set[int] = set()
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue  # hidden now (its menus are reached through the actions)
        where = f"{type(widget).__name__} {widget.objectName()}".strip()
        out.append((f"{where} tooltip", widget.toolTip()))
        out.append((f"{where} whatsthis", widget.whatsThis()))
        if widget.isWindow():
            out.append((f"{where} title", widget.windowTitle()))
        if isinstance(widget, QLabel):
            out.append((where, widget.text()))
        elif isinstance(widget, QAbstractButton):
            out.append((where, widget.text()))
        elif isinstance(widget, QLineEdit):
            out.append((f"{where} placeholder", widget.placeholderText()))
        elif isinstance(widget, QComboBox):
            out += [(f"{where} item", widget.itemText(i)) for i in range(widget.count())]
        elif isinstance(widget, QGroupBox):
            out.append((where, widget.title()))
        elif isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                out += [(f"{where} tab", widget.tabText(i)), (f"{where} tab", widget.tabToolTip(i))]
        elif isinstance(widget, QAbstractItemView):
            out += [(where, text) for text in _model_texts(widget)]
        if isinstance(widget, QSpinBox | QDoubleSpinBox):
            out += [(where, widget.prefix()), (where, widget.suffix())]
        if isinstance(widget, QAbstractSpinBox):
            out.append((where, widget.specialValueText()))
        if isinstance(widget, QMenu):
            out += list(_menu_texts(widget, seen))
        for action in widget.actions():
            out += list(_action_texts(action, seen))
    return [(where, text) for where, text in out if text and text.strip()]


class Painted:
    """Records the text of every ``QPainter.drawText`` made inside ``with Painted() as p``."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self._original = QPainter.drawText

    def __enter__(self) -> Painted:
        original = self._original

        def draw_text(painter, *args):
            self.texts.extend(a for a in args if isinstance(a, str))
            return original(painter, *args)

        QPainter.drawText = draw_text
        return self

    def __exit__(self, *exc) -> None:
        QPainter.drawText = self._original


@dataclass
class Box:
    """A text painted into a rect: the rect, the painter's font, where the glyphs went."""

    rect: QRectF
    font: QFont
    glyphs: QRectF
    text: str
    paper: bool = False  # painted on a page (a PDF, a printer), not on a widget
    ink: QColor | None = None  # the painter's pen


class PaintedBoxes(list):
    """Every text painted into a rect (``drawText(rect, flags, text)``) inside ``with
    PaintedBoxes() as painted``, on a widget, in a PDF or on paper, each as a :class:`Box`:
    *painted* is the list of them (also ``painted.boxes``)."""

    def __init__(self) -> None:
        super().__init__()
        self._original = QPainter.drawText

    @property
    def boxes(self) -> list[Box]:
        return self

    def __enter__(self) -> PaintedBoxes:
        original = self._original

        def record(painter, *args):
            if isinstance(args[0], QRectF) and isinstance(args[-1], str):
                rect, text = QRectF(args[0]), args[-1]
                flags = args[1] if len(args) == 3 else 0
                self.append(Box(rect, QFont(painter.font()),
                                painter.boundingRect(rect, flags, text), text,
                                isinstance(painter.device(), QPagedPaintDevice),
                                QColor(painter.pen().color())))
            return original(painter, *args)

        QPainter.drawText = record
        return self

    def __exit__(self, *exc) -> None:
        QPainter.drawText = self._original

    def cut(self, slack: float = 0.01) -> list[str]:
        """The texts wider or higher than the rect they were painted in (Qt cuts them at its
        edges), *slack* (a share of the rect) allowed for rounding."""
        return [box.text for box in self
                if box.glyphs.width() > box.rect.width() * (1 + slack) + 1
                or box.glyphs.height() > box.rect.height() * (1 + slack) + 1]


def painted_boxes(widget: QWidget) -> list[Box]:
    """Every text *widget* paints into a rect (``drawText(rect, flags, text)``) as it
    grabs itself: what a person sees on a board, with its size and its place."""
    with PaintedBoxes() as boxes:
        widget.grab()
    return boxes


@dataclass
class Word:
    """A word of a PDF page as pdftotext places it, in points from the page's top left."""

    text: str
    left: float
    top: float
    right: float
    bottom: float

    def over(self, other: Word, slack: float = 0.5) -> bool:
        """True where the two words' boxes cover each other (more than *slack* points each
        way): one printed on top of the other."""
        return (min(self.right, other.right) - max(self.left, other.left) > slack
                and min(self.bottom, other.bottom) - max(self.top, other.top) > slack)


def pdf_words(path: Path) -> list[list[Word]]:
    """The words of every page of a PDF with their boxes (pdftotext -bbox)."""
    tool = shutil.which("pdftotext")
    assert tool is not None, "pdftotext (poppler-utils) is needed"
    out = subprocess.run([tool, "-bbox", str(path), "-"], capture_output=True, text=True,
                         check=True).stdout
    root = ET.fromstring(out[out.index("<html"):])
    ns = "{http://www.w3.org/1999/xhtml}"
    return [[Word(w.text or "", *(float(w.get(k) or 0) for k in ("xMin", "yMin", "xMax", "yMax")))
             for w in page.iter(f"{ns}word")] for page in root.iter(f"{ns}page")]


def printed_over(page: list[Word]) -> list[tuple[str, str]]:
    """The pairs of words of a page printed one on top of the other."""
    return [(a.text, b.text) for i, a in enumerate(page) for b in page[i + 1:] if a.over(b)]


def pdf_text(path: Path) -> str:
    tool = shutil.which("pdftotext")
    assert tool is not None, "pdftotext (poppler-utils) is needed"
    return subprocess.run([tool, "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout


# -- checking ---------------------------------------------------------------------------------


def english_in(texts: Iterable[tuple[str, str]], english: set[str]) -> list[str]:
    """The texts that still show a word of *english*, with the words found."""
    problems = []
    for where, text in texts:
        found = sorted(words(text) & english)
        if found:
            problems.append(f"{where}: {text!r} ({', '.join(found)})")
    return sorted(set(problems))


def identifiers_in(texts: Iterable[tuple[str, str]]) -> list[str]:
    """Texts that show a raw name of the code (snake_case) instead of words."""
    return sorted({f"{where}: {text!r}" for where, text in texts
                   if IDENTIFIER.search(_clean(text))})


def tip_text(tip: str) -> str:
    """A tooltip as it reads: names are given as escaped rich text (``<qt>…</qt>``, so that a
    name with a tag in it is never HTML), line breaks as ``<br>``."""
    import html

    if not tip.startswith("<qt>"):
        return tip
    return html.unescape(tip.removeprefix("<qt>").removesuffix("</qt>").replace("<br>", "\n"))
