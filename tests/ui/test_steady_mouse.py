"""What a mouse is about to click stays where it is (docs/window.md): a Romand Schreiber's
trial (LANGUAGE=fr, 1280×800 maximised, mouse and keys) found four things that moved under
the mouse. Each test measures the real window's widgets before and after the user's action.
"""

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QWidget

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .keyboard import enter, in_next_dialog, key, open_match, shortcut, type_text
from .real_dialogs import file_name_field, real_dialogs_fixture  # noqa: F401
from .test_dialogs_real import from_the_menu
from .test_steady_form import settle, top

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
TRIAL = (1280, 770)  # 1280×800 maximised, less the desktop's panel
ROMANDS = ["Sylvie", "Pascal", "Jean-Marc", "Nadia", "Bernadette", "Christophe"]


def test_the_handjass_status_of_two_leaders_does_not_move_the_form(french_window, qtbot):
    """The trial's: at round 4 Sylvie and Pascal are closest to full, and the status
    "Donne 4 · le plus près d'être plein : Sylvie et Pascal (3 sur 5)" took a second line:
    *Inscrire (Entrée)* moved from y 541 to 559, and stayed there. The line keeps the room
    of its longest text from the first round on."""
    window = french_window
    window.resize(*TRIAL)
    panel, _board = open_match(qtbot, window, new_match("handjass", ROMANDS[:4],
                                                        settings={"voll": 5}))
    write = [top(window, panel.write_button)]
    for _round in range(3):  # a Strich each for Sylvie and Pascal (Ctrl+1, Ctrl+2), Enter
        shortcut(qtbot, "Ctrl+1")
        shortcut(qtbot, "Ctrl+2")
        enter(qtbot)
        write.append(top(window, panel.write_button))
    status = window.status_label
    assert status.text() == ("Donne 4  ·  le plus près d’être plein\u00a0: Sylvie et Pascal "
                             "(3\u00a0sur\u00a05)")
    assert status.height() >= status.heightForWidth(status.width())  # nothing of it cut
    assert set(write) == {write[0]}, write


#: an example match (docs/examples) of each variant whose line says names or figures that
#: change (the Schieber's says the round of a number of rounds, the Coiffeur's nothing)
CHANGING = ["differenzler", "fahnder", "guggitaler", "handjass-standard",
            "handjass-gewinnstriche", "molotow", "pandur", "punktetafel-bis-100"]


LONG = ["Marie-Christine", "Jean-Christophe", "Anne-Catherine", "Pierre-Alexandre"]


@pytest.mark.parametrize("example", CHANGING)
def test_no_status_of_a_match_moves_the_form(french_window, qtbot, tmp_path, example):
    """Every variant's line above the form keeps the room of the longest text it can say in
    the match from the start: an example match, with long names at a netbook's width (where
    the line wraps most), opened at each of its entries (File → Open) has the form where the
    match without entries has it. (Without the room, the Differenzler, Fahnder, Guggitaler,
    Handjass, Molotow and Punktetafel each moved it.)"""
    window = french_window
    window.resize(1024, 600)
    data = json.loads((EXAMPLES / f"{example}.jass").read_text())
    data["players"] = LONG[:len(data["players"])]
    entries, tops, said = data.pop("entries"), [], []
    for count in range(len(entries)):
        path = tmp_path / f"{count}.jass"
        path.write_text(json.dumps({**data, "entries": entries[:count]}))
        if matchfile.load(path).board().finished:
            break
        window.open_file(path)
        qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
        tops.append(top(window, window.panel))
        said.append(window.status_label.text())
    assert len(set(tops)) == 1, list(zip(tops, said, strict=True))


def click(qtbot, widget, pos=None):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton,
                     pos=pos if pos is not None else widget.rect().center())
    settle()


def click_row(qtbot, window, row):
    """A click on the history's row *row*, as a mouse chooses an entry."""
    history = window.history.list
    click(qtbot, history.viewport(), history.visualItemRect(history.item(row)).center())


def places(window, panel):
    """Where the header, the form's fields and buttons and *Write* are in the window."""
    widgets = [panel.header, panel.form_scroll, panel.write_button,
               *(w for w in panel.form_widget.findChildren(QWidget) if w.isVisible())]
    return [(type(w).__name__, w.objectName(), top(window, w)) for w in widgets]


