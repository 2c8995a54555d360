"""A member with a right-to-left name (Arabic, Hebrew) in the club window: every text that
sets his name beside figures or other words keeps its order (a French organiser's trial).

Unicode's bidirectional algorithm takes the figures after a right-to-left name for part of
it: the evening page's result line "1er سامي 30" was shown as "1er 30 سامي", and the draw
dialog's "سامي (سامي)" as "(سامي) سامي". The window isolates each run of right-to-left
letters (FSI … PDI, :func:`jasstafel.i18n.isolate_rtl`), as the main window's history and
status lines do; the club's files (CSV) and the terminal get the names as they are.

The club is filled through the club's API (another program, as the command line); what
is read is what the window shows, reached as a person reaches it.
"""

import csv
import html
import random
import shutil
import subprocess

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from jasstafel.club import PaperResult
from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.i18n import FSI, PDI

from .keyboard import enter, press, type_text
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_club_french_season import french_cw, open_tab  # noqa: F401
from .texts import tip_text

SAMI = "سامي"  # a member whose short name is his name
LAILA = "ليلى"  # a guest
OTHERS = [("François Rochat", "François"), ("Anne-Lise Bovet", "Anne-Lise"),
          ("Gérald Rey", "Gérald"), ("Zoé Jaquet", "Zoé"), ("Émile Dubois", "Émile"),
          ("Marie Favre", "Marie")]


def iso(name):
    return f"{FSI}{name}{PDI}"


def every_line_shown(view, index):
    """Whether a view shows every line of an item's text: Qt lays the lines out one under
    the other and stops (eliding) at a line after which the next, taken as tall as this
    one, would not fit the item's height (qcommonstyle.cpp, viewItemTextLayout)."""
    text = index.data().replace("\n", "\u2028")
    layout = QTextLayout(text, view.font())
    layout.beginLayout()
    heights = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(10_000)
        heights.append(line.height())
    layout.endLayout()
    room, used = view.visualRect(index).height(), 0.0
    for height in heights[:-1]:
        used += height
        if used + height > room:
            return False
    return used + heights[-1] <= room


@pytest.fixture
def evening(french_cw):  # noqa: F811
    """A Differenzler evening of one Passe: سامي, five members and the guest ليلى at two
    tables of four; سامي has the table's lowest penalty (30), ليلى the highest."""
    club = french_cw.club
    sami = club.add_member(SAMI, SAMI)
    ids = [sami.id] + [club.add_member(n, s).id for n, s in OTHERS]
    laila = club.add_guest(LAILA)
    ev = club.new_evening("2025-12-04", "differenzler", passen=1)
    club.draw(ev.id, ids + [laila.id], rng=random.Random(5))
    for table in club.drawn(ev.id)[0].tables:
        penalties = iter((45, 52, 61))
        club.record_result(ev.id, 1, table.number, [
            PaperResult(m, 30 if m == sami.id else 88 if m == laila.id else next(penalties))
            for m in table.seats])
    french_cw.refresh()
    return ev, sami, laila


def sami_table(french_cw, ev, sami):  # noqa: F811
    return next(t for t in french_cw.club.drawn(ev.id)[0].tables if sami.id in t.seats)


def test_the_evening_page_keeps_a_right_to_left_name_before_its_figures(french_cw, qtbot,  # noqa: F811
                                                                         evening, tmp_path):
    ev, sami, _laila = evening
    open_tab(qtbot, french_cw, french_cw.evenings)
    french_cw.evenings.list.setFocus()
    press(qtbot, Qt.Key.Key_Home)  # the one evening
    french_cw.resize(1366, 728)
    QApplication.processEvents()
    french_cw.grab().save(str(tmp_path / "club-rtl-evening.png"))
    page = french_cw.evenings.page
    table = sami_table(french_cw, ev, sami)
    players, result = page.table_text(1, table.number)
    lines = result.split("\n")
    assert lines[0] == f"1er {iso(SAMI)} 30", lines  # was "1er سامي 30": shown "1er 30 سامي"
    assert lines[1].startswith("2e ") and FSI not in lines[1], lines  # Latin names as they are
    assert iso(SAMI) in players.split("\n"), players
    item = page._table_item(1, table.number)
    assert iso(SAMI) in tip_text(item.toolTip(1)).split("\n")
    # every line whole: the isolates are drawn in a taller fallback font, and the line
    # after such a line was cut ("4e ليلى 88…", the source gone)
    tree = page.tree
    for top in range(tree.topLevelItemCount()):
        for k in range(tree.topLevelItem(top).childCount()):
            child = tree.topLevelItem(top).child(k)
            for column in (1, 2):
                assert every_line_shown(tree, tree.indexFromItem(child, column)), \
                    child.text(column)


