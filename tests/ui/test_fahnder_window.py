"""A Schreiber keeps a Fahnder sheet in the real window: keyboard and mouse, offscreen."""

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core.fahnder import FahnderPenalty, FahnderRound
from jasstafel.core.matchfile import new_match
from jasstafel.ui.newmatch import NewMatchDialog
from jasstafel.ui.variants.fahnder import CONTRACTS, FahnderBoard

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "fahnder.jass"
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


def new_fahnder(window, settings, qtbot, names=("Anna", "Beat", "Cla", "Dora"), min_bid=None):
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("fahnder"))
    for edit, name in zip(dialog.name_edits, names, strict=True):
        qtbot.keyClicks(edit, name)
    dialog.accept()
    assert dialog.match is not None, dialog.error.text()
    if min_bid is not None:
        window.start(new_match("fahnder", list(names), settings={"min_bid": min_bid}))
    else:
        window.start(dialog.match)
    QApplication.processEvents()  # let the new panel's shortcuts register
    return window.panel


def figures(window, key):
    return [s.figures[key] for s in window.controller.board.sides]


def type_into(qtbot, spin, text):
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)


def write_round(qtbot, panel, fahnder, partner, bid, contract, points, match=False,
                opponents=False):
    """Keyboard only: Ctrl+1…4 Fahnder, Alt+1…4 partner, type the bid, Ctrl+5…0 contract,
    type the points (or Ctrl+M), Enter."""
    qtbot.keyClick(panel, str(fahnder + 1), CTRL)
    qtbot.keyClick(panel, str(partner + 1), ALT)
    type_into(qtbot, panel.bid, str(bid))
    qtbot.keyClick(panel, "567890"[CONTRACTS.index(contract)], CTRL)
    if match:
        qtbot.keyClick(panel, "M", CTRL)
        spin = panel.points
    elif opponents:
        spin = panel.opponents
        type_into(qtbot, spin, str(157 - points))
    else:
        spin = panel.points
        type_into(qtbot, spin, str(points))
    qtbot.keyClick(spin, Qt.Key.Key_Return)


def write_penalty(qtbot, panel, player, nuller, misdeed):
    """The Nuller tab (Alt+N), the player at fault, 1 or 2 Nuller, the misdeed, Enter."""
    qtbot.keyClick(panel.tabs, "N", ALT)
    assert panel.tabs.currentIndex() == 1
    qtbot.mouseClick(panel.culprit_buttons[player], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.nuller_buttons[nuller - 1], Qt.MouseButton.LeftButton)
    panel.misdeed.setCurrentIndex(panel.misdeed.findData(misdeed))
    qtbot.keyClick(panel.misdeed, Qt.Key.Key_Return)


