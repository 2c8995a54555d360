"""A club dialog's refusal takes room kept for it: nothing in the dialog moves.

An English trial (1366×768): the paper result of a Schieber Turnier table, A 1000 / Matches 1,
B 900 / Matches 0, Enter: the refusal ("… 1000 + 900 = 1900 is not possible") was right, but
the dialog grew by 34 px and Record and Cancel moved down from under the mouse. Every club
dialog keeps the room of a refusal's lines from the start, as the main window's forms do
(ui/widgets/entrypanel.py), where the screen has the height: the refusal takes it, and the
fields and buttons stay where they were."""

import random

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from jasstafel.ui.club.common import ClubDialog
from jasstafel.ui.widgets.numberfield import NumberField

from . import keyboard as kb
from .test_club_paper_empty import open_dialog
from .test_club_window import cw  # noqa: F401

NAMES = ("Anna Muster", "Beat Keller", "Cla Caduff", "Dora Meier")


def shown_dialog(qtbot, button):
    """The dialog *button* opens, as the organiser opens it: a click, the cursor in it."""
    return open_dialog(qtbot, button, ClubDialog)


def places(dialog):
    """Where every widget of the dialog is (in the dialog), and the dialog's size."""
    QApplication.processEvents()
    seen = {"size": (dialog.width(), dialog.height())}
    for widget in dialog.findChildren(QWidget):
        if widget is dialog.error or not widget.isVisible() or widget.window() is not dialog:
            continue
        top = widget.mapTo(dialog, QPoint(0, 0))
        seen[widget] = (top.x(), top.y(), widget.width(), widget.height())
    return seen


def said_whole(dialog):
    """The refusal is shown, every line of it in view."""
    assert dialog.error.isVisible()
    label = dialog.error
    return label.height() >= label.heightForWidth(label.width())


def assert_nothing_moved(before, after, dialog, path):
    dialog.grab().save(str(path))
    moved = {w.objectName() or type(w).__name__: (before[w], after.get(w))
             for w in before if w != "size" and after.get(w) != before[w]}
    assert after["size"] == before["size"] and not moved, (before["size"], after["size"],
                                                           moved)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.visibleRegion().boundingRect() == ok.rect()


def evening_page(cw, variant="schieber", preset="turnier"):  # noqa: F811
    ids = [cw.club.add_member(name).id for name in NAMES]
    evening = cw.club.new_evening("2026-05-08", variant, preset=preset, passen=1)
    cw.club.draw(evening.id, ids, rng=random.Random(1))
    cw.refresh()
    cw.tabs.setCurrentWidget(cw.evenings)
    cw.evenings.choose(evening.id)
    return evening, cw.evenings.page


def test_the_paper_result_refusal_moves_no_button(cw, qtbot, tmp_path):  # noqa: F811
    """The trial's table: 12 rounds of 157 are 1884 points, 1000 + 900 is refused."""
    evening, page = evening_page(cw)
    assert page.select(1, 1)
    dialog = shown_dialog(qtbot, page.paper_button)
    before = places(dialog)
    for name, text in (("paper_0_points", "1000"), ("paper_0_matches", "1"),
                       ("paper_1_points", "900"), ("paper_1_matches", "0")):
        field = dialog.findChild(NumberField, name)
        field.setFocus()
        qtbot.waitUntil(field.hasFocus)
        kb.select_all(qtbot)
        kb.type_text(qtbot, text)
    before = places(dialog)  # typing moves nothing either
    kb.enter(qtbot)
    assert dialog.isVisible() and "1000 + 900 = 1900 is not possible" in dialog.error.text()
    assert said_whole(dialog)
    assert_nothing_moved(before, places(dialog), dialog, tmp_path / "paper.png")
    assert cw.club.results(evening.id) == []


def test_the_add_member_refusal_moves_no_button(cw, qtbot, tmp_path):  # noqa: F811
    cw.tabs.setCurrentWidget(cw.members)
    dialog = shown_dialog(qtbot, cw.members.add_button)
    before = places(dialog)
    kb.type_text(qtbot, "1234")  # a name cannot be a number
    kb.enter(qtbot)
    assert dialog.isVisible() and dialog.error.text()
    assert said_whole(dialog)
    assert_nothing_moved(before, places(dialog), dialog, tmp_path / "member.png")


@pytest.mark.parametrize("which", ["new", "edit"])
def test_the_evening_dialogs_refusal_moves_nothing(cw, qtbot, tmp_path, which):  # noqa: F811
    if which == "new":
        cw.tabs.setCurrentWidget(cw.evenings)
        button = cw.evenings.new_button
    else:
        evening_page(cw)
        button = cw.evenings.page.edit_button
    dialog = shown_dialog(qtbot, button)
    before = places(dialog)
    dialog.date.edit.setFocus()
    qtbot.waitUntil(dialog.date.edit.hasFocus)
    kb.select_all(qtbot)
    kb.type_text(qtbot, "31.02.2026")
    kb.enter(qtbot)
    assert dialog.isVisible() and dialog.error.text().startswith("Date: 31.02.2026")
    assert said_whole(dialog)
    assert_nothing_moved(before, places(dialog), dialog, tmp_path / f"{which}.png")


def test_the_draw_refusal_moves_nothing(cw, qtbot, tmp_path):  # noqa: F811
    evening_page(cw)
    dialog = shown_dialog(qtbot, cw.evenings.page.draw_button)
    before = places(dialog)
    dialog.guest_name.setFocus()
    qtbot.waitUntil(dialog.guest_name.hasFocus)
    kb.type_text(qtbot, NAMES[0])  # on the list already
    before = places(dialog)
    kb.enter(qtbot)
    assert dialog.isVisible() and dialog.error.text() == f"{NAMES[0]} is on the list already."
    assert said_whole(dialog)
    assert_nothing_moved(before, places(dialog), dialog, tmp_path / "draw.png")


def test_a_longer_refusal_grows_the_dialog_by_what_it_lacks(cw, qtbot, tmp_path):  # noqa: F811
    """A refusal of more lines than the room kept: the dialog grows by the lines it lacks,
    the fields keep their size (the list of who is here not squeezed), the refusal is said
    whole and the buttons stay in view."""
    evening_page(cw)
    dialog = shown_dialog(qtbot, cw.evenings.page.draw_button)
    guest = " ".join(["Maria-Theresia von Hohenzollern-Sigmaringen"] * 4)
    dialog.guest_name.setFocus()
    qtbot.waitUntil(dialog.guest_name.hasFocus)
    kb.type_text(qtbot, guest)
    kb.enter(qtbot)  # the guest added
    assert not dialog.error.isVisible() and dialog.guest_name.text() == ""
    kb.type_text(qtbot, guest)
    before = places(dialog)
    kept = dialog.error_room.height()
    kb.enter(qtbot)
    assert dialog.error.text() == f"{guest} is on the list already."
    after = places(dialog)
    dialog.grab().save(str(tmp_path / "long.png"))
    line = dialog.error.fontMetrics().lineSpacing()
    assert dialog.error.height() >= 4 * line  # more than the two lines kept
    assert after["size"][1] - before["size"][1] == dialog.error.height() - kept
    assert said_whole(dialog)
    for widget in (dialog.list, dialog.guest_name, dialog.summary):
        assert after[widget] == before[widget]
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.visibleRegion().boundingRect() == ok.rect()
