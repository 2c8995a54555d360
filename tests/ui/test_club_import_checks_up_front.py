"""Import match files…: what a file will need is said in its row before *Import*, a refusal
names every problem of every file at once, and a row moved by hand loses the old refusal.

A German secretary's trial: a stopped match of other table rules showed "wie am Abend" like a
finished one, and *Importieren* refused one problem at a time (first the other rules, then
the unfinished match). Importing a file a second time was refused ("Passe 1, Tisch 1 hat
schon Ergebnisse"); she set the row's Passe and Tisch to 2 and 2, and the red refusal stayed
under the new values, the row's *Herkunft* still "der Tisch der Spieler in der Auslosung".

The files are chosen in the real file dialog, the boxes clicked, the spin boxes typed into."""

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core import MatchInfo, matchfile

from .club_steps import import_files, open_club_window
from .real_dialogs import real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
PLAYED = matchfile.load(EXAMPLES / "schieber-turnier.jass").document  # 12 rounds, finished
RULES = 5  # the column *Tischregeln*: what differs, and what else needs a box


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def evening_of_two_tables(cw):
    """Eight members drawn to two tables in each of two Passen: (evening, Passe 1's tables)."""
    names = ("Anna", "Beat", "Cla", "Dora", "Erna", "Fritz", "Gian", "Heidi")
    ids = [cw.club.add_member(name).id for name in names]
    evening = cw.club.new_evening("2026-12-03", "schieber", preset="turnier", passen=2,
                                  settings=PLAYED.settings.model_dump())
    cw.club.draw(evening.id, ids, rng=random.Random(7))
    cw.refresh()
    cw.evenings.choose(evening.id)
    return evening, cw.club.drawn(evening.id)[0].tables


def save(cw, path: Path, table, **update) -> Path:
    """The match of a drawn *table* of Passe 1 (its title says the Passe), changed by
    *update*."""
    matchfile.save(PLAYED.model_copy(update={
        "players": [cw.club.member(m).name for m in table.seats],
        "info": MatchInfo(title="Abend · Passe 1", date="2026-12-03", table=str(table.number)),
        **update}), path)
    return path


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def tick(qtbot, box):
    """A check box clicked on its square (the middle of a short label's box is no part of
    it)."""
    square = QPoint(box.height() // 2, box.height() // 2)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=square)


def cell(dialog, row, column):
    return dialog.table.item(row, column).text()


def test_every_problem_is_said_up_front_and_refused_at_once(cw, qtbot, tmp_path,
                                                            real_dialogs):  # noqa: F811
    evening, (first, second) = evening_of_two_tables(cw)
    settings = PLAYED.settings.model_copy(update={"rounds": 11})
    stopped = save(cw, tmp_path / "tisch1.jass", first, settings=settings,
                   entries=PLAYED.entries[:5])
    again = save(cw, tmp_path / "tisch2.jass", second)
    cw.club.record_match(evening.id, 1, second.number, matchfile.load(again))
    cw.refresh()
    dialog = import_files(qtbot, cw, real_dialogs, [stopped, again])
    assert cell(dialog, 0, RULES).splitlines() == [  # in the order of the boxes
        "nicht beendet: 5 von 11 Runden", "Runden (bei fester Rundenzahl): 11 statt 12"]
    assert cell(dialog, 1, RULES).splitlines() == ["hat schon Ergebnisse"]
    dialog.grab().save(str(tmp_path / "fix-importdlg-checks.png"))

    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    click(qtbot, ok)
    said = dialog.error.text()
    assert dialog.isVisible()
    assert said.startswith("Nichts wurde importiert."), said
    lines = said.splitlines()[1:]
    assert [line.split(":")[0] for line in lines] == ["tisch1.jass"] * 2 + ["tisch2.jass"], said
    assert "anderen Tischregeln" in lines[0] and "nicht beendet" in lines[1], said
    assert f"Passe 1, Tisch {second.number} hat schon Ergebnisse" in lines[2], said
    dialog.grab().save(str(tmp_path / "fix-importdlg-refused.png"))
    assert not cw.club.corrections(evening.id) or all(
        c.kind != "rules" for c in cw.club.corrections(evening.id))

    for box in (dialog.replace, dialog.partial, dialog.other_rules):  # each once
        tick(qtbot, box)
        assert box.isChecked(), box.text()
    click(qtbot, dialog.note)
    qtbot.keyClicks(dialog.note, "11 Runden, Abbruch um Mitternacht")
    click(qtbot, ok)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert {(r.passe, r.table) for r in cw.club.results(evening.id)} == {
        (1, first.number), (1, second.number)}


def test_a_row_moved_by_hand_loses_the_old_refusal(cw, qtbot, tmp_path,
                                                   real_dialogs):  # noqa: F811
    evening, (first, _second) = evening_of_two_tables(cw)
    played = save(cw, tmp_path / "tisch1.jass", first)
    cw.club.record_match(evening.id, 1, first.number, matchfile.load(played))
    cw.refresh()
    dialog = import_files(qtbot, cw, real_dialogs, [played])
    assert cell(dialog, 0, 4) == "der Tisch der Spieler in der Auslosung"
    other = 2 if first.number == 1 else 1
    for spin, value in ((dialog.passe_spins[0], 2), (dialog.table_spins[0], other)):
        click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))
        assert dialog.error.isVisible()
        if spin is dialog.passe_spins[0]:
            said = f"Passe 1, Tisch {first.number} hat schon Ergebnisse"
            assert said in dialog.error.text()
        click(qtbot, spin)
        assert QApplication.focusWidget() is spin
        qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(spin, str(value))
        assert not dialog.error.isVisible()  # gone with the key that changed the row
    assert (dialog.passe_spins[0].value(), dialog.table_spins[0].value()) == (2, other)
    assert cell(dialog, 0, 4) == "von Hand gewählt"
    assert cell(dialog, 0, RULES).splitlines() == ["andere Spieler als ausgelost"]
    dialog.grab().save(str(tmp_path / "fix-importdlg-moved.png"))
    dialog.reject()
