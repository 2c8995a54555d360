"""A table played in Jasstafel whose figures were then corrected by hand (typed from the paper
sheet): the club window says the corrected figures count and why, not "from a Jasstafel
match" (a trial's window did, beside figures the match's Tafel does not give)."""

from PySide6.QtWidgets import QApplication

from jasstafel.club import PaperResult

from .test_club_window import add_members, cw, draw_all, new_turnier, write_round  # noqa: F401


def test_a_result_corrected_by_hand_says_so_with_its_reason(window, cw):  # noqa: F811
    add_members(cw)
    evening = new_turnier(cw, passen=1, rounds=1)
    draw_all(cw, evening)
    page = cw.evenings.page
    page.select(1, 1)
    page.play()
    QApplication.processEvents()
    write_round(window.panel, "schellen", 100)  # one round: A 100, B 57, finished
    assert page.table_text(1, 1)[1] == "A 100 : B 57 · A won\nplayed in Jasstafel"
    seats = cw.club.drawn(evening.id)[0].tables[0].seats
    cw.club.correct_result(evening.id, 1, 1, [
        PaperResult(seats[0], 90), PaperResult(seats[2], 90), PaperResult(seats[1], 67),
        PaperResult(seats[3], 67)], note="Additionsfehler")
    cw.changed()
    assert page.table_text(1, 1)[1] == "A 90 : B 67 · A won\ncorrected by hand\n(Additionsfehler)"
    item = page._table_item(1, 1)
    assert "A 100 : B 57" in item.toolTip(2) and "count" in item.toolTip(2)
