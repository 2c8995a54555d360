"""The rule under the evening's ranking (how the ranking is decided) wraps in the room
beside its scroll bar, never under it, and is whole wherever it takes no more than a third
of the ranking's height: a French evening of thirteen players over four Passen at 1024 ×
600 showed a scroll bar beside the rule with its last line scrolled out of sight, though
the rule had the room (the bar once in, Qt wrapped the lines beside it and kept it).

Through the club window: the evening clicked in the Evenings tab, the window resized as
a person does, at a netbook's and a laptop's size, in German and French."""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle

from .club_steps import open_club_window, open_tab
from .test_club_evening_ranking_fit import guest_evening

SIZES = [(1024, 600), (1366, 768)]


def evening_shown(cw, qtbot, size):
    """A guest evening of 13 over four Passen clicked in the Evenings tab, in a window of
    *size* (opened at 1240 × 728, then resized: the order a person does it in)."""
    evening = guest_evening(cw.club, 13, 4)
    cw.refresh()
    cw.resize(1240, 728)
    open_tab(qtbot, cw, cw.evenings)
    rows = cw.evenings.list
    row = next(r for r, ev in enumerate(cw.evenings.evenings) if ev.id == evening.id)
    qtbot.mouseClick(rows.viewport(), Qt.MouseButton.LeftButton,
                     pos=rows.visualItemRect(rows.item(row)).center())
    panel = cw.evenings.page.ranking
    qtbot.waitUntil(lambda: panel.table.rowCount() == 13)
    cw.resize(*size)
    for _ in range(3):  # the splitters share out the width, then the pages lay out again
        QApplication.processEvents()
    return panel


def in_view(panel):
    """The rule's text is left of its scroll bar and inside the viewport; the bar only
    where the lines are taller than the room (a third of the panel, a sixth where the
    ranking is the tables' summary), else every line is in view."""
    area, rule = panel.rule_area, panel.rule
    viewport, bar = area.viewport(), area.verticalScrollBar()
    text = rule.contentsRect()
    right = rule.mapTo(viewport, text.topRight()).x()
    assert 0 <= rule.mapTo(viewport, text.topLeft()).x() and right < viewport.width()
    if bar.isVisible():
        assert rule.mapTo(area, text.topRight()).x() < bar.mapTo(area, QPoint(0, 0)).x()
        # a sixth beside the tables where the ranking is their summary (a netbook's)
        part = 6 if panel.summary_note.isVisible() else 3
        most = max(3 * rule.fontMetrics().lineSpacing(), panel.height() // part)
        assert rule.heightForWidth(area.width()) > most
    else:
        assert rule.height() <= viewport.height() == area.height()
        assert rule.heightForWidth(rule.width()) <= area.height()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["german_window", "french_window"])
def test_the_rule_wraps_in_view(request, club_path, dialogs, qtbot, language, size, tmp_path):
    cw = open_club_window(request.getfixturevalue(language), dialogs)
    panel = evening_shown(cw, qtbot, size)
    assert panel.rule.text()
    cw.grab().save(str(tmp_path / f"fix-club-rule-{language[:2]}-{size[0]}.png"))
    in_view(panel)


class BarOverText(QProxyStyle):
    """A style whose scroll bars lie over what they scroll (macOS's, and other styles'
    transient bars)."""

    def pixelMetric(self, metric, option=None, widget=None):  # noqa: N802 - Qt's name
        if metric == QStyle.PixelMetric.PM_ScrollView_ScrollBarOverlap:
            return super().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, option, widget)
        return super().pixelMetric(metric, option, widget)

    def styleHint(self, hint, option=None, widget=None, returned=None):  # noqa: N802
        if hint == QStyle.StyleHint.SH_ScrollBar_Transient:
            return 1
        return super().styleHint(hint, option, widget, returned)


def test_a_bar_over_the_text_keeps_a_margin_of_its_own(french_window, club_path, dialogs,
                                                       qtbot, tmp_path):
    """A netbook's window below its taskbar (1024 × 540): the French rule is taller than a
    third of the ranking and scrolls; with a bar over the text, the text wraps left of it."""
    cw = open_club_window(french_window, dialogs)
    style = BarOverText("Fusion")
    area = cw.evenings.page.ranking.rule_area
    for widget in (area, area.verticalScrollBar()):
        widget.setStyle(style)
    panel = evening_shown(cw, qtbot, (1024, 460))
    assert panel.rule_area.verticalScrollBar().isVisible()
    cw.grab().save(str(tmp_path / "fix-club-rule-over.png"))
    in_view(panel)
