"""A Schreiber keeps a Pandur in the real window: keyboard and mouse, offscreen."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match
from jasstafel.core.pandur import PandurDeal, PandurFault, PandurMisdeal, PandurNoBid
from jasstafel.ui.newmatch import NewMatchDialog
from jasstafel.ui.variants.pandur import PandurBoard, PandurEntryPanel, parse_bid

NAMES = ("Anna", "Beat", "Cla", "Dora")
CTRL = Qt.KeyboardModifier.ControlModifier


def start(window, settings, qtbot, preset="standard", names=NAMES):
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("pandur"))
    dialog.preset.setCurrentIndex(dialog.preset.findData(preset))
    for edit, name in zip(dialog.name_edits, names, strict=True):
        qtbot.keyClicks(edit, name)
    dialog.accept()
    assert dialog.match is not None, dialog.error.text()
    window.start(dialog.match)
    QApplication.processEvents()  # let the panel's shortcuts register, as the event loop does
    assert isinstance(window.panel, PandurEntryPanel)
    assert isinstance(window.board_widget, PandurBoard)
    return window.panel


def totals(window):
    return [s.total for s in window.controller.board.sides]


def declarer(qtbot, panel, seat):
    qtbot.keyClick(panel, str(seat + 1), CTRL)  # Ctrl+1 … Ctrl+4


def bid(qtbot, panel, text):
    panel.bid_edit.setFocus()
    panel.bid_edit.selectAll()
    qtbot.keyClicks(panel.bid_edit, text)


def enter(qtbot, widget):
    qtbot.keyClick(widget, Qt.Key.Key_Return)


def points(qtbot, panel, value, weis=(), beaten=False):
    for amount in weis:
        next(b for b in panel.weis_buttons if b.text() == f"+{amount}").click()
    if beaten:
        panel.beaten.click()
    panel.points.setFocus()
    panel.points.selectAll()
    qtbot.keyClicks(panel.points, str(value))


def deal(qtbot, panel, seat, contract, outcome):
    """Keyboard only: Ctrl+seat, type the bid, Ctrl+M / Ctrl+F, Enter."""
    declarer(qtbot, panel, seat)
    bid(qtbot, panel, contract)
    qtbot.keyClick(panel, "M" if outcome == "made" else "F", CTRL)
    enter(qtbot, panel.bid_edit)


def test_parse_bid():
    assert parse_bid(" 150 ") == 150
    assert parse_bid("mo") == "misere_ohne"
    assert parse_bid("Misere mit") == "misere_mit"
    assert parse_bid("Pandur ohne") == "pandur_ohne"
    assert parse_bid("pm") == "pandur_mit"
    assert parse_bid("x") is None and parse_bid("") is None


def test_a_pandur_from_the_first_deal_to_the_loser(window, settings, qtbot):
    panel = start(window, settings, qtbot)
    board_widget = window.board_widget
    # Anna deals first and sits out: she cannot take the bid
    assert panel.dealer_label.text() == "Deal 1 · dealer Anna, erbt 2"
    assert not panel.declarer_buttons[0].isEnabled() and not panel.fault_buttons[0].isEnabled()
    assert "Anna deals and sits out (erbt 2)" in window.status_label.text()
    assert board_widget.tag(0) == "deals · erbt 2"
    assert board_widget.phase_text() == "4 at the table"

    # 1. Beat 150: 118 card points + Weis 50 = 168, made: Beat 3, Anna erbt 2
    declarer(qtbot, panel, 1)
    bid(qtbot, panel, "150")
    assert panel.contract_buttons[150].isChecked()
    assert panel.sp_label.text() == "3 Schreibpunkte"
    points(qtbot, panel, 118, weis=(50,))
    assert panel.preview.text() == "118 + 50 = 168 ≥ 150: made: Beat writes 3  ·  Anna erbt 2"
    enter(qtbot, panel.points)
    assert totals(window) == [2, 3, 0, 0]
    assert window.history.list.item(0).text() == (
        "1. Deal 1 (Anna deals): Beat 150: 118 + Weis 50 = 168, made; Beat +3; Anna erbt 2"
        " → 2 · 3 · 0 · 0")
    # the form is ready for the next deal, Beat deals now
    assert panel._declarer() is None and panel.bid_edit.text() == "" and panel.points.value() == -1
    assert not panel.contract_buttons[150].isChecked() and panel.weis_parts == []
    assert window.focusWidget() is panel.bid_edit
    assert panel.dealer_label.text() == "Deal 2 · dealer Beat, erbt 2"
    assert window.undo_action.text() == "Undo deal 1 (Beat 150)"

    # 2. Beat misdeals (Alt+D): nothing is written, he deals again and will erben nothing
    qtbot.keyClick(panel, "D", Qt.KeyboardModifier.AltModifier)
    assert totals(window) == [2, 3, 0, 0]
    assert panel.dealer_label.text() == "Deal 3 · dealer Beat again, erbt 0"
    assert window.controller.board.figures["next_dealer"]["again"]
    assert window.undo_action.text() == "Undo misdeal (deal 2)"

    # 3. Cla Misère ohne (typed "mo"), made: 4; no Erben after the misdeal
    declarer(qtbot, panel, 2)
    bid(qtbot, panel, "mo")
    assert panel.contract_buttons["misere_ohne"].isChecked()
    assert not panel.points.isEnabled()  # Misère is decided by the tricks
    qtbot.keyClick(panel, "M", CTRL)
    enter(qtbot, panel.bid_edit)
    assert totals(window) == [2, 3, 4, 0]
    assert "no Erben after the misdeal" in window.history.list.item(2).text()

    # 4. Cla deals: no bid (mouse): Cla erbt 2
    qtbot.mouseClick(panel.no_bid_button, Qt.MouseButton.LeftButton)
    assert totals(window) == [2, 3, 6, 0]
    assert window.history.list.item(3).text() == (
        "4. Deal 4 (Cla deals): no bid; Cla erbt 2 → 2 · 3 · 6 · 0")

    # 5. Dora deals. Anna 200 failed: each opponent writes 4, Dora erbt 2
    deal(qtbot, panel, 0, "200", "failed")
    assert totals(window) == [2, 7, 10, 2]

    # 6. Anna deals. Dora 160, premature lead: failed, Beat and Cla 3 each
    declarer(qtbot, panel, 3)
    bid(qtbot, panel, "160")
    qtbot.mouseClick(panel.premature, Qt.MouseButton.LeftButton)
    assert panel.preview.text() == "failed: Beat and Cla write 3 each  ·  Anna erbt 2"
    enter(qtbot, panel.bid_edit)
    assert totals(window) == [4, 10, 13, 2]
    assert "premature lead, failed" in window.history.list.item(5).text()

    # 7. Beat deals. Dora Pandur ohne (clicked on the ladder), made: 5
    declarer(qtbot, panel, 3)
    qtbot.mouseClick(panel.contract_buttons["pandur_ohne"], Qt.MouseButton.LeftButton)
    assert panel.bid_edit.text() == "Pandur ohne"
    qtbot.mouseClick(panel.made_button, Qt.MouseButton.LeftButton)
    enter(qtbot, panel.bid_edit)
    assert totals(window) == [4, 12, 13, 7]

    # 8. Cla deals at 13: Erben only up to 14, she gets 1. Dora 120, a fault by Anna
    # (an opponent): made for Dora
    assert panel.dealer_label.text() == "Deal 8 · dealer Cla, erbt 1"
    declarer(qtbot, panel, 3)
    bid(qtbot, panel, "120")
    qtbot.mouseClick(panel.fault_buttons[0], Qt.MouseButton.LeftButton)
    assert not panel.fault_buttons[2].isEnabled()  # the dealer does not play
    enter(qtbot, panel.bid_edit)
    assert totals(window) == [4, 12, 14, 9]
    line = window.controller.board.entries[-1]
    assert line.written == [0, 0, 1, 2] and "Cla erbt 1" in line.notes
    assert "fault by Anna, made; Dora +2; Cla erbt 1" in window.history.list.item(7).text()

    # 9. – 11.: Anna 150 made, Dora 130 made, Beat deals: no bid
    deal(qtbot, panel, 0, "150", "made")
    deal(qtbot, panel, 3, "130", "made")
    qtbot.keyClick(panel, "N", Qt.KeyboardModifier.AltModifier)
    assert totals(window) == [9, 14, 14, 13]

    # 12. Cla deals at 14: she erbt 0. Anna 300: 110 + Weis 200 (4 Under) = 310, made: 6
    assert panel.dealer_label.text() == "Deal 12 · dealer Cla, erbt 0"
    declarer(qtbot, panel, 0)
    bid(qtbot, panel, "300")
    assert panel.contract_buttons[300].isChecked() and panel.high_spin.value() == 300
    assert panel.sp_label.text() == "6 Schreibpunkte"
    points(qtbot, panel, 110, weis=(200,))
    enter(qtbot, panel.points)
    assert totals(window) == [15, 14, 14, 13]
    board = window.controller.board
    assert board.winners == [0] and not board.finished
    assert "Cla erbt 0" in board.entries[-1].notes
    assert "Anna reaches 15" in window.history.list.item(11).text()

    # three at the table now: the dealer plays, nobody erbt; Anna has left
    assert board_widget.phase_text() == "3 at the table"
    assert board_widget.tag(0) == "left in deal 12"
    assert board_widget.footer(0) == "Winner!"
    assert board_widget.tag(3) == "deals"
    assert [b.isEnabled() for b in panel.declarer_buttons] == [False, True, True, True]
    assert panel.dealer_label.text() == "Deal 13 · dealer Dora"
    assert window.status_label.text() == (
        "Deal 13: Dora deals; Beat, Cla and Dora play (Anna reached 15)")

    # 13. Beat Misère mit, made: 4 (18); only two left
    deal(qtbot, panel, 1, "mm", "made")
    assert totals(window) == [15, 18, 14, 13]
    assert board_widget.phase_text() == "2 at the table"
    assert board_widget.tag(1) == "left in deal 13"

    # 14. Cla deals. Cla 200: 130 + Weis 50 beaten = 130, failed: Dora writes 4 once
    declarer(qtbot, panel, 2)
    bid(qtbot, panel, "200")
    points(qtbot, panel, 130, weis=(50,), beaten=True)
    assert panel.preview.text() == "130 < 200: failed: Dora writes 4"
    enter(qtbot, panel.points)
    assert totals(window) == [15, 18, 14, 17]
    board = window.controller.board
    assert board.finished and board.winners == [0]
    assert board.figures["loser"] == 2
    assert board.ranks == [1, 2, 4, 3]
    assert window.status_label.text() == "Anna won; Cla is the loser. The Partie is over."
    assert board_widget.headline() == "Anna won · Cla is the loser"
    assert board_widget.tag(2) == "last at the table"
    assert board_widget.footer(2) == "Loser"
    assert board_widget.footer(3) == "Place 3"
    assert not panel.isVisible()

    # the board's figures: inherited strokes in their own ink, the Schreibpunkte list
    assert board_widget.strokes(2) == [False] * 4 + [True] * 2 + [False] * 7 + [True]
    assert board_widget.rows(2)[-2:] == [(6, 3, False, 13), (8, 1, True, 14)]
    assert sum(board_widget.strokes(0)) == 6  # Anna: 9 won + 6 inherited
    assert board.sides[0].figures["inherited"] == 6
    window.grab()  # paints every part of the board


def test_a_refused_deal_keeps_the_form_and_the_board(window, settings, qtbot):
    panel = start(window, settings, qtbot)
    deal(qtbot, panel, 1, "150", "made")
    before = window.controller.board
    # three Dreiblätter (60) need nine cards: refused with the rule's message
    declarer(qtbot, panel, 2)
    bid(qtbot, panel, "170")
    points(qtbot, panel, 120, weis=(20, 20, 20))
    enter(qtbot, panel.points)
    assert panel.error.isVisible()
    assert "Weis of 60 is impossible" in panel.error.text()
    assert window.controller.board == before
    assert panel._declarer() == 2 and panel.bid_edit.text() == "170"
    assert panel.contract_buttons[170].isChecked()
    assert panel.points.value() == 120 and panel.weis_parts == [20, 20, 20]
    # mend the Weis (20 + 50 = 70) and write: the message goes away
    panel.no_weis.click()
    points(qtbot, panel, 120, weis=(20, 50))
    enter(qtbot, panel.points)
    assert not panel.error.isVisible()
    assert totals(window) == [2, 5, 3, 0]  # 190 ≥ 170: Cla 3, Beat erbt 2


def test_what_the_form_misses_is_said_and_a_bid_off_the_ladder_is_refused(window, settings,
                                                                         qtbot):
    panel = start(window, settings, qtbot, preset="bis_290")
    assert 300 not in panel.contract_buttons and panel.high_spin is None
    enter(qtbot, panel.bid_edit)
    assert "Choose the declarer" in panel.error.text()
    declarer(qtbot, panel, 1)
    enter(qtbot, panel.bid_edit)
    assert "Choose or type the bid" in panel.error.text()
    bid(qtbot, panel, "150")
    enter(qtbot, panel.bid_edit)
    assert "Made or failed" in panel.error.text()
    # 300 is no bid with "Angebote bis 290": the rules say so, the form stays
    bid(qtbot, panel, "300")
    qtbot.keyClick(panel, "M", CTRL)
    enter(qtbot, panel.bid_edit)
    assert "300 is not a Pandur bid" in panel.error.text()
    assert panel.bid_edit.text() == "300" and panel.made_button.isChecked()
    assert window.controller.match.entries == ()
    # the dealer cannot be declarer: his button is off, Ctrl+1 does nothing
    declarer(qtbot, panel, 0)
    assert panel._declarer() == 1
    # a premature lead is no fault with Pandur mit
    bid(qtbot, panel, "pm")
    panel.premature.click()
    panel.submit()
    assert "Leading at once is allowed with Pandur mit" in panel.error.text()


def test_correct_entries_from_the_history(window, settings, qtbot):
    panel = start(window, settings, qtbot)
    declarer(qtbot, panel, 1)
    bid(qtbot, panel, "150")
    points(qtbot, panel, 118, weis=(50,))
    enter(qtbot, panel.points)
    qtbot.keyClick(panel, "N", Qt.KeyboardModifier.AltModifier)  # Beat deals: no bid
    declarer(qtbot, panel, 3)
    bid(qtbot, panel, "120")
    panel.fault_buttons[0].click()  # a fault by Anna: made for Dora
    panel.submit()
    assert totals(window) == [2, 5, 2, 2]  # Cla erbt 2 in deal 3
    entries = window.controller.match.entries
    assert isinstance(entries[1], PandurNoBid) and isinstance(entries[2], PandurFault)

    # correct deal 1: the form shows it as written; 118 becomes 98: 148 < 150, failed
    window.history.list.setCurrentRow(0)
    qtbot.keyClick(window.history.list, Qt.Key.Key_Return)  # Enter = correct
    assert panel.correcting == 0 and panel.banner.isVisible()
    assert panel.dealer_label.text() == "Deal 1 · dealer Anna, erbt 2"
    assert panel._declarer() == 1 and panel.contract_buttons[150].isChecked()
    assert panel.points.value() == 118 and panel.weis_parts == [50]
    assert not panel.declarer_buttons[0].isEnabled()  # Anna dealt deal 1
    points(qtbot, panel, 98)
    enter(qtbot, panel.points)
    assert panel.correcting is None and not panel.banner.isVisible()
    # deal 1: Cla and Dora 3 each, Anna erbt 2; deal 2: Beat erbt 2; deal 3: Dora 2, Cla 2
    assert totals(window) == [2, 2, 5, 5]
    assert window.undo_action.text() == "Undo correct entry 1"
    assert panel.dealer_label.text() == "Deal 4 · dealer Dora, erbt 2"

    # the fault loads as a fault; make it Dora's own fault: failed for her
    window.history.list.setCurrentRow(2)
    window.history.correct()
    assert panel.fault_buttons[0].isChecked() and panel.bid_edit.text() == "120"
    assert not panel.declarer_buttons[2].isEnabled()  # Cla dealt deal 3
    panel.fault_buttons[3].click()
    panel.submit()
    assert window.controller.match.entries[2] == PandurFault(declarer=3, contract=120, by=3)
    assert totals(window) == [4, 4, 5, 3]

    # the no-bid loads as such (Enter keeps it); turned into a misdeal with one click
    window.history.list.setCurrentRow(1)
    window.history.correct()
    assert panel.kind == "no_bid" and "no bid" in panel.preview.text()
    panel.misdeal_button.click()
    assert isinstance(window.controller.match.entries[1], PandurMisdeal)
    # Beat deals deal 3 again and erbt nothing; Dora's fault: Anna and Cla 2 each
    assert totals(window) == [4, 0, 5, 3]
    assert "no Erben after the misdeal" in window.controller.board.entries[2].notes

    # a refused correction keeps the form and the correcting mode; Escape leaves it
    window.history.list.setCurrentRow(0)
    window.history.correct()
    points(qtbot, panel, 98, weis=(20, 20))  # 50 + 20 + 20 = 90: impossible
    panel.submit()
    assert "Weis of 90 is impossible" in panel.error.text()
    assert panel.correcting == 0 and panel.weis_parts == [50, 20, 20]
    assert totals(window) == [4, 0, 5, 3]
    qtbot.keyClick(panel, Qt.Key.Key_Escape)
    assert panel.correcting is None and panel._declarer() is None


def test_the_board_of_an_example_in_the_window(window, qtbot):
    match = new_match("pandur", list(NAMES), preset="standard")
    window.start(match)
    QApplication.processEvents()
    for entry in (PandurDeal(declarer=1, contract=150, made=True), PandurNoBid()):
        window.controller.add(entry, "x")
    board_widget = window.board_widget
    assert board_widget.rows(0) == [(1, 2, True, 2)]
    assert board_widget.rows(1) == [(1, 3, False, 3), (2, 2, True, 5)]
    assert board_widget.headline() == "Deal 3: Cla deals, sits out, erbt 2"
    for size in ((1400, 900), (1000, 700)):
        window.resize(*size)
        QApplication.processEvents()
        assert not window.grab().isNull()
