"""A club runs a whole evening in the club window: members, a new evening, the draw, a
table played in the main window, a match file imported, paper results typed and corrected,
the evening's and the season's rankings, CSV, PDF; and a bad club file is refused untouched.

Everything goes through the real widgets (offscreen) on a temporary club database; the
expected figures are worked out from what was entered (see the comments), not read back from
the ranking code.
"""

import csv
import html
import random
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton

from jasstafel.club import OTHER_RULES_MARK, Club, PaperResult
from jasstafel.core import MatchInfo, matchfile
from jasstafel.ui.club.results import PaperResultDialog
from jasstafel.ui.widgets.numberfield import NumberField

pdftotext = shutil.which("pdftotext")

MEMBERS = [("Anna Muster", "Anna"), ("Beat Keller", "Beat"), ("Cla Caduff", "Cla"),
           ("Dora Meier", "Dora"), ("Emil Steiner", "Emil"), ("Fränzi Huber", "Fränzi"),
           ("Gody Brunner", "Gody"), ("Hans Gerber", "Hans")]
EXAMPLE = "docs/examples/schieber-turnier.jass"
# its board (docs/examples/schieber-turnier.board.json): Team A 1013 with 1 Match,
# Team B 871 with 1 Match
EXAMPLE_TOTALS = (1013, 871)
EXAMPLE_MATCHES = (1, 1)


def text_of(pdf):
    out = subprocess.run([pdftotext, "-layout", str(pdf), "-"], capture_output=True,
                         text=True, check=True).stdout
    return out.replace("\u2212", "-")


def save_to(monkeypatch, path, chosen=""):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), chosen))


@pytest.fixture
def cw(window, club_path, dialogs):
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = window.club.show_window()
    assert club_window is not None and club_path.exists()
    assert "does not exist" in dialogs.shown.pop()[1]
    dialogs.answer = QMessageBox.StandardButton.Discard
    club_window.rng = random.Random(7)  # a repeatable draw
    return club_window


def add_members(cw):
    page = cw.members
    for name, short in MEMBERS:
        dialog = page.add_dialog()
        dialog.name.setText(name)
        dialog.short.setText(short)
        dialog.accept()
        assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    return {m.short_name: m for m in cw.club.members()}


def new_turnier(cw, passen=2, rounds=2):
    dialog = cw.evenings.new_evening_dialog()
    dialog.date.setDate(QDate(2026, 11, 26))
    dialog.place.setText("Rössli, Muri")
    dialog.title.setText("Donnschtig-Jass")
    dialog.choose("schieber", "turnier")
    dialog.passen.setValue(passen)
    dialog.form.findChild(NumberField, "setting_rounds").set_value(rounds)
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    return dialog.result_value


def write_round(panel, contract, points_a, match=False):
    """One Schieber round, announced by Team A: the contract, A's card points (or Match)."""
    panel.contract_buttons[contract].click()
    panel.team_buttons[0].click()
    if match:
        panel.match.click()
    else:
        panel.points[0].set_value(points_a)
    panel.submit()


def names_at(cw, evening, passe, table):
    drawn = cw.club.drawn(evening.id)[passe - 1]
    seats = next(t for t in drawn.tables if t.number == table).seats
    return seats, [cw.club.member(m).name for m in seats]


