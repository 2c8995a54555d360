"""The club window says when it brought an older club file up to date, and where the copy
of the file as it was is.

A French club trial: only viewing a version-5 club file in the new club window moved it to
version 6, with no message, no status line and no copy; the older Jasstafel on the club's
second laptop then refused the file. Now the window opens it after a note naming both
versions, saying that an older Jasstafel can no longer open it and where the copy is
(``verein.v5-backup.sqlite`` beside it, the file byte for byte as it was)."""

import sqlite3

import pytest

from jasstafel.club import SCHEMA_VERSION
from jasstafel.club import db as clubdb
from jasstafel.ui.widgets.messages import plain

from ..club.test_db import build, fill

OLD = 5

SAID = {
    "en": ("Club file brought up to date",
           "{name} was brought up to date from club database version 5 to 6: an older "
           "Jasstafel can no longer open it. A copy of the file as it was is kept in {copy}"),
    "de": ("Vereinsdatei nachgeführt",
           "{name} wurde von Vereinsdatenbank-Version 5 auf 6 nachgeführt: Eine ältere "
           "Jasstafel kann sie nicht mehr öffnen. Eine Kopie der Datei, wie sie war, liegt in "
           "{copy}"),
    "fr": ("Fichier du club mis à jour",
           "{name} a été mis à jour de la version 5 à la version 6 de la base de données du "
           "club\u00a0: un Jasstafel plus ancien ne peut plus l’ouvrir. Une copie du fichier "
           "tel qu’il était est gardée dans {copy}"),
}


@pytest.fixture
def old_club(club_path):
    """The club file the window opens, of version 5 (members, an evening)."""
    assert SCHEMA_VERSION == OLD + 1
    build(club_path, OLD)
    fill(club_path, OLD)
    return club_path


def open_and_check(window, old_club, dialogs, language):
    before = old_club.read_bytes()
    cw = window.club.show_window()
    assert cw is not None and cw.club.schema_version == SCHEMA_VERSION
    assert cw.members.table.item(0, 0).text() == "Anna"
    copy = old_club.with_name("verein.v5-backup.sqlite")
    title, text = SAID[language]
    assert dialogs.shown == [(title, plain(text.format(name=old_club, copy=copy)))]
    assert copy.read_bytes() == before
    conn = sqlite3.connect(f"file:{copy}?mode=ro", uri=True)
    assert clubdb.user_version(conn) == OLD  # the older Jasstafel's own file
    conn.close()
    return cw


def test_opening_an_older_club_file_says_so_and_keeps_a_copy(window, old_club, dialogs):
    cw = open_and_check(window, old_club, dialogs, "en")
    dialogs.shown.clear()
    cw.close()
    cw.club.close()
    cw.club = None
    window.club.show_window()  # brought up to date once: nothing more to say
    assert dialogs.shown == []


def test_in_german(german_window, old_club, dialogs):
    open_and_check(german_window, old_club, dialogs, "de")


def test_in_french(french_window, old_club, dialogs):
    open_and_check(french_window, old_club, dialogs, "fr")