#: an example of each variant (docs/examples): the entries opened, the entry corrected and the
#: entry an insert goes before (None: the rules leave no room, guggitaler.no_insert), the window
CORRECTED = [
    ("schieber-turnier", 3, 2, 1, TRIAL),
    ("coiffeur-jassverein", 6, 5, 1, TRIAL),
    ("differenzler", 3, 2, 1, TRIAL),
    ("fahnder", 3, 2, 1, TRIAL),
    # two Guggitaler: the first game corrected has the form of the next (each game has its own)
    ("guggitaler", 6, 0, None, TRIAL),
    ("handjass-standard", 3, 2, 1, TRIAL),
    ("molotow", 3, 2, 1, TRIAL),
    # its form needs the whole height of a 1280×800 screen: there the yellow line takes its
    # room from the form, and Write moves up by it (docs/window.md)
    ("pandur", 3, 2, 1, (1920, 1050)),
    ("punktetafel-bis-100", 3, 2, 1, TRIAL),
]


@pytest.mark.parametrize(("example", "count", "corrected", "before", "size"), CORRECTED)
def test_a_correction_moves_nothing_of_the_form(french_window, qtbot, tmp_path, example, count,
                                                corrected, before, size):
    """The trial's Coiffeur: an entry chosen in the history, *Corriger…* clicked, and the
    yellow line "Correction de l'inscription 6 … Annuler la correction" came above the
    header: every field and button moved down ~28 px (*Inscrire* y 480 → *Enregistrer la
    correction (Entrée)* y 508), and back after saving. In every variant's panel the header,
    the fields and *Write* stay where they are when a correction (or an insert) begins and
    when it ends, saved or cancelled by a click."""
    window = french_window
    window.resize(*size)
    data = json.loads((EXAMPLES / f"{example}.jass").read_text())
    data["entries"] = data["entries"][:count]
    if example == "guggitaler":
        data["settings"]["guggitaler"] = 2
    path = tmp_path / "match.jass"
    path.write_text(json.dumps(data))
    window.open_file(path)
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    panel = window.panel
    shown = places(window, panel)
    click_row(qtbot, window, corrected)
    click(qtbot, window.history.correct_button)
    assert panel.correcting == corrected and panel.banner.isVisible()
    assert places(window, panel) == shown
    assert panel.write_button.text() == "Enregistrer la correction (Entrée)"
    click(qtbot, panel.write_button)  # saved as it was
    assert panel.correcting is None and not panel.banner.isVisible()
    assert places(window, panel) == shown
    if before is not None:
        click_row(qtbot, window, before)
        click(qtbot, window.history.insert_button)
        assert panel.inserting and panel.banner.isVisible()
        assert places(window, panel) == shown
        click(qtbot, panel.cancel_button)
        assert panel.correcting is None and not panel.banner.isVisible()
        assert places(window, panel) == shown
    assert len(window.controller.match.entries) == count


def test_a_message_in_the_status_bar_moves_nothing(french_window, qtbot, tmp_path,
                                                    real_dialogs):
    """The trial's: a Coiffeur exported as PDF (*Fichier → Exporter en PDF…*, a name,
    Enter), and "Écrit : /tmp/…/coiffeur.pdf" came in a status bar that was not there
    before: the board and the history moved up ~15 px (the tabs y 564 → 549). The message
    is said at the right end of the menu bar, in view whole, and nothing moves: not the
    board, the history, the form, nor the menus."""
    window = french_window
    window.resize(*TRIAL)
    data = json.loads((EXAMPLES / "coiffeur-jassverein.jass").read_text())
    data["entries"] = data["entries"][:4]
    path = tmp_path / "coiffeur.jass"
    path.write_text(json.dumps(data))
    window.open_file(path)
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)

    bar = window.menuBar()

    def where():
        return ([top(window, w) for w in (window.board_widget, window.tabs, window.history.list,
                                          window.history.correct_button, window.panel.header,
                                          window.panel.write_button)],
                [bar.actionGeometry(menu) for menu in bar.actions()], bar.height())

    before = where()

    def name_it(dialog):
        file_name_field(dialog).selectAll()
        type_text(qtbot, "blatt")
        enter(qtbot)

    real_dialogs.when(QFileDialog, name_it)
    from_the_menu(qtbot, window, window.file_menu, window.paper.pdf_action)
    real_dialogs.check()
    assert (tmp_path / "blatt.pdf").read_bytes().startswith(b"%PDF")
    said = window.statusBar()
    assert said.currentMessage() == f"Écrit\u00a0: {tmp_path / 'blatt.pdf'}"
    assert where() == before
    assert said.isVisible() and said.visibleRegion().boundingRect() == said.rect()
    assert said.width() >= said.fontMetrics().horizontalAdvance(said.currentMessage())
    window.statusBar().clearMessage()  # as it goes after five seconds
    assert where() == before