def test_a_whole_club_evening(window, cw, club_path, tmp_path, monkeypatch, dialogs):
    # -- members ----------------------------------------------------------------------------
    members = add_members(cw)
    assert cw.members.table.rowCount() == 8
    assert cw.members.count.text() == "8 members, 8 active"
    # a second Anna is refused with the club's message, the dialog stays open
    dialog = cw.members.add_dialog()
    dialog.name.setText("anna muster")
    dialog.accept()
    assert dialog.isVisible() and "taken" in dialog.error.text()
    dialog.reject()

    # -- a Schieber Turnier evening of 2 Passen of 2 rounds ---------------------------------
    evening = new_turnier(cw)
    assert (evening.variant, evening.preset, evening.passen) == ("schieber", "turnier", 2)
    assert evening.settings["rounds"] == 2 and evening.season == "2026"
    page = cw.evenings.page
    assert page.evening.id == evening.id
    assert page.heading.text() == "2026-11-26 · Donnschtig-Jass"
    assert not page.play_button.isEnabled()

    # -- the draw: everybody present --------------------------------------------------------
    dialog = page.draw_dialog()
    assert len(dialog.present()) == 8
    assert "8 present: 2 tables of four" in dialog.summary.text()
    assert "up to 7 Passen" in dialog.summary.text()
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    drawn = cw.club.drawn(evening.id)
    assert [len(p.tables) for p in drawn] == [2, 2]
    for passe in drawn:  # the tree shows every table with its teams, all still open
        for table in passe.tables:
            players, result = page.table_text(passe.passe, table.number)
            first = cw.club.member(table.seats[0]).label
            assert players.startswith(f"A: {first} & ") and result == "open"

    # -- Passe 1, table 1: played in the main window ------------------------------------------
    seats_11, names_11 = names_at(cw, evening, 1, 1)
    assert page.select(1, 1) and page.play_button.isEnabled()
    page.play()
    QApplication.processEvents()
    match = window.controller.match
    assert list(match.document.players) == names_11
    assert match.document.settings.rounds == 2 and match.document.info.table == "1"
    assert "Passe 1" in match.document.info.title
    assert "playing in Jasstafel" in page.table_text(1, 1)[1]
    panel = window.panel
    write_round(panel, "eicheln", 100)  # A 100, B 57
    assert not cw.club.results(evening.id)  # not finished: not saved yet
    write_round(panel, "rosen", 157, match=True)  # A 157 (Match; no bonus in the Turnier)
    assert window.controller.board.finished
    # A = 100 + 157 = 257 with 1 Match, B = 57: saved to the club at once, with the match
    stored = {r.member: r for r in cw.club.results(evening.id, 1) if r.table == 1}
    assert {m: (r.points, r.matches, r.source) for m, r in stored.items()} == {
        seats_11[0]: (257, 1, "match"), seats_11[2]: (257, 1, "match"),
        seats_11[1]: (57, 0, "match"), seats_11[3]: (57, 0, "match")}
    assert cw.club.match(evening.id, 1, 1) is not None  # the whole entry log
    assert page.table_text(1, 1)[1] == "A 257 : B 57 · A won\nplayed in Jasstafel"
    assert "Saved to the club: Passe 1, table 1" in window.statusBar().currentMessage()

    # -- Passe 1, table 2: a match file from another device -----------------------------------
    seats_12, names_12 = names_at(cw, evening, 1, 2)
    other = matchfile.load(EXAMPLE).document.model_copy(update={
        "players": names_12, "info": MatchInfo(title="Tisch 2", date="2026-11-26",
                                               table="Tisch 2")})
    played = tmp_path / "tisch2.jass"
    matchfile.save(other, played)
    dialog = page.import_dialog([str(played)])
    assert (dialog.passe_spins[0].value(), dialog.table_spins[0].value()) == (1, 2)
    assert "draw" in dialog.table.item(0, 4).text()  # found by its players
    # played with 12 rounds, the evening has 2: refused until confirmed with a reason
    assert dialog.table.item(0, 5).text() == "Rounds (fixed rounds): 12 instead of 2"
    assert dialog.other_rules.isVisibleTo(dialog)
    dialog.accept()
    assert dialog.isVisible() and "other table rules" in dialog.error.text()
    dialog.other_rules.setChecked(True)
    dialog.accept()
    assert dialog.isVisible() and "reason" in dialog.error.text()
    dialog.note.setText("Tisch 2 spielte 12 Runden")
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert [c.note for c in cw.club.corrections(evening.id) if c.kind == "rules"] == [
        "Tisch 2 spielte 12 Runden"]
    a, b = EXAMPLE_TOTALS
    # marked: played with other table rules (the reason in the tooltip)
    assert page.table_text(1, 2)[1] == (f"A {a} : B {b} · A won\nplayed in Jasstafel\n"
                                        "other rules")

    # -- Passe 2, table 1: typed from the paper sheet, then corrected ------------------------
    seats_21, _ = names_at(cw, evening, 2, 1)
    assert page.select(2, 1)
    dialog = page.paper_dialog()
    dialog.set_values(0, points=200, matches=1)
    dialog.set_values(1, points=114, matches=0)
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert page.table_text(2, 1)[1] == "A 200 : B 114 · A won\ntyped from a paper sheet"
    assert not page.paper_button.isEnabled() and page.correct_button.isEnabled()
    dialog = page.correct_dialog()
    assert dialog.inputs[1]["points"].value() == 114  # the recorded figures to start from
    dialog.set_values(1, points=120)  # 200 + 120 is not 2 × 157: refused, the rule named
    dialog.accept()
    assert dialog.isVisible() and "314 points in all" in dialog.error.text()
    dialog.set_values(0, points=194)
    dialog.note.setText("Zählfehler")
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    # corrected: said so, with its reason (test_club_typed_corrected.py)
    assert page.table_text(2, 1)[1] == (
        "A 194 : B 120 · A won\ntyped from a paper sheet · corrected\n(Zählfehler)")
    log = [c for c in cw.club.corrections(evening.id) if c.kind == "result"]
    assert len(log) == 4 and {c.note for c in log} == {"Zählfehler"}
    assert sorted((c.before["points"], c.after["points"]) for c in log) == [
        (114, 120), (114, 120), (200, 194), (200, 194)]

    # -- Passe 2, table 2: paper too ---------------------------------------------------------
    seats_22, _ = names_at(cw, evening, 2, 2)
    assert page.select(2, 2)
    dialog = page.paper_dialog()
    dialog.set_values(0, points=150, matches=0)
    dialog.set_values(1, points=164, matches=1)
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()

    # -- the evening's ranking, worked out from what was entered ------------------------------
    # each member: his team's points in Passe 1 plus in Passe 2; Matches likewise
    points = {m.id: 0 for m in members.values()}
    matches = {m.id: 0 for m in members.values()}
    for seats, (pa, pb), (ma, mb) in (
            (seats_11, (257, 57), (1, 0)), (seats_12, EXAMPLE_TOTALS, EXAMPLE_MATCHES),
            (seats_21, (194, 120), (1, 0)), (seats_22, (150, 164), (0, 1))):
        for seat, member in enumerate(seats):
            points[member] += pa if seat % 2 == 0 else pb  # seats 1 + 3 are team A
            matches[member] += ma if seat % 2 == 0 else mb
    # table 2's players are marked under their names (other table rules): the names alone
    marked = [row[1].split("\n")[1:] for row in page.ranking.table.rows_text()]
    assert sorted(marked) == [[]] * 4 + [["other rules"]] * 4
    shown = [[row[0], row[1].split("\n")[0], *row[2:]]
             for row in page.ranking.table.rows_text()]
    assert len(shown) == 8
    header = [page.ranking.table.horizontalHeaderItem(c).text()
              for c in range(page.ranking.table.columnCount())]
    # nobody sat out: no sit-out columns; the points of each Passe; "Decided by" only where
    # a tie-break decided (more points is plain to see); two words on two lines
    assert header[:8] == ["Rank", "Member", "Passen", "Points", "Matches", "Best\nPasse",
                          "Passe\n1", "Passe\n2"]
    assert header[8:] in ([], ["Decided\nby"])
    by_label = {m.label: m.id for m in members.values()}
    # table 2's players' points carry the mark of other table rules, which the note explains
    assert sum(row[3].endswith(OTHER_RULES_MARK) for row in shown) == 4
    def figure(cell):
        return int(cell.removesuffix(OTHER_RULES_MARK))

    assert {row[1]: figure(row[3]) for row in shown} == {
        label: points[member] for label, member in by_label.items()}
    assert {row[1]: int(row[4]) for row in shown} == {
        label: matches[member] for label, member in by_label.items()}
    assert [figure(row[3]) for row in shown] == sorted(points.values(), reverse=True)
    assert all(row[2] == "2" for row in shown)
    best = max(points.values())
    winners = [m for m, p in points.items() if p == best]
    if len(winners) == 1:
        assert shown[0][0] == "1" and by_label[shown[0][1]] == winners[0]
    assert "Schieber Turnier: the most points" in page.ranking.rule.text()

    # -- the season's ranking: rank points, participants + 1 − rank -----------------------------
    rankings = cw.rankings
    cw.tabs.setCurrentWidget(rankings)
    rankings.choose("season", "2026")
    season = rankings.panel.table.rows_text()
    evening_ranks = {row[1]: int(row[0].rstrip(".")) for row in shown}
    names = {m.label: m.name for m in members.values()}
    assert {row[1]: int(row[2]) for row in season} == {
        names[label]: 8 + 1 - rank for label, rank in evening_ranks.items()}
    assert "rank points" in rankings.panel.rule.text()
    rankings.choose("evening", evening.id)
    assert [row[3] for row in rankings.panel.table.rows_text()] == [row[3] for row in shown]

    # -- CSV -------------------------------------------------------------------------------------
    out = tmp_path / "abend.csv"
    save_to(monkeypatch, out)
    assert page.ranking.export_csv() == str(out)
    with open(out, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0][:4] == ["Rank", "Member", "Short name", "Passen"] and len(rows) == 9
    assert {r[1]: int(r[4]) for r in rows[1:]} == {
        m.name: points[m.id] for m in members.values()}
    semicolon = rankings.panel.csv_filters()[0]
    save_to(monkeypatch, tmp_path / "saison", semicolon)
    rankings.choose("season", "2026")
    assert rankings.panel.export_csv() == str(tmp_path / "saison.csv")
    assert ";" in (tmp_path / "saison.csv").read_text(encoding="utf-8-sig").splitlines()[0]

    # -- paper: the rankings and the seat list as PDF ------------------------------------------
    cw.settings.setValue("sheet/club", "Jassclub Muri")
    save_to(monkeypatch, tmp_path / "rangliste.pdf")
    assert page.ranking.export_pdf() == str(tmp_path / "rangliste.pdf")
    save_to(monkeypatch, tmp_path / "saison.pdf")
    assert rankings.panel.export_pdf() == str(tmp_path / "saison.pdf")
    save_to(monkeypatch, tmp_path / "sitzplan.pdf")
    assert page.export_seat_list() == str(tmp_path / "sitzplan.pdf")
    for name in ("rangliste.pdf", "saison.pdf", "sitzplan.pdf"):
        assert (tmp_path / name).read_bytes().startswith(b"%PDF")
    if pdftotext is not None:
        text = text_of(tmp_path / "rangliste.pdf")
        assert "Jassclub Muri" in text and "Ranking · Donnschtig-Jass" in text
        for m in members.values():
            line = next(li for li in text.splitlines() if m.name in li)
            assert str(points[m.id]) in line.split(m.name)[1]
        text = text_of(tmp_path / "saison.pdf")
        assert "Season ranking 2026" in text and "Nov 26" in text  # English: no 26.11.
        for m in members.values():
            assert m.name in text
        text = text_of(tmp_path / "sitzplan.pdf")
        assert "Passe 1" in text and "Passe 2" in text and "Who sits where" in text
        assert " & ".join(names_11[0::2]) in text  # Team A of Passe 1, table 1
        # what the print preview paints, on a PDF printer
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(tmp_path / "preview.pdf"))
        page.paint_paper("seats", printer)
        assert names_12[0] in text_of(tmp_path / "preview.pdf")

    # -- members with results are kept: deleting is refused with the club's message ------------
    cw.tabs.setCurrentWidget(cw.members)
    cw.members.select(members["Anna"].id)
    dialogs.answer = QMessageBox.StandardButton.Yes
    cw.members.delete()
    assert "cannot be deleted" in dialogs.shown[-1][1]
    assert len(cw.club.members()) == 8
    cw.members.toggle_active()  # deactivate instead: still in the rankings
    assert not cw.club.member(members["Anna"].id).active
    assert cw.members.active_button.text() == "Reactivate"
    assert "Anna Muster" in [row[1] for row in rankings.panel.table.rows_text()]

    # -- statistics ------------------------------------------------------------------------------
    cw.statistics.choose(members["Anna"].id, "2026")
    figures = {k: v.text() for k, v in cw.statistics.figures.items()}
    assert figures["evenings"] == "1" and figures["games"] == "2"
    assert figures["matches"] == str(matches[members["Anna"].id])
    # one kind of evening: the average per game, named by what it counts
    assert figures["average"] == f"{points[members['Anna'].id] / 2:.1f} (Points)"
    assert len(cw.statistics.chart.series) == 1
    assert cw.statistics.chart.series[0].season_points == 8 + 1 - evening_ranks["Anna"]

    # everything is in the file, for the next start and the command line
    with Club.open(club_path, create=False) as again:
        assert len(again.results(evening.id)) == 16


