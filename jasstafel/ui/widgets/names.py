"""A player's name in a form: shown as typed, shortened with "…" where it has no room.

Names come from the Schreiber (up to 60 characters): a form that asks for the whole of four
long names beside the board pushed a netbook's window past its screen. A name label asks
for its name, but for no more than :data:`ASKS` average characters (its size hint), and
needs only a few letters (its minimum); where its row is wider anyway, the name is whole.
What it cannot show is in its tooltip, and its text stays whole for the screen reader.
A box of names with their keys (:class:`NameBox`: the Coiffeur's team, "Anna & Cla
(Ctrl+8)") shortens the name the same way and keeps the key whole after it. A team's name
beside its field (:class:`TwoLineName`: the Schieber's card points) has the same width
whatever the name, on up to two lines.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QWidget,
)

from .messages import tip
from .mnemonic import no_mnemonic

#: the most room a name asks for, in average characters (a name of up to 16 letters
#: is shown whole wherever the form has its room)
ASKS = 16
#: ... and a team's name ("Marie-Christine & Anne-Catherine": two names and "&")
TEAM_ASKS = 24
#: ... and a player's name on up to two lines (:class:`TwoLineName`): a double first name
#: whole on the first ("Annemarie-Louise" is 135 px in the forms' 15 px type, where 16
#: average characters are 128: the Differenzler and Molotow forms at 1024×600, the least
#: width of the window's form, read "Annemarie-Louise Bernasc…")
TWO_LINES_ASKS = 18
#: the letters a shortened name keeps at least
LEAST = 6


class NameLabel(QLabel):
    """A plain-text label that shortens its text with "…" rather than widen its row."""

    #: the most room asked for, in average characters (None: the whole text)
    asks: int | None = ASKS

    def __init__(self, text: str = "", style: str = "") -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(self.alignment())
        if style:
            self.setStyleSheet(style)
        self.setText(text)

    def setAlignment(self, alignment: Qt.AlignmentFlag) -> None:  # noqa: N802 - Qt override
        """*alignment* as the window's, never the name's: Qt aligns a label's text by the
        text's own direction, and a right-to-left name (Hebrew, Arabic) went to the far
        right of its room, the header's whole width away from its "Deals" (a trial's). The
        window speaks left-to-right languages only: left is left."""
        super().setAlignment(alignment | Qt.AlignmentFlag.AlignAbsolute)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        super().setText(text)
        self._follow_width()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().sizeHint()
        if self.asks is not None:
            margins = self.contentsMargins()
            most = (self.fontMetrics().averageCharWidth() * self.asks + margins.left()
                    + margins.right())
            hint.setWidth(min(hint.width(), most))
        return hint

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        # room for the first letters and "…" (a short word whole: "Stiche" beside a long
        # name stays readable); the row gives the rest when it has it
        hint = super().minimumSizeHint()
        margins = self.contentsMargins()
        text = self.text()
        if len(text) <= LEAST + 1:
            return QSize(super().sizeHint().width(), hint.height())  # whole
        short = self.fontMetrics().horizontalAdvance(text[:LEAST] + "…")
        return QSize(min(hint.width(), short + margins.left() + margins.right()),
                     hint.height())

    def shown_text(self) -> str:
        """The name as it is painted: whole, or its start and "…" where it does not fit."""
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                             self.contentsRect().width())

    def _follow_width(self) -> None:
        tip(self, self.text() if self.shown_text() != self.text() else "")

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._follow_width()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        shown = self.shown_text()
        if shown == self.text():
            super().paintEvent(event)
            return
        painter = QPainter(self)  # the style sheet's colour and font, the text shortened
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), int(self.alignment()), shown)


class TwoLineName(QLabel):
    """A team's name beside its field, on up to two lines, sized the same whatever the name:
    it asks for :data:`TWO_LINES_ASKS` average characters (or *asks*), needs :data:`LEAST` and "…",
    and its row gives it more or less by the column's stretch, never by its words. So the field
    beside it keeps its place and its width when the name is changed (a Schieber's card
    points field got narrower when "Anna & Claudia" became "Anna & Claudia-Beatrice", and
    Match and Kontermatsch under it moved: the label took the width its words asked for).
    A name that needs more than two lines of the width it is given is shortened with "…" at
    the end of the second, whole in the tooltip and for the screen reader."""

    def __init__(self, asks: int = TWO_LINES_ASKS) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self._name = ""
        #: the room asked for, in average characters (a team's name: :data:`TEAM_ASKS`)
        self.asks = asks
        #: pixels asked for less: what the field beside it takes more than it used to
        self.gives = 0

    def set_name(self, name: str) -> None:
        if name == self._name and self.text():
            return  # the same name at every entry: already fitted to this width
        self._name = name
        self._follow_width()

    def name(self) -> str:
        return self._name

    def _flags(self) -> int:
        return int(self.alignment()) | int(Qt.TextFlag.TextWordWrap)

    def _size(self, characters: int) -> QSize:
        """*characters* average characters wide, two lines high, with the margins."""
        margins = self.contentsMargins()
        metrics = self.fontMetrics()
        width = metrics.averageCharWidth() * characters
        height = metrics.boundingRect(QRect(0, 0, width, 10_000), self._flags(),
                                      "Ág\nÁg").height()
        return QSize(width + margins.left() + margins.right(),
                     height + margins.top() + margins.bottom())

    def _fits(self, text: str, width: int, height: int) -> bool:
        used = self.fontMetrics().boundingRect(QRect(0, 0, width, 10_000), self._flags(), text)
        return used.width() <= width and used.height() <= height

    def _follow_width(self) -> None:
        """The name as it fits in the room the label has (before it is laid out: the room it
        asks for), two lines at most."""
        margins = self.contentsMargins()
        inner = self._size(0).height() - margins.top() - margins.bottom()
        width = (self.contentsRect().width() if self.testAttribute(
            Qt.WidgetAttribute.WA_WState_Created) and self.isVisible()
            else self.sizeHint().width() - margins.left() - margins.right())
        shown = self._name
        if not self._fits(shown, width, inner):
            low, high = 0, len(shown)  # the most letters that fit with "…" after them
            while low < high:
                middle = (low + high + 1) // 2
                if self._fits(self._name[:middle].rstrip() + "…", width, inner):
                    low = middle
                else:
                    high = middle - 1
            shown = self._name[:low].rstrip() + "…"
        # a buddy's label reads "&" as a mnemonic: "Anna && Cla" shows "Anna & Cla"
        text = no_mnemonic(shown) if self.buddy() is not None else shown
        if text != self.text():
            super().setText(text)
        tip(self, self._name if shown != self._name else "")
        self.setAccessibleName(self._name)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = self._size(self.asks)  # as a name asks; more or less by the stretch
        return QSize(hint.width() - self.gives, hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self._size(LEAST + 1)  # a few letters and "…"

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        return False  # two lines high, whatever the name

    def heightForWidth(self, _width: int) -> int:  # noqa: N802 - Qt override
        return self.sizeHint().height()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._follow_width()

    def changeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._follow_width()


#: the item data of a :class:`NameBox` item: the key said after its name
KEY_ROLE = Qt.ItemDataRole.UserRole + 1


class NameBox(QComboBox):
    """A combo box of names, each with its key after it ("Anna & Cla (Ctrl+8)"). Where the
    box is too narrow for the chosen item, its name is shortened with "…" and its key stays
    whole ("Stammtisch zum Gol… (Ctrl+8)"; the style cut the text at the edge, in the
    middle of the key: "Stammtisch zum Goldenen Löwen (St", a trial's); the tooltip then
    says it whole. The list that opens and the screen reader have every item whole."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentIndexChanged.connect(lambda _index: self._follow_width())

    def add_name(self, name: str, key: str = "") -> None:
        """An item: *name*, and *key* in brackets after it when there is one."""
        self.addItem(f"{name} ({key})" if key else name)
        self.setItemData(self.count() - 1, key, KEY_ROLE)
        self._follow_width()

    def text_room(self) -> int:
        """The width the style gives the chosen item's text (inside the frame, before
        the arrow)."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        return max(0, field.width() - 2)  # the style paints it a pixel in on each side

    def shown_text(self) -> str:
        """The chosen item as it is painted: whole, or its name shortened with "…" and its
        key whole after it."""
        text = self.currentText()
        metrics = self.fontMetrics()
        room = self.text_room()
        if metrics.horizontalAdvance(text) <= room:
            return text
        key = self.currentData(KEY_ROLE) or ""
        tail = f" ({key})" if key else ""
        name = text[:len(text) - len(tail)]
        short = metrics.elidedText(name, Qt.TextElideMode.ElideRight,
                                   max(0, room - metrics.horizontalAdvance(tail)))
        return (short or "…") + tail

    def _follow_width(self) -> None:
        text = self.currentText()
        tip(self, text if self.shown_text() != text else "")

    def setCurrentIndex(self, index: int) -> None:  # noqa: N802 - Qt override
        super().setCurrentIndex(index)
        self._follow_width()  # also while the box's signals are blocked

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._follow_width()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        # as QComboBox paints itself, with the text shortened at the name
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
