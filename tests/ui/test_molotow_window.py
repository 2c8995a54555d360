"""A Schreiber scores Molotow in the real window with the keyboard alone: rounds with one
Enter (the last player's card points follow from the others'), Weis, Stöck, the card draw,
every number field at its edges, what the board paints."""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowDraw, MolotowRound
from jasstafel.ui.newmatch import NewMatchDialog

from .keyboard import clear_field, enter, focus, open_file, open_match, paste, shortcut, tab, type_

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


def settle_and_find_strays(window):
    """Let the event loop run as it does between keys; the windows shown besides *window*."""
    for _ in range(5):
        QApplication.processEvents()
    return [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]


def totals(window):
    return [s.total for s in window.controller.board.sides]


def type_round(qtbot, points, hand=(), tisch=(), stoeck=None, rest=True):
    """The card points with Tab (the last one left to the rest of 157 when *rest*), on
    with Tab to the Handweis and Tischweis of each player, Stöck by its key, one Enter."""
    n = len(points)
    for value in points[:-1] if rest else points:
        type_(qtbot, str(value))
        tab(qtbot)
    if rest:
        tab(qtbot)  # the last player's field stays empty: the rest
    for values in (hand, tisch):
        for p in range(n):
            if p < len(values) and values[p]:
                type_(qtbot, str(values[p]))
            tab(qtbot)
    if stoeck is not None:
        shortcut(qtbot, f"Ctrl+{stoeck + 1}")
    enter(qtbot)


def test_the_new_match_dialog_offers_molotow(window, settings, qtbot):
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("molotow"))
    dialog.preset.setCurrentIndex(dialog.preset.findData("hausjass"))
    dialog.accept()
    assert dialog.match is not None and dialog.match.rules.settings.last_round_double
    panel, _board = open_match(qtbot, window, dialog.match)
    assert panel.stoeck_buttons[0].isVisibleTo(panel)
    assert focus() is panel.points[0]


def test_one_enter_writes_and_the_last_player_gets_the_rest(window, qtbot):
    panel, board = open_match(qtbot, window, new_match("molotow", NAMES))
    assert panel.round_box.title() == "8 rounds to play"
    assert panel.header.text() == "Deals: Anna"
    for value in (31, 52, 27):
        type_(qtbot, str(value))
        tab(qtbot)
    # Dora's field shows the rest of 157; the preview says what one Enter writes
    assert focus() is panel.points[3] and panel.points[3].text() == ""
    assert panel.points[3].placeholderText() == "47"
    assert panel.preview_line.text() == (
        "writes: Round 1: Anna 31, Beat 52, Cla 27, Dora 47 · Dora has the rest: 47")
    assert window.controller.match.entries == ()
    enter(qtbot)
    assert totals(window) == [31, 52, 27, 47]
    assert window.controller.match.entries[0] == MolotowRound(points=[31, 52, 27, 47])
    assert panel.points[0].text() == "" and focus() is panel.points[0]
    assert panel.round_box.title() == "7 rounds to play"
    assert panel.header.text() == "Deals: Beat"
    assert board.data.rows[0].cells[2].text == "27" and board.data.rows[1].future


