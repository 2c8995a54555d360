"""The Rankings tab does not move under the mouse when the club's name is set (a German
organiser's trial: after *Vereinsname…* the hint under the export buttons went away, the
buttons jumped down by its height, and his next click, on *PDF exportieren…*, missed).

The hint keeps its room once it has nothing to say: the buttons stay where they were, and a
click where *Export PDF…* was writes the PDF. Driven through the real window: the button
clicked, the name typed into the real Sheet settings dialog, Enter."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from .keyboard import enter, focused, press, type_text
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_club_decided_by_same import the_evening
from .test_club_short_dates import club_window

LEFT = Qt.MouseButton.LeftButton


def test_the_export_buttons_stay_where_they_are_when_the_club_name_is_set(
        german_window, club_path, dialogs, qtbot, tmp_path, monkeypatch, request):
    from jasstafel.ui.printmenu import SheetSettingsDialog

    cw = club_window(qtbot, german_window, club_path, dialogs)
    the_evening(cw.club)
    cw.refresh()
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(cw.tabs.indexOf(cw.rankings)).center())
    page = cw.rankings
    page.which.setFocus()
    press(qtbot, Qt.Key.Key_End)  # the evening's ranking
    QApplication.processEvents()
    pdf = page.panel.pdf_button
    assert page.club_hint.isVisible() and pdf.isEnabled()
    where = pdf.mapTo(cw, pdf.rect().center())

    real_dialogs = request.getfixturevalue("real_dialogs")

    def fill(dialog):
        assert focused() is dialog.club
        type_text(qtbot, "Jassclub Sonnenberg Luzern")
        enter(qtbot)

    real_dialogs.when(SheetSettingsDialog, fill)
    qtbot.mouseClick(page.club_name_button, LEFT)
    real_dialogs.check()
    assert "Jassclub Sonnenberg Luzern" in page.club_name_line.text()
    QApplication.processEvents()
    cw.grab().save(str(tmp_path / "club-name-set.png"))
    assert pdf.mapTo(cw, pdf.rect().center()) == where
    # the click where the button was: the PDF is written
    path = tmp_path / "rangliste.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    target = cw.childAt(where)
    assert target is pdf, target
    qtbot.mouseClick(target, LEFT, pos=target.mapFrom(cw, where))
    assert path.exists()
