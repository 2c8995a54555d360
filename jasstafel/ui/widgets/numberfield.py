"""The one number field of the window: every number the Schreiber types goes through it.

Why not a QSpinBox: a spin box clamps, drops keys its validator does not like (158 in a field
of 0 … 157 became 15, and the 15 was written), turns nothing typed into 0, changes its value
under a mouse wheel that only meant to scroll the form, and keeps Ctrl+Z for itself. This
field does none of that:

* it shows exactly what was typed or pasted, letters included: nothing is cut, clamped or
  dropped while typing (no validator, no input mask); a big field's digits get smaller
  until the text fits (down to the window's own text size, the field's size unchanged: a
  mistyped 1000000000 showed as 000000000); a text wider still is shown from its start once
  refused (:meth:`show_start`), and the refusal says the number whole;
* it reads a number as the window writes it: the Swiss thousands mark (' or ’) between groups
  of three digits (1'234, −1'234, 10'150) is taken, one anywhere else ("12'34") is refused
  with the rule (a Schreiber copies 4'500 from the board);
* :meth:`NumberField.value` is ``None`` when nothing is typed (empty is not 0), the whole
  number when one is typed, and raises :class:`FieldRefusal` (a message naming the field) for
  anything else: "12a", "1.5", a number outside the field's ``minimum`` / ``maximum``;
* the mouse wheel never changes it (the wheel scrolls the form);
* Enter and Return are not taken: they go up to the form, whose panel writes the entry
  (:class:`~jasstafel.ui.widgets.entrypanel.EntryPanel`), or to a dialog's default button;
  connect nothing to ``returnPressed`` for writing, or the entry is written twice;
* Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y undo and redo the field's own typing only while it has
  typing of its own to undo (or redo); otherwise they reach the window's Edit menu, which
  undoes the last entry (the keys of every field of the form,
  :class:`~jasstafel.ui.widgets.typingfield.TypingField`). Text set by the program
  (:meth:`set_value`, :meth:`clear_value`) leaves nothing to undo in the field (but inside
  :func:`history_kept`, the text it shows already, set again, leaves the field's own undo
  and redo as they were).
* a click that brings the cursor into the field selects the whole value when none of it is
  the Schreiber's typing (a correction's old value, a figure the form filled in: text set
  by the program and not typed over since, Qt's *modified* flag clear), so that what is
  typed replaces it, as after Tab; a second click puts the cursor where it clicks, and the
  field's own typing is never selected by a click (a trial's click into a correction's "20"
  and 38 typed gave "3820"), unless it is refused and not edited since: a refused number
  is there to be replaced, and the first click into it, with the cursor in the field
  already or brought in, selects it whole (a trial's 170 refused, clicked and 112 typed
  gave "112170");
* a *secret* field (a Differenzler prediction, hidden as ●●●) never repeats its typing in a
  message: "at most 157", not "at most 157, not 160" (the refusal and the preview line are
  read by the whole table); hidden, it shows ●●● whatever is typed (Qt's password mode shows
  one dot per digit: a table saw that a prediction was under 10).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, ClassVar

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
)
from PySide6.QtWidgets import QApplication, QLineEdit, QStyle, QStyleOptionFrame, QWidget

from ... import i18n
from .entryerrors import FieldError, FieldRefusal
from .typingfield import TypingField

#: the pixels an empty field's cursor keeps for itself beside a word in it ("none")
CURSOR_ROOM = 6

__all__ = ["FieldError", "FieldRefusal", "MisplacedMark", "NumberField", "TooLong", "history_kept",
           "parse_number"]

_NUMBER = re.compile(r"[+-]?[0-9]+")  # ASCII digits only: int() would take "١٢" and "1_000"
# digits grouped by threes with the Swiss thousands mark, as jasstafel.i18n.number writes them
_GROUPED = re.compile(r"[+-]?[0-9]{1,3}(?:'[0-9]{3})+")
_MARKS = ("'", "\u2019")  # the apostrophe typed, and the typographic one pasted from a text
# groups of three digits parted by a comma, a dot or a space ("1,000", "10.150"): another
# language's thousands mark, refused with the window's own (ambiguous: "1,000" is 1 in French)
_FOREIGN = re.compile(r"[+\-\u2212]?[0-9]{1,3}(?:[,. \u00a0][0-9]{3})+")
REFUSED_BORDER = 2  # px: a refused field's frame (its style sheet), 1 px more than Qt's
_MAX_DIGITS = 12  # beyond any score; and far below Python's 4300-digit limit for int()


class TooLong(ValueError):
    """A whole number of more digits than any score has (its sign: ``negative``)."""

    def __init__(self, text: str, negative: bool) -> None:
        super().__init__(text)
        self.negative = negative


class MisplacedMark(ValueError):
    """A thousands mark that does not stand between groups of three digits ("12'34")."""


def _plain_digits(text: str) -> str:
    """*text* as plain digits with an ASCII sign: spaces around it, the typographic minus (as
    pasted from a sheet) and the thousands marks between groups of three taken away;
    MisplacedMark for a mark anywhere else. Anything else is left for the caller to refuse."""
    cleaned = text.strip().replace("\u2212", "-")
    for mark in _MARKS[1:]:
        cleaned = cleaned.replace(mark, _MARKS[0])
    if _MARKS[0] not in cleaned:
        return cleaned
    if not _GROUPED.fullmatch(cleaned):
        raise MisplacedMark(text)
    return cleaned.replace(_MARKS[0], "")


def parse_number(text: str) -> int | None:
    """The whole number in *text* (spaces around it allowed, − as a minus sign, ' or ’ between
    groups of three digits), None if the text is empty; ValueError if it is anything but a
    whole number (MisplacedMark for a thousands mark out of place), TooLong (a ValueError) if
    it has more than 12 digits."""
    cleaned = _plain_digits(text)
    if not cleaned:
        return None
    if not _NUMBER.fullmatch(cleaned):
        raise ValueError(text)
    if len(cleaned.lstrip("+-")) > _MAX_DIGITS:
        raise TooLong(text, cleaned.startswith("-"))
    return int(cleaned)


def _signed(value: int) -> str:
    """A limit or a number read, as the window writes numbers: 1'000'000, -1'000'000."""
    return f"-{i18n.number(-value)}" if value < 0 else i18n.number(value)


def _short(text: str, limit: int = 20) -> str:
    """What was typed, cut short for a one-line message (the field itself keeps it all)."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


