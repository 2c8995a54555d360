"""A team's name that names other players of the match (core.matchfile.misleading_team_name):
a German trial's Team A, Vreni and Margrit (seats 1 + 3), was called "Vreni/Ueli" and the
whole match showed it. Only a name made of the match's players is judged, and only one that
names a player of another team is said: the team's own players, all or some, are no false
alarm."""

import pytest

from jasstafel.core.matchfile import misleading_team_name

PLAYERS = ["Vreni", "Ueli", "Margrit", "Hans"]  # team A: seats 0 + 2, team B: 1 + 3
TEAM_A, TEAM_B = [0, 2], [1, 3]


@pytest.mark.parametrize("name", [
    "Vreni/Ueli", "Vreni & Ueli", "vreni + ueli", "Vreni, Hans", "Vreni und Ueli",
    "Ueli et Vreni", "VRENI AND HANS", " Vreni  /  Ueli ", "Ueli/Hans", "Vreni/Margrit/Ueli",
])
def test_other_players_named(name):
    assert misleading_team_name(name, PLAYERS, TEAM_A)


@pytest.mark.parametrize("name", [
    "Vreni/Margrit", "Margrit & Vreni", "margrit und VRENI", "Vreni , Margrit",
    "Vreni et Margrit", "Margrit and Vreni", "Vreni+Margrit",
])
def test_own_players_in_any_order(name):
    assert not misleading_team_name(name, PLAYERS, TEAM_A)


@pytest.mark.parametrize("name", [
    "Die Bären", "Vreni & Co", "Team 1", "Team A", "Vreni", "Ueli", "Les Romands",
    "Vreni/", "/Ueli", "Vreni//Ueli", "Vrenis Team", "Ueli und die Bären", "Vreni-Ueli",
    "Undine", "Hans und Heiri", "", "Margrit & Vreni & Co",
])
def test_a_name_of_its_own_is_never_judged(name):
    assert not misleading_team_name(name, PLAYERS, TEAM_A)
    assert not misleading_team_name(name, PLAYERS, TEAM_B)


def test_names_with_spaces_and_a_team_of_three():
    players = ["Anna Maria", "Beat", "Cla", "Dora", "Erwin", "Fritz"]
    assert not misleading_team_name("anna  maria & Dora", players, [0, 3])
    assert misleading_team_name("Anna Maria & Beat", players, [0, 3])
    assert not misleading_team_name("Anna Maria/Cla/Erwin", players, [0, 2, 4])


#: a Molotow or Coiffeur of six in two teams of three: team A Anna, Cla, Erwin (seats 1, 3, 5)
SIX = ["Anna", "Beat", "Cla", "Dora", "Erwin", "Fritz"]
THREE_A, THREE_B = [0, 2, 4], [1, 3, 5]


@pytest.mark.parametrize("name", [
    "Anna/Cla", "Cla & Anna", "erwin und ANNA", "Cla, Erwin", "Anna/Cla/Erwin", "Erwin+Cla+Anna",
    "Anna/Anna",
])
def test_some_of_the_team_s_own_players_are_its_name(name):
    """A team of three called after two of them (a false alarm said "Team A is called
    “Anna/Cla” but plays with Anna, Cla and Erwin")."""
    assert not misleading_team_name(name, SIX, THREE_A)


@pytest.mark.parametrize("name", [
    "Anna/Beat", "Beat & Anna", "Anna/Cla/Dora", "Anna, Cla, Erwin und Fritz", "Beat/Dora",
])
def test_any_player_of_another_team_is_said(name):
    assert misleading_team_name(name, SIX, THREE_A)


def test_the_other_team_of_three_named_after_some_of_its_own():
    assert not misleading_team_name("Beat/Fritz", SIX, THREE_B)
    assert misleading_team_name("Anna/Cla", SIX, THREE_B)
