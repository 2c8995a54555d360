"""Esc (or *Cancel correction*/*Cancel insertion*) with something changed in a correction or
an insertion asks before the typing goes. A keyboard trial's Pandur: End, Enter on deal 3,
130 typed over the bid, Esc: the correction closed without a word, the 130 was gone and
Undo did not bring it back. New match asks before dropping typing; this did not.

Now the same question as the dialogs' (*Discard* / *Go on typing*, Enter and Esc keep the
typing); a correction or insertion with nothing changed closes at once, as before. Every
variant, from the form's Esc, the history's Esc and the banner's button."""

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from .keyboard import click, open_file, press, settle, type_text
from .test_correction_status_said import choose_row

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
VARIANTS = ["schieber-freier-jass", "coiffeur-jassverein", "molotow", "handjass-standard",
            "fahnder", "pandur", "differenzler", "guggitaler", "punktetafel"]
#: correcting in every variant, inserting in all but the Guggitaler (its games follow one
#: another: there is no room for an entry between them)
BEGUN = [(example, insert) for example in VARIANTS for insert in (False, True)
         if not (insert and example == "guggitaler")]
BEGUN_IDS = [f"{example}-{'insert' if insert else 'correct'}" for example, insert in BEGUN]


def opened(qtbot, window, tmp_path, example):
    data = json.loads((EXAMPLES / f"{example}.jass").read_text())
    data["entries"] = data["entries"][:4]  # a match still being played
    path = tmp_path / f"{example}.jass"
    path.write_text(json.dumps(data))
    panel, _board = open_file(qtbot, window, path)
    return panel


def begin(qtbot, window, panel, insert):
    """Entry 2 corrected (Enter on its row in the history) or a new entry before it."""
    choose_row(qtbot, window, 1)
    if insert:
        click(qtbot, window.history.insert_button)
    else:
        window.history.list.setFocus()
        press(qtbot, Qt.Key.Key_Return)
    settle()
    assert panel.correcting == 1 and panel.inserting == insert


def a_field(panel):
    """The form's first number field that takes typing."""
    return next(w for w in panel.form_widget.findChildren(QLineEdit)
                if w.isVisibleTo(panel) and w.isEnabled() and not w.isReadOnly())


def type_into_form(qtbot, panel):
    """A click into the form's first field, its text chosen, 7 typed over it."""
    field = a_field(panel)
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is field)
    field.selectAll()
    type_text(qtbot, "7")
    assert field.text() == "7"
    return field


def leave(qtbot, window, panel, way):
    if way == "form":
        press(qtbot, Qt.Key.Key_Escape)
    elif way == "history":
        window.history.list.setFocus()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is window.history.list)
        press(qtbot, Qt.Key.Key_Escape)
    else:
        click(qtbot, panel.cancel_button)
    settle()


@pytest.mark.parametrize(("example", "insert"), BEGUN, ids=BEGUN_IDS)
def test_esc_asks_before_the_typing_goes(window, qtbot, dialogs, tmp_path, example, insert):
    panel = opened(qtbot, window, tmp_path, example)
    begin(qtbot, window, panel, insert)
    field = type_into_form(qtbot, panel)

    dialogs.choice = "cancel"  # Go on typing: the correction stays, with the 7
    leave(qtbot, window, panel, "form")
    assert len(dialogs.shown) == 1
    title, text = dialogs.shown[0]
    assert "entry 2" in title and "Discard" in title, title
    assert "7" in text, text
    assert panel.correcting == 1 and panel.inserting == insert
    assert field.text() == "7"

    for way in ("history", "button"):
        leave(qtbot, window, panel, way)
        assert len(dialogs.shown) == 1 + ("history", "button").index(way) + 1
        assert panel.correcting == 1 and field.text() == "7"

    dialogs.choice = "discard"
    leave(qtbot, window, panel, "form")
    assert panel.correcting is None
    assert len(dialogs.shown) == 4


@pytest.mark.parametrize("way", ["form", "history", "button"])
@pytest.mark.parametrize(("example", "insert"), BEGUN, ids=BEGUN_IDS)
def test_nothing_changed_closes_at_once(window, qtbot, dialogs, tmp_path, example, insert,
                                        way):
    panel = opened(qtbot, window, tmp_path, example)
    begin(qtbot, window, panel, insert)
    if way == "form":
        qtbot.waitUntil(lambda: panel.isAncestorOf(QApplication.focusWidget()))
    leave(qtbot, window, panel, way)
    assert panel.correcting is None
    assert dialogs.shown == []
