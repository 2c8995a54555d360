"""`jasstafel club result` keeps the rules of a table's result: one team wins a Partie,
"won" is rank 1 (also after a corrected rank), a Pandur needs its ranks and ends as a
Pandur can (a club organiser's trial: all four Schieber players "won", a Pandur fourth
"gewonnen", ranks guessed from the Schreibpunkte)."""

import pytest

from jasstafel.cli import main
from jasstafel.club import Club


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def db(tmp_path, capsys):
    path = tmp_path / "club.sqlite"
    for name in ("Anna", "Beat", "Cla", "Dora"):
        assert run(capsys, "club", "member", "add", name, "--db", path)[0] == 0
    return path


def evening(capsys, db, *args):
    code, out, err = run(capsys, "club", "evening", "new", "2026-09-03", *args, "--db", db)
    assert code == 0, err
    return out.split(":")[0].split()[-1]


def test_two_teams_both_won_are_refused(db, capsys):
    number = evening(capsys, db, "schieber", "--preset", "einfach_1000")
    code, out, err = run(capsys, "club", "result", number, "1", "1", "Anna=1100,won=yes",
                         "Beat=1100,won=yes", "Cla=1005,won=yes", "Dora=1005,won=yes",
                         "--db", db)
    assert code == 2 and out == ""
    assert err.strip().endswith("Anna & Beat and Cla & Dora are both marked as won: one team "
                                "wins a game (the winner is rank 1 at the table): mark only "
                                "the team that won")
    with Club.open(db, create=False) as club:
        assert club.results(int(number)) == []


def test_a_corrected_pandur_rank_takes_won_with_it(db, capsys):
    number = evening(capsys, db, "pandur")
    code, out, err = run(capsys, "club", "result", number, "1", "1", "Anna=16,rank=3",
                         "Beat=15,rank=1", "Cla=17,rank=2", "Dora=9,rank=4", "--db", db)
    assert code == 0, err
    assert "Beat 15 (rank 1, won)" in out
    code, out, err = run(capsys, "club", "result", number, "1", "1", "Beat=rank=2",
                         "Cla=rank=1", "--correct", "--note", "Ränge falsch", "--db", db)
    assert code == 0, err
    assert "Beat 15 (rank 2)\n" in out and "Cla 17 (rank 1, won)\n" in out
    code, out, err = run(capsys, "club", "ranking", "evening", number, "--db", db)
    lines = {line.split()[1]: line.split() for line in out.splitlines()[2:6]}
    # Rank, Member, Passen, Rank points, First places, …: Cla first with the first place
    assert lines["Cla"][3:5] == ["4", "1"] and lines["Beat"][3:5] == ["3", "0"]


def test_impossible_pandur_ranks_are_refused(db, capsys):
    number = evening(capsys, db, "pandur")
    code, _out, err = run(capsys, "club", "result", number, "1", "1", "Anna=16,rank=2",
                          "Beat=15,rank=1", "Cla=9,rank=1", "Dora=15,rank=3", "--db", db)
    assert code == 2
    assert "ranks Anna 2, Beat 1, Cla 1, Dora 3 are not possible" in err
    assert "Anna 3, Beat 1, Cla 1, Dora 4" in err


def test_a_pandur_result_without_ranks_is_refused_asking_for_them(db, capsys):
    number = evening(capsys, db, "pandur")
    code, out, err = run(capsys, "club", "result", number, "1", "1", "Anna=15", "Beat=12",
                         "Cla=15", "Dora=16", "--db", db)
    assert code == 2 and out == ""
    assert err.strip().endswith("Pandur: give every player's rank at the table with rank=, "
                                "e.g. 'Anna=15,rank=2': the order of reaching 15 is not in the "
                                "score points")
    with Club.open(db, create=False) as club:
        assert club.results(int(number)) == []


@pytest.mark.parametrize(("lang", "said"), [
    ("de", "Pandur: geben Sie den Rang jedes Spielers am Tisch mit rank= an"),
    ("fr", "Bandoure : donnez le rang de chaque joueur à la table avec rank="),
])
def test_the_refusal_is_in_the_language(db, capsys, lang, said):
    number = evening(capsys, db, "pandur")
    code, _out, err = run(capsys, "--lang", lang, "club", "result", number, "1", "1",
                          "Anna=15", "Beat=12", "Cla=15", "Dora=16", "--db", db)
    assert code == 2 and said in err
