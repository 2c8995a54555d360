"""A Schreiber scores a Differenzler in the real window with the keyboard alone: hidden
predictions, then card points; one Enter writes a game; every number field at its edges;
what the board paints."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from jasstafel.core import matchfile
from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.matchfile import new_match

from .keyboard import clear_field, enter, focus, open_file, open_match, paste, shortcut, tab, type_

NAMES = ["Anna", "Beat", "Cla", "Dora"]
# docs/examples/differenzler.jass: (predictions, card points)
GAMES = [
    ([40, 35, 50, 30], [38, 41, 47, 31]),
    ([20, 60, 45, 30], [25, 52, 45, 35]),
    ([55, 30, None, 40], [60, 22, 30, 45]),
    ([0, 80, 40, 35], [0, 91, 33, 33]),
    ([35, 35, 35, 50], [29, 40, 42, 46]),
    ([70, 20, 30, 40], [62, 15, 37, 43]),
    ([45, 45, 20, 45], [44, 51, 13, 49]),
    ([30, 50, 60, None], [34, 56, 58, 9]),
    ([25, 40, 40, 50], [20, 47, 40, 50]),
    ([60, 10, 50, 35], [73, 0, 48, 36]),
    ([40, 40, 40, 40], [35, 45, 38, 39]),
    ([50, 30, 49, 30], [41, 26, 55, 35]),
]
PASSWORD = QLineEdit.EchoMode.Password


def match(**settings):
    return new_match("differenzler", list(NAMES), first=1, settings=settings or None)


def totals(window):
    return [s.total for s in window.controller.board.sides]


def type_game(qtbot, predictions, points):
    """Each prediction and Tab (- for none), then the card points with Tab; the last
    player's follow from the others': one Enter writes."""
    for prediction in predictions:
        type_(qtbot, "-" if prediction is None else str(prediction))
        tab(qtbot)
    for value in points[:-1]:
        type_(qtbot, str(value))
        tab(qtbot)
    enter(qtbot)


def test_a_differenzler_of_twelve_games_by_keyboard_and_the_saved_file(window, qtbot,
                                                                       tmp_path):
    path = tmp_path / "differenzler.jass"
    panel, board = open_file(qtbot, window, path, match())
    assert focus() is panel.predictions[0]
    assert panel.box.title() == "12 games to play"  # the game: in the line above
    assert panel.header.text() == "Deals: Beat"
    assert window.status_label.text() == ""  # the game and its dealer: under the board
    for number, (predictions, points) in enumerate(GAMES, start=1):
        type_game(qtbot, predictions, points)
        assert len(window.controller.match.entries) == number, panel.error_text()
        if number < 12:
            assert focus() is panel.predictions[0]
            assert panel.header.text() == f"Deals: {NAMES[(1 + number) % 4]}"
    # worked out by hand from the table above: |prediction − points|, 20 for none
    assert totals(window) == [63, 81, 63, 51]
    result = window.controller.board
    assert result.finished and result.winners == [3] and result.ranks == [2, 4, 2, 1]
    assert window.status_label.text() == "The match is over."  # who won: under the board
    assert board.data.footer == "Dora wins with 51 penalty points"
    data = board.data
    assert [r.label for r in data.rows] == [str(i) for i in range(1, 13)]
    assert [c.text for c in data.rows[0].cells] == ["2", "6", "3", "1"]
    assert data.rows[0].cells[0].note == "40→38"
    assert data.rows[2].cells[2].text == "20" and data.rows[2].cells[2].note == "none→30"
    assert data.totals == ["63", "81", "63", "51"]
    assert data.finished and data.leaders == [3]
    extras = {e.label: e.cells for e in data.extras}
    assert extras["Exact"] == ["1×", "–", "2×", "1×"]
    assert extras["No prediction"] == ["–", "–", "1×", "1×"]
    assert window.history.list.item(2).text() == (
        "3. Game 3: Anna 55→60 (5), Beat 30→22 (8), Cla none→30 (20), Dora 40→45 (5)")
    assert not panel.isVisible()
    saved = matchfile.load(path)
    assert [e.predictions for e in saved.entries] == [g[0] for g in GAMES]
    assert [e.points for e in saved.entries] == [g[1] for g in GAMES]
    assert saved.board() == window.controller.board


def test_predictions_are_hidden_until_the_points_are_in(window, qtbot):
    panel, _board = open_match(qtbot, window, match())
    for value in (40, 35, 50, 30):
        type_(qtbot, str(value))
        tab(qtbot)
    assert focus() is panel.points[0]
    assert all(e.echoMode() == PASSWORD for e in panel.predictions)
    assert panel.given_label.text() == "Predictions: 4 of 4"
    assert all(label.text() == "" for label in panel.penalties)
    # Enter before the game is played: nothing written, the cursor to the card points; the
    # next step said as the grey hint, not in a refusal's red (a German trial's)
    enter(qtbot)
    assert window.controller.match.entries == ()
    assert panel.error_text() == ""
    assert (panel.preview_line.kind, panel.preview_line.text()) == (
        "hint", "The predictions are typed; they are written with the card points. After the "
        "game: the card points, Anna first")
    assert panel.preview_line.isVisible() and not panel.points[0].is_refused()
    assert focus() is panel.points[0]
    shortcut(qtbot, "Ctrl+R")  # the Schreiber checks
    assert panel.reveal.isChecked() and panel.predictions[0].echoMode() != PASSWORD
    shortcut(qtbot, "Ctrl+R")
    assert panel.predictions[0].echoMode() == PASSWORD
    for value in (38, 41):
        type_(qtbot, str(value))
        tab(qtbot)
    assert panel.predictions[0].echoMode() == PASSWORD  # two players' points still missing
    type_(qtbot, "47")
    # Dora's follow: the predictions, the penalties and what Enter writes are shown
    assert panel.sum_label.text() == "Card points: 157 of 157 (Dora has the rest, 31)"
    assert panel.predictions[0].echoMode() == QLineEdit.EchoMode.Normal
    # the button says so (it still offered "Show predictions", a large-text trial's)
    assert panel.reveal.text() == "Predictions shown (Ctrl+R)" and not panel.reveal.isEnabled()
    assert [label.text() for label in panel.penalties] == ["2", "6", "3", "1"]
    assert panel.preview_line.text() == (
        "writes: Game 1: Anna 40→38 (2), Beat 35→41 (6), Cla 50→47 (3), Dora 30→31 (1)"
        " · Dora has the rest: 31")
    enter(qtbot)  # one Enter writes
    assert totals(window) == [2, 6, 3, 1]
    assert window.controller.match.entries[0].points == [38, 41, 47, 31]
    # the next game is new: nothing typed, hidden again, no "none", not revealed
    assert all(e.text() == "" and e.echoMode() == PASSWORD for e in panel.predictions)
    assert not any(m.isChecked() for m in panel.missing) and not panel.reveal.isChecked()
    assert panel.reveal.text() == "Show predictions (Ctrl+R)" and panel.reveal.isEnabled()
    assert focus() is panel.predictions[0]


def test_a_missing_prediction_costs_the_table_setting(window, qtbot):
    panel, board = open_match(qtbot, window, match(missing_penalty=20))
    type_game(qtbot, [55, 30, None, 40], [60, 22, 30, 45])
    assert window.controller.match.entries[0] == DifferenzlerGame(
        predictions=[55, 30, None, 40], points=[60, 22, 30, 45])
    assert totals(window) == [5, 8, 20, 5]
    assert board.data.rows[0].cells[2].text == "20"
    assert not panel.missing[2].isChecked() and panel.predictions[2].isEnabled()


def test_a_refused_game_keeps_the_predictions(window, qtbot):
    panel, board = open_match(qtbot, window, match())
    type_game(qtbot, [40, 35, 50, 30], [38, 41, 47, 31])
    before = list(board.data.totals)
    # a prediction not typed is said beside its field before the rules are asked
    for value in ("20", "60", "", "30"):
        type_(qtbot, value)
        tab(qtbot)
    enter(qtbot)
    assert panel.error_text() == "Prediction missing for Cla: type it, or - for no prediction"
    assert focus() is panel.predictions[2]
    type_(qtbot, "45")
    tab(qtbot, 2)
    # card points that do not add up to 157 are refused by the rules
    for value in (25, 52, 45, 30):
        type_(qtbot, str(value))
        tab(qtbot)
    enter(qtbot)
    assert "must add up to 157, not 152" in panel.error_text()
    assert [e.text() for e in panel.predictions] == ["20", "60", "45", "30"]
    assert [e.text() for e in panel.points] == ["25", "52", "45", "30"]
    assert len(window.controller.match.entries) == 1 and board.data.totals == before


def test_correct_a_game_from_the_history(window, qtbot):
    panel, board = open_match(qtbot, window, match())
    for predictions, points in GAMES[:3]:
        type_game(qtbot, predictions, points)
    assert totals(window) == [12, 22, 23, 11]
    # game 3: Cla had said 25 after all
    window.history.list.setCurrentRow(2)
    window.history.list.setFocus()
    enter(qtbot)
    assert panel.correcting == 2 and panel.box.title() == "Game 3 of 12"
    # who dealt game 3 (Beat dealt the first), not who deals game 4
    assert panel.header.text() == "Deals: Dora"
    assert panel.missing[2].isChecked() and panel.predictions[2].text() == ""
    assert panel.predictions[0].text() == "55" and focus() is panel.predictions[0]
    qtbot.mouseClick(panel.missing[2], Qt.MouseButton.LeftButton)  # "none" off, by mouse
    assert panel.predictions[2].isEnabled()
    qtbot.mouseClick(panel.predictions[2], Qt.MouseButton.LeftButton)  # and into the field
    type_(qtbot, "25")
    enter(qtbot)
    assert panel.correcting is None
    assert panel.header.text() == "Deals: Anna"  # game 4
    assert totals(window) == [12, 22, 8, 11]
    assert board.data.rows[2].cells[2].note == "25→30"
    assert window.undo_action.text() == "&Undo correction of entry 3"
    shortcut(qtbot, "Ctrl+Z")
    assert totals(window) == [12, 22, 23, 11]


# -- every number field: nothing, 0, the largest, one above, ten times, letters, pasted -------

PREDICTION_CASES = [
    # typed into Anna's prediction, pasted?, written prediction, message
    ("", False, None, "Prediction missing for Anna: type it, or - for no prediction"),
    ("0", False, 0, None),
    ("157", False, 157, None),
    ("-", False, "none", None),
    # a prediction is hidden (●●●): its refusal names the rule, never what was typed
    ("158", False, None, "Prediction Anna: at most 157"),
    ("1570", False, None, "Prediction Anna: at most 157"),
    ("vierzig", False, None, "Prediction Anna: not a whole number"),
    ("40 Punkte", True, None, "Prediction Anna: not a whole number"),
]


@pytest.mark.parametrize("typed, pasted, written, message", PREDICTION_CASES)
def test_the_prediction_field(window, qtbot, typed, pasted, written, message):
    panel, _board = open_match(qtbot, window, match())
    (paste if pasted else type_)(qtbot, typed)
    tab(qtbot)
    for value in ("35", "50", "30", "38", "41", "47"):
        type_(qtbot, value)
        tab(qtbot)
    enter(qtbot)
    entries = window.controller.match.entries
    if written is not None:
        said = None if written == "none" else written
        assert entries == (DifferenzlerGame(predictions=[said, 35, 50, 30],
                                            points=[38, 41, 47, 31]),)
        return
    assert entries == ()
    assert panel.error_text() == message
    assert panel.predictions[0].text() == typed and focus() is panel.predictions[0]
    assert panel.predictions[0].is_refused() and panel.error.isVisible()
    clear_field(qtbot)
    type_(qtbot, "40")
    enter(qtbot)
    assert len(window.controller.match.entries) == 1


POINTS_CASES = [
    # typed into Cla's card points (Anna 38, Beat 41 typed; Dora's empty), written, message
    ("", False, None, "Card points missing for Cla and Dora"),
    ("0", False, [38, 41, 0, 78], None),
    ("78", False, [38, 41, 78, 0], None),
    ("157", False, None, "The card points add up to 236 (38 + 41 + 157): a round has only "
     "157"),
    ("158", False, None, "Card points Cla: at most 157, not 158"),
    ("1570", False, None, "Card points Cla: at most 157, not 1570"),
    ("abc", False, None, "Card points Cla: “abc” is not a whole number"),
    ("4 7", True, None, "Card points Cla: “4 7” is not a whole number"),
]


@pytest.mark.parametrize("typed, pasted, written, message", POINTS_CASES)
def test_the_card_points_field(window, qtbot, typed, pasted, written, message):
    panel, _board = open_match(qtbot, window, match())
    for value in ("40", "35", "50", "30", "38", "41"):
        type_(qtbot, value)
        tab(qtbot)
    assert focus() is panel.points[2]
    (paste if pasted else type_)(qtbot, typed)
    enter(qtbot)
    entries = window.controller.match.entries
    if written is not None:
        assert entries == (DifferenzlerGame(predictions=[40, 35, 50, 30], points=written),)
        assert focus() is panel.predictions[0]
        return
    assert entries == ()
    assert message in panel.error_text()
    assert panel.points[2].text() == typed
    assert [f.text() for f in panel.predictions] == ["40", "35", "50", "30"]
    if typed:
        assert focus() is panel.points[2]


# -- what the board paints -----------------------------------------------------------------------


def test_the_board_describes_and_paints_a_game(window, qtbot):
    panel, board = open_match(qtbot, window, match())
    assert [r.future for r in board.data.rows] == [True] * 12
    assert [c.sub for c in board.data.columns] == ["", "deals", "", ""]
    board.resize(700, 520)
    before = board.grab().toImage()
    type_game(qtbot, [40, 35, 50, 30], [40, 41, 45, 31])  # Anna exact: 0, in green
    data = board.data
    assert [c.text for c in data.rows[0].cells] == ["0", "6", "5", "1"]
    assert data.rows[0].cells[0].color is not None and data.rows[0].cells[1].color is None
    assert data.totals == ["0", "6", "5", "1"] and data.leaders == [0]
    after = board.grab().toImage()
    w, h = board.width(), board.height()
    changed = sum(1 for y in range(int(h * 0.25), int(h * 0.4), 3)
                  for x in range(int(w * 0.1), int(w * 0.9), 3)
                  if before.pixelColor(x, y) != after.pixelColor(x, y))
    assert changed > 30  # the first row is written
    green = [(x, y) for y in range(int(h * 0.2), int(h * 0.45), 2)
             for x in range(int(w * 0.1), int(w * 0.35), 2)
             if after.pixelColor(x, y).green() > 100 and after.pixelColor(x, y).red() < 80]
    assert green, "an exact hit is written in green"


def test_the_keyboard_help_lists_the_keys(window, qtbot, dialogs):
    open_match(qtbot, window, match())
    shortcut(qtbot, "F1")
    title, text = dialogs.shown[-1]
    assert title == "Keyboard"
    for shown in (
        '- or x',
        'Tab',
        'Ctrl+R',
        'Enter',
    ):
        assert shown in text, shown


def test_the_statistics_count_games_not_rounds(german_window, tmp_path):
    """The window, its header and the sheet say "Spiel 1 von 12"; the statistics said
    "Gespielte Runden" (a trial's, on the printed sheet). A Differenzler is played in games,
    in the statistics tab and on paper."""
    from pathlib import Path

    from jasstafel.printing.sheet import write_pdf

    from .texts import pdf_text

    example = Path(__file__).parents[2] / "docs" / "examples" / "differenzler.jass"
    path = tmp_path / "differenzler.jass"
    path.write_bytes(example.read_bytes())
    window = german_window
    assert window.open_file(path)
    window.tabs.setCurrentIndex(window.tabs.indexOf(window.statistics))
    rows = dict(window.statistics.rows())
    assert "Gespielte Spiele" in rows and "Gespielte Runden" not in rows
    assert window.statistics.summary.text().startswith("Gespielte Spiele: ")
    write_pdf(matchfile.load(path), tmp_path / "sheet.pdf")
    text = pdf_text(tmp_path / "sheet.pdf")
    # every player played every game: the sheet says it once, "Spiele insgesamt: 12"
    assert "Spiele insgesamt: 12" in text and "Runden" not in text


def test_an_insert_and_a_correction_speak_of_their_own_game(window, qtbot):
    """A trial's: after Insert before… the line above the form said "Game 10 of 10: Jon
    deals" while the form's box said "Game 9 of 10"; and once the game was inserted, the
    predictions typed for the next game came back in a box still titled with the number
    they had before the insert. While a game is inserted or corrected, the header, the box
    and the yellow line speak of that game (the line above the form says nothing while the
    match is played, as the Molotow's);
    afterwards, of the game being typed, whose number the insert moved on."""
    panel, _board = open_match(qtbot, window, match(games=10))
    for predictions, points in GAMES[:8]:
        type_game(qtbot, predictions, points)
    status = window.status_label
    # Beat dealt the first game: game 8 Anna, game 9 Beat, game 10 Cla
    assert window.board_widget.data.footer == "Game 9 of 10: Beat deals"
    type_(qtbot, "30")  # game 9's predictions, being typed
    tab(qtbot)
    type_(qtbot, "40")
    assert panel.box.title() == "2 games to play"

    window.history.list.setCurrentRow(7)
    qtbot.mouseClick(window.history.insert_button, Qt.MouseButton.LeftButton)
    assert panel.inserting and panel.correcting == 7
    assert panel.box.title() == "Game 8 of 10"
    assert panel.header.text() == "Deals: Anna"
    assert status.text() == ""  # the box, the header and the yellow line say it
    assert panel.banner_label.text() == "New entry before entry 8"
    type_game(qtbot, *GAMES[8])
    assert panel.correcting is None and len(window.controller.match.entries) == 9

    assert [f.text() for f in panel.predictions[:2]] == ["30", "40"]  # the draft is back
    assert panel.box.title() == "1 game to play"
    assert panel.header.text() == "Deals: Cla"
    assert status.text() == ""
    assert window.board_widget.data.footer == "Game 10 of 10: Cla deals"

    window.history.list.setCurrentRow(2)
    window.history.list.setFocus()
    enter(qtbot)  # correct game 3
    assert panel.correcting == 2 and panel.box.title() == "Game 3 of 10"
    assert panel.header.text() == "Deals: Dora"
    assert status.text() == ""
    key_escape = Qt.Key.Key_Escape
    qtbot.keyClick(focus(), key_escape)
    assert panel.correcting is None
    assert panel.box.title() == "1 game to play"
    assert status.text() == ""
    assert window.board_widget.data.footer == "Game 10 of 10: Cla deals"


def test_a_corrected_players_points_leave_the_rest_to_the_last_player(window, qtbot):
    """A trial's: Ida's card points corrected from 5 to 50, Enter refused "The card points
    add up to 202": the last player's stored points stayed typed in his field. A
    correction loads the card points as they are typed when writing: the last player's
    field empty, his points shown grey as the rest of the others'; a changed number moves
    the rest, as when writing, and one Enter writes it."""
    panel, _board = open_match(qtbot, window, match())
    for predictions, points in GAMES[:3]:
        type_game(qtbot, predictions, points)
    window.history.list.setCurrentRow(0)
    window.history.list.setFocus()
    enter(qtbot)  # correct game 1: Anna 38, Beat 41, Cla 47, Dora 31
    assert panel.correcting == 0
    assert [f.text() for f in panel.points] == ["38", "41", "47", ""]
    assert panel.points[3].placeholderText() == "31"
    assert "Dora has the rest: 31" in panel.preview_line.text()
    tab(qtbot, 4)  # past the predictions to Anna's card points
    assert focus() is panel.points[0]
    clear_field(qtbot)
    type_(qtbot, "48")
    assert panel.points[3].placeholderText() == "21" and panel.points[3].text() == ""
    assert "Dora has the rest: 21" in panel.preview_line.text()
    enter(qtbot)
    assert panel.correcting is None and panel.error_text() == ""
    assert list(window.controller.match.entries[0].points) == [48, 41, 47, 21]

    window.history.list.setCurrentRow(1)
    window.history.list.setFocus()
    enter(qtbot)  # only a prediction corrected: the points written as they were
    type_(qtbot, "25")
    enter(qtbot)
    assert window.controller.match.entries[1] == DifferenzlerGame(
        predictions=[25, 60, 45, 30], points=[25, 52, 45, 35])


def test_the_history_says_a_missing_prediction_in_the_boards_word(german_window, qtbot):
    """The history wrote "Jon -→40 (20)" where the board says "keine→40" (a trial's)."""
    window = german_window
    panel, board = open_match(qtbot, window, match())
    for predictions, points in GAMES[:3]:
        type_game(qtbot, predictions, points)
    assert board.data.rows[2].cells[2].note == "keine→30"
    assert window.history.list.item(2).text() == (
        "3. Spiel 3: Anna 55→60 (5), Beat 30→22 (8), Cla keine→30 (20), Dora 40→45 (5)")


def test_the_winner_s_penalty_points_in_the_count_s_form(french_window, qtbot):
    """The window said "0 points de pénalité" where French says "0 point" (a trial's on
    the phone; the core's sentence had the plural forms, the window its own words)."""
    m = new_match("differenzler", ["Anne", "Bernard", "Chloé", "Daniel"],
                  settings={"games": 1})
    m.add(DifferenzlerGame(predictions=[40, 50, 60, 10], points=[40, 40, 40, 37]))
    french_window.start(m)  # finished: no form to wait for
    qtbot.waitUntil(french_window.finished_label.isVisible)
    # under the board; where the form was, that the Partie is over
    assert "Anne gagne avec 0 point de pénalité" in french_window.board_widget.data.footer
    assert french_window.finished_label.text() == "La partie est terminée."
