"""The notes under a club ranking: a line each, folded into "▸ 6 Hinweise" where they would
take the ranking's rows, and the best Passe marked (a club secretary's: at 1024×600 an
evening of six marked tables showed about three rows above its notes, which ran on in one
paragraph, and the *Beste Passe* of a player whose best Passe was a marked table had no
mark).

Through the club window: six match files imported in its dialog (the odd tables broken off,
the even ones played to 4 of 12 rounds), in German; the notes opened and closed with Space
on their line, which a screen reader hears with the notes."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .club_steps import open_club_window, open_tab
from .keyboard import focus, key, settle
from .screen_reader import heard
from .test_club_accepted_tables_marked import imported as two_tables
from .test_club_ranking_note_room import imported, in_rankings_tab, laid_out

MARKS = ("°", "†")


def whole_rows(table):
    """The rows in view from top to bottom, every line of them."""
    height = table.viewport().height()
    return sum(1 for r in range(table.rowCount())
               if 0 <= table.rowViewportPosition(r)
               and table.rowViewportPosition(r) + table.rowHeight(r) <= height)


def column(table, title):
    titles = [table.horizontalHeaderItem(c).text().replace("\n", " ")
              for c in range(table.columnCount())]
    return titles.index(title)


def cell(table, name, title):
    row = next(r for r in range(table.rowCount())
               if table.item(r, 1).text().splitlines()[0] == name)
    return table.item(row, column(table, title)).text()


def test_at_a_netbook_s_size_the_rows_come_first_and_space_opens_the_notes(
        german_window, club_path, dialogs, qtbot, tmp_path):
    cw = open_club_window(german_window, dialogs)
    cw.resize(1024, 600)
    evening, page = imported(cw, qtbot, tmp_path)
    settle()
    cw.grab().save(str(tmp_path / "fix-ranknotes-evening-1024.png"))
    assert whole_rows(page.ranking.table) >= 6  # it showed three
    assert page.ranking.notes_line.isVisible() and not page.ranking.note.isVisible()
    panel = in_rankings_tab(cw, qtbot, evening)
    settle()
    cw.grab().save(str(tmp_path / "fix-ranknotes-rankings-1024.png"))
    line, table = panel.notes_line, panel.table
    assert whole_rows(table) >= 9  # it showed five
    assert line.isVisible() and line.text() == "6 Hinweise"
    assert not panel.note.isVisible()
    # the best Passe marked as the Passe it is: a table of other rules, an unfinished one
    assert cell(table, "Emil", "Beste Passe") == "320°"
    assert cell(table, "Anna", "Beste Passe") == "408†"
    # the keys: the ranking clicked, Tab to the line, Space opens the notes, Space closes
    cw.activateWindow()  # the import dialog was the last window with the keys
    qtbot.waitUntil(cw.isActiveWindow)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualItemRect(table.item(0, 0)).center())
    assert focus() is table
    key(qtbot, "Tab")
    assert focus() is line
    said = heard(line)
    assert said.name == "6 Hinweise"
    assert said.description.count("Passe 1, Tisch") == 6  # the notes, folded or not
    key(qtbot, "Space")
    settle()
    assert panel.note.isVisible()
    notes = panel.note.text().splitlines()
    assert len(notes) == 6 and all(note[:1] in MARKS for note in notes), notes
    assert laid_out(panel) == []
    assert whole_rows(table) >= 3  # opened by choice: the notes scroll, the rows stay
    cw.grab().save(str(tmp_path / "fix-ranknotes-rankings-1024-open.png"))
    key(qtbot, "Space")
    settle()
    assert not panel.note.isVisible() and whole_rows(table) >= 9
    # the choice stands: back on the evening page's ranking, it is that panel's own
    open_tab(qtbot, cw, cw.evenings)
    settle()
    assert not page.ranking.note.isVisible()


def test_where_the_rows_all_fit_the_notes_are_open(german_window, club_path, dialogs, qtbot,
                                                   tmp_path):
    cw = open_club_window(german_window, dialogs)
    cw.resize(1366, 768)
    _evening, page = two_tables(cw, qtbot, tmp_path)
    settle()
    panel = page.ranking
    assert panel.notes_line.text() == "2 Hinweise" and panel.notes_line.isChecked()
    assert panel.note.isVisible()
    notes = panel.note.text().splitlines()
    assert [note[:1] for note in notes] == ["°", "†"]
    assert whole_rows(panel.table) == panel.table.rowCount() == 8
    assert QApplication.focusWidget() is not panel.notes_line
    cw.grab().save(str(tmp_path / "fix-ranknotes-evening-1366.png"))