def test_a_jassverein_molotow_decided_by_the_board_drawing_cards(window, qtbot, tmp_path):
    path = tmp_path / "molotow.jass"
    panel, board = open_file(qtbot, window, path, new_match("molotow", NAMES))
    for points, hand, tisch in ROUNDS:
        type_round(qtbot, points, hand, tisch)
        assert panel.error_text() == ""
        # the Weis were that round's: every field is empty for the next
        assert all(f.text() == "" for f in (*panel.points, *panel.hand, *panel.tisch))
    # hand-worked: card points − Handweis + Tischweis per player, summed over 8 rounds
    assert totals(window) == [265, 334, 265, 342]
    data = board.data
    assert [r.label for r in data.rows] == [str(i) for i in range(1, 9)]
    assert data.rows[0].cells[2].text == "7" and data.rows[0].cells[2].note == "HW−20"
    assert data.rows[1].cells[1].text == "88" and data.rows[1].cells[1].note == "TW+20"
    assert data.totals == ["265", "334", "265", "342"]
    assert data.leaders == [0, 2] and not data.finished
    extras = {e.label: e.cells for e in data.extras}
    assert extras["Handweis"] == ["−20", "–", "−20", "−50"]
    assert extras["Tischweis"] == ["–", "+20", "–", "+20"]
    # after the last round: the tie must draw a card
    assert data.footer == "Tie on 265 between Anna and Cla: draw a card"
    assert window.status_label.text() == ""  # the draw's box says what to do
    assert panel.draw_box.isVisible() and not panel.round_box.isVisible()
    assert [b.text() for b in panel.pick_buttons] == ["Ctrl+1  Anna", "Ctrl+3  Cla"]
    assert not panel.write_button.isVisible()  # the draw keys write
    # the event loop runs between two keys: the name buttons of the form built twice (the
    # board's change, then the form's reset) opened as windows of their own and took the
    # keyboard, so Ctrl+D did nothing (a trial's)
    strays = settle_and_find_strays(window)
    assert strays == [] and QApplication.activeWindow() is window
    assert focus() is panel.board_draw_button
    panel.rng = random.Random(7)  # the test's seeded luck
    shortcut(qtbot, "Ctrl+D")
    entry = window.controller.match.entries[-1]
    assert isinstance(entry, MolotowDraw) and len(entry.cards) == 2
    result = window.controller.board
    winner = entry.order[0]
    assert result.finished and result.winners == [winner]
    assert entry.cards[0].strength() > entry.cards[1].strength()
    drawn = next(e for e in board.data.extras if e.label == "Card drawn")
    assert drawn.cells[0] and drawn.cells[2] and not drawn.cells[1]
    assert all(drawn.icons[p] is not None for p in (0, 2))
    assert board.data.finished and board.data.leaders == [winner]
    assert window.history.list.item(8).text().startswith("9. Board drew for the tie on 265:")
    assert not panel.isVisible()  # a finished Partie takes no entry
    saved = matchfile.load(path)
    assert saved.entries[-1] == entry and saved.board() == window.controller.board
    assert [e.points for e in saved.entries[:8]] == [r[0] for r in ROUNDS]
    # Ctrl+Z takes the draw back: the tie is open again, and the cards of the draw taken
    # back are no longer shown (a Schreiber naming the order must not read them as drawn)
    shortcut(qtbot, "Ctrl+Z")
    assert window.controller.match.entries[-1] == saved.entries[7]
    assert panel.draw_box.isVisible()
    assert not panel.drawn_label.isVisible()
    assert settle_and_find_strays(window) == [] and QApplication.activeWindow() is window
    shortcut(qtbot, "Ctrl+3")  # Cla (player 3) drew the higher card
    assert window.controller.board.finished and window.controller.board.winners == [2]


def test_stoeck_and_a_three_way_tie_named_by_keys_with_the_last_round_doubled(window, qtbot):
    """docs/examples/molotow-hausjass.jass: 5 players, Stöck, every Handweis, last round ×2."""
    names = ["Anna", "Beat", "Cla", "Dora", "Emil"]
    panel, board = open_match(qtbot, window, new_match("molotow", names, preset="hausjass"))
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
        type_round(qtbot, points, hand, tisch, stoeck, rest=False)
        assert panel.error_text() == ""
        assert not any(b.isChecked() for b in panel.stoeck_buttons)  # Stöck were that round's
    assert totals(window) == [203, 251, 189, 154, 208]
    # 5 players: 146 card points are accepted with a warning on the board
    assert "146 of 157" in board.data.rows[1].note
    # the last round counts double: said before it is written, and doubled on the board
    assert panel.round_box.title() == "This round counts double"
    assert board.data.footer == "Round 8 of 8: Cla deals (counts double)"
    assert board.data.rows[7].future and board.data.rows[7].note == "counts double"
    for value in (39, 35, 46, 20, 17):
        type_(qtbot, str(value))
        tab(qtbot)
    tab(qtbot)
    type_(qtbot, "20")  # Beat's Handweis
    assert panel.preview_line.text() == (
        "writes: Round 8 (counted double): Anna 78, Beat 30, Cla 92, Dora 40, Emil 34 "
        "(Handweis Beat 20×2)")
    enter(qtbot)
    assert window.controller.board.entries[-1].written == [78, 30, 92, 40, 34]
    assert totals(window) == [281, 281, 281, 194, 242]
    # three players tied on 281: the Schreiber names them, highest card first
    assert [b.text() for b in panel.pick_buttons] == ["Ctrl+1  Anna", "Ctrl+2  Beat",
                                                      "Ctrl+3  Cla"]
    shortcut(qtbot, "Ctrl+3")  # Cla drew the highest
    assert panel.order_label.text() == "1 Cla"  # a rank as English writes it
    assert window.controller.match.entries[-1].type == "round"  # not written yet
    shortcut(qtbot, "Ctrl+1")  # then Anna: Beat last
    entry = window.controller.match.entries[-1]
    assert entry == MolotowDraw(order=[2, 0, 1])
    result = window.controller.board
    assert result.finished and result.winners == [3] and result.ranks == [4, 5, 3, 1, 2]
    assert board.data.footer == "Dora wins with 194 points"
    extras = {e.label: e.cells for e in board.data.extras}
    assert extras["Card drawn"] == ["2nd highest", "3rd highest", "highest card", "", ""]
    assert extras["Stöck"] == ["–", "–", "−20", "−20", "–"]  # minus points, as the Handweis
    assert window.history.list.item(8).text() == (
        "9. Card draw for the tie on 281: Cla > Anna > Beat")