def test_the_draw_dialog_lists_name_and_short_name_in_their_order(french_cw, qtbot,  # noqa: F811
                                                                  evening, tmp_path):
    ev, _sami, _laila = evening
    open_tab(qtbot, french_cw, french_cw.evenings)
    page = french_cw.evenings.page
    assert page.evening is not None and page.evening.id == ev.id
    qtbot.mouseClick(page.draw_button, Qt.MouseButton.LeftButton)
    dialog = QApplication.activeModalWidget()
    assert dialog is not None and hasattr(dialog, "list")
    dialog.grab().save(str(tmp_path / "club-rtl-draw.png"))
    shown = [dialog.list.item(r).text() for r in range(dialog.list.count())]
    assert f"{iso(SAMI)} ({iso(SAMI)})" in shown, shown  # was shown "(سامي) سامي"
    assert f"{iso(LAILA)} · invité·e" in shown, shown  # the draw's guest mark
    assert "François Rochat (François)" in shown, shown
    tips = [tip_text(dialog.list.item(r).toolTip()) for r in range(dialog.list.count())]
    assert tips == shown
    dialog.reject()


def test_the_rankings_and_the_statistics_isolate_a_right_to_left_name(french_cw, qtbot,  # noqa: F811
                                                                      evening, tmp_path):
    ev, sami, laila = evening
    page = french_cw.rankings
    open_tab(qtbot, french_cw, page)
    page.which.setFocus()
    press(qtbot, Qt.Key.Key_End)  # the evening's ranking (the season's first)
    table = page.panel.table
    names = [table.cell_text(r, 1) for r in range(table.rowCount())]
    assert iso(SAMI) in names and f"{iso(LAILA)} · invité·e" in names, names  # the draw's
    guest = table.item(names.index(f"{iso(LAILA)} · invité·e"), 1)
    assert tip_text(guest.toolTip()).startswith(f"{iso(LAILA)}\u00a0: invité·e ("), \
        guest.toolTip()
    french_cw.club.deactivate(sami.id)
    french_cw.refresh()
    names = [table.cell_text(r, 1) for r in range(table.rowCount())]
    tip = tip_text(table.item(names.index(iso(SAMI)), 1).toolTip())
    assert tip == f"{iso(SAMI)} (membre inactif)", tip
    french_cw.club.reactivate(sami.id)
    french_cw.refresh()

    stats = french_cw.statistics
    open_tab(qtbot, french_cw, stats)
    shown = [stats.member.itemText(i) for i in range(stats.member.count())]
    assert f"{iso(SAMI)} ({iso(SAMI)})" in shown, shown
    stats.member.setCurrentIndex(shown.index(f"{iso(SAMI)} ({iso(SAMI)})"))
    stats.grab().save(str(tmp_path / "club-rtl-stats.png"))
    assert stats.figures["evenings"].text() == "1"


