"""The side of the window stays where it is while rounds are typed: long names never widen
the window (the dealer's label keeps the widest name it has shown, docs/performance.md), and
a status of two lines, then of one, does not move the form below it."""

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.messages import plain
from jasstafel.ui.widgets.names import NameLabel

from .conftest import window_in
from .keyboard import shortcut
from .test_fahnder_window import type_round
from .test_schieber_long_names_on_buttons import read as read_lines

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"

LONG = ["Anna-Katharina Graffenried", "Beat", "Cla", "Dora-Lina Müller-Wyss"]
MIXED = ["Anna", "Beat", "Cla", "Dora-Lina Müller-Wyss von Allmen"]
#: (Fahnder, partner, card points): the lead goes from one long name to two and back
ROUNDS = [(0, 1, 100), (2, 3, 120), (1, 2, 90), (3, 0, 100), (0, 2, 110), (1, 3, 95),
          (2, 0, 100), (3, 1, 120)]


def lines(label):
    """How many lines the label's text needs at its width."""
    metrics = QFontMetrics(label.font())
    width = label.contentsRect().width()
    needed = metrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap,
                                  label.text())
    return round(needed.height() / metrics.lineSpacing())


def start(window, qtbot, names):
    start_variant(window, qtbot, new_match("fahnder", names))


def start_variant(window, qtbot, match):
    window.resize(1024, 700)  # a netbook's width
    window.show()
    window.start(match)
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    for _ in range(3):  # the layouts' posted requests, which may make the window wider
        QApplication.processEvents()


def test_long_names_never_make_the_window_wider(window, qtbot):
    """The header kept each name label as wide as the widest name it had shown: with two
    long names the row needed both at once, and the window grew from 1024 to 1274 pixels,
    past a netbook's screen. A name that does not fit is shortened with "…"; the whole
    name is still said (the header's accessible name, the label's tooltip)."""
    start(window, qtbot, LONG)
    for fahnder, partner, points in ROUNDS[:5]:
        type_round(qtbot, fahnder, partner, 100, "eicheln", points)
        qtbot.wait(10)
        assert window.width() == 1024
        assert window.side.minimumSizeHint().width() <= window.side.width()
    header = window.panel.header
    names = [label for label in header.findChildren(QLabel)
             if label.objectName().startswith("turnName") and label.isVisible()]
    assert [label.text() for label in names] == header.names()
    for label in names:
        shown = label.shown_text()
        if shown != label.text():  # shortened: the start of the name and "…"
            assert shown.endswith("…") and label.text().startswith(shown[:-1])
            assert label.toolTip() == plain(label.text())  # the whole name, as text
        assert label.fontMetrics().horizontalAdvance(shown) <= label.contentsRect().width()
    assert all(name in header.accessibleName() for name in header.names())


def test_a_shorter_status_does_not_move_the_form(window, qtbot):
    """The status above the form ("Round 4  ·  …: net 3 of 12") needs
    two lines or one, as the names in it change; the form moved up and down by a line, and
    Qt painted the whole form again, at every such entry. The status keeps the height of
    its longest text of the match."""
    start(window, qtbot, MIXED)
    status, tops, needed = window.status_label, [], []
    for fahnder, partner, points in ROUNDS:
        type_round(qtbot, fahnder, partner, 100, "eicheln", points)
        qtbot.wait(10)
        needed.append(lines(status))
        tops.append(window.panel.mapTo(window, window.panel.rect().topLeft()).y())
    first_two = needed.index(2)
    assert 1 in needed[first_two:]  # the case: one line after two
    assert set(tops[first_two:]) == {tops[first_two]}
    assert status.height() >= status.heightForWidth(status.width())  # nothing cut


def test_a_new_match_starts_with_a_status_of_its_own_height(window, qtbot):
    """The height kept is the match's: the next match's status starts at its own."""
    start(window, qtbot, ["Anna-Katharina", "Beat", "Cla", "Dora-Lina Müller"])
    for fahnder, partner, points in ROUNDS[:4]:
        type_round(qtbot, fahnder, partner, 100, "eicheln", points)
    start(window, qtbot, ["Anna", "Beat", "Cla", "Dora"])
    qtbot.wait(10)
    assert lines(window.status_label) == 1
    assert window.status_label.height() == window.status_label.heightForWidth(
        window.status_label.width())


FOUR_LONG = ["Anna-Katharina von Graffenried", "Beat-Sebastian Oberholzer-Ruf",
             "Claudia-Margrit Zwahlen-Kälin", "Dora-Lina Müller-Wyss-Brunner"]


def test_four_long_names_on_the_form_keep_the_window_at_1024(window, qtbot):
    """The form's player buttons (Fahnder, partner, player at fault) asked for their whole
    names: with names of 30 letters the window grew to 1,037 pixels. A name that does not
    fit its button is written on two lines (the Fahnder's and partner's) or shortened with
    "…"; the tooltip and the board's history say it whole."""
    start(window, qtbot, FOUR_LONG)
    for fahnder, partner, points in ROUNDS[:2]:
        type_round(qtbot, fahnder, partner, 100, "eicheln", points)
        qtbot.wait(10)
        assert window.width() == 1024
    panel = window.panel
    for buttons in (panel.fahnder_buttons, panel.partner_buttons, panel.culprit_buttons):
        for seat, button in enumerate(buttons):
            assert button.text() == FOUR_LONG[seat]
            shown = button.shown_text()
            assert max(button.fontMetrics().horizontalAdvance(line)
                       for line in shown.split("\n")) <= button.width()
            read = read_lines(shown)
            if read != FOUR_LONG[seat]:
                assert read.endswith("…") and FOUR_LONG[seat].startswith(read[:-1])
            assert FOUR_LONG[seat] in button.toolTip()


