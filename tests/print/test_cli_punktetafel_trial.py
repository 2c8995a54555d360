"""``jasstafel score`` of a Romand trial's Punktetafel (Jean-Marc's "tableau.jass": the
preset *Free (closed by hand)* with 6 fixed rounds, five players): the title line said
"…clôture à la main), modifié : Nombre fixe de donnes : 6 au lieu de désactivé", and the
ranking was numbered by rank but listed in seat order ("4. Jean-Marc / 1. Sylvie …") with
the leader "retard 0" where the window and the sheet write "–"."""

import pytest

from jasstafel.cli import main
from jasstafel.core import matchfile
from jasstafel.core.punktetafel import PunktetafelRound

ROUNDS = [(50, 30, -20, 10, 0), (12, 54, 33, -5, 7), (0, 0, 100, 20, 15),
          (40, 10, 10, 10, 10), (-30, 60, 5, 25, 12), (8, 8, 8, 8, 80)]


def tableau(tmp_path, settings):
    match = matchfile.new_match("punktetafel", ["Jean-Marc", "Sylvie", "Pascal", "Nadia",
                                                "Gérald"], settings=settings)
    for points in ROUNDS:
        match.add(PunktetafelRound(points=list(points)))
    path = tmp_path / "tableau.jass"
    matchfile.save(match.document, path)
    return str(path)


def score(capsys, path, lang):
    code = main(["score", path, "--lang", lang])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    return out.splitlines()


@pytest.mark.parametrize("lang, title", [
    ("fr", "Tableau de points · Libre (le plus haut gagne, clôture à la main), modifié : "
           "se termine après 6 donnes"),
    ("de", "Punktetafel · Frei (höchste gewinnt, abschliessen von Hand), angepasst: endet "
           "nach 6 Runden"),
    ("en", "Punktetafel · Free (highest wins, closed by hand), changed: ends after 6 rounds"),
])
def test_fixed_rounds_on_a_board_closed_by_hand_are_said_plainly(capsys, tmp_path, lang,
                                                                 title):
    out = score(capsys, tableau(tmp_path, {"rounds": 6}), lang)
    assert out[0] == title


@pytest.mark.parametrize("lang, said", [
    ("fr", "modifié : se termine à 300"),
    ("de", "angepasst: endet bei 300"),
    ("en", "changed: ends at 300"),
])
def test_a_target_on_a_board_closed_by_hand_is_said_plainly(capsys, tmp_path, lang, said):
    out = score(capsys, tableau(tmp_path, {"target": 300}), lang)
    assert out[0].endswith(said), out[0]


def test_the_ranking_is_listed_in_rank_order_the_leader_behind_a_dash(capsys, tmp_path):
    out = score(capsys, tableau(tmp_path, {"rounds": 6}), "fr")
    ranking = [line for line in out if line[:2] in {"1.", "2.", "3.", "4.", "5."}]
    assert ranking == ["1. Sylvie : 162  retard –", "2. Pascal : 136  retard 26",
                       "3. Gérald : 124  retard 38", "4. Jean-Marc : 80  retard 82",
                       "5. Nadia : 68  retard 94"]


def test_tied_sides_stand_in_seat_order(capsys, tmp_path):
    match = matchfile.new_match("punktetafel", ["Anna", "Beat", "Cla"])
    match.add(PunktetafelRound(points=[10, 30, 30]))
    path = tmp_path / "tie.jass"
    matchfile.save(match.document, path)
    out = score(capsys, str(path), "en")
    ranking = [line.split(":")[0] for line in out if line[:2] in {"1.", "2.", "3."}]
    assert ranking == ["1. Beat", "1. Cla", "3. Anna"]
