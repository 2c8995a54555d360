"""The draw dialog's guest row stays where it is while guests are added and removed.

A French Schreiber (1024×600): Soirées → *Tirage au sort…*, the guest field clicked,
"Ruth Ingold", Enter: the summary below the list became a line shorter ("8 présents :
2 tables de quatre." instead of a table of three as well), the list took the room, and the
guest field and *Ajouter un invité* moved down from y≈378 to y≈392: a second click in the
same place missed the button. The summary now keeps the room of its longest text from the
start, and the guest row stays under the mouse."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from jasstafel.ui.club.evening_dialogs import DrawDialog

from .club_steps import new_evening, open_club_window

MEMBERS = [("Anna Keller", "Anna"), ("Beat Huber", "Beat"), ("Cla Caduff", ""),
           ("Dora Meier", ""), ("Emil Frei", ""), ("Fritz Gerber", ""), ("Gret Imhof", "")]


def where(dialog: DrawDialog) -> dict[str, tuple[int, int, int, int]]:
    QApplication.processEvents()
    seen = {}
    for widget in (dialog.guest_name, dialog.guest_button, dialog.summary):
        top = widget.mapTo(dialog, QPoint(0, 0))
        seen[widget.objectName()] = (top.x(), top.y(), widget.width(), widget.height())
    seen["dialog"] = (0, 0, dialog.width(), dialog.height())
    return seen


def summary_whole(dialog: DrawDialog) -> bool:
    label = dialog.summary
    return label.height() >= label.heightForWidth(label.width())


def type_guest(qtbot, dialog: DrawDialog, name: str) -> None:
    """The guest field clicked, *name* typed."""
    qtbot.mouseClick(dialog.guest_name, Qt.MouseButton.LeftButton)
    assert dialog.guest_name.hasFocus()
    qtbot.keyClicks(dialog.guest_name, name)


def test_the_guest_row_stays_where_it_is(french_window, club_path, dialogs, qtbot, tmp_path):
    cw = open_club_window(french_window, dialogs)
    new_evening(cw, qtbot, MEMBERS, "schieber", passen=2)
    page = cw.evenings.page
    qtbot.mouseClick(page.draw_button, Qt.MouseButton.LeftButton)
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, DrawDialog) and w.isVisible())
    qtbot.waitExposed(dialog)
    try:
        before = where(dialog)
        said = [dialog.summary.text()]
        dialog.grab().save(str(tmp_path / "draw-before.png"))
        type_guest(qtbot, dialog, "Ruth Ingold")
        qtbot.keyClick(dialog.guest_name, Qt.Key.Key_Return)
        assert dialog.list.count() == len(MEMBERS) + 1
        said.append(dialog.summary.text())
        dialog.grab().save(str(tmp_path / "draw-one-guest.png"))
        assert where(dialog) == before and summary_whole(dialog)
        type_guest(qtbot, dialog, "Urs Wyss")
        qtbot.mouseClick(dialog.guest_button, Qt.MouseButton.LeftButton)
        assert dialog.list.count() == len(MEMBERS) + 2
        said.append(dialog.summary.text())
        assert where(dialog) == before and summary_whole(dialog)
        for row in (len(MEMBERS) + 1, len(MEMBERS)):  # both guests unticked again
            item = dialog.list.item(row)
            rect = dialog.list.visualItemRect(item)
            qtbot.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton,
                             pos=QPoint(rect.left() + rect.height() // 2, rect.center().y()))
            assert item.checkState() == Qt.CheckState.Unchecked
            said.append(dialog.summary.text())
            assert where(dialog) == before and summary_whole(dialog)
        qtbot.mouseClick(dialog.sit_out, Qt.MouseButton.LeftButton)  # sit out instead
        said.append(dialog.summary.text())
        assert where(dialog) == before and summary_whole(dialog)
        dialog.grab().save(str(tmp_path / "drawsteady-after.png"))
        assert len(set(said)) >= 3, said  # the summary did change meanwhile
    finally:
        dialog.reject()