def test_refused_rounds_keep_the_form_and_the_board(window, qtbot):
    panel, board = open_match(qtbot, window, new_match("molotow", NAMES))
    type_round(qtbot, [31, 52, 27, 47], [0, 0, 20, 0])
    before = list(board.data.totals)
    # four players: every card is dealt, 150 card points cannot be
    type_round(qtbot, [30, 50, 30, 40], rest=False)
    assert "must add up to 157, not 150" in panel.error_text()
    assert [e.text() for e in panel.points] == ["30", "50", "30", "40"]
    assert len(window.controller.match.entries) == 1 and board.data.totals == before
    assert focus() is panel.points[0]
    # only the best Weis counts (club rulebook): Handweis for two players is refused
    tab(qtbot, 3)
    clear_field(qtbot)
    type_(qtbot, "47")
    tab(qtbot)
    type_(qtbot, "20")
    tab(qtbot)
    type_(qtbot, "50")
    enter(qtbot)
    assert panel.error_text() == (  # who has Handweis, and the setting that allows it
        "Handweis for Anna and Beat: only the player with the best Weis writes Handweis; the "
        "table setting Handweis “every player writes his Handweis” allows several")
    assert focus() is panel.hand[1] and panel.hand[1].text() == "50"
    assert len(window.controller.match.entries) == 1
    # Stöck do not exist without the table setting: not offered, the key does nothing
    assert not panel.stoeck_buttons[0].isVisibleTo(panel)
    clear_field(qtbot)
    shortcut(qtbot, "Ctrl+1")
    assert not panel.stoeck_buttons[0].isChecked()
    enter(qtbot)
    assert panel.error_text() == "" and len(window.controller.match.entries) == 2
    assert window.controller.match.entries[1].hand_weis == [20, 0, 0, 0]


def test_an_untouched_form_writes_nothing(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("molotow", NAMES))
    enter(qtbot)
    assert window.controller.match.entries == ()
    assert panel.error_text() == "Card points missing: type each player's card points of " \
                                 "the round"
    assert focus() is panel.points[0]
    type_(qtbot, "40")
    enter(qtbot)
    assert panel.error_text() == "Card points missing for Beat, Cla and Dora"
    assert focus() is panel.points[1]


def test_correct_a_round_from_the_history(window, qtbot):
    panel, board = open_match(qtbot, window, new_match("molotow", NAMES))
    type_round(qtbot, [31, 52, 27, 47], [0, 0, 20, 0])
    type_round(qtbot, [52, 31, 47, 27])
    assert totals(window) == [83, 83, 54, 74]
    # round 1 is corrected: the Handweis was Anna's, not Cla's
    window.history.list.setCurrentRow(0)
    window.history.list.setFocus()
    enter(qtbot)
    assert panel.correcting == 0 and panel.banner.isVisible()
    assert panel.round_box.title() == "Round 1 of 8"
    assert [e.text() for e in panel.points] == ["31", "52", "27", ""]  # Dora's 47 follows
    assert panel.hand[2].text() == "20" and focus() is panel.points[0]
    tab(qtbot, 4)
    type_(qtbot, "20")  # Anna's Handweis
    tab(qtbot, 2)
    clear_field(qtbot)  # not Cla's
    enter(qtbot)
    assert panel.correcting is None and not panel.banner.isVisible()
    assert totals(window) == [63, 83, 74, 74]
    assert board.data.rows[0].cells[0].note == "HW−20" and board.data.rows[0].cells[2].note == ""
    assert window.undo_action.text() == "&Undo correction of entry 1"
    assert panel.round_box.title() == "6 rounds to play"
    assert panel.points[0].text() == ""


