"""Undo says what it does (an English trial's, Schieber Swisslos 2500 with French cards,
Striche on), through the real window: keys into the widget with the cursor, the real Edit
menu opened by a click.

1. After a won match (the form hidden), Ctrl+Z said *Undone: what was chosen in the form*
   and changed nothing anyone could see, while Edit said *Undo round 7*: the hidden form
   still held the trump chosen before the round was redone. A second Ctrl+Z undid the round.
   The hidden form's choices are out of play: Ctrl+Z undoes what the menu names.
2. Obenabe and Match (Ctrl+M) chosen, nothing typed: Ctrl+Z was refused, "it holds what you
   typed", the Match's 157 counted as typing; Edit still offered *Undo round 2*, which did
   nothing either. The 157 is the button's: Ctrl+Z takes back what was chosen, as for a trump.
3. Weis 100 typed, a click on the board (the cursor stays in the Weis field): Edit said *Undo
   round 3*, but Ctrl+Z quietly took the Weis out of the form (the preview from 660 to 360).
   The menu names what Ctrl+Z does now (the field's typing, the form's choices, the entry, or
   a bare *Undo* where it is refused and says why), follows the form, and the message place
   says what was undone, in every language.
4. *Redone: round 5* was said to stay in the menu bar for over a minute: it goes as every
   *Undone: …* / *Redone: …* does, after its seconds.
"""

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.core.variant import Team

from .conftest import window_in
from .keyboard import click, enter, focus, open_file, select_all, settle, shortcut, type_
from .test_history_menu import closed

# the Edit menu, a popup on Qt's offscreen platform
pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

PLAYERS = ["Noah", "Lea", "Marco", "Sina"]
TEAMS = [Team(name="Noah & Marco", players=[0, 2]), Team(name="Lea & Sina", players=[1, 3])]

UNCHOSEN = "Undone: what was chosen in the form"
CHOSEN_AGAIN = "Redone: what was chosen in the form"
REFUSED = "Undo takes back a written entry only when nothing is typed in the form"


def five_rounds(qtbot, window, tmp_path):
    """Swisslos 2500 with French cards: five rounds of Obenabe ×3, 150 : 7 each (Noah &
    Marco 2250 : 105), opened from the file; the form, its first timer done (the cursor where
    the next thing is typed)."""
    match = new_match("schieber", PLAYERS, preset="swisslos_2500_fr", teams=TEAMS)
    for _ in range(5):
        seat = match.board().announcer
        match.add(SchieberRound(contract="obenabe", announced_by=seat % 2, points=[150, 7]))
    panel, _board = open_file(qtbot, window, tmp_path / "noah.jass", match)
    settle()
    return panel


def round_six(qtbot, window):
    """Round 6 by keys, Clubs ×2, 50 for Noah & Marco (2350 : 319): Undo has a round."""
    shortcut(qtbot, "Ctrl+1")
    type_(qtbot, "50")
    enter(qtbot)
    assert len(window.controller.match.entries) == 6
    assert not window.controller.board.finished


def said(window):
    settle()
    return window.statusBar().currentMessage()


def shown(text):
    """An action's text as the menu shows it: && is one &, & before a letter disappears."""
    return re.sub(r"&(.)", r"\1", text)


def open_edit(qtbot, window):
    """The Edit menu (the one holding Undo), opened by a click on its title."""
    bar = window.menuBar()
    title = next(a for a in bar.actions()
                 if a.menu() is not None and window.undo_action in a.menu().actions())
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is title.menu())
    return title.menu()


def edit_says(qtbot, window):
    """What the Edit menu's first two items say (Undo, Redo), greyed ones in brackets; the
    menu closed again with Esc."""
    menu = open_edit(qtbot, window)
    undo, redo = [a for a in menu.actions() if not a.isSeparator()][:2]
    words = [shown(a.text()) if a.isEnabled() else f"({shown(a.text())})" for a in (undo, redo)]
    qtbot.keyClick(menu, Qt.Key.Key_Escape)
    closed(qtbot, window)
    return words


