"""A Schreiber plays Schieber in the real window, with the keyboard alone (offscreen).

Every round below is typed: keys go to the widget that has the cursor, as at a table. The
tests never call into the entry panel; they read what the window shows and what was saved.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .keyboard import (
    ALT,
    SHIFT,
    ctrl,
    enter,
    focused,
    in_next_dialog,
    paste,
    press,
    shortcut,
    tab,
    type_text,
)
from .texts import painted_boxes

PLAYERS = ("Anna", "Beat", "Cla", "Dora")


def new_schieber_by_keys(window, qtbot, preset_letter=None, names=PLAYERS):
    """Ctrl+N, Schieber, the preset by its first letter, four names, Enter."""
    def fill(dialog):
        press(qtbot, "v", ALT)  # &Variante
        type_text(qtbot, "S")  # Schieber
        tab(qtbot, 2)  # past the cards to the preset
        if preset_letter:
            type_text(qtbot, preset_letter)
        tab(qtbot, 2)  # past who announces first (the number of players is greyed: 4)
        assert focused() is dialog.name_edits[0]
        for name in names:
            type_text(qtbot, name)
            tab(qtbot)
        enter(qtbot)  # Start
    errors = in_next_dialog(qtbot, fill)
    ctrl(qtbot, "n")
    assert not errors, errors
    window.activateWindow()  # as the window manager does when a dialog closes
    qtbot.waitUntil(window.isActiveWindow)
    assert window.controller.session is not None
    return window.panel


def totals(window):
    return [s.total for s in window.controller.board.sides]


def announcer(window):
    return window.panel.header.names()[-1]


def round_by_keys(qtbot, contract, points=None, keys=(), field_tab=0):
    """Ctrl+<contract>, then *keys* (Ctrl+letters), the card points typed into the field
    with the cursor (after *field_tab* Tabs), Enter."""
    ctrl(qtbot, str(contract))
    for key in keys:
        ctrl(qtbot, key)
    tab(qtbot, field_tab)
    if points is not None:
        type_text(qtbot, str(points))
    enter(qtbot)


def test_a_freier_jass_to_the_target_with_bedanken(window, qtbot):
    panel = new_schieber_by_keys(window, qtbot)
    names = [s.name for s in window.controller.board.sides]
    assert names == ["Anna & Cla", "Beat & Dora"]  # the teams are called after their players
    assert focused() is panel.points[0]  # the cursor where the first points are typed
    seen = [announcer(window)]
    # 1: Schellen ×2, Anna & Cla 101 with Weis 50: (101 + 50) × 2 = 302, 56 × 2 = 112
    ctrl(qtbot, "4")
    type_text(qtbot, "101")
    assert panel.points[1].placeholderText() == "56"  # what the other team gets, grey
    ctrl(qtbot, "w")
    type_text(qtbot, "50")
    assert panel.preview_line.kind == "write" and "302" in panel.preview_line.text()
    enter(qtbot)
    assert totals(window) == [302, 112]
    assert focused() is panel.points[0] and panel.points[0].text() == ""
    seen.append(announcer(window))
    # 2: Eicheln ×5, Anna & Cla announce this round (Ctrl+8), Match and Stöck: 277 × 5
    round_by_keys(qtbot, 1, keys=("8", "m", "t"))
    assert totals(window) == [302 + 1385, 112]
    seen.append(announcer(window))  # the override was for one round only
    # 3: Rosen ×5 geschoben, Beat & Dora's 120 typed in their field (Tab): 37 → 185, 600
    ctrl(qtbot, "2")
    ctrl(qtbot, "g")
    assert panel.header.note.text().startswith("passed")
    tab(qtbot)
    assert focused() is panel.points[1]
    type_text(qtbot, "120")
    enter(qtbot)
    assert totals(window) == [1872, 712]
    seen.append(announcer(window))
    # 4 and 5: Eicheln Matches for Anna & Cla: 1285 each -> 4442, still short of 4500
    round_by_keys(qtbot, 1, keys=("8", "m"))
    round_by_keys(qtbot, 1, keys=("8", "m"))
    assert totals(window) == [4442, 712]
    # Bedanken during a Rosen round with 50 on the stack: 4442 + 250 = 4692
    ctrl(qtbot, "b")
    assert focused() is panel.stack
    type_text(qtbot, "50")
    ctrl(qtbot, "2")
    tab(qtbot)
    assert focused() is panel.bedanken_buttons[0]
    enter(qtbot)
    board = window.controller.board
    assert board.finished and board.winners == [0]
    assert totals(window) == [4692, 712]
    assert not panel.isVisible() and window.finished_box.isVisible()
    # the cursor left the hidden form (under X11 it stayed on the hidden Bedanken button,
    # and what was typed next went nowhere; a trial's)
    assert focused().isVisible()
    # the announcer moved on one seat per round, in the order of play
    order = [PLAYERS.index(name) for name in seen]
    assert all(b == (a + 1) % 4 for a, b in zip(order, order[1:], strict=False)), seen
    # the history says who made what, and shows the newest entry
    texts = [window.history.list.item(i).text() for i in range(window.history.list.count())]
    assert "Anna & Cla 37 → 185 · Beat & Dora 120 → 600" in texts[2]
    assert "(passed)" in texts[2]
    bar = window.history.list.verticalScrollBar()
    assert bar.value() == bar.maximum()
    # and the file on disk holds every entry
    saved = matchfile.load(window.controller.session.target)
    assert saved.board() == board and len(saved.entries) == 6


def test_a_turnier_by_keys(window, qtbot):
    panel = new_schieber_by_keys(window, qtbot, preset_letter="T")
    assert window.controller.match.rules.settings.preset == "turnier"
    assert not panel.weis_box.isVisible() and not panel.bedanken_box.isVisible()
    ctrl(qtbot, "w")  # no Weis in the Turnier: the key does nothing
    assert focused() is panel.points[0]
    for i in range(12):
        round_by_keys(qtbot, 1 + i % 6, 80 + i)
    # A: 80 + 81 + … + 91 = 1026; B: 12 × 157 − 1026 = 858
    assert totals(window) == [1026, 858]
    board = window.controller.board
    assert board.finished and board.winners == [0] and board.figures["rounds_left"] == 0
    assert matchfile.load(window.controller.session.target).board() == board


def test_both_teams_past_the_target_only_bedanken_is_left(window, qtbot):
    window.resize(1024, 600)
    window.start(new_match("schieber", list(PLAYERS), preset="einfach_1000",
                           settings={"target": 110}))
    QApplication.processEvents()
    panel = window.panel
    round_by_keys(qtbot, 1, 100)
    round_by_keys(qtbot, 1, 50)
    assert totals(window) == [150, 164]
    QApplication.processEvents()
    # the round form is gone; the Bedanken buttons are in view and have the cursor
    assert not panel.points_box.isVisible() and panel.both_over.isVisible()
    for button in panel.bedanken_buttons:
        assert button.isVisible() and not button.visibleRegion().isEmpty()
    assert focused() is panel.bedanken_buttons[0]
    tab(qtbot)
    assert focused() is panel.bedanken_buttons[1]
    enter(qtbot)
    board = window.controller.board
    assert board.finished and board.winners == [1]


def started(window, preset="freier_jass"):
    window.start(new_match("schieber", list(PLAYERS), preset=preset))
    QApplication.processEvents()
    return window.panel


# -- every number field: nothing, 0, the largest legal value, one above, 10×, letters, paste ----

CARD_CASES = [
    ("", None, "Card points missing"),
    ("0", (0, 157), None),
    ("157", (157, 0), None),
    ("158", None, "Card points Team {t}: at most 157, not 158"),
    ("1570", None, "Card points Team {t}: at most 157, not 1570"),
    ("abc", None, "Card points Team {t}: “abc” is not a whole number"),
    ("paste:12 Punkte", None, "“12 Punkte” is not a whole number"),
]


def enter_text(qtbot, text):
    if text.startswith("paste:"):
        paste(qtbot, text[len("paste:"):])
    else:
        type_text(qtbot, text)


@pytest.mark.parametrize("team", [0, 1])
@pytest.mark.parametrize("typed, written, message", CARD_CASES)
def test_card_points_field(window, qtbot, team, typed, written, message):
    panel = started(window, "einfach_1000")
    ctrl(qtbot, "3")
    tab(qtbot, team)
    field = focused()
    assert field is panel.points[team]
    enter_text(qtbot, typed)
    shown = field.text()
    enter(qtbot)
    entries = window.controller.match.entries
    if written is None:
        assert entries == ()
        expected = message.format(t="AB"[team])
        if typed == "":
            assert panel.error_text() == "Card points missing"
        else:
            assert expected in panel.error_text()
            assert field.is_refused()  # marked red
        assert field.text() == shown  # the typing stays
        assert focused() is (panel.points[0] if typed == "" else field)
    else:
        points = written if team == 0 else written[::-1]
        assert [e.points for e in entries] == [points]
        assert panel.error_text() == ""


WEIS_CASES = [
    ("", (0, 0), None),
    ("0", (0, 0), None),
    ("1000", (1000, 0), None),
    ("1010", None, "Weis of 1010 is impossible"),
    ("10000", None, "Weis of 10000 is impossible"),
    ("abc", None, "Weis Team A: “abc” is not a whole number"),
    ("paste:50 Punkte", None, "“50 Punkte” is not a whole number"),
]


@pytest.mark.parametrize("typed, weis, message", WEIS_CASES)
def test_weis_field(window, qtbot, typed, weis, message):
    panel = started(window, "einfach_1000")
    ctrl(qtbot, "3")
    type_text(qtbot, "100")
    ctrl(qtbot, "w")
    assert focused() is panel.weis.field
    enter_text(qtbot, typed)
    enter(qtbot)
    entries = window.controller.match.entries
    if weis is None:
        assert entries == () and message in panel.error_text()
        assert focused() is panel.weis.field and panel.weis.field.text() == typed.replace(
            "paste:", "")
    else:
        assert [e.weis for e in entries] == [weis]


STACK_CASES = [
    ("", 0, None),
    ("0", 0, None),
    ("1177", 1177, None),  # 157 + 1000 Weis + 20 Stöck: the most a round can hold
    ("1178", None, "A stack of 1178 is impossible: at most 1177 points in a round"),
    ("11770", None, "A stack of 11770 is impossible"),
    ("abc", None, "Stack: “abc” is not a whole number"),
    ("paste:70 Punkte", None, "“70 Punkte” is not a whole number"),
]


@pytest.mark.parametrize("typed, stack, message", STACK_CASES)
def test_stack_field(window, qtbot, typed, stack, message):
    panel = started(window)
    ctrl(qtbot, "b")
    assert focused() is panel.stack
    enter_text(qtbot, typed)
    ctrl(qtbot, "2")  # the round in play: Rosen ×5
    tab(qtbot)
    enter(qtbot)  # "Team A bedankt"
    entries = window.controller.match.entries
    if stack is None:
        assert entries == () and message in panel.error_text()
        assert focused() is panel.stack and panel.stack.text() == typed.replace("paste:", "")
    else:
        assert [e.stack for e in entries] == [stack]
        board = window.controller.board
        # 1177 × 5 is past 4500; nothing on the stack is a Bedanken too early
        assert board.winners == ([0] if stack else [1])


def test_enter_on_the_untouched_form_writes_nothing(window, qtbot):
    panel = started(window)
    enter(qtbot)
    assert window.controller.match.entries == ()
    assert panel.error_text() == "Card points missing"
    ctrl(qtbot, "3")
    enter(qtbot)
    assert window.controller.match.entries == ()
    type_text(qtbot, "101")
    enter(qtbot)
    assert len(window.controller.match.entries) == 1


def test_no_contract_chosen_is_said(window, qtbot):
    panel = started(window)
    type_text(qtbot, "100")
    enter(qtbot)
    assert "Choose the contract" in panel.error_text()
    assert window.controller.match.entries == () and panel.points[0].text() == "100"


def test_a_refused_round_keeps_the_form_and_the_board(window, qtbot):
    panel = started(window)
    round_by_keys(qtbot, 3, 100)
    before = window.controller.board
    ctrl(qtbot, "5")  # Obenabe: no Stöck, said at once (the Stöck buttons are greyed out)
    ctrl(qtbot, "t")
    assert "Stöck exist only in a trump contract" in panel.error_text()
    assert not any(b.isChecked() for b in panel.stoeck_buttons)
    type_text(qtbot, "77")
    ctrl(qtbot, "w")
    type_text(qtbot, "30")  # no Weis is worth 30: refused, the form kept
    enter(qtbot)
    assert "30" in panel.error_text()
    assert window.controller.board == before
    assert panel.points[0].text() == "77" and panel.contract_group.checkedId() == 4
    ctrl(qtbot, "a")
    press(qtbot, Qt.Key.Key_Delete)
    enter(qtbot)
    assert panel.error_text() == ""
    assert totals(window) == [200 + 231, 114 + 240]  # Schilten ×2 then Obenabe ×3


def test_undo_and_redo_from_inside_a_number_field(window, qtbot):
    panel = started(window, "einfach_1000")
    round_by_keys(qtbot, 1, 100)
    assert totals(window) == [100, 57]
    assert focused() is panel.points[0]
    ctrl(qtbot, "z")  # the field has nothing of its own to undo: the round goes
    assert totals(window) == [0, 0] and focused() is panel.points[0]
    press(qtbot, "z", Qt.KeyboardModifier.ControlModifier | SHIFT)
    assert totals(window) == [100, 57]
    ctrl(qtbot, "z")
    ctrl(qtbot, "y")
    assert totals(window) == [100, 57]
    type_text(qtbot, "15")
    ctrl(qtbot, "z")  # first the field's own typing …
    assert panel.points[0].text() == "" and totals(window) == [100, 57]
    ctrl(qtbot, "z")  # … then the round
    assert totals(window) == [0, 0]


def test_undo_with_a_round_half_typed_takes_back_no_entry(window, qtbot):
    """A trial's: round 8 half typed (Undenufe, 30, a Weis of 20), Ctrl+Z twice: the first
    emptied the Weis field, the second took round 7 off the board while the form kept
    Undenufe and 30, now "round 7, announced by" the other team; Enter wrote it over the old
    round 7, which no Redo brought back. The second Ctrl+Z changes nothing and says why."""
    panel = started(window, "einfach_1000")
    round_by_keys(qtbot, 1, 100)
    assert totals(window) == [100, 57]
    ctrl(qtbot, "6")  # Undenufe
    type_text(qtbot, "30")
    ctrl(qtbot, "w")
    type_text(qtbot, "20")
    ctrl(qtbot, "z")  # the Weis field's own typing
    assert panel.weis.field.text() == ""
    ctrl(qtbot, "z")  # no entry goes: the form holds the next round
    assert len(window.controller.match.entries) == 1 and totals(window) == [100, 57]
    assert "it holds what you typed for the next entry" in panel.error_text()
    assert panel.points[0].text() == "30" and panel.contract_buttons["undenufe"].isChecked()
    enter(qtbot)  # the round as typed, after the first
    assert len(window.controller.match.entries) == 2
    assert window.controller.match.entries[0].points == (100, 57)
    ctrl(qtbot, "z")  # the form empty: the round just written goes
    assert len(window.controller.match.entries) == 1
    ctrl(qtbot, "2")  # a trump chosen by mistake (no click unchooses it): Ctrl+Z does …
    ctrl(qtbot, "z")
    assert len(window.controller.match.entries) == 1
    assert not any(b.isChecked() for b in panel.contract_buttons.values())
    ctrl(qtbot, "z")  # … and the next one undoes the round
    assert window.controller.match.entries == ()


def test_redo_goes_back_the_way_undo_came_and_an_emptied_form_is_empty(
        window, qtbot, dialogs):
    """A keyboard trial's, round 4: 80 typed, Ctrl+Z (the field empty), Ctrl+Z (round 3
    undone), Ctrl+Shift+Z: round 3 came back under the 80 typed meanwhile (as Undo refuses
    to take a round from under typing, so Redo refuses to put one there). A Romand trial's
    next: the first redo brought the 80 back and the round could not come back under it,
    the reverse of the undos' order. Redo goes back the way Undo came: the round first,
    then the field's typing. Then Ctrl+A, Backspace and leaving the match: the question
    said the typing would be dropped, although the form was empty (the round's own
    choices, filled in by the redo, counted as typing)."""
    panel = started(window, "einfach_1000")
    for points in (100, 50, 120):
        round_by_keys(qtbot, 1, points)
    assert len(window.controller.match.entries) == 3
    type_text(qtbot, "80")
    ctrl(qtbot, "z")
    assert panel.points[0].text() == "" and len(window.controller.match.entries) == 3
    ctrl(qtbot, "z")
    assert len(window.controller.match.entries) == 2
    redo = Qt.KeyboardModifier.ControlModifier | SHIFT
    press(qtbot, "z", redo)  # undone last, redone first: the round …
    assert len(window.controller.match.entries) == 3 and panel.points[0].text() == ""
    assert panel.error_text() == ""
    press(qtbot, "z", redo)  # … then the field's own typing, for round 4 as it was
    assert panel.points[0].text() == "80" and len(window.controller.match.entries) == 3
    press(qtbot, "z", redo)  # nothing more to redo: no round under the typing
    assert len(window.controller.match.entries) == 3 and panel.points[0].text() == "80"
    ctrl(qtbot, "z")  # and back: the typing first, then the round
    assert panel.points[0].text() == "" and len(window.controller.match.entries) == 3
    ctrl(qtbot, "z")
    assert len(window.controller.match.entries) == 2
    type_text(qtbot, "80")  # typed anew: the undone round stays undone under it
    press(qtbot, "z", redo)
    assert len(window.controller.match.entries) == 2
    assert "it holds what you typed for the next entry" in panel.error_text()
    shortcut(qtbot, "Ctrl+A")
    press(qtbot, Qt.Key.Key_Backspace)
    press(qtbot, "z", redo)  # the form empty: the round comes back
    assert len(window.controller.match.entries) == 3
    type_text(qtbot, "80")
    shortcut(qtbot, "Ctrl+A")
    press(qtbot, Qt.Key.Key_Backspace)
    assert not panel.has_typing()
    dialogs.shown.clear()
    window.close()  # leaving the unnamed match: asked, but not about typing
    assert dialogs.shown and not any("typed in the form" in text
                                     for _title, text in dialogs.shown), dialogs.shown


def test_a_form_emptied_after_an_entry_deleted_under_its_typing_is_empty(window, qtbot,
                                                                          dialogs):
    """80 typed for round 4; round 1 deleted in the history meanwhile (the form now types
    round 3, another team announces); the 80 deleted: the form holds nothing typed, and
    leaving the match does not say that typing is dropped."""
    panel = started(window, "einfach_1000")
    for points in (100, 50, 120):
        round_by_keys(qtbot, 1, points)
    type_text(qtbot, "80")
    history = window.history.list
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton,
                     pos=history.visualItemRect(history.item(0)).center())
    qtbot.keyClick(history, Qt.Key.Key_Delete)
    assert len(window.controller.match.entries) == 2
    field = panel.points[0]
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    assert focused() is field and field.text() == "80"
    shortcut(qtbot, "Ctrl+A")
    press(qtbot, Qt.Key.Key_Backspace)
    assert field.text() == "" and not panel.has_typing()
    dialogs.shown.clear()
    window.close()
    assert dialogs.shown and not any("typed in the form" in text
                                     for _title, text in dialogs.shown), dialogs.shown


def test_the_header_moves_on_and_an_override_lasts_one_round(window, qtbot):
    panel = started(window, "einfach_1000")
    first = announcer(window)
    usual_team = panel.team_group.checkedId()
    other = "9" if usual_team == 0 else "8"
    ctrl(qtbot, other)
    assert "This round only" in panel.header.note.text()
    round_by_keys(qtbot, 1, 100)
    assert window.controller.match.entries[0].announced_by == 1 - usual_team
    assert panel.header.note.text() == ""
    second = announcer(window)
    assert PLAYERS.index(second) == (PLAYERS.index(first) + 1) % 4


def test_correct_an_entry_from_the_history(window, qtbot):
    panel = started(window, "einfach_1000")
    for points in (100, 50, 120):
        round_by_keys(qtbot, 1, points)
    assert totals(window) == [270, 201]
    window.history.list.setFocus()
    window.history.list.setCurrentRow(1)
    next_round = panel.header.text()
    enter(qtbot)  # Enter on the history = correct
    assert panel.correcting == 1 and panel.banner.isVisible()
    # who dealt round 2 (Dora dealt the first) and who announced it, as its header said
    assert panel.header.text() == "Deals: Anna · Announced by: Beat"
    assert panel.points[0].text() == "50" and focused() is panel.points[0]
    ctrl(qtbot, "a")
    type_text(qtbot, "60")
    enter(qtbot)
    assert totals(window) == [280, 191]
    assert panel.correcting is None and not panel.banner.isVisible()
    assert panel.header.text() == next_round
    assert window.undo_action.text() == "&Undo correction of entry 2"


def test_deleting_the_entry_being_corrected_leaves_the_correction(window, qtbot):
    """A trial's: the round being corrected was deleted from the history, the form stayed
    "Correcting entry 2", and Enter wrote its 50 over the round that had moved up into
    place 2 (120). The correction is left, and says why; nothing is written."""
    panel = started(window, "einfach_1000")
    for points in (100, 50, 120):
        round_by_keys(qtbot, 1, points)
    window.history.list.setFocus()
    window.history.list.setCurrentRow(1)
    enter(qtbot)  # correct entry 2
    assert panel.correcting == 1 and panel.points[0].text() == "50"
    window.history.list.setFocus()
    window.history.list.setCurrentRow(1)
    press(qtbot, Qt.Key.Key_Delete)
    assert [e.points for e in window.controller.match.entries] == [(100, 57), (120, 37)]
    assert panel.correcting is None and not panel.banner.isVisible()
    assert "Entry 2 was deleted or undone while it was being corrected" in panel.error_text()
    qtbot.mouseClick(panel.points[0], Qt.MouseButton.LeftButton)
    enter(qtbot)  # an empty form: refused, nothing written over round 3
    assert [e.points for e in window.controller.match.entries] == [(100, 57), (120, 37)]


def test_no_entry_before_the_corrected_one_is_deleted_meanwhile(window, qtbot):
    """Deleting another entry during a correction is refused (it was deleted, and the
    correction followed its entry; tests/ui/test_history_guard.py): the correction is
    saved over its own entry."""
    panel = started(window, "einfach_1000")
    for points in (100, 50, 120):
        round_by_keys(qtbot, 1, points)
    window.history.list.setFocus()
    window.history.list.setCurrentRow(2)
    enter(qtbot)  # correct entry 3 (120)
    window.history.list.setFocus()
    window.history.list.setCurrentRow(0)
    press(qtbot, Qt.Key.Key_Delete)  # refused: round 1 stays
    assert len(window.controller.match.entries) == 3
    assert panel.correcting == 2 and panel.banner_label.text() == "Correcting entry 3"
    qtbot.mouseClick(panel.points[0], Qt.MouseButton.LeftButton)
    ctrl(qtbot, "a")
    type_text(qtbot, "110")
    enter(qtbot)
    assert [e.points for e in window.controller.match.entries] == [(100, 57), (50, 107),
                                                                    (110, 47)]


def test_delete_insert_undo_redo(window, qtbot):
    panel = started(window, "einfach_1000")
    round_by_keys(qtbot, 1, 100)
    round_by_keys(qtbot, 1, 50)
    assert window.undo_action.text() == "&Undo round 2"
    window.history.list.setFocus()
    window.history.list.setCurrentRow(0)
    press(qtbot, Qt.Key.Key_Delete)
    assert totals(window) == [50, 107]
    ctrl(qtbot, "z")
    assert totals(window) == [150, 164]
    ctrl(qtbot, "y")
    assert totals(window) == [50, 107]
    ctrl(qtbot, "z")
    window.history.list.setCurrentRow(0)
    window.history.insert_before()
    assert focused() is panel.points[0]
    round_by_keys(qtbot, 2, 7)
    assert [e.points for e in window.controller.match.entries] == [(7, 150), (100, 57),
                                                                  (50, 107)]


def test_broken_file_is_refused_and_left_untouched(window, tmp_path, dialogs):
    path = tmp_path / "kaputt.jass"
    path.write_text('{"format": "jasstafel-match", "version": 1, "variant": "schieber"')
    before = path.read_bytes()
    assert not window.open_file(path)
    assert "not JSON" in dialogs.shown[-1][1]
    assert path.read_bytes() == before
    assert window.controller.session is None


def test_tafel_mode(window, qtbot):
    started(window)
    window.tafel_action.trigger()
    assert window.isFullScreen() and not window.side.isVisible()
    ctrl(qtbot, "z")  # the keys work without the menu bar (nothing to undo here)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen() and window.side.isVisible()


def test_esc_leaves_tafel_mode_whatever_widget_has_the_keys(window, qtbot):
    """A keyboard trial's under X11: after the menus were used by keys, the hidden menu bar
    kept the keys and took Esc itself; Tafel mode stayed until F11. Esc is the window's
    shortcut there, which no widget's own key handling can swallow."""
    from PySide6.QtCore import QEvent, QObject

    from .keyboard import focus, shortcut

    class TakesEsc(QObject):  # as the menu bar in its keyboard mode
        def eventFilter(self, _watched, event):  # noqa: N802 - Qt override
            return event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape

    started(window)
    window.history.list.setFocus()
    shortcut(qtbot, "F11")
    assert window.isFullScreen()
    taker = TakesEsc()
    keys = focus()
    keys.installEventFilter(taker)
    shortcut(qtbot, "Escape")
    keys.removeEventFilter(taker)
    assert not window.isFullScreen() and window.side.isVisible()
    shortcut(qtbot, "Escape")  # outside Tafel mode Esc is no shortcut of the window
    assert not window.isFullScreen()


