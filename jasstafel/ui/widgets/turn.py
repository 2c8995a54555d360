"""Who deals and who announces now: the header above every entry form.

In big letters with the players' names, as the table says it ("Gibt: Anna · Sagt an: Beat"),
so that the Schreiber never has to work it out and a Match goes to the right team. The rules
core says whose turn it is (``Board.dealer`` and ``Board.announcer``, seats in the order of
play, ``None`` when nobody); a panel may say more (a one-round override, geschoben).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QMoveEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from .discard import empty
from .messages import tip
from .names import LEAST, NameLabel
from .status import StatusLine

if TYPE_CHECKING:
    from ...core import Board


def turn_seats(board: Board) -> tuple[int | None, int | None]:
    """(dealer, announcer) of the next round as seats, from the board; None where the board
    does not say (a finished match, a variant without either)."""
    def seat(name: str) -> int | None:
        value = getattr(board, name, None)
        if value is None:
            value = board.figures.get(name)
        return value if isinstance(value, int) and not isinstance(value, bool) else None
    return seat("dealer"), seat("announcer")


class TeamName(str):
    """A team's name as the header says it (``TeamName("Anna & Cla")``, or after a player's
    name ``TeamName("Anna & Cla", "Anna (", ")")``): shortened with "…" to the room its line
    has, the whole name in the tooltip, rather than asking for a line of its own; *head* and
    *tail* around it (the player's name) stay whole.

    Only the players' names decide the header's lines: a team renamed "Stammtisch zum
    Goldenen Hirschen Bern" in *Names and details…* gave the header a second line and moved
    the whole form down by it (a netbook trial's), although the header says a team's name
    only when a team announces this round only or while a round is corrected. Where the
    header keeps the room of a note under the name, empty this round, the name goes on
    there rather than being shortened (``Louis (Jean-Philippe Perrenou…)`` had that room, a
    Romand trial's)."""

    team: str
    head: str
    tail: str

    def __new__(cls, team: str, head: str = "", tail: str = "") -> TeamName:
        said = super().__new__(cls, head + team + tail)
        said.team, said.head, said.tail = team, head, tail
        return said


def _needs(advance: Callable[[str], int], text: str) -> int:
    """The width *text* needs in the header, *advance* its texts' widths: whole, or a team's
    name its first letters and "…" (its head and tail whole)."""
    whole = advance(text)
    if not isinstance(text, TeamName) or len(text.team) <= LEAST + 1:
        return whole
    return min(whole, advance(text.head + text.team[:LEAST] + "…" + text.tail))


#: the most lines a player's name and his team after it take (the header keeps their room)
NAME_LINES = 3

#: the names' size in pixels, and the least they are made where a name has not the room of
#: its line even so (a line per role): a step above the form's 15 px
NAME_SIZE = 22
LEAST_NAME_SIZE = 16
#: the pixels of room to spare before the names are made larger again (_name_pixels)
SPARE = 24

#: a hyphen between letters: no place to break a name's line ("Jean-" / "Philippe" read as
#: two names)
_HYPHEN = re.compile(r"(?<=\w)-(?=\w)")


def _wrapped(text: str, font: QFont, width: int, most: int) -> list[str] | None:
    """*text* in lines no wider than *width*, broken at its spaces (inside a word only where
    the word is wider than a line), or None where it needs more than *most* lines."""
    layout = QTextLayout(_HYPHEN.sub("\u2011", text), font)  # as wide: the same glyph
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    lines: list[str] = []
    while len(lines) <= most and (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()].rstrip())
    layout.endLayout()
    return lines if len(lines) <= most else None


def _shortened(cut: Callable[[int], str], letters: int, font: QFont, width: int,
               most: int) -> list[str] | None:
    """The lines of ``cut(n)`` (a text with its first *n* letters and "…") for the most
    letters up to *letters* that fit in *most* lines of *width*; None where none does."""
    low, high = -1, letters
    while low < high:
        middle = (low + high + 1) // 2
        if _wrapped(cut(middle), font, width, most) is not None:
            low = middle
        else:
            high = middle - 1
    return _wrapped(cut(low), font, width, most) if low >= 0 else None


class _Name(NameLabel):
    """A player's name in the header: as wide as the widest name it has shown, so that the
    next dealer's name does not move its neighbours (unless ``keeps_widest`` is off: as wide
    as itself, TurnHeader.set_steady_names); where the row has less room, as wide as it can
    be, the name shortened with "…" (the whole name in its tooltip).

    The widest name is only what the label asks for (its size hint): kept as a minimum, two
    long names made the row, and so the window, wider than a netbook's screen."""

    asks = None  # the whole name: the header has the side's width

    def __init__(self) -> None:
        self._widest = 0
        #: as wide as the widest name shown (False: as its own name; see TurnHeader)
        self.keeps_widest = True
        self._team: TeamName | None = None  # the team's name shown, shortened to the room
        #: the header's note under the name (the last role's): a team's name goes on in its
        #: room while it is empty
        self.room_below: _Note | None = None
        super().__init__()

    def set_size(self, pixels: int) -> bool:
        """The name in *pixels* (TurnHeader._fit_names), its widest so far this size's;
        whether that changed."""
        self.ensurePolished()
        if self.font().pixelSize() == pixels:
            return False
        self.setStyleSheet(f"font-size: {pixels}px;")  # its own: before the header's
        self.ensurePolished()
        self._widest = self._asked()
        self.updateGeometry()
        self._follow_width()  # shortened, or not, in this size: its tooltip says
        return True

    def show_name(self, text: str) -> bool:
        """Say *text*; whether the label asks for another width now."""
        self._team = text if isinstance(text, TeamName) else None
        self.setText(text)
        width = self._asked()
        if width > self._widest and self._team is None:  # a team's name asks for no more
            self._widest = width
            self.updateGeometry()
            return True
        if not self.keeps_widest:
            self.updateGeometry()
            return True
        return False

    def _asked(self) -> int:
        """The width the name asks for: whole, a team's name only its first letters."""
        whole = super().sizeHint().width()
        if self._team is None:
            return whole
        margins = self.contentsMargins()
        return min(whole, _needs(self.fontMetrics().horizontalAdvance, self._team)
                   + margins.left() + margins.right())

    def widest(self) -> int:
        """The width of the widest name shown so far (the line split is decided by it)."""
        return max(self._asked(), self._widest)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().sizeHint()
        return QSize(self.widest() if self.keeps_widest else self._asked(), hint.height())

    # (no least width of its own: a team's name needs a few letters and "…", as every
    # name label's; with the announcer's name whole, "Jean-Philippe Perrenoud (Jean-…)"
    # made the form wider while he announced, and Match, Kontermatsch and Stöck moved left
    # under the mouse, a trial's)

    def _spare_lines(self) -> int:
        """The lines of the note's room under the name (empty this round) that a team's
        name too long for its own line may go on in."""
        note = self.room_below
        if self._team is None or note is None or note.text() or not note.isVisible():
            return 0
        start = self._below(note).y()
        if start < 0:
            return 0  # the name's line is not right above the note's room
        metrics = self.fontMetrics()
        room = note.height() - start
        return 0 if room < metrics.height() else (room - metrics.height()) // (
            metrics.lineSpacing()) + 1

    def _below(self, note: QWidget) -> QPoint:
        """Where the name's second line begins, in *note*."""
        box = self.contentsRect()
        return note.mapFrom(self.window(), self.mapTo(self.window(), box.bottomLeft()
                                                      + QPoint(0, 1)))

    def _painted(self) -> tuple[list[str], bool]:
        """A team's name as the header paints it, line by line, and whether it is cut: whole
        where its line and the room under it hold it, else the team shortened with "…"
        after the announcer, or the whole shortened where even that has no room."""
        team = self._team
        assert team is not None
        font, width, most = self.font(), self.contentsRect().width(), 1 + self._spare_lines()
        whole = _wrapped(team, font, width, most)
        if whole is not None:
            return whole, False
        cuts: list[Callable[[int], str]] = [
            lambda n: team.head + team.team[:n].rstrip() + "…" + team.tail,
            lambda n: team[:n].rstrip() + "…"]
        for cut in cuts:
            lines = _shortened(cut, len(team), font, width, most)
            if lines is not None:
                return lines, True
        return ["…"], True

    def _shows_team(self) -> bool:
        return self._team is not None and self._team == self.text()

    def shown_text(self) -> str:
        """The name as painted, a line each (the lines after the first in the note's room)."""
        if not self._shows_team():
            return super().shown_text()
        return "\n".join(self._painted()[0])

    def _follow_width(self) -> None:
        if not self._shows_team():
            super()._follow_width()
            return
        tip(self, self.text() if self._painted()[1] else "")
        if self.room_below is not None:
            self.room_below.update()  # the name's further lines are painted there

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.room_below is not None and event.size().width() != event.oldSize().width():
            self.room_below.measure_carried()  # the room the name's lines need at this width

    def room_changed(self) -> None:
        """The note under the name said something, or nothing, or changed its height: the
        name's lines follow."""
        self._follow_width()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        if not self._shows_team():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), int(self.alignment()), self._painted()[0][0])

    def paint_below(self, note: QWidget) -> None:
        """Paint the lines after the name's first on *note*, under it."""
        if not self._shows_team():
            return
        rest = self._painted()[0][1:]
        if not rest:
            return
        painter = QPainter(note)
        painter.setFont(self.font())
        painter.setPen(self.palette().color(self.foregroundRole()))
        start, metrics = self._below(note), self.fontMetrics()
        for i, line in enumerate(rest):
            box = QRect(start.x(), start.y() + i * metrics.lineSpacing(),
                        self.contentsRect().width(), metrics.height())
            painter.drawText(box, int(self.alignment()), line)