def click_in_edit(qtbot, window, words):
    """The Edit menu's item that says *words*, clicked."""
    menu = open_edit(qtbot, window)
    action = next(a for a in menu.actions() if shown(a.text()) == words)
    assert action.isEnabled()
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    closed(qtbot, window)


# -- 1. the hidden form of a won match ------------------------------------------------------


def test_after_a_won_match_ctrl_z_undoes_the_round_the_edit_menu_names(window, qtbot,
                                                                       tmp_path):
    panel = five_rounds(qtbot, window, tmp_path)
    entries = window.controller.match.entries
    shortcut(qtbot, "Ctrl+5")  # Obenabe ×3, 100: 300 for Noah & Marco, 2550, won
    type_(qtbot, "100")
    enter(qtbot)
    assert window.controller.board.finished and panel.isHidden()
    shortcut(qtbot, "Ctrl+Z")
    assert said(window) == "Undone: round 6" and not panel.isHidden()
    shortcut(qtbot, "Ctrl+5")  # the trial's steps: Obenabe, Match on and off
    shortcut(qtbot, "Ctrl+M")
    shortcut(qtbot, "Ctrl+M")
    shortcut(qtbot, "Ctrl+Z")
    assert said(window) == UNCHOSEN
    shortcut(qtbot, "Ctrl+Y")
    assert said(window) == CHOSEN_AGAIN and panel.contract_buttons["obenabe"].isChecked()
    shortcut(qtbot, "Ctrl+Y")  # round 6 again: won again, the form hidden
    assert said(window) == "Redone: round 6"
    assert window.controller.board.finished and panel.isHidden()

    assert edit_says(qtbot, window) == ["Undo round 6", "(Redo)"]
    shortcut(qtbot, "Ctrl+Z")  # what the menu said, at the first press
    assert window.controller.match.entries == entries
    assert said(window) == "Undone: round 6"
    assert not window.controller.board.finished and not panel.isHidden()


def test_redo_of_a_won_match_is_not_the_hidden_forms(window, qtbot, tmp_path):
    """Edit → Undo, clicked, does what the keys do: round 6 goes, then comes back by Redo,
    with nothing of the hidden form's in between."""
    panel = five_rounds(qtbot, window, tmp_path)
    shortcut(qtbot, "Ctrl+5")
    type_(qtbot, "100")
    enter(qtbot)
    shortcut(qtbot, "Ctrl+Z")
    shortcut(qtbot, "Ctrl+2")  # Spades chosen for the round undone, then it comes back
    shortcut(qtbot, "Ctrl+Y")
    assert window.controller.board.finished and panel.isHidden()
    click_in_edit(qtbot, window, "Undo round 6")
    assert len(window.controller.match.entries) == 5 and said(window) == "Undone: round 6"
    assert edit_says(qtbot, window)[1] == "Redo round 6"
    shortcut(qtbot, "Ctrl+Y")
    assert len(window.controller.match.entries) == 6 and window.controller.board.finished


# -- 2. the Match's 157 is the button's ------------------------------------------------------


def test_a_match_chosen_is_taken_back_as_a_choice_not_refused_as_typing(window, qtbot,
                                                                       tmp_path):
    panel = five_rounds(qtbot, window, tmp_path)
    round_six(qtbot, window)
    shortcut(qtbot, "Ctrl+5")
    shortcut(qtbot, "Ctrl+M")
    assert panel.match.isChecked() and "157" in [f.text() for f in panel.points]
    chosen = [f.text() for f in panel.points]
    assert edit_says(qtbot, window) == ["Undo what was chosen in the form", "(Redo)"]

    shortcut(qtbot, "Ctrl+Z")
    assert panel.error_text() == ""  # no "it holds what you typed"
    assert said(window) == UNCHOSEN
    assert not panel.match.isChecked() and not panel.contract_buttons["obenabe"].isChecked()
    assert [f.text() for f in panel.points] == ["", ""]
    assert len(window.controller.match.entries) == 6
    assert edit_says(qtbot, window) == ["Undo round 6", "Redo what was chosen in the form"]
    shortcut(qtbot, "Ctrl+Z")
    assert len(window.controller.match.entries) == 5 and said(window) == "Undone: round 6"

    shortcut(qtbot, "Ctrl+Y")  # back the way it came: round 6, then Obenabe and Match
    shortcut(qtbot, "Ctrl+Y")
    assert said(window) == CHOSEN_AGAIN
    assert panel.match.isChecked() and [f.text() for f in panel.points] == chosen
    enter(qtbot)
    last = window.controller.match.entries[-1]
    assert len(window.controller.match.entries) == 7
    assert last.contract == "obenabe" and last.match


