"""The printed Molotow sheet of Köbi's trial, printed while the tie for 2nd place still draws:
it said only "Gleichstand bei 234 zwischen Hans und Ruedi: Karte ziehen" under "not finished",
and nothing that Köbi had won (the window said the same, see
tests/ui/test_molotow_won_before_the_draw.py)."""

import pytest

from jasstafel.cli import main
from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound

from . import pdf_pages

pytestmark = pytest.mark.usefixtures("qapp")


def all_rounds_played():
    """Köbi 80, Hans 234 (334 − Handweis 100), Ruedi 234 (214 + Tischweis 20)."""
    match = new_match("molotow", ["Köbi", "Hans", "Ruedi"], settings={"rounds": 4, "draw": "all"})
    match.add(MolotowRound(points=[20, 84, 53], hand_weis=[0, 100, 0]))
    match.add(MolotowRound(points=[20, 84, 53], tisch_weis=[0, 0, 20]))
    match.add(MolotowRound(points=[20, 83, 54]))
    match.add(MolotowRound(points=[20, 83, 54]))
    return match


@pytest.mark.parametrize("lang, said", [
    ("de", "Köbi hat mit 80 Punkten gewonnen; Hans und Ruedi ziehen eine Karte um den 2. Platz"),
    ("fr", "Köbi a gagné avec 80 points ; Hans et Ruedi tirent une carte pour la 2e place"),
    ("en", "Köbi has won with 80 points; Hans and Ruedi draw a card for place 2"),
])
def test_the_sheet_says_koebi_has_won_and_the_tie_draws_for_2nd(tmp_path, lang, said):
    path = tmp_path / "koebi.jass"
    match = all_rounds_played()
    assert [s.total for s in match.board().sides] == [80, 234, 234]
    matchfile.save(match, path)
    out = tmp_path / f"{lang}.pdf"
    assert main(["print", str(path), "--lang", lang, "-o", str(out)]) == 0
    text = " ".join(" ".join(pdf_pages(out)).split())  # lines joined: the sentence may wrap
    assert said.replace("\u00a0", " ") in text.replace("\u00a0", " ")
