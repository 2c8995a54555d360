"""A Coiffeur played to its last cell in the real window, with the keyboard alone."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .keyboard import ALT, ctrl, enter, focused, in_next_dialog, paste, press, tab, type_text

PLAYERS = ("Anna", "Beat", "Cla", "Dora")


def new_coiffeur_by_keys(window, qtbot, names=PLAYERS):
    """Ctrl+N, Coiffeur, Swisslos 8 by its first letter, the number of players as it is,
    four names, Enter."""
    def fill(dialog):
        press(qtbot, "v", ALT)
        type_text(qtbot, "C")  # Coiffeur
        tab(qtbot, 2)  # past the cards to the preset
        type_text(qtbot, "S")  # Swisslos 8
        tab(qtbot, 3)  # past the number of players (4) and who announces to the first seat
        assert focused() is dialog.name_edits[0]
        for name in names:
            type_text(qtbot, name)
            tab(qtbot)
        enter(qtbot)
    errors = in_next_dialog(qtbot, fill)
    ctrl(qtbot, "n")
    assert not errors, errors
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window.panel, window.board_widget.grid


def totals(window):
    return [s.total for s in window.controller.board.sides]


def test_a_coiffeur_to_its_last_cell_by_keys(window, qtbot):
    # Swisslos 8: Eichel 1, Rosen 2, Schilten 3, Schellen 4, Obenabe 5, Undenufe 6, Joker 7, 8
    panel, grid = new_coiffeur_by_keys(window, qtbot)
    rules = window.controller.match.rules
    assert rules.settings.preset == "swisslos_8"
    assert focused() is panel.points
    assert panel.header.names() == ["Dora", "Anna"]  # deals, announces (her name tells her team)
    for row in range(8):
        # Anna & Cla: 100 everywhere, but 90 with Stöck in Schellen ×4: (90 + 20) × 4 = 440
        assert panel.team.currentIndex() == 0 and panel.row.currentData() == row
        if row == 3:
            type_text(qtbot, "90")
            ctrl(qtbot, "t")
        else:
            type_text(qtbot, "100")
        enter(qtbot)
        # Beat & Dora: 57, a Kontermatsch in Rosen ×2, a Match in Joker ×7 (257 × 7 = 1799)
        assert panel.team.currentIndex() == 1 and panel.row.currentData() == row
        if row == 1:
            ctrl(qtbot, "k")
            assert "→ 0" in panel.preview_line.text()
        elif row == 6:
            ctrl(qtbot, "m")
            assert "1799" in panel.preview_line.text()
        else:
            type_text(qtbot, "57")
        enter(qtbot)
    board = window.controller.board
    # A: 100 × (36 − 4) + 440 = 3640; B: 57 × (36 − 2 − 7) + 0 + 1799 = 3338
    assert totals(window) == [3640, 3338]
    assert board.finished and board.winners == [0]
    assert grid.item(8, 1).text() == "3640" and grid.item(8, 2).text() == "3338"
    assert grid.item(6, 2).text() == "1799 M" and grid.item(1, 2).text() == "0 KM"
    assert "Won by Anna & Cla" in window.board_widget.headline.text()
    saved = matchfile.load(window.controller.session.target)
    assert saved.board() == board and len(saved.entries) == 16


def started(window, preset="swisslos_8", players=PLAYERS):
    window.start(new_match("coiffeur", list(players), preset=preset))
    QApplication.processEvents()
    return window.panel, window.board_widget.grid


CASES = [
    ("", None, "Card points missing"),
    ("0", 0, None),
    ("157", 157, None),
    ("158", None, "Card points Team A: at most 157, not 158"),
    ("1570", None, "Card points Team A: at most 157, not 1570"),
    ("abc", None, "Card points Team A: “abc” is not a whole number"),
    ("paste:12 Punkte", None, "“12 Punkte” is not a whole number"),
]


@pytest.mark.parametrize("typed, cell, message", CASES)
def test_the_points_field(window, qtbot, typed, cell, message):
    panel, grid = started(window)
    assert focused() is panel.points
    if typed.startswith("paste:"):
        paste(qtbot, typed[len("paste:"):])
    else:
        type_text(qtbot, typed)
    shown = panel.points.text()
    enter(qtbot)
    if cell is None:
        assert window.controller.match.entries == ()
        assert message in panel.error_text()
        assert panel.points.text() == shown and focused() is panel.points
    else:
        assert window.controller.board.figures["rows"][0]["cells"][0] == cell  # Eichel ×1


def test_row_keys_and_a_team_for_one_round(window, qtbot):
    panel, grid = started(window)
    ctrl(qtbot, Qt.Key.Key_Down)
    ctrl(qtbot, Qt.Key.Key_Down)
    assert panel.row.currentData() == 2  # Schilten ×3
    ctrl(qtbot, "9")  # Beat & Dora announce instead, this round only
    assert "This round only" in panel.header.note.text()
    assert focused() is panel.points
    type_text(qtbot, "90")
    enter(qtbot)
    assert totals(window) == [0, 270]
    assert panel.header.note.text() == ""


def test_typing_into_a_filled_cell_says_why(window, qtbot):
    panel, grid = started(window)
    type_text(qtbot, "80")
    enter(qtbot)  # Anna & Cla: Eichel ×1 = 80
    rect = grid.visualItemRect(grid.item(0, 1))
    qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    # said in grey where the preview is: nothing was refused (a German trial's red words
    # beside a form ready to write)
    assert panel.error_text() == ""
    assert "Team A played Acorns already (80)" in panel.preview_line.text()
    assert ("entry 1 is chosen in the history; double-click the cell, click Correct… or press "
            "Ctrl+E") in panel.preview_line.text()
    grid.setFocus()
    grid.setCurrentCell(0, 1)
    press(qtbot, "5")  # typed on the filled cell: the same words, nothing written
    assert "played Acorns already" in panel.preview_line.text()
    assert len(window.controller.match.entries) == 1


def test_a_correction_says_who_dealt_that_round(window, qtbot):
    """docs/window.md: while an entry is corrected, the header says who dealt that round
    and who announced it, not who deals next; after it, the next round's again."""
    panel, _grid = started(window)
    for points in ("80", "90", "100"):
        type_text(qtbot, points)
        enter(qtbot)
    next_round = panel.header.text()
    assert next_round.startswith("Deals: Cla")
    window.history.list.setFocus()
    window.history.list.setCurrentRow(1)
    enter(qtbot)  # Enter on the history = correct round 2
    assert panel.correcting == 1
    assert panel.header.text() == "Deals: Anna · Announced by: Team B"
    ctrl(qtbot, "a")
    type_text(qtbot, "95")
    enter(qtbot)
    assert panel.correcting is None and panel.header.text() == next_round


