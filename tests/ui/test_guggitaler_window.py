"""A family plays Guggitaler in the real window with the keyboard alone: the counts of tricks,
Schellen and Ober with one Enter (the last player's count follows), who took the Rosenkönig
and the last trick by one key, the Domino as the finishing order; every number field at its
edges; what the sheet describes and paints."""

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget

from jasstafel.core import matchfile
from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerDomino, GuggitalerTaker
from jasstafel.core.matchfile import new_match
from jasstafel.ui.newmatch import NewMatchDialog
from jasstafel.ui.variants.guggitaler_board import (
    GuggitalerBoard,
    rule_in,
    sheet_lines,
    sheet_of,
)
from jasstafel.ui.widgets.numberfield import NumberField
from jasstafel.ui.widgets.textsize import text_px

from .keyboard import (
    clear_field,
    enter,
    focus,
    key,
    open_file,
    open_match,
    paste,
    shortcut,
    tab,
    type_,
)

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
FOUR = ["Anna", "Beat", "Cla", "Dora"]
THREE = ["Ueli", "Vreni", "Werner"]
M = "\u2212"  # the minus sign the sheet writes


def totals(window):
    return [s.total for s in window.controller.board.sides]


def entries(window):
    return window.controller.match.entries


def type_counts(qtbot, counts, rest=True):
    """Each player's count, Tab to the next; the last one left empty when *rest* (it
    follows from the others'); one Enter."""
    typed = counts[:-1] if rest else counts
    for i, value in enumerate(typed):
        type_(qtbot, str(value))
        if i < len(typed) - 1 or rest:
            tab(qtbot)
    enter(qtbot)


def play(qtbot, entry, variety=0):
    """One game of a match file as the Schreiber keys it in (*variety* switches between the
    ways the form offers: the rest or every count, digits or Ctrl+digit)."""
    if entry["type"] == "count":
        type_counts(qtbot, entry["counts"], rest=variety % 2 == 0)
    elif entry["type"] == "taker":
        seat = entry["player"] + 1
        (type_(qtbot, str(seat)) if variety % 2 == 0 else shortcut(qtbot, f"Ctrl+{seat}"))
        enter(qtbot)
    else:
        for seat in entry["order"][:-1]:  # the last one out follows
            type_(qtbot, str(seat + 1))
        enter(qtbot)


def sheet_cells(sheet, block=0):
    return [[(c.count, c.points) for c in row.cells] for row in sheet.blocks[block].rows]


# -- whole matches by keyboard ---------------------------------------------------------------


def test_a_family_guggitaler_with_domino_by_keyboard(window, qtbot, tmp_path):
    """docs/examples/guggitaler.jass, four players, typed: the board and the file as the
    golden example."""
    data = json.loads((EXAMPLES / "guggitaler.jass").read_text(encoding="utf-8"))
    path = tmp_path / "guggitaler.jass"
    panel, board = open_file(qtbot, window, path,
                             new_match("guggitaler", data["players"], settings=data["settings"]))
    assert isinstance(board, GuggitalerBoard)
    assert focus() is panel.fields[0]
    assert panel.header.text() == ("Deals: Anna · Game: Tricks (Guggitaler 1 of 1 · game 1 of "
                                   "6 · 5\u00a0per\u00a0trick,\u00a09\u00a0tricks)")
    headers = []
    for i, e in enumerate(data["entries"]):
        headers.append(panel.header.names())
        play(qtbot, e, variety=i)
        assert panel.error_text() == "", (i, panel.error_text())
        assert len(entries(window)) == i + 1
    # the deal moves on every game; the header named the game each time
    assert headers == [["Anna", "Tricks"], ["Beat", "Bells"], ["Cla", "Ober"],
                       ["Dora", "King of Roses"], ["Anna", "Last trick"], ["Beat", "Domino"]]
    result = window.controller.board
    assert result.finished and result.winners == [3]
    assert totals(window) == [-50, 40, -80, 90]
    assert window.status_label.isHidden()
    assert window.finished_label.text() == "The match is over."  # who won: the sheet's
    assert not panel.isVisible()
    sheet = board.sheet
    assert sheet_cells(sheet) == [
        [("3", f"{M}15"), ("2", f"{M}10"), ("4", f"{M}20"), ("", "0")],
        [("2", f"{M}20"), ("3", f"{M}30"), ("", "0"), ("4", f"{M}40")],
        [("1", f"{M}20"), ("1", f"{M}20"), ("1", f"{M}20"), ("1", f"{M}20")],
        [("", "0"), ("", "0"), ("×", f"{M}40"), ("", "0")],
        [("×", f"{M}50"), ("", "0"), ("", "0"), ("", "0")],
        [("3", "+55"), ("2", "+100"), ("4", "0"), ("1", "+150")],
    ]
    assert sheet.totals == (f"{M}50", "40", f"{M}80", "90")
    assert sheet.ranks == ("3", "2", "4", "1") and sheet.winners == (3,)
    assert sheet.state == "Dora wins with 90 points" and sheet.finished
    assert window.history.list.item(5).text() == (
        "6. Domino: 1 Dora +150, 2 Beat +100, 3 Anna +55, 4 Cla 0")
    saved = matchfile.load(path)
    assert [e.model_dump(exclude={"written_at"}) for e in saved.entries] == data["entries"]
    golden = json.loads((EXAMPLES / "guggitaler.board.json").read_text(encoding="utf-8"))
    assert json.loads(saved.board().model_dump_json()) == golden


def test_two_guggitaler_for_three_without_domino_by_keyboard(window, qtbot, tmp_path):
    """docs/examples/guggitaler-zu-dritt-ohne-domino.jass: 12 tricks to share, no Domino,
    the fewest penalty points win; the second Guggitaler is dealt first by the next player."""
    data = json.loads((EXAMPLES / "guggitaler-zu-dritt-ohne-domino.jass").read_text(
        encoding="utf-8"))
    path = tmp_path / "zu-dritt.jass"
    panel, board = open_file(qtbot, window, path,
                             new_match("guggitaler", data["players"], settings=data["settings"]))
    assert panel.fields[0].maximum == 12 and len(panel.fields) == 3
    dealers = []
    for i, e in enumerate(data["entries"]):
        dealers.append(panel.header.names()[0])
        play(qtbot, e, variety=i // 2)
        assert panel.error_text() == "", (i, panel.error_text())
        if i == 4:  # the first Guggitaler is done: its sum is on the sheet
            first = board.sheet.blocks[0]
            assert first.done and first.sums == (-115, -100, -105)
            assert panel.header.text().startswith("Deals: Vreni · Game: Tricks (Guggitaler 2 "
                                                  "of 2 · game 1 of 5")
    assert dealers == ["Ueli", "Vreni", "Werner", "Ueli", "Vreni",
                       "Vreni", "Werner", "Ueli", "Vreni", "Werner"]
    result = window.controller.board
    assert result.finished and result.winners == [0]
    assert totals(window) == [-185, -200, -255]
    sheet = board.sheet
    assert [b.sums for b in sheet.blocks] == [(-115, -100, -105), (-70, -100, -150)]
    assert sheet.state == "Ueli wins with 185 penalty points"
    assert sheet_cells(sheet, 1)[0] == [("2", f"{M}10"), ("6", f"{M}30"), ("4", f"{M}20")]
    assert [line.label for line in sheet_lines(sheet, 40)] == [
        "Guggitaler 1 of 2", "Tricks", "Bells", "Ober", "King of Roses", "Last trick",
        "Guggitaler 1",
        "Guggitaler 2 of 2", "Tricks", "Bells", "Ober", "King of Roses", "Last trick",
        "Guggitaler 2"]
    assert window.history.list.item(5).text() == (
        "6. Guggitaler 2 · Tricks: Ueli 2 (−10), Vreni 6 (−30), Werner 4 (−20)")
    saved = matchfile.load(path)
    assert [e.model_dump(exclude={"written_at"}) for e in saved.entries] == data["entries"]
    golden = json.loads((EXAMPLES / "guggitaler-zu-dritt-ohne-domino.board.json").read_text(
        encoding="utf-8"))
    assert json.loads(saved.board().model_dump_json()) == golden


def test_started_from_the_new_match_dialog(window, settings, qtbot):
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("guggitaler"))
    assert dialog.preset.currentData() == "standard"
    dialog.preset.setCurrentIndex(dialog.preset.findData("kinder"))
    dialog.count.set_value(3)
    for edit, name in zip(dialog.name_edits, THREE, strict=True):
        qtbot.keyClicks(edit, name)
    dialog.accept()
    assert dialog.match is not None, dialog.error.text()
    assert dialog.match.rules.settings.tricks == 1 and not dialog.match.rules.settings.domino
    panel, _board = open_match(qtbot, window, dialog.match)
    assert focus() is panel.fields[0]
    type_counts(qtbot, [5, 4, 3])
    assert totals(window) == [-5, -4, -3]
    assert window.undo_action.text() == "&Undo Tricks"