def test_points_typed_over_the_match_are_typing(window, qtbot, tmp_path):
    """Points typed over the Match's 157 are the Schreiber's (the Match goes off): with the
    cursor in the other field, which has no typing of its own to undo, Ctrl+Z takes back no
    round and says why, and Edit says plain *Undo* (clicked, it says the same)."""
    panel = five_rounds(qtbot, window, tmp_path)
    round_six(qtbot, window)
    shortcut(qtbot, "Ctrl+5")
    shortcut(qtbot, "Ctrl+M")
    full = next(f for f in panel.points if f.text() == "157")
    other = next(f for f in panel.points if f is not full)
    click(qtbot, full)
    select_all(qtbot)  # the 157 whole: what is typed replaces it
    type_(qtbot, "150")
    assert full.text() == "150" and not panel.match.isChecked()
    click(qtbot, other)
    assert edit_says(qtbot, window) == ["Undo", "(Redo)"]
    shortcut(qtbot, "Ctrl+Z")
    assert len(window.controller.match.entries) == 6 and full.text() == "150"
    assert panel.error_text().startswith(REFUSED)
    click_in_edit(qtbot, window, "Undo")
    assert len(window.controller.match.entries) == 6
    assert panel.error_text().startswith(REFUSED)


# -- 3. the menu names what Ctrl+Z does now -------------------------------------------------


def weis_typed(qtbot, window, tmp_path):
    """Round 7 half typed: Clubs, 37, and Weis 100 for Noah & Marco; then a click on the
    board, where the cursor stays in the Weis field."""
    panel = five_rounds(qtbot, window, tmp_path)
    round_six(qtbot, window)
    shortcut(qtbot, "Ctrl+1")
    type_(qtbot, "37")
    shortcut(qtbot, "Ctrl+W")
    type_(qtbot, "100")
    click(qtbot, window.board_widget)
    assert focus() is panel.weis.field and panel.weis.field.text() == "100"
    return panel


def test_the_weis_typed_is_named_by_the_edit_menu_and_its_undo_said(window, qtbot, tmp_path):
    panel = weis_typed(qtbot, window, tmp_path)
    preview = panel.preview_line.text()
    assert "Weis 100" in preview
    assert edit_says(qtbot, window) == ["Undo typing in Weis Noah & Marco", "(Redo)"]
    shortcut(qtbot, "Ctrl+Z")
    assert panel.weis.field.text() == "" and "Weis" not in panel.preview_line.text()
    assert said(window) == "Undone: typing in Weis Noah & Marco"
    assert len(window.controller.match.entries) == 6
    # the 37 is still typed: Ctrl+Z now takes back nothing of the match, and the menu says
    # plain Undo (clicked, it says why, as the key does)
    assert edit_says(qtbot, window) == ["Undo", "Redo typing in Weis Noah & Marco"]
    click_in_edit(qtbot, window, "Redo typing in Weis Noah & Marco")
    assert panel.weis.field.text() == "100" and panel.preview_line.text() == preview
    assert said(window) == "Redone: typing in Weis Noah & Marco (now: 100)"  # what came back
    click_in_edit(qtbot, window, "Undo typing in Weis Noah & Marco")
    assert panel.weis.field.text() == "" and focus() is panel.weis.field
    assert said(window) == "Undone: typing in Weis Noah & Marco"
    click_in_edit(qtbot, window, "Undo")
    assert len(window.controller.match.entries) == 6
    assert panel.error_text().startswith(REFUSED)


