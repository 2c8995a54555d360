"""Undo and Redo never take a written entry from under the form (a German trial's, Schieber,
keyboard, 1366×768), through the real window and its keys.

1. A match of 9 rounds; row 7 of the history clicked, Ctrl+E (the yellow line "Eintrag 7
   wird korrigiert", the field 77, selected), Ctrl+Z once, meant for the typing of the
   correction: round 9 was undone, and the correction stayed open. Enter (nothing changed)
   then wrote the correction as a new change, which dropped the undone round 9 from Redo:
   Ctrl+Shift+Z said "Nothing to redo", round 9 was gone from the window and the file.
   With a correction (or an insertion) open, Undo and Redo take back the field's own typing
   and no written entry: they say why above the Write button, and how to leave (Esc). A
   correction saved without a change is no change: nothing is written, Redo keeps what it
   had.
2. Round 8 written, Ctrl+3 (Schilten ×2), 50 typed, Ctrl+Z three times: the 50 went, then
   round 8 with Schilten ×2 still chosen in the form. What was chosen in the form since the
   last entry is taken back first (the form as that entry left it), then the entry; Redo
   goes back the same way. What the form chooses by itself after an entry (the team whose
   turn it is, a Coiffeur's first open row) is no choice of the Schreiber's and stops
   nothing.
"""

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox

from jasstafel.core import matchfile
from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound

from .keyboard import click, enter, focus, key, open_file, open_match, settle, shortcut, type_
from .test_draft_kept import DRAFTS, EXAMPLES, form
from .test_history_menu import click_item

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


UNDO_CORRECTING = (
    "Undo takes back a written entry only when nothing is typed in the form: entry {0} is "
    "being corrected. Save the correction (Save correction or Enter) or leave it (Cancel "
    "correction or Esc) first.")


REDO_CORRECTING = (
    "Redo brings back a written entry only when nothing is typed in the form: entry {0} is "
    "being corrected. Save the correction (Save correction or Enter) or leave it (Cancel "
    "correction or Esc) first.")


UNDO_INSERTING = (
    "Undo takes back a written entry only when nothing is typed in the form: a new entry "
    "before entry {0} is being typed. Insert it (Insert or Enter) or leave it (Cancel "
    "correction or Esc) first.")


REDO_INSERTING = (
    "Redo brings back a written entry only when nothing is typed in the form: a new entry "
    "before entry {0} is being typed. Insert it (Insert or Enter) or leave it (Cancel "
    "correction or Esc) first.")


def nine_rounds(qtbot, window, tmp_path):
    """A Schieber of 8 rounds, each 77 : 80 (Rosen ×5), opened from its file, and round 9
    written as the 9th by keys (Undo reaches back to it); the form and the file's path."""
    match = new_match("schieber", PLAYERS)
    for _ in range(8):
        seat = match.board().announcer
        match.add(SchieberRound(contract="rosen", announced_by=seat % 2, points=[77, 80]))
    path = tmp_path / "abend.jass"
    panel, _board = open_file(qtbot, window, path, match)
    shortcut(qtbot, "Ctrl+2")  # Rosen
    type_(qtbot, "77")
    enter(qtbot)
    assert len(window.controller.match.entries) == 9
    assert window.undo_action.isEnabled()
    return panel, path


def said(window):
    settle()
    return window.statusBar().currentMessage()


def click_row(qtbot, window, row):
    history = window.history.list
    history.scrollToItem(history.item(row))
    settle()
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton,
                     pos=history.visualItemRect(history.item(row)).center())


def correct_row(qtbot, window, row):
    """Row *row* of the history clicked, Ctrl+E: its entry in the form."""
    click_row(qtbot, window, row)
    shortcut(qtbot, "Ctrl+E")
    assert window.panel.correcting == row


def redo(qtbot):
    shortcut(qtbot, "Ctrl+Shift+Z")


def test_undo_in_a_correction_undoes_no_written_round(window, qtbot, tmp_path):
    panel, path = nine_rounds(qtbot, window, tmp_path)
    entries = window.controller.match.entries
    assert len(entries) == 9
    correct_row(qtbot, window, 6)
    assert panel.banner_label.text() == "Correcting entry 7"
    field = focus()
    assert field.text() == "77" and field.selectedText() == "77"
    window.statusBar().clearMessage()

    shortcut(qtbot, "Ctrl+Z")  # meant for the typing: there is none, and no round goes
    assert window.controller.match.entries == entries
    assert panel.correcting == 6 and panel.banner.isVisible()
    assert panel.error_text() == UNDO_CORRECTING.format(7)
    assert said(window) == ""  # no "Undone: round 9"
    assert focus() is field and field.text() == "77"

    type_(qtbot, "78")  # typed over the 77
    shortcut(qtbot, "Ctrl+Z")  # the field's own typing first, as always
    assert field.text() == "77" and panel.error_text() == ""
    shortcut(qtbot, "Ctrl+Z")  # then nothing more: refused again
    assert window.controller.match.entries == entries
    assert panel.error_text() == UNDO_CORRECTING.format(7)

    enter(qtbot)  # Save correction, nothing changed
    assert panel.correcting is None
    assert window.controller.match.entries == entries
    assert matchfile.load(path).entries == entries  # the file holds round 9 too
    shortcut(qtbot, "Ctrl+Z")  # the form empty now: the last round goes, as always
    assert len(window.controller.match.entries) == 8


def test_redo_in_a_correction_and_a_correction_without_a_change_keep_the_undone_round(
        window, qtbot, tmp_path):
    panel, path = nine_rounds(qtbot, window, tmp_path)
    shortcut(qtbot, "Ctrl+Z")  # round 9 undone on purpose
    assert len(window.controller.match.entries) == 8
    correct_row(qtbot, window, 6)
    redo(qtbot)  # the form holds the correction: round 9 does not come back under it
    assert len(window.controller.match.entries) == 8 and panel.correcting == 6
    assert panel.error_text() == REDO_CORRECTING.format(7)
    enter(qtbot)  # saved without a change: no change, Redo keeps round 9
    assert panel.correcting is None and len(window.controller.match.entries) == 8
    window.statusBar().clearMessage()
    redo(qtbot)
    assert len(window.controller.match.entries) == 9
    assert said(window) == "Redone: round 9"
    assert len(matchfile.load(path).entries) == 9


def test_a_correction_that_changes_something_is_a_change(window, qtbot, tmp_path):
    panel, _path = nine_rounds(qtbot, window, tmp_path)
    correct_row(qtbot, window, 6)
    type_(qtbot, "78")
    enter(qtbot)
    assert window.controller.match.entries[6].points == (78, 79)
    assert window.undo_action.text() == "&Undo correction of entry 7"
    shortcut(qtbot, "Ctrl+Z")
    assert window.controller.match.entries[6].points == (77, 80)


def test_a_correction_without_a_change_keeps_the_time_it_was_written(window, qtbot, tmp_path,
                                                                     clock):
    """With the window's real stamping: the entry read back from the form has the time of
    the entry it corrects, so an unchanged correction is the same entry."""
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    for points in ("100", "60"):
        shortcut(qtbot, "Ctrl+2")
        type_(qtbot, points)
        enter(qtbot)
        clock.advance(minutes=7)
    entries = window.controller.match.entries
    assert entries[0].written_at is not None
    shortcut(qtbot, "Ctrl+Z")  # round 2 undone on purpose
    correct_row(qtbot, window, 0)
    enter(qtbot)
    assert window.controller.match.entries == entries[:1]
    redo(qtbot)
    assert window.controller.match.entries == entries


def test_undo_and_redo_in_an_insertion_take_back_no_entry(window, qtbot, tmp_path):
    panel, _path = nine_rounds(qtbot, window, tmp_path)
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "77")
    enter(qtbot)  # round 10 …
    shortcut(qtbot, "Ctrl+Z")  # … undone: Undo and Redo have something to do
    entries = window.controller.match.entries
    assert len(entries) == 9
    click_row(qtbot, window, 6)
    click(qtbot, window.history.insert_button)
    assert panel.correcting == 6 and panel.inserting
    shortcut(qtbot, "Ctrl+Z")
    assert window.controller.match.entries == entries and panel.inserting
    assert panel.error_text() == UNDO_INSERTING.format(7)
    redo(qtbot)
    assert window.controller.match.entries == entries and panel.inserting
    assert panel.error_text() == REDO_INSERTING.format(7)
    key(qtbot, "Escape")  # left: the form is empty, the keys are the match's again
    assert panel.correcting is None
    redo(qtbot)
    assert len(window.controller.match.entries) == 10


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard",
                           "does not support propagateSizeHints")  # a menu, offscreen
