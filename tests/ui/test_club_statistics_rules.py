"""The Statistics tab splits a member's games by the evenings' table rules and names what each
figure counts (a club organiser's trial: a Turnier Passe of about 900 points and a Partie to
4500 made one "Schieber" average of 1'966.8 points per game, and the *Wertung* of a Freier
Jass evening showed 0 without saying it counts Partien won).

The evenings are recorded through the club's API (they are not what the test is about); the
tab is chosen and read as a person does, in German."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.club import PaperResult

from .club_steps import open_club_window
from .keyboard import press


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def table(club, evening, four, ours, theirs, a_won=None):
    club.record_result(evening.id, 1, 1, [
        PaperResult(m, ours if i % 2 == 0 else theirs, side=i % 2,
                    **({} if a_won is None else {"won": (i % 2 == 0) == a_won}))
        for i, m in enumerate(four)])


def test_the_trials_schieber_evenings_in_the_statistics_tab(cw, qtbot, tmp_path):
    club = cw.club
    four = [club.add_member(n, n.split()[0]).id
            for n in ("Anna-Lena Müller", "Jürg Bösch", "Urs Öchsli", "Käthi Rüegg")]
    # 03.11. Turnier of 12 rounds: 1000 : 884 (10.11.: 934 : 950); 17.11. Freier Jass to
    # 4500: 3210, B went out; 01.12. Turnier of 2 rounds: 200 : 114
    for day, ours in (("2026-11-03", 1000), ("2026-11-10", 934)):
        table(club, club.new_evening(day, "schieber", preset="turnier", passen=1), four,
              ours, 1884 - ours)
    table(club, club.new_evening("2026-11-17", "schieber", preset="freier_jass", passen=1),
          four, 3210, 4510, a_won=False)
    table(club, club.new_evening("2026-12-01", "schieber", preset="turnier", passen=1,
                                 settings={"rounds": 2}), four, 200, 114)
    cw.refresh()
    bar = cw.tabs.tabBar()
    page = cw.statistics
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(page)).center())
    page.member.setFocus()
    press(qtbot, Qt.Key.Key_Home)  # Anna-Lena, the first member
    QApplication.processEvents()
    cw.grab().save(str(tmp_path / "statistik.png"))
    assert page.member.currentText().startswith("Anna-Lena")
    # no average over figures that do not mean the same
    assert page.figures["average"].text() == "je Tischregeln"
    heads = [page.variants.horizontalHeaderItem(c).text()
             for c in range(page.variants.columnCount())]
    assert heads == ["Tischregeln", "Passen", "Gewonnen", "Matches", "Gezählt", "Summe",
                     "Durchschnitt"]
    rows = [[page.variants.item(r, c).text() for c in range(len(heads))]
            for r in range(page.variants.rowCount())]
    assert [r[1:] for r in rows] == [
        ["2", "1", "0", "Punkte", "1'934", "967"],  # Turnier, 12 rounds: won 1000 : 884
        ["1", "0", "0", "Punkte", "3'210", "3'210"],  # Freier Jass (a whole number: no ".0")
        ["1", "1", "0", "Punkte", "200", "200"]]  # Turnier, 2 rounds
    assert rows[0][0] == "Schieber · Turnier (Jassverein)"
    assert rows[1][0] == "Schieber · Freier Jass (Jassverein)"
    assert rows[2][0].startswith("Schieber · Turnier (Jassverein) (angepasst)\n")
    assert rows[2][0].endswith(": 2")  # the rounds it was changed to
    # the evenings: what each score counts
    heads = [page.evenings.horizontalHeaderItem(c).text()
             for c in range(page.evenings.columnCount())]
    score, counted = heads.index("Wertung"), heads.index("Gezählt")
    shown = [(page.evenings.item(r, score).text(), page.evenings.item(r, counted).text())
             for r in range(page.evenings.rowCount())]
    assert shown == [("1'000", "Punkte"), ("934", "Punkte"), ("0", "Gewonnene Partien"),
                     ("200", "Punkte")]


def test_every_column_shows_when_the_tab_is_first_opened(cw, qtbot):
    """A club's trial at the default size: the first member's *Durchschnitt* was cut to
    "Durchsc…", reached only with the scroll bar; with another member chosen it fitted
    (the room was worked out while the tab was hidden, and the splitter shared it out again
    when the tab was shown)."""
    club = cw.club
    ids = [club.add_member(n, n.split()[0]).id
           for n in ("Anna Muster", "Beat Zürcher", "Cla Caduff", "Dora Kälin")]
    evening = club.new_evening("2026-12-05", "schieber", preset="turnier", passen=1,
                               settings={"rounds": 4})
    table(club, evening, ids, 314, 314)
    cw.refresh()
    cw.resize(1240, 740)  # its size on the trial's 1366 × 768 screen
    bar = cw.tabs.tabBar()
    page = cw.statistics
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(page)).center())
    qtbot.waitUntil(page.variants.isVisible)
    assert page.member.currentText().startswith("Anna")
    table_ = page.variants
    header = table_.horizontalHeader()
    last = table_.columnCount() - 1
    assert header.sectionViewportPosition(last) + header.sectionSize(last) \
        <= table_.viewport().width()
    assert not table_.horizontalScrollBar().isVisible()


def test_an_evening_page_says_what_its_table_rules_change(cw, qtbot):
    """An English organiser's trial: the evening's head said "Turnier (Jassverein)
    (changed)", and nothing on the page said that the change was 3 rounds."""
    club = cw.club
    changed = club.new_evening("2026-04-16", "schieber", preset="turnier", passen=1,
                               settings={"rounds": 3})
    plain = club.new_evening("2026-04-23", "schieber", preset="turnier", passen=1)
    cw.refresh()
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(cw.evenings)).center())
    cw.evenings.choose(changed.id)
    details = cw.evenings.page.details.text()
    assert "Schieber · Turnier (Jassverein), angepasst: Runden (bei fester Rundenzahl): 3 " \
        "statt 12" in details, details
    cw.evenings.choose(plain.id)
    assert "angepasst" not in cw.evenings.page.details.text()
