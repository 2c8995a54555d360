"""A push button as wide as its text, not as wide as the style wants.

Most styles give every push button with text at least about 80 px; seven Weis buttons
("+20" … "+300") and four contract buttons in a row then need more than a 1024 px window
leaves for the form. These buttons ask for their text, icon and a little padding only.
A button with a player's name (``asks=N``) asks for at most *N* average characters' room
(as a name label does, ``names.ASKS``) and takes less where there is none: names of 30
letters on four buttons pushed a netbook's window past its screen. A name that does not fit
is written a step smaller where that makes it whole (down to :data:`NAME_LEAST` of its size,
as the Schieber board writes a team's name), and only then shortened with "…"; where the row
is wider anyway, the name is shown whole in its size. A button that may take two lines
(``lines=2``) is as tall as two lines of the least size for a name longer than it ever asks
room for, at every width (its shape is its name's, not the window's), and writes such a name
on two lines in that size where one has no room (and so does the other team's button beside
it, as tall), as the slate does ("Die Trumpfkönige" over "vom Sonnenberg"), rather than
shortened (a trial's Schieber at 1024×600 read "Die Trumpfköni…" and "Jassfreunde Ob…" on
*Angesagt von* and Bedanken).

A row of such buttons is a :class:`FairRow`: it shares its width so that a name that needs
more gets more (equal parts gave "1  Jean-…" too little beside "2  Sylvie" with room to
spare, a Romand trial's at 1024×600).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QIcon, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QLayoutItem,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QWidget,
)

from jasstafel.drawing.heads import ELLIPSIS, line_cuts
from jasstafel.ui.widgets.listlayout import ListLayout

#: the least an eliding button keeps: a few letters and "…"
ELIDED_LEAST = "Wwww…"
#: the steps a name on a button is made smaller by before it is shortened, down to the
#: Schieber board's NAME_LEAST of its size (a Romand trial's Weis button read "Sylvie &
#: Jean-Ma…" where a step smaller had the room)
SMALLER = (0.95, 0.9, 0.85)
NAME_LEAST = SMALLER[-1]
#: a name on two lines is written in the least of those sizes (the index into the button's
#: own font and SMALLER), and its button is as tall as two lines of that: two lines of its
#: own size took 6 px more than a button of one line, in each of a Schieber's three rows of
#: team buttons, and a netbook's form scrolled under a refusal of three lines
TWO_LINES_FROM = len(SMALLER)
#: a button's looks, each with its own frame in the style sheet (style.py): plain, with the
#: keyboard focus, chosen, chosen with the focus
LOOKS = (
    QStyle.StateFlag.State_Off,
    QStyle.StateFlag.State_Off | QStyle.StateFlag.State_HasFocus,
    QStyle.StateFlag.State_On,
    QStyle.StateFlag.State_On | QStyle.StateFlag.State_HasFocus,
)


def _bold(button: QWidget, font: QFont | None = None) -> QFontMetrics:
    """The metrics of *button*'s font (or *font*) in bold, as a chosen button is painted."""
    bold = QFont(button.font() if font is None else font)
    bold.setBold(True)
    return QFontMetrics(bold)


def _scaled(font: QFont, factor: float) -> QFont:
    """*font* at *factor* of its size, in pixels or points as it is given."""
    smaller = QFont(font)
    if font.pixelSize() > 0:
        smaller.setPixelSize(max(1, int(font.pixelSize() * factor)))
    else:
        smaller.setPointSizeF(max(1.0, font.pointSizeF() * factor))
    return smaller


