"""The club window on a netbook's screen (1008 × 560, what a 1024 × 600 screen leaves it)
never grows from what it shows, and the evening's ranking beside the tables shows every
column (a Romand organiser's trial, Xvfb without a window manager: the window went 1008 →
1022 px after the first results, 1118 px after a longer place was saved, "Lancer la soirée
en direct…", "Exporter en PDF…" and the status bar's path cut at the screen's edge; the
ranking showed four columns of nine, its Points behind a scroll bar).

The evening is made in the New evening dialog as a person makes it (a long title and
place typed); its draw and results go in through the club (not what this is about)."""

import random

import pytest
from PySide6.QtCore import QDate, QSize, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from jasstafel.club import PaperResult

from .club_steps import ok, open_tab

NETBOOK_ROOM = QSize(1008, 560)
#: the trial's members: some with a short name, some without (the name is shown then)
ROMANDS = [("Noémie Clerc", "Noémie"), ("Jean-Daniel Python", ""), ("Luca Bernasconi", "Luca"),
           ("François Monnier", "Fanfan"), ("Marie-Thérèse Rossier-Schneuwly", "Marie-Th"),
           ("Céline Gothuey-Bersier", ""), ("Pierre-André Chassot", "P-A"),
           ("Élodie Baeriswyl", "")]
TITLE = "Jass du mois de décembre avec la finale des champions romands"
PLACE = "Café du Midi, Fribourg (salle du haut, à côté de la cathédrale)"


@pytest.fixture(params=["fr", "de"])
def cw(request, club_path, dialogs):
    main = request.getfixturevalue("french_window" if request.param == "fr"
                                   else "german_window")
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = main.club.show_window()
    assert club_window is not None
    dialogs.answer = QMessageBox.StandardButton.Discard
    club_window.resize(NETBOOK_ROOM)
    return club_window


def typed(qtbot, field, text):
    """*text* typed over the field's own, a key each ("é" too: keyClicks aborts on it)."""
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    for ch in text:
        for kind in (QKeyEvent.Type.KeyPress, QKeyEvent.Type.KeyRelease):
            QApplication.sendEvent(field, QKeyEvent(kind, Qt.Key.Key_unknown,
                                                    Qt.KeyboardModifier.NoModifier, ch))
    assert field.text() == text


def long_evening(cw, qtbot):
    """A Schieber Turnier of two Passen for the eight, its title and place long (typed in
    the New evening dialog), every table recorded; the window as it shows it."""
    for name, short in ROMANDS:
        cw.club.add_member(name, short)
    cw.refresh()
    open_tab(qtbot, cw, cw.evenings)
    qtbot.mouseClick(cw.evenings.new_button, Qt.MouseButton.LeftButton)
    dialog = QApplication.activeModalWidget()
    dialog.date.setDate(QDate(2026, 12, 7))
    for field, text in ((dialog.title, TITLE), (dialog.place, PLACE)):
        typed(qtbot, field, text)
    dialog.choose("schieber")
    dialog.preset.setCurrentIndex(dialog.preset.findData("turnier"))
    dialog.passen.setValue(2)
    ok(dialog)
    evening = dialog.result_value
    assert (evening.title, evening.place, evening.preset) == (TITLE, PLACE, "turnier")
    club = cw.club
    ids = [m.id for m in club.members()]
    for passe in club.draw(evening.id, ids, rng=random.Random(3)).passen:
        for table in passe.tables:
            s = table.seats
            club.record_result(evening.id, passe.passe, table.number, [
                PaperResult(m, 1010 if m in s[0::2] else 874, matches=int(m in s[0::2]))
                for m in s])
    cw.refresh()
    ranking = cw.evenings.page.ranking.table
    qtbot.waitUntil(lambda: ranking.rowCount() == len(ROMANDS))
    for _ in range(3):  # the splitters share out the width, then the pages lay out again
        QApplication.processEvents()
    return ranking


def test_the_window_keeps_its_width(cw, qtbot, tmp_path):
    long_evening(cw, qtbot)
    cw.grab().save(str(tmp_path / "evening.png"))
    assert cw.size() == NETBOOK_ROOM
    assert cw.minimumSizeHint().width() <= NETBOOK_ROOM.width()
    for button in cw.findChildren(QPushButton):  # nothing pushed off the window
        if button.isVisible():
            assert button.mapTo(cw, button.rect().topRight()).x() < cw.width(), button.text()
    path = cw.path_label
    assert path.mapTo(cw, path.rect().topRight()).x() < cw.width()
    assert path.toolTip() == str(cw.club.path)  # the whole path where it is shortened
    item = cw.evenings.list.item(0)
    assert TITLE in item.toolTip() and PLACE in item.toolTip()  # cut in the list: whole here
    for page in (cw.members, cw.rankings, cw.statistics):  # the other tabs: the same width
        cw.tabs.setCurrentWidget(page)
        QApplication.processEvents()
        assert cw.size() == NETBOOK_ROOM, page


