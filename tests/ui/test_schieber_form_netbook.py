"""The Schieber form fits a 1024×600 window whole while the line under it takes three lines
or more: no scroll bar, nothing cut.

A Romande trial at 1024×600 (Chibre, Swisslos with French cards): the form scrolled by 9 px
once the preview under it said a long round (or a refusal in its room) in three lines, and
the Bedanken row ("Sortir") lost its lower edge. The panel's margins and the spacing between
the header, the form, the preview and *Write* took 6 px each; they take 4 px now, as the
form's own rows do.
"""

import re

import pytest
from PySide6.QtGui import QTextDocumentFragment

from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team

from .keyboard import ctrl, open_match, settle, type_

PLAYERS = ["Nathalie", "Pascal", "Sylvie", "Jean-Marc"]
TEAMS = [Team(name="Nathalie & Sylvie", players=[0, 2]),
         Team(name="Pascal & Jean-Marc", players=[1, 3])]
#: keys that make the line under the form long: the longest round (Pascal & Jean-Marc
#: announce, chibré, a Match, Weis 150 and Stöck for the other team: four lines offscreen),
#: and a Weis Enter would refuse (three lines)
ROUNDS = {"long-round": ["Ctrl+9", "Ctrl+1", "Ctrl+g", "Ctrl+m", "Ctrl+w", "150", "Ctrl+t"],
          "refused-weis": ["Ctrl+1", "100", "Ctrl+w", "15"]}


def in_full_view(widget):
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


#: a netbook's window maximised, and unmaximised (a trial's 1008×560: the form scrolled by
#: 8 px under three lines until the panel's margins above the header and below *Write* went
#: to the form)
@pytest.mark.parametrize("size", [(1024, 600), (1008, 560)])
@pytest.mark.parametrize("keys", sorted(ROUNDS))
@pytest.mark.parametrize("language", ["french", "german"])
def test_the_form_needs_no_scrolling_with_a_long_line_under_it(request, qtbot, language, keys,
                                                               size):
    window = request.getfixturevalue(f"{language}_window")
    window.resize(*size)
    panel, _board = open_match(qtbot, window, new_match(
        "schieber", PLAYERS, preset="swisslos_2500_fr", teams=TEAMS))
    for key in ROUNDS[keys]:
        if key.startswith("Ctrl+"):
            ctrl(qtbot, key[-1])
        else:
            type_(qtbot, key)
    settle()
    line = panel.preview_line
    assert line.kind in ("write", "refusal"), line.text()
    lines = line.height() // line.fontMetrics().lineSpacing()
    assert lines >= 3, (lines, line.text())
    assert line.height() >= line.heightForWidth(line.width())  # its text whole
    assert panel.form_scroll.verticalScrollBar().maximum() == 0
    assert in_full_view(panel.bedanken_buttons[0]) and in_full_view(panel.write_button)


#: a Romand trial's Chibre at 1024×600: the Sortir row half cut, with a scroll bar, before
#: anything was typed (the header kept an empty line between its two names and a note's
#: room of two lines, "Pour cette donne seulement, au lieu de Marie-Françoise (Ctrl+8 …)")
LONG_TEAMS = [Team(name="Marie-Françoise & Anne-Catherine", players=[0, 2]),
              Team(name="Les Cousins de Tour-de-Trême", players=[1, 3])]
LONG_PLAYERS = ["Marie-Françoise", "Pierre-Alain", "Anne-Catherine", "Jean-Christophe"]


@pytest.mark.parametrize("language", ["french", "german"])
def test_the_bedanken_row_is_in_view_with_long_names(request, qtbot, language, tmp_path):
    window = request.getfixturevalue(f"{language}_window")
    window.resize(1024, 600)
    panel, _board = open_match(qtbot, window, new_match(
        "schieber", LONG_PLAYERS, preset="swisslos_2500_fr", teams=LONG_TEAMS))
    for key in ("9", "8"):  # the other team announces this round, and back: its note said
        ctrl(qtbot, key)
    settle()
    assert panel.form_scroll.verticalScrollBar().maximum() == 0
    assert all(in_full_view(b) for b in [*panel.bedanken_buttons, *panel.stoeck_buttons])
    window.grab().save(str(tmp_path / f"fix-netbook-bedanken-{language}.png"))


def plain_tip(widget):
    """The tooltip's text as a person reads it."""
    return QTextDocumentFragment.fromHtml(widget.toolTip()).toPlainText()


def preview_lines(line):
    """How many lines the preview's text takes at its width (its padding aside)."""
    return (line.heightForWidth(line.width()) - 4) // line.fontMetrics().lineSpacing()


#: the Romand trial's round 1 (shot-110): Trèfle, 80 for Marie-Françoise & Anne-Catherine
#: and their annonces 50, typed as she typed it; "Avec Entrée : …" took four lines, the form
#: scrolled by 48 px and the Stöck and Sortir rows were out of view
TRIAL_ROUND = ["Ctrl+1", "80", "Ctrl+w", "50"]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("language", ["french", "german"])
def test_the_preview_of_long_names_leaves_every_row_in_view(request, qtbot, language, size,
                                                            tmp_path):
    window = request.getfixturevalue(f"{language}_window")
    window.resize(*size)
    panel, _board = open_match(qtbot, window, new_match(
        "schieber", LONG_PLAYERS, preset="swisslos_2500_fr", teams=LONG_TEAMS))
    for key in TRIAL_ROUND:
        if key.startswith("Ctrl+"):
            ctrl(qtbot, key[-1])
        else:
            type_(qtbot, key)
    settle()
    line = panel.preview_line
    window.grab().save(str(tmp_path / f"fix-netbook2-preview-{language}-{size[0]}.png"))
    assert line.kind == "write", line.text()
    text = line.text().replace("\xa0", " ").replace("\u2011", "-")
    if size == (1024, 600):
        # the room under the whole form: three lines (Schreiben as high as the card points)
        assert preview_lines(line) <= 3, line.text()
        # the same facts: the figures in the order of the score, each with its team's name
        # and the announcing team's as far as they fit; every name whole in the tooltip
        assert re.search(r"· Marie-Fr[^·]* 80 \+ [^·]*50 → 260 · Les Cousins[^·]* 77 → 154 · ",
                         text), text
        assert "260 : 154" in text and " Marie-Fr" in text, text
        for name in LONG_TEAMS:
            assert name.name in plain_tip(line), line.toolTip()
    else:  # a laptop has the room of the whole words
        assert "Les Cousins de Tour-de-Trême 77 → 154" in text, text
        assert line.toolTip() == ""
    assert panel.form_scroll.verticalScrollBar().maximum() == 0
    assert all(in_full_view(b) for b in [*panel.bedanken_buttons, *panel.stoeck_buttons,
                                         panel.write_button])
