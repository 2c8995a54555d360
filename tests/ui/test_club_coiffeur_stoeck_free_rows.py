"""A Coiffeur table imported with Stöck in its free rows can be corrected.

A Romand organiser's trial (French window): a valid match file, team A with a Match in all 11
Jassverein rows and Stöck in the four trump rows and in Wunsch ×10 and Coiffeur 3×3 ×11, was
imported at 17'582 (257 × 66 + 20 × 31). *Corriger le résultat…*, team B's points alone
changed, was refused: "17'582 n'est pas possible : un coiffeur de 11 lignes inscrit au plus
17'162 points": the club's limit counted Stöck in the trump rows only, the board in every row
that can have a trump. The command line's ``club result --replace`` was refused alike.

The evening and its draw are made through the club's API (they are not what the test is
about); the file is imported through the evening's import dialog and corrected through the
correction dialog, as the organiser did."""

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from jasstafel.cli import main
from jasstafel.club import Club
from jasstafel.core import matchfile
from jasstafel.core.coiffeur import CoiffeurRound, can_have_stoeck
from jasstafel.ui.club.results import ImportDialog, PaperResultDialog

from .club_steps import ok, open_club_window, open_tab, type_into

MEMBERS = ("Françoise Rime", "Gérald Pittet", "Noémie Sottas", "Marie-Claude Pythoud")
#: team A: 257 × (1 + … + 11) = 16,962 and the Stöck 20 × (1 + 2 + 3 + 4 + 10 + 11) = 620
TEAM_A = 17582
#: team B: 80 card points in every row, (157 − 80) × 7 in the Misère: 80 × 59 + 77 × 7
TEAM_B = 80 * (66 - 7) + 77 * 7


def played(names):
    """The trial's match: team A (seats 1 and 3) a Match in every row, with Stöck where the
    row can have a trump; team B 80 card points in every row."""
    match = matchfile.new_match("coiffeur", list(names), preset="jassverein")
    for row, kept in enumerate(match.document.settings.rows):
        misere = kept.kind == "misere"
        match.add(CoiffeurRound(team=0, row=row, points=0 if misere else 157, match=True,
                                stoeck=can_have_stoeck(kept.kind)))
        match.add(CoiffeurRound(team=1, row=row, points=80))
    assert [s.total for s in match.board().sides] == [TEAM_A, TEAM_B]
    return match.document


def imported(cw, folder):
    """The evening of one table drawn, the played match imported at it through the import
    dialog: the evening."""
    club = cw.club
    ids = [club.add_member(name).id for name in MEMBERS]
    evening = club.new_evening("2026-11-19", "coiffeur", preset="jassverein", passen=1)
    club.draw(evening.id, ids, rng=random.Random(3))
    cw.refresh()
    (table,) = club.drawn(evening.id)[0].tables
    path = folder / "c1t1.jass"
    matchfile.save(played(club.member(m).name for m in table.seats), path)
    dialog = cw.evenings.page.import_dialog([str(path)])
    assert isinstance(dialog, ImportDialog)
    ok(dialog)
    assert sorted({r.points for r in club.results(evening.id)}) == [TEAM_B, TEAM_A]
    return evening


def click_table_name(qtbot, page, passe, table):
    """The line of Passe *passe*, table *table* clicked on its name ("Table 1"): the line is
    wider than the list in French (its centre was out of sight)."""
    rect = page.tree.visualItemRect(page._table_item(passe, table))
    qtbot.mouseClick(page.tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.left() + 10, rect.center().y()))
    assert page.selected() == (passe, table)


@pytest.fixture
def cw(french_window, club_path, dialogs):
    return open_club_window(french_window, dialogs)


def test_team_bs_points_are_corrected_beside_team_as_17_582(cw, qtbot, tmp_path):
    evening = imported(cw, tmp_path)
    page = cw.evenings.page
    open_tab(qtbot, cw, cw.evenings)
    click_table_name(qtbot, page, 1, 1)
    page.correct_button.click()
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, PaperResultDialog)
    assert [dialog.inputs[g]["points"].value() for g in (0, 1)] == [TEAM_A, TEAM_B]
    type_into(qtbot, dialog.inputs[1]["points"], str(TEAM_B + 10))
    type_into(qtbot, dialog.note, "erreur d'addition")
    ok(dialog)
    assert sorted({r.points for r in cw.club.results(evening.id)}) == [TEAM_B + 10, TEAM_A]


def test_the_command_line_replaces_the_table_beside_17_582(cw, qtbot, tmp_path, club_path,
                                                          capsys):
    evening = imported(cw, tmp_path)
    with Club.open(club_path) as club:
        seats = club.drawn(evening.id)[0].tables[0].seats
        names = [club.member(m).name for m in seats]
    figures = [f"{name}={TEAM_A if seat % 2 == 0 else TEAM_B + 10}"
               for seat, name in enumerate(names)]
    code = main(["club", "result", str(evening.id), "1", "1", *figures, "--replace",
                 "--note", "erreur d'addition", "--db", str(club_path)])
    out, err = capsys.readouterr()
    assert code == 0, err
    with Club.open(club_path) as club:
        assert sorted({r.points for r in club.results(evening.id)}) == [TEAM_B + 10, TEAM_A]