def test_leaving_tafel_mode_gives_the_window_back_as_it_was(window, qtbot):
    """A trial's: after F11 and Esc the board's rows were lower, the history had moved up
    and an empty band was left under the window (Qt made a status bar when asked to hide
    it). The board, the history, the form and the place of the window's messages (there
    from the start, so that a message moves nothing) are where they were."""
    from .keyboard import shortcut

    window.resize(1200, 700)
    started(window)
    for _ in range(5):
        QApplication.processEvents()

    def shown():
        bar = window.statusBar()
        return (window.left.sizes(), window.splitter.sizes(), bar.isVisible(), bar.geometry())

    before = shown()
    shortcut(qtbot, "F11")
    assert not window.statusBar().isVisible()  # the board alone
    shortcut(qtbot, "Escape")
    for _ in range(5):
        QApplication.processEvents()
    assert shown() == before


def test_a_maximised_window_is_maximised_again_after_tafel_mode(window, qtbot):
    """A large-text trial's: the window maximised, Tafel mode and Esc gave it back not
    maximised, its lowest buttons cut by the screen's edge again."""
    from .keyboard import shortcut

    started(window)
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    shortcut(qtbot, "F11")
    assert window.isFullScreen()
    shortcut(qtbot, "Escape")
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert window.isMaximized()
    window.showNormal()
    shortcut(qtbot, "F11")
    shortcut(qtbot, "Escape")
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.isMaximized()