def test_the_example_partie_to_two_fahnder_koenige(window, settings, qtbot):
    """The whole example sheet through the widgets: Nuller made good by later Striche (Dora
    has 12 Striche but 2 Nuller and plays on), then two Fahnder-Könige in the last round."""
    panel = new_fahnder(window, settings, qtbot)
    assert isinstance(window.board_widget, FahnderBoard)
    entries = json.loads(EXAMPLE.read_text())["entries"]
    for i, e in enumerate(entries):
        if e["type"] == "penalty":
            write_penalty(qtbot, panel, e["player"], e["nuller"], e["misdeed"])
        else:
            write_round(qtbot, panel, e["fahnder"], e["partner"], e["bid"], e["contract"],
                        e["points"], match=e["match"], opponents=i % 3 == 1)
        assert not panel.error.isVisible(), (i, panel.error.text())
        assert len(window.controller.match.entries) == i + 1
        if i == 15:  # round 14: Dora 12 Striche, 2 Nuller: net 10, not yet Fahnder-König
            assert figures(window, "striche")[3] == 12 and figures(window, "nuller")[3] == 2
            assert figures(window, "net")[3] == 10
            assert not window.controller.board.finished
            assert "Round 15" in window.status_label.text()
    board = window.controller.board
    assert window.controller.match.entries == tuple(
        (FahnderPenalty if e["type"] == "penalty" else FahnderRound).model_validate(e)
        for e in entries)
    assert figures(window, "striche") == [15, 7, 10, 16]
    assert figures(window, "nuller") == [3, 6, 4, 2]
    assert figures(window, "net") == [12, 1, 6, 14]
    assert board.finished and board.winners == [0, 3]  # both crowned in the same round
    assert board.ranks == [1, 4, 3, 1]
    assert window.status_label.text() == "Anna and Dora are Fahnder-König. The Partie is over."
    assert not panel.isVisible()  # no further entry
    # the sheet: the last round's marks are the fresh ones (Dora +3, Anna +2 Striche)
    sheet = window.board_widget
    before = [s.figures["striche"] for s in sheet.before.sides]
    assert [a - b for a, b in zip(figures(window, "striche"), before, strict=True)] == [2, 0, 0, 3]
    assert sheet.title_text()[1] == "Fahnder-König: Anna and Dora"
    assert not sheet.grab().isNull()
    # the history says it in words
    last = window.history.list.item(17).text()
    assert last.startswith("18. Round 16: Dora bids 257 (Match) in Undenufe, partner Anna: "
                           "Match → made (Dora +3, Anna +2)")
    assert last.endswith("Fahnder-König: Anna and Dora")
    assert window.history.list.item(4).text() == "5. Beat: not following suit, 2 Nuller"


def test_mouse_only_round_and_preview(window, settings, qtbot):
    panel = new_fahnder(window, settings, qtbot)
    click = Qt.MouseButton.LeftButton
    qtbot.mouseClick(panel.fahnder_buttons[1], click)
    assert not panel.partner_buttons[1].isEnabled()  # the Fahnder is never his own partner
    qtbot.mouseClick(panel.partner_buttons[2], click)
    qtbot.mouseClick(panel.quick_bids[155], click)
    assert panel.bid.value() == 155
    qtbot.mouseClick(panel.contract_buttons["obenabe"], click)
    assert window.focusWidget() is panel.points  # after a quick bid, the points come next
    qtbot.keyClicks(panel.points, "150")
    assert panel.opponents.value() == 7
    assert panel.preview.text() == "failed: Beat 2 Nuller, Cla 1 Nuller; Anna and Dora +1 " \
                                   "Strich each"
    panel.opponents.setValue(2)  # counted again: the opponents had only 2
    assert panel.points.value() == 155
    assert panel.preview.text() == "made: Beat +2 Striche, Cla +1"
    qtbot.mouseClick(panel.write_button, click)
    assert figures(window, "striche") == [0, 2, 1, 0]
    assert figures(window, "net") == [0, 2, 1, 0]
    assert window.undo_action.text() == "Undo round 1"
    # the form is empty for the next round
    assert panel.fahnder_group.checkedId() == -1 and panel.partner_group.checkedId() == -1
    assert panel.bid.bid() is None and panel.points.value() == panel.NO_POINTS
    assert panel.contract_group.checkedId() == -1 and not panel.match.isChecked()
    assert all(b.isEnabled() for b in panel.partner_buttons)
    assert window.focusWidget() is panel.bid


def test_a_match_bid_gives_the_extra_strich(window, settings, qtbot):
    panel = new_fahnder(window, settings, qtbot)
    write_round(qtbot, panel, 2, 0, 257, "rosen", 157, match=True)
    assert figures(window, "striche") == [2, 0, 3, 0]
    # 157 without the Match (a Nullstich): the 257 bid fails
    write_round(qtbot, panel, 0, 1, 257, "eicheln", 157)
    assert figures(window, "nuller") == [2, 1, 0, 0]
    assert figures(window, "striche") == [2, 0, 4, 1]


