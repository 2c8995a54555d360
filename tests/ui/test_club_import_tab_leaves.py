"""Import match files…: Tab leaves the table of files.

A helper's keyboard walk found the table a trap: from its cells Tab went from cell to cell
and through the Passe and Tisch spin boxes of every row, round and round, never to the
check boxes, the reason or Import. A keyboard user must pass every row's spin boxes once and
then reach the dialog's next field (and Shift+Tab come back)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from jasstafel.ui.club.results import ImportDialog

from .club_steps import open_club_window
from .keyboard import enter, type_text
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_club_import_reasons_whole import evening_with_files

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(QApplication.focusWidget(), key, modifier)
    return QApplication.focusWidget()


def test_tab_leaves_the_table_of_files(cw, qtbot, tmp_path, real_dialogs):  # noqa: F811
    good, broken = evening_with_files(cw, tmp_path)
    files = [good, *broken[:2]]

    def choose(_dialog):
        type_text(qtbot, str(tmp_path) + "/")
        enter(qtbot)
        type_text(qtbot, " ".join(f'"{path.name}"' for path in files))
        enter(qtbot)

    real_dialogs.when(QFileDialog, choose)
    qtbot.mouseClick(cw.evenings.page.import_button, Qt.MouseButton.LeftButton)
    real_dialogs.check()
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, ImportDialog) and w.isVisible())
    qtbot.waitExposed(dialog)
    dialog.activateWindow()  # offscreen the dialog is not made active by itself
    qtbot.waitUntil(dialog.isActiveWindow)
    table = dialog.table
    rect = table.visualRect(table.model().index(0, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert QApplication.focusWidget() is table

    seen = []  # Tab until the first check box, at most three times round every cell
    while dialog.replace not in seen and len(seen) < 3 * table.rowCount() * 6:
        seen.append(press(qtbot, Qt.Key.Key_Tab))
    assert dialog.replace in seen, [type(w).__name__ for w in seen]
    # on the way, every importable row's Passe and Tisch once, in order (a broken file's
    # are off)
    spins = [w for w in seen[:seen.index(dialog.replace)]
             if w in dialog.passe_spins + dialog.table_spins]
    assert spins == [s for pair in zip(dialog.passe_spins, dialog.table_spins, strict=True)
                     for s in pair if s.isEnabled()]
    assert spins  # the good file's
    # Shift+Tab retraces the way: the spin boxes backwards, then the table
    back = [press(qtbot, Qt.Key.Key_Backtab) for _ in range(len(spins) + 1)]
    assert back == [*reversed(spins), table]
