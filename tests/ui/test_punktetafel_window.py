"""The free Punktetafel in the real window, played with the keyboard alone: a target with a
winning margin, teams, minus points, notes, closing the board, refusals, corrections, and
what the board paints."""

import pytest

from jasstafel.core import Team, matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import PunktetafelClose, PunktetafelRound
from jasstafel.drawing.chalk import INK_RED
from jasstafel.ui.newmatch import NewMatchDialog

from .keyboard import (
    clear_field,
    enter,
    focus,
    open_file,
    open_match,
    paste,
    shortcut,
    tab,
    type_,
)

# docs/examples/punktetafel-bis-100.jass
BIS_100 = [(21, 17), (13, 25), (30, 19), (18, 27), (15, 10), (4, 3), (2, 3), (3, 0)]


def totals(window):
    return [s.total for s in window.controller.board.sides]


def type_round(qtbot, values, note=""):
    """A number, Tab, the next number …, Tab, the note, Enter: where the cursor is."""
    for value in values:
        type_(qtbot, str(value))
        tab(qtbot)
    if note:
        type_(qtbot, note)
    enter(qtbot)


def test_the_new_match_dialog_opens_a_punktetafel_ready_to_type(window, settings, qtbot):
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("punktetafel"))
    dialog.preset.setCurrentIndex(dialog.preset.findData("bis_100"))
    dialog.count.set_value(2)
    for edit, name in zip(dialog.name_edits, ("Ruedi", "Vreni"), strict=True):
        qtbot.keyClicks(edit, name)
    dialog.accept()
    assert dialog.match is not None, dialog.error.text()
    panel, _board = open_match(qtbot, window, dialog.match)
    assert focus() is panel.points[0]  # the cursor where Ruedi's points are typed
    assert panel.header.text() == "Deals: Ruedi"


def test_first_to_100_with_a_lead_of_2_by_keyboard_and_the_saved_file(window, qtbot, tmp_path):
    match = new_match("punktetafel", ["Ruedi", "Vreni"], preset="bis_100")
    path = tmp_path / "tafel.jass"
    panel, board = open_file(qtbot, window, path, match)
    assert panel.box.title() == "target 100 · lead of 2 · highest wins"  # the round: above
    assert board.data.footer == "Round 1: first to 100"  # the state: the board's
    assert window.status_label.text() == ""  # what to type: the line under the form
    # what Enter will write is shown before it is written
    type_(qtbot, "21")
    tab(qtbot)
    type_(qtbot, "17")
    assert panel.preview_line.text() == "writes: Round 1: Ruedi 21, Vreni 17 → 21 : 17"
    enter(qtbot)
    assert totals(window) == [21, 17] and focus() is panel.points[0]
    assert panel.header.text() == "Deals: Vreni"  # the deal moves on after every round
    for values in BIS_100[1:6]:
        type_round(qtbot, values)
    # 101 : 101: both past the target, nobody leads by 2
    assert totals(window) == [101, 101]
    assert board.data.footer == "Round 7: tie on 101, a lead of 2 is needed: play on"
    type_round(qtbot, BIS_100[6])
    assert board.data.footer == "Round 8: Vreni ahead by 1, 2 needed: play on"
    assert board.data.leaders == [1]
    type_round(qtbot, BIS_100[7], "Schluss")
    result = window.controller.board
    assert totals(window) == [106, 104] and result.finished and result.winners == [0]
    assert board.data.footer == "Won by Ruedi with 106"
    assert not panel.isVisible()  # a finished Partie takes no entry
    # the board, as worked out by hand: 21+13+30+18+15+4+2+3 = 106, 17+25+19+27+10+3+3+0
    data = board.data
    assert data.finished and data.leaders == [0] and data.totals == ["106", "104"]
    assert [r.label for r in data.rows] == [str(i) for i in range(1, 9)]
    assert [c.text for c in data.rows[7].cells] == ["3", "0"]
    assert [c.note for c in data.rows[7].cells] == ["= 106", "= 104"]
    assert data.rows[7].note == "Schluss"
    extras = {e.label: e.cells for e in data.extras}
    assert extras["To target"] == ["✓", "✓"] and extras["Behind"] == ["–", "2"]
    assert extras["Rank"] == ["1", "2"]  # English writes a rank without the point
    assert window.history.list.item(7).text() == (
        "8. Round 8: Ruedi 3, Vreni 0 – Schluss → 106 : 104")
    # the file on disk holds exactly what was typed
    saved = matchfile.load(path)
    assert saved.entries[-1] == PunktetafelRound(points=[3, 0], note="Schluss")
    assert [list(e.points) for e in saved.entries] == [list(v) for v in BIS_100]
    assert saved.board() == window.controller.board


