"""A table imported with other table rules than the evening's is said under the rankings of
the window too, not only by the words under its players' names (a French secretary's trial,
shot-37: the season ranking by *ses points* added a table of 8 donnes among tables of 12,
its four players last, and the note under it said nothing). The figures from that table
carry a mark ("646°"), and the note under the ranking says where, who played and what
differs: the evening's ranking beside the tables and the season's in the Rankings tab.

The two match files are imported in the window's import dialog as a person does
(test_club_accepted_tables_marked.py); the Rankings tab is driven by keys."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.club import OTHER_RULES_MARK

from .club_steps import open_club_window, open_tab
from .test_club_accepted_tables_marked import imported


def words(text):
    """*text* with its spaces (a French no-break one too) as single spaces."""
    return " ".join(text.split())


def cells_of(table, name):
    """The cells of the line whose name cell starts with *name*."""
    for row in table.rows_text():
        if row[1].splitlines()[0] == name:
            return row
    raise AssertionError(name)


def season_by_points(qtbot, cw):
    """The Rankings tab, its season (the first entry), *Each evening gives* its points."""
    open_tab(qtbot, cw, cw.rankings)
    for box, key in ((cw.rankings.which, Qt.Key.Key_Home),
                     (cw.rankings.scoring, Qt.Key.Key_End)):
        box.setFocus()
        qtbot.keyClick(box, key)
    QApplication.processEvents()
    assert cw.rankings.which.currentData() == "season:2026", cw.rankings.which.currentData()
    assert cw.rankings.scoring.currentData() == "points", cw.rankings.scoring.isEnabled()
    return cw.rankings.panel


def test_in_french_the_season_by_points_says_the_table(french_window, club_path, dialogs,
                                                       qtbot, tmp_path):
    cw = open_club_window(french_window, dialogs)
    imported(cw, qtbot, tmp_path)
    cw.resize(1366, 768)
    panel = season_by_points(qtbot, cw)
    note = words(panel.note.text())
    assert panel.note.isVisible()
    assert note.startswith(f"{OTHER_RULES_MARK} 07.12.2026 (Chibre), manche 1, table 2 "
                           "(Emil & Gody, Franz & Hans) : autres règles de table : Donnes "
                           "(nombre fixe) : 4 au lieu de 12"), note
    emil, anna = cells_of(panel.table, "Emil"), cells_of(panel.table, "Anna")
    assert f"320{OTHER_RULES_MARK}" in emil and not any(OTHER_RULES_MARK in c for c in anna)
    cw.grab().save(str(tmp_path / "fix-clubrules-season-fr.png"))


def test_in_german_the_evening_ranking_marks_the_figures_and_says_why(
        german_window, club_path, dialogs, qtbot, tmp_path):
    cw = open_club_window(german_window, dialogs)
    _evening, page = imported(cw, qtbot, tmp_path)
    cw.resize(1366, 768)
    panel = page.ranking
    note = words(panel.note.text())
    assert panel.note.isVisible()
    assert note.startswith(f"{OTHER_RULES_MARK} Passe 1, Tisch 2 (Emil & Gody, Franz & Hans): "
                           "andere Tischregeln: Runden (bei fester Rundenzahl): 4 statt 12; "
                           "seine Zahlen zählen, wie sie standen. Beim Import angegebener "
                           "Grund: short evening"), note
    assert f"320{OTHER_RULES_MARK}" in cells_of(panel.table, "Emil")
    assert not any(OTHER_RULES_MARK in c for c in cells_of(panel.table, "Anna"))
    cw.grab().save(str(tmp_path / "fix-clubrules-evening-de.png"))
