"""A Schreiber keeps a Pandur in the real window with the keyboard alone: deals, no bid,
misdeal, faults, Erben, the phases to the loser; every number field at its edges ("200"
stays 200); what the Schreibpunkte sheet paints."""

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.pandur import PandurDeal, PandurFault, PandurMisdeal, PandurNoBid
from jasstafel.i18n import and_names
from jasstafel.ui.newmatch import NewMatchDialog
from jasstafel.ui.variants.pandur_bid import parse_bid
from jasstafel.ui.variants.pandur_board import PandurBoard
from jasstafel.ui.variants.pandur_entry import PandurEntryPanel
from jasstafel.ui.variants.pandur_sheet import headline, list_rows, replay, sheet_of, strokes

from .keyboard import clear_field, enter, focus, open_file, open_match, paste, shortcut, tab, type_

NAMES = ["Anna", "Beat", "Cla", "Dora"]


def totals(window):
    return [s.total for s in window.controller.board.sides]


def column(window, seat):
    return window.board_widget.sheet.columns[seat]


def deal(qtbot, seat, bid, outcome=None, points=None, weis=None, beaten=False):
    """Ctrl+1…4 the declarer, type the bid; then Ctrl+M / Ctrl+F, or Tab and the card
    points (Tab and the Weis, Ctrl+B when beaten); Enter."""
    shortcut(qtbot, f"Ctrl+{seat + 1}")
    type_(qtbot, bid)
    if outcome is not None:
        shortcut(qtbot, "Ctrl+M" if outcome == "made" else "Ctrl+F")
    if points is not None:
        tab(qtbot)
        type_(qtbot, str(points))
    if weis is not None:
        tab(qtbot)
        type_(qtbot, str(weis))
    if beaten:
        shortcut(qtbot, "Ctrl+B")
    enter(qtbot)


def test_parse_bid():
    assert parse_bid(" 150 ") == 150
    assert parse_bid("mo") == "misere_ohne"
    assert parse_bid("Misere mit") == "misere_mit"
    assert parse_bid("Pandur ohne") == "pandur_ohne"
    assert parse_bid("pm") == "pandur_mit"
    assert parse_bid("200") == 200
    assert parse_bid("x") is None and parse_bid("") is None and parse_bid("١٥٠") is None


