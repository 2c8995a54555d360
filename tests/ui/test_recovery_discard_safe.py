"""The recovery after a crash, as a German trial found it (Rahel, ``LANG=de_CH.UTF-8``).

*Verwerfen* on a crashed Pandur (entries and a half-typed deal) asked "Pandur mit Rahel, Beat,
Corina und Duri: 6 Einträge. Sie wird gelöscht." with **Ja** as the default: one Enter deleted
the autosave and the half deal, with no undo; and "Pandur mit …" read like the bid *Pandur
mit*. After a crash of a named Coiffeur, the button *Später (Datei → Ungespeicherte
Partien…)* pointed to a menu item that was greyed; *Zuletzt geöffnet* had it.

Every step is the Schreiber's: the next start's offer (``app.offer_recovery``, the real
RecoveryDialog), clicks on its buttons, Enter in Qt's own message box, the menus opened with
Alt and their letters.
"""

import json
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QPushButton

from jasstafel.core import matchfile
from jasstafel.ui.crashdraft import digest, waiting

from .keyboard import ALT, press, settle
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_crash_draft import example, start_again, typed_then_crash
from .test_draft_kept import DRAFTS, EXAMPLES

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")


def crashed_pandur(qtbot, window, tmp_path):
    """A new (unnamed) Pandur of four, three deals written, a deal half typed, the crash."""
    name, kept, keys = DRAFTS["pandur"]
    doc = json.loads((EXAMPLES / f"{name}.jass").read_text(encoding="utf-8"))
    doc["entries"] = doc["entries"][:kept]
    path = tmp_path / "pandur.jass"
    path.write_text(json.dumps(doc), encoding="utf-8")
    window.start(matchfile.load(path))
    qtbot.waitUntil(lambda: window.panel is not None)
    auto = window.controller.session.autosave
    typed_then_crash(qtbot, window, keys)
    return auto, matchfile.load(path).rules.doc.players


def enter_in_the_box(qtbot, real_dialogs, texts):
    """Enter where the cursor is in the next message box, as a person presses it."""
    def act(box):
        texts.append(box.text())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    real_dialogs.when(QMessageBox, act)


@pytest.mark.parametrize(("language", "words"), [
    ("en", ("Pandur ({0}, {1}, {2} and {3}), 3 entries and the round being typed: "
            "this match is deleted", "Pandur with")),
    ("de", ("Pandur ({0}, {1}, {2} und {3}), 3 Einträge und die angefangene Runde: "
            "Diese Partie wird", "Pandur mit")),
])
def test_enter_on_discard_keeps_the_crashed_match_and_its_half_round(
        request, qtbot, settings, tmp_path, autosaves, real_dialogs, language, words):
    window = request.getfixturevalue({"en": "window", "de": "german_window"}[language])
    auto, players = crashed_pandur(qtbot, window, tmp_path)
    _after, dialog = start_again(qtbot, settings)
    texts = []
    enter_in_the_box(qtbot, real_dialogs, texts)
    qtbot.mouseClick(dialog.rows[auto].findChild(QPushButton, "discard"),
                     Qt.MouseButton.LeftButton)
    real_dialogs.check()
    # Enter said No: the match, its row and its half deal are all still there
    assert auto.exists() and auto in dialog.rows and dialog.isVisible()
    assert waiting(autosaves, auto, digest(matchfile.load(auto)))
    said, misread = words
    text = " ".join(texts[0].split())
    assert said.format(*players) in text
    assert misread not in text  # not the bid "Pandur mit"
    dialog.reject()


def test_enter_on_discard_of_a_kept_match_keeps_it(window, qtbot, settings, tmp_path,
                                                   real_dialogs):
    """The same question from File → Unsaved matches… (no crash): Enter says No."""
    auto, _players = crashed_pandur(qtbot, window, tmp_path)
    after, dialog = start_again(qtbot, settings)
    dialog.reject()  # Later
    after.activateWindow()
    qtbot.waitUntil(after.isActiveWindow)
    after.unsaved_action.trigger()
    dialog = after.recovery
    qtbot.waitUntil(dialog.isVisible)
    texts = []
    enter_in_the_box(qtbot, real_dialogs, texts)
    qtbot.mouseClick(dialog.rows[auto].findChild(QPushButton, "discard"),
                     Qt.MouseButton.LeftButton)
    real_dialogs.check()
    assert auto.exists() and auto in dialog.rows
    dialog.reject()


def menu_path(button_text):
    """The menu and item a button's "(File → Open recent)" names."""
    inside = re.search(r"\((.*)\)", button_text.replace("&", "")).group(1)
    return [part.strip() for part in inside.split("→")]


def open_menu_item(qtbot, window, menu_title, item_text):
    """Alt and the menu's letter, then the item's letter: what the item opens (a submenu's
    popup, or the item triggered)."""
    menu = next(a for a in window.menuBar().actions() if a.text().replace("&", "") == menu_title)
    press(qtbot, menu.text()[menu.text().index("&") + 1], ALT)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is menu.menu())
    item = next(a for a in menu.menu().actions() if a.text().replace("&", "") == item_text)
    assert item.isEnabled(), f"{item_text} is greyed"
    press(qtbot, item.text()[item.text().index("&") + 1])
    return item


@pytest.mark.parametrize("language", ["en", "de"])
def test_later_names_where_a_crashed_named_match_truly_waits(request, qtbot, settings,
                                                             tmp_path, language):
    window = request.getfixturevalue({"en": "window", "de": "german_window"}[language])
    path, keys = example(tmp_path, "coiffeur")
    assert window.open_file(path)
    qtbot.waitUntil(lambda: window.panel is not None)
    typed_then_crash(qtbot, window, keys)
    settings.setValue("recent/files", [])  # forgotten since: the button's place has it still
    after, dialog = start_again(qtbot, settings)
    later = dialog.findChild(QPushButton, "recoveryLater")
    menu_title, item_text = menu_path(later.text())
    qtbot.mouseClick(later, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    after.activateWindow()
    qtbot.waitUntil(after.isActiveWindow)
    item = open_menu_item(qtbot, after, menu_title, item_text)
    submenu: QMenu = item.menu()
    assert submenu is not None  # Open recent: the crashed file in it
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is submenu)
    files = [a.text() for a in submenu.actions()]
    assert files[0] == str(path.resolve())
    if submenu.activeAction() is None:
        press(qtbot, Qt.Key.Key_Down)
    assert submenu.activeAction() is submenu.actions()[0]
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: after.controller.session is not None
                    and after.controller.session.path.resolve() == path.resolve())
    settle()
    assert after.panel.preview_line.text() == BACK[language]  # with its half round


BACK = {"en": "The round being typed is back (typed before the crash).",
        "de": "Die angefangene Runde ist wieder da (vor dem Absturz getippt)."}