class _Note(StatusLine):
    """The header's small note: as high as its tallest text of the match (StatusLine), and
    at least a line high once its room is kept (``kept``), empty or not."""

    def __init__(self) -> None:
        super().__init__()
        self.kept = False
        self._line_heights: dict[str, int] = {}  # font -> a line's height
        #: the name over the note whose further lines it paints while it is empty
        self.carried: _Name | None = None
        #: a player's name and his team ("Marie-Françoise (Marie-Françoise &
        #: Anne-Catherine)", TurnHeader.expect) the header may say there: their lines'
        #: room is kept from the start
        self.carried_names: list[TeamName] = []
        self._carried_height = 0  # their room, as last measured (measure_carried)

    def _line(self, width: int) -> int:
        """A line's height as the label lays one out (the font's height alone was a pixel
        short of it)."""
        if not self.kept:
            return 0
        self.ensurePolished()  # the style sheet's font
        margins = self.contentsMargins()
        key = self.font().key()
        # Qt asks at every layout: a probe label made each time was ten labels an entry.
        # Measured once per font, not per width: one word never wraps, so the line is as
        # high at every width, and Qt asks at new widths at every entry (two probes an
        # entry, docs/performance.md)
        if key not in self._line_heights:
            probe = QLabel("Ág")
            probe.setFont(self.font())
            probe.setWordWrap(True)
            self._line_heights[key] = probe.heightForWidth(max(1, width - margins.left()
                                                               - margins.right()))
            probe.deleteLater()
        return self._line_heights[key] + margins.top() + margins.bottom()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return max(super().heightForWidth(width), self._line(width))

    def _kept(self) -> int:
        """The height kept: a line once kept, and the room for the longest note of the match
        (keep_room) at the width the note has (the header's layout asks the size hint, not
        the height for the width: a note of two lines moved the form down when it came)."""
        width = self.width()
        return max(self._line(width), self._room.height(width))

    def _carried_room(self) -> int:
        """The height the lines after the first of the longest name expected over the note
        ask for in its room (at most :data:`NAME_LINES` in all): kept for the match, so that
        a team's name is whole while it fits and the form stays where it is as the turn
        goes round (a Romand trial's netbook read "Marie-Françoise (Marie-Françoise &
        Anne-Cat…)" with room to spare under the form)."""
        name = self.carried
        if name is None or not self.carried_names or name.contentsRect().width() <= 0:
            return 0
        name.ensurePolished()  # the style sheet's big font
        font, width = name.font(), name.contentsRect().width()
        lines = max(len(_wrapped(text, font, width, NAME_LINES) or [""] * NAME_LINES)
                    for text in self.carried_names)
        if lines < 2:
            return 0
        metrics = name.fontMetrics()
        start = max(0, name._below(self).y())
        return start + metrics.height() + (lines - 2) * metrics.lineSpacing()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        # the room of the names over it only as asked, not needed: where the window has
        # not the room, the name is shortened
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self._kept(), self._carried_height))

    def measure_carried(self) -> None:
        """Measure the room of the names over it (:meth:`_carried_room`) once the window
        has been laid out, not in the middle of it: measured at the narrow width a name has
        while a new match's form is first laid out, it made a netbook's window 5 px taller
        than its screen."""
        QTimer.singleShot(0, self, self._measured)

    def _measured(self) -> None:
        height = self._carried_room()
        if height != self._carried_height:
            self._carried_height = height
            self.updateGeometry()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self._kept()))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.has_room() and event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the room's height is the new width's
        if self.carried is not None:
            self.carried.room_changed()

    def moveEvent(self, event: QMoveEvent) -> None:  # noqa: N802 - Qt override
        super().moveEvent(event)
        if self.carried is not None:  # the room under the name is another
            self.carried.room_changed()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        super().paintEvent(event)
        if self.carried is not None and not self.text():
            self.carried.paint_below(self)


