"""A correction's reason is whole in the tables' list, and the list no wider for it.

A Romand organiser's trial (shot-38): a result typed from a paper sheet, then corrected "erreur
d'addition sur la feuille": the list said "(erreur d'addition sur l…)", cut to 24 letters,
and its tooltip did not have the reason either. The reason now wraps into lines as narrow as
the result above it, and the tooltip says it whole (a reason of the log's 1,000 letters is
cut after four lines, in the list only).

The evening, its draw and its result are made through the club's API (they are not what the
test is about); the correction is typed into the window's dialog."""

import random

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.club import PaperResult
from jasstafel.ui.club.evening import NOTE_LINES

from .club_steps import ok, open_club_window, open_tab, type_into
from .test_club_evening_chosen_fresh import click_table

MEMBERS = ("Françoise Rime", "Gérald Pittet", "Noémie Sottas", "Marie-Claude Pythoud")
REASON = "erreur d'addition sur la feuille de la table 2"


@pytest.fixture
def cw(french_window, club_path, dialogs):
    return open_club_window(french_window, dialogs)


def corrected(cw, qtbot, reason):
    """The typed table corrected with *reason* in the window's dialog: the page."""
    club = cw.club
    ids = [club.add_member(name).id for name in MEMBERS]
    evening = club.new_evening("2026-11-05", "schieber", preset="turnier", passen=1)
    club.draw(evening.id, ids, rng=random.Random(5))
    seats = club.drawn(evening.id)[0].tables[0].seats
    club.record_result(evening.id, 1, 1, [PaperResult(m, 1000 if i % 2 == 0 else 884)
                                          for i, m in enumerate(seats)])
    cw.refresh()
    open_tab(qtbot, cw, cw.evenings)
    page = cw.evenings.page
    click_table(qtbot, page, 1, 1)
    page.correct_button.click()
    dialog = QApplication.activeModalWidget()
    type_into(qtbot, dialog.inputs[0]["points"], "990")
    type_into(qtbot, dialog.inputs[1]["points"], "894")
    dialog.note.setFocus()
    qtbot.keyClicks(dialog.note, reason)
    ok(dialog)
    return page


def result_lines(page):
    return page.table_text(1, 1)[1].splitlines()


def test_the_reason_is_whole_on_lines_no_wider_than_the_result(cw, qtbot, tmp_path):
    cw.resize(1366, 728)  # the trial's screen
    page = corrected(cw, qtbot, REASON)
    lines = result_lines(page)
    assert lines[:2] == ["A 990 : B 894 · A gagne", "tapé d’une feuille · corrigé"]
    assert " ".join(lines[2:]) == f"({REASON})"
    metrics = page.tree.fontMetrics()
    widest = max(metrics.horizontalAdvance(line) for line in lines[:2])
    assert all(metrics.horizontalAdvance(line) <= widest for line in lines[2:]), lines
    item = page._table_item(1, 1)
    assert REASON in item.toolTip(2)
    tree = page.tree
    assert not tree.horizontalScrollBar().isVisible()
    rect = tree.visualItemRect(item)
    assert rect.height() >= len(lines) * tree.fontMetrics().lineSpacing()  # every line shown
    cw.grab().save(str(tmp_path / "fix-clubfix-reason.png"))


def test_a_very_long_reason_is_cut_in_the_list_and_whole_in_the_tooltip(cw, qtbot):
    reason = " ".join(["la feuille de la table deux avait une erreur d'addition"] * 6)
    page = corrected(cw, qtbot, reason)
    lines = result_lines(page)
    assert len(lines) == 2 + NOTE_LINES and lines[-1].endswith("…")
    assert reason in page._table_item(1, 1).toolTip(2)