def test_a_pandur_from_the_first_deal_to_the_loser(window, settings, qtbot, tmp_path):
    path = tmp_path / "pandur.jass"
    panel, board_widget = open_file(qtbot, window, path, new_match("pandur", NAMES))
    assert isinstance(panel, PandurEntryPanel) and isinstance(board_widget, PandurBoard)
    assert focus() is panel.bid
    # Anna deals first and sits out: she cannot take the bid
    assert panel.header.text() == "Deals: Anna (sits out and inherits 2)"
    assert not panel.declarer_buttons[0].isEnabled() and not panel.fault_buttons[0].isEnabled()
    assert "Anna deals and sits out (inherits 2)" in window.status_label.text()
    assert column(window, 0).tag == "deals · inherits 2"
    assert board_widget.sheet.phase == "4 at the table"

    # 1. Beat 150: 118 card points + Weis 50 = 168, made: Beat 3, Anna erbt 2
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "150")
    assert panel.contract_buttons[150].isChecked()
    assert panel.sp_label.text() == "3 score points"
    tab(qtbot)
    type_(qtbot, "118")
    tab(qtbot)
    type_(qtbot, "50")
    assert panel.preview_line.text() == (
        "writes: 118 + Weis 50 = 168 ≥ 150: made, Beat +3  ·  Anna inherits 2")
    enter(qtbot)
    assert totals(window) == [2, 3, 0, 0]
    assert window.history.list.item(0).text() == (
        "1. Deal 1 (Anna deals): Beat 150: 118 + Weis 50 = 168, made; Beat +3; Anna inherits 2"
        " → Anna 2 · Beat 3 · Cla 0 · Dora 0")
    # the form is ready for the next deal: nothing of deal 1 is left; Beat deals now
    assert not any(b.isChecked() for b in panel.declarer_buttons)
    assert [f.text() for f in (panel.bid, panel.points, panel.weis.field)] == ["", "", ""]
    assert not panel.contract_buttons[150].isChecked() and not panel.beaten.isChecked()
    assert focus() is panel.bid
    assert panel.header.text() == "Deals: Beat (sits out and inherits 2)"
    assert window.undo_action.text() == "&Undo deal 1 (Beat 150)"

    # 2. Beat misdeals (Alt+G): nothing is written, he deals again and will erben nothing
    shortcut(qtbot, "Alt+G")
    assert totals(window) == [2, 3, 0, 0]
    assert panel.header.text() == "Deals again: Beat (sits out and inherits 0)"
    assert window.undo_action.text() == "&Undo misdeal (deal 2)"

    # 3. Cla Misère ohne (typed "mo"), made: 4; no Erben after the misdeal
    shortcut(qtbot, "Ctrl+3")
    type_(qtbot, "mo")
    assert panel.contract_buttons["misere_ohne"].isChecked()
    assert not panel.points.isEnabled()  # Misère is decided by the tricks
    shortcut(qtbot, "Ctrl+M")
    enter(qtbot)
    assert totals(window) == [2, 3, 4, 0]
    assert "nothing inherited after the misdeal" in window.history.list.item(2).text()

    # 4. Cla deals: no bid (Alt+N): Cla erbt 2
    shortcut(qtbot, "Alt+N")
    assert totals(window) == [2, 3, 6, 0]
    assert window.history.list.item(3).text() == (
        "4. Deal 4 (Cla deals): no bid; Cla inherits 2 → Anna 2 · Beat 3 · Cla 6 · Dora 0")

    # 5. Dora deals. Anna 200 failed: each opponent writes 4, Dora erbt 2
    deal(qtbot, 0, "200", "failed")
    assert totals(window) == [2, 7, 10, 2]

    # 6. Anna deals. Dora 160, premature lead (Alt+P): failed, Beat and Cla 3 each
    shortcut(qtbot, "Ctrl+4")
    type_(qtbot, "160")
    shortcut(qtbot, "Alt+P")
    assert panel.preview_line.text() == ("writes: premature lead: failed, Beat and Cla +3 each"
                                         "  ·  Anna inherits 2")
    enter(qtbot)
    assert totals(window) == [4, 10, 13, 2]
    assert "premature lead, failed" in window.history.list.item(5).text()

    # 7. Beat deals. Dora Pandur ohne (typed "po"), made: 5
    deal(qtbot, 3, "po", "made")
    assert totals(window) == [4, 12, 13, 7]

    # 8. Cla deals at 13: Erben only up to 14, she gets 1. Dora 120, a fault by Anna
    # (an opponent, Alt+1): made for Dora
    assert panel.header.text() == "Deals: Cla (sits out and inherits 1)"
    shortcut(qtbot, "Ctrl+4")
    type_(qtbot, "120")
    shortcut(qtbot, "Alt+1")
    assert panel.fault_buttons[0].isChecked()
    shortcut(qtbot, "Alt+3")  # the dealer does not play: no fault of hers
    assert not panel.fault_buttons[2].isChecked() and panel.fault_buttons[0].isChecked()
    # the preview says the fault, as the history will (its buttons may be out of view)
    assert panel.preview_line.text() == (
        "writes: fault by Anna: made, Dora +2  ·  Cla inherits 1")
    enter(qtbot)
    assert totals(window) == [4, 12, 14, 9]
    line = window.controller.board.entries[-1]
    assert line.written == [0, 0, 1, 2] and "Cla inherits 1" in line.notes
    assert "fault by Anna, made; Dora +2; Cla inherits 1" in window.history.list.item(7).text()

    # 9. – 11.: Anna 150 made, Dora 130 made, Beat deals: no bid
    deal(qtbot, 0, "150", "made")
    deal(qtbot, 3, "130", "made")
    shortcut(qtbot, "Alt+N")
    assert totals(window) == [9, 14, 14, 13]

    # 12. Cla deals at 14: she erbt 0. Anna 300: 110 + Weis 200 (4 Under) = 310, made: 6
    assert panel.header.text() == "Deals: Cla (sits out and inherits 0)"
    shortcut(qtbot, "Ctrl+1")
    type_(qtbot, "300")
    assert panel.contract_buttons[300].isChecked()
    assert panel.sp_label.text() == "6 score points"
    tab(qtbot)
    type_(qtbot, "110")
    tab(qtbot)
    type_(qtbot, "200")
    enter(qtbot)
    assert totals(window) == [15, 14, 14, 13]
    board = window.controller.board
    assert board.winners == [0] and not board.finished
    assert "Cla inherits 0" in board.entries[-1].notes
    assert "Anna reaches 15" in window.history.list.item(11).text()

    # three at the table now: the dealer plays, nobody erbt; Anna has left
    assert board_widget.sheet.phase == "3 at the table"
    assert column(window, 0).tag == "left in deal 12" and column(window, 0).footer == "Winner!"
    assert column(window, 3).tag == "deals"
    assert [b.isEnabled() for b in panel.declarer_buttons] == [False, True, True, True]
    assert panel.header.text() == "Deals: Dora"
    assert window.status_label.text() == (
        "Deal 13: Dora deals; Beat, Cla and Dora play (Anna reached 15)")

    shortcut(qtbot, "Ctrl+1")  # Anna has left: said, as the rules say it
    assert panel.error_text() == "Anna has reached 15, has left the table and can no longer bid"

    # 13. Beat Misère mit, made: 4 (18); only two left
    deal(qtbot, 1, "mm", "made")
    assert totals(window) == [15, 18, 14, 13]
    assert board_widget.sheet.phase == "2 at the table"
    assert column(window, 1).tag == "left in deal 13"

    # 14. Cla deals. Cla 200: 130 + Weis 50 beaten = 130, failed: Dora writes 4 once
    shortcut(qtbot, "Ctrl+3")
    type_(qtbot, "200")
    tab(qtbot)
    type_(qtbot, "130")
    tab(qtbot)
    type_(qtbot, "50")
    shortcut(qtbot, "Ctrl+B")
    assert panel.preview_line.text() == (  # the beaten Weis said cancelled, as in the history
        "writes: 130 + Weis 50 beaten (cancelled) = 130 < 200: failed, Dora +4")
    enter(qtbot)
    assert totals(window) == [15, 18, 14, 17]
    board = window.controller.board
    assert board.finished and board.winners == [0]
    assert board.figures["loser"] == 2 and board.ranks == [1, 2, 4, 3]
    assert window.status_label.text() == "Anna wins; Cla is the loser. The match is over."
    sheet = board_widget.sheet
    assert sheet.headline == "Anna wins; Cla is the loser" and sheet.finished
    assert column(window, 2).tag == "last at the table" and column(window, 2).footer == "Loser"
    assert column(window, 3).footer == "Place 3"
    assert [c.place for c in sheet.columns] == ["1", "2", "4", "3"]
    assert not panel.isVisible()

    # the sheet, worked out by hand: Cla wrote 4 (Misère), 2 (Erben), 4 (Anna's 200 failed),
    # 3 (premature lead), 1 (Erben, capped at 14): inherited strokes in red
    assert list(column(window, 2).strokes) == [False] * 4 + [True] * 2 + [False] * 7 + [True]
    rows = column(window, 2).rows
    assert [(r.deal, r.written, r.inherited, r.total) for r in rows[-2:]] == [
        (6, 3, False, 13), (8, 1, True, 14)]
    assert rows[-2].struck and not rows[-1].struck and not rows[-1].underlined
    assert column(window, 0).rows[-1].underlined  # Anna's 15, underlined twice
    assert sum(column(window, 0).strokes) == 6  # Anna: 9 won + 6 inherited
    assert (column(window, 0).won, column(window, 0).inherited) == (9, 6)
    assert matchfile.load(path).board() == board
    assert not window.grab().isNull()


