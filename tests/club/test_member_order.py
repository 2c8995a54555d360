"""Members are listed as a person reads their names: by their letters, case and accents
folded ("Älbi" beside "Albi"), spaces and punctuation left out of the order ("de Vries" under
d, "D'Alessandro" with "Dal…"), the name itself deciding a tie. A trial's club listed a
member typed as "<b>Hans</b>" first of all, on its "<"."""

import re

from jasstafel.cli import main

#: added in this order; listed by their letters
ADDED = ["Zoé", "<b>Hans</b>", "de Vries", "Dora", "Älbi", "anna", "Albi", "Dean",
         "D'Alessandro", "Beat", "Anna-Lena", "Anna Lena"]
LISTED = ["Albi", "Älbi", "anna", "Anna Lena", "Anna-Lena", "Beat", "<b>Hans</b>",
          "D'Alessandro", "Dean", "de Vries", "Dora", "Zoé"]


def run(capsys, *argv):
    got = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert got == 0, (out, err)
    return out


def test_member_list_is_by_the_letters_of_the_names(capsys, tmp_path):
    db = tmp_path / "club.sqlite"
    for name in ADDED:
        run(capsys, "club", "member", "add", name, "--db", db)
    out = run(capsys, "club", "member", "list", "--db", db)
    names = [re.split(r"\s{2,}", row)[1] for row in out.splitlines()[1:]]  # under the heading
    assert names == LISTED, out


def test_numbers_in_names_by_their_value(capsys, tmp_path):
    """"Mitglied Nummer 2" before "… 10" and "… 100" (a damaged club's 200 test members were
    listed 0, 1, 10, 100, 101 …: by their first digit)."""
    db = tmp_path / "club.sqlite"
    for name in ["Gast 100", "Gast 10", "Gast 2", "Gast 1b", "Gastgeber"]:
        run(capsys, "club", "member", "add", name, "--db", db)
    out = run(capsys, "club", "member", "list", "--db", db)
    names = [re.split(r"\s{2,}", row)[1] for row in out.splitlines()[1:]]
    assert names == ["Gast 1b", "Gast 2", "Gast 10", "Gast 100", "Gastgeber"], out
