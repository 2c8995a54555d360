"""The teams of a match file on the command line.

A club programmer's trial with the command line and match files found two gaps: a hand-edited
file with a team of no players (`"players": []`) was read, scored and checked as valid; and
`jasstafel new punktetafel …` could only make boards each for themselves, while the window's
New match dialog makes a Punktetafel of teams (its *Teams* row).
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from jasstafel.cli import main

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def dorfjass_with_an_empty_team(tmp_path):
    """docs/examples/punktetafel.jass (Oberdorf and Unterdorf, three each) with Unterdorf's
    three moved to Oberdorf, Unterdorf left with `"players": []`."""
    data = json.loads((EXAMPLES / "punktetafel.jass").read_text(encoding="utf-8"))
    data["teams"][0]["players"] = [0, 1, 2, 3, 4, 5]
    data["teams"][1]["players"] = []
    data["entries"] = []  # the rounds were typed for two teams: the setup alone is tried
    path = tmp_path / "dorfjass.jass"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
    return path


# -- a team with no players in a file ------------------------------------------------------


@pytest.mark.parametrize("command", ["check", "score"])
def test_a_file_with_a_team_of_no_players_is_refused_naming_the_team(tmp_path, capsys,
                                                                      command):
    path = dorfjass_with_an_empty_team(tmp_path)
    before = path.read_bytes()
    code, out, err = run(capsys, command, path)
    assert (code, out) == (2, "")
    assert err == (f"jasstafel {command}: error: {path}: the team 'Unterdorf' has no players; "
                   "every team needs one player or more\n")
    assert path.read_bytes() == before and os.listdir(tmp_path) == ["dorfjass.jass"]


@pytest.mark.parametrize("lang, said", [
    ("de", "Fehler: {0}: Das Team «Unterdorf» hat keine Spieler; jedes Team braucht einen "
           "Spieler oder mehr"),
    ("fr", "erreur : {0} : l’équipe « Unterdorf » n’a aucun joueur ; chaque équipe a besoin "
           "d’au moins un joueur"),
])
def test_the_team_of_no_players_is_said_in_the_language(tmp_path, capsys, lang, said):
    path = dorfjass_with_an_empty_team(tmp_path)
    code, _, err = run(capsys, "check", path, "--lang", lang)
    assert code == 2 and err == f"jasstafel check: {said.format(path)}\n"


# -- jasstafel new punktetafel … --teams N -------------------------------------------------

SIX = ["Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi"]


def made(capsys, tmp_path, *args):
    """`jasstafel new ARGS -o tmp/neu.jass`: its line, and the teams of the file written, as
    (name, seats) read back from the file's own JSON."""
    path = tmp_path / "neu.jass"
    code, out, err = run(capsys, "new", *args, "-o", path)
    assert (code, err) == (0, ""), err
    assert out.count("\n") == 1 and str(path) in out  # "wrote FILE", "FILE geschrieben"
    data = json.loads(path.read_text(encoding="utf-8"))
    return data, [(t["name"], t["players"]) for t in data["teams"]]


def test_three_teams_of_two_seated_as_the_dialog_seats_them(tmp_path, capsys):
    """Six players in 3 teams: team t has seats t, t + 3 (people's seats 1 + 4, 2 + 5, 3 + 6,
    as the Coiffeur's three teams sit), each named after its players, as the New match
    dialog names them until a name is typed."""
    data, teams = made(capsys, tmp_path, "punktetafel", *SIX, "--teams", "3")
    assert teams == [("Anna & Dora", [0, 3]), ("Beat & Emil", [1, 4]),
                     ("Cla & Fränzi", [2, 5])]
    assert data["players"] == SIX and data["variant"] == "punktetafel"
    code, out, _ = run(capsys, "score", tmp_path / "neu.jass")  # a board of three sides
    assert code == 0
    # named after its players: said once, as the printed sheet says it (it read "Anna &
    # Dora (Anna, Dora)")
    assert "1. Anna & Dora: 0" in out and "1. Cla & Fränzi: 0" in out
    assert "(Anna, Dora)" not in out


def test_a_team_of_its_own_name_is_listed_with_its_players(tmp_path, capsys):
    made(capsys, tmp_path, "punktetafel", *SIX, "--teams", "3", "--team-name", "Die Jungen")
    code, out, _ = run(capsys, "score", tmp_path / "neu.jass")
    assert code == 0
    assert "1. Die Jungen (Anna, Dora): 0" in out and "1. Beat & Emil: 0" in out


