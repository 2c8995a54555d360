"""Mid-evening (the first of two Manches typed, French window), the member the draw made sit
out the first reads "au repos jusqu’ici" on the evening page, not "au repos à chaque
manche" (a tester's finding: he was drawn to play the next manche). Both tables of the first
Manche are typed in the *Taper le résultat de la feuille…* dialog; the draw is made through
the club's API (not what the test is about)."""

import random

import pytest
from PySide6.QtWidgets import QApplication

from .club_steps import open_club_window, open_tab
from .test_club_paper_empty import field, open_dialog, press_ok, type_over
from .test_club_sat_out_evening import MEMBERS


@pytest.fixture
def french_cw(french_window, club_path, dialogs):
    return open_club_window(french_window, dialogs)


def test_mid_evening_the_line_says_so_far(french_cw, qtbot, tmp_path):
    cw = french_cw
    ids = [cw.club.add_member(name, short).id for name, short in MEMBERS]
    evening = cw.club.new_evening("2026-12-01", "schieber", preset="turnier", passen=2,
                                  settings={"rounds": 2})
    first, second = cw.club.draw(evening.id, ids, rng=random.Random(4)).passen
    (out,) = first.sitting_out
    assert out not in second.sitting_out  # drawn to play the second Manche
    cw.refresh()
    open_tab(qtbot, cw, cw.evenings)
    cw.evenings.choose(evening.id)
    page = cw.evenings.page
    for table, (a, b) in ((1, ("200", "114")), (2, ("100", "214"))):
        assert page.select(1, table)
        dialog = open_dialog(qtbot, page.paper_button)
        for row, points in ((0, a), (1, b)):
            type_over(qtbot, field(dialog, row, "points"), points)
            type_over(qtbot, field(dialog, row, "matches"), "0")
        press_ok(qtbot, dialog)
        assert not dialog.isVisible(), dialog.error.text()
    table = page.ranking.table
    qtbot.waitUntil(lambda: table.rowCount() == 9)
    cw.resize(1366, 740)
    QApplication.processEvents()
    cw.grab().save(str(tmp_path / "clubfr-so-far.png"))
    rows = table.rows_text()
    assert rows[-1][0] == ""  # no rank
    assert rows[-1][1] == cw.club.member(out).short_name
    assert rows[-1][-1] == "au repos jusqu’ici"
    assert not any("chaque manche" in cell for row in rows for cell in row)
