"""The draw dialog shows every member's name whole. A German organiser's trial: at its 440
px, "Hans-Ueli von Känel-Wüthrich zu Obersteckholz-Langenthal (Hans" was cut at the right
edge, the rest only behind a horizontal scroll bar. Now the dialog is as wide as the
longest name where the screen has room, and a name longer than the screen wraps; each
name is its item's tooltip too. Opened with the real *Draw…* button (offscreen)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication

from jasstafel.ui.club.evening_dialogs import DrawDialog
from tests.ui.test_club_window import add_members, cw, new_turnier  # noqa: F401
from tests.ui.texts import tip_text

LONG = "Hans-Ueli von Känel-Wüthrich zu Obersteckholz-Langenthal"


def with_long_member(cw):  # noqa: F811
    add_members(cw)
    dialog = cw.members.add_dialog()
    dialog.name.setText(LONG)
    dialog.short.setText("Hansueli")
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    new_turnier(cw, passen=2)


def draw_dialog(cw, qtbot) -> DrawDialog:  # noqa: F811
    page = cw.evenings.page
    qtbot.mouseClick(page.draw_button, Qt.MouseButton.LeftButton)
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, DrawDialog) and w.isVisible())
    qtbot.waitExposed(dialog)
    return dialog


def whole(dialog: DrawDialog) -> list[str]:
    """The names not shown whole: wider than their line and not wrapped onto more."""
    view = dialog.list
    metrics = view.fontMetrics()
    cut = []
    for i in range(view.count()):
        item = view.item(i)
        rect = view.visualItemRect(item)
        lines = max(1, round(rect.height() / max(1, view.sizeHintForRow(0))))
        if lines == 1 and metrics.horizontalAdvance(item.text()) > rect.width() - 24:
            cut.append(item.text())  # (24 px: the check box beside the name)
        if rect.right() > view.viewport().width():
            cut.append(item.text())
    return cut


def test_the_longest_name_is_whole_in_the_draw_dialog(cw, qtbot, tmp_path):  # noqa: F811
    with_long_member(cw)
    dialog = draw_dialog(cw, qtbot)
    try:
        view = dialog.list
        item = next(view.item(i) for i in range(view.count()) if LONG in view.item(i).text())
        assert item.text() == LONG + " (Hansueli)" and tip_text(item.toolTip()) == item.text()
        dialog.grab().save(str(tmp_path / "draw-long-name.png"))
        assert view.horizontalScrollBar().maximum() == 0, "no scrolling sideways"
        assert whole(dialog) == []
        assert dialog.width() <= dialog.screen().availableGeometry().width()
    finally:
        dialog.reject()


def test_on_a_narrow_screen_the_long_name_wraps(cw, qtbot, tmp_path):  # noqa: F811
    with_long_member(cw)
    dialog = draw_dialog(cw, qtbot)
    try:
        dialog.resize(QSize(330, dialog.height()))  # narrower than the name: as on a small screen
        qtbot.waitUntil(lambda: dialog.list.viewport().width() < 320)
        dialog.grab().save(str(tmp_path / "draw-long-name-narrow.png"))
        view = dialog.list
        assert view.horizontalScrollBar().maximum() == 0, "no scrolling sideways"
        item = next(view.item(i) for i in range(view.count()) if LONG in view.item(i).text())
        qtbot.waitUntil(lambda: view.visualItemRect(item).height() > view.sizeHintForRow(0))
        assert whole(dialog) == []
    finally:
        dialog.reject()