def test_a_team_named_after_its_players_has_no_players_line(window, qtbot):
    """"Anna & Cla" over "Anna, Cla" said the players twice (the New match dialog names a
    team so until a name is typed); a team of its own name keeps its players' line."""
    players = ["Anna", "Beat", "Cla", "Dora"]
    teams = [Team(name="Anna & Cla", players=[0, 2]), Team(name="Unterdorf", players=[1, 3])]
    _panel, board = open_match(qtbot, window, new_match("punktetafel", players, teams=teams))
    assert [(c.name, c.sub) for c in board.data.columns] == [("Anna & Cla", ""),
                                                             ("Unterdorf", "Beat, Dora")]


def test_teams_minus_points_notes_and_closing_the_board(window, qtbot):
    players = ["Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi"]
    teams = [Team(name="Oberdorf", players=[0, 2, 4]), Team(name="Unterdorf", players=[1, 3, 5])]
    panel, board = open_match(qtbot, window, new_match("punktetafel", players, teams=teams))
    assert [label.text() for label in panel.name_labels] == ["Oberdorf", "Unterdorf"]
    assert [c.sub for c in board.data.columns] == ["Anna, Cla, Emil", "Beat, Dora, Fränzi"]
    assert panel.header.text() == "Deals: Anna"  # the deal goes round the players
    assert not panel.close_button.isEnabled()  # nothing to close yet
    assert panel.close_button.text() == "Close the board: the only way to end it (Ctrl+Shift+C)"
    type_round(qtbot, (120, 37), "Trumpf Rosen")
    assert panel.header.text() == "Deals: Beat"
    type_round(qtbot, (-50, 80), "Strafe Oberdorf")
    assert totals(window) == [70, 117]
    row = board.data.rows[1]
    assert row.cells[0].text == "−50" and row.cells[0].color == INK_RED
    assert row.note == "Strafe Oberdorf"
    # the note is one round's: the form is empty again
    assert panel.note.text() == "" and all(f.text() == "" for f in panel.points)
    type_round(qtbot, (0, "-20"))
    assert window.controller.match.entries[-1] == PunktetafelRound(points=[0, -20])
    shortcut(qtbot, "Ctrl+Shift+C")
    assert window.controller.match.entries[-1] == PunktetafelClose()
    result = window.controller.board
    assert result.finished and result.winners == [1]
    assert board.data.footer == "Won by Unterdorf with 97 (closed after 3 rounds)"
    assert window.finished_label.text() == "The match is over."
    assert board.data.rows[-1].note == "closed by the scorekeeper"
    assert board.data.leaders == [1] and board.data.finished
    assert window.history.list.item(3).text() == "4. Board closed after 3 rounds"


def test_a_fixed_number_of_rounds_and_lowest_wins(window, qtbot):
    panel, board = open_match(qtbot, window, new_match(
        "punktetafel", ["Ueli", "Vreni", "Werner"], settings={"wins": "lower", "rounds": 3}))
    assert [r.future for r in board.data.rows] == [True, True, True]
    assert board.data.subtitle == "3 rounds · lowest wins"
    assert panel.close_button.text() == "Close the board early (Ctrl+Shift+C)"
    for values in ((10, 20, 30), (5, 0, 5), (10, 10, 10)):
        type_round(qtbot, values)
    result = window.controller.board
    assert result.finished and result.winners == [0] and totals(window) == [25, 30, 45]
    assert board.data.footer == "Won by Ueli with 25"
    assert board.data.leaders == [0] and len(board.data.rows) == 3
    # "3 rounds" once (a trial's headline said "Finished after 3 rounds · 3 rounds · …")
    assert board.data.subtitle == "Finished after 3 rounds · lowest wins"


# -- every number field: nothing, 0, the largest, one above, ten times, letters, pasted -------

