"""The evening page's tables list has no sideways scroll bar where nothing in it is cut
(docs/club-window.md: "The tables' list is as wide as its players and results, always").

A German club organiser's trial (1366 × 768, the club window at its default 1240 × 728):
right after the draw the list "Tische und Ergebnisse" showed a horizontal scroll bar, its
"offen" column at the right edge; once results were in, the bar was gone. The results'
column, the last, kept Qt's default width of 100 px while its content ("offen") was
narrower, and the list asked only for its content's width. Ten present (one a guest, typed
into the draw dialog), two Passen; at the default size with the trial's full names (no
short names, one of 60 letters), on a netbook's 1024 × 600 with short names; German and
French."""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from jasstafel.club import PaperResult

from .conftest import window_in

TRIAL = [("Iris Jäggi", ""), ("Hans-Ueli von Känel-Grünenfelder zu Oberdiessbach-Wichtrach", ""),
         ("Bärbel Zürcher", ""), ("Émile Bérard", ""), ("Anna Muster", ""), ("Beat Keller", ""),
         ("Cla Caduff", ""), ("Dora Meier", ""), ("Fränzi Hänni", "")]
SHORT = [("Anna Müller", "Anna"), ("Beat Zürcher", "Beat"), ("Clà Caduff", "Clà"),
         ("Dörte Bösch", "Dörte"), ("Emil Grüter", "Emil"), ("Fränzi Hänni", "Fränzi"),
         ("Gody Brönnimann", "Gody"), ("Hans D'Amico", "Hans"), ("Iris Jäggi", "Iris")]


@pytest.fixture(params=["de", "fr"])
def cw(request, qapp, qtbot, settings, autosaves, club_path, dialogs):
    """The club window of a German or a French main window."""
    started = window_in(request.param, qapp, qtbot, settings)
    window = next(started)
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = window.club.show_window()
    assert club_window is not None
    dialogs.answer = QMessageBox.StandardButton.Discard
    club_window.rng = random.Random(7)  # a repeatable draw
    yield club_window
    next(started, None)


def settle():
    for _ in range(3):  # the splitters share out the width, then the pages lay out again
        QApplication.processEvents()


def whole(tree):
    """Every column of the tables' list as wide as its content and its title, and the
    list as wide as its columns: nothing cut, no scroll bar. The results' column is hidden
    where the results stand under the players (a narrow page): the players' column holds
    them then."""
    header = tree.header()
    for column in range(tree.columnCount()):
        if tree.isColumnHidden(column):
            continue
        content = max(tree.sizeHintForColumn(column), header.sectionSizeHint(column))
        assert tree.columnWidth(column) >= content, column
    assert header.length() <= tree.viewport().width(), (
        [tree.columnWidth(c) for c in range(tree.columnCount())], tree.viewport().width())
    assert not tree.horizontalScrollBar().isVisible()


@pytest.mark.parametrize(("size", "members"), [((1240, 728), TRIAL), ((1024, 600), SHORT)],
                         ids=["1240x728", "1024x600"])
def test_no_scroll_bar_under_the_tables_after_the_draw(cw, qtbot, tmp_path, size, members):
    ids = [cw.club.add_member(name, short).id for name, short in members]
    evening = cw.club.new_evening("2026-11-26", "schieber", preset="turnier", passen=2)
    cw.refresh()
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(cw.evenings)).center())
    cw.evenings.choose(evening.id)
    cw.resize(*size)
    settle()
    assert cw.width() == size[0]
    page = cw.evenings.page
    draw = page.draw_dialog()
    draw.guest_name.setFocus()
    qtbot.keyClicks(draw.guest_name, "Vreni Gast")
    qtbot.keyClick(draw.guest_name, Qt.Key.Key_Return)  # Enter adds the guest
    draw.buttons.button(draw.buttons.StandardButton.Ok).click()  # Draw
    assert draw.result() == draw.DialogCode.Accepted
    settle()
    drawn = cw.club.drawn(evening.id)
    assert len(drawn) == 2 and sum(len(p.tables) for p in drawn) == 4
    assert all(set(ids) <= {m for t in p.tables for m in t.seats} | set(p.sitting_out)
               for p in drawn)
    cw.grab().save(str(tmp_path / "drawn.png"))
    whole(page.tree)

    # the results in (through the club: not what the test is about): still whole
    for passe in drawn:
        for table in passe.tables:
            s = table.seats  # a Turnier of 12 rounds: 1884 points in all
            cw.club.record_result(evening.id, passe.passe, table.number, [
                PaperResult(s[0], 1100, matches=1), PaperResult(s[2], 1100, matches=1),
                PaperResult(s[1], 784, matches=0), PaperResult(s[3], 784, matches=0)])
    cw.refresh()
    settle()
    cw.grab().save(str(tmp_path / "results.png"))
    # with the results the ranking has its every column in view first (a Romand trial on
    # a netbook); the tables' list is whole where the room is left, else it scrolls
    # sideways, nothing in it cut
    ranking = page.ranking.table
    if ranking.horizontalScrollBar().isVisible():  # wider than the page: all the room it can
        assert page.tables_side.width() <= page.tables_side.minimumSizeHint().width()
    if page.tree.horizontalScrollBar().isVisible():
        assert page.tree.textElideMode() == Qt.TextElideMode.ElideNone
    else:
        whole(page.tree)
