"""A French Schreiber's Differenzler of four double names (a trial's, at 1024×600): the line
under the form read "… Jean-Christophe, Anne-" / "Catherine et Pierre-Alain" and the preview
"Jean-" / "Christophe 30→20": two names where there is one. The lines over and under the form
wrap at spaces only, whatever the width of the window; what they say (copied, read out) keeps
the names' own hyphens.

The same refusal named four players and said "Il manque l'estimation de … : tapez-la": with
several players missing it speaks of them all, in each language."""

import re

import pytest
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, open_match, settle, tab, type_

NAMES = ["Marie-Françoise", "Jean-Christophe", "Anne-Catherine", "Pierre-Alain"]
#: the narrowest window of a netbook up to a laptop's, in steps: at some of them the lines
#: break where a name's hyphen is, unless it is a non-breaking one
WIDTHS = range(1024, 1367, 18)
#: the end of a line broken at a hyphen between letters ("Anne-")
BROKEN = re.compile(r"[^\W\d_][-\u2011]$")


@pytest.fixture
def window_at(qapp, qtbot, settings, autosaves, request):
    yield from window_in(request.param, qapp, qtbot, settings, size=(1024, 600))


def lines(label):
    """The lines *label* shows its text in, as Qt lays out a word-wrapped label."""
    text = QLabel.text(label)  # what Qt shows, not what the line says
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    found = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(label.contentsRect().width())
        found.append(text[line.textStart():line.textStart() + line.textLength()].rstrip())
    layout.endLayout()
    return found


def broken_at_a_hyphen(window, labels):
    """(width, line) of every line of *labels* that ends in a name's hyphen, at each width."""
    found = []
    for width in WIDTHS:
        window.resize(width, 600)
        settle()
        for label in labels:
            found += [(width, line) for line in lines(label)[:-1] if BROKEN.search(line)]
    return found


@pytest.mark.parametrize("window_at", ["fr", "de"], indirect=True)
def test_the_lines_over_and_under_the_form_keep_double_names_whole(window_at, qtbot):
    window = window_at
    panel, _board = open_match(qtbot, window, new_match("differenzler", NAMES,
                                                        settings={"games": 6}))
    enter(qtbot)  # no prediction typed: all four are named
    said = panel.error_text()
    assert "Marie-Françoise, Jean-Christophe, Anne-Catherine" in said  # the names themselves
    assert broken_at_a_hyphen(window, [panel.error, window.status_label]) == []
    for prediction in (40, 30, 50, 37):
        type_(qtbot, str(prediction))
        tab(qtbot)
    for points in (45, 20, 60):
        type_(qtbot, str(points))
        tab(qtbot)
    qtbot.waitUntil(lambda: panel.preview_line.kind == "write")
    assert "Jean-Christophe 30→20" in panel.preview_line.text()
    assert broken_at_a_hyphen(window, [panel.preview_line, window.status_label]) == []


WINDOWS = {"en": "window", "de": "german_window", "fr": "french_window"}
MISSING = {
    "en": ("Prediction missing for Beat: type it, or - for no prediction",
           "Predictions missing for Anna, Beat, Cla and Dora: type them, or - for no "
           "prediction"),
    "de": ("Vorhersage fehlt für Beat: eintippen, oder - für keine Vorhersage",
           "Vorhersagen fehlen für Anna, Beat, Cla und Dora: eintippen, oder - für keine "
           "Vorhersage"),
    "fr": ("Il manque l’estimation de Beat\u00a0: tapez-la, ou - pour aucune estimation",
           "Il manque les estimations d’Anna, Beat, Cla et Dora\u00a0: tapez-les, ou - pour "
           "aucune estimation"),
}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_one_prediction_missing_or_several(language, request, qtbot):
    window = request.getfixturevalue(WINDOWS[language])
    panel, _board = open_match(qtbot, window, new_match(
        "differenzler", ["Anna", "Beat", "Cla", "Dora"]))
    one, several = MISSING[language]
    enter(qtbot)
    assert panel.error_text() == several
    for value in ("40", "", "50", "30"):
        type_(qtbot, value)
        tab(qtbot)
    enter(qtbot)
    assert panel.error_text() == one
