"""A table the Oberjasser corrected on his live page is labelled so in the club window.

A French trial (Nicole, a live club evening, the server in French): she corrected table 1 of
manche 1 on her page, the log said "corrigé par le chef de jeu (en direct)", and the club
window still read "A 237 : B 234 · A gagne joué dans Jasstafel". The window knows his note in
any language the server ran in."""

from PySide6.QtWidgets import QApplication

from jasstafel.core import Match

from .test_club_window import add_members, cw, draw_all, new_turnier, write_round  # noqa: F401


def test_the_oberjassers_live_correction_is_named_in_the_club_window(window, cw):  # noqa: F811
    add_members(cw)
    evening = new_turnier(cw, passen=1, rounds=1)
    draw_all(cw, evening)
    page = cw.evenings.page
    page.select(1, 1)
    page.play()
    QApplication.processEvents()
    write_round(window.panel, "schellen", 100)  # one round: A 100, B 57, finished
    assert page.table_text(1, 1)[1] == "A 100 : B 57 · A won\nplayed in Jasstafel"
    # what the live server does with his correction (its language French): the match
    # stored again, the log's note his
    stored = cw.club.match(evening.id, 1, 1)
    entry = stored.document.entries[0].model_copy(update={"points": (110, 47)})
    corrected = Match(stored.document.model_copy(update={"entries": [entry]}))
    seats = cw.club.drawn(evening.id)[0].tables[0].seats
    cw.club.record_match(evening.id, 1, 1, corrected, members=seats, replace=True,
                         note="corrigé par le chef de jeu (en direct)")
    cw.changed()
    assert page.table_text(1, 1)[1] == ("A 110 : B 47 · A won\n"
                                        "live, corrected by the Oberjasser")
