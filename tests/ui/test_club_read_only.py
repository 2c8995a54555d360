"""The club window on a club file that can only be read says so at once.

A trial with hostile files: a read-only club file opened in the club window showed nothing
read-only until a change was tried (the refusal then was clear). The title and the status
line now say it as soon as the file is open: "read only: changes will be refused".

As root every file can be written; the file is made read-only as the system would say it
(``club.db._writable``: the permission check for the file and its folder).
"""

import pytest
from PySide6.QtWidgets import QMessageBox

from jasstafel.club import Club
from jasstafel.club import db as clubdb


@pytest.fixture
def read_only_club(club_path, monkeypatch):
    with Club.open(club_path) as club:
        club.add_member("Vreni Vogel", "Vreni")
    monkeypatch.setattr(clubdb, "_writable", lambda _target: False)
    return club_path


def test_a_read_only_club_file_says_so_in_the_title_and_the_status_line(
        window, read_only_club, dialogs, tmp_path):
    cw = window.club.show_window()
    assert cw is not None and cw.club.readonly
    assert cw.windowTitle() == "Jasstafel – Club – verein.sqlite (read only)"
    assert cw.path_label.text() == (f"{read_only_club} – read only: changes will be refused")
    assert cw.members.table.item(0, 0).text() == "Vreni Vogel"  # read as ever
    cw.grab().save("/tmp/files-club-ro.png")


def test_a_writable_club_file_says_nothing_of_it(window, club_path, dialogs):
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    cw = window.club.show_window()
    assert cw.windowTitle() == "Jasstafel – Club – verein.sqlite"
    assert cw.path_label.text() == str(club_path)


def test_read_only_in_german(german_window, read_only_club, dialogs):
    cw = german_window.club.show_window()
    assert cw.windowTitle() == "Jasstafel – Verein – verein.sqlite (schreibgeschützt)"
    assert cw.path_label.text().endswith(
        " – schreibgeschützt: Änderungen werden abgelehnt")