def test_a_finished_match_corrected_afterwards_replaces_its_result(window, cw, dialogs):
    add_members(cw)
    evening = new_turnier(cw, passen=1, rounds=1)
    page = cw.evenings.page
    dialog = page.draw_dialog()
    dialog.accept()
    page.select(1, 2)
    page.play()
    QApplication.processEvents()
    write_round(window.panel, "schellen", 90)  # one round: A 90, B 67, finished
    assert {r.points for r in cw.club.results(evening.id)} == {90, 67}
    # the Schreiber corrects the round in the main window: the club follows
    window.history.list.setCurrentRow(0)
    window.history.correct()
    window.panel.points[0].set_value(80)
    window.panel.submit()
    assert {r.points for r in cw.club.results(evening.id)} == {80, 77}
    log = cw.club.corrections(evening.id)
    assert log and all(c.note == "played again in Jasstafel" for c in log)
    assert not dialogs.shown


def test_save_to_club_on_demand_and_a_refused_import(window, cw, tmp_path, dialogs):
    add_members(cw)
    evening = new_turnier(cw, passen=2, rounds=2)
    page = cw.evenings.page
    page.draw_dialog().accept()
    page.select(1, 1)
    page.play()
    QApplication.processEvents()
    write_round(window.panel, "eicheln", 60)  # one of two rounds: not finished
    assert not cw.club.results(evening.id)
    dialogs.answer = QMessageBox.StandardButton.Yes  # "save it as it stands?"
    page.save_button.click()
    assert {r.points for r in cw.club.results(evening.id)} == {60, 97}
    assert "partial" in dialogs.shown[-1][1]
    # two files, one of them broken (said in its row, left out), the other refused: nothing
    # is imported
    _seats, names = names_at(cw, evening, 1, 2)
    good = matchfile.load(EXAMPLE).document.model_copy(update={"players": names})
    matchfile.save(good, tmp_path / "gut.jass")
    (tmp_path / "kaputt.jass").write_text("{ not a match", encoding="utf-8")
    dialog = page.import_dialog([str(tmp_path / "gut.jass"), str(tmp_path / "kaputt.jass")])
    assert dialog.table.item(1, 4).text() == "not imported"
    dialog.accept()
    assert dialog.isVisible() and "gut.jass" in dialog.error.text()
    dialog.reject()
    assert {r.table for r in cw.club.results(evening.id)} == {1}


def test_open_club_remembers_the_chosen_file(window, settings, tmp_path, monkeypatch):
    shared = tmp_path / "share" / "verein.sqlite"
    shared.parent.mkdir()
    with Club.open(shared) as club:
        club.add_member("Vreni Vogel", "Vreni")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(shared), ""))
    window.club.open_action.trigger()
    cw = window.club.club_window
    assert cw is not None and cw.isVisible()
    assert settings.value("club/path") == str(shared)
    assert cw.members.table.item(0, 0).text() == "Vreni Vogel"
    assert str(shared) in cw.path_label.text()


@pytest.mark.parametrize("damage", ["garbage", "newer"])
def test_a_bad_club_file_gives_a_message_and_stays_unchanged(window, club_path, dialogs,
                                                            damage):
    if damage == "garbage":
        club_path.write_bytes(b"this is no club database\x00" * 40)
    else:  # written by a newer Jasstafel
        with Club.open(club_path) as club:
            club.add_member("Anna Muster", "Anna")
        conn = sqlite3.connect(club_path)
        conn.execute("PRAGMA user_version = 99")
        conn.commit()
        conn.close()
    before = club_path.read_bytes()
    assert window.club.show_window() is None
    title, text = dialogs.shown[-1]
    assert title == "Cannot open the club"
    assert str(club_path) in text and "was not changed" in text
    if damage == "newer":
        assert "newer" in text
    assert club_path.read_bytes() == before
    assert window.club.club_window is None


def test_the_club_menu_is_in_the_main_window(window):
    menus = [a.text() for a in window.menuBar().actions()]
    assert "C&lub" in menus  # Alt+L: Alt+C is taken by the Handjass form
    club_menu = window.menuBar().actions()[menus.index("C&lub")].menu()
    texts = [a.text() for a in club_menu.actions()]
    assert texts == ["&Club window", "&Open club…"]
    assert window.club.window_action.shortcut().toString() == "Ctrl+Shift+K"


def test_the_club_window_does_not_keep_jasstafel_running(cw):
    assert not cw.testAttribute(Qt.WidgetAttribute.WA_QuitOnClose)
    cw.close()  # hidden: a match being played stays linked to its table
    assert cw.club is not None


def test_pandur_ranks_typed_from_paper_stay_when_the_points_are_corrected(cw):
    add_members(cw)
    dialog = cw.evenings.new_evening_dialog()
    dialog.choose("pandur")
    dialog.passen.setValue(1)
    dialog.accept()
    page = cw.evenings.page
    page.draw_dialog().accept()  # 8 players: two tables of four
    page.select(1, 1)
    dialog = page.paper_dialog()
    assert [key for key, _ in dialog.fields] == ["points", "rank"]
    # the order of reaching the end is not in the Schreibpunkte: typed as ranks
    for row, (points, rank) in enumerate(((15, 1), (18, 2), (16, 3), (4, 4))):
        dialog.set_values(row, points=points, rank=rank)
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    page.select(1, 1)
    dialog = page.correct_dialog()
    dialog.set_values(3, points=14)  # the loser had 14, not 4: still fourth
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    seats = cw.club.drawn(page.evening.id)[0].tables[0].seats
    results = {r.member: r for r in cw.club.results(page.evening.id, 1)}
    assert [(results[m].points, results[m].rank) for m in seats] == [
        (15, 1), (18, 2), (16, 3), (14, 4)]
    # rank points 4 / 3 / 2 / 1 decide the evening
    rows = {row[1]: row for row in page.ranking.table.rows_text()}
    assert rows[cw.club.member(seats[0]).label][3] == "4"
    assert rows[cw.club.member(seats[3]).label][3] == "1"