def test_teams_of_unequal_size_and_teams_of_one(tmp_path, capsys):
    """Five players in 2 teams: 1 + 3 + 5 against 2 + 4; four in 3: 1 + 4, 2, 3 (a team of
    one is called by its player)."""
    _, teams = made(capsys, tmp_path, "punktetafel", *SIX[:5], "--teams", "2")
    assert teams == [("Anna & Cla & Emil", [0, 2, 4]), ("Beat & Dora", [1, 3])]
    (tmp_path / "neu.jass").unlink()
    _, teams = made(capsys, tmp_path, "punktetafel", *SIX[:4], "--teams", "3")
    assert teams == [("Anna & Dora", [0, 3]), ("Beat", [1]), ("Cla", [2])]


def test_team_names_in_team_order_an_empty_one_keeps_the_players(tmp_path, capsys):
    _, teams = made(capsys, tmp_path, "punktetafel", *SIX, "--teams", "2",
                    "--team-name", "Oberdorf", "--team-name", "Unterdorf")
    assert teams == [("Oberdorf", [0, 2, 4]), ("Unterdorf", [1, 3, 5])]
    (tmp_path / "neu.jass").unlink()
    _, teams = made(capsys, tmp_path, "punktetafel", *SIX, "--teams", "3",
                    "--team-name", " ", "--team-name", " Die Jungen ")
    assert teams == [("Anna & Dora", [0, 3]), ("Die Jungen", [1, 4]), ("Cla & Fränzi", [2, 5])]


def test_teams_in_a_real_process(tmp_path):
    """The command as a shell runs it: `jasstafel new punktetafel … --teams 2 --team-name
    Oberdorf --team-name Unterdorf -o dorfjass.jass`, then `check` of the file it wrote."""
    env = {**os.environ, "LANGUAGE": "en"}
    path = tmp_path / "dorfjass.jass"
    made = subprocess.run(
        [sys.executable, "-m", "jasstafel", "new", "punktetafel", *SIX, "--teams", "2",
         "--team-name", "Oberdorf", "--team-name", "Unterdorf", "-o", str(path)],
        capture_output=True, text=True, env=env, cwd=Path(__file__).parents[2])
    assert (made.returncode, made.stdout, made.stderr) == (0, f"wrote {path}\n", "")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["teams"] == [{"name": "Oberdorf", "players": [0, 2, 4]},
                             {"name": "Unterdorf", "players": [1, 3, 5]}]
    checked = subprocess.run([sys.executable, "-m", "jasstafel", "check", str(path)],
                             capture_output=True, text=True, env=env,
                             cwd=Path(__file__).parents[2])
    assert (checked.returncode, checked.stdout) == (0, f"{path}: 0 entries, all valid\n")


def test_without_teams_each_plays_for_themselves_as_before(tmp_path, capsys):
    data, teams = made(capsys, tmp_path, "punktetafel", *SIX[:4], "--preset", "bis_100")
    assert teams == [] and data["settings"]["preset"] == "bis_100"


@pytest.mark.parametrize("lang, team_a", [("en", "Team A"), ("de", "Team A"),
                                          ("fr", "Équipe A")])
def test_a_team_whose_players_names_are_too_long_is_team_a(tmp_path, capsys, lang, team_a):
    """Two names of 30 characters make 63 with " & ", more than a team's name may have
    (60): the team is called by its letter in the language, as the dialog calls it."""
    long = ["A" * 30, "B" * 30, "C" * 30, "D" * 30]
    _, teams = made(capsys, tmp_path, "punktetafel", *long, "--teams", "2", "--lang", lang)
    assert teams == [(team_a, [0, 2]), ("Team B" if lang != "fr" else "Équipe B", [1, 3])]


def test_new_help_lists_the_teams(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "400")
    with pytest.raises(SystemExit) as done:
        main(["new", "--help"])
    out, _ = capsys.readouterr()
    assert done.value.code == 0
    assert "-o FILE [--teams N] [--team-name NAME] VARIANT" in out.splitlines()[0]
    assert "team A has seats 1, 1+N, 1+2N …, team B seats 2, 2+N …" in " ".join(out.split())
    assert "a team without one (or with '') is called after its players, 'Anna & Cla'" in \
        " ".join(out.split())


