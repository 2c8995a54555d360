"""The one-line preview under every entry form: exactly what Enter will write.

"schreibt: Runde 3, Rosen ×5 … → 1200 : 800" in words and numbers, computed by the rules
core itself on a copy of the match (:func:`dry_run`), so the preview and the board can never
disagree. When Enter would write nothing, the line says why instead ("Kartenpunkte fehlen",
or the rule that would refuse it).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QLabel, QStyle, QWidget

from ...core.errors import QT_TRANSLATE_NOOP, RuleViolation
from .messages import tip
from .sentence import SentenceLabel
from .status import from_the_top

if TYPE_CHECKING:
    from ...core import Board, EntryLine, Match

# a window lower than this keeps no room for a sample's second line
LOW_WINDOW = 700

_DECIDED = QT_TRANSLATE_NOOP("rules", "The match is decided: no further entry can be written")


def dry_run(match: Match, entry: Any, correcting: int | None = None,
            inserting: bool = False) -> EntryLine:
    """The board line that writing *entry* would give (added, or as the correction of entry
    *correcting*, or inserted before it), without changing *match*. Raises the RuleViolation
    that writing it would raise. Later entries of a correction are not checked here."""
    return dry_board(match, entry, correcting).entries[-1]


def dry_board(match: Match, entry: Any, correcting: int | None = None) -> Board:
    """The board right after *entry* (see :func:`dry_run`): its last line is the entry's, its
    status says who won if the entry ends the Partie."""
    rules = match.rules
    if correcting is None:
        if match.finished:  # the same refusal as Match.add
            raise RuleViolation("match.finished", _DECIDED)
        state = _copy_state(match)
    else:
        state = rules.start()
        for earlier in match.entries[:correcting]:
            rules.apply(state, earlier)
    rules.apply(state, entry)
    return rules.board(state)


def _copy_state(match: Match) -> Any:
    """A copy of the match's state after its last entry, cheap for a long match: the board
    lines in it are frozen models, shared instead of copied."""
    current = getattr(match, "_current", None)
    if current is None:  # no cached state to copy: replay (slower, same result)
        state = match.rules.start()
        for entry in match.entries:
            match.rules.apply(state, entry)
        return state
    from pydantic import BaseModel  # here, not at the top: the welcome page needs no pydantic

    state = current()
    memo: dict[int, Any] = {}
    for value in vars(state).values() if hasattr(state, "__dict__") else ():
        if isinstance(value, list):
            for item in value:
                if isinstance(item, BaseModel):
                    memo[id(item)] = item
    return copy.deepcopy(state, memo)


class Shortened(str):
    """Words for :meth:`PreviewLine.show_write` said shorter than *whole* (a Schieber's
    round with long team names): the line shows them, its tooltip says *whole*."""

    whole: str

    def __new__(cls, words: str, whole: str) -> Shortened:
        said = super().__new__(cls, words)
        said.whole = whole
        return said


class PreviewLine(SentenceLabel):
    """What Enter will write (``show_write``), or why it would write nothing (``show_hint``
    for something still missing, ``show_refusal`` for a rule), or a word about the form that
    is none of these (``show_note``: whose the Weis field is). ``kind`` is "write", "hint",
    "refusal", "done" (``show_done``), "note" or "" (empty), for tests and for the look.

    It keeps the height of its tallest text of the match: "Kartenpunkte fehlen" takes one
    line, "schreibt: …" one or two, and the *Write* button below moved by a line while a
    round was typed, under a mouse about to click it (a trial's). A panel keeps the room of
    its long "writes" from the start (``reserve_write``, words of a sample entry), up to
    :data:`MOST_KEPT` lines: a netbook's form has no more to spare."""

    # the most lines a sample keeps from the start
    MOST_KEPT = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        # plain text (names are never HTML), wrapped: a narrow window wraps instead of
        # cutting the numbers off
        super().__init__("", parent)
        self.setObjectName("entryPreview")
        from_the_top(self)  # a hint where the first line of a long "writes" was
        self.kind = ""
        self._refusal_said = ""  # the refusal foretold, as Enter's refusal says it alone
        self._sheet = ""
        self._tallest: dict[int, int] = {}  # width -> the tallest height needed at it
        self._sample = ""  # the words of the longest "writes" the panel expects
        self._sample_heights: dict[int, int] = {}  # width -> the height they need
        self._refusal: QLabel | None = None  # the label that says a refusal in this room
        self._most: int | None = None  # the most room kept beyond the text's own (limit_kept)
        self._probe: PreviewLine | None = None  # a hidden line that measures words (fits)
        self._look("")

    def reserve_refusal(self, label: QLabel) -> None:
        """Keep the room of two lines of *label*, which says a refusal in this line's room
        where the window has the height: a refusal of two lines moved the Write button down
        under a mouse (a Pandur's fault key on the dealer)."""
        self._refusal = label
        self.updateGeometry()

    def _refusal_height(self) -> int:
        if self._refusal is None or self.window().height() < LOW_WINDOW:
            return 0
        self._refusal.ensurePolished()  # its style sheet's bold font, before it measures
        margins = self._refusal.contentsMargins()
        return (2 * self._refusal.fontMetrics().lineSpacing() + margins.top()
                + margins.bottom())

    def reserve_write(self, words: str) -> None:
        """Keep the room "writes: *words*" needs, before it is shown (in its bold look)."""
        self._sample = words
        self._sample_heights.clear()
        self._tallest.clear()
        self.updateGeometry()

    def keep_height(self, height: int) -> None:
        """Keep at least *height* at this width (a refusal said in this line's room), as far
        as :meth:`limit_kept` lets it."""
        width = self.width()
        self._tallest[width] = max(self._tallest.get(width, 0), height)
        self.updateGeometry()

    def room_kept(self, height: int) -> int:
        """*height*, the room of a text said before, as far as the panel has it below its
        whole form (:meth:`limit_kept`): what a refusal said in this line's room keeps of
        it beyond its own lines."""
        return height if self._most is None else min(height, self._most)

    def _sample_height(self, width: int) -> int:
        """The height "writes: <sample>" needs at *width*, measured on a line like this one
        in the look of "writes" (its bold is a pixel higher than a hint's plain line), at
        most MOST_KEPT lines. A window lower than a 768 px screen's has no line to spare
        (the Bedanken row of a 1024×600 Schieber was cut off): there it keeps none."""
        if not self._sample or self.window().height() < LOW_WINDOW:
            return 0
        if width not in self._sample_heights:
            probe = PreviewLine()
            probe.show_write(self._sample)
            probe.ensurePolished()  # the style sheet's bold font, before it measures
            needed = QLabel.heightForWidth(probe, width)
            probe.show_write("\n".join(["Ág"] * self.MOST_KEPT))
            self._sample_heights[width] = min(needed, QLabel.heightForWidth(probe, width))
            probe.deleteLater()
            if len(self._sample_heights) > 32:  # a window resized by hand
                self._sample_heights.clear()
        return self._sample_heights.get(width, 0)

    def limit_kept(self, most: int) -> bool:
        """Keep no more room than *most* (the panel's height below its whole form) beyond
        what the text shown needs; whether that changed. Where the form needs the height
        itself, a long text takes lines of it while it is shown, and gives them back to the
        form when a shorter one follows. Kept for the match, the room of every long text
        and refusal came off the form's view, deal after deal (a Pandur's at 1280×720: from
        deal 7 the Weis buttons were below the form's edge, and an empty room of two lines
        stood above *Write*); kept for the entry, a refusal of one line after a "writes: …"
        of three left two lines empty under it while the form was cut (a netbook trial's
        Fahnder at 1008×560: its Match button cut in half)."""
        most = max(0, most)
        if most == self._most:
            return False
        self._most = most
        self.updateGeometry()
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        if len(self._tallest) > 32:  # a window resized by hand: a few widths only
            self._tallest.clear()
        needed = super().heightForWidth(width)
        kept = max(needed, self._tallest.get(width, 0), self._sample_height(width),
                   self._refusal_height())
        self._tallest[width] = kept
        return max(needed, self.room_kept(kept))

    @staticmethod
    def _sheet_for(kind: str) -> str:
        color = {"write": "#1d2a4a", "hint": "#5f6368", "note": "#5f6368",
                 "refusal": "#8c1d18", "done": "#1e5a32"}.get(kind, "#000")
        weight = "bold" if kind in ("write", "done") else "normal"
        return f"color: {color}; font-size: 15px; font-weight: {weight}; padding: 2px 0;"

    def _look(self, kind: str) -> None:
        self.kind = kind
        sheet = self._sheet_for(kind)
        # only when the look changes: a style sheet set again, even the same one, repolishes
        # the line and lays the whole window out again (every entry shows a new hint)
        if sheet != self._sheet:
            self._sheet = sheet
            self.setStyleSheet(sheet)

    def fits(self, words: str, lines: int) -> bool:
        """Whether "writes: *words*" fits the room the panel has under its whole form
        (:meth:`limit_kept`: the form does not scroll for it), or *lines* lines where it has
        less, at this line's width less a scroll bar's: the form beside the board is as much
        narrower when its scroll bar comes or goes, and words measured to fit before took a
        line more after."""
        if self._probe is None:  # a child, hidden: it goes with the line
            self._probe = PreviewLine(self)
            self._probe.hide()
        probe = self._probe
        width = self.width() - self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        probe.show_write("\n".join(["Ág"] * lines))
        probe.ensurePolished()  # the style sheet's bold font, before it measures
        room = max(QLabel.heightForWidth(probe, width), self._most or 0)
        probe.show_write(words)
        return QLabel.heightForWidth(probe, width) <= room

    def show_write(self, words: str) -> None:
        """"writes: *words*"; words :class:`Shortened` say their whole in the tooltip."""
        self.setText(self.tr("writes: {0}").format(words))
        whole = getattr(words, "whole", "")
        tip(self, self.tr("writes: {0}").format(whole) if whole else "")
        self._look("write")

    def show_done(self, text: str) -> None:
        """What was just written where nothing else says it in the form (a Pandur's *No
        bid*, written at once by its button): in green, until the next entry is begun."""
        self.setText(text)
        tip(self, "")
        self._look("done")

    def show_hint(self, text: str) -> None:
        self.setText(text)
        tip(self, "")
        self._look("hint")

    def show_note(self, text: str) -> None:
        """A word about the form, in the hint's look, that says nothing of what Enter would
        write (a Schieber's "Weis for Team A (Ctrl+W again: Team B)"): its own ``kind``, so
        that a test tells it from a hint in any language (one matched "Weis for …")."""
        self.setText(text)
        tip(self, "")
        self._look("note")

    def show_refusal(self, text: str, after_colon: str | None = None) -> None:
        """Enter would be refused with *text* (the sentence Enter's refusal says alone, with
        its capital); said after this line's colon as *after_colon* ("Enter would be
        refused: no Stöck …", French "Avec Entrée, ce serait refusé : pas de stöck …",
        German with its capital: ``i18n.after_colon``), else as *text*."""
        self._refusal_said = text
        tip(self, "")
        self.setText(self.tr("Enter would be refused: {0}").format(
            text if after_colon is None else after_colon))
        self._look("refusal")

    def repeats(self, text: str) -> bool:
        """Whether the line says *text* (as a hint, or as the refusal Enter would get)."""
        return bool(text) and (self.text() == text
                               or (self.kind == "refusal" and self._refusal_said == text))

    def clear(self) -> None:
        super().clear()
        tip(self, "")
        self._look("")
