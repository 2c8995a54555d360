"""A label for a sentence of the window (a refusal, what Enter will write) that wraps as a
reader expects: French sets a space before ":", ";", "!" and "?" ("pas 200 : une donne"),
and a label that wraps there began its next line with the colon. Shown, that space does
not break, a hyphenated name stays whole (:func:`unbroken_names`), and a right-to-left
name keeps the numbers after it in their order (:func:`jasstafel.i18n.isolate_rtl`);
:meth:`SentenceLabel.text` gives the sentence as it was set (tests, copying)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from ... import i18n

#: a space before the French high punctuation, and inside the French quotation marks
_BEFORE = re.compile(r" ([:;!?»])")
_AFTER = re.compile(r"(«) ")


#: a score: a number, with its sign and the Swiss thousands mark
_SCORE = r"[−+-]?\d[\d'’]*"
#: a run of scores separated by " · " ("2 · 4 · 0 · 3"), with the arrow before it
_SCORES = re.compile(rf"(?:→ )?{_SCORE}(?: · {_SCORE})+")
#: the space before a score that ends an item ("Beat writes 3  ·  …", "… +2;")
_ITEM_SCORE = re.compile(rf" (?={_SCORE}(?:$|[;,)]| +·))")
#: the space after a place's number that begins an item ("…, 4 Marco 0", "4. Marco",
#: "4e Marco": ``i18n.rank``), after a list's ":" or ","
_ITEM_RANK = re.compile(r"(?:(?<=, )|(?<=: )|(?<=:\u00a0))(\d+(?:\.|er|re|e)?) (?=\S)")
#: the spaces after an item's separator
_AFTER_DOT = re.compile(r"· +")
#: the most scores of a run kept on one line (a Punktetafel of twelve breaks between them)
_SCORES_TOGETHER = 6
#: a hyphen between two letters: a double name's ("Anne-Catherine"), "tapez-la"
_NAME_HYPHEN = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")
#: as wide as "-" and drawn the same, but no line is broken after it
NO_BREAK_HYPHEN = "\u2011"


def unbroken_names(text: str) -> str:
    """*text* as shown in a line that wraps: a hyphen between letters a non-breaking one,
    so that a double name stays whole (a French trial's Differenzler read "Anne-" at the end
    of a line and "Catherine" on the next, two names). Only for the display: what is copied,
    saved or exported keeps the name's own hyphen. A "-" typed for no prediction, or between
    numbers, is none between letters and stays as it is."""
    return _NAME_HYPHEN.sub(NO_BREAK_HYPHEN, text)


def _scores_together(run: re.Match[str]) -> str:
    said = run[0]
    if said.count("·") < _SCORES_TOGETHER:
        return said.replace(" ", "\u00a0")
    head, _sep, last = said.rpartition(" · ")  # the last score never alone
    return head + "\u00a0·\u00a0" + last


def wrap_between_items(text: str) -> str:
    """*text*, a line of items ("made: Beat writes 3  ·  Heidi inherits 0", "… → 2 · 4 · 0
    · 3"), wrapped between its items only where it wraps: the "·" begins the next item's
    line, a score at an item's end stays with the word before it, and a run of scores stays
    on one line (a long one breaks between them, never before its last). A tester's line
    under the form wrapped after the "·" ("Beat writes 3  ·" / "Heidi inherits 0"), and the
    history left the last score "3" alone on a line. A place's number in a list stays with
    its player ("…, 4 Marco 0 · Marco is last": an English trial's Domino read "4" / "Marco
    0"). A sentence without "·" is no such line, and is left as it is."""
    if "·" not in text:
        return text
    text = _SCORES.sub(_scores_together, text)
    text = _ITEM_SCORE.sub("\u00a0", text)
    text = _ITEM_RANK.sub("\\1\u00a0", text)
    return _AFTER_DOT.sub(lambda m: "·" + "\u00a0" * (len(m[0]) - 1), text)


#: a space before a player's figure: a count, points, "(−20)", "+3", a prediction "none→30"
#: (not after a separator of items or of a sum: "→ 2 · 4", "57 : 100", "= 168")
_BEFORE_FIGURE = re.compile(r"(?<=[^\s,;:·→>=–+])[ ](?=\(?[−+-]?\d|[^\s→]+→)")
#: the space after a number that a word follows: a place ("1er Gertrud", "4. Marco"), a
#: count with its word ("2 Striche")
_AFTER_NUMBER = re.compile(r"(?<![^\s(])(\d+(?:\.|er|re|e)?) (?=[^\W\d_])")
#: a score's spaces round its ":" ("Stand 1'011 : 1'867"): the German screenshot's row broke
#: as "Stand 1'011" / ": 1'867" once the spaces before the figures were kept
_SCORE_COLON = re.compile(r"(?<=\d) :[ \u00a0](?=[−+-]?\d)")


def items_whole(text: str, names: Iterable[str]) -> str:
    """*text*, a history's row, wrapped between its items only: a player's name whole
    (*names*, those of the match, the longest first) with his figures ("Gertrud Zimmermann
    1 (−20)"), a place with the name it is of. A French Guggitaler's row read "… Gertrud
    1" / "(−20) …", the points of a count on the next line. Only for the display, as
    :func:`unbroken_names`."""
    for name in names:
        if " " in name:
            text = text.replace(name, name.replace(" ", "\u00a0"))
    text = _SCORE_COLON.sub("\u00a0:\u00a0", _BEFORE_FIGURE.sub("\u00a0", text))
    return _AFTER_NUMBER.sub("\\1\u00a0", text)


def french_spaces(text: str) -> str:
    """In French, the space before ":" (…) and inside « » a no-break space."""
    if i18n.language() != "fr":
        return text
    return _AFTER.sub("\\1\u00a0", _BEFORE.sub("\u00a0\\1", text))


def keep_together(text: str) -> str:
    """*text* as shown: every right-to-left name isolated, a line of items wrapped between
    its items (:func:`wrap_between_items`), a double name whole (:func:`unbroken_names`),
    and in French the space before ":" (…) a no-break space."""
    return french_spaces(unbroken_names(wrap_between_items(i18n.isolate_rtl(text))))


class TextRoom:
    """The height of the tallest of some texts, laid out as *label* lays out its own text,
    at each width asked (cached): a line that keeps the room of the longest sentence it
    may say, so that what is under it stays under the mouse."""

    def __init__(self, label: QLabel) -> None:
        self.label = label
        self.texts: list[str] = []
        self._heights: dict[int, int] = {}  # width -> the tallest of the texts at it
        self._probe: QLabel | None = None

    def keep(self, texts: list[str]) -> bool:
        """Keep the room of *texts* from now on; False where they are those kept already."""
        if texts == self.texts:
            return False
        self.texts = texts
        self._heights.clear()
        return True

    def height(self, width: int) -> int:
        if not self.texts:
            return 0
        if width not in self._heights:
            if len(self._heights) > 32:  # a window resized by hand: new widths
                self._heights.clear()
            if self._probe is None:
                # a hidden child: its style sheet (font, padding) is the label's
                self._probe = QLabel(self.label)
                self._probe.setTextFormat(Qt.TextFormat.PlainText)
                self._probe.hide()
            self.label.ensurePolished()
            self._probe.ensurePolished()
            self._probe.setWordWrap(self.label.wordWrap())
            # the label's own font: a style sheet's rule for the label alone (the header's
            # note, by its role) is not the probe's, which measured the Guggitaler's Domino
            # note in a smaller font on one line where the note takes two
            self._probe.setFont(self.label.font())
            self._probe.setContentsMargins(self.label.contentsMargins())
            heights = []
            for text in self.texts:
                self._probe.setText(text)
                heights.append(self._probe.heightForWidth(width))
            self._heights[width] = max(heights)
        return self._heights[width]


class SentenceLabel(QLabel):
    """A plain-text, word-wrapped label; see the module docstring."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *,
                 wrap: bool = True) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(wrap)
        self._said = ""
        self._room = TextRoom(self)
        self.setText(text)

    def keep_room_of(self, texts: list[str]) -> None:
        """The label keeps the height of the tallest of *texts* at every width (with its
        own): a text a line shorter leaves the room, and what is below or above stays
        where it was, under the mouse (the draw dialog's summary let the guest row move)."""
        if self._room.keep([keep_together(text) for text in texts]):
            self.updateGeometry()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return max(super().heightForWidth(width), self._room.height(width))

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        self._said = text
        super().setText(keep_together(text))

    def text(self) -> str:
        return self._said

    def clear(self) -> None:
        self._said = ""
        super().clear()