def test_the_window_shows_what_another_program_changed(cw, club_path, qtbot):
    """The command line (here: another open club) writes while the window is open: the window
    notices it by itself (no F5) and says so."""
    add_members(cw)
    assert cw.members.table.rowCount() == 8
    with Club.open(club_path) as other:
        other.add_member("Zora Zürcher")
        evening = other.new_evening("2026-12-03", "molotow", title="Chlausjass")

    def shown():
        names = [cw.members.table.item(r, 0).text() for r in range(cw.members.table.rowCount())]
        return "Zora Zürcher" in names

    qtbot.waitUntil(shown, timeout=10_000)
    assert "another program" in cw.statusBar().currentMessage()
    assert evening.id in [e.id for e in cw.evenings.evenings]
    assert not cw.poll()  # nothing new since


def close_preview_soon(qtbot, seen, names=None):
    """Close the print preview once it is open and has painted (as a person would)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtPrintSupport import QPrintPreviewDialog

    def close():
        box = QApplication.activeModalWidget()
        if isinstance(box, QPrintPreviewDialog):
            seen.append(box.windowTitle())
            if names is not None:  # the print dialog's offer for a PDF file: Qt's from this
                names.append(box.printer().docName())
            box.reject()
        else:
            QTimer.singleShot(100, close)

    QTimer.singleShot(300, close)


def test_the_print_buttons_open_a_real_preview(cw, qtbot):
    """Sitzliste drucken… and Rangliste drucken… once crashed the program (a printer freed
    by Python under the preview): each opens the real preview dialog, which paints."""
    members = add_members(cw)
    evening = new_turnier(cw)
    cw.evenings.page.draw_dialog().accept()
    seats = cw.club.drawn(evening.id)[0].tables[0].seats
    cw.club.record_result(evening.id, 1, 1, [PaperResult(seats[0], 157), PaperResult(seats[2], 157),
                                             PaperResult(seats[1], 157),
                                             PaperResult(seats[3], 157)])
    cw.changed()
    page = cw.evenings.page
    seen, names = [], []
    close_preview_soon(qtbot, seen, names)
    qtbot.mouseClick(page.seats_print_button, Qt.MouseButton.LeftButton)
    close_preview_soon(qtbot, seen, names)
    qtbot.mouseClick(page.ranking.print_button, Qt.MouseButton.LeftButton)
    for kind in ("sheets", "cards", "map"):
        close_preview_soon(qtbot, seen, names)
        page.paper_actions[(kind, "print")].trigger()
    assert seen == ["Seat list · Donnschtig-Jass", "Evening ranking · 2026-11-26 · "
                    "Donnschtig-Jass", "Table sheets · Donnschtig-Jass",
                    "Table cards · Donnschtig-Jass", "Seat map · Donnschtig-Jass"]
    # the names PDF export offers (Qt's print dialog made "Evening ranking · 2026-11-26 ·
    # Donnschtig-Jass" into a file name; in German a dotted date was cut at its dot)
    # the evening named too: another evening of the day has names of its own
    assert names == ["2026-11-26-donnschtig-jass-seats", "ranking-2026-11-26-donnschtig-jass",
                     "2026-11-26-donnschtig-jass-table-sheets",
                     "2026-11-26-donnschtig-jass-table-cards",
                     "2026-11-26-donnschtig-jass-seat-map"]
    assert len(members) == 8


def draw_all(cw, evening):
    dialog = cw.evenings.page.draw_dialog()
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    return cw.club.drawn(evening.id)


def test_an_evening_is_edited_then_deleted(cw, dialogs):
    add_members(cw)
    evening = new_turnier(cw)
    page = cw.evenings.page
    assert page.edit_button.isEnabled() and page.delete_button.isEnabled()
    dialog = page.edit_dialog()
    assert dialog.variant.isEnabled()  # no results yet: the variant can change
    dialog.date.setDate(QDate(2026, 11, 27))
    dialog.title.setText("Chlausjass")
    dialog.note.setText("verschoben")
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert page.heading.text() == "2026-11-27 · Chlausjass"
    (line,) = cw.club.corrections(evening.id)
    assert line.kind == "evening" and line.note == "verschoben"
    assert line.before["date"] == "2026-11-26" and line.after["title"] == "Chlausjass"
    # with results, the variant and table rules stay
    seats = draw_all(cw, evening)[0].tables[0].seats
    cw.club.record_result(evening.id, 1, 1, [PaperResult(seats[i], 157) for i in range(4)])
    cw.changed()
    dialog = page.edit_dialog()
    assert not dialog.variant.isEnabled() and not dialog.preset.isEnabled()
    dialog.reject()
    # deleted, after a question that says what goes
    dialogs.answer = QMessageBox.StandardButton.Yes
    assert page.delete_evening()
    title, text = dialogs.shown[-1]
    assert "Delete the evening of 2026-11-27" in text and "4 results" in text
    assert cw.club.evenings() == [] and cw.evenings.list.count() == 0
    assert [c.kind for c in cw.club.corrections(evening.id)] == ["evening", "evening"]


def test_a_guest_is_added_in_the_draw_dialog(cw, qtbot):
    add_members(cw)
    evening = new_turnier(cw, passen=1)
    dialog = cw.evenings.page.draw_dialog()
    qtbot.keyClicks(dialog.guest_name, "Hans Gast")
    qtbot.mouseClick(dialog.guest_button, Qt.MouseButton.LeftButton)
    assert dialog.list.count() == 9 and "9 present" in dialog.summary.text()
    dialog.add_guest("Anna Muster")  # a member's name: refused, said so
    assert "on the list already" in dialog.error.text()
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    (guest,) = cw.club.guests()
    assert guest.name == "Hans Gast"
    passe = cw.club.drawn(evening.id)[0]
    assert guest.id in {m for t in passe.tables for m in t.seats} | set(passe.sitting_out)
    table = next((t for t in passe.tables if guest.id in t.seats), None)
    if table is not None:
        s = table.seats
        cw.club.record_result(evening.id, 1, table.number, [
            PaperResult(s[0], 157), PaperResult(s[2], 157), PaperResult(s[1], 157),
            PaperResult(s[3], 157)])
        cw.changed()
        names = [row[1] for row in cw.evenings.page.ranking.table.rows_text()]
        # beside the tables the mark under the name, or on its line where there is room
        assert {"Hans Gast\n· guest", "Hans Gast · guest"} & set(names), names
    assert "Hans Gast" not in [m.name for m in cw.club.members()]


def test_enter_in_the_guest_field_adds_the_guest_and_does_not_draw(cw, qtbot):
    """Enter after a guest's name adds him, as the button does; it used to close the dialog
    and draw every Passe at once (the dialog's default button took the Enter too), so that a
    second guest could not be added nor an absent member unticked (found in a trial)."""
    add_members(cw)
    evening = new_turnier(cw, passen=1)
    dialog = cw.evenings.page.draw_dialog()
    dialog.guest_name.setFocus()
    qtbot.keyClicks(dialog.guest_name, "Hans Gast")
    qtbot.keyClick(dialog.guest_name, Qt.Key.Key_Return)
    assert dialog.result() != dialog.DialogCode.Accepted and dialog.isVisible()
    assert cw.club.drawn(evening.id) == []
    qtbot.keyClicks(dialog.guest_name, "Vreni Gast")
    qtbot.keyClick(dialog.guest_name, Qt.Key.Key_Enter)
    assert dialog.list.count() == 10 and dialog.isVisible()
    assert cw.club.drawn(evening.id) == []
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert sorted(g.name for g in cw.club.guests()) == ["Hans Gast", "Vreni Gast"]


def test_text_from_users_is_plain_text(cw, dialogs):
    """An evening titled like an image tag shows the tag: Qt never reads /dev/zero."""
    from PySide6.QtWidgets import QLabel

    add_members(cw)
    dialog = cw.evenings.new_evening_dialog()
    dialog.title.setText('<img src="/dev/zero"> <b>fett</b>')
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    page = cw.evenings.page
    assert page.heading.text().endswith('<img src="/dev/zero"> <b>fett</b>')
    for label in cw.findChildren(QLabel):
        if "<img" in label.text() or "<b>fett" in label.text():
            assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName()
    assert '<img src="/dev/zero">' in cw.evenings.list.item(0).text()
    # a message box that names it escapes it
    dialogs.answer = QMessageBox.StandardButton.No
    page.delete_evening()
    assert "&lt;img src=" in dialogs.shown[-1][1] and "<img" not in dialogs.shown[-1][1]


def test_a_refused_member_keeps_the_name_field_whole(cw):
    add_members(cw)
    dialog = cw.members.add_dialog()
    height = dialog.name.height()
    dialog.name.setText("anna muster")
    dialog.accept()
    assert dialog.isVisible() and "taken" in dialog.error.text()
    assert dialog.name.height() >= min(height, dialog.name.sizeHint().height())
    assert dialog.height() >= dialog.layout().totalHeightForWidth(dialog.width())
    dialog.reject()


def test_a_name_pasted_too_long_is_refused_whole_not_cut(cw, qtbot):
    """The name field cut a pasted name at 60 characters without a word, and the member was
    added under a name nobody typed; now the dialog says the limit and keeps the name."""
    from .keyboard import paste

    dialog = cw.members.add_dialog()
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.name.setFocus()
    name = "Anna Maria Theresia von Wattenwyl-Tscharner zu Oberhofen am Thunersee"
    assert len(name) > 60
    paste(qtbot, name)
    assert dialog.name.text() == name
    dialog.accept()
    assert dialog.isVisible() and "60" in dialog.error.text()
    assert dialog.name.text() == name and cw.club.members() == []
    dialog.reject()


def test_the_paper_menu_writes_every_sheet_as_pdf(cw, monkeypatch, tmp_path):
    add_members(cw)
    evening = new_turnier(cw)
    draw_all(cw, evening)
    page = cw.evenings.page
    assert page.paper_menu_button.isEnabled()
    for kind in page.PAPERS:
        out = tmp_path / f"{kind}.pdf"
        save_to(monkeypatch, out)
        page.paper_actions[(kind, "pdf")].trigger()
        assert out.read_bytes().startswith(b"%PDF"), kind
        if pdftotext is not None:
            text = text_of(out)
            assert cw.club.member(cw.club.drawn(evening.id)[0].tables[0].seats[0]).name \
                in text, kind


def test_a_guest_is_made_a_member_in_the_members_tab(cw):
    add_members(cw)
    guest = cw.club.add_guest("Vreni Gast")
    cw.changed()
    page = cw.members
    assert "Vreni Gast" not in [page.table.item(r, 0).text() for r in range(page.table.rowCount())]
    page.show_guests.setChecked(True)
    page.select(guest.id)
    assert page.active_button.text() == "Make a member"
    page.active_button.click()
    assert not cw.club.member(guest.id).guest
    assert page.count.text() == "9 members, 9 active"


def test_the_csv_file_names_are_in_the_windows_language(cw, qapp, monkeypatch):
    """Export CSV… suggests "saison-2026.csv" and "rangliste-….csv" in German, not English."""
    from jasstafel.ui import i18n

    add_members(cw)
    dialog = cw.evenings.new_evening_dialog()
    dialog.date.setDate(QDate(2026, 11, 26))
    dialog.choose("pandur")
    dialog.passen.setValue(1)
    dialog.accept()
    page = cw.evenings.page
    page.draw_dialog().accept()
    for table in (1, 2):
        page.select(1, table)
        paper = page.paper_dialog()
        for row, (points, rank) in enumerate(((15, 1), (16, 2), (17, 3), (4, 4))):
            paper.set_values(row, points=points, rank=rank)
        paper.accept()
        assert paper.result() == paper.DialogCode.Accepted, paper.error.text()
    asked = []

    def save(_parent, _title, suggestion, *_a, **_k):
        asked.append(suggestion.replace("\\", "/").rsplit("/", 1)[-1])
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    assert i18n.install(qapp, "de") is not None
    try:
        rankings = cw.rankings
        rankings.refresh()
        rankings.choose("season", "2026")
        rankings.panel.export_csv()
        rankings.choose("evening", page.evening.id)
        rankings.panel.export_csv()
        page.ranking.export_pdf()
    finally:
        i18n.uninstall(qapp)
    assert asked == ["saison-2026.csv", "rangliste-2026-11-26-pandur.csv",
                     "rangliste-2026-11-26-pandur.pdf"]


def test_the_new_evening_is_today_in_the_windows_date_format(cw, qapp):
    """The New evening dialog starts at today's date (never a date of its own), shown as the
    window's language writes dates: 01.12.2026 in German."""
    from jasstafel.ui import i18n

    assert i18n.install(qapp, "de") is not None
    try:
        dialog = cw.evenings.new_evening_dialog()
        today = QDate.currentDate()
        assert dialog.date.date() == today
        assert dialog.date.text() == today.toString("dd.MM.yyyy")
        dialog.date.setFocus()
        dialog.reject()
    finally:
        i18n.uninstall(qapp)
    dialog = cw.evenings.new_evening_dialog()
    assert dialog.date.date() == QDate.currentDate()
    assert dialog.date.text() == QDate.currentDate().toString("yyyy-MM-dd")  # English: ISO
    dialog.reject()


def club_action(cw, text):
    menu = cw.menuBar().actions()[0].menu()
    return next(a for a in menu.actions() if a.text() == text)


def test_a_new_club_file_gets_its_extension_and_any_file_still_opens(cw, tmp_path, monkeypatch,
                                                                     settings):
    """"verein" typed in the New club file dialog becomes verein.sqlite, which the Open club
    dialog's "Club database" filter lists; a file without the extension still opens through
    "All files"."""
    from PySide6.QtCore import QDir

    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda _p, _t, _s, filters, *a, **k: (asked.append(filters)
                                                              or (str(tmp_path / "verein"), "")))
    club_action(cw, "&New club file…").trigger()
    made = tmp_path / "verein.sqlite"
    assert made.exists() and not (tmp_path / "verein").exists()
    assert cw.club.path == made and settings.value("club/path") == str(made)
    club_filter, all_files = asked[0].split(";;")
    patterns = club_filter[club_filter.index("(") + 1:-1].split()
    assert QDir.match(patterns, made.name)
    assert all_files.endswith("(*)")

    # an old club file named without the extension
    old = tmp_path / "jassclub-2019"
    with Club.open(old) as club:
        club.add_member("Vreni Vogel", "Vreni")
    assert not QDir.match(patterns, old.name)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(old), all_files))
    club_action(cw, "&Open club…").trigger()
    assert cw.club.path == old
    assert cw.members.table.item(0, 0).text() == "Vreni Vogel"


