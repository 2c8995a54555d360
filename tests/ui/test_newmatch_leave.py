"""Start in the New match dialog while a match without a name is open: the question *Keep
this match?* comes while the dialog is still open, and Cancel (or Esc) goes back to it with
everything typed.

A keyboard trial typed four names and 4 games for a Differenzler, pressed Enter, then Esc on
the question: the dialog closed with it, and Ctrl+N showed empty names and 12 games again.
The question did not say either that the round half typed in the form would go.
"""

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from jasstafel.core import matchfile
from jasstafel.core.fahnder import FahnderRound
from jasstafel.core.matchfile import new_match
from jasstafel.ui.newmatch import NewMatchDialog
from jasstafel.ui.widgets.numberfield import NumberField

from .keyboard import ALT, enter, focused, in_next_dialog, key, open_match, shortcut, tab, type_text
from .real_dialogs import button, real_dialogs_fixture  # noqa: F401
from .test_draft_kept import DRAFTS, EXAMPLES, press

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NAMES = ["Anna", "Beat", "Cla", "Dora"]
NEW = ["Ueli", "Vreni", "Werner", "Xaver"]
#: the round begun stays with the match wherever it is kept (trial BF: test_quit_keeps_round)
KEPT = ("The round begun in the form stays with the match wherever it is kept, and comes back "
        "when the match is opened again.")
FIRST_KEPT = ("Nothing is written in this match yet, but a round is begun in its form. Keep the "
              "match among the unsaved matches (File → Unsaved matches…), and the round begun "
              "comes back when it is continued, or discard both?")


def fahnder_with_a_round(qtbot, window):
    """An unnamed Fahnder with one round written, the cursor in its form."""
    match = new_match("fahnder", NAMES)
    match.add(FahnderRound(fahnder=0, partner=1, bid=120, contract="rosen", points=130))
    window.start(match)
    qtbot.waitUntil(lambda: window.panel is not None
                    and window.panel.isAncestorOf(QApplication.focusWidget()))


def back_in(qtbot, dialog):
    """A message box over *dialog* was closed: the window manager gives it the keys again."""
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)


def differenzler_typed(qtbot, dialog):
    """Differenzler, the four names, 4 games: as the trial typed them."""
    qtbot.keyClick(focused(), "v", ALT)  # &Variant
    type_text(qtbot, "Di")
    for _ in range(10):
        if focused() is dialog.name_edits[0]:
            break
        tab(qtbot)
    assert focused() is dialog.name_edits[0]
    for name in NEW:
        type_text(qtbot, name)
        tab(qtbot)
    games = dialog.form.findChild(NumberField, "setting_games")
    for _ in range(10):
        if focused() is games:
            break
        tab(qtbot)
    assert focused() is games
    shortcut(qtbot, "Ctrl+A")
    type_text(qtbot, "4")


def typed(dialog):
    games = dialog.form.findChild(NumberField, "setting_games")
    return (dialog.variant.currentData(), [e.text() for e in dialog.name_edits], games.text())


@pytest.mark.parametrize("answer", ["Escape", "Cancel"])
def test_cancel_on_the_question_goes_back_to_the_dialog_with_the_typing(
        window, qtbot, real_dialogs, answer):
    fahnder_with_a_round(qtbot, window)
    shortcut(qtbot, "Ctrl+1")  # a round half typed: Anna, 110
    type_text(qtbot, "110")
    asked, over, dialogs = [], [], []

    def cancel(box):
        asked.append(box.text())
        over.append(box.parentWidget())
        if answer == "Escape":
            key(qtbot, "Escape")
        else:
            qtbot.mouseClick(button(box, "Cancel"), Qt.MouseButton.LeftButton)

    def keep(box):
        qtbot.mouseClick(button(box, "Keep unsaved"), Qt.MouseButton.LeftButton)

    def fill(dialog):
        dialogs.append(dialog)
        differenzler_typed(qtbot, dialog)
        before = typed(dialog)
        real_dialogs.when(QMessageBox, cancel)
        enter(qtbot)  # Start: the question, answered Cancel
        assert dialog.isVisible() and dialog.match is None
        assert typed(dialog) == before == ("differenzler", NEW, "4")
        assert window.controller.match.variant == "fahnder"
        back_in(qtbot, dialog)
        assert dialog.isAncestorOf(focused())  # the keys are in the dialog again
        real_dialogs.when(QMessageBox, keep)
        enter(qtbot)  # Start again: this time the match is kept among the unsaved ones

    real_dialogs.when(NewMatchDialog, fill)
    shortcut(qtbot, "Ctrl+N")
    real_dialogs.check()
    assert real_dialogs.seen == ["New match", "Keep this match?", "Keep this match?"]
    assert KEPT in asked[0]
    assert over == dialogs  # shown over the dialog it came from, not behind it
    match = window.controller.match
    assert match.variant == "differenzler" and list(match.document.players) == NEW
    assert match.rules.settings.games == 4