def test_tafel_mode_shows_the_mouse_its_way_back(window, qtbot):
    """A mouse user's trial: in Tafel mode nothing said how to leave it (only F11 and Esc
    do), and a click or a right click on the board did nothing. A slim bar under the board
    says the keys, and its button leaves Tafel mode."""
    started(window)
    bar = window.tafel_bar
    assert not bar.isVisible()
    window.tafel_action.trigger()
    assert window.isFullScreen() and bar.isVisible()
    assert "Esc" in bar.findChild(QLabel).text()
    button = bar.findChild(QPushButton)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not window.isFullScreen() and window.side.isVisible() and not bar.isVisible()
    assert not window.tafel_action.isChecked()


def test_tafel_mode_asked_for_on_the_welcome_page_holds_for_the_match_opened(window, qtbot):
    """The match's page is built when the first match opens (a faster start): F11 before
    that still gives the board alone, and F11 again the whole window."""
    assert window.pages.currentWidget() is window.welcome
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.isFullScreen()
    window.open_file("docs/examples/schieber-turnier.jass")
    QApplication.processEvents()
    assert window.board_widget.isVisible()
    assert not window.side.isVisible() and not window.tabs.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert not window.isFullScreen()
    assert window.side.isVisible() and window.tabs.isVisible()


