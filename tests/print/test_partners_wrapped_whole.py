"""Teams named after two players with long double names ("Marie-Claire Vuilleumier-Bonvin &
Anne-Françoise Rey-Mermet", "Jean-Baptiste Zufferey & Pierre-Alain Fournier"): the printed
sheet broke them wherever a line was full. The Coiffeur's Team column said "Jean-Baptiste
Zufferey & Pierre-Alain" / "Fournier", the Schieber's heads over the entries the same, and
the statistics' heads "Marie-Claire" / "Vuilleumier-Bonvin &" / "Anne-Françoise Rey-Mermet".
A team's name wraps between its players first, each player whole on a line; a player's own
name breaks at its space or hyphen only where it alone does not fit.

Each sheet is printed with ``jasstafel print --lang`` (a PDF through Qt), every line painted
on the paper caught as it is drawn."""

import pytest

from jasstafel.cli import main
from jasstafel.core import MatchInfo, matchfile
from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.core.variant import Team
from jasstafel.i18n import FSI, PDI
from jasstafel.printing.device import PdfFile
from jasstafel.printing.layout import Canvas
from jasstafel.printing.table import partner_lines
from tests.ui.texts import PaintedBoxes

# the printer's Qt application is pytest-qt's (see test_cli_wording.py)
pytestmark = pytest.mark.usefixtures("qapp")

PLAYERS = ["Marie-Claire Vuilleumier-Bonvin", "Jean-Baptiste Zufferey",
           "Anne-Françoise Rey-Mermet", "Pierre-Alain Fournier"]
TEAMS = [Team(name=f"{PLAYERS[0]} & {PLAYERS[2]}", players=[0, 2]),
         Team(name=f"{PLAYERS[1]} & {PLAYERS[3]}", players=[1, 3])]
#: the entries' heading, the board's after them, and the statistics' heading
HEADINGS = {"de": ("Einträge", "Aktueller Stand", "Statistik"),
            "fr": ("Inscriptions", "Ardoise en l’état", "Statistiques")}


def coiffeur():
    match = new_match("coiffeur", PLAYERS, teams=TEAMS, info=MatchInfo(title="Coiffeur"))
    for team, row, points in ((0, 0, 100), (1, 2, 90), (0, 4, 120), (1, 5, 157), (0, 7, 80)):
        match.add(CoiffeurRound(team=team, row=row, points=points, match=points == 157))
    return match


def schieber():
    match = new_match("schieber", PLAYERS, teams=TEAMS, info=MatchInfo(title="Schieber"))
    for number, (contract, points) in enumerate(
            (("eicheln", (100, 57)), ("rosen", (60, 97)), ("schellen", (120, 37)),
             ("obenabe", (57, 100))), start=1):
        match.add(SchieberRound(contract=contract, announced_by=number % 2, points=points,
                                geschoben=number == 3))
    return match


def painted_lines(tmp_path, match, lang):
    """Every line of text painted on the sheet of *match* printed in *lang*, in order."""
    path = tmp_path / "m.jass"
    matchfile.save(match, path)
    with PaintedBoxes() as boxes:
        assert main(["print", str(path), "--lang", lang, "-o", str(tmp_path / "m.pdf")]) == 0
    return [" ".join(box.text.replace(FSI, "").replace(PDI, "").split())
            for box in boxes if box.paper]


def between(lines, start, end=None):
    """The lines from the heading *start* to the heading *end* (or to the last)."""
    first = lines.index(start)
    return lines[first:lines.index(end, first) if end else len(lines)]


def broken_players(lines):
    """The lines that hold a piece of a player's name without the whole of it."""
    broken = []
    for line in lines:
        rest = line
        for player in PLAYERS:
            rest = rest.replace(player, "")
        if any(word in rest for player in PLAYERS for word in player.replace("-", " ").split()):
            broken.append(line)
    return broken


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("match", [coiffeur, schieber])
def test_a_team_wraps_between_its_players_each_whole(tmp_path, match, lang):
    entries, board, statistics = HEADINGS[lang]
    lines = painted_lines(tmp_path, match(), lang)
    for part in (between(lines, entries, board), between(lines, statistics)):
        assert not broken_players(part), broken_players(part)
        assert not [line for line in part if "…" in line], part
    # the entries and the statistics name every player (whole) of both teams
    for player in PLAYERS:
        assert any(player in line for line in between(lines, entries, board)), player
        assert any(player in line for line in between(lines, statistics)), player


@pytest.fixture
def canvas(tmp_path):
    return Canvas(PdfFile(tmp_path / "x.pdf").writer)


def test_a_player_too_wide_for_a_line_breaks_at_a_space_then_at_a_hyphen(canvas):
    cv = canvas
    font = cv.font(9.0, True)
    team = f"{PLAYERS[0]} & Anna"
    # the players on a line each, the "&" after the first (as over the Tafel's Z)
    wide = cv.width(f"{PLAYERS[0]} &", font) + 1
    assert partner_lines(cv, team, font, wide) == [f"{PLAYERS[0]} &", "Anna"]
    # a player wider than the line: at her name's space, never with the next player
    narrow = cv.width("Vuilleumier-Bonvin &", font) + 1
    assert partner_lines(cv, team, font, narrow) == [
        "Marie-Claire", "Vuilleumier-Bonvin &", "Anna"]
    # a single name wider than the line: after its own hyphen
    narrower = cv.width("Vuilleumier-", font) + 1
    assert partner_lines(cv, team, font, narrower) == [
        "Marie-Claire", "Vuilleumier-", "Bonvin &", "Anna"]
    # a name that is not two players' wraps as any text
    assert partner_lines(cv, "Stammtisch zum Bären", font, cv.width("Stammtisch zum", font)
                         + 1) == ["Stammtisch zum", "Bären"]
