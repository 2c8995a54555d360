"""A Punktetafel played by teams, made in the New match dialog.

A keyboard-only Schreiber's trial (English, 1024×600) wanted 4 teams on the free board: README
and RULES.md section 7 say "any number of players or teams", the core has boards of teams,
but the dialog had only *Number of players* and the seats, so the trial typed four "players"
named as teams. Now the Punktetafel has a *Teams* row under the seats: empty, each plays for
themselves; a number, that many teams, partners seated as the Coiffeur's three teams are
(team t has seats t, t + T, t + 2T …: with 6 players and 3 teams 1 + 4, 2 + 5, 3 + 6), each
team's name after its players ("Anna & Dora") unless one is typed in its row.
"""

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QLineEdit

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .keyboard import (
    clear_field,
    enter,
    focus,
    in_next_dialog,
    key,
    open_match,
    select_all,
    shortcut,
    tab,
    type_,
)

SIX = ["Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi"]
EXAMPLE = Path(__file__).parents[2] / "docs" / "examples" / "punktetafel.jass"


def in_new_match(qtbot, act):
    errors = in_next_dialog(qtbot, act)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors


def players_typed(qtbot, names):
    """From Seat 1 (where the cursor starts): up past who deals to the number of players,
    the number, then the names, Tab after each."""
    key(qtbot, "Backtab")
    assert focus().objectName() == "first"  # who deals, under the number
    key(qtbot, "Backtab")
    assert focus().objectName() == "playerCount"
    select_all(qtbot)
    type_(qtbot, str(len(names)))
    tab(qtbot, 2)
    for name in names:
        assert focus().objectName().startswith("player")
        select_all(qtbot)
        type_(qtbot, name)
        tab(qtbot)


def labels(dialog):
    """The labels of the players' rows, top to bottom (not the hint beside *Teams*)."""
    found = [w for w in dialog.players_box.findChildren(QLabel) if w.isVisibleTo(dialog)
             and w.objectName() != "teamNote"]
    return [w.text() for w in sorted(found, key=lambda w: w.mapTo(dialog, QPoint(0, 0)).y())]


def where(dialog):
    start = dialog.findChild(QDialogButtonBox).buttons()[0]
    return dialog.geometry().getRect(), start.mapToGlobal(QPoint(0, 0)).toTuple()


def test_three_teams_of_two_by_keys(window, qtbot, settings):
    """Six names, Tab, 3, Tab, a team's name, Enter: a board of three teams, partners
    sitting as the Coiffeur's (1 + 4, 2 + 5, 3 + 6), the others after their players."""
    settings.setValue("new/variant", "punktetafel")
    seen = {}

    def play(d):
        players_typed(qtbot, SIX)
        assert focus().objectName() == "teamCount"
        seen["before"] = where(d)
        type_(qtbot, "3")
        seen["after"] = where(d)
        seen["labels"] = labels(d)
        tab(qtbot)
        assert focus().objectName() == "team0"
        seen["defaults"] = [e.placeholderText() for e in d.team_edits]
        type_(qtbot, "Die Jungen")
        tab(qtbot, 2)
        assert focus().objectName() == "team2"
        tab(qtbot)  # then the table settings, as for every game
        assert not focus().objectName().startswith(("team", "player", "first"))
        enter(qtbot)

    in_new_match(qtbot, play)
    doc = window.controller.match.document
    assert doc.variant == "punktetafel" and list(doc.players) == SIX
    assert [(t.name, t.players) for t in doc.teams] == [
        ("Die Jungen", [0, 3]), ("Beat & Emil", [1, 4]), ("Cla & Fränzi", [2, 5])]
    assert seen["defaults"] == ["Anna & Dora", "Beat & Emil", "Cla & Fränzi"]
    assert seen["labels"] == [
        "Number of players", "Deals first", "Seat 1 · A", "Seat 2 · B", "Seat 3 · C",
        "Seat 4 · A", "Seat 5 · B", "Seat 6 · C", "Teams", "Team A (seats 1 + 4)",
        "Team B (seats 2 + 5)", "Team C (seats 3 + 6)"]
    # the rows come inside the dialog, which keeps its size and place
    assert seen["before"] == seen["after"]
    # the board is of teams: one side each, the points typed per team
    assert window.controller.match.rules.side_names == ["Die Jungen", "Beat & Emil",
                                                        "Cla & Fränzi"]


