"""The New evening dialog's date is typed as a person writes a day (a club organiser's trial:
Qt's date field took "26.11.2026" typed after a Tab as 26.12.1, and over the selected date it
kept the day and put the rest after it), or picked from its calendar; a text that is no day
is refused with the form it should have, the dialog open and the typing kept."""

import pytest
from PySide6.QtCore import QDate, QLocale, Qt
from PySide6.QtWidgets import QApplication

from .test_club_window import cw  # noqa: F401


@pytest.fixture
def german(qapp):
    from jasstafel.ui import i18n

    assert i18n.install(qapp, "de") is not None
    yield
    i18n.uninstall(qapp)


def opened(cw):  # noqa: F811
    dialog = cw.evenings.new_evening_dialog()
    dialog.choose("schieber", "turnier")
    QApplication.processEvents()
    return dialog


def type_date(qtbot, dialog, text, select_all=True):
    dialog.date.setFocus(Qt.FocusReason.TabFocusReason)
    field = QApplication.focusWidget()
    if select_all:
        qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, text)
    return field


def create(qtbot, dialog):
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)


@pytest.mark.parametrize("typed, day", [
    ("26.11.2026", "2026-11-26"), ("5.12.2026", "2026-12-05"), ("1.2.27", "2027-02-01"),
    ("2026-11-26", "2026-11-26"),
])
def test_a_day_typed_over_the_date_is_the_evenings(cw, qtbot, german, typed, day):  # noqa: F811
    dialog = opened(cw)
    type_date(qtbot, dialog, typed)
    create(qtbot, dialog)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert dialog.result_value.date == day


def test_the_field_writes_the_day_as_the_window_does(cw, qtbot, german):  # noqa: F811
    dialog = opened(cw)
    assert dialog.date.text() == QDate.currentDate().toString("dd.MM.yyyy")
    dialog.reject()


def test_a_text_that_is_no_day_is_refused_and_kept(cw, qtbot, german):  # noqa: F811
    dialog = opened(cw)
    before = len(cw.club.evenings())
    field = type_date(qtbot, dialog, "31.02.2026")
    create(qtbot, dialog)
    assert dialog.isVisible() and dialog.error.isVisible()
    assert dialog.error.text() == \
        "Datum: 31.02.2026 ist kein Tag; so schreiben: 26.11.2026"
    assert field.text() == "31.02.2026"
    assert len(cw.club.evenings()) == before
    # corrected where it was typed, the evening is created
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, "28.02.2026")
    create(qtbot, dialog)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert dialog.result_value.date == "2026-02-28"


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_the_calendar_picks_a_day(cw, qtbot, german):  # noqa: F811
    """The button beside the field opens a calendar at the typed day, the keys in it: a week
    back with Up, Enter writes the day into the field; a click on a day does the same; Esc
    closes it and leaves the typing as it was."""
    dialog = opened(cw)
    type_date(qtbot, dialog, "26.11.2026")
    calendar = dialog.date.calendar
    qtbot.mouseClick(dialog.date.pick, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(calendar.isVisible)
    assert calendar.selectedDate() == QDate(2026, 11, 26)
    assert calendar.locale().language() == QLocale.Language.German  # "Dezember", "Mo."
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Up)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not calendar.isVisible())
    assert dialog.date.text() == "19.11.2026"
    assert QApplication.focusWidget() is dialog.date.edit  # typing again where it was
    qtbot.mouseClick(dialog.date.pick, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(calendar.isVisible)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not calendar.isVisible())
    assert dialog.date.text() == "19.11.2026" and dialog.isVisible()
    dialog.reject()


def test_a_click_into_the_date_selects_it_for_typing(cw, qtbot, german):  # noqa: F811
    """A trial's click into the field and "26.11.2026" typed gave "05.12.202626.11.2026":
    a click selects the day offered, so what is typed replaces it; the refusal of a day
    typed before goes as soon as the day is typed again."""
    dialog = opened(cw)
    type_date(qtbot, dialog, "31.02.2026")
    create(qtbot, dialog)
    assert dialog.error.isVisible()
    dialog.place.setFocus()
    qtbot.mouseClick(dialog.date.edit, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.date.edit.selectedText() == "31.02.2026")
    qtbot.keyClicks(dialog.date.edit, "26.11.2026")
    assert dialog.date.text() == "26.11.2026" and not dialog.error.isVisible()
    create(qtbot, dialog)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert dialog.result_value.date == "2026-11-26"


def new_evening_by_click(qtbot, cw):  # noqa: F811
    """*New evening…* clicked in the Evenings tab: the dialog, the cursor in its date."""
    cw.activateWindow()
    qtbot.waitUntil(cw.isActiveWindow)
    cw.tabs.setCurrentWidget(cw.evenings)
    qtbot.mouseClick(cw.evenings.new_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not None)
    dialog = QApplication.activeModalWidget()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.date.edit)
    return dialog


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_tab_from_the_date_goes_to_the_place(cw, qtbot):  # noqa: F811
    """A trial's fast typist: the date, Tab, "Rössli, Muri": Tab went to the calendar's "…"
    button, and the space of the place pressed it (the calendar opened, and the date
    changed once). The keyboard goes Date → Place; the calendar is the button's (a click)
    and Alt+Down's in the date field, which its tooltip names."""
    from .keyboard import type_

    dialog = new_evening_by_click(qtbot, cw)
    qtbot.keyClick(dialog.date.edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_(qtbot, "2026-11-26")
    press_tab = Qt.Key.Key_Tab
    qtbot.keyClick(QApplication.focusWidget(), press_tab)
    assert QApplication.focusWidget() is dialog.place
    qtbot.keyClick(dialog.place, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_(qtbot, "Rössli, Muri")
    assert not dialog.date.calendar.isVisible()
    assert dialog.place.text() == "Rössli, Muri"
    assert dialog.date.text() == "2026-11-26"
    # back with Shift+Tab: the date again, not the button
    qtbot.keyClick(dialog.place, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is dialog.date.edit
    create(qtbot, dialog)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert (dialog.result_value.date, dialog.result_value.place) == ("2026-11-26",
                                                                     "Rössli, Muri")


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_alt_down_in_the_date_opens_the_calendar(cw, qtbot, german, tmp_path):  # noqa: F811
    """The calendar from the keyboard: Alt+Down (or F4, as in Qt's own date fields) in the
    date field, named in the field's tooltip; Esc closes it, the typing as it was, the
    cursor back in the field."""
    dialog = new_evening_by_click(qtbot, cw)
    assert "Alt+↓" in dialog.date.edit.toolTip()
    type_date(qtbot, dialog, "26.11.2026")
    calendar = dialog.date.calendar
    qtbot.keyClick(dialog.date.edit, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(calendar.isVisible)
    dialog.grab().save(str(tmp_path / "club-new-evening-de.png"))
    assert calendar.selectedDate() == QDate(2026, 11, 26)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)  # a day on
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not calendar.isVisible())
    assert dialog.date.text() == "27.11.2026"
    assert QApplication.focusWidget() is dialog.date.edit
    qtbot.keyClick(dialog.date.edit, Qt.Key.Key_F4)
    qtbot.waitUntil(calendar.isVisible)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not calendar.isVisible())
    assert dialog.isVisible() and dialog.date.text() == "27.11.2026"
    assert QApplication.focusWidget() is dialog.date.edit
    dialog.reject()
