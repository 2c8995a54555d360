"""Names with & are shown as typed on every button, check box, group box, tab and action.

Qt takes a single & in such a text as the mark of a mnemonic: "Anna & Cla" was shown as
"Anna _Cla" on every Schieber button, and Alt+C pressed one. The window is opened for real
with such names, and every text Qt shows is read as Qt reads it.
"""

import json
import re
from pathlib import Path

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabBar

from jasstafel.core import Team, matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.mnemonic import no_mnemonic

from .keyboard import open_file, open_match


def shown(text):
    """What Qt shows of a mnemonic text: && is one &, & before a letter disappears."""
    return re.sub(r"&(.)", r"\1", text)


def mnemonic_texts(window):
    """Every text in the window that Qt reads for a mnemonic."""
    texts = [b.text() for b in window.findChildren(QAbstractButton)]
    texts += [g.title() for g in window.findChildren(QGroupBox)]
    texts += [label.text() for label in window.findChildren(QLabel)
              if label.buddy() is not None]
    for bar in window.findChildren(QTabBar):
        texts += [bar.tabText(i) for i in range(bar.count())]
    texts += [a.text() for a in window.findChildren(QAction)]
    return texts


def assert_shown_as_typed(window, names):
    texts = mnemonic_texts(window)
    for name in names:
        assert any(name in shown(t) for t in texts), name
        for text in texts:
            if name.replace("&", "") in text.replace("&", ""):
                assert name in shown(text), (name, text)
                assert QKeySequence.mnemonic(text).isEmpty(), text  # no Alt+key from a name


def test_the_helper_doubles_every_ampersand():
    assert no_mnemonic("Anna & Cla") == "Anna && Cla"
    assert no_mnemonic("R&B & Co") == "R&&B && Co"
    assert shown(no_mnemonic("A&&B")) == "A&&B"
    assert no_mnemonic("Anna") == "Anna"


def test_schieber_team_names_on_every_button_and_label(window, qtbot):
    teams = [Team(name="Anna & Cla", players=[0, 2]), Team(name="Beat & Dora", players=[1, 3])]
    open_match(qtbot, window, new_match("schieber", ["Anna", "Beat", "Cla", "Dora"],
                                        teams=teams))
    assert_shown_as_typed(window, ["Anna & Cla", "Beat & Dora"])
    assert window.panel.bedanken_buttons[0].text() == "Anna && Cla"
    assert window.panel.bedanken_buttons[0].accessibleName() == "Bedanken: Anna & Cla"


@pytest.mark.parametrize("variant", ["fahnder", "pandur", "guggitaler"])
def test_player_names_on_the_player_buttons(window, qtbot, variant):
    names = ["Jo&Ka", "Beat", "R & B", "Dora"]
    open_match(qtbot, window, new_match(variant, names))
    assert_shown_as_typed(window, ["Jo&Ka", "R & B"])


def test_molotow_tie_buttons(window, qtbot, tmp_path):
    doc = json.loads(Path("docs/examples/molotow.jass").read_text())
    doc["players"] = ["A&B", "Beat", "C & D", "Dora"]
    doc["entries"] = doc["entries"][:-1]  # the tie is still to draw
    path = tmp_path / "tie.jass"
    path.write_text(json.dumps(doc))
    panel, _board = open_file(qtbot, window, path)
    assert panel.draw_box.isVisible()
    assert_shown_as_typed(window, ["A&B", "C & D"])


def test_a_recent_file_with_an_ampersand(window, qtbot, tmp_path):
    path = tmp_path / "Anna & Cla.jass"
    open_file(qtbot, window, path, new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))
    window.recent_menu.aboutToShow.emit()
    texts = [a.text() for a in window.recent_menu.actions()]
    assert any(str(path) == shown(t) for t in texts), texts
    assert matchfile.load(path).variant == "schieber"