def turnier_results(club, evening, passen):
    """Every table of *passen* recorded from paper: team A 700 + 90 × its number, B the rest
    of a Turnier's 1884."""
    for passe in passen:
        for n, table in enumerate(passe.tables):
            s, a = table.seats, 700 + 90 * n
            club.record_result(evening, passe.passe, table.number, [
                PaperResult(s[0], a), PaperResult(s[2], a),
                PaperResult(s[1], 1884 - a), PaperResult(s[3], 1884 - a)])


def test_the_evening_ranking_shows_whole_names_without_scrolling(cw, qapp, qtbot, tmp_path):
    """At the window's default size, in German, the evening page's ranking (13 players, one
    sitting out in each Passe, two Passen played) shows every name whole and every column
    without a horizontal scroll bar."""
    from jasstafel.ui import i18n

    names = ["Anna Muster", "Beat Keller", "Cla Caduff", "Dora Meier", "Emil Steiner",
             "Fränzi Huber", "Gody Brunner", "Hans Gerber", "Iris Vogel", "Jürg Wyss",
             "Käthi Zaugg", "Lorenz Bühler", "Marie-Louise von Allmen"]
    club = cw.club
    ids = [club.add_member(name, name.split()[0]).id for name in names]
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=3)
    club.draw(evening.id, ids, rng=random.Random(3))
    turnier_results(club, evening.id, club.drawn(evening.id)[:2])
    assert i18n.install(qapp, "de") is not None
    try:
        cw.refresh()
        cw.tabs.setCurrentWidget(cw.evenings)
        cw.evenings.choose(evening.id)
        cw.resize(1240, 800)  # the size it opens at where the screen has room
        table = cw.evenings.page.ranking.table
        qtbot.waitUntil(lambda: table.rowCount() == 13)
        QApplication.processEvents()
        cw.grab().save(str(tmp_path / "evening.png"))
        assert table.horizontalHeaderItem(1).text() == "Mitglied"
        assert not table.horizontalScrollBar().isVisible()
        assert table.horizontalHeader().length() <= table.viewport().width()
        for column in range(table.columnCount()):  # every column as wide as its content
            assert table.columnWidth(column) >= table.sizeHintForColumn(column), column
        widest = max(table.fontMetrics().horizontalAdvance(table.cell_text(r, 1))
                     for r in range(13))
        assert table.columnWidth(1) > widest
        # ... and the evenings beside it stay whole too
        assert not cw.evenings.list.horizontalScrollBar().isVisible()
    finally:
        i18n.uninstall(qapp)