def test_typing_on_an_open_cell_writes_it(window, qtbot):
    panel, grid = started(window)
    grid.setFocus()
    grid.setCurrentCell(4, 2)  # Obenabe ×5, Beat & Dora
    press(qtbot, "9")
    assert focused() is panel.points and panel.points.text() == "9"
    type_text(qtbot, "0")
    enter(qtbot)
    assert totals(window) == [0, 450]


def test_a_refused_cell_keeps_the_form(window, qtbot):
    panel, grid = started(window)
    ctrl(qtbot, "m")  # sets 157 …
    ctrl(qtbot, "a")
    type_text(qtbot, "150")  # … but the Schreiber types 150: no Match any more
    assert not panel.match.isChecked()
    ctrl(qtbot, "m")
    assert panel.points.text() == "157"
    enter(qtbot)
    assert totals(window) == [257, 0]


def test_three_single_players(window, qtbot):
    panel, grid = started(window, players=("Ueli", "Vreni", "Werner"))
    assert [panel.team.itemText(i).split(" (")[0] for i in range(3)] == [
        "Ueli", "Vreni", "Werner"]
    assert grid.columnCount() == 4
    assert panel.header.names()[-1] == "Ueli"  # announces first


def shown(grid):
    """What every cell of *grid* shows (the roles a fresh fill sets)."""
    from jasstafel.ui.variants.coiffeur_board import _SHOWN

    return [[None if grid.item(r, c) is None else
             (int(grid.item(r, c).flags().value), *(grid.item(r, c).data(role) for role in _SHOWN))
             for c in range(grid.columnCount())] for r in range(grid.rowCount())]


