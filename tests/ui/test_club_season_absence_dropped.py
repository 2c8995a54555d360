"""A season's CSV names a dropped absence among the dropped evenings (a club secretary's
trial, in German: with *Streichresultate 1* Agnes's and Vreni's dropped result was an
absence; their totals were right, but *Gestrichene Abende* stayed empty for them, while
everyone else's dropped evening was named).

The German window's *CSV exportieren…* is driven as the secretary drove it: the Rankings
tab clicked, the number of results to drop typed, the button clicked and the file named in
Qt's own file dialog; the command line writes the same file, byte for byte. The evenings
are recorded through the club (they are not what the test is about)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from jasstafel.cli import main
from jasstafel.club import Club, PaperResult

from .keyboard import ctrl, enter, press, type_text
from .real_dialogs import file_name_field, real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NAMES = {"A": "Agnes Bucher", "B": "Beat Kälin", "H": "Heidi Schnyder-Lötscher",
         "V": "Vreni Amrein"}
#: three Molotow evenings, the players in the order of their points (10, 20, 30 …, the
#: fewest first): rank points (participants + 1 − rank) A 4, 1, —; B 2, 2, 3; H 3, 3, 2;
#: V 1, —, 1
EVENINGS = (("2026-11-05", "AHBV"), ("2026-11-19", "HBA"), ("2026-12-03", "BHV"))


def points(players):
    """10, 20, 30 … for a table of *players*, the last given what makes the sum end as 8
    rounds × 157 card points do, in 6 (a sum a real table can have)."""
    figures = [10 * (i + 1) for i in range(players)]
    figures[-1] += (6 - sum(figures)) % 10
    return figures


@pytest.fixture
def cw(german_window, club_path, real_dialogs):
    with Club.open(club_path) as club:
        ids = {key: club.add_member(name).id for key, name in NAMES.items()}
        for day, order in EVENINGS:
            evening = club.new_evening(day, "molotow", passen=1)
            club.record_result(evening.id, 1, 1, [PaperResult(ids[k], p) for k, p in
                                                  zip(order, points(len(order)), strict=True)])
    window = german_window.club.show_window()  # the club file there: nothing is asked
    assert window is not None
    window.activateWindow()
    return window


def rankings_tab(cw, qtbot):
    """The club window's *Ranglisten* tab, clicked."""
    qtbot.waitUntil(cw.isActiveWindow)
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(cw.rankings)).center())
    return cw.rankings


def save_csv(qtbot, real_dialogs, page, path):
    """*CSV…* clicked, *path* typed into the real file dialog, Enter; the file written."""
    def name_it(dialog):
        field = file_name_field(dialog)
        field.setFocus()
        ctrl(qtbot, Qt.Key.Key_A)
        type_text(qtbot, str(path))
        enter(qtbot)

    real_dialogs.when(QFileDialog, name_it)
    qtbot.mouseClick(page.panel.csv_button, Qt.MouseButton.LeftButton)
    real_dialogs.check()
    qtbot.waitUntil(path.exists)


def test_the_season_csv_names_a_dropped_absence(cw, qtbot, real_dialogs, tmp_path, capsys):
    page = rankings_tab(cw, qtbot)
    assert page.which.currentText() == "Saison 2026"
    qtbot.mouseClick(page.drop, Qt.MouseButton.LeftButton)  # Streichresultate: 1
    ctrl(qtbot, Qt.Key.Key_A)
    type_text(qtbot, "1")
    qtbot.waitUntil(lambda: page.drop.value() == 1)
    window_csv = tmp_path / "saison-fenster.csv"
    save_csv(qtbot, real_dialogs, page, window_csv)

    rows = {r.split(";")[1]: r.split(";") for r in
            window_csv.read_text("utf-8-sig").splitlines()}
    header = rows.pop("Mitglied")
    dropped = header.index("Gestrichene Abende")
    # each one's worst dropped: A and V their absence (it counts 0), B a 2 (of equal ones
    # the later), H the 2 of 3 December
    assert {rows[n][1]: rows[n][dropped] for n in rows} == {
        "Agnes Bucher": "2026-12-03 (Abwesenheit)", "Beat Kälin": "2026-11-19",
        "Heidi Schnyder-Lötscher": "2026-12-03", "Vreni Amrein": "2026-11-19 (Abwesenheit)"}
    # the totals: A 4 + 1, B 2 + 3, H 3 + 3, V 1 + 1
    assert {n: rows[n][3] for n in rows} == {"Agnes Bucher": "5", "Beat Kälin": "5",
                                            "Heidi Schnyder-Lötscher": "6",
                                            "Vreni Amrein": "2"}

    # the command line's file says the same, byte for byte
    cli_csv = tmp_path / "saison-cli.csv"
    assert main(["--lang=de", "club", "ranking", "season", "2026", "--drop-worst", "-o",
                 str(cli_csv), "--db", str(cw.club.path)]) == 0, capsys.readouterr()
    assert cli_csv.read_bytes() == window_csv.read_bytes()


def test_an_evening_s_csv_of_the_window_is_the_command_line_s(cw, qtbot, real_dialogs,
                                                               tmp_path, capsys):
    """The window has no CSV of an evening's results table by table (that is `club export`);
    its CSV of an evening is the evening's ranking, and it is the command line's, byte for
    byte."""
    page = rankings_tab(cw, qtbot)
    page.which.setFocus()
    for _ in range(page.which.count()):  # down the list to the evening of 5 November
        if "05.11.2026" in page.which.currentText():
            break
        press(qtbot, Qt.Key.Key_Down)
    assert page.which.currentText().startswith("Abend 05.11.2026")
    window_csv = tmp_path / "abend-fenster.csv"
    save_csv(qtbot, real_dialogs, page, window_csv)
    cli_csv = tmp_path / "abend-cli.csv"
    assert main(["--lang=de", "club", "ranking", "evening", "1", "-o", str(cli_csv), "--db",
                 str(cw.club.path)]) == 0, capsys.readouterr()
    assert cli_csv.read_bytes() == window_csv.read_bytes()
    assert window_csv.read_text("utf-8-sig").splitlines()[1].startswith("1;Agnes Bucher;")
