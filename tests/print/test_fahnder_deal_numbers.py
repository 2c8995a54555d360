"""A French trial's Fahnder sheet numbered its rows by entry: a misdeed's Nuller was row 6,
so *Donne 6* of the history was row 7 on paper, and nothing on the sheet said which deal a
row was. The sheet numbers the deals as the history says them now ("Donne 6" is row 6);
the misdeed's row has no deal number."""

import pytest

from jasstafel.cli import main
from jasstafel.core import matchfile
from jasstafel.core.fahnder import FahnderPenalty, FahnderRound

from . import pdf_pages

pytestmark = pytest.mark.usefixtures("qapp")

NAMES = ["Valérie", "Jean-Marc", "Sylvie", "Pascal"]


def test_the_sheet_numbers_the_deals_as_the_history_does(tmp_path):
    match = matchfile.new_match("fahnder", NAMES)
    for bid in (100, 120, 130, 140, 110):  # deals 1 to 5
        match.add(FahnderRound(fahnder=1, partner=2, bid=bid, contract="rosen", points=bid))
    match.add(FahnderPenalty(player=2, nuller=2, misdeed="nichtfarben"))
    match.add(FahnderRound(fahnder=2, partner=0, bid=80, contract="schellen", points=70))
    path, out = tmp_path / "f.jass", tmp_path / "f.pdf"
    matchfile.save(match, path)
    assert main(["print", str(path), "--lang", "fr", "-o", str(out)]) == 0
    rows = [line.split() for line in pdf_pages(out)[0].splitlines()]
    penalty = next(row for row in rows if "couleur," in row)
    assert penalty[0] == "Sylvie"  # no number: it is no deal
    assert ["6", "Sylvie", "Valérie", "80"] in [row[:4] for row in rows]
    assert not any(row[:2] == ["7", "Sylvie"] for row in rows)
