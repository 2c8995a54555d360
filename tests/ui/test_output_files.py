"""The window never writes a sheet, a CSV file or a match over a file of another kind, and
asks about the file it really writes.

A trial with files: File → Export CSV… and Export PDF… replaced a match file (the one open
in the window too) after Qt's own "already exists. Replace?", where the command line refuses
(`victim.jass exists and is a Jasstafel match file, not a CSV file; not replaced (choose
another name)`); Save as… typed `y` replaced `y.jass` without a question, and typed
`x.sqlite` (Qt asked about x.sqlite) wrote over `x.sqlite.jass` without one. The window
refuses by the command line's rule (jasstafel/core/outputs.py) inside the file dialog, which
stays open for another name; the question names the file that would be written.

Qt's own dialogs, a name typed where the cursor is, Enter (tests/ui/real_dialogs.py).
"""

import html
import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog, QLineEdit, QMessageBox

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .keyboard import ctrl, enter, focused, key, type_text
from .real_dialogs import button, file_name_field, real_dialogs_fixture  # noqa: F401
from .test_dialogs_real import back_in, from_the_menu
from .test_print_preview_keys import to_file

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

EXAMPLE = "docs/examples/schieber-freier-jass.jass"


def shown(box):
    """A message box's text as read (its plain text is given as escaped rich text)."""
    text = box.text().removeprefix("<qt>").removesuffix("</qt>").replace("<br>", "\n")
    return html.unescape(text)


def open_copy(window, qtbot, folder, name="abend.jass"):
    """The example match saved in *folder* and opened: the dialogs start in *folder*."""
    path = folder / name
    shutil.copyfile(EXAMPLE, path)
    assert window.open_file(str(path))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return path


def match_file(path):
    matchfile.save(new_match("schieber", ["Eva", "Fritz", "Gabi", "Hans"]), path)
    return path.read_bytes()


def refused_in_the_dialog(qtbot, real_dialogs, name, said):
    """In the file dialog: *name*, Enter; the box that comes is kept in *said* and closed
    with Enter; back in the dialog with the cursor in its name field, Escape."""
    def act(dialog):
        field = file_name_field(dialog)
        real_dialogs.when(QMessageBox, lambda box: (said.append(shown(box)),
                                                    enter(qtbot)))
        type_text(qtbot, name)
        enter(qtbot)  # the box comes and goes inside this key
        assert said and dialog.isVisible()  # the dialog stays: another name can be typed
        back_in(qtbot, dialog)
        assert focused() is field
        key(qtbot, "Escape")
    return act


def printed_onto(qtbot, real_dialogs, victim, said, previews):
    """In the print preview: Ctrl+P, in the print dialog the file *victim*, Enter: refused
    there (Qt's own "already exists. Overwrite?" came first, and the refusal after its Yes,
    an English trial's), the box closed with Enter, the dialog still open for another name;
    Escape, back in the preview, which is still there; Escape. The boxes' texts in *said*,
    the print dialogs still shown after the refusal in *previews*."""
    def in_print_dialog(dialog):
        real_dialogs.when(QMessageBox, refusal)
        to_file(qtbot, victim)(dialog)  # the name, Enter: the refusal comes and goes
        if dialog.isVisible():
            previews.append(dialog)
            back_in(qtbot, dialog)
            assert focused() is dialog.findChild(QLineEdit, "filename")  # for another name
        key(qtbot, "Escape")

    def refusal(box):
        said.append(shown(box))
        enter(qtbot)

    def in_preview(preview):
        real_dialogs.when(QPrintDialog, in_print_dialog)
        ctrl(qtbot, "p")
        if preview.isVisible():  # the print dialog left: the preview is there
            previews.append(preview)
            back_in(qtbot, preview)
        key(qtbot, "Escape")
    return in_preview


# -- Export PDF…, Export CSV…, a blank sheet ------------------------------------------------


@pytest.mark.parametrize(("which", "kind"), [
    ("pdf_action", "is a Jasstafel match file; not replaced (choose another name)"),
    ("csv_action", "is a Jasstafel match file, not a CSV file; not replaced (choose another "
                   "name)"),
])
def test_an_export_never_replaces_a_match_file(window, qtbot, tmp_path, real_dialogs, which,
                                                kind):
    open_copy(window, qtbot, tmp_path)
    victim = tmp_path / "victim.jass"
    before = match_file(victim)
    said = []
    real_dialogs.when(QFileDialog, refused_in_the_dialog(qtbot, real_dialogs, "victim.jass",
                                                         said))
    from_the_menu(qtbot, window, window.file_menu, getattr(window.paper, which))
    real_dialogs.check()
    assert said == [f"{victim} exists and {kind}"]  # one box: no "Replace?" before it
    assert victim.read_bytes() == before
    assert not (tmp_path / "victim-board.csv").exists()


