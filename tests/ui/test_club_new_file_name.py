"""*Neue Vereinsdatei…* never proposes, nor takes, an existing file (a German club
president's trial: the dialog filled in the club.sqlite already in the folder). The real
file dialog proposes a free name, club-2.sqlite; the existing file's name typed and Enter:
refused in words, the file and the club open unchanged."""

import hashlib

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from jasstafel.club import Club

from .club_steps import open_club_window
from .keyboard import enter, select_all, type_text
from .real_dialogs import real_dialogs_fixture  # noqa: F401

# the real message box, offscreen
pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def new_club_file_action(cw):
    menu = cw.menuBar().actions()[0].menu()
    return next(a for a in menu.actions() if a.text().replace("&", "") == "Neue Vereinsdatei…")


def test_a_new_club_file_never_takes_an_existing_one(german_window, club_path, dialogs,
                                                      qtbot, request):
    cw = open_club_window(german_window, dialogs)
    cw.club.add_member("Kurt Wyss", "Kurt")
    old = club_path.parent / "club.sqlite"  # another club's file in the folder
    Club.open(old, create=True).close()
    before = hashlib.sha256(old.read_bytes()).hexdigest()
    real_dialogs = request.getfixturevalue("real_dialogs")
    proposed = []

    def in_file_dialog(dialog):
        proposed.extend(dialog.selectedFiles())
        select_all(qtbot)
        type_text(qtbot, "club")  # the existing file, its extension added
        enter(qtbot)

    said = []

    def in_box(box):
        said.append(box.text())
        box.accept()

    real_dialogs.when(QFileDialog, in_file_dialog)
    real_dialogs.when(QMessageBox, in_box)
    new_club_file_action(cw).trigger()
    real_dialogs.check()
    assert [p.rsplit("/", 1)[-1] for p in proposed] == ["club-2.sqlite"]
    assert len(said) == 1 and "existiert schon" in said[0], said
    assert hashlib.sha256(old.read_bytes()).hexdigest() == before
    assert cw.club.path == club_path  # still the club it had open