def test_every_value_is_a_table_setting_in_the_new_match_dialog(settings, qtbot):
    """The penalties and the Domino points of both table sizes can be changed."""
    dialog = NewMatchDialog(settings)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("guggitaler"))
    row = dialog.form.findChild(QWidget, "setting_domino_4")
    fields = row.findChildren(NumberField)
    assert [f.value() for f in fields] == [150, 100, 55, 0]
    assert [f.value() for f in dialog.form.findChild(QWidget, "setting_domino_3")
            .findChildren(NumberField)] == [150, 100, 70]
    fields[3].setFocus()
    fields[3].selectAll()
    qtbot.keyClicks(fields[3], "5")
    tricks = dialog.form.findChild(NumberField, "setting_tricks")
    tricks.setFocus()
    tricks.selectAll()
    qtbot.keyClicks(tricks, "2")
    dialog.accept()
    assert dialog.match is not None, dialog.error.text()
    chosen = dialog.match.rules.settings
    assert chosen.domino_4 == (150, 100, 55, 5) and chosen.tricks == 2


# -- one game at a time ------------------------------------------------------------------------


def test_the_sum_hint_adds_no_count_that_cannot_be_written(window, qtbot):
    """A field that holds no count (−1) is not left out of the sum as if it were empty: the
    hint gives no sum and says what is wrong, as Enter would."""
    panel, board = open_match(qtbot, window, new_match("guggitaler", FOUR))
    for value in ("4", "6", "-1"):
        type_(qtbot, value)
        tab(qtbot)
    text = panel.sum_label.text()
    assert text.startswith("Taken: ? of 9 · ")
    assert "−1" in text or "-1" in text
    assert "10" not in text
    before = len(window.controller.match.entries)
    enter(qtbot)
    assert len(window.controller.match.entries) == before  # refused, as the hint says


def test_one_enter_writes_and_the_last_player_gets_the_rest(window, qtbot):
    panel, board = open_match(qtbot, window, new_match("guggitaler", FOUR))
    for value in (3, 2, 2):
        type_(qtbot, str(value))
        tab(qtbot)
    # Dora's field shows the rest of the 9 tricks; the preview says what one Enter writes
    assert focus() is panel.fields[3] and panel.fields[3].text() == ""
    assert panel.fields[3].placeholderText() == "2"
    assert panel.sum_label.text() == "Taken: 9 of 9 (Dora has the rest, 2)"
    assert panel.preview_line.text() == (
        "writes: Tricks: Anna 3 (−15), Beat 2 (−10), Cla 2 (−10), Dora 2 (−10) · Dora has the "
        "rest: 2")
    assert entries(window) == ()
    enter(qtbot)
    assert entries(window) == (GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]),)
    assert totals(window) == [-15, -10, -10, -10]
    assert [c.points for c in board.sheet.blocks[0].rows[0].cells] == [
        f"{M}15", f"{M}10", f"{M}10", f"{M}10"]
    assert all(f.text() == "" for f in panel.fields) and focus() is panel.fields[0]
    assert panel.game_box.title() == "Bells: what did each player take?"
    assert panel.header.names() == ["Beat", "Bells"]
    assert panel.fields[0].maximum == 9 and panel.fields[0].label == "Bells Anna"


def test_counts_that_do_not_add_up_are_the_rules_refusal(window, qtbot):
    panel, board = open_match(qtbot, window, new_match("guggitaler", FOUR))
    type_counts(qtbot, [3, 2, 2, 3], rest=False)  # 10 tricks: the deck has 9
    assert panel.error_text() == "Tricks: the counts of all players must add up to 9, not 10"
    assert panel.fields[3].is_refused() and focus() is panel.fields[3]
    assert [f.text() for f in panel.fields] == ["3", "2", "2", "3"]
    assert entries(window) == () and board.sheet.totals == ("0", "0", "0", "0")
    # Beat's and Cla's fields emptied, but Anna 7 and Dora 3 are more than the game already
    for _ in range(2):
        shortcut(qtbot, "Shift+Tab")
        clear_field(qtbot)
    shortcut(qtbot, "Shift+Tab")
    clear_field(qtbot)
    type_(qtbot, "7")
    enter(qtbot)
    assert panel.error_text() == "Tricks: the counts of all players must add up to 9, not 10"
    assert focus() is panel.fields[0] and panel.fields[0].text() == "7"
    assert entries(window) == ()
    # Dora mended to 2: now two counts are missing, and nothing is guessed for them
    key(qtbot, "Tab", 3)
    clear_field(qtbot)
    type_(qtbot, "2")
    enter(qtbot)
    assert panel.error_text() == "Tricks missing for Beat and Cla"
    assert focus() is panel.fields[1]
    type_(qtbot, "0")
    enter(qtbot)  # Cla has the rest, 0
    assert panel.error_text() == ""
    assert entries(window) == (GuggitalerCount(game="tricks", counts=[7, 0, 0, 2]),)


def test_an_untouched_form_writes_nothing(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("guggitaler", FOUR))
    enter(qtbot)
    assert entries(window) == ()
    assert panel.error_text() == "Tricks missing: type what each player took (9 in all)"
    assert focus() is panel.fields[0]
    type_counts(qtbot, [2, 2, 2, 3])
    type_counts(qtbot, [2, 2, 2, 3])
    type_counts(qtbot, [1, 1, 1, 1])
    # Rosenkönig: nobody chosen yet, the keys with the row of players
    assert focus() is panel.taker_row
    enter(qtbot)
    assert len(entries(window)) == 3
    assert panel.error_text() == "King of Roses: who took it? 1 … 4 or Ctrl+1 … Ctrl+4"
    assert panel.preview_line.text() == ""  # said once, in red, not again in grey


def test_who_took_it_by_a_digit_a_ctrl_key_or_a_click(window, qtbot):
    panel, board = open_match(qtbot, window, new_match("guggitaler", FOUR))
    for counts in ([2, 2, 2, 3], [2, 2, 2, 3], [1, 1, 1, 1]):
        type_counts(qtbot, counts)
    assert panel.game_box.title() == "King of Roses: who took it?"
    type_(qtbot, "3")
    assert panel.taker_buttons[2].isChecked() and focus() is panel.taker_buttons[2]
    assert panel.preview_line.text() == "writes: King of Roses: Cla −40"
    shortcut(qtbot, "Ctrl+2")
    assert panel.taker_buttons[1].isChecked() and not panel.taker_buttons[2].isChecked()
    # said whom Beat replaced (a trial's second key replaced the first without a word)
    assert panel.preview_line.text() == "writes: King of Roses: Beat −40 (instead of Cla)"
    type_(qtbot, "5")  # there is no fifth player: said (a trial's key did nothing, silently)
    assert panel.taker_buttons[1].isChecked()
    assert panel.error_text() == ("There is no player 5: 1 … 4 or Ctrl+1 … Ctrl+4 name the "
                                  "players")
    qtbot.mouseClick(panel.taker_buttons[3], Qt.MouseButton.LeftButton)
    assert panel.preview_line.text() == "writes: King of Roses: Dora −40 (instead of Beat)"
    enter(qtbot)
    assert entries(window)[-1] == GuggitalerTaker(game="rosenkoenig", player=3)
    # the last trick: the choice was the Rosenkönig's, it is gone
    assert panel.game_box.title() == "Last trick: who took it?"
    assert not any(b.isChecked() for b in panel.taker_buttons)
    assert board.sheet.blocks[0].rows[3].cells[3].points == f"{M}40"
    shortcut(qtbot, "Ctrl+1")
    enter(qtbot)
    assert entries(window)[-1] == GuggitalerTaker(game="last_trick", player=0)
    assert panel.game_box.title() == "Domino: who finished first?"


def before_the_domino():
    """A Guggitaler of four with every game but the Domino written."""
    match = new_match("guggitaler", FOUR)
    for entry in (GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]),
                  GuggitalerCount(game="schellen", counts=[2, 3, 0, 4]),
                  GuggitalerCount(game="ober", counts=[1, 1, 1, 1]),
                  GuggitalerTaker(game="rosenkoenig", player=2),
                  GuggitalerTaker(game="last_trick", player=0)):
        match.add(entry)
    return match