CASES = [
    # typed into Ruedi's field (Vreni has 17), pasted?, written, message
    ("", False, None, "Points missing for Ruedi (type 0 for none)"),
    ("0", False, [0, 17], None),
    ("1000000", False, [1000000, 17], None),
    ("-1000000", False, [-1000000, 17], None),
    ("1000001", False, None, "Ruedi: at most 1000000, not 1000001"),
    ("10000000", False, None, "Ruedi: at most 1000000, not 10000000"),
    ("-1000001", False, None, "Ruedi: at least -1000000, not -1000001"),
    # 11 digits and more: the same limit, not "not a whole number", and nothing written
    ("12345678901", False, None, "Ruedi: at most 1000000, not 12345678901"),
    ("1234567890123", False, None, "Ruedi: at most 1000000, not 1234567890123"),
    ("99999999999999999999", True, None, "Ruedi: at most 1000000, not 99999999999999999999"),
    ("-1234567890123", False, None, "Ruedi: at least -1000000, not -1234567890123"),
    ("zwölf", False, None, "Ruedi: “zwölf” is not a whole number"),
    ("12 Punkte", True, None, "Ruedi: “12 Punkte” is not a whole number"),
]


@pytest.mark.parametrize("typed, pasted, written, message", CASES)
def test_the_points_field(window, qtbot, typed, pasted, written, message):
    panel, board = open_match(qtbot, window, new_match("punktetafel", ["Ruedi", "Vreni"]))
    tab(qtbot)
    type_(qtbot, "17")
    shortcut(qtbot, "Shift+Tab")
    assert focus() is panel.points[0]
    (paste if pasted else type_)(qtbot, typed)
    enter(qtbot)
    entries = window.controller.match.entries
    if written is not None:
        assert entries == (PunktetafelRound(points=written),)
        assert panel.error_text() == "" and focus() is panel.points[0]
        return
    assert entries == () and board.data.totals == ["0", "0"]
    assert panel.error_text() == message
    assert panel.points[0].is_refused()  # marked red
    assert panel.points[0].text() == typed and panel.points[1].text() == "17"
    assert focus() is panel.points[0]  # the cursor where it is to be mended
    clear_field(qtbot)
    type_(qtbot, "5")
    assert not panel.points[0].is_refused()  # the refusal went with the typing
    assert panel.error_text() == ""
    enter(qtbot)
    assert window.controller.match.entries == (PunktetafelRound(points=[5, 17]),)


def test_an_untouched_form_writes_nothing(window, qtbot):
    panel, board = open_match(qtbot, window, new_match("punktetafel", ["Ruedi", "Vreni"]))
    assert panel.preview_line.text() == "Points missing: type every side's points of the " \
                                        "round (0 for none)"
    enter(qtbot)
    assert window.controller.match.entries == ()
    assert panel.error_text() == ("Points missing: type every side's points of the round "
                                  "(0 for none)")
    assert focus() is panel.points[0]
    # the refusal of the rules is said too, and nothing is cut: 1,000,000 a side is the limit
    type_(qtbot, "7")
    tab(qtbot)
    enter(qtbot)
    assert panel.error_text() == "Points missing for Vreni (type 0 for none)"
    assert focus() is panel.points[1] and panel.points[0].text() == "7"


# -- corrections -----------------------------------------------------------------------------


def test_corrections_and_a_refused_one(window, qtbot):
    panel, board = open_match(qtbot, window, new_match("punktetafel", ["Ruedi", "Vreni"],
                                                       preset="bis_100"))
    for values in BIS_100:
        type_round(qtbot, values)
    assert window.controller.board.finished
    # round 2 was 14 : 26, not 13 : 25: one more point each, the game runs as before
    window.history.list.setCurrentRow(1)
    window.history.list.setFocus()
    enter(qtbot)  # Enter in the history corrects the selected entry
    assert panel.correcting == 1 and panel.isVisible()
    assert panel.box.title().startswith("Round 2")
    assert [e.text() for e in panel.points] == ["13", "25"]
    assert focus() is panel.points[0]
    type_(qtbot, "14")  # the old number is selected: typing replaces it
    tab(qtbot)
    type_(qtbot, "26")
    assert panel.preview_line.text() == "writes: Round 2: Ruedi 14, Vreni 26 → 35 : 43"
    enter(qtbot)
    assert totals(window) == [107, 105] and window.controller.board.winners == [0]
    assert window.undo_action.text() == "&Undo correction of entry 2"
    assert board.data.rows[1].cells[0].text == "14"
    # round 6 as 10 : 3 would end the Partie there: round 7 becomes impossible
    window.history.list.setCurrentRow(5)
    window.history.correct()
    type_(qtbot, "10")
    enter(qtbot)
    assert "This change makes entry 7 impossible" in panel.error_text()
    assert panel.correcting == 5 and panel.points[0].text() == "10"
    assert totals(window) == [107, 105]
    shortcut(qtbot, "Escape")
    assert panel.correcting is None and not panel.isVisible()