@pytest.mark.parametrize("which", ["pdf_action", "csv_action"])
def test_an_export_never_replaces_the_match_open(window, qtbot, tmp_path, real_dialogs, which):
    path = open_copy(window, qtbot, tmp_path)
    before = path.read_bytes()
    said = []
    real_dialogs.when(QFileDialog, refused_in_the_dialog(qtbot, real_dialogs, "abend.jass",
                                                         said))
    from_the_menu(qtbot, window, window.file_menu, getattr(window.paper, which))
    real_dialogs.check()
    assert len(said) == 1 and said[0].startswith(
        f"{path} exists and is a Jasstafel match file")
    assert path.read_bytes() == before
    # the next entry is written into the file as before: nobody else changed it
    assert window.controller.save()
    assert not window.save_banner.isVisibleTo(window)


def test_the_boards_csv_beside_is_refused_too(window, qtbot, tmp_path, real_dialogs):
    """Export CSV… writes NAME.csv and NAME-board.csv: a match file at the board's name is
    refused in the dialog as well."""
    open_copy(window, qtbot, tmp_path)
    board = tmp_path / "liste-board.csv"
    before = match_file(board)
    said = []
    real_dialogs.when(QFileDialog, refused_in_the_dialog(qtbot, real_dialogs, "liste", said))
    from_the_menu(qtbot, window, window.file_menu, window.paper.csv_action)
    real_dialogs.check()
    assert said == [f"{board} exists and is a Jasstafel match file, not a CSV file; not "
                    "replaced (choose another name)"]
    assert board.read_bytes() == before and not (tmp_path / "liste.csv").exists()


def test_another_name_after_the_refusal_is_written(window, qtbot, tmp_path, real_dialogs):
    open_copy(window, qtbot, tmp_path)
    victim = tmp_path / "victim.jass"
    before = match_file(victim)
    said = []

    def act(dialog):
        real_dialogs.when(QMessageBox, lambda box: (said.append(shown(box)), enter(qtbot)))
        type_text(qtbot, "victim.jass")
        enter(qtbot)
        back_in(qtbot, dialog)
        field = file_name_field(dialog)
        field.selectAll()
        type_text(qtbot, "blatt")
        enter(qtbot)

    real_dialogs.when(QFileDialog, act)
    from_the_menu(qtbot, window, window.file_menu, window.paper.pdf_action)
    real_dialogs.check()
    assert len(said) == 1 and victim.read_bytes() == before
    assert (tmp_path / "blatt.pdf").read_bytes().startswith(b"%PDF")


def test_a_blank_sheet_never_replaces_a_club_database(window, qtbot, tmp_path, real_dialogs):
    open_copy(window, qtbot, tmp_path)
    club = tmp_path / "verein.sqlite"
    club.write_bytes(b"SQLite format 3\x00" + bytes(100))
    said = []
    real_dialogs.when(QFileDialog, refused_in_the_dialog(qtbot, real_dialogs, "verein.sqlite",
                                                         said))
    window.paper.blank_pdf("schieber")
    real_dialogs.check()
    assert said == [f"{club} exists and is a SQLite database; not replaced (choose another "
                    "name)"]
    assert club.read_bytes() == b"SQLite format 3\x00" + bytes(100)


def test_print_to_a_file_never_replaces_a_match_file(window, qtbot, tmp_path, real_dialogs):
    """The print preview's Print, to a file (Qt's print dialog asks its own question about
    the name): the sheet is not printed over a match file, and the window says why."""
    open_copy(window, qtbot, tmp_path)
    victim = tmp_path / "victim.jass"
    before = match_file(victim)
    said, previews = [], []
    real_dialogs.when(QPrintPreviewDialog,
                      printed_onto(qtbot, real_dialogs, victim, said, previews))
    ctrl(qtbot, "p")
    real_dialogs.check()
    assert said == [f"{victim} exists and is a Jasstafel match file; not replaced (choose "
                    "another name)"]
    assert len(previews) == 2  # the print dialog stayed for another name, then the preview
    assert victim.read_bytes() == before
    assert window.statusBar().currentMessage() != f"Written: {victim}"


def test_a_club_sheet_printed_over_a_match_file_is_refused_and_the_preview_stays(
        window, qtbot, tmp_path, real_dialogs, monkeypatch):
    """The club window's print previews refuse a match file as the main window's does, and
    the sheet stays in its preview for another name."""
    from .test_club_window import add_members, new_turnier

    settings = window.settings
    settings.setValue("club/path", str(tmp_path / "verein.sqlite"))
    real_dialogs.when(QMessageBox, lambda box: key(qtbot, "Enter"))  # create it? yes
    cw = window.club.show_window()
    real_dialogs.check()
    add_members(cw)
    new_turnier(cw)
    cw.evenings.page.draw_dialog().accept()
    victim = tmp_path / "victim.jass"
    before = match_file(victim)
    said, previews = [], []
    real_dialogs.when(QPrintPreviewDialog,
                      printed_onto(qtbot, real_dialogs, victim, said, previews))
    qtbot.mouseClick(cw.evenings.page.seats_print_button, Qt.MouseButton.LeftButton)
    real_dialogs.check()
    assert said == [f"{victim} exists and is a Jasstafel match file; not replaced (choose "
                    "another name)"]
    assert len(previews) == 2
    assert victim.read_bytes() == before
    cw.close()
