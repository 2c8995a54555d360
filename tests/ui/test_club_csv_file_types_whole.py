"""The CSV save dialog's file types are whole in Qt's own file dialog.

A secretary's evening (German window, 1920×1080): *CSV exportieren…* offered the file type
"CSV, mit Strichpunkt getrennt, für Excel auf Deutsch oder Fra…", cut at the edge of the
dialog's file type box. The types are short now ("CSV mit Strichpunkten (*.csv)"), in every
language; docs/club-window.md says which spreadsheet reads which.

The Rankings tab's *CSV exportieren…* is clicked and the real file dialog opened (as Qt
shows it, at the size it gives itself); each file type of its box must fit the box's text
field, and the main window's *Export CSV…* offers the same types."""

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QFileDialog, QStyle, QStyleOptionComboBox

from jasstafel.club import Club, PaperResult

from .club_steps import open_tab
from .real_dialogs import real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def room_for_text(combo: QComboBox) -> int:
    """The width the box has for its text (Qt elides a longer one, "…")."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo).width()


def types_offered(qtbot, real_dialogs, click, render):
    """*click()*; in the file dialog it opens, every file type and the width it needs, the
    box's room for its text; the dialog cancelled, rendered first to *render*."""
    seen = []

    def look(dialog):
        combo = dialog.findChild(QComboBox, "fileTypeCombo")
        assert combo is not None and combo.isVisible()
        metrics = combo.fontMetrics()
        seen.extend((combo.itemText(i), metrics.horizontalAdvance(combo.itemText(i)),
                     room_for_text(combo)) for i in range(combo.count()))
        dialog.grab().save(str(render))
        dialog.reject()

    real_dialogs.when(QFileDialog, look)
    click()
    real_dialogs.check()
    return seen


def whole(seen, language):
    assert len(seen) == 2, seen
    for text, needs, room in seen:
        assert needs <= room, f"{text!r} needs {needs} px, the box has {room}"
    semicolon = {"de": "Strichpunkt", "fr": "points-virgules", "en": "semicolon"}[language]
    assert semicolon in seen[0][0] and seen[0][0].endswith("(*.csv)"), seen


def rankings_of_an_evening(window, qtbot, club_file):
    """A club of three with an evening of one Molotow result in *club_file*; the club window
    shown, its Rankings tab clicked."""
    with Club.open(club_file) as club:
        ids = [club.add_member(name).id for name in ("Anna", "Beat", "Cla")]
        evening = club.new_evening("2026-12-03", "molotow", passen=1)
        # 66: a sum 8 rounds × 157 can end with
        club.record_result(evening.id, 1, 1, [PaperResult(m, p) for m, p in
                                              zip(ids, (10, 20, 36), strict=True)])
    cw = window.club.show_window()
    assert cw is not None
    cw.activateWindow()
    qtbot.waitUntil(cw.isActiveWindow)
    open_tab(qtbot, cw, cw.rankings)
    return cw


@pytest.mark.parametrize("language", ["de", "fr", "en"])
def test_every_csv_file_type_is_whole(request, language, club_path, qtbot, real_dialogs,
                                      tmp_path):
    window = request.getfixturevalue({"de": "german_window", "fr": "french_window",
                                      "en": "window"}[language])
    button = rankings_of_an_evening(window, qtbot, club_path).rankings.panel.csv_button
    whole(types_offered(qtbot, real_dialogs, lambda: qtbot.mouseClick(
        button, Qt.MouseButton.LeftButton), tmp_path / f"csv-types-{language}.png"), language)


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_main_window_s_csv_file_types_are_the_same(request, language, qtbot,
                                                       real_dialogs, tmp_path):
    window = request.getfixturevalue({"de": "german_window", "fr": "french_window"}[language])
    assert window.open_file("docs/examples/schieber-freier-jass.jass")
    whole(types_offered(qtbot, real_dialogs, window.paper.csv_action.trigger,
                        tmp_path / f"csv-types-{language}.png"), language)


def test_a_club_in_the_programs_data_folder_saves_to_the_documents(
        window, qtbot, real_dialogs, settings, tmp_path, monkeypatch):
    """A French trial's seat list PDF was offered in ~/.local/share/Jasstafel/Jasstafel,
    beside the program's "autosave" and "running" folders, where the default club lives:
    a secretary would not find it again. The club window's files start in the documents
    folder then (a club file the secretary put elsewhere keeps its own folder)."""
    from PySide6.QtCore import QStandardPaths

    from jasstafel.ui.club.common import default_club_path

    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    documents = Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation))
    documents.mkdir(parents=True, exist_ok=True)
    club_file = default_club_path()
    assert str(club_file).startswith(str(tmp_path / "data"))
    club_file.parent.mkdir(parents=True)
    settings.setValue("club/path", str(club_file))
    cw = rankings_of_an_evening(window, qtbot, club_file)
    seen = []

    def look(dialog):
        seen.append(Path(dialog.directory().absolutePath()))
        dialog.reject()

    real_dialogs.when(QFileDialog, look)
    qtbot.mouseClick(cw.rankings.panel.csv_button, Qt.MouseButton.LeftButton)
    real_dialogs.check()
    assert seen == [documents.resolve()] or seen == [documents], seen
