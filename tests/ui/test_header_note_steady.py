"""The Schieber's "This round only: …" note under the header (Ctrl+8 / Ctrl+9: the other
team announces this round) wrapped to two lines at 1024 and 1366 px wide with usual names,
and the whole form moved down 16 px under the Schreiber's mouse. The note is shorter (the
team's name is in the header's line above it), and its room is kept from the start for the
longest note of the match: the form stays where it was."""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import ctrl, settle

USUAL = ["Ruedi", "Vreni", "Sepp", "Trudi"]
LONG = ["Marie-Christine", "Jean-Christophe", "Anne-Catherine", "Pierre-Emmanuel"]


def the_other_team_announces(qtbot, window, players):
    window.start(new_match("schieber", players))
    settle()
    panel = window.panel
    field = panel.points[0]
    before = field.mapTo(window, QPoint(0, 0))
    usual = panel.team_group.checkedId()
    ctrl(qtbot, "9" if usual == 0 else "8")
    settle()
    note = panel.header.note
    assert note.text() and note.isVisible()
    assert field.mapTo(window, QPoint(0, 0)) == before, note.text()
    return note


@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_other_team_announcing_moves_nothing(qapp, qtbot, settings, autosaves, language,
                                                 size):
    for window in window_in(language, qapp, qtbot, settings, size=size):
        note = the_other_team_announces(qtbot, window, USUAL)
        # with usual names the note is one line: no room is lost for a second
        assert note.height() <= note.fontMetrics().lineSpacing() + 4, note.text()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_in_english_too(window, qtbot, size):
    window.resize(*size)
    note = the_other_team_announces(qtbot, window, USUAL)
    assert note.text() == "This round only, instead of Ruedi (Ctrl+8 undoes it)"
    assert note.height() <= note.fontMetrics().lineSpacing() + 4, note.text()


@pytest.mark.parametrize("language", ["de", "fr"])
def test_a_note_of_two_lines_has_its_room_from_the_start(qapp, qtbot, settings, autosaves,
                                                          language):
    for window in window_in(language, qapp, qtbot, settings, size=(1024, 600)):
        the_other_team_announces(qtbot, window, LONG)


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_coiffeurs_note_has_its_room_from_the_start(qapp, qtbot, settings, autosaves,
                                                         language):
    """The Coiffeur says "Nur diese Runde: Team B statt Team A (Strg+8 macht es
    rückgängig)" with both teams' names: two lines at 1024 px, and the points field moved
    down 16 px."""
    for window in window_in(language, qapp, qtbot, settings, size=(1024, 600)):
        window.start(new_match("coiffeur", LONG))
        settle()
        panel = window.panel
        field = QApplication.focusWidget()  # the points, below the header
        before = field.mapTo(window, QPoint(0, 0))
        ctrl(qtbot, "9")
        settle()
        if not panel.header.note.text():
            ctrl(qtbot, "8")
            settle()
        note = panel.header.note
        assert note.text() and note.isVisible()
        assert note.height() > note.fontMetrics().lineSpacing() + 4, "two lines"
        assert field.mapTo(window, QPoint(0, 0)) == before, note.text()