def test_a_fault_key_on_the_dealer_who_sits_out_says_why(window, qtbot):
    """A trial's: Alt+1 (a fault by the dealer, who sits out) did nothing and said nothing,
    while Ctrl+1 says why he cannot bid. Alt+1 says the rule; nothing is chosen or written,
    the typing stays."""
    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES))
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "130")
    shortcut(qtbot, "Alt+1")  # Anna deals and sits out
    assert panel.error_text() == ("Anna does not play this deal: only the declarer and his "
                                  "opponents can be at fault")
    assert not any(b.isChecked() for b in panel.fault_buttons)
    assert panel.bid.text() == "130" and panel.declarer_buttons[1].isChecked()
    assert window.controller.match.entries == ()
    shortcut(qtbot, "Alt+3")  # an opponent: the bid is made
    assert panel.fault_buttons[2].isChecked() and panel.error_text() == ""


def test_a_refused_deal_keeps_the_form_and_the_board(window, qtbot):
    panel, board_widget = open_match(qtbot, window, new_match("pandur", NAMES))
    deal(qtbot, 1, "150", "made")
    before, painted = window.controller.board, board_widget.sheet
    # three Dreiblätter (60) need nine cards: refused with the rule's message
    deal(qtbot, 2, "170", points=120, weis=60)
    assert "Weis of 60 is impossible" in panel.error_text()
    assert focus() is panel.weis.field
    assert window.controller.board == before and board_widget.sheet == painted
    assert panel.declarer_buttons[2].isChecked() and panel.bid.text() == "170"
    assert panel.contract_buttons[170].isChecked()
    assert panel.points.text() == "120" and panel.weis.field.text() == "60"
    clear_field(qtbot)
    type_(qtbot, "70")  # 20 + 50
    enter(qtbot)
    assert panel.error_text() == ""
    assert totals(window) == [2, 5, 3, 0]  # 190 ≥ 170: Cla 3, Beat erbt 2


def test_what_the_form_misses_is_said_and_a_bid_off_the_ladder_is_refused(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES, preset="bis_290"))
    assert 300 not in panel.contract_buttons
    enter(qtbot)  # nothing chosen: nothing wrong, no refusal (a German trial's)
    assert panel.error_text() == ""
    assert panel.preview_line.text() == ("Nothing to write yet: choose the declarer first "
                                         "(Ctrl+1 … Ctrl+4)")
    shortcut(qtbot, "Ctrl+2")
    enter(qtbot)
    assert panel.error_text() == ("Bid missing: type it (150, or mo, mm, po, pm) or click it "
                                  "on the ladder")
    type_(qtbot, "150")
    enter(qtbot)
    assert panel.error_text() == "Made or failed (Ctrl+M / Ctrl+F), or type the declarer's " \
                                 "card points"
    assert focus() is panel.points
    # 300 is no bid with "Angebote bis 290": the rules say so beside the bid, the form stays
    shortcut(qtbot, "Shift+Tab")
    clear_field(qtbot)
    type_(qtbot, "300")
    shortcut(qtbot, "Ctrl+M")
    enter(qtbot)
    assert "300 is not a Pandur bid" in panel.error_text()
    assert panel.bid.text() == "300" and panel.made_button.isChecked()
    assert focus() is panel.bid and panel.bid.is_refused()
    assert window.controller.match.entries == ()
    # the dealer cannot be declarer: his button is off, Ctrl+1 says why (it said nothing)
    shortcut(qtbot, "Ctrl+1")
    assert panel.declarer_buttons[1].isChecked() and not panel.declarer_buttons[0].isChecked()
    assert panel.error_text() == ("Anna deals, sits out this deal and inherits: the declarer is "
                                  "one of the three others")
    # a premature lead is no fault with Pandur mit
    clear_field(qtbot)
    type_(qtbot, "pm")
    shortcut(qtbot, "Alt+P")
    enter(qtbot)
    assert "Leading at once is allowed with Pandur mit" in panel.error_text()


