"""A trial's Schieber at 1024×600 of "Die Trumpfkönige vom Sonnenberg" against "Jassfreunde
Oberdorf-Niederdorf": the *Angesagt von*, Weis and Bedanken buttons read "Die Trumpfköni…"
and "Jassfreunde Ob…" (French "Die Trumpfkönige v…"), the whole names only in the tooltips;
the form keeps its width for any name. A name too long for one line (even a step smaller)
goes on two, as the slate writes it, "Die Trumpfkönige" over "vom Sonnenberg": whole, the
form no wider, in every look of the button (chosen, with the focus)."""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyle, QStyleOptionButton

from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team

from .conftest import window_in
from .keyboard import click, ctrl, open_match, settle

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]
LONG = [Team(name="Die Trumpfkönige vom Sonnenberg", players=[0, 2]),
        Team(name="Jassfreunde Oberdorf-Niederdorf", players=[1, 3])]
SHORT = [Team(name="Anna & Cla", players=[0, 2]), Team(name="Beat & Dora", players=[1, 3])]


def name_buttons(panel):
    """Every button of the form that says a team's name."""
    return [*panel.team_buttons, *panel.weis.side_buttons, *panel.stoeck_buttons,
            *panel.bedanken_buttons]


def read(text):
    """The text as it reads: its lines joined (after a hyphen without a space)."""
    lines = text.split("\n")
    return "".join(line if line.endswith("-") else line + " " for line in lines[:-1]) + lines[-1]


def cut(button):
    """What of *button*'s painted text goes past the room inside its frame, measured in
    bold (a chosen button is bold), in its own font: its lines too wide, or too many for
    its height; "" where nothing does."""
    bold = QFont(button.font())
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    option = QStyleOptionButton()
    button.initStyleOption(option)
    inside = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option,
                                           button)
    text = button.shown_text()
    wide = [line for line in text.split("\n") if metrics.horizontalAdvance(line) > inside.width()]
    high = metrics.boundingRect(QRect(0, 0, inside.width(), 10_000),
                                int(Qt.AlignmentFlag.AlignCenter), text).height()
    return f"{wide} of {inside.width()} px" if wide else (
        f"{high} px high in {inside.height()}" if high > inside.height() else "")


def where(window, widget):
    settle()
    return widget.mapTo(window, QPoint(0, 0)).x(), widget.width()


def form_places(window, panel):
    """Where the card points fields, Match and Kontermatsch are, and the form's width."""
    return ([where(window, w) for w in (*panel.points, panel.match, panel.kontermatsch)],
            panel.form_widget.width())


def whole(panel):
    """Every team's name whole on its buttons, nothing of it cut; whole for a screen reader
    and in the tooltip too."""
    settle()
    buttons = name_buttons(panel)
    names = [team.name for team in LONG] * 4
    assert [read(b.shown_text()) for b in buttons] == names
    assert [(b.text(), cut(b)) for b in buttons if cut(b)] == []
    for button, name in zip(buttons, names, strict=True):
        assert name in button.accessibleName() and name in button.toolTip()


@pytest.mark.parametrize("language", ["de", "fr"])
def test_long_team_names_are_whole_on_the_buttons_at_1024(qapp, qtbot, settings, autosaves,
                                                           language):
    for window in window_in(language, qapp, qtbot, settings, size=(1024, 600)):
        panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS, teams=SHORT))
        short = form_places(window, panel)
        panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS, teams=LONG))
        assert form_places(window, panel) == short  # the form no wider for the names
        whole(panel)
        ctrl(qtbot, "9")  # the other team announces: its button chosen, bold
        whole(panel)
        for button in (*panel.stoeck_buttons[::-1], panel.team_buttons[0]):
            click(qtbot, button)  # chosen, with the focus
            assert button.hasFocus() and button.isChecked()
            whole(panel)
        assert form_places(window, panel) == short
