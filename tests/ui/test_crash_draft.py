"""Nothing typed is lost through a crash: the round half typed comes back.

An English trial killed Jasstafel (``kill -9``) with a round half typed (a Fahnder's bid,
trump and partner; a Guggitaler's Domino order); the recovery brought back every entry
written, but the half round was gone. Here, in every variant, half a round is typed with
the keys into the focused widget, the program dies (``crash.die``: no leave question, no
closeEvent), the next start offers the match (the real RecoveryDialog), its row says that the
round being typed comes back, *Continue* is clicked, and the form shows exactly what was
typed, says so in the line under the form, and Enter writes the entry Enter would have
written before the crash. A draft typed against another state of the match is not put back
(and said); a broken draft file is ignored and the recovery works as before.
"""

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.ui import app as app_module
from jasstafel.ui.mainwindow import MainWindow
from jasstafel.ui.widgets.entryerrors import FieldError, FormError

from .crash import die
from .keyboard import enter, focus, open_file, settle, shortcut, type_
from .test_draft_kept import DRAFTS, EXAMPLES, form, press
from .test_guggitaler_form_after_restart import five_games


def example(tmp_path, variant):
    name, kept, keys = DRAFTS[variant]
    doc = json.loads((EXAMPLES / f"{name}.jass").read_text(encoding="utf-8"))
    doc["entries"] = doc["entries"][:kept]
    path = tmp_path / f"{variant}.jass"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path, keys


def start_again(qtbot, settings):
    """The next start after the crash: the recovery's offer, shown."""
    after = MainWindow(settings)
    qtbot.addWidget(after)
    after.resize(1300, 850)
    after.show()
    dialog = app_module.offer_recovery(after)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return after, dialog


def continue_first(qtbot, after, dialog):
    """*Continue* on the dialog's only row, clicked; the form with the cursor."""
    (row,) = dialog.rows.values()
    qtbot.mouseClick(row.findChild(QPushButton, "continue"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    after.activateWindow()
    qtbot.waitUntil(lambda: after.isActiveWindow() and after.panel is not None
                    and after.panel.isAncestorOf(QApplication.focusWidget()))
    settle()
    return after.panel


def row_words(dialog):
    (row,) = dialog.rows.values()
    return " ".join(label.text().replace("\u00a0", " ")
                    for label in row.findChildren(QLabel))


def typed_then_crash(qtbot, window, keys):
    """*keys* typed into the form; what the form shows and Enter would write; the crash."""
    panel = window.panel
    press(qtbot, keys)
    settle()
    shown, cursor = form(panel), focus()
    place = panel.form_widget.findChildren(type(cursor)).index(cursor) \
        if panel.isAncestorOf(cursor) else None
    try:
        writes = panel.preview_entry()  # what Enter would write now
    except (FieldError, FormError):
        writes = None  # the round is not whole yet
    die(window)
    return shown, place, writes


def same_form_back(after, shown, place, writes, qtbot, entries):
    panel = after.panel
    assert form(panel)[0] == shown[0]  # every field, button, label and box as typed
    assert form(panel)[2] == shown[2]  # the header
    assert panel.preview_line.text() == \
        "The round being typed is back (typed before the crash)."
    if place is not None:  # the cursor where it was
        cursor = focus()
        assert panel.form_widget.findChildren(type(cursor)).index(cursor) == place
    if writes is not None:
        enter(qtbot)
        match = after.controller.match
        assert len(match.entries) == entries + 1
        assert match.entries[-1] == writes


@pytest.mark.parametrize("variant", sorted(DRAFTS))
def test_a_named_match_gets_its_half_round_back_after_a_crash(window, qtbot, tmp_path,
                                                            settings, variant):
    path, keys = example(tmp_path, variant)
    open_file(qtbot, window, path)
    entries = len(window.controller.match.entries)
    shown, place, writes = typed_then_crash(qtbot, window, keys)
    after, dialog = start_again(qtbot, settings)
    assert "the round being typed comes back" in row_words(dialog)
    continue_first(qtbot, after, dialog)
    same_form_back(after, shown, place, writes, qtbot, entries)


FAHNDER_BID = ["Ctrl+2", "140", "Ctrl+6", "Alt+4"]  # Fahnder, bid, trump, partner


@pytest.mark.parametrize(("variant", "match", "keys"), [
    ("fahnder", new_match("fahnder", ["Anna", "Beat", "Cla", "Dora"]), FAHNDER_BID),
    ("guggitaler", five_games(), ["3", "1"]),  # the Domino's order: Claudio, then Anna
    ("schieber", new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]), ["Ctrl+2", "77"]),
    ("coiffeur", new_match("coiffeur", ["Anna", "Beat", "Cla", "Dora"]), ["45"]),
    ("differenzler", new_match("differenzler", ["Anna", "Beat", "Cla", "Dora"]),
     ["10", "Tab", "20"]),
])
def test_an_unnamed_match_gets_its_half_round_back_after_a_crash(window, qtbot, settings,
                                                               variant, match, keys):
    """A new match (autosaved, no name), one entry written by Enter where it had none."""
    window.start(match)
    qtbot.waitUntil(lambda: window.panel is not None and focus() is not None)
    if not match.entries:
        first = window.controller.match.entries
        press(qtbot, {"fahnder": ["Ctrl+1", "120", "Ctrl+5", "Alt+3", "130"],
                      "schieber": ["Ctrl+3", "100"], "coiffeur": ["60"],
                      "differenzler": ["10", "Tab", "20", "Tab", "30", "Tab", "40"]}[variant])
        enter(qtbot)
        if variant == "differenzler":  # the predictions, then the points
            press(qtbot, ["40", "Tab", "50", "Tab", "30"])
            enter(qtbot)
        assert window.controller.match.entries != first
    entries = len(window.controller.match.entries)
    shown, place, writes = typed_then_crash(qtbot, window, keys)
    after, dialog = start_again(qtbot, settings)
    assert "the round being typed comes back" in row_words(dialog)
    continue_first(qtbot, after, dialog)
    same_form_back(after, shown, place, writes, qtbot, entries)


