"""A named match in the recovery: its file is the Schreiber's own and is never deleted or moved.

A trial (German window, `jasstafel echt.jass`, kill -9, the next start): *Verwerfen* on the
row "Offen, als Jasstafel unerwartet beendet wurde … Datei echt.jass" deleted echt.jass with
its 9 entries (the confirmation named no file); *Speichern unter…* wrote kopie.jass and
deleted echt.jass without a word, offered no file name and ended on the empty start page.
And *Ungespeicherte Partien* said "Diese Partie hat noch keinen Namen" above the rescue copy
of the named voll.jass.

Every box and file dialog here is Qt's own (``real_dialogs``), answered as a person does.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox, QPushButton

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import PunktetafelRound
from jasstafel.ui import app as app_module
from jasstafel.ui.mainwindow import MainWindow

from .crash import die
from .keyboard import enter, type_text
from .real_dialogs import button, file_name_field, real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def write(window, a):
    window.controller.add(PunktetafelRound(points=[a, 1]), "round")


@pytest.fixture
def echt(tmp_path):
    """A named match with three rounds."""
    match = new_match("punktetafel", ["Ruedi", "Vreni"])
    for a in (10, 20, 30):
        match.add(PunktetafelRound(points=[a, 5]))
    path = tmp_path / "abend" / "echt.jass"
    path.parent.mkdir()
    matchfile.save(match, path)
    return path


def killed_with(qtbot, window, path, settings):
    """*path* open in *window*, one round written, the program killed; the next start's
    offer, shown."""
    assert window.open_file(path)
    write(window, 40)
    die(window)
    after = MainWindow(settings)
    qtbot.addWidget(after)
    after.resize(1300, 850)
    after.show()
    dialog = app_module.offer_recovery(after)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return after, dialog


def row_button(dialog, path, name):
    return dialog.rows[path].findChild(QPushButton, name)


def answer(qtbot, real_dialogs, key, texts):
    def act(box):
        texts.append(box.text())
        qtbot.keyClick(box, key)
    real_dialogs.when(QMessageBox, act)


def test_discard_on_a_named_match_leaves_its_file_and_says_so(window, qtbot, settings, echt,
                                                              real_dialogs):
    _after, dialog = killed_with(qtbot, window, echt, settings)
    assert list(dialog.rows) == [echt]
    before = echt.read_bytes()
    texts = []
    answer(qtbot, real_dialogs, Qt.Key.Key_Y, texts)
    qtbot.mouseClick(row_button(dialog, echt, "discard"), Qt.MouseButton.LeftButton)
    real_dialogs.check()
    assert real_dialogs.seen == ["Do not reopen this match?"]
    assert "echt.jass stays as it was saved, with its 4 entries" in texts[0]
    assert "deleted" not in texts[0]
    qtbot.waitUntil(lambda: not dialog.isVisible())  # its only row: answered
    assert echt.read_bytes() == before
    assert len(matchfile.load(echt).entries) == 4


def test_discard_of_a_rescue_copy_says_which_file_is_deleted(window, qtbot, settings, echt,
                                                             autosaves, real_dialogs):
    assert window.open_file(echt)
    echt.chmod(0o444)  # the file refuses the next round: it goes to the rescue copy
    answer(qtbot, real_dialogs, Qt.Key.Key_Return, [])
    write(window, 40)
    real_dialogs.check()
    die(window)
    after = MainWindow(settings)
    qtbot.addWidget(after)
    dialog = app_module.offer_recovery(after)
    (copy,) = dialog.rows
    texts = []
    answer(qtbot, real_dialogs, Qt.Key.Key_Y, texts)
    qtbot.mouseClick(row_button(dialog, copy, "discard"), Qt.MouseButton.LeftButton)
    real_dialogs.check()
    assert real_dialogs.seen[-1] == "Discard this match?"
    said = " ".join(texts[0].split())
    assert f"the rescue copy of echt.jass ({copy}), 4 entries, is deleted" in said
    assert "echt.jass itself stays as it is, without the copy's last entry" in said
    assert not copy.exists() and len(matchfile.load(echt).entries) == 3
    echt.chmod(0o644)


def test_save_as_on_a_named_match_copies_it_and_opens_the_copy(window, qtbot, settings, echt,
                                                              real_dialogs):
    after, dialog = killed_with(qtbot, window, echt, settings)
    before = echt.read_bytes()
    offered = []

    def name_it(file_dialog):
        field = file_name_field(file_dialog)
        offered.append((file_dialog.directory().absolutePath(), field.text()))
        field.selectAll()
        type_text(qtbot, "kopie.jass")
        enter(qtbot)

    real_dialogs.when(QFileDialog, name_it)
    texts = []

    def open_it(box):
        texts.append(box.text())
        qtbot.mouseClick(button(box, "Open it"), Qt.MouseButton.LeftButton)

    real_dialogs.when(QMessageBox, open_it)
    qtbot.mouseClick(row_button(dialog, echt, "saveAs"), Qt.MouseButton.LeftButton)
    real_dialogs.check()
    kopie = echt.with_name("kopie.jass")
    # the match's name offered, in its folder, as File → Save as… offers it
    assert offered == [(str(echt.parent), "echt.jass")]
    assert echt.read_bytes() == before  # the original: where it was, as it was
    assert matchfile.load(kopie).entries == matchfile.load(echt).entries
    said = " ".join(texts[0].split())
    assert f"Saved as {kopie} (4 entries). echt.jass stays as it was." in said
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert after.controller.session.path == kopie and "kopie.jass" in after.windowTitle()


def test_save_as_of_a_kept_match_names_it_and_may_leave_it_closed(window, qtbot, settings,
                                                                 autosaves, tmp_path,
                                                                 real_dialogs):
    window.start(new_match("punktetafel", ["Ruedi", "Vreni"]))
    write(window, 7)
    auto = window.controller.session.autosave
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    die(window)
    after = MainWindow(settings)
    qtbot.addWidget(after)
    dialog = app_module.offer_recovery(after)
    offered = []

    def name_it(file_dialog):
        field = file_name_field(file_dialog)
        offered.append(field.text())
        field.selectAll()
        type_text(qtbot, "heute")
        enter(qtbot)

    real_dialogs.when(QFileDialog, name_it)
    texts = []
    answer(qtbot, real_dialogs, Qt.Key.Key_Escape, texts)  # not now
    qtbot.mouseClick(row_button(dialog, auto, "saveAs"), Qt.MouseButton.LeftButton)
    real_dialogs.check()
    heute = tmp_path / "heute.jass"
    assert offered and offered[0].startswith("Punktetafel") and offered[0].endswith(".jass")
    assert len(matchfile.load(heute).entries) == 1 and not auto.exists()
    said = " ".join(texts[0].split())
    assert f"Saved as {heute} (1 entry)." in said
    assert "The unsaved copy in Jasstafel's data folder is deleted." in said
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert after.controller.session is None  # not opened: the Schreiber said not now
    assert after.recent_files()[0] == str(heute)


def test_unsaved_matches_say_whose_copy_a_rescue_copy_is(window, qtbot, echt, autosaves,
                                                         real_dialogs):
    assert window.open_file(echt)
    echt.chmod(0o444)
    answer(qtbot, real_dialogs, Qt.Key.Key_Return, [])
    write(window, 40)
    real_dialogs.check()
    window.start(new_match("punktetafel", ["Anna", "Beat"]))
    window.unsaved_action.trigger()
    dialog = window.recovery
    qtbot.waitUntil(dialog.isVisible)
    intro = dialog.findChildren(QLabel)[0].text()
    assert "no name" not in intro
    assert intro.startswith("This is the copy of echt.jass with every entry: the file could "
                            "not take the last ones.")
    dialog.reject()
    echt.chmod(0o644)