def test_the_domino_as_a_finishing_order(window, qtbot):
    match = before_the_domino()
    panel, board = open_match(qtbot, window, match)
    assert panel.header.names() == ["Beat", "Domino"]
    assert focus() is panel.domino_row
    enter(qtbot)
    assert panel.error_text() == ("Domino: name the players in the order they finished (1 … 4 "
                                  "or Ctrl+1 … Ctrl+4); 4 still to name")
    type_(qtbot, "4")
    type_(qtbot, "4")  # Dora is out already: a second 4 changes nothing, and says so
    assert panel.error_text() == "Dora is in the order already (Backspace takes the last one back)"
    assert panel.order_label.text() == "1 Dora +150"
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "3")
    assert panel.order_label.text() == "1 Dora +150   2 Beat +100   3 Cla +55   4 Anna 0"
    key(qtbot, "Backspace")  # not Cla: Anna was third
    assert panel.order_label.text() == "1 Dora +150   2 Beat +100"
    assert panel.preview_line.text() == ("Domino: name the players in the order they finished "
                                         "(1 … 4 or Ctrl+1 … Ctrl+4); 2 still to name")
    qtbot.mouseClick(panel.domino_buttons[0], Qt.MouseButton.LeftButton)
    assert [b.isEnabled() for b in panel.domino_buttons] == [False, False, False, False]
    assert panel.preview_line.text() == (
        "writes: Domino: 1 Dora +150, 2 Beat +100, 3 Anna +55, 4 Cla 0 · Cla is last")
    assert focus() is panel.write_button
    enter(qtbot)
    assert entries(window)[-1] == GuggitalerDomino(order=[3, 1, 0, 2])
    assert window.controller.board.finished and totals(window) == [-50, 40, -70, 80]
    assert board.sheet.blocks[0].rows[5].cells[3].points == "+150"
    # corrected after the end: Cla was third, Anna last
    window.history.list.setCurrentRow(5)
    window.history.correct()
    assert panel.isVisible() and panel.order == [3, 1, 0, 2]
    assert panel.order_label.text() == "1 Dora +150   2 Beat +100   3 Anna +55   4 Cla 0"
    key(qtbot, "Backspace")
    key(qtbot, "Backspace")
    type_(qtbot, "3")
    assert panel.preview_line.text() == (
        "writes: Domino: 1 Dora +150, 2 Beat +100, 3 Cla +55, 4 Anna 0 · Anna is last")
    enter(qtbot)
    assert entries(window)[-1] == GuggitalerDomino(order=[3, 1, 2, 0])
    assert totals(window) == [-105, 40, -15, 80] and not panel.isVisible()


def test_the_form_is_cleared_between_games_and_after_undo(window, qtbot):
    match = new_match("guggitaler", FOUR, settings={"guggitaler": 2})
    panel, _board = open_match(qtbot, window, match)
    type_counts(qtbot, [3, 2, 2, 3], rest=False)  # refused: 10
    assert panel.error_text() != ""
    assert focus() is panel.fields[3]
    clear_field(qtbot)  # Dora's 3 taken away: she has the rest, 2
    enter(qtbot)
    assert panel.error_text() == "" and not panel.error.isVisible()
    assert not any(f.is_refused() for f in panel.fields)
    # Schellen: nothing of the tricks is left in the fields
    assert [f.text() for f in panel.fields] == ["", "", "", ""]
    assert [f.placeholderText() for f in panel.fields] == ["", "", "", ""]
    assert panel.sum_label.text() == "Taken: 0 of 9"
    # begun, then the tricks are taken back: Ctrl+Z twice, the field's typing first
    type_(qtbot, "4")
    shortcut(qtbot, "Ctrl+Z")
    assert panel.fields[0].text() == "" and len(entries(window)) == 1
    shortcut(qtbot, "Ctrl+Z")
    assert entries(window) == () and panel.game_box.title() == "Tricks: what did each player take?"
    assert [f.text() for f in panel.fields] == ["", "", "", ""] and focus() is panel.fields[0]
    shortcut(qtbot, "Ctrl+Shift+Z")  # redo: the tricks are back, the form is for Schellen
    assert len(entries(window)) == 1 and panel.header.names() == ["Beat", "Bells"]
    type_counts(qtbot, [2, 3, 0, 4])
    type_counts(qtbot, [1, 1, 1, 1])
    type_(qtbot, "3")
    enter(qtbot)
    assert not any(b.isChecked() for b in panel.taker_buttons)  # the last trick: nobody yet
    type_(qtbot, "1")
    enter(qtbot)
    for seat in (4, 2):
        type_(qtbot, str(seat))
    shortcut(qtbot, "Ctrl+Z")  # the players named taken back first, the last trick stays
    assert panel.game_box.title() == "Domino: who finished first?"
    assert panel.order == [] and all(b.isEnabled() for b in panel.domino_buttons)
    shortcut(qtbot, "Ctrl+Z")  # nothing chosen now: the last trick undone
    assert panel.game_box.title() == "Last trick: who took it?"
    assert not any(b.isChecked() for b in panel.taker_buttons)
    shortcut(qtbot, "Ctrl+Y")
    assert panel.order == [] and panel.order_label.text() == ""
    assert all(b.isEnabled() for b in panel.domino_buttons)
    for seat in (4, 2, 1):
        type_(qtbot, str(seat))
    enter(qtbot)
    # the second Guggitaler: tricks again, dealt first by Beat, an empty form
    assert panel.header.text().startswith("Deals: Beat · Game: Tricks (Guggitaler 2 of 2")
    assert panel.order == [] and [f.text() for f in panel.fields] == ["", "", "", ""]
    assert focus() is panel.fields[0]


def test_correct_a_game_from_the_history(window, qtbot):
    panel, board = open_match(qtbot, window, new_match("guggitaler", FOUR))
    type_counts(qtbot, [3, 2, 2, 2])
    type_counts(qtbot, [2, 3, 0, 4])
    type_(qtbot, "1")  # typed into Ober, then the tricks are corrected: Anna had 4, Beat 1
    window.history.list.setCurrentRow(0)
    window.history.list.setFocus()
    enter(qtbot)
    assert panel.correcting == 0 and panel.banner.isVisible()
    assert panel.game_box.title() == "Tricks: what did each player take?"
    assert panel.header.names() == ["Anna", "Tricks"]
    # Dora's 2 follows from the others' (grey), as when the game was written
    assert [f.text() for f in panel.fields] == ["3", "2", "2", ""] and focus() is panel.fields[0]
    type_(qtbot, "4")
    tab(qtbot)
    clear_field(qtbot)
    type_(qtbot, "1")
    enter(qtbot)
    assert panel.correcting is None and not panel.banner.isVisible()
    assert entries(window)[0] == GuggitalerCount(game="tricks", counts=[4, 1, 2, 2])
    assert totals(window) == [-40, -35, -10, -50]
    assert board.sheet.blocks[0].rows[0].cells[0].points == f"{M}20"
    assert window.controller.undo_stack.undoText() == "correction of entry 1"
    # the 1 typed is back in the form: Ctrl+Z takes back no entry under it, and Edit says
    # plain Undo (clicked, it says why)
    assert window.undo_action.text() == "&Undo"
    # back to the next game, Ober, with the 1 typed before the correction (nothing typed is
    # lost) and the cursor after it
    assert panel.header.names() == ["Cla", "Ober"] and panel.fields[0].text() == "1"
    assert focus() is panel.fields[0] and panel.fields[0].cursorPosition() == 1
    clear_field(qtbot)
    # a correction of the Rosenkönig is a taker again
    type_counts(qtbot, [1, 1, 1, 1])
    shortcut(qtbot, "Ctrl+3")
    enter(qtbot)
    window.history.list.setCurrentRow(3)
    window.history.correct()
    assert panel.taker_buttons[2].isChecked() and panel.game_box.title() == (
        "King of Roses: who took it?")
    type_(qtbot, "2")
    enter(qtbot)
    assert entries(window)[3] == GuggitalerTaker(game="rosenkoenig", player=1)
    assert panel.game_box.title() == "Last trick: who took it?"


# -- every number field: nothing, 0, the largest, one above, ten times, letters, pasted --------

#: (game, players, entries before it, the largest count)
GAMES = [
    ("tricks", 4, [], 9),
    ("tricks", 3, [], 12),
    ("schellen", 4, [GuggitalerCount(game="tricks", counts=[3, 2, 2, 2])], 9),
    ("ober", 3, [GuggitalerCount(game="tricks", counts=[4, 4, 4]),
                 GuggitalerCount(game="schellen", counts=[3, 3, 3])], 4),
]
NAMES = {"tricks": "Tricks", "schellen": "Bells", "ober": "Ober"}