def test_keyboard_help_names_the_keys_as_the_menus_do(window, qtbot, dialogs):
    started(window)
    window.show_keys()
    _title, text = dialogs.shown[-1]
    # six contracts in a Freier Jass: no Ctrl+7 (no Slalom)
    assert "Ctrl+1 … Ctrl+6 contract" in text and "Ctrl+W Weis" in text
    assert "Ctrl+T Stöck" in text and "F11 Board only" in text


def test_chart_tab_follows_the_match(window, qtbot):
    started(window, "einfach_1000")
    assert window.tabs.isTabVisible(1)
    round_by_keys(qtbot, 1, 100)
    assert window.chart.board is window.controller.board
    window.open_file("docs/examples/fahnder.jass")
    assert not window.tabs.isTabVisible(1)  # Striche are no running points


def test_a_finished_partie_shows_what_is_left_to_do(window, qtbot):
    window.open_file("docs/examples/schieber-turnier.jass")
    QApplication.processEvents()
    assert not window.panel.isVisible() and window.finished_box.isVisible()
    assert focused() is window.history.list
    window.history.list.setCurrentRow(3)
    enter(qtbot)
    assert window.panel.isVisible() and not window.finished_box.isVisible()
    # entry 4 is Team B's Kontermatsch: the cursor on its 157, selected to be typed over
    assert focused() is window.panel.points[1]
    assert focused().selectedText() == "157"