def test_undo_from_the_points_field(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("punktetafel", ["Ruedi", "Vreni"]))
    type_round(qtbot, (21, 17))
    assert focus() is panel.points[0] and totals(window) == [21, 17]
    shortcut(qtbot, "Ctrl+Z")  # the field has nothing of its own to undo: the round goes
    assert window.controller.match.entries == ()
    shortcut(qtbot, "Ctrl+Y")
    assert totals(window) == [21, 17]


# -- what the board paints -----------------------------------------------------------------------


def test_a_long_board_builds_only_the_rows_a_screen_shows(window, qtbot):
    match = new_match("punktetafel", ["Anna", "Beat", "Cla"])
    for n in range(1000):
        match.add(PunktetafelRound(points=[n % 7, 3, -1]))
    _panel, board = open_match(qtbot, window, match)
    data = board.data
    limit = board.row_limit()
    assert len(data.rows) == limit and data.folded == 1000 - limit
    assert data.rows[-1].label == "1000" and data.rows[0].label == str(1001 - limit)
    # 0+1+…+6 = 21 per seven rounds: 142 × 21 + (0+1+…+5) = 2997; Beat 3000; Cla −1000
    assert data.totals == ["2997", "3000", "−1000"]
    rows, folded = board.visible_rows(data.rows, 10 * board.MIN_ROW, data.folded)
    assert len(rows) == 9 and folded == 991 and rows[-1].label == "1000"


def test_the_board_paints_its_rows(window, qtbot):
    panel, board = open_match(qtbot, window, new_match("punktetafel", ["Ruedi", "Vreni"]))
    board.resize(700, 500)
    before = board.grab().toImage()
    type_round(qtbot, (-50, 30))
    after = board.grab().toImage()
    # the round's row now holds ink where the paper was blank; the binding stays green
    ys = range(int(board.height() * 0.3), int(board.height() * 0.45))
    xs = range(int(board.width() * 0.15), int(board.width() * 0.55))

    def inked(image):
        return sum(1 for y in ys[::3] for x in xs[::3]
                   if image.pixelColor(x, y).lightness() < 150)

    assert inked(after) > inked(before) + 20
    red = [(x, y) for y in ys[::2] for x in xs[::2]
           if after.pixelColor(x, y).red() > 150 and after.pixelColor(x, y).green() < 90]
    assert red, "−50 is written in red ink"
    assert before.pixelColor(5, 2) == after.pixelColor(5, 2)


def test_the_keyboard_help_lists_the_keys(window, qtbot, dialogs):
    open_match(qtbot, window, new_match("punktetafel", ["Ruedi", "Vreni"]))
    shortcut(qtbot, "F1")
    title, text = dialogs.shown[-1]
    assert title == "Keyboard"
    for shown in (
        'Tab',
        'Enter',
        'Ctrl+Shift+C',
    ):
        assert shown in text, shown


def test_limits_are_written_as_the_window_writes_numbers(german_window, qtbot):
    """In Swiss German the limit and the number read have their thousands marks (1'000'000),
    also for a number too long to be any score."""
    window = german_window
    panel, _board = open_match(qtbot, window, new_match("punktetafel", ["Ruedi", "Vreni"]))
    for typed, message in (("1000001", "Ruedi: höchstens 1'000'000, nicht 1'000'001"),
                           ("1234567890123",
                            "Ruedi: höchstens 1'000'000, nicht 1'234'567'890'123"),
                           ("99999999999999999999",  # 20 digits (a trial's): marked too
                            "Ruedi: höchstens 1'000'000, nicht 99'999'999'999'999'999'999"),
                           ("-2000000", "Ruedi: mindestens -1'000'000, nicht -2'000'000")):
        clear_field(qtbot)
        type_(qtbot, typed)
        tab(qtbot)
        type_(qtbot, "17")
        shortcut(qtbot, "Shift+Tab")
        enter(qtbot)
        assert window.controller.match.entries == ()
        assert panel.error_text() == message
        assert panel.points[0].text() == typed
        clear_field(qtbot)
        tab(qtbot)
        clear_field(qtbot)
        shortcut(qtbot, "Shift+Tab")