def test_the_club_window_fits_a_laptop_screen_with_a_wide_evening_ranking(cw, qapp, qtbot,
                                                                         tmp_path):
    """A guest, sit-outs, five Passen and a long title: the evening ranking's columns are
    wider than a 1366 px screen has room for beside the tables. The window grew to 1425 px
    (a trial's), its right-hand buttons off the screen; now the tables' list gives way
    there, and the ranking shows every column whole."""
    from jasstafel.ui import i18n

    names = ["Anna Muster", "Beat Keller", "Cla Caduff", "Dora Meier", "Emil Steiner",
             "Fränzi Huber", "Gody Brunner", "Hans Gerber", "Iris Vogel", "Jürg Wyss",
             "Käthi Zaugg", "Lorenz Bühler"]
    club = cw.club
    ids = [club.add_member(name, name.split()[0]).id for name in names]
    ids.append(club.add_guest("Marie-Louise von Allmen-Stettler").id)
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=5,
                               title="Grosser Herbst-Jass des Jassclubs Edelweiss "
                                     "Oberdorf-Unterdorf mit Nachtessen")
    club.draw(evening.id, ids, rng=random.Random(3))
    turnier_results(club, evening.id, club.drawn(evening.id))
    assert i18n.install(qapp, "de") is not None
    try:
        cw.refresh()
        cw.tabs.setCurrentWidget(cw.evenings)
        cw.evenings.choose(evening.id)
        table = cw.evenings.page.ranking.table
        qtbot.waitUntil(lambda: table.rowCount() == 13)
        # wider than the room beside the tables, each Passe's column with it
        assert table.content_width(summary=False) > 700
        assert cw.minimumSizeHint().width() <= 1366
        cw.resize(1366, 768)
        QApplication.processEvents()
        cw.grab().save(str(tmp_path / "evening-1366.png"))
        assert cw.width() == 1366
        for button in cw.findChildren(QPushButton):
            if button.isVisible():
                right = button.mapTo(cw, button.rect().topRight()).x()
                assert right < cw.width(), button.text()
        # the tables' list gives way (it scrolls sideways): the ranking's every column in
        # view already here
        assert not table.horizontalScrollBar().isVisible()
        # a wide screen: every column whole, no scrolling (1920: beside the evenings' list
        # and the tables' list with every name whole, the guest's 32 letters among them)
        cw.resize(1920, 900)
        QApplication.processEvents()
        cw.grab().save(str(tmp_path / "evening-1920.png"))
        assert not table.horizontalScrollBar().isVisible()
        assert not table.summary  # each Passe too
        assert table.horizontalHeader().length() <= table.viewport().width()
    finally:
        i18n.uninstall(qapp)


def test_the_import_dialog_says_other_table_rules_in_the_window_language(cw, qapp, qtbot,
                                                                        tmp_path):
    """The import dialog's Table rules column names a setting as the settings form does and
    its values as words, in German in a German window (it showed "rounds 12 (evening: 2)")."""
    from jasstafel.ui import i18n

    club = cw.club
    ids = [club.add_member(name, short).id for name, short in MEMBERS[:4]]
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=1,
                               settings={"rounds": 2})
    club.draw(evening.id, ids, rng=random.Random(7))
    _seats, names = names_at(cw, evening, 1, 1)
    document = matchfile.load(EXAMPLE).document
    other = document.model_copy(update={
        "players": names,
        "settings": document.settings.model_copy(update={"striche": True})})
    played = tmp_path / "tisch1.jass"
    matchfile.save(other, played)
    assert i18n.install(qapp, "de") is not None
    try:
        cw.refresh()
        cw.tabs.setCurrentWidget(cw.evenings)
        cw.evenings.choose(evening.id)
        dialog = cw.evenings.page.import_dialog([str(played)])
        assert dialog.table.horizontalHeaderItem(5).text() == "Tischregeln"
        rules = dialog.table.item(0, 5).text()
        assert rules.splitlines() == ["Runden (bei fester Rundenzahl): 12 statt 2",
                                      "Striche auf der Rückseite: ja (Abend: nein)"]
        dialog.show()
        QApplication.processEvents()
        dialog.grab().save(str(tmp_path / "import.png"))
        # one difference a line, every line shown (the row is as high as its lines)
        lines = dialog.table.sizeHintForIndex(dialog.table.model().index(0, 5)).height()
        assert dialog.table.rowHeight(0) > lines
        dialog.reject()
    finally:
        i18n.uninstall(qapp)


def test_a_file_that_is_no_club_is_refused_in_the_window_language(german_window, dialogs,
                                                                  tmp_path):
    """The reason in German too (it was SQLite's English: "is not a club database (not a
    SQLite database file)" inside a German sentence; found in a trial)."""
    from jasstafel.ui.club.window import open_club

    path = tmp_path / "notaclub.sqlite"
    path.write_text("Einkaufsliste\n" * 20)
    assert open_club(german_window, path, create=False) is None
    _title, text = dialogs.shown[-1]
    assert "ist keine Vereinsdatenbank (keine SQLite-Datenbankdatei)" in text
    assert "is not a club database" not in text
    assert path.read_text() == "Einkaufsliste\n" * 20


def test_the_german_menus_say_verein_never_club(german_window):
    """The club is "Verein" in every German menu (the File menu said "Clubabend beitreten…";
    found in a trial)."""
    texts = []
    menus = [action.menu() for action in german_window.menuBar().actions() if action.menu()]
    while menus:
        menu = menus.pop()
        for action in menu.actions():
            texts.append(action.text())
            if action.menu() is not None:
                menus.append(action.menu())
    assert any("Vereinsabend" in t for t in texts)
    assert not [t for t in texts if "club" in t.lower()]


def one_paper_table(cw):
    """A Turnier of one Passe, drawn, its table 1 typed from paper: A 200 (a Match) : B 114."""
    add_members(cw)
    evening = new_turnier(cw, passen=1, rounds=2)
    page = cw.evenings.page
    page.draw_dialog().accept()
    assert page.select(1, 1)
    paper = page.paper_dialog()
    paper.set_values(0, points=200, matches=1)
    paper.set_values(1, points=114, matches=0)
    paper.accept()
    assert paper.result() == paper.DialogCode.Accepted, paper.error.text()
    return evening, page


def _type_into(qtbot, spin, text):
    """Select the spin box's figure and type over it, as a Schreiber does."""
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, text)


def test_a_correction_refused_when_another_program_changed_the_table_meanwhile(
        cw, club_path, qtbot):
    """The dialog shows A 200 : B 114; while it is open the command line corrects the table
    to A 204 : B 110. The Schreiber's correction must not silently overwrite that: it is
    refused with the figures as they are now, the fields he did not type in show them, what
    he typed stays, and pressing Correct again writes his figures (found in a trial)."""
    evening, page = one_paper_table(cw)
    seats, _ = names_at(cw, evening, 1, 1)
    assert page.select(1, 1)
    page.correct_button.click()
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, PaperResultDialog)
    team_a = [m.id for m in dialog.groups[0]]
    team_b = [m.id for m in dialog.groups[1]]
    with Club.open(club_path) as other:  # the command line, meanwhile
        other.correct_result(evening.id, 1, 1, [PaperResult(m, points=204, matches=0)
                                                for m in team_a]
                             + [PaperResult(m, points=110) for m in team_b])
    _type_into(qtbot, dialog.inputs[1]["points"], "124")
    _type_into(qtbot, dialog.inputs[0]["points"], "190")
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    ok.click()
    assert dialog.isVisible()
    error = dialog.error.text()
    assert "changed meanwhile by another program" in error and "204" in error, error
    assert "nothing was corrected" in error and "press Correct again" in error, error
    # the club keeps the other program's figures; the dialog keeps what was typed and shows
    # the new figures where nothing was typed (A's Matches: 0 now)
    now = {r.member: r for r in cw.club.results(evening.id, 1)}
    assert [now[m].points for m in team_a + team_b] == [204, 204, 110, 110]
    assert dialog.inputs[0]["points"].value() == 190
    assert dialog.inputs[1]["points"].value() == 124
    assert dialog.inputs[0]["matches"].value() == 0
    ok.click()  # seen now: his figures are written over it
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    now = {r.member: r for r in cw.club.results(evening.id, 1)}
    assert [(now[m].points, now[m].matches) for m in team_a + team_b] == [
        (190, 0), (190, 0), (124, 0), (124, 0)]
    assert set(seats) == set(now)


def test_the_new_evening_dialog_shows_every_table_setting_without_scrolling_sideways(cw):
    """At its first size the Schieber Turnier's factors were cut on the right behind a
    horizontal scroll bar (found in a trial)."""
    cw.evenings.new_button.click()
    dialog = QApplication.activeModalWidget()
    assert dialog is not None and dialog.windowTitle()
    for variant, preset in (("schieber", "turnier"), ("coiffeur", None), ("pandur", None)):
        dialog.variant.setCurrentIndex(dialog.variant.findData(variant))
        if preset is not None:
            dialog.preset.setCurrentIndex(dialog.preset.findData(preset))
        QApplication.processEvents()
        area = dialog.settings_area
        assert not area.horizontalScrollBar().isVisible(), variant
        assert dialog.form.width() <= area.viewport().width(), variant
        assert dialog.geometry().right() <= dialog.screen().availableGeometry().right()
    dialog.reject()


def test_the_first_export_suggests_the_club_files_folder(cw, club_path, monkeypatch):
    """No folder written to yet: Export CSV… starts where the club file is, not in the home
    folder (found in a trial); then where the last file went."""
    evening, page = one_paper_table(cw)
    asked = []

    def save(_parent, _title, suggestion, *_a, **_k):
        asked.append(Path(suggestion).parent)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    cw.rankings.refresh()
    cw.rankings.choose("evening", evening.id)
    cw.rankings.panel.csv_button.click()
    assert asked == [club_path.parent]
    elsewhere = club_path.parent / "exports"
    elsewhere.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *_a, **_k: (str(elsewhere / "r.csv"), ""))
    cw.rankings.panel.csv_button.click()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    cw.rankings.panel.csv_button.click()
    assert asked == [club_path.parent, elsewhere]


def test_a_french_ranking_rule_never_wraps_before_its_semicolon(cw, qapp, qtbot):
    """Under a French evening ranking a line began "; égalité : plus de matchs" (a trial's
    screenshot): the space before ";" and ":" is a no-break space on screen, as in the
    refusals; the sentence itself (copying, tests) is as the catalog writes it."""
    from PySide6.QtWidgets import QLabel

    from jasstafel import i18n as core_i18n
    from jasstafel.ui import i18n

    club = cw.club
    ids = [club.add_member(name).id for name in ("Anne", "Benoît", "Chloé", "David")]
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=1)
    club.draw(evening.id, ids, rng=random.Random(3))
    turnier_results(club, evening.id, club.drawn(evening.id))
    assert i18n.install(qapp, "fr") is not None
    try:
        assert core_i18n.language() == "fr"
        cw.refresh()
        cw.tabs.setCurrentWidget(cw.evenings)
        cw.evenings.choose(evening.id)
        rule = cw.evenings.page.ranking.rule
        qtbot.waitUntil(lambda: "égalité" in rule.text())
        shown = QLabel.text(rule)
        assert "\u00a0;" in rule.text() and " ;" not in shown and "\u00a0;" in shown
        assert " :" not in shown
    finally:
        i18n.uninstall(qapp)


def test_enter_on_a_button_of_the_club_window_presses_it(cw, qtbot):
    """A keyboard-only organiser Tabbed to "Add member…" and pressed Enter: nothing
    happened, and nothing said why (a trial's); Space worked. Enter presses it too."""
    from .keyboard import enter

    cw.show()
    cw.activateWindow()
    qtbot.waitUntil(cw.isActiveWindow)
    cw.tabs.setCurrentWidget(cw.members)
    cw.members.add_button.setFocus()
    enter(qtbot)
    qtbot.waitUntil(lambda: type(QApplication.activeModalWidget()).__name__ == "MemberDialog")
    QApplication.activeModalWidget().reject()


def test_the_club_window_opens_within_its_screen(cw):
    """It opened at 1240 × 800 whatever the screen: at 1366 × 768 its status bar and lowest
    buttons were below the screen, at 1024 × 600 its right half (a trial's)."""
    from PySide6.QtCore import QSize

    from jasstafel.ui.widgets.screen import FRAME, room

    assert cw.height() <= room(cw).height()
    assert cw.width() <= max(room(cw).width(), cw.minimumSizeHint().width())
    netbook = QSize(1024, 600) - FRAME  # the smallest screen it is made for
    assert cw.minimumSizeHint().boundedTo(netbook) == cw.minimumSizeHint()


def test_the_club_pages_buttons_wear_the_focus_frame(cw, qtbot):
    """The club window's buttons kept the platform's faint focus mark (a keyboard trial):
    they wear the same blue frame as the main window's."""
    from .test_focus_seen import framed

    cw.tabs.setCurrentWidget(cw.members)
    buttons = [b for b in cw.members.findChildren(QPushButton) if b.isVisible()
               and b.isEnabled()]
    assert buttons
    for button in buttons:
        button.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(button.hasFocus)
        assert framed(button), button.text()


def test_a_table_played_in_the_window_names_its_teams_by_their_players(window, cw):
    """Played from the club window, a drawn table's Schieber said "Team A" and "Team B",
    in English in a French window, where the New match dialog and the live evening name
    the teams by their players ("Anna & Cla", as the club's tree of tables does)."""
    add_members(cw)
    evening = new_turnier(cw)
    page = cw.evenings.page
    dialog = page.draw_dialog()
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    seats, _names = names_at(cw, evening, 1, 1)
    assert page.select(1, 1)
    page.play()
    QApplication.processEvents()
    labels = [cw.club.member(m).label for m in seats]
    teams = window.controller.match.document.teams
    assert [t.name for t in teams] == [f"{labels[0]} & {labels[2]}",
                                       f"{labels[1]} & {labels[3]}"]
    assert [t.players for t in teams] == [[0, 2], [1, 3]]


def test_a_name_pasted_with_a_line_break_inside_is_refused_not_joined(cw, qtbot):
    """The club turned "Bea<CR>X" into "Bea X" without a word (the draw dialog's guest list
    too), while a match file refuses the same name: the dialogs say why, the typing kept."""
    from .keyboard import paste

    dialog = cw.members.add_dialog()
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.name.setFocus()
    paste(qtbot, "Bea\rX")
    dialog.accept()
    assert dialog.isVisible() and "U+000D at character 4" in dialog.error.text()
    assert dialog.name.text() == "Bea\rX" and cw.club.members() == []
    dialog.reject()

    add_members(cw)
    new_turnier(cw, passen=1)
    draw = cw.evenings.page.draw_dialog()
    draw.show()
    draw.activateWindow()
    qtbot.waitUntil(draw.isActiveWindow)
    draw.guest_name.setFocus()
    paste(qtbot, "Vreni\tGast")
    qtbot.mouseClick(draw.guest_button, Qt.MouseButton.LeftButton)
    assert "U+0009 at character 6" in draw.error.text()
    assert draw.guest_name.text() == "Vreni\tGast" and draw.list.count() == 8
    draw.guest_name.clear()
    draw.guest_name.setFocus()
    paste(qtbot, "Vreni Gast\n")  # a line copied from a list: its line end is dropped
    qtbot.mouseClick(draw.guest_button, Qt.MouseButton.LeftButton)
    assert draw.list.count() == 9 and draw.error.isHidden()
    draw.reject()


def test_the_club_print_preview_is_printed_from_the_keyboard(cw, qtbot):
    """As the match sheet's preview: Tab reaches its Print button (a keyboard trial could
    print the club's sheets only with the mouse)."""
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtPrintSupport import QPrintPreviewDialog
    from PySide6.QtWidgets import QToolButton

    add_members(cw)
    new_turnier(cw)
    cw.evenings.page.draw_dialog().accept()
    cw.changed()
    reached = []

    def walk():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QPrintPreviewDialog):
            QTimer.singleShot(100, walk)
            return
        word = QCoreApplication.translate("QPrintPreviewDialog", "Print")
        for _ in range(40):
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
            now = QApplication.focusWidget()
            if isinstance(now, QToolButton) and now.defaultAction() is not None \
                    and now.defaultAction().text() == word:
                reached.append(now)
                break
        box.reject()

    QTimer.singleShot(300, walk)
    qtbot.mouseClick(cw.evenings.page.seats_print_button, Qt.MouseButton.LeftButton)
    assert reached, "Tab never reached the preview's Print button"


def test_a_damaged_club_file_is_said_in_the_language_naming_the_file_once(window, club_path,
                                                                          dialogs):
    """A page zeroed in the middle of the file (a Romand secretary's trial): the box said
    "… cannot be opened as a club database: … is damaged …", the path twice, with SQLite's
    English sentence as the reason."""
    with Club.open(club_path) as club:
        for i in range(300):
            club.add_member(f"Member number {i} of the club La Sarine")
    data = bytearray(club_path.read_bytes())
    data[8 * 4096:12 * 4096] = bytes(4 * 4096)
    club_path.write_bytes(bytes(data))
    assert window.club.show_window() is None
    title, text = dialogs.shown[-1]
    assert title == "Cannot open the club"
    assert text.startswith("<qt>")  # plain text, shown as rich text with its lines kept
    text = html.unescape(text.removeprefix("<qt>").removesuffix("</qt>").replace("<br>", "\n"))
    assert text == (f"{club_path} is damaged: part of it cannot be read (SQLite: “database "
                    "disk image is malformed”).\n\nThe file was not changed.")
    assert club_path.read_bytes() == bytes(data)


@pytest.mark.parametrize("where", ["main", "club window"])
def test_open_club_suggests_no_file_name_but_the_last_club_file(window, settings, tmp_path,
                                                                  monkeypatch, dialogs, where):
    """The first Open club… started in the default club's folder, which did not exist yet:
    Qt took its last part as the file name and offered "Jasstafel" (a Romand secretary's
    trial). It starts in an existing folder with no name, or at the club file used last."""
    from jasstafel.ui.club import common

    default = tmp_path / "data" / "Jasstafel" / "verein.sqlite"  # no such folder
    monkeypatch.setattr(common, "default_club_path", lambda: default)
    monkeypatch.setattr(Path, "home", lambda: tmp_path)
    asked = []

    def get_open(_parent, _title, start, _filters, *rest):
        asked.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", get_open)
    if where == "main":
        window.club.open_action.trigger()
        assert asked == [str(tmp_path)]  # the home folder: nothing named
    shared = tmp_path / "share" / "verein.sqlite"
    shared.parent.mkdir()
    with Club.open(shared) as club:
        club.add_member("Vreni Vogel", "Vreni")
    settings.setValue("club/path", str(shared))
    if where == "main":
        window.club.open_action.trigger()
    else:
        cw = window.club.show_window()
        assert cw is not None
        cw.open_dialog()
    assert asked[-1] == str(shared)  # the club file used last