def test_correct_entries_from_the_history(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES))
    deal(qtbot, 1, "150", points=118, weis=50)
    shortcut(qtbot, "Alt+N")  # Beat deals: no bid
    shortcut(qtbot, "Ctrl+4")
    type_(qtbot, "120")
    shortcut(qtbot, "Alt+1")  # a fault by Anna: made for Dora
    enter(qtbot)
    assert totals(window) == [2, 5, 2, 2]  # Cla erbt 2 in deal 3
    entries = window.controller.match.entries
    assert isinstance(entries[1], PandurNoBid) and isinstance(entries[2], PandurFault)

    # correct deal 1: the form shows it as written; 118 becomes 98: 148 < 150, failed
    window.history.list.setCurrentRow(0)
    window.history.list.setFocus()
    enter(qtbot)
    assert panel.correcting == 0 and panel.banner.isVisible()
    assert panel.header.text() == "Deals: Anna (sits out and inherits 2)"
    assert panel.declarer_buttons[1].isChecked() and panel.contract_buttons[150].isChecked()
    assert panel.points.text() == "118" and panel.weis.field.text() == "50"
    assert not panel.declarer_buttons[0].isEnabled()  # Anna dealt deal 1
    assert focus() is panel.bid
    tab(qtbot)
    type_(qtbot, "98")
    enter(qtbot)
    assert panel.correcting is None and not panel.banner.isVisible()
    # deal 1: Cla and Dora 3 each, Anna erbt 2; deal 2: Beat erbt 2; deal 3: Dora 2, Cla 2
    assert totals(window) == [2, 2, 5, 5]
    assert window.undo_action.text() == "&Undo correction of entry 1"
    assert panel.header.text() == "Deals: Dora (sits out and inherits 2)"

    # the fault loads as a fault; make it Dora's own fault: failed for her
    window.history.list.setCurrentRow(2)
    window.history.correct()
    assert panel.fault_buttons[0].isChecked() and panel.bid.text() == "120"
    assert not panel.declarer_buttons[2].isEnabled()  # Cla dealt deal 3
    shortcut(qtbot, "Alt+4")
    enter(qtbot)
    assert window.controller.match.entries[2] == PandurFault(declarer=3, contract=120, by=3)
    assert totals(window) == [4, 4, 5, 3]

    # the no-bid loads as such (Enter keeps it); turned into a misdeal with its key
    window.history.list.setCurrentRow(1)
    window.history.correct()
    assert panel.kind == "no_bid" and "no bid" in panel.preview_line.text()
    shortcut(qtbot, "Alt+G")
    assert isinstance(window.controller.match.entries[1], PandurMisdeal)
    # Beat deals deal 3 again and erbt nothing; Dora's fault: Anna and Cla 2 each
    assert totals(window) == [4, 0, 5, 3]
    assert "nothing inherited after the misdeal" in window.controller.board.entries[2].notes

    # a refused correction keeps the form and the correcting mode; Escape leaves it
    window.history.list.setCurrentRow(0)
    window.history.correct()
    tab(qtbot, 2)
    clear_field(qtbot)
    type_(qtbot, "90")  # 50 + 20 + 20: impossible with 8 cards
    enter(qtbot)
    assert "Weis of 90 is impossible" in panel.error_text()
    assert panel.correcting == 0 and panel.weis.field.text() == "90"
    assert totals(window) == [4, 0, 5, 3]
    shortcut(qtbot, "Escape")
    assert panel.correcting is None and not any(b.isChecked() for b in panel.declarer_buttons)


def test_started_from_the_new_match_dialog(window, settings, qtbot):
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("pandur"))
    for edit, name in zip(dialog.name_edits, NAMES, strict=True):
        qtbot.keyClicks(edit, name)
    dialog.accept()
    assert dialog.match is not None, dialog.error.text()
    panel, _board = open_match(qtbot, window, dialog.match)
    assert focus() is panel.bid
    qtbot.mouseClick(panel.contract_buttons["pandur_ohne"], Qt.MouseButton.LeftButton)
    assert panel.bid.text() == "Pandur ohne" and focus() is panel.bid


