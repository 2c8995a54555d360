"""A table played in Jasstafel and stored in the club: what leaving it asks, and what is said
when an undo takes the window's match back from what the club holds.

A club secretary's trial (German, Differenzler with 2 games, table 2 played through *Play in
Jasstafel*): with "Im Verein gespeichert: Passe 1, Tisch 2" in the status bar, Ctrl+Q asked
"Diese Partie hat noch keinen Namen (2 Einträge) … oder verwerfen (gelöscht)?", and nothing
said the match was safe in the club (a secretary feared *Verwerfen* deleted the club's
result). Then Ctrl+Z undid game 2: the club kept ranking the finished figures and neither
window said so until the match was finished again.

Now a match the club holds as the window shows it is left without a question (as a match
saved under a name is); once the window's match differs from what the club holds, the status
bars and the club's table line say so, and the question before leaving says what the club
keeps. The games are typed with keys into the focused field; every box is Qt's own.
"""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from .keyboard import enter, shortcut, tab, type_
from .real_dialogs import button, real_dialogs_fixture  # noqa: F401
from .test_leave_unsaved import words

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

PLAYERS = [("Agnes Bucher", "Agnes"), ("Beat Kälin", "Beat"), ("Toni Brügger", "Toni")]


@pytest.fixture
def cw(window, club_path, dialogs):
    """The club window on a new club file; a Differenzler evening of 2 games and 2 Passen,
    the three members drawn to one table a Passe."""
    return club_window_of(window, dialogs)


def club_window_of(window, dialogs):
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = window.club.show_window()
    assert club_window is not None
    dialogs.shown.clear()
    club = club_window.club
    ids = [club.add_member(name, short).id for name, short in PLAYERS]
    evening = club.new_evening("2026-11-19", "differenzler", settings={"games": 2},
                               passen=2, title="Herbst-Jass 2")
    club.draw(evening.id, ids, rng=random.Random(3))
    club_window.refresh()
    club_window.evenings.choose(evening.id)
    assert club_window.evenings.page.evening.id == evening.id
    return club_window


def wait_for_form(qtbot, window):
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isAncestorOf(
        QApplication.focusWidget()), timeout=10_000)


def play(qtbot, cw, window, passe):
    """The table of *passe* chosen in the club window, *Play in Jasstafel* clicked: the
    cursor in the main window's form."""
    page = cw.evenings.page
    assert page.select(passe, 1)
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    wait_for_form(qtbot, window)


def game(qtbot, predictions, points):
    """One Differenzler game typed: the predictions, the card points (the last one is
    worked out), Enter."""
    for prediction in predictions:
        type_(qtbot, prediction)
        tab(qtbot)
    for value in points[:-1]:
        type_(qtbot, value)
        tab(qtbot)
    enter(qtbot)


def both_games(qtbot, window):
    game(qtbot, ["50", "60", "40"], ["45", "70", "42"])
    game(qtbot, ["30", "80", "50"], ["30", "75", "52"])
    assert window.controller.board.finished


def penalties(cw, passe=1):
    """The club's figures of the table, by member."""
    return {r.member: r.points for r in cw.club.results(cw.evenings.page.evening.id, passe)}


def quit_app(qtbot, window):
    """*File → Quit* (Ctrl+Q on the trial's desktop; Qt's offscreen platform binds no key
    to it)."""
    action = window.file_menu.actions()[-1]
    assert action.text().replace("&", "") in ("Quit", "Beenden", "Quitter")
    action.trigger()


def keep_said(qtbot, texts, label):
    def act(box):
        texts.append((box.windowTitle(), " ".join(words(box).split()),
                      [b.text().replace("&", "") for b in box.buttons()]))
        qtbot.mouseClick(button(box, label), Qt.MouseButton.LeftButton)
    return act


