"""The tables' list of an evening in French, German and English (a Romand club secretary's
trial at 1280 × 800):

- a recorded table's source was read as part of its result: "A 250 : B 221 · A gagne" over
  "d'une feuille papier" reads "A wins by one paper sheet" (and "B gagne d'une partie
  Jasstafel", "B wins by one Jasstafel game"). The source is a line of its own that reads on
  its own: "tapé d'une feuille", "joué dans Jasstafel";
- "Manche 1 · 1 tables sur 2 inscrites": the words after a count follow that count, as French
  writes it, "1 table inscrite sur 2", "0 table inscrite sur 2", "2 tables inscrites sur 2";
  German and English say the tables of the total, "1 von 2 Tischen erfasst", "0 von 1 Tisch
  erfasst", "1 of 1 table recorded".

The evening, its draw and its paper results go through the window: its dialogs filled in,
their OK buttons clicked."""

import random

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from .test_club_window import MEMBERS, add_members, draw_all, new_turnier


def club_window(main, dialogs):
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    cw = main.club.show_window()
    assert cw is not None
    dialogs.answer = QMessageBox.StandardButton.Discard
    cw.rng = random.Random(7)  # a repeatable draw
    cw.resize(1280, 800)
    return cw


@pytest.fixture(params=["en", "de", "fr"])
def any_cw(request, club_path, dialogs):
    main = request.getfixturevalue({"en": "window", "de": "german_window",
                                    "fr": "french_window"}[request.param])
    return request.param, club_window(main, dialogs)


def paper(page, passe, table, a, b):
    """Type a team table's figures from the sheet (no Matches) and press OK."""
    assert page.select(passe, table)
    dialog = page.paper_dialog()
    dialog.set_values(0, points=a, matches=0)
    dialog.set_values(1, points=b, matches=0)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()


def passe_lines(page):
    tree = page.tree
    return [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]


SOURCE = {"en": "typed from a paper sheet", "de": "vom Blatt eingetippt",
          "fr": "tapé d’une feuille"}
WON = {"en": "A won", "de": "A gewinnt", "fr": "A gagne"}


def test_the_source_of_a_result_is_a_line_of_its_own_that_reads_on_its_own(any_cw):
    language, cw = any_cw
    add_members(cw)
    evening = new_turnier(cw, passen=2, rounds=3)  # 3 × 157 = 471 a table
    draw_all(cw, evening)
    page = cw.evenings.page
    paper(page, 1, 1, 250, 221)
    result, source = page.table_text(1, 1)[1].split("\n")
    assert result == f"A 250 : B 221 · {WON[language]}"
    assert source == SOURCE[language]


@pytest.mark.parametrize(("players", "expected"), [
    (8, {"en": ["Passe 1 · 1 of 2 tables recorded", "Passe 2 · 0 of 2 tables recorded"],
         "de": ["Passe 1 · 1 von 2 Tischen erfasst", "Passe 2 · 0 von 2 Tischen erfasst"],
         "fr": ["Manche 1 · 1 table inscrite sur 2", "Manche 2 · 0 table inscrite sur 2"]}),
    (4, {"en": ["Passe 1 · 1 of 1 table recorded", "Passe 2 · 0 of 1 table recorded"],
         "de": ["Passe 1 · 1 von 1 Tisch erfasst", "Passe 2 · 0 von 1 Tisch erfasst"],
         "fr": ["Manche 1 · 1 table inscrite sur 1", "Manche 2 · 0 table inscrite sur 1"]}),
])
def test_the_words_after_a_count_of_tables_follow_the_count(any_cw, players, expected):
    language, cw = any_cw
    add_members(cw)
    evening = new_turnier(cw, passen=2, rounds=3)
    page = cw.evenings.page
    dialog = page.draw_dialog()
    for row in range(players, len(MEMBERS)):  # the last ones are not here tonight
        dialog.list.item(row).setCheckState(dialog.list.item(row).checkState().Unchecked)
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert len(cw.club.drawn(evening.id)[0].tables) == players // 4
    paper(page, 1, 1, 250, 221)
    assert passe_lines(page) == expected[language]
    if players == 8:  # both tables of the first Passe: the plural
        paper(page, 1, 2, 300, 171)
        assert passe_lines(page)[0] == {"en": "Passe 1 · 2 of 2 tables recorded",
                                        "de": "Passe 1 · 2 von 2 Tischen erfasst",
                                        "fr": "Manche 1 · 2 tables inscrites sur 2"}[language]