def cases(largest):
    # typed into the first player's field (the others 0, the last left empty): written, message
    return [
        ("", False, None, "{game} missing for {first} and {last}"),
        ("0", False, "rest", None),
        (str(largest), False, "largest", None),
        (str(largest + 1), False, None, f"{{game}} {{first}}: at most {largest}, not "
                                        f"{largest + 1}"),
        (str(largest * 10), False, None, f"{{game}} {{first}}: at most {largest}, not "
                                         f"{largest * 10}"),
        ("vier", False, None, "{game} {first}: “vier” is not a whole number"),
        ("3 Stück", True, None, "{game} {first}: “3 Stück” is not a whole number"),
        ("-1", False, None, "{game} {first}: at least 0, not -1"),
    ]


@pytest.mark.parametrize("game, players, before, largest", GAMES)
@pytest.mark.parametrize("case", range(8))
def test_the_count_fields(window, qtbot, game, players, before, largest, case):
    typed, pasted, written, message = cases(largest)[case]
    names = FOUR if players == 4 else THREE
    match = new_match("guggitaler", names)
    for entry in before:
        match.add(entry)
    panel, _board = open_match(qtbot, window, match)
    assert focus() is panel.fields[0]
    tab(qtbot)
    for _ in range(players - 2):  # the others took nothing; the last one is left empty
        type_(qtbot, "0")
        tab(qtbot)
    for _ in range(players - 1):
        shortcut(qtbot, "Shift+Tab")
    assert focus() is panel.fields[0]
    (paste if pasted else type_)(qtbot, typed)
    enter(qtbot)
    written_now = entries(window)[len(before):]
    if written == "rest":
        assert written_now == (GuggitalerCount(game=game, counts=[0] * (players - 1)
                                               + [largest]),)
        return
    if written == "largest":
        assert written_now == (GuggitalerCount(game=game, counts=[largest]
                                               + [0] * (players - 1)),)
        return
    assert written_now == ()
    assert panel.error_text() == message.format(game=NAMES[game], first=names[0],
                                                last=names[-1])
    assert panel.fields[0].text() == typed and focus() is panel.fields[0]
    assert panel.fields[0].is_refused()


def test_the_last_field_typed_itself(window, qtbot):
    """The rest field can be typed too: a wrong one is the rules' refusal beside it."""
    panel, _board = open_match(qtbot, window, new_match("guggitaler", FOUR))
    type_counts(qtbot, [2, 2, 2, 4], rest=False)
    assert panel.error_text() == "Tricks: the counts of all players must add up to 9, not 10"
    assert focus() is panel.fields[3] and panel.fields[3].text() == "4"
    clear_field(qtbot)
    type_(qtbot, "3")
    enter(qtbot)
    assert entries(window) == (GuggitalerCount(game="tricks", counts=[2, 2, 2, 3]),)


# -- what the sheet describes and paints -------------------------------------------------------


def test_the_sheet_description_by_hand():
    """Without a window: RULES.md's defaults worked by hand."""
    match = new_match("guggitaler", FOUR)
    sheet = sheet_of(match.board())
    rows = sheet.blocks[0].rows
    assert [(r.name, r.penalty, r.rule) for r in rows] == [
        ("Tricks", "each 5", "5 per trick, 9 tricks"),
        ("Bells", "each 10", "10 per card, 9 cards"),
        ("Ober", "each 20", "20 per card, 4 cards"),
        ("King of Roses", "40", "40 for the one who takes it"),
        ("Last trick", "50", "50 for the one who takes it"),
        ("Domino", "", "by place: +150,\u00a0+100,\u00a0+55,\u00a00"),
    ]
    assert [r.state for r in rows] == ["next"] + ["later"] * 5
    assert sheet.subs == ("deals", "", "", "") and sheet.totals == ("0", "0", "0", "0")
    match.add(GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]))  # 3,2,2,2 → 15,10,10,10
    sheet = sheet_of(match.board())
    assert [(c.count, c.points, c.ink) for c in sheet.blocks[0].rows[0].cells] == [
        ("3", f"{M}15", "bad"), ("2", f"{M}10", "bad"), ("2", f"{M}10", "bad"),
        ("2", f"{M}10", "bad")]
    assert sheet.blocks[0].sums == (-15, -10, -10, -10) and sheet.subs[1] == "deals"
    assert sheet.state == "Guggitaler 1 of 1: Bells, Beat deals"
    # three players: 12 tricks, Domino 150, 100, 70
    three = sheet_of(new_match("guggitaler", THREE).board())
    assert three.blocks[0].rows[0].rule == "5 per trick, 12 tricks"
    assert three.blocks[0].rows[-1].rule == "by place: +150,\u00a0+100,\u00a0+70"
    # the French deck names the games as jassverzeichnis.ch does
    french = sheet_of(new_match("guggitaler", FOUR, settings={"deck": "fr"}).board())
    assert [r.name for r in french.blocks[0].rows] == [
        "Tricks", "Hearts", "Queen", "King of Clubs", "Last trick", "Domino"]


def test_a_long_match_folds_the_finished_guggitaler():
    match = new_match("guggitaler", FOUR, settings={"guggitaler": 4, "domino": False})
    one = [GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]),
           GuggitalerCount(game="schellen", counts=[2, 3, 0, 4]),
           GuggitalerCount(game="ober", counts=[1, 1, 1, 1]),
           GuggitalerTaker(game="rosenkoenig", player=2),
           GuggitalerTaker(game="last_trick", player=0)]
    for entry in one * 2 + one[:1]:
        match.add(entry)
    sheet = sheet_of(match.board())
    assert len(sheet_lines(sheet, 100)) == 4 * 7  # everything, when it fits
    lines = sheet_lines(sheet, 12)
    # the two finished Guggitaler folded into one line each, then those still to play
    assert [(line.kind, line.label) for line in lines] == [
        ("folded", "Guggitaler 1"), ("folded", "Guggitaler 2"),
        ("heading", "Guggitaler 3 of 4"), ("game", "Tricks"), ("game", "Bells"),
        ("game", "Ober"), ("game", "King of Roses"), ("game", "Last trick"),
        ("sum", "Guggitaler 3"), ("folded", "Guggitaler 4: to play")]
    assert [c.points for c in lines[0].cells] == [f"{M}105", f"{M}60", f"{M}70", f"{M}70"]
    assert lines[4].state == "next"
    tight = sheet_lines(sheet, 9)  # neighbours folded together
    assert [line.label for line in tight][:2] == ["Guggitaler 1–2", "Guggitaler 3 of 4"]
    assert [c.points for c in tight[0].cells] == [f"{M}210", f"{M}120", f"{M}140", f"{M}140"]
    # a finished Guggitaler folds with its sums, one still to play without
    assert (lines[0].state, lines[-1].state, lines[-1].cells) == ("done", "later", ())
    assert [(c.count, c.ink) for c in lines[0].cells] == [("", "bad")] * 4
    assert (tight[0].state, tight[-1].label, tight[-1].state) == (
        "done", "Guggitaler 4: to play", "later")


def test_the_sheet_takes_again_only_the_rows_that_did_not_change(qapp):
    """The sheet keeps the rows it showed (a long match has 120, an entry changes two):
    after every entry, correction, deletion and undo, and in another language, it is the
    sheet made from nothing."""
    from jasstafel.ui import i18n as ui_i18n

    match = new_match("guggitaler", FOUR, settings={"guggitaler": 2})
    known = {}

    def same():
        board = match.board()
        assert sheet_of(board, match, known) == sheet_of(board, match)

    one = [GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]),
           GuggitalerCount(game="schellen", counts=[2, 3, 0, 4]),
           GuggitalerCount(game="ober", counts=[1, 1, 1, 1]),
           GuggitalerTaker(game="rosenkoenig", player=2),
           GuggitalerTaker(game="last_trick", player=0),
           GuggitalerDomino(order=[1, 0, 3, 2])]
    for entry in one + one[:3]:
        match.add(entry)
        same()
    match.replace(0, GuggitalerCount(game="tricks", counts=[0, 3, 3, 3]))
    same()
    match.replace(7, GuggitalerCount(game="schellen", counts=[2, 3, 0, 4]))
    same()
    match.delete(8)
    same()
    match.undo()
    same()
    try:
        ui_i18n.install(qapp, "de")
        same()
        assert sheet_of(match.board(), match, known).blocks[0].rows[0].name == "Stiche"
    finally:
        ui_i18n.uninstall(qapp)
    same()