class _Widths:
    """The widths of texts in the header's labels' fonts, kept: the header works out the
    width of every name and role word it expects at each entry and each resize
    (TurnHeader._lines); a font made anew, its metrics and every text measured again cost
    a Coiffeur entry 1.0 M instructions (docs/performance.md, the twenty-ninth pass). The
    header forgets them when its fonts change (TurnHeader.changeEvent)."""

    def __init__(self) -> None:
        self._metrics: dict[tuple[str, int], QFontMetrics] = {}
        self._widths: dict[tuple[str, int, str], int] = {}

    def clear(self) -> None:
        self._metrics.clear()
        self._widths.clear()

    def advance(self, label: QLabel, pixels: int, text: str) -> int:
        """The width of *text* in *label*'s font in *pixels* (0: its own size). The
        header's labels of one kind (role words, names) have one font but for the names'
        size (TurnHeader._fit_names)."""
        kind = "name" if isinstance(label, _Name) else "role"
        key = (kind, pixels, text)
        width = self._widths.get(key)
        if width is None:
            width = self._widths[key] = self._font(label, kind, pixels).horizontalAdvance(text)
        return width

    def _font(self, label: QLabel, kind: str, pixels: int) -> QFontMetrics:
        metrics = self._metrics.get((kind, pixels))
        if metrics is None:
            label.ensurePolished()  # its font is the style sheet's
            font = QFont(label.font())
            if pixels:
                font.setPixelSize(pixels)
            metrics = self._metrics[(kind, pixels)] = QFontMetrics(font)
        return metrics