def test_a_correction_that_breaks_the_draw_is_refused(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("molotow", NAMES,
                                                       settings={"rounds": 1}))
    type_round(qtbot, [40, 40, 40, 37])
    shortcut(qtbot, "Ctrl+3")  # Cla
    shortcut(qtbot, "Ctrl+1")  # Anna, Beat last
    assert window.controller.board.finished
    assert window.controller.board.ranks == [3, 4, 2, 1]
    # correcting the round so that nobody ties makes the draw impossible: refused, kept
    window.history.list.setCurrentRow(0)
    window.history.correct()
    type_(qtbot, "41")
    tab(qtbot, 3)
    clear_field(qtbot)
    type_(qtbot, "36")
    enter(qtbot)
    assert "makes entry 2 impossible" in panel.error_text()
    assert panel.correcting == 0 and panel.points[0].text() == "41"
    assert window.controller.board.ranks == [3, 4, 2, 1]


# -- every number field: nothing, 0, the largest, one above, ten times, letters, pasted -------

POINTS_CASES = [
    # typed into Anna's card points (Beat 52, Cla 27 typed, Dora the rest), written, message
    ("", False, None, "Card points missing for Anna and Dora"),
    ("0", False, [0, 52, 27, 78], None),
    ("78", False, [78, 52, 27, 0], None),
    ("157", False, None, "The card points add up to 236 (157 + 52 + 27): a round has only "
     "157"),
    ("158", False, None, "Card points Anna: at most 157, not 158"),
    ("1570", False, None, "Card points Anna: at most 157, not 1570"),
    ("elf", False, None, "Card points Anna: “elf” is not a whole number"),
    ("31 Pkt", True, None, "Card points Anna: “31 Pkt” is not a whole number"),
]


@pytest.mark.parametrize("typed, pasted, written, message", POINTS_CASES)
def test_the_card_points_field(window, qtbot, typed, pasted, written, message):
    panel, _board = open_match(qtbot, window, new_match("molotow", NAMES))
    tab(qtbot)
    for value in ("52", "27"):
        type_(qtbot, value)
        tab(qtbot)
    for _ in range(3):
        shortcut(qtbot, "Shift+Tab")  # back into Anna's field
    assert focus() is panel.points[0]
    (paste if pasted else type_)(qtbot, typed)
    enter(qtbot)
    entries = window.controller.match.entries
    if written is not None:
        assert entries == (MolotowRound(points=written),)
        return
    assert entries == () and panel.error_text() == message
    assert panel.points[0].text() == typed and focus() is panel.points[0]


WEIS_CASES = [
    # typed into Cla's Handweis (card points 31, 52, 27, rest 47), written, message
    ("", False, [], None),
    ("0", False, [], None),
    ("1000", False, [0, 0, 1000, 0], None),
    ("70", False, [0, 0, 70, 0], None),
    ("30", False, None, "Handweis Cla: Weis of 30 is impossible: Weis is a sum of 20, 50, 100, "
                        "150, 200, 250 and 300 (at most 1000 in a round)"),
    ("1001", False, None, "Handweis Cla: at most 1000, not 1001"),
    ("10000", False, None, "Handweis Cla: at most 1000, not 10000"),
    ("zwanzig", False, None, "Handweis Cla: “zwanzig” is not a whole number"),
    ("20+50", True, None, "Handweis Cla: “20+50” is not a whole number"),
]


