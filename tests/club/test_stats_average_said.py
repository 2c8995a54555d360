"""`club stats` writes an average as a person reads it: a whole number without ".0" (a German
club's president read "Durchschnitt je Spiel 872.0"), else to one decimal, with the Swiss
thousands mark as every other figure of the language ("1'000.5"); `--json` keeps the number
for programs."""

import json

from jasstafel.cli import main
from jasstafel.club import Club, PaperResult

from . import add_members

NAMES = ["Anna", "Beat", "Cla", "Dora"]


def season(path, anna_points):
    """Turnier evenings of one Passe: Anna and Cla make *anna_points*, Beat and Dora the rest
    of 1884."""
    with Club.open(path) as club:
        ids = add_members(club, NAMES)
        for day, ours in enumerate(anna_points, start=3):
            evening = club.new_evening(f"2026-11-{day:02d}", "schieber", preset="turnier",
                                       passen=1)
            club.record_result(evening.id, 1, 1, [
                PaperResult(ids[n], ours if n in ("Anna", "Cla") else 1884 - ours,
                            side=0 if n in ("Anna", "Cla") else 1) for n in NAMES])


def stats(capsys, path, *more):
    assert main(["--lang", "de", "club", "stats", "Anna", "--db", str(path), *more]) == 0
    return capsys.readouterr().out


def test_a_whole_average_has_no_decimal(tmp_path, capsys):
    path = tmp_path / "club.sqlite"
    season(path, [1000, 744])  # (1000 + 744) / 2 = 872
    lines = stats(capsys, path).splitlines()
    assert lines[1] == "2 Abende, 2 Passen, 1 gewonnen, 0 Matches, Durchschnitt 872"
    assert lines[2].endswith("Punkte: Durchschnitt 872"), lines[2]
    assert json.loads(stats(capsys, path, "--json"))["average_points"] == 872


def test_a_broken_average_keeps_its_decimal_and_the_thousands_mark(tmp_path, capsys):
    path = tmp_path / "club.sqlite"
    season(path, [1000, 1001])  # 1000.5; the Swiss thousands mark as 1'000 elsewhere
    assert stats(capsys, path).splitlines()[1].endswith("Durchschnitt 1'000.5")
    path = tmp_path / "other.sqlite"
    season(path, [1000, 1000, 1001])  # 1000.33 …: one decimal, 1'000.3
    assert stats(capsys, path).splitlines()[1].endswith("Durchschnitt 1'000.3")