def in_new_match(qtbot, act):
    """Ctrl+N, and *act(dialog)* in the New match dialog (it must close it)."""
    errors = in_next_dialog(qtbot, act)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors


def buttons_of(dialog):
    """Where *Commencer* and *Annuler* are on the screen, and the dialog's width."""
    box = dialog.findChild(QDialogButtonBox)
    return dialog.width(), tuple(QRect(b.mapToGlobal(QPoint(0, 0)), b.size()).getRect()
                                 for b in box.buttons())


def test_the_new_match_dialog_keeps_its_buttons_while_the_game_changes(french_window, qtbot,
                                                                     tmp_path):
    """The trial's: a Coiffeur open, Ctrl+N, the game Handjass chosen: the dialog grew from
    ~580 to ~715 px wide with its left edge fixed, and *Commencer* and *Annuler* moved right.
    The dialog takes the width the widest game will need from the start: every game and
    every preset chosen (by the keys, Alt+J and Alt+R, as the trial's), the buttons stay."""
    window = french_window
    window.resize(*TRIAL)
    open_match(qtbot, window, new_match("coiffeur", ROMANDS[:4]))
    seen = []

    def choose(dialog):
        settle()
        seen.append(("Coiffeur", *buttons_of(dialog)))
        shortcut(qtbot, "Alt+J")
        type_text(qtbot, "H")
        assert dialog.variant.currentData() == "handjass"
        settle()
        seen.append(("Handjass", *buttons_of(dialog)))
        for _ in range(dialog.variant.count()):  # every game, and each of its presets
            shortcut(qtbot, "Alt+J")
            key(qtbot, "Down")
            settle()
            seen.append((dialog.variant.currentText(), *buttons_of(dialog)))
            for _ in range(dialog.preset.count()):
                shortcut(qtbot, "Alt+R")
                key(qtbot, "Down")
                settle()
                seen.append((dialog.preset.currentText(), *buttons_of(dialog)))
        dialog.reject()

    in_new_match(qtbot, choose)
    assert len(seen) > 20
    assert {(width, rects) for _what, width, rects in seen} == {seen[0][1:]}, [
        (what, width, [r[0] for r in rects]) for what, width, rects in seen]


def test_removing_coiffeur_rows_keeps_the_name_column(qtbot, settings):
    """The trial's: Coiffeur rows 9 to 11 removed (their ✕ clicked), and the column of the
    rows' names moved left ~8 px when the labels "10." and "11." went. The number column
    is as wide as the twelfth row's from the start."""
    from jasstafel.ui.newmatch import NewMatchDialog

    dialog = NewMatchDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.variant.setCurrentIndex(dialog.variant.findData("coiffeur"))
    dialog.preset.setCurrentIndex(dialog.preset.findData("jassverein"))  # 11 rows
    settle()

    def columns():
        first = [dialog.findChild(QWidget, f"{what}0") for what in
                 ("rowName", "rowFactor", "rowKind", "removeRow")]
        return [w.mapTo(dialog, QPoint(0, 0)).x() for w in first]

    before = columns()
    for row in (10, 9, 8):
        dialog.settings_area.ensureWidgetVisible(dialog.findChild(QWidget, f"removeRow{row}"))
        click(qtbot, dialog.findChild(QWidget, f"removeRow{row}"))
        assert dialog.findChild(QWidget, f"removeRow{row}") is None
        assert columns() == before
    click(qtbot, dialog.findChild(QWidget, "addRow"))
    click(qtbot, dialog.findChild(QWidget, "addRow"))
    click(qtbot, dialog.findChild(QWidget, "addRow"))
    click(qtbot, dialog.findChild(QWidget, "addRow"))  # the twelfth
    assert dialog.findChild(QWidget, "removeRow11") is not None
    assert columns() == before


