"""The season's columns of two evenings on one day (a German organiser's trial: a Differenzler
and a Molotow on 6 December were both "2026-12-06" in the CSV file): on the command line's
terminal and in its CSV file each has the evening's name beside its date, as in the window
(tests/ui/test_club_same_day_evenings.py); an evening with a day of its own keeps its date
alone. The name is its title, else its variant in the user's words, numbered where that is
the same too."""

import csv

from jasstafel.cli import main
from jasstafel.club import Club, PaperResult
from jasstafel.club.ranking import same_day_details
from jasstafel.core.text import Text


def test_the_terminal_and_the_csv_file_name_the_evenings_of_one_day(tmp_path, capsys):
    db = tmp_path / "sonnenberg.sqlite"
    with Club.open(db) as club:
        ids = [club.add_member(name).id for name in ("Beat", "Margrit", "Toni")]
        for date, variant, title in (("2026-11-29", "differenzler", ""),
                                     ("2026-12-06", "differenzler", "Differenzler-Abend"),
                                     ("2026-12-06", "differenzler", "")):
            evening = club.new_evening(date, variant, passen=1, title=title)
            club.record_result(evening.id, 1, 1, [PaperResult(m, p)
                                                   for m, p in zip(ids, (5, 12, 27),
                                                                   strict=True)])
    out = tmp_path / "saison.csv"
    code = main(["--lang", "de", "club", "ranking", "season", "2026", "--db", str(db),
                 "-o", str(out)])
    terminal, err = capsys.readouterr()
    assert code == 0, err
    assert "  29.11.2026  06.12.2026 Differenzler-Abend  06.12.2026 Differenzler\n" in terminal
    with open(out, encoding="utf-8-sig", newline="") as f:
        header = next(csv.reader(f, delimiter=";"))
    assert header[7:10] == ["2026-11-29", "2026-12-06 Differenzler-Abend",
                            "2026-12-06 Differenzler"]


def test_the_same_name_twice_on_one_day_is_numbered():
    names = {1: Text.plain("Schieber"), 2: Text.plain("Schieber"), 3: Text.plain("Coiffeur"),
             4: Text.plain("Schieber")}
    evenings = [(1, "2026-12-06"), (2, "2026-12-06"), (3, "2026-12-06"), (4, "2026-12-13")]
    assert same_day_details(evenings, names) == ["Schieber (1)", "Schieber (2)", "Coiffeur", ""]
    # no names known: the number alone
    assert same_day_details(evenings, {}) == ["(1)", "(2)", "(3)", ""]
