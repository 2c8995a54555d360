"""How many sit at a table, as RULES.md says it, wherever a result enters the club.

A Coiffeur is played by 2 teams of two (4), 3 teams of two (6) or 3 single players (3),
RULES.md section 2: never by 5. `club result` took five Coiffeur players typed from paper,
each alone ("Anna 100 (rank 5)" … "Emil 500 (rank 1, won)"), because the club checked only
that 5 lay between the variant's 3 and 6. Here every variant's table sizes are taken from
the rules' text (not from the code), and a table typed from paper (`club result`, a live
evening's write through its server), a match file (`club import`) and the core's setup
of a new match all accept exactly these.
"""

import json

import pytest

from jasstafel.cli import main
from jasstafel.club import Club, ClubInputError, PaperResult
from jasstafel.club.results import check_players
from jasstafel.core import JassError, RuleViolation, matchfile
from jasstafel.core.matchfile import new_match

from . import add_members

#: per variant, the players at one table by RULES.md (the Punktetafel: any number, here up
#: to 8)
RULES = {
    "schieber": {4},  # §1: 4 players, 2 fixed teams
    "coiffeur": {3, 4, 6},  # §2: 2 teams of 2; 3 teams or 3 single players
    "molotow": {3, 4, 5, 6},  # §3: 3–6 players
    "handjass": {2, 3, 4, 5},  # §4: 2–5 players
    "fahnder": {4},  # §5: 4 players
    "pandur": {4},  # §6: 4 at the table
    "differenzler": {3, 4, 5, 6},  # §7: 3–6 players
    "guggitaler": {3, 4},  # §7: 3 or 4 players
    "punktetafel": set(range(1, 9)),  # §7: any number
}
NAMES = ["Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi", "Gody", "Hans"]


@pytest.mark.parametrize("variant", sorted(RULES))
@pytest.mark.parametrize("count", range(1, 9))
def test_the_club_takes_the_tables_the_rules_allow(variant, count):
    if count in RULES[variant]:
        check_players(variant, count)
    else:
        with pytest.raises(ClubInputError):
            check_players(variant, count)


@pytest.mark.parametrize("variant", sorted(RULES))
@pytest.mark.parametrize("count", range(1, 9))
def test_a_match_is_set_up_by_the_same_rule(variant, count):
    """The core's setup of a new match (and so every match file imported) agrees."""
    if count in RULES[variant]:
        new_match(variant, NAMES[:count])
    else:
        with pytest.raises(RuleViolation):
            new_match(variant, NAMES[:count])


def typed(db_path, figures, passen=1):
    with Club.open(db_path) as club:
        add_members(club, NAMES)
        club.new_evening("2026-12-03", "coiffeur", passen=passen)
    return main(["club", "result", "1", "1", "1", *figures, "--db", str(db_path)])


def test_club_result_refuses_five_coiffeur_players(db_path, capsys):
    figures = ["Anna=100", "Beat=200", "Cla=300", "Dora=400", "Emil=500"]
    assert typed(db_path, figures) == 2
    err = capsys.readouterr().err
    assert ("Coiffeur is played by 2 or 3 teams of two, or by 3 single players, not 5 "
            "players at a table") in err, err
    with Club.open(db_path) as club:
        assert club.results(1) == []


@pytest.mark.parametrize("figures", [
    ["Anna=100", "Beat=200", "Cla=300"],  # 3 single players
    ["Anna=100", "Beat=200", "Cla=100", "Dora=200"],  # 2 teams of two, named two by two
])
def test_club_result_takes_the_coiffeur_tables_of_the_rules(db_path, figures):
    if len(figures) == 4:
        figures = ["Anna=100", "Cla=100", "Beat=200", "Dora=200"]
    assert typed(db_path, figures) == 0
    with Club.open(db_path) as club:
        assert len(club.results(1)) == len(figures)


def test_club_import_refuses_a_match_file_of_five_coiffeur_players(db_path, tmp_path, capsys):
    """A file edited (or written by another program) to seat five: the core's setup refuses
    it, the club stores nothing."""
    four = new_match("coiffeur", NAMES[:4])
    data = json.loads(matchfile.dumps(four.document))
    data["players"] = NAMES[:5]
    data["teams"][1]["players"] = [1, 3, 4]
    path = tmp_path / "five.jass"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(JassError):
        matchfile.load(path)
    with Club.open(db_path) as club:
        add_members(club, NAMES)
        club.new_evening("2026-12-03", "coiffeur", passen=1)
    assert main(["club", "import", "1", f"{path}:1:1", "--db", str(db_path)]) == 2
    assert "Coiffeur" in capsys.readouterr().err
    with Club.open(db_path) as club:
        assert club.results(1) == []


def test_a_live_evenings_write_refuses_five_coiffeur_players(club):
    """The write another program sends a live evening's server (jasstafel.live.writes)
    goes to the same check."""
    writes = pytest.importorskip("jasstafel.live.writes")
    ids = add_members(club, NAMES)
    evening = club.new_evening("2026-12-03", "coiffeur", passen=1)
    call = writes.encode("record_result", 1, 1, results=[
        PaperResult(ids[name], 100 * (i + 1)) for i, name in enumerate(NAMES[:5])])
    with pytest.raises(JassError) as refused:
        writes.run(club, evening.id, [call])
    assert "not 5 players at a table" in str(refused.value)
    assert club.results(evening.id) == []