def test_the_question_says_nothing_of_typing_when_the_form_is_empty(window, qtbot,
                                                                     real_dialogs):
    fahnder_with_a_round(qtbot, window)
    asked = []

    def cancel(box):
        asked.append(box.text())
        key(qtbot, "Escape")

    def fill(dialog):
        for name in NEW:
            type_text(qtbot, name)
            tab(qtbot)
        real_dialogs.when(QMessageBox, cancel)
        enter(qtbot)
        assert dialog.isVisible()
        real_dialogs.when(QMessageBox, lambda box: button(box, "Discard").click())
        dialog.reject()  # Esc in the dialog, its typing dropped: nothing changes

    real_dialogs.when(NewMatchDialog, fill)
    shortcut(qtbot, "Ctrl+N")
    real_dialogs.check()
    assert asked and KEPT not in asked[0]
    assert window.controller.match.variant == "fahnder"


def asked_at_start(qtbot, window, dialogs):
    """Ctrl+N, four names, Start: the question's text (answered Cancel, the dialog then
    closed with Esc)."""
    dialogs.choice = "cancel"
    before = len(dialogs.shown)

    def start(dialog):
        for name in NEW:
            type_text(qtbot, name)
            tab(qtbot)
        enter(qtbot)
        assert dialog.isVisible()
        dialogs.choice = "discard"  # Esc: the names typed are dropped, asked
        key(qtbot, "Escape")

    errors = in_next_dialog(qtbot, start)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors
    ((title, text), (dropped, _text)) = dialogs.shown[before:]
    assert title == "Keep this match?" and dropped == "Drop the new match?"
    dialogs.choice = "cancel"
    window.activateWindow()  # as the window manager does when the dialog closes
    qtbot.waitUntil(window.isActiveWindow)
    return text


@pytest.mark.parametrize("variant", sorted(DRAFTS))
def test_the_question_speaks_of_typing_only_when_there_is_some(window, qtbot, tmp_path,
                                                               dialogs, variant):
    """In every variant: nothing typed (a match opened, a round written, an undo that
    changes what the program fills in, as the team announcing) is not said; a half entry
    is."""
    example, kept, keys = DRAFTS[variant]
    doc = json.loads((EXAMPLES / f"{example}.jass").read_text(encoding="utf-8"))
    doc["entries"] = doc["entries"][:kept]
    path = tmp_path / f"{variant}.jass"
    path.write_text(json.dumps(doc), encoding="utf-8")
    open_match(qtbot, window, matchfile.load(path))  # unnamed: the question is asked
    assert KEPT not in asked_at_start(qtbot, window, dialogs)
    history = window.history.list  # the last entry deleted, and back: the form follows
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton,
                     pos=history.visualItemRect(history.item(kept - 1)).center())
    key(qtbot, "Delete")
    assert len(window.controller.match.entries) == kept - 1
    assert KEPT not in asked_at_start(qtbot, window, dialogs)
    shortcut(qtbot, "Ctrl+Z")
    assert len(window.controller.match.entries) == kept
    assert KEPT not in asked_at_start(qtbot, window, dialogs)
    target = window.panel.focus_target()
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton)  # back into the form
    press(qtbot, keys)
    assert KEPT in asked_at_start(qtbot, window, dialogs)