def test_only_valid_bids_can_be_typed(window, settings, qtbot):
    panel = new_fahnder(window, settings, qtbot)
    bid = panel.bid
    type_into(qtbot, bid, "152")  # no such bid: the 2 is not taken
    assert bid.text() == "15" and bid.value() == 15
    type_into(qtbot, bid, "200")
    assert bid.text() == "20"
    type_into(qtbot, bid, "112")  # a raise of 7 from 105: a bid like any other
    assert bid.bid() == 112
    qtbot.keyClick(bid, Qt.Key.Key_Up)  # the arrows walk the usual steps of 5
    assert bid.value() == 115
    type_into(qtbot, bid, "145")
    qtbot.keyClick(bid, Qt.Key.Key_Up)
    assert bid.value() == 150
    for expected in (155, 157, 257, 257):
        qtbot.keyClick(bid, Qt.Key.Key_Up)
        assert bid.value() == expected
    qtbot.keyClick(bid, Qt.Key.Key_Down)
    assert bid.value() == 157
    assert bid.bid() == 157


def test_the_minimum_bid_is_respected(window, settings, qtbot):
    panel = new_fahnder(window, settings, qtbot, min_bid=100)
    bid = panel.bid
    type_into(qtbot, bid, "95")  # below the minimum: cannot even be typed
    assert bid.bid() is None
    type_into(qtbot, bid, "100")
    assert bid.bid() == 100
    qtbot.keyClick(bid, Qt.Key.Key_Down)
    assert bid.value() == 100  # nothing below the minimum
    assert window.board_widget.title_text()[1].endswith("minimum bid 100")


def test_a_refused_round_keeps_the_form_and_the_sheet(window, settings, qtbot):
    panel = new_fahnder(window, settings, qtbot)
    write_round(qtbot, panel, 0, 2, 110, "schellen", 118)
    before = window.controller.board
    # a Match with only 150 card points: refused by the rules, everything typed stays
    qtbot.keyClick(panel, "2", CTRL)
    qtbot.keyClick(panel, "4", ALT)
    type_into(qtbot, panel.bid, "145")
    qtbot.keyClick(panel, "9", CTRL)  # Obenabe
    qtbot.keyClick(panel, "M", CTRL)
    assert panel.points.value() == 157
    type_into(qtbot, panel.points, "150")
    qtbot.keyClick(panel.points, Qt.Key.Key_Return)
    assert panel.error.isVisible()
    assert "A Match means all nine tricks" in panel.error.text()
    assert window.controller.board == before
    assert panel.fahnder_group.checkedId() == 1 and panel.partner_group.checkedId() == 3
    assert panel.bid.value() == 145 and panel.points.value() == 150
    assert panel.contract_group.checkedId() == CONTRACTS.index("obenabe")
    assert panel.match.isChecked()
    # mend it: no Match; the message goes away and the round is written
    qtbot.keyClick(panel, "M", CTRL)
    qtbot.keyClick(panel.points, Qt.Key.Key_Return)
    assert not panel.error.isVisible()
    assert figures(window, "striche") == [2, 2, 1, 1]


def test_what_is_missing_is_said(window, settings, qtbot):
    panel = new_fahnder(window, settings, qtbot)
    panel.submit()
    assert "Who is the Fahnder?" in panel.error.text()
    qtbot.keyClick(panel, "1", CTRL)
    panel.submit()
    assert "Who is the partner?" in panel.error.text()
    qtbot.keyClick(panel, "1", ALT)  # the Fahnder himself: not offered
    assert panel.partner_group.checkedId() == -1
    qtbot.keyClick(panel, "3", ALT)
    panel.submit()
    assert panel.error.text() == "Enter the bid"
    type_into(qtbot, panel.bid, "120")
    panel.submit()
    assert "Choose the contract" in panel.error.text()
    qtbot.keyClick(panel, "0", CTRL)  # Undenufe
    panel.submit()
    assert "Enter the card points" in panel.error.text()
    assert window.controller.match.entries == ()
    type_into(qtbot, panel.points, "0")  # a real 0: failed
    qtbot.keyClick(panel.points, Qt.Key.Key_Return)
    assert figures(window, "nuller") == [2, 0, 1, 0]