# -- every number field: nothing, 0, the largest, one above, ten times, letters, pasted -------

BID_CASES = [
    # typed as Beat's bid (made), written contract, message
    ("", False, None, "Bid missing: type it (150, or mo, mm, po, pm) or click it on the ladder"),
    ("0", False, None, "0 is not a Pandur bid: bids are 100, 110 … 290, 300 … 500, Misère "
                       "ohne/mit, Pandur ohne/mit"),
    ("200", False, 200, None),  # stays 200: never cut to 2 or 20
    ("500", False, 500, None),
    ("510", False, None, "510 is not a Pandur bid: bids are 100, 110 … 290, 300 … 500, "
                         "Misère ohne/mit, Pandur ohne/mit"),
    ("5000", False, None, "5000 is not a Pandur bid: bids are 100, 110 … 290, 300 … 500, "
                          "Misère ohne/mit, Pandur ohne/mit"),
    ("155", False, None, "155 is not a Pandur bid: bids are 100, 110 … 290, 300 … 500, "
                         "Misère ohne/mit, Pandur ohne/mit"),
    ("zweihundert", False, None, "Bid: “zweihundert” is no bid: a number (100, 110 …), or mo, "
                                 "mm, po, pm for Misère ohne / mit and Pandur ohne / mit"),
    ("Pandur mit", True, "pandur_mit", None),
    ("150 Punkte", True, None, "Bid: “150 Punkte” is no bid: a number (100, 110 …), or mo, "
                               "mm, po, pm for Misère ohne / mit and Pandur ohne / mit"),
]


@pytest.mark.parametrize("typed, pasted, written, message", BID_CASES)
def test_the_bid_field(window, qtbot, typed, pasted, written, message):
    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES))
    shortcut(qtbot, "Ctrl+2")
    (paste if pasted else type_)(qtbot, typed)
    shortcut(qtbot, "Ctrl+M")
    enter(qtbot)
    entries = window.controller.match.entries
    if written is not None:
        assert entries == (PandurDeal(declarer=1, contract=written, made=True),)
        return
    assert entries == () and panel.error_text() == message
    assert panel.bid.text() == typed and focus() is panel.bid
    assert panel.bid.is_refused()


POINT_CASES = [
    # typed as Beat's card points for a bid of 150, written points, message
    ("", False, None, "Made or failed (Ctrl+M / Ctrl+F), or type the declarer's card points"),
    ("0", False, 0, None),
    ("157", False, 157, None),
    ("158", False, None, "Card points of the declarer: at most 157, not 158"),
    ("1570", False, None, "Card points of the declarer: at most 157, not 1570"),
    ("viel", False, None, "Card points of the declarer: “viel” is not a whole number"),
    ("1 5 0", True, None, "Card points of the declarer: “1 5 0” is not a whole number"),
]


@pytest.mark.parametrize("typed, pasted, written, message", POINT_CASES)
def test_the_card_points_field(window, qtbot, typed, pasted, written, message):
    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES))
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "150")
    tab(qtbot)
    (paste if pasted else type_)(qtbot, typed)
    enter(qtbot)
    entries = window.controller.match.entries
    if written is not None:
        assert entries == (PandurDeal(declarer=1, contract=150, points=written),)
        return
    assert entries == () and panel.error_text() == message
    assert panel.points.text() == typed and focus() is panel.points


WEIS_CASES = [
    # typed as Beat's Weis (100 card points, bid 150), written Weis, message
    ("", False, 0, None),
    ("0", False, 0, None),
    ("350", False, 350, None),  # 4 Under + 4 Neuner, the most 8 cards can show
    ("351", False, None, "Weis: at most 350, not 351"),
    ("3500", False, None, "Weis: at most 350, not 3500"),
    ("60", False, None, "Weis of 60 is impossible with 8 cards in Pandur; possible are 20, "
                        "40, 50, 70, 100, 120, 140, 150, 170, 190, 200, 220, 240, 250, 300, "
                        "350"),
    ("fünfzig", False, None, "Weis: “fünfzig” is not a whole number"),
    ("20+50", True, None, "Weis: “20+50” is not a whole number"),
]


@pytest.mark.parametrize("typed, pasted, written, message", WEIS_CASES)
def test_the_weis_field(window, qtbot, typed, pasted, written, message):
    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES))
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "150")
    tab(qtbot)
    type_(qtbot, "100")
    tab(qtbot)
    (paste if pasted else type_)(qtbot, typed)
    enter(qtbot)
    entries = window.controller.match.entries
    if written is not None:
        assert entries == (PandurDeal(declarer=1, contract=150, points=100, weis=written),)
        return
    assert entries == ()
    assert panel.error_text() == message.replace("Weis:", "Weis Beat:")
    assert panel.weis.field.text() == typed and focus() is panel.weis.field


# -- what the sheet paints --------------------------------------------------------------------