#: what a hidden secret field shows, whatever is typed in it
HIDDEN = "\u25cf\u25cf\u25cf"


class NumberField(TypingField):
    """A field for one whole number; see the module docstring for the rules.

    *label* names the field in every message ("Card points Anna & Cla"), and to a screen
    reader (its accessible name, kept with it: a field named only by the group around it was
    read as "Game 1 of 12", four times); *minimum* and
    *maximum* (optional) are checked by :meth:`value`, never while typing; *missing* is the
    message when :meth:`number` finds nothing typed (default "{label} missing"). *big* makes
    the digits large enough to read from across a table. *secret*: the field hides what is
    typed, and its messages name the rule without repeating it.
    """

    changed = Signal()  # the text changed: typed, pasted, or set by the program
    _history_kept: ClassVar[bool] = False  # inside history_kept()

    def __init__(self, label: str = "", *, minimum: int | None = None,
                 maximum: int | None = None, missing: str | None = None, big: bool = True,
                 negative: str | None = None, secret: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(label, parent)
        self.secret = secret
        self.minimum = minimum
        self.maximum = maximum
        # the rule behind *maximum*, said in brackets after it where it is not the usual
        # one ("at most 314 (double deck), not 315"): a trial's player new to the double
        # deck learnt why only from the next refusal
        self.why_maximum = ""
        # what a number past *maximum* may have meant, said after its refusal: 257 typed as
        # card points is a Match, written with its key (a German trial's 257 was refused
        # without a word of Ctrl+M)
        self.meant: dict[int, str] = {}
        self.missing = missing
        # what to say of a minus typed where the sign is the board's ({label}, {value} as
        # typed, {plain} without the minus): a Handweis is subtracted, never typed negative
        self.negative = negative
        # the wheel gives no focus: a form that scrolls under the mouse changes nothing
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.setProperty("refused", False)
        self._big = big
        if big:
            font = self.font()
            font.setPointSize(font.pointSize() + 8)
            font.setBold(True)
            self.setFont(font)
            self.setMinimumHeight(44)
        self.setStyleSheet(
            f"QLineEdit[refused=\"true\"] {{ border: {REFUSED_BORDER}px solid #b3261e; }}")
        self._narrow: int | None = None  # see keep_narrow
        self._widens = True  # see keep_narrow
        # the size the field's digits are made for; smaller ones, down to the window's own
        # text, where the text is wider than the field (_fit_digits)
        self._points = self.font().pointSize()
        self._smallest = min(self._points, QApplication.font().pointSize())
        # the size hints of the field's own digits: smaller digits change no layout
        self._hints: dict[str, QSize] = {}
        self.textChanged.connect(self._text_changed)
        # the press of the click that brought the cursor in selects the old value whole
        # (mousePressEvent); until its release, a mouse moved a pixel selects nothing less
        self._select_on_press = False
        self._holding_selection = False

    def keep_narrow(self, width: int, whole: int = 0) -> None:
        """At most *width* pixels wide (a form's small fields, side by side), but wider while
        what is typed needs more: a mistyped 102077 in a field made for 157 showed as
        ".02077", and the Schreiber must read what Enter will refuse.

        *whole* digits: the field is as wide as that many digits need in its smallest digits
        (the window's text size), and never wider: a longer number typed makes its digits
        smaller (:meth:`_fit_digits`), not the field wider, so that nothing beside or under
        it moves under the mouse (a Schieber's write button grew 80 px at ten digits)."""
        if whole:
            small = QFont(self.font())
            small.setPointSize(self._smallest)
            # the frame, margins and cursor (as many pixels at any width), and a pixel more
            # either side for a refused field's thicker border
            frame = self.width() - self._room() + 2 * REFUSED_BORDER
            width = max(width, QFontMetrics(small).horizontalAdvance("8" * whole) + frame)
            self.setMaximumWidth(width)
        self._narrow = width
        self._widens = not whole
        self._fit_text()

    def _fit_text(self) -> None:
        if self._narrow is None or not self._widens:
            return
        # the frame, the text margins and QLineEdit's own two pixels either side; up to a
        # number of sixteen characters (past twelve digits no number is taken, and the
        # refusal repeats what was typed): a pasted paragraph does not widen the window
        metrics = self.fontMetrics()
        needed = min(metrics.horizontalAdvance(self.text()),
                     metrics.horizontalAdvance("0" * 16)) + 24
        if needed > self._narrow:
            self.setMaximumWidth(needed)
            self.setMinimumWidth(needed)
        else:
            self.setMaximumWidth(self._narrow)
            self.setMinimumWidth(0)

    def _room(self) -> int:
        """The pixels the text has: the field less its frame, its margins and QLineEdit's
        two pixels either side."""
        option = QStyleOptionFrame()
        self.initStyleOption(option)
        room = self.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, self)
        margins = self.textMargins()
        return room.width() - margins.left() - margins.right() - 4

    def fits(self) -> bool:
        """The whole text is in view (a hidden field's ●●● always is)."""
        if self.echoMode() != QLineEdit.EchoMode.Normal:
            return True
        return self.fontMetrics().horizontalAdvance(self.text()) <= self._room()

    def _fit_digits(self) -> None:
        """The field's own size of digits where the text fits, else the largest smaller one
        that lets it fit, down to the window's text size. Not in a hidden field: the size
        of its dots would tell how many digits are under them."""
        font = self.font()
        points = self._points
        if self.echoMode() == QLineEdit.EchoMode.Normal:
            room = self._room()
            while points > self._smallest:
                font.setPointSize(points)
                if QFontMetrics(font).horizontalAdvance(self.text()) <= room:
                    break
                points -= 1
        if font.pointSize() != points or self.font().pointSize() != points:
            font.setPointSize(points)
            self.setFont(font)

    def show_start(self) -> None:
        """A text wider than the field even in its smallest digits: shown from its start,
        selected (typed over, it goes; End goes back to its end). A hidden secret field's
        text, selected whole too: under ●●● nobody sees how many digits to delete (a
        trial's refused prediction of 200). Else the cursor at its end, where a refused
        number is mended."""
        self.deselect()
        if self._hidden() or not self.fits():
            self.setSelection(len(self.text()), -len(self.text()))
        else:
            self.end(False)

    def _hidden(self) -> bool:
        """A secret field with text, shown as ●●●."""
        return bool(self.secret and self.text()
                    and self.echoMode() == QLineEdit.EchoMode.Password)

    def setEchoMode(self, mode: QLineEdit.EchoMode) -> None:  # noqa: N802 - Qt override
        super().setEchoMode(mode)
        self._fit_digits()  # hidden: the field's own digits again

    def _hint(self, which: str, hint: QSize) -> QSize:
        # the hints of the field's own digits: smaller digits (_fit_digits) move nothing
        if self.font().pointSize() == self._points:
            self._hints[which] = QSize(hint)
            return hint
        return QSize(self._hints.get(which, hint))

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_digits()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self._hint("minimum", super().minimumSizeHint())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        # a big field asks for about eight digits (it grows where the form has room), not
        # for a line of text: two points fields in a row made a French Schieber form, with
        # its long team names, wider than a netbook's screen
        hint = super().sizeHint()
        if self._big:
            digits = self.fontMetrics().horizontalAdvance("0" * 8) + 16
            hint.setWidth(min(hint.width(), digits))
        return self._hint("size", hint)

    # -- the value --------------------------------------------------------------------------

    def is_empty(self) -> bool:
        """Nothing typed (spaces do not count)."""
        return not self.text().strip()

    def value(self) -> int | None:
        """None if empty; the number typed; FieldRefusal if it is no whole number or outside
        the field's limits (the message names the field and repeats what was typed): refused,
        not missing, and foretold so under the form."""
        try:
            number = parse_number(self.text())
        except TooLong as err:  # a whole number, past every limit: the limit is the reason
            # written as the window writes numbers (10'150 and 99'999'…'999 alike), whole:
            # the field may show only its start (show_start); cut with "…" only past 45
            # digits, a pasted number that would not fit a message's line
            typed = _short(_signed(int(_plain_digits(self.text()))), 60)
            if err.negative and self.minimum is not None:
                raise FieldRefusal(self, self._at_least(typed)) from None
            if not err.negative and self.maximum is not None:
                raise FieldRefusal(self, self._at_most(typed)) from None
            if self.secret:
                raise FieldRefusal(self, self.tr("{label}: more digits than any score (at most "
                                               "{digits})").format(
                    label=self.label, digits=_MAX_DIGITS)) from None
            raise FieldRefusal(self, self.tr("{label}: {text} has more digits than any score "
                                           "(at most {digits})").format(
                label=self.label, text=typed, digits=_MAX_DIGITS)) from None
        except MisplacedMark:
            if self.secret:
                raise FieldRefusal(self, self.tr(
                    "{label}: the thousands mark separates groups of three digits "
                    "(1'234)").format(label=self.label)) from None
            raise FieldRefusal(self, self.tr(
                "{label}: in “{text}” the thousands mark is misplaced: it separates groups of "
                "three digits (1'234)").format(label=self.label, text=_short(self.text()))
            ) from None
        except ValueError:
            if self.secret:
                raise FieldRefusal(self, self.tr("{label}: not a whole number").format(
                    label=self.label)) from None
            if _FOREIGN.fullmatch(self.text().strip()):
                raise FieldRefusal(self, self.tr(
                    "{label}: “{text}” is not a whole number: a thousands mark is written ' "
                    "(1'000)").format(label=self.label, text=_short(self.text()))) from None
            raise FieldRefusal(self, self.tr("{label}: “{text}” is not a whole number").format(
                label=self.label, text=_short(self.text()))) from None
        if number is None:
            return None
        if self.maximum is not None and number > self.maximum:
            raise FieldRefusal(self, self._at_most(_signed(number), self.meant.get(number)))
        if self.minimum is not None and number < self.minimum:
            raise FieldRefusal(self, self._at_least(_signed(number)))
        return number

    def refusal_as_typed(self) -> str | None:
        """The refusal of letters typed, to be said at once: a Molotow's *Rounds* in the New
        match dialog took "Köbi Kuhn" without a word (a German trial's). None for anything
        else: a number half typed ("-", "1'" on the way to "1'000") and the limits ("1" on
        the way to "1000") wait for Enter or Start."""
        if not any(ch.isalpha() for ch in self.text()):
            return None
        try:
            self.value()
        except FieldRefusal as err:
            return str(err)
        return None

    def _at_most(self, value: str, meant: str | None = None) -> str:
        assert self.maximum is not None
        maximum = _signed(self.maximum)
        if self.why_maximum:
            maximum = self.tr("{maximum} ({why})").format(maximum=maximum, why=self.why_maximum)
        if self.secret:
            return self.tr("{label}: at most {maximum}").format(
                label=self.label, maximum=maximum)
        said = self.tr("{label}: at most {maximum}, not {value}").format(
            label=self.label, maximum=maximum, value=value)
        return f"{said} ({meant})" if meant else said

    def _at_least(self, value: str) -> str:
        assert self.minimum is not None
        if self.negative is not None and value.startswith("-"):
            return self.negative.format(label=self.label, value=value, plain=value[1:])
        if self.secret:
            return self.tr("{label}: at least {minimum}").format(
                label=self.label, minimum=_signed(self.minimum))
        return self.tr("{label}: at least {minimum}, not {value}").format(
            label=self.label, minimum=_signed(self.minimum), value=value)

    def whole(self) -> int | None:
        """None if empty; the whole number typed, inside the field's limits or not (a − / +
        steps from it); FieldRefusal, as :meth:`value` words it, if it is no whole number."""
        try:
            return parse_number(self.text())
        except TooLong:  # whole, only longer than any score
            return int(_plain_digits(self.text()))
        except ValueError:
            return self.value()  # no whole number: refused in Enter's words

    def within(self, number: int) -> int:
        """*number* brought into the field's limits."""
        if self.maximum is not None:
            number = min(number, self.maximum)
        if self.minimum is not None:
            number = max(number, self.minimum)
        return number

    def step(self, by: int) -> None:
        """A − / + beside the field: the whole number typed (nothing: 0) *by* more, brought
        into the field's limits. An 8 typed where 7 is the most went nowhere at −, six clicks
        long (it was refused before it was stepped from; a German trial's): now it gives 7.
        FieldRefusal if the field holds no whole number ("12a"): nothing to step from."""
        self.set_value(self.within((self.whole() or 0) + by))

    def number(self) -> int:
        """Like :meth:`value`, but nothing typed is a FieldError too (the *missing* message)."""
        number = self.value()
        if number is None:
            message = self.missing or self.tr("{label} missing").format(label=self.label)
            raise FieldError(self, message)
        return number

    def set_value(self, value: int | None) -> None:
        """Show *value* (None: empty) as if nothing had been typed: no undo history, so the
        next Ctrl+Z goes to the window (inside :func:`history_kept`, a field that shows
        *value* already is left as it is)."""
        text = "" if value is None else str(value)
        if NumberField._history_kept and text == self.text():
            return
        self.setText(text)

    def clear_value(self) -> None:
        self.set_value(None)

    def kept(self) -> tuple[str, bool]:
        """What the field shows, and whether it is the Schreiber's typing: for a button that
        writes over it and gives it back when switched off (:meth:`put_back`)."""
        return self.text(), self.holds_typing()

    def put_back(self, kept: tuple[str, bool]) -> None:
        """Show again what :meth:`kept` saw, typing as typing: a Match switched off gave the
        87 typed before it back as the program's, and a click selected it whole (the next
        digit replaced it). The field's own undo of that typing is not back: Ctrl+Z reaches
        the window, which keeps typing held (see the module docstring)."""
        text, typed = kept
        self.setText(text)
        self.setModified(typed)

    def typing(self) -> str:
        """The Schreiber's typing the field holds (spaces around it left out); "" when it
        holds none: empty, or a value the program set and nobody typed over."""
        return self.text().strip() if self.holds_typing() else ""

    # -- refusals ---------------------------------------------------------------------------

    def show_refusal(self) -> None:
        """Mark the field red: a refusal is about it (the panel says the message)."""
        self._mark(True)

    def clear_refusal(self) -> None:
        self._mark(False)

    def is_refused(self) -> bool:
        return bool(self.property("refused"))

    def _mark(self, on: bool) -> None:
        # refused, the next click (the cursor in the field already) selects the number whole:
        # it is there to be replaced; an edit takes the mark away, and with it the selecting
        self._select_on_press = on and not self.is_empty()
        if self.is_refused() != on:
            self.setProperty("refused", on)
            self.style().unpolish(self)
            self.style().polish(self)
            # painted again whole: on X11 only the text cursor's strip was, and the field
            # with the cursor kept its blue focus frame, a red line at its right edge (a
            # trial's)
            self.update()
            self._fit_digits()  # the red frame is a pixel wider: 12 digits lost their last

    def _text_changed(self, _text: str) -> None:
        self._fit_text()
        self._fit_digits()
        self.changed.emit()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        if (not self.text() and self.placeholderText()
                and self.alignment() & Qt.AlignmentFlag.AlignRight):
            self._paint_placeholder()
            return
        if not self._hidden():
            super().paintEvent(event)
            return
        # hidden: the frame as Qt draws it, then always three dots and a steady cursor; the
        # dots marked as selected while any of the text is (what is typed replaces it)
        painter = QPainter(self)
        option = QStyleOptionFrame()
        self.initStyleOption(option)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelLineEdit, option, painter,
                                   self)
        room = self.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, self)
        room = room.adjusted(2, 0, -4, 0)  # Qt's margin, and room for the cursor
        palette = self.palette()
        pen = palette.color(QPalette.ColorRole.Text)
        if self.hasSelectedText():
            dots = painter.boundingRect(room, int(self.alignment()), HIDDEN)
            painter.fillRect(dots, palette.color(QPalette.ColorRole.Highlight))
            pen = palette.color(QPalette.ColorRole.HighlightedText)
        painter.setPen(pen)
        painter.drawText(room, int(self.alignment()), HIDDEN)
        if self.hasFocus():
            right = room.right() + 2 if self.alignment() & Qt.AlignmentFlag.AlignRight else (
                room.left() + self.fontMetrics().horizontalAdvance(HIDDEN))
            top = room.center().y() - self.fontMetrics().height() // 2
            painter.drawLine(right, top, right, top + self.fontMetrics().height())

    def _paint_placeholder(self) -> None:
        """An empty field with the cursor and a word in it ("none"): Qt draws the word
        against the right edge, where the cursor of a right-aligned field stands, on its
        last letter (a Romand trial's "aucune"); here the word leaves the cursor
        CURSOR_ROOM pixels of its own, with the cursor or without (the word does not move as
        the cursor comes), and the cursor stands still, as a hidden field's."""
        painter = QPainter(self)
        option = QStyleOptionFrame()
        self.initStyleOption(option)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelLineEdit, option, painter,
                                   self)
        room = self.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, self)
        room = room.adjusted(2, 0, -2, 0)  # Qt's own margin
        painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
        painter.drawText(room.adjusted(0, 0, -CURSOR_ROOM, 0), int(self.alignment()),
                         self.fontMetrics().elidedText(self.placeholderText(),
                                                       Qt.TextElideMode.ElideRight,
                                                       room.width() - CURSOR_ROOM))
        if not self.hasFocus():
            return
        painter.setPen(self.palette().color(QPalette.ColorRole.Text))
        right = room.right()
        top = room.center().y() - self.fontMetrics().height() // 2
        painter.drawLine(right, top, right, top + self.fontMetrics().height())

    # -- the mouse --------------------------------------------------------------------------

    def holds_typing(self) -> bool:
        """The text is (partly) the Schreiber's typing since the program last set it
        (:meth:`set_value`): Qt's *modified* flag, set by every edit of the keys or the mouse
        (paste, cut), cleared by setText and by undoing the typing back to the value set."""
        return self.isModified()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        super().focusInEvent(event)
        # a value the Schreiber did not type, reached by a click: the click selects it
        # whole; a refused one, however reached (the refusal puts the cursor back into it),
        # the first click into it too
        by_mouse = event.reason() == Qt.FocusReason.MouseFocusReason
        self._select_on_press = not self.is_empty() and (
            self.is_refused() or (by_mouse and not self.holds_typing()))

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        self._select_on_press = self._holding_selection = False
        super().focusOutEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        select = self._select_on_press and event.button() == Qt.MouseButton.LeftButton
        self._select_on_press = False  # only the click that brought the cursor in
        super().mousePressEvent(event)
        if select and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.selectAll()
            self._holding_selection = True

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._holding_selection:
            event.accept()  # the hand trembled: the whole value stays selected
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton:
            self._holding_selection = False
        super().mouseReleaseEvent(event)

    def wheelEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        event.ignore()  # never a number change; the scroll area behind scrolls


@contextmanager
def history_kept() -> Iterator[None]:
    """While the program sets the fields again to what they show (a form cleared by Ctrl+Z,
    which took back only a choice: nothing in its fields changed), each field keeps its own
    undo and redo: typing undone before comes back with Ctrl+Y, as Undo came."""
    before, NumberField._history_kept = NumberField._history_kept, True
    try:
        yield
    finally:
        NumberField._history_kept = before
