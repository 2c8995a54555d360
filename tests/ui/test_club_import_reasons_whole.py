"""Import match files…: every unreadable file's reason is whole at the dialog's first size.

A secretary's evening (German window): seven broken files chosen at once, and the red reasons
in the *Spieler* column ended in "…" at the dialog's first size; only the maximised dialog
showed them whole. A reason now wraps in its row, the row as tall as its lines, at the
dialog's first size and after it is resized.

The evening is made and drawn through the club's API (it is not what the test is about); the
dialog is the one *Partien importieren…* opens for the chosen files."""

import pytest
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QStyle

from .club_steps import evening_with_files, open_club_window


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def lines_needed(view, index) -> tuple[int, int]:
    """(the height the item's text needs, the height it has), its text wrapped as Qt's
    item views wrap it: at the item's width less a margin each side (qcommonstyle.cpp,
    viewItemDrawText and viewItemTextLayout)."""
    rect = view.visualRect(index)
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout = QTextLayout(index.data().replace("\n", "\u2028"), view.font())
    layout.setTextOption(option)
    layout.beginLayout()
    height = 0.0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(rect.width() - 2 * margin)
        height += line.height()
    layout.endLayout()
    return round(height), rect.height()


def reasons_whole(dialog):
    table = dialog.table
    for row in range(table.rowCount()):
        for column in (0, 1, 4, 5):
            needed, has = lines_needed(table, table.model().index(row, column))
            assert needed <= has, (row, column, table.item(row, column).text(), needed, has)


def test_seven_broken_files_have_their_reasons_whole(cw, club_path, tmp_path, qtbot):
    good, broken = evening_with_files(cw, tmp_path)
    dialog = cw.evenings.page.import_dialog([str(good), *map(str, broken)])
    qtbot.waitExposed(dialog)
    reasons = [dialog.table.item(r, 1).text() for r in range(1, 8)]
    assert all(r.startswith("nicht lesbar: ") for r in reasons), reasons
    assert max(map(len, reasons)) > 100  # longer than the column is wide
    dialog.grab().save(str(tmp_path / "clubfix-import.png"))
    reasons_whole(dialog)  # at the first size
    dialog.resize(dialog.width() - 200, dialog.height())  # narrower: more lines each
    qtbot.waitUntil(lambda: dialog.table.viewport().width() < 700)
    dialog.grab().save(str(tmp_path / "clubfix-import-narrow.png"))
    reasons_whole(dialog)
    dialog.reject()
