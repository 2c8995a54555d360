"""A file that is no match file is refused as a person says why, in the window's language.

A trial (English) opened a 50 MB file and another program's JSON (a package.json renamed
.jass): the refusals said "… (52428800 bytes; at most 16777216)" and "the field format is
missing (expected 'jasstafel-match')", a program's words. The sizes are said in MB, the
foreign file as what it is; the reason stays exact. Through File → Open with the real file
dialog, in English, German and French, and by ``jasstafel score`` for the same files.
"""

import html
import json

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from jasstafel.cli import main

from .conftest import window_in
from .keyboard import ctrl, enter, type_text
from .real_dialogs import real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

LANGUAGES = ("en", "de", "fr")
#: what the window's box says of each file ({path}: the file), per language
WINDOW = {
    "large": ("{path} is 50 MB; a match file is at most 16 MB",
              "{path} ist 50 MB gross; eine Partiedatei darf höchstens 16 MB gross sein",
              "{path} fait 50 Mo\u00a0; un fichier de partie fait au plus 16 Mo"),
    "foreign": ("{path} cannot be opened:\nNot a Jasstafel match file (it has no 'format')",
                "{path} kann nicht geöffnet werden:\n"
                "Keine Jasstafel-Partiedatei (die Datei hat kein «format»)",
                "{path} ne peut pas être ouvert\u00a0:\n"
                "Pas un fichier de partie Jasstafel (il n’a pas de «\u00a0format\u00a0»)"),
}
#: what ``jasstafel score`` says after "error: ", per language (a terminal's French spaces
#: are plain ones)
COMMAND = {
    "large": ("{path} is 50 MB; a match file is at most 16 MB",
              "{path} ist 50 MB gross; eine Partiedatei darf höchstens 16 MB gross sein",
              "{path} fait 50 Mo ; un fichier de partie fait au plus 16 Mo"),
    "foreign": ("{path}: not a Jasstafel match file (it has no 'format')",
                "{path}: keine Jasstafel-Partiedatei (die Datei hat kein «format»)",
                "{path} : pas un fichier de partie Jasstafel (il n’a pas de « format »)"),
    # whole MB would say 16 beside the limit's 16: a decimal, with the language's mark
    "a little large": ("{path} is 16.4 MB; a match file is at most 16 MB",
                       "{path} ist 16.4 MB gross; eine Partiedatei darf höchstens 16 MB gross "
                       "sein",
                       "{path} fait 16,4 Mo ; un fichier de partie fait au plus 16 Mo"),
}


def made(tmp_path, kind):
    """The trial's files: 50 MB of nothing, and another program's JSON (and 16.4 MB)."""
    path = tmp_path / f"{kind.replace(' ', '-')}.jass"
    sizes = {"large": 50 * 1024 * 1024, "a little large": int(16.4 * 1024 * 1024)}
    if kind in sizes:
        with open(path, "wb") as f:  # sparse: large on paper, nothing on disk
            f.truncate(sizes[kind])
    else:
        path.write_text(json.dumps({"name": "my-app", "version": "1.0.0",
                                    "dependencies": {"left-pad": "^1.3.0"}}, indent=2))
    return path


@pytest.fixture(params=LANGUAGES)
def spoken(request, qapp, qtbot, settings, autosaves):
    """The window in the language of the test's parameter (English: as it starts)."""
    if request.param == "en":
        yield request.getfixturevalue("window")
    else:
        yield from window_in(request.param, qapp, qtbot, settings)


def shown(box):
    text = box.text().removeprefix("<qt>").removesuffix("</qt>").replace("<br>", "\n")
    return html.unescape(text)


@pytest.mark.parametrize("kind", sorted(WINDOW))
def test_file_open_says_why_as_a_person_does(spoken, qtbot, tmp_path, settings, real_dialogs,
                                             kind, request):
    language = request.node.callspec.params["spoken"]
    path = made(tmp_path, kind)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])  # the dialog's folder
    said = []

    def open_it(_dialog):
        real_dialogs.when(QMessageBox, lambda box: (said.append(shown(box)), enter(qtbot)))
        type_text(qtbot, path.name)
        enter(qtbot)

    real_dialogs.when(QFileDialog, open_it)
    ctrl(qtbot, "o")
    real_dialogs.check()
    expected = WINDOW[kind][LANGUAGES.index(language)].format(path=path)
    assert said == [expected], said
    assert spoken.controller.session is None  # nothing opened


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(COMMAND))
def test_score_says_why_as_a_person_does(capsys, tmp_path, kind, language):
    path = made(tmp_path, kind)
    code = main(["score", str(path), "--lang", language])
    _out, err = capsys.readouterr()
    assert code == 2
    assert err.strip().endswith(COMMAND[kind][LANGUAGES.index(language)].format(path=path)), err
    assert "bytes" not in err and "Bytes" not in err and "octets" not in err
