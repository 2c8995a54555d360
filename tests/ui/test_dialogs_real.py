"""Every dialog of the window opened for real and used as a person does: File → Open and
File → Save as… in Qt's own file dialog (a file name typed, Enter), File → Print… from the
menu into the print preview, File → New match… typed through and the question that follows,
and the club's import: its button, the file dialog, the import dialog's own button.

Nothing here calls the dialogs' code directly: keys go to the widget with the cursor, clicks
to real buttons and menu entries (see tests/ui/real_dialogs.py).
"""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QMessageBox

from jasstafel.club import Club
from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.ui.newmatch import NewMatchDialog

from .keyboard import ALT, ctrl, enter, focused, key, shortcut, tab, type_text
from .real_dialogs import button, file_name_field, real_dialogs_fixture  # noqa: F401

# the offscreen platform cannot raise a window or let a menu or a completer grab the keyboard
pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def ready(qtbot, window):
    """Back in the window (as the window manager does when a dialog closes): wait until the
    cursor is in the entry form."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isAncestorOf(
        QApplication.focusWidget()))


def back_in(qtbot, dialog):
    """A message box over *dialog* was closed: the window manager gives it the keys again."""
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)


def type_name(qtbot, name):
    """In a file dialog: the name typed where the cursor is (the File name field), Enter."""
    def act(dialog):
        assert focused() is file_name_field(dialog)
        type_text(qtbot, name)
        enter(qtbot)
    return act


def unnamed_with_a_round(window, qtbot):
    window.start(new_match("schieber", ["Anna", "Beat", "Cla", "Dora"], preset="einfach_1000"))
    ready(qtbot, window)
    ctrl(qtbot, "1")
    type_text(qtbot, "100")
    enter(qtbot)
    return window.controller.session.autosave


def from_the_menu(qtbot, window, menu, action):
    """Alt+F opens the File menu (as Alt and the underlined letter do), a click the entry."""
    key_letter = window.menuBar().actions()[0].text().split("&")[1][0]
    qtbot.keyClick(focused(), key_letter, ALT)
    qtbot.waitUntil(menu.isVisible)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


# -- File → Open ---------------------------------------------------------------------------------


def test_open_a_file_by_its_name(window, qtbot, tmp_path, settings, real_dialogs):
    path = tmp_path / "abend.jass"
    match = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"], preset="einfach_1000")
    match.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    matchfile.save(match, path)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])  # Open starts there
    real_dialogs.when(QFileDialog, type_name(qtbot, "abend.jass"))
    ctrl(qtbot, "o")
    real_dialogs.check()
    assert real_dialogs.seen == ["Open match"]
    assert window.controller.session.path == path
    assert [s.total for s in window.controller.board.sides] == [100, 57]
    assert window.windowTitle() == "Jasstafel – abend.jass"
    assert window.recent_files()[0] == str(path.resolve())
    ready(qtbot, window)  # and the cursor is where the next round is typed


def test_open_a_name_that_is_not_there(window, qtbot, tmp_path, settings, real_dialogs):
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    said = []

    def in_file_dialog(dialog):
        field = file_name_field(dialog)
        # the dialog's own message, and back in the dialog: Escape, nothing is opened
        real_dialogs.when(QMessageBox, lambda box: (said.append(box.text()), enter(qtbot)))
        type_text(qtbot, "abnd.jass")
        enter(qtbot)  # the message box comes and goes inside this key
        assert said and dialog.isVisible()
        back_in(qtbot, dialog)
        assert focused() is field and field.text() == "abnd.jass"
        key(qtbot, "Escape")

    real_dialogs.when(QFileDialog, in_file_dialog)
    ctrl(qtbot, "o")
    real_dialogs.check()
    assert "abnd.jass" in said[0]
    assert window.controller.session is None


# -- File → Save as… -----------------------------------------------------------------------------


def test_save_as_by_typing_a_name(window, qtbot, tmp_path, settings, real_dialogs):
    auto = unnamed_with_a_round(window, qtbot)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    real_dialogs.when(QFileDialog, type_name(qtbot, "abend"))
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()
    assert real_dialogs.seen == ["Save match as"]
    saved = tmp_path / "abend.jass"  # the name as typed, with the ending of a match file
    assert window.controller.session.path == saved
    assert [e.points for e in matchfile.load(saved).entries] == [(100, 57)]
    assert not auto.exists()  # named: the autosave copy is no longer needed
    assert window.windowTitle() == "Jasstafel – abend.jass"
    # the next round goes into the named file
    ready(qtbot, window)
    ctrl(qtbot, "1")
    type_text(qtbot, "90")
    enter(qtbot)
    assert len(matchfile.load(saved).entries) == 2


def test_save_now_of_a_match_without_a_name_asks_for_one(window, qtbot, tmp_path, settings,
                                                        real_dialogs):
    """Ctrl+S on a new match said "Saved" and opened nothing: the match stayed "unnamed
    (saved automatically)" (a trial's). Save now asks for a name, as Save as does."""
    unnamed_with_a_round(window, qtbot)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    real_dialogs.when(QFileDialog, type_name(qtbot, "heute"))
    shortcut(qtbot, "Ctrl+S")
    real_dialogs.check()
    assert real_dialogs.seen == ["Save match as"]
    assert window.controller.session.path == tmp_path / "heute.jass"


