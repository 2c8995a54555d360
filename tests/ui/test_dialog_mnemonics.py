"""Every button of the window's own dialogs and questions has an Alt key, none of a dialog
twice, in every language.

A keyboard-only trial (German, 1366×768) found no underlined letter on *Starten* and
*Abbrechen* of New match, on *Verwerfen* and *Weiter eingeben* of *Neue Partie verwerfen?*,
on the four buttons of *Diese Partie behalten?* (Alt+U did nothing), on OK and *Abbrechen* and
the labels *Vereinsname* and *Papier* of *Blatteinstellungen*, on *Ändern* and *Abbrechen* of
*Namen und Angaben*, on *Korrektur abbrechen*, and on the Edit menu's *Rückgängig …* and
*Wiederherstellen …*. Each dialog is opened here by keys, as the trial did, and its buttons,
the labels that name a field and the group boxes are read: each button has its letter, no
letter is taken twice.
"""

import re

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMessageBox,
)

from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.ui.namesdialog import NamesDialog
from jasstafel.ui.newmatch import NewMatchDialog
from jasstafel.ui.printmenu import SheetSettingsDialog

from .conftest import window_in
from .keyboard import ALT, ctrl, enter, focused, key, open_match, shortcut, type_text
from .real_dialogs import button, real_dialogs_fixture  # noqa: F401
from .test_dialogs_real import ready, unnamed_with_a_round

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def letter(text):
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).upper() if found else None


def keys_of(dialog):
    """(text, letter) of every shown button, group box and label that names a field."""
    named = [b.text() for b in dialog.findChildren(QAbstractButton)
             if b.isVisibleTo(dialog) and b.text()]
    named += [g.title() for g in dialog.findChildren(QGroupBox) if g.isVisibleTo(dialog)]
    named += [label.text() for label in dialog.findChildren(QLabel)
              if label.buddy() is not None and label.isVisibleTo(dialog)]
    return [(text, letter(text)) for text in named]


def check(seen, where, dialog, must):
    """The buttons (and fields' labels) *must*, by their text without the &, each with a
    letter; no letter twice in *dialog*."""
    keys = keys_of(dialog)
    texts = {text.replace("&", ""): key for text, key in keys}
    for text in must:
        assert text in texts, (where, text, keys)
        assert texts[text], (where, f"{text}: no Alt key", keys)
    letters = [key for _text, key in keys if key]
    assert len(letters) == len(set(letters)), (where, keys)
    seen.append(where)


def buddy_label(dialog, field):
    return next(label for label in dialog.findChildren(QLabel) if label.buddy() is field)


WORDS = {  # the buttons as each language says them
    "de": {"start": "Starten", "cancel": "Abbrechen", "discard": "Verwerfen",
           "go_on": "Weiter eingeben", "save_as": "Speichern unter…",
           "keep": "Ungespeichert behalten", "ok": "OK", "change": "Ändern",
           "club": "Vereinsname", "paper": "Papier", "continue": "Weiterspielen",
           "close": "Schliessen"},
    "fr": {"start": "Commencer", "cancel": "Annuler", "discard": "Abandonner",
           "go_on": "Continuer la saisie", "save_as": "Enregistrer sous…",
           "keep": "Garder sans enregistrer", "discard_match": "Jeter", "ok": "OK",
           "change": "Modifier", "club": "Nom du club", "paper": "Papier",
           "continue": "Continuer", "close": "Fermer"},
    "en": {"start": "Start", "cancel": "Cancel", "discard": "Discard",
           "go_on": "Go on typing", "save_as": "Save as…", "keep": "Keep unsaved",
           "ok": "OK", "change": "Change", "club": "Club name", "paper": "Paper",
           "continue": "Continue", "close": "Close"},
}


@pytest.fixture(params=["de", "fr", "en"])
def any_window(request, qapp, qtbot, settings, autosaves):
    if request.param == "en":
        yield request.param, request.getfixturevalue("window")
    else:
        yield from ((request.param, w) for w in window_in(request.param, qapp, qtbot,
                                                          settings, size=(1366, 768)))


