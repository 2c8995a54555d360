"""The club window on a club file that can only be read says so at once.

A trial with hostile files: a read-only club file opened in the club window showed nothing
read-only until a change was tried (the refusal then was clear). The title and the status
line now say it as soon as the file is open: "read only: changes will be refused".

As root every file can be written; the file is made read-only as the system would say it
(``club.db._writable``: the permission check for the file and its folder).
"""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox

from jasstafel.club import Club, PaperResult
from jasstafel.club import db as clubdb
from jasstafel.ui.club.common import ClubDialog


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
    cw.grab().save(str(tmp_path / "files-club-ro.png"))


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


# -- nothing offered that would change the club -------------------------------------------------
#
# A trial: on a read-only club file every button that changes the club (Add member…, New
# evening…, Draw…, Correct result…, …) stayed enabled, and only pressing it said that it was
# refused. Now they are disabled, their tooltip says why, and what only reads (the rankings,
# printing, PDF and CSV, the statistics, the seat list) stays as it was.

READ_ONLY_TIP = "The club file is read-only: nothing can be changed in it here."
EIGHT = ["Anna Muster", "Beat Keller", "Cla Caduff", "Dora Meier", "Emil Steiner",
         "Fränzi Huber", "Gody Brunner", "Hans Gerber"]


@pytest.fixture
def held_evening(club_path):
    """Eight members, a Differenzler evening drawn (two tables a Passe), Passe 1 table 1
    recorded, table 2 open."""
    with Club.open(club_path) as club:
        ids = [club.add_member(name).id for name in EIGHT]
        evening = club.new_evening("2026-11-26", "differenzler", passen=2)
        club.draw(evening.id, ids, rng=random.Random(1))
        seats = club.drawn(evening.id)[0].tables[0].seats
        club.record_result(evening.id, 1, 1, [PaperResult(m, p) for m, p in
                                              zip(seats, (10, 20, 30, 40), strict=True)])
    return club_path


def read_only(monkeypatch, value=True):
    monkeypatch.setattr(clubdb, "_writable", lambda _target: not value)


def club_window_from_menu(window):
    """The main window's Club → Club window."""
    window.club.window_action.trigger()
    cw = window.club.club_window
    assert cw is not None and cw.isVisible()
    return cw


