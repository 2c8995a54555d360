"""The Statistics tab's table per table rules fits a netbook's 1024 × 600 window without a
horizontal scroll bar, in German and in French (an evening trial: it scrolled sideways, and
its *Durchschnitt* was behind the scroll bar). A long name of table rules wraps at its
spaces onto more lines, every word whole; the figures' columns stay whole.

The evenings are recorded through the club's API (they are not what the test is about); the
tab and the member are chosen as a person does."""

import random

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from jasstafel.club import PaperResult
from jasstafel.ui.widgets.screen import FRAME

from .keyboard import press

NETBOOK = QSize(1024, 600)


@pytest.fixture(params=["de", "fr"])
def cw(request, club_path, dialogs):
    main = request.getfixturevalue("german_window" if request.param == "de"
                                   else "french_window")
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = main.club.show_window()
    assert club_window is not None
    dialogs.shown.clear()
    dialogs.answer = QMessageBox.StandardButton.Discard
    return club_window


def four_kinds_of_evening(club):
    """A Turnier of 12 rounds, one of 2 rounds (changed from its preset: a second line),
    a Schieber to 1000 and a Coiffeur: four rows of table rules."""
    ids = [club.add_member(n, n.split()[0]).id
           for n in ("Anna-Lena Müller", "Jürg Bösch", "Fränzi Zürcher", "Käthi Rüegg")]

    def drawn(evening):
        return club.draw(evening.id, ids, rng=random.Random(3)).passen[0].tables[0].seats

    for date, rounds in (("2026-01-15", 12), ("2026-02-12", 2)):
        evening = club.new_evening(date, "schieber", preset="turnier", passen=1,
                                   settings={"rounds": rounds})
        total = rounds * 157
        club.record_result(evening.id, 1, 1, [
            PaperResult(m, total - 100 if i % 2 == 0 else 100) for i, m in
            enumerate(drawn(evening))])
    evening = club.new_evening("2026-03-12", "schieber", preset="einfach_1000", passen=1)
    club.record_result(evening.id, 1, 1, [
        PaperResult(m, 1005 if i % 2 == 0 else 700, won=i % 2 == 0)
        for i, m in enumerate(drawn(evening))])
    evening = club.new_evening("2026-04-16", "coiffeur", passen=1)
    club.record_result(evening.id, 1, 1, [
        PaperResult(m, 2000 if i % 2 == 0 else 1500, matches=2 if i % 2 == 0 else 0)
        for i, m in enumerate(drawn(evening))])


def test_the_table_per_rules_fits_a_netbook(cw, qtbot, tmp_path):
    four_kinds_of_evening(cw.club)
    cw.refresh()
    cw.resize(NETBOOK - FRAME)  # what the window has on a netbook's screen
    bar = cw.tabs.tabBar()
    page = cw.statistics
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(page)).center())
    page.member.setFocus()
    press(qtbot, Qt.Key.Key_Home)  # Anna-Lena, the first member
    for _ in range(3):  # the splitter shares out the width, then the tables lay out again
        QApplication.processEvents()
    cw.grab().save(str(tmp_path / "statistik.png"))
    assert cw.size() == NETBOOK - FRAME
    table = page.variants
    assert table.rowCount() == 4
    assert not table.horizontalScrollBar().isVisible()
    header = table.horizontalHeader()
    assert header.length() <= table.viewport().width()
    metrics = table.fontMetrics()
    for column in range(1, table.columnCount()):  # every figure and its title whole
        title = table.horizontalHeaderItem(column).text()
        assert header.sectionSize(column) >= header.sectionSizeHint(column), title
        for row in range(table.rowCount()):
            text = table.item(row, column).text()
            assert header.sectionSize(column) > metrics.horizontalAdvance(text), text
    width = header.sectionSize(0) - 8  # the item's margins
    for row in range(table.rowCount()):  # every line of the rules whole, wrapped at spaces
        text = table.item(row, 0).text()
        for word in text.split():
            assert metrics.horizontalAdvance(word) <= width, word
        needed = metrics.boundingRect(QRect(0, 0, width, 1000),
                                      Qt.TextFlag.TextWordWrap.value, text).height()
        assert table.rowHeight(row) >= needed, text
    # the table shows all four rows, the evenings' table under it has its room
    assert table.height() >= header.height() + sum(table.rowHeight(r) for r in range(4))
