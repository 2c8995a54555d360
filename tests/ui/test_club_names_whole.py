"""Every name whole in an evening's tables list, on a 1280 × 800 screen and on a netbook's
1024 × 600, in German and in French (docs/club-window.md: "every name whole"; a club
organiser's trial at 1280 px: "B: Anna-Len…", "B: Jürg & Hans-…", even while the ranking
beside the tables was still empty). The club window fits those screens too: the German
window was 1113 px wide at least and the French 1289 px (the evening's buttons in one row),
wider than a netbook's screen and, in French, than a 1280 px one.

The window is sized as it opens on such a screen (what the screen leaves it, less a title
bar and borders) and chosen as a person does (the Evenings tab, the evening in its list)."""

import random

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from jasstafel import i18n
from jasstafel.club import PaperResult
from jasstafel.ui.widgets.screen import FRAME

from .keyboard import press

MEMBERS = [("Anna-Lena Müller", "Anna-Lena"), ("Jürg Bösch", "Jürg"),
           ("Fränzi Zürcher", "Fränzi"), ("Marco D'Alessandro", "Marco"),
           ("Käthi Rüegg-Meier", "Käthi"), ("Sämi Schär", "Sämi"), ("Urs Öchsli", "Urs"),
           ("Vreni Hügli", "Vreni")]
SCREENS = {"1280x800": QSize(1280, 800), "1024x600": QSize(1024, 600)}


@pytest.fixture(params=["de", "fr"])
def cw(request, club_path, dialogs):
    main = request.getfixturevalue("german_window" if request.param == "de"
                                   else "french_window")
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = main.club.show_window()
    assert club_window is not None
    dialogs.shown.clear()
    dialogs.answer = QMessageBox.StandardButton.Discard
    return club_window


def freier_jass(club, results):
    """The trial's 17.11.: Freier Jass, 2 Passen, the eight members and the guest
    "Hans-Ueli Gast" (no short name: his whole name in the list), one sits out each Passe;
    *results*: the tables of Passe 1 typed, A 4'480 : B 4'300, B bedankte."""
    ids = [club.add_member(name, short).id for name, short in MEMBERS]
    ids.append(club.add_guest("Hans-Ueli Gast").id)
    evening = club.new_evening("2026-11-17", "schieber", preset="freier_jass", passen=2,
                               place="Bären, Zürich", title="Schieber-Abend")
    drawn = club.draw(evening.id, ids, rng=random.Random(11)).passen
    if results:
        for table in drawn[0].tables:
            s = table.seats
            club.record_result(evening.id, 1, table.number, [
                PaperResult(m, 4480 if i % 2 == 0 else 4300, won=i % 2 == 1)
                for i, m in enumerate(s)])
    return evening


def open_evening(cw, qtbot, evening, screen):
    room = SCREENS[screen] - FRAME  # what the window has on that screen
    cw.resize(room)
    cw.refresh()
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(cw.evenings)).center())
    cw.evenings.list.setFocus()
    press(qtbot, Qt.Key.Key_Home)  # the one evening
    assert cw.evenings.page.evening.id == evening.id
    for _ in range(3):  # the splitters share out the width, then the pages lay out again
        QApplication.processEvents()
    return room


def names_whole(cw):
    tree = cw.evenings.page.tree
    metrics = tree.fontMetrics()
    assert not tree.horizontalScrollBar().isVisible()
    for p in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(p)
        for t in range(top.childCount()):
            item = top.child(t)
            for column in (1, 2):
                for line in item.text(column).split("\n"):
                    assert tree.columnWidth(column) > metrics.horizontalAdvance(line), line
        rect = tree.visualItemRect(top)  # "Passe 1 · 2 of 2 tables recorded" whole too
        assert rect.width() > metrics.horizontalAdvance(top.text(0)) + tree.indentation()


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("results", [False, True], ids=["open", "ranked"])
def test_every_name_whole_in_the_tables_list(cw, qtbot, tmp_path, screen, results):
    evening = freier_jass(cw.club, results)
    room = open_evening(cw, qtbot, evening, screen)
    cw.grab().save(str(tmp_path / f"abend-{screen}.png"))
    assert cw.size() == room  # the window fits the screen
    for button in cw.findChildren(QPushButton):  # no button off the window
        if button.isVisible():
            right = button.mapTo(cw, button.rect().topRight()).x()
            assert right < cw.width(), button.text()
    tree = cw.evenings.page.tree
    ranking = cw.evenings.page.ranking.table
    if results and screen == "1024x600":
        # a netbook: the ranking's every column in view first (a Romand trial's had its
        # Points behind a scroll bar), the tables' list scrolls sideways, nothing cut
        assert not ranking.horizontalScrollBar().isVisible()
        assert tree.textElideMode() == Qt.TextElideMode.ElideNone
    else:
        names_whole(cw)
    word = {"de": "Passe 1 · ", "fr": "Manche 1 · "}[i18n.language()]
    assert tree.topLevelItem(0).text(0).startswith(word)  # in the window's language
    players = [cw.evenings.page.tree.topLevelItem(0).child(t).text(1) for t in range(2)]
    assert any("Hans-Ueli Gast" in text for text in players)
    if results:
        ranking = cw.evenings.page.ranking.table
        assert ranking.rowCount() == 9
        assert ranking.isVisible() and ranking.viewport().width() > 200