def test_a_guggitaler_no_entry_touched_is_taken_again_whole(qapp):
    """An entry changes one Guggitaler of the sheet (two with its last game: the next one
    begins); the others are taken again as they were, not looked through row by row at
    every entry (a long match has twenty of them, docs/performance.md)."""
    match = new_match("guggitaler", FOUR, settings={"guggitaler": 3})
    known = {}
    sheets = [sheet_of(match.board(), match, known)]
    games = [GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]),
             GuggitalerCount(game="schellen", counts=[2, 3, 0, 4]),
             GuggitalerCount(game="ober", counts=[1, 1, 1, 1]),
             GuggitalerTaker(game="rosenkoenig", player=2),
             GuggitalerTaker(game="last_trick", player=0),
             GuggitalerDomino(order=[1, 0, 3, 2])]
    for entry in games:
        match.add(entry)
        sheets.append(sheet_of(match.board(), match, known))
        assert sheets[-1] == sheet_of(match.board(), match)  # as a sheet made from nothing

    def kept(before, after):
        return [a is b for a, b in zip(before.blocks, after.blocks, strict=True)]

    assert kept(sheets[0], sheets[1]) == [False, True, True]
    assert kept(sheets[4], sheets[5]) == [False, True, True]
    assert kept(sheets[5], sheets[6]) == [False, False, True]  # Guggitaler 2's first is next
    assert sheets[6].blocks[1].rows[0].state == "next"


def test_a_sum_in_the_plus_at_zero_and_in_the_red():
    """Two Guggitaler with the Domino (+150, +100, +55, 0), the first played whole:
    tricks 0, 3, 3, 3 (5 each): 0, −15, −15, −15; Schellen 0, 4, 2, 3 (10 each): 0, −40, −20,
    −30; Ober 0, 1, 2, 1 (20 each): 0, −20, −40, −20; Rosenkönig and the last trick Dora's:
    −40 − 50. Before the Domino Anna 0, Beat −75, Cla −75, Dora −155; the Domino Beat, Cla,
    Dora, Anna: Anna 0, Beat +75, Cla +25, Dora −100."""
    match = new_match("guggitaler", FOUR, settings={"guggitaler": 2})
    for entry in (GuggitalerCount(game="tricks", counts=[0, 3, 3, 3]),
                  GuggitalerCount(game="schellen", counts=[0, 4, 2, 3]),
                  GuggitalerCount(game="ober", counts=[0, 1, 2, 1]),
                  GuggitalerTaker(game="rosenkoenig", player=3),
                  GuggitalerTaker(game="last_trick", player=3),
                  GuggitalerDomino(order=[1, 2, 3, 0])):
        match.add(entry)
    sheet = sheet_of(match.board())
    assert sheet.blocks[0].sums == (0, 75, 25, -100)
    whole = sheet_lines(sheet, 100)
    total = next(line for line in whole if line.kind == "sum")
    assert total.label == "Guggitaler 1"
    assert [(c.points, c.count, c.ink) for c in total.cells] == [
        ("0", "", "zero"), ("75", "", "plus"), ("25", "", "plus"), (f"{M}100", "", "bad")]
    folded = sheet_lines(sheet, 9)[0]
    assert (folded.kind, folded.label, folded.state) == ("folded", "Guggitaler 1", "done")
    assert folded.cells == total.cells


def test_a_rule_too_long_for_a_narrow_sheet_is_cut_with_an_ellipsis(french_window, qtbot,
                                                                    monkeypatch):
    """Seen on a 1024×600 netbook in French: the Domino's four places were cut in the middle
    of a number ("selon la place : +150, +100, +55,", the 0 gone, and nothing said so). (A
    1024×600 sheet now has its legend on two lines instead of the rules; at 1024×768 they
    are there, in the window's text size, the Domino's shortened.)"""
    from PySide6.QtGui import QFontMetricsF

    from jasstafel.ui.variants import guggitaler_board

    drawn, sizes = [], []

    def recorded(font, rule, box, least=8.0):
        fitted, shown = rule_in(font, rule, box, least)
        drawn.append((rule, shown, QFontMetricsF(fitted).horizontalAdvance(shown), box))
        sizes.append(fitted.pixelSize())
        return fitted, shown

    monkeypatch.setattr(guggitaler_board, "rule_in", recorded)
    french_window.resize(1024, 768)
    french_window.open_file(EXAMPLES / "guggitaler.jass")
    board = french_window.board_widget
    qtbot.waitUntil(lambda: bool(drawn))
    drawn.clear()
    sizes.clear()
    board.repaint()
    rules = {rule: (shown, width, box) for rule, shown, width, box in drawn}
    assert all(width <= box.width() for shown, width, box in rules.values())
    shown, _width, _box = rules["selon la place\u00a0: +150,\u00a0+100,\u00a0+55,\u00a00"]
    assert shown.startswith("selon la place\u00a0: +150") and shown.endswith("…")
    assert all(px >= text_px(board) for px in sizes), sizes  # not 9 px whole
    # with room, the whole rule
    french_window.resize(1400, 900)
    qtbot.waitUntil(lambda: board.width() > 700)
    drawn.clear()
    board.repaint()
    assert ("selon la place\u00a0: +150,\u00a0+100,\u00a0+55,\u00a00",) * 2 in {
        d[:2] for d in drawn}


def test_the_sheet_on_the_screen_is_the_sheet_painted_whole(window, qtbot, tmp_path):
    """What the screen shows is the sheet of the match as it is now, pixel for pixel the
    sheet painted whole: after every game keyed in, over a Guggitaler's end (a block folds,
    every line moves) and the next one's start, a correction from the history, an undo and
    a narrower window. (Kept from a trial of painting only the lines an entry changed, which
    gained too little to keep: docs/performance.md.)"""
    data = json.loads((EXAMPLES / "guggitaler.jass").read_text(encoding="utf-8"))
    match = new_match("guggitaler", data["players"], settings={"guggitaler": 8})
    games = list(matchfile.load(EXAMPLES / "guggitaler.jass").entries)
    for entry in games * 5:  # 30 games: the first Guggitaler folded at this height
        match.add(entry)
    panel, board = open_file(qtbot, window, tmp_path / "long.jass", match)

    def on_screen():
        top = board.mapTo(window, QPoint(0, 0))
        return window.screen().grabWindow(window.winId(), top.x(), top.y(), board.width(),
                                          board.height()).toImage()

    def same():
        QApplication.processEvents()
        whole = board.grab().toImage()
        assert on_screen().convertToFormat(whole.format()) == whole

    same()
    folded = [line.label for line, _box in board.painted if line.kind == "folded"]
    assert folded  # the long sheet folds: lines move when a Guggitaler ends
    for i, e in enumerate(data["entries"] * 2):
        play(qtbot, e, variety=i)
        assert panel.error_text() == ""
        same()
    window.history.list.setCurrentRow(31)  # Schellen of the sixth Guggitaler: 2, 3, 0, 4
    window.history.list.setFocus()
    enter(qtbot)
    type_counts(qtbot, [4, 3, 0, 2], rest=False)  # each field replaced as Tab selects it
    assert entries(window)[31] == GuggitalerCount(game="schellen", counts=[4, 3, 0, 2])
    same()
    shortcut(qtbot, "Ctrl+Z")
    assert entries(window)[31] == GuggitalerCount(game="schellen", counts=[2, 3, 0, 4])
    same()
    window.resize(window.width() - 200, window.height() - 100)
    qtbot.waitUntil(lambda: board.width() < 700)
    play(qtbot, data["entries"][0])
    same()


def test_the_cursor_stays_in_the_form_when_its_page_changes(window, qtbot):
    """From the counts to the taker and to the Domino, the cursor goes from the form to the
    form: it never passes through the history (where Qt sent it from a page hidden with it,
    and the form took it back: two focus changes and a repaint of the history at every such
    game)."""
    from PySide6.QtCore import QEvent, QObject

    class Visits(QObject):
        count = 0

        def eventFilter(self, watched, event):  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.FocusIn:
                self.count += 1
            return False

    panel, _board = open_match(qtbot, window, new_match("guggitaler", FOUR))
    visits = Visits()
    window.history.list.installEventFilter(visits)
    type_counts(qtbot, [3, 2, 2, 2])
    type_counts(qtbot, [2, 3, 0, 4])
    type_counts(qtbot, [1, 1, 1, 1])  # the taker's page next
    assert panel.isAncestorOf(focus()) and focus() is panel.taker_row
    type_(qtbot, "3")
    enter(qtbot)
    type_(qtbot, "1")
    enter(qtbot)  # the Domino's page next
    assert panel.isAncestorOf(focus()) and visits.count == 0
    for seat in "421":
        type_(qtbot, seat)
    enter(qtbot)  # the match is over: the form gives way, the history has the cursor
    assert window.controller.board.finished and focus() is window.history.list
    assert visits.count == 1