def test_the_sheet_describes_and_paints_erben_in_red(window, qtbot):
    panel, board_widget = open_match(qtbot, window, new_match("pandur", NAMES))
    board_widget.resize(760, 560)
    blank = board_widget.grab().toImage()
    deal(qtbot, 1, "150", "made")  # Beat 3 won, Anna erbt 2
    shortcut(qtbot, "Alt+N")  # Beat erbt 2
    board = window.controller.board
    deals = board_widget.deals
    assert list_rows(board, deals, 0) == [(1, 2, True, 2)]
    assert list_rows(board, deals, 1) == [(1, 3, False, 3), (2, 2, True, 5)]
    assert strokes(board, deals, 1) == [False, False, False, True, True]
    sheet = board_widget.sheet
    assert sheet.headline == "Deal 3: Cla deals, sits out, inherits 2"
    assert [c.total for c in sheet.columns] == ["2", "5", "0", "0"]
    assert [c.footer for c in sheet.columns] == ["13 to go", "10 to go", "15 to go", "15 to go"]
    assert sheet.columns[2].tag == "deals · inherits 2" and sheet.columns[2].tag_red
    assert sheet.columns[0].slots == 15
    after = board_widget.grab().toImage()
    w, h = board_widget.width(), board_widget.height()

    def red(image, x0, x1):
        return sum(1 for y in range(int(h * 0.4), int(h * 0.6), 2)
                   for x in range(int(w * x0), int(w * x1), 2)
                   if image.pixelColor(x, y).red() > 140 and image.pixelColor(x, y).green() < 100)

    # Anna's column holds red strokes (her Erben) where it was blank
    assert red(after, 0.03, 0.25) > red(blank, 0.03, 0.25) + 5
    for size in ((1400, 900), (1000, 700)):
        window.resize(*size)
        assert not window.grab().isNull()