def drafts(autosaves):
    return sorted(p.name for p in autosaves.glob("draft-*.json"))


def test_a_broken_draft_file_is_ignored_and_the_recovery_works(window, qtbot, tmp_path,
                                                             settings, autosaves):
    path, keys = example(tmp_path, "schieber")
    open_file(qtbot, window, path)
    typed_then_crash(qtbot, window, keys)
    (draft,) = autosaves.glob("draft-*.json")
    draft.write_text('{"format": "jasstafel-draft", "version": 1, "match": ', encoding="utf-8")
    after, dialog = start_again(qtbot, settings)
    assert "the round being typed comes back" not in row_words(dialog)
    panel = continue_first(qtbot, after, dialog)
    assert after.controller.match.entries == matchfile.load(path).entries
    assert not panel.has_typing() and not panel.preview_line.text().startswith("The round")
    assert drafts(autosaves) == []  # ignored, and gone


def test_a_draft_of_another_match_state_is_not_put_back_and_said(window, qtbot, tmp_path,
                                                                settings, autosaves):
    path, keys = example(tmp_path, "schieber")
    open_file(qtbot, window, path)
    typed_then_crash(qtbot, window, keys)
    match = matchfile.load(path)
    match.delete(len(match.entries) - 1)  # the file changed elsewhere meanwhile
    matchfile.save(match, path)
    after, dialog = start_again(qtbot, settings)
    assert "the round being typed comes back" not in row_words(dialog)
    panel = continue_first(qtbot, after, dialog)
    assert not panel.has_typing()
    assert panel.preview_line.text() == (
        "The round typed before the crash was not put back: it was typed when the match had "
        "4 entries, and the match has changed since (it has 3 now). Type it again.")
    (kept,) = drafts(autosaves)
    assert kept.endswith(".kept.json")  # for one more start
    type_(qtbot, "5")  # typing now is this window's draft, beside the one kept
    settle()
    assert len(drafts(autosaves)) == 2


def test_the_draft_goes_when_the_round_is_written_and_stays_with_a_match_left(
        window, qtbot, tmp_path, autosaves, dialogs):
    path, _keys = example(tmp_path, "schieber")
    open_file(qtbot, window, path)
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "77")
    settle()
    assert len(drafts(autosaves)) == 1
    enter(qtbot)
    settle()
    assert drafts(autosaves) == []
    type_(qtbot, "60")
    settle()
    assert len(drafts(autosaves)) == 1
    other, _keys = example(tmp_path, "coiffeur")
    window.open_file(other)  # "Leave the match?": leave it, the typing kept with the file
    settle()
    assert dialogs.shown[-1][0] == "Leave the match?"
    assert len(drafts(autosaves)) == 1  # for when it is opened again (test_quit_keeps_round)
    type_(qtbot, "45")  # the other match's own
    settle()
    assert len(drafts(autosaves)) == 2


def test_a_new_matchs_first_round_half_typed_comes_back_after_a_crash(window, qtbot, settings,
                                                                      autosaves):
    """A match with no entry yet: its autosave was deleted as "a new match nobody wrote in",
    and the first round half typed with it (its draft file left behind)."""
    window.start(new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))
    qtbot.waitUntil(lambda: window.panel is not None and focus() is not None)
    shown, place, writes = typed_then_crash(qtbot, window, ["Ctrl+2", "77"])
    after, dialog = start_again(qtbot, settings)
    assert "0 entries" in row_words(dialog)
    assert "the round being typed comes back" in row_words(dialog)
    continue_first(qtbot, after, dialog)
    same_form_back(after, shown, place, writes, qtbot, 0)


def test_a_new_match_discarded_leaves_no_draft_behind(window, qtbot, settings, autosaves,
                                                      dialogs):
    """Discarded in the recovery, a match goes with its round being typed."""
    window.start(new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))
    qtbot.waitUntil(lambda: window.panel is not None and focus() is not None)
    typed_then_crash(qtbot, window, ["Ctrl+2", "77"])
    _after, dialog = start_again(qtbot, settings)
    (row,) = dialog.rows.values()
    dialogs.answer = QMessageBox.StandardButton.Yes  # "Discard this match?": yes
    qtbot.mouseClick(row.findChild(QPushButton, "discard"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not list(autosaves.glob("*.jass")))
    assert drafts(autosaves) == []