def test_the_sheet_paints_the_game_written(window, qtbot):
    panel, board = open_match(qtbot, window, new_match("guggitaler", FOUR))
    before = board.grab().toImage()
    type_counts(qtbot, [3, 2, 2, 2])
    QApplication.processEvents()
    after = board.grab().toImage()
    rects = {line.label: rect for line, rect in board.painted if line.kind == "game"}
    tricks, ober = rects["Tricks"], rects["Ober"]

    def changed(rect, column):
        x0, x1 = board.columns[column]
        return sum(1 for y in range(int(rect.top()) + 2, int(rect.bottom()) - 2, 2)
                   for x in range(int(x0) + 2, int(x1) - 2, 2)
                   if before.pixelColor(x, y) != after.pixelColor(x, y))

    assert all(changed(tricks, p) > 30 for p in range(4))  # −15, −10, −10, −10 written
    assert all(changed(ober, p) == 0 for p in range(4))  # still to play
    # the highlighter moved to Schellen
    schellen = rects["Bells"]
    x = int(board.columns[1][0] + 4)
    marker = after.pixelColor(x, int(schellen.center().y()))
    assert marker.red() > 200 and marker.blue() < 150
    # the Domino points are green ink; the winner's total circled in red
    for entry in (GuggitalerCount(game="schellen", counts=[2, 3, 0, 4]),
                  GuggitalerCount(game="ober", counts=[1, 1, 1, 1]),
                  GuggitalerTaker(game="rosenkoenig", player=2),
                  GuggitalerTaker(game="last_trick", player=0),
                  GuggitalerDomino(order=[3, 1, 0, 2])):
        window.controller.add(entry, "game")
    QApplication.processEvents()
    done = board.grab().toImage()
    domino = next(rect for line, rect in board.painted if line.label == "Domino")
    green = sum(1 for y in range(int(domino.top()), int(domino.bottom()), 2)
                for x in range(int(board.columns[3][0]), int(board.columns[3][1]), 2)
                if done.pixelColor(x, y).green() > 90 > done.pixelColor(x, y).red())
    assert green > 10
    total = next(rect for line, rect in board.painted if line.kind == "total")
    red = sum(1 for y in range(int(total.top()), int(total.bottom()), 2)
              for x in range(int(board.columns[3][0]), int(board.columns[3][1]), 2)
              if _is_red(done.pixelColor(x, y)))
    assert red > 20


def _is_red(color: QColor) -> bool:
    return color.red() > 140 and color.green() < 90 and color.blue() < 90


def test_names_are_plain_text_and_the_chosen_player_stands_out(window, qtbot):
    names = ["<b>Anna</b>", "Beat & Co", "<img src=x>"]
    panel, board = open_match(qtbot, window, new_match("guggitaler", names))
    assert panel.header.text().startswith("Deals: <b>Anna</b> · Game: Tricks")
    assert board.sheet.names == tuple(names)
    assert [label.text() for label in panel.name_labels] == names
    tip = panel.fields[2].toolTip()
    assert "&lt;img src=x&gt;" in tip and "<img" not in tip
    assert panel.taker_buttons[1].text().replace("&&", "&") == "2  Beat & Co"
    assert panel.taker_buttons[1].toolTip().count("&amp;") == 1
    type_counts(qtbot, [4, 4, 4])
    type_counts(qtbot, [3, 3, 3])
    type_counts(qtbot, [2, 1, 1])
    type_(qtbot, "2")
    image = panel.taker_buttons[1].grab().toImage()
    chosen = image.pixelColor(6, image.height() // 2)  # inside the frame, before the text
    assert chosen.lightness() < 90  # dark, seen from across the table
    other = panel.taker_buttons[2].grab().toImage()
    assert other.pixelColor(6, other.height() // 2).lightness() > 150
    enter(qtbot)
    assert window.history.list.item(3).text() == "4. King of Roses: Beat & Co −40"


def test_the_keyboard_help_lists_the_keys(window, qtbot, dialogs):
    open_match(qtbot, window, new_match("guggitaler", FOUR))
    shortcut(qtbot, "F1")
    title, text = dialogs.shown[-1]
    assert title == "Keyboard"
    for shown in ("Tab", "Enter", "1 … 4", "Ctrl+1 … Ctrl+4", "Backspace"):
        assert shown in text, shown


def test_an_undo_to_another_game_takes_back_the_refusal_and_puts_the_cursor_first(window, qtbot):
    """Seen in a trial: Ctrl+Z from the Rosenkönig's page, after its refusal, went back to
    the Ober with the Rosenkönig's refusal still in red, the cursor in Dora's field, and the
    history's first row chosen by itself, so that Ctrl+E corrected the tricks."""
    match = new_match("guggitaler", FOUR)
    for entry in (GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]),
                  GuggitalerCount(game="schellen", counts=[2, 3, 0, 4])):
        match.add(entry)
    panel, _board = open_match(qtbot, window, match)
    type_counts(qtbot, [1, 1, 1, 1], rest=False)
    assert panel.game_box.title() == "King of Roses: who took it?"
    enter(qtbot)  # nobody chosen
    assert panel.error_text().startswith("King of Roses: who took it?")
    shortcut(qtbot, "Ctrl+Z")
    assert panel.game_box.title() == "Ober: what did each player take?"
    assert panel.error_text() == "" and not panel.error.isVisible()
    assert focus() is panel.fields[0] and [f.text() for f in panel.fields] == ["", "", "", ""]
    assert window.history.list.currentRow() == -1 and not window.history.delete_button.isEnabled()
    shortcut(qtbot, "Ctrl+E")  # nothing chosen: the last game written, the Schellen
    assert panel.correcting == 1 and [f.text() for f in panel.fields] == ["2", "3", "0", ""]


def test_naming_the_domino_order_takes_back_its_refusal(window, qtbot):
    match = before_the_domino()
    panel, _board = open_match(qtbot, window, match)
    enter(qtbot)
    assert panel.error_text().endswith("4 still to name")
    type_(qtbot, "4")
    assert panel.error_text() == "" and panel.preview_line.text().endswith("3 still to name")
    enter(qtbot)
    assert panel.error_text().endswith("3 still to name")
    key(qtbot, "Backspace")  # taken back: the refusal was about the order as it was
    assert panel.error_text() == ""
    for seat in (4, 2, 1):
        type_(qtbot, str(seat))
    enter(qtbot)
    # the Partie is over and the cursor in the history: no row is chosen by itself
    assert window.controller.board.finished and window.history.list.currentRow() == -1
    assert not window.history.delete_button.isEnabled()
    shortcut(qtbot, "Ctrl+E")
    assert panel.correcting == 5 and panel.order == [3, 1, 0, 2]
    key(qtbot, "Escape")


def test_the_arrow_keys_in_the_history_start_at_the_newest_entry(window, qtbot):
    match = new_match("guggitaler", FOUR)
    for entry in (GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]),
                  GuggitalerCount(game="schellen", counts=[2, 3, 0, 4])):
        match.add(entry)
    open_match(qtbot, window, match)
    qtbot.mouseClick(window.history.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.history.list.viewport().rect().bottomLeft() + QPoint(5, -3))
    assert focus() is window.history.list and window.history.list.currentRow() == -1
    key(qtbot, "Up")
    assert window.history.list.currentRow() == 1
    key(qtbot, "Up")
    assert window.history.list.currentRow() == 0


# -- the French deck ---------------------------------------------------------------------------

#: per language: the keyboard help's words for the cards of each deck
KEYS_HELP_CARDS = {
    "en": {"fr": ("Tricks, Hearts and Queens:", "King of Clubs and last trick:"),
           "de": ("Tricks, Bells and Ober:", "King of Roses and last trick:")},
    "de": {"fr": ("Stiche, Herz und Damen:", "Kreuzkönig und letzter Stich:"),
           "de": ("Stiche, Schellen und Ober:", "Rosenkönig und letzter Stich:")},
    "fr": {"fr": ("plis, cœurs et dames\u00a0:", "Roi de trèfle et dernier pli\u00a0:"),
           "de": ("plis, grelots et Ober\u00a0:", "Roi de roses et dernier pli\u00a0:")},
}
#: the German deck's cards, which a match with French cards never names
GERMAN_DECK = ("Schellen", "Bells", "Ober", "Rosenk", "Roses", "grelots", "roses")


def keys_help_of(window, qtbot, dialogs, deck):
    open_match(qtbot, window, new_match("guggitaler", FOUR, settings={"deck": deck}))
    shortcut(qtbot, "F1")
    return dialogs.shown[-1][1]


#: the window in each language (conftest.py)
WINDOWS = {"en": "window", "de": "german_window", "fr": "french_window"}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_keyboard_help_names_the_cards_of_the_matchs_deck(language, request, qtbot,
                                                               dialogs):
    """Seen in a trial with French cards: F1 said Schellen, Ober and Rosenkönig."""
    window = request.getfixturevalue(WINDOWS[language])
    french = keys_help_of(window, qtbot, dialogs, "fr")
    german = keys_help_of(window, qtbot, dialogs, "de")
    for words in KEYS_HELP_CARDS[language]["fr"]:
        assert words in french, (words, french)
    for word in GERMAN_DECK:
        assert word not in french, word
    for words in KEYS_HELP_CARDS[language]["de"]:
        assert words in german, (words, german)