@pytest.mark.parametrize("kind", ["hand", "tisch"])
@pytest.mark.parametrize("typed, pasted, written, message", WEIS_CASES)
def test_the_weis_fields(window, qtbot, kind, typed, pasted, written, message):
    panel, _board = open_match(qtbot, window, new_match("molotow", NAMES))
    for value in ("31", "52", "27"):
        type_(qtbot, value)
        tab(qtbot)
    tab(qtbot, 3 if kind == "hand" else 7)  # Cla's Handweis, or his Tischweis
    field = panel.hand[2] if kind == "hand" else panel.tisch[2]
    assert focus() is field
    (paste if pasted else type_)(qtbot, typed)
    enter(qtbot)
    entries = window.controller.match.entries
    if written is not None:
        weis = {f"{kind}_weis": written}
        assert entries == (MolotowRound(points=[31, 52, 27, 47], **weis),)
        return
    assert entries == ()
    assert panel.error_text() == message.replace("Handweis Cla", f"{kind.title()}weis Cla")
    assert field.text() == typed and focus() is field
    assert field.is_refused()


# -- what the board paints -----------------------------------------------------------------------


def test_the_board_paints_a_round_and_marks_the_leader(window, qtbot):
    panel, board = open_match(qtbot, window, new_match("molotow", NAMES))
    board.resize(720, 540)
    before = board.grab().toImage()
    type_round(qtbot, [31, 52, 27, 47], [0, 0, 20, 0])
    QApplication.processEvents()
    after = board.grab().toImage()
    assert board.data.leaders == [2]  # Cla: 27 − 20 = 7

    def yellow(image):
        return [x for y in range(int(image.height() * 0.3), int(image.height() * 0.6), 4)
                for x in range(0, image.width(), 4)
                if image.pixelColor(x, y).blue() < 200 < image.pixelColor(x, y).red()
                and image.pixelColor(x, y).green() > 200]

    assert not yellow(before)  # nothing written: nobody leads
    marked = yellow(after)
    # the highlighter runs down Cla's column, the third of four after the round numbers
    assert marked and 0.5 < min(marked) / after.width() and max(marked) / after.width() < 0.85


def test_the_keyboard_help_lists_the_keys(window, qtbot, dialogs):
    open_match(qtbot, window, new_match("molotow", NAMES, preset="hausjass"))
    shortcut(qtbot, "F1")
    title, text = dialogs.shown[-1]
    assert title == "Keyboard"
    for shown in (
        'Tab',
        'Enter',
        'Ctrl+1 … Ctrl+4: Stöck',
        'Ctrl+D',
    ):
        assert shown in text, shown


def test_a_draw_recorded_by_hand_says_whose_card_was_higher_in_german(german_window, qtbot,
                                                                       tmp_path):
    """Two tied, the order named by key: "höhere Karte" and "tiefere Karte" under the totals
    (it said "1. Karte" and "2. Karte", which reads like the order the cards were drawn)."""
    match = new_match("molotow", NAMES, settings={"rounds": 2})
    match.add(MolotowRound(points=[40, 40, 40, 37]))
    match.add(MolotowRound(points=[30, 30, 50, 47]))
    panel, board = open_file(qtbot, german_window, tmp_path / "tie.jass", match)
    assert panel.draw_box.isVisible()
    shortcut(qtbot, "Ctrl+2")  # Beat drew the higher card
    assert german_window.controller.match.entries[-1] == MolotowDraw(order=[1, 0])
    extras = {e.label: e.cells for e in board.data.extras}
    assert extras["Gezogene Karte"] == ["tiefere Karte", "höhere Karte", "", ""]
    assert board.data.footer == "Sieger: Beat mit 70 Punkten (zog die höhere Karte)"


def test_a_three_way_draw_recorded_by_hand_names_the_highest_card(window, qtbot, tmp_path):
    match = new_match("molotow", [*NAMES, "Emil"], settings={"rounds": 1})
    match.add(MolotowRound(points=[30, 30, 30, 33, 34]))
    match.add(MolotowDraw(order=[2, 0, 1]))
    matchfile.save(match, tmp_path / "three.jass")
    window.open_file(tmp_path / "three.jass")  # a finished Partie: no form to wait for
    board = window.board_widget
    assert window.controller.board.finished
    extras = {e.label: e.cells for e in board.data.extras}
    assert extras["Card drawn"] == ["2nd highest", "3rd highest", "highest card", "", ""]
    # of three, the winner drew the highest card, not "the higher" (found in a trial)
    assert board.data.footer.endswith("(drew the highest card)")