def test_each_for_themselves_is_the_empty_row(window, qtbot, settings):
    """Nothing typed in *Teams*: one side per player, as before; Tab passes from the last
    seat to the Teams row and on to the table settings (who deals is above the seats)."""
    settings.setValue("new/variant", "punktetafel")
    seen = {}

    def play(d):
        players_typed(qtbot, SIX[:4])
        assert focus().objectName() == "teamCount"
        seen["empty"] = (focus().text(), focus().placeholderText())
        tab(qtbot)
        assert not focus().objectName().startswith(("team", "player", "first"))
        enter(qtbot)

    in_new_match(qtbot, play)
    doc = window.controller.match.document
    assert doc.teams == [] and window.controller.match.rules.side_names == SIX[:4]
    assert seen["empty"] == ("", "none")


def test_teams_of_unequal_size_when_the_number_does_not_divide(window, qtbot, settings):
    """Five players in two teams: seats 1 + 3 + 5 and 2 + 4 (every player in one team, any
    size, as the core allows)."""
    settings.setValue("new/variant", "punktetafel")
    seen = {}

    def play(d):
        players_typed(qtbot, SIX[:5])
        type_(qtbot, "2")
        seen["labels"] = labels(d)[-2:]
        enter(qtbot)

    in_new_match(qtbot, play)
    doc = window.controller.match.document
    assert [(t.name, t.players) for t in doc.teams] == [
        ("Anna & Cla & Emil", [0, 2, 4]), ("Beat & Dora", [1, 3])]
    assert seen["labels"] == ["Team A (seats 1 + 3 + 5)", "Team B (seats 2 + 4)"]


def test_an_impossible_number_of_teams_is_refused_naming_the_rule(window, qtbot, settings):
    """One team, or more teams than players: Start says why, the Teams field red with the
    cursor in it, the typing as it was; a number that can be played takes the refusal back."""
    settings.setValue("new/variant", "punktetafel")
    seen = {}

    def play(d):
        players_typed(qtbot, SIX)
        field = focus()
        type_(qtbot, "1")
        enter(qtbot)
        seen["one"] = (d.isVisible(), d.error.text(), focus() is field, field.is_refused(),
                       field.text())
        select_all(qtbot)
        type_(qtbot, "7")
        seen["seven shown"] = d.error.isVisible()
        enter(qtbot)
        seen["seven"] = (d.isVisible(), d.error.text(), focus() is field, field.is_refused())
        select_all(qtbot)
        type_(qtbot, "2")
        seen["two"] = (d.error.isVisible(), field.is_refused())
        enter(qtbot)

    in_new_match(qtbot, play)
    assert seen["one"] == (True, "Every player must sit in exactly one team, with two teams "
                                 "or more", True, True, "1")
    assert seen["seven shown"] is False
    assert seen["seven"] == (True, "Teams: at most 6, not 7", True, True)
    assert seen["two"] == (False, False)
    assert [t.players for t in window.controller.match.document.teams] == [[0, 2, 4],
                                                                           [1, 3, 5]]


def test_the_teams_follow_the_number_of_players(window, qtbot, settings):
    """The number of teams stays while the number of players changes; the rows follow (8
    players in 4 teams: Team D, seats 4 + 8), and a team's name typed stays."""
    settings.setValue("new/variant", "punktetafel")
    seen = {}

    def play(d):
        players_typed(qtbot, SIX[:4])
        type_(qtbot, "4")
        tab(qtbot, 4)
        assert focus().objectName() == "team3"
        type_(qtbot, "Vierer")
        for _ in range(12):
            key(qtbot, "Backtab")
            if focus().objectName() == "playerCount":
                break
        select_all(qtbot)
        type_(qtbot, "8")
        seen["labels"] = labels(d)
        seen["team D"] = d.findChild(QLineEdit, "team3").text()
        enter(qtbot)

    in_new_match(qtbot, play)
    doc = window.controller.match.document
    assert [t.players for t in doc.teams] == [[0, 4], [1, 5], [2, 6], [3, 7]]
    assert doc.teams[3].name == "Vierer"
    assert seen["team D"] == "Vierer"
    assert "Team D (seats 4 + 8)" in seen["labels"] and "Seat 8 · D" in seen["labels"]


