"""The seat list marks a guest, as the window, the ranking's PDF and `jasstafel club draw` do
(a Romand club secretary's trial: "Noémie Sottas & Pascal Girard" on the seat list, "Noémie
Sottas (sur invitation)" everywhere else; French marks a guest "· invité·e" now, the draw's
mark, tests/ui/test_club_guest_mark_same.py). The guest is
typed in the draw dialog, the seat list written from the evening's Paper menu as PDF, in
English, German and French."""

import shutil

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QFileDialog

from .test_club_tables_list_words import any_cw  # noqa: F401
from .test_club_window import add_members, new_turnier, text_of

MARK = {"en": "· guest", "de": "· Gast", "fr": "· invité·e"}


def type_into(field, text):
    """Letters as single key events (é included) into the field, as a keyboard types them."""
    field.setFocus()
    for ch in text:
        QApplication.sendEvent(field, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_unknown,
                                                Qt.KeyboardModifier.NoModifier, ch))


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils not installed")
def test_the_seat_list_marks_the_guest_in_every_language(any_cw, qtbot, monkeypatch,  # noqa: F811
                                                         tmp_path):
    language, cw = any_cw
    add_members(cw)
    evening = new_turnier(cw, passen=2, rounds=3)
    page = cw.evenings.page
    dialog = page.draw_dialog()
    type_into(dialog.guest_name, "Noémie Sottas")
    qtbot.mouseClick(dialog.guest_button, Qt.MouseButton.LeftButton)
    dialog.list.item(0).setCheckState(Qt.CheckState.Unchecked)  # Anna is not here: 8 play
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    (guest,) = cw.club.guests()
    assert all(guest.id in {m for t in p.tables for m in t.seats}
               for p in cw.club.drawn(evening.id))  # she plays every Passe
    out = tmp_path / "seats.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    page.paper_actions[("seats", "pdf")].trigger()
    text = " ".join(text_of(out).split())
    marked = f"Noémie Sottas {MARK[language]}"
    # each Passe's table and every line of who sits where
    assert text.count(marked) == 3, text
    assert text.count("Noémie Sottas") == 3