def test_edit_undo_clicked_in_a_correction_is_refused_the_same_way(window, qtbot, tmp_path):
    """Edit → Undo stays offered while a correction is open, as while points are typed:
    clicked, it says why it takes nothing back."""

    panel, _path = nine_rounds(qtbot, window, tmp_path)
    correct_row(qtbot, window, 6)
    bar = window.menuBar()
    title = next(a for a in bar.actions() if a.text() == "&Edit")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is title.menu())
    assert window.undo_action.isEnabled()
    click_item(qtbot, window, title.menu(), "Undo")
    assert len(window.controller.match.entries) == 9 and panel.correcting == 6
    assert panel.error_text() == UNDO_CORRECTING.format(7)


# -- every variant's form -------------------------------------------------------------------


def opened(qtbot, window, tmp_path, variant):
    example, kept, _keys = DRAFTS[variant]
    doc = json.loads((EXAMPLES / f"{example}.jass").read_text(encoding="utf-8"))
    doc["entries"] = doc["entries"][:kept]
    path = tmp_path / f"{variant}.jass"
    path.write_text(json.dumps(doc), encoding="utf-8")
    panel, _board = open_file(qtbot, window, path)
    return panel, kept


def delete_last(qtbot, window, kept):
    """The last entry deleted in the history (Undo brings it back), the cursor back in the
    form where the next thing is typed."""
    click_row(qtbot, window, kept - 1)
    key(qtbot, "Delete")
    assert len(window.controller.match.entries) == kept - 1
    click(qtbot, window.panel.focus_target())


@pytest.mark.parametrize("variant", sorted(DRAFTS))
def test_every_form_refuses_undo_and_redo_in_a_correction(window, qtbot, tmp_path, variant):
    panel, kept = opened(qtbot, window, tmp_path, variant)
    delete_last(qtbot, window, kept)
    entries = window.controller.match.entries
    shortcut(qtbot, "Ctrl+E")  # the last entry now, in the form
    assert panel.correcting == kept - 2
    shortcut(qtbot, "Ctrl+Z")
    assert window.controller.match.entries == entries and panel.correcting == kept - 2
    assert panel.error_text() == UNDO_CORRECTING.format(kept - 1)
    enter(qtbot)  # saved as it was: no change
    assert panel.correcting is None and window.controller.match.entries == entries
    assert window.undo_action.text() == f"&Undo deletion of entry {kept}"
    shortcut(qtbot, "Ctrl+Z")  # the deletion, still the last change
    assert len(window.controller.match.entries) == kept


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_the_refusal_in_a_correction_is_seen_in_tafel_mode(window, qtbot, tmp_path):
    from .test_tafel_messages import said_under_the_board

    panel, _path = nine_rounds(qtbot, window, tmp_path)
    correct_row(qtbot, window, 6)
    shortcut(qtbot, "F11")
    assert window.isFullScreen() and not window.menuBar().isVisible()
    shortcut(qtbot, "Ctrl+Z")
    said_under_the_board(window, UNDO_CORRECTING.format(7))
    assert len(window.controller.match.entries) == 9 and panel.correcting == 6
    window.controller.session.discard_autosave()


def test_the_trials_words_in_german(german_window, qtbot, tmp_path):
    window = german_window
    panel, _path = nine_rounds(qtbot, window, tmp_path)
    correct_row(qtbot, window, 6)
    assert panel.banner_label.text() == "Eintrag 7 wird korrigiert"
    shortcut(qtbot, "Ctrl+Z")
    assert panel.error_text() == (
        "Rückgängig nimmt einen geschriebenen Eintrag nur zurück, wenn im Formular nichts "
        "getippt ist: Eintrag 7 wird korrigiert. Speichern Sie zuerst die Korrektur (Korrektur "
        "speichern oder Enter) oder verlassen Sie sie (Korrektur abbrechen oder Esc).")
    assert len(window.controller.match.entries) == 9
    window.controller.session.discard_autosave()


