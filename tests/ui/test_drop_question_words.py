"""The question before Esc drops what was typed in a dialog says what *will* be lost. A
Romand trial's Esc in *Nouvelle partie* asked "Ce qui est saisi dans cette fenêtre est
perdu.", which reads as lost already, before the answer; French says it in the future
("… sera perdu"), as the German "geht verloren" and the English "is dropped" say what the
answer *Discard* does.

The dialogs are opened with their keys, a name typed, and left with Esc, as the trial did;
the question is answered by the window tests' stand-in (tests/ui/conftest.py)."""

import pytest

from .conftest import window_in
from .keyboard import in_next_dialog, key, open_match, shortcut, type_
from .test_names_dialog import in_names_dialog

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NEW_MATCH = {
    "fr": "Ce qui est saisi dans cette fenêtre sera perdu.",
    "de": "Was in diesem Fenster eingegeben ist, geht verloren.",
    "en": "What is typed in this dialog is dropped.",
}
NAMES = {
    "fr": "Les noms et détails saisis dans cette fenêtre seront perdus\u00a0; la partie garde "
          "les siens.",
    "de": "Die in diesem Fenster getippten Namen und Angaben gehen verloren; die Partie behält "
          "ihre eigenen.",
    "en": "The names and details typed in this dialog are dropped; the match keeps its own.",
}


@pytest.fixture
def window_at(qapp, qtbot, settings, autosaves, request):
    """The window in the language the test names (English: the catalog-less window)."""
    if request.param == "en":
        yield request.getfixturevalue("window")
    else:
        yield from window_in(request.param, qapp, qtbot, settings)


def asked(dialogs):
    (_title, text), = dialogs.shown
    dialogs.shown.clear()
    return text


@pytest.mark.parametrize("window_at", ["fr", "de", "en"], indirect=True)
def test_esc_in_new_match_asks_what_will_be_lost(window_at, qtbot, dialogs, request):
    language = request.node.callspec.params["window_at"]

    def name_then_esc(_dialog):
        type_(qtbot, "Claire")  # over the first seat's name, where the cursor is
        key(qtbot, "Escape")

    errors = in_next_dialog(qtbot, name_then_esc)
    shortcut(qtbot, "Ctrl+N")
    qtbot.waitUntil(lambda: bool(dialogs.shown))
    assert not errors, errors
    assert asked(dialogs) == NEW_MATCH[language]


@pytest.mark.parametrize("window_at", ["fr", "de", "en"], indirect=True)
def test_esc_in_names_and_details_asks_what_will_be_lost(window_at, qtbot, dialogs, request):
    from jasstafel.core.matchfile import new_match

    language = request.node.callspec.params["window_at"]
    open_match(qtbot, window_at, new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))

    def name_then_esc(_dialog):
        type_(qtbot, "Claire")
        key(qtbot, "Escape")

    in_names_dialog(qtbot, name_then_esc)
    assert asked(dialogs) == NAMES[language]
