"""Every Passe's table of the seat list has the same columns, at the same places.

A French Schreiber (Liste des places, a Schieber of three Manches): the column "Équipe B"
began at a slightly different x in each Manche's table, as each table was fitted to its
own names. Now the columns are measured once for the whole list: "Table", "Équipe A" and
"Équipe B" begin at the same x on every Manche. Printed with the real file dialog."""

import random
import shutil

import pytest

from .club_steps import seat_list_pdf
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_club_french_season import french_cw, open_tab  # noqa: F401
from .texts import pdf_words

pytestmark = [
    pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext"),
    pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard"),
]
# a long name and short ones: the pairs of each Manche are of other lengths
NAMES = ["Hansruedi Zimmermann-Bärtschi", "Pascal", "Mireille", "Jean-Marc", "Zoé Jaquet",
         "Éric Rochat", "Al", "Marie-Claude Favre-Bulle"]


def test_every_manche_has_its_columns_at_the_same_places(french_cw, qtbot, tmp_path,  # noqa: F811
                                                         real_dialogs):
    club = french_cw.club
    ids = [club.add_member(name).id for name in NAMES]
    evening = club.new_evening("2026-12-03", "schieber", preset="turnier", passen=3)
    club.draw(evening.id, ids, rng=random.Random(5))
    french_cw.refresh()
    open_tab(qtbot, french_cw, french_cw.evenings)
    page = french_cw.evenings.page
    out = tmp_path / "places.pdf"
    seat_list_pdf(qtbot, page, real_dialogs, out)
    words = [w for p in pdf_words(out) for w in p]
    heads = [w for w in words if w.text == "Équipe"]
    tables = [w for w in words if w.text == "Table"  # the heads' "Table", not "Table 2, …"
              and any(abs(w.top - h.top) < 0.5 for h in heads)]
    assert len(heads) == 2 * 3 and len(tables) == 3, [w.text for w in words]
    team_a, team_b = heads[0::2], heads[1::2]
    for column in (tables, team_a, team_b):
        assert max(w.left for w in column) - min(w.left for w in column) < 0.1, [
            round(w.left, 2) for w in column]
