"""A German trial at 150 % (Hanna's, weak eyes): the Differenzler's "Genau", "Keine
Vorhersage", "Kartenpunkte", "Rang" and the "40→45" in each cell were written in 9 and 10 px,
light grey on the cream paper, beside menus in 12 px. The boards painted as a Jass block
(Differenzler, Molotow, Punktetafel) write these small words no smaller than the window's
text, whole, in an ink of 4.5:1 or more on the paper and on the leader's yellow column
(WCAG AA), at 1024×600 too."""

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontInfo, QPainter, QPalette
from PySide6.QtWidgets import QLabel, QTableWidget

from jasstafel.core import matchfile
from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerTaker
from jasstafel.core.matchfile import new_match
from jasstafel.drawing.chalk import INK, PAPER, SLATE, flat
from jasstafel.ui.widgets.points_table import HIGHLIGHT
from jasstafel.ui.widgets.textsize import text_px

from .conftest import window_in
from .keyboard import enter, open_match, tab, type_
from .texts import PaintedBoxes, painted_boxes

NAMES = ["Hanna", "Sepp", "Rosmarie", "Toni"]


def luminance(color: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF())
            + 0.0722 * channel(color.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("size", [(1024, 600), (1300, 850)])
def test_the_differenzler_small_words_are_window_sized_and_dark(german_window, qtbot, size):
    window = german_window
    window.resize(*size)
    _panel, board = open_match(qtbot, window, new_match("differenzler", NAMES,
                                                        settings={"games": 3}))
    for typed in ("40", "30", "50", "-", "45", "20", "50"):  # Toni without a prediction
        type_(qtbot, typed)
        tab(qtbot)
    enter(qtbot)
    assert len(window.controller.match.entries) == 1
    board.grab()  # painted as shown
    window_px = text_px(board)
    assert window_px >= 12
    small = {text: (px, ink) for text, px, ink in board.painted_small}
    for words in ("Genau", "Keine Vorhersage", "Kartenpunkte", "Rang", "40→45", "keine→42"):
        assert words in small, (words, sorted(small))  # whole, not "Keine Vorhers…"
    for text, (px, ink) in small.items():
        assert px >= window_px, (text, px, window_px)
        for paper in (PAPER, HIGHLIGHT):
            assert contrast(ink, paper) >= 4.5, (text, ink.name(), paper.name())
    assert board.painted_rows == ["1", "2", "3"]  # every game still in view


def test_the_differenzler_heads_say_who_deals_in_the_window_size(german_window, qtbot):
    """The "gibt" and "Führung" under the names were 10 px in a netbook's low heads."""
    window = german_window
    window.resize(1024, 600)
    _panel, board = open_match(qtbot, window, new_match("differenzler", NAMES,
                                                        settings={"games": 3}))
    for typed in ("40", "30", "50", "60", "45", "20", "50", "42"):
        type_(qtbot, typed)
        tab(qtbot)
    enter(qtbot)
    board.grab()
    small = {text: px for text, px, _ink in board.painted_small}
    assert "gibt" in small and "Führung" in small, sorted(small)
    for words in ("gibt", "Führung"):
        assert small[words] >= text_px(board), (words, small[words])


def guggitaler_before_the_last_trick():
    """The first of two Guggitaler (French cards, no Domino) but its last trick."""
    match = new_match("guggitaler", ["Lukas", "Mirjam", "Beat"], preset="ohne_domino",
                      settings={"deck": "fr", "guggitaler": 2})
    for game in (GuggitalerCount(game="tricks", counts=[5, 4, 3]),
                 GuggitalerCount(game="schellen", counts=[2, 4, 3]),
                 GuggitalerCount(game="ober", counts=[1, 2, 1]),
                 GuggitalerTaker(game="rosenkoenig", player=2)):
        match.add(game)
    return match


@pytest.mark.parametrize("size", [(1024, 600), (1300, 850)])
def test_the_guggitaler_sheet_writes_nothing_smaller_than_the_window(german_window, qtbot,
                                                                      size):
    """The rules' penalties ("je 5"), the counts before the penalties, "Guggitaler 2: noch
    zu spielen", the legend and "gibt" were 8 to 10 px; every text of the sheet is now the
    window's size or larger ("gibt" 10 px at least), whole, and dark enough on the paper, the
    winner's tint and the yellow of the game to enter."""
    window = german_window
    window.resize(*size)
    _panel, board = open_match(qtbot, window, guggitaler_before_the_last_trick())
    window_px = text_px(board)
    assert window_px >= 12
    boxes = painted_boxes(board)
    shown = {box.text for box in boxes}
    for words in ("je 5", "je 20", "gibt", "Guggitaler 2: noch zu spielen"):
        assert words in shown, (words, sorted(shown))
    look = board.look
    papers = (look.background, flat(look.tint, look.background),
              flat(look.fresh, look.background))
    for box in boxes:
        # but "gibt" under the names: its line of the heads is a long name's second line's
        # room otherwise (test_sheet_heads: "Hansruedi / Zimmermann" was cut)
        least = 10 if box.text == "gibt" else window_px
        assert box.font.pixelSize() >= least, (box.text, box.font.pixelSize())
        for paper in papers:
            assert contrast(box.ink, paper) >= 4.5, (box.text, box.ink.name(), paper.name())
    assert not boxes.cut()


EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
#: a match of each board's variant with its small words in view (docs/examples): a player
#: who left the table and the split of his Schreibpunkte (Pandur), a finished slate (stamps,
#: "die Partie ist beendet"), the Fahnder-König; a Differenzler of 12 games (its earlier
#: games folded), a Punktetafel of two teams of three with notes of its own, a finished
#: Guggitaler of four with Domino and one of three whose title is long, a sheet of two
#: Guggitaler (its games' names were 10 px at 1008×560)
EVERY_BOARD = ["pandur", "schieber-bedanken-zu-frueh", "coiffeur-swisslos-8-three-players",
               "handjass-unter-21", "fahnder", "differenzler", "punktetafel", "guggitaler",
               "guggitaler-zu-dritt-domino-fr", "guggitaler-zu-dritt-ohne-domino",
               "molotow-hausjass"]
#: boards not yet in the window's size at a size, and why (strict: passing, it is taken off)
NOT_YET: dict[tuple[str, tuple[int, int]], str] = {}
#: the boards drawn in chalk on the slate; the others are written in ink on paper
SLATE_BOARDS = ("SchieberBoard", "HandjassBoard")


class Written(list):
    """(text, pixel size, ink) of every ``QPainter.drawText`` inside ``with Written() as w``,
    whatever its form (into a rect, at a point)."""

    def __enter__(self) -> "Written":
        self._original = original = QPainter.drawText

        def record(painter, *args):
            text = next((a for a in args if isinstance(a, str)), "")
            if text.strip():
                font = painter.font()
                px = font.pixelSize() if font.pixelSize() > 0 else QFontInfo(font).pixelSize()
                self.append((text, px, QColor(painter.pen().color())))
            return original(painter, *args)

        QPainter.drawText = record
        return self

    def __exit__(self, *exc) -> None:
        QPainter.drawText = self._original


def widget_words(board) -> list[tuple[str, int, QColor]]:
    """(text, pixel size, ink) of what the board's widgets show: its labels, and the cells
    and headings of its tables (ink: the item's own, else the table's ink)."""
    out = []
    for label in board.findChildren(QLabel):
        if label.isVisibleTo(board) and label.text().strip():
            label.ensurePolished()
            out.append((label.text(), QFontInfo(label.font()).pixelSize(),
                        label.palette().color(QPalette.ColorRole.WindowText)))
    for table in board.findChildren(QTableWidget):
        table.ensurePolished()
        items = [table.item(r, c) for r in range(table.rowCount())
                 for c in range(table.columnCount())]
        items += [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
        for item in items:
            if item is None or not item.text().strip():
                continue
            brush = item.foreground()
            ink = brush.color() if brush.style() != Qt.BrushStyle.NoBrush else INK
            out.append((item.text(), QFontInfo(item.font()).pixelSize(), ink))
    return out


#: names as long as a club's (the Pandur's headline of two of them was 9 px on one line,
#: the Fahnder's "Fahnder-König: …" 10 px)
LONG_NAMES = ["Hansruedi Zimmermann-Bärlocher", "Anna-Katharina von Graffenried",
              "Marie-Claire Dubois-Rochat", "Jean-Baptiste Vuilleumier",
              "Rosmarie Tschanz-Oberholzer", "Fränzi Brönnimann-Zürcher"]


def with_long_names(match):
    doc = match.document
    match.rename(matchfile.renamed(match, LONG_NAMES[:len(doc.players)],
                                   [team.name for team in doc.teams], doc.info))
    return match


@pytest.mark.parametrize("long_names", [False, True], ids=["names", "long_names"])
@pytest.mark.parametrize("size", [(1024, 600), (1008, 560)])
@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize("example", EVERY_BOARD)
def test_every_board_writes_its_words_in_the_window_size(example, language, size, long_names,
                                                         qapp, qtbot, settings, autosaves,
                                                         request):
    """The Pandur's "ausgeschieden in Spiel 12", "14 gewonnen + 2 geerbt" and its list were
    8 to 10 px at 1024×600; the Fahnder's labels and "Fahnder-König" 11 px, the Handjass's
    "die Partie ist beendet" 10 px and "plein atteint" 9 px; a 12-game Differenzler's
    round numbers and "40→45" 11 px (a French netbook's 10 px), the Punktetafel's
    "Rückstand" 9 px, its team's names under the team 8 px and its notes 10 px; the
    Guggitaler's legend and "nach Platz: …" 8 px, "40 für den, der ihn nimmt" 10 px, "Rang"
    11 px and a long title 9 px. Every word of
    these boards is now the window's size or larger, dark (or light, on the slate) enough:
    4.5:1."""
    if (example, size) in NOT_YET:
        request.applymarker(pytest.mark.xfail(strict=True, reason=NOT_YET[example, size]))
    for window in window_in(language, qapp, qtbot, settings, size):
        match = matchfile.load(EXAMPLES / f"{example}.jass")
        window.start(with_long_names(match) if long_names else match)
        board = window.board_widget
        qtbot.waitUntil(lambda board=board: board.isVisible() and board.width() > 0)
        window_px = text_px(board)
        assert window_px >= 12
        with Written() as written:
            board.grab()
        written += widget_words(board)  # the Coiffeur's grid and lines are widgets
        paper = SLATE if type(board).__name__ in SLATE_BOARDS else PAPER
        assert written, example
        for text, px, ink in written:
            assert px >= window_px, (text, px, window_px)
            assert contrast(flat(ink, paper), paper) >= 4.5, (text, ink.name(), paper.name())
        with PaintedBoxes() as boxes:
            board.grab()
        assert not boxes.cut()


def test_the_french_penalties_beside_the_games_are_window_sized(french_window, qtbot):
    """"chacun 5", "chacun 20" were 10 px at 1024×600: fitted in the room the longest game's
    name ("Roi de roses") left, not the room beside their own game's name ("Plis")."""
    window = french_window
    window.resize(1024, 600)
    _panel, board = open_match(qtbot, window, guggitaler_before_the_last_trick())
    boxes = painted_boxes(board)
    penalties = {box.text: box.font.pixelSize() for box in boxes if "chacun" in box.text}
    assert set(penalties) >= {"chacun 5", "chacun 10", "chacun 20"}, sorted(penalties)
    for text, px in penalties.items():
        assert px >= text_px(board), (text, px)
    assert not boxes.cut()


def test_the_differenzler_exact_zero_is_dark_enough_on_the_leaders_yellow(german_window,
                                                                           qtbot):
    """The green 0 of an exact prediction was #1e7a3c: 4.47:1 on the leader's yellow."""
    window = german_window
    window.resize(1024, 600)
    _panel, board = open_match(qtbot, window, new_match("differenzler", NAMES,
                                                        settings={"games": 3}))
    for typed in ("45", "20", "50", "42", "45", "20", "50"):  # every prediction exact
        type_(qtbot, typed)
        tab(qtbot)
    enter(qtbot)
    assert len(window.controller.match.entries) == 1
    zeros = [box for box in painted_boxes(board) if box.text == "0" and box.font.bold()]
    assert zeros
    for box in zeros:
        for paper in (PAPER, HIGHLIGHT):
            assert contrast(box.ink, paper) >= 4.5, (box.ink.name(), paper.name())
