"""A club season run in French (a tester's findings): the club window in French shows numbers,
names and its evening page as a Romand club reads them.

As in test_club_window.py, the window is driven through its widgets (clicks, keys) on a
temporary club database; the results are typed in through the club's API where they are
not what a test is about.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from jasstafel.club import PaperResult

from .keyboard import press


@pytest.fixture
def french_cw(french_window, club_path, dialogs):
    """The club window of a French main window, on a new club file."""
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = french_window.club.show_window()
    assert club_window is not None and club_path.exists()
    dialogs.shown.clear()
    dialogs.answer = QMessageBox.StandardButton.Discard
    return club_window


def open_tab(qtbot, cw, page):
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(page)).center())
    assert cw.tabs.currentWidget() is page


def coiffeur_evening(club, names, points, date="2025-12-04", passen=2):
    """A Coiffeur evening of four players, every Passe team A (the first two) *points*."""
    ids = [club.add_member(n).id for n in names]
    evening = club.new_evening(date, "coiffeur", preset="jassverein", passen=passen)
    for passe, value in enumerate(points, start=1):
        club.record_result(evening.id, passe, 1, [
            PaperResult(ids[0], value, side=0), PaperResult(ids[1], value, side=0),
            PaperResult(ids[2], 3000, side=1), PaperResult(ids[3], 3000, side=1)])
    return evening, ids


def test_the_statistics_tab_writes_numbers_as_french_does(french_cw, qtbot, tmp_path):
    """9400 and 4700.0 (English) were shown in a French window: 9'425 and 4'712,5."""
    coiffeur_evening(french_cw.club, ["Anne-Lise", "Gérald", "JMR", "Fred"], [4700, 4725])
    french_cw.refresh()
    page = french_cw.statistics
    open_tab(qtbot, french_cw, page)
    page.member.setFocus()
    press(qtbot, Qt.Key.Key_Home)  # Anne-Lise, the first member
    QApplication.processEvents()
    page.grab().save(str(tmp_path / "stats.png"))
    assert page.member.currentText().startswith("Anne-Lise")
    # one kind of evening: its average, named by what it counts (a Coiffeur's total)
    assert page.figures["average"].text() == "4'712,5 (Total)"
    row = [page.variants.item(0, c).text() for c in range(page.variants.columnCount())]
    assert row[1:] == ["2", "2", "0", "Total", "9'425", "4'712,5"]
    assert page.evenings.item(0, 4).text() == "9'425"


ACCENTED = ["Zoé Jaquet", "émile Dubois", "Anne-Lise", "Éric Rochat", "fred"]
SORTED = ["Anne-Lise", "émile Dubois", "Éric Rochat", "fred", "Zoé Jaquet"]


def test_accented_names_are_listed_where_people_look_for_them(french_cw, qtbot):
    """"Émile Dubois" was listed after "Zoé Jaquet" (in the Members tab and the draw
    dialog): accents folded and case ignored."""
    club = french_cw.club
    for name in ACCENTED:
        club.add_member(name)
    evening = club.new_evening("2025-12-04", "molotow")
    french_cw.refresh()
    open_tab(qtbot, french_cw, french_cw.members)
    table = french_cw.members.table
    assert [table.item(r, 0).text() for r in range(table.rowCount())] == SORTED
    open_tab(qtbot, french_cw, french_cw.evenings)
    french_cw.evenings.choose(evening.id)
    page = french_cw.evenings.page
    qtbot.mouseClick(page.draw_button, Qt.MouseButton.LeftButton)
    dialog = QApplication.activeModalWidget()
    assert dialog is not None and hasattr(dialog, "list")
    assert [dialog.list.item(r).text() for r in range(dialog.list.count())] == SORTED
    dialog.reject()


NAMES = ["Anne-Lise Bovet", "Gérald Rochat", "Jean-Marc Rey", "Frédéric Jaquet",
         "François Monnier", "Émile Dubois", "Zoé Jaquet", "Marie-Claude Favre"]


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_tables_of_players_each_for_themselves_stay_readable(french_cw, qtbot, size,
                                                                  tmp_path):
    """A Molotow evening at 1366×768: the players' column shrank to "Joue" / "A…" and the
    results were cut ("3. François") under a scroll bar, while the ranking beside it had
    room to spare. Every player and result is whole now (a line each, as a team table has
    a line per team)."""
    import random

    club = french_cw.club
    ids = [club.add_member(n, n.split()[0]).id for n in NAMES]
    evening = club.new_evening("2025-12-04", "molotow", passen=2)
    club.draw(evening.id, ids, rng=random.Random(3))
    for table in club.drawn(evening.id)[0].tables:
        club.record_result(evening.id, 1, table.number, [
            PaperResult(m, p) for m, p in zip(table.seats, (265, 334, 300, 347), strict=True)])
    french_cw.refresh()
    open_tab(qtbot, french_cw, french_cw.evenings)
    french_cw.evenings.list.setFocus()
    press(qtbot, Qt.Key.Key_Home)  # the one evening
    french_cw.resize(*size)
    QApplication.processEvents()
    french_cw.grab().save(str(tmp_path / "evening.png"))
    tree = french_cw.evenings.page.tree
    assert tree.topLevelItemCount() == 2
    assert not tree.horizontalScrollBar().isVisible()
    metrics = tree.fontMetrics()
    table = tree.topLevelItem(0).child(0)
    for column in (1, 2):
        widest = max(metrics.horizontalAdvance(line) for line in table.text(column).split("\n"))
        assert tree.columnWidth(column) > widest, (column, table.text(column))
    assert len(table.text(1).split("\n")) == 4  # four players, a line each


def test_the_members_count_takes_the_french_plural_of_each_figure(french_cw, qtbot):
    """A trial's empty French club said "0 membre, 0 actifs": the count of active members
    had one form for every number. French says 0 and 1 in the singular."""
    page = french_cw.members
    open_tab(qtbot, french_cw, page)
    assert page.count.text() == "0 membre, 0 actif"
    anna = french_cw.club.add_member("Anne-Lise")
    french_cw.refresh()
    assert page.count.text() == "1 membre, 1 actif"
    french_cw.club.add_member("Gérald")
    french_cw.refresh()
    assert page.count.text() == "2 membres, 2 actifs"
    french_cw.club.deactivate(anna.id)
    french_cw.refresh()
    assert page.count.text() == "2 membres, 1 actif"


@pytest.mark.parametrize(("variant", "deck"), [("schieber", "fr"), ("coiffeur", "fr"),
                                               ("differenzler", "fr"), ("pandur", None)])
def test_a_new_evening_in_french_starts_with_the_french_cards(french_cw, qtbot, variant,
                                                              deck):
    """New match in French starts with the Romandie's deck (RULES.md section 0); the club's
    New evening offered the German cards (a Romand organiser's trial)."""
    open_tab(qtbot, french_cw, french_cw.evenings)
    qtbot.mouseClick(french_cw.evenings.new_button, Qt.MouseButton.LeftButton)
    dialog = QApplication.activeModalWidget() or french_cw.findChild(QDialog)
    dialog.choose(variant)
    chosen = dialog.form.value()
    assert chosen.get("deck") == deck
    if variant == "coiffeur":  # its suit rows by the French names (RULES.md section 0)
        german = {"Eichel": "Kreuz", "Rosen": "Schaufel", "Schilten": "Herz", "Schellen": "Ecken"}
        preset = dialog.cls.PRESETS[chosen["preset"]]
        assert [row["name"] for row in chosen["rows"]] == [german.get(row.name, row.name)
                                                          for row in preset.rows]
        assert "Kreuz" in [row["name"] for row in chosen["rows"]]
    dialog.reject()


def test_partners_again_are_listed_as_french_writes_a_list(french_cw, qtbot, dialogs):  # noqa: F811
    """Four members and five Passen: partners must repeat, and the window says which,
    one Passe after the other with " ; " as French writes it (it wrote "; ")."""
    club = french_cw.club
    for name in ("Anne Favre", "Luc Rey", "Zoé Bovet", "Marc Jaquet"):
        club.add_member(name)
    ev = club.new_evening("2025-12-04", "schieber", preset="turnier", passen=5)
    french_cw.refresh()
    open_tab(qtbot, french_cw, french_cw.evenings)
    french_cw.evenings.choose(ev.id)
    page = french_cw.evenings.page
    qtbot.mouseClick(page.draw_button, Qt.MouseButton.LeftButton)
    dialog = QApplication.activeModalWidget()
    dialogs.shown.clear()
    dialog.accept()
    QApplication.processEvents()
    (said,) = [text for title, text in dialogs.shown if title == "De nouveau partenaires"]
    # the French list's ";" after a no-break space, as the catalog writes it
    assert "\u00a0; Manche" in said and "; Manche" not in said.replace("\u00a0; ", ""), said