@pytest.mark.parametrize("kind, message", [
    ("hand", "Handweis Cla: type 20, not -20: a Handweis is typed without a minus, the board "
             "subtracts it"),
    ("tisch", "Tischweis Cla: at least 0, not -20"),
])
def test_a_minus_in_a_weis_field(window, qtbot, kind, message):
    """The column says "Handweis −": a Schreiber may type the minus himself. He is told that
    the board subtracts it (it said only "at least 0")."""
    panel, _board = open_match(qtbot, window, new_match("molotow", NAMES))
    for value in ("31", "52", "27"):
        type_(qtbot, value)
        tab(qtbot)
    tab(qtbot, 3 if kind == "hand" else 7)
    field = panel.hand[2] if kind == "hand" else panel.tisch[2]
    type_(qtbot, "-20")
    enter(qtbot)
    assert window.controller.match.entries == ()
    assert panel.error_text() == message
    assert field.text() == "-20" and focus() is field


def test_a_refusal_the_preview_foretold_is_said_once_after_enter(window, qtbot):
    """Handweis for two players: the line under the form says beforehand that Enter would be
    refused; after Enter the refusal is said in red, and the line no longer repeats it."""
    panel, _board = open_match(qtbot, window, new_match("molotow", NAMES))
    for value in ("31", "52", "27"):
        type_(qtbot, value)
        tab(qtbot)
    tab(qtbot, 2)  # Beat's Handweis
    type_(qtbot, "50")
    tab(qtbot)
    type_(qtbot, "20")  # and Cla's
    refusal = panel.preview_line.text()
    assert refusal.startswith("Enter would be refused: ") and "Handweis for Beat and Cla" in refusal
    enter(qtbot)
    assert window.controller.match.entries == ()
    assert panel.error_text() == refusal.removeprefix("Enter would be refused: ")
    assert panel.preview_line.text() == ""


def test_a_french_refusal_names_the_player_with_de(french_window, qtbot):
    """"Annonces de main Chloé", "Plis Chloé : au moins 0" (a trial's): a field's name in
    French says whose it is, "de Chloé", "d’Anne" before a vowel."""
    window = french_window
    panel, _board = open_match(qtbot, window, new_match("molotow", ["Anne", "Bernard", "Chloé",
                                                                    "Daniel"]))
    type_(qtbot, "200")
    enter(qtbot)
    assert panel.error_text() == "Points de cartes d’Anne\u00a0: au plus 157, pas 200"
    assert panel.hand[2].label == "Annonces de main de Chloé"


def test_a_correction_that_takes_the_tie_away_says_so(window, qtbot):
    """After a tie on 265 was decided by the cards, round 1 corrected so that Anna alone has
    the fewest was refused with "the Partie is decided: no further entry can be written"
    (a trial's): true, but it did not say that the tie is gone. The draw's own reason is
    said; the correction stays in the form."""
    panel, _board = open_match(qtbot, window, new_match("molotow", NAMES))
    for points, hand, tisch in ROUNDS:
        type_round(qtbot, points, hand, tisch)
    shortcut(qtbot, "Ctrl+3")  # Cla (player 3) drew the higher card
    assert window.controller.board.finished
    window.history.list.setCurrentRow(0)
    window.history.correct()
    clear_field(qtbot)
    type_(qtbot, "30")  # Anna 264: alone the fewest
    tab(qtbot)
    clear_field(qtbot)
    type_(qtbot, "53")
    enter(qtbot)
    assert panel.error_text() == (
        "This change makes entry 9 impossible: only tied players draw a card: Cla and Anna do "
        "not have the same total. To make this change, delete entry 9 first: leave the "
        "correction (Esc), select entry 9 in the history and press Del; then correct entry 1 "
        "again.")
    assert panel.correcting == 0 and panel.points[0].text() == "30"
    assert len(window.controller.match.entries) == 9