def test_save_as_over_another_file_asks_and_no_leaves_it(window, qtbot, tmp_path, settings,
                                                       real_dialogs):
    auto = unnamed_with_a_round(window, qtbot)
    other = tmp_path / "andere.jass"
    matchfile.save(new_match("schieber", ["Eva", "Fritz", "Gabi", "Hans"]), other)
    before = other.read_bytes()
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    asked = []

    def in_file_dialog(dialog):
        field = file_name_field(dialog)
        real_dialogs.when(QMessageBox, lambda box: (
            asked.append(box.text()), qtbot.keyClick(box, Qt.Key.Key_Escape)))
        type_text(qtbot, "andere.jass")
        enter(qtbot)  # the dialog asks whether to replace it: No (Escape) …
        assert asked and dialog.isVisible()
        back_in(qtbot, dialog)
        assert focused() is field
        key(qtbot, "Escape")  # … and the Schreiber leaves Save as

    real_dialogs.when(QFileDialog, in_file_dialog)
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()
    assert "andere.jass" in asked[0]
    assert other.read_bytes() == before
    assert window.controller.session.path is None and auto.exists()


# -- File → Print… -------------------------------------------------------------------------------


def example_in(window, qtbot):
    """An example match open, the window active again (for Ctrl+P and the menus)."""
    assert window.open_file("docs/examples/schieber-freier-jass.jass")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def test_print_from_the_file_menu_shows_the_sheet(window, qtbot, real_dialogs):
    example_in(window, qtbot)
    looked = []

    def look(preview):
        pages = preview.findChild(QPrintPreviewWidget)
        qtbot.waitUntil(lambda: pages.pageCount() > 0)
        image = pages.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        ink = sum(QColor(image.pixel(x, y)).lightness() < 80
                  for y in range(0, image.height(), 2) for x in range(0, image.width(), 2))
        looked.append((preview.windowTitle(), pages.pageCount(), ink))
        key(qtbot, "Escape")

    real_dialogs.when(QPrintPreviewDialog, look)
    from_the_menu(qtbot, window, window.file_menu, window.paper.print_action)
    real_dialogs.check()
    ((title, pages, ink),) = looked
    assert title == "Print match sheet" and pages >= 1
    assert ink > 50  # the sheet is painted on the page, not an empty page
    assert window.paper.preview is None  # closed and let go


def test_the_sheet_settings_from_the_file_menu_by_keyboard(window, qtbot, real_dialogs):
    """File → Sheet settings…: the club's name typed, Letter chosen with the arrow key, Enter
    for OK; what every sheet after it uses is kept. (The form's classes are imported when it
    opens, not at start: docs/performance.md.)"""
    from jasstafel.ui.printmenu import SheetSettingsDialog

    example_in(window, qtbot)
    action = next(a for a in window.file_menu.actions() if a.text() == "Sheet se&ttings…")
    shown = []

    def fill(dialog):
        shown.append((dialog.windowTitle(), dialog.paper.currentText()))
        assert focused() is dialog.club
        type_text(qtbot, "Jassclub Muri")
        tab(qtbot)
        assert focused() is dialog.paper
        key(qtbot, "Down")
        enter(qtbot)

    real_dialogs.when(SheetSettingsDialog, fill)
    from_the_menu(qtbot, window, window.file_menu, action)
    real_dialogs.check()
    assert shown == [("Sheet settings", "A4")]
    assert window.settings.value("sheet/club") == "Jassclub Muri"
    assert window.settings.value("sheet/paper") == "letter"


def test_the_german_print_preview_writes_ss(german_window, qtbot, real_dialogs):
    """Qt's own German catalog writes ß ("Vergrößern", "Schließen"); Swiss German never
    does, and the rest of the window writes ss."""
    from PySide6.QtGui import QAction

    window = german_window
    example_in(window, qtbot)
    seen = []

    def look(preview):
        seen.extend(text for action in preview.findChildren(QAction)
                    for text in (action.text(), action.toolTip()) if text)
        key(qtbot, "Escape")

    real_dialogs.when(QPrintPreviewDialog, look)
    from_the_menu(qtbot, window, window.file_menu, window.paper.print_action)
    real_dialogs.check()
    assert "Vergrössern" in seen and "Drucken" in seen, seen
    assert not [text for text in seen if "ß" in text]