class BoldButton(QPushButton):
    """A push button with room for its text in bold, as the style sheet paints a chosen
    one: asked for in the plain font, the chosen *Premature lead (Alt+P)* read "remature
    lead (Alt+P" (a keyboard trial's)."""

    def _bold_more(self) -> int:
        text = self.text().replace("&&", "&")
        plain = QFontMetrics(self.font()).horizontalAdvance(text)
        return max(0, _bold(self).horizontalAdvance(text) - plain) + 2  # 2: rounding

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().sizeHint()
        return QSize(hint.width() + self._bold_more(), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().minimumSizeHint()
        return QSize(hint.width() + self._bold_more(), hint.height())


class CompactButton(QPushButton):
    """A QPushButton whose size hints follow its text and icon (``min_height`` tall)."""

    def __init__(self, text: str = "", parent: QWidget | None = None,
                 min_height: int = 30, asks: int | None = None, steady: bool = False,
                 lines: int = 1) -> None:
        super().__init__(text, parent)
        self._min_height = min_height
        self._asks = asks  # None: the whole text, never shortened
        #: (with *asks*) two: a long name may go on two lines (broken at a space or after a
        #: hyphen) where one has no room, a step smaller either
        self._two_lines = lines > 1 and asks is not None
        #: the name as painted on two lines (None: on one), and the button's height for two
        #: lines (0: its name is not long, and on one line)
        self._two: str | None = None
        self._two_height = 0
        #: (with *asks*) asks for its least room whatever the name, and takes what its row
        #: gives: a form's width is then not its names' (a Schieber team renamed
        #: "Stammtisch Bärengraben" widened the form at 1024×600 and moved every field)
        self._steady = steady and asks is not None
        #: the button's own font while its name is written a step smaller (None: it is not)
        self._full: QFont | None = None
        self._fitting = False  # the button sets its own font (_fit), not its style or owner
        self._inherited = True  # its own font is its parent's (none set on it)
        # what the last fit and the frame were worked out for: a team's name is set again at
        # every entry, and measuring it in four looks cost half a millisecond of the step
        self._fitted: tuple[object, ...] | None = None
        self._frames: tuple[tuple[int, str], tuple[int, int]] | None = None
        #: the buttons of its row that write their names in one size with it (share_size)
        self._partners: list[CompactButton] = []
        # a button of two lines as tall as its row: a name on one line beside a name on two
        # is in a button as tall as the other
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred
                           if self._two_lines else QSizePolicy.Policy.Fixed)

    def _own_font(self) -> QFont:
        """The font the button asks for its room in: its own, never the smaller one."""
        return self.font() if self._full is None else self._full

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        metrics = QFontMetrics(self._own_font())
        height = max(self._min_height, metrics.height() + 10, self._two_height)
        if self._asks is None:
            width = metrics.horizontalAdvance(self.text().replace("&&", "&")) + 16
            return QSize(width + self._icon_room(), height)
        # a name asks for its room in bold, inside the frame of its widest look: asked for in
        # the plain font and the plain frame, a name whole in the row was shortened once its
        # button was chosen or had the focus ("1  Chan…" beside "2  Benoît", a trial's)
        if self._steady:
            return QSize(self._least() + self._icon_room(), height)
        text = _bold(self, self._own_font()).horizontalAdvance(self.text().replace("&&", "&"))
        width = min(text + self._frame(), metrics.averageCharWidth() * self._asks + 16)
        return QSize(width + self._icon_room(), height)

    def _least(self) -> int:
        """The least room of a shortened name: a few letters and "…"."""
        return QFontMetrics(self._own_font()).horizontalAdvance(ELIDED_LEAST) + 16

    def wanted_width(self) -> int:
        """The width that shows the whole text in bold in any look (never cut to *asks*):
        what a :class:`FairRow` gives where it can."""
        # 2 px over the rounded advance: "3  Noémie" given exactly its width was shortened
        text = _bold(self, self._own_font()).horizontalAdvance(
            self.text().replace("&&", "&")) + 2
        return max(text + self._frame() + self._icon_room(), self.minimumSizeHint().width())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = self.sizeHint()
        if self._asks is not None:
            hint.setWidth(min(hint.width(), self._least()))
        return hint

    def _fits(self, font: QFont, room: int) -> bool:
        text = self.text().replace("&&", "&")
        return _bold(self, font).elidedText(text, Qt.TextElideMode.ElideRight,
                                            max(0, room)) == text

    def _name_in(self, room: int, step: int = 0) -> tuple[int, str | None]:
        """The size of the name in *room* pixels (0: its own font, 1 … a step smaller each,
        :data:`SMALLER`; none larger than *step*), and the name on two lines (None: on one):
        in its own font or a step smaller on one line; else, in a button as tall as two
        lines (:meth:`_tall`), on two lines in the size of :data:`TWO_LINES_FROM` (the
        button's height) where they are whole; else on two lines in it, the second shortened
        ("Jassfreunde" over "Oberdorf-Nie…"); else on one line in its own font, shortened."""
        fonts = self._fonts()
        one = next((i for i in range(step, len(fonts)) if self._fits(fonts[i], room)), None)
        if one is not None or not self._tall():
            return (step if one is None else one), None
        name = self.text().replace("&&", "&")
        # two lines in the sizes whose two lines the button's height has (_follow_name)
        for i in range(max(step, TWO_LINES_FROM), len(fonts)):
            two = _on_two_lines(name, _bold(self, fonts[i]), room)
            if two is not None:
                return i, two
        last = len(fonts) - 1
        shortened = _shortened_on_two_lines(name, _bold(self, fonts[last]), room)
        return (last, shortened) if shortened is not None else (step, None)

    def _tall(self) -> bool:
        """Whether the button is as tall as two lines: its own name goes on two, or a
        partner's does (:func:`share_size`: the row is as tall as its tallest button), and
        a name too long for one line there goes on two too (a Schieber's "Die Alten vom B…"
        beside "Stammtisch" over "Löwen Burgdorf", in a button as tall)."""
        return bool(self._two_height or any(p._two_height for p in self._partners))

    def _fonts(self) -> list[QFont]:
        """Its own font and the steps smaller a name may be written in."""
        own = self._own_font()
        return [own, *(_scaled(own, f) for f in SMALLER)]

    def _step(self) -> int:
        """The size its name alone would be written in (:meth:`_name_in`)."""
        return self._name_in(self._room())[0]

    def _fit(self) -> None:
        """A name too long for its room in its own font is written a step smaller (down to
        :data:`NAME_LEAST`) where that makes it whole, or on two lines (:meth:`_name_in`);
        else in its own font, shortened. The room is the same in every look, so the size
        does not change with the focus or the choice; the size hints stay the own font's
        (and the height the name's), so the row does not lay out again."""
        if self._asks is None:
            return
        own = self._own_font()
        room = self._room()
        partners = [(p.text(), p.width()) for p in self._partners]
        done = (self.text(), room, own.key(), partners)
        if done == self._fitted:
            return
        self._fitted = done
        self._follow_name()
        # the size of the partner whose name needs the smallest: the pair reads as one
        step = max([p._step() for p in self._partners], default=0)
        shared, self._two = self._name_in(room, step)
        font = self._fonts()[shared]
        for partner in self._partners:
            partner._fit()  # its partner's name changed, or its room: it follows
        if font == self.font():
            return
        self._fitting = True
        try:
            if font == own:  # back to its own: inherited again where it was
                self.setFont(QFont() if self._inherited else own)
                self._full = None
            else:
                if self._full is None:
                    self._inherited = not self.testAttribute(Qt.WidgetAttribute.WA_SetFont)
                self._full = own
                self.setFont(font)  # a style sheet's bold (a chosen one) is in this size
        finally:
            self._fitting = False

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._frames = None  # the frames are the style's and the font's: measured again
            self._fitted = None
        if event.type() == QEvent.Type.FontChange and not self._fitting:
            self._full = None  # a new font of its own (a style sheet's): fitted again
            super().changeEvent(event)
            self._fit()
            return
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        if text == self.text():
            return  # the same words at every entry: nothing to lay out or fit again
        super().setText(text)
        self._fit()

    def _follow_name(self) -> None:
        """A name longer than the button ever asks room for (*asks* average characters, in
        bold: "Die Trumpfkönige vom Sonnenberg") that can go on two lines makes a two-line
        button as tall as two lines of the size :data:`TWO_LINES_FROM` (bold, inside the
        frame of its tallest look), at every width and whatever size the name is written
        in: the form's shape is the names', never the window's (its height as the lines'
        size, the row went up and down for ever: taller, the form's scroll bar came and took
        the width that wrote them a size smaller, lower, and went again). Any other name
        keeps the usual height, and a team renamed "Anna & Claudia-Beatrice" moves
        nothing."""
        height = 0
        name = self.text().replace("&&", "&")
        own = _bold(self, self._own_font())
        if self._goes_on_two(name, own):
            height = self._two_lines_of(self._fonts()[TWO_LINES_FROM]) + self._frame_height()
        if height != self._two_height:
            self._two_height = height
            self.updateGeometry()

    def _two_lines_of(self, font: QFont) -> int:
        """The height of two lines of *font* in bold."""
        return _bold(self, font).boundingRect(QRect(0, 0, 10_000, 10_000),
                                              int(Qt.AlignmentFlag.AlignCenter),
                                              "Ág\nÁg").height()

    def _goes_on_two(self, name: str, own: QFontMetrics) -> bool:
        """Whether *name* is one that goes on two lines (:meth:`_follow_name`)."""
        return (self._two_lines and self._asks is not None and bool(line_cuts(name))
                and own.horizontalAdvance(name) > own.averageCharWidth() * self._asks)

    def least_whole_width(self) -> int:
        """The least width that shows the text whole in its own font in any look: its
        longer line where it goes on two (a row that decides what else it has room for
        asks this, not the width of the name on one line)."""
        name = self.text().replace("&&", "&")
        own = _bold(self, self._own_font())
        width = own.horizontalAdvance(name)
        two = _on_two_lines(name, own, width) if self._goes_on_two(name, own) else None
        if two is not None:
            width = max(own.horizontalAdvance(line) for line in two.split("\n"))
        return width + 2 + self._frame() + self._icon_room()  # 2: see wanted_width

    def shown_text(self) -> str:
        """The text as painted: on two lines, or shortened with "…" where the button is too
        narrow (without the "&&" that stands for one "&")."""
        text = self.text().replace("&&", "&")
        if self._asks is None:
            return text
        if self._two is not None:
            return self._two
        # measured in bold: a chosen button's style sheet paints it bold, and a text
        # shortened for the plain font lost its first letter over the edge
        return _bold(self).elidedText(text, Qt.TextElideMode.ElideRight,
                                      max(0, self._room()))

    def _room(self) -> int:
        """The text's room: the same in every look, so that a name does not change as the
        focus or the choice moves (the style sheet's focus frame is wider than the plain
        one)."""
        return self.width() - self._frame() - self._icon_room()

    def _frame(self) -> int:
        """The most width the frame and padding around the text take in any of the button's
        looks: plain, with the focus, chosen, chosen with the focus; at least the 16 px
        every button's text is given (off the platform style's bevel)."""
        return self._frames_of()[0]

    def _frame_height(self) -> int:
        """The most height the frame and padding take in any of the button's looks."""
        return self._frames_of()[1]

    def _frames_of(self) -> tuple[int, int]:
        key = (self.height(), self.font().key())
        if self._frames is not None and self._frames[0] == key:
            return self._frames[1]
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.rect = QRect(0, 0, 400, self.height())  # any width: the frame is the same
        plain = option.state & ~(QStyle.StateFlag.State_HasFocus | QStyle.StateFlag.State_On
                                 | QStyle.StateFlag.State_Off)
        widest, tallest = 16, 0
        for look in LOOKS:
            option.state = plain | look
            contents = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents,
                                                   option, self)
            widest = max(widest, option.rect.width() - contents.width())
            tallest = max(tallest, option.rect.height() - contents.height())
        self._frames = (key, (widest, tallest))
        return widest, tallest

    def _icon_room(self) -> int:
        return 0 if self.icon().isNull() else self.iconSize().width() + 6

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        if self._asks is None:
            super().paintEvent(event)
            return
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = self.shown_text().replace("&", "&&")
        QStylePainter(self).drawControl(QStyle.ControlElement.CE_PushButton, option)


