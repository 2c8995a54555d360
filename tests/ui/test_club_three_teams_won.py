"""A Coiffeur table of three teams of two (RULES.md §2, a table setting) on the evening page
says who won, as a table of two teams does ("A won", "tie: both won"): it said "tie" whatever
the result, beside the club's own "won" for the winners (the terminal's "rank 1, won", the CSV
file's Won 1), and listed the six players one a line with no team letters.

The evening and the match played at the table are made through the club's API (a table of
six is played in Jasstafel and imported: the draw seats four); the page is read as shown."""

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match
from jasstafel.ui.club.results import PaperResultDialog

from .club_steps import click_table, new_evening, ok, open_club_window, open_tab, type_into

#: seats 1 to 6: the Coiffeur's teams are seats 1 and 4 (A), 2 and 5 (B), 3 and 6 (C)
MEMBERS = [("Anna Muster", "Anna"), ("Beat Keller", "Beat"), ("Cla Caduff", "Cla"),
           ("Dora Meier", "Dora"), ("Emil Frei", "Emil"), ("Fränzi Huber", "Fränzi")]
PLAYERS = "A: Anna & Dora\nB: Beat & Emil\nC: Cla & Fränzi"


def three_teams(card_points):
    """A Coiffeur of three teams, every team the same card points in each of its rows:
    100 a round writes 6299 (the Jassverein's factors add up to 66, the Misère's 7 takes
    157 − 100), 90 writes 5779, 80 writes 5259."""
    match = new_match("coiffeur", [name for name, _ in MEMBERS])
    for row in range(len(match.rules.settings.rows)):
        for team, points in enumerate(card_points):
            match.add(CoiffeurRound(team=team, row=row, points=points))
    assert match.finished
    return match


@pytest.mark.parametrize(("card_points", "said", "winners"), [
    ((100, 90, 80), "A 6299 : B 5779 : C 5259 · A won", {"Anna", "Dora"}),
    ((90, 80, 100), "A 5779 : B 5259 : C 6299 · C won", {"Cla", "Fränzi"}),
    ((100, 90, 100), "A 6299 : B 5779 : C 6299 · tie: A and C won",
     {"Anna", "Dora", "Cla", "Fränzi"}),
    ((100, 100, 100), "A 6299 : B 6299 : C 6299 · tie: all won",
     {name for _, name in MEMBERS}),
])
def test_the_table_of_three_teams_says_who_won(window, club_path, dialogs, qtbot,
                                                card_points, said, winners):
    cw = open_club_window(window, dialogs)
    evening = new_evening(cw, qtbot, MEMBERS, "coiffeur")
    ids = [m.id for m in cw.club.members()]
    results = cw.club.record_match(evening.id, 1, 1, three_teams(card_points), members=ids)
    short = {m.id: m.short_name for m in cw.club.members()}
    assert {short[r.member] for r in results if r.won} == winners  # the club's own word
    cw.refresh()
    open_tab(qtbot, cw, cw.evenings)
    assert cw.evenings.page.table_text(1, 1) == (
        PLAYERS, f"{said}\nplayed in Jasstafel")


def test_a_correction_in_the_dialog_names_the_teams_and_moves_the_win(window, club_path,
                                                                     dialogs, qtbot):
    """*Correct result…*: a row per team, lettered as the page letters them; team B's
    corrected points make it the winner, ranked as a team (each player alone, B was 5th)."""
    cw = open_club_window(window, dialogs)
    evening = new_evening(cw, qtbot, MEMBERS, "coiffeur")
    ids = [m.id for m in cw.club.members()]
    cw.club.record_match(evening.id, 1, 1, three_teams((100, 90, 80)), members=ids)
    cw.refresh()
    page = cw.evenings.page
    open_tab(qtbot, cw, cw.evenings)
    click_table(qtbot, page, 1, 1)
    page.correct_button.click()
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, PaperResultDialog)
    labels = [label.text() for label in dialog.findChildren(QLabel)
              if label.text().startswith("Team ")]
    assert labels == ["Team A: Anna Muster & Dora Meier", "Team B: Beat Keller & Emil Frei",
                      "Team C: Cla Caduff & Fränzi Huber"]
    type_into(qtbot, dialog.inputs[1]["points"], "6400")
    ok(dialog)
    short = {m.id: m.short_name for m in cw.club.members()}
    assert {short[r.member]: (r.rank, r.won) for r in cw.club.results(evening.id)} == {
        "Beat": (1, True), "Emil": (1, True), "Anna": (2, False), "Dora": (2, False),
        "Cla": (3, False), "Fränzi": (3, False)}
    assert page.table_text(1, 1) == (
        PLAYERS, "A 6299 : B 6400 : C 5259 · B won\ncorrected by hand")


@pytest.mark.parametrize(("card_points", "said"), [
    ((100, 90, 100), "A 6'299 : B 5'779 : C 6'299 · gleichauf: A und C gewonnen"),
    ((100, 100, 100), "A 6'299 : B 6'299 : C 6'299 · gleichauf: alle gewonnen"),
])
def test_in_german(german_window, club_path, dialogs, qtbot, card_points, said):
    cw = open_club_window(german_window, dialogs)
    evening = new_evening(cw, qtbot, MEMBERS, "coiffeur")
    ids = [m.id for m in cw.club.members()]
    cw.club.record_match(evening.id, 1, 1, three_teams(card_points), members=ids)
    cw.refresh()
    open_tab(qtbot, cw, cw.evenings)
    assert cw.evenings.page.table_text(1, 1) == (PLAYERS, f"{said}\nin Jasstafel gespielt")