SIX_LONG = [*FOUR_LONG, "Emil-Alexander Zimmermann-Rey", "Franziska-Luise Aebischer-Roth"]
#: every variant with as many players as a name row of its form can hold
EVERY_VARIANT = [("schieber", 4), ("coiffeur", 6), ("molotow", 6), ("handjass", 5),
                 ("fahnder", 4), ("pandur", 4), ("differenzler", 6), ("guggitaler", 4),
                 ("punktetafel", 6)]


@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize("variant, players", EVERY_VARIANT, ids=[v for v, _ in EVERY_VARIANT])
def test_long_names_keep_every_variant_at_1024(qapp, qtbot, settings, autosaves, variant,
                                                players, language):
    """Names of 30 letters on the form's name rows and buttons (Differenzler 1,047 pixels,
    Guggitaler 1,611, a French Molotow 1,129): each shortened with "…" where it has no
    room, the window stays at a netbook's width."""
    for window in window_in(language, qapp, qtbot, settings):
        start_variant(window, qtbot, new_match(variant, SIX_LONG[:players]))
        assert window.width() == 1024
        for label in window.panel.findChildren(NameLabel):  # the header's and the form's
            if label.isVisible():
                # (the announcer's team may go on in the room under the header's line)
                lines = label.shown_text().split("\n")
                for line in lines:
                    assert label.fontMetrics().horizontalAdvance(line) <= \
                        label.contentsRect().width()
                shown = " ".join(lines)
                assert shown == label.text() or (
                    shown.endswith("…") and label.toolTip() == plain(label.text()))
                if len(label.text()) <= 7:  # a short word ("Stiche", "Plis") stays whole
                    assert shown == label.text()


def test_a_molotow_tie_of_long_names_keeps_the_window_at_1024(window, qtbot):
    """The tie's buttons name the tied players: three long names made the window 1,076
    pixels wide. The footer of the board says the tie whole where it has room, else
    shortened (the tooltip has it whole)."""
    example = matchfile.load(EXAMPLES / "molotow-hausjass.jass").document
    names = SIX_LONG[:5]
    rounds = [e for e in example.entries if e.type == "round"]
    start_variant(window, qtbot, matchfile.Match(example.model_copy(
        update={"players": names, "entries": rounds})))
    panel = window.panel
    keyed = [f"Ctrl+{seat + 1}  {name}" for seat, name in enumerate(names[:3])]
    assert [b.text() for b in panel.pick_buttons] == keyed
    assert window.width() == 1024
    for button, name, text in zip(panel.pick_buttons, names, keyed, strict=False):
        shown = button.shown_text()
        assert shown == text or (shown.endswith("…") and text.startswith(shown[:-1]))
        assert name in button.toolTip()
    shortcut(qtbot, "Ctrl+2")  # the keys still name who drew the highest
    assert panel.order_label.text() == f"1 {names[1]}"


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_coiffeur_headings_shorten_long_team_names_at_1024(qapp, qtbot, settings, autosaves,
                                                               language):
    """Two long team names over a Coiffeur's columns at 1024 pixels: each heading was cut off
    on both sides ("ffenried & Claudia", a netbook trial's); it begins with the name now and
    ends with "…", the whole name in its tooltip (and whole over the board)."""
    example = matchfile.load(EXAMPLES / "coiffeur-jassverein.jass").document
    teams = [t.model_copy(update={"name": f"{FOUR_LONG[t.players[0]]} & "
                                          f"{FOUR_LONG[t.players[1]]}"})
             for t in example.teams]
    for window in window_in(language, qapp, qtbot, settings):
        start_variant(window, qtbot, matchfile.Match(example.model_copy(
            update={"players": FOUR_LONG, "teams": teams, "entries": example.entries[:10]})))
        grid = window.board_widget.grid
        header = grid.horizontalHeader()
        image = header.grab().toImage()
        paper = image.pixelColor(header.sectionViewportPosition(1) + 3, 3)
        for column, team in enumerate(teams, start=1):
            left = header.sectionViewportPosition(column)
            # the heading's first pixels are its padding: no letter cut off at its edge
            edge = {image.pixelColor(left + x, y).name()
                    for x in (3, 4, 5) for y in range(image.height() - 2)}
            assert edge <= {paper.name(), "#b9b4a3"}, (team.name, edge)  # paper, its border
            # and its first letters are there (a name shortened at its end)
            inked = [x for x in range(left + 6, left + 30)
                     if any(image.pixelColor(x, y) != paper for y in range(image.height() - 2))]
            assert inked, team.name
            assert grid.horizontalHeaderItem(column).toolTip() == plain(team.name)
