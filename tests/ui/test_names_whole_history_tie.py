"""Double names in the history's rows and the Molotow's tie: a trial read "Anne-" at the end of
a line and "Catherine" on the next, two names where there is one. The rows and the tie's box
wrap at spaces only, whatever the width of the window (as the lines over and under the form,
test_differenzler_names_whole); what they say (an item's text, the label's text(): copied,
exported) keeps the names' own hyphens."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import Card, MolotowDraw, MolotowRound

from .conftest import window_in
from .keyboard import ctrl, open_match, settle, type_
from .test_differenzler_names_whole import BROKEN, lines
from .test_schieber_form_netbook import LONG_PLAYERS, LONG_TEAMS, TRIAL_ROUND

NAMES = ["Anne-Catherine Bernasconi-Zürcher", "Marie-Françoise", "Jean-Christophe",
         "Pierre-Alain Rossier-Dubois"]
#: a netbook's window up to a laptop's, in steps: at some of them a row breaks at a hyphen
WIDTHS = range(1024, 1367, 18)


@pytest.fixture
def window_at(qapp, qtbot, settings, autosaves, request):
    yield from window_in(request.param, qapp, qtbot, settings, size=(1024, 600))


def laid_out(text, font, width):
    """The lines *text* takes at *width*, word-wrapped as Qt wraps an item's text."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    found = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        found.append(text[line.textStart():line.textStart() + line.textLength()].rstrip())
    layout.endLayout()
    return found


def row_lines(history, row):
    """The lines of the history's *row* as its delegate paints them."""
    listed = history.list
    option = QStyleOptionViewItem()
    listed.initViewItemOption(option)
    option.rect = listed.visualItemRect(listed.item(row))
    listed.itemDelegate().initStyleOption(option, listed.model().index(row, 0))
    text_rect = listed.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, option,
                                              listed)
    return laid_out(option.text, option.font, text_rect.width())


def broken(window, shown, height=600):
    """(width, line) of every line *shown* (a function of no argument) gives that ends in a
    name's hyphen, at each width of the window."""
    found = []
    for width in WIDTHS:
        window.resize(width, height)
        settle()
        found += [(width, line) for lines_ in shown() for line in lines_[:-1]
                  if BROKEN.search(line)]
    return found


@pytest.mark.parametrize("window_at", ["fr", "de"], indirect=True)
def test_the_history_rows_keep_double_names_whole(window_at, qtbot):
    match = new_match("differenzler", NAMES, settings={"games": 6})
    match.add(DifferenzlerGame(predictions=[40, 30, 50, 37], points=[45, 20, 60, 32]))
    match.add(DifferenzlerGame(predictions=[None, 60, 20, 30], points=[70, 10, 30, 47]))
    open_match(qtbot, window_at, match)
    history = window_at.history
    qtbot.waitUntil(lambda: history.list.count() == 2)
    assert "Anne-Catherine Bernasconi-Zürcher" in history.list.item(0).text()  # its own "-"
    assert broken(window_at, lambda: [row_lines(history, r)
                                      for r in range(history.list.count())]) == []


@pytest.mark.parametrize("window_at", ["fr", "de"], indirect=True)
def test_the_molotow_tie_keeps_double_names_whole(window_at, qtbot):
    match = new_match("molotow", NAMES, settings={"rounds": 1})
    match.add(MolotowRound(points=[20, 20, 20, 97]))
    panel, _board = open_match(qtbot, window_at, match)
    qtbot.waitUntil(panel.tie_label.isVisible)
    assert "Anne-Catherine Bernasconi-Zürcher" in panel.tie_label.text()
    assert broken(window_at, lambda: [lines(panel.tie_label)]) == []


@pytest.mark.parametrize("window_at", ["fr", "de"], indirect=True)
def test_the_molotow_cards_drawn_keep_double_names_whole(window_at, qtbot):
    match = new_match("molotow", NAMES, settings={"rounds": 1})
    match.add(MolotowRound(points=[20, 20, 20, 97]))
    match.add(MolotowDraw(order=[1, 2, 0], cards=[Card(suit="eicheln", rank="ass"),
                                                  Card(suit="schellen", rank="8"),
                                                  Card(suit="rosen", rank="7")]))
    window_at.start(match)  # finished: the draw is corrected from the history
    settle()
    history = window_at.history.list
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton,
                     pos=history.visualItemRect(history.item(1)).center())
    ctrl(qtbot, Qt.Key.Key_E)
    panel = window_at.panel
    qtbot.waitUntil(panel.drawn_label.isVisible)
    assert "Anne-Catherine Bernasconi-Zürcher" in panel.drawn_label.text()
    assert broken(window_at, lambda: [lines(panel.drawn_label)]) == []


@pytest.mark.parametrize("language", ["french", "german"])
def test_the_schieber_full_preview_keeps_double_names_whole(request, qtbot, language):
    """A laptop's window (1366×768 and narrower at its height) has the room of the whole
    words: "Marie-" / "Françoise" was reported there."""
    window = request.getfixturevalue(f"{language}_window")
    window.resize(1366, 768)
    panel, _board = open_match(qtbot, window, new_match(
        "schieber", LONG_PLAYERS, preset="swisslos_2500_fr", teams=LONG_TEAMS))
    for key in TRIAL_ROUND:
        if key.startswith("Ctrl+"):
            ctrl(qtbot, key[-1])
        else:
            type_(qtbot, key)
    qtbot.waitUntil(lambda: panel.preview_line.kind == "write")
    assert "Marie-Françoise & Anne-Catherine" in panel.preview_line.text()
    assert broken(window, lambda: [lines(panel.preview_line)], height=768) == []