def test_teams_back_to_each_for_themselves(window, qtbot, settings):
    """The Teams field emptied: the team rows go, the match is one of players."""
    settings.setValue("new/variant", "punktetafel")
    seen = {}

    def play(d):
        players_typed(qtbot, SIX[:4])
        type_(qtbot, "2")
        seen["teams"] = labels(d)
        clear_field(qtbot)
        seen["labels"] = labels(d)
        enter(qtbot)

    in_new_match(qtbot, play)
    assert window.controller.match.document.teams == []
    assert "Team B (seats 2 + 4)" in seen["teams"]
    assert not [text for text in seen["labels"] if text.startswith("Team ")]
    assert "Seat 1" in seen["labels"]


def test_same_again_keeps_the_teams_of_the_open_match(window, qtbot, dialogs, tmp_path):
    """docs/examples/punktetafel.jass (Oberdorf and Unterdorf, three each): Ctrl+N shows
    2 teams and their names; Enter starts the same teams."""
    path = tmp_path / "dorfjass.jass"
    shutil.copy(EXAMPLE, path)
    assert window.open_file(path)
    dialogs.choice = "keep"
    seen = {}

    def look(d):
        seen["count"] = d.findChild(QLineEdit, "teamCount").text()
        seen["names"] = [e.text() for e in d.team_edits]
        enter(qtbot)

    in_new_match(qtbot, look)
    assert seen == {"count": "2", "names": ["Oberdorf", "Unterdorf"]}
    doc = window.controller.match.document
    assert [(t.name, t.players) for t in doc.teams] == [("Oberdorf", [0, 2, 4]),
                                                        ("Unterdorf", [1, 3, 5])]


def test_same_again_keeps_teams_seated_otherwise(window, qtbot):
    """A match file may seat its teams otherwise (1 + 2 against 3 + 4): the dialog shows them
    as the file has them, and Enter keeps them, while the number of players and of teams
    stay the file's."""
    match = new_match("punktetafel", SIX[:4], teams=[Team(name="Links", players=[0, 1]),
                                                     Team(name="Rechts", players=[2, 3])])
    open_match(qtbot, window, match)
    seen = {}

    def look(d):
        seen["labels"] = labels(d)
        enter(qtbot)

    in_new_match(qtbot, look)
    assert "Team A (seats 1 + 2)" in seen["labels"] and "Seat 3 · B" in seen["labels"]
    assert [(t.name, t.players) for t in window.controller.match.document.teams] == [
        ("Links", [0, 1]), ("Rechts", [2, 3])]


def test_a_board_of_teams_is_played_by_keys(window, qtbot, settings):
    """The match made in the dialog plays as the example does: a round typed per team, the
    cursor in team A's points first; the header says who deals (a player)."""
    settings.setValue("new/variant", "punktetafel")

    def play(d):
        players_typed(qtbot, SIX)
        type_(qtbot, "2")
        type_into_team = d.findChild(QLineEdit, "team1")
        assert type_into_team is not None
        enter(qtbot)

    in_new_match(qtbot, play)
    panel = window.panel
    qtbot.waitUntil(lambda: panel.isAncestorOf(focus()))
    assert focus() is panel.points[0] and len(panel.points) == 2
    assert panel.header.text() == "Deals: Anna"
    for points in ("120", "37"):
        type_(qtbot, points)
        tab(qtbot)
    enter(qtbot)
    assert [s.total for s in window.controller.board.sides] == [120, 37]
    assert [s.name for s in window.controller.board.sides] == ["Anna & Cla & Emil",
                                                               "Beat & Dora & Fränzi"]


def test_four_teams_are_renamed_in_names_and_details(window, qtbot):
    """Team D (and on: the dialog made 4 teams of 8 players) in *Edit → Names and details…*:
    its row says its seats, its name is changed as the others' (the dialog knew teams A to C
    only and failed on the fourth)."""
    eight = [*SIX, "Gian", "Heidi"]
    teams = [Team(name=" & ".join(eight[s] for s in (t, t + 4)), players=[t, t + 4])
             for t in range(4)]
    open_match(qtbot, window, new_match("punktetafel", eight, teams=teams))
    seen = {}

    def rename(d):
        seen["labels"] = [w.text() for w in d.findChildren(QLabel) if w.text().startswith("Team")]
        field = d.findChild(QLineEdit, "team3")
        field.setFocus()
        assert focus() is field
        seen["default"] = field.placeholderText()
        type_(qtbot, "Die Letzten")
        enter(qtbot)

    errors = in_next_dialog(qtbot, rename)
    shortcut(qtbot, "Ctrl+Shift+N")
    assert not errors, errors
    assert seen["labels"][-1] == "Team D (seats 4 + 8)"
    assert seen["default"] == "Dora & Heidi"
    assert [t.name for t in window.controller.match.document.teams][2:] == [
        "Cla & Gian", "Die Letzten"]


