"""A file's name that holds a right-to-left override (U+202E) or another control character
is shown escaped in the window, as the terminal shows it (`\\u202enothere.jass`): a trial's
`$'\\u202egnp.jass'` made the title read "… · ssaj.png" (a match file that looked like a
picture), and `$'/nonexist/\\e[31mX\\u202eY.jass'` turned the box's own sentence backwards
("…:denepo eb tonnac ssaj.Y"). The window's title and its boxes say such names as
`\\u202egnp.jass`, `\\x1b[31mX\\u202eY.jass`: nothing can turn the text around."""

import html
import shutil

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from .keyboard import ctrl, enter, paste
from .real_dialogs import real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

RLO, ESC = "\u202e", "\x1b"


def shown(box):
    text = box.text().removeprefix("<qt>").removesuffix("</qt>").replace("<br>", "\n")
    return html.unescape(text)


def typed(qtbot, name, then=None):
    """In the file dialog: *name* pasted where the cursor is (no key types U+202E), Enter."""
    def act(dialog):
        if then is not None:
            then()
        paste(qtbot, name)
        enter(qtbot)
    return act


def test_the_title_escapes_an_override_in_the_file_name(window, qtbot, tmp_path, settings,
                                                        real_dialogs):
    path = tmp_path / f"{RLO}gnp.jass"
    shutil.copyfile("docs/examples/schieber-freier-jass.jass", path)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    real_dialogs.when(QFileDialog, typed(qtbot, path.name))
    ctrl(qtbot, "o")
    real_dialogs.check()
    assert window.controller.session.path == path
    title = window.windowTitle()
    assert title.endswith(" · \\u202egnp.jass"), title
    assert RLO not in title


def test_a_box_escapes_the_file_name_and_keeps_its_own_sentence(window, qtbot, tmp_path,
                                                                settings, real_dialogs):
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    name = f"{ESC}[31mX{RLO}Y.jass"
    said = []

    # the name as a crash or another program left it in the recent list (File → Open recent)
    missing = tmp_path / name
    settings.setValue("recent/files", [str(missing)])
    window.recent_menu.aboutToShow.emit()
    (action,) = [a for a in window.recent_menu.actions() if a.isEnabled()]
    assert RLO not in action.text() and ESC not in action.text()
    real_dialogs.when(QMessageBox, lambda box: (said.append(shown(box)), enter(qtbot)))
    action.trigger()
    real_dialogs.check()
    escaped = str(tmp_path) + "/\\x1b[31mX\\u202eY.jass"
    assert said == [f"Cannot read {escaped}: no such file or folder"]  # the path said once
