"""The Guggitaler's header note never ends a line with its "·" (a French trial's, 1366×768:
"Guggitaler 1 sur 1 · jeu 6 sur 6 ·" / "selon la place : +150, +100, +55, 0"). Where the note
wraps, it wraps between its parts, the "·" beginning the next line, as the history and the
sentences under the form do (``wrap_between_items``); ``text()`` is the note as it was set."""

import pytest
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel

from jasstafel.core.matchfile import new_match

from .keyboard import open_match, settle
from .test_guggitaler_domino_note import GAMES, PLAYERS


def lines_of(label):
    """The lines *label* shows: its text as shown, laid out in its width as it wraps it."""
    shown = QLabel.text(label)  # not the note's text(): that is the text as it was set
    layout = QTextLayout(shown, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(label.contentsRect().width())
        lines.append(shown[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return [text.replace("\u00a0", " ").strip() for text in lines]


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_no_line_of_the_domino_note_ends_with_its_dot(french_window, qtbot, size, tmp_path):
    window = french_window
    window.resize(*size)
    match = new_match("guggitaler", PLAYERS)
    for game in GAMES:
        match.add(game)
    panel, _board = open_match(qtbot, window, match)
    settle()
    note = panel.header.note
    said = note.text().replace("\u00a0", " ")  # the rule's spaces do not break
    assert said == "Guggitaler 1 sur 1 · jeu 6 sur 6 · selon la place : +150, +100, +55, 0"
    lines = lines_of(note)
    assert " ".join(lines) == said  # every word shown
    assert not any(line.endswith("·") for line in lines), lines
    assert window.grab().save(str(tmp_path / f"fix-chart-guggitaler-{size[0]}.png"))