def test_names_are_plain_text_and_the_chosen_buttons_stand_out(window, qtbot):
    names = ["<b>Anna</b>", "Beat & Co", "<img src=x>", "Dora"]
    panel, board_widget = open_match(qtbot, window, new_match("pandur", names))
    assert panel.header.text() == "Deals: <b>Anna</b> (sits out and inherits 2)"
    assert board_widget.sheet.columns[0].name == "<b>Anna</b>"
    tip = panel.declarer_buttons[2].toolTip()
    assert "&lt;img src=x&gt;" in tip and "<img" not in tip  # shown letter for letter
    assert panel.fault_buttons[1].toolTip().count("&amp;") == 1
    shortcut(qtbot, "Ctrl+2")
    button = panel.declarer_buttons[1]
    image = button.grab().toImage()
    # beside the name, not on its letters ("Beat & Co" is as long as it is typed)
    centre = image.pixelColor(image.width() // 8, image.height() // 2)
    assert centre.lightness() < 90  # the chosen declarer: dark, not light grey on grey
    other = panel.declarer_buttons[3].grab().toImage()
    assert other.pixelColor(other.width() // 8, other.height() // 2).lightness() > 150


def test_the_keyboard_help_lists_the_keys(window, qtbot, dialogs):
    open_match(qtbot, window, new_match("pandur", NAMES))
    shortcut(qtbot, "F1")
    title, text = dialogs.shown[-1]
    assert title == "Keyboard"
    for shown in (
        'Ctrl+1 … Ctrl+4',
        'mo, mm, po, pm',
        'Ctrl+M',
        'Ctrl+F',
        'Ctrl+B',
        'Alt+1 … Alt+4',
        'Alt+P',
        'Alt+N',
        'Alt+G',
    ):
        assert shown in text, shown


def test_names_are_joined_as_a_sentence_lists_them():
    assert and_names([]) == "" and and_names(["Ruedi"]) == "Ruedi"
    assert and_names(["Ruedi", "Vreni"]) == "Ruedi and Vreni"
    assert and_names(["Ruedi", "Vreni", "Sepp"]) == "Ruedi, Vreni and Sepp"


def test_the_first_replay_has_nothing_kept(monkeypatch):
    from jasstafel.ui.variants import pandur_sheet

    monkeypatch.setattr(pandur_sheet, "_cache", None)
    example = matchfile.load(Path(__file__).parents[2] / "docs/examples/pandur.jass")
    assert len(replay(example)) == len(example.entries)


def test_the_replay_kept_follows_every_change():
    """replay keeps the state of the match replayed last (a long match is not replayed for
    every deal): what it gives must be what a replay from the start gives, step by step,
    after a correction and for another match with the same first entries."""
    example = matchfile.load(Path(__file__).parents[2] / "docs/examples/pandur.jass")
    players = example.document.players

    def from_start(entries, settings=None):
        replay(new_match("pandur", ["W", "X", "Y", "Z"]))  # forget the match replayed last
        fresh = new_match("pandur", players, settings=settings)
        for entry in entries:
            fresh.add(entry)
        return replay(fresh)

    match = new_match("pandur", players)
    for n, entry in enumerate(example.entries, 1):
        match.add(entry)
        infos = replay(match)
        assert len(infos) == n
    assert infos == from_start(example.entries)
    # a correction of the first deal: Margrit declared 150 and made it (not Vreni): who
    # erbt changes, the replay kept from before must not be used
    corrected = PandurDeal(declarer=3, contract=150, made=True)
    before = replay(match)
    match.replace(0, corrected)
    after = replay(match)
    assert after != before and after == from_start([corrected, *example.entries[1:]])
    # another match with the same first entries and other rules: after a misdeal that does
    # not forfeit, the redealt deal's Erben differ (RULES.md, Pandur): nothing is taken over
    forfeits = new_match("pandur", players)
    lenient = new_match("pandur", players, settings={"misdeal_forfeits": False})
    for entry in example.entries[:3]:
        forfeits.add(entry)
        lenient.add(entry)
    lenient.add(example.entries[3])
    expected = from_start(example.entries[:4], settings={"misdeal_forfeits": False})
    assert expected[2].inherited != replay(forfeits)[2].inherited
    assert replay(lenient) == expected


class _CountedLine:
    """A board line that counts how often its ``written`` is read."""

    def __init__(self, line, reads):
        self._line, self._reads = line, reads

    def __getattr__(self, name):
        if name == "written":
            self._reads[self._line.number] = self._reads.get(self._line.number, 0) + 1
        return getattr(self._line, name)


def test_the_sheet_reads_each_deal_once_not_once_per_column_nor_at_every_entry():
    """The sheet follows every entry, and a long match has a thousand deals of which the
    players write in a few: each column looked through all of them, twice (its strokes and
    its list), eight times a deal in all, and again at every entry (docs/performance.md).
    Now each deal is read once, and after a new entry only the new deal."""
    match = new_match("pandur", NAMES)
    for n in range(1, 61):  # nobody bids; a misdeal now and then: the dealers erben to 14
        match.add(PandurMisdeal() if n % 5 == 0 else PandurNoBid())
    reads: dict[int, int] = {}
    counted: dict[int, _CountedLine] = {}  # the same line, the same counted line

    def sheet(board):
        lines = [counted.setdefault(id(line), _CountedLine(line, reads))
                 for line in board.entries]
        return sheet_of(board.model_copy(update={"entries": lines}), replay(match))

    board = match.board()
    expected = sheet_of(board, replay(match))
    assert sheet(board) == expected
    blank = [line.number for line in board.entries if not any(line.written)]
    assert len(blank) > 30  # most deals: nothing written once the Erben reached 14
    assert {number: reads[number] for number in blank} == dict.fromkeys(blank, 1)
    reads.clear()
    match.add(PandurNoBid())  # deal 61: nobody writes
    board = match.board()
    shown = sheet(board)
    assert shown == sheet_of(board, replay(match))
    # the deals written in are read by the columns that list them; of the others, only
    # the new one
    blank.append(61)
    assert {number: reads[number] for number in blank if number in reads} == {61: 1}


def test_the_headline_deal_by_deal():
    """The example's deals (RULES.md, Pandur): with four at the table the dealer sits out and
    erbt 2, but never past 14; after a misdeal (it forfeits) the dealer deals again and erbt
    nothing; once Ruedi has left at 15 the dealer plays."""
    example = matchfile.load(Path(__file__).parents[2] / "docs/examples/pandur.jass")
    match = new_match("pandur", example.document.players)
    lines = [headline(match.board())]
    for entry in example.entries:
        match.add(entry)
        lines.append(headline(match.board()))
    assert lines[0] == "Deal 1: Ruedi deals, sits out, inherits 2"
    assert lines[2] == "Deal 3: Vreni deals again, sits out, inherits 0"  # after the misdeal
    assert lines[7] == "Deal 8: Sepp deals, sits out, inherits 1"  # Sepp at 13: 1 to 14
    assert lines[11] == "Deal 12: Sepp deals, sits out, inherits 0"  # Sepp at 14
    assert lines[12] == "Deal 13: Margrit deals"  # Ruedi at 15: three play, the dealer too
    assert lines[-1] == "Ruedi wins; Sepp is the loser"
    # a misdeal with three at the table
    again = new_match("pandur", example.document.players)
    for entry in [*example.entries[:12], PandurMisdeal()]:
        again.add(entry)
    assert headline(again.board()) == "Deal 14: Margrit deals again"


def test_a_bid_off_the_ladder_is_named_before_the_outcome_is_asked(window, qtbot):
    """155 with no outcome yet: the bid is what is wrong, so the bid is named (it used to ask
    for made or failed first, and name the bid only after Ctrl+M)."""
    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES))
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "155")
    enter(qtbot)
    assert panel.error_text() == ("155 is not a Pandur bid: bids are 100, 110 … 290, 300 … "
                                  "500, Misère ohne/mit, Pandur ohne/mit")
    assert focus() is panel.bid and panel.bid.is_refused()
    assert window.controller.match.entries == ()