# -- File → Export PDF… / Export CSV… ------------------------------------------------------------


def opened_example(window, qtbot, settings, tmp_path):
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])  # Save starts there
    assert window.open_file("docs/examples/schieber-freier-jass.jass")
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    settings.setValue("files/folder", str(tmp_path))  # as if gestern.jass was the last file
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


@pytest.mark.parametrize(("which", "ending"), [("pdf_action", ".pdf"), ("csv_action", ".csv")])
def test_export_a_name_typed_without_its_ending(window, qtbot, tmp_path, settings,
                                                 real_dialogs, which, ending):
    opened_example(window, qtbot, settings, tmp_path)
    real_dialogs.when(QFileDialog, type_name(qtbot, "abend"))
    from_the_menu(qtbot, window, window.file_menu, getattr(window.paper, which))
    real_dialogs.check()
    written = tmp_path / f"abend{ending}"  # the ending of the file type chosen
    assert written.exists() and not (tmp_path / "abend").exists()
    if ending == ".pdf":
        assert written.read_bytes().startswith(b"%PDF")
    else:
        assert written.read_text(encoding="utf-8-sig").startswith("No.,Kind,")
        assert (tmp_path / "abend-board.csv").exists()


@pytest.mark.parametrize("replace", [False, True])
def test_export_over_a_file_of_that_name_asks(window, qtbot, tmp_path, settings, real_dialogs,
                                              replace):
    opened_example(window, qtbot, settings, tmp_path)
    there = tmp_path / "abend.pdf"
    there.write_bytes(b"%PDF-1.4 yesterday's sheet")
    asked = []

    def in_file_dialog(dialog):
        field = file_name_field(dialog)

        def answer(box):
            asked.append(box.text())
            if replace:
                qtbot.mouseClick(button(box, "Yes"), Qt.MouseButton.LeftButton)
            else:
                qtbot.keyClick(box, Qt.Key.Key_Escape)
        real_dialogs.when(QMessageBox, answer)
        type_text(qtbot, "abend")  # no ending: abend.pdf is the file meant, and it is there
        enter(qtbot)
        if not replace:
            assert asked and dialog.isVisible()  # No: back in the dialog, nothing written
            back_in(qtbot, dialog)
            assert focused() is field
            key(qtbot, "Escape")

    real_dialogs.when(QFileDialog, in_file_dialog)
    from_the_menu(qtbot, window, window.file_menu, window.paper.pdf_action)
    real_dialogs.check()
    assert len(asked) == 1 and "abend.pdf" in asked[0]
    if replace:  # (yesterday's PDF: a file of another kind is refused, test_output_files.py)
        assert there.read_bytes().startswith(b"%PDF") and b"yesterday" not in there.read_bytes()
    else:
        assert there.read_bytes() == b"%PDF-1.4 yesterday's sheet"
    assert not (tmp_path / "abend").exists()


def test_export_over_a_file_asks_once_where_native_dialogs_are_allowed(
        window, qtbot, tmp_path, settings, real_dialogs):
    """Where native dialogs may be used (they ask about the name as typed, before the ending
    is added), the question is asked after the dialog, once; No brings the dialog back."""
    from PySide6.QtCore import QCoreApplication

    opened_example(window, qtbot, settings, tmp_path)
    there = tmp_path / "abend.pdf"
    there.write_bytes(b"%PDF-1.4 yesterday's sheet")
    allow = Qt.ApplicationAttribute.AA_DontUseNativeDialogs
    QCoreApplication.setAttribute(allow, False)  # offscreen has none: Qt's dialog, as a fallback
    asked, opened = [], []

    def second_time(dialog):  # No brought the dialog back: Escape leaves the export
        opened.append(file_name_field(dialog).text())
        key(qtbot, "Escape")

    def answer_no(box):
        asked.append(box.text())
        real_dialogs.when(QFileDialog, second_time)
        qtbot.keyClick(box, Qt.Key.Key_Escape)

    def in_file_dialog(dialog):
        opened.append(file_name_field(dialog).text())
        real_dialogs.when(QMessageBox, answer_no)
        type_text(qtbot, "abend")
        enter(qtbot)

    try:
        real_dialogs.when(QFileDialog, in_file_dialog)
        from_the_menu(qtbot, window, window.file_menu, window.paper.pdf_action)
        qtbot.waitUntil(lambda: len(opened) == 2)
    finally:
        QCoreApplication.setAttribute(allow, True)
    real_dialogs.check()
    assert len(asked) == 1 and "abend.pdf" in asked[0]
    assert opened[1] == "abend.pdf"  # back with the name it asked about
    assert there.read_bytes() == b"%PDF-1.4 yesterday's sheet"


