"""Names listed with ", " on the printed match sheet, each whole on its line: the header's
*Teams* line, the ranks' *Players* column under the final board and the signature lines
broke them wherever a line was full ("Marie-Claire" / "Vonlanthen-Bärtschi, Anne-Françoise
Rey-Mermet" under a signature line, "Jean-Baptiste" / "Zufferey, Pierre-Alain" / "Fournier"
in the Players column). As a team named after its players (test_partners_wrapped_whole.py):
a line breaks between the names first, each whole; a name breaks at its own space or hyphen
only where it alone does not fit.

Each sheet is printed with ``jasstafel print --lang`` (a PDF through Qt), every line painted
on the paper caught as it is drawn."""

import re

import pytest

from jasstafel.core import MatchInfo
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.core.variant import Team
from jasstafel.printing.device import PdfFile
from jasstafel.printing.layout import Canvas
from tests.print.test_partners_wrapped_whole import painted_lines

pytestmark = pytest.mark.usefixtures("qapp")

PLAYERS = ["Marie-Claire Vonlanthen-Bärtschi", "Jean-Baptiste Zufferey",
           "Anne-Françoise Rey-Mermet", "Pierre-Alain Fournier"]
CLUBS = ["Stammtisch zum Bären", "Cercle des Amis Romands"]
#: teams named after a place, and teams named after their players
TEAMS = {"clubs": [Team(name=CLUBS[0], players=[0, 2]), Team(name=CLUBS[1], players=[1, 3])],
         "partners": [Team(name=f"{PLAYERS[0]} & {PLAYERS[2]}", players=[0, 2]),
                      Team(name=f"{PLAYERS[1]} & {PLAYERS[3]}", players=[1, 3])]}
#: the header's label of the teams, the ranks' heading of the teams (a team named after its
#: players has no Players column beside it) and the signatures' heading
WORDS = {"de": ("Teams:", "Team", "Unterschriften"),
         "fr": ("Équipes :", "Équipe", "Signatures")}


def schieber(teams):
    match = new_match("schieber", PLAYERS, teams=TEAMS[teams], info=MatchInfo(title="Schieber"))
    for number, (contract, points) in enumerate(
            (("eicheln", (100, 57)), ("rosen", (60, 97)), ("schellen", (120, 37)),
             ("obenabe", (57, 100))), start=1):
        match.add(SchieberRound(contract=contract, announced_by=number % 2, points=points,
                                geschoben=number == 3))
    return match


def broken(lines, names):
    """The lines that hold a piece of one of *names* without the whole of it (a piece of
    four letters at least: "zum" and "des" are the sheet's words too)."""
    out = []
    for line in lines:
        rest = line
        for name in names:
            rest = rest.replace(name, "")
        if any(word in re.split(r"[\s,:()·&]+", rest) for name in names
               for word in name.replace("-", " ").split() + name.split("-")
               if len(word) > 3):
            out.append(line)
    return out


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("teams", ["clubs", "partners"])
def test_listed_names_wrap_between_the_names_each_whole(tmp_path, teams, lang):
    label, team, signatures = WORDS[lang]
    lines = painted_lines(tmp_path, schieber(teams), lang)
    names = PLAYERS + (CLUBS if teams == "clubs" else [])
    # the header (on every page: the first page's), the ranks and the signature lines
    header = lines[lines.index(label):lines.index(label) + 6]
    end = lines.index(signatures)
    ranks = lines[end - lines[end::-1].index(team):end]  # from the Team column's title
    signed = lines[end:lines.index("Schieber", end)]  # to the page's foot (its title)
    for part in (header, ranks, signed):
        assert not broken(part, names), broken(part, names)
        assert not [line for line in part if "…" in line], part
    for player in PLAYERS:  # every player named whole in each
        for part in (header, ranks, signed):
            assert any(player in line for line in part), (player, part)


@pytest.fixture
def canvas(tmp_path):
    return Canvas(PdfFile(tmp_path / "x.pdf").writer)


def test_a_list_breaks_between_its_names_then_inside_one_too_wide(canvas):
    from jasstafel.printing.layout import name_lines

    cv = canvas
    font = cv.font(9.0)
    text = f"Signature {CLUBS[0]} ({PLAYERS[0]}, {PLAYERS[1]})"
    names = [CLUBS[0], *PLAYERS]
    # the words around the names break as any text, each name whole on a line
    wide = cv.width(f"({PLAYERS[0]},", font) + 1
    assert name_lines(cv, text, font, wide, names) == [
        f"Signature {CLUBS[0]}", f"({PLAYERS[0]},", f"{PLAYERS[1]})"]
    # a name wider than the line: at its space, the next name on a line of its own
    narrow = cv.width("Vonlanthen-Bärtschi,", font) + 1
    assert name_lines(cv, f"{PLAYERS[0]}, Anna", font, narrow, [PLAYERS[0], "Anna"]) == [
        "Marie-Claire", "Vonlanthen-Bärtschi,", "Anna"]