def in_view(table, column):
    """Whether the ranking's *column* is shown whole in the table's viewport."""
    left = table.columnViewportPosition(column)
    return (not table.isColumnHidden(column) and left >= 0
            and left + table.columnWidth(column) <= table.viewport().width())


def test_the_evening_ranking_shows_what_decides(cw, qtbot, tmp_path):
    """Beside the tables on a netbook the ranking is the evening's summary: the figures the
    rule ranks by, each whole in view; each Passe's points are in the Rankings tab, as the
    page says (the whole ranking took the room of the tables' results)."""
    table = long_evening(cw, qtbot)
    cw.grab().save(str(tmp_path / "ranking.png"))
    assert cw.size() == NETBOOK_ROOM
    assert not table.horizontalScrollBar().isVisible()
    assert table.horizontalHeader().length() <= table.viewport().width()
    titles = {table.horizontalHeaderItem(c).text().replace("\n", " "): c
              for c in range(table.columnCount())}
    french = "Membre" in titles
    deciding = (["Rang", "Membre", "Points", "Matchs", "Meilleure manche", "Départagé par"]
                if french else
                ["Rang", "Mitglied", "Punkte", "Matches", "Beste Passe", "Entschieden durch"])
    for title in deciding:
        assert in_view(table, titles[title]), title
    word = "Manche" if french else "Passe"
    for passe in (f"{word} 1", f"{word} 2"):  # in the Rankings tab, said so under the ranking
        assert not in_view(table, titles[passe]), passe
    said = cw.evenings.page.ranking.summary_note
    assert said.isVisible()
    assert ("Classements" if french else "Ranglisten") in said.text()
    for column in range(table.columnCount()):  # every column shown as wide as its content
        if not table.isColumnHidden(column):
            assert table.columnWidth(column) >= table.sizeHintForColumn(column), column
    # a long name without a short one on two lines, every word whole
    names = [table.cell_text(r, 1) for r in range(table.rowCount())]
    assert "Céline\nGothuey-Bersier" in names
    for row, name in enumerate(names):
        assert table.rowHeight(row) >= table.sizeHintForRow(row), name
    shown = sum(1 for r in range(table.rowCount())
                if table.rowViewportPosition(r) + table.rowHeight(r)
                <= table.viewport().height())
    assert shown >= 6



#: the colour of a recorded table's result in the tables' list
DONE = (0x16, 0x65, 0x34)


def result_pixels(image, top, bottom):
    """The columns (x) of the viewport's image between *top* and *bottom* painted in a
    recorded result's green."""
    xs = set()
    for y in range(max(top, 0), min(bottom, image.height())):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if abs(c.red() - DONE[0]) + abs(c.green() - DONE[1]) + abs(c.blue() - DONE[2]) < 60:
                xs.add(x)
    return xs


def test_every_result_in_view_beside_the_ranking(cw, qtbot, tmp_path):
    """Each table's result whole in the tables' list, in view without scrolling sideways,
    beside the evening's ranking (a Romand trial's netbook showed "Tische und Ergebnisse"
    without its results: the organiser checks them there)."""
    long_evening(cw, qtbot)
    cw.grab().save(str(tmp_path / "evening.png"))
    page = cw.evenings.page
    tree = page.tree
    assert cw.size() == NETBOOK_ROOM
    assert tree.horizontalScrollBar().maximum() == 0  # names and results whole
    metrics = tree.fontMetrics()
    for passe in (1, 2):
        for number in (1, 2):
            item = page._table_item(passe, number)
            tree.scrollToItem(item)
            QApplication.processEvents()
            image = tree.viewport().grab().toImage()
            row = tree.visualItemRect(item)
            assert 0 <= row.top() and row.bottom() <= tree.viewport().height()
            result = page.table_text(passe, number)[1].split("\n")[0]
            assert " · " in result  # "A 1'010 : B 874 · A gagne"
            green = result_pixels(image, row.top(), row.bottom() + 1)
            assert green, (passe, number)  # painted in view
            assert max(green) < tree.viewport().width() - 1  # not cut at the edge
            # its whole first line (the letters' edges are lighter than the threshold)
            assert max(green) - min(green) + 8 >= metrics.horizontalAdvance(result)


def test_a_wide_window_shows_the_whole_ranking_and_results_beside(cw, qtbot, tmp_path):
    """Where the room is there (a 1600 px screen) the ranking keeps each Passe and the
    results stand beside the players again."""
    table = long_evening(cw, qtbot)
    cw.resize(1600, 800)
    qtbot.waitUntil(lambda: not table.isColumnHidden(table.columnCount() - 2))
    cw.grab().save(str(tmp_path / "wide.png"))
    page = cw.evenings.page
    for column in range(table.columnCount()):
        assert in_view(table, column), column
    assert not page.ranking.summary_note.isVisible()
    assert not page.tree.isColumnHidden(2)
    assert page.tree.horizontalScrollBar().maximum() == 0
