"""A Schreiber scores Molotow in the real window: rounds, Weis, Stöck, the card draw."""

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowDraw
from jasstafel.ui.newmatch import NewMatchDialog

NAMES = ["Anna", "Beat", "Cla", "Dora"]
# docs/examples/molotow.jass: (card points, Handweis, Tischweis)
ROUNDS = [
    ([31, 52, 27, 47], [0, 0, 20, 0], []),
    ([12, 68, 45, 32], [], [0, 20, 0, 0]),
    ([40, 18, 33, 66], [0, 0, 0, 50], []),
    ([25, 39, 71, 22], [], []),
    ([57, 23, 14, 63], [], [0, 0, 0, 20]),
    ([9, 44, 60, 44], [], []),
    ([36, 30, 21, 70], [20, 0, 0, 0], []),
    ([75, 40, 14, 28], [], []),
]


def start(window, names=NAMES, preset=None, **settings):
    window.start(new_match("molotow", list(names), preset=preset, settings=settings or None))
    QApplication.processEvents()
    return window.panel, window.board_widget


def totals(window):
    return [s.total for s in window.controller.board.sides]


def write_round(qtbot, window, panel, points, hand=(), tisch=(), stoeck=None):
    """The Weis first (mouse and typing), then the card points: type, Enter, type, Enter …"""
    for edits, values in ((panel.hand, hand), (panel.tisch, tisch)):
        for edit, value in zip(edits, values, strict=False):
            if value:
                edit.setFocus()
                qtbot.keyClicks(edit, str(value))
    if stoeck is not None:
        qtbot.mouseClick(panel.stoeck_buttons[stoeck], Qt.MouseButton.LeftButton)
    panel.points[0].setFocus()
    for p, value in enumerate(points):
        edit = panel.points[p]
        assert window.focusWidget() is edit, f"Enter should have moved on to player {p + 1}"
        qtbot.keyClicks(edit, str(value))  # a filled-in rest is selected: typing replaces it
        qtbot.keyClick(edit, Qt.Key.Key_Return)


def test_the_new_match_dialog_offers_molotow(window, settings, qtbot):
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("molotow"))
    dialog.preset.setCurrentIndex(dialog.preset.findData("hausjass"))
    dialog.accept()
    assert dialog.match is not None and dialog.match.rules.settings.last_round_double
    window.start(dialog.match)
    QApplication.processEvents()
    assert window.panel.stoeck_buttons[0].isVisibleTo(window.panel)


def test_enter_walks_the_players_and_the_last_one_gets_the_rest(window, qtbot):
    panel, board = start(window)
    assert panel.round_box.title() == "Round 1 of 8 · 8 rounds to play"
    assert "Anna  (deals)" == panel.name_labels[0].text()
    panel.points[0].setFocus()
    for value in (31, 52, 27):
        qtbot.keyClicks(window.focusWidget(), str(value))
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    # Dora's field shows the rest of 157 before anything is written
    assert window.focusWidget() is panel.points[3]
    assert panel.points[3].text() == "47"
    assert window.controller.match.entries == ()
    qtbot.keyClick(panel.points[3], Qt.Key.Key_Return)
    assert totals(window) == [31, 52, 27, 47]
    assert panel.points[0].text() == "" and window.focusWidget() is panel.points[0]
    assert panel.round_box.title() == "Round 2 of 8 · 7 rounds to play"
    assert board.data.rows[0].cells[2].text == "27" and board.data.rows[1].future


