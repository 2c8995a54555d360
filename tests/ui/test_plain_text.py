"""Names, titles and paths from users and files are shown letter for letter, never as HTML.

A player called ``<img src="/dev/zero">`` made Qt read /dev/zero until the program died; here
the names point at a real 900 px picture: had any label rendered them, it would have grown to
hold it.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team

from .keyboard import ctrl, enter, type_text


@pytest.fixture
def picture(tmp_path, monkeypatch):
    """A 900 px picture, by a short relative name (a player's name has at most 60 letters)."""
    monkeypatch.chdir(tmp_path)
    image = QImage(900, 900, QImage.Format.Format_RGB32)
    image.fill(QColor("red"))
    image.save("big.png")
    return "big.png"


def hostile_names(picture):
    return [f'<img src="{picture}">', "<b>Beat</b>", '<img width=30000 src="x">', "Dora"]


def check_plain(window, names):
    QApplication.processEvents()
    shown = 0
    for label in window.findChildren(QLabel):
        text = label.text()
        if "<" in text:
            assert label.textFormat() == Qt.TextFormat.PlainText, (label.objectName(), text)
            shown += any(name in text for name in names)
        assert label.sizeHint().height() < 400 and label.sizeHint().width() < 2000, text
    for widget in window.findChildren(QWidget):
        tip = widget.toolTip()
        assert "<img" not in tip and "<b>" not in tip, (widget, tip)  # escaped if there
    assert window.minimumSizeHint().width() < 2000
    return shown


def test_a_schieber_with_html_names(window, qtbot, tmp_path, picture):
    names = hostile_names(picture)
    teams = [Team(name="<i>Die Jungen</i>", players=[0, 2]),
             Team(name='<img src="x.png">', players=[1, 3])]
    path = tmp_path / "abend.jass"
    matchfile.save(new_match("schieber", names, teams=teams), path)
    assert window.open_file(path)
    ctrl(qtbot, "3")
    type_text(qtbot, "101")
    enter(qtbot)
    assert len(window.controller.match.entries) == 1
    assert check_plain(window, [*names, "<i>Die Jungen</i>"]) >= 3  # header, labels, preview
    assert "<i>Die Jungen</i>" in window.panel.point_labels[0].text()
    assert window.history.list.item(0).text().count("<i>Die Jungen</i>") >= 1
    window.grab()  # the board paints the names as text


def test_a_coiffeur_with_html_names(window, qtbot, picture):
    names = hostile_names(picture)
    window.start(new_match("coiffeur", names, preset="swisslos_8"))
    QApplication.processEvents()
    type_text(qtbot, "80")
    enter(qtbot)
    check_plain(window, names)
    assert names[1] in window.panel.header.names()[-1]  # the next to announce
    window.grab()


def test_a_file_name_with_html_in_the_cannot_open_box(window, tmp_path, dialogs):
    path = tmp_path / '<img src="x.png"><b>kaputt.jass'
    path.write_text("{")
    assert not window.open_file(path)
    _title, text = dialogs.shown[-1]
    assert "&lt;img" in text and "&lt;b&gt;kaputt" in text and "<b>" not in text
