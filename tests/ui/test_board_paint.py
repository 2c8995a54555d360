"""What the Schieber slate and the Coiffeur grid paint, against numbers worked out by hand.

Each board describes what it paints in plain data (``slate_of`` / ``sheet_of``) and paints that
description only; the tests below check the description against RULES.md worked by hand
(the Z of a total, a Coiffeur cell, the difference, "uneinholbar"), then check with a few
pixels that the painting puts it where it belongs: strokes of 20 on the bottom line, of 50 on
the diagonal, of 100 on the top line, each team's numbers in its own half.
"""

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberBedanken, SchieberRound
from jasstafel.ui.variants.coiffeur_board import (
    KONTER_BRUSH,
    MATCH_BRUSH,
    OPEN_BRUSH,
    CoiffeurBoard,
    sheet_of,
)
from jasstafel.ui.variants.schieber_board import SchieberBoard, slate_of

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


# -- the Schieber slate: the Z of a total (RULES.md section 1) ---------------------------------


def schieber(target=100_000, **settings):
    """Einfach: every factor 1, so a total is what was typed."""
    return new_match("schieber", PLAYERS, preset="einfach_1000",
                     settings={"target": target, **settings})


def rnd(a, weis=(0, 0), announced_by=0, match=False, contract="eicheln"):
    return SchieberRound(contract=contract, announced_by=announced_by, points=(a, 157 - a),
                         weis=weis, match=match)