def test_save_as_on_the_question_names_the_old_match_and_starts_the_new(window, qtbot, tmp_path,
                                                                        real_dialogs):
    """*Save as…* on the question: the file dialog comes over the New match dialog (both
    open), the old match is saved under the name typed, then the new one starts."""
    from PySide6.QtWidgets import QFileDialog

    from .real_dialogs import file_name_field

    fahnder_with_a_round(qtbot, window)
    path = tmp_path / "abend.jass"
    over, dialogs = [], []

    def save_as(box):
        qtbot.mouseClick(button(box, "Save as…"), Qt.MouseButton.LeftButton)

    def name(file_dialog):
        over.append(file_dialog.parentWidget())
        assert focused() is file_name_field(file_dialog)
        shortcut(qtbot, "Ctrl+A")
        type_text(qtbot, str(path))
        enter(qtbot)

    def fill(dialog):
        dialogs.append(dialog)
        for player in NEW:
            type_text(qtbot, player)
            tab(qtbot)
        real_dialogs.when(QMessageBox, save_as)
        real_dialogs.when(QFileDialog, name)
        enter(qtbot)

    real_dialogs.when(NewMatchDialog, fill)
    shortcut(qtbot, "Ctrl+N")
    real_dialogs.check()
    assert over == dialogs
    assert matchfile.load(path).variant == "fahnder" and len(matchfile.load(path).entries) == 1
    assert list(window.controller.match.document.players) == NEW


def test_a_match_without_entries_but_with_typing_is_not_left_unasked(window, qtbot,
                                                                   real_dialogs):
    """A trial's: a Differenzler with no entry yet and one prediction typed was replaced by
    Ctrl+N and Start without a question; the prediction was gone. The question comes (only
    the typing is at stake: kept with the match among the unsaved ones, discarded with it,
    or Stay with it), Stay keeps match and typing."""
    open_match(qtbot, window, new_match("differenzler", NAMES))
    panel = window.panel
    type_text(qtbot, "45")  # Anna's prediction
    asked = []

    def stay(box):
        asked.append(box.text())
        qtbot.mouseClick(button(box, "Stay with it"), Qt.MouseButton.LeftButton)

    def leave(box):
        qtbot.mouseClick(button(box, "Discard"), Qt.MouseButton.LeftButton)

    def start(dialog):
        real_dialogs.when(QMessageBox, stay)
        enter(qtbot)  # Start: asked, Stay
        assert dialog.isVisible() and dialog.match is None
        back_in(qtbot, dialog)
        real_dialogs.when(QMessageBox, leave)
        enter(qtbot)  # Start again: Discard

    first = window.controller.match
    real_dialogs.when(NewMatchDialog, start)
    shortcut(qtbot, "Ctrl+N")
    real_dialogs.check()
    assert real_dialogs.seen == ["New match", "Keep this match?", "Keep this match?"]
    assert asked == [FIRST_KEPT]
    assert window.controller.match is not first and window.panel is not panel


def test_esc_in_the_dialog_asks_before_it_drops_what_was_typed(window, qtbot, real_dialogs):
    """A printing trial's: a name typed in the New match dialog, then Esc (as the docs teach
    for closing the list of names; none was open): the dialog closed, the variant chosen
    and the name typed gone. Esc asks first when something is typed; *Go on typing* (or Esc
    again) keeps the dialog as it was; *Discard* closes it, the match open unchanged."""
    fahnder_with_a_round(qtbot, window)
    asked = []

    def stay(box):
        asked.append(box.text())
        key(qtbot, "Escape")

    def type_then_leave(dialog):
        differenzler_typed(qtbot, dialog)
        before = typed(dialog)
        real_dialogs.when(QMessageBox, stay)
        key(qtbot, "Escape")
        qtbot.waitUntil(lambda: bool(asked))
        back_in(qtbot, dialog)
        assert dialog.isVisible() and typed(dialog) == before
        real_dialogs.when(QMessageBox, lambda box: button(box, "Discard").click())
        key(qtbot, "Escape")

    real_dialogs.when(NewMatchDialog, type_then_leave)
    shortcut(qtbot, "Ctrl+N")
    real_dialogs.check()
    assert asked == ["What is typed in this dialog is dropped."]
    assert window.controller.match.variant == "fahnder"
    assert len(window.controller.match.entries) == 1


def test_esc_in_the_dialog_with_nothing_typed_closes_it_at_once(window, qtbot, real_dialogs):
    fahnder_with_a_round(qtbot, window)
    closed = []

    def leave(dialog):
        key(qtbot, "Escape")
        closed.append(not dialog.isVisible())

    real_dialogs.when(NewMatchDialog, leave)
    shortcut(qtbot, "Ctrl+N")
    real_dialogs.check()
    assert closed == [True]
