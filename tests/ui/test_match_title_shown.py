"""A match's title is shown where the match is named: a novice's Coiffeur "Coiffeur Donnerstag"
had the window title "Jasstafel – Partie ohne Namen (automatisch gespeichert)", and the
recovery dialog and *Unsaved matches* listed it without its title, so that two unsaved matches
of the same players could not be told apart."""

from PySide6.QtWidgets import QApplication, QLabel

from jasstafel.core import MatchInfo
from jasstafel.core.matchfile import new_match, save
from jasstafel.core.schieber import SchieberRound
from jasstafel.ui import app as app_module
from jasstafel.ui.mainwindow import MainWindow

from .crash import die

FOUR = ["Hans", "Vreni", "Ruedi", "Käthi"]


def titled(title):
    return new_match("schieber", FOUR, info=MatchInfo(title=title))


def a_round(window):
    window.controller.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)),
                          "round")


def test_the_window_title_names_an_unnamed_match_by_its_title(window):
    window.start(titled("Donnerstag <b>Jass</b>"))
    assert window.windowTitle() == ("Jasstafel – Donnerstag <b>Jass</b> · "
                                    "not in a file yet (autosaved)")


def test_the_window_title_names_a_saved_match_by_its_title_and_file(window, tmp_path):
    path = tmp_path / "abend.jass"
    save(titled("Coiffeur Donnerstag"), path)
    assert window.open_file(path)
    assert window.windowTitle() == "Jasstafel – Coiffeur Donnerstag · abend.jass"


def test_a_match_without_title_is_named_as_before(window):
    window.start(titled(""))
    assert window.windowTitle() == "Jasstafel – unnamed match (autosaved)"


def test_recovery_and_unsaved_matches_list_the_title(qtbot, settings, autosaves):
    for title in ("Donnerstag", "Freitag"):
        w = MainWindow(settings)
        w.start(titled(title))
        a_round(w)
        die(w)
        w.deleteLater()
    QApplication.processEvents()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    dialog = app_module.offer_recovery(second)
    assert dialog is not None
    words = sorted(row.findChild(QLabel, "recoveryWords").text().replace("\u00a0", " ")
                   for row in dialog.rows.values())
    assert [w.split(" · ")[:3] for w in words] == [
        ["Donnerstag", "Schieber", "Hans, Vreni, Ruedi, Käthi"],
        ["Freitag", "Schieber", "Hans, Vreni, Ruedi, Käthi"]]