def test_quitting_over_a_match_the_club_holds_asks_nothing(window, cw, qtbot, autosaves,
                                                          real_dialogs):
    play(qtbot, cw, window, 1)
    both_games(qtbot, window)
    # penalties (RULES.md, Differenzler: |prediction - points|): 5+0, 10+5, 2+2
    assert sorted(penalties(cw).values()) == [4, 5, 15]
    assert window.statusBar().currentMessage() == "Saved to the club: Passe 1, table 1"
    quit_app(qtbot, window)
    real_dialogs.check()  # no question came: every box would be unexpected
    qtbot.waitUntil(lambda: not window.isVisible())
    assert sorted(penalties(cw).values()) == [4, 5, 15]  # the club keeps it, every entry
    assert len(cw.club.match(cw.evenings.page.evening.id, 1, 1).entries) == 2
    assert window.unsaved() == []  # nothing left to recover: the club has it


def test_the_next_table_opens_without_asking_about_the_one_stored(window, cw, qtbot,
                                                                  real_dialogs):
    play(qtbot, cw, window, 1)
    both_games(qtbot, window)
    first = window.controller.session
    play(qtbot, cw, window, 2)  # Passe 2: the match of Passe 1 is in the club
    real_dialogs.check()
    assert window.controller.session is not first
    assert len(window.controller.match.entries) == 0
    assert "Passe 2" in window.controller.match.document.info.title


def test_a_correction_half_typed_is_asked_about_and_the_club_named(window, cw, qtbot,
                                                                   real_dialogs):
    play(qtbot, cw, window, 1)
    both_games(qtbot, window)
    window.history.list.setFocus()
    window.history.list.setCurrentRow(1)
    shortcut(qtbot, "Ctrl+E")  # game 2 corrected: its first prediction typed over
    wait_for_form(qtbot, window)
    type_(qtbot, "3")
    texts = []
    real_dialogs.when(QMessageBox, keep_said(qtbot, texts, "Stay with it"))
    quit_app(qtbot, window)
    real_dialogs.check()
    (title, text, buttons), = texts
    assert title == "Leave the match?"
    assert text == ("What is in the form and not yet written is dropped: the match "
                    "itself is kept in the club (Passe 1, table 1).")
    assert buttons == ["Leave it", "Stay with it"]
    assert window.isVisible()


def test_an_undo_after_the_club_stored_the_match_is_said(window, cw, qtbot, real_dialogs):
    play(qtbot, cw, window, 1)
    both_games(qtbot, window)
    stored = penalties(cw)
    page = cw.evenings.page
    assert page.table_text(1, 1)[1].endswith("\nplayed in Jasstafel")
    shortcut(qtbot, "Ctrl+Z")  # game 2 undone: the match is open again
    assert not window.controller.board.finished
    said = ("The club still holds the finished result of Passe 1, table 1: finish the match "
            "again to replace it.")
    assert window.statusBar().currentMessage() == said
    assert cw.statusBar().currentMessage() == said
    assert penalties(cw) == stored  # the club's figures stay until the match is finished
    result = page.table_text(1, 1)[1]
    assert result.endswith("\nplayed in Jasstafel\nopen again in Jasstafel"), result
    assert "stays until the match is saved to the club again" in page._table_item(1, 1).toolTip(2)
    # leaving now: the question says what the club keeps; Cancel stays
    texts = []
    real_dialogs.when(QMessageBox, keep_said(qtbot, texts, "Cancel"))
    quit_app(qtbot, window)
    real_dialogs.check()
    (title, text, buttons), = texts
    assert title == "Keep this match?"
    assert text == (
        "The match “Herbst-Jass 2 · Passe 1” is not saved in a file yet (1 entry). The club "
        "still holds its finished result of Passe 1, table 1, not the match as it is now. To "
        "replace it, cancel and finish the match. Otherwise save it in a file, keep it among "
        "the unsaved matches (File → "
        "Unsaved matches…), or discard it (deleted here: the club keeps the result it holds)?")
    assert buttons == ["Save as…", "Keep unsaved", "Discard", "Cancel"]
    assert window.isVisible()
    window.activateWindow()  # back from the box (a window manager does it on a desktop)
    wait_for_form(qtbot, window)
    # game 2 written again, other figures: the club's result replaced, and said
    game(qtbot, ["30", "80", "50"], ["30", "77", "50"])
    assert window.statusBar().currentMessage() == "Saved to the club: Passe 1, table 1"
    # game 1's 5, 10, 2 and game 2's |30-30|, |80-77|, |50-50| (RULES.md, Differenzler)
    assert sorted(penalties(cw).values()) == [2, 5, 13]
    assert page.table_text(1, 1)[1].endswith("\nplayed in Jasstafel")