def test_after_opening_the_cursor_is_in_the_points_field(window, qtbot, tmp_path):
    path = tmp_path / "abend.jass"
    matchfile.save(new_match("schieber", list(PLAYERS)), path)
    assert window.open_file(path)
    QApplication.processEvents()
    assert focused() is window.panel.points[0]
    round_by_keys(qtbot, 3, 101)  # "Ctrl+3, 101, Enter" right after opening
    assert len(matchfile.load(path).entries) == 1


def test_a_double_deck_counts_to_314(window, qtbot):
    window.start(new_match("schieber", list(PLAYERS), settings={"double_deck": True}))
    QApplication.processEvents()
    panel = window.panel
    assert "314 − x" in panel.points_box.title()
    ctrl(qtbot, "1")
    type_text(qtbot, "315")
    enter(qtbot)
    assert "at most 314 (double deck), not 315" in panel.error_text()
    ctrl(qtbot, "a")
    type_text(qtbot, "200")
    assert panel.points[1].placeholderText() == "114"
    enter(qtbot)
    assert [e.points for e in window.controller.match.entries] == [(200, 114)]
    ctrl(qtbot, "1")
    ctrl(qtbot, "8")
    ctrl(qtbot, "m")
    assert panel.points[0].text() == "314"
    enter(qtbot)
    assert window.controller.match.entries[-1].points == (314, 0)