def test_the_french_dialog_says_teams_and_the_rule_in_french(french_window, qtbot, settings):
    """Équipes, aucune, chacun pour soi; one team refused with the rule in French."""
    settings.setValue("new/variant", "punktetafel")
    seen = {}

    def play(d):
        players_typed(qtbot, SIX[:4])
        seen["empty"] = (focus().placeholderText(), d.findChild(QLabel, "teamNote").text())
        type_(qtbot, "2")
        seen["labels"] = labels(d)
        select_all(qtbot)
        type_(qtbot, "1")
        enter(qtbot)
        seen["refused"] = d.error.text()
        d.done(0)

    in_new_match(qtbot, play)
    assert seen["empty"] == ("aucune", "vide\u00a0: chacun pour soi")
    assert seen["labels"][6:9] == ["Équipes", "Équipe A (places 1 + 3)",
                                   "Équipe B (places 2 + 4)"]
    assert seen["labels"][2] == "Place 1 · A"  # under the number and who deals
    assert seen["refused"] == ("Chaque joueur doit être dans exactement une équipe, avec deux "
                               "équipes ou plus")


def test_the_command_line_makes_the_match_the_dialog_makes(window, qtbot, settings, tmp_path,
                                                           capsys):
    """`jasstafel new punktetafel … --teams 3 --team-name "Die Jungen"` and the dialog with
    the same six names, 3 in *Teams* and the same name typed for team A: the same players,
    teams (seats and names), first seat and settings (the sheet's lines aside)."""
    from jasstafel.cli import main
    from jasstafel.core import matchfile

    settings.setValue("new/variant", "punktetafel")

    def play(d):
        players_typed(qtbot, SIX)
        type_(qtbot, "3")
        tab(qtbot)
        type_(qtbot, "Die Jungen")
        enter(qtbot)

    in_new_match(qtbot, play)
    dialog_made = window.controller.match.document
    path = tmp_path / "neu.jass"
    assert main(["new", "punktetafel", *SIX, "--teams", "3", "--team-name", "Die Jungen",
                 "-o", str(path)]) == 0
    capsys.readouterr()
    cli_made = matchfile.load(path).document
    setup = {"variant", "players", "teams", "first", "settings", "entries"}
    assert cli_made.model_dump(include=setup) == dialog_made.model_dump(include=setup)
    assert [t.name for t in cli_made.teams] == ["Die Jungen", "Beat & Emil", "Cla & Fränzi"]


@pytest.mark.parametrize("variant", ["schieber", "coiffeur"])
def test_the_command_line_names_partners_as_the_dialog(window, qtbot, settings, tmp_path,
                                                       capsys, variant):
    """`jasstafel new schieber Anna Beat Cla Dora` and the dialog with the same four names
    typed: the same teams, partners opposite and called after their players ("Anna & Cla";
    the command line called them "Team A" and "Team B")."""
    from jasstafel.cli import main
    from jasstafel.core import matchfile

    settings.setValue("new/variant", variant)
    names = SIX[:4]

    def play(d):
        for name in names:
            assert focus().objectName().startswith("player")
            select_all(qtbot)
            type_(qtbot, name)
            tab(qtbot)
        enter(qtbot)

    in_new_match(qtbot, play)
    dialog_made = window.controller.match.document
    path = tmp_path / "neu.jass"
    assert main(["new", variant, *names, "-o", str(path)]) == 0
    capsys.readouterr()
    cli_made = matchfile.load(path).document
    setup = {"variant", "players", "teams", "first", "settings"}
    assert cli_made.model_dump(include=setup) == dialog_made.model_dump(include=setup)
    assert [t.name for t in cli_made.teams] == ["Anna & Cla", "Beat & Dora"]
