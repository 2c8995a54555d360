"""A Coiffeur table of three teams of two typed from its paper sheet is shown and corrected by
team, as the same table played in Jasstafel is: the club stored its six players one by one
(ranks 1, 3, 5 at the table, no teams where the sheet named none), so the evening page listed
six players and *Correct result…* six rows, each player corrected alone.

A table of six is typed at the terminal (`club result`, into the file the window has open):
the window's *Type paper result…* is for a table the draw seated, and the draw seats four."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QWidget

from jasstafel.cli import main
from jasstafel.ui.club.results import PaperResultDialog

from . import keyboard as kb
from .club_steps import click_table, new_evening, open_club_window, open_tab

MEMBERS = [("Anna Muster", "Anna"), ("Beat Keller", "Beat"), ("Cla Caduff", "Cla"),
           ("Dora Meier", "Dora"), ("Emil Frei", "Emil"), ("Fränzi Huber", "Fränzi")]
#: the sheet read out team by team, no team named: the players two by two are the teams
SHEET = ["Anna=6299", "Dora=6299", "Beat=5779", "Emil=5779", "Cla=5259", "Fränzi=5259"]
PLAYERS = "A: Anna & Dora\nB: Beat & Emil\nC: Cla & Fränzi"


def typed_at_the_terminal(cw, qtbot):
    """The evening made in the window, its table typed with `club result`, the Evenings tab
    open on it: the page."""
    evening = new_evening(cw, qtbot, MEMBERS, "coiffeur")
    assert main(["club", "result", str(evening.id), "1", "1", *SHEET,
                 "--db", str(cw.club.path)]) == 0
    cw.refresh()
    open_tab(qtbot, cw, cw.evenings)
    return evening, cw.evenings.page


def ranks(cw, evening):
    short = {m.id: m.short_name for m in cw.club.members()}
    return {short[r.member]: (r.points, r.rank, r.won) for r in cw.club.results(evening.id)}


def test_the_page_shows_three_teams(window, club_path, dialogs, qtbot):
    cw = open_club_window(window, dialogs)
    evening, page = typed_at_the_terminal(cw, qtbot)
    assert page.table_text(1, 1) == (
        PLAYERS, "A 6299 : B 5779 : C 5259 · A won\ntyped from a paper sheet")
    assert ranks(cw, evening) == {
        "Anna": (6299, 1, True), "Dora": (6299, 1, True), "Beat": (5779, 2, False),
        "Emil": (5779, 2, False), "Cla": (5259, 3, False), "Fränzi": (5259, 3, False)}
    # the evening's ranking beside the tables: each player his team's total and place
    shown = [(row[0], row[1], row[3]) for row in page.ranking.table.rows_text()]
    assert shown == [("1", "Anna", "6299"), ("1", "Dora", "6299"), ("3", "Beat", "5779"),
                     ("3", "Emil", "5779"), ("5", "Cla", "5259"), ("5", "Fränzi", "5259")]


def test_a_correction_corrects_a_team(window, club_path, dialogs, qtbot):
    """*Correct result…*: a row per team; team B's total typed over makes B the winner,
    both its players."""
    cw = open_club_window(window, dialogs)
    evening, page = typed_at_the_terminal(cw, qtbot)
    click_table(qtbot, page, 1, 1)
    qtbot.mouseClick(page.correct_button, Qt.MouseButton.LeftButton)
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, PaperResultDialog)
    labels = [label.text() for label in dialog.findChildren(QLabel)
              if label.text().startswith("Team ")]
    assert labels == ["Team A: Anna Muster & Dora Meier", "Team B: Beat Keller & Emil Frei",
                      "Team C: Cla Caduff & Fränzi Huber"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and dialog.isAncestorOf(QApplication.focusWidget()))
    # the cursor in team A's total; Tab to its Matches, Tab to team B's total
    kb.tab(qtbot, 2)
    field = dialog.inputs[1]["points"]
    assert QApplication.focusWidget() in (field, *field.findChildren(QWidget))
    kb.select_all(qtbot)
    kb.type_text(qtbot, "6400")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert ranks(cw, evening) == {
        "Beat": (6400, 1, True), "Emil": (6400, 1, True), "Anna": (6299, 2, False),
        "Dora": (6299, 2, False), "Cla": (5259, 3, False), "Fränzi": (5259, 3, False)}
    assert page.table_text(1, 1) == (
        PLAYERS, "A 6299 : B 6400 : C 5259 · B won\ntyped from a paper sheet · corrected")