def test_the_board_s_marks_are_whole_beside_a_narrow_z(german_window, qtbot):
    """"Matches: 2 (davon 1 Kontermatsch) · Berg" beside the Z of a narrow board was 7
    pixels high, and narrower still its end ("· Berg") was cut off at the board's edge (a
    trial's). Every text of the team's column is now painted whole in its place."""
    from PySide6.QtGui import QFontMetricsF

    from jasstafel.core import Team
    from jasstafel.core.matchfile import new_match
    from jasstafel.core.schieber import SchieberRound

    match = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"], preset="freier_jass",
                      teams=[Team(name="Anna & Cla", players=[0, 2]),
                             Team(name="Beat & Dora", players=[1, 3])])
    for contract, by, points, matched, weis in (
            ("schellen", 0, (101, 56), False, (50, 0)), ("undenufe", 1, (40, 117), False,
                                                         (0, 100)),
            ("rosen", 0, (157, 0), True, (0, 0)), ("eicheln", 1, (157, 0), True, (0, 0)),
            ("schilten", 0, (60, 97), False, (20, 0))):
        match.add(SchieberRound(contract=contract, announced_by=by, points=points,
                                match=matched, weis=weis))
    window = german_window
    window.resize(1100, 740)
    window.start(match)
    board = window.board_widget
    drawn = [(b.rect, QFontMetricsF(b.font), b.text) for b in painted_boxes(board)]
    marks = [d for d in drawn if "Kontermatsch" in d[2]]
    assert marks, [d[2] for d in drawn]
    for rect, metrics, text in marks:
        assert "Berg" in text
        for line in text.splitlines():
            assert metrics.horizontalAdvance(line) <= rect.width() + 0.5, (line, rect)
        assert metrics.lineSpacing() * len(text.splitlines()) <= rect.height() + 0.5


def test_the_edit_menu_says_what_it_undoes_in_german_word_order(german_window, qtbot):
    """"Rückgängig Eintrag 2 korrigieren", then "vor Eintrag 9 einfügen rückgängig machen"
    (two trials'): Qt's sentence "%1 rückgängig machen" around the entry's words began the
    menu in lower case. The menu says what it undoes as a menu does: "Rückgängig: …", the
    entry's words a noun."""
    from jasstafel.core.matchfile import new_match

    from .keyboard import ctrl, enter, open_match, type_text

    window = german_window
    open_match(qtbot, window, new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))
    assert window.undo_action.text() == "&Rückgängig" and not window.undo_action.isEnabled()
    for contract, points in (("3", "100"), ("1", "60")):
        ctrl(qtbot, contract)
        type_text(qtbot, points)
        enter(qtbot)
    assert window.undo_action.text() == "&Rückgängig: Runde 2"
    ctrl(qtbot, "e")
    type_text(qtbot, "61")  # over the 60 (a correction without a change is no step)
    enter(qtbot)
    assert window.undo_action.text() == "&Rückgängig: Korrektur von Eintrag 2"
    ctrl(qtbot, "z")
    assert window.redo_action.text() == "&Wiederherstellen: Korrektur von Eintrag 2"
    window.history.list.setCurrentRow(0)
    qtbot.mouseClick(window.history.insert_button, Qt.MouseButton.LeftButton)
    ctrl(qtbot, "2")
    type_text(qtbot, "80")
    enter(qtbot)
    assert window.undo_action.text() == "&Rückgängig: Einfügen vor Eintrag 1"
    assert window.redo_action.text() == "&Wiederherstellen" and not window.redo_action.isEnabled()
    window.history.list.setFocus()
    window.history.list.setCurrentRow(2)
    press(qtbot, Qt.Key.Key_Delete)
    assert window.undo_action.text() == "&Rückgängig: Löschen von Eintrag 3"
    ctrl(qtbot, "z")
    assert len(window.controller.match.entries) == 3


def test_the_edit_menu_in_french(french_window, qtbot):
    from jasstafel.core.matchfile import new_match

    from .keyboard import ctrl, enter, open_match, tab, type_text

    window = french_window
    open_match(qtbot, window, new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))
    assert window.undo_action.text() == "&Annuler"
    ctrl(qtbot, "3")
    type_text(qtbot, "100")
    enter(qtbot)
    assert window.undo_action.text() == "&Annuler\u00a0: donne 1"
    ctrl(qtbot, "e")
    type_text(qtbot, "101")  # over the 100 (a correction without a change is no step)
    enter(qtbot)
    assert window.undo_action.text() == "&Annuler\u00a0: correction de l’inscription 1"
    ctrl(qtbot, "z")
    assert window.redo_action.text() == "&Rétablir\u00a0: correction de l’inscription 1"
    # a Bedanken is named as a thing done, not as the verb of the header's "Suivant : Sortir"
    ctrl(qtbot, "b")
    tab(qtbot)  # from the stack (nothing on it) to Team A's Bedanken
    enter(qtbot)
    assert window.undo_action.text() == "&Annuler\u00a0: sortie de Team A"  # not "cancel: exit"