def test_an_entry_sets_again_only_the_cells_it_changed(window, qtbot):
    """An entry changes a cell and its team's figures; the grid keeps every other item (a new
    item repaints its cell), and shows after entries, a Match and an undo what a grid filled
    afresh from the same board shows."""
    from jasstafel.ui.variants.coiffeur_board import CoiffeurGrid

    panel, grid = started(window)
    type_text(qtbot, "100")
    enter(qtbot)
    ctrl(qtbot, "m")  # Beat & Dora: a Match in Eicheln
    enter(qtbot)
    mark = Qt.ItemDataRole.UserRole + 1
    for r in range(grid.rowCount()):
        for c in range(grid.columnCount()):
            grid.item(r, c).setData(mark, "kept")
    type_text(qtbot, "80")  # Anna & Cla, Rosen ×2
    enter(qtbot)
    set_again = [(r, c) for r in range(grid.rowCount()) for c in range(grid.columnCount())
                 if grid.item(r, c).data(mark) != "kept"]
    total, behind = grid.rows, grid.rows + 1
    assert set_again == [(1, 1), (total, 1), (behind, 1), (behind, 2)]
    ctrl(qtbot, "z")
    assert len(window.controller.match.entries) == 2
    fresh = CoiffeurGrid()  # as large as the window's: the same row height and font
    fresh.resize(grid.size())
    fresh.show()
    QApplication.processEvents()
    fresh.fill(grid.sheet)
    assert shown(grid) == shown(fresh)
    fresh.close()
    assert grid.item(0, 2).text().endswith("M")


def test_ctrl_t_in_a_row_without_trump_says_why_there_are_no_stoeck(window, qtbot):
    """Ctrl+T did nothing, without a word, in Obenabe (found in a trial)."""
    panel, grid = started(window)
    rows = [r.name for r in window.controller.match.document.settings.rows]
    for _ in range(rows.index("Obenabe")):
        ctrl(qtbot, Qt.Key.Key_Down)
    ctrl(qtbot, "t")
    assert not panel.stoeck.isChecked()
    assert panel.error_text() == "Obenabe has no trump: no Stöck in this row."
    ctrl(qtbot, Qt.Key.Key_Up)  # Schellen: trump, Ctrl+T writes Stöck
    ctrl(qtbot, "t")
    assert panel.stoeck.isChecked()
    assert panel.error_text() == ""


def test_ctrl_t_at_a_table_without_stoeck_says_so(window, qtbot):
    window.start(new_match("coiffeur", list(PLAYERS), preset="swisslos_8",
                           settings={"stoeck": False}))
    QApplication.processEvents()
    ctrl(qtbot, "t")
    assert not window.panel.stoeck.isChecked()
    assert window.panel.error_text() == "This table does not write Stöck (its table settings)."


TAFEL_PROBE = r"""
from PySide6.QtCore import QSettings
from jasstafel.core import matchfile
from jasstafel.ui import app as appmod, mainwindow
app = appmod.create_app([])
w = mainwindow.MainWindow(QSettings("settings.ini", QSettings.Format.IniFormat))
w.show()
w.start(matchfile.load(EXAMPLE))
app.processEvents()
grid = w.board_widget.grid
normal = grid.rowHeight(0), grid.item(0, 1).font().pixelSize()
w.tafel_action.trigger()
for _ in range(5):
    app.processEvents()
assert w.isFullScreen()
print(repr((normal, (grid.rowHeight(0), grid.item(0, 1).font().pixelSize()))))
"""


