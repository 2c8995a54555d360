"""``club log`` says what differed in a table imported with other table rules.

A secretary's trial: a Coiffeur table played with other rows was logged with its rules as
*Vorher* and *Nachher*, each cut to 60 characters, "Zeilen: Eicheln ×1, Schellen ×2,
Schilten ×3, Rosen ×4, Obe…" both: the difference, further along the rows, was cut off,
and no terminal width showed it. The log says the difference itself, as the import's
refusal said it."""

import json

from jasstafel.cli import main
from jasstafel.club import PaperResult

from . import add_members
from .test_coiffeur_rows_compared import GERMAN, example_with_rows

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def test_the_log_names_the_row_that_differs(club, db_path, tmp_path, capsys):
    ids = add_members(club, PLAYERS + ["Emil", "Franz", "Gody", "Hans"])
    evening = club.new_evening("2026-12-03", "coiffeur", preset="jassverein", passen=1)
    rows = json.loads(json.dumps(GERMAN["rows"]))
    rows[-1]["factor"] = 12  # the last row, far past the 60 characters
    match = example_with_rows(tmp_path, rows)
    club.record_match(evening.id, 1, 1, match, other_rules="the table's own rulebook")
    club.record_result(evening.id, 1, 2, [PaperResult(ids[n], 3000 if i % 2 else 2800,
                                                      side=i % 2)
                                          for i, n in enumerate(["Emil", "Franz", "Gody",
                                                                 "Hans"])])
    assert main(["club", "log", "--db", str(db_path)]) == 0
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if "table rules" in line)
    assert "×12" in line and "×11" in line, out