def test_a_team_name_in_the_edit_menu_keeps_its_ampersand(window, qtbot):
    """"Undo Eicheln for Anna & Cla": the & was read as the mark of a mnemonic."""
    from jasstafel.core import Team
    from jasstafel.core.matchfile import new_match

    from .keyboard import enter, open_match, type_text

    teams = [Team(name="Anna & Cla", players=[0, 2]), Team(name="Beat & Dora", players=[1, 3])]
    match = new_match("coiffeur", ["Anna", "Beat", "Cla", "Dora"], teams=teams)
    open_match(qtbot, window, match)
    type_text(qtbot, "80")
    enter(qtbot)
    assert window.undo_action.text() == "&Undo Acorns for Anna && Cla"


def test_a_key_for_what_the_table_does_not_write_says_why(german_window, qtbot):
    """In a Turnier (no Weis, no Stöck, a fixed number of rounds) Ctrl+W, Ctrl+T and Ctrl+B
    did nothing and said nothing (a trial's); the Coiffeur's Ctrl+T said why already."""
    from jasstafel.core.matchfile import new_match

    from .keyboard import ctrl, open_match

    window = german_window
    panel, _board = open_match(qtbot, window, new_match("schieber", ["Anna", "Beat", "Cla",
                                                                     "Dora"], preset="turnier"))
    for key in ("w", "t"):
        ctrl(qtbot, key)
        assert panel.error_text() == ("An diesem Tisch werden keine Weis und keine Stöck "
                                      "geschrieben (seine Tischregeln).")
    ctrl(qtbot, "b")
    assert panel.error_text().startswith("Eine Partie mit fester Rundenzahl hat kein Bedanken")
    assert window.controller.match.entries == ()


def test_after_tafel_mode_the_cursor_is_back_in_the_form(window, qtbot):
    """F11, then Esc: a trial's "5" typed next went nowhere, the cursor was not in the
    form."""
    from .keyboard import focus, shortcut, type_

    panel = started(window)
    shortcut(qtbot, "F11")
    assert window.isFullScreen()
    shortcut(qtbot, "Escape")
    assert not window.isFullScreen()
    assert panel.isAncestorOf(focus())
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "5")
    assert "5" in [f.text() for f in panel.points]



def test_the_form_stays_where_it_is_after_a_round_geschoben(window, qtbot):
    """A trial's: Ctrl+G gave the header a second line ("geschoben by Anna") and moved the
    form ~16 px down; after the round it moved back up, and again at the next Ctrl+G. The
    header keeps the height of its longest text of the match (docs/window.md)."""
    window.resize(1024, 600)
    window.start(new_match("schieber", list(PLAYERS)))
    QApplication.processEvents()
    panel = window.panel

    def form_top():
        for _ in range(5):  # every layout up the window laid out again
            QApplication.processEvents()
        return panel.form_widget.mapTo(panel, panel.form_widget.rect().topLeft()).y()

    ctrl(qtbot, "1")
    ctrl(qtbot, "G")
    assert "passed by" in panel.header.note.text()
    shoved = form_top()
    type_text(qtbot, "100")
    enter(qtbot)
    assert len(window.controller.match.entries) == 1 and panel.header.note.text() == ""
    assert form_top() == shoved


def _side_lines_painted(board):
    """Every text the board paints: (its rect, its pixel size, its metrics, the text)."""
    from PySide6.QtGui import QFontMetricsF

    return [(b.rect, b.font.pixelSize(), QFontMetricsF(b.font), b.text)
            for b in painted_boxes(board)]


@pytest.mark.parametrize("size", [(1008, 560), (1350, 728)], ids=["1024x600", "1366x768"])
@pytest.mark.parametrize("language", ["german", "french", "english"])
def test_a_kontermatsch_mark_is_whole_and_as_large_as_the_other_side_lines(
        request, qtbot, language, size):
    """"Matches: 1 (davon 1 Kontermatsch)" beside the Z of a netbook's board was cut at the
    board's edge ("… (davon 1 Konterma"), in a font far smaller than "noch 1'013" above it,
    until the Partie was won (a keyboard trial at 1024×600). At 1366×768 it was whole, but
    it and the progress above it shrank to 12 px beside the other team's 16. The lines under
    each total (the players, the progress, the marks) are now all painted whole, in one size
    for both halves, the long mark wrapped onto lines of its own."""
    from jasstafel.core import Team
    from jasstafel.core.schieber import SchieberRound

    from .keyboard import open_match

    window = request.getfixturevalue("window" if language == "english"
                                     else f"{language}_window")
    window.resize(*size)
    match = new_match("schieber", list(PLAYERS), preset="swisslos_2500",
                      # names of their own: a team named after its players has no
                      # players' line to measure
                      teams=[Team(name="Bären", players=[0, 2]),
                             Team(name="Adler", players=[1, 3])])
    for played in (dict(contract="schellen", announced_by=0, points=(101, 56), weis=(50, 0),
                        stoeck=0),
                   dict(contract="obenabe", announced_by=1, points=(37, 120)),
                   dict(contract="eicheln", announced_by=0, points=(157, 0), match=True),
                   dict(contract="undenufe", announced_by=1, points=(60, 97), weis=(0, 70))):
        match.add(SchieberRound(**played))
    open_match(qtbot, window, match)
    # round 5 as the trial typed it: geschoben, Schilten, Beat & Dora take every trick
    ctrl(qtbot, "g")
    ctrl(qtbot, "3")
    ctrl(qtbot, "k")
    enter(qtbot)
    board = window.board_widget
    assert board.slate.halves[1].total in ("1'487", "1487")
    assert board.slate.halves[1].marks[1] in ("Berg",)
    drawn = _side_lines_painted(board)
    frame_right = board.width() - max(6.0, min(board.width(), board.height()) * 0.025)

    def painted(*words):
        found = [d for d in drawn if any(w in d[3] for w in words)]
        assert found, (words, [d[3] for d in drawn])
        return found

    marks = painted("Kontermatsch", "contre-match")
    players = painted("Anna, Cla") + painted("Beat, Dora")
    progress = painted("2'500", "2500")
    assert len(marks) == 1 and len(progress) == 2
    for rect, _px, metrics, text in marks + progress:
        lines = text.splitlines()
        for line in lines:
            assert metrics.horizontalAdvance(line) <= rect.width() + 0.5, (line, rect)
        assert metrics.lineSpacing() * len(lines) <= rect.height() + 0.5, (text, rect)
        assert rect.right() <= frame_right + 0.5, (text, rect, frame_right)
    sizes = {px for _rect, px, _metrics, _text in marks + progress + players}
    assert len(sizes) == 1, [(d[3], d[1]) for d in marks + progress + players]
    assert sizes.pop() >= 11  # read across a table, not the 8 px of the cut line


