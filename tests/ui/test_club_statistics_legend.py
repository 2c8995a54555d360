"""The Statistics tab's chart legend is never cut at the chart's edge (a French organiser's
trial: "Points de saison de la soirée (le rang sous sa dat" at the club window's default
size, a member with two evenings of other table rules, all seasons): its words wrap where
the chart is narrower than they are, in every language."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QMessageBox

from jasstafel.club import PaperResult
from jasstafel.ui.club.stats import BACKGROUND

from .conftest import window_in
from .keyboard import press
from .test_club_french_season import open_tab

NAMES = ["Anne-Lise Bovet", "Gérald Rochat", "Jean-Marc Rey", "Frédéric Jaquet"]


@pytest.fixture(params=["fr", "de", "en"])
def language_cw(request, qapp, qtbot, settings, autosaves, club_path, dialogs):
    """The club window of a main window in *language*, on a new club file (English: the
    window as the tests start it, without a catalog)."""
    english = request.param == "en"
    windows = iter(()) if english else window_in(request.param, qapp, qtbot, settings)
    window = request.getfixturevalue("window") if english else next(windows)
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = window.club.show_window()
    dialogs.answer = QMessageBox.StandardButton.Discard
    yield request.param, club_window
    next(windows, None)


def two_evenings(club):
    """A member (Anne-Lise, the first) with a Schieber Turnier of 2 rounds and a
    Differenzler: their table rules' rows make the figures beside the chart wide."""
    ids = [club.add_member(n).id for n in NAMES]
    ev = club.new_evening("2025-12-04", "schieber", preset="turnier", settings={"rounds": 2},
                          passen=1)
    club.record_result(ev.id, 1, 1, [PaperResult(m, p, side=s) for m, p, s in zip(
        ids, (200, 114, 200, 114), (0, 1, 0, 1), strict=True)])
    ev = club.new_evening("2026-01-08", "differenzler", passen=1)
    club.record_result(ev.id, 1, 1, [PaperResult(m, p) for m, p in zip(
        ids, (20, 30, 40, 50), strict=True)])


def inked(image, x, y):
    return QColor(image.pixel(x, y)) != BACKGROUND


@pytest.mark.parametrize("size", [(1240, 728), (1024, 600)])
def test_the_chart_legend_wraps_instead_of_being_cut(language_cw, qtbot, tmp_path, size):
    language, cw = language_cw
    two_evenings(cw.club)
    cw.resize(*size)
    cw.refresh()
    page = cw.statistics
    open_tab(qtbot, cw, page)
    page.member.setFocus()
    press(qtbot, Qt.Key.Key_Home)  # Anne-Lise, the first member
    QApplication.processEvents()
    assert page.member.currentText().startswith("Anne-Lise")
    assert "\n" in page.variants.item(1, 0).text()  # the Turnier's changed rounds
    chart = page.chart
    image = chart.grab().toImage()
    image.save(str(tmp_path / f"club-stats-{language}-{size[0]}.png"))
    cw.grab().save(str(tmp_path / f"club-statistics-{language}-{size[0]}.png"))
    # nothing is drawn in the chart's right margin above the plot: a legend cut at the
    # edge had its letters there (the plot's grid lines start below the legend)
    legend, _font = chart.legend()
    below = int(max(key.text.bottom() for key in legend))
    edge = range(image.width() - 4, image.width())
    assert not [(x, y) for x in edge for y in range(0, below) if inked(image, x, y)]
    # every key's words laid out in the room it has, line by line, within the chart
    for key in legend:
        assert 0 <= key.x and key.text.right() <= chart.width(), (key.words, key.text)
        layout = QTextLayout(key.words, _font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        height, lines = 0.0, []
        while (line := layout.createLine()).isValid():
            line.setLineWidth(key.text.width())
            height += line.height()
            lines.append(line)
        layout.endLayout()
        assert all(line.naturalTextWidth() <= key.text.width() for line in lines), key.words
        assert height <= key.text.height() + 1, key.words
    first, second = legend
    assert second.text.top() >= first.text.bottom() or second.x > first.text.right()
