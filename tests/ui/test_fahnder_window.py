"""A Schreiber keeps a Fahnder sheet in the real window with the keyboard alone: rounds,
Nuller for misdeeds, every number field at its edges (153 and 160 are refused, never cut to
15 and 16), corrections, what the sheet paints."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from jasstafel.core import matchfile
from jasstafel.core.fahnder import FahnderPenalty, FahnderRound
from jasstafel.core.matchfile import new_match
from jasstafel.i18n import render
from jasstafel.ui.newmatch import NewMatchDialog
from jasstafel.ui.variants.fahnder_board import FahnderBoard
from jasstafel.ui.variants.fahnder_entry import CONTRACTS

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

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "fahnder.jass"
NAMES = ["Anna", "Beat", "Cla", "Dora"]
WINDOW = {"en": "window", "de": "german_window", "fr": "french_window"}
#: Up presses from "another misdeed", where the list starts
MISDEED_UP = {"nichtfarben": 3, "vorspielen": 2, "kartenblick": 1, "other": 0}


def figures(window, key):
    return [s.figures[key] for s in window.controller.board.sides]


def type_round(qtbot, fahnder, partner, bid, contract, points, match=False, opponents=False):
    """As it happens at the table: Ctrl+1…4 the Fahnder, type the bid, Ctrl+5…0 the
    contract, Alt+1…4 the partner, the card points (or Tab and the opponents', or Ctrl+M),
    Enter."""
    shortcut(qtbot, f"Ctrl+{fahnder + 1}")
    type_(qtbot, str(bid))
    shortcut(qtbot, "Ctrl+" + "567890"[CONTRACTS.index(contract)])
    shortcut(qtbot, f"Alt+{partner + 1}")
    if match:
        shortcut(qtbot, "Ctrl+M")
    elif opponents:
        tab(qtbot)
        type_(qtbot, str(157 - points))
    else:
        type_(qtbot, str(points))
    enter(qtbot)


def type_penalty(qtbot, player, nuller, misdeed):
    """Alt+N, Ctrl+1…4 the player at fault, Alt+1 / Alt+2 the Nuller, the misdeed with the
    arrow keys, Enter."""
    shortcut(qtbot, "Alt+N")
    shortcut(qtbot, f"Ctrl+{player + 1}")
    shortcut(qtbot, f"Alt+{nuller}")
    key(qtbot, "Up", MISDEED_UP[misdeed])
    enter(qtbot)


def test_the_example_partie_to_two_fahnder_koenige(window, qtbot, tmp_path):
    """The whole example sheet by keyboard: Nuller made good by later Striche (Dora has 12
    Striche but 2 Nuller and plays on), then two Fahnder-Könige in the last round."""
    path = tmp_path / "fahnder.jass"
    panel, sheet = open_file(qtbot, window, path, new_match("fahnder", NAMES))
    assert isinstance(sheet, FahnderBoard) and focus() is panel.bid
    assert panel.header.text() == "Deals: Anna · Bids first: Beat"
    entries = json.loads(EXAMPLE.read_text())["entries"]
    for i, e in enumerate(entries):
        if e["type"] == "penalty":
            type_penalty(qtbot, e["player"], e["nuller"], e["misdeed"])
        else:
            type_round(qtbot, e["fahnder"], e["partner"], e["bid"], e["contract"],
                       e["points"], match=e["match"], opponents=i % 3 == 1)
        assert panel.error_text() == "", (i, panel.error_text())
        assert len(window.controller.match.entries) == i + 1
        if i == 15:  # round 14: Dora 12 Striche, 2 Nuller: net 10, not yet Fahnder-König
            assert figures(window, "striche")[3] == 12 and figures(window, "nuller")[3] == 2
            assert figures(window, "net")[3] == 10
            assert "Round 15" in window.status_label.text()
    board = window.controller.board
    assert window.controller.match.entries == tuple(
        (FahnderPenalty if e["type"] == "penalty" else FahnderRound).model_validate(e)
        for e in entries)
    # the sheet as counted by hand from the example: Striche − Nuller = net
    assert figures(window, "striche") == [15, 7, 10, 16]
    assert figures(window, "nuller") == [3, 6, 4, 2]
    assert figures(window, "net") == [12, 1, 6, 14]
    assert board.finished and board.winners == [0, 3]  # both crowned in the same round
    assert board.ranks == [1, 4, 3, 1]
    assert window.status_label.text() == "Anna and Dora are Fahnder-Könige. The match is over."
    assert not panel.isVisible()
    columns = sheet.sheet.columns
    assert [c.net for c in columns] == ["12", "1", "6", "14"]
    assert [c.koenig for c in columns] == [True, False, False, True]
    assert [c.net_ink for c in columns] == ["win", "ink", "ink", "win"]
    assert [c.sub for c in columns] == ["Fahnder-König", "rank 4", "rank 3", "Fahnder-König"]
    # the last round's marks are the fresh ones: Anna +2, Dora +3 Striche
    assert [c.striche - c.striche_from for c in columns] == [2, 0, 0, 3]
    assert [c.nuller - c.nuller_from for c in columns] == [0, 0, 0, 0]
    assert sheet.sheet.state == "Fahnder-König: Anna and Dora"
    last = window.history.list.item(17).text()
    assert last.startswith("18. Round 16: Dora bids 257 (Match) in Undenufe, partner Anna: "
                           "Match → made (Dora +3 Striche, Anna +2 Striche)")
    assert last.endswith("Fahnder-König: Anna and Dora")
    assert window.history.list.item(4).text() == "5. Beat: not following suit, 2 Nuller"
    assert matchfile.load(path).board() == board


def test_a_round_by_keys_with_the_preview_and_the_form_cleared_after(window, qtbot):
    panel, _sheet = open_match(qtbot, window, new_match("fahnder", NAMES))
    assert window.status_label.text() == "Round 1"  # the form asks who, the line below
    assert panel.preview_line.text().startswith("Who is the Fahnder?")
    shortcut(qtbot, "Ctrl+2")
    # chosen: nothing above the form still asks who the Fahnder is
    assert window.status_label.text() == "Round 1"
    assert "Who is the Fahnder" not in panel.preview_line.text()
    assert not panel.partner_buttons[1].isEnabled()  # the Fahnder is never his own partner
    assert focus() is panel.bid
    type_(qtbot, "155")
    shortcut(qtbot, "Ctrl+9")  # Obenabe
    shortcut(qtbot, "Alt+2")  # Beat as his own partner: the rule, not a key that did nothing
    assert panel.error_text() == ("The partner is always another player than the Fahnder: "
                                  "Beat cannot be both, even when playing for a Match")
    assert panel.partner_group.checkedId() == -1
    shortcut(qtbot, "Alt+3")
    assert panel.error_text() == ""
    assert focus() is panel.points  # the card points come next
    type_(qtbot, "150")
    assert panel.opponents.placeholderText() == "7"  # the other side follows, shown
    assert panel.preview_line.text() == ("writes: 150 of 155: failed. Beat 2 Nuller, Cla 1 "
                                         "Nuller; Anna and Dora +1 Strich each")
    clear_field(qtbot)
    tab(qtbot)
    type_(qtbot, "2")  # counted again: the opponents had only 2
    assert panel.points.placeholderText() == "155"
    assert panel.preview_line.text() == "writes: 155 of 155: made. Beat +2 Striche, Cla +1 Strich"
    enter(qtbot)
    assert window.controller.match.entries == (
        FahnderRound(fahnder=1, partner=2, bid=155, contract="obenabe", points=155),)
    assert figures(window, "net") == [0, 2, 1, 0]
    assert panel.header.text() == "Deals: Beat · Bids first: Cla"
    # the form is empty for the next round: nothing of this one carried over
    assert panel.fahnder_group.checkedId() == -1 and panel.partner_group.checkedId() == -1
    assert panel.contract_group.checkedId() == -1 and not panel.match.isChecked()
    assert [f.text() for f in (panel.bid, panel.points, panel.opponents)] == ["", "", ""]
    assert all(b.isEnabled() for b in panel.partner_buttons)
    assert focus() is panel.bid


def test_a_match_bid_gives_the_extra_strich(window, qtbot):
    panel, _sheet = open_match(qtbot, window, new_match("fahnder", NAMES))
    type_round(qtbot, 2, 0, 257, "rosen", 157, match=True)
    assert figures(window, "striche") == [2, 0, 3, 0]
    # 157 without the Match (a Nullstich): the 257 bid fails
    type_round(qtbot, 0, 1, 257, "eicheln", 157)
    assert figures(window, "nuller") == [2, 1, 0, 0]
    assert figures(window, "striche") == [2, 0, 4, 1]


def test_a_refused_round_keeps_the_form_and_the_sheet(window, qtbot):
    panel, sheet = open_match(qtbot, window, new_match("fahnder", NAMES))
    type_round(qtbot, 0, 2, 110, "schellen", 118)
    before, painted = window.controller.board, sheet.sheet
    # a bid the rules do not know (153): refused, everything typed stays
    # (a Match over typed points is no refusal any more: it writes 157, test_match_button_back)
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "153")
    shortcut(qtbot, "Ctrl+9")
    shortcut(qtbot, "Alt+4")
    type_(qtbot, "150")
    enter(qtbot)
    assert "153" in panel.error_text()
    assert focus() is panel.bid
    assert window.controller.board == before and sheet.sheet == painted
    assert panel.fahnder_group.checkedId() == 1 and panel.partner_group.checkedId() == 3
    assert panel.bid.text() == "153" and panel.points.text() == "150"
    assert panel.contract_group.checkedId() == CONTRACTS.index("obenabe")
    clear_field(qtbot)  # mend it: 145
    type_(qtbot, "145")
    enter(qtbot)
    assert panel.error_text() == ""
    assert figures(window, "striche") == [2, 2, 1, 1]


def test_what_is_missing_is_said(window, qtbot):
    panel, _sheet = open_match(qtbot, window, new_match("fahnder", NAMES))
    enter(qtbot)
    assert panel.error_text() == "Who is the Fahnder? Choose the player (Ctrl+1 … Ctrl+4)"
    assert window.controller.match.entries == ()
    shortcut(qtbot, "Ctrl+1")
    enter(qtbot)
    assert panel.error_text() == "Bid missing: type the Fahnder's bid"
    assert focus() is panel.bid
    type_(qtbot, "120")
    enter(qtbot)
    assert panel.error_text() == "Choose the contract (Ctrl+5 … Ctrl+0)"
    shortcut(qtbot, "Ctrl+0")  # Undenufe
    enter(qtbot)
    assert panel.error_text() == "Who is the partner? Choose the player (Alt+1 … Alt+4)"
    # said once, in red; the grey preview under it does not say it again
    assert panel.preview_line.text() == ""
    shortcut(qtbot, "Alt+1")  # the Fahnder himself: not offered
    assert panel.partner_group.checkedId() == -1
    shortcut(qtbot, "Alt+3")
    enter(qtbot)
    assert panel.error_text() == ("Card points missing: type those of Fahnder and partner (or "
                                  "of the opponents), or Ctrl+M for a Match")
    assert window.controller.match.entries == () and focus() is panel.points
    type_(qtbot, "0")  # a real 0: failed
    enter(qtbot)
    assert figures(window, "nuller") == [2, 0, 1, 0]


def test_correct_a_round_and_a_penalty_from_the_history(window, qtbot):
    panel, _sheet = open_match(qtbot, window, new_match("fahnder", NAMES))
    type_round(qtbot, 0, 2, 110, "schellen", 100)  # failed
    type_penalty(qtbot, 1, 2, "vorspielen")
    assert panel.tabs.currentIndex() == 0  # back to the round for the next entry
    assert panel.nuller_group.checkedId() == 2  # and 2 Nuller again on the Nuller tab
    type_round(qtbot, 3, 1, 100, "undenufe", 104)
    assert figures(window, "net") == [-2, 0, -1, 3]
    assert panel.header.text() == "Deals: Cla · Bids first: Dora"  # round 3 (a penalty deals none)
    # round 1 was really made with 118
    window.history.list.setCurrentRow(0)
    window.history.list.setFocus()
    enter(qtbot)
    assert panel.correcting == 0 and panel.banner.isVisible()
    # the header says who dealt the round corrected, not who deals next
    assert panel.header.text() == "Deals: Anna · Bids first: Beat"
    assert panel.fahnder_group.checkedId() == 0 and panel.partner_group.checkedId() == 2
    assert panel.bid.text() == "110" and panel.points.text() == "100"
    assert panel.opponents.placeholderText() == "57"
    assert panel.contract_buttons["schellen"].isChecked()
    assert focus() is panel.bid
    tab(qtbot, 3)  # down the form: past the contract and the partner
    assert focus() is panel.points
    type_(qtbot, "118")
    enter(qtbot)
    assert figures(window, "net") == [2, -1, 1, 2]
    assert window.undo_action.text() == "&Undo correction of entry 1"
    assert panel.correcting is None
    assert panel.header.text() == "Deals: Cla · Bids first: Dora"  # round 3 again
    # the penalty was only 1 Nuller
    window.history.list.setCurrentRow(1)
    window.history.correct()
    assert panel.tabs.currentIndex() == 1
    assert panel.culprit_group.checkedId() == 1 and panel.nuller_group.checkedId() == 2
    assert panel.misdeed.currentData() == "vorspielen"
    shortcut(qtbot, "Alt+1")
    enter(qtbot)
    assert figures(window, "nuller") == [0, 1, 0, 0]
    assert window.history.list.item(1).text() == "2. Beat: playing out of turn, 1 Nuller"
    shortcut(qtbot, "Ctrl+Z")  # the 2 Nuller come back
    assert figures(window, "nuller") == [0, 2, 0, 0]


def test_the_minimum_bid_is_the_rules_refusal(window, qtbot):
    panel, sheet = open_match(qtbot, window, new_match("fahnder", NAMES,
                                                       settings={"min_bid": 100}))
    shortcut(qtbot, "Ctrl+1")
    type_(qtbot, "95")
    shortcut(qtbot, "Ctrl+5")
    shortcut(qtbot, "Alt+2")
    type_(qtbot, "120")
    enter(qtbot)
    assert panel.error_text() == "The bid 95 is below the minimum bid of 100 (table setting)"
    assert focus() is panel.bid and panel.bid.text() == "95"
    assert sheet.sheet.state.endswith("minimum bid 100")


def test_started_from_the_new_match_dialog(window, settings, qtbot):
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("fahnder"))
    for edit, name in zip(dialog.name_edits, NAMES, strict=True):
        qtbot.keyClicks(edit, name)
    dialog.accept()
    assert dialog.match is not None, dialog.error.text()
    panel, _sheet = open_match(qtbot, window, dialog.match)
    assert focus() is panel.bid


# -- every number field: nothing, 0, the largest, one above, ten times, letters, pasted -------

BID_CASES = [
    # typed as the bid (Anna Fahnder, Rosen, Beat partner, 120 points), written, message
    ("", False, None, "Bid missing: type the Fahnder's bid"),
    ("0", False, None, "Bid: at least 1, not 0"),
    ("112", False, 112, None),  # a raise of 7 from 105: a bid like any other
    ("150", False, 150, None),
    ("153", False, None, "There is no bid of 153: from 150 on only 150, 155, 157 and 257 "
                         "(Match) can be bid"),
    ("200", False, None, "There is no bid of 200: from 150 on only 150, 155, 157 and 257 "
                         "(Match) can be bid"),
    ("257", False, 257, None),
    ("258", False, None, "Bid: at most 257, not 258"),
    ("2570", False, None, "Bid: at most 257, not 2570"),
    ("hundert", False, None, "Bid: “hundert” is not a whole number"),
    ("150 Punkte", True, None, "Bid: “150 Punkte” is not a whole number"),
]


@pytest.mark.parametrize("typed, pasted, written, message", BID_CASES)
def test_the_bid_field(window, qtbot, typed, pasted, written, message):
    panel, _sheet = open_match(qtbot, window, new_match("fahnder", NAMES))
    shortcut(qtbot, "Ctrl+1")
    (paste if pasted else type_)(qtbot, typed)
    shortcut(qtbot, "Ctrl+6")
    shortcut(qtbot, "Alt+2")
    type_(qtbot, "120")
    enter(qtbot)
    entries = window.controller.match.entries
    if written is not None:
        assert entries == (FahnderRound(fahnder=0, partner=1, bid=written, contract="rosen",
                                        points=120),)
        return
    assert entries == () and panel.error_text() == message
    assert panel.bid.text() == typed and focus() is panel.bid
    assert panel.bid.is_refused()
    if typed:
        clear_field(qtbot)
        type_(qtbot, "115")
        enter(qtbot)
        assert window.controller.match.entries[0].bid == 115


POINTS_CASES = [
    # typed as the card points of Fahnder and partner (bid 100), written, message
    ("", False, None, "Card points missing: type those of Fahnder and partner (or of the "
                      "opponents), or Ctrl+M for a Match"),
    ("0", False, 0, None),
    ("157", False, 157, None),
    ("158", False, None, "Card points Fahnder + partner: at most 157, not 158"),
    ("160", False, None, "Card points Fahnder + partner: at most 157, not 160"),
    ("1570", False, None, "Card points Fahnder + partner: at most 157, not 1570"),
    ("abc", False, None, "Card points Fahnder + partner: “abc” is not a whole number"),
    ("1 2 0", True, None, "Card points Fahnder + partner: “1 2 0” is not a whole number"),
]


@pytest.mark.parametrize("typed, pasted, written, message", POINTS_CASES)
def test_the_card_points_field(window, qtbot, typed, pasted, written, message):
    panel, _sheet = open_match(qtbot, window, new_match("fahnder", NAMES))
    shortcut(qtbot, "Ctrl+1")
    type_(qtbot, "100")
    shortcut(qtbot, "Ctrl+6")
    shortcut(qtbot, "Alt+2")
    assert focus() is panel.points
    (paste if pasted else type_)(qtbot, typed)
    enter(qtbot)
    entries = window.controller.match.entries
    if written is not None:
        assert entries == (FahnderRound(fahnder=0, partner=1, bid=100, contract="rosen",
                                        points=written),)
        return
    assert entries == () and panel.error_text() == message
    assert panel.points.text() == typed and focus() is panel.points


OPPONENT_CASES = [
    # typed as the opponents' card points (bid 100), Fahnder + partner written, message
    ("0", False, 157, None),
    ("57", False, 100, None),
    ("157", False, 0, None),
    ("158", False, None, "Card points opponents: at most 157, not 158"),
    ("1570", False, None, "Card points opponents: at most 157, not 1570"),
    ("x", False, None, "Card points opponents: “x” is not a whole number"),
    ("-5", True, None, "Card points opponents: at least 0, not -5"),
]


@pytest.mark.parametrize("typed, pasted, written, message", OPPONENT_CASES)
def test_the_opponents_field(window, qtbot, typed, pasted, written, message):
    panel, _sheet = open_match(qtbot, window, new_match("fahnder", NAMES))
    shortcut(qtbot, "Ctrl+1")
    type_(qtbot, "100")
    shortcut(qtbot, "Ctrl+6")
    shortcut(qtbot, "Alt+2")
    tab(qtbot)
    assert focus() is panel.opponents
    (paste if pasted else type_)(qtbot, typed)
    enter(qtbot)
    entries = window.controller.match.entries
    if written is not None:
        assert entries == (FahnderRound(fahnder=0, partner=1, bid=100, contract="rosen",
                                        points=written),)
        return
    assert entries == () and panel.error_text() == message
    assert panel.opponents.text() == typed and focus() is panel.opponents


def test_both_sides_typed_must_add_up(window, qtbot):
    panel, _sheet = open_match(qtbot, window, new_match("fahnder", NAMES))
    shortcut(qtbot, "Ctrl+1")
    type_(qtbot, "100")
    shortcut(qtbot, "Ctrl+6")
    shortcut(qtbot, "Alt+2")
    type_(qtbot, "100")
    tab(qtbot)
    type_(qtbot, "50")
    enter(qtbot)
    assert window.controller.match.entries == ()
    # "they must make 157": "together they have 157, not 150" read as if they had 157 (a
    # Romand trial's "ensemble ils ont 157, pas 260")
    assert panel.error_text() == ("Fahnder + partner 100 and opponents 50: together they must "
                                  "make 157, not 150")
    assert focus() is panel.opponents


@pytest.mark.parametrize(("language", "said"), [
    ("fr", "Fahnder + partenaire 100 et adversaires 50\u00a0: ensemble ils doivent faire 157, "
           "pas 150"),
    ("de", "Fahnder + Partner 100 und Gegenspieler 50: zusammen müssen sie 157 machen, "
           "nicht 150")])
def test_both_sides_typed_must_add_up_in_french_and_german(qapp, qtbot, settings, autosaves,
                                                           language, said):
    from .conftest import window_in

    for window in window_in(language, qapp, qtbot, settings):
        panel, _sheet = open_match(qtbot, window, new_match("fahnder", NAMES))
        shortcut(qtbot, "Ctrl+1")
        type_(qtbot, "100")
        shortcut(qtbot, "Ctrl+6")
        shortcut(qtbot, "Alt+2")
        type_(qtbot, "100")
        tab(qtbot)
        type_(qtbot, "50")
        enter(qtbot)
        assert panel.error_text() == said


# -- what the sheet paints --------------------------------------------------------------------


def test_the_sheet_paints_striche_and_nuller(window, qtbot):
    panel, sheet = open_match(qtbot, window, new_match("fahnder", NAMES))
    sheet.resize(700, 520)
    blank = sheet.grab().toImage()
    type_round(qtbot, 0, 1, 120, "rosen", 100)  # failed: Anna 2 Nuller, Beat 1, Cla/Dora +1
    columns = sheet.sheet.columns
    assert [(c.striche, c.nuller) for c in columns] == [(0, 2), (0, 1), (1, 0), (1, 0)]
    assert [c.net for c in columns] == ["−2", "−1", "1", "1"]
    assert [c.net_ink for c in columns] == ["bad", "bad", "ink", "ink"]
    assert [c.sub for c in columns] == ["14 to go", "13 to go", "11 to go", "11 to go"]
    assert [c.foot for c in columns] == ["1× · made 0", "0× · made 0", "0× · made 0",
                                         "0× · made 0"]
    after = sheet.grab().toImage()
    w, h = sheet.width(), sheet.height()

    def red(image, x0, x1, y0, y1):
        return sum(1 for y in range(int(y0 * h), int(y1 * h), 2)
                   for x in range(int(x0 * w), int(x1 * w), 2)
                   if image.pixelColor(x, y).red() > 150 and image.pixelColor(x, y).green() < 110)

    # Anna's Nuller row (second row of her column) holds red circles now
    assert red(after, 0.12, 0.32, 0.45, 0.68) > red(blank, 0.12, 0.32, 0.45, 0.68) + 10
    changed = sum(1 for y in range(int(h * 0.2), int(h * 0.45), 3)
                  for x in range(int(w * 0.55), int(w * 0.95), 3)
                  if blank.pixelColor(x, y) != after.pixelColor(x, y))
    assert changed > 20  # Cla's and Dora's Strich


def test_the_sheet_description_by_hand():
    """Without a window: the marks of the last entry, and hundreds of marks as a number."""
    from jasstafel.ui.variants.fahnder_board import MAX_MARKS, sheet_of

    match = new_match("fahnder", NAMES)
    match.add(FahnderRound(fahnder=0, partner=1, bid=100, contract="rosen", points=120))
    match.add(FahnderPenalty(player=1, nuller=2, misdeed="kartenblick"))
    columns = sheet_of(match.board()).columns
    # Anna 2 Striche, Beat 1 Strich and then 2 Nuller: only Beat's Nuller are fresh
    assert [(c.striche, c.nuller, c.net) for c in columns] == [
        (2, 0, "2"), (1, 2, "−1"), (0, 0, "0"), (0, 0, "0")]
    assert [(c.striche_from, c.nuller_from) for c in columns] == [(2, 0), (1, 0), (0, 0), (0, 0)]
    # a sheet that never ends: 3 entries a cycle give Anna 2 Striche and take 2 back as Nuller
    for _ in range(31):
        match.add(FahnderRound(fahnder=0, partner=2, bid=100, contract="rosen", points=120))
        match.add(FahnderPenalty(player=0, nuller=2))
        match.add(FahnderPenalty(player=2, nuller=1))
    anna = sheet_of(match.board()).columns[0]
    assert anna.striche == 64 > MAX_MARKS and anna.striche_text == "64 Striche"
    assert anna.nuller == 62 and anna.nuller_text == "62 Nuller" and anna.net == "2"
    assert sheet_of(match.board()).columns[1].striche_text == ""


def test_the_keyboard_help_lists_the_keys(window, qtbot, dialogs):
    open_match(qtbot, window, new_match("fahnder", NAMES))
    shortcut(qtbot, "F1")
    title, text = dialogs.shown[-1]
    assert title == "Keyboard"
    for shown in (
        'Ctrl+1 … Ctrl+4',
        'Ctrl+5 … Ctrl+0',
        'Alt+1 … Alt+4',
        'Ctrl+M',
        'Alt+N',
        'Alt+R',
    ):
        assert shown in text, shown


def test_a_long_name_stays_in_its_column(qtbot):
    """A name too long for its column is shortened with "…", not written over the next
    column, and the other names keep a readable size (the Guggitaler board does the same)."""
    def sheet_with(names):
        sheet = FahnderBoard()
        qtbot.addWidget(sheet)
        sheet.resize(520, 400)
        sheet.set_board(new_match("fahnder", names).board())
        return sheet, sheet.grab().toImage()

    sheet, long_ = sheet_with(["Anna-Katharina Müller-Lüdenscheid", *NAMES[1:]])
    _sheet, longer = sheet_with(["Anna-Katharina Müller-Lüdenscheid-Oberholzer", *NAMES[1:]])
    assert all(head.font.pixelSize() >= 12 for head in sheet.heads[1:])  # the others readable
    w, h = sheet.width(), sheet.height()
    # (the sheet's geometry: a frame of 3 %, a label margin of 70 px, four columns)
    frame = min(w, h) * 0.03
    margin = frame + 70
    first_col_right = margin + (w - 2 * frame - 70) / 4
    names = range(int(h * 0.08), int(h * 0.25))
    outside = [(x, y) for y in names
               for x in [*range(0, int(margin) - 8), *range(int(first_col_right) + 4, w)]
               if long_.pixelColor(x, y) != longer.pixelColor(x, y)]
    assert not outside, f"Anna's name is painted outside her column at {outside[:3]}"
    # her column shows both shortened alike, and the others' names are there
    assert all(long_.pixelColor(x, y) == longer.pixelColor(x, y)
               for y in names for x in range(int(margin), int(first_col_right)))
    beat = sum(1 for y in names for x in range(int(first_col_right) + 4, int(w * 0.55))
               if long_.pixelColor(x, y) != long_.pixelColor(int(w * 0.45), int(h * 0.4)))
    assert beat > 30


def test_the_bid_typed_lights_its_button(window, qtbot):
    """257 typed lights "257 Match", as a click on it would (the buttons stayed dark)."""
    panel, _sheet = open_match(qtbot, window, new_match("fahnder", NAMES))
    shortcut(qtbot, "Ctrl+1")
    assert focus() is panel.bid
    type_(qtbot, "257")
    assert [b for b, button in panel.quick_bids.items() if button.isChecked()] == [257]
    clear_field(qtbot)
    type_(qtbot, "15")  # on the way to 155: no button yet
    assert not any(button.isChecked() for button in panel.quick_bids.values())
    type_(qtbot, "5")
    assert [b for b, button in panel.quick_bids.items() if button.isChecked()] == [155]
    qtbot.mouseClick(panel.quick_bids[150], Qt.MouseButton.LeftButton)
    assert panel.bid.text() == "150"
    assert [b for b, button in panel.quick_bids.items() if button.isChecked()] == [150]
    qtbot.mouseClick(panel.quick_bids[150], Qt.MouseButton.LeftButton)  # again: still 150
    assert panel.quick_bids[150].isChecked() and panel.bid.text() == "150"


def test_one_nuller_is_said_in_the_singular_in_french(french_window, qtbot):
    """"Bernard : regardé dans les cartes, 1 zéros" (a trial's): the count was put into a
    fixed plural; the preview, the history and a failed round's line count in the language's
    form now."""
    window = french_window
    panel, _sheet = open_match(qtbot, window, new_match("fahnder", ["Anne", "Bernard", "Chloé",
                                                                   "Daniel"]))
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "155")
    shortcut(qtbot, "Ctrl+9")
    shortcut(qtbot, "Alt+3")
    type_(qtbot, "150")
    assert panel.preview_line.text().endswith(
        "150 sur 155\u00a0: chuté. Bernard 2 zéros, Chloé 1 zéro\u00a0; Anne et Daniel +1 trait "
        "chacun")
    clear_field(qtbot)
    type_(qtbot, "155")
    assert panel.preview_line.text().endswith("réussi. Bernard +2 traits, Chloé +1 trait")
    clear_field(qtbot)
    shortcut(qtbot, "Alt+Z")  # the misdeeds' tab
    shortcut(qtbot, "Ctrl+2")
    shortcut(qtbot, "Alt+1")
    enter(qtbot)
    assert window.controller.match.entries[-1] == FahnderPenalty(player=1, nuller=1,
                                                                 misdeed="other")
    row = window.history.list.item(0).text()
    assert row.endswith(", 1 zéro") and "zéros" not in row, row


def test_a_misdeed_written_keeps_the_round_being_typed(window, qtbot):
    """A trial's: a misdeed happens during play, before the round is written; writing its
    Nuller emptied the half-typed round (Fahnder, bid, contract, partner, points)."""
    panel, _sheet = open_match(qtbot, window, new_match("fahnder", NAMES))
    shortcut(qtbot, "Ctrl+4")
    type_(qtbot, "120")
    shortcut(qtbot, "Ctrl+7")
    shortcut(qtbot, "Alt+2")
    type_(qtbot, "130")
    shortcut(qtbot, "Alt+N")
    shortcut(qtbot, "Ctrl+2")
    enter(qtbot)
    assert window.controller.match.entries == (
        FahnderPenalty(player=1, nuller=2, misdeed="other"),)
    # back on the round, as it was: Enter now writes it
    assert panel.tabs.currentIndex() == 0
    assert panel.fahnder_group.checkedId() == 3 and panel.partner_group.checkedId() == 1
    assert panel.bid.text() == "120" and panel.points.text() == "130"
    assert panel.contract_buttons["schilten"].isChecked()
    assert panel.culprit_group.checkedId() == -1  # the misdeed's own form is cleared
    assert panel.isAncestorOf(focus())
    enter(qtbot)
    assert window.controller.match.entries[-1] == FahnderRound(
        fahnder=3, partner=1, bid=120, contract="schilten", points=130, match=False)
    assert panel.bid.text() == ""


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext is not installed")
@pytest.mark.parametrize(("language", "two", "form", "paper"), [
    ("de", "Anna und Dora", "Anna und Dora sind Fahnder-Könige. Die Partie ist beendet.",
     "Fahnder-Könige mit netto 12 und 14"),
    ("fr", "Anna et Dora", "Anna et Dora sont Fahnder-Könige. La partie est terminée.",
     "Fahnder-Könige avec net 12 et 14"),
    ("en", "Anna and Dora", "Anna and Dora are Fahnder-Könige. The match is over.",
     "Fahnder-Könige with net 12 and 14"),
])
def test_two_fahnder_koenige_are_said_in_the_plural(request, qtbot, tmp_path, language, two, form,
                                                    paper):
    """A trial's: "Urs und Köbi sind Fahnder-König. Die Partie ist beendet." in the form and
    "…: die Partie ist aus" on the sheet: one crown's word for two. The example's last round
    typed by keys crowns Anna and Dora together; the form and the printed sheet say kings
    (the sheet under "Sieger: Anna und Dora", with their nets: 12 and 14)."""
    from jasstafel.printing.sheet import write_pdf

    entries = json.loads(EXAMPLE.read_text())["entries"]
    match = new_match("fahnder", NAMES)
    for e in entries[:-1]:
        match.add((FahnderPenalty if e["type"] == "penalty" else FahnderRound).model_validate(e))
    window = request.getfixturevalue(WINDOW[language])
    open_file(qtbot, window, tmp_path / "fahnder.jass", match)
    last = entries[-1]
    type_round(qtbot, last["fahnder"], last["partner"], last["bid"], last["contract"],
               last["points"], match=last["match"])
    assert window.controller.board.winners == [0, 3]
    assert window.status_label.text() == form
    write_pdf(window.controller.match, tmp_path / "fahnder.pdf")  # as Print sheet writes it
    sheet = subprocess.run(["pdftotext", str(tmp_path / "fahnder.pdf"), "-"],
                           capture_output=True, text=True, check=True).stdout
    assert paper in " ".join(sheet.split()), sheet
    assert two in sheet


@pytest.mark.parametrize(("language", "form", "paper"), [
    ("de", "Anna ist Fahnder-König. Die Partie ist beendet.",
     "Anna ist Fahnder-König: die Partie ist aus"),
    ("fr", "Anna est Fahnder-König. La partie est terminée.",
     "Anna est Fahnder-König\u00a0: la partie est terminée"),
    ("en", "Anna is Fahnder-König. The match is over.",
     "Anna is Fahnder-König: the match is over"),
])
def test_one_fahnder_koenig_stays_in_the_singular(request, qtbot, tmp_path, language, form,
                                                  paper):
    """Anna at net 10 makes a round as Fahnder (+2): she alone is crowned."""
    match = new_match("fahnder", NAMES)
    for _ in range(5):  # Anna Fahnder, Cla partner, made: Anna 5 × 2 = 10, Cla 5 × 1 = 5
        match.add(FahnderRound(fahnder=0, partner=2, bid=100, contract="schellen", points=110))
    window = request.getfixturevalue(WINDOW[language])
    open_file(qtbot, window, tmp_path / "fahnder.jass", match)
    type_round(qtbot, 0, 1, 100, "schellen", 110)  # Anna 12, Beat 1: only Anna
    assert window.controller.board.winners == [0]
    assert window.status_label.text() == form
    assert render(window.controller.board.status) == paper  # the board's sentence


def test_a_greyed_partner_button_says_why_it_is_greyed(german_window, qtbot):
    """A mouse trial's: Köbi clicked as Fahnder greys his partner button, whose tooltip went
    on saying "Köbi / Hat die gefahndete Karte (Alt+2)", the opposite of why it is greyed. It
    says the rule now, in the words of his key's refusal; a button no longer greyed says
    again what it does."""
    from .texts import tip_text

    window = german_window
    names = ["Urs", "Köbi", "Vreni", "Sepp"]
    panel, _sheet = open_match(qtbot, window, new_match("fahnder", names))

    def tip(seat):  # what the mouse resting on the button shows
        return tip_text(panel.partner_buttons[seat].toolTip())

    assert tip(1) == "Köbi\nHat die gefahndete Karte (Alt+2)"
    qtbot.mouseClick(panel.fahnder_buttons[1], Qt.MouseButton.LeftButton)
    assert not panel.partner_buttons[1].isEnabled()
    shortcut(qtbot, "Alt+2")  # the key of the greyed button: the rule
    refusal = panel.error_text()
    assert refusal.startswith("Der Partner ist immer ein anderer Spieler als der Fahnder"), (
        refusal)
    assert tip(1) == f"Köbi\n{refusal}"
    assert tip(2) == "Vreni\nHat die gefahndete Karte (Alt+3)"
    qtbot.mouseClick(panel.fahnder_buttons[2], Qt.MouseButton.LeftButton)  # Vreni instead
    assert panel.partner_buttons[1].isEnabled() and not panel.partner_buttons[2].isEnabled()
    assert tip(1) == "Köbi\nHat die gefahndete Karte (Alt+2)"
    assert tip(2).startswith("Vreni\nDer Partner ist immer ein anderer Spieler als der Fahnder")
    assert "Vreni kann nicht beides sein" in tip(2)


@pytest.mark.parametrize(("language", "failed", "made"), [
    ("en", "(Beat 2 Nuller, Cla 1 Nuller; Anna and Dora +1 Strich each)",
     "(Dora +2 Striche, Anna +1 Strich)"),
    ("de", "(Beat 2 Nuller, Cla 1 Nuller; Anna und Dora je +1 Strich)",
     "(Dora +2 Striche, Anna +1 Strich)"),
    ("fr", "(Beat 2 zéros, Cla 1 zéro\u00a0; Anna et Dora +1 trait chacun)",
     "(Dora +2 traits, Anna +1 trait)"),
])
def test_the_history_says_striche_and_nuller_in_words(request, qtbot, language, failed, made):
    """A trial's: "failed (Heidi −2, Fiona +1, Marco +1, Reto −1)" read like net points,
    where the line above Write had said "Heidi 2 Nuller". The history's row says the marks
    as the preview does (RULES.md §5: Striche and Nuller per player)."""
    window = request.getfixturevalue(WINDOW[language])
    panel, _sheet = open_match(qtbot, window, new_match("fahnder", NAMES))
    type_round(qtbot, 1, 2, 155, "obenabe", 150)  # Beat with Cla: 150 of 155, failed
    assert panel.error_text() == ""
    row = window.history.list.item(0).text()
    assert row.endswith(failed), row
    type_round(qtbot, 3, 0, 120, "rosen", 130)  # Dora with Anna: made
    row = window.history.list.item(1).text()
    assert row.endswith(made), row
    assert "−" not in row