def test_every_dialog_s_buttons_have_their_own_alt_keys(any_window, qtbot, real_dialogs):
    code, window = any_window
    words = WORDS[code]
    seen = []
    unnamed_with_a_round(window, qtbot)

    # New match (Ctrl+N): Start, Cancel; a variant typed, Esc: "Drop the new match?"
    def new_match_typed(dialog):
        check(seen, "new match", dialog, [words["start"], words["cancel"]])
        qtbot.keyClick(focused(), letter(buddy_label(dialog, dialog.variant).text()), ALT)
        assert focused() is dialog.variant
        key(qtbot, "Down")
        real_dialogs.when(QMessageBox, lambda box: (
            check(seen, "drop the new match", box, [words["discard"], words["go_on"]]),
            button(box, words["discard"]).click()))
        key(qtbot, "Escape")

    real_dialogs.when(NewMatchDialog, new_match_typed)
    ctrl(qtbot, "n")
    real_dialogs.check()
    ready(qtbot, window)

    # New match, Enter (Start): "Keep this match?" over it; Esc there, Esc in the dialog
    def start_then_keep(dialog):
        real_dialogs.when(QMessageBox, lambda box: (
            check(seen, "keep this match", box,
                  [words["save_as"], words["keep"], words.get("discard_match", words["discard"]),
                   words["cancel"]]),
            key(qtbot, "Escape")))
        enter(qtbot)
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        key(qtbot, "Escape")

    real_dialogs.when(NewMatchDialog, start_then_keep)
    ctrl(qtbot, "n")
    real_dialogs.check()
    ready(qtbot, window)

    # File → Sheet settings… by its letters: the labels name their fields, OK, Cancel
    def sheet(dialog):
        check(seen, "sheet settings", dialog,
              [words["club"], words["paper"], words["ok"], words["cancel"]])
        assert buddy_label(dialog, dialog.club).buddy() is dialog.club
        key(qtbot, "Escape")

    real_dialogs.when(SheetSettingsDialog, sheet)
    file_menu = window.file_menu
    qtbot.keyClick(focused(), letter(window.menuBar().actions()[0].text()), ALT)
    qtbot.waitUntil(file_menu.isVisible)
    item = next(a for a in file_menu.actions() if a.objectName() == "sheetSettings")
    qtbot.keyClick(file_menu, letter(item.text()).lower())
    real_dialogs.check()
    ready(qtbot, window)

    # Edit → Names and details… (Ctrl+Shift+N): Change, Cancel
    real_dialogs.when(NamesDialog, lambda dialog: (
        check(seen, "names and details", dialog, [words["change"], words["cancel"]]),
        key(qtbot, "Escape")))
    shortcut(qtbot, "Ctrl+Shift+N")
    real_dialogs.check()
    ready(qtbot, window)

    # the Edit menu: every item with its letter, Undo with the entry's words too
    edit = window.menuBar().actions()[1]
    menu = edit.menu()
    qtbot.keyClick(focused(), letter(edit.text()), ALT)
    qtbot.waitUntil(menu.isVisible)
    items = [a.text() for a in menu.actions() if not a.isSeparator() and a.isVisible()]
    key(qtbot, "Escape")
    qtbot.waitUntil(lambda: not menu.isVisible())
    assert all(letter(text) for text in items), items
    assert len({letter(text) for text in items}) == len(items), items
    assert window.undo_action.text() in items and window.undo_action.isEnabled()

    assert seen == ["new match", "drop the new match", "keep this match", "sheet settings",
                    "names and details"]


def test_alt_u_keeps_the_match_unsaved_in_keep_this_match(german_window, qtbot,
                                                         real_dialogs):
    """*Diese Partie behalten?*: Alt+U (*Ungespeichert behalten*) keeps the match among the
    unsaved ones and the new match opens, as a click on the button does."""
    window = german_window
    unnamed_with_a_round(window, qtbot)
    first = window.controller.match
    asked = []

    def start(dialog):
        def keep(box):
            asked.append(box.windowTitle())
            qtbot.keyClick(box, "u", ALT)
        real_dialogs.when(QMessageBox, keep)
        enter(qtbot)

    real_dialogs.when(NewMatchDialog, start)
    ctrl(qtbot, "n")
    real_dialogs.check()
    assert asked == ["Diese Partie behalten?"]
    qtbot.waitUntil(lambda: window.controller.match is not first)
    assert len(window.controller.match.entries) == 0
    assert [item.named for item in window.unsaved()] == [False]


def test_unsaved_matches_buttons_have_their_own_alt_keys(any_window, qtbot, real_dialogs):
    """File → Unsaved matches…: *Continue*, *Save as…*, *Discard* and *Close* had no
    underlined letter (a keyboard trial's, English). A match kept unsaved by the keys of
    *Keep this match?*, the dialog opened by Alt+F and the item's letter; its letters read,
    and Continue's key continues the match."""
    code, window = any_window
    words = WORDS[code]
    unnamed_with_a_round(window, qtbot)
    kept = window.controller.match

    def start(dialog):
        real_dialogs.when(QMessageBox, lambda box: qtbot.keyClick(
            box, letter(button(box, words["keep"]).text()), ALT))
        enter(qtbot)

    real_dialogs.when(NewMatchDialog, start)
    ctrl(qtbot, "n")
    real_dialogs.check()
    qtbot.waitUntil(lambda: window.controller.match is not kept)
    ready(qtbot, window)

    file_menu = window.file_menu
    qtbot.keyClick(focused(), letter(window.menuBar().actions()[0].text()), ALT)
    qtbot.waitUntil(file_menu.isVisible)
    qtbot.keyClick(file_menu, letter(window.unsaved_action.text()).lower())
    qtbot.waitUntil(lambda: window.recovery is not None and window.recovery.isVisible())
    dialog = window.recovery
    seen = []
    check(seen, "unsaved matches", dialog,
          [words["continue"], words["save_as"], words.get("discard_match", words["discard"]),
           words["close"]])
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    go_on = next(b for b in dialog.findChildren(QAbstractButton) if b.objectName() == "continue")
    qtbot.keyClick(focused(), letter(go_on.text()), ALT)
    qtbot.waitUntil(lambda: len(window.controller.match.entries) == 1)
    real_dialogs.check()


def test_alt_o_leaves_a_correction(window, qtbot):
    """*Cancel correction* by its key (Alt+O), as Esc leaves it."""
    match = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"])
    match.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    open_match(qtbot, window, match)
    panel = window.panel
    shortcut(qtbot, "Ctrl+E")
    qtbot.waitUntil(lambda: panel.correcting is not None)
    assert letter(panel.cancel_button.text()) == "O" and panel.cancel_button.isVisible()
    type_text(qtbot, "9")
    qtbot.keyClick(focused(), "o", ALT)
    qtbot.waitUntil(lambda: panel.correcting is None)
    assert not panel.cancel_button.isVisible()
    assert QApplication.activePopupWidget() is None  # no menu opened by the key