def test_a_corrected_players_points_leave_the_rest_to_the_last_player(window, qtbot):
    """As in the Differenzler: correcting Anna's 31 to 41 was refused ("The card points add
    up to 167"), Dora's stored 47 being loaded as typed. A corrected round comes back as it
    is written: Dora's field empty, her 47 grey; a changed number moves her rest, and one
    Enter writes it. Left as it was, Enter writes the round as it was."""
    panel, _board = open_match(qtbot, window, new_match("molotow", NAMES))
    type_round(qtbot, [31, 52, 27, 47], [0, 0, 20, 0])
    type_round(qtbot, [52, 31, 47, 27])
    first = window.controller.match.entries[0]
    window.history.list.setCurrentRow(0)
    window.history.list.setFocus()
    enter(qtbot)
    assert panel.correcting == 0
    assert [f.text() for f in panel.points] == ["31", "52", "27", ""]
    assert panel.points[3].placeholderText() == "47"
    # the count is complete: "110 of 157" beside the rest read like an error (a tester's)
    assert panel.sum_label.text() == "Card points: 157 of 157 (Dora has the rest, 47)"
    assert panel.hand[2].text() == "20"
    assert "Dora has the rest: 47" in panel.preview_line.text()
    enter(qtbot)  # nothing changed: the round as it was
    assert panel.correcting is None and panel.error_text() == ""
    assert window.controller.match.entries[0] == first

    window.history.list.setCurrentRow(0)
    window.history.list.setFocus()
    enter(qtbot)
    assert focus() is panel.points[0]
    type_(qtbot, "41")  # replaces the 31 selected
    assert panel.points[3].text() == "" and panel.points[3].placeholderText() == "37"
    assert "Dora has the rest: 37" in panel.preview_line.text()
    enter(qtbot)
    assert panel.correcting is None and panel.error_text() == ""
    assert window.controller.match.entries[0] == MolotowRound(
        points=[41, 52, 27, 37], hand_weis=[0, 0, 20, 0])


def test_a_corrected_round_of_five_players_comes_back_whole(window, qtbot):
    """With five players a card is left over: nothing follows, every field is loaded."""
    panel, _board = open_match(qtbot, window, new_match("molotow", [*NAMES, "Ede"]))
    type_round(qtbot, [30, 30, 30, 30, 27], rest=False)
    window.history.list.setCurrentRow(0)
    window.history.list.setFocus()
    enter(qtbot)
    assert [f.text() for f in panel.points] == ["30", "30", "30", "30", "27"]
    assert all(f.placeholderText() == "" for f in panel.points)


def test_the_french_handweis_refusal_names_the_players_and_the_setting(french_window, qtbot):
    """"Seul le joueur qui a la meilleure annonce inscrit des annonces de main : pour un seul
    joueur" (a trial's): it said the rule twice, and neither who had Handweis nor the table
    setting that allows several."""
    panel, _board = open_match(qtbot, french_window,
                               new_match("molotow", ["Benoît", "Chantal", "Élodie", "Fabien"]))
    type_round(qtbot, [25, 25, 82, 25], hand=[20, 0, 100, 0], rest=False)
    assert panel.error_text() == (
        "Annonces de main pour Benoît et Élodie\u00a0: seul le joueur qui a la meilleure annonce "
        "en inscrit\u00a0; la règle de la table Annonces de main «\u00a0chaque joueur inscrit ses "
        "annonces de main\u00a0» en permet plusieurs")
    assert [f.text() for f in panel.hand] == ["20", "", "100", ""]
    assert french_window.controller.match.entries == ()
    # the setting as the New match form names it
    from PySide6.QtCore import QCoreApplication

    for words in ("Handweis", "every player writes his Handweis"):
        assert QCoreApplication.translate("settings", words) in panel.error_text(), words


@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_weis_fields_have_room_for_none_and_the_cursor(qapp, qtbot, settings, autosaves,
                                                           language):
    """A Romand trial at 1024×600: "aucune" filled the Handweis and Tischweis fields to their
    right edge, and the cursor sat on its last letter. The word has its room and the cursor
    a few pixels of its own beside it."""
    from jasstafel.ui.widgets.numberfield import CURSOR_ROOM

    from .conftest import window_in

    for window in window_in(language, qapp, qtbot, settings, size=(1024, 600)):
        panel, _ = open_match(qtbot, window, new_match("molotow", NAMES))
        for field in [*panel.hand, *panel.tisch]:
            word = field.fontMetrics().horizontalAdvance(field.placeholderText())
            assert field.placeholderText() and field.width() >= word + 24 + CURSOR_ROOM
        qtbot.mouseClick(panel.hand[0], Qt.MouseButton.LeftButton)
        assert focus() is panel.hand[0]
        image = panel.hand[0].grab().toImage()  # painted with the cursor beside the word
        assert not image.isNull()