#: per language: the labels of the penalties of games 2, 3 and 4 with each deck
SETTING_LABELS = {
    "en": {"fr": ["Penalty per card of Hearts", "Penalty per Queen",
                  "Penalty for the King of Clubs"],
           "de": ["Penalty per card of Bells", "Penalty per Ober",
                  "Penalty for the King of Roses"]},
    "de": {"fr": ["Strafpunkte pro Herzkarte", "Strafpunkte pro Dame",
                  "Strafpunkte für den Kreuzkönig"],
           "de": ["Strafpunkte pro Schellenkarte", "Strafpunkte pro Ober",
                  "Strafpunkte für den Rosenkönig"]},
    "fr": {"fr": ["Pénalité par carte de cœur", "Pénalité par dame",
                  "Pénalité pour le roi de trèfle"],
           "de": ["Pénalité par carte de grelots", "Pénalité par Ober",
                  "Pénalité pour le roi de roses"]},
}
CARD_SETTINGS = ("schellen", "ober", "rosenkoenig")


def setting_labels(form):
    return [form.layout_.labelForField(form.editors[name]).text() for name in CARD_SETTINGS]


def setting_tips(form):
    return " ".join(form.editors[name].toolTip() for name in CARD_SETTINGS)


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_new_match_form_names_the_cards_of_the_deck_chosen(language, request, settings,
                                                               qtbot):
    """Seen in a trial: with French cards chosen the form still said Schellen, Ober and
    Rosenkönig. The labels follow the Cards field, back and forth."""
    window = request.getfixturevalue(WINDOWS[language])
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("guggitaler"))
    for deck in ("fr", "de", "fr"):
        dialog.deck.setCurrentIndex(dialog.deck.findData(deck))
        assert setting_labels(dialog.form) == SETTING_LABELS[language][deck]
    tips = setting_tips(dialog.form)
    assert "Herz" in tips or "Hearts" in tips or "cœur" in tips
    assert "Kreuzkönig" in tips or "King of Clubs" in tips or "roi de trèfle" in tips


def test_a_refusal_names_the_setting_as_the_deck_chosen_names_it(window, settings, qtbot):
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("guggitaler"))
    dialog.deck.setCurrentIndex(dialog.deck.findData("fr"))
    for edit, name in zip(dialog.name_edits, FOUR, strict=True):
        qtbot.keyClicks(edit, name)
    field = dialog.form.findChild(NumberField, "setting_ober")
    field.setFocus()
    field.selectAll()
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    dialog.accept()
    assert dialog.match is None
    assert "Penalty per Queen" in dialog.error.text()
    assert "Ober" not in dialog.error.text()


def test_the_settings_form_with_its_own_cards_field_follows_it(window, qtbot):
    """The club's evening dialog shows the Cards field in the form itself."""
    from jasstafel.core.guggitaler import PRESETS, GuggitalerSettings
    from jasstafel.ui.settingsform import SettingsForm

    form = SettingsForm(GuggitalerSettings, PRESETS["standard"])
    qtbot.addWidget(form)
    assert setting_labels(form) == SETTING_LABELS["en"]["de"]
    cards = form.editors["deck"]
    cards.setCurrentIndex(cards.findData("fr"))
    assert setting_labels(form) == SETTING_LABELS["en"]["fr"]
    assert "Hearts" in setting_tips(form) and "card of Bells" not in setting_tips(form)
    assert form.value()["deck"] == "fr"
    cards.setCurrentIndex(cards.findData("de"))
    assert setting_labels(form) == SETTING_LABELS["en"]["de"]


def first_label(dialog):
    layout = dialog.players_layout
    row, _column, _rows, _columns = layout.getItemPosition(layout.indexOf(dialog.first))
    return layout.itemAtPosition(row, 0).widget().text()


#: per language: the New match dialog's words for the first seat: who deals it (where nobody
#: announces) and who announces it (Schieber, Coiffeur: the seat before deals)
FIRST_SEAT = {"en": ("Deals first", "Announces first"),
              "de": ("Gibt zuerst", "Sagt zuerst an"),
              "fr": ("Donne en premier", "Fait atout en premier")}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_new_match_dialog_says_who_deals_or_announces_first(language, request, settings,
                                                                qtbot):
    """In a Guggitaler (and wherever nobody announces) the first seat deals the first game; in
    Schieber and Coiffeur it announces the first round."""
    window = request.getfixturevalue(WINDOWS[language])
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    deals, announces = FIRST_SEAT[language]
    for variant, said in (("guggitaler", deals), ("schieber", announces),
                          ("differenzler", deals), ("coiffeur", announces), ("molotow", deals)):
        dialog.variant.setCurrentIndex(dialog.variant.findData(variant))
        assert first_label(dialog) == said, variant


#: per language: the statistics' words for a Guggitaler's games
GAMES_WORDS = {"en": ("Games played", "Best game", "Games played: 6"),
               "de": ("Gespielte Spiele", "Bestes Spiel", "Gespielte Spiele: 6"),
               "fr": ("Jeux joués", "Meilleur jeu", "Jeux joués\u00a0: 6")}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_statistics_count_games_not_rounds(language, request, qtbot, tmp_path):
    """A Guggitaler is played in games (Spiele), not rounds (Runden)."""
    window = request.getfixturevalue(WINDOWS[language])
    path = tmp_path / "guggitaler.jass"
    path.write_bytes((EXAMPLES / "guggitaler.jass").read_bytes())
    assert window.open_file(path)  # the match is over: no entry form to wait for
    window.tabs.setCurrentIndex(window.tabs.indexOf(window.statistics))
    played, best, summary = GAMES_WORDS[language]
    rows = dict(window.statistics.rows())
    assert rows[played] == ["6", "6", "6", "6"]
    assert rows[best] == ["55", "100", "0", "150"]
    assert window.statistics.summary.text().startswith(summary)


def test_the_games_names_are_not_shrunk_by_a_second_guggitaler(window, qtbot):
    """With two Guggitaler the heading and "Guggitaler 2: to play" were measured with the
    games' names, in their narrow column: every name was drawn 8 px high (a trial's
    screenshot). The names take their size from their own column and their row, which is
    lower with two (more lines share the height), not from the lines across the row."""
    sizes = []
    for count in (1, 2):
        window.resize(1300, 850)
        match = new_match("guggitaler", FOUR, settings={"guggitaler": count})
        match.add(GuggitalerCount(game="tricks", counts=[9, 0, 0, 0]))
        _panel, board = open_match(qtbot, window, match)
        board.repaint()
        assert any(line.kind == "heading" for line, _box in board.painted) == (count == 2)
        sizes.append(board.label_px)
    assert sizes[0] >= sizes[1] >= 15, sizes  # 21 and 16 px at this size (8 px before)


def test_an_undo_of_the_last_game_puts_the_cursor_back_in_the_form(window, qtbot):
    """Ctrl+Z after the Domino ended the match left the cursor in the history: the digits of
    the Domino typed again moved its selection, and Enter opened a correction of another
    game (a trial's). The form is back, and the cursor in it."""
    panel, _board = open_match(qtbot, window, before_the_domino())
    for digit in "423":
        type_(qtbot, digit)
    enter(qtbot)
    assert window.controller.board.finished and not panel.isVisible()
    shortcut(qtbot, "Ctrl+Z")
    assert not window.controller.board.finished and panel.isVisible()
    assert focus() is panel.domino_row
    for digit in "423":
        type_(qtbot, digit)
    enter(qtbot)
    assert entries(window)[-1] == GuggitalerDomino(order=[3, 1, 2, 0])
    assert panel.correcting is None and window.controller.board.finished


def test_when_the_partie_ends_the_cursor_is_in_the_history_not_in_the_hidden_form(window,
                                                                                  qtbot):
    """After the last game the cursor stayed in the hidden form: a digit typed went into a
    field nobody saw and came back as a draft after a correction (a trial's)."""
    panel, _board = open_match(qtbot, window, before_the_domino())
    for digit in "423":
        type_(qtbot, digit)
    enter(qtbot)
    assert window.controller.board.finished and not panel.isVisible()
    assert focus() is window.history.list and focus().isVisible()  # as a finished file opens
    type_(qtbot, "5")  # nothing is typed into the hidden form
    assert not [f for f in panel.findChildren(NumberField) if f.text()]
    assert window.controller.board.finished