def test_a_form_that_scrolls_keeps_its_right_edge_in_view(window, qtbot):
    """A trial's at 1024×600: once the form was too high for the window its scroll bar came,
    and the form kept its width under it: "geschoben (Strg+G" lost its ")" and the right
    edges of the groups were cut. The form is as wide as the room beside its scroll bar."""
    # lower than a netbook's window: the header keeps the note's line from the start, and
    # the form, Bedanken on a line with its stack, fits 1024×560 with or without "geschoben"
    window.resize(1024, 500)
    window.start(new_match("schieber", list(PLAYERS)))
    QApplication.processEvents()
    panel = window.panel
    ctrl(qtbot, "1")
    ctrl(qtbot, "G")  # the header's note: the form is higher than its room
    for _ in range(5):
        QApplication.processEvents()
    scroll = panel.form_scroll
    assert scroll.verticalScrollBar().isVisible(), "the test needs a form that scrolls"
    assert panel.form_widget.width() <= scroll.viewport().width()


@pytest.mark.parametrize(("language", "said"), [
    ("english", "Nullstich"), ("german", "Nullstich"),
    ("french", "Pli sans points\u00a0: pas de match")])
def test_the_history_says_nullstich_as_the_sheet_does(request, qtbot, language, said):
    """A trial's Turnier: 157 : 0 without Match (the others took a trick worth nothing,
    RULES.md §0) was "Nullstich" in `jasstafel score` and under the printed row, while the
    history said nothing of it. The history says it, in the sheet's words."""
    from jasstafel.printing.variants import sheet_for

    from .keyboard import open_match

    window = request.getfixturevalue("window" if language == "english"
                                     else f"{language}_window")
    open_match(qtbot, window, new_match("schieber", list(PLAYERS), preset="turnier",
                                        settings={"rounds": 2}))
    round_by_keys(qtbot, 1, keys=("m",))  # a Match: no Nullstich
    round_by_keys(qtbot, 2, 0)  # 0 : 157 without Match
    rows = [window.history.list.item(r).text() for r in range(window.history.list.count())]
    assert said not in rows[0]
    assert f" · {said} · " in rows[1], rows[1]
    match = window.controller.match
    sheet = sheet_for(match.rules, match.rules.settings, match)
    assert sheet.notes(window.controller.board.entries[1]) == said


@pytest.mark.parametrize(("language", "played"), [
    ("english", "2 rounds played"), ("german", "2 Runden gespielt"),
    ("french", "2 donnes jouées")])
def test_a_turnier_s_board_and_form_count_the_rounds_alike(request, qtbot, language, played):
    """A trial's Turnier of 2 rounds: the form said "Round 1 of 2" while each half of the
    board said "Round 0 of 2" (the one the round being played, the other the rounds played).
    Both name the round being played, as every other board and the printed sheet do; once
    all are played the board says how many were."""
    from .keyboard import open_match

    window = request.getfixturevalue("window" if language == "english"
                                     else f"{language}_window")
    open_match(qtbot, window, new_match("schieber", list(PLAYERS), preset="turnier",
                                        settings={"rounds": 2}))

    def progress():
        return [half.progress for half in window.board_widget.slate.halves]

    of = {"english": "of", "german": "von", "french": "sur"}[language]
    for round_ in (1, 2):
        said = window.status_label.text()
        assert said.endswith(f" {round_} {of} 2"), said
        assert progress() == [(said,), (said,)]
        round_by_keys(qtbot, 1, 100)
    assert window.controller.board.finished
    assert progress()[1] == (played,)


def test_a_correction_and_the_entry_after_it_begin_with_the_form_from_its_top(window, qtbot):
    """A netbook trial's: the history reached by Tab from the form's last field, Ctrl+E: the
    correction opened with the trump row out of view above, and so did the next round after
    *Save correction*. Every form begins from its top, as after a written round."""
    from .keyboard import focus, shortcut

    window.resize(1024, 440)  # a form that scrolls
    window.start(new_match("schieber", list(PLAYERS)))
    round_by_keys(qtbot, 1, 100)
    panel = window.panel
    bar = panel.form_scroll.verticalScrollBar()
    panel.stack.setFocus()  # the form's last field: scrolled to its bottom
    for _ in range(5):
        QApplication.processEvents()
    assert bar.maximum() > 0 and bar.value() > 0, "the test needs a form that scrolls"
    window.history.list.setFocus()
    shortcut(qtbot, "Ctrl+E")
    for _ in range(5):
        QApplication.processEvents()
    assert panel.correcting == 0 and panel.isAncestorOf(focus())
    assert bar.value() == 0
    panel.weis.field.setFocus()
    for _ in range(5):
        QApplication.processEvents()
    assert bar.value() > 0, "the test needs the Weis field below the form's first view"
    enter(qtbot)  # Save correction
    assert panel.error_text() == ""
    for _ in range(5):
        QApplication.processEvents()
    assert panel.correcting is None and bar.value() == 0
