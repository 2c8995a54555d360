"""The club's lists on a terminal write a number as the club window and its sheets do: 1'200
in German and French, 1200 in English (a trial's `club stats` printed "Durchschnitt 1'200.0"
over a column of 1200). The CSV files keep plain digits (data for a spreadsheet)."""

import pytest

from jasstafel.cli import main


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


@pytest.fixture
def club(tmp_path, capsys):
    """An evening of one Passe whose first result (1000 : 884) was corrected to 1200 : 684."""
    db = tmp_path / "club.sqlite"
    for name in ("Anna", "Beat", "Cla", "Dora"):
        run(capsys, "club", "member", "add", name, "--db", db)
    run(capsys, "club", "evening", "new", "2026-12-04", "schieber", "--preset", "turnier",
        "--passen", "1", "--db", db)
    run(capsys, "club", "draw", "1", "Anna", "Cla", "Beat", "Dora", "--seed", "1", "--db", db)
    teams: dict[str, list[str]] = {}
    for line in run(capsys, "club", "draw", "1", "--db", db).splitlines():
        if "seat" in line:
            teams.setdefault(line.split("(")[1][0], []).append(line.split()[-1])
    first, second = teams["A"], teams["B"]
    run(capsys, "club", "result", "1", "1", "1", *(f"{n}=1000" for n in first),
        *(f"{n}=884" for n in second), "--db", db)
    run(capsys, "club", "result", "1", "1", "1", *(f"{n}=1200" for n in first),
        *(f"{n}=684" for n in second), "--correct", "--note", "verzählt", "--db", db)
    return db, first[0]


def test_the_evening_ranking_in_german(capsys, club):
    db, winner = club
    out = run(capsys, "--lang", "de", "club", "ranking", "evening", "1", "--db", db)
    row = next(line for line in out.splitlines() if line.startswith(f"1     {winner}"))
    assert row.split()[2:6] == ["1", "1'200", "0", "1'200"]


def test_the_evening_ranking_in_english_and_its_csv_stay_plain(capsys, club, tmp_path):
    db, winner = club
    csv = tmp_path / "abend.csv"
    out = run(capsys, "--lang", "fr", "club", "ranking", "evening", "1", "-o", csv, "--db", db)
    assert "1'200" in out
    assert "1200" in csv.read_text(encoding="utf-8-sig") and "1'200" not in csv.read_text(
        encoding="utf-8-sig")
    out = run(capsys, "--lang", "en", "club", "ranking", "evening", "1", "--db", db)
    assert "1200" in out and "1'200" not in out


def test_stats_say_one_number_one_way(capsys, club):
    db, winner = club
    out = run(capsys, "--lang", "de", "club", "stats", winner, "--db", db)
    assert "Durchschnitt 1'200\n" in out  # a whole number: no ".0"
    row = next(line for line in out.splitlines() if line.startswith("04.12.2026"))
    assert row.split()[-4:] == ["4", "1'200", "4", "4"]


def test_the_log_says_the_points_as_the_window_does(capsys, club):
    db, winner = club
    out = run(capsys, "--lang", "de", "club", "log", "--db", db)
    row = next(line for line in out.splitlines() if f" {winner} " in line)
    assert "Punkte 1'000" in row and "Punkte 1'200" in row