def share_size(buttons: list[CompactButton]) -> None:
    """*buttons* (a row's teams: Stöck, Bedanken) write their names in one size: the
    smallest any of them needs (a Romand trial's *Sortir* read "Marie-Françoise" a step
    smaller than "Les Cousins de" beside it, and looked like a mistake)."""
    for button in buttons:
        button._partners = [b for b in buttons if b is not button]
        button._fitted = None
    for button in buttons:
        button._fit()


def _on_two_lines(name: str, metrics: QFontMetrics, room: int) -> str | None:
    """*name* on two lines no wider than *room* (broken at a space or after a hyphen), the
    lines as alike as they can be ("Die Trumpfkönige" over "vom Sonnenberg"); None where
    no break has them so."""
    fitting = [(max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(second)),
                f"{first}\n{second}") for first, second, _hyphen in line_cuts(name)
               if first.strip() and second.strip()]
    fitting = [cut for cut in fitting if cut[0] <= room]
    return min(fitting)[1] if fitting else None


def _shortened_on_two_lines(name: str, metrics: QFontMetrics, room: int) -> str | None:
    """*name* on two lines no wider than *room*: the first as long as fits, whole, the
    second shortened with "…"; None where no first line fits, or nothing of the second
    would be left."""
    fitting = [(first, second) for first, second, _hyphen in line_cuts(name)
               if first.strip() and second.strip()
               and metrics.horizontalAdvance(first) <= room]
    if not fitting:
        return None
    first, second = max(fitting, key=lambda cut: len(cut[0]))
    rest = metrics.elidedText(second, Qt.TextElideMode.ElideRight, room)
    return None if rest == ELLIPSIS else f"{first}\n{rest}"


