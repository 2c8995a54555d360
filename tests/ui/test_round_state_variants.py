"""What the form carries from one round to the next in the other variants, through the real
window and the keys (tests/ui/test_round_state.py does the same for Schieber and Coiffeur).

After a round is written, what was that round's is gone: the Weis, the Stöck, the Match, the
player picked, the points typed, the tab the round was written on. What the table keeps
stays: the table rules (the board's title, the Stöck column, the counting rule) and the deal
moves on to the next player. After Ctrl+Z the form is as it was before that round: empty,
the same dealer as then, the cursor where the round is typed. Every test first shows that
the keys took effect (the round written carries them, with a number worked out by hand),
then that the next round does not.
"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.fahnder import FahnderPenalty, FahnderRound
from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerTaker
from jasstafel.core.handjass import HandjassRound, HandjassStriche
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound
from jasstafel.core.pandur import PandurDeal, PandurFault
from jasstafel.core.punktetafel import PunktetafelRound

from .keyboard import enter, focus, key, open_match, shortcut, tab, type_

FOUR = ["Anna", "Beat", "Cla", "Dora"]


def entries(window):
    return window.controller.match.entries


def totals(window):
    return [s.total for s in window.controller.board.sides]


def undo(qtbot):
    shortcut(qtbot, "Ctrl+Z")


# -- Punktetafel --------------------------------------------------------------------------------


def punktetafel_form_is_new(panel):
    assert focus() is panel.points[0]
    assert [f.text() for f in panel.points] == ["", ""]
    assert panel.note.text() == "" and panel.note.isEnabled()
    assert all(f.isEnabled() for f in panel.points)
    assert not panel.loaded_close and not panel.close_note.isVisible()


def test_punktetafel_points_and_note_are_that_rounds_the_rules_and_the_deal_stay(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("punktetafel", ["Ruedi", "Vreni"],
                                                        preset="bis_100"))
    rules = "target 100 · lead of 2 · highest wins"
    assert panel.box.title() == rules and panel.header.text() == "Deals: Ruedi"
    type_(qtbot, "21")
    tab(qtbot)
    type_(qtbot, "-5")
    tab(qtbot)
    type_(qtbot, "Strafe")
    enter(qtbot)
    assert entries(window) == (PunktetafelRound(points=[21, -5], note="Strafe"),)
    assert totals(window) == [21, -5]
    punktetafel_form_is_new(panel)
    # what the table keeps: its rules, and the deal moves on to Vreni
    assert panel.box.title() == rules and panel.header.text() == "Deals: Vreni"
    assert panel.close_button.isEnabled()
    type_(qtbot, "13")
    tab(qtbot)
    type_(qtbot, "25")
    enter(qtbot)
    assert entries(window)[1] == PunktetafelRound(points=[13, 25], note="")  # no "Strafe"
    assert totals(window) == [34, 20]
    punktetafel_form_is_new(panel)
    assert panel.header.text() == "Deals: Ruedi"
    undo(qtbot)
    undo(qtbot)
    assert entries(window) == () and totals(window) == [0, 0]
    punktetafel_form_is_new(panel)
    assert panel.box.title() == rules and panel.header.text() == "Deals: Ruedi"
    assert not panel.close_button.isEnabled()  # nothing to close before the first round


# -- Handjass -----------------------------------------------------------------------------------


def handjass_form_is_new(panel):
    assert panel.tabs.currentIndex() == 0  # back to the card points
    assert focus() is panel.points[0]
    assert [f.text() for f in (*panel.points, *panel.steppers)] == [""] * 8
    assert [f.placeholderText() for f in panel.points] == [""] * 4
    assert panel.sum_label.text() == "Sum 0 of 157"


def test_handjass_striche_and_points_are_that_rounds_the_rule_and_the_deal_stay(window, qtbot):
    panel, _slate = open_match(qtbot, window, new_match("handjass", FOUR))
    rule = panel.rule.text()
    assert rule and panel.header.text() == "Deals: Anna"
    # round 1 by Striche: Ctrl+2 twice (the Striche tab opens by itself), Beat 2
    shortcut(qtbot, "Ctrl+2")
    shortcut(qtbot, "Ctrl+2")
    assert panel.tabs.currentIndex() == 1 and panel.steppers[1].text() == "2"
    enter(qtbot)
    assert entries(window) == (HandjassStriche(striche=[0, 2, 0, 0]),)
    assert totals(window) == [0, 2, 0, 0]
    handjass_form_is_new(panel)
    assert panel.rule.text() == rule and panel.header.text() == "Deals: Beat"
    # round 2 by card points; Dora's 157 − 40 − 50 − 30 = 37 follow
    for value in (40, 50, 30):
        type_(qtbot, str(value))
        tab(qtbot)
    assert panel.points[3].placeholderText() == "37"
    enter(qtbot)
    assert entries(window)[1] == HandjassRound(points=[40, 50, 30, 37])
    handjass_form_is_new(panel)
    assert panel.header.text() == "Deals: Cla"
    # Ctrl+Z twice: before round 1, Anna deals, the form empty on the card points
    undo(qtbot)
    assert len(entries(window)) == 1 and panel.header.text() == "Deals: Beat"
    handjass_form_is_new(panel)
    undo(qtbot)
    assert entries(window) == () and totals(window) == [0, 0, 0, 0]
    handjass_form_is_new(panel)
    assert panel.rule.text() == rule and panel.header.text() == "Deals: Anna"


# -- Molotow ------------------------------------------------------------------------------------


def molotow_form_is_new(panel):
    assert focus() is panel.points[0]
    fields = (*panel.points, *panel.hand, *panel.tisch)
    assert [f.text() for f in fields] == [""] * 12
    assert [f.placeholderText() for f in panel.points] == [""] * 4
    assert not any(b.isChecked() for b in panel.stoeck_buttons)


def test_molotow_weis_and_stoeck_are_that_rounds_the_stoeck_rule_and_the_deal_stay(window,
                                                                                   qtbot):
    panel, _board = open_match(qtbot, window, new_match("molotow", FOUR, preset="hausjass"))
    assert panel.header.text() == "Deals: Anna"
    assert panel.round_box.title() == "8 rounds to play"
    # Anna 31, Beat 52, Cla 27, Dora the rest 47; Cla's Handweis 20, Beat's Tischweis 20,
    # Beat's Stöck (Ctrl+2)
    for value in (31, 52, 27):
        type_(qtbot, str(value))
        tab(qtbot)
    tab(qtbot, 3)  # past Dora's card points and Anna's, Beat's Handweis
    type_(qtbot, "20")
    tab(qtbot, 3)  # Dora's Handweis, Anna's Tischweis, to Beat's
    type_(qtbot, "20")
    shortcut(qtbot, "Ctrl+2")
    assert panel.stoeck_buttons[1].isChecked()
    enter(qtbot)
    assert entries(window) == (MolotowRound(points=[31, 52, 27, 47], hand_weis=[0, 0, 20, 0],
                                            tisch_weis=[0, 20, 0, 0], stoeck=1),)
    # by hand: Beat 52 + 20 − 20 (Stöck) = 52; Cla 27 − 20 = 7
    assert totals(window) == [31, 52, 7, 47]
    molotow_form_is_new(panel)
    # the table plays with Stöck: still offered; the deal moves on
    assert all(b.isVisibleTo(panel) for b in panel.stoeck_buttons)
    assert panel.header.text() == "Deals: Beat"
    assert panel.round_box.title() == "7 rounds to play"
    for value in (12, 68, 45):
        type_(qtbot, str(value))
        tab(qtbot)
    enter(qtbot)
    assert entries(window)[1] == MolotowRound(points=[12, 68, 45, 32])  # no Weis, no Stöck
    assert totals(window) == [43, 120, 52, 79]
    molotow_form_is_new(panel)
    undo(qtbot)
    undo(qtbot)
    assert entries(window) == () and totals(window) == [0, 0, 0, 0]
    molotow_form_is_new(panel)
    assert panel.header.text() == "Deals: Anna"
    assert panel.round_box.title() == "8 rounds to play"


# -- Pandur -------------------------------------------------------------------------------------


def pandur_form_is_new(panel):
    assert focus() is panel.bid
    assert not any(b.isChecked() for b in panel.declarer_buttons)
    assert [f.text() for f in (panel.bid, panel.points, panel.weis.field)] == ["", "", ""]
    assert not any(b.isChecked() for b in panel.contract_buttons.values())
    assert not panel.beaten.isChecked()
    assert not panel.made_button.isChecked() and not panel.failed_button.isChecked()
    assert not any(b.isChecked() for b in panel.fault_buttons)
    assert not panel.premature.isChecked()
    assert panel.kind == "deal"


def test_pandur_declarer_weis_beaten_and_fault_are_that_deals(window, qtbot):
    panel, _sheet = open_match(qtbot, window, new_match("pandur", FOUR))
    assert panel.header.text() == "Deals: Anna (sits out and inherits 2)"
    # 1. Beat 150: 100 card points + Weis 50, but beaten (Ctrl+B): 100 < 150, failed:
    #    Cla and Dora 3 each, Anna erbt 2
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "150")
    tab(qtbot)
    type_(qtbot, "100")
    tab(qtbot)
    type_(qtbot, "50")
    shortcut(qtbot, "Ctrl+B")
    assert panel.beaten.isChecked()
    enter(qtbot)
    assert entries(window) == (PandurDeal(declarer=1, contract=150, points=100, weis=50,
                                          weis_beaten=True),)
    assert totals(window) == [2, 0, 3, 3]
    pandur_form_is_new(panel)
    # who deals moves on: Beat sits out now, and cannot be the declarer
    assert panel.header.text() == "Deals: Beat (sits out and inherits 2)"
    assert not panel.declarer_buttons[1].isEnabled() and panel.declarer_buttons[0].isEnabled()
    # 2. Cla 110, a fault by Dora (Alt+4): Cla made, 2; Beat erbt 2
    shortcut(qtbot, "Ctrl+3")
    type_(qtbot, "110")
    shortcut(qtbot, "Alt+4")
    enter(qtbot)
    assert entries(window)[1] == PandurFault(declarer=2, contract=110, by=3)
    assert totals(window) == [2, 2, 5, 3]
    pandur_form_is_new(panel)
    assert panel.header.text() == "Deals: Cla (sits out and inherits 2)"
    undo(qtbot)
    pandur_form_is_new(panel)
    assert panel.header.text() == "Deals: Beat (sits out and inherits 2)"
    undo(qtbot)
    assert entries(window) == () and totals(window) == [0, 0, 0, 0]
    pandur_form_is_new(panel)
    assert panel.header.text() == "Deals: Anna (sits out and inherits 2)"
    assert not panel.declarer_buttons[0].isEnabled() and panel.declarer_buttons[1].isEnabled()


# -- Fahnder ------------------------------------------------------------------------------------


def fahnder_form_is_new(panel):
    assert panel.tabs.currentIndex() == 0  # back to the round
    assert focus() is panel.bid
    for group in (panel.fahnder_group, panel.partner_group, panel.contract_group,
                  panel.culprit_group):
        assert group.checkedId() == -1
    assert not panel.match.isChecked()
    assert [f.text() for f in (panel.bid, panel.points, panel.opponents)] == ["", "", ""]
    assert all(b.isEnabled() for b in panel.partner_buttons)
    # the Nuller tab as new: 2 Nuller, "another misdeed"
    assert panel.nuller_buttons[1].isChecked()
    assert panel.misdeed.currentIndex() == panel.misdeed.count() - 1


def test_fahnder_match_players_and_a_nuller_are_that_rounds(window, qtbot):
    panel, _sheet = open_match(qtbot, window, new_match("fahnder", FOUR))
    assert panel.header.text() == "Deals: Anna · Bids first: Beat"
    # 1. Cla bids 257 in Rosen (Ctrl+6), partner Anna (Alt+1), Match (Ctrl+M):
    #    Cla 2 + 1 for the Match bid = 3 Striche, Anna 2
    shortcut(qtbot, "Ctrl+3")
    type_(qtbot, "257")
    shortcut(qtbot, "Ctrl+6")
    shortcut(qtbot, "Alt+1")
    shortcut(qtbot, "Ctrl+M")
    enter(qtbot)
    assert entries(window) == (FahnderRound(fahnder=2, partner=0, bid=257, contract="rosen",
                                            points=157, match=True),)
    assert [s.figures["striche"] for s in window.controller.board.sides] == [2, 0, 3, 0]
    fahnder_form_is_new(panel)
    assert panel.header.text() == "Deals: Beat · Bids first: Cla"
    # 2. a misdeed: Alt+N, Dora (Ctrl+4), 1 Nuller (Alt+1), Enter
    shortcut(qtbot, "Alt+N")
    shortcut(qtbot, "Ctrl+4")
    shortcut(qtbot, "Alt+1")
    enter(qtbot)
    assert entries(window)[1] == FahnderPenalty(player=3, nuller=1,
                                                misdeed=entries(window)[1].misdeed)
    assert [s.figures["nuller"] for s in window.controller.board.sides] == [0, 0, 0, 1]
    fahnder_form_is_new(panel)
    assert panel.header.text() == "Deals: Beat · Bids first: Cla"  # a Nuller is no deal
    undo(qtbot)
    fahnder_form_is_new(panel)
    undo(qtbot)
    assert entries(window) == ()
    fahnder_form_is_new(panel)
    assert panel.header.text() == "Deals: Anna · Bids first: Beat"


# -- Differenzler -------------------------------------------------------------------------------


def differenzler_form_is_new(panel):
    assert focus() is panel.predictions[0]
    fields = (*panel.predictions, *panel.points)
    assert [f.text() for f in fields] == [""] * 8
    assert not any(box.isChecked() for box in panel.missing)
    assert not panel.reveal.isChecked()
    assert all(f.echoMode() == QLineEdit.EchoMode.Password for f in panel.predictions)


def test_differenzler_predictions_and_points_are_that_games(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("differenzler", FOUR))
    assert panel.box.title() == "12 games to play" and panel.header.text() == "Deals: Anna"
    # predictions 40, 35, none (-), 30; Ctrl+R shows them; card points 38, 41, 47, 31 (rest)
    for prediction in ("40", "35", "-", "30"):
        type_(qtbot, prediction)
        tab(qtbot)
    shortcut(qtbot, "Ctrl+R")
    assert panel.reveal.isChecked()
    for value in (38, 41, 47):
        type_(qtbot, str(value))
        tab(qtbot)
    enter(qtbot)
    assert entries(window) == (DifferenzlerGame(predictions=[40, 35, None, 30],
                                                points=[38, 41, 47, 31]),)
    # by hand: |40 − 38| = 2, |35 − 41| = 6, no prediction 20 (the table's default), |30 − 31|
    assert totals(window) == [2, 6, 20, 1]
    differenzler_form_is_new(panel)  # hidden again, no "none" left for Cla
    assert panel.box.title() == "11 games to play" and panel.header.text() == "Deals: Beat"
    # game 2: 20, 60, 45, and Dora's "none" ticked by a click; card points 25, 52, 45, 35
    for prediction in ("20", "60", "45"):
        type_(qtbot, prediction)
        tab(qtbot)
    qtbot.mouseClick(panel.missing[3], Qt.MouseButton.LeftButton)
    assert panel.missing[3].isChecked() and not panel.predictions[3].isEnabled()
    qtbot.mouseClick(panel.points[0], Qt.MouseButton.LeftButton)
    for value in (25, 52, 45):
        type_(qtbot, str(value))
        tab(qtbot)
    enter(qtbot)
    assert entries(window)[1] == DifferenzlerGame(predictions=[20, 60, 45, None],
                                                  points=[25, 52, 45, 35])
    # by hand: 2 + 5, 6 + 8, 20 + 0, 1 + 20
    assert totals(window) == [7, 14, 20, 21]
    differenzler_form_is_new(panel)
    assert panel.predictions[3].isEnabled()  # Dora predicts again in game 3
    undo(qtbot)
    differenzler_form_is_new(panel)
    assert panel.predictions[3].isEnabled()
    assert panel.box.title() == "11 games to play" and panel.header.text() == "Deals: Beat"
    undo(qtbot)
    assert entries(window) == () and totals(window) == [0, 0, 0, 0]
    differenzler_form_is_new(panel)
    assert panel.box.title() == "12 games to play" and panel.header.text() == "Deals: Anna"


# -- Guggitaler ---------------------------------------------------------------------------------


def test_guggitaler_the_player_picked_and_the_counts_are_that_games(window, qtbot):
    panel, _sheet = open_match(qtbot, window, new_match("guggitaler", FOUR))
    assert panel.header.names() == ["Anna", "Tricks"]
    for value in (3, 2, 2):  # Dora 9 − 7 = 2
        type_(qtbot, str(value))
        tab(qtbot)
    enter(qtbot)
    type_(qtbot, "2")  # Schellen: Anna 2, Beat 3, Cla 0, Dora 4
    tab(qtbot)
    type_(qtbot, "3")
    tab(qtbot)
    type_(qtbot, "0")
    tab(qtbot)
    enter(qtbot)
    assert entries(window) == (GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]),
                               GuggitalerCount(game="schellen", counts=[2, 3, 0, 4]))
    type_(qtbot, "1111"[:3])  # Ober: 1, 1, 1 typed in one go is 111: refused, not cut
    enter(qtbot)
    assert len(entries(window)) == 2 and panel.error_text() != ""
    key(qtbot, "Backspace", 2)
    tab(qtbot)
    type_(qtbot, "1")
    tab(qtbot)
    type_(qtbot, "1")
    tab(qtbot)
    enter(qtbot)
    assert entries(window)[2] == GuggitalerCount(game="ober", counts=[1, 1, 1, 1])
    # the Rosenkönig: Cla took it (3); the next game's form has nobody picked
    header = panel.header.names()
    type_(qtbot, "3")
    assert panel.taker_buttons[2].isChecked()
    enter(qtbot)
    assert entries(window)[3] == GuggitalerTaker(game="rosenkoenig", player=2)
    assert not any(b.isChecked() for b in panel.taker_buttons)
    assert panel.header.names() != header and focus() is panel.taker_row
    undo(qtbot)  # the Rosenkönig again, nobody picked, the keys with the row of players
    assert len(entries(window)) == 3 and panel.header.names() == header
    assert not any(b.isChecked() for b in panel.taker_buttons)
    assert focus() is panel.taker_row
