"""The club window opened as the tests of its evenings open it, and the steps its tests
repeat: a field typed over, OK clicked, an evening made, a tab or a table clicked, the seat
list's PDF, an evening with match files and those files chosen for *Import match files…*."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


def open_club_window(window, dialogs, seed: int = 7):
    """Club → Club window on a new club file (its creation answered Yes); a question
    later is answered Discard; the draw repeatable (*seed*)."""
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = window.club.show_window()
    assert club_window is not None
    dialogs.shown.clear()
    dialogs.answer = QMessageBox.StandardButton.Discard
    club_window.rng = random.Random(seed)
    return club_window


def type_into(qtbot, field, text):
    """The field's text replaced by *text*, typed (Ctrl+A first)."""
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, text)


def ok(dialog):
    """OK clicked; the dialog must have taken it."""
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()


def new_evening(cw, qtbot, members, variant, passen=1, title=None):
    """*members* (name, short name) added, the Evenings tab clicked, *New evening…* on
    3 December 2026 for *variant* and *passen* (titled *title*), OK: the evening."""
    from PySide6.QtCore import QDate
    from PySide6.QtWidgets import QApplication

    for name, short in members:
        cw.club.add_member(name, short)
    cw.refresh()
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(cw.evenings)).center())
    cw.evenings.new_button.click()
    dialog = QApplication.activeModalWidget()
    dialog.date.setDate(QDate(2026, 12, 3))
    if title is not None:
        type_into(qtbot, dialog.title, title)
    dialog.choose(variant)
    dialog.passen.setValue(passen)
    ok(dialog)
    return dialog.result_value


def open_tab(qtbot, cw, page):
    """The club window's tab of *page* clicked."""
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(page)).center())
    assert cw.tabs.currentWidget() is page


def click_table(qtbot, page, passe, table):
    """The evening page's line of Passe *passe*, table *table* clicked."""
    rect = page.tree.visualItemRect(page._table_item(passe, table))
    # in the part of the line in view: the list scrolls sideways where the ranking beside it
    # takes the room, and the middle of a long line is then beyond the list's edge
    viewport = page.tree.viewport()
    rect = rect.intersected(viewport.rect())
    assert not rect.isEmpty(), "the table's line is not in view"
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.selected() == (passe, table)


def seat_list_pdf(qtbot, page, real_dialogs, out):
    """Papier → the seat list's *PDF…* on the evening *page*, *out* typed in the real file
    dialog and Enter."""
    from PySide6.QtWidgets import QFileDialog

    from .keyboard import enter, type_text

    def in_file_dialog(_dialog):
        type_text(qtbot, str(out))
        enter(qtbot)

    real_dialogs.when(QFileDialog, in_file_dialog)
    page.paper_actions[("seats", "pdf")].trigger()
    real_dialogs.check()


def evening_with_files(cw, folder):
    """An evening of one table drawn in the club window (a 12-round Turnier), the table's
    played match saved in *folder*, and seven broken files beside it, each no match to
    import for another reason: (the good file, the broken ones)."""
    import json

    from jasstafel.core import matchfile

    played = matchfile.load(EXAMPLES / "schieber-turnier.jass").document
    ids = [cw.club.add_member(name).id for name in ("Anna", "Beat", "Cla", "Dora")]
    evening = cw.club.new_evening("2026-12-03", "schieber", preset="turnier", passen=1,
                                  settings=played.settings.model_dump())
    cw.club.draw(evening.id, ids, rng=random.Random(7))
    cw.refresh()
    (table,) = cw.club.drawn(evening.id)[0].tables
    good = folder / "tisch1.jass"
    matchfile.save(played.model_copy(update={
        "players": [cw.club.member(m).name for m in table.seats]}), good)
    data = good.read_bytes()
    match = json.loads(data)
    broken = {
        "abgeschnitten.jass": data[:40],
        "bild.jass": b"\x89PNG\r\n\x1a\n" + bytes(64),
        "leer.jass": b"",
        "einkaufsliste.jass": "Brot, Käse, Most\n".encode(),
        "liste.jass": b"[]",
        "neuer.jass": json.dumps({**match, "version": 99}).encode(),
        "fremd.jass": json.dumps({**match, "variant": "poker"}).encode(),
    }
    for name, content in broken.items():
        (folder / name).write_bytes(content)
    return good, [folder / name for name in broken]


def import_files(qtbot, cw, real_dialogs, files):
    """The evening page's *Import match files…* clicked, *files* (of one folder) chosen in
    the real file dialog as a person does (the folder typed, Enter, their names quoted,
    Enter): the import dialog, shown and active."""
    from PySide6.QtWidgets import QApplication, QFileDialog

    from jasstafel.ui.club.results import ImportDialog

    from .keyboard import enter, type_text

    def choose(_dialog):
        type_text(qtbot, str(files[0].parent) + "/")
        enter(qtbot)
        type_text(qtbot, " ".join(f'"{path.name}"' for path in files))
        enter(qtbot)

    real_dialogs.when(QFileDialog, choose)
    qtbot.mouseClick(cw.evenings.page.import_button, Qt.MouseButton.LeftButton)
    real_dialogs.check()
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, ImportDialog) and w.isVisible())
    qtbot.waitExposed(dialog)
    dialog.activateWindow()  # offscreen a dialog is not made active by itself
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog
