"""Tables accepted at import against the evening's rules are marked on the evening page (a
German club organiser's trial: tisch2.jass, 2 of 4 rounds, imported with *Accept unfinished
matches*, read "A 140 : B 174 · B won" although the club stores no winner for it, and
neither it nor a table of other rules was marked, in the tables' list or in the ranking).

Two match files of one 12-round Turnier Passe are imported in the window's import dialog as
a person does: table 1 broken off after 5 rounds, table 2 played to 4 rounds; both boxes
ticked, the reason typed, OK clicked."""

import json
from pathlib import Path

from PySide6.QtCore import Qt

from jasstafel.core import matchfile

from .club_steps import open_club_window, open_tab, type_into

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
FIRST = ["Anna", "Beat", "Cla", "Dora"]
SECOND = ["Emil", "Franz", "Gody", "Hans"]


def save(path, players, table, rounds, entries):
    """The example Turnier with *players* at *table*, to *rounds* rounds, its first
    *entries* played."""
    data = json.loads((EXAMPLES / "schieber-turnier.jass").read_text("utf-8"))
    data["players"] = players
    data["teams"] = [{"name": f"{players[0]} & {players[2]}", "players": [0, 2]},
                     {"name": f"{players[1]} & {players[3]}", "players": [1, 3]}]
    data["info"]["table"] = str(table)
    data["settings"]["rounds"] = rounds
    data["entries"] = data["entries"][:entries]
    matchfile.save(matchfile.loads(json.dumps(data)), path)


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def tick(qtbot, box):
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    assert box.isChecked()


def imported(cw, qtbot, tmp_path):
    for name in FIRST + SECOND:
        cw.club.add_member(name)
    evening = cw.club.new_evening("2026-12-07", "schieber", preset="turnier", passen=1)
    cw.refresh()
    open_tab(qtbot, cw, cw.evenings)
    page = cw.evenings.page
    save(tmp_path / "tisch1.jass", FIRST, 1, 12, 5)  # broken off: 5 of 12 rounds
    save(tmp_path / "tisch2.jass", SECOND, 2, 4, 4)  # finished, to 4 rounds
    dialog = page.import_dialog([str(tmp_path / "tisch1.jass"), str(tmp_path / "tisch2.jass")])
    tick(qtbot, dialog.partial)
    tick(qtbot, dialog.other_rules)
    type_into(qtbot, dialog.note, "short evening")
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    return evening, page


def test_an_unfinished_table_names_no_winner_and_says_its_rounds(window, club_path, dialogs,
                                                                 qtbot, tmp_path):
    cw = open_club_window(window, dialogs)
    evening, page = imported(cw, qtbot, tmp_path)
    assert not any(r.won for r in cw.club.results(evening.id) if r.table == 1)
    result = page.table_text(1, 1)[1]
    assert result.splitlines()[:2] == ["A 408 : B 377", "not finished: 5 of 12 rounds"]
    assert "won" not in result
    tip = page._table_item(1, 1).toolTip(2)
    assert "5 of 12 rounds" in tip and "no winner" in tip


def test_tables_accepted_against_the_rules_are_marked_in_list_and_ranking(
        window, club_path, dialogs, qtbot, tmp_path):
    cw = open_club_window(window, dialogs)
    _evening, page = imported(cw, qtbot, tmp_path)
    other = page.table_text(1, 2)[1]
    assert other.splitlines() == ["A 320 : B 308 · A won", "played in Jasstafel",
                                  "other rules"]
    tip = page._table_item(1, 2).toolTip(2)
    assert "Rounds (fixed rounds): 4 instead of 12" in tip and "short evening" in tip
    table = page.ranking.table
    names = {table.item(r, 1).text().splitlines()[0]: r for r in range(table.rowCount())}
    for name, word, said in (("Anna", "not finished", "5 of 12 rounds"),
                             ("Emil", "other rules", "short evening")):
        cell = table.item(names[name], 1)
        assert cell.text().splitlines()[1:] == [word]
        assert said in cell.toolTip()
    page.grab().save(str(tmp_path / "fix-clubeve-marked.png"))