def set_icon(button: QAbstractButton, icon: QIcon) -> None:
    """Give *button* this icon unless it has it already. Qt cannot compare icons, so every
    ``setIcon`` repaints the button and lays out its row again: the entry forms set their
    contract icons after every entry, and six buttons were painted again for nothing."""
    if button.icon().cacheKey() != icon.cacheKey():
        button.setIcon(icon)


def fair_widths(wanted: list[int], least: list[int], room: int) -> list[int]:
    """*room* shared among items that want *wanted* and need at least *least*: where there
    is more than they want, the narrowest are raised first (all equal where they can be);
    where there is less, the widest are cut first (to one width, down to their least). A
    name that needs more gets more, and no short name is cut while a long one is whole."""
    n = len(wanted)
    if n == 0:
        return []
    if sum(wanted) <= room:  # raise the narrowest to a level
        level = _level(sorted(wanted), room, up=True)
        widths = [max(w, level) for w in wanted]
    else:  # cut the widest to a ceiling
        ceiling = _level(sorted(wanted), room, up=False)
        widths = [min(w, ceiling) for w in wanted]
    widths = [max(w, m) for w, m in zip(widths, least, strict=True)]
    spare = room - sum(widths)
    if spare > 0:  # what rounding left: to the last ones, a pixel each
        for i in range(n - 1, n - 1 - min(spare, n), -1):
            widths[i] += 1
    return widths