def test_in_tafel_mode_the_board_grows_with_a_big_screen(tmp_path):
    """F11 on a 1920×1080 screen: the Coiffeur's rows stayed 48 px high with 26 px numbers,
    40 % of a TV empty (a trial's); the other boards filled it. (A screen of that size is
    the offscreen platform's only by a configuration file: its own process.)"""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    screen = tmp_path / "screen.json"
    screen.write_text(json.dumps({"screens": [{"name": "tv", "x": 0, "y": 0, "width": 1920,
                                               "height": 1080, "logicalDpi": 96,
                                               "logicalBaseDpi": 96, "dpr": 1}]}))
    example = Path(__file__).parents[2] / "docs" / "examples" / "coiffeur-jassverein.jass"
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={screen}",
           "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "-c", f"EXAMPLE = {str(example)!r}\n" + TAFEL_PROBE],
                          env=env, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    normal, alone = eval(done.stdout.strip().splitlines()[-1])  # noqa: S307 - our own print
    assert normal[0] <= 48 and alone[0] > 60 and alone[1] > 36, (normal, alone)


def test_tab_and_shift_tab_leave_the_grid_arrows_move_in_it(window, qtbot):
    """A trial's keyboard trap: Tab went from cell to cell of the grid and round again, 50
    times; Shift+Tab too. Tab leaves the grid for the next thing (the history comes by Tab
    from the form, docs/window.md); the arrows move between the cells."""
    panel, grid = started(window)
    type_text(qtbot, "80")
    enter(qtbot)
    for _ in range(20):
        tab(qtbot)
        if focused() is grid:
            break
    assert focused() is grid
    row = grid.currentRow()
    press(qtbot, Qt.Key.Key_Down)
    assert focused() is grid and grid.currentRow() == row + 1
    tab(qtbot)
    assert focused() is not grid
    press(qtbot, Qt.Key.Key_Backtab)
    assert focused() is grid
    press(qtbot, Qt.Key.Key_Backtab)
    assert focused() is not grid
    grid.setFocus()
    reached = []
    for _ in range(10):
        tab(qtbot)
        reached.append(focused())
    assert window.history.list in reached


def test_enter_on_a_filled_cell_chooses_its_entry_for_ctrl_e(window, qtbot):
    """A trial's: Enter on a filled cell said "correct entry 3 (Ctrl+E)", and Ctrl+E then
    corrected the newest entry. The cell's entry is now chosen in the history, so that the
    key the words name corrects that entry."""
    panel, grid = started(window)
    for points in ("80", "90", "100"):  # entries 1, 2, 3
        type_text(qtbot, points)
        enter(qtbot)
    assert len(window.controller.match.entries) == 3
    first = window.controller.match.entries[0]
    for _ in range(20):
        tab(qtbot)
        if focused() is grid:
            break
    assert focused() is grid
    grid.setCurrentCell(first.row, 1 + first.team)  # where the arrows went
    enter(qtbot)
    said = panel.preview_line.text()
    assert ("entry 1 is chosen in the history; double-click the cell, click Correct… or press "
            "Ctrl+E") in said
    assert len(window.controller.match.entries) == 3
    assert window.history.list.currentRow() == 0
    ctrl(qtbot, "E")
    assert panel.correcting == 0
    assert panel.banner_label.text() == "Correcting entry 1"


def test_the_board_says_what_m_and_km_mean(window, qtbot):
    """A trial's novice saw "0 KM" in the same red as "1'285 M" and nothing said what either
    meant: a line under the grid says it, and that a Kontermatsch's 0 is against the team
    whose cell it is."""
    window.start(new_match("coiffeur", list(PLAYERS), preset="swisslos_8"))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    board = window.board_widget
    legend = board.legend
    assert legend.isVisible() and legend.textFormat() == Qt.TextFormat.PlainText
    assert legend.text() == ("M = Match (all nine tricks) · KM = Kontermatsch: the others "
                             "took every trick, 0 for the team whose cell it is")
    assert legend.geometry().top() >= board.grid.geometry().bottom()  # under the board


def chosen_cells(grid):
    """The cells the grid highlights (selected: yellow), as (row, team)."""
    return sorted((item.row(), item.column() - 1) for item in grid.selectedItems())