def test_redo_brings_back_what_the_club_holds(window, cw, qtbot, real_dialogs):
    play(qtbot, cw, window, 1)
    both_games(qtbot, window)
    shortcut(qtbot, "Ctrl+Z")
    assert "still holds" in window.statusBar().currentMessage()
    shortcut(qtbot, "Ctrl+Y")  # game 2 back: the club holds the match as the window shows it
    assert window.controller.board.finished
    assert window.statusBar().currentMessage() == "Saved to the club: Passe 1, table 1"
    assert cw.evenings.page.table_text(1, 1)[1].endswith("\nplayed in Jasstafel")
    quit_app(qtbot, window)
    real_dialogs.check()  # asked nothing
    qtbot.waitUntil(lambda: not window.isVisible())


def test_discarding_after_an_undo_leaves_the_club_its_finished_result(window, cw, qtbot,
                                                                      real_dialogs):
    play(qtbot, cw, window, 1)
    both_games(qtbot, window)
    stored = penalties(cw)
    shortcut(qtbot, "Ctrl+Z")
    texts = []
    real_dialogs.when(QMessageBox, keep_said(qtbot, texts, "Discard"))
    quit_app(qtbot, window)
    real_dialogs.check()
    qtbot.waitUntil(lambda: not window.isVisible())
    assert "the club keeps the result it holds" in texts[0][1]
    assert penalties(cw) == stored
    assert window.unsaved() == []


def test_the_german_window_says_it_in_german(german_window, club_path, dialogs, qtbot):
    window = german_window
    cw = club_window_of(window, dialogs)
    play(qtbot, cw, window, 1)
    both_games(qtbot, window)
    assert window.statusBar().currentMessage() == "Im Verein gespeichert: Passe 1, Tisch 1"
    shortcut(qtbot, "Ctrl+Z")
    assert window.statusBar().currentMessage() == (
        "Der Verein hat noch das Schlussergebnis von Passe 1, Tisch 1: die Partie wieder zu "
        "Ende spielen, um es zu ersetzen.")
    assert cw.evenings.page.table_text(1, 1)[1].endswith(
        "\nin Jasstafel gespielt\nin Jasstafel wieder offen")


def test_a_match_saved_unfinished_on_demand_is_left_without_a_question(window, cw, qtbot,
                                                                       real_dialogs):
    """*Save to club* of a match not finished (a Partie broken off): the club holds it as the
    window shows it, so leaving it asks nothing either; changed afterwards, the status bar
    says the club holds it as it was saved."""
    play(qtbot, cw, window, 1)
    game(qtbot, ["50", "60", "40"], ["45", "70", "42"])
    page = cw.evenings.page
    real_dialogs.when(QMessageBox, lambda box: qtbot.mouseClick(
        button(box, "Yes"), Qt.MouseButton.LeftButton))  # "save it as it stands?"
    qtbot.mouseClick(page.save_button, Qt.MouseButton.LeftButton)
    real_dialogs.check()
    assert sorted(penalties(cw).values()) == [2, 5, 10]  # game 1: 5, 10, 2
    window.activateWindow()
    wait_for_form(qtbot, window)
    type_(qtbot, "3")  # game 2's first prediction typed, not written
    shortcut(qtbot, "Ctrl+Z")  # the field's own typing undone first
    shortcut(qtbot, "Ctrl+Z")  # then game 1: the club holds more than the window
    assert len(window.controller.match.entries) == 0
    assert window.statusBar().currentMessage() == (
        "The club still holds Passe 1, table 1 as it was saved unfinished: finish the match "
        "to replace it.")
    shortcut(qtbot, "Ctrl+Y")  # game 1 back: as the club holds it
    assert window.statusBar().currentMessage() == "Saved to the club: Passe 1, table 1"
    quit_app(qtbot, window)
    real_dialogs.check()  # asked nothing
    qtbot.waitUntil(lambda: not window.isVisible())
    assert len(cw.club.match(cw.evenings.page.evening.id, 1, 1).entries) == 1
