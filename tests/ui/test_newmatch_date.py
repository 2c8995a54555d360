"""The match's date is kept as a date, not as one language writes it. A trial's English window
stored "12/5/2026" in the match file (its New match form offers the date as the English locale
writes it), and the French sheet printed it unchanged, which a Romand reads as 12 May; a
German window stored "05.12.2026". Now a date offered or typed in the form is kept as
2026-12-05, printed as each language writes dates; other text stays as typed (docs/match-file.md).

An English window writes a day as 2026-12-05 (as the club's English pages do) and reads slashes
day first, as Switzerland and Britain write them: a British Schreiber's trial saw today offered
as "12/5/2026" (12 May to him), "6/12/2026" kept as 12 June and "25/12/2026" not read as a day.
"""

import datetime

import pytest
from PySide6.QtCore import Qt

from jasstafel import i18n
from jasstafel.printing.sheet import sheet_date
from jasstafel.ui.newmatch import NewMatchDialog

from .keyboard import CTRL


def days_around(act):
    """What *act* returns, and the days it may have seen as today: the day before it and the
    day after (a suite begun before midnight ran these after it and saw the next day)."""
    before = datetime.date.today()
    result = act()
    return result, {before, datetime.date.today()}


def new_match_dialog(qtbot, settings):
    d = NewMatchDialog(settings)
    qtbot.addWidget(d)
    d.show()
    d.activateWindow()
    qtbot.waitUntil(d.isActiveWindow)
    d.variant.setCurrentIndex(d.variant.findData("schieber"))
    for edit, name in zip(d.name_edits, ["Anna", "Beat", "Cla", "Dora"], strict=True):
        qtbot.keyClicks(edit, name)
    return d


def stored(qtbot, settings, typed=None):
    """The date the match keeps once Start is pressed, after *typed* (None: as offered)."""
    d = new_match_dialog(qtbot, settings)
    if typed is not None:
        qtbot.mouseClick(d.date, Qt.MouseButton.LeftButton)
        qtbot.keyClick(d.date, Qt.Key.Key_A, CTRL)
        qtbot.keyClick(d.date, Qt.Key.Key_Delete)
        qtbot.keyClicks(d.date, typed)
    d.accept()
    assert d.match is not None
    return d.match.document.info.date


@pytest.mark.parametrize("typed, kept", [
    ("6/12/2026", "2026-12-06"), ("25/12/2026", "2026-12-25"), ("5/12/26", "2026-12-05"),
    ("12/5/2026", "2026-05-12"), ("5.12.2026", "2026-12-05"),
    ("2026-12-05", "2026-12-05"), ("Silvester 2026", "Silvester 2026"),
    ("30/2/2026", "30/2/2026"), ("12/25/2026", "12/25/2026"), ("", "")])
def test_the_english_form_keeps_a_date(window, qtbot, settings, typed, kept):
    assert stored(qtbot, settings, typed) == kept


@pytest.mark.parametrize("typed, kept", [
    ("05.12.2026", "2026-12-05"), ("5.12.26", "2026-12-05"), ("5/12/2026", "2026-12-05"),
    ("2026-12-05", "2026-12-05"), ("Herbst 2026", "Herbst 2026"), ("31.02.2026", "31.02.2026")])
def test_the_german_form_keeps_a_date(german_window, qtbot, settings, typed, kept):
    assert stored(qtbot, settings, typed) == kept


@pytest.mark.parametrize("typed, kept", [
    ("05.12.2026", "2026-12-05"), ("5/12/2026", "2026-12-05"), ("2026-12-05", "2026-12-05"),
    ("Saint-Nicolas", "Saint-Nicolas")])
def test_the_french_form_keeps_a_date(french_window, qtbot, settings, typed, kept):
    assert stored(qtbot, settings, typed) == kept


@pytest.mark.parametrize("fixture, shown", [
    ("window", i18n.date), ("german_window", i18n.date), ("french_window", i18n.date)])
def test_today_is_offered_as_the_language_writes_it_and_kept_as_a_date(
        request, qtbot, settings, fixture, shown):
    request.getfixturevalue(fixture)
    text, days = days_around(lambda: new_match_dialog(qtbot, settings).date.text())
    assert text in {shown(day) for day in days}
    kept, days = days_around(lambda: stored(qtbot, settings))
    assert kept in {day.isoformat() for day in days}


def test_the_english_date_reads_on_a_french_sheet_as_a_romand_reads_it(window, qtbot, settings):
    """The trials' case end to end: typed in English the British way, printed in English and
    in French as the same day."""
    kept = stored(qtbot, settings, "6/12/2026")
    assert sheet_date(kept) == "2026-12-06"
    before = i18n.language()
    i18n.use("fr")
    try:
        assert sheet_date(kept) == "06.12.2026"
    finally:
        i18n.use(before)


def test_the_english_form_offers_today_in_a_form_nobody_misreads(window, qtbot, settings):
    text, days = days_around(lambda: new_match_dialog(qtbot, settings).date.text())
    assert text in {day.isoformat() for day in days}  # 2026-12-05, not 12/5/2026