def test_correct_a_round_and_a_penalty_from_the_history(window, settings, qtbot):
    panel = new_fahnder(window, settings, qtbot)
    write_round(qtbot, panel, 0, 2, 110, "schellen", 100)  # failed
    write_penalty(qtbot, panel, 1, 2, "vorspielen")
    assert panel.tabs.currentIndex() == 0  # back to the round for the next entry
    write_round(qtbot, panel, 3, 1, 100, "undenufe", 104)
    assert figures(window, "net") == [-2, 0, -1, 3]
    # round 1 was really made with 118
    window.history.list.setCurrentRow(0)
    qtbot.keyClick(window.history.list, Qt.Key.Key_Return)  # Enter = correct
    assert panel.correcting == 0 and panel.banner.isVisible()
    assert panel.fahnder_group.checkedId() == 0 and panel.partner_group.checkedId() == 2
    assert panel.bid.value() == 110 and panel.points.value() == 100
    assert panel.opponents.value() == 57
    assert panel.contract_buttons["schellen"].isChecked()
    type_into(qtbot, panel.points, "118")
    qtbot.keyClick(panel.points, Qt.Key.Key_Return)
    assert figures(window, "net") == [2, -1, 1, 2]
    assert window.undo_action.text() == "Undo correct entry 1"
    assert panel.correcting is None
    # the penalty was only 1 Nuller
    window.history.list.setCurrentRow(1)
    window.history.correct()
    assert panel.tabs.currentIndex() == 1
    assert panel.culprit_group.checkedId() == 1 and panel.nuller_group.checkedId() == 2
    assert panel.misdeed.currentData() == "vorspielen"
    qtbot.mouseClick(panel.nuller_buttons[0], Qt.MouseButton.LeftButton)
    panel.submit()
    assert figures(window, "nuller") == [0, 1, 0, 0]
    assert window.history.list.item(1).text() == "2. Beat: playing out of turn, 1 Nuller"
    # Ctrl+Z brings the 2 Nuller back
    window.undo_action.trigger()
    assert figures(window, "nuller") == [0, 2, 0, 0]


def test_a_correction_that_would_end_the_partie_early_is_refused(window, settings, qtbot):
    panel = new_fahnder(window, settings, qtbot)
    write_penalty(qtbot, panel, 0, 2, "kartenblick")
    for _ in range(6):
        write_round(qtbot, panel, 0, 1, 100, "rosen", 120)  # Anna +2, Beat +1
    write_round(qtbot, panel, 2, 3, 100, "rosen", 120)
    assert figures(window, "net") == [10, 6, 2, 1]
    # entry 1 was no misdeed but a round Anna made: she would have been Fahnder-König
    # after entry 6, before the entries that follow it: refused
    window.history.list.setCurrentRow(0)
    window.history.correct()
    assert panel.tabs.currentIndex() == 1 and panel.culprit_group.checkedId() == 0
    before = window.controller.board
    qtbot.keyClick(panel.tabs, "R", ALT)  # the Round tab: the entry becomes a round
    assert panel.tabs.currentIndex() == 0
    write_round(qtbot, panel, 0, 2, 100, "eicheln", 130)
    assert panel.error.isVisible()
    assert panel.error.text() == ("This change makes entry 7 impossible: The Partie is decided: "
                                  "no further entry can be written")
    assert panel.correcting == 0
    assert window.controller.board == before
    assert panel.fahnder_group.checkedId() == 0 and panel.points.value() == 130
    qtbot.keyClick(panel, Qt.Key.Key_Escape)  # leave the correction
    assert panel.correcting is None and not panel.banner.isVisible()
    assert panel.fahnder_group.checkedId() == -1