def refused_new(capsys, tmp_path, *args):
    """`jasstafel new ARGS -o tmp/neu.jass` refused: exit status and the one line said;
    nothing written."""
    try:
        code, out, err = run(capsys, "new", *args, "-o", tmp_path / "neu.jass")
    except SystemExit as ended:  # a wrong command line (argparse)
        code = ended.code
        out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1, err
    assert os.listdir(tmp_path) == []
    return code, err.rstrip("\n")


@pytest.mark.parametrize("args, said", [
    # more teams than players: a team without players is no team (the dialog's "Teams: at
    # most 6, not 7")
    ([*SIX, "--teams", "7"], "--teams: at most 6, the number of players, not 7"),
    # one team (or none): the rule the dialog's Start names (setup.teams)
    ([*SIX, "--teams", "1"], "--teams 1: every player must sit in exactly one team, with "
                             "two teams or more"),
    ([*SIX, "--teams", "0"], "--teams 0: every player must sit in exactly one team, with "
                             "two teams or more"),
    ([*SIX, "--teams", "-2"], "--teams -2: every player must sit in exactly one team, with "
                              "two teams or more"),
    ([*SIX, "--teams", "2", "--team-name", "A", "--team-name", "B", "--team-name", "C"],
     "--team-name: 3 names for 2 teams"),
    ([*SIX, "--team-name", "Oberdorf"],
     "--team-name needs --teams: it names the teams that --teams makes"),
    ([*SIX, "--teams", "2", "--team-name", "x" * 61],
     "team A: 61 characters; a name has at most 60"),
])
def test_impossible_teams_are_refused_naming_the_rule(tmp_path, capsys, args, said):
    code, err = refused_new(capsys, tmp_path, "punktetafel", *args)
    assert (code, err) == (2, f"jasstafel new: error: {said}")


@pytest.mark.parametrize("variant, players", [("schieber", SIX[:4]), ("molotow", SIX[:4]),
                                              ("coiffeur", SIX)])
def test_teams_of_a_number_chosen_are_the_punktetafel_s_only(tmp_path, capsys, variant,
                                                             players):
    """The dialog has a *Teams* row for the Punktetafel only: a team game seats its own
    teams, the others are played each for themselves."""
    code, err = refused_new(capsys, tmp_path, variant, *players, "--teams", "2")
    title = {"schieber": "Schieber", "molotow": "Molotow", "coiffeur": "Coiffeur"}[variant]
    assert (code, err) == (2, "jasstafel new: error: --teams: only Punktetafel may be played "
                              f"by a number of teams chosen, not {title}")


def test_a_number_of_teams_that_is_no_number(tmp_path, capsys):
    code, err = refused_new(capsys, tmp_path, "punktetafel", *SIX, "--teams", "drei")
    assert (code, err) == (2, "jasstafel new: error: --teams: 'drei' is not a number (see: "
                              "jasstafel new --help)")


@pytest.mark.parametrize("lang, args, said", [
    ("de", ["--teams", "7"], "jasstafel new: Fehler: --teams: höchstens 6, die Zahl der "
                             "Spieler, nicht 7"),
    ("fr", ["--teams", "7"], "jasstafel new: erreur : --teams : au plus 6, le nombre de "
                             "joueurs, pas 7"),
    ("de", ["--teams", "1"], "jasstafel new: Fehler: --teams 1: Jeder Spieler muss in genau "
                             "einem Team sitzen, bei zwei oder mehr Teams"),
    ("fr", ["--teams", "1"], "jasstafel new: erreur : --teams 1 : chaque joueur doit être "
                             "dans exactement une équipe, avec deux équipes ou plus"),
    ("de", ["--team-name", "X"], "jasstafel new: Fehler: --team-name braucht --teams: es "
                                 "benennt die Teams, die --teams bildet"),
    ("fr", ["--teams", "2", "--team-name", "A", "--team-name", "B", "--team-name", "C"],
     "jasstafel new: erreur : --team-name : 3 noms pour 2 équipes"),
])
def test_the_refusals_are_said_in_the_language(tmp_path, capsys, lang, args, said):
    code, err = refused_new(capsys, tmp_path, "punktetafel", *SIX, *args, "--lang", lang)
    assert (code, err) == (2, said)