class TurnHeader(QFrame):
    """One line of roles and names in big letters, and an optional small note below.

    Where the roles do not fit on one line ("Gibt Fränzi Zürcher · Sagt an Gody
    Brönnimann" beside a 1280 px board), each has a line of its own and every name is whole
    (a club trial read "Fränzi Zürc…"); a name too long even for a line of its own is
    shortened with "…", the whole name in its tooltip. A team's name (:class:`TeamName`) never
    asks for a line: it goes on in the room of the note under it while that is empty, and is
    shortened with "…" to the room it has.

    ``set_roles([(role, name), ...], note)`` shows e.g. ``[("Deals", "Anna"),
    ("Announces", "Beat")]``; ``set_turn(dealer, announcer, note)`` is the same for the two
    usual roles. Names are shown as plain text. With no role the header hides itself.
    ``names()`` gives what is shown, for tests and the screen reader.

    The header keeps one height for the whole match, so that the form below it never moves
    under a mouse (a trial's click on *Match* landed where the button had been a moment
    before): the line split is decided for every name and role word the panel announces
    (``expect``), and a panel whose header may show a note keeps its line from the start
    (``keep_note``), as high as the longest note shown so far.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._widths = _Widths()  # the texts' widths in its labels' fonts (changeEvent)
        self.setObjectName("turnHeader")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setStyleSheet(
            "#turnHeader { background: #1d2a4a; border-radius: 6px; }"
            " QLabel { color: #ffffff; }"
            " QLabel[role=\"role\"] { color: #c9d3ee; font-size: 13px; }"
            f" QLabel[role=\"name\"] {{ font-size: {NAME_SIZE}px; font-weight: bold; }}"
            " QLabel[role=\"note\"] { color: #ffd966; font-size: 13px; font-weight: bold; }")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 2, 10, 2)  # the note's kept line: 4 px back
        outer.setSpacing(0)
        self._row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self._row.setSpacing(8)
        outer.addLayout(self._row)
        self._dots: list[QLabel] = []  # the "·" between the roles of one line
        self._expected: list[str] = []  # every name the header may say (see expect)
        self._roles: list[str] = []  # every role word it may say
        self.note = _Note()
        self._label("note", label=self.note)
        outer.addWidget(self.note)
        self._shown: list[tuple[str, str]] = []
        self._labels: list[tuple[QLabel, _Name]] = []  # (role, name) per role shown
        self._steady_names = True
        self.hide()

    def set_steady_names(self, steady: bool) -> None:
        """*steady* (the default): each name as wide as the widest it has shown, so that the
        next dealer's name does not move the role after it ("Sagt an" stays in place). Off:
        each name as wide as itself, for a header whose other role changes with every entry
        anyway (the Guggitaler's game): the widest name left a gap after a short one, "Deals
        Urs", a gap, "· Game Last trick", and the line read as two (a tester's). The line
        split and the header's height are the widest names' either way. (Also off while a
        round is corrected: its dealer stays, and a team's name after it has the room.)"""
        if steady == self._steady_names:
            return  # asked at every turn: nothing laid out again
        self._steady_names = steady
        for _role, name in self._labels:
            name.keeps_widest = steady
            name.updateGeometry()

    def _label(self, role: str, text: str = "", label: QLabel | None = None) -> QLabel:
        label = label if label is not None else QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)  # names are never HTML
        label.setProperty("role", role)
        return label

    def set_roles(self, roles: list[tuple[str, str]], note: str = "") -> None:
        if roles == self._shown and note == self.note.text():
            return
        if len(roles) == len(self._labels) and roles:
            self._retext(roles)
        else:
            self._rebuild(roles)
        self._shown = list(roles)
        self.note.setText(note)
        if note:  # once shown, its line keeps its room for the match: the form below
            # stays where it is when a round geschoben is written (it jumped ~16 px)
            self.keep_note()
        self.note.setVisible(self.note.kept)
        if self.note.carried is not None:
            self.note.carried.room_changed()  # the note's room is the name's, or not
        self.setVisible(bool(roles))
        self.setAccessibleName(" · ".join(f"{r} {n}" for r, n in roles))

    def _retext(self, roles: list[tuple[str, str]]) -> None:
        """The same roles, other names (the next round): the labels that are there say them,
        so that the header keeps its height (new labels are laid out small first, and the
        whole side of the window moved and was painted again for every entry)."""
        resized = False
        for (role, name), (role_label, name_label) in zip(roles, self._labels, strict=True):
            role_label.setText(role)
            # as wide as the widest name shown so far (_Name): the dealer moves on every
            # round, and a label that changed width moved its neighbours and the panel below
            # it, which Qt then painted again in full
            resized = name_label.show_name(name) or resized
        self._lines()
        if resized:
            self._lay_out_now()

    def _lay_out_now(self) -> None:
        """The names laid out in the header now, at its width: Qt lays them out a pass
        later, and a name wider than any before was painted first in its old width,
        shortened («Gibt An…» for a moment after a round: a trial's laptop)."""
        for _role, name in self._labels:
            pair = name.parentWidget()
            line = pair.layout() if pair is not None else None
            if line is not None:
                line.activate()  # the role and its name: the pair's new width
        layout = self.layout()
        if layout is not None:
            layout.invalidate()  # the pairs' new widths are read by the row
            layout.activate()

    def _rebuild(self, roles: list[tuple[str, str]]) -> None:
        empty(self._row)
        self._labels, self._dots = [], []
        for i, (role, name) in enumerate(roles):
            if i:
                dot = self._label("role", "·")
                self._dots.append(dot)
                self._row.addWidget(dot)
            pair = QWidget()
            line = QHBoxLayout(pair)
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(8)
            label = self._label("role", role)
            line.addWidget(label)
            value = _Name()
            value.keeps_widest = self._steady_names
            self._label("name", label=value)
            value.setObjectName(f"turnName{i}")
            value.show_name(name)
            line.addWidget(value, 1)
            # the last role has the rest of the line: a team's name there is shortened to
            # the line's room, not to the width of the players' names
            self._row.addWidget(pair, 1 if i == len(roles) - 1 else 0)
            self._labels.append((label, value))
        # the last name is right above the note: a team's name there may go on in its room
        self.note.carried = self._labels[-1][1] if self._labels else None
        if self.note.carried is not None:
            self.note.carried.room_below = self.note
        self._lines()

    def expect(self, names: list[str], roles: list[str] | None = None) -> None:
        """The names the header will say in this match (the players, a team's name as a
        :class:`TeamName`), and the role words it may put before them: the line is split
        from the start if any two of them would not fit, not at the round that first says
        the long ones. A team's name counts only with its first letters: it is shortened to
        the line's room, and a long one never asks for a second line."""
        self._expected = list(names)
        self._roles = list(roles or [])
        self.note.carried_names = [text for text in names
                                   if isinstance(text, TeamName) and text.head]
        self.note.measure_carried()
        self._lines()

    def keep_note(self) -> None:
        """Keep the note's line from now on, empty or not (a panel whose header may say a
        note: the form does not move down by a line when the first note comes)."""
        if not self.note.kept:
            self.note.kept = True
            self.note.show()
            self.note.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._widths.clear()  # the labels' fonts are others: measured again

    def _role_width(self, role: QLabel) -> int:
        """The width of *role*'s label with the widest role word the header may say."""
        role.ensurePolished()  # its font is the style sheet's
        hint = role.sizeHint().width()
        text = self._widths.advance(role, 0, role.text())
        return max([hint] + [hint - text + self._widths.advance(role, 0, word)
                             for word in self._roles])

    def _names_width(self, name: _Name) -> int:
        """The width the names the label may say need in the names' own size: its widest
        so far and every name expected (a team's its first letters)."""
        name.ensurePolished()
        widest = name.widest() if name.font().pixelSize() == NAME_SIZE else 0
        advance = partial(self._widths.advance, name, NAME_SIZE)
        return max([widest] + [_needs(advance, text) for text in self._expected])

    def _one_line_width(self) -> int:
        """What the roles need side by side in the names' own size: each as wide as its
        widest name so far, or as the widest name expected (the names made smaller on a
        line each are not: the header would go back to one line too narrow for them)."""
        widths = [self._role_width(role) + 8 + self._names_width(name)
                  for role, name in self._labels]
        widths += [dot.sizeHint().width() for dot in self._dots]
        return sum(widths) + self._row.spacing() * (len(widths) - 1)

    def _fit_names(self, split: bool, room: int) -> None:
        """On a line each, the names a size smaller where the longest player's name has not
        the room of its line in their own (a French netbook's *À la donne Jean-Christophe
        Baumgartner-Im…*): whole on one line, and two lines of smaller names leave the form
        the height its preview's third line needs. A team's name does not decide it (it is
        shortened to its line's room, or goes on under it)."""
        if split and self._labels and room <= max(self._role_width(role) + 8
                                                   for role, _name in self._labels):
            # no room for a name at all: the header is not laid out yet (47 px wide for a
            # moment while a match opens). Made the smallest for it and the largest again at
            # once, the names cost the window a round of its layout more after the match
            # opened, 15 M instructions (docs/performance.md, the twenty-ninth pass)
            return
        pixels = self._name_pixels(room) if split and self._labels else NAME_SIZE
        changed = [name.set_size(pixels) for _role, name in self._labels]
        if any(changed):
            self.note.measure_carried()  # a team's lines under its name are the new size's

    def _name_pixels(self, room: int) -> int:
        """The names' size on a line each: the largest in which every player's name fits
        *room*. Larger again than now only with :data:`SPARE` pixels to spare: the form's
        scroll bar coming and going makes the side 14 px wider or narrower, and the header,
        and the form under it, changed height with it."""
        players = [text for text in self._expected if not isinstance(text, TeamName)]

        def largest(width: int) -> int:
            pixels = NAME_SIZE
            while pixels > LEAST_NAME_SIZE and any(
                    self._role_width(role) + 8 + self._player_width(name, players, pixels)
                    > width for role, name in self._labels):
                pixels -= 1
            return pixels

        now = self._labels[0][1].font().pixelSize()
        best = largest(room)
        return best if best <= now else max(now, largest(room - SPARE))

    def _player_width(self, name: _Name, players: list[str], pixels: int) -> int:
        """The width the players' names, and the label's own unless a team's, need in
        *pixels*."""
        shown = [] if name._team is not None else [name.text()]
        return max([0] + [self._widths.advance(name, pixels, text)
                          for text in [*shown, *players]])

    def _lines(self) -> None:
        """One line for the roles where they fit, else a line each. The widest names so far
        decide, so a line once split stays split for the match (the form below does not
        move from round to round)."""
        margins = self.contentsMargins()
        room = self.width() - margins.left() - margins.right() - 20  # the layout's margins
        # (a header on its own, not in a form, is as wide as it asks)
        split = (len(self._labels) > 1 and not self.isWindow()
                 and self._one_line_width() > room)
        direction = (QBoxLayout.Direction.TopToBottom if split
                     else QBoxLayout.Direction.LeftToRight)
        if self._row.direction() != direction:
            self._row.setDirection(direction)
            # a line each: the names' own line height apart, not 8 px more (a French
            # netbook's Schieber header took the room of its Bedanken row)
            self._row.setSpacing(0 if split else 8)
            for dot in self._dots:
                dot.setVisible(not split)
        self._fit_names(split, room)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._lines()

    def set_turn(self, dealer: str | None, announcer: str | None, note: str = "") -> None:
        roles = []
        if dealer:
            roles.append((self.tr("Deals"), dealer))
        if announcer:
            roles.append((self.tr("Announces"), announcer))
        self.set_roles(roles, note)

    def names(self) -> list[str]:
        return [name for _role, name in self._shown]

    def text(self) -> str:
        """Everything shown, in one line."""
        shown = " · ".join(self.tr("{0}: {1}").format(r, n) for r, n in self._shown)
        return f"{shown} ({self.note.text()})" if self.note.text() else shown