# -- 2. what was chosen in the form ---------------------------------------------------------

UNCHOSEN = "Undone: what was chosen in the form"


CHOSEN_AGAIN = "Redone: what was chosen in the form"


NOTHING_TO_REDO = "Nothing to redo: Redo brings back only what was undone"


def test_undo_takes_back_a_chosen_trump_before_the_round_written(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    for points in ("100", "60"):
        shortcut(qtbot, "Ctrl+1")
        type_(qtbot, points)
        enter(qtbot)
    written = form(panel)
    schilten = panel.contract_buttons["schilten"]
    shortcut(qtbot, "Ctrl+3")
    assert schilten.isChecked() and schilten.text() == "Shields ×2"
    type_(qtbot, "50")
    chosen = form(panel)

    shortcut(qtbot, "Ctrl+Z")  # the field's typing
    assert panel.points[0].text() == "" and schilten.isChecked()
    shortcut(qtbot, "Ctrl+Z")  # what was chosen: the form as round 2 left it
    assert len(window.controller.match.entries) == 2
    assert not schilten.isChecked() and form(panel) == written
    assert said(window) == UNCHOSEN
    assert panel.isAncestorOf(focus())
    shortcut(qtbot, "Ctrl+Z")  # then round 2
    assert len(window.controller.match.entries) == 1 and not schilten.isChecked()
    assert said(window) == "Undone: round 2"

    shortcut(qtbot, "Ctrl+Shift+Z")  # back the way it came: round 2 …
    assert len(window.controller.match.entries) == 2 and not schilten.isChecked()
    shortcut(qtbot, "Ctrl+Shift+Z")  # … Schilten …
    assert schilten.isChecked() and panel.points[0].text() == ""
    assert said(window) == CHOSEN_AGAIN
    shortcut(qtbot, "Ctrl+Shift+Z")  # … and the 50
    assert form(panel) == chosen
    window.statusBar().clearMessage()
    shortcut(qtbot, "Ctrl+Shift+Z")
    assert said(window) == NOTHING_TO_REDO and form(panel) == chosen
    enter(qtbot)
    assert window.controller.match.entries[-1].contract == "schilten"
    assert window.controller.match.entries[-1].points == (50, 107)


def test_a_choice_changed_after_undo_is_not_brought_back(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    shortcut(qtbot, "Ctrl+1")
    type_(qtbot, "100")
    enter(qtbot)
    shortcut(qtbot, "Ctrl+3")
    shortcut(qtbot, "Ctrl+Z")
    assert not panel.contract_buttons["schilten"].isChecked()
    shortcut(qtbot, "Ctrl+2")  # chosen anew: Redo has nothing of the form's to bring back
    window.statusBar().clearMessage()
    shortcut(qtbot, "Ctrl+Y")
    assert panel.contract_buttons["rosen"].isChecked()
    assert not panel.contract_buttons["schilten"].isChecked()
    assert said(window) == NOTHING_TO_REDO


def test_a_coiffeur_row_the_form_offers_stops_no_undo(window, qtbot, tmp_path):
    """The Coiffeur's form offers the next team's first open row after each round: no choice
    of the Schreiber's. Another row chosen is one, taken back first."""
    match = new_match("coiffeur", PLAYERS, preset="swisslos_8")
    match.add(CoiffeurRound(team=0, row=0, points=87))
    panel, _board = open_file(qtbot, window, tmp_path / "c.jass", match)
    type_(qtbot, "70")
    enter(qtbot)
    assert len(window.controller.match.entries) == 2
    offered = panel.row.currentText()
    shortcut(qtbot, "Ctrl+Down")
    assert panel.row.currentText() != offered
    shortcut(qtbot, "Ctrl+Z")
    assert panel.row.currentText() == offered and len(window.controller.match.entries) == 2
    shortcut(qtbot, "Ctrl+Z")
    assert len(window.controller.match.entries) == 1
    shortcut(qtbot, "Ctrl+Y")
    assert len(window.controller.match.entries) == 2  # nothing chosen since: the round


def test_a_choice_is_taken_back_also_where_the_match_has_nothing_to_undo(window, qtbot,
                                                                          tmp_path):
    """Right after a file is opened the match's undo history is empty (Edit → Undo greyed):
    the keys still take back what was chosen in the form, then say there is nothing more."""
    match = new_match("schieber", PLAYERS)
    match.add(SchieberRound(contract="rosen", announced_by=0, points=[77, 80]))
    panel, _board = open_file(qtbot, window, tmp_path / "m.jass", match)
    assert not window.undo_action.isEnabled()
    shortcut(qtbot, "Ctrl+3")
    shortcut(qtbot, "Ctrl+Z")
    assert said(window) == UNCHOSEN
    assert not panel.contract_buttons["schilten"].isChecked()
    shortcut(qtbot, "Ctrl+Z")
    assert said(window) == "Nothing to undo: Undo reaches back only to when the match was opened"
    shortcut(qtbot, "Ctrl+Y")
    assert said(window) == CHOSEN_AGAIN and panel.contract_buttons["schilten"].isChecked()
    assert len(window.controller.match.entries) == 1


#: variant: a key (or the words of a button clicked) that chooses something in the form
#: without typing; the forms not named have nothing to choose where the example stops
CHOICES = {
    "schieber": "Ctrl+2",  # a trump
    "coiffeur": "Ctrl+Down",  # another row than the one offered
    "fahnder": "Ctrl+3",  # the Fahnder
    "pandur": "Ctrl+M",  # Made
    "differenzler": "click:none",  # a player's prediction "none"
}


def seen(panel):
    """The form as the Schreiber sees it, the lists' choices too."""
    boxes = [(box.objectName(), box.currentText())
             for box in panel.form_widget.findChildren(QComboBox) if box.isVisibleTo(panel)]
    return form(panel), boxes


def choose(qtbot, panel, choice):
    if choice.startswith("click:"):
        words = choice.removeprefix("click:")
        button = next(b for b in panel.form_widget.findChildren(QAbstractButton)
                      if b.text() == words and b.isVisibleTo(panel))
        click(qtbot, button)
    else:
        shortcut(qtbot, choice)
    settle()


@pytest.mark.parametrize("variant", sorted(CHOICES))
def test_every_form_takes_back_what_was_chosen_first(window, qtbot, tmp_path, variant):
    panel, kept = opened(qtbot, window, tmp_path, variant)
    delete_last(qtbot, window, kept)
    settle()
    blank = seen(panel)
    choose(qtbot, panel, CHOICES[variant])
    chosen = seen(panel)
    assert chosen != blank, "the key chose something in the form"
    shortcut(qtbot, "Ctrl+Z")
    settle()
    assert len(window.controller.match.entries) == kept - 1
    assert seen(panel) == blank
    assert said(window) == UNCHOSEN
    shortcut(qtbot, "Ctrl+Z")  # the form as the last change left it: the deletion goes
    assert len(window.controller.match.entries) == kept
    shortcut(qtbot, "Ctrl+Y")
    assert len(window.controller.match.entries) == kept - 1
    shortcut(qtbot, "Ctrl+Y")
    settle()
    assert seen(panel) == chosen


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_a_choice_taken_back_in_the_hidden_form_is_said_in_tafel_mode(window, qtbot, tmp_path):
    from .test_tafel_messages import said_under_the_board

    _panel, _path = nine_rounds(qtbot, window, tmp_path)
    shortcut(qtbot, "Ctrl+3")
    shortcut(qtbot, "F11")
    assert window.isFullScreen() and not window.menuBar().isVisible()
    shortcut(qtbot, "Ctrl+Z")
    said_under_the_board(window, UNCHOSEN)
    assert len(window.controller.match.entries) == 9
    window.controller.session.discard_autosave()


def test_a_choice_taken_back_in_german(german_window, qtbot, tmp_path):
    window = german_window
    _panel, _path = nine_rounds(qtbot, window, tmp_path)
    shortcut(qtbot, "Ctrl+3")
    shortcut(qtbot, "Ctrl+Z")
    assert said(window) == "Rückgängig gemacht: Auswahl im Formular"
    assert len(window.controller.match.entries) == 9
    window.controller.session.discard_autosave()
