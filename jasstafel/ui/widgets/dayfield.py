"""A day typed as a person writes it, or picked from a calendar.

Qt's date field (QDateEdit) takes what is typed section by section: "26.11.2026" typed fast
after a Tab became 26.12.1, and over a selected date the day was kept and the rest typed
after it (a club organiser's trial). This field is a line of text read as the window's
language writes days (26.11.2026, 26.11.26, 2026-11-26, 26/11/2026, day first in every
language: :func:`jasstafel.i18n.typed_date`), with a button beside it that opens a calendar.

The button is the mouse's: Tab goes from the day to the next field of the form (a trial's
fast typist tabbed onto the button, and the space of "Rössli, Muri" opened the calendar and
changed the date). From the keyboard the calendar is Alt+Down (or F4, as in Qt's own date
fields and drop-down lists) in the field, which its tooltip says.
"""

from __future__ import annotations

import datetime

from PySide6.QtCore import QDate, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QCalendarWidget,
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ... import i18n


class _DayEdit(QLineEdit):
    """The day's text, all of it selected when the field is clicked into: a day is typed
    whole, and typed after the day offered it read "05.12.202626.11.2026" (a trial's).
    Alt+Down or F4 asks for the calendar (:attr:`calendar_asked`)."""

    calendar_asked = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        alt_down = (event.key() == Qt.Key.Key_Down
                    and event.modifiers() & Qt.KeyboardModifier.AltModifier)
        plain_f4 = (event.key() == Qt.Key.Key_F4
                    and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier)
        if alt_down or plain_f4:
            event.accept()
            self.calendar_asked.emit()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        super().focusInEvent(event)
        if event.reason() == Qt.FocusReason.MouseFocusReason:
            # after the click has placed the cursor, which would undo a selection made now
            QTimer.singleShot(0, self.selectAll)


class DayField(QWidget):
    """``text()`` as typed; ``date()`` the day it is (an invalid QDate when it is none)."""

    dateChanged = Signal(QDate)  # noqa: N815 - Qt's name, as QDateEdit's: a day picked

    def __init__(self, day: QDate, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # made as children of the field, so that they are in its window's tab order (made
        # without a parent, the two were a tab order of their own: Tab went from the day to
        # the button and back, never on to the next field)
        self.edit = _DayEdit(self)
        self.edit.calendar_asked.connect(self.show_calendar)
        self.pick = QToolButton(self)
        self.pick.setText("…")
        self.pick.setToolTip(self.tr("Choose the day from a calendar (from the keyboard: "
                                     "Alt+↓ in the date)"))
        self.pick.setAccessibleName(self.tr("Calendar"))
        # the mouse's: Tab goes on to the next field, where the typing goes on (a space
        # typed on the button opened the calendar); the keys' calendar is Alt+Down
        self.pick.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pick.clicked.connect(self.show_calendar)
        # a popup of its own, as Qt's date field has: the keys go to the calendar (in a
        # menu they moved through the menu), a click outside or Esc closes it
        self.popup = QFrame(self, Qt.WindowType.Popup)
        self.popup.setFrameShape(QFrame.Shape.Box)
        self.calendar = QCalendarWidget()
        self.calendar.setGridVisible(True)
        self.calendar.setLocale(i18n.locale())  # the window's language's months and days
        frame = QVBoxLayout(self.popup)
        frame.setContentsMargins(0, 0, 0, 0)
        frame.addWidget(self.calendar)
        self.calendar.clicked.connect(self._picked)
        self.calendar.activated.connect(self._picked)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        row.addWidget(self.edit, 1)
        row.addWidget(self.pick)
        self.setFocusProxy(self.edit)  # the keys go to the typing
        self.edit.setToolTip(self.tr("Type the day as you write it ({0}), or Alt+↓ (F4) for "
                                     "a calendar").format(self.example()))
        self.setDate(day)

    def setDate(self, day: QDate) -> None:  # noqa: N802 - QDateEdit's name
        # as the window writes days: 26.11.2026 (English: 2026-11-26, as it sorts)
        self.edit.setText(i18n.iso_date(day.toString("yyyy-MM-dd")))
        self.dateChanged.emit(day)

    def date(self) -> QDate:
        """The day typed (or picked); an invalid QDate when the text is no day."""
        iso = i18n.typed_date(self.edit.text())
        try:
            day = datetime.date.fromisoformat(iso)
        except ValueError:
            return QDate()
        return QDate(day.year, day.month, day.day)

    def text(self) -> str:
        return self.edit.text()

    def example(self) -> str:
        """How a day is typed here, as the window writes one: 26.11.2026."""
        return i18n.iso_date("2026-11-26")

    def show_calendar(self) -> None:
        """The calendar under the field, at the day typed (today when it is none)."""
        day = self.date()
        self.calendar.setSelectedDate(day if day.isValid() else QDate.currentDate())
        self.popup.adjustSize()
        self.popup.move(self.mapToGlobal(QPoint(0, self.height())))
        self.popup.show()
        self.calendar.setFocus()

    def _picked(self, day: QDate) -> None:
        self.setDate(day)
        self.popup.hide()
        self.edit.setFocus()