def test_a_message_is_painted_whole_where_it_has_the_room(window, qtbot, tmp_path,
                                                         real_dialogs):
    """An English trial's: *File → Export CSV…* said "Written: …/schieber.c…
    …/schieber-board.csv" with some 700 px of the menu bar free: the room given was the
    message's rounded width, and Qt's eliding measures the letters more finely."""
    from .texts import Painted

    window.resize(1366, 768)
    path = tmp_path / "schieber.jass"
    path.write_bytes((EXAMPLES / "schieber-freier-jass.jass").read_bytes())
    window.open_file(path)
    qtbot.waitUntil(lambda: window.controller.session is not None)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)

    def name_it(dialog):
        file_name_field(dialog).selectAll()
        type_text(qtbot, "schieber")
        enter(qtbot)

    real_dialogs.when(QFileDialog, name_it)
    from_the_menu(qtbot, window, window.file_menu, window.paper.csv_action)
    real_dialogs.check()
    said = window.statusBar()
    message = said.currentMessage()
    assert message == (f"Written: {tmp_path / 'schieber.csv'}, "
                       f"{tmp_path / 'schieber-board.csv'}")
    settle()
    with Painted() as painted:
        said.grab()
    assert painted.texts == [message]


def test_every_message_with_room_is_painted_whole(window):
    """The same for many messages: Qt's eliding (its letters measured finely) cut about
    every second text given exactly its rounded width."""
    import random

    from .texts import Painted

    window.resize(1366, 768)
    settle()
    said = window.statusBar()
    letters = "abcdefghijklmnopqrstuvwxyzéèWM-_/.0123456789"
    chance = random.Random(12)
    cut = []
    for _ in range(60):
        message = "Written: /tmp/" + "".join(chance.choice(letters)
                                            for _ in range(chance.randint(10, 70)))
        said.showMessage(message)
        settle()
        with Painted() as painted:
            said.grab()
        if painted.texts != [message]:
            cut.append((message, painted.texts))
    said.clearMessage()
    assert not cut, cut[:3]


GUGGITALER_WINDOWS = {"en": "window", "de": "german_window", "fr": "french_window"}


@pytest.mark.parametrize("size", [TRIAL, (1024, 600)])
@pytest.mark.parametrize("language", list(GUGGITALER_WINDOWS))
def test_the_guggitaler_form_does_not_move_when_the_domino_begins(language, size, request,
                                                                  qtbot):
    """The trial's: after game 5 (*Dernier pli*) the Domino form came, the header's note
    "Guggitaler 1 sur 1 · jeu 6 sur 6 · selon la place : +150, +100, +55, 0" took a second
    line, and *Inscrire (Entrée)* moved down 16 px (y 502 → 518). The note keeps the room of
    the longest note of the match from game 1 on: the header, the game's box and *Write*
    stay where they are through every game, typed as the Schreiber types them."""
    from .test_guggitaler_window import play

    window = request.getfixturevalue(GUGGITALER_WINDOWS[language])
    window.resize(*size)
    data = json.loads((EXAMPLES / "guggitaler.jass").read_text(encoding="utf-8"))
    panel, _board = open_match(qtbot, window, new_match(
        "guggitaler", ["Sylvie", "Pascal", "Jean-Marc", "Elodie"], settings=data["settings"]))
    seen = []
    for i, entry in enumerate(data["entries"]):
        seen.append((panel.header.note.text(), top(window, panel.header),
                     top(window, panel.game_box), top(window, panel.write_button)))
        note = panel.header.note
        assert note.height() >= note.heightForWidth(note.width())  # nothing of it cut
        play(qtbot, entry, variety=i)
        assert panel.error_text() == "", (i, panel.error_text())
    assert window.controller.board.finished
    assert "+150, +100, +55, 0" in seen[-1][0].replace("\u00a0", " ")  # kept whole (no-break)
    assert {tuple(places) for _note, *places in seen} == {seen[0][1:]}, seen