def test_a_jassverein_molotow_decided_by_the_board_drawing_cards(window, qtbot):
    panel, board = start(window)
    for points, hand, tisch in ROUNDS:
        write_round(qtbot, window, panel, points, hand, tisch)
    assert totals(window) == [265, 334, 265, 342]
    # the board: one row per round, Weis beside the points, the totals, Anna and Cla lead
    data = board.data
    assert [r.label for r in data.rows] == [str(i) for i in range(1, 9)]
    assert data.rows[0].cells[2].text == "7" and data.rows[0].cells[2].note == "HW−20"
    assert data.rows[1].cells[1].text == "88" and data.rows[1].cells[1].note == "TW+20"
    assert data.totals == ["265", "334", "265", "342"]
    assert data.leaders == [0, 2] and not data.finished
    hand = next(e for e in data.extras if e.label == "Handweis")
    assert hand.cells == ["−20", "–", "−20", "−50"]
    # after the last round: the tie must draw a card
    assert window.status_label.text() == "Tie on 265 between Anna, Cla: draw a card"
    assert panel.draw_box.isVisible() and not panel.round_box.isVisible()
    assert [b.text() for b in panel.pick_buttons] == ["Anna", "Cla"]
    assert not panel.write_button.isVisible()  # the draw buttons write
    panel.rng = random.Random(7)
    qtbot.mouseClick(panel.board_draw_button, Qt.MouseButton.LeftButton)
    entry = window.controller.match.entries[-1]
    assert isinstance(entry, MolotowDraw) and len(entry.cards) == 2
    result = window.controller.board
    winner = entry.order[0]
    assert result.finished and result.winners == [winner]
    assert entry.cards[0].strength() > entry.cards[1].strength()
    # the board shows the cards drawn and circles the winner
    drawn = next(e for e in board.data.extras if e.label == "Card drawn")
    labels = {p: c for p, c in zip(entry.order, entry.cards, strict=True)}
    assert drawn.cells[0] and drawn.cells[2] and not drawn.cells[1]
    assert all(drawn.icons[p] is not None for p in (0, 2))
    assert board.data.finished and board.data.leaders == [winner]
    names = {0: "Anna", 2: "Cla"}
    assert window.status_label.text().startswith(f"{names[winner]} wins with 265 (drew "
                                                 f"{labels[winner].label()} against")
    assert window.history.list.item(8).text().startswith("9. Board drew for the tie on 265:")
    assert not panel.isVisible()  # a finished Partie takes no entry
    # correcting the draw shows the cards; Enter alone keeps them, nothing is drawn again
    window.history.list.setCurrentRow(8)
    window.history.correct()
    assert panel.isVisible() and panel.draw_mode and panel.write_button.isVisible()
    assert panel.drawn_label.text().startswith("Cards drawn: ")
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert panel.correcting is None and window.controller.match.entries[-1] == entry


def test_a_three_way_tie_recorded_by_hand_and_the_last_round_doubled(window, qtbot):
    """docs/examples/molotow-hausjass.jass: 5 players, Stöck, every Handweis, last round ×2."""
    names = ["Anna", "Beat", "Cla", "Dora", "Emil"]
    panel, board = start(window, names, preset="hausjass")
    rounds = [
        ([30, 41, 25, 40, 21], [0, 20, 0, 50, 0], [], None),
        ([18, 35, 44, 29, 20], [], [], 2),
        ([52, 10, 33, 27, 35], [], [0, 0, 0, 0, 20], None),
        ([26, 38, 19, 44, 27], [], [], None),
        ([33, 30, 30, 31, 33], [], [], None),
        ([40, 22, 27, 36, 32], [20, 0, 0, 0, 20], [0, 50, 0, 0, 0], None),
        ([24, 45, 31, 17, 40], [], [], 3),
    ]
    for points, hand, tisch, stoeck in rounds:
        write_round(qtbot, window, panel, points, hand, tisch, stoeck)
    assert totals(window) == [203, 251, 189, 154, 208]
    # 5 players: 146 card points are accepted with a warning on the board
    assert "146 of 157" in board.data.rows[1].note
    # the last round counts double: said before it is written, and doubled on the board
    assert panel.round_box.title() == "Round 8 of 8 (counts double)"
    assert window.status_label.text() == "Round 8 of 8: Cla deals (counts double)"
    assert board.data.rows[7].future and board.data.rows[7].note == "counts double"
    panel.hand[1].setFocus()
    qtbot.keyClicks(panel.hand[1], "20")
    panel.points[0].setFocus()
    for value in (39, 35, 46, 20):
        qtbot.keyClicks(window.focusWidget(), str(value))
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    qtbot.keyClicks(panel.points[4], "17")
    assert panel.preview.text() == "writes Anna 78 / Beat 30 / Cla 92 / Dora 40 / Emil 34"
    qtbot.keyClick(panel.points[4], Qt.Key.Key_Return)
    assert window.controller.board.entries[-1].written == [78, 30, 92, 40, 34]
    assert totals(window) == [281, 281, 281, 194, 242]
    # three players tied on 281: the Schreiber records the order, highest card first
    assert [b.text() for b in panel.pick_buttons] == ["Anna", "Beat", "Cla"]
    qtbot.keyClick(panel, "3", Qt.KeyboardModifier.ControlModifier)  # Cla drew the highest
    assert panel.order_label.text() == "1. Cla"
    assert window.controller.match.entries[-1].type == "round"  # not written yet
    qtbot.mouseClick(panel.pick_buttons[0], Qt.MouseButton.LeftButton)  # then Anna: Beat last
    entry = window.controller.match.entries[-1]
    assert entry == MolotowDraw(order=[2, 0, 1])
    result = window.controller.board
    assert result.finished and result.winners == [3] and result.ranks == [4, 5, 3, 1, 2]
    assert window.status_label.text() == "Dora wins with 194"
    drawn = next(e for e in board.data.extras if e.label == "Card drawn")
    assert drawn.cells == ["2. card", "3. card", "1. card", "", ""]
    stoeck = next(e for e in board.data.extras if e.label == "Stöck")
    assert stoeck.cells == ["–", "–", "1×", "1×", "–"]
    assert window.history.list.item(8).text() == (
        "9. Card draw for the tie on 281: Cla > Anna > Beat")