def click_row(qtbot, table, row, double=False):
    rect = table.visualRect(table.model().index(row, 0))
    click = qtbot.mouseDClick if double else qtbot.mouseClick
    click(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def click_table(qtbot, page, passe, table, double=False):
    item = page._table_item(passe, table)
    rect = page.tree.visualItemRect(item)
    click = qtbot.mouseDClick if double else qtbot.mouseClick
    click(page.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.selected() == (passe, table)


def changing_buttons(cw):
    """Every button of the window that changes the club file, by its text."""
    page = cw.evenings.page
    return {b.text(): b for b in (
        cw.members.add_button, cw.members.rename_button, cw.members.active_button,
        cw.members.delete_button, cw.evenings.new_button, page.draw_button,
        page.import_button, page.edit_button, page.delete_button, page.live_button,
        page.play_button, page.save_button, page.paper_button, page.correct_button,
        page.remove_button)}


def reading_buttons(cw):
    """What only reads: printing, PDF and CSV of the rankings, the evening's paper."""
    page = cw.evenings.page
    panels = (page.ranking, cw.rankings.panel)
    return [page.seats_print_button, page.paper_menu_button,
            *(b for p in panels for b in (p.csv_button, p.print_button, p.pdf_button))]


def open_dialogs(cw):
    return [d for d in cw.findChildren(ClubDialog) if d.isVisible()]


def test_a_read_only_club_file_offers_no_change(window, held_evening, monkeypatch, qtbot,
                                                dialogs, tmp_path):
    read_only(monkeypatch)
    cw = club_window_from_menu(window)
    cw.tabs.setCurrentWidget(cw.members)
    click_row(qtbot, cw.members.table, 0)
    assert cw.members.selected().name == "Anna Muster"
    cw.tabs.setCurrentWidget(cw.evenings)
    page = cw.evenings.page
    click_table(qtbot, page, 1, 1)  # recorded: Correct result…, Remove result…
    changing = changing_buttons(cw)
    assert [text for text, b in changing.items() if b.isEnabled()] == []
    assert {text: b.toolTip() for text, b in changing.items()} == {
        text: READ_ONLY_TIP for text in changing}
    click_table(qtbot, page, 1, 2)  # open: Type paper result…, Play in Jasstafel
    assert not page.paper_button.isEnabled() and not page.play_button.isEnabled()
    assert page.paper_button.toolTip() == READ_ONLY_TIP
    # what only reads stays
    assert [b.text() for b in reading_buttons(cw) if not b.isEnabled()] == []
    assert all(action.isEnabled() for action in page.paper_actions.values())
    # a double click no longer opens what the buttons would have (Rename…, the paper result)
    click_table(qtbot, page, 1, 2, double=True)
    click_table(qtbot, page, 1, 1, double=True)
    cw.tabs.setCurrentWidget(cw.members)
    click_row(qtbot, cw.members.table, 0, double=True)
    assert open_dialogs(cw) == []
    # the rankings are read and exported as ever
    cw.tabs.setCurrentWidget(cw.rankings)
    out = tmp_path / "season.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    qtbot.mouseClick(cw.rankings.panel.csv_button, Qt.MouseButton.LeftButton)
    rows = out.read_text(encoding="utf-8-sig").splitlines()
    assert rows[0].startswith("Rank,Member,") and len(rows) == 1 + 4  # the four at table 1
    cw.tabs.setCurrentWidget(cw.evenings)
    cw.grab().save(str(tmp_path / "ro-evening.png"))
    cw.tabs.setCurrentWidget(cw.members)
    cw.grab().save(str(tmp_path / "ro-members.png"))


def test_the_file_writable_again_brings_the_changes_back(window, held_evening, monkeypatch,
                                                         qtbot, dialogs):
    read_only(monkeypatch)
    cw = club_window_from_menu(window)
    assert not cw.members.add_button.isEnabled()
    read_only(monkeypatch, False)  # the owner gave the file its write permission back
    assert cw.poll()  # what the window's timer calls
    assert cw.windowTitle() == "Jasstafel – Club – verein.sqlite"
    assert cw.path_label.text() == str(held_evening)
    assert not cw.club.readonly
    assert cw.statusBar().currentMessage() == "The club file can be written again."
    page = cw.evenings.page
    cw.tabs.setCurrentWidget(cw.evenings)
    click_table(qtbot, page, 1, 1)
    for text in ("New evening…", "Draw…", "Import match files…", "Edit evening…",
                 "Delete evening…", "Start live evening…", "Play in Jasstafel",
                 "Save to club", "Correct result…", "Remove result…"):
        button = changing_buttons(cw)[text]
        assert button.isEnabled() and button.toolTip() == "", text
    # and a change is written
    cw.tabs.setCurrentWidget(cw.members)
    qtbot.mouseClick(cw.members.add_button, Qt.MouseButton.LeftButton)
    dialog, = open_dialogs(cw)
    qtbot.keyClicks(dialog.name, "Vreni Vogel")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.error.text()
    assert "Vreni Vogel" in [m.name for m in cw.club.members()]


def test_a_file_made_read_only_meanwhile_takes_the_changes_away(window, held_evening,
                                                                monkeypatch, qtbot, dialogs):
    cw = club_window_from_menu(window)
    assert cw.members.add_button.isEnabled()
    read_only(monkeypatch)  # somebody took the write permission away
    assert cw.poll()
    assert cw.club.readonly
    assert cw.windowTitle() == "Jasstafel – Club – verein.sqlite (read only)"
    assert cw.statusBar().currentMessage() == (
        "The club file became read-only: changes will be refused.")
    assert [text for text, b in changing_buttons(cw).items() if b.isEnabled()] == []
    assert not cw.poll()  # said once


@pytest.mark.parametrize(("language", "tip"), [
    ("de", "Die Vereinsdatei ist schreibgeschützt: Hier kann nichts an ihr geändert werden."),
    ("fr", "Le fichier du club est en lecture seule\u00a0: rien ne peut y être changé ici.")])
def test_the_reason_in_german_and_french(request, held_evening, monkeypatch, dialogs,
                                         language, tip):
    read_only(monkeypatch)
    main = request.getfixturevalue({"de": "german_window", "fr": "french_window"}[language])
    cw = club_window_from_menu(main)
    assert not cw.evenings.new_button.isEnabled()
    assert cw.evenings.new_button.toolTip() == tip


def test_a_club_file_without_write_permission_is_read_only_also_for_root(window, club_path,
                                                                          dialogs, qtbot):
    """chmod 444: root may write it, and a trial's window added a member to it. A match file
    so made is refused even as root; the club file is opened read-only, as on a read-only
    mount (the suite runs as root in CI)."""
    with Club.open(club_path) as club:
        club.add_member("Vreni Vogel", "Vreni")
    club_path.chmod(0o444)
    before = club_path.read_bytes()
    cw = club_window_from_menu(window)
    assert cw.club.readonly
    assert cw.windowTitle() == "Jasstafel – Club – verein.sqlite (read only)"
    assert not cw.members.add_button.isEnabled()
    assert cw.members.add_button.toolTip() == READ_ONLY_TIP
    assert club_path.read_bytes() == before
