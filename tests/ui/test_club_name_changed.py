"""The club's name can be changed where it was set (a German club president's trial: the
*Vereinsname…* button went once a name was set, and he found no other place to change it).
The Rankings tab says the name printed, beside *Vereinsname ändern…*; clicked, the real
Sheet settings dialog opens with the name, a new one is typed, Enter."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .keyboard import enter, focused, select_all, type_text
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_club_decided_by_same import the_evening
from .test_club_short_dates import club_window

LEFT = Qt.MouseButton.LeftButton


def test_the_club_name_is_changed_where_it_was_set(german_window, club_path, dialogs, qtbot,
                                                   request):
    from jasstafel.ui.printmenu import SheetSettingsDialog

    cw = club_window(qtbot, german_window, club_path, dialogs)
    the_evening(cw.club)
    cw.refresh()
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(cw.tabs.indexOf(cw.rankings)).center())
    page = cw.rankings
    real_dialogs = request.getfixturevalue("real_dialogs")
    for typed in ("Jassclub Stockorn", "Jassclub Stockhorn"):  # a typo, then mended
        def fill(dialog, typed=typed):
            assert focused() is dialog.club
            select_all(qtbot)
            type_text(qtbot, typed)
            enter(qtbot)

        button = page.club_name_button
        assert button.isVisible() and button.isEnabled()
        real_dialogs.when(SheetSettingsDialog, fill)
        qtbot.mouseClick(button, LEFT)
        real_dialogs.check()
        QApplication.processEvents()
        assert cw.settings.value("sheet/club") == typed
    assert page.club_name_button.text() == "Vereinsname ändern…"
    assert "Jassclub Stockhorn" in page.club_name_line.text()
    assert "Vereinsname" in page.club_name_line.text()
