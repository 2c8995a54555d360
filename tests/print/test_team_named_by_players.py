"""A team named after its players is printed once: "Anna Muster & Cla Beispiel", never
followed by its players again. A Schieber started without team names has teams called
after their players (core/matchfile.py ``team_name``), and the printed sheet said them
twice: "Teams: Anna Muster & Cla Beispiel: Anna Muster, Cla Beispiel", the same under
the team's name on its Z, in the ranks' *Players* column and under the signature line
("Unterschrift Anna Muster & Cla Beispiel (Anna Muster, Cla Beispiel)"). A team with a
name of its own ("Die Bären") keeps its players beside it.

Each sheet is printed with ``jasstafel print --lang`` (a PDF through Qt), every line painted
on the paper caught as it is drawn."""

import pytest

from jasstafel.core import MatchInfo
from jasstafel.core.matchfile import named_by_players, new_match, team_name
from jasstafel.core.schieber import SchieberRound
from jasstafel.core.variant import Team
from tests.print.test_partners_wrapped_whole import painted_lines

pytestmark = pytest.mark.usefixtures("qapp")

PLAYERS = ["Anna Muster", "Beat Keller", "Cla Beispiel", "Dora Brunner"]
SEATS = [[0, 2], [1, 3]]
#: the players of each team as a list says them
LISTED = ["Anna Muster, Cla Beispiel", "Beat Keller, Dora Brunner"]
#: the header's label of the teams, the ranks' heading of the players, the signature's word
WORDS = {"de": ("Teams:", "Spieler", "Unterschrift"),
         "fr": ("Équipes :", "Joueurs", "Signature")}


def schieber(teams):
    match = new_match("schieber", PLAYERS, teams=teams, info=MatchInfo(title="Schieber"))
    for number, (contract, points) in enumerate(
            (("eicheln", (100, 57)), ("rosen", (60, 97)), ("schellen", (120, 37)),
             ("obenabe", (57, 100))), start=1):
        match.add(SchieberRound(contract=contract, announced_by=number % 2, points=points,
                                geschoben=number == 3))
    return match


def players_named():
    """The teams as a match started without team names has them."""
    return [Team(name=team_name(PLAYERS, seats, t), players=seats)
            for t, seats in enumerate(SEATS)]


def players_named_backwards():
    """The same players' names, typed in the other order."""
    return [Team(name=f"{PLAYERS[seats[1]]} & {PLAYERS[seats[0]]}", players=seats)
            for seats in SEATS]


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("teams", [players_named, players_named_backwards])
def test_a_team_named_after_its_players_is_printed_once(tmp_path, teams, lang):
    label, players, signature = WORDS[lang]
    names = [t.name for t in teams()]
    lines = painted_lines(tmp_path, schieber(teams()), lang)
    text = " ".join(lines)
    for listed in LISTED:  # nowhere the players again: header, Z, ranks, signatures
        assert listed not in text, [line for line in lines if listed in line]
    for name in names:
        assert f"{name} (" not in text, [line for line in lines if name in line]
    assert players not in lines  # no Players column beside the teams
    header = " ".join(lines[lines.index(label):lines.index(label) + 3])
    for name in names:  # the header, the ranks and the signatures still name each team
        assert name in header, header
        assert text.count(f"{signature} {name}") == 1, lines
    assert sum(name in line for line in lines for name in names) >= 3 * len(names)


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_a_team_with_its_own_name_keeps_its_players(tmp_path, lang):
    label, players, signature = WORDS[lang]
    teams = [Team(name="Die Bären", players=SEATS[0]),
             Team(name="Stammtisch Rössli", players=SEATS[1])]
    lines = painted_lines(tmp_path, schieber(teams), lang)
    text = " ".join(lines)
    assert players in lines  # the ranks' Players column
    for team, listed in zip(teams, LISTED, strict=True):
        assert f"{signature} {team.name} ({listed})" in text, lines
        assert text.count(listed) >= 4, lines  # header, Z, ranks and signature


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_one_team_named_after_its_players_the_other_not(tmp_path, lang):
    label, players, signature = WORDS[lang]
    teams = [Team(name="Die Bären", players=SEATS[0]), players_named()[1]]
    lines = painted_lines(tmp_path, schieber(teams), lang)
    text = " ".join(lines)
    assert players in lines  # the Bären's players have their column
    assert f"{signature} Die Bären ({LISTED[0]})" in text, lines
    assert f"{signature} {teams[1].name} (" not in text, lines
    assert LISTED[1] not in text, [line for line in lines if LISTED[1] in line]


@pytest.mark.parametrize(("name", "players", "named"), [
    ("Anna & Cla", ["Anna", "Cla"], True),
    ("Cla & Anna", ["Anna", "Cla"], True),
    ("anna  &  cla", ["Anna", "Cla"], True),
    ("Anna/Cla", ["Anna", "Cla"], True),
    ("Anna & Cla & Erwin", ["Anna", "Cla", "Erwin"], True),
    ("Anna & Co", ["Anna & Co", "Beat"], False),
    ("Anna & Co & Beat", ["Anna & Co", "Beat"], True),
    ("Anna & Cla", ["Anna", "Cla", "Erwin"], False),  # Erwin is said only in the list
    ("Anna & Anna", ["Anna", "Cla"], False),
    ("Die Bären", ["Anna", "Cla"], False),
    ("Anna", ["Anna"], True),
])
def test_named_by_players(name, players, named):
    assert named_by_players(name, players) is named
