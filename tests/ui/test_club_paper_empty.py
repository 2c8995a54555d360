"""The paper-result dialog starts empty and refuses a field left empty (a Romand club
secretary's trial: its spin boxes read 0 from the start, a forgotten Molotow player was
stored with 0 points and won the evening; Pandur ranks were pre-filled 1, 2, 3, 4).

An empty field is not 0: nothing is recorded, the refusal names the player and the field,
the dialog stays open with what was typed. A correction shows the figures recorded (those
were typed)."""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from jasstafel.club.draw import VARIANT_TABLES
from jasstafel.ui.club.results import PAPER_FIELDS, PaperResultDialog
from jasstafel.ui.widgets.numberfield import NumberField

from . import keyboard as kb

NAMES = ("Anna Muster", "Beat Keller", "Cla Caduff", "Dora Meier")


@pytest.fixture
def cw(window, club_path, dialogs):
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = window.club.show_window()
    assert club_window is not None
    dialogs.shown.clear()
    dialogs.answer = QMessageBox.StandardButton.Discard
    return club_window


def evening_drawn(cw, variant, preset=None):
    """Four members at one table of an evening of one Passe: its page, the table chosen."""
    ids = [cw.club.add_member(name).id for name in NAMES]
    evening = cw.club.new_evening("2026-05-08", variant, preset=preset, passen=1)
    cw.club.draw(evening.id, ids, rng=random.Random(1))
    cw.refresh()
    cw.evenings.choose(evening.id)
    page = cw.evenings.page
    assert page.select(1, 1)
    return evening, page


def open_dialog(qtbot, button, kind=PaperResultDialog):
    """The dialog (a *kind*) as the Schreiber opens it: the button clicked, the cursor in a
    field."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    shown = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, kind) and w.isVisible()]
    assert len(shown) == 1
    dialog = shown[0]
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and dialog.isAncestorOf(QApplication.focusWidget()))
    return dialog


def press_ok(qtbot, dialog):
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)


def field(dialog, row, key):
    return dialog.findChild(NumberField, f"paper_{row}_{key}")


def type_over(qtbot, widget, text):
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)
    kb.select_all(qtbot)
    kb.type_text(qtbot, text)


@pytest.mark.parametrize("variant", sorted(VARIANT_TABLES))
def test_every_field_starts_empty_and_an_empty_one_is_refused(cw, qtbot, variant):
    evening, page = evening_drawn(cw, variant)
    dialog = open_dialog(qtbot, page.paper_button)
    keys = [key for key, _ in PAPER_FIELDS[variant]]
    rows = len(dialog.groups)
    fields = [field(dialog, r, key) for r in range(rows) for key in keys]
    assert all(f is not None for f in fields), "every figure is a number field"
    assert [f.text() for f in fields] == [""] * len(fields)  # nothing nobody typed
    # every field typed but the last row's first one (a figure 0 would be a real one)
    forgotten = field(dialog, rows - 1, keys[0])
    for f in fields:
        if f is not forgotten:
            type_over(qtbot, f, "1")
    press_ok(qtbot, dialog)
    assert dialog.isVisible()
    who = " & ".join(m.name for m in dialog.groups[-1])
    title = dict(PAPER_FIELDS[variant])[keys[0]]
    said = dialog.error.text()
    assert who in said and title.casefold() in said.casefold(), said
    assert "empty" in said, said
    assert cw.club.results(evening.id) == []
    assert [f.text() for f in fields if f is not forgotten] == ["1"] * (len(fields) - 1)
    assert QApplication.focusWidget() is forgotten  # the cursor where the figure is missing


def test_a_forgotten_molotow_player_is_not_recorded_with_0(cw, qtbot):
    """The trial's evening: A-L 400, Zoé 300, François 556, Émile forgotten. Refused; his
    476 typed, recorded. 0 typed is a figure like any other."""
    evening, page = evening_drawn(cw, "molotow")
    dialog = open_dialog(qtbot, page.paper_button)
    for row, points in ((0, "400"), (1, "300"), (2, "556")):
        type_over(qtbot, field(dialog, row, "points"), points)
    kb.enter(qtbot)
    assert dialog.isVisible()
    forgotten = dialog.groups[3][0].name
    assert dialog.error.text() == (
        f"Points for {forgotten}: the field is empty; type the figure from the sheet (an "
        "empty field is not 0)")
    assert cw.club.results(evening.id) == []
    kb.type_text(qtbot, "0")  # the cursor is in his field
    kb.enter(qtbot)
    assert not dialog.isVisible(), dialog.error.text()
    stored = {r.member: r.points for r in cw.club.results(evening.id)}
    assert sorted(stored.values()) == [0, 300, 400, 556]


def test_pandur_ranks_are_not_guessed(cw, qtbot):
    evening, page = evening_drawn(cw, "pandur")
    dialog = open_dialog(qtbot, page.paper_button)
    for row, points in enumerate((16, 15, 9, 15)):
        type_over(qtbot, field(dialog, row, "points"), str(points))
    assert [field(dialog, r, "rank").text() for r in range(4)] == [""] * 4
    press_ok(qtbot, dialog)
    assert dialog.isVisible()
    assert dialog.error.text().startswith(f"Rank at the table for {dialog.groups[0][0].name}: "
                                          "the field is empty")
    assert cw.club.results(evening.id) == []


def test_a_correction_shows_the_recorded_figures_and_refuses_one_cleared(cw, qtbot):
    evening, page = evening_drawn(cw, "schieber", "turnier")
    dialog = open_dialog(qtbot, page.paper_button)
    rounds = evening.settings["rounds"]
    a_points, b_points = 1000, rounds * 157 - 1000
    for row, points, matches in ((0, a_points, 2), (1, b_points, 0)):
        type_over(qtbot, field(dialog, row, "points"), str(points))
        type_over(qtbot, field(dialog, row, "matches"), str(matches))
    press_ok(qtbot, dialog)
    assert not dialog.isVisible(), dialog.error.text()
    assert page.select(1, 1)
    correct = open_dialog(qtbot, page.correct_button)
    shown = [(field(correct, r, "points").text(), field(correct, r, "matches").text())
             for r in range(2)]
    assert shown == [(str(a_points), "2"), (str(b_points), "0")]
    before = cw.club.results(evening.id)
    type_over(qtbot, field(correct, 1, "matches"), "")
    kb.press(qtbot, Qt.Key.Key_Delete)
    press_ok(qtbot, correct)
    assert correct.isVisible()
    assert correct.error.text().startswith("Matches for Team B")
    assert cw.club.results(evening.id) == before