def test_a_refused_round_keeps_the_form_and_the_board(window, qtbot):
    panel, board = start(window)
    write_round(qtbot, window, panel, [31, 52, 27, 47], [0, 0, 20, 0])
    before = list(board.data.totals)
    # four players: every card is dealt, 150 card points cannot be
    for edit, value in zip(panel.points, (30, 50, 30, 40), strict=True):
        edit.setFocus()
        qtbot.keyClicks(edit, str(value))
    qtbot.keyClick(panel.points[3], Qt.Key.Key_Return)
    assert panel.error.isVisible()
    assert "must add up to 157, not 150" in panel.error.text()
    assert [e.text() for e in panel.points] == ["30", "50", "30", "40"]
    assert len(window.controller.match.entries) == 1 and board.data.totals == before
    # only the best Weis counts (club rulebook): Handweis for two players is refused
    panel.points[3].setText("47")
    panel.hand[0].setText("20")
    panel.hand[1].setText("50")
    qtbot.mouseClick(panel.write_button, Qt.MouseButton.LeftButton)
    assert "Handweis for one player only" in panel.error.text()
    assert panel.hand[1].text() == "50" and len(window.controller.match.entries) == 1
    # Stöck do not exist without the table setting: the buttons are not even offered
    assert not panel.stoeck_buttons[0].isVisibleTo(panel)
    panel.hand[1].clear()
    qtbot.keyClick(panel.points[0], Qt.Key.Key_Return)
    assert not panel.error.isVisible() and len(window.controller.match.entries) == 2
    # a missing card point is said before the rules are asked
    panel.points[0].setText("40")
    qtbot.mouseClick(panel.write_button, Qt.MouseButton.LeftButton)
    assert panel.error.text() == "Card points missing for Beat, Cla, Dora"


def test_correct_a_round_from_the_history(window, qtbot):
    panel, board = start(window)
    write_round(qtbot, window, panel, [31, 52, 27, 47], [0, 0, 20, 0])
    write_round(qtbot, window, panel, [52, 31, 47, 27])
    assert totals(window) == [83, 83, 54, 74]
    # round 1 is corrected: the Handweis was Anna's, not Cla's
    window.history.list.setCurrentRow(0)
    qtbot.keyClick(window.history.list, Qt.Key.Key_Return)  # Enter = correct
    assert panel.correcting == 0 and panel.banner.isVisible()
    assert panel.round_box.title() == "Round 1 of 8"
    assert [e.text() for e in panel.points] == ["31", "52", "27", "47"]
    assert panel.hand[2].text() == "20"
    panel.hand[2].clear()
    panel.hand[0].setText("20")
    qtbot.keyClick(panel.points[0], Qt.Key.Key_Return)
    assert panel.correcting is None and not panel.banner.isVisible()
    assert totals(window) == [63, 83, 74, 74]
    assert board.data.rows[0].cells[0].note == "HW−20" and board.data.rows[0].cells[2].note == ""
    assert window.undo_action.text() == "Undo correct entry 1"
    assert panel.round_box.title() == "Round 3 of 8 · 6 rounds to play"
    assert panel.points[0].text() == ""


def test_a_correction_that_breaks_the_draw_is_refused(window, qtbot):
    panel, board = start(window, rounds=1)
    write_round(qtbot, window, panel, [40, 40, 40, 37])
    qtbot.mouseClick(panel.pick_buttons[2], Qt.MouseButton.LeftButton)  # Cla
    qtbot.mouseClick(panel.pick_buttons[0], Qt.MouseButton.LeftButton)  # Anna, Beat last
    assert window.controller.board.finished
    assert window.controller.board.ranks == [3, 4, 2, 1]
    # the draw itself is corrected: Beat drew the highest card after all
    window.history.list.setCurrentRow(1)
    window.history.correct()
    assert panel.draw_mode and [b.text() for b in panel.pick_buttons] == ["Anna", "Beat", "Cla"]
    qtbot.mouseClick(panel.pick_buttons[1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.pick_buttons[0], Qt.MouseButton.LeftButton)
    assert window.controller.match.entries[1] == MolotowDraw(order=[1, 0, 2])
    assert window.controller.board.ranks == [3, 2, 4, 1]
    # correcting the round so that nobody ties makes the draw impossible: refused, kept
    window.history.list.setCurrentRow(0)
    window.history.correct()
    panel.points[0].setText("41")
    panel.points[3].setText("36")
    qtbot.keyClick(panel.points[0], Qt.Key.Key_Return)
    assert "makes entry 2 impossible" in panel.error.text()
    assert panel.correcting == 0 and panel.points[0].text() == "41"
    assert window.controller.board.ranks == [3, 2, 4, 1]
