"""The note under a ranking ("°" tables of other rules, "†" tables imported unfinished) is
whole as soon as it grows, and nothing under the ranking lies over anything else: a
correction with its reason made the note a line longer and its last line was cut off until
the window was resized, and on a laptop the export buttons lay over the rule's last lines.

The rule takes the room the note, the ranking's least rows and the buttons leave it, and
scrolls beyond that (its whole text reachable), never more than it has.

Through the club window: two match files imported in its dialog, table 1 corrected in
*Correct result…* with a long reason typed, as a person does; the evening page's ranking and
the Rankings tab's, at a laptop's, a smaller laptop's and a netbook's size, in German and
French."""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from .club_steps import ok, open_club_window, open_tab, type_into
from .test_club_accepted_tables_marked import click, save, tick
from .test_club_evening_chosen_fresh import click_table

SIZES = [(1366, 768), (1280, 720), (1024, 600)]
#: a secretary's reason, as long as a trial's (ASCII: typed by keys)
REASON = ("Blatt falsch addiert: die letzte Runde wurde zweimal gezaehlt; mit beiden Teams "
          "nachgerechnet und von allen vier Spielern unterschrieben")


PLAYERS = ["Anna", "Beat", "Cla", "Dora", "Emil", "Franz", "Gody", "Hans", "Ida", "Jörg",
           "Käthi", "Lisi", "Mägi", "Noldi", "Otto", "Päuli", "Reto", "Sämi", "Trudi", "Urs",
           "Vreni", "Walti", "Xaver", "Zita"]
TABLES = len(PLAYERS) // 4


def imported(cw, qtbot, tmp_path):
    """A Turnier evening of 12 rounds, its six tables' match files imported in the window's
    dialog: the odd tables broken off (5 of 12 rounds), the even ones played to 4 rounds;
    both boxes ticked, the reason typed, OK: the evening and its page."""
    for name in PLAYERS:
        cw.club.add_member(name)
    evening = cw.club.new_evening("2026-12-07", "schieber", preset="turnier", passen=1)
    cw.refresh()
    open_tab(qtbot, cw, cw.evenings)
    page = cw.evenings.page
    paths = []
    for table in range(1, TABLES + 1):
        path = tmp_path / f"tisch{table}.jass"
        rounds, played = (12, 5) if table % 2 else (4, 4)
        save(path, PLAYERS[4 * table - 4:4 * table], table, rounds, played)
        paths.append(str(path))
    dialog = page.import_dialog(paths)
    tick(qtbot, dialog.partial)
    tick(qtbot, dialog.other_rules)
    type_into(qtbot, dialog.note, "short evening")
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    return evening, page


def in_rankings_tab(cw, qtbot, evening):
    """The Rankings tab clicked, the evening chosen in *Ranking of* by the arrow keys."""
    open_tab(qtbot, cw, cw.rankings)
    which = cw.rankings.which
    which.setFocus()
    for _ in range(which.count()):
        if which.currentData() == f"evening:{evening.id}":
            break
        qtbot.keyClick(which, Qt.Key.Key_Down)
    assert which.currentData() == f"evening:{evening.id}"
    panel = cw.rankings.panel
    qtbot.waitUntil(lambda: panel.table.rowCount() == len(PLAYERS))
    return panel


def settle():
    for _ in range(3):  # the layout requests posted, then the splitter's sharing out
        QApplication.processEvents()


def corrected(qtbot, page):
    """Table 1 of Passe 1 clicked, *Correct result…*, other points and the reason typed,
    OK."""
    click_table(qtbot, page, 1, 1)
    page.correct_button.click()
    dialog = QApplication.activeModalWidget()
    type_into(qtbot, dialog.inputs[0]["points"], "418")
    type_into(qtbot, dialog.inputs[1]["points"], "367")
    type_into(qtbot, dialog.note, REASON)
    ok(dialog)
    settle()


def rect_of(widget, panel):
    return QRect(widget.mapTo(panel, QPoint(0, 0)), widget.size())


def name(widget):
    if widget.objectName():
        return widget.objectName()
    return widget.text() if hasattr(widget, "text") else type(widget).__name__


def laid_out(panel):
    """What is wrong under the ranking: the note or the rule cut, their lines beyond reach,
    or one part over another (empty: nothing)."""
    wrong = []
    note, rule, area = panel.note, panel.rule, panel.rule_area
    for label in (note, rule):
        if label.isVisible() and label.height() < label.heightForWidth(label.width()):
            wrong.append(f"{label.objectName()} cut: {label.height()} of "
                         f"{label.heightForWidth(label.width())}")
    lines = area.widget()
    if lines.height() < lines.heightForWidth(lines.width()):
        wrong.append("the note and the rule cut")
    if not area.verticalScrollBar().isVisible() and area.viewport().height() < lines.height():
        wrong.append("the note and the rule beyond their view, and no scroll bar")
    parts = [panel.title, panel.table, panel.summary_note, area, panel.csv_button,
             panel.print_button, panel.pdf_button]
    shown = [(w, rect_of(w, panel)) for w in parts if w.isVisible()]
    for i, (first, one) in enumerate(shown):
        if not panel.rect().contains(one):
            wrong.append(f"{name(first)} outside the panel")
        wrong += [f"{name(first)} over {name(second)}" for second, other in shown[i + 1:]
                  if one.intersects(other)]
    return wrong


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["german_window", "french_window"])
def test_the_note_grows_at_once_and_nothing_overlaps(request, club_path, dialogs, qtbot,
                                                     tmp_path, language, size):
    cw = open_club_window(request.getfixturevalue(language), dialogs)
    cw.resize(*size)
    evening, page = imported(cw, qtbot, tmp_path)
    panel = page.ranking
    settle()
    assert laid_out(panel) == []
    lines = panel.note.heightForWidth(panel.note.width())
    corrected(qtbot, page)
    assert REASON in " ".join(panel.note.text().split())
    assert panel.note.heightForWidth(panel.note.width()) > lines  # it grew
    name = str(tmp_path / f"fix-rankpanel-{language[:2].replace('ge', 'de')}-{size[0]}")
    cw.grab().save(f"{name}-evening.png")
    assert laid_out(panel) == []  # at once, without a resize
    panel = in_rankings_tab(cw, qtbot, evening)
    settle()
    cw.grab().save(f"{name}-rankings.png")
    assert laid_out(panel) == []