def click(qtbot, widget, pos=None):
    from PySide6.QtCore import QPoint

    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton,
                     pos=pos if pos is not None else QPoint(5, widget.height() // 2))


def test_the_highlighted_cell_follows_the_history_choice(window, qtbot):
    """A Romand trial's: a "0 CM" cell clicked named its entry and the history chose it;
    then the Schreiber clicked into the points field and wrote more rounds, and the cell
    stayed yellow through the rest of the match, its entry long unchosen. The highlight is
    the history's choice: gone when the choice goes (an entry written), on the cell of
    another entry chosen in the history."""
    panel, grid = started(window)
    type_text(qtbot, "80")
    enter(qtbot)  # entry 1: Anna & Cla, Eichel ×1 = 80
    ctrl(qtbot, "k")
    enter(qtbot)  # entry 2: Beat & Dora, a Kontermatsch in Eichel: 0 KM
    assert grid.item(0, 2).text() == "0 KM"
    click(qtbot, grid.viewport(), grid.visualItemRect(grid.item(0, 2)).center())
    assert "entry 2 is chosen in the history" in panel.preview_line.text()
    assert window.history.list.chosen() == 1
    assert chosen_cells(grid) == [(0, 1)]
    click(qtbot, panel.points)  # back to the form: entry 2 is still the one chosen
    assert focused() is panel.points
    assert window.history.list.chosen() == 1 and chosen_cells(grid) == [(0, 1)]
    type_text(qtbot, "90")
    enter(qtbot)  # entry 3: Anna & Cla, Rosen ×2 = 180; no entry chosen any more
    assert len(window.controller.match.entries) == 3
    assert window.history.list.chosen() == -1
    assert chosen_cells(grid) == []
    type_text(qtbot, "57")
    enter(qtbot)  # entry 4: nothing highlighted still
    assert chosen_cells(grid) == []
    # entry 1 chosen in the history: its cell, Anna & Cla's Eichel
    history = window.history.list
    click(qtbot, history.viewport(), history.visualItemRect(history.item(0)).center())
    assert history.chosen() == 0 and chosen_cells(grid) == [(0, 0)]
    # entry 3 chosen by the arrow key: Anna & Cla's Rosen
    press(qtbot, Qt.Key.Key_Down)
    press(qtbot, Qt.Key.Key_Down)
    assert history.chosen() == 2 and chosen_cells(grid) == [(1, 0)]
    # the choice taken back (Ctrl+click): nothing highlighted
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.ControlModifier,
                     history.visualItemRect(history.item(2)).center())
    assert history.chosen() == -1 and chosen_cells(grid) == []


@pytest.mark.parametrize(("language", "said", "points"), [
    ("english", "Nullstich", "157 card points"), ("german", "Nullstich", "157 Kartenpunkte"),
    ("french", "Pli sans points\u00a0: pas de match", "157 points de cartes")])
def test_157_without_match_is_named_a_nullstich_as_the_schieber_does(request, qtbot, language,
                                                                     said, points):
    """A Romand trial's: 157 typed without Match showed only "157 points de cartes → 314"
    in the preview, the history and the sheet, where the Schieber names the Nullstich (the
    others took a trick worth nothing, RULES.md §0; docs/variants/coiffeur.md)."""
    from jasstafel.printing.variants import sheet_for

    window = request.getfixturevalue("window" if language == "english"
                                     else f"{language}_window")
    panel, _grid = started(window)
    type_text(qtbot, "80")
    enter(qtbot)  # Anna & Cla: Eichel ×1
    type_text(qtbot, "157")  # Beat & Dora: Eichel ×1, 157 without Match
    assert panel.preview_line.text().endswith(f"{points} → 157 · {said}"), (
        panel.preview_line.text())
    enter(qtbot)
    rows = [window.history.list.item(r).text() for r in range(window.history.list.count())]
    assert said not in rows[0]
    assert rows[1].endswith(f"{points} → 157 · {said}"), rows[1]
    match = window.controller.match
    sheet = sheet_for(match.rules, match.rules.settings, match)
    assert sheet.notes(window.controller.board.entries[1], leave=["Match", "Kontermatsch"]) == (
        said)
