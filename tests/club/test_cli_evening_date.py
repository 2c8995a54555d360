"""An evening is named on the command line by its date as the lists print it (05.11.2026,
5.11.2026) as well as in ISO (2026-11-05): a German club's president typed the date he read
and was told "there is no evening «05.11.2026»"."""

import pytest

from jasstafel.cli import main
from jasstafel.club import Club

from . import add_members

NAMES = ["Anna", "Beat", "Cla", "Dora"]


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        add_members(club, NAMES)
        club.new_evening("2026-11-05", "schieber", preset="turnier", passen=1,
                         settings={"rounds": 2})
        club.new_evening("2026-11-19", "schieber", preset="turnier", passen=1,
                         settings={"rounds": 2})
    return path


@pytest.mark.parametrize("date", ["05.11.2026", "5.11.2026", "2026-11-05", " 05.11.2026 "])
def test_a_result_and_the_ranking_by_the_printed_date(capsys, db, date):
    code, out, err = run(capsys, "club", "result", date, "1", "1", "Anna=200", "Cla=200",
                         "Beat=114", "Dora=114", "--db", db)
    assert code == 0, err
    code, out, err = run(capsys, "club", "ranking", "evening", date, "--db", db)
    assert code == 0, err
    assert "Anna" in out


@pytest.mark.parametrize("date", ["5.11.26", "31.11.2026", "05.12.2026", "2026-11-5"])
def test_a_date_of_no_evening_is_still_refused(capsys, db, date):
    code, _out, err = run(capsys, "club", "ranking", "evening", date, "--db", db)
    assert code == 2 and f"there is no evening '{date}'" in err, err


def test_the_help_says_the_forms(capsys):
    with pytest.raises(SystemExit):
        main(["club", "ranking", "evening", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "evening id or date: 2026-11-05, 05.11.2026, 5.11.2026" in out


@pytest.mark.parametrize("date", ["26.11.2026", "26.11.2026 ", "2026-11-26"])
def test_a_new_evening_and_its_edit_take_the_printed_date(capsys, db, date):
    code, _out, err = run(capsys, "club", "evening", "new", date, "schieber", "--db", db)
    assert code == 0, err
    code, _out, err = run(capsys, "club", "evening", "edit", "3", "--date", "3.12.2026",
                          "--note", "verschoben", "--db", db)
    assert code == 0, err
    with Club.open(db) as club:
        assert club.evening(3).date == "2026-12-03"


def test_a_new_evening_on_no_day_is_refused(capsys, db):
    code, _out, err = run(capsys, "club", "evening", "new", "31.11.2026", "schieber",
                          "--db", db)
    assert code == 2 and "'31.11.2026' is not a date (YYYY-MM-DD or DD.MM.YYYY)" in err, err
