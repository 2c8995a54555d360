"""Invisible characters in a name, as a distrustful tester typed them (English window).

1. In New match (Ctrl+N) seat 2 typed ``Be\\u200bat`` (a zero-width space) while seat 3 was
   "Beat": the match began, the board showed "Tom & Beat" against "Beat & Dora"; *Names and
   details…* (Ctrl+Shift+N) saved it to the file. A right-to-left override was refused.
   Now every invisible format character is refused by its code and place, in both dialogs.
2. In *Names and details…* seat 1 typed ``Tom\\u202e321``: until *Change* refused it, team
   A's grey placeholder read "TomtaeB & 123" (the override ran on into " & Beat"). Now each
   name in a placeholder is isolated: what is typed reorders nothing after it.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .keyboard import (
    clear_field,
    enter,
    focused,
    in_next_dialog,
    open_match,
    shortcut,
    tab,
    type_,
)
from .test_names_dialog import in_names_dialog

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

ZWSP = "\u200b"
RLO = "\u202e"
SAID = ("Player 2: an invisible character (U+200B) at character 3: a name holds only what can "
        "be seen")


def test_new_match_refuses_a_zero_width_space_in_a_name(window, qtbot, settings):
    """The tester's seat 2, "Be\\u200bat", with seat 3 "Beat": refused, the dialog open
    with the typing, the cursor in seat 2's field; no match began."""
    settings.setValue("new/variant", "schieber")
    seen = {}

    def refused(dialog):
        for name in ("Tom", f"Be{ZWSP}at", "Beat", "Dora"):
            type_(qtbot, name)
            tab(qtbot)
        enter(qtbot)
        seen.update(visible=dialog.isVisible(), said=dialog.error.text(),
                    field=dialog.name_edits.index(focused()) if focused() in dialog.name_edits
                    else None, kept=[e.text() for e in dialog.name_edits])
        dialog.done(0)

    errors = in_next_dialog(qtbot, refused)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors
    assert seen == {"visible": True, "said": SAID, "field": 1,
                    "kept": ["Tom", f"Be{ZWSP}at", "Beat", "Dora"]}
    assert window.controller.session is None  # no match began


def schieber():
    """The tester's table, the teams named after their players (their fields empty, the
    names grey in them)."""
    return new_match("schieber", ["Tom", "Anna", "Beat", "Dora"],
                     teams=[Team(name="Tom & Beat", players=[0, 2]),
                            Team(name="Anna & Dora", players=[1, 3])])


def test_names_and_details_refuses_a_zero_width_space_in_a_name(window, qtbot):
    """*Change* with "Be\\u200bat" beside "Beat": refused in the dialog, nothing saved."""
    open_match(qtbot, window, schieber())
    before = window.controller.match.document
    seen = {}

    def refused(dialog):
        tab(qtbot)
        clear_field(qtbot)
        type_(qtbot, f"Be{ZWSP}at")
        enter(qtbot)
        error = dialog.findChild(QLabel, "namesError")
        seen.update(visible=dialog.isVisible(), said=error.text(), shown=error.isVisible(),
                    field=focused().objectName(), kept=focused().text())
        dialog.done(0)

    in_names_dialog(qtbot, refused)
    assert seen == {"visible": True, "said": SAID, "shown": True, "field": "player1",
                    "kept": f"Be{ZWSP}at"}
    assert window.controller.match.document == before


def positions(edit):
    """Where each character of *edit*'s placeholder is drawn: the x of the cursor before
    it, laid out as the field lays out its text (its font, left to right)."""
    text = edit.placeholderText()
    layout = QTextLayout(text, edit.font())
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.LeftToRight)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(100_000)
    layout.endLayout()
    return text, [line.cursorToX(i)[0] for i in range(len(text) + 1)]


def reads_in_order(edit, name, after):
    """*edit*'s placeholder holds *name*, then *after* drawn left to right to its right,
    each letter after the one before it (the override ran into it: "TomtaeB & 123")."""
    text, xs = positions(edit)
    assert name in text and text.endswith(after), text
    start = len(text) - len(after)
    tail = xs[start:]
    assert tail == sorted(tail) and len(set(tail)) == len(tail), (text, xs)
    assert max(xs[:start]) <= tail[0], (text, xs)
    return text


def test_an_override_typed_in_names_and_details_turns_no_placeholder_around(window, qtbot,
                                                                            tmp_path):
    open_match(qtbot, window, schieber())
    seen = {}

    def typed(dialog):
        type_(qtbot, f"Tom{RLO}321")  # over seat 1, selected as the dialog opens
        seen["a"] = reads_in_order(dialog.team_edits[0], f"Tom{RLO}321", " & Beat")
        seen["b"] = dialog.team_edits[1].placeholderText()
        dialog.grab().save(str(tmp_path / "names-placeholder-names-dialog.png"))
        enter(qtbot)  # Change: refused, the override named
        seen["said"] = dialog.findChild(QLabel, "namesError").text()
        dialog.done(0)

    in_names_dialog(qtbot, typed)
    assert seen["b"] == "Anna & Dora"
    assert seen["said"] == ("Player 1: a control character (U+202E) at character 4: names "
                            "and texts are one line of plain text")


def test_an_override_typed_in_new_match_turns_no_placeholder_around(window, qtbot, settings,
                                                                      tmp_path):
    settings.setValue("new/variant", "schieber")
    seen = {}

    def typed(dialog):
        for name in (f"Tom{RLO}321", "Anna", "Beat", "Dora"):
            type_(qtbot, name)
            tab(qtbot)
        seen["a"] = reads_in_order(dialog.team_edits[0], f"Tom{RLO}321", " & Beat")
        seen["b"] = dialog.team_edits[1].placeholderText()
        dialog.grab().save(str(tmp_path / "names-placeholder-new-match.png"))
        dialog.done(0)

    errors = in_next_dialog(qtbot, typed)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors
    assert seen["b"] == "Anna & Dora"
