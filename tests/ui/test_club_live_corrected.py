"""A table the Oberjasser corrected on his live page is labelled so in the club window.

A French trial (Nicole, a live club evening, the server in French): she corrected table 1 of
manche 1 on her page, the log said "corrigé par le chef de jeu (en direct)", and the club
window still read "A 237 : B 234 · A gagne joué dans Jasstafel". The window then matched the
log's note against every catalog's wording, and lost it again whenever a catalog's wording
changed. Now the log's line is marked (``by_oberjasser``) where his live correction is
recorded; only a line of a club file before version 6 (unmarked) is still read by its note.

The results are stored through the club's API as the live server stores them; the tree's
line is read as the window shows it, in each of its languages."""

import sqlite3

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from jasstafel.core import Match

from .test_club_window import add_members, draw_all, new_turnier, write_round

LIVE = {"en": "live, corrected by the Oberjasser", "de": "live, vom Oberjasser korrigiert",
        "fr": "en direct, corrigé par le chef de jeu"}
PLAYED = {"en": "played in Jasstafel", "de": "in Jasstafel gespielt",
          "fr": "joué dans Jasstafel"}


@pytest.fixture(params=["en", "de", "fr"])
def cw(request, club_path, dialogs):
    main = request.getfixturevalue({"en": "window", "de": "german_window",
                                    "fr": "french_window"}[request.param])
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = main.club.show_window()
    assert club_window is not None
    dialogs.answer = QMessageBox.StandardButton.Discard
    club_window.language = request.param
    return club_window


def played_table(cw):
    """One Turnier table played in the window: (evening, the table's page)."""
    add_members(cw)
    evening = new_turnier(cw, passen=1, rounds=1)
    draw_all(cw, evening)
    page = cw.evenings.page
    page.select(1, 1)
    page.play()
    QApplication.processEvents()
    write_round(cw.main.panel, "schellen", 100)  # one round: A 100, B 57, finished
    return evening, page


def correct(cw, evening, points, **logged):
    """The table's match stored again with its round's points, logged with *logged*."""
    stored = cw.club.match(evening.id, 1, 1)
    entry = stored.document.entries[0].model_copy(update={"points": points})
    corrected = Match(stored.document.model_copy(update={"entries": [entry]}))
    seats = cw.club.drawn(evening.id)[0].tables[0].seats
    cw.club.record_match(evening.id, 1, 1, corrected, members=seats, replace=True, **logged)
    cw.changed()


def below(page):
    """The tree's last line of the table's result: where it came from."""
    return page.table_text(1, 1)[1].splitlines()[-1]


def test_the_oberjassers_live_correction_is_named_by_its_mark(cw):
    evening, page = played_table(cw)
    assert below(page) == PLAYED[cw.language]
    # the note in words no catalog has (the catalogs were reworded since): the mark says it
    correct(cw, evening, (110, 47), note="vom Oberjasser korrigiert (live, alte Worte)",
            by_oberjasser=True)
    assert below(page) == LIVE[cw.language]
    # a correction in the club window, its reason by chance the server's words: not his
    correct(cw, evening, (120, 37), note="corrected by the Oberjasser (live)")
    assert below(page) == PLAYED[cw.language]


def test_an_unmarked_line_of_an_older_club_file_is_read_by_its_note(cw, club_path):
    evening, page = played_table(cw)
    correct(cw, evening, (110, 47), note="corrigé par le chef de jeu (en direct)",
            by_oberjasser=True)
    # as the line of a club file before version 6 reads after the migration: no mark
    with sqlite3.connect(club_path) as conn:
        conn.execute("UPDATE corrections SET by_oberjasser = NULL")
    conn.close()
    cw.changed()
    assert below(page) == LIVE[cw.language]
    with sqlite3.connect(club_path) as conn:
        conn.execute("UPDATE corrections SET by_oberjasser = NULL, note = 'Additionsfehler'")
    conn.close()
    cw.changed()
    assert below(page) == PLAYED[cw.language]


def test_a_table_he_only_opened_again_and_the_table_finished_is_not_his(cw):
    """His Undo on his page opened the finished Partie again (the log's line marked as his,
    with no result after it); the table then wrote its last round itself, which logs
    nothing: the result is the table's, and the window said it was his correction."""
    evening, page = played_table(cw)
    correct(cw, evening, (110, 47), note="corrected by the Oberjasser (live)",
            by_oberjasser=True)
    assert below(page) == LIVE[cw.language]
    stored = cw.club.match(evening.id, 1, 1)
    cw.club.delete_results(evening.id, 1, 1, note="opened again by the Oberjasser (live)",
                           by_oberjasser=True)  # as the live server does (live/evening.py)
    seats = cw.club.drawn(evening.id)[0].tables[0].seats
    cw.club.record_match(evening.id, 1, 1, stored, members=seats, replace=False)
    cw.changed()
    assert below(page) == PLAYED[cw.language]