def _level(ordered: list[int], room: int, up: bool) -> int:
    """The level *L* at which ``sum(max(w, L))`` (*up*) or ``sum(min(w, L))`` is *room*."""
    n = len(ordered)
    if up:  # the k narrowest raised to L, the rest as they are
        rest = sum(ordered)
        for k in range(1, n + 1):
            rest -= ordered[k - 1]
            level = (room - rest) // k
            if k == n or level <= ordered[k]:
                return level
        return room // n
    taken = 0  # the k narrowest whole, the rest cut to L
    for k in range(n):
        level = (room - taken) // (n - k)
        if level <= ordered[k]:
            return max(0, level)
        taken += ordered[k]
    return ordered[-1]


class FairRow(ListLayout):
    """A row of buttons that shares its width fairly (:func:`fair_widths`): each button is
    given what shows its whole text where the row has it, the longer names more than the
    short ones where it does not. As tall as its tallest button.

    With ``lines=2`` the buttons go on two lines of equal columns (1 2 over 3 4) where one
    line has too little room for every whole text: the Guggitaler's four players read
    "1  Jean-…", "2  Noël …" on one line of a 476 px form, with the height for two lines
    below them unused (a Romand trial's, at 1280×800); on two lines each has 235 px."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6,
                 lines: int = 1) -> None:
        super().__init__(parent)
        self._gap = spacing
        self._most_lines = lines

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 - Qt's name
        return Qt.Orientation.Horizontal

    def _gaps(self, n: int) -> int:
        return self._gap * max(0, n - 1)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.kept("hint", lambda: self._row(QLayoutItem.sizeHint)))

    def minimumSize(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.kept("least", lambda: self._row(QLayoutItem.minimumSize)))

    def _row(self, size: Callable[[QLayoutItem], QSize]) -> QSize:
        """The row's width of the items' *size* and the height of the tallest hint."""
        items = self.shown()
        return QSize(sum(size(i).width() for i in items) + self._gaps(len(items)),
                     max((i.sizeHint().height() for i in items), default=0))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return self._most_lines > 1

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return self.kept(("height", width), lambda: self._height(self._lines(width)))

    def _height(self, lines: int) -> int:
        tallest = max((i.sizeHint().height() for i in self.shown()), default=0)
        return lines * tallest + self._gap * (lines - 1)

    def _lines(self, width: int) -> int:
        """One line where it shows every whole text, else as many as may be (the most room
        for each)."""
        items = self.shown()
        if self._most_lines < 2 or len(items) < 2 or (
                sum(self._wanted(i) for i in items) + self._gaps(len(items)) <= width):
            return 1
        return min(self._most_lines, len(items))

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 - Qt's name
        super().setGeometry(rect)
        items = self.shown()
        lines = self._lines(rect.width())
        if lines > 1:
            self._lay_out_lines(rect, items, lines)
            return
        wanted = [self._wanted(i) for i in items]
        least = [i.minimumSize().width() for i in items]
        widths = fair_widths(wanted, least, rect.width() - self._gaps(len(items)))
        x = rect.x()
        for item, width in zip(items, widths, strict=True):
            height = min(rect.height(), item.sizeHint().height())
            item.setGeometry(QRect(x, rect.y() + (rect.height() - height) // 2, width, height))
            x += width + self._gap

    def _lay_out_lines(self, rect: QRect, items: list[QLayoutItem], lines: int) -> None:
        """*items* on *lines* lines of equal columns, in their order: a text too long even
        there is shortened to the same width as any other (all alike)."""
        columns = -(-len(items) // lines)
        width = (rect.width() - self._gaps(columns)) // columns
        tallest = max(i.sizeHint().height() for i in items)
        for n, item in enumerate(items):
            line, column = divmod(n, columns)
            item.setGeometry(QRect(rect.x() + column * (width + self._gap),
                                   rect.y() + line * (tallest + self._gap), width, tallest))

    @staticmethod
    def _wanted(item: QLayoutItem) -> int:
        widget = item.widget()
        if isinstance(widget, CompactButton):
            return widget.wanted_width()
        return item.sizeHint().width()
