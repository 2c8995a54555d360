"""Nothing typed is lost: autosave, and the match offered back after a crash."""

from PySide6.QtWidgets import QApplication

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.ui import app as app_module
from jasstafel.ui.mainwindow import MainWindow


def rnd(a):
    return SchieberRound(contract="rosen", announced_by=0, points=(a, 157 - a))


def test_reopen_after_the_window_died(qtbot, settings, autosaves, dialogs, monkeypatch):
    first = MainWindow(settings)
    first.show()
    first.start(new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))
    for a in (100, 60, 30):
        first.controller.add(rnd(a), "round")
    # the process dies: no closeEvent, nothing saved on purpose
    files = list(autosaves.glob("*.jass"))
    assert len(files) == 1
    first.hide()
    first.deleteLater()
    QApplication.processEvents()

    second = MainWindow(settings)
    qtbot.addWidget(second)
    asked = []
    monkeypatch.setattr(MainWindow, "ask_recover",
                        lambda self, path, match: asked.append(path) or True)
    app_module.offer_recovery(second)
    assert asked == files
    assert [e.points[0] for e in second.controller.match.entries] == [100, 60, 30]
    second.controller.add(rnd(10), "round")  # and it goes on saving into the same file
    assert len(matchfile.load(files[0]).entries) == 4


def test_named_file_reopened_after_a_crash(qtbot, settings, autosaves, tmp_path, monkeypatch):
    path = tmp_path / "abend.jass"
    matchfile.save(new_match("schieber", list("ABCD")), path)
    first = MainWindow(settings)
    assert first.open_file(path)
    first.controller.add(rnd(100), "round")
    first.deleteLater()  # dies without closeEvent
    second = MainWindow(settings)
    qtbot.addWidget(second)
    monkeypatch.setattr(MainWindow, "ask_recover", lambda self, p, m: True)
    app_module.offer_recovery(second)
    assert second.controller.session.path == path
    assert len(second.controller.match.entries) == 1


def test_clean_close_offers_nothing(qtbot, settings, autosaves, dialogs, monkeypatch):
    first = MainWindow(settings)
    first.start(new_match("schieber", list("ABCD")))
    first.controller.add(rnd(100), "round")
    dialogs.answer = dialogs.answer.Discard
    first.close()  # asked to keep the unnamed match: Discard
    assert "no name yet" in dialogs.shown[-1][1]
    assert list(autosaves.glob("*.jass")) == []
    second = MainWindow(settings)
    qtbot.addWidget(second)
    monkeypatch.setattr(MainWindow, "ask_recover",
                        lambda *a: (_ for _ in ()).throw(AssertionError("asked")))
    app_module.offer_recovery(second)
    assert second.controller.session is None


def test_declined_recovery_keeps_the_file(qtbot, settings, autosaves, monkeypatch):
    first = MainWindow(settings)
    first.start(new_match("schieber", list("ABCD")))
    first.controller.add(rnd(100), "round")
    first.deleteLater()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    monkeypatch.setattr(MainWindow, "ask_recover", lambda *a: False)
    app_module.offer_recovery(second)
    assert second.controller.session is None
    assert len(list(autosaves.glob("*.jass"))) == 1  # still there for the next start