def test_after_tafel_mode_the_cursor_is_never_in_a_history_out_of_view(window, qtbot):
    """A finished match, the Statistics tab in front, F11 and Esc: the cursor was in the
    history behind that tab, and Up and Enter corrected an entry nobody saw selected (a
    trial's)."""
    panel, _board = open_match(qtbot, window, before_the_domino())
    for digit in "423":
        type_(qtbot, digit)
    enter(qtbot)
    assert window.controller.board.finished
    window.tabs.setCurrentIndex(window.tabs.count() - 1)  # Statistics
    assert not window.history.list.isVisible()
    shortcut(qtbot, "F11")
    key(qtbot, "Escape")
    assert focus().isVisible() and focus() is window.finished_buttons[0]


@pytest.mark.parametrize(("players", "row", "game", "stored", "typed", "written"), [
    (FOUR, 0, "tricks", [3, 2, 2, 2], ("Tab", "4"), [3, 4, 2, 0]),
    (FOUR, 1, "schellen", [2, 3, 0, 4], ("Tab", "5"), [2, 5, 0, 2]),
    (FOUR, 2, "ober", [1, 1, 1, 1], ("0",), [0, 1, 1, 2]),
    (THREE, 0, "tricks", [5, 4, 3], ("6",), [6, 4, 2]),
])
def test_a_corrected_count_leaves_the_rest_to_the_last_player(window, qtbot, players, row,
                                                              game, stored, typed, written):
    """As in the Differenzler: correcting one player's count was refused ("must add up to
    9"), the last player's stored count being loaded as typed. A corrected game comes back
    as it is written: the last field empty, its count grey; a changed count moves the rest,
    one Enter writes it. Left as it was, Enter writes the game as it was."""
    match = new_match("guggitaler", players)
    games = {"tricks": [3, 2, 2, 2], "schellen": [2, 3, 0, 4], "ober": [1, 1, 1, 1]}
    if len(players) == 3:
        games = {"tricks": [5, 4, 3]}
    for key_, counts in games.items():
        match.add(GuggitalerCount(game=key_, counts=counts))
    panel, _board = open_match(qtbot, window, match)
    last = players[-1]
    before = entries(window)[row]
    assert before == GuggitalerCount(game=game, counts=stored)
    window.history.list.setCurrentRow(row)
    window.history.list.setFocus()
    enter(qtbot)
    assert panel.correcting == row
    assert [f.text() for f in panel.fields] == [*map(str, stored[:-1]), ""]
    assert panel.fields[-1].placeholderText() == str(stored[-1])
    assert f"{last} has the rest: {stored[-1]}" in panel.preview_line.text()
    enter(qtbot)  # nothing changed: the game as it was
    assert panel.correcting is None and panel.error_text() == ""
    assert entries(window)[row] == before

    window.history.list.setCurrentRow(row)
    window.history.list.setFocus()
    enter(qtbot)
    assert focus() is panel.fields[0]
    for k in typed:  # each field selected as Tab reaches it: the digits replace it
        tab(qtbot) if k == "Tab" else type_(qtbot, k)
    assert panel.fields[-1].text() == ""
    assert panel.fields[-1].placeholderText() == str(written[-1])
    assert f"{last} has the rest: {written[-1]}" in panel.preview_line.text()
    enter(qtbot)
    assert panel.correcting is None and panel.error_text() == ""
    assert entries(window)[row] == GuggitalerCount(game=game, counts=written)


def test_a_kept_game_is_never_written_as_another_game(window, qtbot):
    """A helper's worry: a game half typed, kept while an earlier entry is corrected or a
    forgotten one inserted, may belong to another game once that is written. An insert
    cannot move a Guggitaler's games (each has its place: it is refused, the kept game
    comes back as it was). Deleting the last game written while an earlier one is
    corrected does: the kept Ober, typed as 1, 1, 1, came back titled Ober while Enter
    wrote them, with the rest of 9, as the Schellen. That delete is refused now while the
    correction is open (tests/ui/test_history_guard.py), and after it while the Ober are
    typed (tests/ui/test_guggitaler_delete_typing.py); made with the form cleared, the form
    is the game due then, and nothing of the Ober is written as the Schellen."""
    match = new_match("guggitaler", FOUR)
    match.add(GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]))
    match.add(GuggitalerCount(game="schellen", counts=[2, 3, 0, 4]))
    panel, _board = open_match(qtbot, window, match)
    history = window.history.list
    for value in ("1", "Tab", "1", "Tab", "1"):  # the Ober, Dora's 1 follows
        tab(qtbot) if value == "Tab" else type_(qtbot, value)
    assert panel.game_box.title() == "Ober: what did each player take?"

    # a forgotten game inserted before the tricks: refused at once, before any form (a
    # trial typed a whole game first), the Ober stay as they were
    rect = history.visualItemRect(history.item(0))
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseClick(window.history.insert_button, Qt.MouseButton.LeftButton)
    assert not panel.inserting and panel.correcting is None
    assert window.history.message.isVisible()
    assert window.history.message.text() == (
        "Each game of a Guggitaler has its place: nothing can be inserted before a game "
        "(correct the game instead)")
    assert len(entries(window)) == 2
    assert panel.game_box.title() == "Ober: what did each player take?"
    assert [f.text() for f in panel.fields] == ["1", "1", "1", ""]
    assert panel.fields[3].placeholderText() == "1"

    # the tricks corrected, and meanwhile the Schellen deleted: refused while the
    # correction is open (tests/ui/test_history_guard.py); deleted after it
    history.setFocus()
    history.setCurrentRow(0)
    enter(qtbot)
    assert panel.correcting == 0
    history.setFocus()
    history.setCurrentRow(1)
    key(qtbot, "Delete")
    assert len(entries(window)) == 2 and panel.correcting == 0
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert panel.correcting is None
    assert [f.text() for f in panel.fields] == ["1", "1", "1", ""]  # the Ober, back
    history.setFocus()
    history.setCurrentRow(1)
    key(qtbot, "Delete")  # with the Ober typed: refused, they would go with the Schellen
    assert len(entries(window)) == 2
    assert window.history.message.text().startswith(
        "The form holds what you typed for the next game (Ober)")
    assert [f.text() for f in panel.fields] == ["1", "1", "1", ""]
    for field in panel.fields[:3]:  # cleared, as the refusal says
        qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
        clear_field(qtbot)
    history.setFocus()
    history.setCurrentRow(1)
    key(qtbot, "Delete")  # now the Schellen go: the form is theirs
    assert len(entries(window)) == 1
    assert panel.game_box.title() == "Bells: what did each player take?"
    assert [f.text() for f in panel.fields] == ["", "", "", ""]
    assert all(f.placeholderText() == "" for f in panel.fields)
    assert all(f.maximum == 9 for f in panel.fields)
    qtbot.mouseClick(panel.fields[0], Qt.MouseButton.LeftButton)
    enter(qtbot)  # nothing of the Ober is written as Schellen
    assert len(entries(window)) == 1
    assert panel.error_text().startswith("Bells missing")
    type_counts(qtbot, [2, 3, 0, 4])
    assert entries(window)[1] == GuggitalerCount(game="schellen", counts=[2, 3, 0, 4])


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_a_refused_penalty_is_said_with_one_colon(language, request, settings, qtbot):
    """The penalty labels had colons of their own ("Plis : pénalité par pli"), so a value out
    of range was refused as "Plis : pénalité par pli : au plus …"."""
    window = request.getfixturevalue(WINDOWS[language])
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("guggitaler"))
    for edit, name in zip(dialog.name_edits, FOUR, strict=True):
        qtbot.keyClicks(edit, name)
    field = dialog.form.findChild(NumberField, "setting_tricks")
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "100000")
    dialog.accept()
    assert dialog.match is None
    refusal = dialog.error.text()
    assert refusal.count(":") == 1, refusal
    assert field.label.split()[0] in refusal


def test_the_domino_line_never_splits_a_place(window, qtbot):
    """An English trial's line under the form read "… 3 Heidi +55, 4" / "Marco 0 · Marco is
    last": the place 4 and its player on two lines. Whatever the width, each place (its
    number, its player, his points) is on one line, as the order row above keeps it."""
    from PySide6.QtWidgets import QLabel

    from .test_pandur_tester import wrapped

    panel, _board = open_match(qtbot, window, before_the_domino())
    for digit in "4213":
        type_(qtbot, digit)
    shown = QLabel.text(panel.preview_line)  # as the label shows it
    places = ["1 Dora +150", "2 Beat +100", "3 Anna +55", "4 Cla 0"]
    assert panel.preview_line.text() == ("writes: Domino: " + ", ".join(places)
                                         + " · Cla is last")
    for width in range(80, 700, 5):
        lines = [line.replace("\u00a0", " ")
                 for line in wrapped(shown, panel.preview_line.font(), width)]
        for place in places:
            assert any(place in line for line in lines), (width, lines)
