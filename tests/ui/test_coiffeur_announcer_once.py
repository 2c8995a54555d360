"""A Coiffeur whose teams are named after their players (the New match dialog's "Ruedi &
Marie" until a name is typed) said the announcer twice: "Sagt an Ruedi (Ruedi & Marie)" in
the form's header and "Ruedi (Ruedi & Marie) sagt an" on the printed sheet (a German
trial's), where the headline above the board said "Als Nächstes sagt an: Ruedi". The
player's name tells such a team: he is said alone. A team with a name of its own keeps it
after him ("Beat (Team B) sagt an")."""

import subprocess

import pytest

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team
from jasstafel.i18n import render

from ..print import PDFTOTEXT
from ..print.test_french_typography import printed
from .keyboard import enter, open_match, settle, shortcut, type_
from .test_steady_header import PLAYERS

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

# Hans deals, Ruedi announces first; then Vreni
NAMED = [Team(name="Ruedi & Kari", players=[0, 2]), Team(name="Vreni & Hans", players=[1, 3])]


def test_the_header_says_the_announcer_alone_when_he_names_his_team(german_window, qtbot):
    panel, _board = open_match(qtbot, german_window, new_match("coiffeur", PLAYERS,
                                                                teams=NAMED))
    settle()
    assert panel.header.names() == ["Hans", "Ruedi"]
    assert render(german_window.controller.board.status) == "Ruedi sagt an"
    shortcut(qtbot, "Ctrl+M")  # a Match in the first row
    enter(qtbot)
    settle()
    assert panel.header.names() == ["Ruedi", "Vreni"]
    assert render(german_window.controller.board.status) == "Vreni sagt an"


def test_a_team_of_its_own_name_is_said_after_its_announcer(german_window, qtbot):
    panel, _board = open_match(qtbot, german_window, new_match("coiffeur", PLAYERS))
    settle()
    assert panel.header.names() == ["Hans", "Ruedi (Team A)"]
    assert render(german_window.controller.board.status) == "Ruedi (Team A) sagt an"
    type_(qtbot, "100")
    enter(qtbot)
    assert render(german_window.controller.board.status) == "Vreni (Team B) sagt an"


@pytest.mark.skipif(PDFTOTEXT is None, reason="pdftotext is not installed")
def test_the_printed_sheet_says_the_announcer_once(qapp, tmp_path):
    match = new_match("coiffeur", PLAYERS, teams=NAMED)
    path = tmp_path / "stammtisch.jass"
    matchfile.save(match, path)
    text = subprocess.run([PDFTOTEXT, "-layout", str(printed(tmp_path, path, "de")), "-"],
                          capture_output=True, text=True, check=True).stdout
    text = " ".join(text.replace("\u00a0", " ").split())
    assert "Ruedi sagt an" in text, text
    assert "Ruedi (Ruedi" not in text, text
