"""A club file damaged while the club window shows it: said once, never shown as empty.

A careful secretary's trial: with the club open she cut the file to half its size from
outside (``truncate -s 50%``) and pressed F5. "Die Vereinsdatenbank ist beschädigt …" came
seven times (once per page), naming no file, and then the window showed "0 Mitglieder, 0
aktiv" as if every member were deleted. Now F5 says it once, naming the file and that it was
not changed; the pages keep what they last read, greyed, under a line that says the file is
damaged, until it reads again (F5) or another club file is opened."""

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from jasstafel.club import Club

from .keyboard import press


@pytest.fixture
def big_club(club_path):
    with Club.open(club_path) as club:
        for i in range(200):
            club.add_member(f"Mitglied Nummer {i}")
    return club_path


def opened(window, qtbot, dialogs):
    cw = window.club.show_window()
    assert cw is not None
    cw.activateWindow()
    qtbot.waitUntil(cw.isActiveWindow)
    cw.tabs.setCurrentWidget(cw.members)
    dialogs.shown.clear()
    return cw


def pages(cw):
    return [cw.members, cw.evenings, cw.rankings, cw.statistics]


def test_a_club_file_damaged_meanwhile_is_said_once_and_not_shown_empty(
        german_window, big_club, dialogs, qtbot, tmp_path):
    cw = opened(german_window, qtbot, dialogs)
    assert cw.members.count.text() == "200 Mitglieder, 200 aktiv"
    whole = big_club.read_bytes()
    os.truncate(big_club, big_club.stat().st_size // 2)
    cut = big_club.read_bytes()
    press(qtbot, Qt.Key.Key_F5)
    assert len(dialogs.shown) == 1, dialogs.shown
    title, text = dialogs.shown[0]
    assert title == "Vereinsdatei beschädigt"
    assert str(big_club) in text and "Die Datei wurde nicht verändert." in text
    # what it last read, greyed, under a line that says why
    assert cw.members.count.text() == "200 Mitglieder, 200 aktiv"
    assert cw.members.table.rowCount() == 200
    assert [p.isEnabled() for p in pages(cw)] == [False] * 4
    assert cw.damage_line.isVisible()
    said = cw.damage_line.text()
    assert said.startswith(f"Die Vereinsdatei {big_club} ist beschädigt und wurde nicht "
                           "verändert: nichts kann hineingeschrieben werden.")
    assert "Sicherung" in said and "F5" in said
    assert "beschädigt" in cw.windowTitle()
    assert not cw.members.add_button.isEnabled()
    cw.grab().save(str(tmp_path / "club-damaged.png"))
    # F5 again: said again, once
    press(qtbot, Qt.Key.Key_F5)
    assert len(dialogs.shown) == 2
    assert big_club.read_bytes() == cut  # nothing written
    # the file back as it was: F5 reads it again
    big_club.write_bytes(whole)
    press(qtbot, Qt.Key.Key_F5)
    assert len(dialogs.shown) == 2
    assert not cw.damage_line.isVisible()
    assert [p.isEnabled() for p in pages(cw)] == [True] * 4
    assert cw.members.add_button.isEnabled()
    assert "beschädigt" not in cw.windowTitle()


def test_another_club_file_opened_ends_the_damaged_state(window, big_club, dialogs, qtbot,
                                                         tmp_path, monkeypatch):
    cw = opened(window, qtbot, dialogs)
    os.truncate(big_club, big_club.stat().st_size // 2)
    press(qtbot, Qt.Key.Key_F5)
    assert [title for title, _text in dialogs.shown] == ["Club file damaged"]
    assert cw.damage_line.isVisible()
    backup = tmp_path / "backup.sqlite"
    with Club.open(backup) as club:
        club.add_member("Vreni Vogel", "Vreni")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(backup), ""))
    cw.menuBar().actions()[0].menu().actions()[0].trigger()  # Club → Open club…
    assert cw.club.path == backup
    assert not cw.damage_line.isVisible()
    assert cw.members.isEnabled() and cw.members.count.text() == "1 member, 1 active"
    assert len(dialogs.shown) == 1
