"""Import match files…: Tab leaves the table of files.

A helper's keyboard walk found the table a trap: from its cells Tab went from cell to cell
and through the Passe and Tisch spin boxes of every row, round and round, never to the
check boxes, the reason or Import. A keyboard user must pass every row's spin boxes once and
then reach the dialog's next field (and Shift+Tab come back)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .club_steps import evening_with_files, import_files, open_club_window
from .real_dialogs import real_dialogs_fixture  # noqa: F401

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

    dialog = import_files(qtbot, cw, real_dialogs, files)
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