def with_total_a(total):
    """A match in which team A has *total*: rounds of 157 : 0, then the remainder."""
    m = schieber()
    for _ in range(total // 157):
        m.add(rnd(157))
    if total % 157:
        m.add(rnd(total % 157))
    return m


def strokes(half):
    return (half.strokes("top"), half.strokes("diagonal"), half.strokes("bottom"), half.rest)


# worked by hand: H = strokes of 100, F = of 50, Z = of 20, and the rest as a number
Z_BY_HAND = [
    (0, (0, 0, 0, "0")),
    (7, (0, 0, 0, "7")),
    (19, (0, 0, 0, "19")),
    (20, (0, 0, 1, "0")),  # one stroke on the bottom line
    (40, (0, 0, 2, "0")),
    (49, (0, 0, 2, "9")),
    (50, (0, 1, 0, "0")),  # one stroke on the diagonal
    (69, (0, 1, 0, "19")),  # 50 + 19: 19 is no 20-stroke
    (70, (0, 1, 1, "0")),
    (99, (0, 1, 2, "9")),
    (100, (1, 0, 0, "0")),
    (157, (1, 1, 0, "7")),  # RULES.md's example
    (1999, (19, 1, 2, "9")),  # 19 × 100 + 50 + 2 × 20 + 9
    (4500, (45, 0, 0, "0")),
]


@pytest.mark.parametrize("total, z", Z_BY_HAND)
def test_the_z_of_a_total(total, z):
    board = with_total_a(total).board()
    half = slate_of(board).halves[0]
    assert half.total == str(total)
    assert strokes(half) == z
    assert [(line.line, line.worth) for line in half.lines] == [
        ("top", 100), ("diagonal", 50), ("bottom", 20)]


def test_each_half_shows_its_own_team():
    # A: 4500 (28 × 157 + 104), B: 157 − 104 = 53 = one 50-stroke and 3
    slate = slate_of(with_total_a(4500).board())
    a, b = slate.halves
    assert (a.name, a.players, a.total) == ("Team A", "Anna, Cla", "4500")
    assert (b.name, b.players, b.total) == ("Team B", "Beat, Dora", "53")
    assert strokes(a) == (45, 0, 0, "0") and strokes(b) == (0, 1, 0, "3")
    # and 1999 (12 × 157 + 115) against 42: two 20-strokes and 2
    a, b = slate_of(with_total_a(1999).board()).halves
    assert strokes(a) == (19, 1, 2, "9") and (b.total, strokes(b)) == ("42", (0, 0, 2, "2"))


def test_to_go_and_the_target():
    m = schieber(target=1000)
    a, b = slate_of(m.board()).halves
    assert a.progress == b.progress == ("Target 1000",)  # nothing written yet: no "to go"
    m.add(rnd(100))
    a, b = slate_of(m.board()).halves
    assert a.progress == ("900 to go", "Target 1000")
    assert b.progress == ("943 to go", "Target 1000")


def test_marks_match_kontermatsch_berg_and_the_winner():
    m = schieber(target=1000, striche=True)
    m.add(rnd(157, match=True))  # A announced and took every trick: 257, a Match
    m.add(rnd(0, match=True))  # A announced, B took every trick: 257, a Kontermatsch
    a, b = slate_of(m.board()).halves
    assert a.marks == ("Matches: 1",) and b.marks == ("Matches: 1 (1 Kontermatsch)",)
    m.add(rnd(157))  # A 414
    m.add(rnd(100))  # A 514: past half of 1000 first, the Berg; B 257 + 57 = 314
    a, b = slate_of(m.board()).halves
    assert a.marks == ("Matches: 1", "Berg") and b.marks == ("Matches: 1 (1 Kontermatsch)",)
    assert a.progress == ("486 to go", "Target 1000")
    assert b.progress == ("686 to go", "Target 1000")
    assert not a.winner and not b.winner
    m.add(rnd(157, match=True))  # 771
    m.add(rnd(157))  # 928
    m.add(rnd(100))  # 1028: A wins; B 314 + 57 = 371, below half: Schneider
    slate = slate_of(m.board())
    a, b = slate.halves
    assert (a.total, b.total) == ("1028", "371")
    assert a.winner and not b.winner
    assert a.progress == ("Winner!",) and b.progress == ("629 to go", "Target 1000")
    assert a.marks == ("Matches: 2", "Berg")
    # the back side: A Sieg 2 + Berg 1 + 2 Matches + Schneider 2 = 7; B Kontermatsch 2
    assert slate.striche and (a.striche, b.striche) == (7, 2)


def test_a_team_with_matches_and_a_kontermatsch():
    m = schieber(target=1000)
    m.add(rnd(157, match=True))  # A announced and took every trick: A's Match, 257
    m.add(rnd(0, match=True, announced_by=1))  # B announced and took every trick: B's Match
    m.add(rnd(0, match=True))  # A announced, B took every trick: B's Kontermatsch
    a, b = slate_of(m.board()).halves
    # B: two Matches in the board's count, one of them a Kontermatsch: said in one mark, as
    # the statistics and the sheet count them; 514, past half of 1000 first: the Berg
    assert (a.total, b.total) == ("257", "514")
    assert a.marks == ("Matches: 1",)
    assert b.marks == ("Matches: 2 (1 Kontermatsch)", "Berg")


def test_each_team_its_own_target():
    """A handicap (RULES.md, more table settings): A plays to 1000, B to 800."""
    m = schieber(team_targets=[1000, 800])
    m.add(rnd(100))  # A 100, B 57
    a, b = slate_of(m.board()).halves
    assert a.progress == ("900 to go", "Target 1000")
    assert b.progress == ("743 to go", "Target 800")


def test_both_past_the_target_wait_for_the_bedanken():
    """Both teams over the target after a round without Stöck or Weis: nobody has won yet,
    the board asks who bedankte first (RULES.md, end of a Partie); both have reached it."""
    m = schieber(target=1000)
    for _ in range(12):
        m.add(rnd(80))  # A 12 × 80 = 960, B 12 × 77 = 924
    m.add(rnd(80))  # A 1040, B 1001
    board = m.board()
    assert not board.finished
    a, b = slate_of(board).halves
    assert (a.total, b.total) == ("1040", "1001")
    assert a.progress == b.progress == ("Target 1000 reached",)
    assert not a.winner and not b.winner


def test_a_bedanken_too_early_makes_the_other_team_the_winner():
    m = schieber(target=1000)
    m.add(rnd(100))
    m.add(SchieberBedanken(team=0))
    a, b = slate_of(m.board()).halves
    assert not a.winner and b.winner and b.progress == ("Winner!",)
    assert a.progress == ("Bedanken too early", "100 of 1000")  # why it lost, by how much


def test_a_turnier_counts_rounds():
    m = new_match("schieber", PLAYERS, preset="turnier")
    m.add(rnd(100))
    a, b = slate_of(m.board()).halves
    assert a.progress == b.progress == ("Round 2 of 12",)  # the round being played
    assert not slate_of(m.board()).striche and a.striche is None


def test_the_window_paints_the_slate_of_its_board(window, qtbot):
    from .keyboard import ctrl, enter, type_text

    window.start(schieber(target=1000))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    ctrl(qtbot, "1")
    type_text(qtbot, "69")
    enter(qtbot)
    assert window.board_widget.slate == slate_of(window.controller.board)
    a, b = window.board_widget.slate.halves
    assert strokes(a) == (0, 1, 0, "19") and strokes(b) == (0, 1, 1, "18")  # 69 : 88


# -- the slate's pixels: each line's strokes where they belong ---------------------------------

W, H = 900, 600


def render(match):
    board = SchieberBoard()
    board.resize(W, H)
    board.set_board(match.board(), match)
    image = board.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    board.deleteLater()
    return image


def changed(one, other):
    """Every pixel (x, y) that differs between two renders."""
    assert one.size() == other.size()
    return [(x, y) for y in range(one.height()) for x in range(one.width())
            if one.pixel(x, y) != other.pixel(x, y)]


def weis_a(weis):
    """A: *weis* alone (0 card points), B: 157: only team A's Z changes with *weis*."""
    m = schieber()
    m.add(rnd(0, weis=(weis, 0)))
    return m


# the slate's frame is 15 px (2.5 % of 600); the halves are 285 px high; the Z takes the left
# 62 % of a half, the name and the numbers are to the right of x = 590
FRAME, HALF, Z_RIGHT = 15, 285, 590


def band(points):
    """The pixels in team A's Z (left of the numbers), as fractions of the half's height."""
    return [(x, (y - FRAME) / HALF) for x, y in points if x < Z_RIGHT]


@pytest.fixture(scope="module")
def blank(qapp):
    return render(weis_a(0))


@pytest.mark.parametrize("weis, low, high, left_of, right_of", [
    (100, 0.10, 0.36, 0.45, 0.0),  # one stroke on the top line, at its left end
    (50, 0.28, 0.72, 1.0, 0.35),  # one on the diagonal, right of the middle
    (20, 0.62, 0.95, 0.45, 0.0),  # one on the bottom line, at its left end
])
def test_a_stroke_lands_on_its_line(qapp, blank, weis, low, high, left_of, right_of):
    image = render(weis_a(weis))
    diff = changed(blank, image)
    in_z = band(diff)
    assert in_z, f"a {weis}-stroke is not drawn in team A's Z"
    ys = [f for _x, f in in_z]
    xs = [x / W for x, _f in in_z]
    assert low <= min(ys) and max(ys) <= high, (weis, min(ys), max(ys))
    assert right_of <= min(xs) and max(xs) <= left_of, (weis, min(xs), max(xs))
    # team A's total changed where the total is written (beside the Z, under the players);
    # team B's half is untouched
    assert any(x >= Z_RIGHT and 0.35 < (y - FRAME) / HALF < 0.6 for x, y in diff)
    assert all(y < FRAME + HALF - 3 for _x, y in diff), "team B's half changed"


def test_team_b_is_painted_in_the_lower_half(qapp, blank):
    m = schieber()
    m.add(rnd(0, weis=(0, 20)))  # A 0, B 157 + 20 = 177: B's bottom line gets a stroke
    diff = changed(blank, render(m))
    assert diff and all(y > FRAME + HALF + 3 for _x, y in diff), "team A's half changed"
    lower = [(y - FRAME - HALF) / HALF for x, y in diff if x < Z_RIGHT]
    assert lower and min(lower) >= 0.62  # on B's bottom line


def chalk_in(image, x0, x1, y0, y1):
    """How many pixels of pure chalk in a box of team A's half (fractions of W and HALF)."""
    chalk = QColor("#f4f1e4").rgb()
    return sum(image.pixel(x, y) == chalk
               for y in range(int(FRAME + y0 * HALF), int(FRAME + y1 * HALF))
               for x in range(int(x0 * W), int(x1 * W)))


def test_chalk_on_each_line_of_a_full_z(qapp, blank):
    # 170 = one 100-stroke, one 50-stroke, one 20-stroke: chalk in all three bands of A
    m = schieber()
    m.add(rnd(0, weis=(170, 0)))
    image = render(m)
    above_top = (0.05, 0.2, 0.12, 0.22)  # a stroke crosses the top line, above it
    below_bottom = (0.05, 0.2, 0.835, 0.9)  # … and the bottom line, below it
    for box in (above_top, below_bottom):
        assert chalk_in(blank, *box) == 0 and chalk_in(image, *box) > 10, box
    on_diagonal = (0.42, 0.55, 0.30, 0.48)  # the first 50-stroke crosses the diagonal here
    assert chalk_in(image, *on_diagonal) > chalk_in(blank, *on_diagonal) + 10


def test_a_full_top_line_is_not_drawn_again_and_paints_the_same_pixels(qapp, monkeypatch):
    """A long evening's slate: more hundreds than the top line has room for (the rest
    written "+N×100" beside it). A new round leaves the top line's strokes as they are, and
    they are not drawn again, stroke by stroke (a third of a Schieber's step to 100,000,
    docs/performance.md): the picture of the paint before is copied, pixel for pixel what
    drawing them gives."""
    from jasstafel.ui.variants import schieber_board

    match = with_total_a(40_000)  # 400 hundreds
    board = SchieberBoard()
    board.resize(W, H)
    board.set_board(match.board(), match)
    board.grab()
    drawn = []
    draw = schieber_board.draw_tally

    def counted(painter, start, end, count, *args):
        drawn.append(count)
        return draw(painter, start, end, count, *args)

    monkeypatch.setattr(schieber_board, "draw_tally", counted)
    match.add(rnd(157))  # a hundred more for team A, its top line as full as before
    board.set_board(match.board(), match)
    kept = board.grab().toImage()
    a, _b = board.slate.halves
    assert a.strokes("top") == 401
    assert drawn and max(drawn) < 5  # the diagonal's and the bottom line's few strokes
    monkeypatch.setattr(SchieberBoard, "_paint_kept", lambda *args: False)
    drawn.clear()
    assert board.grab().toImage() == kept
    assert max(drawn) > 50  # every stroke drawn: the top line is full


# -- the Coiffeur grid: cells, totals, difference, uneinholbar (RULES.md section 2) -------------


def coiffeur(preset="jassverein", entries=()):
    m = new_match("coiffeur", PLAYERS, preset=preset)
    for e in entries:
        m.add(e)
    return m


def cr(team, row, points=0, **kw):
    return CoiffeurRound(team=team, row=row, points=points, **kw)


# Jassverein: Eichel 1, Schellen 2, Schilten 3, Rosen 4, Obenabe 5, Undenufe 6, Misère 7,
# Slalom 8, Gusti/Mery 9, Wunsch 10, Coiffeur 3×3 11 (66 in all)
JASSVEREIN = [
    cr(0, 3, 157, match=True, stoeck=True),  # Rosen Match with Stöck: (257 + 20) × 4 = 1108
    cr(1, 6, 40),  # Misère, 40 own points: (157 − 40) × 7 = 819
    cr(0, 6, 0, match=True),  # Misère without a trick: a Match, 257 × 7 = 1799
    cr(1, 9, 0, kontermatsch=True),  # Wunsch, no trick: 0, played
    cr(0, 0, 88, stoeck=True),  # Eichel: (88 + 20) × 1 = 108
]


def test_cells_with_their_marks():
    m = coiffeur(entries=JASSVEREIN)
    sheet = sheet_of(m.board(), m)
    assert sheet.teams == ("Team A", "Team B")
    assert [(r.name, r.factor) for r in sheet.rows][:4] == [
        ("Eichel", 1), ("Schellen", 2), ("Schilten", 3), ("Rosen", 4)]
    assert sheet.rows[3].label == "Roses\u00a0×4"
    cell = {(t, r): sheet.rows[r].cells[t] for r in range(11) for t in (0, 1)}
    assert (cell[0, 3].text, cell[0, 3].value, cell[0, 3].mark) == ("1108 M", 1108, "match")
    assert (cell[1, 6].text, cell[1, 6].mark) == ("819", None)
    assert (cell[0, 6].text, cell[0, 6].mark) == ("1799 M", "match")
    assert (cell[1, 9].text, cell[1, 9].value, cell[1, 9].mark) == ("0 KM", 0, "kontermatsch")
    assert cell[0, 0].text == "108"
    assert cell[1, 0].text == "" and cell[1, 0].value is None  # open is empty, not 0
    assert cell[1, 0].tooltip == "open: click, or type the points, to write Acorns for Team B"
    assert cell[1, 9].tooltip == "Kontermatsch: Team B, Wunsch"
    assert cell[0, 3].tooltip == "Match: Team A, Roses"
    assert cell[0, 0].tooltip == cell[1, 6].tooltip == ""  # a plain number needs none
    written = {k for k, c in cell.items() if c.value is not None}
    assert written == {(0, 3), (1, 6), (0, 6), (1, 9), (0, 0)}
    # A: 1108 + 1799 + 108 = 3015; B: 819 + 0 = 819, 2196 behind
    assert sheet.totals == ("3015", "819") and sheet.behind == ("–", "2196")
    # B can still write 257 × (66 − 7 − 10) = 12593: A can be caught
    assert sheet.uneinholbar is None and sheet.red == (False, False)
    # five rounds written: the announcer moves on once a round, seat 5 mod 4 = 1, Beat of B
    assert sheet.headline == "Next to announce: Beat (Team B)"


def test_uneinholbar_from_the_first_point_past_reach():
    # Swisslos 8: Eichel 1, Rosen 2, Schilten 3, Schellen 4, Obenabe 5, Undenufe 6, Joker 7, 8.
    # B leaves only Eichel ×1 open (at most 257 more): Schellen 1 → 4, Joker ×7 77 → 539,
    # the rest Kontermatsch: 543. A: Joker ×8 100 → 800, exactly 257 ahead: still catchable
    b_rows = [cr(1, 3, 1), cr(1, 6, 77),
              *(cr(1, r, kontermatsch=True) for r in (1, 2, 4, 5, 7))]
    m = coiffeur("swisslos_8", [cr(0, 7, 100), *b_rows])
    sheet = sheet_of(m.board(), m)
    assert sheet.totals == ("800", "543") and sheet.behind == ("–", "257")
    assert sheet.uneinholbar is None and "can no longer be caught" not in sheet.headline
    m.add(cr(0, 0, 1))  # A 801: 258 ahead of what B can still make
    sheet = sheet_of(m.board(), m)
    assert sheet.behind == ("–", "258")
    assert sheet.uneinholbar == 0 and sheet.red == (True, False)
    # 9 rounds written (1 + 7 + 1): seat 9 mod 4 = 1, Beat of team B announces next
    assert sheet.headline == "Next to announce: Beat (Team B)  ·  Team A can no longer be caught"


def test_the_winner_in_red_and_the_headline():
    m = coiffeur("swisslos_8", [e for r in range(8)
                                for e in (cr(0, r, 100), cr(1, r, 57))])
    sheet = sheet_of(m.board(), m)
    # A: 100 × 36 = 3600, B: 57 × 36 = 2052
    assert sheet.totals == ("3600", "2052") and sheet.behind == ("–", "1548")
    assert sheet.red == (True, False) and sheet.headline == "Won by Team A with 3600"
    assert sheet.uneinholbar is None  # over: nobody is to be caught any more


def test_without_the_match_no_marks():
    """The marks M and KM come from the match's entries: a board alone has none."""
    m = coiffeur(entries=JASSVEREIN)
    sheet = sheet_of(m.board())
    assert sheet.rows[3].cells[0].text == "1108" and sheet.rows[3].cells[0].mark is None
    assert sheet.rows[9].cells[1].text == "0"
    assert sheet.totals == ("3015", "819")


def test_a_tie_names_both_winners():
    # every row 100 : 100 in Swisslos 8: 100 × 36 = 3600 each, both teams win
    m = coiffeur("swisslos_8", [e for r in range(8) for e in (cr(0, r, 100), cr(1, r, 100))])
    sheet = sheet_of(m.board(), m)
    assert sheet.totals == ("3600", "3600") and sheet.behind == ("–", "–")
    assert sheet.red == (True, True) and sheet.headline == "Won by Team A & Team B with 3600"


def test_the_grid_shows_its_sheet(qtbot):
    m = coiffeur(entries=JASSVEREIN)
    board = CoiffeurBoard()
    qtbot.addWidget(board)
    board.set_board(m.board(), m)
    sheet, grid = board.sheet, board.grid
    assert sheet == sheet_of(m.board(), m)
    assert board.headline.text() == sheet.headline
    for r, row in enumerate(sheet.rows):
        assert grid.item(r, 0).text() == row.label
        for t, cell in enumerate(row.cells):
            item = grid.item(r, 1 + t)
            assert item.text() == cell.text
            # a Match on its orange, a Kontermatsch on grey (a trial took "0 KM" for a Match)
            assert (item.background() == MATCH_BRUSH) == (cell.mark == "match")
            assert (item.background() == KONTER_BRUSH) == (cell.mark == "kontermatsch")
            assert (item.background() == OPEN_BRUSH) == (cell.value is None)
    total, behind = len(sheet.rows), len(sheet.rows) + 1
    assert [grid.item(total, 1 + t).text() for t in (0, 1)] == ["3015", "819"]
    assert [grid.item(behind, 1 + t).text() for t in (0, 1)] == ["–", "2196"]
    assert grid.horizontalHeaderItem(1).text() == "Team A"


@pytest.mark.parametrize("leader", [0, 1])
def test_the_grid_pixels(qtbot, leader):
    """The uneinholbar board above, for either team as the leader."""
    other = 1 - leader
    m = coiffeur("swisslos_8", [cr(leader, 7, 100), cr(other, 3, 1), cr(other, 6, 77),
                                *(cr(other, r, kontermatsch=True) for r in (1, 2, 4, 5, 7)),
                                cr(leader, 0, 1)])
    board = CoiffeurBoard()
    qtbot.addWidget(board)
    board.resize(700, 600)
    board.show()
    board.set_board(m.board(), m)
    QApplication.processEvents()
    grid = board.grid
    grid.setCurrentCell(-1, -1)  # no selection colour in the way
    image = grid.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)

    def colours(r, team):
        rect = grid.visualItemRect(grid.item(r, 1 + team)).adjusted(2, 2, -2, -2)
        return [QColor(image.pixel(x, y)) for y in range(rect.top(), rect.bottom())
                for x in range(rect.left(), rect.right())]

    def share(r, team, colour):
        pixels = colours(r, team)
        return sum(p == colour for p in pixels) / len(pixels)

    def reddish(r, team):
        return sum(p.red() > 140 and p.green() < 90 and p.blue() < 90 for p in colours(r, team))

    # the other team's Rosen: 0 KM on grey, in dim ink (not a Match's orange and red)
    assert share(1, other, KONTER_BRUSH.color()) > 0.5 and reddish(1, other) == 0
    assert share(1, other, MATCH_BRUSH.color()) == 0
    # its Schellen: 4, plain
    assert share(3, other, MATCH_BRUSH.color()) == 0 and reddish(3, other) == 0
    assert share(1, leader, OPEN_BRUSH.color()) > 0.05  # the leader's Rosen is open: dotted
    assert share(3, other, OPEN_BRUSH.color()) == 0
    assert reddish(8, leader) > 10 and reddish(8, other) == 0  # the leader's total is red
