"""Which club file the club window opens, and how its name is shown: the file
``$JASSTAFEL_CLUB_DB`` names, as for the command line; a name that would turn the window's
text around (U+202E) or steer a terminal is shown escaped, as in the main window."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from jasstafel.club import Club
from jasstafel.ui.club.common import PATH_KEY

HOSTILE = "verein\u202elqs.sqlite"


def test_the_club_file_the_environment_names_is_opened_and_not_remembered(
        window, settings, club_path, tmp_path, monkeypatch, dialogs):
    named = tmp_path / "shared" / "jassclub.sqlite"
    named.parent.mkdir()
    with Club.open(named, create=True) as club:
        club.add_member("Anna Muster", "Anna")
    monkeypatch.setenv("JASSTAFEL_CLUB_DB", str(named))
    club_window = window.club.show_window()
    assert club_window is not None
    assert club_window.club.path == named
    assert [m.name for m in club_window.club.members()] == ["Anna Muster"]
    assert not club_path.exists()  # the one chosen last is left alone ...
    assert settings.value(PATH_KEY) == str(club_path)  # ... and still the one without it
    assert str(named) in club_window.path_label.text()


def test_a_club_file_name_is_shown_escaped(window, settings, tmp_path, dialogs):
    path = tmp_path / HOSTILE
    settings.setValue(PATH_KEY, str(path))
    dialogs.answer = QMessageBox.StandardButton.Yes  # create it there
    club_window = window.club.show_window()
    assert club_window is not None and path.exists()
    shown = [club_window.windowTitle(), club_window.path_label.text(), dialogs.shown[-1][1]]
    for text in shown:
        assert "\u202e" not in text
        assert "verein\\u202elqs.sqlite" in text