def test_in_german_marked_and_no_tie_with_the_partner(german_window, club_path, dialogs,
                                                      qtbot, tmp_path):
    """The trial's words: "nicht beendet: 5 von 12 Runden", "andere Regeln"; and the
    evening ranking says "gleichauf" on no line, though every player is tied with his
    partner: that decides nothing (it said "gleichauf" on every line)."""
    cw = open_club_window(german_window, dialogs)
    _evening, page = imported(cw, qtbot, tmp_path)
    cw.resize(1366, 768)
    assert page.table_text(1, 1)[1].splitlines()[:2] == [
        "A 408 : B 377", "nicht beendet: 5 von 12 Runden"]
    assert page.table_text(1, 2)[1].splitlines()[1:] == ["in Jasstafel gespielt",
                                                          "andere Regeln"]
    table = page.ranking.table
    cells = [table.item(r, c).text() for r in range(table.rowCount())
             for c in range(table.columnCount())]
    assert "gleichauf" not in cells
    titles = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert "Entschieden\ndurch" not in titles  # nothing but the points decided
    assert sum(cell.endswith("\nnicht beendet") for cell in cells) == 4
    cw.grab().save(str(tmp_path / "fix-clubeve-marked-de.png"))


def evening_in_rankings_tab(cw, qtbot, evening):
    """The Rankings tab clicked, the evening chosen in its *Ranking of* box with the arrow
    keys (the seasons come first): its ranking table."""
    open_tab(qtbot, cw, cw.rankings)
    which = cw.rankings.which
    which.setFocus()
    for _ in range(which.count()):
        if which.currentData() == f"evening:{evening.id}":
            break
        qtbot.keyClick(which, Qt.Key.Key_Down)
    assert which.currentData() == f"evening:{evening.id}"
    table = cw.rankings.panel.table
    qtbot.waitUntil(lambda: table.rowCount() == 8)
    return table


def marked_rows(table):
    """Each player's name cell, by the first line (the name)."""
    return {table.item(r, 1).text().splitlines()[0]: table.item(r, 1)
            for r in range(table.rowCount())}


def test_the_rankings_tab_marks_the_same_players_the_same_way(window, club_path, dialogs,
                                                              qtbot, tmp_path):
    """The Rankings tab's evening ranking marks who played a table accepted against the
    evening's rules as the evening page's ranking does (it marked nobody): the words under
    the name, the reason in its tooltip."""
    cw = open_club_window(window, dialogs)
    evening, page = imported(cw, qtbot, tmp_path)
    beside = marked_rows(page.ranking.table)
    table = evening_in_rankings_tab(cw, qtbot, evening)
    cells = marked_rows(table)
    assert set(cells) == {cw.club.member(m.id).name for m in cw.club.members()}
    for name, word, said in (("Anna", "not finished", "5 of 12 rounds"),
                             ("Cla", "not finished", "no winner"),
                             ("Emil", "other rules", "short evening"),
                             ("Hans", "other rules", "Rounds (fixed rounds): 4 instead of 12")):
        cell = cells[name]
        assert cell.text().splitlines()[1:] == [word]
        assert said in cell.toolTip()
        assert cell.toolTip() == beside[name].toolTip()  # the name, then the reasons
    assert table.rowHeight(0) >= table.sizeHintForRow(0)  # both lines whole
    cw.grab().save(str(tmp_path / "fix-club-rankings-marked.png"))


def test_in_german_the_rankings_tab_says_it_in_the_trial_s_words(german_window, club_path,
                                                                  dialogs, qtbot, tmp_path):
    cw = open_club_window(german_window, dialogs)
    evening, _page = imported(cw, qtbot, tmp_path)
    cw.resize(1366, 768)
    cells = marked_rows(evening_in_rankings_tab(cw, qtbot, evening))
    assert cells["Beat"].text() == "Beat\nnicht beendet"
    assert "5 von 12 Runden" in cells["Beat"].toolTip()
    assert cells["Franz"].text() == "Franz\nandere Regeln"
    assert "short evening" in cells["Franz"].toolTip()
    cw.grab().save(str(tmp_path / "fix-club-rankings-marked-de.png"))