def test_ctrl_m_pressed_again_keeps_made(window, qtbot):
    """A refused deal mended and Ctrl+M pressed once more: made stays made (the key said
    made twice; it used to take made back, and the deal was refused again)."""
    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES))
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "155")
    shortcut(qtbot, "Ctrl+M")
    enter(qtbot)
    assert "155 is not a Pandur bid" in panel.error_text()
    clear_field(qtbot)
    type_(qtbot, "160")
    shortcut(qtbot, "Ctrl+M")
    assert panel.made_button.isChecked()
    enter(qtbot)
    assert window.controller.match.entries == (PandurDeal(declarer=1, contract=160, made=True),)
    # Ctrl+F still changes made into failed, and a click on made takes it back
    shortcut(qtbot, "Ctrl+3")
    type_(qtbot, "150")
    shortcut(qtbot, "Ctrl+M")
    shortcut(qtbot, "Ctrl+F")
    assert panel.failed_button.isChecked() and not panel.made_button.isChecked()
    qtbot.mouseClick(panel.failed_button, Qt.MouseButton.LeftButton)
    assert not panel.failed_button.isChecked()


def test_the_french_history_sets_a_space_before_each_semicolon(french_window, qtbot, tmp_path):
    """"Cla hérite de 2 ; Anna atteint 15": French typography (it said "2; Anna")."""
    match = new_match("pandur", NAMES)
    match.add(PandurDeal(declarer=1, contract=150, made=True))
    open_file(qtbot, french_window, tmp_path / "pandur.jass", match)
    text = french_window.history.list.item(0).text()
    assert "\u00a0; " in text and re.search(r"\S;", text) is None, text


def test_the_french_window_says_one_winner_in_the_singular(french_window, qtbot):
    """"Bernard ont gagné" (a trial's): the window's own sentence put one winner in the
    plural; it says the rules' sentence now, as the command line does ("Ruedi gagne")."""
    from pathlib import Path

    french_window.open_file(Path(__file__).parents[2] / "docs" / "examples" / "pandur.jass")
    assert french_window.status_label.text() == (
        "Ruedi gagne\u00a0; Sepp perd la partie. La partie est terminée.")
    assert french_window.board_widget.sheet.headline == "Ruedi gagne\u00a0; Sepp perd la partie"


def test_the_weis_buttons_are_the_weis_of_24_cards(window, qtbot):
    """A trial's Pandur offered +250 Achtblatt and +300 Neunblatt (and called 200 a
    Siebenblatt), which 24 cards, six a suit, cannot make. Two Weis still add up: +200 and
    +150 is 350, written as such."""
    panel, _sheet = open_match(qtbot, window, new_match("pandur", NAMES))
    assert list(panel.weis.amount_buttons) == [20, 50, 100, 150, 200]
    assert panel.weis.amount_buttons[200].toolTip().endswith("4 Bauern")
    assert "Sechsblatt" in panel.weis.amount_buttons[150].toolTip()
    qtbot.mouseClick(panel.weis.amount_buttons[200], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.weis.amount_buttons[150], Qt.MouseButton.LeftButton)
    assert panel.weis.field.text() == "350"


def test_two_players_reaching_15_take_the_plural_in_german(german_window, qtbot):
    """"Beat und Cla erreicht 15", "(Dora und Cla hat 15 erreicht)": a trial's German
    history and status line. The verb follows how many reached 15."""
    from tests.core.test_pandur import A, B, C, D, deal, match, play

    m = play(match(), deal(C, 300, made=True), deal(D, 300, made=True),
             deal(B, 150, made=False), deal(A, 100, made=False),
             deal(B, 300, made=False))  # Carla and Dora reach 15 together (core test)
    open_match(qtbot, german_window, m)
    history = german_window.history.list
    assert "Carla und Dora erreichen 15" in history.item(history.count() - 1).text()
    assert german_window.status_label.text().endswith("(Carla und Dora haben 15 erreicht)")


def test_after_an_insert_the_declarer_buttons_follow_the_new_dealer(window, qtbot):
    """A trial's: a no bid inserted before a deal moved every dealer on by one; the form
    for the next deal came back with its buttons as before the insert: the new dealer's
    enabled (Ctrl+1 accepted, refused only at Enter), the old one's greyed out with "deals
    and sits out" (Ctrl+4 said so of Dora, who did not deal)."""
    from PySide6.QtCore import Qt

    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES))
    deal(qtbot, 3, "150", outcome="made")  # Anna deals, Dora declares

    def sitting_out():
        return [s for s, b in enumerate(panel.declarer_buttons) if not b.isEnabled()]

    nxt = window.controller.board.figures["next_dealer"]
    assert sitting_out() == [nxt["seat"]]
    history = window.history.list
    history.setFocus()
    history.setCurrentRow(0)
    qtbot.mouseClick(window.history.insert_button, Qt.MouseButton.LeftButton)
    assert panel.inserting
    shortcut(qtbot, "Alt+N")  # a no bid, forgotten before deal 1: Beat dealt Dora's deal
    enter(qtbot)
    assert panel.correcting is None, panel.error_text()
    assert len(window.controller.match.entries) == 2
    moved = window.controller.board.figures["next_dealer"]
    assert moved["seat"] != nxt["seat"]
    assert sitting_out() == [moved["seat"]]
    assert panel.declarer_buttons[nxt["seat"]].isEnabled()