def test_a_closed_board_in_german_says_the_winner_in_one_sentence(german_window, qtbot,
                                                                  tmp_path):
    """"Sieger: Anna mit 59 (abgeschlossen nach 3 Runden)" (it once said "…: Sieger: Anna mit
    59", two colons in one line; "Anna gewinnt" would not fit a team of two); one space before
    the arrow in the history."""
    match = new_match("punktetafel", ["Anna", "Beat", "Cla"])
    for points in ([12, -50, 5], [40, 0, 25], [7, 8, 9]):
        match.add(PunktetafelRound(points=points))
    open_file(qtbot, german_window, tmp_path / "drei.jass", match)
    shortcut(qtbot, "Ctrl+Shift+C")
    assert german_window.controller.board.finished
    assert german_window.board_widget.data.footer == (
        "Sieger: Anna mit 59 (abgeschlossen nach 3 Runden)")
    assert german_window.finished_label.text() == "Die Partie ist beendet."
    assert german_window.history.list.item(0).text().endswith("Cla 5 → 12 : −50 : 5")


def test_a_note_pasted_too_long_is_refused_whole_not_cut(window, qtbot):
    """The note field cut a pasted note at 200 characters without a word: the round was
    written with a note nobody typed that way. Now Enter says the limit, the note stays
    whole in its field, and the match is unchanged."""
    panel, _board = open_match(qtbot, window, new_match("punktetafel", ["Ruedi", "Vreni"]))
    type_(qtbot, "21")
    tab(qtbot)
    type_(qtbot, "13")
    tab(qtbot)
    note = "Strafe: " + "ausgeworfen und nicht bedient, " * 8
    assert len(note) > 200
    paste(qtbot, note)
    assert panel.note.text() == note
    enter(qtbot)
    assert window.controller.match.entries == ()
    assert "200" in panel.error_text() and panel.note.text() == note


def test_no_column_rule_crosses_the_earlier_rounds_line(window, qtbot, tmp_path):
    """A trial at 150 % text read "2 frühere Runden" crossed by the rule between two columns:
    the rules stop above the line and go on below it."""
    match = new_match("punktetafel", ["Anna", "Beat"])
    for n in range(40):
        match.add(PunktetafelRound(points=[n, 3]))
    _panel, board = open_match(qtbot, window, match)
    board.resize(500, 420)
    image = board.grab().toImage()
    image.save(str(tmp_path / "folded.png"))
    assert board.painted_folded > 0
    fold = board.painted_fold
    top, bottom = int(fold.top()) + 3, int(fold.bottom()) - 2

    def dark(x, ys):
        return sum(1 for y in ys if image.pixelColor(x, y).lightness() < 200)

    # the rule between the columns: dark all down the rows under the line
    below = range(int(fold.bottom()) + 3, int(fold.bottom()) + 12)
    rules = [x for x in range(int(fold.left()) + 60, int(fold.right()) - 10)
             if dark(x, below) == len(below)]
    assert rules, "the column rule runs below the line"
    assert [x for x in rules if dark(x, range(top, bottom)) > (bottom - top) * 0.8] == []


def test_the_board_stays_steady_at_the_first_remark(french_window, qtbot):
    """A Romand trial's (1280×800): the first remark typed added the remark column to the
    board, and the players' names dropped to a smaller size, every column narrower. The
    form offers a remark every round: the board keeps the remark column's room from the
    start, so that the columns and the names stay where they were."""
    from .texts import Painted

    window = french_window
    window.resize(1280, 800)
    names = ["Jean-Baptiste", "Marie-Claude", "Anne-Sophie", "Pierre-Alain"]
    _panel, board = open_match(qtbot, window, new_match("punktetafel", names,
                                                        settings={"target": 1500}))
    type_round(qtbot, (150, 160, 170, 165))
    board.grab()
    before = list(board.painted_heads)
    assert board.painted_names == names  # whole, before as after
    type_round(qtbot, (150, 160, 170, 165), "Stöck pour Anne-Sophie")
    with Painted() as painted:
        board.grab()
    assert "Stöck pour Anne-Sophie" in painted.texts
    assert board.painted_heads == before
    assert board.painted_names == names


@pytest.mark.parametrize("teams", [2, 4])
def test_the_columns_stay_put_when_the_first_round_brings_behind_and_rank(german_window, qtbot,
                                                                           teams):
    """A trial saw the German board's label column widen after round 1: "Rückstand" and
    "Rang" appear under the totals then, wider than "Total", and every column moved right.
    Their room is kept from the start."""
    window = german_window
    window.resize(1024, 600)
    names = ["Ruedi", "Vreni", "Sepp", "Trudi"][:teams]
    _panel, board = open_match(qtbot, window, new_match("punktetafel", names))
    board.grab()
    before = list(board.painted_heads)
    type_round(qtbot, [12, 7, 30, 4][:teams])
    board.grab()
    assert board.painted_heads == before