# -- File → New match… ---------------------------------------------------------------------------


def test_new_match_from_the_menu_while_an_unnamed_one_is_open(window, qtbot, real_dialogs):
    old = unnamed_with_a_round(window, qtbot)

    def fill(dialog):
        qtbot.keyClick(focused(), "v", ALT)  # &Variant
        type_text(qtbot, "C")  # Coiffeur
        tab(qtbot, 2)  # past the cards (Swiss German) to the preset
        type_text(qtbot, "S")  # Swisslos 8
        tab(qtbot, 3)  # past the number of players and who announces to the first seat
        assert focused() is dialog.name_edits[0]
        for name in ("Ueli", "Vreni", "Werner", "Xaver"):
            type_text(qtbot, name)
            tab(qtbot)
        enter(qtbot)  # Start

    real_dialogs.when(NewMatchDialog, fill)
    # then the question about the unnamed match: keep it among the unsaved matches
    real_dialogs.when(QMessageBox, lambda box: qtbot.mouseClick(
        button(box, "Keep unsaved"), Qt.MouseButton.LeftButton))
    from_the_menu(qtbot, window, window.file_menu, window.new_action)
    real_dialogs.check()
    assert real_dialogs.seen == ["New match", "Keep this match?"]
    match = window.controller.match
    assert match.variant == "coiffeur" and match.rules.settings.preset == "swisslos_8"
    assert list(match.document.players) == ["Ueli", "Vreni", "Werner", "Xaver"]
    assert old.exists() and len(matchfile.load(old).entries) == 1
    assert [u.path for u in window._unsaved()] == [old]


# -- the club: Import match files… ---------------------------------------------------------------

MEMBERS = ["Anna Muster", "Beat Keller", "Cla Caduff", "Dora Meier"]


@pytest.fixture
def club_evening(tmp_path, settings):
    """A club with four members, a Turnier evening of one Passe of two rounds, drawn."""
    path = tmp_path / "verein.sqlite"
    with Club.open(path) as club:
        members = [club.add_member(name) for name in MEMBERS]
        evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=1,
                                   settings={"rounds": 2}, title="Donnschtig-Jass")
        club.draw(evening.id, [m.id for m in members], rng=random.Random(7))
        seats = club.drawn(evening.id)[0].tables[0].seats
        names = [club.member(m).name for m in seats]
    settings.setValue("club/path", str(path))
    return path, evening, names


def test_import_a_match_file_into_the_club(window, qtbot, tmp_path, settings, club_evening,
                                           real_dialogs):
    path, evening, names = club_evening
    played = new_match("schieber", names, preset="turnier", settings={"rounds": 2})
    played.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    played.add(SchieberRound(contract="eicheln", announced_by=1, points=(40, 117)))
    matchfile.save(played, tmp_path / "tisch1.jass")
    settings.setValue("club/import", str(tmp_path))  # the import starts in this folder
    cw = window.club.show_window()
    assert cw is not None
    page = cw.evenings.page
    qtbot.waitUntil(lambda: page.evening is not None and page.evening.id == evening.id)
    real_dialogs.when(QFileDialog, type_name(qtbot, "tisch1.jass"))
    qtbot.mouseClick(page.import_button, Qt.MouseButton.LeftButton)
    real_dialogs.check()
    assert real_dialogs.seen == ["Import match files"]
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if w.isVisible() and w.windowTitle() == "Import match files")
    # where it goes: the players' table in the draw
    assert dialog.table.item(0, 0).text() == "tisch1.jass"
    assert (dialog.passe_spins[0].value(), dialog.table_spins[0].value()) == (1, 1)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.error.text() == "" or dialog.error.isHidden()
    # A: 100 + 40 = 140, B: 57 + 117 = 174, stored for the four players
    with Club.open(path) as club:
        stored = {club.member(r.member).name: r.points for r in club.results(evening.id, 1)}
    assert stored == {names[0]: 140, names[2]: 140, names[1]: 174, names[3]: 174}
    assert page.table_text(1, 1)[1] == "A 140 : B 174 · B won\nplayed in Jasstafel"


def test_qt_s_file_dialog_remembers_its_folders_outside_the_user_s_home(qapp):
    """A helper's manual trial left /proc as the file dialog's last folder in the machine's
    ~/.config/QtProject.conf, and the dialogs' tests then hung: the tests' own folder."""
    from pathlib import Path

    from PySide6.QtCore import QStandardPaths

    config = Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.GenericConfigLocation))
    assert config.name.startswith("jasstafel-tests-config-")
    assert config != Path.home() / ".config"
