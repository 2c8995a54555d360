"""A table imported unfinished is marked in the window's rankings as on paper: its players'
figures carry "408†" and a note under the ranking says where, who played, how far and that
it has no winner, as the window says a table of other table rules with "°" and its note
(test_club_other_rules_in_rankings.py). The season's ranking in the Rankings tab showed
five rounds' points among whole Turniere without a mark, though its printed sheet marked
them; the evening's ranking keeps its words under the players' names besides.

The two match files are imported in the window's import dialog as a person does
(test_club_accepted_tables_marked.py); the Rankings tab is driven by keys."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.club import OTHER_RULES_MARK, UNFINISHED_MARK

from .club_steps import open_club_window, open_tab
from .test_club_accepted_tables_marked import FIRST, SECOND, imported
from .test_club_other_rules_in_rankings import cells_of, words

SAID = {
    "en": "Passe 1, table 1 (Anna & Cla, Beat & Dora): imported from an unfinished match (not "
          "finished: 5 of 12 rounds): it has no winner, and its figures count as they stood.",
    "de": "Passe 1, Tisch 1 (Anna & Cla, Beat & Dora): aus einer unbeendeten Partie importiert "
          "(nicht beendet: 5 von 12 Runden): sie hat keinen Sieger, und ihre Zahlen zählen, "
          "wie sie standen.",
    "fr": "manche 1, table 1 (Anna & Cla, Beat & Dora) : importée d’une partie non terminée "
          "(non terminée : 5 sur 12 donnes) : elle n’a pas de gagnant, et ses chiffres "
          "comptent tels qu’ils étaient.",
}


def season_page(qtbot, cw, scoring_key):
    """The Rankings tab clicked, its season chosen (Home in *Ranking of*), *Each evening
    gives* set by *scoring_key* (Home: rank points, End: its points)."""
    open_tab(qtbot, cw, cw.rankings)
    for box, key in ((cw.rankings.which, Qt.Key.Key_Home),
                     (cw.rankings.scoring, scoring_key)):
        box.setFocus()
        qtbot.keyClick(QApplication.focusWidget(), key)
    QApplication.processEvents()
    assert cw.rankings.which.currentData() == "season:2026"
    panel = cw.rankings.panel
    qtbot.waitUntil(lambda: panel.table.rowCount() == len(FIRST + SECOND))
    return panel


def assert_marked(panel, note_start, qtbot):
    """The unfinished table's players' figures marked, the others' not, and the note (its
    fold "▸ 2 notes" opened by a click where the ranking's rows took the room)."""
    for name in FIRST:
        assert any(cell.endswith(UNFINISHED_MARK) for cell in cells_of(panel.table, name)), (
            name, panel.table.rows_text())
    for name in SECOND:
        assert not any(UNFINISHED_MARK in cell for cell in cells_of(panel.table, name))
    if not panel.note.isVisible():
        qtbot.mouseClick(panel.notes_line, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(panel.note.isVisible)
    notes = [words(line) for line in panel.note.text().splitlines()]
    assert notes[0].startswith(f"{OTHER_RULES_MARK} "), notes
    assert notes[-1] == note_start, notes


@pytest.mark.parametrize("scoring_key", [Qt.Key.Key_Home, Qt.Key.Key_End])
def test_the_season_ranking_marks_the_table_and_says_it(window, club_path, dialogs, qtbot,
                                                        tmp_path, scoring_key):
    cw = open_club_window(window, dialogs)
    imported(cw, qtbot, tmp_path)
    panel = season_page(qtbot, cw, scoring_key)
    assert_marked(panel, f"{UNFINISHED_MARK} 2026-12-07 (Schieber), {SAID['en']}", qtbot)
    # a table of other rules keeps its "°", the unfinished one's players none
    assert any(cell.endswith(OTHER_RULES_MARK) for cell in cells_of(panel.table, "Emil"))
    assert not any(OTHER_RULES_MARK in cell for cell in cells_of(panel.table, "Anna"))


def test_the_evening_ranking_marks_it_too_and_keeps_its_words(window, club_path, dialogs,
                                                              qtbot, tmp_path):
    cw = open_club_window(window, dialogs)
    _evening, page = imported(cw, qtbot, tmp_path)
    panel = page.ranking
    assert_marked(panel, f"{UNFINISHED_MARK} {SAID['en']}", qtbot)
    anna = cells_of(panel.table, "Anna")
    assert anna[1].splitlines()[1:] == ["not finished"]
    assert f"408{UNFINISHED_MARK}" in anna, anna


@pytest.mark.parametrize("language", ["de", "fr"])
def test_in_german_and_french_the_season_says_it(language, request, club_path, dialogs, qtbot,
                                                 tmp_path):
    window = request.getfixturevalue({"de": "german_window", "fr": "french_window"}[language])
    cw = open_club_window(window, dialogs)
    imported(cw, qtbot, tmp_path)
    cw.resize(1366, 768)
    panel = season_page(qtbot, cw, Qt.Key.Key_Home)
    evening = panel.note.text().splitlines()[-1].split(",")[0]
    assert evening.startswith(f"{UNFINISHED_MARK} 07.12.2026 ("), evening
    assert words(panel.note.text().splitlines()[-1]).endswith(SAID[language])
    for name in FIRST:
        assert any(cell.endswith(UNFINISHED_MARK) for cell in cells_of(panel.table, name))
    cw.grab().save(str(tmp_path / f"fix-seasonmark-season-{language}.png"))