def test_the_import_and_the_questions_isolate_a_right_to_left_name(french_cw, qtbot,  # noqa: F811
                                                                   evening, tmp_path,
                                                                   dialogs):
    ev, sami, laila = evening
    # a match file of سامي's table, named by its players
    table = sami_table(french_cw, ev, sami)
    names = [french_cw.club.member(m).name for m in table.seats]
    path = tmp_path / "table.jass"
    matchfile.save(new_match("differenzler", names), path)
    open_tab(qtbot, french_cw, french_cw.evenings)
    dialog = french_cw.evenings.page.import_dialog([str(path)])
    players = dialog.table.item(0, 1).text()
    assert iso(SAMI) in players.split(", ") and FSI not in players.replace(iso(SAMI), "")
    dialog.reject()

    members = french_cw.members
    open_tab(qtbot, french_cw, members)
    row = next(r for r, m in enumerate(members.members) if m.id == sami.id)
    rect = members.table.visualRect(members.table.model().index(row, 0))
    qtbot.mouseClick(members.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    dialogs.shown.clear()
    dialogs.answer = QMessageBox.StandardButton.No
    qtbot.mouseClick(members.delete_button, Qt.MouseButton.LeftButton)
    (title, text), = dialogs.shown
    assert f"Supprimer {iso(SAMI)}" in text, text


def test_files_and_the_terminal_get_the_names_without_isolates(french_cw, evening,  # noqa: F811
                                                               tmp_path, capsys):
    """The isolates are for the eye: the seat list's CSV and the terminal's lines keep the
    name as the club has it."""
    from jasstafel.cli import main

    ev, _sami, _laila = evening
    out = tmp_path / "places.csv"
    assert main(["club", "draw", str(ev.id), "--csv", str(out), "--db",
                 str(french_cw.club.path)]) == 0
    said = capsys.readouterr().out
    assert SAMI in said and FSI not in said and PDI not in said
    rows = list(csv.reader(out.read_text(encoding="utf-8-sig").splitlines()))
    assert [SAMI, SAMI] in [row[5:7] for row in rows], rows  # name, short name
    assert FSI not in out.read_text(encoding="utf-8-sig")


def test_an_evening_of_a_right_to_left_title_is_listed_whole(french_cw, qtbot):  # noqa: F811
    """The evenings' list gives an evening three lines (date, title, place): the place was
    cut after a right-to-left title (its isolates drawn in a taller fallback font)."""
    club = french_cw.club
    club.new_evening("2025-12-04", "molotow", title="سهرة الجمعة 2", place="Bulle")
    french_cw.refresh()
    open_tab(qtbot, french_cw, french_cw.evenings)
    listed = french_cw.evenings.list
    item = listed.item(0)
    assert item.text() == f"04.12.2025\n{FSI}سهرة الجمعة{PDI} 2\nBulle", item.text()
    assert every_line_shown(listed, listed.indexFromItem(item))
    which = french_cw.rankings.which
    assert f"{FSI}سهرة الجمعة{PDI} 2" in which.itemText(which.count() - 1)


OMAR, HIND = "عمر", "هند"  # no letter in common: each found on the page by its own


def letters_x(pdf, name, near):
    """The x of each letter of *name* on the line of the first page that holds *near*
    (pdftotext's boxes: a right-to-left word comes as its letters, in presentation forms)."""
    import re
    import unicodedata

    boxes = subprocess.run(["pdftotext", "-f", "1", "-l", "1", "-bbox", str(pdf), "-"],
                           capture_output=True, text=True, check=True).stdout
    words = [(float(x), float(y), unicodedata.normalize("NFKC", html.unescape(w)))
             for x, y, w in re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<',
                                       boxes)]
    line = next(y for _x, y, w in words if w == near)
    return [x for x, y, w in words if abs(y - line) < 3 and w in name]


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext")
@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_the_paper_seats_right_to_left_partners_in_their_order(french_cw, qtbot, tmp_path,  # noqa: F811
                                                               real_dialogs):
    """Team A of عمر (seat 1) and هند (seat 3) was printed "هند & عمر" on the seat list and
    the table sheet ("A : هند & عمر"): the two names and the "&" made one right-to-left
    run. Each name is isolated now: عمر stands left, as seat 1 does."""
    club = french_cw.club
    ids = [club.add_member(n).id for n in (OMAR, HIND, "Zoé Jaquet", "Émile Dubois", "Anna",
                                           "Beat", "Cla", "Dora")]
    evening = club.new_evening("2025-12-04", "schieber", preset="turnier", passen=1)
    club.draw(evening.id, ids, rng=random.Random(21))
    table = club.drawn(evening.id)[0].tables[0]
    assert (table.seats[0], table.seats[2]) == (ids[0], ids[1])  # Team A: عمر & هند
    french_cw.refresh()
    open_tab(qtbot, french_cw, french_cw.evenings)
    page = french_cw.evenings.page
    for kind, near in (("seats", "Zoé"), ("sheets", "A")):
        out = tmp_path / f"{kind}.pdf"

        def in_file_dialog(dialog, out=out):
            type_text(qtbot, str(out))
            enter(qtbot)

        real_dialogs.when(QFileDialog, in_file_dialog)
        page.paper_actions[(kind, "pdf")].trigger()
        real_dialogs.check()
        assert out.exists(), kind
        subprocess.run(["pdftoppm", "-png", "-r", "80", "-f", "1", "-l", "1", str(out),
                        str(tmp_path / f"club-rtl-{kind}")], check=True)
        omar, hind = letters_x(out, OMAR, near), letters_x(out, HIND, near)
        assert len(omar) == len(hind) == 3, (kind, omar, hind)
        assert max(omar) < min(hind), (kind, omar, hind)  # seat 1 left of seat 3