def test_the_edit_menu_opened_by_keys_names_the_field_with_the_cursor(window, qtbot,
                                                                     tmp_path):
    """Alt+E gives the keys to the menu bar: the menu still speaks of the field the cursor
    was in, and Enter on its Undo undoes that field's typing."""
    panel = weis_typed(qtbot, window, tmp_path)
    shortcut(qtbot, "Alt+E")
    menu = QApplication.activePopupWidget()
    assert menu is not None and window.undo_action in menu.actions()
    assert shown(window.undo_action.text()) == "Undo typing in Weis Noah & Marco"
    if menu.activeAction() is None:
        qtbot.keyClick(menu, Qt.Key.Key_Down)  # onto Undo, the first item
    assert menu.activeAction() is window.undo_action
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    closed(qtbot, window)
    assert panel.weis.field.text() == "" and len(window.controller.match.entries) == 6
    assert said(window) == "Undone: typing in Weis Noah & Marco"


#: language: the Edit menu's Undo for round 6, for the choices, for the points typed
MENU = {
    "en": ("Undo round 6", "Undo what was chosen in the form",
           "Undo typing in Card points Noah & Marco"),
    "de": ("Rückgängig: Runde 6", "Rückgängig: Auswahl im Formular",
           "Rückgängig: Getipptes in Kartenpunkte Noah & Marco"),
    "fr": ("Annuler\u00a0: donne 6", "Annuler\u00a0: choix dans le formulaire",
           "Annuler\u00a0: saisie dans Points de cartes de Noah & Marco"),
}

#: language: the message after the points' typing was undone
UNDONE = {
    "en": "Undone: typing in Card points Noah & Marco",
    "de": "Rückgängig gemacht: Getipptes in Kartenpunkte Noah & Marco",
    "fr": "Annulé\u00a0: saisie dans Points de cartes de Noah & Marco",
}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_edit_menu_follows_the_form_in_every_language(request, qapp, qtbot, settings,
                                                          autosaves, tmp_path, language):
    windows = ([request.getfixturevalue("window")] if language == "en"
               else window_in(language, qapp, qtbot, settings))
    for window in windows:
        panel = five_rounds(qtbot, window, tmp_path)
        round_six(qtbot, window)
        of_round, of_choices, of_typing = MENU[language]
        assert edit_says(qtbot, window)[0] == of_round
        shortcut(qtbot, "Ctrl+2")  # a trump chosen
        assert edit_says(qtbot, window)[0] == of_choices
        type_(qtbot, "50")  # points typed
        assert focus() is panel.points[0]
        assert edit_says(qtbot, window)[0] == of_typing
        shortcut(qtbot, "Ctrl+Z")  # the field's typing
        assert panel.points[0].text() == "" and said(window) == UNDONE[language]
        assert edit_says(qtbot, window)[0] == of_choices
        shortcut(qtbot, "Ctrl+Z")  # the trump
        assert edit_says(qtbot, window)[0] == of_round
        shortcut(qtbot, "Ctrl+Z")
        assert len(window.controller.match.entries) == 5
        window.controller.session.discard_autosave()


# -- 4. the message goes -----------------------------------------------------------------------


def test_undone_and_redone_go_after_their_seconds(window, qtbot, tmp_path, monkeypatch):
    """Every *Undone: …* and *Redone: …* is said for its seconds, as the window's other
    messages, never for good (a message said without a time stays until the next one)."""
    five_rounds(qtbot, window, tmp_path)
    round_six(qtbot, window)
    status = window.statusBar()
    timed = []
    show = status.showMessage
    monkeypatch.setattr(status, "showMessage",
                        lambda text, timeout=0: (timed.append((text, timeout)),
                                                 show(text, timeout)))
    for keys in ("Ctrl+Z", "Ctrl+Y", "Ctrl+2", "Ctrl+Z", "Ctrl+Y"):
        shortcut(qtbot, keys)
    type_(qtbot, "5")
    shortcut(qtbot, "Ctrl+Z")
    shortcut(qtbot, "Ctrl+Y")
    assert [text for text, _ in timed] == [
        "Undone: round 6", "Redone: round 6", UNCHOSEN, CHOSEN_AGAIN,
        "Undone: typing in Card points Noah & Marco",
        "Redone: typing in Card points Noah & Marco (now: 5)"]
    assert all(timeout > 0 for _, timeout in timed), timed
